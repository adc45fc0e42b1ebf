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
    var hints = _ScrollHints.none
    _appendElements(in: rect, pinnedIn: viewport, to: &result, hints: &hints)
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
    var order: [ItemPath] = []
    var group: [(item: Int, frame: Rect)] = []
    var section = 0
    func finishSection() {
      guard !group.isEmpty else { return }
      let rightToLeft = _readsRightToLeft(section)
      group.sort { a, b in
        if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
        let (leadingA, leadingB) =
          rightToLeft ? (-a.frame.maxX, -b.frame.maxX) : (a.frame.minX, b.frame.minX)
        if leadingA != leadingB { return leadingA < leadingB }
        return a.item < b.item
      }
      for entry in group { order.append(ItemPath(section: section, item: entry.item)) }
      group.removeAll(keepingCapacity: true)
    }
    func collect(_ element: Element) {
      guard element.kind == .item else { return }
      if element.path.section != section {
        finishSection()
        section = element.path.section
      }
      group.append((element.path.item, element.frame))
    }
    _forEachElement(
      in: rect, pinningTop: nil, reserving: { order.reserveCapacity($0) }, collect)
    finishSection()
    return order
  }

  /// Whether a section reads from the right: a vertical section whose own
  /// direction says so, or every section of a right-to-left shelf.
  internal func _readsRightToLeft(_ section: Int) -> Bool {
    _enginesTranspose
      ? configuration.layoutDirection == .rightToLeft
      : _sections[section].configuration.layoutDirection == .rightToLeft
  }

  /// Appends the elements of ``elements(in:pinnedIn:)`` to `elements`, in
  /// its order: for a host that queries every scroll frame into a buffer
  /// it keeps.
  ///
  /// The walk of `_forEachElement`, written out for this one body: there,
  /// the optimiser keeps the engine's walk and the body out of line, two
  /// closure calls and an outlined `intersects` per item, which made the
  /// sectioned query cost 1.5 to 2x the engine's `items(in:)`. Here,
  /// without a generic error or a body to call, the engine's walk inlines
  /// as it does into `items(in:)`. `elements(in:pinnedIn:)` runs it too,
  /// so the two cannot drift apart.
  ///
  /// `hints` keeps where the first section the rect reaches started in
  /// each column, for the next query to search from (see `_ScrollHints`).
  package func _appendElements(
    in rect: Rect, pinnedIn viewport: Rect?, to elements: inout [Element],
    hints: inout _ScrollHints
  ) {
    guard rect.isFinite, !_sections.isEmpty else { return }
    let pinningTop = _pinningTop(viewport)
    let area = rect.standardized
    let axis = _axis
    // As in `_forEachElement`: the mapping is exact across the flow, and
    // along it the sections and each engine are searched with room to
    // spare, every frame, as reported, tested against the rect itself.
    let across = axis.layout(area)
    let (minY, maxY) = _flowExtent(of: area)
    let (first, end) = _sectionsSearched(from: minY, to: maxY)
    guard first < end else { return }
    // Sized once from an estimate; a scroll's buffer (one with hints)
    // keeps its capacity from frame to frame.
    if !hints.isOn {
      elements.reserveCapacity(
        elements.count + _estimatedCount(inSections: first..<end, from: minY, to: maxY))
    }

    for section in first..<end {
      if let header = _header(section, pinningTop: pinningTop), header.frame.intersects(area) {
        elements.append(header)
      }
      let top = _itemsTop(section)
      if _sections[section].itemCount > 0 {
        let local = _searchedItemsRect(
          inSection: section, top: top, from: minY, to: maxY, across: across)
        // Only the first section's searches start far from its top.
        var sectionHints = _ScrollHints.none
        if section == first { swap(&sectionHints, &hints) }
        _sections[section]._appendElements(
          in: _engineRect(fromLayout: local), section: section, top: top,
          transposes: _enginesTranspose, axis: axis, area: area, to: &elements,
          hints: &sectionHints)
        if section == first { swap(&sectionHints, &hints) }
      }
      if let footer = _footer(section), footer.frame.intersects(area) { elements.append(footer) }
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

  /// Calls `body` with every element in `rect`, in order; before the
  /// first, calls `reserving` with an estimate of their number. An error
  /// `body` throws ends the walk and is passed on.
  @inline(__always)
  internal func _forEachElement<Failure: Error>(
    in rect: Rect, pinningTop: Double?, reserving: (Int) -> Void,
    _ body: (Element) throws(Failure) -> Void
  ) throws(Failure) {
    guard rect.isFinite, !_sections.isEmpty else { return }
    let area = rect.standardized
    let axis = _axis
    // Across the flow the mapping is exact; along it, searched with room
    // to spare, and every element's frame, as reported, is tested
    // against the rect itself.
    let across = axis.layout(area)
    let (minY, maxY) = _flowExtent(of: area)
    let (first, end) = _sectionsSearched(from: minY, to: maxY)
    guard first < end else { return }
    reserving(_estimatedCount(inSections: first..<end, from: minY, to: maxY))

    for section in first..<end {
      if let header = _header(section, pinningTop: pinningTop), header.frame.intersects(area) {
        try body(header)
      }

      // Through the array, not a copy of the engine: a copy would retain
      // and release each of its buffers.
      let top = _itemsTop(section)
      if _sections[section].itemCount > 0 {
        let local = _searchedItemsRect(
          inSection: section, top: top, from: minY, to: maxY, across: across)
        try _sections[section].forEachItem(in: _engineRect(fromLayout: local)) {
          (item) throws(Failure) in
          let frame = axis.content(Self._moved(_layoutRect(fromEngine: item.frame), down: top))
          if frame.intersects(area) {
            try body(
              Element(
                kind: .item, path: ItemPath(section: section, item: item.index), frame: frame,
                zIndex: 0))
          }
        }
      }

      if let footer = _footer(section), footer.frame.intersects(area) { try body(footer) }
    }
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
  /// The part of `SectionedMasonry._appendElements` for one section's
  /// items: the engine's walk over `rect` (in its coordinates), each frame
  /// moved down by `top` past the section's start, mapped out through
  /// `axis` and kept when it intersects `area`. A method of the engine so
  /// that the walk inlines into it, as into `items(in:)`; written inside
  /// the sectioned loop, it stayed out of line.
  internal func _appendElements(
    in rect: Rect, section: Int, top: Double, transposes: Bool, axis: _AxisMapping, area: Rect,
    to elements: inout [SectionedMasonry.Element], hints: inout _ScrollHints
  ) {
    // `Rect.intersects` against the finite, standardised `area`, whose
    // edges are read once; every frame reported is finite and of
    // non-negative size.
    let (minX, maxX, minY, maxY) = (area.minX, area.maxX, area.minY, area.maxY)
    // Appended to a local, as `items(in:)` does, swapped in and out.
    var result: [SectionedMasonry.Element] = []
    swap(&result, &elements)
    defer { swap(&result, &elements) }
    let hinted = hints.isOn
    if hinted, hints.section != section || hints.positions.count != _columnCount {
      hints.section = section
      hints.positions = Array(repeating: 0, count: _columnCount)
    }
    // A vertical feed's frame only moves down; the other mappings are out
    // of line, so that the body stays small enough to inline into the
    // walk, as `items(in:)`'s does (a closure with them all stayed out of
    // line, a call per item). The body is a local function passed as a
    // value, which the walk inlines; it reaches the list through a
    // pointer, since capturing the `var` itself would put it in a heap
    // box, an allocation per query.
    let movesOnly = !transposes && axis.isIdentity
    withUnsafeMutablePointer(to: &result) { list in
      @inline(__always) func keep(_ item: Item) {
        let frame =
          movesOnly
          ? SectionedMasonry._moved(item.frame, down: top)
          : Self._contentFrame(item.frame, down: top, transposes: transposes, axis: axis)
        let (x, y) = (frame.origin.x, frame.origin.y)
        guard x + frame.size.width > minX, maxX > x, y + frame.size.height > minY, maxY > y
        else { return }
        list.pointee.append(
          SectionedMasonry.Element(
            kind: .item, path: ItemPath(section: section, item: item.index), frame: frame,
            zIndex: 0))
      }
      hints.positions.withUnsafeMutableBufferPointer { positions in
        _forEachContentItem(
          in: rect, hints: hinted ? positions.baseAddress : nil, sizing: { _ in }, keep)
      }
    }
  }

  /// An engine's frame in a section's content: transposed when the
  /// engines are, moved down by `top`, mapped out through `axis`.
  @inline(never)
  internal static func _contentFrame(
    _ frame: Rect, down top: Double, transposes: Bool, axis: _AxisMapping
  ) -> Rect {
    let placed = transposes ? _AxisMapping.transposed(frame) : frame
    return axis.content(SectionedMasonry._moved(placed, down: top))
  }
}

/// Where a scroll's last query started in each column of the first
/// section it reached: the next frame's query gallops from there instead
/// of searching each column from its start. A host keeps one per scroll
/// view; the answer does not depend on it, only the time.
package struct _ScrollHints: Sendable {
  /// Whether queries read and keep positions.
  internal var isOn: Bool
  internal var section = -1
  internal var positions: [Int] = []

  /// Hints that a scroll keeps, empty at first.
  package init() { isOn = true }

  internal init(isOn: Bool) { self.isOn = isOn }

  /// No hints: each query searches from the start.
  internal static var none: _ScrollHints { _ScrollHints(isOn: false) }
}
