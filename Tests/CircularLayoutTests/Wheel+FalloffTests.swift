// The falloff's values, its validation and its effect on items and their
// shapes (Wheel+Falloff.swift).

import CircularLayout
import LayoutGeometry
import XCTest

final class WheelFalloffTests: XCTestCase {
  func testFalloffValuesByHand() throws {
    let falloff = try Wheel.Falloff(
      startAngle: 0.2, endAngle: 1.2, minimumAlpha: 0.5, minimumScale: 0.8)
    XCTAssertEqual(falloff.alpha(atAngle: 0), 1)
    XCTAssertEqual(falloff.alpha(atAngle: 0.2), 1)
    XCTAssertEqual(falloff.alpha(atAngle: 0.7), 0.75, accuracy: 1e-15)
    XCTAssertEqual(falloff.alpha(atAngle: -0.7), 0.75, accuracy: 1e-15)
    XCTAssertEqual(falloff.alpha(atAngle: 1.2), 0.5)
    XCTAssertEqual(falloff.alpha(atAngle: 40), 0.5)
    XCTAssertEqual(falloff.alpha(atAngle: .infinity), 0.5)
    XCTAssertEqual(falloff.alpha(atAngle: .nan), 1)
    XCTAssertEqual(falloff.scale(atAngle: 0.7), 0.9, accuracy: 1e-15)
    XCTAssertEqual(falloff.scale(atAngle: -3), 0.8)
    let defaults = try Wheel.Falloff(endAngle: 1)
    XCTAssertEqual(defaults.startAngle, 0)
    XCTAssertEqual(defaults.alpha(atAngle: 0.5), 1)
    XCTAssertEqual(defaults.scale(atAngle: 0.5), 1)
  }

  /// Found by the fuzz target: `1 + (minimumScale - 1)` rounded a valid
  /// minimum scale of 5e-324 to 0, outside the promised `0 < scale`.
  func testTinyMinimumsAreReachedExactly() throws {
    let falloff = try Wheel.Falloff(
      endAngle: 0.1, minimumAlpha: 1e-20, minimumScale: .leastNonzeroMagnitude)
    XCTAssertEqual(falloff.scale(atAngle: 1), .leastNonzeroMagnitude)
    XCTAssertEqual(falloff.alpha(atAngle: 1), 1e-20)
    XCTAssertEqual(falloff.scale(atAngle: 0), 1)
    var wheel = tutorialWheel
    wheel.falloff = falloff
    wheel._checkInvariants()
    let viewport = tutorialViewport(x: 0)
    for index in 0..<10 {
      let item = try XCTUnwrap(wheel.item(at: index, in: viewport, itemCount: 10))
      assertSane(item, "item \(index)")
      XCTAssertGreaterThan(item.scale, 0)
    }
  }

  func testFalloffRejectsInvalidValues() {
    func assertRejected(
      _ make: @autoclosure () throws -> Wheel.Falloff, naming field: String, line: UInt = #line
    ) {
      XCTAssertThrowsError(try make(), line: line) { error in
        XCTAssert("\(error)".contains(field), "\(error)", line: line)
      }
    }
    for start in [-0.1, .nan, .infinity] {
      assertRejected(try Wheel.Falloff(startAngle: start, endAngle: 1), naming: "startAngle")
    }
    for end in [0.5, 0.4, .nan, .infinity] {
      assertRejected(try Wheel.Falloff(startAngle: 0.5, endAngle: end), naming: "endAngle")
    }
    for alpha in [-0.1, 1.1, .nan] {
      assertRejected(try Wheel.Falloff(endAngle: 1, minimumAlpha: alpha), naming: "minimumAlpha")
    }
    for scale in [0, -1, 1.5, .nan] {
      assertRejected(try Wheel.Falloff(endAngle: 1, minimumScale: scale), naming: "minimumScale")
    }
    XCTAssertNoThrow(try Wheel.Falloff(endAngle: 1, minimumAlpha: 0, minimumScale: 1e-9))
  }

