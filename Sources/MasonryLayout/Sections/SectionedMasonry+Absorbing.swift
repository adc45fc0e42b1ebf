// A measurement above the viewport, absorbed above it, in a feed of
// sections: the section's engine absorbs it (`Masonry+Absorbing.swift`),
// and the shift it reports is carried to content coordinates.

import LayoutGeometry

extension SectionedMasonry {
  /// Sets the length along the flow of the one-column item at `path`,
  /// which starts before `viewport`'s leading edge, so that everything
  /// from that edge on moves by one distance along the flow, and returns
  /// the change set and that distance in content coordinates: the content
  /// offset adjustment that keeps everything on screen where it was.
  ///
  /// See `Masonry._absorbLength(_:ofItemAt:above:)` for the rule; the
  /// section's header stays, and its footer and every later section move
  /// with the section's end.
  ///
  /// - Returns: `nil` when the path names no item, the item spans several
  ///   columns, its top is not before the viewport's leading edge, it
  ///   grows with a stamp of its section reaching below its top, or the
  ///   viewport is not finite: the caller takes another rule.
  /// - Complexity: As the engine's, plus O(*s*/32 + 32).
  package mutating func _absorbLength(
    _ height: Double, ofItemAt path: ItemPath, holdingFrom viewport: Rect
  ) -> (changes: Changes, shift: Double)? {
    guard path.section >= 0, path.section < _sections.count, viewport.isFinite else { return nil }
    let line = _axis.layout(viewport.standardized).minY - _itemsTop(path.section)
    let before = _snapshot
    guard
      let (items, shift) = _sections[path.section]._absorbLength(
        height, ofItemAt: path.item, above: line)
    else { return nil }
    let changes = _itemsDidChange(in: path.section, items, before: before)
    // A mirrored shelf measures from the content's end: what moved by
    // `shift` along the layout moved by the length's change less it.
    return (changes, _mirrors ? (_table.total - before.length) - shift : shift)
  }

  /// Closes the gaps that measurements above a viewport left (see
  /// ``_absorbLength(_:ofItemAt:holdingFrom:)``) whose space lies within
  /// `area` along the flow: the items below each move up in their
  /// columns, as a keep-columns placement of the same heights puts them.
  ///
  /// - Returns: Whether any gap closed.
  /// - Complexity: A keep-columns placement of each section from its first
  ///   gap closed.
  @discardableResult
  package mutating func _closeGaps(within area: Rect, atBandTopsOnly: Bool = false) -> Bool {
    _closeGapsBySection(in: area) { $0._closeGaps(within: $1, atBandTopsOnly: atBandTopsOnly) }
  }

  /// Applies `close` to each section that keeps gaps and that `area`
  /// meets, with `area`'s span along the flow from the section's items'
  /// top, and records each change: the one walk of every operation that
  /// closes gaps. From the last section: a section's gaps are read before
  /// an earlier section's closing moves it.
  ///
  /// - Returns: Whether any item moved.
  private mutating func _closeGapsBySection(
    in area: Rect, _ close: (inout Masonry, _ span: ClosedRange<Double>) -> Masonry.Changes
  ) -> Bool {
    guard area.isFinite else { return false }
    let layout = _axis.layout(area.standardized)
    var closed = false
    for section in sections(in: area).reversed() where !_sections[section]._gaps.isEmpty {
      let (top, before) = (_itemsTop(section), _snapshot)
      let items = close(&_sections[section], (layout.minY - top)...(layout.maxY - top))
      guard items.changedItems._rangeCount > 0 else { continue }
      _ = _itemsDidChange(in: section, items, before: before)
      closed = true
    }
    return closed
  }

  /// Takes out the gap every column of a band starts with, in the bands
  /// of the last section that has such a band whose top lies within
  /// `area` and before `viewport`'s leading edge (see
  /// `Masonry._takeCommonGaps(within:before:)`), and returns the change
  /// set and the content offset adjustment, along the flow, that keeps
  /// everything on screen where it was. One section a call: its change
  /// set is the section's.
  ///
  /// - Returns: `nil` when no band qualifies or an area is not finite.
  /// - Complexity: O(log *s* + *r* + *k* log *n*) for the *r* sections
  ///   in `area` and their *k* gaps, plus a keep-columns placement of the
  ///   section from its first band that qualifies.
  package mutating func _takeCommonGaps(
    within area: Rect, before viewport: Rect
  ) -> (changes: Changes, shift: Double)? {
    guard area.isFinite, viewport.isFinite, _hasAnyGap else { return nil }
    let (layout, edge) = (_axis.layout(area.standardized), _axis.layout(viewport.standardized).minY)
    for section in sections(in: area).reversed() where !_sections[section]._gaps.isEmpty {
      let (top, before) = (_itemsTop(section), _snapshot)
      guard
        let (items, shift) = _sections[section]._takeCommonGaps(
          within: (layout.minY - top)...(layout.maxY - top), before: edge - top)
      else { continue }
      let changes = _itemsDidChange(in: section, items, before: before)
      // A mirrored shelf measures from the content's end.
      return (changes, _mirrors ? (_table.total - before.length) - shift : shift)
    }
    return nil
  }

