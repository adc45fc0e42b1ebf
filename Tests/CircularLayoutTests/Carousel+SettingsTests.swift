// The settings convention: a carousel changes through `setConfiguration(_:)`
// or `update(_:)`, both of which throw for an invalid value and leave the
// carousel as it was; the read-only properties report the values in effect
// (the style's defaults resolved); those every value of whose type is valid
// have package setters (for the package's hosts), which write the
// configuration's field.

import CircularLayout
import LayoutGeometry
import XCTest

final class CarouselSettingsTests: XCTestCase {
  /// The iCarousel snippet in the convention's spelling.
  func testTheOptionsAndOneUpdate() throws {
    var carousel = try Carousel(itemSize: Size(width: 200, height: 200), style: .cylinder)
    try carousel.update {
      $0.perspective = -1.0 / 800
      $0.visibleItemLimit = 20
    }
    carousel._checkInvariants()
    carousel.axis = .vertical
    carousel._checkInvariants()
    carousel.wrapsAround = false
    carousel._checkInvariants()
    carousel.showsBackfaces = false
    carousel._checkInvariants()
    carousel.layoutDirection = .rightToLeft
    carousel._checkInvariants()
    carousel.snapping = .paging
    carousel._checkInvariants()
    var expected = Carousel.Configuration(style: .cylinder)
    expected.perspective = -1.0 / 800
    expected.visibleItemLimit = 20
    expected.axis = .vertical
    expected.wrapsAround = false
    expected.showsBackfaces = false
    expected.layoutDirection = .rightToLeft
    expected.snapping = .paging
    XCTAssertEqual(carousel.configuration, expected)
    XCTAssertEqual(carousel.perspective, -1.0 / 800)
    XCTAssertEqual(carousel.visibleItemLimit, 20)
  }

