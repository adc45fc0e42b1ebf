// Carousel.Configuration: every field's default, each validation rule in
// its order, and the paths that check it (the initializers and
// setConfiguration, which keeps the carousel on an error and keeps its
// style).

import CircularLayout
import LayoutContractSupport
import LayoutGeometry
import XCTest

final class CarouselConfigurationTests: XCTestCase {
  func testEveryDefault() {
    let configuration = Carousel.Configuration()
    XCTAssertEqual(configuration.style, .linear)
    XCTAssertEqual(configuration.itemSize, Size(width: 200, height: 200))
    XCTAssertEqual(configuration.perspective, -1.0 / 500)
    XCTAssertEqual(configuration.viewpointOffset, .zero)
    XCTAssertEqual(configuration.centerOffset, .zero)
    XCTAssertEqual(configuration.axis, .horizontal)
    XCTAssertNil(configuration.wrapsAround)
    XCTAssertNil(configuration.showsBackfaces)
    XCTAssertEqual(configuration.visibleItemLimit, 30)
    XCTAssertNil(configuration.spacing)
    XCTAssertEqual(configuration.arc, 2 * .pi)
    XCTAssertNil(configuration.radius)
    XCTAssertNil(configuration.anglePerItem)
    XCTAssertNil(configuration.tilt)
    XCTAssertNil(configuration.circularItemCount)
    XCTAssertNil(configuration.fade)
    XCTAssertNil(configuration.scrollDistancePerItem)
    XCTAssertEqual(configuration.layoutDirection, .leftToRight)
    XCTAssertEqual(configuration.snapping, .free)
    XCTAssertNoThrow(try configuration.validate())
  }

  /// Each rule, with a value just inside and one outside it.
  func testEachRule() {
    typealias Change = (inout Carousel.Configuration) -> Void
    let limit = Carousel.maximumLength
    let rules: [(Change, Carousel.ConfigurationError?)] = [
      ({ $0.itemSize = Size(width: 0, height: 1) }, .itemSize(Size(width: 0, height: 1))),
      ({ $0.itemSize = Size(width: 1, height: -1) }, .itemSize(Size(width: 1, height: -1))),
      ({ $0.itemSize = Size(width: limit, height: limit) }, nil),
      (
        { $0.itemSize = Size(width: limit * 2, height: 1) },
        .itemSize(Size(width: limit * 2, height: 1))
      ),
      ({ $0.perspective = 0 }, nil),
      ({ $0.perspective = 1e300 }, nil),
      ({ $0.perspective = .infinity }, .perspective(.infinity)),
      ({ $0.viewpointOffset = Size(width: -limit, height: limit) }, nil),
      (
        { $0.viewpointOffset = Size(width: 0, height: -.infinity) },
        .viewpointOffset(Size(width: 0, height: -.infinity))
      ),
      (
        { $0.centerOffset = Size(width: 2 * limit, height: 0) },
        .centerOffset(Size(width: 2 * limit, height: 0))
      ),
      ({ $0.visibleItemLimit = 1 }, nil),
      ({ $0.visibleItemLimit = Carousel.maximumVisibleItemLimit }, nil),
      ({ $0.visibleItemLimit = 0 }, .visibleItemLimit(0)),
      ({ $0.visibleItemLimit = Int.min }, .visibleItemLimit(Int.min)),
      ({ $0.visibleItemLimit = 10_001 }, .visibleItemLimit(10_001)),
      ({ $0.spacing = 0 }, nil),
      ({ $0.spacing = -3 }, nil),
      ({ $0.spacing = .infinity }, .spacing(.infinity)),
      ({ $0.arc = -.pi }, nil),
      ({ $0.arc = 0 }, .arc(0)),
      ({ $0.arc = -.infinity }, .arc(-.infinity)),
      ({ $0.radius = -10 }, nil),
      ({ $0.radius = .infinity }, .radius(.infinity)),
      ({ $0.anglePerItem = 0 }, nil),
      ({ $0.anglePerItem = -.infinity }, .anglePerItem(-.infinity)),
      ({ $0.tilt = 0 }, nil),
      ({ $0.tilt = .infinity }, .tilt(.infinity)),
      ({ $0.circularItemCount = 1 }, nil),
      ({ $0.circularItemCount = 0 }, .circularItemCount(0)),
      ({ $0.fade = Fade(minimumOffset: -.infinity, maximumOffset: .infinity) }, nil),
      // Crossed bounds are iCarousel's to allow: both rules apply.
      ({ $0.fade = Fade(minimumOffset: 2, maximumOffset: -1) }, nil),
      ({ $0.fade = Fade(minimumOffset: .infinity, maximumOffset: -.infinity) }, nil),
      ({ $0.fade = Fade(range: 0.001) }, nil),
      ({ $0.fade = Fade(range: 0) }, .fade(Fade(range: 0))),
      ({ $0.fade = Fade(range: -1) }, .fade(Fade(range: -1))),
      ({ $0.fade = Fade(range: .infinity) }, .fade(Fade(range: .infinity))),
      ({ $0.fade = Fade(minimumAlpha: 1) }, nil),
      ({ $0.fade = Fade(minimumAlpha: 1.5) }, .fade(Fade(minimumAlpha: 1.5))),
      ({ $0.fade = Fade(minimumAlpha: -0.1) }, .fade(Fade(minimumAlpha: -0.1))),
      ({ $0.fade = Fade(minimumScale: 1) }, nil),
      ({ $0.fade = Fade(minimumScale: .leastNonzeroMagnitude) }, nil),
      ({ $0.fade = Fade(minimumScale: 0) }, .fade(Fade(minimumScale: 0))),
      ({ $0.fade = Fade(minimumScale: 1.5) }, .fade(Fade(minimumScale: 1.5))),
      ({ $0.scrollDistancePerItem = 1 }, nil),
      ({ $0.scrollDistancePerItem = 0 }, .scrollDistancePerItem(0)),
    ]
    for (number, (change, expected)) in rules.enumerated() {
      var configuration = Carousel.Configuration()
      change(&configuration)
      do {
        try configuration.validate()
        XCTAssertNil(expected, "rule \(number) should reject \(configuration)")
      } catch {
        XCTAssertEqual(error, expected, "rule \(number)")
      }
    }
  }

