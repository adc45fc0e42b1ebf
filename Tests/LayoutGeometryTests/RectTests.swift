import LayoutGeometry
import LayoutTestSupport
import XCTest

final class RectTests: XCTestCase {
  // MARK: - Initialisers

  func testInitialisersStoreOriginAndSizeAsGiven() {
    let rect = Rect(x: 10, y: 20, width: -4, height: 6)
    XCTAssertEqual(rect.origin, Point(x: 10, y: 20))
    XCTAssertEqual(rect.size, Size(width: -4, height: 6))
    XCTAssertEqual(Rect(origin: Point(x: 10, y: 20), size: Size(width: -4, height: 6)), rect)
    XCTAssertEqual(Rect.zero, Rect(x: 0, y: 0, width: 0, height: 0))
  }

  func testEdgeInitialiserSpansTheBounds() {
    XCTAssertEqual(
      Rect(minX: 1, minY: 2, maxX: 4, maxY: 8), Rect(x: 1, y: 2, width: 3, height: 6))
    // Swapped bounds describe the same area; the stored size is negative.
    let swapped = Rect(minX: 4, minY: 8, maxX: 1, maxY: 2)
    XCTAssertEqual(swapped, Rect(x: 4, y: 8, width: -3, height: -6))
    XCTAssertEqual(swapped.standardized, Rect(x: 1, y: 2, width: 3, height: 6))
  }

  // MARK: - Standardised edges

  func testDerivedPropertiesOfAPositiveRect() {
    assertEdges(
      of: Rect(x: 1, y: 2, width: 4, height: 6),
      minX: 1, midX: 3, maxX: 5, minY: 2, midY: 5, maxY: 8)
  }

  func testNegativeWidthIsStandardisedInEveryDerivedProperty() {
    // Stored from the right edge leftwards: the same area as (1, 2, 4, 6).
    assertEdges(
      of: Rect(x: 5, y: 2, width: -4, height: 6),
      minX: 1, midX: 3, maxX: 5, minY: 2, midY: 5, maxY: 8)
  }

  func testNegativeHeightIsStandardisedInEveryDerivedProperty() {
    assertEdges(
      of: Rect(x: 1, y: 8, width: 4, height: -6),
      minX: 1, midX: 3, maxX: 5, minY: 2, midY: 5, maxY: 8)
  }

  func testNegativeWidthAndHeightAreStandardisedInEveryDerivedProperty() {
    assertEdges(
      of: Rect(x: 5, y: 8, width: -4, height: -6),
      minX: 1, midX: 3, maxX: 5, minY: 2, midY: 5, maxY: 8)
  }

  func testStandardisedFormOfDegenerateRectsKeepsTheirPosition() {
    assertEdges(
      of: Rect(x: 3, y: -2, width: 0, height: -5),
      minX: 3, midX: 3, maxX: 3, minY: -7, midY: -4.5, maxY: -2)
  }

  func testWidthAndHeightOfNaNStayNaN() {
    let rect = Rect(x: 0, y: 0, width: .nan, height: .nan)
    XCTAssertTrue(rect.width.isNaN)
    XCTAssertTrue(rect.height.isNaN)
    XCTAssertTrue(rect.center.x.isNaN)
    XCTAssertEqual(Rect(x: 0, y: 0, width: -.infinity, height: 1).width, .infinity)
  }

  // MARK: - Finite and empty

  func testIsFiniteChecksAllFourComponents() {
    XCTAssertTrue(Rect(x: -1e308, y: 1e308, width: -1e308, height: 0).isFinite)
    for bad in [Double.nan, .infinity, -.infinity] {
      for rect in rects(withOneComponent: bad) {
        XCTAssertFalse(rect.isFinite, "\(rect)")
      }
    }
  }

  func testIsEmptyForZeroWidthOrHeight() {
    XCTAssertTrue(Rect.zero.isEmpty)
    XCTAssertTrue(Rect(x: 5, y: 5, width: 0, height: 10).isEmpty)
    XCTAssertTrue(Rect(x: 5, y: 5, width: 10, height: 0).isEmpty)
    XCTAssertTrue(Rect(x: 5, y: 5, width: -0.0, height: 10).isEmpty)
    XCTAssertTrue(Rect(x: 5, y: 5, width: -10, height: 0).isEmpty)
  }

  func testIsEmptyIsFalseForNegativeOrTinyOrHugeSizes() {
    XCTAssertFalse(Rect(x: 0, y: 0, width: -1, height: 1).isEmpty)
    XCTAssertFalse(Rect(x: 0, y: 0, width: 1, height: -1).isEmpty)
    XCTAssertFalse(Rect(x: 0, y: 0, width: -1, height: -1).isEmpty)
    let tiny = Double.leastNonzeroMagnitude
    XCTAssertFalse(Rect(x: 0, y: 0, width: tiny, height: tiny).isEmpty)
    XCTAssertFalse(Rect(x: -1e308, y: 0, width: 1e308, height: 1e308).isEmpty)
  }

