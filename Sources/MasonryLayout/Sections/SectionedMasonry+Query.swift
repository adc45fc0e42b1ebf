// Rect queries: a binary search for the sections, then each one's engine.

import LayoutGeometry

extension SectionedMasonry {
  /// Returns every element whose frame intersects `rect`, section by
  /// section (its header, its items in ascending order, its footer), with
  /// headers in their place or pinned for `viewport`.
  ///
  /// An element that only touches the rect is left out, a rect with a NaN
  /// or infinite component matches nothing, and an inverted rect is read
  /// standardised. With a viewport and ``pinsHeaders`` on, a header is
  /// tested only at its pinned frame, with z-index 2 if pinning moved it,
  /// else 1; otherwise every header is in its place.
  ///
  /// - Parameters:
  ///   - rect: The area to search, in content coordinates.
  ///   - viewport: The scroll view's bounds, or `nil` (the default); only
  ///     its top is read, and a NaN top pins nothing.
  /// - Returns: The matching elements.
  /// - Complexity: O(log *s* + *r* · *m* log *n* + *k* log *m*) for *s* sections,
  ///   *r* in the rect, *k* results and ``Masonry/items(in:)``'s costs in each.
  public func elements(in rect: Rect, pinnedIn viewport: Rect? = nil) -> [Element] {
    var result: [Element] = []
    _walkElements(in: rect, pinningTop: _pinningTop(viewport), into: &result)
    return result
  }

  /// Returns one item, header or footer as ``elements(in:pinnedIn:)``
  /// reports it, with a header pinned for `viewport`.
  ///
  /// - Parameters:
  ///   - kind: An item, a header or a footer.
  ///   - path: The item's path, or the section and item 0 for a header or
  ///     footer.
  ///   - viewport: The scroll view's bounds, or `nil` (the default) for the
  ///     header's place; only its top is read, and a NaN top pins nothing.
  /// - Returns: The element, or `nil` when there is no such item, header or
  ///   footer, or a header's or footer's item is not 0.
  @inlinable
  public func element(
    _ kind: Element.Kind, for path: ItemPath, pinnedIn viewport: Rect? = nil
  ) -> Element? {
    _element(kind, at: path, pinningTop: _pinningTop(viewport))
  }

  @inlinable
  internal func _element(_ kind: Element.Kind, at path: ItemPath, pinningTop: Double?) -> Element? {
    switch kind {
    case .item:
      return frame(ofItemAt: path).map { Element(kind: .item, path: path, frame: $0, zIndex: 0) }
    case .header:
      return path.item == 0 ? _header(path.section, pinningTop: pinningTop) : nil
    case .footer:
      return path.item == 0 ? _footer(path.section) : nil
    }
  }

  /// Returns the sections whose frames intersect `rect`, as one run.
  ///
  /// A section the rect only touches is left out; a rect with a NaN or
  /// infinite component gives none. On a scroll, invalidate the pinned
  /// headers of `sections(in: oldBounds.union(newBounds))`.
  ///
  /// - Parameter rect: The area, in content coordinates.
  /// - Returns: The sections, ascending; empty when there are none.
  /// - Complexity: O(log *s* + *r*) for *s* sections and *r* in the answer.
  public func sections(in rect: Rect) -> Range<Int> {
    guard rect.isFinite, !_sections.isEmpty else { return 0..<0 }
    let area = rect.standardized
    let (minY, maxY) = _flowExtent(of: area)
    var (first, end) = _sectionsSearched(from: minY, to: maxY)
    // Settle the sections at the edges on their frames.
    func shows(_ section: Int) -> Bool { sectionFrame(inSection: section)!.intersects(area) }
    while first < end, !shows(first) { first += 1 }
    while end > first, !shows(end - 1) { end -= 1 }
    return first..<end
  }

