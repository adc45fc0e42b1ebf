// The wheel for assistive technologies: stepping the centred item (the
// adjustable element's increment and decrement), the reading order of the
// visible items, and each item's accessibility frame.

import CircularLayout
import Foundation
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class WheelAccessibilityTests: XCTestCase {
  private func step(
    _ wheel: Wheel, _ steps: Int, from x: Double, count: Int = 10,
    viewport: Rect = tutorialViewport(x: 0)
  ) -> Double? {
    var bounds = viewport
    bounds.origin.x = x
    return wheel.contentOffset(steppingBy: steps, in: bounds, itemCount: count)
  }

  // MARK: - Stepping, by hand

  func testSteppingAWheelWithEnds() {
    let wheel = defaultWheel
    XCTAssertEqual(step(wheel, 1, from: 266), 399)  // item 2 to 3
    XCTAssertEqual(step(wheel, -1, from: 266), 133)
    XCTAssertEqual(step(wheel, 0, from: 300), 266)  // 2.26 items: snaps to 2
    XCTAssertEqual(step(wheel, 1, from: 330), 399)  // 2.48 items: from item 2
    XCTAssertEqual(step(wheel, 1, from: 333), 532)  // 2.50 items: from item 3
    // Past the ends: the end items.
    XCTAssertEqual(step(wheel, 100, from: 266), 1197)
    XCTAssertEqual(step(wheel, 1, from: 1197), 1197)
    XCTAssertEqual(step(wheel, -3, from: 0), 0)
    XCTAssertEqual(step(wheel, .max, from: 266), 1197)
    XCTAssertEqual(step(wheel, .min, from: 266), 0)
    XCTAssertEqual(step(wheel, .max, from: .infinity), 1197)
    XCTAssertEqual(step(wheel, .min, from: -.infinity), 0)
    XCTAssertEqual(step(wheel, 1, from: .nan), 133)  // NaN reads as 0
    // The tutorial's model steps by its own distance, 955 / 9.
    XCTAssertEqual(step(tutorialWheel, 1, from: 2 * 955.0 / 9)!, 3 * 955.0 / 9, accuracy: 1e-9)
    XCTAssertEqual(step(tutorialWheel, -1, from: 955)!, 8 * 955.0 / 9, accuracy: 1e-9)
  }

  func testSteppingAWrappingWheelTakesTheShorterWayRound() {
    var wheel = defaultWheel
    wheel.wrapsAround = true
    wheel._checkInvariants()
    let nine = 5009 * 133.0  // item 9 at the top
    XCTAssertEqual(step(wheel, 1, from: nine), 5010 * 133)  // item 0, across the seam
    XCTAssertEqual(step(wheel, -1, from: 5010 * 133), nine)
    XCTAssertEqual(step(wheel, 5, from: nine), 5014 * 133)  // half a turn: the way it points
    XCTAssertEqual(step(wheel, -5, from: nine), 5004 * 133)
    XCTAssertEqual(step(wheel, 15, from: nine), 5014 * 133)  // 15 ≡ 5
    XCTAssertEqual(step(wheel, 10, from: nine), nine)  // a whole turn: the same item
    // Int.max ≡ 7, the shorter way 3 back; Int.min ≡ 2 forward.
    XCTAssertEqual(step(wheel, .max, from: nine), 5006 * 133)
    XCTAssertEqual(step(wheel, .min, from: nine), 5011 * 133)
    // At the very start of the content, a step back goes a turn on
    // instead, to stay inside it.
    XCTAssertEqual(step(wheel, -1, from: 0), 9 * 133)
  }

  /// Right to left, a step to a higher item lowers a horizontal wheel's
  /// offset: item 2 stands at 1197 - 266 = 931, item 3 at 798.
  func testSteppingRightToLeft() {
    var wheel = defaultWheel
    wheel.layoutDirection = .rightToLeft
    wheel._checkInvariants()
    XCTAssertEqual(step(wheel, 1, from: 931), 798)
    XCTAssertEqual(step(wheel, -1, from: 931), 1064)
    XCTAssertEqual(step(wheel, .max, from: 931), 0)
    XCTAssertEqual(step(wheel, .min, from: 931), 1197)
    XCTAssertEqual(wheel.centeredItemIndex(in: tutorialViewport(x: 798), itemCount: 10), 3)
  }

  /// No items: nothing to step to. Wheels that do not scroll: 0, except
  /// the tutorial's single item, upright everywhere, which keeps the
  /// offset (clamped). A viewport with no area still steps.
  func testSteppingDegenerateWheels() {
    XCTAssertNil(step(defaultWheel, 1, from: 266, count: 0))
    XCTAssertNil(step(defaultWheel, 1, from: 266, count: -5))
    XCTAssertEqual(step(defaultWheel, 1, from: 266, count: 1), 0)
    XCTAssertEqual(step(tutorialWheel, 1, from: 266, count: 2), 0)  // content fits
    let narrow = Rect(x: 0, y: 0, width: 100, height: 667)
    XCTAssertEqual(step(tutorialWheel, 1, from: 20, count: 1, viewport: narrow), 20)
    XCTAssertEqual(step(tutorialWheel, 1, from: 50, count: 1, viewport: narrow), 33)
    let empty = Rect(x: 0, y: 0, width: 0, height: 0)
    XCTAssertEqual(step(defaultWheel, 1, from: 0, viewport: empty), 133)
    XCTAssertEqual(step(defaultWheel, .max, from: 0, viewport: empty), 9 * 133)
    XCTAssertEqual(
      defaultWheel.contentOffset(
        steppingBy: 1, in: Rect(x: .nan, y: .nan, width: .nan, height: .infinity),
        itemCount: 10), 133)
  }

  /// With 2^53 items the content is clamped to 2^53 points: stepping to
  /// the end reaches the last item within it, floor((2^53 - 375) / 133).
  func testSteppingTheMostItems() throws {
    let count = Wheel.maximumItemCount
    let offset = try XCTUnwrap(step(defaultWheel, .max, from: 0, count: count))
    let last = ((Wheel.maximumLength - 375) / 133).rounded(.down)
    XCTAssertEqual(offset, last * 133)
    XCTAssertLessThanOrEqual(
      offset, defaultWheel.maximumContentOffset(in: tutorialViewport(x: 0), itemCount: count))
    XCTAssertEqual(
      defaultWheel.centeredItemIndex(in: tutorialViewport(x: offset), itemCount: count), Int(last))
    XCTAssertEqual(step(defaultWheel, .min, from: offset, count: count), 0)
    XCTAssertEqual(step(defaultWheel, 1, from: 0, count: .max), 133)
  }

  // MARK: - Stepping, random

  /// Random wheels and offsets: every step lands on an item, the one the
  /// centred item plus the steps names (clamped, or modulo the count, the
  /// shorter way round), and the offset is in range.
  func testSteppingLandsOnTheSteppedItem() throws {
    var failures = 0
    RandomSweep.tally("Wheel scroll model", RandomSweep.count(1_500))
    for seed in caseSeeds(1_500, multiplier: 0xACCE55) where failures < 3 {
      var generator = SplitMix64(seed: seed)
      let input = WheelRandomCase.random(using: &generator, maximumCount: 40)
      let wheel = try input.reference.makeWheel()
      let count = input.count
      let steps = [1, -1, 0, 2, -7, 13, .max, .min].randomElement(using: &generator)!
      func context() -> String { "seed \(seed), steps \(steps): \(input)" }
      let offset = wheel.contentOffset(steppingBy: steps, in: input.viewport, itemCount: count)
      guard count > 0 else {
        XCTAssertNil(offset, context())
        continue
      }
      guard let offset else {
        failures += 1
        XCTFail("no offset; \(context())")
        continue
      }
      let maxOffset = wheel.maximumContentOffset(in: input.viewport, itemCount: count)
      XCTAssertTrue(offset >= 0 && offset <= max(0, maxOffset), "\(offset); \(context())")
      let distance = wheel.scrollDistancePerItem(in: input.viewport, itemCount: count)
      guard maxOffset > 0, distance > 0 else { continue }
      let centred = wheel.centeredItemIndex(in: input.viewport, itemCount: count)!
      let expected: Int
      if input.reference.wraps {
        var step = steps % count
        if step < 0 { step += count }
        expected = (centred + step) % count
      } else {
        // The random wheels' content is never clamped: every item is
        // within reach.
        let (sum, overflow) = centred.addingReportingOverflow(steps)
        expected = overflow ? (steps > 0 ? count - 1 : 0) : min(max(sum, 0), count - 1)
      }
      let landed = input.reference.moved(input.viewport, to: offset)
      let index = wheel.centeredItemIndex(in: landed, itemCount: count)
      guard index == expected else {
        failures += 1
        XCTFail("lands on \(String(describing: index)), expected \(expected); \(context())")
        continue
      }
      let angle = wheel.item(expected, in: landed, itemCount: count)!.angle
      XCTAssertEqual(angle, 0, accuracy: 1e-6 * max(1, wheel.anglePerItem), context())
    }
  }

  // MARK: - Reading order

  func testReadingOrderByHand() {
    let wheel = defaultWheel
    XCTAssertEqual(
      wheel.readingOrder(in: tutorialViewport(x: 100), itemCount: 10), [0, 1, 2, 3])
    XCTAssertEqual(wheel.readingOrder(in: tutorialViewport(x: 0), itemCount: 0), [])
    XCTAssertEqual(
      wheel.readingOrder(in: Rect(x: 0, y: 0, width: 0, height: 667), itemCount: 10), [])
    // Wrapping across the seam: 8 and 9 lie left of the top, 0 and 1 right.
    var wrapping = wheel
    wrapping.wrapsAround = true
    wrapping._checkInvariants()
    let seam = tutorialViewport(x: -0.4 * 133)
    XCTAssertEqual(wrapping.items(in: seam, itemCount: 10).map(\.index), [0, 1, 8, 9])
    XCTAssertEqual(wrapping.readingOrder(in: seam, itemCount: 10), [8, 9, 0, 1])
    // Right to left, reading order runs from the right: item 0 first.
    var mirrored = wheel
    mirrored.layoutDirection = .rightToLeft
    mirrored._checkInvariants()
    let order = mirrored.readingOrder(in: tutorialViewport(x: 1197 - 100), itemCount: 10)
    XCTAssertEqual(order, [0, 1, 2, 3])
    let centres = order.map {
      mirrored.item($0, in: tutorialViewport(x: 1097), itemCount: 10)!.center.x
    }
    XCTAssertEqual(centres, centres.sorted(by: >))
  }

  /// The order is exactly the visible items, sorted by their wheel angle
  /// as the independent reference computes it.
  func testReadingOrderFollowsTheWheelAngle() throws {
    RandomSweep.tally("Wheel scroll model", RandomSweep.count(1_000))
    for seed in caseSeeds(1_000, multiplier: 0x0DE5) {
      var generator = SplitMix64(seed: seed)
      let input = WheelRandomCase.random(using: &generator, maximumCount: 40)
      let wheel = try input.reference.makeWheel()
      func context() -> String { "seed \(seed): \(input)" }
      let order = wheel.readingOrder(in: input.viewport, itemCount: input.count)
      let visible = wheel.items(in: input.viewport, itemCount: input.count).map(\.index)
      XCTAssertEqual(order.sorted(), visible, context())
      let angles = order.map {
        input.reference.item($0, count: input.count, viewport: input.viewport).wheelAngle
      }
      for (a, b) in zip(angles, angles.dropFirst()) {
        XCTAssertLessThan(a, b + 1e-9, context())
      }
    }
  }

  // MARK: - Accessibility frames

  func testAccessibilityFrameIsTheBoxRoundTheRotatedScaledShape() throws {
    // Upright: the cell itself.
    let upright = try XCTUnwrap(defaultWheel.item(0, in: tutorialViewport(x: 0), itemCount: 10))
    XCTAssertEqual(upright.accessibilityFrame, Rect(x: 121, y: 247, width: 133, height: 173))
    // Turned: the box round its four corners, wider than the cell.
    let turned = try XCTUnwrap(defaultWheel.item(2, in: tutorialViewport(x: 0), itemCount: 10))
    let corners = turned.rotatedRect.corners
    assertClose(
      turned.accessibilityFrame,
      Rect(
        minX: corners.map(\.x).min()!, minY: corners.map(\.y).min()!,
        maxX: corners.map(\.x).max()!, maxY: corners.map(\.y).max()!))
    XCTAssertGreaterThan(turned.accessibilityFrame.width, 133)
    // Scaled by a falloff: the box of the smaller shape.
    var fading = defaultWheel
    try fading.setFalloff(endAngle: 0.5, minimumScale: 0.5)
    fading._checkInvariants()
    let small = try XCTUnwrap(fading.item(2, in: tutorialViewport(x: 0), itemCount: 10))
    XCTAssertEqual(small.scale, 0.5)
    assertClose(small.accessibilityFrame.width, turned.accessibilityFrame.width / 2)
    // It follows the item's values when they change.
    var moved = upright
    moved.center = Point(x: 0, y: 0)
    XCTAssertEqual(moved.accessibilityFrame, Rect(x: -66.5, y: -86.5, width: 133, height: 173))
  }

  /// For every item the wheel computes, the accessibility frame is its
  /// frame, exactly.
  func testAccessibilityFrameIsTheFrameOfEveryComputedItem() throws {
    RandomSweep.tally("Wheel scroll model", RandomSweep.count(500))
    for seed in caseSeeds(500, multiplier: 0xF7A) {
      var generator = SplitMix64(seed: seed)
      let input = WheelRandomCase.random(using: &generator, maximumCount: 30)
      let wheel = try input.reference.makeWheel()
      for index in 0..<input.count {
        let item = wheel.item(index, in: input.viewport, itemCount: input.count)!
        XCTAssertEqual(item.accessibilityFrame, item.frame, "seed \(seed), item \(index)")
      }
    }
  }
}
