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
      "Wheel itemSize must have a finite, positive width and height, each at most "
        + "9,007,199,254,740,992; got 0×3"
    ),
    (
      .radius(-1), "radius",
      "Wheel radius must be finite, positive and at most 9,007,199,254,740,992; got -1"
    ),
    (
      .anglePerItem(0), "anglePerItem",
      "Wheel anglePerItem must be a finite, positive angle in radians; got 0"
    ),
    (
      .fade(Fade(minimumOffset: -2, maximumOffset: 2, minimumAlpha: 2)), "fade",
      "Wheel fade must have a minimumAlpha from 0 to 1; got Fade(minimumOffset: -2, "
        + "maximumOffset: 2, range: 1, minimumAlpha: 2, minimumScale: 1)"
    ),
    (
      .fade(Fade(minimumOffset: .nan)), "fade",
      "Wheel fade must have a minimumOffset that is not NaN (-inf turns that side off); "
        + "got Fade(minimumOffset: nan, maximumOffset: inf, range: 1, minimumAlpha: 0, "
        + "minimumScale: 1)"
    ),
    (
      .fade(Fade(maximumOffset: .nan)), "fade",
      "Wheel fade must have a maximumOffset that is not NaN (inf turns that side off); "
        + "got Fade(minimumOffset: -inf, maximumOffset: nan, range: 1, minimumAlpha: 0, "
        + "minimumScale: 1)"
    ),
    (
      .fade(Fade(range: -0.5)), "fade",
      "Wheel fade must have a finite, positive range; got Fade(minimumOffset: -inf, "
        + "maximumOffset: inf, range: -0.5, minimumAlpha: 0, minimumScale: 1)"
    ),
    (
      .fade(Fade(minimumScale: 0)), "fade",
      "Wheel fade must have a minimumScale above 0 and at most 1; got Fade(minimumOffset: "
        + "-inf, maximumOffset: inf, range: 1, minimumAlpha: 0, minimumScale: 0)"
    ),
    (
      .scrollDistancePerItem(0x1p60), "scrollDistancePerItem",
      "Wheel scrollDistancePerItem must be finite, positive and at most 9,007,199,254,740,992 "
        + "points; got 1.152921504606847e+18"
    ),
  ]

  func testFieldNamesTheConfigurationProperty() {
    for (error, field, _) in everyCase {
      XCTAssertEqual(error.field, field, "\(error)")
    }
    // The field is the Configuration property and the JSON key.
    XCTAssertEqual(
      Set(everyCase.map(\.field)),
      ["itemSize", "radius", "anglePerItem", "fade", "scrollDistancePerItem"])
  }

  /// Every description has the one shape, `Wheel <field> must <rule>; got
  /// <value>`, with numbers printed as every result prints them.
  func testDescriptionNamesFieldRuleAndValue() {
    for (error, _, description) in everyCase {
      XCTAssertEqual(error.description, description)
      XCTAssertEqual("\(error)", description)
    }
  }

  func testCasesCarryTheRejectedValue() {
    XCTAssertEqual(Wheel.ConfigurationError.radius(-1), .radius(-1))
    XCTAssertNotEqual(Wheel.ConfigurationError.radius(-1), .radius(-2))
    XCTAssertNotEqual(Wheel.ConfigurationError.radius(0), .anglePerItem(0))
    guard case .fade(let fade) = everyCase[3].0 else {
      return XCTFail("\(everyCase[3].0)")
    }
    XCTAssertEqual(fade.minimumAlpha, 2)
    XCTAssertEqual(fade.minimumOffset, -2)
    XCTAssertEqual(Set(everyCase.map(\.0)).count, everyCase.count)
  }
}
