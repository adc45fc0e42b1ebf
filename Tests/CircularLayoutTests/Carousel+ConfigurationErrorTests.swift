// Carousel.ConfigurationError: each case names its field (the property and
// the JSON key) and carries the rejected value; its description is a
// sentence naming field, value and rule.

import CircularLayout
import LayoutGeometry
import XCTest

final class CarouselConfigurationErrorTests: XCTestCase {
  private let everyCase: [(Carousel.ConfigurationError, String)] = [
    (.style(.custom), "style"), (.itemSize(Size(width: 0, height: 1)), "itemSize"),
    (.perspective(.infinity), "perspective"), (.viewpointOffset(.zero), "viewpointOffset"),
    (.centerOffset(.zero), "centerOffset"), (.visibleItemLimit(0), "visibleItemLimit"),
    (.spacing(.infinity), "spacing"), (.arc(0), "arc"), (.radius(.infinity), "radius"),
    (.anglePerItem(.infinity), "anglePerItem"), (.tilt(.infinity), "tilt"),
    (.circularItemCount(0), "circularItemCount"), (.fade(Fade(range: 0)), "fade"),
    (.scrollDistancePerItem(-1), "scrollDistancePerItem"),
  ]

  func testEveryFieldIsAConfigurationProperty() throws {
    for (error, field) in everyCase {
      XCTAssertEqual(error.field, field)
      XCTAssertTrue(error.description.hasPrefix("Carousel \(field) "), error.description)
    }
    // Each field is a key the configuration encodes.
    var configuration = Carousel.Configuration()
    configuration.wrapsAround = true
    configuration.showsBackfaces = true
    configuration.spacing = 1
    configuration.radius = 1
    configuration.anglePerItem = 1
    configuration.tilt = 1
    configuration.circularItemCount = 1
    configuration.fade = Fade(maximumOffset: 1)
    configuration.scrollDistancePerItem = 1
    let data = try JSONEncoder().encode(configuration)
    let keys = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any]).keys
    XCTAssertTrue(Set(everyCase.map(\.1)).isSubset(of: keys))
  }

  /// Every description has the one shape, `Carousel <field> must <rule>;
  /// got <value>`, with the value printed as every result prints numbers.
  func testDescriptionsNameTheFieldTheRuleAndTheValue() {
    let expected: [(Carousel.ConfigurationError, String)] = [
      (
        .style(.custom),
        "Carousel style must be the carousel's own, and custom only with a CarouselTransform "
          + "(init(itemSize:custom:) or init(configuration:custom:)); got custom"
      ),
      (
        .itemSize(Size(width: 0, height: 1)),
        "Carousel itemSize must have a finite, positive width and height, each at most "
          + "9,007,199,254,740,992; got 0×1"
      ),
      (.perspective(.infinity), "Carousel perspective must be finite (0 is orthographic); got inf"),
      (
        .viewpointOffset(Size(width: .nan, height: 2)),
        "Carousel viewpointOffset must be finite and at most 9,007,199,254,740,992 in magnitude; "
          + "got nan×2"
      ),
      (
        .centerOffset(Size(width: 1e300, height: 0)),
        "Carousel centerOffset must be finite and at most 9,007,199,254,740,992 in magnitude; "
          + "got 1e+300×0"
      ),
      (
        .visibleItemLimit(20_000),
        "Carousel visibleItemLimit must be from 1 to 10,000; got 20,000"
      ),
      (.spacing(.nan), "Carousel spacing must be finite; got nan"),
      (.arc(0), "Carousel arc must be a finite, non-zero angle in radians; got 0"),
      (.radius(-.infinity), "Carousel radius must be finite; got -inf"),
      (.anglePerItem(.nan), "Carousel anglePerItem must be a finite angle in radians; got nan"),
      (.tilt(.infinity), "Carousel tilt must be finite (0 turns nothing); got inf"),
      (.circularItemCount(-3), "Carousel circularItemCount must be at least 1; got -3"),
      (
        .fade(Fade(maximumOffset: 0, range: 0)),
        "Carousel fade must have a finite, positive range; got Fade(minimumOffset: -inf, "
          + "maximumOffset: 0, range: 0, minimumAlpha: 0, minimumScale: 1)"
      ),
      (
        .fade(Fade(minimumScale: 0)),
        "Carousel fade must have a minimumScale above 0 and at most 1; got Fade(minimumOffset: "
          + "-inf, maximumOffset: inf, range: 1, minimumAlpha: 0, minimumScale: 0)"
      ),
      (
        .scrollDistancePerItem(1_234.5),
        "Carousel scrollDistancePerItem must be finite, positive and at most "
          + "9,007,199,254,740,992 points; got 1,234.5"
      ),
    ]
    for (error, text) in expected {
      XCTAssertEqual(error.description, text)
    }
    XCTAssertEqual(Set(everyCase.map(\.0.field)).count, everyCase.count)
  }
}
