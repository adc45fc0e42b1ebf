// Finding the elements in a rect: a binary search for the first section
// the rect reaches, then each section's own rect query, moved into the
// section, plus its header (pinned or not) and footer.

import LayoutGeometry

extension SectionedMasonry {
  /// Returns every element whose frame intersects `rect`: the headers,
  /// items and footers where the layout puts them, or with headers where
  /// pinning puts them for `viewport`.
  ///
  /// Elements come section by section in ascending order, and within a
  /// section the header first, then the items in ascending index order,
  /// then the footer: items are in ascending ``ItemPath`` order.
  /// Intersection follows ``/LayoutGeometry/Rect/intersects(_:)``:
  /// interiors must overlap, so an element that only touches the rect's
  /// edge is left out, and a rect with a NaN or infinite component
  /// matches nothing. An inverted rect is read in its standardised form.
  ///
  /// With a viewport and ``pinsHeaders`` on, each header is placed as
  /// ``headerFrame(inSection:pinnedIn:)`` says and tested there: a pinned
  /// header is included when its pinned frame intersects `rect`, even if
  /// the place the layout gives it does not, and left out when only its
  /// place does. A header that pinning moved has z-index 2; every other
  /// header 1. Without a viewport, or with ``pinsHeaders`` off, every
  /// header is in its place.
  ///
  /// A collection view passes the same rect it is asked about and its
  /// current bounds, `elements(in: rect, pinnedIn: collectionView.bounds)`.
  ///
  /// - Parameters:
  ///   - rect: The area to search, in content coordinates, such as a
  ///     scroll view's visible bounds.
  ///   - viewport: The scroll view's bounds in content coordinates, or
  ///     `nil` (the default) for every header in its place; only its top
  ///     is read. A NaN top pins nothing.
  /// - Returns: The matching elements.
  /// - Complexity: O(log *s* + *r* · *m* log *n* + *k* log *m*) for *s*
  ///   sections, *r* sections that the rect reaches, *k* results and the
  ///   costs of ``Masonry/items(in:)`` within each section; sections and
  ///   items outside the rect are not visited, apart from the searches.
  public func elements(in rect: Rect, pinnedIn viewport: Rect? = nil) -> [Element] {
    var result: [Element] = []
    _walkElements(in: rect, pinningTop: _pinningTop(viewport), into: &result)
    return result
  }

  /// Returns one element: an item, or a section's header or footer, where
  /// the layout puts it, or with a header pinned for `viewport`, with the
  /// frame and z-index that ``elements(in:pinnedIn:)`` reports for it.
  ///
  /// A header's or footer's path is its section and item 0, as in the
  /// elements the queries return. A collection view layout answers
  /// `layoutAttributesForItem(at:)` and
  /// `layoutAttributesForSupplementaryView(ofKind:at:)` with it.
  ///
  /// - Parameters:
  ///   - kind: An item, a header or a footer.
  ///   - path: The item's path, or the section and item 0 for a header or
  ///     footer.
  ///   - viewport: The scroll view's bounds in content coordinates, or
  ///     `nil` (the default) for the header's place; only its top is read.
  ///     A NaN top pins nothing.
  /// - Returns: The element, or `nil` when there is no such item, the
  ///   section has no such header or footer, or a header's or footer's
  ///   item is not 0.
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

  /// Returns the sections whose frames intersect `rect`, as a range of
  /// section indices: the sections a rect shows, for a host that works
  /// per section.
  ///
  /// A section's frame is ``sectionFrame(inSection:)``, and intersection
  /// follows ``/LayoutGeometry/Rect/intersects(_:)``, so a rect with a NaN
  /// or infinite component, or one that only touches a section's edge,
  /// gives none of them. Sections stack, so the answer is one run. A
  /// collection view invalidates the pinned headers of
  /// `sections(in: oldBounds.union(newBounds))` on a scroll.
  ///
  /// - Parameter rect: The area, in content coordinates.
  /// - Returns: The sections, in ascending order; empty when there are
  ///   none.
  /// - Complexity: O(log *s* + *r*) for *s* sections and *r* in the
  ///   answer.
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

