// The one test behind hit testing and intersection: which side of a line
// a point lies on, answered exactly.
//
// A rounded cross product is not enough. Beside an edge 10^24 long, the
// differences from its far end lose every digit of a point 60 from its
// near end, and the product comes out 0 or with either sign: hit testing
// then contained a tap that the rect around it did not intersect (found by
// the geometry fuzz target). So the rounded product answers only where its
// error bound proves its sign, and the rest are summed without rounding,
// after Shewchuk's adaptive predicates ("Adaptive Precision Floating-Point
// Arithmetic and Fast Robust Geometric Predicates", 1997).

extension ConvexPolygon {
  /// The side of `point` relative to the line walked from `start` to
  /// `end`: 1 on the right on a y-down screen (a clockwise turn), -1 on
  /// the left, 0 on the line; 0 too when `start` and `end` are the same
  /// point.
  ///
  /// The sign of `(end − start) × (point − start)`, without rounding
  /// error, overflow or underflow for any finite coordinates. The same edge
  /// walked either way gives opposite signs, so polygons sharing an edge
  /// split the points on it with neither a gap nor an overlap.
  ///
  /// - Complexity: O(1): two products when their rounding cannot change
  ///   the sign, as for all but points within about 10⁻¹⁵ of the line
  ///   relative to the edge's length; otherwise a sum of twelve exact terms.
  package static func _side(of point: Point, from start: Point, to end: Point) -> Int {
    // Along an axis the sign is a product of comparisons: exact for every
    // finite value, subnormals beside large coordinates included, which
    // keeps an axis-aligned outline exactly its rect.
    if start.y == end.y { return _order(end.x, start.x) * _order(point.y, start.y) }
    if start.x == end.x { return -_order(end.y, start.y) * _order(point.x, start.x) }
    let left = (end.x - start.x) * (point.y - start.y)
    let right = (end.y - start.y) * (point.x - start.x)
    let cross = left - right
    let magnitude = abs(left) + abs(right)
    // Shewchuk's bound on the error of `cross`, valid while nothing
    // overflows or underflows; far above the subnormals, an underflowed
    // product's error is inside its second-order term.
    if magnitude.isFinite, magnitude >= 0x1p-900, abs(cross) > _crossErrorBound * magnitude {
      return cross > 0 ? 1 : -1
    }
    return _exactSide(of: point, from: start, to: end)
  }

  /// `(3 + 16ε)ε` for the unit roundoff `ε = 2⁻⁵³`: the rounded cross
  /// product is within this fraction of the sum of its products' magnitudes.
  private static var _crossErrorBound: Double { (3 + 16 * 0x1p-53) * 0x1p-53 }

  /// ``_side(of:from:to:)`` summed exactly.
  ///
  /// The cross product expands into six products of coordinates, after
  /// the one square term cancels, and their sum's sign is taken without
  /// rounding (``_exactSign(ofSumOfProducts:_:)``).
  private static func _exactSide(of point: Point, from start: Point, to end: Point) -> Int {
    // (end − start) × (point − start)
    //   = endX·pointY − endX·startY − startX·pointY
    //   − endY·pointX + endY·startX + startY·pointX
    return _exactSign(ofSumOfProducts: 6) { add in
      add(end.x, point.y)
      add(-end.x, start.y)
      add(-start.x, point.y)
      add(-end.y, point.x)
      add(end.y, start.x)
      add(start.y, point.x)
    }
  }

  /// The sign of `a - b`, without computing it.
  private static func _order(_ a: Double, _ b: Double) -> Int {
    a > b ? 1 : a < b ? -1 : 0
  }
}
