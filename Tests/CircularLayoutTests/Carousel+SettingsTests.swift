// The settings as properties: iCarousel's plain property spelling compiles
// and works; a property whose values can be invalid ignores an invalid one
// (the carousel keeps its previous, valid state), and its throwing setter
// reports why; `nil` restores a style's default.

import CircularLayout
import LayoutGeometry
import XCTest

final class CarouselSettingsTests: XCTestCase {
  /// The issue's snippet, as written.
  func testTheIssuesSpelling() throws {
    var carousel = try Carousel(itemSize: Size(width: 200, height: 200), style: .cylinder)
    carousel.perspective = -1.0 / 500
    carousel.isVertical = false
    carousel.wrapsAround = true
    carousel.showsBackfaces = false
    carousel.visibleItemLimit = 30
    carousel.layoutDirection = .rightToLeft
    carousel._checkInvariants()
    XCTAssertEqual(carousel.configuration.wrapsAround, true)
    XCTAssertEqual(carousel.configuration.showsBackfaces, false)
    XCTAssertEqual(carousel.configuration.layoutDirection, .rightToLeft)
  }

  /// Every property that can be given an invalid value: the plain setter
  /// keeps the previous value, the throwing one names the field, and a
  /// valid value goes through either way.
  func testInvalidValuesKeepThePreviousState() throws {
    let start = try Carousel(itemSize: Size(width: 200, height: 200), style: .coverFlow)
    struct Case {
      var name: String
      var plain: (inout Carousel) -> Void
      var throwing: (inout Carousel) throws -> Void
      var valid: (inout Carousel) -> Void
      var read: (Carousel) -> AnyHashable
      var expected: AnyHashable
    }
    let cases: [Case] = [
      Case(
        name: "perspective", plain: { $0.perspective = .nan },
        throwing: { try $0.setPerspective(.infinity) }, valid: { $0.perspective = 0 },
        read: { $0.perspective }, expected: 0.0),
      Case(
        name: "viewpointOffset", plain: { $0.viewpointOffset = Size(width: .nan, height: 0) },
        throwing: { try $0.setViewpointOffset(Size(width: 0, height: 1e300)) },
        valid: { $0.viewpointOffset = Size(width: 5, height: 6) }, read: { $0.viewpointOffset },
        expected: Size(width: 5, height: 6)),
      Case(
        name: "centerOffset", plain: { $0.centerOffset = Size(width: .infinity, height: 0) },
        throwing: { try $0.setCenterOffset(Size(width: 0, height: .nan)) },
        valid: { $0.centerOffset = Size(width: -5, height: 6) }, read: { $0.centerOffset },
        expected: Size(width: -5, height: 6)),
      Case(
        name: "visibleItemLimit", plain: { $0.visibleItemLimit = 0 },
        throwing: { try $0.setVisibleItemLimit(-4) }, valid: { $0.visibleItemLimit = 5 },
        read: { $0.visibleItemLimit }, expected: 5),
      Case(
        name: "spacing", plain: { $0.spacing = .nan }, throwing: { try $0.setSpacing(.infinity) },
        valid: { $0.spacing = 0.5 }, read: { $0.spacing }, expected: 0.5),
      Case(
        name: "arc", plain: { $0.arc = 0 }, throwing: { try $0.setArc(.nan) },
        valid: { $0.arc = .pi }, read: { $0.arc }, expected: Double.pi),
      Case(
        name: "radius", plain: { $0.radius = .infinity }, throwing: { try $0.setRadius(.nan) },
        valid: { $0.radius = 40 }, read: { $0.radius }, expected: 40.0 as Double?),
      Case(
        name: "anglePerItem", plain: { $0.anglePerItem = .nan },
        throwing: { try $0.setAnglePerItem(-.infinity) }, valid: { $0.anglePerItem = 0.2 },
        read: { $0.anglePerItem }, expected: 0.2 as Double?),
      Case(
        name: "tilt", plain: { $0.tilt = .infinity }, throwing: { try $0.setTilt(.nan) },
        valid: { $0.tilt = 0 }, read: { $0.tilt }, expected: 0.0),
      Case(
        name: "circularItemCount", plain: { $0.circularItemCount = 0 },
        throwing: { try $0.setCircularItemCount(-1) }, valid: { $0.circularItemCount = 8 },
        read: { $0.circularItemCount }, expected: 8 as Int?),
      Case(
        name: "fadeMin", plain: { $0.fadeMin = .nan }, throwing: { try $0.setFadeMin(.nan) },
        valid: { $0.fadeMin = -2 }, read: { $0.fadeMin }, expected: -2.0),
      Case(
        name: "fadeMax", plain: { $0.fadeMax = .nan }, throwing: { try $0.setFadeMax(.nan) },
        valid: { $0.fadeMax = 3 }, read: { $0.fadeMax }, expected: 3.0),
      Case(
        name: "fadeRange", plain: { $0.fadeRange = 0 }, throwing: { try $0.setFadeRange(-1) },
        valid: { $0.fadeRange = 2 }, read: { $0.fadeRange }, expected: 2.0),
      Case(
        name: "fadeMinAlpha", plain: { $0.fadeMinAlpha = 1.1 },
        throwing: { try $0.setFadeMinAlpha(.nan) }, valid: { $0.fadeMinAlpha = 0.4 },
        read: { $0.fadeMinAlpha }, expected: 0.4),
    ]
    for test in cases {
      var carousel = start
      test.plain(&carousel)
      XCTAssertEqual(carousel, start, "\(test.name): the invalid value is ignored")
      XCTAssertThrowsError(try test.throwing(&carousel), test.name) { error in
        XCTAssertEqual((error as? Carousel.ConfigurationError)?.field, test.name)
      }
      XCTAssertEqual(carousel, start, "\(test.name): the throwing setter keeps the carousel")
      test.valid(&carousel)
      XCTAssertEqual(test.read(carousel), test.expected, test.name)
      carousel._checkInvariants()
    }
  }

