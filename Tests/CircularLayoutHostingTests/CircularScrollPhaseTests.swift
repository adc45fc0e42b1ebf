// The one rule an adjustable wheel or carousel steps by: only at rest,
// whether the phase comes from UIKit's scroll flags (a layout in an app's
// collection view) or from the SwiftUI bridge's own events. Every
// combination of the three flags, by hand.

import CircularLayoutHosting
import XCTest

final class CircularScrollPhaseTests: XCTestCase {
  func testUIKitsFlagsGiveThePhase() {
    // (isTracking, isDragging, isDecelerating) and the phase, every
    // combination written out: a finger down drags, whatever else is set.
    let table: [(Bool, Bool, Bool, CircularScrollPhase)] = [
      (false, false, false, .idle),
      (false, false, true, .decelerating),
      (false, true, false, .dragging),
      (false, true, true, .dragging),
      (true, false, false, .dragging),
      (true, false, true, .dragging),
      (true, true, false, .dragging),
      (true, true, true, .dragging),
    ]
    for (tracking, dragging, decelerating, expected) in table {
      XCTAssertEqual(
        CircularScrollPhase(
          isTracking: tracking, isDragging: dragging, isDecelerating: decelerating),
        expected, "\(tracking) \(dragging) \(decelerating)")
    }
  }

  func testOnlyRestAcceptsAStep() {
    XCTAssertTrue(CircularScrollPhase.idle.acceptsAccessibilityStep)
    for phase in [CircularScrollPhase.dragging, .decelerating, .animating] {
      XCTAssertFalse(phase.acceptsAccessibilityStep, "\(phase)")
    }
  }
}
