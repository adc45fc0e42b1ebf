import CircularLayout
import Foundation
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class WheelSnappingTests: XCTestCase {
  /// One item per 955 / 9 = 106.11 points on the tutorial's wheel.
  private let stop = 955.0 / 9

  private func target(
    _ offset: Double, _ velocity: Double, wheel: Wheel = tutorialWheel,
    viewport: Rect = tutorialViewport(x: 0), count: Int = 10
  ) -> Double {
    wheel.targetContentOffset(
      forProposed: offset, velocity: velocity, in: viewport, itemCount: count)
  }

  // MARK: - With ends, by hand

  func testSnapsToTheNearestItemWithoutVelocity() {
    XCTAssertEqual(target(300, 0), 3 * stop, accuracy: 1e-9)  // 2.83 items
    XCTAssertEqual(target(50, 0), 0)  // 0.47 items
    XCTAssertEqual(target(60, 0), stop, accuracy: 1e-9)  // 0.57 items
    XCTAssertEqual(target(477.5, 0), 5 * stop, accuracy: 1e-9)  // exactly 4.5: forward
    XCTAssertEqual(target(954, 0), 955)
  }

  func testVelocityPicksTheNextItemInItsDirection() {
    XCTAssertEqual(target(300, 1), 3 * stop, accuracy: 1e-9)
    XCTAssertEqual(target(300, -1), 2 * stop, accuracy: 1e-9)
    XCTAssertEqual(target(230, 0.001), 3 * stop, accuracy: 1e-9)  // 2.17 items, forward
    XCTAssertEqual(target(230, -1e-9), 2 * stop, accuracy: 1e-9)
    // Already on an item: rounding in 955 / 3 must not push it to the next.
    XCTAssertEqual(target(955.0 / 3, 5), 955.0 / 3, accuracy: 1e-9)
    XCTAssertEqual(target(955.0 / 3, -5), 955.0 / 3, accuracy: 1e-9)
    XCTAssertEqual(target(0, 1), 0)
    XCTAssertEqual(target(955, -1), 955)
  }

  func testTargetsAreClampedToTheEnds() {
    XCTAssertEqual(target(-100, -1), 0)
    XCTAssertEqual(target(-100, 1), 0)
    XCTAssertEqual(target(2000, 1), 955)
    XCTAssertEqual(target(2000, -1), 955)
    XCTAssertEqual(target(-.infinity, 0), 0)
    XCTAssertEqual(target(.infinity, 0), 955)
    XCTAssertEqual(target(.greatestFiniteMagnitude, 1), 955)
  }

  func testNaNReadsAsZero() {
    XCTAssertEqual(target(.nan, 1), 0)
    XCTAssertEqual(target(300, .nan), 3 * stop, accuracy: 1e-9)  // nearest
    XCTAssertEqual(target(300, .infinity), 3 * stop, accuracy: 1e-9)
    XCTAssertEqual(target(300, -.infinity), 2 * stop, accuracy: 1e-9)
  }

  func testWheelsThatCannotTurn() {
    XCTAssertEqual(target(300, 1, count: 0), 0)
    XCTAssertEqual(target(300, 1, count: -3), 0)
    // One item 133 wide in a 375 viewport, or two: the content fits, and
    // the tutorial would divide by zero.
    XCTAssertEqual(target(300, 1, count: 1), 0)
    XCTAssertEqual(target(300, 1, count: 2), 0)
    // One item in a narrow viewport: upright everywhere, so the offset
    // stays (clamped to 0...33).
    let narrow = Rect(x: 0, y: 0, width: 100, height: 667)
    XCTAssertEqual(target(20, 1, viewport: narrow, count: 1), 20)
    XCTAssertEqual(target(50, 1, viewport: narrow, count: 1), 33)
    XCTAssertEqual(target(-5, 1, viewport: narrow, count: 1), 0)
    // Two items in it: one item per 166 points.
    XCTAssertEqual(target(100, 0, viewport: narrow, count: 2), 166)
    XCTAssertEqual(target(60, 0, viewport: narrow, count: 2), 0)
  }

  func testDegenerateViewportSizesStillGiveFiniteTargets() {
    // A zero, NaN or infinite width reads as 0: maxOffset 1330, one item
    // per 147.8 points, so 300 (2.03 items) snaps to 2.
    for width in [0, -0.0, Double.nan, .infinity, -.infinity] {
      let viewport = Rect(x: 0, y: 0, width: width, height: 667)
      XCTAssertEqual(target(300, 0, viewport: viewport), 2 * 1330.0 / 9, accuracy: 1e-9, "\(width)")
    }
    // A negative width is the standardised rect's: 375 wide, so 300 (2.83
    // items of 106.1 points) snaps to 3, as in the positive viewport.
    let negative = Rect(x: 375, y: 0, width: -375, height: 667)
    XCTAssertEqual(target(300, 0, viewport: negative), 3 * stop, accuracy: 1e-9)
    XCTAssertEqual(target(300, 0, viewport: negative), target(300, 0))
  }

  func testContentOffsetCenteringAnItem() {
    let wheel = tutorialWheel
    func offset(_ index: Int, count: Int = 10) -> Double {
      wheel.initialContentOffset(
        centering: index, in: tutorialViewport(x: 0), itemCount: count)
    }
    XCTAssertEqual(offset(0), 0)
    XCTAssertEqual(offset(3), 3 * stop, accuracy: 1e-9)
    XCTAssertEqual(offset(9), 955)
    XCTAssertEqual(offset(-5), 0)
    XCTAssertEqual(offset(42), 955)
    XCTAssertEqual(offset(Int.min), 0)
    XCTAssertEqual(offset(3, count: 0), 0)
    XCTAssertEqual(offset(0, count: 1), 0)
    XCTAssertEqual(
      wheel.contentOffset(centering: 3, in: tutorialViewport(x: 800), itemCount: 10), 3 * stop,
      accuracy: 1e-9)
    // The item then stands upright at the top.
    for index in 0..<10 {
      let viewport = tutorialViewport(x: offset(index))
      XCTAssertEqual(wheel.item(index, in: viewport, itemCount: 10)!.angle, 0, accuracy: 1e-12)
      XCTAssertEqual(wheel.centeredItemIndex(in: viewport, itemCount: 10), index)
    }
  }

  func testCenteredItemIndex() {
    let wheel = tutorialWheel
    func centered(_ x: Double, count: Int = 10) -> Int? {
      wheel.centeredItemIndex(in: tutorialViewport(x: x), itemCount: count)
    }
    XCTAssertEqual(centered(0), 0)
    XCTAssertEqual(centered(100), 1)  // 0.94 items
    XCTAssertEqual(centered(477.5), 5)  // 4.5: the later one
    XCTAssertEqual(centered(477.4), 4)
    XCTAssertEqual(centered(955), 9)
    XCTAssertEqual(centered(-500), 0)
    XCTAssertEqual(centered(5000), 9)
    XCTAssertEqual(centered(.nan), 0)
    XCTAssertEqual(centered(.infinity), 9)
    XCTAssertNil(centered(0, count: 0))
    XCTAssertEqual(centered(300, count: 1), 0)
    XCTAssertEqual(
      wheel.centeredItemIndex(in: Rect(x: 100, y: 0, width: 0, height: 0), itemCount: 10), 1)
  }

  // MARK: - Wrapping around, by hand

  /// A wrapping tutorial wheel: one item per 133 points, content 1,001
  /// copies of 1,330 points, so maxOffset = 1,331,330 - 375 = 1,330,955 and
  /// the last whole stop is 10,007 (1,330,931).
  private var wrapping: Wheel {
    var wheel = tutorialWheel
    wheel.wrapsAround = true
    wheel._checkInvariants()
    return wheel
  }

  func testWrappingContentAndStops() {
    let wheel = wrapping
    XCTAssertEqual(
      wheel.contentSize(in: tutorialViewport(x: 0), itemCount: 10),
      Size(width: 1_331_330, height: 667))
    XCTAssertEqual(
      wheel.scrollDistancePerItem(in: tutorialViewport(x: 0), itemCount: 10), 133)
    XCTAssertEqual(target(300, 0, wheel: wheel), 266)  // 2.26 items
    XCTAssertEqual(target(300, 1, wheel: wheel), 399)
    XCTAssertEqual(target(300, -1, wheel: wheel), 266)
    XCTAssertEqual(target(-50, -1, wheel: wheel), 0)
    XCTAssertEqual(target(2e6, 1, wheel: wheel), 1_330_931)
    XCTAssertEqual(target(.infinity, 1, wheel: wheel), 1_330_931)
    XCTAssertEqual(target(300, 1, wheel: wheel, count: 0), 0)
  }

  func testWrappingScrollToItemStartsInTheMiddleCopy() {
    let wheel = wrapping
    // Item 3 in the copy nearest stop 10,007 / 2: stop 5,003.
    XCTAssertEqual(
      wheel.initialContentOffset(centering: 3, in: tutorialViewport(x: 0), itemCount: 10),
      5003 * 133)
    XCTAssertEqual(
      wheel.initialContentOffset(centering: 13, in: tutorialViewport(x: 0), itemCount: 10),
      5003 * 133)
    XCTAssertEqual(
      wheel.initialContentOffset(centering: -7, in: tutorialViewport(x: 0), itemCount: 10),
      5003 * 133)
  }

  /// The initial offset reads only the viewport's size: wherever the
  /// wheel stands, it is the middle copy's. The nearest offset reads the
  /// origin too. With ends the two agree.
  func testInitialOffsetIgnoresTheOriginAndTheNearestReadsIt() throws {
    let wheel = wrapping
    for x in [0.0, 133, 5003 * 133, 1e6, -1e6, .nan] {
      let here = tutorialViewport(x: x)
      XCTAssertEqual(
        wheel.initialContentOffset(centering: 3, in: here, itemCount: 10), 5003 * 133)
    }
    XCTAssertEqual(
      wheel.contentOffset(centering: 3, in: tutorialViewport(x: 133), itemCount: 10), 3 * 133)
    XCTAssertEqual(
      wheel.contentOffset(centering: 3, in: tutorialViewport(x: 1e6), itemCount: 10),
      7523 * 133)
    for x in [0.0, 300, 955, -40] {
      let here = tutorialViewport(x: x)
      for index in -1...10 {
        XCTAssertEqual(
          tutorialWheel.initialContentOffset(centering: index, in: here, itemCount: 10),
          tutorialWheel.contentOffset(centering: index, in: here, itemCount: 10))
      }
    }
    // Item 0 of the tutorial's wrapping wheel starts 500 cycles in, as
    // the documentation says: 500 · 10 · 133.
    XCTAssertEqual(
      wheel.initialContentOffset(centering: 0, in: tutorialViewport(x: 0), itemCount: 10),
      665_000)
  }

  func testWrappingScrollToItemTakesTheShortestWayRound() {
    let wheel = wrapping
    let here = tutorialViewport(x: 5003 * 133)  // item 3 at the top
    func offset(_ index: Int) -> Double {
      wheel.contentOffset(centering: index, in: here, itemCount: 10)
    }
    XCTAssertEqual(offset(3), 5003 * 133)
    XCTAssertEqual(offset(9), 4999 * 133)  // 3, 2, 1, 0, 9: four back
    XCTAssertEqual(offset(7), 5007 * 133)  // four forward
    XCTAssertEqual(offset(8), 5008 * 133)  // five either way: forward
    XCTAssertEqual(offset(-1), 4999 * 133)
    // Near the start of the content, the nearest copy behind 0 is moved on
    // a cycle to stay inside it.
    XCTAssertEqual(
      wheel.contentOffset(centering: 9, in: tutorialViewport(x: 0), itemCount: 10), 9 * 133)
    XCTAssertEqual(wheel.centeredItemIndex(in: tutorialViewport(x: -0.4 * 133), itemCount: 10), 0)
    XCTAssertEqual(wheel.centeredItemIndex(in: tutorialViewport(x: -0.6 * 133), itemCount: 10), 9)
  }

  /// Found by the fuzz target: with 2^53 items of 1.171875 points, the
  /// last stop times the item's length rounded a point past the largest
  /// offset. Every wrapped stop is now clamped to it.
  func testWrappedOffsetsNeverPassTheLargestOffset() throws {
    var wheel = try Wheel(
      itemSize: Size(width: 37.5, height: 1.171875), radius: 625, anglePerItem: 0.99609375)
    wheel.axis = .vertical
    wheel._checkInvariants()
    wheel.isInverted = false
    wheel._checkInvariants()
    wheel.wrapsAround = true
    wheel._checkInvariants()
    let count = Wheel.maximumItemCount
    let size = Rect(x: 0, y: 0, width: .nan, height: 375)
    let largest = wheel.maximumContentOffset(in: size, itemCount: count)
    XCTAssertEqual(largest, 9_007_199_254_740_617)
    let viewport = Rect(x: 0, y: -3040, width: .nan, height: 375)
    for index in [-1, 0, 1, Int.min, Int.max, count - 1, count] {
      let centering = wheel.initialContentOffset(centering: index, in: size, itemCount: count)
      let nearest = wheel.contentOffset(centering: index, in: viewport, itemCount: count)
      XCTAssertTrue((0...largest).contains(centering), "\(index): \(centering)")
      XCTAssertTrue((0...largest).contains(nearest), "\(index): \(nearest)")
    }
    for velocity in [-1.0, 0, 1] {
      let target = wheel.targetContentOffset(
        forProposed: .infinity, velocity: velocity, in: size, itemCount: count)
      XCTAssertTrue((0...largest).contains(target), "\(velocity): \(target)")
    }
  }

  /// Found by the fuzz target (a finding in its check, not the engine):
  /// with items 2^53 points wide the content is clamped to 2^53, so only
  /// item 0 stands at a whole stop. A paging drag lifted far past the end,
  /// where the position holds at about 2 items, lands on item 0, the last
  /// item the content reaches, which is within one item of the lift kept
  /// to the content.
  func testPagingPastAClampedEndLandsOnTheLastItemReached() throws {
    var wheel = try Wheel(
      itemSize: Size(width: 9_007_199_254_740_992, height: 1), radius: 1.0 / 3,
      anglePerItem: 0.87109375)
    wheel.layoutDirection = .rightToLeft
    wheel._checkInvariants()
    wheel.snapping = .paging
    wheel._checkInvariants()
    let viewport = Rect(x: 2189.5, y: 0, width: 355.078125, height: 667)
    let largest = wheel.maximumContentOffset(in: viewport, itemCount: 20)
    XCTAssertEqual(largest, 9_007_199_254_740_637)
    // Right to left, offset 0 is the far end: short of item 1.
    let far = Rect(x: 0, y: 0, width: 355.078125, height: 667)
    XCTAssertLessThan(wheel.scrollPosition(in: far, itemCount: 20), 1)
    let lifted = Rect(x: -.greatestFiniteMagnitude, y: 0, width: 355.078125, height: 667)
    XCTAssertEqual(wheel.scrollPosition(in: lifted, itemCount: 20), 2, accuracy: 1e-9)
    for velocity in [-1.0, 0, 1] {
      XCTAssertEqual(
        wheel.targetContentOffset(
          forProposed: -1_886_015.625, velocity: velocity, in: lifted, itemCount: 20),
        largest, "velocity \(velocity)")
      XCTAssertEqual(
        wheel.landingItemIndex(
          forProposed: -1_886_015.625, velocity: velocity, in: lifted, itemCount: 20),
        0, "velocity \(velocity)")
    }
  }

  // MARK: - Random

  /// Random wheels and proposals: the target is finite and in range, an
  /// item stands upright there, and it lies in the direction of motion
  /// (`.nearest`: within half an item, whatever the velocity; `.paging`,
  /// lifted where UIKit proposes to stop, on the item nearest the lift,
  /// so within half an item too).
  func testTargetsStandAnItemUprightInTheVelocitysDirection() throws {
    var failures = 0
    RandomSweep.tally("Wheel scroll model", RandomSweep.count(2_000))
    for seed in caseSeeds(2_000) where failures < 3 {
      var generator = SplitMix64(seed: seed)
      let input = WheelRandomCase.random(using: &generator)
      let wheel = try input.reference.makeWheel()
      let horizontal = input.reference.isHorizontal
      let proposed = horizontal ? input.viewport.minX : input.viewport.minY
      let velocity = [-1.0, 0, 1].randomElement(using: &generator)!
      let size = input.viewport
      let target = wheel.targetContentOffset(
        forProposed: proposed, velocity: velocity, in: size, itemCount: input.count)
      let maxOffset = wheel.maximumContentOffset(in: size, itemCount: input.count)
      func context() -> String { "seed \(seed), velocity \(velocity): \(input)" }

      guard target.isFinite, target >= 0, target <= max(0, maxOffset) else {
        failures += 1
        XCTFail("target \(target) out of 0...\(maxOffset); \(context())")
        continue
      }
      let distance = wheel.scrollDistancePerItem(in: size, itemCount: input.count)
      guard input.count >= 2, distance > 0 else { continue }

      var landed = input.viewport
      if horizontal { landed.origin.x = target } else { landed.origin.y = target }
      let position = wheel.scrollPosition(in: landed, itemCount: input.count)
      XCTAssertEqual(position, position.rounded(), accuracy: 1e-6, "not on an item; \(context())")
      let index = wheel.centeredItemIndex(in: landed, itemCount: input.count)!
      let item = wheel.item(index, in: landed, itemCount: input.count)!
      XCTAssertEqual(item.angle, 0, accuracy: 1e-6 * max(1, wheel.anglePerItem), context())

      // In positions along the items: a right-to-left horizontal wheel
      // reads offsets from the far end, and its velocities the other way.
      let reversed = input.reference.isReversed
      func items(_ offset: Double) -> Double {
        let clamped = min(max(offset, 0), maxOffset)
        return (reversed ? maxOffset - clamped : clamped) / distance
      }
      let from = items(proposed)
      let to = items(target)
      let motion = wheel.snapping != .free ? 0 : reversed ? -velocity : velocity
      let lastStop = (maxOffset / distance).rounded(.down)
      if motion > 0, to < lastStop - 1e-6 { XCTAssertGreaterThan(to, from - 1e-6, context()) }
      if motion < 0, to > 1e-6 { XCTAssertLessThan(to, from + 1e-6, context()) }
      if motion == 0, to > 1e-6, to < lastStop - 1e-6 {
        XCTAssertLessThanOrEqual(abs(to - from), 0.5 + 1e-6, context())
      }
      if motion != 0, to > 1e-6, to < lastStop - 1e-6 {
        XCTAssertLessThan(abs(to - from), 1 + 1e-6, context())
      }
    }
  }

  /// A wrapping right-to-left wheel whose viewport is longer than its
  /// 1,001 turns of 3 items: it does not scroll, every target is 0, and
  /// the landing item is the one centred at offset 0, item 2 read from the
  /// far end, not item 0.
  func testAWheelThatCannotScrollLandsOnTheItemCentredAtZero() {
    var wheel = defaultWheel
    wheel.wrapsAround = true
    wheel._checkInvariants()
    wheel.layoutDirection = .rightToLeft
    wheel._checkInvariants()
    let viewport = Rect(x: 0, y: 0, width: 3 * 133 * 1001 + 133, height: 667)
    XCTAssertEqual(wheel.centeredItemIndex(in: viewport, itemCount: 3), 2)
    XCTAssertEqual(
      wheel.targetContentOffset(forProposed: 50, velocity: 0, in: viewport, itemCount: 3), 0)
    XCTAssertEqual(
      wheel.landingItemIndex(forProposed: 50, velocity: 0, in: viewport, itemCount: 3), 2)
  }
}
