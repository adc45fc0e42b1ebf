import LayoutGeometry
import LayoutTestSupport
import XCTest

final class PointTests: XCTestCase {
  func testInitialiserStoresCoordinates() {
    let point = Point(x: 3, y: -4.5)
    XCTAssertEqual(point.x, 3)
    XCTAssertEqual(point.y, -4.5)
  }

  func testZeroIsTheOrigin() {
    XCTAssertEqual(Point.zero, Point(x: 0, y: 0))
  }

  func testIsFiniteIsFalseForAnyNaNOrInfiniteCoordinate() {
    XCTAssertTrue(Point(x: 0, y: 0).isFinite)
    XCTAssertTrue(Point(x: -.greatestFiniteMagnitude, y: .leastNonzeroMagnitude).isFinite)
    for bad in [Double.nan, .infinity, -.infinity, .signalingNaN] {
      XCTAssertFalse(Point(x: bad, y: 0).isFinite, "x = \(bad)")
      XCTAssertFalse(Point(x: 0, y: bad).isFinite, "y = \(bad)")
    }
  }

  func testDescriptionListsBothCoordinates() {
    XCTAssertEqual(Point(x: 3, y: 4).description, "(3, 4)")
    XCTAssertEqual(Point(x: -0.5, y: 1e300).description, "(-0.5, 1e+300)")
    XCTAssertEqual("\(Point(x: .nan, y: -.infinity))", "(nan, -inf)")
  }

  func testCodableRoundTripAndWireFormat() throws {
    for point in [
      Point.zero, Point(x: -1.25, y: 3e-300), Point(x: .greatestFiniteMagnitude, y: -0.0),
    ] {
      XCTAssertEqual(try GeometryCoding.roundTrip(point), point)
    }
    XCTAssertEqual(try GeometryCoding.json(Point(x: 1.5, y: -2)), #"{"x":1.5,"y":-2}"#)
    XCTAssertEqual(
      try GeometryCoding.decode(Point.self, from: #"{"y": 7, "x": -3.5}"#), Point(x: -3.5, y: 7))
    XCTAssertThrowsError(try GeometryCoding.decode(Point.self, from: #"{"x": 1}"#))
  }

  func testCodableRefusesNonFiniteCoordinatesWithTheDefaultEncoder() {
    // JSON has no NaN or infinity; the default strategy throws rather than
    // writing something unreadable.
    XCTAssertThrowsError(try GeometryCoding.json(Point(x: .nan, y: 0)))
    XCTAssertThrowsError(try GeometryCoding.json(Point(x: 0, y: .infinity)))
  }

  func testHashableFollowsCoordinateEquality() {
    XCTAssertEqual(Point(x: 1, y: 2), Point(x: 1, y: 2))
    XCTAssertNotEqual(Point(x: 1, y: 2), Point(x: 2, y: 1))
    // Signed zeros compare equal, so they must hash equally.
    XCTAssertEqual(Point(x: 0.0, y: -0.0), Point(x: -0.0, y: 0.0))
    XCTAssertEqual(Point(x: 0.0, y: -0.0).hashValue, Point(x: -0.0, y: 0.0).hashValue)
    let set: Set = [Point(x: 1, y: 2), Point(x: 1, y: 2), Point(x: 2, y: 1), .zero]
    XCTAssertEqual(set.count, 3)
    XCTAssertNotEqual(Point(x: .nan, y: 0), Point(x: .nan, y: 0))
  }

  func testIsSendable() {
    requireSendable(Point.self)
  }

  private func requireSendable<T: Sendable>(_: T.Type) {}
}
