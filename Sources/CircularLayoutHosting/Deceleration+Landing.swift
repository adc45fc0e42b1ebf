// The animation to a snapped landing. The engines' snapping moves UIKit's
// natural rest onto an item; the host reaches it with a deceleration of
// the same family, retargeted: the rate is solved so that the finger's own
// velocity comes to rest exactly on the landing. Velocity and position
// stay continuous where the finger lifted, and the motion has the feel of
// the scroll view's own coasting rather than a spring's overshoot.

import LayoutGeometry

extension Deceleration {
  /// The slowest rate a landing is solved to: ``Rate-swift.struct/normal``,
  /// so a landing never lingers longer than UIKit's own coasting.
  public static let slowestLandingRate = Rate.normal

  /// The fastest rate a landing is solved to, 0.9 per millisecond (a time
  /// constant of 9.5 ms): however hard the fling, a landing glides in
  /// rather than stopping dead.
  public static let fastestLandingRate = Rate(perMillisecond: 0.9)

  /// Creates the fling that comes to rest exactly on a landing: the
  /// animation from where the finger lifted to where the engine snapped.
  ///
  /// With `d` the distance to the landing and `v` the finger's velocity:
  ///
  /// - **The fling heads to the landing** (`v · d > 0`): the rate `r` is
  ///   solved from `d = v / k`, `r = e^(-v / (1000 d))`, so the fling
  ///   keeps the finger's velocity and stops on the landing. A rate
  ///   slower than ``slowestLandingRate`` or faster than
  ///   ``fastestLandingRate`` is clamped to it, and the velocity is then
  ///   the one that lands there, `d · k` (a weak fling is sped up, a
  ///   violent one towards a near landing, as paging has, slowed).
  /// - **No velocity, or the landing lies behind the fling** (a weak
  ///   fling springing back to the nearest item): the rate is
  ///   ``Rate-swift.struct/fast`` and the velocity `d · k`, a short glide
  ///   back.
  /// - **Already on the landing**: a fling at rest there.
  ///
  /// The velocity so solved is not clamped to ``maximumSpeed``: a landing
  /// farther than about 500,000 points (bad input only) keeps its rest on
  /// the landing with a faster start.
  ///
  /// ``restingPosition`` is then the landing, up to rounding; a host sets
  /// the landing exactly once the fling is within its tolerance
  /// (``duration(untilWithin:)``).
  ///
  ///     // Lifted at 0 at 1,000 pt/s, snapped to 400: k = 1000 / 400 = 2.5, the
  ///     // rate e^(-2.5 / 1000) = 0.997503, and the velocity stays 1,000.
  ///     Deceleration(from: 0, velocity: 1000, landingAt: 400)
  ///
  /// - Parameters:
  ///   - position: Where the finger lifted, in points; sanitised as
  ///     ``init(from:velocity:rate:)`` says.
  ///   - velocity: The finger's velocity along the position, in points per
  ///     second; sanitised likewise.
  ///   - landing: Where to come to rest; NaN reads as 0, clamped to 2^53.
  /// - Complexity: O(1)
  public init(from position: Double, velocity: Double, landingAt landing: Double) {
    let start = Deceleration(from: position, velocity: velocity)
    let target = Sanitizing.coordinate(landing, limit: Self.limit)
    let distance = target - start.position
    guard distance != 0 else {
      self.init(from: start.position, velocity: 0)
      return
    }
    if start.velocity * distance > 0 {
      let solved = Swift.min(
        Swift.max(start.velocity / distance, Self.slowestLandingRate.decayPerSecond),
        Self.fastestLandingRate.decayPerSecond)
      let rate = Rate(decayPerSecond: solved)
      let kept = solved == start.velocity / distance
      self.init(
        unclamped: start.position,
        velocity: kept ? start.velocity : distance * rate.decayPerSecond, rate: rate)
    } else {
      self.init(
        unclamped: start.position, velocity: distance * Rate.fast.decayPerSecond, rate: .fast)
    }
  }
}