  /// Returns the paths of the items whose frames intersect `rect`, in the
  /// order assistive technologies should read them: section by section,
  /// and within a section by their frame's top edge, then by their
  /// leading edge in the section's reading direction (the left edge left
  /// to right, the right edge right to left), then by item.
  ///
  /// ``elements(in:pinnedIn:)`` keeps ascending paths, the feed's order, which
  /// jumps between columns on screen; set a container's
  /// `accessibilityElements` in this order instead, with each section's
  /// header before its items and its footer after them. A vertical
  /// section reads in its own configuration's direction; on the
  /// horizontal axis every section reads in the layout's, as
  /// ``Masonry/readingOrder(in:)`` orders a shelf (by the top edge, so
  /// lane by lane).
  ///
  /// - Parameter rect: The area, such as the visible bounds; read as
  ///   ``elements(in:pinnedIn:)`` reads it.
  /// - Returns: The items' paths, the items ``elements(in:pinnedIn:)``
  ///   returns reordered within each section.
  /// - Complexity: As ``elements(in:pinnedIn:)``, plus O(*k* log *k*) for the *k*
  ///   items of the largest section in the rect.
  public func readingOrder(in rect: Rect) -> [ItemPath] {
    // Items come section by section; each section's run is reordered.
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

  /// Whether a section reads from the right: a vertical section whose own
  /// direction says so, or every section of a right-to-left shelf.
  internal func _readsRightToLeft(_ section: Int) -> Bool {
    configuration.axis == .horizontal
      ? configuration.layoutDirection == .rightToLeft
      : _sections[section].configuration.layoutDirection == .rightToLeft
  }

  /// The one walk over the elements in `rect`, in the order of
  /// ``elements(in:pinnedIn:)``, with headers pinned to `pinningTop` (along
  /// the flow, in the layout's vertical frame) when it is not `nil`: each
  /// element whose frame, as reported, intersects the rect goes to `sink`.
  ///
  /// The sink is a generic parameter, not a closure: specialised for each
  /// sink, the engine's walk inlines into the section's walk as it does
  /// into `items(in:)`. With a closure body the optimiser kept the walk
  /// and the body out of line, two calls and an outlined `intersects` per
  /// item, which made the sectioned query cost 1.5 to 2x the engine's.
  internal func _walkElements<Sink: _ElementSink>(
    in rect: Rect, pinningTop: Double?, into sink: inout Sink
  ) {
    guard rect.isFinite, !_sections.isEmpty else { return }
    let area = rect.standardized
    let axis = _axis
    // Across the flow the mapping is exact; along it, the sections and
    // each engine are searched with room to spare, and every frame, as
    // reported, is tested against the rect itself.
    let across = axis.layout(area)
    let (minY, maxY) = _flowExtent(of: area)
    let (first, end) = _sectionsSearched(from: minY, to: maxY)
    guard first < end else { return }
    sink.reserve(_estimatedCount(inSections: first..<end, from: minY, to: maxY))

    for section in first..<end {
      if let header = _header(section, pinningTop: pinningTop), header.frame.intersects(area) {
        sink.take(header)
      }
      // Through the array, not a copy of the engine: a copy would retain
      // and release each of its buffers.
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

  /// The sections a query of the flow's extent `minY ..< maxY` (in the
  /// layout's vertical frame) walks, as `first ..< end`: an element's
  /// frame lies within its section's start and end up to the rounding of
  /// the sums that place it (a few units in the last place), so the
  /// sections are searched with that much to spare. Written once for
  /// ``sections(in:)`` and both walks.
  @inline(__always)
  internal func _sectionsSearched(from minY: Double, to maxY: Double) -> (first: Int, end: Int) {
    let margin = 0x1p-48 * (Swift.abs(minY) + Swift.abs(maxY)) + .leastNormalMagnitude
    let first = _table.firstSection(endingAtOrBelow: minY - margin)
    var end = first
    while end < _sections.count, _table.start(end) <= maxY { end += 1 }
    return (first, end)
  }

  /// The rect a walk searches a section's items for, in the layout's
  /// vertical frame relative to the items' top: `across` exactly, and the
  /// flow's extent moved up by `top` with room for the rounding of that
  /// move and of the moved frames (a few units in the last place of the
  /// largest of them; each moved frame is then tested against the rect
  /// itself), kept to the engine's content (items lie from 0 to its
  /// length) so that a rect of any finite size gives a finite one.
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

  /// The extent along the flow, in the layout's vertical frame, of a
  /// finite, standardised rect in the content; a hair wider on a
  /// right-to-left shelf, whose mirror rounds.
  internal func _flowExtent(of area: Rect) -> (minY: Double, maxY: Double) {
    let axis = _axis
    let layout = axis.layout(area)
    guard axis.mirrors else { return (layout.minY, layout.maxY) }
    let slack = _mirrorSlack(area)
    return (layout.minY - slack, layout.maxY + slack)
  }

  /// A section's header as an element, pinned to `pinningTop` (along the
  /// flow, in the layout's vertical frame) when it is not `nil`: z-index
  /// 2 when pinning moved it, else 1.
  @inlinable
  internal func _header(_ section: Int, pinningTop: Double?) -> Element? {
    guard let placed = _layoutHeaderFrame(section) else { return nil }
    let frame = _axis.content(placed)
    let path = ItemPath(section: section, item: 0)
    guard let pinningTop else { return Element(kind: .header, path: path, frame: frame, zIndex: 1) }
    // Moved or not as reported: on a mirrored shelf two positions along
    // the flow a rounding apart can give the same frame.
    let pinned = _axis.content(_pinned(placed, section: section, viewportTop: pinningTop))
    return Element(kind: .header, path: path, frame: pinned, zIndex: pinned == frame ? 1 : 2)
  }

  /// A section's footer as an element.
  @inlinable
  internal func _footer(_ section: Int) -> Element? {
    guard let frame = footerFrame(inSection: section) else { return nil }
    return Element(
      kind: .footer, path: ItemPath(section: section, item: 0), frame: frame, zIndex: 1)
  }

  /// About how many elements the sections `sections` have between `minY`
  /// and `maxY` along the flow: each section's share of its items by
  /// length, plus two per column and its header and footer. Enough, for a
  /// feed of similar items, to size the result array once.
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
  /// The part of `SectionedMasonry._walkElements` for one section's items:
  /// the engine's walk over `rect` (in the layout's vertical frame,
  /// relative to the items' top), each frame moved down by `top` past the
  /// section's start, mapped out through `axis` and given to `sink` when
  /// it intersects `area`. A method of the engine so that the walk inlines
  /// into it, as into `items(in:)`; written inside the sectioned loop, it
  /// stayed out of line.
  internal func _walkItems<Sink: _ElementSink>(
    in rect: Rect, section: Int, top: Double, axis: _AxisMapping, area: Rect,
    into sink: inout Sink
  ) {
    // `Rect.intersects` against the finite, standardised `area`, whose
    // edges are read once; every frame reported is finite and of
    // non-negative size.
    let (minX, maxX, minY, maxY) = (area.minX, area.maxX, area.minY, area.maxY)
    // A vertical feed's frame only moves down; the other mappings are out
    // of line, so that the body stays small enough to inline into the
    // walk, as `items(in:)`'s does. The body is a local function passed as
    // a value, which the walk inlines; it reaches the sink through a
    // pointer, since capturing the `inout` itself would copy it into a
    // heap box, an allocation per query.
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

  /// An engine's frame in the content: moved down by `top`, mapped out
  /// through `axis`.
  @inline(never)
  internal static func _contentFrame(_ frame: Rect, down top: Double, axis: _AxisMapping) -> Rect {
    axis.content(SectionedMasonry._moved(frame, down: top))
  }
}

/// What the walk over a sectioned layout's elements hands them to.
internal protocol _ElementSink {
  /// Called once before the first element with an estimate of their
  /// number.
  mutating func reserve(_ count: Int)

  /// Takes the next element.
  mutating func take(_ element: SectionedMasonry.Element)
}

extension _ElementSink {
  internal mutating func reserve(_ count: Int) {}
}

extension Array: _ElementSink where Element == SectionedMasonry.Element {
  internal mutating func reserve(_ count: Int) { reserveCapacity(self.count + count) }

  internal mutating func take(_ element: SectionedMasonry.Element) { append(element) }
}
