// Live feeds: appending a page, changing heights, inserting, removing and
// moving items, each without laying out the items before the change again,
// and each returning the change set a host animates from. Every update
// runs the placement rule from the state restored at the first changed
// index.

import LayoutGeometry

extension Masonry {
  /// How an update moves the items after the change.
  public enum UpdateMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Every item that was there before keeps the columns it has, and only
    /// the tops follow: the items below a change in the same columns move
    /// up or down, and through spanning items the columns those cover, and
    /// so on. No item jumps columns, so nothing the user is looking at
    /// reshuffles.
    ///
    /// An inserted item takes the columns the packing rule gives it after
    /// the items before it, and a moved item is placed the same way at its
    /// new index; removing an item closes the gap in its own columns only.
    /// The result is exactly that of placing every item, in index order,
    /// in the columns it keeps (or is given): each starts `rowSpacing`
    /// below the tallest of its columns (on a pixel with a display scale).
    ///
    /// The layout is then no longer what a fresh
    /// ``Masonry/prepare(width:itemCount:heights:)`` would give: later
    /// appends and re-flows pack their items by the packing rule from the
    /// layout as it stands, until the next prepare.
    case keepColumns

    /// The items from the first changed one on are placed afresh by the
    /// packing rule, exactly as a fresh
    /// ``Masonry/prepare(width:itemCount:heights:)`` of the final feed
    /// would place them (given that the items before it are as a fresh
    /// prepare left them).
    case reflow
  }

  /// Adds `count` items after the current ones, for infinite scroll.
  ///
  /// The provider is asked for the new items by their index in the whole
  /// feed, `itemCount ..< itemCount + count`. The result equals a fresh
  /// ``prepare(width:itemCount:heights:)`` of the whole feed at the same
  /// width (unless a ``UpdateMode/keepColumns`` change came first: the new
  /// items are then packed below the layout as it stands).
  ///
  /// - Parameters:
  ///   - count: How many items to add; 0 or less adds none, and the total
  ///     never exceeds ``maximumItemCount``.
  ///   - heights: The source of the new items' heights and spans.
  /// - Returns: The new items as inserted; no existing frame changes. Its
  ///   ``Changes/diagnostics`` count the heights and spans the provider
  ///   gave that had to be cleaned, and the new items past the provider's
  ///   end: a provider made for the new page alone reports every new
  ///   item, from the first new index.
  /// - Complexity: O(`count` · *c*) for *c* columns, amortised,
  ///   independent of the number of items already laid out.
  @inlinable @discardableResult
  public mutating func appendItems(count: Int, heights: some MasonryHeightProvider) -> Changes {
    // Inlinable so that the provider is specialised in the caller's
    // module: see `_placeItems(_:from:)`.
    let before = (count: itemCount, size: contentSize)
    let added = Sanitizing.count(count, maximum: Self.maximumItemCount - itemCount)
    var diagnostics = Diagnostics()
    if added > 0 {
      let first = itemCount
      _makeUnique(reservingCapacity: first + added)
      diagnostics = _placeItems(
        first..<(first + added), from: _ProviderSource(heights, masonry: self))
      _updateContentHeight()
    }
    return _reported(
      Changes(
        insertedItems: IndexRanges(before.count..<itemCount), oldItemCount: before.count,
        newItemCount: itemCount, oldContentSize: before.size, newContentSize: contentSize,
        diagnostics: diagnostics))
  }

  /// Changes the height of one item, moving the others as `mode` says.
  ///
  /// - Parameters:
  ///   - height: The new height; sanitised like a provider's (NaN,
  ///     infinite or negative is 0, above ``maximumLength`` is that
  ///     maximum).
  ///   - index: The item to change; an index outside `0 ..< itemCount`
  ///     changes nothing (and the change set is empty).
  ///   - mode: Whether the other items keep their columns or re-flow;
  ///     ``UpdateMode/reflow`` by default, as every update.
  /// - Returns: The items whose frames changed; its
  ///   ``Changes/diagnostics`` count the height when it had to be cleaned.
  /// - Complexity: O((*n* − `index`) · *s*) for `.keepColumns`, where *s*
  ///   is the typical span, and O((*n* − `index`) · *c* + *c* log *n*)
  ///   for `.reflow`; the items before `index` are not visited. Keeping
  ///   columns, when no item from `index` on spans several columns, the
  ///   items are placed again to the end of `index`'s block of 1,024
  ///   only, and the rest of its column moves by one sum per block:
  ///   O(1,024 + *n* / 1,024 + *c* log *n*), for at most 64 columns, with a
  ///   display scale or with row spacing (in points with none, a sum could
  ///   make touching items overlap, and the placement goes on to the end).
  @discardableResult
  public mutating func setHeight(
    _ height: Double, ofItemAt index: Int, mode: UpdateMode = .reflow
  ) -> Changes {
    guard index >= 0, index < itemCount else { return _unchanged }
    let size = contentSize
    _makeUnique(reservingCapacity: itemCount)
    let storage = _storage
    let length = _units.units(ofLength: Self._sanitizedLength(height))
    let change = length - storage.lengths[index]
    storage.lengths[index] = length
    let resized = change != 0 ? IndexRanges(index..<(index + 1)) : IndexRanges()
    // Keeping columns, the item's top stays and each later item of its
    // column moves by the change, which past the item's block is added to
    // the column's shifts (when no later item spans columns, whose move
    // would depend on the others); its frame changed anyway.
    let blockEnd = ((index >> _ItemStorage.blockBits) + 1) << _ItemStorage.blockBits
    let changed: IndexRanges
    if mode == .keepColumns, change != 0, blockEnd < itemCount, storage.shiftsByColumn,
      storage.lastSpanningItem < index, _defersShift(by: change)
    {
      let column = Int(storage.placements[index].column)
      storage.shiftSuffix(from: blockEnd, inColumn: column, by: change)
      changed = _relayout(
        from: index, mode: mode, resized: resized, upTo: blockEnd, shiftedColumn: column)
    } else {
      changed = _relayout(from: index, mode: mode, resized: resized)
    }
    return _changes(
      changed: changed, oldContentSize: size,
      diagnostics: Diagnostics()._counting(length: height, at: index))
  }

  /// Asks the provider again for the heights of the items in `range` and
  /// moves the others as `mode` says, for several images that finished
  /// loading at once.
  ///
  /// Each item is asked for by its index at its own width; spans are kept
  /// (the provider's ``MasonryHeightProvider/columnSpan(forItemAt:)`` is
  /// not asked). The result equals calling
  /// ``setHeight(_:ofItemAt:mode:)`` for each item of the range: exactly
  /// with a display scale, and in points within a unit in the last place
  /// of each position (one moves a column by a sum where the other places
  /// it again).
  ///
  /// - Parameters:
  ///   - range: The items to ask for; the part outside `0 ..< itemCount`
  ///     is ignored.
  ///   - heights: The source of the new heights.
  ///   - mode: Whether the other items keep their columns or re-flow;
  ///     ``UpdateMode/reflow`` by default, as every update.
  /// - Returns: The items whose frames changed; its
  ///   ``Changes/diagnostics`` count the heights the provider gave that
  ///   had to be cleaned, and the items past its end.
  /// - Complexity: As ``setHeight(_:ofItemAt:mode:)`` from the range's
  ///   first item, plus one provider call per item of the range.
  @discardableResult
  public mutating func setHeights(
    ofItemsIn range: Range<Int>, heights: some MasonryHeightProvider, mode: UpdateMode = .reflow
  ) -> Changes {
    let range = range.clamped(to: 0..<itemCount)
    guard !range.isEmpty else { return _unchanged }
    return _setHeights(ofItemsAt: range, heights: heights, mode: mode)
  }

  /// Asks the provider again for the heights of the items at `indices`
  /// and lays the feed out again once, from the first: what a batch that
  /// reloads items here and there needs, where one
  /// ``setHeight(_:ofItemAt:mode:)`` per item would lay out the rest of
  /// the feed again each time. The result equals calling it for each
  /// item (in points, within a unit in the last place of each position).
  /// Indices outside `0 ..< itemCount` are ignored, and each is
  /// read once.
  ///
  /// - Complexity: As ``setHeight(_:ofItemAt:mode:)`` from the first
  ///   index, plus one provider call per index (and O(*k* log *k*) for
  ///   *k* indices not given ascending).
  package mutating func setHeights(
    ofItemsAt indices: [Int], heights: some MasonryHeightProvider, mode: UpdateMode
  ) -> Changes {
    var indices = indices.filter { $0 >= 0 && $0 < itemCount }
    if !zip(indices, indices.dropFirst()).allSatisfy({ $0 < $1 }) {
      indices = Array(Set(indices)).sorted()
    }
    guard !indices.isEmpty else { return _unchanged }
    return _setHeights(ofItemsAt: indices, heights: heights, mode: mode)
  }

  /// The heights of the items at `indices` (ascending, in range, not
  /// empty) read again, and one layout pass from the first.
  internal mutating func _setHeights(
    ofItemsAt indices: some Collection<Int>, heights: some MasonryHeightProvider,
    mode: UpdateMode
  ) -> Changes {
    let size = contentSize
    _makeUnique(reservingCapacity: itemCount)
    let (spans, units, storage) = (_spans, _units, _storage)
    let coveredEnd = heights.coveredItemCount.map { Swift.max($0, 0) } ?? .max
    var resized = IndexRanges()
    var diagnostics = Diagnostics()
    for index in indices {
      let breadth = spans.width(ofSpan: Int(storage.placements[index].span))
      let height = heights.height(forItemAt: index, width: breadth, axis: configuration.axis)
      if !Diagnostics._isUsable(height) || index >= coveredEnd {
        // Spans are kept, not asked: 1 stands for "not counted".
        diagnostics = diagnostics._counting(
          length: height, span: 1, pastEnd: index >= coveredEnd, at: index)
      }
      let length = units.units(ofLength: Self._sanitizedLength(height))
      if storage.lengths[index] != length { resized._append(index..<(index + 1)) }
      storage.lengths[index] = length
    }
    // Keeping columns, a resized item's top may stay; its frame changed.
    let changed = _relayout(from: indices.first!, mode: mode, resized: resized)
    return _changes(changed: changed, oldContentSize: size, diagnostics: diagnostics)
  }

  /// Inserts items so that they take the indices in `range`, shifting the
  /// items from `range.lowerBound` on to higher indices, and places them
  /// and the later items as `mode` says: the counterpart of
  /// ``removeItems(in:mode:)``, as `insertItems(at:)` is of
  /// `deleteItems(at:)` in a collection view.
  ///
  ///     // Three new photos before item 5: they become items 5, 6 and 7.
  ///     let changes = masonry.insertItems(in: 5..<8, heights: sizes, mode: .keepColumns)
  ///
  /// The provider is asked for the new items by their final indices; the
  /// items after them keep the heights and spans they had. With
  /// ``UpdateMode/reflow`` (the default) the result equals a fresh
  /// ``prepare(width:itemCount:heights:)`` of the final feed (unless a
  /// ``UpdateMode/keepColumns`` change came before the range); with
  /// ``UpdateMode/keepColumns`` every item that was there keeps its
  /// columns.
  ///
  /// - Parameters:
  ///   - range: The indices the new items take. Its lower bound is clamped
  ///     to `0 ... itemCount`, so a range past the end appends, and its
  ///     count kept: an empty range inserts nothing, and the total never
  ///     exceeds ``maximumItemCount``.
  ///   - heights: The source of the new items' heights and spans.
  ///   - mode: How the items after the insertion move;
  ///     ``UpdateMode/reflow`` by default, as every update.
  /// - Returns: The inserted items and the items whose frames changed; its
  ///   ``Changes/diagnostics`` count the heights and spans the provider
  ///   gave that had to be cleaned, and the new items past its end.
  /// - Complexity: O((*n* − `range.lowerBound`) · *c* + *c* log *n*)
  ///   after the insertion point.
  @discardableResult
  public mutating func insertItems(
    in range: Range<Int>, heights: some MasonryHeightProvider, mode: UpdateMode = .reflow
  ) -> Changes {
    let index = Swift.min(Swift.max(range.lowerBound, 0), itemCount)
    let added = Sanitizing.count(
      Sanitizing.count(of: range), maximum: Self.maximumItemCount - itemCount)
    guard added > 0 else { return _unchanged }
    let before = (count: itemCount, size: contentSize)
    _makeUnique(reservingCapacity: itemCount + added)
    let storage = _storage
    storage.truncateColumns(from: index)
    storage.openGap(at: index, count: added)
    _gaps.insert(count: added, at: index)
    let source = _ProviderSource(heights, masonry: self)
    let rule = _rule
    let inserted = index..<(index + added)
    var diagnostics = Diagnostics()
    for item in inserted {
      let new = source.item(at: item)
      diagnostics = new.counted(in: diagnostics, at: item)
      let span = Int(new.span)
      // The column matters only for an explicit placement; the others are
      // placed afresh.
      let column =
        new.isExplicit ? rule.physicalStart(ofLogical: Int(new.keptStart), span: span) : 0
      storage.lengths[item] = new.length
      storage.placements[item] = _Placement(column: column, span: span, isExplicit: new.isExplicit)
    }
    diagnostics = diagnostics._countingPastEnd(of: inserted, from: source.coveredEnd)
    let changed = _relayout(from: index, mode: mode, choosing: inserted, truncated: true)
      .subtracting(inserted)
    return _reported(
      Changes(
        insertedItems: IndexRanges(inserted), changedItems: changed, oldItemCount: before.count,
        newItemCount: itemCount, oldContentSize: before.size, newContentSize: contentSize,
        diagnostics: diagnostics))
  }

  /// Removes the items in `range`, shifting the later items to lower
  /// indices, and moves the items after it as `mode` says.
  ///
  /// With ``UpdateMode/reflow`` (the default) the result equals a fresh
  /// ``prepare(width:itemCount:heights:)`` of the remaining feed (unless a
  /// ``UpdateMode/keepColumns`` change came before the range); with
  /// ``UpdateMode/keepColumns`` every remaining item keeps its columns,
  /// and the gap closes in the removed items' columns only.
  ///
  /// - Parameters:
  ///   - range: The items to remove; the part outside `0 ..< itemCount` is
  ///     ignored.
  ///   - mode: How the items after the range move;
  ///     ``UpdateMode/reflow`` by default, as every update.
  /// - Returns: The removed items and the items whose frames changed.
  /// - Complexity: O((*n* − `range.lowerBound`) · *c* + *c* log *n*).
  @discardableResult
  public mutating func removeItems(in range: Range<Int>, mode: UpdateMode = .reflow) -> Changes {
    let range = range.clamped(to: 0..<itemCount)
    guard !range.isEmpty else { return _unchanged }
    let before = (count: itemCount, size: contentSize)
    _makeUnique(reservingCapacity: itemCount)
    _storage.truncateColumns(from: range.lowerBound)
    _storage.closeGap(range)
    _gaps.remove(range)
    let changed = _relayout(from: range.lowerBound, mode: mode, truncated: true)
    return _reported(
      Changes(
        removedItems: IndexRanges(range), changedItems: changed, oldItemCount: before.count,
        newItemCount: itemCount, oldContentSize: before.size, newContentSize: contentSize))
  }

  /// Moves the item at `index` so that it ends up at `newIndex`, as UIKit's
  /// `moveItem(at:to:)` does, and moves the items between as `mode` says.
  ///
  /// The item keeps its height and span. With ``UpdateMode/reflow`` every
  /// item from the lower of the two indices on is placed afresh; with
  /// ``UpdateMode/keepColumns`` every other item keeps its columns, and the
  /// moved one takes the columns the packing rule gives it at its new
  /// place.
  ///
  /// - Parameters:
  ///   - index: The item to move; an index outside `0 ..< itemCount`
  ///     moves nothing (and the change set is empty).
  ///   - newIndex: Its index after the move; clamped to
  ///     `0 ..< itemCount`.
  ///   - mode: How the items between move; ``UpdateMode/reflow`` by
  ///     default, as every update.
  /// - Returns: The move, and the items whose frames changed (the moved
  ///   item among them).
  /// - Complexity: O((*n* − min(`index`, `newIndex`)) · *c* + *c* log *n*).
  @discardableResult
  public mutating func moveItem(
    from index: Int, to newIndex: Int, mode: UpdateMode = .reflow
  ) -> Changes {
    guard index >= 0, index < itemCount else { return _unchanged }
    let newIndex = Swift.min(Swift.max(newIndex, 0), itemCount - 1)
    guard newIndex != index else { return _unchanged }
    let size = contentSize
    _makeUnique(reservingCapacity: itemCount)
    let storage = _storage
    let first = Swift.min(index, newIndex)
    storage.truncateColumns(from: first)
    let (length, placement) = (storage.lengths[index], storage.placements[index])
    storage.closeGap(index..<(index + 1))
    storage.openGap(at: newIndex, count: 1)
    _gaps.remove(index..<(index + 1))
    _gaps.insert(count: 1, at: newIndex)
    storage.lengths[newIndex] = length
    storage.placements[newIndex] = placement
    var changed = _relayout(
      from: first, mode: mode, choosing: newIndex..<(newIndex + 1), truncated: true)
    if mode == .keepColumns {
      // The moved item is a survivor whose frame changed, placed by the
      // rule rather than compared.
      changed = changed.union(newIndex..<(newIndex + 1))
    }
    var changes = _changes(changed: changed, oldContentSize: size)
    changes.movedItem = (index, newIndex)
    return changes
  }

  // MARK: Placing again

  /// Places the items from `index` on again, by the packing rule or each
  /// in its columns, but for the items of `choosing` (new or moved), which
  /// the packing rule places in both modes, and returns the items whose
  /// frames may have changed, by index: every item from `index` on for a
  /// re-flow; for keep-columns, those whose frame did change, `choosing`
  /// left out.
  ///
  /// With `truncated`, the column lists already hold only the items
  /// before `index`. Otherwise a keep-columns placement that chooses
  /// nothing leaves every item in its columns and its place in their
  /// lists: it keeps the lists as they are rather than emptying and
  /// filling them again.
  ///
  /// Keeping columns, each item keeps the gap above it (see `_gaps`), and
  /// an item of `targets` (ascending, in layout units) starts at its
  /// target, or where the rule puts it when that is lower: its gap
  /// becomes the difference. A re-flow drops the gaps from `index` on.
  ///
  /// With `end`, a keep-columns placement that keeps the lists places
  /// only the items before `end` again: the caller has moved the items
  /// from `end` on (`_ItemStorage.shiftSuffix(from:by:)`), which are
  /// reported changed, or only those of physical column `shiftedColumn`
  /// (`_ItemStorage.shiftSuffix(from:inColumn:by:)`), and the placement
  /// state is then restored from the stored frames.
  internal mutating func _relayout(
    from index: Int, mode: UpdateMode, choosing: Range<Int> = 0..<0, truncated: Bool = false,
    resized: IndexRanges = IndexRanges(), targets: [(item: Int, top: Double)] = [],
    upTo end: Int? = nil, shiftedColumn: Int? = nil
  ) -> IndexRanges {
    let keepsLists = !truncated && mode == .keepColumns && choosing.isEmpty
    let end = end ?? itemCount
    assert(end == itemCount || keepsLists, "only a placement that keeps the lists stops early")
    if !truncated && !keepsLists { _storage.truncateColumns(from: index) }
    _restoreState(at: index)
    // Tops are written as they are read only where no shift applies.
    _storage.materializeShifts(index..<Swift.max(end, index + 1))
    let rule = _rule
    let storage = _storage
    var changed = IndexRanges()
    switch mode {
    case .reflow:
      // Compact: every survivor from `index` on, which is what a re-flow
      // may move.
      _gaps.removeAll(from: index)
      let source = _StoredSource(storage, rule: rule, keepsColumns: false, choosing: choosing)
      _placeItems(index..<itemCount, from: source)
      changed = IndexRanges(index..<itemCount)
    case .keepColumns:
      // Exact: each item's frame is compared with the one it had as it is
      // placed again (the first 64 runs; the rest as one range).
      let source = _StoredSource(storage, rule: rule, keepsColumns: true, choosing: choosing)
      var state = storage.state
      var recorder = _ChangeRecorder()
      // Past the last resized item, one comparison instead of a search.
      let resizedEnd = resized._last?.upperBound ?? 0
      // The next item with a gap or a target: one comparison per item.
      var gapPosition = _gaps.position(ofFirstFrom: index)
      var targetPosition = 0
      func nextMark() -> Int {
        Swift.min(
          gapPosition < _gaps.entries.count ? _gaps.entries[gapPosition].item : .max,
          targetPosition < targets.count ? targets[targetPosition].item : .max)
      }
      var mark = nextMark()
      for item in index..<end {
        let old = (storage.top(item), storage.lengths[item], storage.placements[item])
        let placing = source.item(at: item)
        if item == mark {
          var gap = 0.0
          if gapPosition < _gaps.entries.count, _gaps.entries[gapPosition].item == item {
            gap = _gaps.entries[gapPosition].gap
          }
          // The columns the item keeps; a chosen one (new or moved) keeps
          // no gap.
          let first = Int(placing.keptStart)
          let window = first >= 0 ? first..<(first + Int(placing.span)) : 0..<0
          if targetPosition < targets.count, targets[targetPosition].item == item {
            var ruleTop = -Double.infinity
            for column in window { ruleTop = Swift.max(ruleTop, state.next[column]) }
            gap = Swift.max(0, targets[targetPosition].top - ruleTop)
            targetPosition += 1
          }
          if window.isEmpty { gap = 0 }
          for column in window { state.next[column] += gap }
          _gaps.setGap(gap, of: item)
          // Past this item's entry, if it has one now.
          gapPosition = _gaps.position(ofFirstFrom: item + 1)
          mark = nextMark()
        }
        if keepsLists {
          // The same placement as `_placeItem`'s, in the columns the item
          // keeps, which its placement and the lists already say.
          storage.tops[item] = rule.place(
            span: Int(placing.span), length: placing.length, start: Int(placing.keptStart),
            state: &state, movesCursor: !placing.isExplicit)
        } else {
          Self._placeItem(placing, at: item, rule: rule, state: &state, into: storage)
        }
        let new = (storage.top(item), storage.lengths[item], storage.placements[item])
        if !choosing.contains(item), old != new || (item < resizedEnd && resized.contains(item)) {
          recorder.record(item)
        }
      }
      storage.cursor = state.cursor
      storage.count = Swift.max(storage.count, itemCount)
      if let shiftedColumn {
        // The column's items from `end` on: the first runs exactly, then
        // one range to its last (see `_ChangeRecorder`). A run's end is
        // found by a search: along a list, an item's index less its
        // position never falls, and it holds within a run of consecutive
        // items. O(64 log n).
        let list = storage.columns[shiftedColumn]
        var position = storage.position(ofFirstItemFrom: end, inColumn: shiftedColumn)
        while position < list.count, !recorder.isOverflowing {
          let key = list[position] - position
          var (low, high) = (position + 1, list.count)
          while low < high {
            let middle = (low + high) / 2
            if list[middle] - middle > key { high = middle } else { low = middle + 1 }
          }
          recorder.record(list[position]..<(list[low - 1] + 1))
          position = low
        }
        if position < list.count { recorder.record(list[list.count - 1]) }
      } else {
        recorder.record(end..<itemCount)
      }
      changed = recorder.finish()
      if end < itemCount { _restoreState(at: itemCount) }
    }
    _updateContentHeight()
    return changed
  }

  /// The change set of an update that neither inserted nor removed items.
  internal func _changes(
    changed: IndexRanges, oldContentSize: Size, diagnostics: Diagnostics = Diagnostics()
  ) -> Changes {
    _reported(
      Changes(
        changedItems: changed, oldItemCount: itemCount, newItemCount: itemCount,
        oldContentSize: oldContentSize, newContentSize: contentSize, diagnostics: diagnostics))
  }

  /// The change set as the frames are reported: a right-to-left shelf
  /// measures its frames from the content's end, so when the content's
  /// width changes every surviving item moves (see
  /// ``Configuration/layoutDirection``).
  @usableFromInline
  internal func _reported(_ changes: Changes) -> Changes {
    guard _axis.mirrors, changes.oldContentSize.width != changes.newContentSize.width else {
      return changes
    }
    var survivors = IndexRanges(0..<changes.newItemCount)
    for position in 0..<changes.insertedItems._rangeCount {
      survivors = survivors.subtracting(changes.insertedItems._range(at: position))
    }
    var reported = changes
    reported.changedItems = survivors
    return reported
  }

  /// The change set of an update that changed nothing.
  internal var _unchanged: Changes {
    _changes(changed: IndexRanges(), oldContentSize: contentSize)
  }
}
