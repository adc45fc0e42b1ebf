// The numbers that "Projecting Items in 3D" and the doc comments of
// Transform3D and ConvexPolygon show, checked, so that the documentation
// cannot drift from the code.

import LayoutGeometry
import XCTest

final class ProjectionDocumentationTests: XCTestCase {
  private var perspective: Transform3D {
    var p = Transform3D.identity
    p.m34 = -1.0 / 500
    return p
  }
  private let item = Rect(x: -50, y: -60, width: 100, height: 120)

  func testTheWorkedProjection() {
    let turned = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0).concatenating(perspective)
    let outline = turned.projecting(item)
    let expected = [
      Point(x: -27.37, y: -65.69), Point(x: 23.01, y: -55.22), Point(x: 23.01, y: 55.22),
      Point(x: -27.37, y: 65.69),
    ]
    XCTAssertEqual(outline.vertices.count, 4)
    for (vertex, want) in zip(outline.vertices, expected) {
      XCTAssertEqual(vertex.x, want.x, accuracy: 0.005)
      XCTAssertEqual(vertex.y, want.y, accuracy: 0.005)
    }
    XCTAssertTrue(outline.isFrontFacing)
    let box = outline.boundingBox
    for (actual, want) in [
      (box.minX, -27.37), (box.minY, -65.69), (box.width, 50.38), (box.height, 131.38),
    ] {
      XCTAssertEqual(actual, want, accuracy: 0.005)
    }
    XCTAssertTrue(outline.contains(Point(x: 0, y: 59)))
    XCTAssertFalse(outline.contains(Point(x: 0, y: 61)))
    let above = Rect(x: 15, y: -65, width: 8, height: 5)
    XCTAssertTrue(box.intersects(above))
    XCTAssertFalse(outline.intersects(above))
    // The w of the table.
    XCTAssertEqual(1 - 50 * 3.0.squareRoot() / 2 / 500, 0.9134, accuracy: 5e-5)
  }

  func testItemsBehindTheEye() {
    let pushed = Transform3D(translationX: 0, y: 0, z: 600).concatenating(perspective)
    XCTAssertEqual(pushed.projecting(item).vertices, [])
    var floor = Transform3D.identity
    floor.m24 = -1.0 / 512
    XCTAssertEqual(
      floor.projecting(Rect(x: -64, y: 0, width: 128, height: 1_024)).vertices,
      [
        Point(x: -67_108_864, y: 536_870_400), Point(x: -64, y: 0), Point(x: 64, y: 0),
        Point(x: 67_108_864, y: 536_870_400),
      ])
    let depth: Double = 536_870_400 / 1_048_576
    XCTAssertEqual(depth, 512 - 1.0 / 2_048)
  }

  func testFacingAside() {
    let angle = 80 * Double.pi / 180
    let aside = Transform3D(translationX: 400, y: 0, z: 0)
      .rotated(by: angle, aroundX: 0, y: 1, z: 0)
      .concatenating(perspective)
    XCTAssertGreaterThan(aside.m33, 0)
    XCTAssertFalse(aside.projecting(item).isFrontFacing)
  }

  func testDocCommentExamples() {
    // Transform3D.projecting(_: Point3D).
    let lifted = Transform3D(translationX: 0, y: 0, z: 100).concatenating(perspective)
    let point = lifted.projecting(Point3D(x: 100, y: 50, z: 0))
    XCTAssertEqual(point?.x ?? .nan, 125, accuracy: 1e-12)
    XCTAssertEqual(point?.y ?? .nan, 62.5, accuracy: 1e-12)
    XCTAssertNil(lifted.projecting(Point3D(x: 100, y: 50, z: 400)))
    // Transform3D.projecting(_: Rect).
    let turned = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0).concatenating(perspective)
    XCTAssertEqual(turned.projecting(item).vertices.count, 4)
    // ConvexPolygon.
    let diamond = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
      .projecting(Rect(x: -10, y: -10, width: 20, height: 20))
    XCTAssertTrue(diamond.contains(Point(x: 0, y: 13)))
    XCTAssertFalse(diamond.contains(Point(x: 0, y: 14.2)))
    let box = diamond.boundingBox
    for (actual, want) in [(box.minX, -14.1), (box.minY, -14.1), (box.width, 28.3)] {
      XCTAssertEqual(actual, want, accuracy: 0.05)
    }
    XCTAssertTrue(diamond.intersects(Rect(x: 6, y: 6, width: 10, height: 10)))
    XCTAssertFalse(diamond.intersects(Rect(x: 8, y: 8, width: 10, height: 10)))
    XCTAssertTrue(box.intersects(Rect(x: 8, y: 8, width: 10, height: 10)))
    // ConvexPolygon.contains(_:).
    let square = ConvexPolygon(vertices: [
      Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10),
    ])
    XCTAssertTrue(square.contains(Point(x: 0, y: 5)))
    XCTAssertFalse(square.contains(Point(x: 10, y: 5)))
  }
}
