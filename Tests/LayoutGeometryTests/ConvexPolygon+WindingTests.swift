import LayoutGeometry
import LayoutTestSupport
import XCTest

/// The exact winding behind `isFrontFacing`, `isEmpty`, `contains` and
/// `intersects`, checked where the answer is known without arithmetic:
/// vertices exactly on one line through integer points (no area), and the
/// same with one vertex moved by an ulp (a sliver whose winding is the
/// side of that vertex, which the side-of-line tests check exactly).
final class ConvexPolygonWindingTests: XCTestCase {
  func testASquareAndItsMirrorByHand() {
    let square = [
      Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10),
    ]
    XCTAssertTrue(ConvexPolygon(vertices: square).isFrontFacing, "clockwise on a y-down screen")
    XCTAssertFalse(ConvexPolygon(vertices: square.reversed()).isFrontFacing)
    XCTAssertFalse(ConvexPolygon(vertices: square.reversed()).isEmpty)
  }

  func testVerticesOnOneLineHaveNoAreaOverEveryScale() {
    // Every such polygon has a rounded sum that cannot prove a sign, so
    // this checks the exact sum's zero.
    var generator = SplitMix64(seed: 0x0A_11_0F_0E_11)
    for _ in 0..<2_000 {
      let line = randomLine(&generator)
      let count = Int.random(in: 3...5, using: &generator)
      let vertices = (0..<count).map { _ in line.point(&generator) }
      let polygon = ConvexPolygon(vertices: vertices)
      func context() -> String { "\(vertices)" }
      XCTAssertTrue(polygon.isEmpty, context())
      XCTAssertEqual(polygon.area, 0, context())
      XCTAssertFalse(polygon.isFrontFacing, context())
      XCTAssertFalse(ConvexPolygon(vertices: vertices.reversed()).isFrontFacing, context())
      // A rect round the whole segment passes through it, but a segment
      // has no interior to meet.
      let box = polygon.boundingBox
      let around = Rect(
        x: box.minX - box.width - 1, y: box.minY - box.height - 1, width: 3 * box.width + 2,
        height: 3 * box.height + 2)
      XCTAssertFalse(polygon.intersects(around), context())
      XCTAssertFalse(polygon.contains(vertices[1]), context())
    }
  }

  func testASliverTakesTheWindingOfItsExactArea() {
    var generator = SplitMix64(seed: 0x5_11_0E_12)
    var plainMisses = 0
    for _ in 0..<2_000 {
      let line = randomLine(&generator)
      let (a, b, c) = (line.point(&generator), line.point(&generator), line.point(&generator))
      guard a != b, a != c else { continue }
      // One vertex an ulp off the line. A triangle's doubled area is the
      // cross product (b − a) × (c′ − a); a quad whose first three
      // vertices lie on the line adds a triangle without area to it.
      let moved = nudged(c, &generator)
      let shapes = [
        ([a, b, moved], ConvexPolygon._side(of: moved, from: a, to: b)),
        ([a, b, c, nudged(b, &generator)], 0),
      ]
      for (vertices, known) in shapes {
        let expected =
          known != 0
          ? known : ConvexPolygon._side(of: vertices[3], from: vertices[0], to: vertices[2])
        func context() -> String { "\(vertices)" }
        let polygon = ConvexPolygon(vertices: vertices)
        XCTAssertEqual(polygon.isEmpty, expected == 0, context())
        XCTAssertEqual(polygon.isFrontFacing, expected > 0, context())
        XCTAssertEqual(ConvexPolygon(vertices: vertices.reversed()).isFrontFacing, expected < 0)
        let plain = plainTwiceArea(vertices)
        if (plain > 0 ? 1 : plain < 0 ? -1 : 0) != expected { plainMisses += 1 }
      }
    }
    // The cases are hard: the rounded sum, as the winding was read before
    // it was exact, gets many wrong.
    XCTAssertGreaterThan(plainMisses, 500)
  }

  func testFarApartAndTinyCoordinatesKeepTheirWinding() {
    // A triangle beside the largest Double, and one of subnormals beside
    // an ordinary vertex: the rounded sum overflows or vanishes.
    let big = Double.greatestFiniteMagnitude / 2
    let huge = [Point(x: -big, y: -big), Point(x: big, y: -big), Point(x: big, y: big.nextDown)]
    XCTAssertTrue(ConvexPolygon(vertices: huge).isFrontFacing)
    XCTAssertFalse(ConvexPolygon(vertices: huge.reversed()).isFrontFacing)
    let least = Double.leastNonzeroMagnitude
    let tiny = [Point(x: 0, y: 0), Point(x: 2 * least, y: 0), Point(x: least, y: least)]
    XCTAssertTrue(ConvexPolygon(vertices: tiny).isFrontFacing)
    let segment = [Point(x: 0, y: 0), Point(x: least, y: least), Point(x: 3 * least, y: 3 * least)]
    XCTAssertTrue(ConvexPolygon(vertices: segment).isEmpty)
  }

  func testARoundedSumOfTheWrongSignIsNotTrusted() {
    // Kettner and others' classic case ("Classroom examples of robustness
    // problems in geometric computations", 2008): p = (0.5 + 41u,
    // 0.5 + 48u) with u = 2^-53, just above the line y = x through
    // (12, 12) and (24, 24). The doubled area is exactly 12 · 7u > 0
    // (clockwise on a y-down screen), but the rounded sum comes out
    // negative, inside its error bound: the exact sum must decide.
    let u = 0x1p-53
    let vertices = [
      Point(x: 0.5 + 41 * u, y: 0.5 + 48 * u), Point(x: 12, y: 12), Point(x: 24, y: 24),
    ]
    XCTAssertLessThan(plainTwiceArea(vertices), 0, "the case is hard")
    let polygon = ConvexPolygon(vertices: vertices)
    XCTAssertTrue(polygon.isFrontFacing)
    XCTAssertFalse(polygon.isEmpty)
    XCTAssertFalse(ConvexPolygon(vertices: vertices.reversed()).isFrontFacing)
  }

  // MARK: - Helpers

  /// A line through integer points, `start + k·step` for integers k, scaled
  /// by a power of two: every point on it is exact, so points on it are
  /// exactly collinear.
  private struct Line {
    var start: (x: Double, y: Double)
    var step: (x: Double, y: Double)
    var scale: Double

    func point(_ generator: inout SplitMix64) -> Point {
      let k = Double(Int.random(in: -(1 << 20)...(1 << 20), using: &generator))
      return Point(x: (start.x + k * step.x) * scale, y: (start.y + k * step.y) * scale)
    }
  }

  private func randomLine(_ generator: inout SplitMix64) -> Line {
    func integer(_ bits: Int) -> Double {
      Double(Int.random(in: -(1 << bits)...(1 << bits), using: &generator))
    }
    return Line(
      start: (integer(30), integer(30)), step: (integer(20), integer(20)),
      scale: Double(
        sign: .plus, exponent: Int.random(in: -480...480, using: &generator), significand: 1))
  }

  /// The point moved by one ulp along x or y, either way.
  private func nudged(_ point: Point, _ generator: inout SplitMix64) -> Point {
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: Point(x: point.x.nextUp, y: point.y)
    case 1: Point(x: point.x.nextDown, y: point.y)
    case 2: Point(x: point.x, y: point.y.nextUp)
    default: Point(x: point.x, y: point.y.nextDown)
    }
  }

  /// The shoelace sum about the first vertex, rounded, as the winding was
  /// read before it was exact.
  private func plainTwiceArea(_ vertices: [Point]) -> Double {
    let origin = vertices[0]
    var sum = 0.0
    for index in 1..<(vertices.count - 1) {
      let (p, q) = (vertices[index], vertices[index + 1])
      sum += (p.x - origin.x) * (q.y - origin.y) - (p.y - origin.y) * (q.x - origin.x)
    }
    return sum
  }
}
