// The snapping modes on a wheel, fling by fling: paging from where the
// finger lifts (the slow drag from item 0 to 4.3 lands on 4), a
// picker that pages one item per swipe on a wheel with ends and across a
// wrapping wheel's seam, the nearest item for a weak fling, the halfway
// rule, and lifts, velocities and proposals that are NaN or infinite. The
// rule itself, drag by drag against a reference, is in
// ScrollingLayoutPagingTests.

import CircularLayout
import Foundation
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class WheelPagingTests: XCTestCase {
  /// The default wheel (an item per 133 points) with a snapping mode.
  private func wheel(_ snapping: ScrollSnapping, wraps: Bool = false) -> Wheel {
    var wheel = defaultWheel
    wheel.snapping = snapping
    wheel._checkInvariants()
    wheel.wrapsAround = wraps
    wheel._checkInvariants()
    return wheel
  }

  /// One drag released with the finger lifted at `lift` (the bounds'
  /// origin): where it lands and on which item.
  private func fling(
    _ wheel: Wheel, lift: Double, to proposed: Double, velocity: Double, count: Int = 10
  ) -> (offset: Double, index: Int?) {
    let bounds = tutorialViewport(x: lift)
    let offset = wheel.targetContentOffset(
      forProposed: proposed, velocity: velocity, in: bounds, itemCount: count)
    let index = wheel.landingItemIndex(
      forProposed: proposed, velocity: velocity, in: bounds, itemCount: count)
    // The landing item is the one standing upright at the top there.
    XCTAssertEqual(
      wheel.centeredItemIndex(in: tutorialViewport(x: offset), itemCount: count), index)
    return (offset, index)
  }

  // MARK: - Paging from where the finger lifts

  /// The case: dragged slowly from item 0 to 4.3 items and
  /// released with a small forward velocity, which UIKit carries on a
  /// little (to 4.36), a `.paging` wheel lands on item 4, next to where
  /// the finger lifted, not on item 1 beside where the drag began.
  func testASlowDragAcrossFourItemsLandsFourItemsOn() {
    let picker = wheel(.paging)
    let landing = fling(picker, lift: 4.3 * 133, to: 4.36 * 133, velocity: 0.1)
    XCTAssertEqual(landing.index, 4)
    XCTAssertEqual(landing.offset, 532)
    // Wherever the drag began: the offset where it began is not an input.
    XCTAssertEqual(
      picker.landingItemIndex(
        forProposed: 4.36 * 133, velocity: 0.1, in: tutorialViewport(x: 4.3 * 133), itemCount: 10),
      4)
  }

  /// A picker with ends, swiped again and again from where the last swipe
  /// landed: a fling moves one item however hard, a slow drag lands on the
  /// item nearest the lift, a release short of halfway springs back, and
  /// the ends hold.
  /// ScrollSnapping.paging's documented rule: a slow drag lands on the
  /// item nearest the lift only while UIKit's projection stays on that
  /// item's side of the halfway point to the next item in the fling's
  /// direction; past halfway it lands on that next item, and never
  /// further.
  func testASlowDragLandsNearTheLiftOnlyWhileTheProjectionStaysShortOfHalfway() {
    let picker = wheel(.paging)
    func item(lift: Double, proposed: Double, velocity: Double) -> Int? {
      fling(picker, lift: lift * 133, to: proposed * 133, velocity: velocity).index
    }
    // Lifted at 4.3 moving forward: item 4 is nearest, 5 next.
    XCTAssertEqual(item(lift: 4.3, proposed: 4.36, velocity: 0.1), 4)
    XCTAssertEqual(item(lift: 4.3, proposed: 4.49, velocity: 0.1), 4)
    XCTAssertEqual(item(lift: 4.3, proposed: 4.5, velocity: 0.1), 5, "halfway goes up")
    XCTAssertEqual(item(lift: 4.3, proposed: 4.7, velocity: 0.1), 5, "past halfway: the next")
    XCTAssertEqual(item(lift: 4.3, proposed: 9, velocity: 3), 5, "and never further")
    // Lifted at 4.6 moving back: item 5 is nearest, 4 next behind.
    XCTAssertEqual(item(lift: 4.6, proposed: 4.55, velocity: -0.1), 5)
    XCTAssertEqual(item(lift: 4.6, proposed: 4.5, velocity: -0.1), 5, "halfway goes up")
    XCTAssertEqual(item(lift: 4.6, proposed: 4.45, velocity: -0.1), 4, "past halfway")
    XCTAssertEqual(item(lift: 4.6, proposed: 1, velocity: -3), 4)
    // When the nearest item already lies ahead, it is the landing.
    XCTAssertEqual(item(lift: 4.6, proposed: 4.9, velocity: 0.1), 5)
    XCTAssertEqual(item(lift: 4.6, proposed: 8, velocity: 3), 5)
    XCTAssertEqual(item(lift: 4.3, proposed: 4.1, velocity: -0.1), 4)
    XCTAssertEqual(item(lift: 4.3, proposed: 1, velocity: -3), 4)
    // With no velocity, the item nearest the lift, wherever the proposal.
    XCTAssertEqual(item(lift: 4.3, proposed: 4.9, velocity: 0), 4)
    XCTAssertEqual(item(lift: 4.6, proposed: 4.1, velocity: 0), 5)
  }

  func testPagingAWheelWithEnds() {
    let picker = wheel(.paging)
    var here = 4 * 133.0  // item 4
    /// The finger drags `dragged` items from here, lifts, and UIKit
    /// proposes `proposed`.
    func swipe(dragged: Double, to proposed: Double, _ velocity: Double) -> Int? {
      let landing = fling(picker, lift: here + dragged * 133, to: proposed, velocity: velocity)
      here = landing.offset
      return landing.index
    }
    XCTAssertEqual(swipe(dragged: 0.2, to: 1100, 3), 5)  // UIKit would stop at 8.27 items
    XCTAssertEqual(here, 665)
    XCTAssertEqual(swipe(dragged: 0.1, to: 1190, 0.4), 6)
    // A slow drag across 2.7 items lifts at 8.7: item 9 is nearest.
    XCTAssertEqual(swipe(dragged: 2.7, to: 798 + 2.72 * 133, 0.05), 9)
    here = 931  // item 7
    XCTAssertEqual(swipe(dragged: 0.4, to: 931 + 0.4 * 133, 0), 7)  // short of halfway: back
    XCTAssertEqual(here, 931)
    XCTAssertEqual(swipe(dragged: 0.6, to: 931 + 0.6 * 133, 0), 8)  // past halfway
    // A hard fling back, the finger lifted 0.1 item back: one item.
    XCTAssertEqual(swipe(dragged: -0.1, to: 200, -5), 7)
    // A fling forward that UIKit would not carry past halfway: the item
    // nearest the lift, which lies behind it but is nearest.
    XCTAssertEqual(swipe(dragged: 0.3, to: 931 + 0.35 * 133, 0.2), 7)
    XCTAssertEqual(swipe(dragged: 0.3, to: 2000, 9), 8)
    XCTAssertEqual(swipe(dragged: 0.3, to: 2000, 9), 9)
    XCTAssertEqual(swipe(dragged: 0.3, to: 2000, 9), 9)  // the end: past it, held
    XCTAssertEqual(here, 1197)
    here = 0
    XCTAssertEqual(swipe(dragged: -0.2, to: -300, -2), 0)  // the other end
    XCTAssertEqual(here, 0)
    // Exactly halfway, the higher item: lifted at 4.5 items with no
    // velocity, item 5.
    XCTAssertEqual(fling(picker, lift: 4.5 * 133, to: 4.5 * 133, velocity: 0).index, 5)
    // From 4.5, a fling back may go to 4, and one forward stays on 5.
    XCTAssertEqual(fling(picker, lift: 4.5 * 133, to: 100, velocity: -1).index, 4)
    XCTAssertEqual(fling(picker, lift: 4.5 * 133, to: 1100, velocity: 1).index, 5)
  }

  /// A lift within a billionth of an item of a stop counts as on it, as
  /// `.free` reads a proposal: a fling from item 4 then moves one item
  /// either way. A millionth off, the lift lies past the stop, and a
  /// fling back lands on the stop itself.
  func testALiftWithinABillionthOfAStopCountsAsOnIt() {
    let picker = wheel(.paging)
    let stop = 4 * 133.0
    let nudge = 1e-10 * 133
    for lift in [stop, stop + nudge, stop - nudge] {
      XCTAssertEqual(fling(picker, lift: lift, to: 1100, velocity: 1).index, 5, "\(lift)")
      XCTAssertEqual(fling(picker, lift: lift, to: 0, velocity: -1).index, 3, "\(lift)")
    }
    XCTAssertEqual(fling(picker, lift: 4 * 133 + 1e-6 * 133, to: 0, velocity: -1).index, 4)
    XCTAssertEqual(fling(picker, lift: 4 * 133 - 1e-6 * 133, to: 1100, velocity: 1).index, 4)
  }

  /// A wrapping picker pages across the seam between item 9 and item 0,
  /// one item per fling, forward and back, and never a turn away: the rule
  /// reads positions along the content, not indices.
  func testPagingAWrappingWheelAcrossTheSeam() {
    let picker = wheel(.paging, wraps: true)
    var here = 5005 * 133.0  // item 5
    var expected = 5
    for _ in 0..<12 {
      let landing = fling(picker, lift: here + 30, to: here + 40 * 133, velocity: 4)
      expected = (expected + 1) % 10
      XCTAssertEqual(landing.index, expected)
      XCTAssertEqual(landing.offset, here + 133)
      here = landing.offset
    }
    // 5017: item 7. Back across the seam, one item per fling.
    for _ in 0..<12 {
      let landing = fling(picker, lift: here - 30, to: here - 40 * 133, velocity: -4)
      expected = (expected + 9) % 10
      XCTAssertEqual(landing.index, expected)
      XCTAssertEqual(landing.offset, here - 133)
      here = landing.offset
    }
    XCTAssertEqual(here, 5005 * 133)
    // Free snapping from the same place goes where UIKit proposed, 40
    // items on: item 5 again, four turns later.
    let free = fling(wheel(.free, wraps: true), lift: here, to: here + 39.5 * 133, velocity: 4)
    XCTAssertEqual(free.index, 5)
    XCTAssertEqual(free.offset, here + 40 * 133)
  }

  /// Right to left, a growing offset moves to lower items: a fling that
  /// grows the offset from item 4 (at 1197 - 532 = 665) lands on item 3.
  func testPagingRightToLeftReadsTheFlingsDirection() {
    var picker = wheel(.paging)
    picker.layoutDirection = .rightToLeft
    picker._checkInvariants()
    XCTAssertEqual(fling(picker, lift: 665 + 20, to: 1100, velocity: 3).offset, 798)
    XCTAssertEqual(fling(picker, lift: 665 + 20, to: 1100, velocity: 3).index, 3)
    XCTAssertEqual(fling(picker, lift: 665 - 20, to: 0, velocity: -3).index, 5)
    // The slow drag, mirrored: lifted at 1197 - 4.3 · 133.
    XCTAssertEqual(
      fling(picker, lift: 1197 - 4.3 * 133, to: 1197 - 4.36 * 133, velocity: -0.1).index, 4)
  }

  /// The tutorial's model pages by its own distance, 955 / 9 per item.
  func testPagingTheTutorialsModel() {
    var picker = tutorialWheel
    picker.snapping = .paging
    picker._checkInvariants()
    let step = 955.0 / 9
    let landing = fling(picker, lift: 3.2 * step, to: 900, velocity: 2)
    XCTAssertEqual(landing.index, 4)
    XCTAssertEqual(landing.offset, 4 * step, accuracy: 1e-9)
  }

  // MARK: - The other modes

  /// `.nearest` springs back from a weak fling that `.free` carries on;
  /// both send exactly halfway to the higher item. Neither reads the lift.
  func testNearestSpringsBackFromAWeakFling() {
    for lift in [0.0, 266, 1197] {
      // 300 is 2.26 items.
      XCTAssertEqual(fling(wheel(.nearest), lift: lift, to: 300, velocity: 5).index, 2)
      XCTAssertEqual(fling(wheel(.free), lift: lift, to: 300, velocity: 5).index, 3)
      XCTAssertEqual(fling(wheel(.nearest), lift: lift, to: 340, velocity: -5).index, 3)
      XCTAssertEqual(fling(wheel(.free), lift: lift, to: 340, velocity: -5).index, 2)
    }
    for mode in ScrollSnapping.allCases {
      XCTAssertEqual(
        fling(wheel(mode), lift: 332.5, to: 332.5, velocity: 0).index, 3, "\(mode)")
    }
  }

  // MARK: - Bad input

  /// Velocities: NaN reads as 0 (the nearest item), an infinity as its
  /// sign. A NaN lift reads as 0, an infinite one as 2^53, past the end; a
  /// NaN proposal as 0.
  func testNaNAndInfiniteVelocitiesOffsetsAndLifts() {
    for mode in ScrollSnapping.allCases {
      let wheel = wheel(mode)
      let context = "\(mode)"
      XCTAssertEqual(fling(wheel, lift: 266, to: 300, velocity: .nan).index, 2, context)
      XCTAssertEqual(
        fling(wheel, lift: 266, to: 300, velocity: .infinity).offset,
        fling(wheel, lift: 266, to: 300, velocity: 1).offset, context)
      XCTAssertEqual(
        fling(wheel, lift: 266, to: 300, velocity: -.infinity).offset,
        fling(wheel, lift: 266, to: 300, velocity: -1).offset, context)
      // A NaN proposal is offset 0; paging lifted on item 2 stops at
      // item 2 (the proposal lies behind the fling).
      XCTAssertEqual(
        fling(wheel, lift: 266, to: .nan, velocity: 1).offset, mode == .paging ? 266 : 0, context)
      for velocity in [0, 1, -1, Double.nan, .infinity, -.infinity] {
        for lift in [Double.nan, .infinity, -.infinity, 1e300] {
          let landing = fling(wheel, lift: lift, to: 700, velocity: velocity)
          XCTAssertTrue(
            landing.offset >= 0 && landing.offset <= 1197, "\(context): \(landing)")
        }
      }
    }
    // Paging from a NaN lift (read as 0, item 0) moves to item 1 at most.
    XCTAssertEqual(fling(wheel(.paging), lift: .nan, to: 1000, velocity: 1).index, 1)
    // From an infinite lift (read as 2^53, far past the end) the fling
    // back's next item is still past the end: the last item.
    XCTAssertEqual(fling(wheel(.paging), lift: .infinity, to: 100, velocity: -1).index, 9)
  }

  /// No items, one item, the most items and viewports of size zero: a
  /// documented landing, and no trap.
  func testDegenerateWheels() {
    for mode in ScrollSnapping.allCases {
      let wheel = wheel(mode)
      XCTAssertEqual(fling(wheel, lift: 0, to: 300, velocity: 1, count: 0).offset, 0)
      XCTAssertNil(fling(wheel, lift: 0, to: 300, velocity: 1, count: 0).index)
      XCTAssertEqual(fling(wheel, lift: 0, to: 300, velocity: 1, count: 1).offset, 0)
      XCTAssertEqual(fling(wheel, lift: 0, to: 300, velocity: 1, count: 1).index, 0)
      let most = fling(wheel, lift: 1e15, to: 2e15, velocity: 1, count: .max)
      XCTAssertTrue(most.offset.isFinite && most.offset <= Wheel.maximumLength)
      if mode == .paging { XCTAssertEqual(most.offset, (1e15 / 133).rounded(.down) * 133 + 133) }
      // An empty viewport still has a lift, its origin: on item 2, from
      // which paging keeps the nearest item to 2.26.
      let empty = Rect(x: 266, y: 0, width: 0, height: 0)
      XCTAssertEqual(
        wheel.targetContentOffset(forProposed: 300, velocity: 1, in: empty, itemCount: 10),
        mode == .free ? 399 : 266)
      XCTAssertEqual(
        wheel.landingItemIndex(forProposed: 300, velocity: 1, in: empty, itemCount: 10),
        mode == .free ? 3 : 2)
    }
  }

  // MARK: - Random flings

  /// Random wheels in paging mode, flung again and again from where the
  /// last fling landed: the finger drags less than half an item and lifts,
  /// and UIKit proposes at least 0.6 of an item past the lift in the
  /// velocity's direction. Each fling lands one item on (or stays, at an
  /// end), on the side it went, in both directions, both layout
  /// directions, both scroll models and on wrapping wheels.
  func testRandomFlingsMoveOneItemAtATime() throws {
    var failures = 0
    var flings = 0
    RandomSweep.tally("Wheel scroll model", RandomSweep.count(200))
    for seed in caseSeeds(200, multiplier: 0x9A61) where failures < 3 {
      var generator = SplitMix64(seed: seed)
      var input = WheelRandomCase.random(using: &generator, maximumCount: 50)
      input.reference.snapping = .paging
      let wheel = try input.reference.makeWheel()
      let count = input.count
      let viewport = input.viewport
      let maxOffset = wheel.maximumContentOffset(in: viewport, itemCount: count)
      let distance = wheel.scrollDistancePerItem(in: viewport, itemCount: count)
      guard count >= 2, maxOffset > 0, distance > 0 else { continue }
      let context = "seed \(seed): \(input)"
      let reversed = input.reference.isReversed
      // From an item: a wrapping wheel's in the middle of its content, far
      // from its edges.
      var here = wheel.contentOffset(steppingBy: 0, in: viewport, itemCount: count)!
      var index = wheel.centeredItemIndex(
        in: input.reference.moved(viewport, to: here), itemCount: count)!
      if input.reference.wraps {
        here = wheel.initialContentOffset(centering: index, in: viewport, itemCount: count)
      }
      for _ in 0..<20 {
        let sign: Double = Bool.random(using: &generator) ? 1 : -1
        let velocity = Double.random(in: 0.1...8, using: &generator) * sign
        let dragged = Double.random(in: 0...0.45, using: &generator) * distance * sign
        let travel = Double.random(in: 0.6...30, using: &generator) * distance * sign
        let lifted = input.reference.moved(viewport, to: here + dragged)
        let proposed = here + dragged + travel
        let landing = (
          wheel.targetContentOffset(
            forProposed: proposed, velocity: velocity, in: lifted, itemCount: count),
          wheel.landingItemIndex(
            forProposed: proposed, velocity: velocity, in: lifted, itemCount: count)!
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
          XCTFail("fling \(velocity) lifted at \(here + dragged) moved \(moved) items; \(context)")
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
    if RandomSweep.replaySeed == nil { XCTAssertGreaterThan(flings, 2_000) }
  }
}
