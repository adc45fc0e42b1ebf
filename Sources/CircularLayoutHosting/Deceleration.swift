// UIScrollView's deceleration as a closed form: the velocity is multiplied
// by the rate every millisecond, continuously, so every question a host
// asks of a fling (where is it at t, how fast, where does it stop, when is
// it slow enough to call settled, when does it pass a point) is one
// exponential or one logarithm, not a loop over frames.

import LayoutGeometry

/// A fling coasting to rest as `UIScrollView` decelerates: the velocity is
/// multiplied by the ``rate`` every millisecond.
///
/// With `x₀` the ``position`` where it starts, `v` the ``velocity`` (points
/// per second), `r` the rate per millisecond and `k = -1000 · ln r` the
/// decay per second, the defining equation `v(t + 1 ms) = r · v(t)` holds
/// at every time, and the position is its integral:
///
///     v(t) = v · r^(1000 t) = v · e^(-k t)
///     x(t) = x₀ + (v / k) · (1 - e^(-k t))
///
/// so the fling travels ``distance`` `v / k` in all and comes to rest at
/// ``restingPosition`` `x₀ + v / k`. Times are in seconds from the start.
/// (The projection Apple gives for `UIScrollView`'s deceleration,
/// `v / 1000 · r / (1 - r)`, sums the velocity once per whole
/// millisecond. The continuous distance is longer by the factor
/// `1000 (1 - r) / (r k)`: 1.0010 at ``Rate-swift.struct/normal`` (a
/// 1,000 pt/s fling: 499.50 points against 499) and 1.0050 at
/// ``Rate-swift.struct/fast`` (99.50 against 99). The continuous form is
/// the one whose velocity is exactly the rate's.)
///
///     // A 1,000 pt/s fling at the normal rate travels 499.5 points.
///     Deceleration(from: 0, velocity: 1000).distance   // 499.5
///
/// ## Bad input
///
/// Nothing traps and every answer is finite. A NaN position reads as 0,
/// positions are clamped to 2^53 in magnitude; a NaN velocity reads as 0,
/// velocities (infinities included) are clamped to ``maximumSpeed``; a NaN
/// or negative time reads as 0 and an infinite one as the rest.
public struct Deceleration: Hashable, Sendable {
  /// The position where the fling starts, at time 0, in points.
  public let position: Double

  /// The velocity at time 0, in points per second (positive: the position
  /// grows).
  public let velocity: Double

  /// The factor the velocity is multiplied by every millisecond.
  public let rate: Rate

  /// The fastest velocity a deceleration keeps, 1,000,000 points per
  /// second: fifty times a hard fling's, so only bad input is clamped.
  public static let maximumSpeed: Double = 1_000_000

  /// The largest magnitude of a position, 2^53, as the engines read
  /// coordinates.
  static let limit: Double = 0x1p53

  /// Creates a fling from a position with a velocity, decelerating at a
  /// rate.
  ///
  /// - Parameters:
  ///   - position: Where the fling starts, in points; NaN reads as 0,
  ///     clamped to 2^53 in magnitude.
  ///   - velocity: Its velocity at the start, in points per second; NaN
  ///     reads as 0, clamped to ``maximumSpeed`` in magnitude.
  ///   - rate: The deceleration rate; ``Rate-swift.struct/normal`` by
  ///     default.
  /// - Complexity: O(1)
  public init(from position: Double, velocity: Double, rate: Rate = .normal) {
    self.position = Sanitizing.coordinate(position, limit: Self.limit)
    self.velocity =
      velocity.isNaN ? 0 : Swift.min(Swift.max(velocity, -Self.maximumSpeed), Self.maximumSpeed)
    self.rate = rate
  }

  /// A fling from values already read, whose velocity may exceed
  /// ``maximumSpeed``: a landing solved over a distance no real fling
  /// covers.
  init(unclamped position: Double, velocity: Double, rate: Rate) {
    self.position = position
    self.velocity = velocity
    self.rate = rate
  }

  /// The decay per second, `k = -1000 · ln r`: positive and finite for
  /// every rate.
  var decay: Double { rate.decayPerSecond }

