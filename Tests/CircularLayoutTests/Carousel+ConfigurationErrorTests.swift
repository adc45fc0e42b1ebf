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
    (.circularItemCount(0), "circularItemCount"), (.fadeMin(.nan), "fadeMin"),
    (.fadeMax(.nan), "fadeMax"), (.fadeRange(0), "fadeRange"),
    (.fadeMinAlpha(2), "fadeMinAlpha"), (.scrollDistancePerItem(-1), "scrollDistancePerItem"),
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
    configuration.fadeMin = 1
    configuration.fadeMax = 1
    configuration.scrollDistancePerItem = 1
    let data = try JSONEncoder().encode(configuration)
    let keys = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any]).keys
    XCTAssertTrue(Set(everyCase.map(\.1)).isSubset(of: keys))
  }

  func testDescriptionsNameTheValueAndTheRule() {
    XCTAssertEqual(
      Carousel.ConfigurationError.perspective(.infinity).description,
      "Carousel perspective must be finite (0 is orthographic); got inf")
    XCTAssertEqual(
      Carousel.ConfigurationError.visibleItemLimit(0).description,
      "Carousel visibleItemLimit must lie in 1...10000; got 0")
    XCTAssertEqual(
      Carousel.ConfigurationError.arc(0).description,
      "Carousel arc must be a finite, non-zero angle in radians; got 0.0")
    XCTAssertEqual(
      Carousel.ConfigurationError.fadeMinAlpha(2).description,
      "Carousel fadeMinAlpha must lie in 0...1; got 2.0")
    XCTAssertTrue(
      Carousel.ConfigurationError.style(.custom).description.contains("CarouselTransform"))
    XCTAssertEqual(Set(everyCase.map(\.0.field)).count, everyCase.count)
  }
}
