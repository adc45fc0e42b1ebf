// Which element a tap lands on, and where to scroll to show an item or a
// section: a binary search for the sections at the point, then each
// section's own engine, in logarithmic time.

import LayoutGeometry

extension SectionedMasonry {
  /// Returns the element whose frame contains `point`: an item, a header
  /// or a footer, where the layout puts it, or as the screen shows it for
  /// `viewport`, with pinned headers on top of the items they cover; `nil`
  /// in a gap, in an inset or outside the content.
  ///
  /// A frame contains the points from its minimum edges, inclusive, to its
  /// maximum edges, exclusive, as ``Masonry/itemIndex(at:)`` reads them, so
  /// an element of zero width or height contains none. Should two frames
  /// share a point, the element with the higher z-index wins, then the
  /// first in the order of ``elements(in:pinnedIn:)``.
  ///
  /// With a viewport and ``pinsHeaders`` on, each header is where
  /// ``headerFrame(inSection:pinnedIn:)`` puts it, and a header that
  /// pinning moved has z-index 2, above everything, so a tap on a pinned
  /// header is the header's even though an item lies under it, and a tap
  /// on a header's own place after it has been pinned away hits what lies
  /// there. Without a viewport, or with ``pinsHeaders`` off, every header
  /// is in its place.
  ///
  ///     let pinned = Rect(collectionView.bounds)
  ///     if let tapped = layout.element(at: location, pinnedIn: pinned) { ... }
  ///
  /// - Parameters:
  ///   - point: A point in content coordinates; a NaN or infinite
  ///     coordinate hits nothing.
  ///   - viewport: The scroll view's bounds in content coordinates, read
  ///     as ``elements(in:pinnedIn:)`` reads it, or `nil` (the default)
  ///     for every header in its place.
  /// - Returns: The element under the point, as
  ///   ``elements(in:pinnedIn:)`` reports it, or `nil`.
  /// - Complexity: O(log *s* + log *c* + log *n*) for *s* sections and a
  ///   section of *c* columns and *n* items.
  public func element(at point: Point, pinnedIn viewport: Rect? = nil) -> Element? {
    _element(at: point, pinningTop: _pinningTop(viewport), itemsOnly: false)
  }

  /// Returns the path of the item whose frame contains `point`, or `nil`
  /// when the point lies in a gap, on a header or footer, in an inset or
  /// outside the content.
  ///
  /// Headers are ignored, pinned or not: for a tap on screen with pinned
  /// headers, ask ``element(at:pinnedIn:)``.
  ///
  /// - Parameter point: A point in content coordinates; a NaN or infinite
  ///   coordinate hits nothing.
  /// - Returns: The item's path, or `nil`.
  /// - Complexity: As ``element(at:pinnedIn:)``.
  public func itemPath(at point: Point) -> ItemPath? {
    _element(at: point, pinningTop: nil, itemsOnly: true)?.path
  }

  /// The element under `point`, with headers pinned to `pinningTop` when
  /// it is not `nil`: the highest z-index, then the first in order.
  internal func _element(at point: Point, pinningTop: Double?, itemsOnly: Bool) -> Element? {
    guard point.isFinite else { return nil }
    // The walk over a box about the point, a few units in the last place
    // of its coordinates wide: every element that contains the point
    // overlaps it, and each is tested on its frame as reported.
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

  /// The content offset that brings an item into view with the given
  /// alignment: scroll-to-item.
  ///
  /// Along the flow: `.top` puts the item's top at the viewport's top,
  /// `.center` its centre at the centre, `.bottom` its bottom at the
  /// bottom, and `.nearest` scrolls the least that shows the whole item
  /// (none when it is shown; its top at the top when it is above or
  /// longer than the viewport). On the horizontal axis top is the leading
  /// edge, as ``Masonry/ScrollAlignment`` says.
  ///
  /// With ``pinsHeaders`` on, the item's own section header, pinned to
  /// the viewport's top while its section is on screen, would cover an
  /// item brought to the top: `.top` puts the item just below that
  /// header, `.center` centres it in the part of the viewport below the
  /// header, and `.nearest` counts an item under the header as hidden.
  /// `.bottom` is unchanged.
  ///
  /// The offset is clamped to the content, `0 ... max(0, contentLength -
  /// viewportLength)`, so an item near either end lands as near the
  /// alignment as the content allows; across the flow it is the
  /// viewport's own.
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
  ///     in ``anchor(in:)`` (a NaN origin as 0, a NaN or negative size as 0).
  /// - Returns: The content offset, finite, or `nil`.
  public func contentOffset(
    showing path: ItemPath, alignment: Masonry.ScrollAlignment, in viewport: Rect
  ) -> Point? {
    guard let frame = _layoutFrame(ofItemAt: path) else { return nil }
    let covered = pinsHeaders ? _table.headers[path.section] : 0
    return _contentOffset(showing: frame, covered: covered, alignment: alignment, in: viewport)
  }

  /// The content offset that brings a whole section into view with the
  /// given alignment: its frame (``sectionFrame(inSection:)``, header to
  /// footer) aligned as ``contentOffset(showing:alignment:in:)`` aligns an
  /// item, so `.top` shows its header at the viewport's top.
  ///
  /// - Parameters:
  ///   - section: The section to show; one that does not exist gives
  ///     `nil`.
  ///   - alignment: Where the section lands.
  ///   - viewport: The scroll view's bounds in content coordinates.
  /// - Returns: The content offset, finite, or `nil`.
  public func contentOffset(
    showingSection section: Int, alignment: Masonry.ScrollAlignment, in viewport: Rect
  ) -> Point? {
    guard let frame = _layoutSectionFrame(section) else { return nil }
    return _contentOffset(showing: frame, covered: 0, alignment: alignment, in: viewport)
  }

  /// The offset that shows `frame` (in the vertical frame) with
  /// `alignment`, when the first `covered` points of the viewport along
  /// the flow are hidden behind a pinned header.
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

/// The hit-testing rule over the walk's elements, which come in order: a
/// frame contains the points from its minimum edges, inclusive, to its
/// maximum edges, exclusive; the highest z-index wins, then the first.
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
