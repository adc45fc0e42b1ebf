// Keeping the selection when the item count changes: the offset that
// stands a given item where the centred item stood, at the same fraction
// of a step, on the track after the change.

extension ScrollTrack {
  /// The offset on the track `after` (the same track with a new count)
  /// that stands item `newIndex` where the item nearest the reference
  /// point stands now on this track at `offset`, at the same fraction of a
  /// step.
  ///
  /// With `p` the current position and `c` its nearest stop (halves up),
  /// the fraction is `f = p - c`, in `-0.5 ..< 0.5`. The new position is
  /// `newIndex + f`: with ends, at `newIndex` itself, kept within half a
  /// step of the stops `0 ... lastStop`; wrapping around, at the copy of
  /// `newIndex` nearest `c`, moved by whole turns until the position lies
  /// in the content.
  ///
  /// - Parameters:
  ///   - newIndex: The item's index after the change, in
  ///     `0 ..< after.count`.
  ///   - offset: The current content offset on this track, sanitised.
  ///   - after: The track after the change.
  /// - Returns: A finite offset: 0 when `after` has no items or does not
  ///   scroll.
  func offset(keeping newIndex: Int, at offset: Double, after: ScrollTrack) -> Double {
    guard after.count > 0, after.scrolls else { return 0 }
    let position = unboundedPosition(atForward: forward(offset))
    var nearest = ScrollTrack.roundedHalfUp(position)
    var fraction = position - nearest
    if !fraction.isFinite {
      // A position past Double's reach (a tiny distance far out): no
      // fraction to keep.
      (nearest, fraction) = (position.isFinite ? position : 0, 0)
    }
    let target: Double
    if after.wraps {
      // The copy nearest the current stop, then moved by whole turns so
      // that the position itself, fraction and all, lies in the content.
      let cycle = Double(after.count)
      let base = Double(newIndex)
      let limit = after.maximumOffset / after.distance
      var position =
        base + cycle * ScrollTrack.roundedHalfUp((nearest - base) / cycle) + fraction
      if position > limit { position -= cycle * ((position - limit) / cycle).rounded(.up) }
      if position < 0 { position += cycle * (-position / cycle).rounded(.up) }
      // Content shorter than a turn cannot hold every copy: clamped.
      position = Swift.min(Swift.max(position, 0), limit)
      target = Swift.min(after.forwardOffset(ofPosition: position), after.maximumOffset)
    } else {
      let position = Swift.min(
        Swift.max(Double(newIndex) + fraction, -0.5), after.lastStop + 0.5)
      target = after.forwardOffset(ofPosition: position)
    }
    return after.forward(target)
  }
}
