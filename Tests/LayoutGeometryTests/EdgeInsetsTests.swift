import LayoutGeometry
import LayoutTestSupport
import XCTest

final class EdgeInsetsTests: XCTestCase {
  func testInitialiserStoresEachEdge() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    XCTAssertEqual(insets.top, 1)
    XCTAssertEqual(insets.left, 2)
    XCTAssertEqual(insets.bottom, 3)
    XCTAssertEqual(insets.right, 4)
  }

  func testAllInitialiserUsesOneValueForEveryEdge() {
    XCTAssertEqual(
      EdgeInsets(all: -2.5), EdgeInsets(top: -2.5, left: -2.5, bottom: -2.5, right: -2.5))
  }

  func testZeroIsNoInsetOnAnyEdge() {
    XCTAssertEqual(EdgeInsets.zero, EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
  }

  func testHorizontalAndVerticalSumOppositeEdges() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 4, right: 8)
    XCTAssertEqual(insets.horizontal, 10)
    XCTAssertEqual(insets.vertical, 5)
    let mixed = EdgeInsets(top: -3, left: 5, bottom: 1, right: -7)
    XCTAssertEqual(mixed.horizontal, -2)
    XCTAssertEqual(mixed.vertical, -2)
  }

  func testIsFiniteChecksEveryEdge() {
    XCTAssertTrue(EdgeInsets(all: 1e308).isFinite)
    for bad in [Double.nan, .infinity, -.infinity] {
      XCTAssertFalse(EdgeInsets(top: bad, left: 0, bottom: 0, right: 0).isFinite)
      XCTAssertFalse(EdgeInsets(top: 0, left: bad, bottom: 0, right: 0).isFinite)
      XCTAssertFalse(EdgeInsets(top: 0, left: 0, bottom: bad, right: 0).isFinite)
      XCTAssertFalse(EdgeInsets(top: 0, left: 0, bottom: 0, right: bad).isFinite)
    }
  }

  func testDescriptionNamesEveryEdge() {
    XCTAssertEqual(
      "\(EdgeInsets(top: 1, left: 2.5, bottom: 3_000, right: -4))",
      "(top 1, left 2.5, bottom 3,000, right -4)")
  }

  func testCodableRoundTripAndWireFormat() throws {
    let insets = EdgeInsets(top: 1, left: -2, bottom: 0.5, right: 1e300)
    XCTAssertEqual(try GeometryCoding.roundTrip(insets), insets)
    XCTAssertEqual(
      try GeometryCoding.json(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
      #"{"bottom":3,"left":2,"right":4,"top":1}"#)
    XCTAssertEqual(
      try GeometryCoding.decode(
        EdgeInsets.self, from: #"{"top": 4, "left": 3, "bottom": 2, "right": 1}"#),
      EdgeInsets(top: 4, left: 3, bottom: 2, right: 1))
    XCTAssertThrowsError(
      try GeometryCoding.decode(EdgeInsets.self, from: #"{"top": 4, "left": 3, "bottom": 2}"#))
  }

  func testHashableDistinguishesEdges() {
    let set: Set = [
      EdgeInsets(top: 1, left: 0, bottom: 0, right: 0),
      EdgeInsets(top: 0, left: 1, bottom: 0, right: 0),
      EdgeInsets(top: 0, left: 0, bottom: 1, right: 0),
      EdgeInsets(top: 0, left: 0, bottom: 0, right: 1),
      EdgeInsets(top: 0, left: 0, bottom: 0, right: 1),
    ]
    XCTAssertEqual(set.count, 4)
    XCTAssertEqual(EdgeInsets(all: 0).hashValue, EdgeInsets(all: -0.0).hashValue)
  }

  func testIsSendable() {
    requireSendable(EdgeInsets.self)
  }

  private func requireSendable<T: Sendable>(_: T.Type) {}
}
