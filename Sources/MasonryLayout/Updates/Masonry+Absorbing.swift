// A measurement above the viewport, absorbed above it: the item changes
// length, and what starts from a line (the viewport's top) on moves by one
// distance, so that a host that moves its content offset by that distance
// moves nothing on screen. The space this leaves stays above the line, as
// gaps above items in their columns (`_LeadingGaps`), and travels up the
// column with the measurements that follow.

import LayoutGeometry

extension Masonry {
  /// Sets the length along the flow of the one-column item at `index`,
  /// which starts above `line`, so that everything that reaches below
  /// `line` moves by one distance, `shift`, and returns the change set and
  /// that distance in points.
  ///
  /// - Shorter: the item keeps its bottom and the space goes above it (a
  ///   gap); nothing else moves, and `shift` is 0.
  /// - Longer: it first takes the gaps just above and just below it in its
  ///   column, moving only itself; what is left, `shift`, moves every item
  ///   from the measured item's top on (in its column, the items after
  ///   it; in the others, each item that reaches below that top), and the
  ///   other columns keep a gap of `shift` above those items. With
  ///   nothing of the section below `line`, `shift` is how far the
  ///   section's end moved.
  ///
  /// Before either, a gap just below the item moves above it, when that
  /// keeps the item above `line`: the space measurements leave travels up
  /// the column with them, ahead of the viewport.
  ///
  /// Every item keeps its columns, no two items overlap, and no item moves
  /// to start above where it was unless a gap gave it that room.
  ///
  /// - Parameters:
  ///   - height: The measured length, sanitised as a provider's.
  ///   - index: The item; `nil` when it does not exist, spans several
  ///     columns, reaches above `line` not at all (its top is on or
  ///     below it), or grows with a stamp reaching below its top (the
  ///     stamp would not move with the items): the caller takes another
  ///     rule.
  ///   - line: The viewport's leading edge, in points, in this engine's
  ///     vertical frame.
  /// - Returns: The change set and the shift, in points.
  /// - Complexity: O(log *n* + *c* log *n*) when the gaps next to the item
  ///   absorb the change. Otherwise a keep-columns placement from the
  ///   first moved item to the last item that is the first to move in its
  ///   column (about a row of the screen's width), and the items after it
  ///   moved by their blocks' shifts, O(1,024 + *n* / 1,024); with no
  ///   row spacing in points, where a sum could make touching items
  ///   overlap, or when a column has nothing to move, the placement goes
  ///   on to the last item.
  package mutating func _absorbLength(
    _ height: Double, ofItemAt index: Int, above line: Double
  ) -> (changes: Changes, shift: Double)? {
    guard index >= 0, index < itemCount, _storage.placements[index].span == 1, line.isFinite
    else { return nil }
    let units = _units
    let lineUnits = units.scale.map { line * $0 } ?? line
    guard _storage.top(index) < lineUnits else { return nil }
    let length = units.units(ofLength: Self._sanitizedLength(height))
    // A stamp stays where it is: one that reaches below the item's top
    // would not move with what a longer item moves (the section's end, a
    // stamp on screen).
    guard length <= _storage.lengths[index] || !_hasStamp(belowTopOf: index) else { return nil }
    let size = contentSize
    let diagnostics = Diagnostics()._counting(length: height, at: index)
    _makeUnique(reservingCapacity: itemCount)
    let storage = _storage
    // The item's top is written below: where its block has no shift.
    storage.materializeShifts(index..<(index + 1))
    let column = Int(storage.placements[index].column)
    let position = storage.position(ofFirstItemFrom: index, inColumn: column)
    let list = storage.columns[column]
    let below: Int? =
      position + 1 < list.count && storage.placements[list[position + 1]].span == 1
      ? list[position + 1] : nil
    var moved = false

    // The gap below the item moves above it, while the item stays above
    // the line.
    if let below {
      let gap = _gaps.gap(of: below)
      if gap > 0, storage.top(index) + storage.lengths[index] + gap <= lineUnits {
        storage.tops[index] += gap
        _settle(index, inColumn: column, at: position)
        _gaps.setGap(_gaps.gap(of: index) + gap, of: index)
        _gaps.setGap(0, of: below)
        moved = true
      }
    }
    let change = length - storage.lengths[index]
    func unchanged(_ shift: Double) -> (changes: Changes, shift: Double) {
      (
        _changes(
          changed: moved || change != 0 ? IndexRanges(index..<(index + 1)) : IndexRanges(),
          oldContentSize: size, diagnostics: diagnostics), shift
      )
    }
    if change <= 0 {
      // Shorter: the bottom stays, the space goes above.
      let oldTop = storage.top(index)
      storage.tops[index] = oldTop + storage.lengths[index] - length
      storage.lengths[index] = length
      _settle(index, inColumn: column, at: position)
      _gaps.setGap(_gaps.gap(of: index) + (storage.top(index) - oldTop), of: index)
      return unchanged(0)
    }
    // Longer: the gaps next to it first.
    let top = storage.top(index)
    var remaining = change
    let above = Swift.min(_gaps.gap(of: index), remaining)
    _gaps.setGap(_gaps.gap(of: index) - above, of: index)
    remaining -= above
    // The gap below only while the item ends above the line: below it,
    // the gap is on screen, and the item's end with it.
    if let below, top + storage.lengths[index] <= lineUnits {
      let taken = Swift.min(_gaps.gap(of: below), remaining)
      _gaps.setGap(_gaps.gap(of: below) - taken, of: below)
      remaining -= taken
    }
    // Not above where the rule starts it (a gap summed from differences
    // can be a unit in the last place too large).
    let floor =
      position > 0
      ? storage.top(list[position - 1]) + storage.lengths[list[position - 1]]
      : _columnStarts[_rule.physicalStart(ofLogical: column, span: 1)]
    storage.tops[index] = Swift.max(top - above, Swift.min(floor, top))
    storage.lengths[index] = length
    guard remaining > 0 else {
      _settle(index, inColumn: column, at: position)
      return unchanged(0)
    }

    // What is left moves everything from the item's top on: in each other
    // column, the first item that reaches below that top starts
    // `remaining` lower (its gap takes the difference), and the items
    // after it follow. Read before placing: the frames as they were.
    var targets: [(item: Int, top: Double)] = []
    targets.reserveCapacity(_columnCount)
    var everyColumnMoves = true
    for other in 0..<_columnCount where other != column {
      let first = _firstItem(inColumn: other, endingBelow: top)
      if let first {
        targets.append((first, storage.top(first) + remaining))
      } else {
        everyColumnMoves = false
      }
    }
    targets.sort { $0.item < $1.item }
    // A spanning item is listed in each column it covers: once is enough
    // (in place: one allocation for the list).
    var kept = 0
    for target in targets.indices where kept == 0 || targets[kept - 1].item != targets[target].item
    {
      targets[kept] = targets[target]
      kept += 1
    }
    targets.removeLast(targets.count - kept)
    let reachesLine = (0..<_columnCount).contains {
      _firstItem(inColumn: $0, endingBelow: lineUnits) != nil
    }
    let start = Swift.min(index, targets.first?.item ?? index)
    // Past the last target, every column has moved by `remaining`, so
    // every later item moves by it too: added to the shifts of their
    // blocks rather than placed again, where the sum cannot make two
    // items of a column overlap (see `_defersShift(by:)`).
    let end = Swift.max(index, targets.last?.item ?? index) + 1
    let defers = everyColumnMoves && end < itemCount && _defersShift(by: remaining)
    if defers { storage.shiftSuffix(from: end, by: remaining) }
    var changed = _relayout(
      from: start, mode: .keepColumns, resized: IndexRanges(index..<(index + 1)),
      targets: targets, upTo: defers ? end : nil)
    changed = changed.union(index..<(index + 1))
    let changes = _changes(changed: changed, oldContentSize: size, diagnostics: diagnostics)
    let shift =
      reachesLine
      ? (units.scale.map { remaining / $0 } ?? remaining)
      : changes.newContentSize.height - size.height
    return (changes, shift)
  }

