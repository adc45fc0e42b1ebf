// The snapping modes, fling by fling: a picker that pages one item per
// swipe on a wheel with ends and across a wrapping wheel's seam, the
// nearest item for a weak fling, the halfway rule, and velocities that
// are NaN or infinite.

import CircularLayout
import Foundation
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class WheelPagingTests: XCTestCase {
  /// The default wheel (an item per 133 points) with a snapping mode.
  private func wheel(_ snapping: Wheel.Snapping, wraps: Bool = false) -> Wheel {
    var wheel = defaultWheel
    wheel.snapping = snapping
    wheel._checkInvariants()
    wheel.wrapsAround = wraps
    wheel._checkInvariants()
    return wheel
  }

  /// One fling: where it lands and on which item.
  private func fling(
    _ wheel: Wheel, from start: Double, to proposed: Double, velocity: Double, count: Int = 10
  ) -> (offset: Double, index: Int?) {
    let bounds = tutorialViewport(x: 0)
    let offset = wheel.targetContentOffset(
      forProposed: proposed, velocity: velocity, dragStartOffset: start, viewport: bounds,
      itemCount: count)
    let index = wheel.landingItemIndex(
      forProposed: proposed, velocity: velocity, dragStartOffset: start, viewport: bounds,
      itemCount: count)
    // The landing item is the one standing upright at the top there.
    XCTAssertEqual(
      wheel.centeredItemIndex(in: tutorialViewport(x: offset), itemCount: count), index)
    return (offset, index)
  }

  // MARK: - Paging, fling by fling

  /// A picker with ends: every fling moves one item, however hard; a slow
  /// drag across several items moves one; a drag released short of
  /// halfway springs back.
  func testPagingAWheelWithEnds() {
    let picker = wheel(.paging)
    var here = 4 * 133.0  // item 4
    func swipe(to proposed: Double, _ velocity: Double) -> Int? {
      let landing = fling(picker, from: here, to: proposed, velocity: velocity)
      here = landing.offset
      return landing.index
    }
    XCTAssertEqual(swipe(to: 1100, 3), 5)  // UIKit would stop at 8.27 items
    XCTAssertEqual(here, 665)
    XCTAssertEqual(swipe(to: 1190, 0.4), 6)
    XCTAssertEqual(swipe(to: 798 + 2.7 * 133, 0), 7)  // a slow drag across three
    XCTAssertEqual(swipe(to: 931 + 0.4 * 133, 0), 7)  // short of halfway: back
    XCTAssertEqual(here, 931)
    XCTAssertEqual(swipe(to: 931 + 0.6 * 133, 0), 8)  // past halfway
    XCTAssertEqual(swipe(to: 200, -5), 7)  // a hard fling back: one item
    XCTAssertEqual(swipe(to: 2000, 9), 8)
    XCTAssertEqual(swipe(to: 2000, 9), 9)
    XCTAssertEqual(swipe(to: 2000, 9), 9)  // the end
    XCTAssertEqual(here, 1197)
    here = 0
    XCTAssertEqual(swipe(to: -300, -2), 0)  // the other end
    XCTAssertEqual(here, 0)
    // The drag start's nearest item decides: from 4.4 items the window is
    // 3 ... 5, from 4.6 items 4 ... 6.
    XCTAssertEqual(fling(picker, from: 4.4 * 133, to: 1100, velocity: 1).index, 5)
    XCTAssertEqual(fling(picker, from: 4.6 * 133, to: 1100, velocity: 1).index, 6)
    // Exactly halfway, the higher item: 4.5 items is item 5.
    XCTAssertEqual(fling(picker, from: 4.5 * 133, to: 1100, velocity: 1).index, 6)
    // Without a drag start, paging answers as free snapping does.
    XCTAssertEqual(
      picker.landingItemIndex(
        forProposed: 1100, velocity: 3, viewport: tutorialViewport(x: 0), itemCount: 10), 9)
    XCTAssertEqual(
      picker.targetContentOffset(
        forProposed: 1100, velocity: 3, viewport: tutorialViewport(x: 0), itemCount: 10), 1197)
  }

  /// A wrapping picker pages across the seam between item 9 and item 0,
  /// one item per fling, forward and back, and never a turn away: the
  /// clamp reads positions along the content, not indices.
  func testPagingAWrappingWheelAcrossTheSeam() {
    let picker = wheel(.paging, wraps: true)
    var here = 5005 * 133.0  // item 5
    var expected = 5
    for _ in 0..<12 {
      let landing = fling(picker, from: here, to: here + 40 * 133, velocity: 4)
      expected = (expected + 1) % 10
      XCTAssertEqual(landing.index, expected)
      XCTAssertEqual(landing.offset, here + 133)
      here = landing.offset
    }
    // 5017: item 7. Back across the seam, one item per fling.
    for _ in 0..<12 {
      let landing = fling(picker, from: here, to: here - 40 * 133, velocity: -4)
      expected = (expected + 9) % 10
      XCTAssertEqual(landing.index, expected)
      XCTAssertEqual(landing.offset, here - 133)
      here = landing.offset
    }
    XCTAssertEqual(here, 5005 * 133)
    // Free snapping from the same place goes where UIKit proposed, 40
    // items on: item 5 again, four turns later.
    let free = fling(wheel(.free, wraps: true), from: here, to: here + 39.5 * 133, velocity: 4)
    XCTAssertEqual(free.index, 5)
    XCTAssertEqual(free.offset, here + 40 * 133)
  }

  /// The tutorial's model pages by its own distance, 955 / 9 per item.
  func testPagingTheTutorialsModel() {
    var picker = tutorialWheel
    picker.snapping = .paging
    picker._checkInvariants()
    let step = 955.0 / 9
    let landing = fling(picker, from: 3 * step, to: 900, velocity: 2)
    XCTAssertEqual(landing.index, 4)
    XCTAssertEqual(landing.offset, 4 * step, accuracy: 1e-9)
  }

  // MARK: - The other modes

  /// `.nearest` springs back from a weak fling that `.free` carries on;
  /// both send exactly halfway to the higher item.
  func testNearestSpringsBackFromAWeakFling() {
    // 300 is 2.26 items.
    XCTAssertEqual(fling(wheel(.nearest), from: 266, to: 300, velocity: 5).index, 2)
    XCTAssertEqual(fling(wheel(.free), from: 266, to: 300, velocity: 5).index, 3)
    XCTAssertEqual(fling(wheel(.nearest), from: 266, to: 340, velocity: -5).index, 3)
    XCTAssertEqual(fling(wheel(.free), from: 266, to: 340, velocity: -5).index, 2)
    for mode in Wheel.Snapping.allCases {
      XCTAssertEqual(fling(wheel(mode), from: 332.5, to: 332.5, velocity: 0).index, 3, "\(mode)")
    }
  }

  // MARK: - Bad input

  /// Velocities: NaN reads as 0 (the nearest item), an infinity as its
  /// sign. A NaN drag start reads as 0, an infinite one as the end of the
  /// content; a NaN proposal as 0.
  func testNaNAndInfiniteVelocitiesAndOffsets() {
    for mode in Wheel.Snapping.allCases {
      let wheel = wheel(mode)
      let context = "\(mode)"
      XCTAssertEqual(fling(wheel, from: 266, to: 300, velocity: .nan).index, 2, context)
      XCTAssertEqual(
        fling(wheel, from: 266, to: 300, velocity: .infinity).offset,
        fling(wheel, from: 266, to: 300, velocity: 1).offset, context)
      XCTAssertEqual(
        fling(wheel, from: 266, to: 300, velocity: -.infinity).offset,
        fling(wheel, from: 266, to: 300, velocity: -1).offset, context)
      // A NaN proposal is offset 0; paging from item 2 stops at item 1.
      XCTAssertEqual(
        fling(wheel, from: 266, to: .nan, velocity: 1).offset, mode == .paging ? 133 : 0, context)
      for velocity in [0, 1, -1, Double.nan, .infinity, -.infinity] {
        for start in [Double.nan, .infinity, -.infinity, 1e300] {
          let landing = fling(wheel, from: start, to: 700, velocity: velocity)
          XCTAssertTrue(
            landing.offset >= 0 && landing.offset <= 1197, "\(context): \(landing)")
        }
      }
    }
    // Paging from a NaN start (read as 0, item 0) moves to item 1 at most.
    XCTAssertEqual(fling(wheel(.paging), from: .nan, to: 1000, velocity: 1).index, 1)
    // From an infinite start (read as 2^53, past the end: item 9).
    XCTAssertEqual(fling(wheel(.paging), from: .infinity, to: 100, velocity: -1).index, 8)
  }

  /// No items, one item, the most items and viewports of size zero: a
  /// documented landing, and no trap.
  func testDegenerateWheels() {
    for mode in Wheel.Snapping.allCases {
      let wheel = wheel(mode)
      XCTAssertEqual(fling(wheel, from: 0, to: 300, velocity: 1, count: 0).offset, 0)
      XCTAssertNil(fling(wheel, from: 0, to: 300, velocity: 1, count: 0).index)
      XCTAssertEqual(fling(wheel, from: 0, to: 300, velocity: 1, count: 1).offset, 0)
      XCTAssertEqual(fling(wheel, from: 0, to: 300, velocity: 1, count: 1).index, 0)
      let most = fling(wheel, from: 1e15, to: 2e15, velocity: 1, count: .max)
      XCTAssertTrue(most.offset.isFinite && most.offset <= Wheel.maximumLength)
      if mode == .paging { XCTAssertEqual(most.offset, (1e15 / 133).rounded() * 133 + 133) }
      let empty = Rect(x: 0, y: 0, width: 0, height: 0)
      XCTAssertEqual(
        wheel.targetContentOffset(
          forProposed: 300, velocity: 1, dragStartOffset: 266, viewport: empty, itemCount: 10),
        mode == .nearest ? 266 : 399)
      XCTAssertEqual(
        wheel.landingItemIndex(
          forProposed: 300, velocity: 1, dragStartOffset: 266, viewport: empty, itemCount: 10),
        mode == .nearest ? 2 : 3)
    }
  }

  // MARK: - Random flings

  /// Random wheels in paging mode, flung again and again from where the
  /// last fling landed, with UIKit-like proposals in the velocity's
  /// direction: each fling lands one item on (or stays, at an end), on
  /// the side it went, in both directions and on wrapping wheels.
  func testRandomFlingsMoveOneItemAtATime() {
    var failures = 0
    var flings = 0
    RandomSweep.tally("Wheel scroll model", RandomSweep.count(400))
    for seed in caseSeeds(400, multiplier: 0x9A61) where failures < 3 {
      var generator = SplitMix64(seed: seed)
      var input = WheelRandomCase.random(using: &generator, maximumCount: 50)
      input.reference.snapping = .paging
      let wheel = input.reference.makeWheel()
      let count = input.count
      let viewport = input.viewport
      let maxOffset = wheel.maximumContentOffset(itemCount: count, viewport: viewport)
      let distance = wheel.scrollDistancePerItem(itemCount: count, viewport: viewport)
      guard count >= 2, maxOffset > 0, distance > 0 else { continue }
      let context = "seed \(seed): \(input)"
      let reversed = input.reference.isReversed
      // From an item: a wrapping wheel's in the middle of its content, far
      // from its edges.
      var here = wheel.contentOffset(steppingBy: 0, from: viewport, itemCount: count)!
      var index = wheel.centeredItemIndex(
        in: input.reference.moved(viewport, to: here), itemCount: count)!
      if input.reference.wraps {
        here = wheel.initialContentOffset(centering: index, viewport: viewport, itemCount: count)
      }
      for _ in 0..<20 {
        let velocity =
          Double.random(in: 0.1...8, using: &generator) * (Bool.random(using: &generator) ? 1 : -1)
        let travel = velocity * distance * Double.random(in: 0.6...30, using: &generator)
        let landing = (
          wheel.targetContentOffset(
            forProposed: here + travel, velocity: velocity, dragStartOffset: here,
            viewport: viewport, itemCount: count),
          wheel.landingItemIndex(
            forProposed: here + travel, velocity: velocity, dragStartOffset: here,
            viewport: viewport, itemCount: count)!
        )
        // In items, the fling goes forward when the offset grows, or when it
        // shrinks on a right-to-left wheel.
        let forward = (velocity > 0) != reversed
        let moved = (landing.0 - here) / distance * (reversed ? -1 : 1)
        let atEnd =
          !input.reference.wraps && (forward ? index == count - 1 : index == 0)
        let expectedMove: Double = atEnd ? 0 : (forward ? 1 : -1)
        guard abs(moved - expectedMove) < 1e-6 else {
          failures += 1
          XCTFail("fling \(velocity) from \(here) moved \(moved) items; \(context)")
          break
        }
        let expectedIndex =
          input.reference.wraps
          ? (index + Int(expectedMove) + count) % count : index + Int(expectedMove)
        XCTAssertEqual(landing.1, expectedIndex, context)
        (here, index) = (landing.0, landing.1)
        flings += 1
      }
    }
    if RandomSweep.replaySeed == nil { XCTAssertGreaterThan(flings, 4_000) }
  }
}
