// `_checkInvariants()` holds for every wheel the public API can make,
// including the extreme valid shapes whose derived values saturate, and
// (in builds that compile the checks) traps for a wheel that breaks one.

import Foundation
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import Testing
import XCTest

@testable import CircularLayout

final class WheelInvariantsTests: XCTestCase {
  func testHoldForEveryCombinationOfOptions() throws {
    var wheel = tutorialWheel
    wheel._checkInvariants()
    let fades: [Fade?] = [
      nil, Fade(minimumOffset: -1, maximumOffset: 1),
      Fade(
        minimumOffset: 0, maximumOffset: 0, range: .leastNonzeroMagnitude, minimumAlpha: 0,
        minimumScale: .leastNonzeroMagnitude),
    ]
    for axis in Axis.allCases {
      for isInverted in [false, true] {
        for zOrder in Wheel.ZOrder.allCases {
          for wraps in [false, true] {
            for fade in fades {
              wheel.axis = axis
              wheel._checkInvariants()
              wheel.isInverted = isInverted
              wheel._checkInvariants()
              wheel.zOrder = zOrder
              wheel._checkInvariants()
              wheel.wrapsAround = wraps
              wheel._checkInvariants()
              try wheel.update { $0.fade = fade }
              wheel._checkInvariants()
              XCTAssertEqual(
                wheel.configuration,
                Wheel.Configuration(
                  axis: axis, isInverted: isInverted, wrapsAround: wraps, fade: fade,
                  zOrder: zOrder, scrollModel: .tutorial))
            }
          }
        }
      }
    }
  }

  /// Valid shapes whose derived values saturate: the default angle of an
  /// item 5e-324 long on a radius of 2^53 underflows (it becomes the
  /// smallest normal Double), and the anchor point of a radius of 2^53
  /// over an item 5e-324 deep overflows (it becomes the largest finite
  /// Double).
  func testHoldForExtremeValidShapes() throws {
    let tiny = Double.leastNonzeroMagnitude
    let limit = Wheel.maximumLength
    var wheel = try Wheel(itemSize: Size(width: tiny, height: tiny), radius: limit)
    wheel._checkInvariants()
    XCTAssertEqual(wheel.anglePerItem, .leastNormalMagnitude)
    XCTAssertEqual(wheel.anchorPoint, Point(x: 0.5, y: .greatestFiniteMagnitude))
    wheel.wrapsAround = true
    wheel._checkInvariants()
    XCTAssertEqual(
      wheel.contentSize(in: tutorialViewport(x: 0), itemCount: .max).width,
      Double(Wheel.maximumItemCount) * tiny * Double(Wheel.wrappingCopyCount))

    try wheel.update { $0.itemSize = Size(width: limit, height: limit) }
    wheel._checkInvariants()
    try wheel.update { $0.radius = tiny }
    wheel._checkInvariants()
    // The longest content, 2^53 items of 2^53 points wrapped 1,001 times,
    // is clamped to 2^53.
    XCTAssertEqual(
      wheel.contentSize(in: tutorialViewport(x: 0), itemCount: .max).width, limit)
    for angle in [tiny, 1e-300, 2 * .pi, 1e308, .greatestFiniteMagnitude] {
      try wheel.update { $0.anglePerItem = angle }
      wheel._checkInvariants()
      XCTAssertEqual(wheel.anglePerItem, angle)
    }
  }

  /// A rejected change leaves a wheel whose invariants still hold.
  func testHoldAfterRejectedChanges() {
    var wheel = tutorialWheel
    wheel.wrapsAround = true
    wheel._checkInvariants()
    for value in [0, -1, Double.nan, .infinity, Wheel.maximumLength.nextUp] {
      XCTAssertThrowsError(try wheel.update { $0.radius = value })
      wheel._checkInvariants()
      XCTAssertThrowsError(try wheel.update { $0.itemSize = Size(width: value, height: 1) })
      wheel._checkInvariants()
      XCTAssertThrowsError(
        try wheel.update { $0.anglePerItem = value <= 0 || !value.isFinite ? value : -1 })
      wheel._checkInvariants()
      XCTAssertThrowsError(try wheel.setConfiguration(Wheel.Configuration(radius: value)))
      wheel._checkInvariants()
    }
  }

  /// Random wheels of every shape, each also through a JSON round trip.
  func testHoldForRandomAndDecodedWheels() throws {
    for seed in caseSeeds(1_000) {
      var generator = SplitMix64(seed: seed)
      let input = WheelRandomCase.random(using: &generator)
      let wheel = try input.reference.makeWheel()  // checks after each change
      let decoded = try JSONDecoder().decode(Wheel.self, from: JSONEncoder().encode(wheel))
      decoded._checkInvariants()
      XCTAssertEqual(decoded, wheel, "seed \(seed)")
      var copy = tutorialWheel
      try copy.setConfiguration(wheel.configuration)
      copy._checkInvariants()
      XCTAssertEqual(copy, wheel, "seed \(seed)")
    }
  }
}

/// In builds that compile the checks, a wheel with an invalid
/// configuration (which only the module's internal, unchecked initializer
/// can make) traps in `_checkInvariants()`.
@Suite struct WheelInvariantsTrapTests {
  #if DEBUG || LAYOUT_INTERNAL_CHECKS
    @Test func anInvalidConfigurationTraps() async {
      await #expect(processExitsWith: .failure) {
        Wheel(validated: Wheel.Configuration(radius: -1))._checkInvariants()
      }
      await #expect(processExitsWith: .failure) {
        Wheel(validated: Wheel.Configuration(anglePerItem: .nan))._checkInvariants()
      }
    }
  #endif

  @Test func aValidConfigurationPasses() {
    Wheel(validated: Wheel.Configuration())._checkInvariants()
    #expect(Wheel(validated: Wheel.Configuration()) == defaultWheel)
  }
}
