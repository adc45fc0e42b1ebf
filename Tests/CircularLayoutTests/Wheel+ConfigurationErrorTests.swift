// Wheel.ConfigurationError: each case names its field and carries the
// rejected value, and its description is a sentence naming field, value
// and rule.

import CircularLayout
import LayoutGeometry
import XCTest

final class WheelConfigurationErrorTests: XCTestCase {
  private let everyCase: [(Wheel.ConfigurationError, field: String, description: String)] = [
    (
      .itemSize(Size(width: 0, height: 3)), "itemSize",
      "Wheel itemSize must have a finite, positive width and height of at most "
        + "9007199254740992.0; got 0×3"
    ),
    (
      .radius(-1), "radius",
      "Wheel radius must be finite, positive and at most 9007199254740992.0; got -1.0"
    ),
    (
      .anglePerItem(0), "anglePerItem",
      "Wheel anglePerItem must be a finite, positive angle in radians; got 0.0"
    ),
    (
      .falloffAngles(start: 1, end: 0.5), "falloff",
      "Wheel.Falloff angles must be finite with 0 <= startAngle < endAngle; "
        + "got startAngle 1.0, endAngle 0.5"
    ),
    (
      .falloffMinimumAlpha(2), "falloff",
      "Wheel.Falloff minimumAlpha must lie in 0...1; got 2.0"
    ),
    (
      .falloffMinimumScale(0), "falloff",
      "Wheel.Falloff minimumScale must satisfy 0 < minimumScale <= 1; got 0.0"
    ),
  ]

  func testFieldNamesTheConfigurationProperty() {
    for (error, field, _) in everyCase {
      XCTAssertEqual(error.field, field, "\(error)")
    }
    // The field is the Configuration property and the JSON key.
    XCTAssertEqual(
      Set(everyCase.map(\.field)), ["itemSize", "radius", "anglePerItem", "falloff"])
  }

  func testDescriptionNamesFieldValueAndRule() {
    for (error, _, description) in everyCase {
      XCTAssertEqual(error.description, description)
      XCTAssertEqual("\(error)", description)
    }
  }

  func testCasesCarryTheRejectedValue() {
    XCTAssertEqual(Wheel.ConfigurationError.radius(-1), .radius(-1))
    XCTAssertNotEqual(Wheel.ConfigurationError.radius(-1), .radius(-2))
    XCTAssertNotEqual(Wheel.ConfigurationError.radius(0), .anglePerItem(0))
    guard case .falloffAngles(let start, let end) = everyCase[3].0 else {
      return XCTFail("\(everyCase[3].0)")
    }
    XCTAssertEqual(start, 1)
    XCTAssertEqual(end, 0.5)
    XCTAssertEqual(Set(everyCase.map(\.0)).count, 6)
  }
}
