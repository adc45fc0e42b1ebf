// The carousel's own scroll member, beside the scroll API it shares with
// the wheel (`ScrollingLayout`): cover flow 2's toggle, which iCarousel
// reads from the scroll position while the carousel moves by itself.

import LayoutGeometry

extension Carousel {
  /// Cover flow 2's toggle while the carousel moves by itself (a
  /// deceleration or an animated scroll): iCarousel's `_toggle`, which it
  /// sets from the items' offsets then, `p - round(p)` for the scroll
  /// position `p` (halves up), in `-0.5 ..< 0.5`.
  ///
  /// iCarousel keeps the toggle unchanged while the user drags, so a host
  /// keeps the last value this returned (0 at first) until the drag ends,
  /// and asks again on every frame of the deceleration. Pass it to
  /// ``items(in:itemCount:coverFlowToggle:)`` and
  /// ``itemIndex(at:in:itemCount:coverFlowToggle:)``. With it, cover flow
  /// 2 slides its items through their turn as ``Style/coverFlow`` does;
  /// with 0, they flip at the midpoints.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds, sanitised as in
  ///     ``items(in:itemCount:coverFlowToggle:)``.
  ///   - itemCount: The number of items, sanitised likewise.
  /// - Returns: The toggle; 0 with no items.
  public func coverFlowToggle(in viewport: Rect, itemCount: Int) -> Double {
    let position = scrollPosition(in: viewport, itemCount: itemCount)
    return position - ScrollTrack.roundedHalfUp(position)
  }
}
