// The shared internals every query uses: the item's extents along and
// across the scroll axis, and the sanitising rules for counts, viewports
// and coordinates, each applied through one function.

import LayoutGeometry

extension Wheel {
  /// The item's extent along the scroll axis.
  var itemLength: Double { orientation.isHorizontal ? itemSize.width : itemSize.height }

  /// The item's extent across the scroll axis, along the wheel's radius.
  var itemDepth: Double { orientation.isHorizontal ? itemSize.height : itemSize.width }

  /// `count` clamped to `0...maximumItemCount`.
  static func sanitizedCount(_ count: Int) -> Int {
    Sanitizing.count(count, maximum: maximumItemCount)
  }

  /// A coordinate with NaN read as 0 and everything clamped to
  /// `±maximumLength` (which catches the infinities).
  static func sanitizedCoordinate(_ value: Double) -> Double {
    Sanitizing.coordinate(value, limit: maximumLength)
  }

  /// A length with anything not finite and positive read as 0, clamped to
  /// `maximumLength`.
  static func sanitizedLength(_ value: Double) -> Double {
    Sanitizing.length(value, limit: maximumLength)
  }

  /// The viewport as the wheel reads it: the library's one viewport rule
  /// (`Sanitizing.viewport`), at the wheel's limit. Standardised first (a
  /// negative width or height is the same area with a positive one, as
  /// `Rect` defines it), so a width of `-infinity` moves the origin to
  /// `-infinity` (read as `-maximumLength`) and reads as 0 itself.
  @inline(__always)
  static func sanitizedViewport(_ viewport: Rect) -> Rect {
    Sanitizing.viewport(viewport, limit: maximumLength)
  }

  /// The size of ``sanitizedViewport(_:)``, for the calls that need only
  /// that: the standardised width and height (magnitudes), sanitised.
  static func sanitizedSize(of viewport: Rect) -> Size {
    Size(width: sanitizedLength(viewport.width), height: sanitizedLength(viewport.height))
  }

  /// The viewport a deprecated size-taking call reads: at the origin, with
  /// a negative (or NaN or infinite) component read as 0, as those calls
  /// always have.
  static func viewport(ofSize size: Size) -> Rect {
    Rect(
      x: 0, y: 0, width: sanitizedLength(size.width), height: sanitizedLength(size.height))
  }

  /// `value` with overflow to an infinity replaced by the largest finite
  /// magnitude of the same sign (and NaN, which no caller produces, by 0).
  static func saturated(_ value: Double) -> Double {
    Sanitizing.saturated(value)
  }
}
