import LayoutGeometry
import LayoutTestSupport
import XCTest

/// The exact side-of-line test behind `contains` and `intersects`, checked
/// where its answer is known without arithmetic: points exactly on a line
/// through integer points, and the same points moved by one ulp.
final class ConvexPolygonSideOfLineTests: XCTestCase {
  private func side(_ point: Point, _ start: Point, _ end: Point) -> Int {
    ConvexPolygon._side(of: point, from: start, to: end)
  }

  /// 2^exponent.
  private func power(_ exponent: Int) -> Double {
    Double(sign: .plus, exponent: exponent, significand: 1)
  }

  /// The exact sign of the sum of the products of the pairs.
  private func signOfSum(_ factors: [(Double, Double)]) -> Int {
    ConvexPolygon._exactSign(ofSumOfProducts: factors.count) { add in
      for (x, y) in factors { add(x, y) }
    }
  }

  func testSidesOfASquaresEdgesByHand() {
    // Walking right along y = 0, the right-hand side is below (y-down).
    let (start, end) = (Point(x: 0, y: 0), Point(x: 10, y: 0))
    XCTAssertEqual(side(Point(x: 5, y: 1), start, end), 1)
    XCTAssertEqual(side(Point(x: 5, y: -1), start, end), -1)
    XCTAssertEqual(side(Point(x: 50, y: 0), start, end), 0)
    XCTAssertEqual(side(Point(x: 5, y: 1), end, start), -1)
    XCTAssertEqual(side(Point(x: 3, y: 4), start, start), 0, "an edge of no length")
  }

  /// Found by the 10x release sweep: the exact sum scales coordinates so
  /// the largest is near 1, and a subnormal beside 9 vanished, so the
  /// outline of a rect 5e-324 tall lost a point the rect holds. Edges along
  /// the axes are compared, not multiplied, exact for every finite value.
  func testEdgesAlongTheAxesAreExactForEveryFiniteValue() {
    let tiny = Double.leastNonzeroMagnitude
    for big in [9, 1e10, 1e300, Double.greatestFiniteMagnitude] {
      // Walking left along y = tiny, the right-hand side is above.
      XCTAssertEqual(side(Point(x: -7, y: 0), Point(x: -5, y: tiny), Point(x: -big, y: tiny)), 1)
      XCTAssertEqual(
        side(Point(x: -7, y: 2 * tiny), Point(x: -5, y: tiny), Point(x: -big, y: tiny)), -1)
      XCTAssertEqual(
        side(Point(x: big, y: tiny), Point(x: -5, y: tiny), Point(x: -big, y: tiny)), 0)
      // Walking down along x = -tiny, the right-hand side is to the left.
      XCTAssertEqual(
        side(Point(x: -2 * tiny, y: 1), Point(x: -tiny, y: 0), Point(x: -tiny, y: big)), 1)
      XCTAssertEqual(side(Point(x: 0, y: 1), Point(x: -tiny, y: 0), Point(x: -tiny, y: big)), -1)
    }
    let outline = Transform3D.identity.projecting(Rect(x: -5, y: 0, width: -4, height: tiny))
    XCTAssertTrue(outline.contains(Point(x: -7, y: 0)))
    XCTAssertFalse(outline.contains(Point(x: -7, y: tiny)))
  }