  /// Carries the gaps that lie within `reach` points before `line` (this
  /// engine's vertical frame) up their columns, above the items before
  /// them that stay wholly before `line` when they move down by the gap,
  /// or that lay wholly before `unseen` (the line the viewport had before
  /// a scroll back: the user has not seen them): what a scroll back
  /// toward the gaps does, so that the gap stays ahead of the viewport,
  /// over items that measured themselves before it came. Nothing the user
  /// saw moves, nor anything that reaches past `line` unless it lay
  /// before `unseen`; a gap at a band's top stays.
  ///
  /// - Returns: Whether any gap moved.
  /// - Complexity: O(*k* log *n*) for *k* gaps, plus O(1) for each item
  ///   a gap passes.
  @discardableResult
  package mutating func _carryGaps(
    before line: Double, within reach: Double, unseenBefore unseen: Double
  ) -> Bool {
    guard !_gaps.isEmpty, line.isFinite, reach.isFinite else { return false }
    let units = _units
    let (end, start) = (
      units.scale.map { line * $0 } ?? line, units.scale.map { (line - reach) * $0 } ?? line - reach
    )
    let hidden = Swift.max(end, unseen.isFinite ? units.scale.map { unseen * $0 } ?? unseen : end)
    var carried = false
    for entry in _gaps.entries where entry.gap > 0 {
      var (item, gap) = (entry.item, entry.gap)
      guard _storage.placements[item].span == 1 else { continue }
      let column = Int(_storage.placements[item].column)
      var position = _storage.position(ofFirstItemFrom: item, inColumn: column)
      while _storage.top(item) >= start, position > 0 {
        let above = _storage.columns[column][position - 1]
        let bottom = _storage.top(above) + _storage.lengths[above]
        guard _storage.placements[above].span == 1, bottom + gap <= end || bottom <= hidden
        else { break }
        if !carried { _makeUnique(reservingCapacity: itemCount) }
        carried = true
        _storage.materializeShifts(above..<(above + 1))
        _storage.tops[above] += gap
        _settle(above, inColumn: column, at: position - 1)
        _gaps.setGap(0, of: item)
        gap += _gaps.gap(of: above)
        _gaps.setGap(gap, of: above)
        (item, position) = (above, position - 1)
      }
    }
    return carried
  }

