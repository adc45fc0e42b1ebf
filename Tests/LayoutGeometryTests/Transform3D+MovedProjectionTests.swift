import LayoutGeometry
import LayoutTestSupport
import XCTest

/// The engines' one-pass projection, `_projecting(_:movedBy:_:)`, against
/// the general rule it stands for: `projecting(_:)`, then `offsetBy`, then
/// `boundingBox`, compared bit for bit.
final class Transform3DMovedProjectionTests: XCTestCase {
  /// iCarousel's default perspective: the eye 500 points in front.
  private var perspective: Transform3D {
    var p = Transform3D.identity
    p.m34 = -1.0 / 500
    return p
  }

  func testAnItemInFrontIsProjectedMovedAndBoundedByHand() {
    // Lifted 100 towards the eye: w = 0.8, so every coordinate grows by 5/4.
    let lifted = Transform3D(translationX: 0, y: 0, z: 100).concatenating(perspective)
    let (outline, box) = lifted._projecting(
      Rect(x: -40, y: -20, width: 80, height: 40), movedBy: 1000, 10)
    XCTAssertEqual(
      outline.vertices,
      [
        Point(x: 950, y: -15), Point(x: 1050, y: -15), Point(x: 1050, y: 35),
        Point(x: 950, y: 35),
      ])
    XCTAssertEqual(box, Rect(x: 950, y: -15, width: 100, height: 50))
  }

  func testAnOutlineWhollyBehindTheEyeHasNoVerticesAndTheNullBox() {
    let behind = Transform3D(translationX: 0, y: 0, z: 600).concatenating(perspective)
    let (outline, box) = behind._projecting(
      Rect(x: -40, y: -20, width: 80, height: 40), movedBy: 5, 5)
    XCTAssertEqual(outline.vertices, [])
    XCTAssertEqual(box.origin, Point(x: .infinity, y: .infinity))
    XCTAssertEqual(box.size, .zero)
  }

  func testAMoveThatOverflowsLeavesTheVerticesAndTheNullBox() {
    // 1e300 past the largest Double: more than half its last bit.
    let (outline, box) = Transform3D.identity._projecting(
      Rect(x: 1e300, y: 0, width: 10, height: 10), movedBy: .greatestFiniteMagnitude, 0)
    XCTAssertEqual(outline.vertices.count, 4)
    XCTAssertFalse(outline.vertices.allSatisfy(\.isFinite))
    XCTAssertTrue(outline.isEmpty)
    XCTAssertEqual(box.origin, Point(x: .infinity, y: .infinity))
  }

  /// Zeros of both signs on one edge: the box takes the sign the walk
  /// from the top-left corner meets first, as `boundingBox` does (found in
  /// review: the random sweep almost never puts -0 beside +0).
  func testTheBoxKeepsTheSignOfZeroThatTheWalkMeetsFirst() {
    var t = Transform3D.identity
    t.m41 = -0.0
    // The left corners land at x = -0 (top) and +0 (bottom).
    let rect = Rect(x: -0.0, y: -5, width: 10, height: 10)
    let expected = t.projecting(rect).offsetBy(dx: -0.0, dy: -0.0)
    let (outline, box) = t._projecting(rect, movedBy: -0.0, -0.0)
    XCTAssertEqual(expected.vertices.map(\.x.sign), [.minus, .plus, .plus, .plus])
    XCTAssertEqual(bits(outline.vertices), bits(expected.vertices))
    XCTAssertEqual(box.origin.x.sign, .minus)
    XCTAssertEqual(bits(box), bits(expected.boundingBox))
  }

  func testTheOnePassAgreesBitForBitWithProjectingMovingAndBounding() {
    let seed: UInt64 = 0x5EED_0011_2301
    var fuzzer = GeometryFuzzer(seed: seed)
    var seen = (inFront: 0, cut: 0, none: 0, overflowingMove: 0)
    // Not halved with the others' quick runs: in 600 cases no move
    // overflows, and the last check below needs one.
    for index in 0..<RandomSweep.count(1_200) {
      let t = fuzzer.transform3D()
      let rect = fuzzer.itemRect()
      let (dx, dy) = (move(&fuzzer), move(&fuzzer))
      let context = "seed \(seed), case \(index): \(t), \(rect), moved by (\(dx), \(dy))"

      let expected = t.projecting(rect).offsetBy(dx: dx, dy: dy)
      let (outline, box) = t._projecting(rect, movedBy: dx, dy)
      XCTAssertEqual(bits(outline.vertices), bits(expected.vertices), context)
      XCTAssertEqual(bits(box), bits(expected.boundingBox), context)

      switch expected.vertices.count {
      case 0: seen.none += 1
      case 4
      where ProjectionReference.cornerW(of: rect, through: t).allSatisfy({
        $0 >= Transform3D.eyePlaneEpsilon
      }):
        seen.inFront += 1
        if !box.isFinite { seen.overflowingMove += 1 }
      default: seen.cut += 1
      }
    }
    // The sweep reaches both paths and every edge of the fast one.
    XCTAssertGreaterThan(seen.inFront, RandomSweep.count(1_200) / 4, "\(seen)")
    XCTAssertGreaterThan(seen.cut, RandomSweep.count(20), "\(seen)")
    XCTAssertGreaterThan(seen.none, RandomSweep.count(20), "\(seen)")
    XCTAssertGreaterThan(seen.overflowingMove, 0, "\(seen)")
  }

  // MARK: - Helpers

  /// A move as an engine makes one, with zeros of both signs, and now and
  /// then one so large that the sum overflows.
  private func move(_ fuzzer: inout GeometryFuzzer) -> Double {
    switch fuzzer.integer(in: 0...9) {
    case 0: return fuzzer.element(of: [0.0, -0.0])
    case 1: return fuzzer.element(of: [1, -1]) * .greatestFiniteMagnitude
    case 2: return fuzzer.double(in: -1e300..<1e300)
    default: return fuzzer.double(in: -5_000..<5_000)
    }
  }

  private func bits(_ points: [Point]) -> [UInt64] {
    points.flatMap { [$0.x.bitPattern, $0.y.bitPattern] }
  }

  private func bits(_ rect: Rect) -> [UInt64] {
    [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(\.bitPattern)
  }
}