  /// Found by the geometry fuzz target: with the largest coordinate
  /// scaled near 1, a subnormal edge beside a corner at y = 63.5 made
  /// products that rounded as subnormals, and the side came out 0, so a
  /// diamond 2e-323 across contained a point that a rect around it did not
  /// intersect. The exact sum now scales the largest to 2^500.
  func testASubnormalEdgeBesideAnOrdinaryCoordinateKeepsItsSide() {
    let u = Double.leastNonzeroMagnitude
    let (start, end) = (Point(x: u, y: u), Point(x: 2 * u, y: 0))
    XCTAssertEqual(side(Point(x: 2 * u, y: 63.5), start, end), 1)
    XCTAssertEqual(side(Point(x: 2 * u, y: 63.5), end, start), -1)
    XCTAssertEqual(side(Point(x: u, y: 63.5), Point(x: 2 * u, y: 0), Point(x: 3 * u, y: u)), 1)
    var rotation = Transform3D.identity
    (rotation.m11, rotation.m12) = (0.871356572097624, -0.4906503075126706)
    (rotation.m21, rotation.m22) = (0.4906503075126706, 0.871356572097624)
    let diamond = rotation.projecting(Rect(x: u, y: u, width: u, height: u))
    XCTAssertEqual(
      diamond.vertices,
      [Point(x: u, y: u), Point(x: 2 * u, y: 0), Point(x: 3 * u, y: u), Point(x: 2 * u, y: 2 * u)])
    XCTAssertTrue(diamond.contains(Point(x: u, y: u)))
    XCTAssertTrue(diamond.intersects(Rect(x: u, y: u, width: u, height: 63.5)))
  }

  func testAPointBesideTheNearEndOfAnEdge10To24LongKeepsItsSide() {
    // The fuzz case's edge: the rounded cross product from its far end is 0
    // for points up to about 100 from its near end.
    let far = Point(x: -1.0380902399999996e+24, y: 1.0485760000000094e+22)
    let near = Point(x: 0.5500000000000002, y: 0.004545454545454624)
    XCTAssertEqual(side(Point(x: 62.109375, y: 62.109375), far, near), 1)
    XCTAssertEqual(side(Point(x: 62.109375, y: 62.109375), near, far), -1)
    XCTAssertEqual(side(Point(x: 62.109375, y: -62.109375), far, near), -1)
  }

  func testCollinearPointsAndTheirOneUlpNeighboursOverEveryScale() {
    // start + k·d, start + j·d with integers below 2^53 are exactly
    // collinear; scaled by a power of two they still are. Moving the point
    // right by an ulp changes the cross product by −dy·δ, and down by dx·δ.
    var generator = SplitMix64(seed: 0x51DE_0F_11E)
    var plainMisses = 0
    for _ in 0..<4_000 {
      let dx = Double(Int.random(in: -(1 << 20)...(1 << 20), using: &generator))
      let dy = Double(Int.random(in: -(1 << 20)...(1 << 20), using: &generator))
      let baseX = Double(Int.random(in: -(1 << 30)...(1 << 30), using: &generator))
      let baseY = Double(Int.random(in: -(1 << 30)...(1 << 30), using: &generator))
      let k = Double(Int.random(in: -(1 << 20)...(1 << 20), using: &generator))
      let j = Double(Int.random(in: -(1 << 20)...(1 << 20), using: &generator))
      let scale = Double(
        sign: .plus, exponent: Int.random(in: -480...480, using: &generator), significand: 1)
      let start = Point(x: baseX * scale, y: baseY * scale)
      let end = Point(x: (baseX + k * dx) * scale, y: (baseY + k * dy) * scale)
      let point = Point(x: (baseX + j * dx) * scale, y: (baseY + j * dy) * scale)
      let context = "start \(start), end \(end), point \(point)"
      XCTAssertEqual(side(point, start, end), 0, context)
      XCTAssertEqual(side(point, end, start), 0, context)
      guard start != end else { continue }
      let (edgeX, edgeY) = (end.x - start.x, end.y - start.y)
      let neighbours = [
        (Point(x: point.x.nextUp, y: point.y), edgeY < 0 ? 1 : -1, edgeY == 0),
        (Point(x: point.x.nextDown, y: point.y), edgeY < 0 ? -1 : 1, edgeY == 0),
        (Point(x: point.x, y: point.y.nextUp), edgeX > 0 ? 1 : -1, edgeX == 0),
        (Point(x: point.x, y: point.y.nextDown), edgeX > 0 ? -1 : 1, edgeX == 0),
      ]
      for (neighbour, expected, alongTheMove) in neighbours {
        let expected = alongTheMove ? 0 : expected
        XCTAssertEqual(side(neighbour, start, end), expected, "\(neighbour), \(context)")
        XCTAssertEqual(side(neighbour, end, start), -expected, "\(neighbour), \(context)")
        let plain =
          (end.x - start.x) * (neighbour.y - start.y) - (end.y - start.y) * (neighbour.x - start.x)
        if (plain > 0 ? 1 : plain < 0 ? -1 : 0) != expected { plainMisses += 1 }
      }
    }
    // The cases are hard: a plain rounded cross product gets many wrong.
    XCTAssertGreaterThan(plainMisses, 1_000)
  }

