// The planar projection a SwiftUI host draws a carousel cell with: its
// corners, measured from the cell's top-left and placed with the cell's
// centre at its center, land where Core Animation's transform about the
// centre puts them, over random carousels of every style.

import CircularLayout
import CircularLayoutHosting
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class CarouselCellAttributesProjectionTests: XCTestCase {
  func testTheIdentityAndATranslationByHand() {
    var cell = carouselHost(.linear).attributes(
      forItemAt: 0, in: phone(), itemCount: 3)!
    cell.transform = .identity
    XCTAssertEqual(cell.projectionAboutOrigin, .identity)
    cell.transform = Transform3D(translationX: 30, y: -5, z: 0)
    let p = cell.projectionAboutOrigin
    XCTAssertEqual(p.applied(to: Point(x: 0, y: 0)), Point(x: 30, y: -5))
    XCTAssertEqual(p.applied(to: Point(x: 200, y: 100)), Point(x: 230, y: 95))
  }

  func testCornersLandWhereCoreAnimationPutsThem() throws {
    var checked = 0
    try forEachRandomCarouselHost(200, seed: 0x9A0_7EC7) { host, test, _, context in
      for cell in host.attributes(
        forElementsIn: test.viewport, bounds: test.viewport, itemCount: test.count)
      {
        let w = cell.size.width
        let h = cell.size.height
        let projection = cell.projectionAboutOrigin
        for (x, y) in [(0.0, 0.0), (w, 0), (w, h), (0, h), (w / 3, h / 4)] {
          let expected = cell.transform.projecting(Point3D(x: x - w / 2, y: y - h / 2, z: 0))
          let actual = projection.applied(to: Point(x: x, y: y))
          // The 4 x 4 a SwiftUI host converts through maps the plane alike.
          let lifted = projection.transform3D.projecting(Point3D(x: x, y: y, z: 0))
          XCTAssertEqual(lifted == nil, actual == nil, "\(context) \(cell)")
          if let lifted, let actual {
            XCTAssertEqual(lifted.x, actual.x, accuracy: 1e-9 * max(1, abs(actual.x)), context)
            XCTAssertEqual(lifted.y, actual.y, accuracy: 1e-9 * max(1, abs(actual.y)), context)
          }
          XCTAssertEqual(expected == nil, actual == nil, "\(context) \(cell)")
          guard let expected, let actual else { continue }
          let scale = max(1, abs(expected.x), abs(expected.y))
          // Placed: the view's centre at the cell's centre, so its
          // top-left corner at center - (w/2, h/2).
          XCTAssertEqual(actual.x - w / 2, expected.x, accuracy: 1e-7 * scale, context)
          XCTAssertEqual(actual.y - h / 2, expected.y, accuracy: 1e-7 * scale, context)
          checked += 1
        }
        if cell.projectsWhole {
          XCTAssertNotNil(projection.applied(to: Point(x: w / 2, y: h / 2)), context)
        }
      }
    }
    XCTAssertGreaterThan(checked, 100)
  }
}
