import LayoutGeometry
import LayoutTestSupport
import XCTest

final class RectTransformsTests: XCTestCase {
  private let square = Rect(x: 0, y: 0, width: 10, height: 10)

  // MARK: - offsetBy

  func testOffsetMovesTheStandardisedRect() {
    XCTAssertEqual(
      Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 10, dy: -2),
      Rect(x: 11, y: 0, width: 3, height: 4))
    XCTAssertEqual(
      Rect(x: 4, y: 6, width: -3, height: -4).offsetBy(dx: 10, dy: -2),
      Rect(x: 11, y: 0, width: 3, height: 4))
    XCTAssertEqual(
      Rect(x: 4, y: 6, width: -3, height: 0).offsetBy(dx: 0, dy: 0),
      Rect(x: 1, y: 6, width: 3, height: 0))
    XCTAssertEqual(square.offsetBy(dx: -0.5, dy: 1e6), Rect(x: -0.5, y: 1e6, width: 10, height: 10))
  }

  func testNonFiniteOffsetLeavesItsAxisWhereItIs() {
    let rect = Rect(x: 4, y: 6, width: -3, height: -4)
    for bad in [Double.nan, .infinity, -.infinity] {
      XCTAssertEqual(
        rect.offsetBy(dx: bad, dy: 2), Rect(x: 1, y: 4, width: 3, height: 4), "dx \(bad)")
      XCTAssertEqual(
        rect.offsetBy(dx: 2, dy: bad), Rect(x: 3, y: 2, width: 3, height: 4), "dy \(bad)")
      XCTAssertEqual(rect.offsetBy(dx: bad, dy: bad), rect.standardized, "\(bad)")
    }
  }

  func testOffsetOfANonFiniteRectStaysNonFiniteWithoutTrapping() {
    let moved = Rect(x: .nan, y: 0, width: 1, height: 1).offsetBy(dx: 1, dy: 1)
    XCTAssertFalse(moved.isFinite)
    XCTAssertFalse(moved.intersects(square))
  }

  // MARK: - insetBy and inset(by:)

  func testInsetByMovesOppositeEdgesTogether() {
    XCTAssertEqual(square.insetBy(dx: 1, dy: 2), Rect(x: 1, y: 2, width: 8, height: 6))
    XCTAssertEqual(
      Rect(x: 10, y: 10, width: -10, height: -10).insetBy(dx: 1, dy: 2),
      Rect(x: 1, y: 2, width: 8, height: 6))
    XCTAssertEqual(square.insetBy(dx: 0, dy: 0), square)
    XCTAssertEqual(
      Rect(x: 3, y: 3, width: -2, height: 2).insetBy(dx: 0, dy: 0),
      Rect(x: 1, y: 3, width: 2, height: 2))
  }

  func testNegativeInsetByGrowsTheRect() {
    XCTAssertEqual(square.insetBy(dx: -1, dy: -2.5), Rect(x: -1, y: -2.5, width: 12, height: 15))
    XCTAssertEqual(Rect.zero.insetBy(dx: -3, dy: -1), Rect(x: -3, y: -1, width: 6, height: 2))
  }

  func testInsetByCollapsesAnOverInsetAxisAtTheCentre() {
    XCTAssertEqual(square.insetBy(dx: 6, dy: 0), Rect(x: 5, y: 0, width: 0, height: 10))
    XCTAssertEqual(square.insetBy(dx: 1, dy: 100), Rect(x: 1, y: 5, width: 8, height: 0))
    XCTAssertEqual(square.insetBy(dx: 5, dy: 5), Rect(x: 5, y: 5, width: 0, height: 0))
    XCTAssertEqual(
      Rect(x: 4, y: 2, width: -4, height: 3).insetBy(dx: 1e6, dy: 1.5),
      Rect(x: 2, y: 3.5, width: 0, height: 0))
  }

  func testInsetByEdgeInsetsMovesEachEdge() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    XCTAssertEqual(square.inset(by: insets), Rect(x: 2, y: 1, width: 4, height: 6))
    XCTAssertEqual(
      Rect(x: 10, y: 10, width: -10, height: -10).inset(by: insets),
      Rect(x: 2, y: 1, width: 4, height: 6))
    XCTAssertEqual(square.inset(by: .zero), square)
    XCTAssertEqual(square.inset(by: EdgeInsets(all: 2)), square.insetBy(dx: 2, dy: 2))
  }

  func testNegativeEdgeInsetsGrowTheRect() {
    XCTAssertEqual(square.inset(by: EdgeInsets(all: -2)), Rect(x: -2, y: -2, width: 14, height: 14))
    XCTAssertEqual(
      square.inset(by: EdgeInsets(top: -1, left: 3, bottom: 0, right: -4)),
      Rect(x: 3, y: -1, width: 11, height: 11))
  }

  func testOverInsetAxisCollapsesAtTheMidpointOfTheMovedEdges() {
    // Left edge to 8, right edge to 4: they meet at 6.
    XCTAssertEqual(
      square.inset(by: EdgeInsets(top: 0, left: 8, bottom: 0, right: 6)),
      Rect(x: 6, y: 0, width: 0, height: 10))
    // Top edge to 9, bottom edge to 5: they meet at 7.
    XCTAssertEqual(
      square.inset(by: EdgeInsets(top: 9, left: 0, bottom: 5, right: 0)),
      Rect(x: 0, y: 7, width: 10, height: 0))
    // A growing left edge (-3) and a right edge pulled past it (-10).
    XCTAssertEqual(
      square.inset(by: EdgeInsets(top: 0, left: -3, bottom: 0, right: 20)),
      Rect(x: -6.5, y: 0, width: 0, height: 10))
    // Exactly meeting edges do not need the rule.
    XCTAssertEqual(
      square.inset(by: EdgeInsets(top: 0, left: 7, bottom: 0, right: 3)),
      Rect(x: 7, y: 0, width: 0, height: 10))
  }

  func testNonFiniteInsetLeavesItsEdgeWhereItIs() {
    for bad in [Double.nan, .infinity, -.infinity] {
      XCTAssertEqual(
        square.inset(by: EdgeInsets(top: bad, left: 1, bottom: 2, right: 3)),
        Rect(x: 1, y: 0, width: 6, height: 8), "top \(bad)")
      XCTAssertEqual(
        square.inset(by: EdgeInsets(top: 1, left: bad, bottom: 2, right: 3)),
        Rect(x: 0, y: 1, width: 7, height: 7), "left \(bad)")
      XCTAssertEqual(
        square.inset(by: EdgeInsets(top: 1, left: 2, bottom: bad, right: 3)),
        Rect(x: 2, y: 1, width: 5, height: 9), "bottom \(bad)")
      XCTAssertEqual(
        square.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: bad)),
        Rect(x: 2, y: 1, width: 8, height: 6), "right \(bad)")
      XCTAssertEqual(
        square.insetBy(dx: bad, dy: 1), Rect(x: 0, y: 1, width: 10, height: 8), "\(bad)")
      XCTAssertEqual(square.insetBy(dx: bad, dy: bad), square, "\(bad)")
    }
  }

  func testHugeInsetsOfHugeRectsNeverGiveNaN() {
    let huge = Rect(x: 1e308, y: -1e308, width: 5e307, height: -5e307)
    let cases: [EdgeInsets] = [
      EdgeInsets(all: 1e308), EdgeInsets(all: -1e308), EdgeInsets(all: .greatestFiniteMagnitude),
      EdgeInsets(top: -1e308, left: 1e308, bottom: 1e308, right: -1e308),
      EdgeInsets(top: 5e307, left: 5e307, bottom: -5e307, right: -5e307),
    ]
    for insets in cases {
      for rect in [huge, huge.standardized, square] {
        let inset = rect.inset(by: insets)
        for component in [inset.origin.x, inset.origin.y, inset.size.width, inset.size.height] {
          XCTAssertFalse(component.isNaN, "\(rect) inset by \(insets): \(inset)")
        }
        XCTAssertGreaterThanOrEqual(inset.size.width, 0, "\(rect) inset by \(insets)")
        XCTAssertGreaterThanOrEqual(inset.size.height, 0, "\(rect) inset by \(insets)")
      }
    }
  }

  func testInsetOfANonFiniteRectDoesNotTrap() {
    for rect in [
      Rect(x: .nan, y: 0, width: 1, height: 1), Rect(x: 0, y: 0, width: .infinity, height: 1),
    ] {
      XCTAssertFalse(rect.insetBy(dx: 1, dy: 1).isFinite)
      XCTAssertFalse(rect.inset(by: EdgeInsets(all: -1)).isFinite)
    }
  }

  func testInsetAgreesWithEdgeArithmeticOnRandomGridRects() {
    let seed: UInt64 = 0x5EED_0002_0003
    var fuzzer = GeometryFuzzer(seed: seed, specialValueRate: 0)
    for index in 0..<RandomSweep.count(1_500) {
      let rect = fuzzer.rect()
      let insets = EdgeInsets(
        top: fuzzer.gridValue(), left: fuzzer.gridValue(), bottom: fuzzer.gridValue(),
        right: fuzzer.gridValue())
      func context() -> String { "seed \(seed), case \(index): \(rect) inset by \(insets)" }
      let inset = rect.inset(by: insets)
      // Worked out per edge: move both, and where they cross, meet halfway.
      var (left, right) = (rect.minX + insets.left, rect.maxX - insets.right)
      if left > right { (left, right) = ((left + right) / 2, (left + right) / 2) }
      var (top, bottom) = (rect.minY + insets.top, rect.maxY - insets.bottom)
      if top > bottom { (top, bottom) = ((top + bottom) / 2, (top + bottom) / 2) }
      XCTAssertEqual(
        inset, Rect(x: left, y: top, width: right - left, height: bottom - top), context())
      XCTAssertEqual(
        rect.insetBy(dx: insets.left, dy: insets.top),
        rect.inset(
          by: EdgeInsets(top: insets.top, left: insets.left, bottom: insets.top, right: insets.left)
        ),
        context())
      let dx = fuzzer.gridValue()
      let dy = fuzzer.gridValue()
      XCTAssertEqual(
        rect.offsetBy(dx: dx, dy: dy),
        Rect(x: rect.minX + dx, y: rect.minY + dy, width: rect.width, height: rect.height),
        context())
      // Growing undoes shrinking whenever nothing collapsed.
      if inset.width > 0, inset.height > 0 {
        XCTAssertEqual(
          inset.inset(
            by: EdgeInsets(
              top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right)),
          rect.standardized, context())
      }
    }
  }

  /// Finite components whose sums pass a double's range: the far edge is
  /// infinite, as in CoreGraphics, and nothing traps.
  func testSumsPastADoublesRangeGiveAnInfiniteEdge() {
    let huge = Rect(x: 1e308, y: 0, width: 1e308, height: 10)
    XCTAssertEqual(huge.maxX, .infinity)
    XCTAssertEqual(huge.aligned(toScale: 2), Rect(x: 1e308, y: 0, width: .infinity, height: 10))
    XCTAssertEqual(
      huge.union(Rect(x: 0, y: 0, width: 1, height: 1)),
      Rect(x: 0, y: 0, width: .infinity, height: 10))
    XCTAssertEqual(
      Rect(x: -1e308, y: 0, width: 1, height: 1).union(Rect(x: 1e308, y: 0, width: 1, height: 1))
        .width, .infinity)
    XCTAssertEqual(
      Rect(x: 1e308, y: 0, width: 1, height: 1).offsetBy(dx: 1e308, dy: 0),
      Rect(x: .infinity, y: 0, width: 1, height: 1))
  }
}
