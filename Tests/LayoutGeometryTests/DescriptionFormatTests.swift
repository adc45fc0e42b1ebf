// The one number format every description uses, worked out by hand.

import XCTest

@testable import LayoutGeometry

final class DescriptionFormatTests: XCTestCase {
  func testWholeNumbersAreGroupedByThousandsWithoutAFraction() {
    let cases: [(Double, String)] = [
      (0, "0"), (-0.0, "0"), (3, "3"), (-3, "-3"), (999, "999"), (1_000, "1,000"),
      (18_204, "18,204"), (-1_234_567, "-1,234,567"), (999_999_999_999_999, "999,999,999,999,999"),
    ]
    for (value, text) in cases {
      XCTAssertEqual(DescriptionFormat.number(value), text, "\(value)")
    }
  }

  func testFractionsKeepSwiftsShortestFormWithTheWholePartGrouped() {
    let cases: [(Double, String)] = [
      (0.5, "0.5"), (-0.25, "-0.25"), (1_234.5, "1,234.5"), (187.5, "187.5"),
      (-12_345.125, "-12,345.125"), (0.1, "0.1"),
    ]
    for (value, text) in cases {
      XCTAssertEqual(DescriptionFormat.number(value), text, "\(value)")
    }
  }

  func testHugeTinyAndNonFiniteNumbersKeepSwiftsForm() {
    let cases: [(Double, String)] = [
      (1e15, "1,000,000,000,000,000"), (1e16, "1e+16"), (1e20, "1e+20"),
      (.leastNonzeroMagnitude, "5e-324"), (1e-5, "1e-05"),
      (.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf"),
    ]
    for (value, text) in cases {
      XCTAssertEqual(DescriptionFormat.number(value), text, "\(value)")
    }
  }

  func testSizesReadWidthByHeight() {
    XCTAssertEqual(DescriptionFormat.size(width: 375, height: 18_204), "375×18,204")
  }

  func testOutlinesPrintTheirVerticesAndFacingNeverTheirStorage() {
    let square = ConvexPolygon(vertices: [
      Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 5), Point(x: 0, y: 5),
    ])
    XCTAssertEqual("\(square)", "[(0, 0), (10, 0), (10, 5), (0, 5)] front-facing")
    XCTAssertEqual(
      "\(ConvexPolygon(vertices: square.vertices.reversed()))",
      "[(0, 5), (10, 5), (10, 0), (0, 0)] back-facing")
    XCTAssertEqual("\(ConvexPolygon(vertices: []))", "[] empty")
    var dumped = ""
    dump(square, to: &dumped)
    XCTAssertFalse(dumped.contains("_"), dumped)
    XCTAssertTrue(dumped.contains("vertices"), dumped)
    XCTAssertEqual(String(reflecting: square), square.description)
  }

  func testRotatedRectsNameTheirAngleAndAnchor() {
    let turned = RotatedRect(
      frame: Rect(x: 0, y: 0, width: 10, height: 20), angle: 0.5,
      anchorPoint: Point(x: 0.5, y: 0.5))
    XCTAssertEqual("\(turned)", "(0, 0, 10×20) turned 0.5 rad about (0.5, 0.5)")
  }
}