  func testCoordinatesNearTheLargestAndSmallestDoublesNeitherOverflowNorVanish() {
    let big = Double.greatestFiniteMagnitude / 4
    XCTAssertEqual(
      side(Point(x: big, y: big), Point(x: -big, y: -big), Point(x: big / 2, y: big / 2)), 0)
    XCTAssertEqual(
      side(Point(x: big, y: big.nextDown), Point(x: -big, y: -big), Point(x: big / 2, y: big / 2)),
      -1)
    let least = Double.leastNonzeroMagnitude
    XCTAssertEqual(side(Point(x: 3 * least, y: 0), .zero, Point(x: least, y: least)), -1)
    XCTAssertEqual(side(Point(x: 0, y: 3 * least), .zero, Point(x: least, y: least)), 1)
    XCTAssertEqual(side(Point(x: 2 * least, y: 2 * least), .zero, Point(x: least, y: least)), 0)
  }

  func testSubnormalPointsBesideAnEdgeNearTheLargestDoubleKeepTheirSides() {
    // Through the origin with slope 2^-1000: at x = 2^-1074 the line lies
    // 2^-2074 below y = 0, far beneath the least Double. Walking right,
    // the right-hand side is below (y-down).
    let far = Double(sign: .plus, exponent: 1020, significand: 1)
    let (start, end) = (Point(x: -far, y: -far / 0x1p1000), Point(x: far, y: far / 0x1p1000))
    let least = Double.leastNonzeroMagnitude
    XCTAssertEqual(side(Point(x: least, y: least), start, end), 1)
    XCTAssertEqual(side(Point(x: least, y: 0), start, end), -1)
    XCTAssertEqual(side(Point(x: -least, y: 0), start, end), 1)
    XCTAssertEqual(side(.zero, start, end), 0)
    XCTAssertEqual(side(Point(x: least, y: least), end, start), -1)
    // Exactly on the line: x = 2^1000 · y.
    XCTAssertEqual(side(Point(x: 0x1p-20, y: 0x1p-1020), start, end), 0)
    XCTAssertEqual(side(Point(x: 0x1p-20, y: 0x1p-1020.nextUp), start, end), 1)
    XCTAssertEqual(side(Point(x: 0x1p-20, y: 0x1p-1020.nextDown), start, end), -1)
  }

  func testTheExactSumAgreesWithIntegerArithmeticOverEveryExponent() {
    // Products of small integers scaled by powers of two across the whole
    // range: the exact sign, from their integer sum at a common scale.
    var generator = SplitMix64(seed: 0xE0_5C_A1_E5)
    var cancelled = 0
    for _ in 0..<3_000 {
      // Factors m·2^e with |m| < 2^10, products at exponents within 20 of
      // each other, so the integer sum is below 2^43, exact as a Double.
      let base = Int.random(in: -2_140...2_000, using: &generator)
      var factors: [(Double, Double)] = []
      var total = 0
      for _ in 0..<Int.random(in: 1...6, using: &generator) {
        let (a, b) = (
          Int.random(in: -1_023...1_023, using: &generator),
          Int.random(in: -1_023...1_023, using: &generator)
        )
        let shift = Int.random(in: 0...20, using: &generator)
        // The product's exponent, base + shift, split between the factors.
        let exponent = base + shift
        let first = Swift.min(Swift.max(exponent / 2, -1_064), 1_013)
        let second = exponent - first
        guard (-1_064...1_013).contains(second) else { continue }
        factors.append(
          (
            Double(a) * power(first), Double(b) * power(second)
          ))
        total += a * b << shift
      }
      // Cancel now and then: the negated sum of the others, as one product.
      if total != 0, Bool.random(using: &generator) {
        let first = Swift.min(Swift.max(base / 2, -1_064), 960)
        guard (-1_064...1_013).contains(base - first) else { continue }
        factors.append(
          (
            Double(-total) * power(first), power(base - first)
          ))
        total = 0
        cancelled += 1
      }
      XCTAssertEqual(signOfSum(factors), total.signum(), "\(factors)")
    }
    XCTAssertGreaterThan(cancelled, 100)
  }

