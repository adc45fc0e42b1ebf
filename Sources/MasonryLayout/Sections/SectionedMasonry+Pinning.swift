// Pinned headers: where a header stands for a viewport, by the one rule
// max(headerTop, min(v, itemsEnd - headerHeight)), applied in the
// layout's vertical frame (along the flow) on both axes.

import LayoutGeometry

extension SectionedMasonry {
  /// Returns the frame of `section`'s header, where the layout puts it, or
  /// as it stands for `viewport`: pinned to the viewport's top while the
  /// section is on screen when ``pinsHeaders`` is on.
  ///
  /// Unpinned (no viewport, or ``pinsHeaders`` off), the header spans the
  /// container's full width from the section's start: `(0, start, width,
  /// headerHeight)`. On the horizontal axis it spans the full height at
  /// the section's leading side: `(start, 0, headerHeight, height)`
  /// (mirrored on a right-to-left shelf, at the section's right).
  ///
  /// Pinned, for a viewport whose top is `v` (its standardised `minY`),
  /// the header's y is
  ///
  ///     max(headerTop, min(v, itemsEnd - headerHeight))
  ///
  /// where `itemsEnd` is the end of the section's items, bottom inset
  /// included: in its place until the viewport's top passes it, then at
  /// the viewport's top, until the section's end pushes it up. It never
  /// stands above its place, even where rounding makes `itemsEnd -
  /// headerHeight` smaller than `headerTop` (a header of 10¹² points after
  /// a section of 10⁻²⁸⁰). Its x, width and height are those of the
  /// unpinned frame.
  ///
  /// On the horizontal axis the same rule runs along the flow: the header
  /// pins to the viewport's leading edge (its left, or its right on a
  /// right-to-left shelf) and is pushed back by the section's trailing
  /// end; its y and height are those of the unpinned frame.
  ///
  ///     // Header 44 points tall, section items ending at 348:
  ///     layout.headerFrame(inSection: 0, pinnedIn: Rect(x: 0, y: 100, width: 375, height: 812))
  ///     // (0, 100, 375×44); at y 320, (0, 304, 375×44)
  ///
  /// - Parameters:
  ///   - section: A section in `0 ..< sectionCount`.
  ///   - viewport: The scroll view's bounds in content coordinates, or
  ///     `nil` (the default) for the header's place; only its top (its
  ///     leading edge, on the horizontal axis) is read. A NaN top pins
  ///     nothing.
  /// - Returns: The frame, or `nil` when there is no such section or it has
  ///   no header (a height of 0). With ``pinsHeaders`` off, the unpinned
  ///   frame whatever the viewport.
  @inlinable
  public func headerFrame(inSection section: Int, pinnedIn viewport: Rect? = nil) -> Rect? {
    guard let frame = _layoutHeaderFrame(section) else { return nil }
    guard let top = _pinningTop(viewport) else { return _axis.content(frame) }
    return _axis.content(_pinned(frame, section: section, viewportTop: top))
  }

  /// The viewport top headers pin to, in the layout's vertical frame, or
  /// `nil` when nothing pins: no viewport, ``pinsHeaders`` off, or a NaN
  /// top.
  @inlinable
  internal func _pinningTop(_ viewport: Rect?) -> Double? {
    guard pinsHeaders, let viewport else { return nil }
    let top = _axis.layout(viewport).minY
    return top.isNaN ? nil : top
  }

  /// A section's header frame, in the layout's vertical frame, moved by
  /// the pinning rule.
  @inlinable
  internal func _pinned(_ header: Rect, section: Int, viewportTop top: Double) -> Rect {
    // The floor last: where rounding puts itemsEnd - headerHeight above the
    // header's place (a header 1e12 long after a section 1e-280 long), the
    // header stays in its place rather than leave its section.
    let y = Swift.max(header.origin.y, Swift.min(top, _itemsEnd(section) - header.size.height))
    return Rect(origin: Point(x: header.origin.x, y: y), size: header.size)
  }
}