  /// NaN is equal to nothing, so each NaN rule is checked by its field.
  func testNaNIsRejectedAtEveryFieldThatCanHoldIt() {
    typealias Change = (inout Carousel.Configuration) -> Void
    let changes: [(Change, String)] = [
      ({ $0.itemSize.width = .nan }, "itemSize"), ({ $0.perspective = .nan }, "perspective"),
      ({ $0.viewpointOffset.width = .nan }, "viewpointOffset"),
      ({ $0.centerOffset.height = .nan }, "centerOffset"), ({ $0.spacing = .nan }, "spacing"),
      ({ $0.arc = .nan }, "arc"), ({ $0.radius = .nan }, "radius"),
      ({ $0.anglePerItem = .nan }, "anglePerItem"), ({ $0.tilt = .nan }, "tilt"),
      ({ $0.fade = Fade(minimumOffset: .nan) }, "fade"),
      ({ $0.fade = Fade(maximumOffset: .nan) }, "fade"), ({ $0.fade = Fade(range: .nan) }, "fade"),
      ({ $0.fade = Fade(minimumAlpha: .nan) }, "fade"),
      ({ $0.fade = Fade(minimumScale: .nan) }, "fade"),
      ({ $0.scrollDistancePerItem = .nan }, "scrollDistancePerItem"),
    ]
    for (change, field) in changes {
      var configuration = Carousel.Configuration()
      change(&configuration)
      XCTAssertThrowsError(try configuration.validate(), field) { error in
        XCTAssertEqual((error as? Carousel.ConfigurationError)?.field, field)
      }
    }
  }

  /// The first invalid field in the documented order is reported.
  func testTheFirstInvalidFieldIsReported() {
    var configuration = Carousel.Configuration()
    configuration.fade = Fade(range: 0)
    configuration.spacing = .infinity
    configuration.perspective = .nan
    XCTAssertThrowsError(try configuration.validate()) { error in
      XCTAssertEqual((error as? Carousel.ConfigurationError)?.field, "perspective")
    }
    configuration.perspective = 0
    XCTAssertThrowsError(try configuration.validate()) { error in
      XCTAssertEqual(error as? Carousel.ConfigurationError, .spacing(.infinity))
    }
    configuration.spacing = nil
    XCTAssertThrowsError(try configuration.validate()) { error in
      XCTAssertEqual(error as? Carousel.ConfigurationError, .fade(Fade(range: 0)))
    }
  }

  func testTheInitializersCheck() throws {
    XCTAssertThrowsError(try Carousel(itemSize: Size(width: .nan, height: 1))) { error in
      XCTAssertEqual((error as? Carousel.ConfigurationError)?.field, "itemSize")
    }
    XCTAssertThrowsError(try Carousel(itemSize: Size(width: 10, height: 10), style: .custom)) {
      XCTAssertEqual($0 as? Carousel.ConfigurationError, .style(.custom))
    }
    var configuration = Carousel.Configuration(style: .custom)
    XCTAssertThrowsError(try Carousel(configuration: configuration)) {
      XCTAssertEqual($0 as? Carousel.ConfigurationError, .style(.custom))
    }
    // With a transform, the style is custom whatever the configuration said.
    configuration.style = .cylinder
    let custom = try Carousel(
      configuration: configuration,
      custom: ParametricTransform(parameters: .init(step: 10, lift: 0, turn: 0)))
    XCTAssertEqual(custom.style, .custom)
    XCTAssertNotNil(custom.customTransform)
    custom._checkInvariants()
    configuration.arc = 0
    XCTAssertThrowsError(
      try Carousel(
        configuration: configuration,
        custom: ParametricTransform(parameters: .init(step: 10, lift: 0, turn: 0)))
    ) { XCTAssertEqual($0 as? Carousel.ConfigurationError, .arc(0)) }
  }

  func testSetConfigurationKeepsTheCarouselOnAnErrorAndKeepsTheStyle() throws {
    var carousel = try Carousel(itemSize: Size(width: 200, height: 200), style: .cylinder)
    let before = carousel
    var configuration = carousel.configuration
    configuration.tilt = .nan
    XCTAssertThrowsError(try carousel.setConfiguration(configuration))
    XCTAssertEqual(carousel, before)
    configuration.tilt = 0.5
    configuration.style = .coverFlow
    XCTAssertThrowsError(try carousel.setConfiguration(configuration)) {
      XCTAssertEqual($0 as? Carousel.ConfigurationError, .style(.coverFlow))
    }
    XCTAssertEqual(carousel, before)
    configuration.style = .cylinder
    try carousel.setConfiguration(configuration)
    carousel._checkInvariants()
    XCTAssertEqual(carousel.tilt, 0.5)
    carousel._checkInvariants()
  }
}