  func testIsEmptyForAnyNaNOrInfiniteComponent() {
    for bad in [Double.nan, .infinity, -.infinity] {
      for rect in rects(withOneComponent: bad) {
        XCTAssertTrue(rect.isEmpty, "\(rect)")
      }
    }
  }

  // MARK: - Description, Codable, Hashable

  func testDescriptionShowsTheStoredComponents() {
    XCTAssertEqual(Rect(x: 0, y: 0, width: 10, height: 20).description, "(0, 0, 10×20)")
    XCTAssertEqual(
      Rect(x: 10, y: 0, width: -10, height: 5).description, "(10, 0, -10×5)")
    XCTAssertEqual("\(Rect(x: .nan, y: 1, width: .infinity, height: 0))", "(nan, 1, inf×0)")
  }

  func testCodableRoundTripKeepsNegativeSizes() throws {
    for rect in [
      Rect.zero, Rect(x: 10, y: -3, width: -10, height: 5.5),
      Rect(x: Double.leastNormalMagnitude / 4, y: 1e308, width: -1e308, height: 0),
    ] {
      XCTAssertEqual(try GeometryCoding.roundTrip(rect), rect)
    }
  }

  func testCodableWireFormatNestsOriginAndSize() throws {
    let rect = Rect(x: 1, y: 2, width: -3, height: 4)
    XCTAssertEqual(
      try GeometryCoding.json(rect),
      #"{"origin":{"x":1,"y":2},"size":{"height":4,"width":-3}}"#)
    XCTAssertEqual(
      try GeometryCoding.decode(
        Rect.self, from: #"{"size": {"width": -3, "height": 4}, "origin": {"x": 1, "y": 2}}"#),
      rect)
    XCTAssertThrowsError(try GeometryCoding.decode(Rect.self, from: #"{"x": 1, "y": 2}"#))
    XCTAssertThrowsError(try GeometryCoding.json(Rect(x: .nan, y: 0, width: 1, height: 1)))
  }

  func testHashableComparesTheStoredForm() {
    let rect = Rect(x: 1, y: 2, width: 3, height: 4)
    XCTAssertEqual(rect, Rect(x: 1, y: 2, width: 3, height: 4))
    XCTAssertEqual(rect.hashValue, Rect(x: 1, y: 2, width: 3, height: 4).hashValue)
    // The same area stored with a negative size is a different value.
    let flipped = Rect(x: 4, y: 6, width: -3, height: -4)
    XCTAssertNotEqual(rect, flipped)
    XCTAssertEqual(rect, flipped.standardized)
    let set: Set = [rect, flipped, flipped.standardized, .zero]
    XCTAssertEqual(set.count, 3)
    XCTAssertEqual(
      Rect(x: 0, y: -0.0, width: 1, height: 1).hashValue,
      Rect(x: -0.0, y: 0, width: 1, height: 1).hashValue)
  }

  func testIsSendable() {
    requireSendable(Rect.self)
  }

  // MARK: - Helpers

  private func requireSendable<T: Sendable>(_: T.Type) {}

  private func rects(withOneComponent value: Double) -> [Rect] {
    [
      Rect(x: value, y: 0, width: 1, height: 1), Rect(x: 0, y: value, width: 1, height: 1),
      Rect(x: 0, y: 0, width: value, height: 1), Rect(x: 0, y: 0, width: 1, height: value),
    ]
  }

  private func assertEdges(
    of rect: Rect, minX: Double, midX: Double, maxX: Double,
    minY: Double, midY: Double, maxY: Double,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(rect.minX, minX, "minX", file: file, line: line)
    XCTAssertEqual(rect.midX, midX, "midX", file: file, line: line)
    XCTAssertEqual(rect.maxX, maxX, "maxX", file: file, line: line)
    XCTAssertEqual(rect.minY, minY, "minY", file: file, line: line)
    XCTAssertEqual(rect.midY, midY, "midY", file: file, line: line)
    XCTAssertEqual(rect.maxY, maxY, "maxY", file: file, line: line)
    XCTAssertEqual(rect.width, maxX - minX, "width", file: file, line: line)
    XCTAssertEqual(rect.height, maxY - minY, "height", file: file, line: line)
    XCTAssertGreaterThanOrEqual(rect.width, 0, "width", file: file, line: line)
    XCTAssertGreaterThanOrEqual(rect.height, 0, "height", file: file, line: line)
    XCTAssertEqual(rect.center, Point(x: midX, y: midY), "center", file: file, line: line)
    XCTAssertEqual(
      rect.standardized, Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY),
      "standardized", file: file, line: line)
    XCTAssertEqual(rect.standardized.size.width, rect.width, file: file, line: line)
    XCTAssertEqual(rect.standardized.standardized, rect.standardized, file: file, line: line)
  }
}
