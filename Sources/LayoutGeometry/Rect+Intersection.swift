// Set operations on rects: intersection, union and containment.
//
// Intersection means that the interiors overlap: on each axis the two
// closed intervals overlap by more than a point, or one of them is a single
// point strictly inside the other. Both reduce to the strict test
// `a.max > b.min && b.max > a.min` per axis, which is what we evaluate.

extension Rect {
  /// Returns a Boolean value indicating whether the two rects' interiors
  /// overlap.
  ///
  /// Rects that only share an edge or a corner do not intersect. A
  /// degenerate rect (zero width or height) intersects another rect when it
  /// lies strictly inside it on its degenerate axis, so a zero-height line
  /// across the middle of a rect intersects it, but one along its top edge
  /// does not; two zero-size rects at the same point do not intersect.
  /// A rect with a NaN or infinite component intersects nothing.
  ///
  ///     let a = Rect(x: 0, y: 0, width: 10, height: 10)
  ///     a.intersects(Rect(x: 10, y: 0, width: 5, height: 5))  // false: shared edge
  ///     a.intersects(Rect(x: 9, y: 9, width: 5, height: 5))   // true
  @inlinable
  public func intersects(_ other: Rect) -> Bool {
    guard isFinite, other.isFinite else { return false }
    return maxX > other.minX && other.maxX > minX
      && maxY > other.minY && other.maxY > minY
  }

  /// Returns the overlap of the two rects, or `nil` when they do not
  /// ``intersects(_:)``.
  ///
  /// The result is standardised. It has zero width or height only when one
  /// of the rects is degenerate on that axis. Both rects
  /// ``contains(_:)-(Rect)`` it: where `origin + size` cannot land exactly on
  /// the far edge of the overlap, the size is rounded down by the last bit
  /// rather than overshoot it.
  @inlinable
  public func intersection(_ other: Rect) -> Rect? {
    guard intersects(other) else { return nil }
    return Rect._spanning(
      minX: Swift.max(minX, other.minX), minY: Swift.max(minY, other.minY),
      maxX: Swift.min(maxX, other.maxX), maxY: Swift.min(maxY, other.maxY),
      roundingOutward: false)
  }

  /// Returns the smallest standardised rect that contains both rects.
  ///
  /// Zero-size rects count: their position stretches the union, as in
  /// CoreGraphics. A rect with a NaN or infinite component is ignored, so
  /// the union is the other rect, standardised; when both are non-finite
  /// the result is ``Rect/zero``. Where `origin + size` cannot land exactly
  /// on the far edge, the size is rounded up by the last bit, so that the
  /// union ``contains(_:)-(Rect)`` both rects. A union whose extent passes
  /// a double's range (edges near ±10³⁰⁸) has an infinite size.
  @inlinable
  public func union(_ other: Rect) -> Rect {
    switch (isFinite, other.isFinite) {
    case (true, true):
      return Rect._spanning(
        minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
        maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY),
        roundingOutward: true)
    case (true, false): return standardized
    case (false, true): return other.standardized
    case (false, false): return .zero
    }
  }

  /// Returns a Boolean value indicating whether the point lies in the rect.
  ///
  /// The test is half-open, `minX <= x < maxX` and `minY <= y < maxY`, so a
  /// grid of touching rects assigns every point to exactly one of them, and
  /// a rect of zero width or height contains no point. A non-finite rect or
  /// point gives `false`.
  @inlinable
  public func contains(_ point: Point) -> Bool {
    guard isFinite, point.isFinite else { return false }
    return minX <= point.x && point.x < maxX && minY <= point.y && point.y < maxY
  }

  /// Returns a Boolean value indicating whether `other` lies entirely
  /// within the rect, edges included.
  ///
  /// The test is closed: a rect contains itself and any rect, even a
  /// zero-size one, on its boundary. A non-finite rect on either side gives
  /// `false`.
  @inlinable
  public func contains(_ other: Rect) -> Bool {
    guard isFinite, other.isFinite else { return false }
    return minX <= other.minX && other.maxX <= maxX
      && minY <= other.minY && other.maxY <= maxY
  }

  /// Returns the standardised rect from `minX` to `maxX` and `minY` to `maxY`
  /// whose far edges, computed as `origin + size`, reach at least that far
  /// (`outward`) or stop short of going further.
  ///
  /// `max - min` is rounded, so `min + (max - min)` can miss `max` by the
  /// last bit; nudging the length by a unit in the last place, once or
  /// twice, restores containment.
  @inlinable
  internal static func _spanning(
    minX: Double, minY: Double, maxX: Double, maxY: Double, roundingOutward outward: Bool
  ) -> Rect {
    Rect(
      x: minX, y: minY,
      width: _length(from: minX, to: maxX, roundingOutward: outward),
      height: _length(from: minY, to: maxY, roundingOutward: outward))
  }

  /// The length from `low` to `high` (with `low <= high`), adjusted so that
  /// `low + length` is at least `high` (`outward`) or at most `high`.
  @inlinable
  internal static func _length(
    from low: Double, to high: Double, roundingOutward outward: Bool
  ) -> Double {
    EdgeLength.length(from: low, to: high, roundingOutward: outward)
  }
}
