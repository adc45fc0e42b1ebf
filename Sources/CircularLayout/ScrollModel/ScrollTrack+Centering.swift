// Bringing an item to the reference point: the centred item, scroll to an
// item (from where the track stands, or from the middle of a wrapping
// track's content), and stepping by whole items, as an adjustable
// accessibility element does.

extension ScrollTrack {
  /// The item nearest the reference point at a content offset: the
  /// position rounded (halves up), clamped to the items with ends, modulo
  /// `count` wrapping around.
  ///
  /// - Parameter offset: A sanitised content offset.
  /// - Returns: The index, or `nil` when there are no items.
  func centeredIndex(at offset: Double) -> Int? {
    guard count > 0 else { return nil }
    let nearest = ScrollTrack.roundedHalfUp(position(at: offset))
    if wraps { return Int(nearest) % count }
    return Int(Swift.min(Swift.max(nearest, 0), Double(count - 1)))
  }

  /// The offset at which item `index` stands at the reference point.
  ///
  /// With ends, `index` is clamped to the stops `0 ... lastStop`.
  /// Wrapping around, it is taken modulo `count`, and the stop is the copy
  /// nearest the position `near` (a forward position), kept inside the
  /// content by whole turns; a tie goes forward.
  ///
  /// - Parameters:
  ///   - index: Any index.
  ///   - near: A forward position, or `nil` for the middle of the content.
  /// - Returns: An offset in `0 ... max(0, maximumOffset)`: 0 when the
  ///   content does not scroll.
  func offset(centering index: Int, near: Double?) -> Double {
    guard count > 0, scrolls else { return 0 }
    guard wraps else { return offset(ofStop: clampedStop(Double(Swift.max(index, 0)))) }
    var item = index % count
    if item < 0 { item += count }
    let target = near.flatMap { $0.isFinite ? $0 : 0 } ?? lastStop / 2
    let cycle = Double(count)
    let base = Double(item)
    return offset(
      ofStop: wrappedStop(base + cycle * ScrollTrack.roundedHalfUp((target - base) / cycle)))
  }

  /// `stop` moved by whole turns into `0 ... lastStop` where it fits, and
  /// clamped to it where it does not (content shorter than a turn).
  func wrappedStop(_ stop: Double) -> Double {
    let cycle = Double(count)
    var stop = stop
    if stop > lastStop { stop -= cycle * ((stop - lastStop) / cycle).rounded(.up) }
    if stop < 0 { stop += cycle * (-stop / cycle).rounded(.up) }
    return clampedStop(stop)
  }

  /// The offset that moves the item at the reference point by `steps`
  /// items: increment and decrement.
  ///
  /// The item now nearest the reference point (``centeredIndex(at:)``)
  /// moves by `steps`. With ends the result is clamped to the end items;
  /// wrapping around, `steps` is taken modulo `count` the shorter way
  /// round (exactly half a turn goes the way `steps` points), from the
  /// copy standing there, kept inside the content by whole turns.
  ///
  /// - Parameters:
  ///   - steps: Any number of items, `Int.min` and `Int.max` included.
  ///   - offset: The current content offset, sanitised.
  /// - Returns: `nil` with no items; 0 when the content does not scroll,
  ///   except that the tutorial's single item keeps the offset clamped
  ///   to the content; otherwise the offset of a stop.
  func offset(steppingBy steps: Int, from offset: Double) -> Double? {
    guard count > 0 else { return nil }
    guard maximumOffset > 0 else { return 0 }
    guard turns else { return Swift.min(Swift.max(offset, 0), maximumOffset) }
    var current = ScrollTrack.roundedHalfUp(unboundedPosition(atForward: forward(offset)))
    guard wraps else {
      // Whole items in Double: every stop is below 2^53, and a step of
      // Int.max only clamps.
      current = clampedStop(current)
      return self.offset(ofStop: clampedStop(current + Double(steps)))
    }
    if !current.isFinite { current = 0 }
    var step = steps % count
    if step < 0 { step += count }
    // The shorter way round; half a turn goes the way `steps` points.
    if 2 * step > count || (2 * step == count && steps < 0) { step -= count }
    return self.offset(ofStop: wrappedStop(current + Double(step)))
  }
}