  /// The initializer's throws are typed, and each rule throws its own
  /// case with the rejected values, checked in the documented order:
  /// angles, then alpha, then scale.
  func testFalloffErrorsCarryTheRejectedValues() {
    func error(
      _ start: Double, _ end: Double, _ alpha: Double, _ scale: Double
    ) -> Wheel.ConfigurationError? {
      do {
        _ = try Wheel.Falloff(
          startAngle: start, endAngle: end, minimumAlpha: alpha, minimumScale: scale)
        return nil
      } catch {
        return error
      }
    }
    XCTAssertEqual(error(1, 0.5, 2, 0), .falloffAngles(start: 1, end: 0.5))
    XCTAssertEqual(error(-1, 0.5, 1, 1), .falloffAngles(start: -1, end: 0.5))
    XCTAssertEqual(error(0, 1, 2, 0), .falloffMinimumAlpha(2))
    XCTAssertEqual(error(0, 1, -0.5, 1), .falloffMinimumAlpha(-0.5))
    XCTAssertEqual(error(0, 1, 1, 0), .falloffMinimumScale(0))
    XCTAssertEqual(error(0, 1, 1, 1.5), .falloffMinimumScale(1.5))
    XCTAssertNil(error(0, 1, 0, 1))
    for case let error? in [error(1, 0.5, 1, 1), error(0, 1, 2, 1), error(0, 1, 1, 0)] {
      XCTAssertEqual(error.field, "falloff")
    }
  }

  /// At offset 0, item 2 stands at 0.52 radians: 0.32 of the way from 0.2
  /// to 1.2, so alpha 1 - 0.5 · 0.32 = 0.84 and scale 1 - 0.2 · 0.32 =
  /// 0.936; its size stays 133 x 173 and its frame shrinks.
  func testFalloffAppliesToItemsAndTheirShape() throws {
    var wheel = tutorialWheel
    wheel.falloff = try Wheel.Falloff(
      startAngle: 0.2, endAngle: 1.2, minimumAlpha: 0.5, minimumScale: 0.8)
    wheel._checkInvariants()
    let viewport = tutorialViewport(x: 0)
    let plain = try XCTUnwrap(tutorialWheel.item(at: 2, in: viewport, itemCount: 10))
    let item = try XCTUnwrap(wheel.item(at: 2, in: viewport, itemCount: 10))
    let t = (2 * wheel.anglePerItem - 0.2) / 1.0
    XCTAssertEqual(item.alpha, 1 - 0.5 * t, accuracy: 1e-12)
    XCTAssertEqual(item.alpha, 0.84, accuracy: 1e-3)
    XCTAssertEqual(item.scale, 1 - 0.2 * t, accuracy: 1e-12)
    XCTAssertEqual(item.size, Size(width: 133, height: 173))
    XCTAssertEqual(item.center, plain.center)
    XCTAssertEqual(item.frame.width, plain.frame.width * item.scale, accuracy: 1e-9)
    XCTAssertEqual(item.frame.height, plain.frame.height * item.scale, accuracy: 1e-9)
    XCTAssertEqual(item.frame.midX, plain.frame.midX, accuracy: 1e-9)
    let top = try XCTUnwrap(wheel.item(at: 0, in: viewport, itemCount: 10))
    XCTAssertEqual(top.alpha, 1)
    XCTAssertEqual(top.scale, 1)
  }

  /// A scale small enough shrinks an item out of a viewport it would
  /// otherwise reach: visibility uses the scaled shape.
  func testScaledShapesDecideVisibility() throws {
    var wheel = tutorialWheel
    let viewport = tutorialViewport(x: 0)
    XCTAssertEqual(wheel.items(in: viewport, itemCount: 10).map(\.index), [0, 1, 2])
    wheel.falloff = try Wheel.Falloff(startAngle: 0.1, endAngle: 0.5, minimumScale: 0.2)
    wheel._checkInvariants()
    // Item 2 (centre x 436, 0.52 radians) at scale 0.2 spans about x 416...456.
    XCTAssertEqual(wheel.items(in: viewport, itemCount: 10).map(\.index), [0, 1])
    XCTAssertNil(wheel.itemIndex(at: Point(x: 370, y: 399), in: viewport, itemCount: 10))
  }
}
