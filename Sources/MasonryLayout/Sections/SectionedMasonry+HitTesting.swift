// Taps and scroll-to: a binary search for the sections, then their engines.

import LayoutGeometry

extension SectionedMasonry {
  /// Returns the element whose frame contains `point`, with headers in
  /// their place or pinned for `viewport`; `nil` in a gap, in an inset or
  /// outside the content.
  ///
  /// A frame contains its minimum edges but not its maximum ones, so an
  /// element of zero width or height contains no point. The higher z-index
  /// wins, then the first in ``elements(in:pinnedIn:)``: a header pinning
  /// moved (z-index 2) beats the item under it, and its own place hits what
  /// lies there. Without a viewport, or with ``pinsHeaders`` off, every
  /// header is in its place.
  ///
  ///     let pinned = Rect(collectionView.bounds)
  ///     if let tapped = layout.element(at: location, pinnedIn: pinned) { ... }
  ///
  /// - Parameters:
  ///   - point: In content coordinates; a NaN or infinite one hits nothing.
  ///   - viewport: The scroll view's bounds, read as
  ///     ``elements(in:pinnedIn:)`` reads it, or `nil` (the default).
  /// - Returns: The element as ``elements(in:pinnedIn:)`` reports it, or `nil`.
  /// - Complexity: O(log *s* + log *c* + log *n*) for *s* sections and a
  ///   section of *c* columns and *n* items.
  public func element(at point: Point, pinnedIn viewport: Rect? = nil) -> Element? {
    _element(at: point, pinningTop: _pinningTop(viewport), itemsOnly: false)
  }

  /// Returns the path of the item whose frame contains `point`, or `nil`
  /// in a gap, on a header or footer, in an inset or outside the content.
  ///
  /// Headers are ignored, pinned or not; for taps, ask ``element(at:pinnedIn:)``.
  ///
  /// - Parameter point: In content coordinates; a NaN or infinite one hits nothing.
  /// - Returns: The item's path, or `nil`.
  /// - Complexity: As ``element(at:pinnedIn:)``.
  public func itemPath(at point: Point) -> ItemPath? {
    _element(at: point, pinningTop: nil, itemsOnly: true)?.path
  }

  /// The element under `point`, headers pinned to `pinningTop` unless `nil`.
  internal func _element(at point: Point, pinningTop: Double?, itemsOnly: Bool) -> Element? {
    guard point.isFinite else { return nil }
    // A box a few ulps wide: every element containing the point overlaps it.
    let (dx, dy) = (
      0x1p-48 * Swift.abs(point.x) + .leastNormalMagnitude,
      0x1p-48 * Swift.abs(point.y) + .leastNormalMagnitude
    )
    var hit = _HitTest(point: point, itemsOnly: itemsOnly)
    _walkElements(
      in: Rect(x: point.x - dx, y: point.y - dy, width: 2 * dx, height: 2 * dy),
      pinningTop: pinningTop, into: &hit)
    return hit.best
  }

  /// The content offset that brings an item into view with `alignment`.
  ///
  /// Along the flow (top is the leading edge on the horizontal axis),
  /// `.top`, `.center` and `.bottom` align the item's top, centre or bottom
  /// with the viewport's; `.nearest` scrolls the least that shows it all
  /// (none when shown; its top at the top when it is above or longer than
  /// the viewport). With ``pinsHeaders`` on, the item's pinned section
  /// header covers the viewport's top: `.top` puts the item just below it,
  /// `.center` centres it in the part below it, `.nearest` counts an item
  /// under it as hidden, and `.bottom` is unchanged. The offset is clamped
  /// to `0 ... max(0, contentLength - viewportLength)`; across the flow it
  /// is the viewport's own.
  ///
  ///     if let offset = layout.contentOffset(
  ///       showing: ItemPath(section: 3, item: 12), alignment: .top, in: bounds)
  ///     {
  ///       collectionView.setContentOffset(CGPoint(offset), animated: true)
  ///     }
  ///
  /// - Parameters:
  ///   - path: The item to show; a path that names no item gives `nil`.
  ///   - alignment: Where the item lands.
  ///   - viewport: The scroll view's bounds in content coordinates, read as
  ///     in ``anchor(in:)`` (a NaN origin as 0, a NaN, infinite or negative
  ///     size as 0, a coordinate clamped to the content's length or 1e12).
  /// - Returns: The content offset, finite, or `nil`.
  public func contentOffset(
    showing path: ItemPath, alignment: Masonry.ScrollAlignment, in viewport: Rect
  ) -> Point? {
    guard let frame = _layoutFrame(ofItemAt: path) else { return nil }
    let covered = pinsHeaders ? _table.headers[path.section] : 0
    return _contentOffset(showing: frame, covered: covered, alignment: alignment, in: viewport)
  }

  /// The content offset that shows a whole section, header to footer,
  /// aligned as ``contentOffset(showing:alignment:in:)`` aligns an item, so
  /// `.top` puts its header at the viewport's top.
  ///
  /// - Parameters:
  ///   - section: The section to show; one that does not exist gives `nil`.
  ///   - alignment: Where the section lands.
  ///   - viewport: The scroll view's bounds in content coordinates.
  /// - Returns: The content offset, finite, or `nil`.
  public func contentOffset(
    showingSection section: Int, alignment: Masonry.ScrollAlignment, in viewport: Rect
  ) -> Point? {
    guard let frame = _layoutSectionFrame(section) else { return nil }
    return _contentOffset(showing: frame, covered: 0, alignment: alignment, in: viewport)
  }

  /// The offset that shows `frame`, the viewport's first `covered` points hidden.
  internal func _contentOffset(
    showing frame: Rect, covered: Double, alignment: Masonry.ScrollAlignment, in viewport: Rect
  ) -> Point {
    let viewport = _sanitizedViewport(viewport)
    let shown = _axis.layout(viewport)
    let length = shown.height
    let offset: Double
    switch alignment {
    case .top:
      offset = frame.minY - covered
    case .center:
      offset = frame.midY - (length + covered) / 2
    case .bottom:
      offset = frame.maxY - length
    case .nearest:
      if frame.minY < shown.minY + covered || frame.height > length - covered {
        offset = frame.minY - covered
      } else if frame.maxY > shown.maxY {
        offset = frame.maxY - length
      } else {
        offset = shown.minY
      }
    }
    return _contentOffset(flow: offset, viewport: viewport)
  }
}

/// Hit testing in walk order: the highest z-index wins, then the first.
private struct _HitTest: _ElementSink {
  let point: Point
  let itemsOnly: Bool
  var best: SectionedMasonry.Element?

  mutating func take(_ element: SectionedMasonry.Element) {
    guard !itemsOnly || element.kind == .item else { return }
    let frame = element.frame
    guard point.x >= frame.minX, point.x < frame.maxX, point.y >= frame.minY,
      point.y < frame.maxY, best.map({ element.zIndex > $0.zIndex }) ?? true
    else { return }
    best = element
  }
}
