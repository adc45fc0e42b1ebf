// Pixel rounding: the one rule that puts coordinates on a display's device
// pixels, used by `Rect.aligned(toScale:)`, by masonry's pixel alignment,
// and by the UIKit bridges to compare an offset they ask a scroll view for
// with the one it holds (UIScrollView rounds its content offset to the
// pixel grid).

/// Rounding coordinates to device pixels, multiples of `1 / scale` points.
@usableFromInline
package enum PixelRounding {
  /// Returns `value` rounded to the nearest multiple of `1 / scale`,
  /// halves away from zero.
  ///
  /// A non-finite value, or a scale that is not finite and positive,
  /// returns `value` unchanged. A value so large that it has no fractional
  /// part at that scale (`value * scale` at least 2^52 in magnitude) is
  /// already aligned and comes back unchanged.
  @inlinable
  package static func nearest(_ value: Double, scale: Double) -> Double {
    guard value.isFinite, scale.isFinite, scale > 0 else { return value }
    let scaled = value * scale
    // From 2^52 up a Double has no fractional bits, so rounding is a no-op,
    // and dividing back by a scale such as 3 would only add rounding error.
    guard abs(scaled) < 0x1p52 else { return value }
    return scaled.rounded(.toNearestOrAwayFromZero) / scale
  }

  /// Returns `point` with each coordinate rounded to the nearest multiple
  /// of `1 / scale` by ``nearest(_:scale:)``: where a scroll view of that
  /// display scale holds a content offset set to `point`.
  @inlinable
  package static func nearest(_ point: Point, scale: Double) -> Point {
    Point(x: nearest(point.x, scale: scale), y: nearest(point.y, scale: scale))
  }

  /// The scale a scroll view rounds its content offset with: its display
  /// scale in a window, and 1 outside one, where UIScrollView rounds the
  /// offset to whole points (openradar 32547794; undocumented, as the
  /// rounding itself is). Give it to ``isSameOffset(_:as:scale:)``.
  ///
  /// - Parameters:
  ///   - displayScale: The trait collection's display scale.
  ///   - isInWindow: Whether the scroll view is in a window.
  @inlinable
  package static func offsetScale(displayScale: Double, isInWindow: Bool) -> Double {
    isInWindow ? displayScale : 1
  }

  /// Whether a scroll view that holds `held` may stay where it is when
  /// asked for `requested`: whether they are less than a pixel of `scale`
  /// apart along each axis. UIScrollView rounds each offset set to the
  /// pixel grid, so one a sub-pixel away may move nothing and end no
  /// animation; how it rounds is undocumented, so anything within a pixel
  /// counts as the same (asking for it without animation then costs at
  /// most a one-pixel jump, where asking for an animation UIKit may not
  /// run would wait for its end for ever).
  ///
  /// A scale that is not finite and positive (0: not known) compares the
  /// offsets exactly. So does a NaN coordinate, which equals nothing.
  @inlinable
  package static func isSameOffset(_ requested: Point, as held: Point, scale: Double) -> Bool {
    guard scale.isFinite, scale > 0 else { return requested == held }
    let pixel = 1 / scale
    return abs(requested.x - held.x) < pixel && abs(requested.y - held.y) < pixel
  }

  /// Returns `value` rounded to the nearest pixel, unless that leaves
  /// `low ... high`: then the nearest pixel inside it, or, when no pixel
  /// lies inside, `value` clamped to it.
  ///
  /// So an edge that is not on a pixel never rounds past a bound such as
  /// an inset. The result is monotone in `value`.
  @inlinable
  package static func nearest(
    _ value: Double, scale: Double, atLeast low: Double, atMost high: Double = .infinity
  ) -> Double {
    let aligned = nearest(value, scale: scale)
    if aligned >= low, aligned <= high { return aligned }
    // The products can round across a whole pixel (or underflow to 0, for
    // a subnormal `low`), putting the pixel found just outside the bound:
    // the next pixel in is then the first inside.
    var up = (low * scale).rounded(.up) / scale
    if up < low { up = ((low * scale).rounded(.up) + 1) / scale }
    var down = high == .infinity ? high : (high * scale).rounded(.down) / scale
    if down > high { down = ((high * scale).rounded(.down) - 1) / scale }
    if up.isFinite, up >= low, up <= down, down <= high {
      return Swift.min(Swift.max(aligned, up), down)
    }
    return Swift.min(Swift.max(value, low), high)
  }
}

/// Lengths between two edges that floating point can store exactly.
@usableFromInline
package enum EdgeLength {
  /// Returns the length from `low` to `high` (with `low <= high`) adjusted
  /// so that `low + length`, the far edge of a frame stored as origin and
  /// size, reaches at least `high` (`outward`) or comes nearest to `high`
  /// without passing it.
  ///
  /// `high - low` is rounded, so `low + (high - low)` can miss `high` by
  /// the last bit; nudging the length by a unit in the last place, once
  /// or twice, restores containment. Inward, a length that cannot stay
  /// short of `high` is 0, and the result is never negative; a non-finite
  /// length comes back unchanged.
  @inlinable
  package static func length(
    from low: Double, to high: Double, roundingOutward outward: Bool
  ) -> Double {
    var length = high - low
    guard length.isFinite else { return length }
    // A rounded difference is within an ulp or two of one that fits, so
    // a few steps suffice; the caps bound the loops for any input.
    var steps = 0
    if outward {
      while low + length < high, steps < 8 {
        length = length.nextUp
        steps += 1
      }
      return length
    }
    while low + length > high, steps < 8 {
      length = length.nextDown
      steps += 1
    }
    if low + length > high || !(length > 0) { return 0 }
    steps = 0
    while low + length < high, low + length.nextUp <= high, steps < 4 {
      length = length.nextUp
      steps += 1
    }
    return length
  }
}
