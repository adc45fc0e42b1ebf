// Where a drag comes to rest: the snapping modes and paging from where the
// finger lifted, read in forward offsets and velocities, so that a
// right-to-left track snaps in the direction of motion with the same code.

extension ScrollTrack {
  /// Where a scroll comes to rest: an offset, and the item standing at the
  /// reference point there.
  struct Landing: Hashable, Sendable {
    /// The content offset.
    var offset: Double

    /// The item at the reference point, or `nil` when there are no items.
    var index: Int?
  }

  /// The landing of a drag that UIKit proposes to end at `proposed`, the
  /// finger having lifted at `lift`.
  ///
  /// - Parameters:
  ///   - proposed: The proposed content offset, sanitised.
  ///   - velocity: The velocity along the content offset; only its sign
  ///     matters, and NaN reads as 0.
  ///   - lift: The content offset where the finger lifted, sanitised; only
  ///     `.paging` reads it.
  ///   - snapping: The snapping mode.
  /// - Returns: With no items, offset 0 and no index. When the content
  ///   does not scroll (it fits, or the tutorial's wheel cannot turn),
  ///   offset 0, except that the tutorial's single item, upright at every
  ///   offset, keeps the proposed offset clamped to the content.
  ///   Otherwise the offset of a whole stop in `0 ... lastStop`, and the
  ///   item standing there.
  func landing(
    proposed: Double, velocity: Double, lift: Double, snapping: ScrollSnapping
  ) -> Landing {
    guard count > 0 else { return Landing(offset: 0, index: nil) }
    guard maximumOffset > 0 else { return Landing(offset: 0, index: centeredIndex(at: 0)) }
    guard turns else {
      return Landing(offset: Swift.min(Swift.max(proposed, 0), maximumOffset), index: 0)
    }
    // Read forward: a growing offset on a reversed track moves to lower
    // items, so its velocity counts as negative.
    let forwardVelocity = reversed ? -velocity : velocity
    let position = unboundedPosition(atForward: forward(proposed))
    var stop: Double
    switch snapping {
    case .free:
      stop = ScrollTrack.snapped(position, velocity: forwardVelocity)
    case .nearest:
      stop = ScrollTrack.roundedHalfUp(position)
    case .paging:
      // Along the content (unwrapped on a wrapping track), so that the
      // seam is crossed.
      let lifted = unboundedPosition(atForward: forward(lift))
      stop = ScrollTrack.paged(position, lift: lifted, velocity: forwardVelocity)
    }
    stop = clampedStop(stop)
    return Landing(offset: offset(ofStop: stop), index: index(ofStop: stop))
  }

  /// The whole position `.paging` lands on from the proposed position
  /// `position`, the finger having lifted at position `lift`: the stop
  /// nearest `position` (halves up), kept between the stop nearest `lift`
  /// (halves up) and the next stop past `lift` in the velocity's direction
  /// (`floor lift + 1` forward, `ceil lift - 1` backward, the nearest for
  /// zero or NaN).
  ///
  /// A lift within a billionth of an item of a whole position counts as
  /// on it, as in ``snapped(_:velocity:)``, so a fling from a stop moves
  /// one item. Infinite positions (a tiny distance far out) come back as
  /// they are for the caller's clamp.
  static func paged(_ position: Double, lift: Double, velocity: Double) -> Double {
    var lift = lift
    if lift.isFinite, abs(lift - lift.rounded()) <= 1e-9 + 4 * lift.magnitude.ulp {
      lift = lift.rounded()
    }
    let nearest = roundedHalfUp(lift)
    let next: Double
    if velocity > 0 {
      next = lift.rounded(.down) + 1
    } else if velocity < 0 {
      next = lift.rounded(.up) - 1
    } else {
      next = nearest
    }
    let low = Swift.min(nearest, next)
    let high = Swift.max(nearest, next)
    // NaN never arises: positions are finite or infinite, and an infinite
    // lift gives infinite bounds, which the caller's clamp settles.
    return Swift.min(Swift.max(roundedHalfUp(position), low), high)
  }

  /// The whole position `.free` snaps `position` to for a velocity:
  /// `ceil` forward, `floor` backward, the nearest (halves up) for zero
  /// or NaN.
  ///
  /// A position within a billionth of an item of a whole one counts as on
  /// it, so rounding never skips an item. Infinities come back unchanged
  /// for the caller's clamp.
  static func snapped(_ position: Double, velocity: Double) -> Double {
    guard position.isFinite else { return position }
    let tolerance = 1e-9 + 4 * position.magnitude.ulp
    if velocity > 0 { return (position - tolerance).rounded(.up) }
    if velocity < 0 { return (position + tolerance).rounded(.down) }
    return roundedHalfUp(position)
  }
}