  /// Every field that can be invalid: both spellings throw the error that
  /// names it, the carousel is left exactly as it was, and a valid value
  /// goes through and reads back from the property in effect.
  func testAnInvalidValueLeavesTheCarouselUnchanged() throws {
    let start = try Carousel(itemSize: Size(width: 200, height: 200), style: .coverFlow)
    struct Case {
      var field: String
      var invalid: (inout Carousel.Configuration) -> Void
      var valid: (inout Carousel.Configuration) -> Void
      var read: (Carousel) -> AnyHashable
      var expected: AnyHashable
    }
    let cases: [Case] = [
      Case(
        field: "itemSize", invalid: { $0.itemSize = Size(width: -1, height: 1) },
        valid: { $0.itemSize = Size(width: 300, height: 100) }, read: { $0.itemSize },
        expected: Size(width: 300, height: 100)),
      Case(
        field: "perspective", invalid: { $0.perspective = .nan }, valid: { $0.perspective = 0 },
        read: { $0.perspective }, expected: 0.0),
      Case(
        field: "viewpointOffset", invalid: { $0.viewpointOffset = Size(width: 0, height: 1e300) },
        valid: { $0.viewpointOffset = Size(width: 5, height: 6) }, read: { $0.viewpointOffset },
        expected: Size(width: 5, height: 6)),
      Case(
        field: "centerOffset", invalid: { $0.centerOffset = Size(width: .infinity, height: 0) },
        valid: { $0.centerOffset = Size(width: -5, height: 6) }, read: { $0.centerOffset },
        expected: Size(width: -5, height: 6)),
      Case(
        field: "visibleItemLimit", invalid: { $0.visibleItemLimit = 0 },
        valid: { $0.visibleItemLimit = 5 }, read: { $0.visibleItemLimit }, expected: 5),
      Case(
        field: "spacing", invalid: { $0.spacing = .infinity }, valid: { $0.spacing = 0.5 },
        read: { $0.spacing }, expected: 0.5),
      Case(
        field: "arc", invalid: { $0.arc = 0 }, valid: { $0.arc = .pi }, read: { $0.arc },
        expected: Double.pi),
      Case(
        field: "radius", invalid: { $0.radius = .nan }, valid: { $0.radius = 40 },
        read: { $0.configuration.radius }, expected: 40.0 as Double?),
      Case(
        field: "anglePerItem", invalid: { $0.anglePerItem = -.infinity },
        valid: { $0.anglePerItem = 0.2 }, read: { $0.configuration.anglePerItem },
        expected: 0.2 as Double?),
      Case(
        field: "tilt", invalid: { $0.tilt = .nan }, valid: { $0.tilt = 0 }, read: { $0.tilt },
        expected: 0.0),
      Case(
        field: "circularItemCount", invalid: { $0.circularItemCount = -1 },
        valid: { $0.circularItemCount = 8 }, read: { $0.configuration.circularItemCount },
        expected: 8 as Int?),
      Case(
        field: "fade", invalid: { $0.fade = Fade(range: 0) },
        valid: { $0.fade = Fade(maximumOffset: 2, minimumScale: 0.5) }, read: { $0.fade },
        expected: Fade(maximumOffset: 2, minimumScale: 0.5)),
      Case(
        field: "scrollDistancePerItem", invalid: { $0.scrollDistancePerItem = 0 },
        valid: { $0.scrollDistancePerItem = 64 },
        read: { $0.scrollDistancePerItem(in: phoneViewport, itemCount: 3) }, expected: 64.0),
    ]
    for test in cases {
      var carousel = start
      XCTAssertThrowsError(try carousel.update(test.invalid), test.field) { error in
        XCTAssertEqual((error as? Carousel.ConfigurationError)?.field, test.field)
      }
      XCTAssertEqual(carousel, start, "\(test.field): update keeps the carousel")
      var configuration = carousel.configuration
      test.invalid(&configuration)
      XCTAssertThrowsError(try carousel.setConfiguration(configuration), test.field) { error in
        XCTAssertEqual((error as? Carousel.ConfigurationError)?.field, test.field)
      }
      XCTAssertEqual(carousel, start, "\(test.field): setConfiguration keeps the carousel")
      XCTAssertNotEqual(test.read(carousel), test.expected, test.field)
      try carousel.update(test.valid)
      carousel._checkInvariants()
      XCTAssertEqual(test.read(carousel), test.expected, test.field)
    }
  }

  /// `update` calls its closure once, on a copy of the configuration, and
  /// cannot change the style: a carousel keeps the one it was made with.
  func testUpdateEditsACopyOnceAndKeepsTheStyle() throws {
    var carousel = try Carousel(itemSize: Size(width: 200, height: 200), style: .rotary)
    let start = carousel
    var calls = 0
    XCTAssertThrowsError(
      try carousel.update {
        calls += 1
        $0.style = .linear
        $0.perspective = 0
      }
    ) { XCTAssertEqual($0 as? Carousel.ConfigurationError, .style(.linear)) }
    XCTAssertEqual(calls, 1)
    XCTAssertEqual(carousel, start)
    try carousel.update { _ in calls += 1 }
    carousel._checkInvariants()
    XCTAssertEqual(calls, 2)
    XCTAssertEqual(carousel, start)
  }