  /// Closes, of each gap that measurements above a viewport left within
  /// `viewport`, the part past its leading edge (see
  /// `Masonry._closeGaps(within:pastLine:)`): what a scroll back that
  /// brings the gaps to the edge does, so that none shows.
  ///
  /// - Returns: Whether any gap closed.
  /// - Complexity: A keep-columns placement of each section from its first
  ///   gap closed.
  @discardableResult
  package mutating func _closeGaps(pastEdgeOf viewport: Rect) -> Bool {
    // The span's start is the viewport's leading edge.
    _closeGapsBySection(in: viewport) { $0._closeGaps(within: $1, pastLine: $1.lowerBound) }
  }

  /// Carries the gaps that measurements above a viewport left up their
  /// columns, ahead of `viewport`'s leading edge, over items wholly before
  /// it or wholly before `old`'s (the viewport before a scroll back: the
  /// user has not seen them), while they lie within a viewport's length
  /// before it (see `Masonry._carryGaps(before:within:unseenBefore:)`):
  /// nothing the user saw moves.
  ///
  /// - Returns: Whether any gap moved.
  @discardableResult
  package mutating func _carryGaps(ahead viewport: Rect, from old: Rect) -> Bool {
    guard viewport.isFinite, old.isFinite else { return false }
    let area = _axis.layout(viewport.standardized)
    let unseen = _axis.layout(old.standardized).minY
    let reach = area.size.height
    let reached = _axis.content(
      Rect(x: area.minX, y: area.minY - reach, width: area.size.width, height: reach))
    var carried = false
    for section in sections(in: reached.union(viewport)) where !_sections[section]._gaps.isEmpty {
      let top = _itemsTop(section)
      carried =
        _sections[section]._carryGaps(
          before: area.minY - top, within: reach, unseenBefore: unseen - top) || carried
    }
    return carried
  }

  /// Closes every gap that measurements above a viewport left (see
  /// ``_absorbLength(_:ofItemAt:holdingFrom:)``): the layout becomes the
  /// keep-columns layout of the same heights.
  ///
  /// - Complexity: A keep-columns placement of each section with a gap,
  ///   from its first; O(*s*) when there is none.
  package mutating func _closeGaps() {
    for section in _sections.indices where !_sections[section]._gaps.isEmpty {
      let before = _snapshot
      let items = _sections[section]._closeGaps(within: -Double.infinity...Double.infinity)
      _ = _itemsDidChange(in: section, items, before: before)
    }
  }

  /// Whether a gap that measurements above a viewport left (see
  /// ``_absorbLength(_:ofItemAt:holdingFrom:)``) has its space within
  /// `area`: what a user scrolling there would see; with
  /// `atBandTopsOnly`, only a gap above an item that starts its band (no
  /// measurement can carry it higher).
  ///
  /// - Complexity: O(log *s* + *r* + *k*) for the *r* sections in `area`
  ///   and their *k* gaps.
  package func _hasGaps(within area: Rect, atBandTopsOnly: Bool = false) -> Bool {
    guard area.isFinite else { return false }
    let layout = _axis.layout(area.standardized)
    return sections(in: area).contains { section in
      let top = _itemsTop(section)
      return !_sections[section]._itemsWithGaps(
        within: (layout.minY - top)...(layout.maxY - top), atBandTopsOnly: atBandTopsOnly
      ).isEmpty
    }
  }

  /// Whether any section keeps a gap that measurements above a viewport
  /// left; O(*s*), and no allocation, for every scroll's question.
  package var _hasAnyGap: Bool { _sections.contains { !$0._gaps.isEmpty } }

  /// The gaps measurements above a viewport left, by item, in points: an
  /// item with a gap starts that much lower than the placement rule puts
  /// it (see ``_absorbLength(_:ofItemAt:holdingFrom:)``).
  package var _gapsAboveItems: [(path: ItemPath, gap: Double)] {
    _sections.indices.flatMap { section in
      _sections[section]._gapsAboveItems.map { (ItemPath(section: section, item: $0.item), $0.gap) }
    }
  }

  /// Whether a stamp of the item's section reaches below the item's top
  /// (see ``_absorbLength(_:ofItemAt:holdingFrom:)``); `false` if no such
  /// item.
  package func _hasStamp(belowTopOf path: ItemPath) -> Bool {
    guard path.section >= 0, path.section < _sections.count,
      path.item >= 0, path.item < _sections[path.section].itemCount
    else { return false }
    return _sections[path.section]._hasStamp(belowTopOf: path.item)
  }

  /// How many columns the item at `path` covers; `nil` if no such item.
  package func _columnSpan(ofItemAt path: ItemPath) -> Int? {
    guard path.section >= 0, path.section < _sections.count else { return nil }
    return _sections[path.section].columns(ofItemAt: path.item)?.count
  }
}
