import CircularLayoutHosting
import LayoutGeometry
import XCTest

final class AffineTransformTests: XCTestCase {
  func testRotationThenScaleIsCoreGraphicsOrder() {
    // CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2):
    // (1, 0) goes to (0, 2) and (0, 1) to (-2, 0), clockwise in y-down.
    let t = AffineTransform(rotationAngle: .pi / 2, scale: 2)
    XCTAssert(close(t.applied(to: Point(x: 1, y: 0)), Point(x: 0, y: 2), 1e-12))
    XCTAssert(close(t.applied(to: Point(x: 0, y: 1)), Point(x: -2, y: 0), 1e-12))
    XCTAssertEqual(t.tx, 0)
    XCTAssertEqual(t.ty, 0)
  }

  func testIdentityAndZeroRotation() {
    XCTAssertEqual(AffineTransform(rotationAngle: 0, scale: 1), .identity)
    let moved = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: -4)
    XCTAssertEqual(moved.applied(to: Point(x: 1, y: 1)), Point(x: 4, y: -3))
  }
}
