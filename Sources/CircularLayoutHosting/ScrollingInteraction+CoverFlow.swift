// Cover flow 2's toggle, kept from event to event as iCarousel and the
// UIKit layout keep it from frame to frame: a view that draws from a pure
// body cannot remember the last frame's toggle, so the interaction does.
// The rule is the host's (`coverFlowToggle(after:isTracking:in:itemCount:)`):
// held while the finger is down, the engine's otherwise.

import CircularLayout
import LayoutGeometry

extension ScrollingInteraction {
  /// A Boolean value indicating whether a finger drives the content.
  var isDragging: Bool {
    if case .dragging = phase { return true }
    return false
  }

  /// Applies the host's toggle rule to the state an event left: held
  /// while dragging, the engine's for the bounds otherwise.
  ///
  /// Called wherever the content moves or comes to rest by itself (a
  /// frame, a spin's start, settling, a step, a rest); the paths that
  /// keep a drag going (a move, a data change or resize under the finger)
  /// leave the toggle alone, which is what the rule answers there. A
  /// wheel's engine answers 0, so its toggle stays 0.
  mutating func updateToggle() {
    toggle = host.nextCoverFlowToggle(
      after: toggle, isTracking: isDragging, in: bounds, itemCount: itemCount)
  }
}

extension ScrollingInteraction where Layout == Carousel {
  /// Cover flow 2's toggle after the last event, as iCarousel keeps it:
  /// the value held since the drag began while the finger is down
  /// (``Phase-swift.enum/dragging(startOffset:)``), the carousel's
  /// ``/CircularLayout/Carousel/coverFlowToggle(in:itemCount:)`` for
  /// ``bounds`` otherwise.
  ///
  /// A drag holds the toggle the carousel had where the finger caught it:
  /// ``beginDrag(at:)`` first takes the frame of its time (a deceleration
  /// moves there, and the toggle follows), then holds. Moves, frames,
  /// data changes and resizes during the drag keep it; the release
  /// (``endDrag(by:velocity:at:)``), a tap, a step, a new layout, or the
  /// items all going, which end the drag, hand it back to the engine.
  ///
  /// - Returns: A finite toggle in `-0.5 ..< 0.5`; 0 with no items.
  /// - Complexity: O(1)
  public var coverFlowToggle: Double { toggle }

  /// The toggle a frame at `time` draws with, without moving the
  /// interaction: ``coverFlowToggle`` while dragging, otherwise the
  /// carousel's for ``bounds(at:)``, which ``advance(to:)`` would set.
  ///
  /// A view passes it with ``bounds(at:)`` to the host's attributes and
  /// hit test, so that a tap lands on the item drawn.
  ///
  /// - Parameter time: The frame's time, in seconds; read as
  ///   ``advance(to:)`` reads it (a time that is not finite as the last
  ///   one).
  /// - Returns: A finite toggle in `-0.5 ..< 0.5`; 0 with no items.
  /// - Complexity: O(1)
  public func coverFlowToggle(at time: Double) -> Double {
    host.coverFlowToggle(
      after: toggle, isTracking: isDragging, in: bounds(at: time), itemCount: itemCount)
  }
}
