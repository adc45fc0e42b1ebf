// The interaction's invariants, checked in debug builds as the engines'
// are.

import CircularLayout
import LayoutGeometry

extension ScrollingInteraction {
  #if DEBUG || LAYOUT_INTERNAL_CHECKS
    /// Traps if the interaction breaks one of its invariants; for tests.
    ///
    /// It checks that the engine's own invariants hold; that the size,
    /// count, offset and time are finite and in range; that the selection
    /// is `nil` exactly without items and otherwise an item; that at rest
    /// the selection is the item at the reference point and the offset
    /// lies in the content; that a drag's start is finite; that a
    /// deceleration's landing is finite, its item an item, and its rest
    /// within a point of the landing; and that cover flow 2's toggle lies
    /// in `-0.5 ..< 0.5` and, out of a drag, is the engine's for the
    /// bounds (0 for a wheel).
    ///
    /// - Complexity: O(1)
    public func _checkInvariants() {
      precondition(
        viewportSize.width.isFinite && viewportSize.width >= 0 && viewportSize.height.isFinite
          && viewportSize.height >= 0, "viewport \(viewportSize) is out of range")
      precondition(
        itemCount >= 0 && itemCount <= 1 << 53, "item count \(itemCount) is out of range")
      precondition(contentOffset.isFinite, "content offset \(contentOffset) is not finite")
      precondition(time.isFinite, "time \(time) is not finite")
      // Every toggle is one the engine answered, held or not.
      precondition(toggle >= -0.5 && toggle < 0.5, "toggle \(toggle) is out of range")
      if !isDragging {
        let engine = host.layout.engineCoverFlowToggle(in: bounds, itemCount: itemCount)
        precondition(
          toggle == engine, "out of a drag, toggle \(toggle) is not the engine's \(engine)")
      }
      precondition(
        (selection == nil) == (itemCount == 0),
        "selection \(String(describing: selection)) with \(itemCount) items")
      if let selection {
        precondition(
          selection >= 0 && selection < itemCount, "selection \(selection) is not an item")
      }
      switch phase {
      case .idle:
        precondition(
          selection == centeredItemIndex,
          "at rest, selection \(String(describing: selection)) is not the centred item \(String(describing: centeredItemIndex))"
        )
        let maximum = Swift.max(
          0, host.layout.maximumContentOffset(in: bounds, itemCount: itemCount))
        let slack = 1e-9 * Swift.max(1, maximum)
        precondition(
          contentOffset >= -slack && contentOffset <= maximum + slack,
          "at rest, offset \(contentOffset) is outside 0 ... \(maximum)")
      case .dragging(let start):
        precondition(start.isFinite, "drag start \(start) is not finite")
      case .decelerating(let spin):
        precondition(spin.landing.isFinite && spin.startTime.isFinite, "spin \(spin) is not finite")
        precondition(
          spin.landingIndex >= 0 && spin.landingIndex < itemCount,
          "landing item \(spin.landingIndex) is not an item")
        precondition(
          abs(spin.deceleration.restingPosition - spin.landing) <= 1e-6
            * Swift.max(1, abs(spin.landing)),
          "spin \(spin) does not rest on its landing")
      }
    }
  #else
    /// Checks nothing outside debug builds.
    @inlinable
    public func _checkInvariants() {}
  #endif
}