  /// The style's defaults, overridden, and restored with `nil`.
  func testNilRestoresTheStylesDefaults() throws {
    var carousel = try Carousel(itemSize: Size(width: 200, height: 200), style: .timeMachine)
    XCTAssertEqual(carousel.tilt, 0.3)
    XCTAssertEqual(carousel.fadeMax, 0)
    carousel.tilt = 0.7
    carousel.fadeMax = .infinity
    carousel.spacing = 2
    XCTAssertEqual(carousel.tilt, 0.7)
    XCTAssertEqual(carousel.fadeMax, .infinity)
    try carousel.setTilt(nil)
    try carousel.setFadeMax(nil)
    try carousel.setSpacing(nil)
    XCTAssertEqual(carousel.tilt, 0.3)
    XCTAssertEqual(carousel.fadeMax, 0)
    XCTAssertEqual(carousel.spacing, 1)
    XCTAssertEqual(carousel.configuration, Carousel.Configuration(style: .timeMachine))

    var cylinder = try Carousel(itemSize: Size(width: 200, height: 200), style: .invertedCylinder)
    XCTAssertTrue(cylinder.wrapsAround)
    XCTAssertFalse(cylinder.showsBackfaces)
    cylinder.wrapsAround = false
    cylinder.showsBackfaces = true
    var configuration = cylinder.configuration
    configuration.wrapsAround = nil
    configuration.showsBackfaces = nil
    try cylinder.setConfiguration(configuration)
    XCTAssertTrue(cylinder.wrapsAround)
    XCTAssertFalse(cylinder.showsBackfaces)
  }

  func testTheItemSizeAndDistanceChangeOnlyThroughAThrowingSetter() throws {
    var carousel = try Carousel(itemSize: Size(width: 200, height: 100), style: .coverFlow)
    XCTAssertEqual(carousel.scrollDistancePerItem, 100)
    XCTAssertThrowsError(try carousel.setItemSize(Size(width: -1, height: 1)))
    try carousel.setItemSize(Size(width: 300, height: 100))
    XCTAssertEqual(carousel.scrollDistancePerItem, 150)
    XCTAssertThrowsError(try carousel.setScrollDistancePerItem(.infinity)) {
      XCTAssertEqual($0 as? Carousel.ConfigurationError, .scrollDistancePerItem(.infinity))
    }
    try carousel.setScrollDistancePerItem(64)
    XCTAssertEqual(carousel.customScrollDistancePerItem, 64)
    XCTAssertEqual(carousel.scrollDistancePerItem, 64)
    try carousel.setScrollDistancePerItem(nil)
    XCTAssertEqual(carousel.scrollDistancePerItem, 150)
    // An item so short that half of it underflows still scrolls.
    let tiny = try Carousel(
      itemSize: Size(width: .leastNonzeroMagnitude, height: 1), style: .coverFlow)
    XCTAssertEqual(tiny.scrollDistancePerItem, .leastNonzeroMagnitude)
    tiny._checkInvariants()
  }
}
