// Moving to an item without a drag: a tap scrolls there (and selects it
// where it settles), VoiceOver's adjustable action steps at once.

import CircularLayout
import LayoutGeometry

extension ScrollingInteraction {
  /// A tap on an item: scrolls it to the reference point, the shortest
  /// way round, and selects it where the scroll settles.
  ///
  /// The landing is the host's
  /// ``ScrollingLayoutHost/contentOffset(centering:in:itemCount:)``, reached
  /// by a ``Deceleration/init(from:velocity:landingAt:)`` that keeps a
  /// deceleration's velocity in flight (0 at rest). A tap on the item
  /// already at rest there changes nothing.
  ///
  /// - Parameters:
  ///   - index: The item; clamped with ends, modulo the count wrapping
  ///     around.
  ///   - time: The time of the tap.
  /// - Returns: Whether ``selection`` changed (a deceleration that settles
  ///   first, or a scroll that needs no motion).
  /// - Complexity: O(1)
  @discardableResult
  public mutating func scroll(toItem index: Int, at time: Double) -> Bool {
    let before = selection
    advance(to: time)
    guard itemCount > 0 else { return selection != before }
    let velocity = self.velocity
    let landing = along(host.contentOffset(centering: index, in: bounds, itemCount: itemCount))
    let item = host.centeredItemIndex(in: bounds(offset: landing), itemCount: itemCount) ?? 0
    spin(to: landing, index: item, velocity: velocity)
    return selection != before
  }

  /// VoiceOver's adjustable action: `accessibilityIncrement()` (1) and
  /// `accessibilityDecrement()` (-1) move the centred item by `steps` at
  /// once, without animation, and select it, so the value VoiceOver reads
  /// next is the new item's.
  ///
  /// The host's ``ScrollingLayoutHost/contentOffset(steppingBy:in:itemCount:)``:
  /// clamped at the ends (a step past an end changes nothing), round the
  /// seam wrapping around, and right to left an increment still moves to
  /// the next item. A deceleration or drag in progress stops.
  ///
  /// - Parameters:
  ///   - steps: Items to move by; any value.
  ///   - time: The time of the action.
  /// - Returns: Whether ``selection`` changed.
  /// - Complexity: O(1)
  @discardableResult
  public mutating func step(by steps: Int, at time: Double) -> Bool {
    let before = selection
    advance(to: time)
    guard let offset = host.contentOffset(steppingBy: steps, in: bounds, itemCount: itemCount)
    else { return selection != before }
    contentOffset = along(offset)
    phase = .idle
    recenter()
    selection = host.centeredItemIndex(in: bounds, itemCount: itemCount)
    updateToggle()
    return selection != before
  }
}