  /// Returns the paths of the items whose frames intersect `rect` in
  /// reading order: by section, then top edge, then leading edge, then item.
  ///
  /// A vertical section reads in its own configuration's direction; on the
  /// horizontal axis every section reads in the layout's.
  ///
  /// - Parameter rect: The area, read as ``elements(in:pinnedIn:)`` reads it.
  /// - Returns: The items ``elements(in:pinnedIn:)`` returns, reordered
  ///   within each section.
  /// - Complexity: As ``elements(in:pinnedIn:)``, plus O(*k* log *k*) for the *k*
  ///   items of the largest section in the rect.
  public func readingOrder(in rect: Rect) -> [ItemPath] {
    let items = elements(in: rect).filter { $0.kind == .item }
    var order: [ItemPath] = []
    order.reserveCapacity(items.count)
    var start = 0
    while start < items.count {
      let section = items[start].path.section
      var end = start + 1
      while end < items.count, items[end].path.section == section { end += 1 }
      let rightToLeft = _readsRightToLeft(section)
      let run = items[start..<end].sorted {
        Masonry._readsBefore(
          $0.frame, $0.path.item, $1.frame, $1.path.item, rightToLeft: rightToLeft)
      }
      order.append(contentsOf: run.lazy.map(\.path))
      start = end
    }
    return order
  }

  /// Whether a section reads from the right; on a shelf, the layout says.
  internal func _readsRightToLeft(_ section: Int) -> Bool {
    configuration.axis == .horizontal
      ? configuration.layoutDirection == .rightToLeft
      : _sections[section].configuration.layoutDirection == .rightToLeft
  }

  /// The walk behind ``elements(in:pinnedIn:)``. The sink is generic, not a
  /// closure: a closure kept the engine's walk out of line, two calls per
  /// item, and made the query cost 1.5 to 2x the engine's.
  internal func _walkElements<Sink: _ElementSink>(
    in rect: Rect, pinningTop: Double?, into sink: inout Sink
  ) {
    guard rect.isFinite, !_sections.isEmpty else { return }
    let area = rect.standardized
    let axis = _axis
    // Exact across the flow; along it, searched with room to spare, then tested.
    let across = axis.layout(area)
    let (minY, maxY) = _flowExtent(of: area)
    let (first, end) = _sectionsSearched(from: minY, to: maxY)
    guard first < end else { return }
    sink.reserve(_estimatedCount(inSections: first..<end, from: minY, to: maxY))
    for section in first..<end {
      if let header = _header(section, pinningTop: pinningTop), header.frame.intersects(area) {
        sink.take(header)
      }
      // Through the array: a copy of the engine would retain its buffers.
      let top = _itemsTop(section)
      if _sections[section].itemCount > 0 {
        let local = _searchedItemsRect(
          inSection: section, top: top, from: minY, to: maxY, across: across)
        _sections[section]._walkItems(
          in: local, section: section, top: top, axis: axis, area: area, into: &sink)
      }
      if let footer = _footer(section), footer.frame.intersects(area) { sink.take(footer) }
    }
  }

  /// The sections a query of `minY ..< maxY` along the flow walks, searched
  /// with a few ulps to spare for the sums that place each element.
  @inline(__always)
  internal func _sectionsSearched(from minY: Double, to maxY: Double) -> (first: Int, end: Int) {
    let margin = 0x1p-48 * (Swift.abs(minY) + Swift.abs(maxY)) + .leastNormalMagnitude
    let first = _table.firstSection(endingAtOrBelow: minY - margin)
    var end = first
    while end < _sections.count, _table.start(end) <= maxY { end += 1 }
    return (first, end)
  }

  /// The rect to search a section's items for, relative to their top: the
  /// flow's extent a few ulps wider, kept to the engine's content (finite).
  @inline(__always)
  internal func _searchedItemsRect(
    inSection section: Int, top: Double, from minY: Double, to maxY: Double, across: Rect
  ) -> Rect {
    let slack = 0x1p-49 * (Swift.abs(minY) + Swift.abs(maxY) + top) + .leastNormalMagnitude
    let low = Swift.max((minY - top) - slack, -1)
    let high = Swift.min((maxY - top) + slack, _itemsLength(section) + 1)
    return Rect(
      x: across.origin.x, y: low, width: across.size.width, height: Swift.max(high - low, 0))
  }

  /// A finite, standardised rect's flow extent; wider on a mirrored shelf.
  internal func _flowExtent(of area: Rect) -> (minY: Double, maxY: Double) {
    let axis = _axis
    let layout = axis.layout(area)
    guard axis.mirrors else { return (layout.minY, layout.maxY) }
    let slack = _mirrorSlack(area)
    return (layout.minY - slack, layout.maxY + slack)
  }

