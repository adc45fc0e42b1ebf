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
  /// The sign of `(end − start) × (point − start)`, without rounding error
  /// for finite coordinates whose nonzero magnitudes are within a factor of
  /// about 10²⁹⁶ of each other (beyond that, the product of two
  /// coordinates that small beside the largest can vanish), and for any
  /// finite coordinates when the edge runs along an axis. The same edge
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
  /// the one square term cancels. Each product is exactly the sum of its
  /// rounded value and its rounding error (a fused multiply-add), and the
  /// twelve terms are accumulated into an expansion of non-overlapping
  /// doubles, whose largest component carries the sign of the sum. The
  /// coordinates are first scaled by a power of two that brings the
  /// largest to 2^500, so no product overflows, and none loses its
  /// rounding error unless both its coordinates are more than about 10^296
  /// times smaller than the largest.
  private static func _exactSide(of point: Point, from start: Point, to end: Point) -> Int {
    let largest = Swift.max(
      abs(start.x), abs(start.y), abs(end.x), abs(end.y), abs(point.x), abs(point.y))
    guard largest.isFinite, largest > 0 else { return 0 }
    // The largest to 2^500: products of two coordinates stay below 2^1002,
    // and two coordinates 10^296 times smaller still multiply exactly. (Near
    // 1, a subnormal beside 63.5 made products that round as subnormals,
    // found by the geometry fuzz target.) Two factors, since the shift
    // from a subnormal exceeds one power of two's range; each is exact.
    let shift = 500 - largest.exponent
    let first = Swift.min(Swift.max(shift, -1022), 1023)
    let (a, b) = (
      Double(sign: .plus, exponent: first, significand: 1),
      Double(sign: .plus, exponent: shift - first, significand: 1)
    )
    let (startX, startY) = (start.x * a * b, start.y * a * b)
    let (endX, endY) = (end.x * a * b, end.y * a * b)
    let (pointX, pointY) = (point.x * a * b, point.y * a * b)
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 12) { expansion in
      var count = 0
      // Shewchuk's Grow-Expansion: the new term runs up through the
      // components, leaving each rounding error behind.
      func add(_ term: Double) {
        var sum = term
        for index in 0..<count {
          (sum, expansion[index]) = _twoSum(sum, expansion[index])
        }
        expansion[count] = sum
        count += 1
      }
      func add(_ a: Double, times b: Double) {
        let product = a * b
        add((-product).addingProduct(a, b))
        add(product)
      }
      // (end − start) × (point − start)
      //   = endX·pointY − endX·startY − startX·pointY
      //   − endY·pointX + endY·startX + startY·pointX
      add(endX, times: pointY)
      add(-endX, times: startY)
      add(-startX, times: pointY)
      add(-endY, times: pointX)
      add(endY, times: startX)
      add(startY, times: pointX)
      for index in stride(from: count - 1, through: 0, by: -1) where expansion[index] != 0 {
        return expansion[index] > 0 ? 1 : -1
      }
      return 0
    }
  }

  /// The sign of `a - b`, without computing it.
  private static func _order(_ a: Double, _ b: Double) -> Int {
    a > b ? 1 : a < b ? -1 : 0
  }

  /// `a + b` rounded, and its exact rounding error (Knuth's TwoSum).
  private static func _twoSum(_ a: Double, _ b: Double) -> (sum: Double, error: Double) {
    let sum = a + b
    let bPart = sum - a
    let aPart = sum - bPart
    return (sum, (a - aPart) + (b - bPart))
  }
}
