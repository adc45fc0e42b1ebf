// The scroll model, written once for every engine of the module: from a
// content offset to a position in items and back, the content's length,
// and the stops an offset can come to rest on. It takes plain numbers
// (item count, distance per item, viewport length along the scroll axis)
// and the scroll options, and knows nothing of circles or cells, so the
// wheel and the carousel read offsets the same way.
//
// Positions are read in *forward* offsets, those of the left-to-right
// layout: a right-to-left horizontal track mirrors an offset `x` to
// `maximumOffset - x` on the way in, and every offset it answers on the
// way out, so each rule is written once and holds in both directions.

import LayoutGeometry

/// The scroll model's reading of an engine: one row of items along a scroll
/// axis, its content, and the map between content offsets and positions in
/// items.
///
/// Public only so that ``ScrollingLayout`` can require it: its members and
/// its initializer are the module's own, so no other type can build one.
///
/// A *position* `p` is the fractional index of the item standing at the
/// reference point (the top of a wheel, the centre of a carousel); a *stop*
/// is a whole position, an offset where an item stands exactly there.
struct ScrollTrack: Hashable, Sendable {
  /// The largest length, 2^53 points, that the content can have, and the
  /// magnitude offsets are clamped to.
  static let maximumLength: Double = 0x1p53

  /// The largest item count, 2^53, so that every index is exact as a
  /// `Double`; 2^29 where `Int` has 32 bits (watchOS on arm64_32), where
  /// `1 << 53` would be 0 and clamp every count to it. Either leaves room
  /// for a count plus a shift of the same size in an `Int`.
  static let maximumItemCount = Int.bitWidth == 64 ? 1 << 53 : 1 << 29

  /// How many turns of the items a wrapping track's content holds.
  static let wrappingCopyCount = 1001

  /// `count` clamped to `0 ... maximumItemCount`.
  static func sanitizedCount(_ count: Int) -> Int {
    Sanitizing.count(count, maximum: maximumItemCount)
  }

  /// A coordinate with NaN read as 0 and everything clamped to `±2^53`.
  static func sanitizedCoordinate(_ value: Double) -> Double {
    Sanitizing.coordinate(value, limit: maximumLength)
  }

  /// The number of items, sanitised: in `0 ... 2^53`.
  let count: Int

  /// The viewport's length along the scroll axis, sanitised.
  let viewportLength: Double

  /// Whether positions repeat modulo `count`.
  let wraps: Bool

  /// Whether offsets run backwards (a right-to-left horizontal track): the
  /// position at offset `x` is the forward position at
  /// `maximumOffset - x`.
  let reversed: Bool

  /// How far past either end of a track with ends positions extrapolate
  /// before they hold still, in items.
  let reach: Double

  /// The content's length along the scroll axis, in `0 ... maximumLength`.
  let contentLength: Double

  /// `contentLength - viewportLength`: the largest offset; zero or
  /// negative when the content fits in the viewport.
  let maximumOffset: Double

  /// The content distance that moves one item, the distance in force;
  /// 0 when positions do not move with the offset (no items, or the
  /// tutorial's model when it cannot turn).
  let distance: Double

  /// Whether positions are the tutorial's `offset / maximumOffset · (n - 1)`
  /// rather than `offset / distance`, so that the last item stands at
  /// `maximumOffset` exactly.
  let scalesToContent: Bool

  /// The last stop an offset in `0 ... maximumOffset` reaches: `n - 1`
  /// with ends unless the content was clamped; on a wrapping track, the
  /// number of whole distances in `maximumOffset`. 0 when there is no
  /// stop but 0.
  let lastStop: Double

  /// Creates the track of `count` items.
  ///
  /// - Parameters:
  ///   - count: The number of items, already sanitised (not negative).
  ///   - distancePerItem: Under `.fixedDistancePerItem`, the content
  ///     distance per item; under `.tutorial`, the item's length (the
  ///     tutorial's content is `count` of them). Finite and positive.
  ///   - viewportLength: The viewport's length along the scroll axis,
  ///     sanitised (finite, not negative).
  ///   - model: The scroll model.
  ///   - wraps: Whether positions repeat modulo `count`.
  ///   - reversed: Whether offsets run backwards (right to left).
  ///   - reach: How many items past either end positions extrapolate;
  ///     positive.
  @inline(__always)
  init(
    count: Int, distancePerItem: Double, viewportLength: Double, model: Wheel.ScrollModel,
    wraps: Bool, reversed: Bool, reach: Double
  ) {
    self.count = count
    self.viewportLength = viewportLength
    self.wraps = wraps
    self.reversed = reversed
    self.reach = reach
    let limit = ScrollTrack.maximumLength
    let items = Double(count)

    var content: Double
    var distance = distancePerItem
    var lastStop = 0.0
    var scalesToContent = false
    if wraps {
      content = Swift.min(items * distancePerItem * Double(ScrollTrack.wrappingCopyCount), limit)
      if count == 0 { distance = 0 }
      let maximumOffset = content - viewportLength
      if count > 0, maximumOffset > 0 {
        lastStop = (maximumOffset / distancePerItem).rounded(.down)
      }
    } else if model == .fixedDistancePerItem {
      // The viewport's length with no items: item 0 at offset 0, item
      // n - 1 at (n - 1) · d.
      let unclamped = Double(Swift.max(count - 1, 0)) * distancePerItem + viewportLength
      content = Swift.min(unclamped, limit)
      if count == 0 { distance = 0 }
      if count > 0 {
        // Clamped content keeps the distance, so only the stops inside it
        // are reached; unclamped, `n - 1` exactly (the quotient of the
        // rounded difference could fall an ulp short of it).
        lastStop =
          unclamped <= limit
          ? items - 1
          : Swift.min(((content - viewportLength) / distancePerItem).rounded(.down), items - 1)
      }
    } else {
      content = Swift.min(items * distancePerItem, limit)
      let maximumOffset = content - viewportLength
      scalesToContent = true
      if count >= 2, maximumOffset > 0 {
        distance = maximumOffset / (items - 1)
        lastStop = items - 1
      } else {
        // One item, or content that fits: the tutorial divides by zero
        // here; this wheel does not turn.
        distance = 0
      }
    }
    self.contentLength = content
    self.maximumOffset = content - viewportLength
    self.distance = distance
    self.scalesToContent = scalesToContent
    self.lastStop = lastStop
  }

