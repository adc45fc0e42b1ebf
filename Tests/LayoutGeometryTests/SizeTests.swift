import LayoutGeometry
import LayoutTestSupport
import XCTest

final class SizeTests: XCTestCase {
  func testInitialiserStoresComponentsIncludingNegativeOnes() {
    let size = Size(width: -3, height: 4.5)
    XCTAssertEqual(size.width, -3)
    XCTAssertEqual(size.height, 4.5)
  }

  func testZeroHasNoExtent() {
    XCTAssertEqual(Size.zero, Size(width: 0, height: 0))
  }

  func testIsFiniteIsFalseForAnyNaNOrInfiniteComponent() {
    XCTAssertTrue(Size(width: -1e308, height: 0).isFinite)
    for bad in [Double.nan, .infinity, -.infinity] {
      XCTAssertFalse(Size(width: bad, height: 1).isFinite, "width = \(bad)")
      XCTAssertFalse(Size(width: 1, height: bad).isFinite, "height = \(bad)")
    }
  }

  func testDescriptionIsWidthByHeight() {
    XCTAssertEqual(Size(width: 375, height: 812).description, "375×812")
    XCTAssertEqual(Size(width: -2, height: 0.5).description, "-2×0.5")
    XCTAssertEqual("\(Size(width: .infinity, height: .nan))", "inf×nan")
  }

  func testCodableRoundTripAndWireFormat() throws {
    for size in [
      Size.zero, Size(width: -10, height: 3.25), Size(width: .leastNonzeroMagnitude, height: 1e308),
    ] {
      XCTAssertEqual(try GeometryCoding.roundTrip(size), size)
    }
    XCTAssertEqual(
      try GeometryCoding.json(Size(width: -10, height: 2.5)), #"{"height":2.5,"width":-10}"#)
    XCTAssertEqual(
      try GeometryCoding.decode(Size.self, from: #"{"width": 4, "height": -1}"#),
      Size(width: 4, height: -1))
    XCTAssertThrowsError(
      try GeometryCoding.decode(Size.self, from: #"{"width": "4", "height": 1}"#))
  }

  func testHashableComparesStoredComponents() {
    // A negative size is kept as stored: it is not equal to its magnitude.
    XCTAssertNotEqual(Size(width: -1, height: 2), Size(width: 1, height: 2))
    XCTAssertEqual(Size(width: -0.0, height: 2).hashValue, Size(width: 0, height: 2).hashValue)
    let set: Set = [
      Size(width: 1, height: 2), Size(width: 1, height: 2), Size(width: 2, height: 1),
    ]
    XCTAssertEqual(set.count, 2)
  }

  func testIsSendable() {
    requireSendable(Size.self)
  }

  private func requireSendable<T: Sendable>(_: T.Type) {}
}
