// Where a scroll view's content offset can rest, as UIKit bounds it: from
// minus the leading inset to the content's end plus the trailing inset
// minus the bounds, on each axis. The masonry layout clamps the offset it
// restores to this range, and leaves alone an offset outside it (a pull to
// refresh, a rubber band: the user's). Platform-free, so that the rule is
// tested on Linux.

import LayoutGeometry

/// The content offsets a scroll view rests at, on each axis: from `-inset`
/// at the leading edge to `content + inset - bounds` at the trailing one;
/// a content shorter than its bounds rests at the leading end only.
package struct RestingOffsets: Hashable, Sendable {
  /// The smallest offsets: minus the left and top insets.
  package let minimum: Point

  /// The largest offsets, never below ``minimum``.
  package let maximum: Point

  /// The range for a content size, the bounds' size and the scroll view's
  /// adjusted content insets.
  ///
  /// - Complexity: O(1)
  package init(contentSize: Size, boundsSize: Size, insets: EdgeInsets) {
    minimum = Point(x: -insets.left, y: -insets.top)
    maximum = Point(
      x: Swift.max(minimum.x, contentSize.width + insets.right - boundsSize.width),
      y: Swift.max(minimum.y, contentSize.height + insets.bottom - boundsSize.height))
  }

  /// `offset` moved into the range on each axis.
  ///
  /// - Complexity: O(1)
  package func clamped(_ offset: Point) -> Point {
    Point(
      x: Swift.min(Swift.max(offset.x, minimum.x), maximum.x),
      y: Swift.min(Swift.max(offset.y, minimum.y), maximum.y))
  }

  /// A Boolean value indicating whether `offset` rests within the range
  /// along `axis`, give or take half a point (UIKit rounds offsets to the
  /// pixel); `false` for NaN.
  ///
  /// - Complexity: O(1)
  package func contains(_ offset: Point, along axis: Axis) -> Bool {
    let (value, low, high) =
      axis == .vertical
      ? (offset.y, minimum.y, maximum.y) : (offset.x, minimum.x, maximum.x)
    return value >= low - 0.5 && value <= high + 0.5
  }
}