  /// Long sums, of up to 2,000 products: sorted by the standard library
  /// and summed with zero elimination, against their integer sums, half of
  /// them cancelled to 0 or to ±1 at the smallest product's scale.
  func testLongSumsAgreeWithIntegerArithmetic() {
    var generator = SplitMix64(seed: 0x10_96_5E_A5)
    var nearZero = 0
    for round in 0..<200 {
      let count = Int.random(in: 1...2_000, using: &generator)
      let base = Int.random(in: -1_000...900, using: &generator)
      var factors: [(Double, Double)] = []
      var total = 0
      func add(_ a: Int, _ b: Int, shift: Int) {
        let first = (base + shift) / 2
        factors.append(
          (
            Double(a) * power(first), Double(b) * power(base + shift - first)
          ))
        total += a * b << shift
      }
      for _ in 0..<count {
        add(
          Int.random(in: -1_023...1_023, using: &generator),
          Int.random(in: -1_023...1_023, using: &generator),
          shift: Int.random(in: 0...20, using: &generator))
      }
      if round.isMultiple(of: 2) {
        // The negated sum, plus -1, 0 or 1 at the smallest scale, in
        // products of factors below 2^21 at shifts of at most 20.
        var rest = -total + Int.random(in: -1...1, using: &generator)
        while rest != 0 {
          let bits = Int.bitWidth - rest.magnitude.leadingZeroBitCount
          let shift = Swift.min(20, Swift.max(0, bits - 20))
          add(rest >> shift, 1, shift: shift)
          rest -= (rest >> shift) << shift
        }
        nearZero += 1
      }
      XCTAssertEqual(
        signOfSum(factors), total.signum(), "round \(round), \(factors.count) products")
    }
    XCTAssertEqual(nearZero, 100)
  }

  /// A hand-built polygon of 20,000 vertices on one line has no winding,
  /// exactly, and one vertex moved off the line by a unit decides it: the
  /// exact sum, not the rounded one, whose error bound cannot prove a sign
  /// of 1 beside products of 10^9. It also keeps the exact sum's cost in
  /// check: before zero elimination and a sort in O(p log p), it was
  /// quadratic in the vertices.
  func testTwentyThousandVerticesOnOneLine() {
    let count = 20_000
    let line = (0..<count).map { Point(x: Double($0), y: Double(2 * $0)) }
    XCTAssertEqual(ConvexPolygon(vertices: line)._orientation, 0)
    XCTAssertFalse(ConvexPolygon(vertices: line).isFrontFacing)
    for (dy, expected) in [(1.0, -1), (-1.0, 1)] {
      var moved = line
      moved[count / 2].y += dy
      // Twice the signed area by hand: the triangle (0, 0), (m, 2m + dy),
      // (n - 1, 2(n - 1)), whose other vertices lie on its long side:
      // x₁y₂ - x₂y₁ summed round it, m(2(n - 1)) - (n - 1)(2m + dy) =
      // -(n - 1)·dy.
      XCTAssertEqual(ConvexPolygon(vertices: moved)._orientation, expected, "dy \(dy)")
      XCTAssertEqual(
        ConvexPolygon(vertices: Array(moved.reversed()))._orientation, -expected, "dy \(dy)")
    }
  }
}
