// Wheel.Configuration: its defaults, its rules and their order, and the
// wheel that stores it (init(configuration:), setConfiguration(_:) and
// update(_:), the values in effect, and the options' package setters).

import CircularLayout
import Foundation
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class WheelConfigurationTests: XCTestCase {
  /// A wheel with every option away from its default.
  private func optionedWheel() throws -> Wheel {
    var wheel = try Wheel(itemSize: Size(width: 50, height: 70), radius: 120, anglePerItem: 0.4)
    wheel.axis = .vertical
    wheel._checkInvariants()
    wheel.isInverted = true
    wheel._checkInvariants()
    wheel.wrapsAround = true
    wheel._checkInvariants()
    try wheel.setFalloff(endAngle: 1, minimumAlpha: 0.5)
    wheel._checkInvariants()
    wheel.zOrder = .centerOnTop
    wheel._checkInvariants()
    return wheel
  }

  // MARK: - The value

  /// The defaults are the tutorial's wheel, except the scroll model: one
  /// item per item length, whatever the viewport.
  func testDefaultsAreTheTutorialsWheelWithAFixedDistancePerItem() throws {
    let configuration = Wheel.Configuration()
    XCTAssertEqual(configuration.itemSize, Size(width: 133, height: 173))
    XCTAssertEqual(configuration.radius, 500)
    XCTAssertNil(configuration.anglePerItem)
    XCTAssertEqual(configuration.axis, .horizontal)
    XCTAssertFalse(configuration.isInverted)
    XCTAssertFalse(configuration.wrapsAround)
    XCTAssertNil(configuration.fade)
    XCTAssertEqual(configuration.zOrder, .laterOnTop)
    XCTAssertEqual(configuration.scrollModel, .fixedDistancePerItem)
    XCTAssertNil(configuration.scrollDistancePerItem)
    XCTAssertEqual(configuration.layoutDirection, .leftToRight)
    XCTAssertEqual(configuration.snapping, .free)
    XCTAssertNoThrow(try configuration.validate())

    let wheel = try Wheel(configuration: configuration)
    wheel._checkInvariants()
    XCTAssertEqual(wheel, defaultWheel)
    XCTAssertEqual(wheel.configuration, configuration)
    XCTAssertEqual(tutorialWheel.configuration, Wheel.Configuration(scrollModel: .tutorial))
  }

  func testMemberwiseInitializerSetsEveryField() throws {
    let fade = Fade(minimumOffset: -1, maximumOffset: 2, minimumScale: 0.5)
    let configuration = Wheel.Configuration(
      itemSize: Size(width: 10, height: 20), radius: 30, anglePerItem: 0.4, axis: .vertical,
      isInverted: true, wrapsAround: true, fade: fade, zOrder: .centerOnTop,
      scrollModel: .tutorial, scrollDistancePerItem: 5, layoutDirection: .rightToLeft,
      snapping: .paging)
    XCTAssertEqual(configuration.itemSize, Size(width: 10, height: 20))
    XCTAssertEqual(configuration.radius, 30)
    XCTAssertEqual(configuration.anglePerItem, 0.4)
    XCTAssertEqual(configuration.axis, .vertical)
    XCTAssertTrue(configuration.isInverted)
    XCTAssertTrue(configuration.wrapsAround)
    XCTAssertEqual(configuration.fade, fade)
    XCTAssertEqual(configuration.zOrder, .centerOnTop)
    XCTAssertEqual(configuration.scrollModel, .tutorial)
    XCTAssertEqual(configuration.scrollDistancePerItem, 5)
    XCTAssertEqual(configuration.layoutDirection, .rightToLeft)
    XCTAssertEqual(configuration.snapping, .paging)

    // Every field is a plain var that holds anything until it is used.
    var edited = configuration
    edited.radius = .nan
    edited.itemSize = Size(width: -1, height: .infinity)
    edited.anglePerItem = 0
    edited.fade?.range = -1
    XCTAssertTrue(edited.radius.isNaN)
    XCTAssertNotEqual(edited, configuration)
  }

  // MARK: - Validation

  /// The rules are checked in the documented order, item size, radius,
  /// angle, fade, distance per item, and the first failure is thrown with
  /// the rejected value.
  func testValidateReportsTheFirstInvalidFieldInOrder() {
    func error(_ configuration: Wheel.Configuration) -> Wheel.ConfigurationError? {
      do {
        try configuration.validate()
        return nil
      } catch {
        return error  // typed: a Wheel.ConfigurationError, no cast
      }
    }
    let badSize = Size(width: 0, height: 10)
    XCTAssertEqual(
      error(Wheel.Configuration(itemSize: badSize, radius: -1, anglePerItem: -2)),
      .itemSize(badSize))
    XCTAssertEqual(error(Wheel.Configuration(radius: -1, anglePerItem: -2)), .radius(-1))
    XCTAssertEqual(error(Wheel.Configuration(anglePerItem: -2)), .anglePerItem(-2))
    XCTAssertEqual(error(Wheel.Configuration(anglePerItem: .infinity)), .anglePerItem(.infinity))
    XCTAssertEqual(
      error(Wheel.Configuration(fade: Fade(range: 0), scrollDistancePerItem: -1)),
      .fade(Fade(range: 0)))
    XCTAssertEqual(
      error(Wheel.Configuration(scrollDistancePerItem: -1)), .scrollDistancePerItem(-1))
    for fade in [
      Fade(minimumOffset: .nan), Fade(maximumOffset: .nan), Fade(range: .infinity),
      Fade(range: -2), Fade(minimumAlpha: -0.5), Fade(minimumAlpha: 1.5), Fade(minimumScale: 0),
      Fade(minimumScale: 2), Fade(minimumScale: .nan),
    ] {
      XCTAssertEqual(error(Wheel.Configuration(fade: fade))?.field, "fade", "\(fade)")
    }
    for fade in [
      Fade.disabled, Fade(minimumOffset: 3, maximumOffset: -3), Fade(range: 1e-300),
      Fade(minimumAlpha: 1, minimumScale: .leastNonzeroMagnitude),
    ] {
      XCTAssertNil(error(Wheel.Configuration(fade: fade)), "\(fade)")
    }
    XCTAssertEqual(
      error(Wheel.Configuration(itemSize: Size(width: 1, height: 1e300))),
      .itemSize(Size(width: 1, height: 1e300)))
    // NaN is carried, though NaN != NaN.
    guard case .radius(let radius) = error(Wheel.Configuration(radius: .nan)) else {
      return XCTFail("NaN radius accepted")
    }
    XCTAssertTrue(radius.isNaN)
    XCTAssertEqual(error(Wheel.Configuration(radius: .nan))?.field, "radius")
  }

  func testValidateAcceptsTheLimitsAndRejectsJustBeyond() {
    let limit = Wheel.maximumLength
    XCTAssertEqual(limit, 0x1p53)
    let accepted = [
      Wheel.Configuration(itemSize: Size(width: limit, height: limit), radius: limit),
      Wheel.Configuration(
        itemSize: Size(width: .leastNonzeroMagnitude, height: .leastNonzeroMagnitude),
        radius: .leastNonzeroMagnitude, anglePerItem: .leastNonzeroMagnitude),
      Wheel.Configuration(radius: 1, anglePerItem: .greatestFiniteMagnitude),
    ]
    for configuration in accepted {
      XCTAssertNoThrow(try configuration.validate(), "\(configuration)")
    }
    XCTAssertThrowsError(try Wheel.Configuration(radius: limit.nextUp).validate())
    XCTAssertThrowsError(
      try Wheel.Configuration(itemSize: Size(width: 1, height: limit.nextUp)).validate())
    XCTAssertThrowsError(try Wheel.Configuration(radius: -0.0).validate())
    XCTAssertThrowsError(try Wheel.Configuration(anglePerItem: 0).validate())
  }

  /// `init(configuration:)` and the convenience initializer make the same
  /// wheel, and reject the same values with the same error.
  func testBothInitializersAgree() throws {
    let convenient = try Wheel(
      itemSize: Size(width: 40, height: 90), radius: 300, anglePerItem: 0.2)
    let configured = try Wheel(
      configuration: Wheel.Configuration(
        itemSize: Size(width: 40, height: 90), radius: 300, anglePerItem: 0.2))
    XCTAssertEqual(convenient, configured)
    XCTAssertEqual(convenient.configuration.axis, .horizontal)
    XCTAssertFalse(convenient.configuration.isInverted)

    do {
      _ = try Wheel(configuration: Wheel.Configuration(radius: 0))
      XCTFail("radius 0 accepted")
    } catch {
      XCTAssertEqual(error, .radius(0))
      XCTAssertEqual(error.field, "radius")
    }
    do {
      _ = try Wheel(itemSize: Size(width: 1, height: 1), radius: 0)
      XCTFail("radius 0 accepted")
    } catch {
      XCTAssertEqual(error, .radius(0))
    }
  }

  // MARK: - The wheel that stores it

  /// The options' package setters (the package's hosts use them) write the
  /// configuration's field; users change everything through update(_:),
  /// and it reads back in effect.
  func testPropertiesReadAndWriteTheConfiguration() throws {
    var wheel = tutorialWheel
    wheel.axis = .vertical
    wheel._checkInvariants()
    XCTAssertEqual(wheel.configuration.axis, .vertical)
    wheel.axis = .horizontal
    wheel._checkInvariants()
    wheel.isInverted = true
    wheel._checkInvariants()
    XCTAssertTrue(wheel.configuration.isInverted)
    wheel.wrapsAround = true
    wheel._checkInvariants()
    XCTAssertTrue(wheel.configuration.wrapsAround)
    XCTAssertEqual(wheel.fade, .disabled)
    let fade = Fade(maximumOffset: 2)
    try wheel.update { $0.fade = fade }
    wheel._checkInvariants()
    XCTAssertEqual(wheel.configuration.fade, fade)
    XCTAssertEqual(wheel.fade, fade)
    wheel.zOrder = .centerOnTop
    wheel._checkInvariants()
    XCTAssertEqual(wheel.configuration.zOrder, .centerOnTop)
    try wheel.update { $0.itemSize = Size(width: 7, height: 8) }
    wheel._checkInvariants()
    XCTAssertEqual(wheel.configuration.itemSize, Size(width: 7, height: 8))
    XCTAssertEqual(wheel.itemSize, Size(width: 7, height: 8))
    try wheel.update { $0.radius = 9 }
    wheel._checkInvariants()
    XCTAssertEqual(wheel.configuration.radius, 9)
    XCTAssertEqual(wheel.radius, 9)
    try wheel.update { $0.anglePerItem = 0.125 }
    wheel._checkInvariants()
    XCTAssertEqual(wheel.configuration.anglePerItem, 0.125)
    XCTAssertEqual(wheel.anglePerItem, 0.125)
    try wheel.update { $0.anglePerItem = nil }
    wheel._checkInvariants()
    XCTAssertNil(wheel.configuration.anglePerItem)
    // Horizontal: the default angle uses the item's width.
    XCTAssertEqual(wheel.anglePerItem, atan(7.0 / 9))

    wheel.scrollModel = .fixedDistancePerItem
    wheel._checkInvariants()
    XCTAssertEqual(wheel.configuration.scrollModel, .fixedDistancePerItem)
    try wheel.update { $0.scrollDistancePerItem = 12.5 }
    wheel._checkInvariants()
    XCTAssertEqual(wheel.configuration.scrollDistancePerItem, 12.5)
    XCTAssertEqual(wheel.scrollDistancePerItem(in: tutorialViewport(x: 0), itemCount: 4), 12.5)
    wheel.layoutDirection = .rightToLeft
    wheel._checkInvariants()
    XCTAssertEqual(wheel.configuration.layoutDirection, .rightToLeft)
    wheel.snapping = .nearest
    wheel._checkInvariants()
    XCTAssertEqual(wheel.configuration.snapping, .nearest)

    XCTAssertEqual(
      wheel.configuration,
      Wheel.Configuration(
        itemSize: Size(width: 7, height: 8), radius: 9, axis: .horizontal, isInverted: true,
        wrapsAround: true, fade: fade, zOrder: .centerOnTop,
        scrollModel: .fixedDistancePerItem, scrollDistancePerItem: 12.5,
        layoutDirection: .rightToLeft, snapping: .nearest))
  }

  func testSetConfigurationReplacesEveryField() throws {
    var wheel = tutorialWheel
    let target = try optionedWheel().configuration
    try wheel.setConfiguration(target)
    wheel._checkInvariants()
    XCTAssertEqual(wheel.configuration, target)
    XCTAssertEqual(wheel, try optionedWheel())
    XCTAssertEqual(wheel.itemSize, target.itemSize)
    XCTAssertEqual(wheel.radius, target.radius)
    XCTAssertEqual(wheel.configuration.anglePerItem, target.anglePerItem)
    XCTAssertEqual(wheel.axis, target.axis)
    XCTAssertEqual(wheel.isInverted, target.isInverted)
    XCTAssertEqual(wheel.wrapsAround, target.wrapsAround)
    XCTAssertEqual(wheel.fade, target.fade)
    XCTAssertEqual(wheel.zOrder, target.zOrder)
    // And back.
    try wheel.setConfiguration(Wheel.Configuration())
    wheel._checkInvariants()
    XCTAssertEqual(wheel, defaultWheel)
  }

  /// An update that throws leaves the wheel equal to before, options and
  /// all, and throws the error naming the field with the rejected value.
  func testAnUpdateThatThrowsLeavesTheWheelUnchanged() throws {
    var wheel = try optionedWheel()
    let before = wheel

    let size = Size(width: 3, height: -4)
    XCTAssertThrowsError(try wheel.update { $0.itemSize = size }) {
      XCTAssertEqual($0 as? Wheel.ConfigurationError, .itemSize(size))
    }
    wheel._checkInvariants()
    XCTAssertEqual(wheel, before)

    XCTAssertThrowsError(try wheel.update { $0.radius = -5 }) {
      XCTAssertEqual($0 as? Wheel.ConfigurationError, .radius(-5))
    }
    wheel._checkInvariants()
    XCTAssertEqual(wheel, before)

    XCTAssertThrowsError(try wheel.update { $0.anglePerItem = -0.5 }) {
      XCTAssertEqual($0 as? Wheel.ConfigurationError, .anglePerItem(-0.5))
    }
    wheel._checkInvariants()
    XCTAssertEqual(wheel, before)

    XCTAssertThrowsError(try wheel.update { $0.fade?.minimumScale = 0 }) {
      XCTAssertEqual(($0 as? Wheel.ConfigurationError)?.field, "fade")
    }
    wheel._checkInvariants()
    XCTAssertEqual(wheel, before)

    XCTAssertThrowsError(
      try wheel.update {
        $0.radius = 40  // valid, but not kept: the distance is not
        $0.scrollDistancePerItem = .infinity
      }
    ) { XCTAssertEqual($0 as? Wheel.ConfigurationError, .scrollDistancePerItem(.infinity)) }
    wheel._checkInvariants()
    XCTAssertEqual(wheel, before)

    // A whole configuration with one bad field among good changes: none
    // of the changes is kept.
    var configuration = Wheel.Configuration(
      itemSize: Size(width: 1, height: 2), radius: 3, anglePerItem: .nan, axis: .horizontal,
      isInverted: false, wrapsAround: false, fade: nil, zOrder: .laterOnTop)
    XCTAssertThrowsError(try wheel.setConfiguration(configuration)) {
      XCTAssertEqual(($0 as? Wheel.ConfigurationError)?.field, "anglePerItem")
    }
    wheel._checkInvariants()
    XCTAssertEqual(wheel, before)
    XCTAssertEqual(wheel.configuration, before.configuration)
    configuration.anglePerItem = nil
    try wheel.setConfiguration(configuration)
    wheel._checkInvariants()
    XCTAssertEqual(wheel.configuration, configuration)
  }

  /// `update` is `setConfiguration` of the edited copy: on random values
  /// the two accept the same values and give the same wheel.
  func testSettersAgreeWithSetConfiguration() throws {
    let values: [Double] = [-1, 0, .nan, .infinity, 1e-300, 0.5, 133, 0x1p53, 0x1p53 * 2]
    for seed in caseSeeds(250) {
      var random = SplitMix64(seed: seed)
      let start = try optionedWheel()
      let value = values.randomElement(using: &random)!
      let other = values.randomElement(using: &random)!
      let context = "seed \(seed): \(value), \(other)"

      var bySetter = start
      var byConfiguration = start
      var configuration = start.configuration
      let setterThrew: Bool
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        configuration.itemSize = Size(width: value, height: other)
        setterThrew = (try? bySetter.update { $0.itemSize = configuration.itemSize }) == nil
      case 1:
        configuration.radius = value
        setterThrew = (try? bySetter.update { $0.radius = value }) == nil
      default:
        configuration.anglePerItem = value
        setterThrew = (try? bySetter.update { $0.anglePerItem = value }) == nil
      }
      bySetter._checkInvariants()
      let configurationThrew = (try? byConfiguration.setConfiguration(configuration)) == nil
      byConfiguration._checkInvariants()
      XCTAssertEqual(setterThrew, configurationThrew, context)
      XCTAssertEqual(bySetter, byConfiguration, context)
      XCTAssertEqual(setterThrew ? start : bySetter, bySetter, context)
    }
  }
}
