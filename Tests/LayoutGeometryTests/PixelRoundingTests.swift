// The pixel grid a scroll view holds its offset on: a point rounded
// coordinate by coordinate, and whether two offsets are the same one
// there, worked by hand; unknown and bad scales compare exactly.

import XCTest

@testable import LayoutGeometry

final class PixelRoundingTests: XCTestCase {
  func testAPointRoundsEachCoordinateToTheNearestPixel() {
    // At 3: 10.1 · 3 = 30.3 → 30, 10.2 · 3 = 30.6 → 31; −0.5 · 3 = −1.5 →
    // −2, halves away from zero.
    XCTAssertEqual(
      PixelRounding.nearest(Point(x: 10.1, y: 10.2), scale: 3), Point(x: 30.0 / 3, y: 31.0 / 3))
    XCTAssertEqual(
      PixelRounding.nearest(Point(x: -0.5, y: 0.25), scale: 2), Point(x: -0.5, y: 0.5))
    XCTAssertEqual(
      PixelRounding.nearest(Point(x: .nan, y: 1.4), scale: 1).y, 1)
    XCTAssertTrue(PixelRounding.nearest(Point(x: .nan, y: 1.4), scale: 1).x.isNaN)
  }

  func testOffsetsASubPixelApartAreTheSameOffset() {
    // 100.1 and 100 are both pixel 300 at scale 3; 100.2 is pixel 301.
    XCTAssertTrue(
      PixelRounding.isSameOffset(Point(x: 0, y: 100.1), as: Point(x: 0, y: 100), scale: 3))
    // Within a pixel (a third of a point) counts as the same, whichever
    // way UIKit rounds; a pixel and more apart does not.
    XCTAssertTrue(
      PixelRounding.isSameOffset(Point(x: 0, y: 100.3), as: Point(x: 0, y: 100), scale: 3))
    XCTAssertFalse(
      PixelRounding.isSameOffset(Point(x: 0, y: 100.34), as: Point(x: 0, y: 100), scale: 3))
    XCTAssertFalse(
      PixelRounding.isSameOffset(Point(x: 0.5, y: 100), as: Point(x: 0, y: 100), scale: 3))
    // The held offset as UIKit stores it, 301 / 3, against its own exact
    // value a sub-pixel away.
    XCTAssertTrue(
      PixelRounding.isSameOffset(
        Point(x: 120.7 + 1e-9, y: 0), as: Point(x: 362.0 / 3, y: 0), scale: 3))
  }

  func testWithoutAKnownScaleOffsetsCompareExactly() {
    for scale in [0, .nan, .infinity, -3] as [Double] {
      XCTAssertFalse(
        PixelRounding.isSameOffset(Point(x: 0, y: 100.1), as: Point(x: 0, y: 100), scale: scale),
        "\(scale)")
      XCTAssertTrue(
        PixelRounding.isSameOffset(Point(x: 0, y: 100), as: Point(x: 0, y: 100), scale: scale))
    }
    // NaN equals nothing, itself included.
    XCTAssertFalse(
      PixelRounding.isSameOffset(Point(x: .nan, y: 0), as: Point(x: .nan, y: 0), scale: 3))
  }

  func testAScrollViewOutsideAWindowRoundsToWholePoints() {
    XCTAssertEqual(PixelRounding.offsetScale(displayScale: 3, isInWindow: true), 3)
    XCTAssertEqual(PixelRounding.offsetScale(displayScale: 3, isInWindow: false), 1)
    XCTAssertEqual(PixelRounding.offsetScale(displayScale: 0, isInWindow: false), 1)
    // 0.4 of a point: a pixel apart at scale 3, the same whole point.
    let requested = Point(x: 200.4, y: 0)
    let held = Point(x: 200, y: 0)
    XCTAssertFalse(PixelRounding.isSameOffset(requested, as: held, scale: 3))
    XCTAssertTrue(
      PixelRounding.isSameOffset(
        requested, as: held,
        scale: PixelRounding.offsetScale(displayScale: 3, isInWindow: false)))
  }
}
