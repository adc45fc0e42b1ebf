// Bad input through every event: NaN and infinite times, translations,
// velocities and sizes, counts out of range, selections and targets
// outside the items. The documented outcomes: nothing traps, the
// invariants hold, a non-finite time reads as the last finite one, and a
// NaN translation or velocity as 0.

import CircularLayout
import CircularLayoutHosting
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class ScrollingInteractionBadInputTests: XCTestCase {
  private let values: [Double] = [.nan, .infinity, -.infinity, 0x1p80, -0x1p80, 0, -1]
  private let counts = [Int.min, -1, 0, 1, 7, 1 << 53, Int.max]

  func testNothingTrapsAndTheInvariantsHold() {
    let layouts: [Wheel] = [
      tutorialHost().layout, tutorialHost { $0.wrapsAround = true }.layout,
      tutorialHost {
        $0.layoutDirection = .rightToLeft
        $0.snapping = .paging
      }.layout,
    ]
    for layout in layouts {
      for count in counts {
        for value in values {
          let context = "\(layout.configuration) count \(count) value \(value)"
          var spin = ScrollingInteraction(
            layout, viewportSize: Size(width: value, height: 667), itemCount: count,
            selection: count, at: value)
          spin._checkInvariants()
          spin.resize(to: Size(width: 375, height: 667), at: value)
          spin._checkInvariants()
          spin.beginDrag(at: value)
          spin._checkInvariants()
          spin.drag(by: value, at: value)
          spin._checkInvariants()
          spin.endDrag(by: value, velocity: value, at: value)
          spin._checkInvariants()
          spin.advance(to: value)
          spin._checkInvariants()
          // Past 2^53 seconds a time cannot move on by a second: only
          // where it can must the spin settle.
          let previous = spin.time
          spin.advance(to: previous + 1e4)
          spin._checkInvariants()
          if (previous + 1e4) - previous > 1e3 {
            XCTAssertFalse(spin.isDecelerating, context)
          }
          spin.scroll(toItem: Int.max, at: value)
          spin._checkInvariants()
          spin.advance(to: 2e9)
          spin._checkInvariants()
          spin.step(by: Int.min, at: value)
          spin._checkInvariants()
          spin.updateItems([.delete(Int.max), .insert(-4)], newItemCount: count &- 1, at: value)
          spin._checkInvariants()
          XCTAssert(spin.contentOffset.isFinite, context)
        }
      }
    }
  }

  func testANonFiniteTimeReadsAsTheLastFiniteOne() {
    var spin = ScrollingInteraction(
      tutorialHost().layout, viewportSize: Size(width: 375, height: 667), itemCount: 10)
    spin.drag(by: -60, at: 1)
    spin._checkInvariants()
    spin.endDrag(by: -60, velocity: -900, at: .nan)
    spin._checkInvariants()
    guard case .decelerating(let flight) = spin.phase else { return XCTFail("\(spin)") }
    XCTAssertEqual(flight.startTime, 1)
    spin.advance(to: 1.5)
    spin._checkInvariants()
    let there = spin.contentOffset
    XCTAssertFalse(spin.advance(to: .infinity))
    spin._checkInvariants()
    XCTAssertEqual(spin.contentOffset, there, "an infinite time does not jump to the rest")
    XCTAssertFalse(spin.advance(to: 0.5))
    spin._checkInvariants()
    XCTAssertEqual(
      spin.contentOffset, 60, accuracy: 1e-9, "a time before the start reads as the start")
    XCTAssertEqual(spin.time, 0.5)
  }

  func testANaNOrInfiniteVelocityIsReadAsDocumented() {
    let layout = tutorialHost().layout
    var still = ScrollingInteraction(
      layout, viewportSize: Size(width: 375, height: 667), itemCount: 10)
    still.drag(by: -100, at: 0)
    still._checkInvariants()
    still.endDrag(by: .nan, velocity: .nan, at: 0.1)
    still._checkInvariants()
    // A NaN translation reads as 0: the content goes back to the start, item 0.
    XCTAssertEqual(still.contentOffset, 0)
    XCTAssertEqual(still.phase, .idle)
    var hard = ScrollingInteraction(
      layout, viewportSize: Size(width: 375, height: 667), itemCount: 10)
    hard.endDrag(by: 0, velocity: -.infinity, at: 0)
    hard._checkInvariants()
    guard case .decelerating(let flight) = hard.phase else { return XCTFail("\(hard)") }
    XCTAssertEqual(flight.landingIndex, 9, "the fastest fling goes to the last item")
    XCTAssertLessThanOrEqual(abs(flight.deceleration.velocity), Deceleration.maximumSpeed)
  }
}
