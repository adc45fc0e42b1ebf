// A new order of the items from some index on, in one pass: the items
// that stay keep what they had, every other one (moved or new) is read
// from the provider and placed by the packing rule, and the tail is laid
// out once. The same layout as the removals and insertions a batch makes
// one run at a time, without laying the tail out again for each run.

extension Masonry {
  /// Rearranges the items from `first` on, in one placement pass.
  ///
  /// `kept` names, for each new index from `first` on, the old index of
  /// an item that stays (its length, span and columns kept), or -1 for an
  /// item that is moved or new, which is placed by the packing rule, its
  /// span and column read from `heights` at its new index. `sources`, when
  /// given, names the old index of each item there, moved ones included
  /// (-1 for a new one): a moved item keeps its length, and only a new
  /// one is asked its height; without it every item not kept is. The old
  /// indices must be at least `first`, the kept ones ascending.
  ///
  /// With ``UpdateMode/keepColumns`` the result equals the removals of
  /// every old item from `first` on that does not stay, from the highest
  /// down, then the insertions of every new one that is not kept, from the
  /// lowest up, each in that mode (after ``_closeGaps()``); with
  /// ``UpdateMode/reflow``, a fresh layout of the new order. The gaps that
  /// measurements left from `first` on are dropped.
  ///
  /// - Returns: The diagnostics of what `heights` gave, and every item
  ///   from `first` on as removed and inserted again.
  /// - Complexity: O((*n* − `first`) · *c*) for *n* items after.
  @discardableResult
  package mutating func _rearrange(
    from first: Int, kept: [Int], sources: [Int]? = nil, heights: some MasonryHeightProvider,
    mode: UpdateMode
  ) -> Changes {
    precondition(sources.map { $0.count == kept.count } ?? true, "one source per kept entry")
    let first = Swift.min(Swift.max(first, 0), itemCount)
    let newCount = Swift.min(first + kept.count, Self.maximumItemCount)
    let before = (count: itemCount, size: contentSize)
    _makeUnique(reservingCapacity: Swift.max(newCount, itemCount))
    let storage = _storage
    // The tail before, read by the items that stay.
    let oldCount = storage.count
    let lengths = Array(
      UnsafeBufferPointer(start: storage.lengths + first, count: oldCount - first))
    let placements = Array(
      UnsafeBufferPointer(start: storage.placements + first, count: oldCount - first))
    // The columns written below may not be those the blocks' shifts were
    // added by: no matter, as the placement that follows adds the shifts
    // in and then writes every top from `first` on.
    storage.truncateColumns(from: first)
    if newCount > oldCount {
      storage.openGap(at: oldCount, count: newCount - oldCount)
    } else if newCount < oldCount {
      storage.closeGap(newCount..<oldCount)
    }
    _gaps.removeAll(from: first)
    let source = _ProviderSource(heights, masonry: self)
    let rule = _rule
    var diagnostics = Diagnostics()
    for item in first..<newCount {
      let old = kept[item - first]
      if old >= first, old - first < lengths.count {
        storage.lengths[item] = lengths[old - first]
        storage.placements[item] = placements[old - first]
        continue
      }
      let origin = sources?[item - first] ?? -1
      let new =
        origin >= first && origin - first < lengths.count
        ? source.item(at: item, carrying: lengths[origin - first]) : source.item(at: item)
      diagnostics = new.counted(in: diagnostics, at: item)
      diagnostics = diagnostics._countingPastEnd(of: item..<(item + 1), from: source.coveredEnd)
      let span = Int(new.span)
      storage.lengths[item] = new.length
      // Placed by the rule (the column marked as none), unless named.
      storage.placements[item] =
        new.isExplicit
        ? _Placement(
          column: rule.physicalStart(ofLogical: Int(new.keptStart), span: span), span: span,
          isExplicit: true)
        : _Placement(column: Int(_Placement.toChoose), span: span)
    }
    _ = _relayout(from: first, mode: mode, truncated: true)
    return _reported(
      Changes(
        removedItems: IndexRanges(first..<before.count),
        insertedItems: IndexRanges(first..<newCount),
        oldItemCount: before.count,
        newItemCount: itemCount, oldContentSize: before.size, newContentSize: contentSize,
        diagnostics: diagnostics))
  }
}
