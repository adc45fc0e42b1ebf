// Selection that survives count changes: appending leaves the centred item
// where it is under the default model, and contentOffset(keepingCentered:...)
// keeps an item at the top, at its angle, through insertions and removals
// before it, in every model and direction.

import CircularLayout
import Foundation
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class WheelSelectionTests: XCTestCase {
  private func viewport(_ x: Double) -> Rect { tutorialViewport(x: x) }

  private func keep(
    _ wheel: Wheel, _ index: Int, inserted: Int = 0, removed: Int = 0, at x: Double,
    count: Int, newCount: Int? = nil
  ) -> Double {
    wheel.contentOffset(
      keepingCentered: index, insertedBefore: inserted, removedBefore: removed, in: viewport(x),
      itemCount: count, newItemCount: newCount)
  }

  // MARK: - Appending

  /// Appending to the default wheel changes nothing at the same offset:
  /// the centred item, its angle and every old item's attributes.
  func testAppendingLeavesTheDefaultWheelUnchangedAtTheSameOffset() throws {
    let wheel = defaultWheel
    // Item 7 centred, 0.3 of a step past it.
    let x = 7 * 133 + 40.0
    XCTAssertEqual(wheel.centeredItemIndex(in: viewport(x), itemCount: 20), 7)
    for appended in [1, 5, 100, 1_000_000] {
      let count = 20 + appended
      XCTAssertEqual(wheel.centeredItemIndex(in: viewport(x), itemCount: count), 7)
      for index in 0..<20 {
        XCTAssertEqual(
          wheel.item(index, in: viewport(x), itemCount: count),
          wheel.item(index, in: viewport(x), itemCount: 20), "item \(index), +\(appended)")
      }
      XCTAssertEqual(keep(wheel, 7, at: x, count: 20, newCount: count), x, accuracy: 1e-12)
    }
    let angle = try XCTUnwrap(wheel.item(7, in: viewport(x), itemCount: 20)).angle
    XCTAssertEqual(angle, -40.0 / 133 * wheel.anglePerItem, accuracy: 1e-15)
  }

  /// The tutorial's model moves the selection when items are appended:
  /// at offset 700, 10 items put item 7 at the top (6.6 items), 15 items
  /// item 6 (6.05). The call gives the offset that keeps item 7.
  func testAppendingMovesTheTutorialsSelectionAndTheCallKeepsIt() throws {
    let wheel = tutorialWheel
    XCTAssertEqual(wheel.centeredItemIndex(in: viewport(700), itemCount: 10), 7)
    XCTAssertEqual(wheel.centeredItemIndex(in: viewport(700), itemCount: 15), 6)
    let before = try XCTUnwrap(wheel.item(7, in: viewport(700), itemCount: 10))
    // Position 700 / 955 · 9 = 6.597 = 7 - 0.403; with 15 items an item
    // takes 1620 / 14 points.
    let kept = keep(wheel, 7, at: 700, count: 10, newCount: 15)
    let position: Double = 700.0 / 955 * 9
    let step: Double = 1620.0 / 14
    XCTAssertEqual(kept, (7 - (7 - position)) * step, accuracy: 1e-9)
    let after = try XCTUnwrap(wheel.item(7, in: viewport(kept), itemCount: 15))
    XCTAssertEqual(after.angle, before.angle, accuracy: 1e-12)
    XCTAssertEqual(wheel.centeredItemIndex(in: viewport(kept), itemCount: 15), 7)
  }

  // MARK: - Insertions and removals before the item, by hand

  func testInsertionsAndRemovalsBeforeTheItemMoveItByWholeDistances() {
    let wheel = defaultWheel
    let x = 7 * 133 + 40.0  // item 7, 0.3 of a step on
    XCTAssertEqual(keep(wheel, 7, inserted: 3, at: x, count: 20), x + 3 * 133, accuracy: 1e-9)
    XCTAssertEqual(keep(wheel, 7, removed: 2, at: x, count: 20), x - 2 * 133, accuracy: 1e-9)
    XCTAssertEqual(
      keep(wheel, 7, inserted: 5, removed: 2, at: x, count: 20), x + 3 * 133, accuracy: 1e-9)
    // Behind the top (a negative fraction): 20 points short of item 7.
    let early = 7 * 133 - 20.0
    XCTAssertEqual(keep(wheel, 7, inserted: 1, at: early, count: 20), early + 133, accuracy: 1e-9)
    // Another item than the centred one is brought to the top at the
    // centred item's angle.
    XCTAssertEqual(keep(wheel, 2, at: x, count: 20), 2 * 133 + 40, accuracy: 1e-9)
  }

  /// The centred item removed: the next one takes its place, at the same
  /// offset; the last one removed, the new last one does.
  func testRemovingTheCentredItem() throws {
    let wheel = defaultWheel
    let x = 7 * 133 + 40.0
    // Item 7 removed: pass item 8, with item 7 counted as removed before it.
    XCTAssertEqual(keep(wheel, 8, removed: 1, at: x, count: 20), x, accuracy: 1e-9)
    // The last item, 19, removed while centred (20 points short of it):
    // item 18 stands there instead, 20 points short of its own stop.
    let last = 19 * 133 - 20.0
    let kept = keep(wheel, 18, at: last, count: 20, newCount: 19)
    XCTAssertEqual(kept, 18 * 133 - 20, accuracy: 1e-9)
    XCTAssertEqual(wheel.centeredItemIndex(in: viewport(kept), itemCount: 19), 18)
    XCTAssertEqual(
      try XCTUnwrap(wheel.item(18, in: viewport(kept), itemCount: 19)).angle,
      try XCTUnwrap(wheel.item(19, in: viewport(last), itemCount: 20)).angle, accuracy: 1e-15)
  }

  /// A wrapping wheel keeps the copy nearest where it stands: item 3 of
  /// 10, 5003 turns of items in, and two items inserted before it: item 5
  /// of 12, at the copy of stop 5 nearest stop 5003, 5009.
  func testWrappingKeepsTheNearestCopy() throws {
    var wheel = defaultWheel
    wheel.wrapsAround = true
    wheel._checkInvariants()
    let x = 5003 * 133 + 40.0
    XCTAssertEqual(wheel.centeredItemIndex(in: viewport(x), itemCount: 10), 3)
    let kept = keep(wheel, 3, inserted: 2, at: x, count: 10)
    XCTAssertEqual(kept, 5009 * 133 + 40, accuracy: 1e-6)
    XCTAssertEqual(wheel.centeredItemIndex(in: viewport(kept), itemCount: 12), 5)
    XCTAssertEqual(
      try XCTUnwrap(wheel.item(5, in: viewport(kept), itemCount: 12)).angle,
      try XCTUnwrap(wheel.item(3, in: viewport(x), itemCount: 10)).angle, accuracy: 1e-12)
    // Appending to a wrapping wheel changes the cycle: at the same offset
    // another item is centred, and the call finds the offset that keeps it.
    XCTAssertNotEqual(wheel.centeredItemIndex(in: viewport(x), itemCount: 11), 3)
    let appended = keep(wheel, 3, at: x, count: 10, newCount: 11)
    XCTAssertEqual(wheel.centeredItemIndex(in: viewport(appended), itemCount: 11), 3)
  }

  /// A right-to-left horizontal wheel's content grows at its far end, on
  /// the left: appending moves every offset by the content added.
  func testRightToLeftAppendingMovesTheOffsetByTheContentAdded() {
    var wheel = defaultWheel
    wheel.layoutDirection = .rightToLeft
    wheel._checkInvariants()
    // 10 items: maxOffset 1197, item 3 at 1197 - 399 = 798.
    XCTAssertEqual(wheel.centeredItemIndex(in: viewport(798), itemCount: 10), 3)
    XCTAssertEqual(wheel.centeredItemIndex(in: viewport(798), itemCount: 15), 8)
    let kept = keep(wheel, 3, at: 798, count: 10, newCount: 15)
    XCTAssertEqual(kept, 798 + 5 * 133, accuracy: 1e-9)
    XCTAssertEqual(wheel.centeredItemIndex(in: viewport(kept), itemCount: 15), 3)

    // A vertical wheel laid out right to left scrolls as left to right
    // does: appending leaves it alone.
    wheel.axis = .vertical
    wheel._checkInvariants()
    wheel.isInverted = false
    wheel._checkInvariants()
    let vertical = Rect(x: 0, y: 3 * 173, width: 375, height: 667)
    XCTAssertEqual(wheel.centeredItemIndex(in: vertical, itemCount: 15), 3)
    XCTAssertEqual(
      wheel.contentOffset(
        keepingCentered: 3, insertedBefore: 0, removedBefore: 0, in: vertical, itemCount: 10,
        newItemCount: 15), 3 * 173, accuracy: 1e-9)
  }

  // MARK: - Bad input

  /// Negative shifts read as 0, indices are clamped to the items, and no
  /// items before or after gives a documented answer; nothing traps.
  func testBadInput() {
    let wheel = defaultWheel
    let x = 7 * 133 + 40.0
    XCTAssertEqual(keep(wheel, 7, inserted: -4, removed: -9, at: x, count: 20), x, accuracy: 1e-9)
    // Index past the end: the last item, 19, at the centred item's angle.
    XCTAssertEqual(keep(wheel, 50, at: x, count: 20), 19 * 133 + 40, accuracy: 1e-9)
    XCTAssertEqual(keep(wheel, Int.min, at: x, count: 20), 40, accuracy: 1e-9)
    // Everything removed, or nothing there before and after: 0.
    XCTAssertEqual(keep(wheel, 7, removed: 20, at: x, count: 20, newCount: 0), 0)
    XCTAssertEqual(keep(wheel, 0, at: x, count: 0, newCount: 0), 0)
    // Nothing there before: index 0 moves by the insertions (clamped to
    // the new items, 0 ..< 5) and stands upright, with no fraction to keep.
    XCTAssertEqual(keep(wheel, 0, inserted: 5, at: x, count: 0), 4 * 133)
    XCTAssertEqual(keep(wheel, 0, inserted: 2, at: x, count: 0), 1 * 133)
    XCTAssertEqual(keep(wheel, 0, inserted: 2, at: x, count: 0, newCount: 9), 2 * 133)
    // One item left: the content does not scroll.
    XCTAssertEqual(keep(wheel, 7, removed: 7, at: x, count: 20, newCount: 1), 0)
    // Shifts and counts of Int.max are read as the maximum item count.
    for value in [Int.max, Int.min] {
      let kept = keep(wheel, 7, inserted: value, removed: value, at: x, count: value)
      XCTAssertTrue(kept.isFinite, "\(value): \(kept)")
    }
    let huge = keep(wheel, 7, inserted: .max, at: x, count: 20)
    XCTAssertTrue(huge.isFinite && huge >= 0 && huge <= Wheel.maximumLength, "\(huge)")
    // NaN and infinite origins are read as documented (0, and 2^53).
    XCTAssertEqual(
      wheel.contentOffset(
        keepingCentered: 3, insertedBefore: 1, removedBefore: 0,
        in: Rect(x: .nan, y: 0, width: 375, height: 667), itemCount: 20), 4 * 133)
    XCTAssertTrue(keep(wheel, 3, inserted: 1, at: .infinity, count: 20).isFinite)
  }

  // MARK: - Random

  /// Random wheels of both models, both directions, with and without
  /// wrap-around, and random changes before and after the centred item:
  /// after the change, at the returned offset, the kept item is centred
  /// and turned by the angle the centred item had.
  func testTheKeptItemStandsWhereTheCentredItemStood() throws {
    var failures = 0
    var checked = 0
    RandomSweep.tally("Wheel scroll model", RandomSweep.count(1_500))
    for seed in caseSeeds(1_500, multiplier: 0x51EC) where failures < 3 {
      var generator = SplitMix64(seed: seed)
      let input = WheelRandomCase.random(using: &generator, maximumCount: 60)
      let wheel = try input.reference.makeWheel()
      let count = input.count
      guard let centred = wheel.centeredItemIndex(in: input.viewport, itemCount: count) else {
        continue
      }
      let inserted = Int.random(in: 0...5, using: &generator)
      let removed = Int.random(in: 0...min(centred, 5), using: &generator)
      let after = Int.random(in: -min(count - centred - 1, 3)...5, using: &generator)
      let newCount = count + inserted - removed + after
      let newIndex = centred + inserted - removed
      let kept = wheel.contentOffset(
        keepingCentered: centred, insertedBefore: inserted, removedBefore: removed,
        in: input.viewport, itemCount: count, newItemCount: newCount)
      func context() -> String { "seed \(seed), +\(inserted) -\(removed) then \(after): \(input)" }
      guard kept.isFinite else {
        failures += 1
        XCTFail("offset \(kept); \(context())")
        continue
      }
      // Only where both wheels turn and the old one stands within its
      // items is the angle defined to carry over.
      let old = wheel.item(centred, in: input.viewport, itemCount: count)!
      let length = input.reference.isHorizontal ? input.viewport.width : input.viewport.height
      let before = wheel.scrollPosition(in: input.viewport, itemCount: count)
      guard
        wheel.maximumContentOffset(in: input.viewport, itemCount: newCount) > 0,
        wheel.scrollDistancePerItem(in: input.viewport, itemCount: count) > 0,
        input.reference.wraps || (before >= -0.5 && before < Double(count) - 0.5),
        length > 0
      else { continue }
      // Where the kept item lands at an end with its fraction pointing
      // past it, the offset is a rubber band of at most half a step past
      // the content, and the wheel draws positions past an end only as
      // far as its overscroll reaches: the angle need not carry over.
      let target = Double(newIndex) + (before - Double(centred))
      if !input.reference.wraps, target < 0 || target > Double(newCount - 1) {
        let maximum = wheel.maximumContentOffset(in: input.viewport, itemCount: newCount)
        let half = 0.5 * wheel.scrollDistancePerItem(in: input.viewport, itemCount: newCount)
        let slack = 1e-9 * max(maximum, 1)
        XCTAssertTrue(
          kept >= -half - slack && kept <= maximum + half + slack,
          "\(kept) beyond half a step (\(half)) past 0...\(maximum); \(context())")
        checked += 1
        continue
      }
      let moved = input.reference.moved(input.viewport, to: kept)
      let now = wheel.item(newIndex, in: moved, itemCount: newCount)!
      let step = wheel.anglePerItem
      if abs(now.angle - old.angle) > 1e-7 * max(step, 1) {
        failures += 1
        XCTFail(
          "item \(newIndex) at \(now.angle), was item \(centred) at \(old.angle); \(context())")
      }
      if abs(old.angle) < 0.49 * step {
        XCTAssertEqual(
          wheel.centeredItemIndex(in: moved, itemCount: newCount), newIndex, context())
      }
      checked += 1
    }
    if RandomSweep.replaySeed == nil { XCTAssertGreaterThan(checked, 1_000) }
  }

  /// Overscrolled 20 points before item 0, an append keeps the overscroll
  /// (a fifth of a step is within the half step allowed past the ends).
  func testOverscrollBeforeTheFirstItemIsKept() {
    XCTAssertEqual(keep(defaultWheel, 0, at: -20, count: 5, newCount: 6), -20)
  }

  /// A negative index reads as item 0 before the shifts: item 0 moved by 3
  /// insertions is item 3, at 3 · 133. Shifting the negative index itself
  /// would land on item 0 (and overflow at `Int.min`).
  func testANegativeIndexIsClampedBeforeItIsShifted() {
    XCTAssertEqual(keep(defaultWheel, -5, inserted: 3, at: 0, count: 10), 3 * 133)
  }
}