  /// A section's header, pinned to `pinningTop` unless `nil`: z-index 2
  /// when pinning moved it, else 1.
  @inlinable
  internal func _header(_ section: Int, pinningTop: Double?) -> Element? {
    guard let placed = _layoutHeaderFrame(section) else { return nil }
    let frame = _axis.content(placed)
    let path = ItemPath(section: section, item: 0)
    guard let pinningTop else { return Element(kind: .header, path: path, frame: frame, zIndex: 1) }
    // Compare reported frames: mirrored, two nearby positions can round alike.
    let pinned = _axis.content(_pinned(placed, section: section, viewportTop: pinningTop))
    return Element(kind: .header, path: path, frame: pinned, zIndex: pinned == frame ? 1 : 2)
  }

  @inlinable
  internal func _footer(_ section: Int) -> Element? {
    guard let frame = footerFrame(inSection: section) else { return nil }
    return Element(
      kind: .footer, path: ItemPath(section: section, item: 0), frame: frame, zIndex: 1)
  }

  /// About how many elements `sections` have in `minY ..< maxY`, to size
  /// the result once: items by length, two per column, header and footer.
  internal func _estimatedCount(inSections sections: Range<Int>, from minY: Double, to maxY: Double)
    -> Int
  {
    var estimate = 0
    for section in sections {
      estimate += 2
      let count = _sections[section].itemCount
      let length = _itemsLength(section)
      guard count > 0, length > 0 else { continue }
      let top = _itemsTop(section)
      let overlap = Swift.min(maxY, top + length) - Swift.max(minY, top)
      guard overlap > 0 else { continue }
      let share = Double(count) * Swift.min(overlap / length, 1)
      estimate += Swift.min(count, Int(share) + 2 * _sections[section].columnCount)
    }
    return estimate
  }
}

extension Masonry {
  /// `SectionedMasonry._walkElements` for one section's items: a method of
  /// the engine so that its walk inlines; in the sectioned loop it did not.
  internal func _walkItems<Sink: _ElementSink>(
    in rect: Rect, section: Int, top: Double, axis: _AxisMapping, area: Rect,
    into sink: inout Sink
  ) {
    // `Rect.intersects`, `area`'s edges read once; frames are finite, sizes >= 0.
    let (minX, maxX, minY, maxY) = (area.minX, area.maxX, area.minY, area.maxY)
    // Other mappings are out of line, so that the body inlines into the walk.
    // A pointer to the sink: capturing the `inout` would box it on the heap.
    let movesOnly = axis.isIdentity
    withUnsafeMutablePointer(to: &sink) { sink in
      @inline(__always) func keep(_ item: Item) {
        let frame =
          movesOnly
          ? SectionedMasonry._moved(item.frame, down: top)
          : Self._contentFrame(item.frame, down: top, axis: axis)
        let (x, y) = (frame.origin.x, frame.origin.y)
        guard x + frame.size.width > minX, maxX > x, y + frame.size.height > minY, maxY > y
        else { return }
        sink.pointee.take(
          SectionedMasonry.Element(
            kind: .item, path: ItemPath(section: section, item: item.index), frame: frame,
            zIndex: 0))
      }
      _forEachContentItem(in: rect, sizing: { _ in }, keep)
    }
  }

  @inline(never)
  internal static func _contentFrame(_ frame: Rect, down top: Double, axis: _AxisMapping) -> Rect {
    axis.content(SectionedMasonry._moved(frame, down: top))
  }
}

/// What the walk over a sectioned layout's elements hands them to.
internal protocol _ElementSink {
  /// Called once, before the first element, with an estimate of their number.
  mutating func reserve(_ count: Int)
  mutating func take(_ element: SectionedMasonry.Element)
}

extension _ElementSink {
  internal mutating func reserve(_ count: Int) {}
}

extension Array: _ElementSink where Element == SectionedMasonry.Element {
  internal mutating func reserve(_ count: Int) { reserveCapacity(self.count + count) }
  internal mutating func take(_ element: SectionedMasonry.Element) { append(element) }
}
