// The shared internals every query uses: the item's extents along and
// across the scroll axis, and the sanitising rules for viewports and
// computed values, each applied through one function (counts and offsets
// through the scroll model's, `ScrollTrack`).

import LayoutGeometry

extension Wheel {
  /// The item's extent along the scroll axis.
  var itemLength: Double { axis == .horizontal ? itemSize.width : itemSize.height }

  /// The item's extent across the scroll axis, along the wheel's radius.
  var itemDepth: Double { axis == .horizontal ? itemSize.height : itemSize.width }

  /// The viewport as the wheel reads it: the library's one viewport rule
  /// (`Sanitizing.viewport`), at the wheel's limit. Standardised first (a
  /// negative width or height is the same area with a positive one, as
  /// `Rect` defines it), so a width of `-infinity` moves the origin to
  /// `-infinity` (read as `-maximumLength`) and reads as 0 itself.
  @inline(__always)
  static func sanitizedViewport(_ viewport: Rect) -> Rect {
    Sanitizing.viewport(viewport, limit: maximumLength)
  }

  /// `value` with overflow to an infinity replaced by the largest finite
  /// magnitude of the same sign (and NaN, which no caller produces, by 0).
  static func saturated(_ value: Double) -> Double {
    Sanitizing.saturated(value)
  }
}