  /// Keeps an item edited in place exact: it ends at or above the next
  /// item of its column (an edit that keeps its end can be a unit in the
  /// last place off), and, when it is the column's last, the column's
  /// next start and the content height follow it.
  private mutating func _settle(_ index: Int, inColumn column: Int, at position: Int) {
    let storage = _storage
    let list = storage.columns[column]
    if position + 1 < list.count {
      let limit = storage.top(list[position + 1])
      if storage.top(index) + storage.lengths[index] > limit {
        // A few units in the last place at most: the sum rounds.
        storage.tops[index] = limit - storage.lengths[index]
        while storage.top(index) + storage.lengths[index] > limit {
          storage.tops[index] = storage.top(index).nextDown
        }
      }
    } else {
      let rule = _rule
      storage.next[rule.physicalStart(ofLogical: column, span: 1)] = rule.nextTop(
        belowItemAt: storage.top(index), length: storage.lengths[index])
      _updateContentHeight()
    }
  }

  /// Whether the items can move by `distance` layout units by a sum
  /// (`_ItemStorage.shiftSuffix(from:by:)`) rather than be placed again:
  /// the sum can round a top by a unit in the last place where placing
  /// again would not. In whole pixels every sum is exact; in points the
  /// row spacing must exceed what rounding can take from it by far
  /// (2^-30 of the content's length, against a few units in the last
  /// place, 2^-52 of it), or two touching items could overlap.
  ///
  /// - Complexity: O(1).
  internal func _defersShift(by distance: Double) -> Bool {
    if _units.scale != nil { return true }
    let rule = _rule
    let extent = Swift.max(1, _contentHeight + distance.magnitude)
    return rule.rowSpacing > extent * 0x1p-30
  }

  /// Whether a stamp over a column reaches below the top of the item at
  /// `index`, which must exist.
  ///
  /// - Complexity: O(*c*) for *c* columns.
  package func _hasStamp(belowTopOf index: Int) -> Bool {
    let top = _units.points(_storage.top(index))
    return _columnBottomsBeforeItems.contains { $0 > top }
  }