  /// A time as the closed form reads it: NaN or negative as 0.
  static func sanitized(time: Double) -> Double {
    time.isNaN ? 0 : Swift.max(time, 0)
  }
}

// MARK: - The closed form

extension Deceleration {
  /// The position at a time: `x₀ + (v / k) · (1 - e^(-k t))`.
  ///
  /// - Parameter time: Seconds since the start; NaN or negative reads as
  ///   0, infinity as the rest.
  /// - Returns: A finite position between ``position`` and
  ///   ``restingPosition``.
  /// - Complexity: O(1)
  public func position(at time: Double) -> Double {
    let t = Self.sanitized(time: time)
    // -expm1(-kt) is 1 - e^(-kt) without the cancellation near 0.
    return position + distance * -Math.expm1(-decay * t)
  }

  /// The velocity at a time: `v · e^(-k t)`, which is `v · r^(1000 t)`.
  ///
  /// - Parameter time: Seconds since the start; NaN or negative reads as
  ///   0, infinity as the rest.
  /// - Returns: A finite velocity of ``velocity``'s sign (or 0), in points
  ///   per second.
  /// - Complexity: O(1)
  public func velocity(at time: Double) -> Double {
    velocity * Math.exp(-decay * Self.sanitized(time: time))
  }

  /// The whole distance the fling travels before it rests: `v / k`,
  /// signed as the velocity.
  ///
  /// - Complexity: O(1)
  public var distance: Double { velocity / decay }

  /// The position where the fling comes to rest: ``position`` plus
  /// ``distance``.
  ///
  /// It stands for the offset UIKit proposes when a finger lifts, but it
  /// is this continuous model's: 1.0010 times as far from ``position`` as
  /// the per-millisecond projection `v / 1000 · r / (1 - r)` at
  /// ``Rate-swift.struct/normal``, 1.0050 times at
  /// ``Rate-swift.struct/fast`` (see ``Deceleration``).
  ///
  /// - Complexity: O(1)
  public var restingPosition: Double { position + distance }

  /// The time until the speed falls under a threshold:
  /// `ln(|v| / threshold) / k`, or 0 when it already is.
  ///
  /// The remaining distance is the speed over `k`, so the time until the
  /// fling is within `ε` of its rest is this with the threshold `ε · k`.
  ///
  /// - Parameter threshold: The speed, in points per second; NaN, zero or
  ///   negative reads as the smallest normal `Double`, so the answer stays
  ///   finite.
  /// - Returns: A finite, non-negative time in seconds.
  /// - Complexity: O(1)
  public func duration(untilSpeedBelow threshold: Double) -> Double {
    let floor = Swift.max(threshold.isNaN ? 0 : threshold, Double.leastNormalMagnitude)
    let speed = abs(velocity)
    guard speed > floor else { return 0 }
    // Two logarithms: the quotient overflows for the smallest thresholds.
    return (Math.log(speed) - Math.log(floor)) / decay
  }

  /// The time until the fling is within a distance of its rest:
  /// ``duration(untilSpeedBelow:)`` with the threshold `ε · k`.
  ///
  /// - Parameter tolerance: The distance `ε`, in points; NaN or negative
  ///   reads as 0 (the time then is that of the smallest normal speed).
  /// - Returns: A finite, non-negative time in seconds.
  /// - Complexity: O(1)
  public func duration(untilWithin tolerance: Double) -> Double {
    let epsilon = tolerance.isNaN ? 0 : Swift.max(tolerance, 0)
    return duration(untilSpeedBelow: epsilon * decay)
  }

  /// The time at which the fling passes a position: the inverse of
  /// ``position(at:)``, `-ln(1 - (x - x₀) / (v / k)) / k`.
  ///
  /// - Parameter target: The position, in points.
  /// - Returns: The time in seconds, 0 for the start itself; `nil` when
  ///   the fling never reaches it (behind the start, at or past the rest,
  ///   or not finite).
  /// - Complexity: O(1)
  public func time(toReach target: Double) -> Double? {
    guard target.isFinite else { return nil }
    if target == position { return 0 }
    let fraction = (target - position) / distance
    guard fraction.isFinite, fraction >= 0, fraction < 1 else { return nil }
    let time = -Math.log1p(-fraction) / decay
    return time.isFinite ? time : nil
  }
}
