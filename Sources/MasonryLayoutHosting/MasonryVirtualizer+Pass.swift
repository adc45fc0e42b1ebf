// One pass of the virtualizer: the query over the built rect and the
// prefetch band, split into what to build, what appeared, what to
// prefetch, and whether the end of the content is near.

import LayoutGeometry
import MasonryLayout

extension MasonryVirtualizer {
  /// What one scroll position needs built, and what to load ahead.
  public struct Pass: Sendable {
    /// The elements to build: those whose frame intersects the viewport
    /// grown by the overscan, in the engine's order.
    public var elements: [SectionedMasonry.Element]

    /// The elements of ``elements`` the last pass did not build, in the
    /// same order.
    public var appeared: [SectionedMasonry.Element]

    /// The items about to appear that were not hinted while in range, in
    /// ascending order.
    public var prefetch: [ItemPath]

    /// Whether the queried rect reached the end of the content for the
    /// first time at this content length.
    public var reachedEnd: Bool

    /// The rect the elements were built for, in content coordinates.
    public var builtRect: Rect

    /// The prefetch band, in content coordinates; empty when the viewport
    /// is not finite.
    public var prefetchRect: Rect
  }

  /// Returns what to build for `viewport`, and remembers it for the next
  /// pass.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds, in content coordinates.
  ///   - layout: The feed as laid out now (a ``MasonryHost``'s or
  ///     ``MasonryFeed``'s `layout`).
  /// - Returns: The elements to build, the new ones, the prefetch hints
  ///   and the end of the content.
  /// - Complexity: One engine query of the built rect and the band
  ///   (O(log *s* + *r* · *m* log *n* + *k* log *m*)), plus O(*k* + *h*)
  ///   for *k* elements found and *h* items hinted before.
  public mutating func update(viewport: Rect, in layout: SectionedMasonry) -> Pass {
    let vertical = layout.configuration.axis == .vertical
    let shown = viewport.standardized
    let leading = vertical ? shown.minY : shown.minX
    let length = vertical ? shown.height : shown.width
    let overscan = Self._length(self.overscan)
    var moved = 0.0
    if let last = _lastLeading, viewport.isFinite, (leading - last).isFinite {
      moved = leading - last
    }
    _lastLeading = viewport.isFinite ? leading : nil
    let reach = overscan + Swift.abs(moved) * Self._length(lookahead)
    // Along the flow: the built span, and the band ahead of the viewport.
    let built = (leading - overscan, leading + length + overscan)
    let band =
      moved < 0 ? (leading - reach, leading) : (leading + length, leading + length + reach)
    let across = vertical ? (shown.minX, shown.width) : (shown.minY, shown.height)
    func rect(_ span: (Double, Double)) -> Rect {
      let extent = Swift.max(span.1 - span.0, 0)
      return vertical
        ? Rect(x: across.0, y: span.0, width: across.1, height: extent)
        : Rect(x: span.0, y: across.0, width: extent, height: across.1)
    }
    let builtRect = rect(built)
    let bandRect = viewport.isFinite ? rect(band) : Rect.zero
    let queried = rect((Swift.min(built.0, band.0), Swift.max(built.1, band.1)))
    // The buffers of the last pass: reused when the caller let go of them.
    var found = _buffers.elements
    var keys = _buffers.keys
    var hinted = _buffers.hinted
    var pass = Pass(
      elements: [], appeared: _buffers.appeared, prefetch: _buffers.prefetch, reachedEnd: false,
      builtRect: builtRect, prefetchRect: bandRect)
    _buffers = _Buffers()
    pass.appeared.removeAll(keepingCapacity: true)
    pass.prefetch.removeAll(keepingCapacity: true)
    found.removeAll(keepingCapacity: true)
    keys.removeAll(keepingCapacity: true)
    hinted.removeAll(keepingCapacity: true)
    if viewport.isFinite {
      Self._query(layout, in: queried, pinnedIn: viewport, into: &found)
    }

    // Every element found overlaps the queried rect across the flow, and
    // the built rect, the band and the viewport share that extent: each
    // `intersects` reduces to the flow's comparison (the same one, on the
    // same edges), inlined.
    func span(_ rect: Rect) -> (Double, Double) {
      vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }
    let (builtSpan, bandSpan, shownSpan) = (span(builtRect), span(bandRect), span(shown))
    var previous = 0  // into _built
    var old = 0  // into _hinted
    var kept = 0  // the built elements, compacted to the front of `found`
    for index in found.indices {
      let element = found[index]
      let (low, high) = span(element.frame)
      if high > builtSpan.0, builtSpan.1 > low {
        let key = _Key(element)
        while previous < _built.count, _built[previous] < key { previous += 1 }
        if previous == _built.count || _built[previous] != key { pass.appeared.append(element) }
        keys.append(key)
        found[kept] = element
        kept += 1
      }
      guard element.kind == .item else { continue }
      let path = element.path
      while old < _hinted.count, _hinted[old] < path { old += 1 }
      if old < _hinted.count, _hinted[old] == path {
        hinted.append(path)  // still in range: never hinted twice
      } else if high > bandSpan.0, bandSpan.1 > low, !(high > shownSpan.0 && shownSpan.1 > low) {
        pass.prefetch.append(path)
        hinted.append(path)
      }
    }
    found.removeLast(found.count - kept)
    pass.elements = found
    _buffers = _Buffers(
      elements: found, keys: _built, hinted: _hinted, appeared: pass.appeared,
      prefetch: pass.prefetch)
    _built = keys
    _hinted = hinted
    // The end: the queried rect reaches the content's end along the flow.
    let content = vertical ? layout.contentSize.height : layout.contentSize.width
    if viewport.isFinite, Swift.max(built.1, band.1) >= content, _endReported != content {
      _endReported = content
      pass.reachedEnd = true
    }
    return pass
  }

  /// The elements whose frame intersects `rect`, appended to `elements`:
  /// the engine's sectioned query, or, for a vertical feed of one section
  /// without a header or footer, its section engine's walk (the same elements,
  /// without the sectioned query's bookkeeping).
  internal static func _query(
    _ layout: SectionedMasonry, in rect: Rect, pinnedIn viewport: Rect,
    into elements: inout [SectionedMasonry.Element]
  ) {
    let first = ItemPath(section: 0, item: 0)
    // Vertical only: a horizontal section's engine lays out transposed.
    guard layout.sectionCount == 1, layout.configuration.axis == .vertical,
      let engine = layout.masonry(inSection: 0),
      layout.element(.header, for: first) == nil, layout.element(.footer, for: first) == nil
    else {
      elements.append(contentsOf: layout.elements(in: rect, pinnedIn: viewport))
      return
    }
    // The section's engine frames are the content's, moved by where the
    // section starts.
    var shift = Point.zero
    if let content = layout.frame(ofItemAt: first), let local = engine.frame(ofItemAt: 0) {
      shift = Point(x: content.minX - local.minX, y: content.minY - local.minY)
    }
    if shift == .zero {
      engine.forEachItem(in: rect) { item in
        elements.append(
          SectionedMasonry.Element(
            kind: .item, path: ItemPath(section: 0, item: item.index), frame: item.frame,
            zIndex: 0))
      }
    } else {
      engine.forEachItem(in: rect.offsetBy(dx: -shift.x, dy: -shift.y)) { item in
        elements.append(
          SectionedMasonry.Element(
            kind: .item, path: ItemPath(section: 0, item: item.index),
            frame: item.frame.offsetBy(dx: shift.x, dy: shift.y), zIndex: 0))
      }
    }
  }

  /// A length setting as read: NaN, infinite or negative as 0.
  internal static func _length(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
  }
}
