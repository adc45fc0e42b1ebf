// Rects moved and resized: offsets and insets.

extension Rect {
  /// Returns the standardised rect moved by `dx` and `dy`.
  ///
  /// An offset that is NaN or infinite would make the rect NaN or infinite;
  /// it is ignored instead, so the rect stays put on that axis. A finite
  /// offset whose sum with the origin passes a double's range (both near
  /// 10³⁰⁸) gives an infinite origin, as in CoreGraphics.
  @inlinable
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(
      x: dx.isFinite ? minX + dx : minX, y: dy.isFinite ? minY + dy : minY,
      width: width, height: height)
  }

  /// Returns the standardised rect with its left and right edges moved in
  /// by `dx` and its top and bottom edges by `dy`.
  ///
  /// Negative values grow the rect. When an inset exceeds half the extent
  /// on its axis, that axis collapses to zero length at the rect's centre
  /// instead of turning negative. A NaN or infinite inset is ignored, as in
  /// ``inset(by:)``.
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
  ///
  /// Bad insets never make a finite rect NaN: a NaN or infinite inset is
  /// ignored (its edge stays where it is), and an edge that a huge inset
  /// would move past the largest finite `Double` stops there.
  @inlinable
  public func inset(by insets: EdgeInsets) -> Rect {
    let (left, right) = Rect._insetSpan(minX, maxX, by: insets.left, insets.right)
    let (top, bottom) = Rect._insetSpan(minY, maxY, by: insets.top, insets.bottom)
    return Rect(minX: left, minY: top, maxX: right, maxY: bottom)
  }

  /// Moves the ends of `low...high` inwards by the two insets, following the
  /// rules of ``inset(by:)``.
  @inlinable
  internal static func _insetSpan(
    _ low: Double, _ high: Double, by lowInset: Double, _ highInset: Double
  ) -> (low: Double, high: Double) {
    // Clamping keeps a finite end finite, so that the length `high - low`
    // can never be the NaN of infinity minus infinity. Non-finite ends are
    // left alone: a non-finite rect stays non-finite.
    func moved(_ end: Double, by distance: Double) -> Double {
      guard distance.isFinite else { return end }
      guard end.isFinite else { return end + distance }
      let limit = Double.greatestFiniteMagnitude
      return Swift.min(Swift.max(end + distance, -limit), limit)
    }
    var low = moved(low, by: lowInset)
    var high = moved(high, by: -highInset)
    if high < low {
      // Halving first: `low + high` can overflow.
      let middle = low / 2 + high / 2
      (low, high) = (middle, middle)
    }
    return (low, high)
  }
}