  /// The first item of physical `column` (in its list's order) whose
  /// bottom lies below `position` (layout units), or `nil`.
  ///
  /// - Complexity: O(log *n*): the column's items end in ascending order.
  internal func _firstItem(inColumn column: Int, endingBelow position: Double) -> Int? {
    let list = _storage.columns[column]
    var (low, high) = (0, list.count)
    while low < high {
      let middle = (low + high) / 2
      let item = list[middle]
      if _storage.top(item) + _storage.lengths[item] <= position {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < list.count ? list[low] : nil
  }

  /// Closes the gaps whose space lies within `range` along the flow (in
  /// points, this engine's vertical frame): the items below each move up,
  /// in their columns, as a keep-columns placement would put them.
  ///
  /// - Returns: The change set; empty when no gap lies there.
  /// - Complexity: A keep-columns placement from the first gap closed.
  package mutating func _closeGaps(
    within range: ClosedRange<Double>, atBandTopsOnly: Bool = false
  ) -> Changes {
    let closing = _itemsWithGaps(within: range, atBandTopsOnly: atBandTopsOnly)
    guard let first = closing.first else { return _unchanged }
    let size = contentSize
    _makeUnique(reservingCapacity: itemCount)
    for item in closing { _gaps.setGap(0, of: item) }
    let changed = _relayout(from: first, mode: .keepColumns)
    return _changes(changed: changed, oldContentSize: size)
  }

  /// Closes, of each gap whose space lies within `range` along the flow
  /// (points, this engine's vertical frame: the viewport after a scroll
  /// back), the part below `line` (the viewport's leading edge): the item
  /// under the gap moves up to start no lower than `line`, or where the
  /// placement rule starts it, and what follows it in its columns with it,
  /// as a keep-columns placement puts them. A gap that a scroll back
  /// brings to the viewport's edge so never shows: its column moves as
  /// the scroll goes on (what is left of the gap stays before the edge),
  /// and a gap wholly past the edge closes.
  ///
  /// An item under two gaps in its column may move up by a little more
  /// than the lower gap needs: each gap's part is read before either
  /// closes.
  ///
  /// - Returns: The change set; empty when no gap reaches past `line`.
  /// - Complexity: O(*k*) for *k* gaps, plus a keep-columns placement from
  ///   the first gap closed.
  package mutating func _closeGaps(
    within range: ClosedRange<Double>, pastLine line: Double
  ) -> Changes {
    guard line.isFinite else { return _unchanged }
    // In pixels, the pixel at or above the line: every top stays whole.
    let lineUnits = _units.scale.map { (line * $0).rounded(.down) } ?? line
    let reaching = _itemsWithGaps(within: range).filter { _storage.top($0) > lineUnits }
    guard let first = reaching.first else { return _unchanged }
    let size = contentSize
    _makeUnique(reservingCapacity: itemCount)
    for item in reaching {
      let gap = _gaps.gap(of: item)
      _gaps.setGap(gap - Swift.min(gap, _storage.top(item) - lineUnits), of: item)
    }
    let changed = _relayout(from: first, mode: .keepColumns)
    return _changes(changed: changed, oldContentSize: size)
  }

  /// Takes out, in each band whose every column starts with a gap at the
  /// band's top (see `_startsBand(_:)`), within `range` along the flow,
  /// and whose top lies at least that gap before `line` (points, this
  /// engine's vertical frame), the least of those gaps: everything from
  /// the band's top on moves up by it, and a host that moves its content
  /// offset by the returned shift (the sum, negative) moves nothing on
  /// screen, while what lies before the band's top stays before the
  /// viewport. What is left is the columns' difference, which only moving
  /// a column on screen can close (`_closeGaps(within:pastLine:)`, or a
  /// rest). A section with stamps keeps its gaps (a stamp does not move
  /// with the items).
  ///
  /// - Returns: The change set and the shift in points; `nil` when no band
  ///   qualifies.
  /// - Complexity: O(*k* log *n*) for the *k* gaps in `range`, plus a
  ///   keep-columns placement from the first band's top when one
  ///   qualifies.
  package mutating func _takeCommonGaps(
    within range: ClosedRange<Double>, before line: Double
  ) -> (changes: Changes, shift: Double)? {
    guard configuration.stamps.isEmpty, line.isFinite, _columnCount > 1, !_gaps.isEmpty else {
      return nil
    }
    // A band needs a gap at the top of every column: counted first, so
    // that a measurement that leaves none allocates nothing here.
    guard _hasGapsAtBandTops(within: range, atLeast: _columnCount) else { return nil }
    let tops = _itemsWithGaps(within: range, atBandTopsOnly: true)
    let lineUnits = _units.scale.map { line * $0 } ?? line
    // Each item's band: the item before it in its column (one that spans
    // columns), or -1 at the section's start. A band's items come in a
    // row: its barrier ends before any of them.
    func barrier(of item: Int) -> Int {
      let column = Int(_storage.placements[item].column)
      let position = _storage.position(ofFirstItemFrom: item, inColumn: column)
      return position == 0 ? -1 : _storage.columns[column][position - 1]
    }
    var takes: [(start: Int, end: Int, gap: Double)] = []
    var start = 0
    while start < tops.count {
      let band = barrier(of: tops[start])
      var end = start + 1
      while end < tops.count, barrier(of: tops[end]) == band { end += 1 }
      defer { start = end }
      // Every column, below a barrier across every column.
      guard end - start == _columnCount,
        band < 0 || _storage.placements[band].span == _columnCount
      else { continue }
      var (least, bandTop) = (Double.infinity, Double.infinity)
      for item in tops[start..<end] {
        let gap = _gaps.gap(of: item)
        least = Swift.min(least, gap)
        bandTop = Swift.min(bandTop, _storage.top(item) - gap)
      }
      guard least > 0, least.isFinite, bandTop + least <= lineUnits else { continue }
      takes.append((start, end, least))
    }
    guard let first = takes.first else { return nil }
    let size = contentSize
    _makeUnique(reservingCapacity: itemCount)
    var taken = 0.0
    for take in takes {
      for item in tops[take.start..<take.end] {
        _gaps.setGap(_gaps.gap(of: item) - take.gap, of: item)
      }
      taken += take.gap
    }
    let changed = _relayout(from: tops[first.start], mode: .keepColumns)
    let shift = _units.scale.map { taken / $0 } ?? taken
    return (_changes(changed: changed, oldContentSize: size), -shift)
  }

  /// Whether at least `count` gaps at the tops of bands have their space
  /// within `range` (points, this engine's vertical frame); no
  /// allocation.
  ///
  /// - Complexity: O(*k*) for *k* gaps, and O(log *n*) for each in range.
  private func _hasGapsAtBandTops(
    within range: ClosedRange<Double>, atLeast count: Int
  ) -> Bool {
    let units = _units
    let (low, high) = (
      units.scale.map { range.lowerBound * $0 } ?? range.lowerBound,
      units.scale.map { range.upperBound * $0 } ?? range.upperBound
    )
    var found = 0
    for entry in _gaps.entries {
      let top = _storage.top(entry.item)
      guard top >= low, top - entry.gap <= high, _startsBand(entry.item) else { continue }
      found += 1
      if found >= count { return true }
    }
    return false
  }

  /// The items, ascending, whose gap's space (from the item's top up by
  /// the gap) meets `range` along the flow (in points, this engine's
  /// vertical frame); with `atBandTopsOnly`, only those that start their
  /// band (see `_startsBand(_:)`).
  ///
  /// - Complexity: O(*k*) for *k* gaps, and O(log *n*) for each with
  ///   `atBandTopsOnly`.
  package func _itemsWithGaps(
    within range: ClosedRange<Double>, atBandTopsOnly: Bool = false
  ) -> [Int] {
    guard !_gaps.isEmpty else { return [] }
    let units = _units
    let (low, high) = (
      units.scale.map { range.lowerBound * $0 } ?? range.lowerBound,
      units.scale.map { range.upperBound * $0 } ?? range.upperBound
    )
    return _gaps.entries.lazy.filter { entry in
      let top = self._storage.top(entry.item)
      return top >= low && top - entry.gap <= high
        && (!atBandTopsOnly || self._startsBand(entry.item))
    }.map(\.item)
  }

  /// Whether the item at `index` starts its band: it spans several
  /// columns, or it is its column's first item, or the item before it in
  /// its column spans several. A gap above it can travel no higher.
  ///
  /// - Complexity: O(log *n*).
  internal func _startsBand(_ index: Int) -> Bool {
    let placement = _storage.placements[index]
    guard placement.span == 1 else { return true }
    let column = Int(placement.column)
    let position = _storage.position(ofFirstItemFrom: index, inColumn: column)
    return position == 0 || _storage.placements[_storage.columns[column][position - 1]].span > 1
  }

  /// The gaps items keep above them, in points, by item: what
  /// measurements above a viewport left (see
  /// `_absorbLength(_:ofItemAt:above:)`).
  package var _gapsAboveItems: [(item: Int, gap: Double)] {
    let units = _units
    return _gaps.entries.map { entry in
      (entry.item, units.scale.map { entry.gap / $0 } ?? entry.gap)
    }
  }
}
