// The frames of a deceleration, and where it settles: the only place the
// selection changes after a fling or a tap, so it changes once.

import CircularLayout
import LayoutGeometry

extension ScrollingInteraction {
  /// A frame: moves a deceleration on to `time`, and settles it once it
  /// is within ``restingTolerance`` of its landing.
  ///
  /// The offset is the deceleration's position `time - startTime`
  /// seconds in (a time before the start reads as the start). Settling
  /// sets the offset exactly on the landing, re-centres a wrapping engine
  /// by whole turns, and makes the item at the reference point there (the
  /// spin's ``Spin/landingIndex``) the ``selection``. Outside
  /// a deceleration a frame only records the time.
  ///
  /// - Parameter time: The frame's time, in seconds.
  /// - Returns: Whether ``selection`` changed: `true` at most once per
  ///   fling, on the frame where it settles on another item.
  /// - Complexity: O(1)
  @discardableResult
  public mutating func advance(to time: Double) -> Bool {
    let now = clock(time)
    guard case .decelerating(let spin) = phase else { return false }
    let elapsed = Swift.max(0, now - spin.startTime)
    if elapsed >= spin.deceleration.duration(untilWithin: Self.restingTolerance) {
      return settle(spin)
    }
    contentOffset = spin.deceleration.position(at: elapsed)
    updateToggle()
    return false
  }

  /// The content offset a frame at `time` shows, without moving the
  /// interaction: what ``advance(to:)`` would set (the landing once the
  /// spin is within ``restingTolerance`` of it), or ``contentOffset`` when
  /// nothing moves. A view draws with it from a pure `body`, and calls
  /// ``advance(to:)`` apart to settle.
  ///
  /// - Parameter time: The frame's time, in seconds; read as
  ///   ``advance(to:)`` reads it.
  /// - Returns: A finite offset.
  /// - Complexity: O(1)
  public func contentOffset(at time: Double) -> Double {
    guard case .decelerating(let spin) = phase else { return contentOffset }
    let now = time.isFinite ? time : self.time
    let elapsed = Swift.max(0, now - spin.startTime)
    if elapsed >= spin.deceleration.duration(untilWithin: Self.restingTolerance) {
      return spin.landing
    }
    return spin.deceleration.position(at: elapsed)
  }

  /// Starts a deceleration from the current offset, at `velocity`, that
  /// comes to rest on `landing`, with item `index` there; a fling already
  /// within the tolerance settles at once.
  ///
  /// - Returns: Whether ``selection`` changed.
  @discardableResult
  mutating func spin(to landing: Double, index: Int, velocity: Double) -> Bool {
    let fling = Deceleration(from: contentOffset, velocity: velocity, landingAt: landing)
    let spin = Spin(deceleration: fling, startTime: time, landing: landing, landingIndex: index)
    phase = .decelerating(spin)
    updateToggle()
    guard fling.duration(untilWithin: Self.restingTolerance) > 0 else { return settle(spin) }
    return false
  }

  /// Ends a deceleration on its landing.
  ///
  /// - Returns: Whether ``selection`` changed.
  mutating func settle(_ spin: Spin) -> Bool {
    let before = selection
    contentOffset = spin.landing
    phase = .idle
    recenter()
    // The item the landing shows, which is the landing item except where
    // offsets near 2^53 round to another item's.
    selection = host.centeredItemIndex(in: bounds, itemCount: itemCount)
    updateToggle()
    return selection != before
  }
}