  /// A Boolean value indicating whether positions move with the offset.
  var turns: Bool { distance > 0 }

  /// A Boolean value indicating whether the content scrolls: it is longer
  /// than the viewport and positions move with the offset.
  var scrolls: Bool { turns && maximumOffset > 0 }
}

// MARK: - Offsets and positions

extension ScrollTrack {
  /// The forward offset of a content offset: `maximumOffset - offset` on a
  /// reversed track, `offset` otherwise. Its own inverse.
  ///
  /// - Parameter offset: A sanitised offset (finite, at most 2^53 in
  ///   magnitude).
  func forward(_ offset: Double) -> Double {
    reversed ? maximumOffset - offset : offset
  }

  /// The position at a forward offset, unreduced: `offset / distance`,
  /// or the tutorial's `offset / maximumOffset · (n - 1)`.
  ///
  /// Finite or infinite (a tiny distance), never NaN; 0 when the track
  /// does not turn.
  func unboundedPosition(atForward offset: Double) -> Double {
    guard turns else { return 0 }
    if scalesToContent { return offset / maximumOffset * Double(count - 1) }
    return offset / distance
  }

  /// The position at a content offset, as an engine draws it: reduced
  /// into `0 ..< count` on a wrapping track; on a track with ends,
  /// extrapolated past either end by at most ``reach`` items, beyond
  /// which it holds still.
  ///
  /// - Parameter offset: A sanitised content offset.
  /// - Returns: A finite position; 0 when there are no items or the
  ///   track does not turn.
  @inline(__always)
  func position(at offset: Double) -> Double {
    let position = unboundedPosition(atForward: forward(offset))
    guard wraps else {
      return Swift.min(Swift.max(position, -reach), Double(Swift.max(count - 1, 0)) + reach)
    }
    // An offset whose quotient overflows reads as 0.
    guard count > 0, position.isFinite else { return 0 }
    let cycle = Double(count)
    let reduced = position - cycle * (position / cycle).rounded(.down)
    // A tiny negative position can round up to exactly `cycle`, which is
    // position 0 again.
    return reduced >= 0 && reduced < cycle ? reduced : 0
  }

  /// The forward offset of a whole stop in `0 ... lastStop`: exactly
  /// `maximumOffset` at the tutorial's last item, and never past
  /// `maximumOffset` (`lastStop · distance` can round above it by an ulp,
  /// found by fuzzing with 2^53 items); 0 when the track does not turn.
  func forwardOffset(ofStop stop: Double) -> Double {
    guard turns else { return 0 }
    if scalesToContent {
      return stop >= lastStop ? maximumOffset : maximumOffset * (stop / lastStop)
    }
    return Swift.min(stop * distance, maximumOffset)
  }

  /// The forward offset of any position: `position · distance`, or the
  /// tutorial's `position / (n - 1) · maximumOffset`, saturated; 0 when
  /// the track does not turn.
  func forwardOffset(ofPosition position: Double) -> Double {
    guard turns else { return 0 }
    if scalesToContent { return Sanitizing.saturated(maximumOffset * (position / lastStop)) }
    return Sanitizing.saturated(position * distance)
  }

  /// The content offset of a whole stop, mirrored on a reversed track.
  func offset(ofStop stop: Double) -> Double {
    forward(forwardOffset(ofStop: stop))
  }

  /// The nearest whole number, halves going up (to the higher item);
  /// exact, because `value - floor(value)` is. Infinities come back
  /// unchanged.
  static func roundedHalfUp(_ value: Double) -> Double {
    let whole = value.rounded(.down)
    return value - whole >= 0.5 ? whole + 1 : whole
  }

  /// `value` clamped to `0 ... lastStop`.
  func clampedStop(_ value: Double) -> Double {
    Swift.min(Swift.max(value, 0), lastStop)
  }

  /// The item standing at a whole stop: the stop itself with ends, the
  /// stop modulo `count` wrapping around (exact in `Double`, which holds
  /// stops past `Int.max`).
  ///
  /// - Parameter stop: A stop in `0 ... lastStop`; `count` is positive.
  func index(ofStop stop: Double) -> Int {
    guard wraps else { return Int(stop) }
    return Int(stop.truncatingRemainder(dividingBy: Double(count)))
  }
}