  /// The values in effect resolve the style's defaults, and `nil` in the
  /// configuration restores them: the time machine's tilt 0.3 and fade
  /// over the items in front, a cover flow's spacing 0.25 and distance of
  /// half an item.
  func testNilRestoresTheStylesDefaults() throws {
    var carousel = try Carousel(itemSize: Size(width: 200, height: 200), style: .timeMachine)
    XCTAssertEqual(carousel.tilt, 0.3)
    XCTAssertEqual(carousel.spacing, 1)
    XCTAssertEqual(carousel.fade, Fade(maximumOffset: 0))
    try carousel.update {
      $0.tilt = 0.7
      $0.fade = .disabled
      $0.spacing = 2
    }
    carousel._checkInvariants()
    XCTAssertEqual(carousel.tilt, 0.7)
    XCTAssertEqual(carousel.fade, .disabled)
    XCTAssertEqual(carousel.spacing, 2)
    try carousel.update {
      $0.tilt = nil
      $0.fade = nil
      $0.spacing = nil
    }
    carousel._checkInvariants()
    XCTAssertEqual(carousel.tilt, 0.3)
    XCTAssertEqual(carousel.fade, Fade(maximumOffset: 0))
    XCTAssertEqual(carousel.spacing, 1)
    XCTAssertEqual(carousel.configuration, Carousel.Configuration(style: .timeMachine))
    carousel._checkInvariants()

    let inverted = try Carousel(
      itemSize: Size(width: 200, height: 200), style: .invertedTimeMachine)
    XCTAssertEqual(inverted.fade, Fade(minimumOffset: 0))
    let coverFlow = try Carousel(itemSize: Size(width: 200, height: 100), style: .coverFlow)
    XCTAssertEqual(coverFlow.spacing, 0.25)
    XCTAssertEqual(coverFlow.tilt, 0.9)
    XCTAssertEqual(coverFlow.fade, .disabled)
    XCTAssertNil(coverFlow.configuration.spacing)
    XCTAssertEqual(coverFlow.scrollDistancePerItem(in: phoneViewport, itemCount: 5), 100)

    var cylinder = try Carousel(itemSize: Size(width: 200, height: 200), style: .invertedCylinder)
    XCTAssertTrue(cylinder.wrapsAround)
    XCTAssertFalse(cylinder.showsBackfaces)
    cylinder.wrapsAround = false
    cylinder._checkInvariants()
    cylinder.showsBackfaces = true
    cylinder._checkInvariants()
    XCTAssertEqual(cylinder.configuration.wrapsAround, false)
    XCTAssertEqual(cylinder.configuration.showsBackfaces, true)
    try cylinder.update {
      $0.wrapsAround = nil
      $0.showsBackfaces = nil
    }
    cylinder._checkInvariants()
    XCTAssertTrue(cylinder.wrapsAround)
    XCTAssertFalse(cylinder.showsBackfaces)
    cylinder._checkInvariants()
  }

  /// The distance per item in effect: the item's length over iCarousel's
  /// offset multiplier, the configured one when set, and with no items 0.
  func testTheDistancePerItemInEffect() throws {
    var carousel = try Carousel(itemSize: Size(width: 200, height: 100), style: .coverFlow)
    XCTAssertEqual(carousel.scrollDistancePerItem(in: phoneViewport, itemCount: 3), 100)
    try carousel.update { $0.itemSize = Size(width: 300, height: 100) }
    carousel._checkInvariants()
    XCTAssertEqual(carousel.scrollDistancePerItem(in: phoneViewport, itemCount: 3), 150)
    carousel.axis = .vertical
    carousel._checkInvariants()
    XCTAssertEqual(carousel.scrollDistancePerItem(in: phoneViewport, itemCount: 3), 50)
    try carousel.update { $0.scrollDistancePerItem = 64 }
    carousel._checkInvariants()
    XCTAssertEqual(carousel.scrollDistancePerItem(in: phoneViewport, itemCount: 3), 64)
    XCTAssertEqual(carousel.scrollDistancePerItem(in: phoneViewport, itemCount: 0), 0)
    try carousel.update { $0.scrollDistancePerItem = nil }
    carousel._checkInvariants()
    XCTAssertEqual(carousel.scrollDistancePerItem(in: phoneViewport, itemCount: 3), 50)
    carousel._checkInvariants()
    // An item so short that half of it underflows still scrolls.
    let tiny = try Carousel(
      itemSize: Size(width: .leastNonzeroMagnitude, height: 1), style: .coverFlow)
    XCTAssertEqual(
      tiny.scrollDistancePerItem(in: phoneViewport, itemCount: 3), .leastNonzeroMagnitude)
    tiny._checkInvariants()
  }
}
