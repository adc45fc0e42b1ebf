// The numbers the LayoutGeometry DocC articles show, checked, so that the
// documentation cannot drift from the code.

import LayoutGeometry
import XCTest

final class GeometryDocumentationTests: XCTestCase {
  /// The landing page and "Getting Started with LayoutGeometry".
  func testGettingStartedExamples() {
    let cell = Rect(x: 0, y: 0, width: 100, height: 40)
    XCTAssertFalse(cell.intersects(Rect(x: 100, y: 0, width: 50, height: 40)))
    XCTAssertEqual(cell.inset(by: EdgeInsets(all: 8)), Rect(x: 8, y: 8, width: 84, height: 24))
    XCTAssertEqual(
      Rect(x: 0.3, y: 0, width: 10.4, height: 1).aligned(toScale: 2),
      Rect(x: 0.5, y: 0, width: 10, height: 1))

    let frame = Rect(x: 8, y: 16, width: 120, height: 90)
    XCTAssertEqual(frame.maxX, 128)
    XCTAssertEqual(frame.center, Point(x: 68, y: 61))
    XCTAssertEqual(Rect(x: 10, y: 0, width: -10, height: 5).minX, 0)

    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    XCTAssertFalse(a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
    XCTAssertFalse(a.contains(Point(x: 10, y: 5)))
    XCTAssertTrue(a.contains(Point(x: 0, y: 0)))

    let item = RotatedRect(
      frame: Rect(x: 0, y: 0, width: 10, height: 20), angle: .pi / 2,
      anchorPoint: Point(x: 0.5, y: 0.5))
    let box = item.boundingBox
    for (actual, expected) in [
      (box.minX, -5.0), (box.minY, 5.0), (box.width, 20.0), (box.height, 10.0),
    ] {
      XCTAssertEqual(actual, expected, accuracy: 1e-12)
    }
    XCTAssertTrue(item.contains(Point(x: 12, y: 10)))
  }
}
