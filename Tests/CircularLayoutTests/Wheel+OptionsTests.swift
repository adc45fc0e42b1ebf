import CircularLayout
import Foundation
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class WheelOptionsTests: XCTestCase {
  // MARK: - z-order

  func testLaterOnTopIsTheIndex() {
    let items = tutorialWheel.items(in: tutorialViewport(x: 300), itemCount: 10)
    XCTAssertEqual(items.map(\.zIndex), [1, 2, 3, 4, 5])
    // No overflow or collision at the end of a huge feed, where the
    // tutorial's Int(angle · 1_000_000) collides.
    let huge = 1 << 40
    let maxOffset = tutorialWheel.maximumContentOffset(
      in: tutorialViewport(x: 0), itemCount: huge)
    let end = tutorialWheel.items(in: tutorialViewport(x: maxOffset), itemCount: huge)
    XCTAssertEqual(end.map(\.zIndex), end.map(\.index))
    XCTAssertEqual(end.last?.index, huge - 1)
  }

  /// At offset 100 the scroll position is 0.94: item 1 (0.06 from the top)
  /// is in front, then item 0 (0.94), item 2 (1.06) and item 3 (2.06).
  func testCenterOnTopByHand() {
    var wheel = tutorialWheel
    wheel.zOrder = .centerOnTop
    wheel._checkInvariants()
    let items = wheel.items(in: tutorialViewport(x: 100), itemCount: 10)
    XCTAssertEqual(items.map(\.index), [0, 1, 2, 3])
    XCTAssertEqual(items.map(\.zIndex), [-1, 0, -2, -4])
    // At 477.5 items 4 and 5 are equally far (4.5): the later one in front.
    let tie = wheel.items(in: tutorialViewport(x: 477.5), itemCount: 10)
    XCTAssertEqual(tie.map(\.index), [3, 4, 5, 6])
    XCTAssertEqual(tie.map(\.zIndex), [-3, -1, 0, -2])
    XCTAssertEqual(wheel.centeredItemIndex(in: tutorialViewport(x: 477.5), itemCount: 10), 5)
    // At offset 0, exactly on item 0.
    XCTAssertEqual(
      wheel.items(in: tutorialViewport(x: 0), itemCount: 10).map(\.zIndex), [0, -1, -3])
  }

  func testWrappingLaterOnTopRanksTheCopiesRoundTheWheel() {
    var wheel = tutorialWheel
    wheel.wrapsAround = true
    wheel._checkInvariants()
    // Position 9.6: relative to the top the copies run from -4.6 items
    // (item 5, rank 0) through 9 (-0.6, rank 4) and 0 (0.4, rank 5) to 4.4
    // (item 4, rank 9).
    let viewport = tutorialViewport(x: -0.4 * 133)
    let ranks = (0..<10).map { wheel.item($0, in: viewport, itemCount: 10)!.zIndex }
    XCTAssertEqual(ranks, [5, 6, 7, 8, 9, 0, 1, 2, 3, 4])
  }

  /// Random wheels: over every index, the z-indices are distinct, and they
  /// order the items as the reference does (later position, or nearer
  /// the top with ties to the later).
  func testZOrderIsDistinctAndMatchesTheReferenceOrder() throws {
    var failures = 0
    for seed in caseSeeds(300) where failures < 3 {
      var generator = SplitMix64(seed: seed)
      let input = WheelRandomCase.random(using: &generator, maximumCount: 40)
      let wheel = try input.reference.makeWheel()
      let context = "seed \(seed): \(input)"
      let items = (0..<input.count).map {
        wheel.item($0, in: input.viewport, itemCount: input.count)!
      }
      XCTAssertEqual(Set(items.map(\.zIndex)).count, items.count, context)
      if input.reference.wraps, !input.reference.centerOnTop {
        XCTAssertEqual(Set(items.map(\.zIndex)), Set(0..<input.count), context)
      }
      let references = (0..<input.count).map {
        input.reference.item($0, count: input.count, viewport: input.viewport)
      }
      for a in 0..<items.count {
        for b in 0..<items.count where a != b {
          // Skip pairs the reference's rounding cannot separate.
          let gap = abs(abs(references[a].wheelAngle) - abs(references[b].wheelAngle))
          let spread = abs(references[a].wheelAngle - references[b].wheelAngle)
          guard spread > 1e-9, !input.reference.centerOnTop || gap > 1e-9 else { continue }
          if input.reference.isInFront(references[a], of: references[b]),
            items[a].zIndex <= items[b].zIndex
          {
            failures += 1
            XCTFail("item \(a) should be in front of \(b); \(context)")
          }
        }
      }
      if input.reference.centerOnTop, input.count > 0 {
        let front = items.max { $0.zIndex < $1.zIndex }!
        XCTAssertEqual(front.zIndex, 0, context)
        XCTAssertEqual(
          front.index, wheel.centeredItemIndex(in: input.viewport, itemCount: input.count), context)
      }
    }
  }

  func testAxisSideAndZOrderCases() {
    XCTAssertEqual(Axis.allCases, [.vertical, .horizontal])
    XCTAssertEqual(Wheel.ZOrder.allCases, [.laterOnTop, .centerOnTop])
    XCTAssertEqual(tutorialWheel.axis, .horizontal)
    XCTAssertFalse(tutorialWheel.isInverted)
    XCTAssertEqual(tutorialWheel.zOrder, .laterOnTop)
    XCTAssertFalse(tutorialWheel.wrapsAround)
    XCTAssertEqual(tutorialWheel.fade, .disabled)
    XCTAssertNil(tutorialWheel.configuration.fade)
  }
}
