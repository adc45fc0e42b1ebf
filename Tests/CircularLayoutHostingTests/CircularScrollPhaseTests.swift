// The one rule an adjustable wheel or carousel steps by: only at rest,
// whether the phase comes from UIKit's scroll flags (a layout in an app's
// collection view) or from the SwiftUI bridge's own events. Every
// combination of the three flags, by hand.

import CircularLayoutHosting
import XCTest

final class CircularScrollPhaseTests: XCTestCase {
  func testUIKitsFlagsGiveThePhase() {
    for tracking in [false, true] {
      for dragging in [false, true] {
        for decelerating in [false, true] {
          let phase = CircularScrollPhase(
            isTracking: tracking, isDragging: dragging, isDecelerating: decelerating)
          // A finger down wins: UIKit sets isTracking with isDecelerating
          // at the lift of a drag that decelerates.
          let expected: CircularScrollPhase =
            tracking || dragging ? .dragging : decelerating ? .decelerating : .idle
          XCTAssertEqual(phase, expected, "\(tracking) \(dragging) \(decelerating)")
        }
      }
    }
  }

  func testOnlyRestAcceptsAStep() {
    XCTAssertTrue(CircularScrollPhase.idle.acceptsAccessibilityStep)
    for phase in [CircularScrollPhase.dragging, .decelerating, .animating] {
      XCTAssertFalse(phase.acceptsAccessibilityStep, "\(phase)")
    }
  }
}
