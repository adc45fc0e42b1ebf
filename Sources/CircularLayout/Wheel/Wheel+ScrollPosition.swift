// From a viewport to the wheel's turn: the scroll position, with every
// sanitising rule for offsets in one place, so that queries, hit tests and
// snapping read the same wheel.

import LayoutGeometry

extension Wheel {
  /// The wheel's turn for a viewport, in items: the fractional index of the
  /// position standing upright at the top.
  ///
  /// Item `i`'s wheel angle is `(i - p) · anglePerItem` for the returned
  /// `p`. Along the scroll axis, with `x` the viewport's origin:
  ///
  /// - **With ends** (the tutorial), `p = x / maxOffset · (n - 1)`, so
  ///   item 0 stands at the top at offset 0 and item `n - 1` at
  ///   `maxOffset`. Before 0 and past `maxOffset` (rubber-banding) the
  ///   formula extrapolates linearly, until no item is within half a turn
  ///   of the top (`p` more than `π / anglePerItem + 1` items beyond
  ///   either end, or 2^53); beyond that it holds still. With fewer than
  ///   two items, or content that fits the viewport (`maxOffset <= 0`,
  ///   where the tutorial divides by zero), the wheel does not turn:
  ///   `p = 0`, every item at its rest angle `i · anglePerItem`.
  /// - **Wrapping around**, `p = x / itemLength`, reduced modulo `n` into
  ///   `0 ..< n`. An offset whose quotient overflows reads as 0.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds in content coordinates (its
  ///     origin is the content offset). Read in its standardised form
  ///     first, as `Rect` defines it: a negative width or height is the
  ///     same area with a positive one, so `Rect(x: 475, y: 0, width:
  ///     -375, height: 667)` reads as `Rect(x: 100, y: 0, width: 375,
  ///     height: 667)`. Then an origin coordinate that is NaN reads as 0,
  ///     others are clamped to ``maximumLength`` (infinities included),
  ///     and a size component that is NaN or infinite reads as 0 (a
  ///     viewport with no area shows nothing).
  ///   - itemCount: The number of items; negative counts read as 0, counts
  ///     above ``maximumItemCount`` as that.
  /// - Returns: A finite position; 0 when there are no items.
  public func scrollPosition(in viewport: Rect, itemCount: Int) -> Double {
    let pose = pose(for: viewport, itemCount: itemCount)
    return Double(pose.whole) + pose.fraction
  }

  /// A viewport and item count read and sanitised once per query: where
  /// the viewport is and how far the wheel has turned.
  struct Pose {
    /// The sanitised item count.
    var count: Int

    /// The sanitised viewport.
    var viewport: Rect

    /// The viewport's centre, where the item at wheel angle 0 stands.
    var center: Point

    /// The integer part of the scroll position `p`.
    var whole: Int

    /// The fractional part of `p`, in `0 ..< 1`.
    var fraction: Double

    /// Whether indices wrap around modulo `count`.
    var wraps: Bool

    /// With wrapping, the smallest relative position `k = i - whole` an
    /// item takes: items take the `count` consecutive positions from here,
    /// those whose wheel angle `(k - fraction) · anglePerItem` lies in
    /// `[-count / 2, count / 2)` items of the top.
    var lowestPosition: Int

    /// A Boolean value indicating whether the viewport has no area, so
    /// that nothing is visible in it.
    var isViewportEmpty: Bool { viewport.size.width == 0 || viewport.size.height == 0 }

    /// The position of item `index` relative to `whole`, the integer `k`
    /// for which the item's wheel angle is `(k - fraction) ·
    /// anglePerItem`.
    ///
    /// Exact integer arithmetic, so that every item gets exactly one
    /// position however large the count.
    func relativePosition(of index: Int) -> Int {
      let position = index - whole
      guard wraps, count > 0 else { return position }
      var cycle = (position - lowestPosition) % count
      if cycle < 0 { cycle += count }
      return lowestPosition + cycle
    }
  }

  /// Reads a viewport and item count into a ``Pose``.
  func pose(for viewport: Rect, itemCount: Int) -> Pose {
    let count = Wheel.sanitizedCount(itemCount)
    let viewport = Wheel.sanitizedViewport(viewport)
    let horizontal = orientation.isHorizontal
    let offset = horizontal ? viewport.origin.x : viewport.origin.y
    let extent = horizontal ? viewport.size.width : viewport.size.height
    let position =
      wrapsAround
      ? wrappedPosition(offset: offset, count: count)
      : boundedPosition(offset: offset, extent: extent, count: count)
    let whole = position.rounded(.down)
    let fraction = position - whole

    var lowestPosition = 0
    if wrapsAround {
      // Relative positions k with k - fraction in [-count/2, count/2):
      // for even counts k >= fraction - count/2 starts one later once the
      // fraction is positive, for odd counts once it passes one half.
      let half = count / 2
      let threshold = count % 2 == 0 ? 0 : 0.5
      lowestPosition = -half + (fraction > threshold ? 1 : 0)
    }
    return Pose(
      count: count, viewport: viewport, center: viewport.center, whole: Int(whole),
      fraction: fraction, wraps: wrapsAround, lowestPosition: lowestPosition)
  }

  /// The tutorial's scroll position on a wheel with ends, extrapolated
  /// linearly while any item can still be seen.
  private func boundedPosition(offset: Double, extent: Double, count: Int) -> Double {
    guard count >= 2 else { return 0 }
    let maxOffset = contentLength(count: count) - extent
    guard maxOffset > 0 else { return 0 }
    // Finite over a positive finite divisor, or an infinity the clamp
    // below catches; never NaN.
    let position = offset / maxOffset * Double(count - 1)
    let reach = Swift.min(Double.pi / anglePerItem + 1, 0x1p53)
    return Swift.min(Swift.max(position, -reach), Double(count - 1) + reach)
  }

  /// The scroll position on a wrapping wheel, reduced into `0 ..< count`.
  private func wrappedPosition(offset: Double, count: Int) -> Double {
    guard count > 0 else { return 0 }
    var position = offset / itemLength
    guard position.isFinite else { return 0 }
    let cycle = Double(count)
    position -= cycle * (position / cycle).rounded(.down)
    // A tiny negative position can round up to exactly `cycle`, which is
    // position 0 again.
    return position >= 0 && position < cycle ? position : 0
  }
}
