// Pinned headers: one rule, along the flow in the vertical frame, on both axes.

import LayoutGeometry

extension SectionedMasonry {
  /// Returns the frame of `section`'s header, in its place or, with
  /// ``pinsHeaders`` on, pinned for `viewport`.
  ///
  /// Pinned to a viewport whose top is `v` (its standardised `minY`; on a
  /// shelf, its leading edge) plus ``pinnedHeadersInset``, the header's
  /// position along the flow is
  ///
  ///     max(headerTop, min(v, itemsEnd - headerHeight))
  ///
  /// where `itemsEnd` includes the items' bottom inset; it never stands
  /// above its place, even where rounding makes `itemsEnd - headerHeight`
  /// smaller than `headerTop`. See the Sections and Pinned Headers article.
  ///
  ///     // Header 44 points tall, section items ending at 348:
  ///     layout.headerFrame(inSection: 0, pinnedIn: Rect(x: 0, y: 100, width: 375, height: 812))
  ///     // (0, 100, 375×44); at y 320, (0, 304, 375×44)
  ///
  /// - Parameters:
  ///   - section: A section in `0 ..< sectionCount`.
  ///   - viewport: The scroll view's bounds, or `nil` (the default) for the
  ///     header's place; only its top is read, and a NaN top pins nothing.
  /// - Returns: The frame, or `nil` when there is no such section or it has
  ///   no header (a height of 0); with ``pinsHeaders`` off, unpinned.
  @inlinable
  public func headerFrame(inSection section: Int, pinnedIn viewport: Rect? = nil) -> Rect? {
    guard let frame = _layoutHeaderFrame(section) else { return nil }
    guard let top = _pinningTop(viewport) else { return _axis.content(frame) }
    return _axis.content(_pinned(frame, section: section, viewportTop: top))
  }

  /// The top headers pin to; `nil` with no viewport, pinning off or NaN.
  @inlinable
  internal func _pinningTop(_ viewport: Rect?) -> Double? {
    guard pinsHeaders, let viewport else { return nil }
    let top = _axis.layout(viewport).minY
    guard !top.isNaN else { return nil }
    let inset = pinnedHeadersInset
    return inset.isFinite && inset > 0 ? top + inset : top
  }

  /// A header's frame in the vertical frame, moved by the pinning rule.
  @inlinable
  internal func _pinned(_ header: Rect, section: Int, viewportTop top: Double) -> Rect {
    // The floor last: where rounding puts itemsEnd - headerHeight above its
    // place (a 1e12 header after a 1e-280 section), the header stays put.
    let y = Swift.max(header.origin.y, Swift.min(top, _itemsEnd(section) - header.size.height))
    return Rect(origin: Point(x: header.origin.x, y: y), size: header.size)
  }
}
