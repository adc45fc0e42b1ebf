import LayoutGeometry
import LayoutTestSupport
import XCTest

final class Point3DTests: XCTestCase {
  func testInitialiserAndZero() {
    let point = Point3D(x: 1.5, y: -2, z: 3)
    XCTAssertEqual(point.x, 1.5)
    XCTAssertEqual(point.y, -2)
    XCTAssertEqual(point.z, 3)
    XCTAssertEqual(Point3D.zero, Point3D(x: 0, y: 0, z: 0))
    XCTAssertEqual(point.description, "(1.5, -2, 3)")
  }

  func testIsFiniteRejectsEachNonFiniteCoordinate() {
    XCTAssertTrue(Point3D(x: 1e308, y: -1e-308, z: 0).isFinite)
    for value in [Double.nan, .infinity, -.infinity] {
      XCTAssertFalse(Point3D(x: value, y: 0, z: 0).isFinite)
      XCTAssertFalse(Point3D(x: 0, y: value, z: 0).isFinite)
      XCTAssertFalse(Point3D(x: 0, y: 0, z: value).isFinite)
    }
  }

  func testCodableRoundTripAndWireFormat() throws {
    let point = Point3D(x: 1, y: -2.5, z: 1e-3)
    XCTAssertEqual(try GeometryCoding.roundTrip(point), point)
    XCTAssertEqual(try GeometryCoding.json(Point3D(x: 1, y: 2, z: 3)), #"{"x":1,"y":2,"z":3}"#)
    XCTAssertThrowsError(try GeometryCoding.decode(Point3D.self, from: #"{"x": 1, "y": 2}"#))
  }

  func testHashableComparesAllThreeCoordinates() {
    let set: Set = [
      Point3D(x: 1, y: 2, z: 3), Point3D(x: 1, y: 2, z: 3), Point3D(x: 1, y: 2, z: -3),
      Point3D(x: 2, y: 1, z: 3), Point3D(x: 0, y: 0, z: 0), Point3D(x: -0.0, y: 0, z: 0),
    ]
    XCTAssertEqual(set.count, 4)
    requireSendable(Point3D.self)
  }

  private func requireSendable<T: Sendable>(_: T.Type) {}
}
