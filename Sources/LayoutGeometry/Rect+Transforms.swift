// Rects moved and resized: offsets and insets.

extension Rect {
  /// Returns the standardised rect moved by `dx` and `dy`.
  @inlinable
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// Returns the standardised rect with its left and right edges moved in
  /// by `dx` and its top and bottom edges by `dy`.
  ///
  /// Negative values grow the rect. When an inset exceeds half the extent
  /// on its axis, that axis collapses to zero length at the rect's centre
  /// instead of turning negative.
  @inlinable
  public func insetBy(dx: Double, dy: Double) -> Rect {
    inset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
  }

  /// Returns the standardised rect with each edge moved inwards by the
  /// matching inset.
  ///
  /// Negative insets grow the rect. When the insets on one axis add up to
  /// more than the rect's extent there, that axis collapses to zero length
  /// at the midpoint of the two moved edges instead of turning negative.
  @inlinable
  public func inset(by insets: EdgeInsets) -> Rect {
    var (left, right) = (minX + insets.left, maxX - insets.right)
    if right < left { (left, right) = ((left + right) / 2, (left + right) / 2) }
    var (top, bottom) = (minY + insets.top, maxY - insets.bottom)
    if bottom < top { (top, bottom) = ((top + bottom) / 2, (top + bottom) / 2) }
    return Rect(minX: left, minY: top, maxX: right, maxY: bottom)
  }
}
