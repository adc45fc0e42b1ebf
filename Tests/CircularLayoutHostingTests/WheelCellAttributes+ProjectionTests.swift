// The planar projection a SwiftUI host draws a wheel cell with: a point
// measured from the cell's top-left corner lands where the transform
// about the centre puts it, and the centre stays put.

import CircularLayout
import CircularLayoutHosting
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class WheelCellAttributesProjectionTests: XCTestCase {
  func testAQuarterTurnByHand() throws {
    var cell = tutorialHost().attributes(forItemAt: 0, in: phone(), itemCount: 3)!
    cell.transform = AffineTransform(rotationAngle: .pi / 2, scale: 1)
    let p = cell.projectionAboutOrigin
    // The 133 x 173 cell's top-left corner, (-66.5, -86.5) from the
    // centre, turns clockwise to (86.5, -66.5): (153, 20) from the corner.
    let corner = try XCTUnwrap(p.applied(to: Point(x: 0, y: 0)))
    XCTAssertEqual(corner.x, 153, accuracy: 1e-12)
    XCTAssertEqual(corner.y, 20, accuracy: 1e-12)
    XCTAssertEqual(p.applied(to: Point(x: 66.5, y: 86.5)), Point(x: 66.5, y: 86.5))
  }

  func testPointsLandWhereTheTransformAboutTheCentrePutsThem() throws {
    try forEachRandomWheelHost(200, seed: 0x3EE1_7A05) { host, test, random, context in
      for cell in host.attributes(
        forElementsIn: test.viewport, bounds: test.viewport, itemCount: test.count)
      {
        let w = cell.size.width
        let h = cell.size.height
        let x = Double.random(in: 0...w, using: &random)
        let y = Double.random(in: 0...h, using: &random)
        let turned = cell.transform.applied(to: Point(x: x - w / 2, y: y - h / 2))
        let actual = try XCTUnwrap(cell.projectionAboutOrigin.applied(to: Point(x: x, y: y)))
        let scale = max(1, w, h)
        XCTAssertEqual(actual.x - w / 2, turned.x, accuracy: 1e-9 * scale, context)
        XCTAssertEqual(actual.y - h / 2, turned.y, accuracy: 1e-9 * scale, context)
      }
    }
  }
}
