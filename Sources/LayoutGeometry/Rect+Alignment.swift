// Pixel alignment: snapping rect edges to a display's device pixels.

extension Rect {
  /// Returns the rect with each edge moved to the nearest device-pixel
  /// boundary of a display with the given scale.
  ///
  /// Each of the four edges is rounded on its own to the nearest multiple
  /// of `1 / scale` (halves round away from zero). Because the rounding is
  /// a function of the edge coordinate alone, two rects that share an edge
  /// before alignment share it after, so a row of touching frames stays
  /// free of gaps and overlaps:
  ///
  ///     Rect(x: 0.3, y: 0, width: 10.4, height: 1).aligned(toScale: 2)
  ///     // (0.5, 0.0, 10.0, 1.0): edges 0.3 -> 0.5 and 10.7 -> 10.5
  ///
  /// At scales 1 and 2 (any power of two) the aligned edges are exact, and
  /// `minX`, `maxX` read back exactly the rounded coordinates. At a scale
  /// such as 3, whose pixel boundaries `Double` cannot represent, the rect
  /// is stored as origin and size, so `origin.x + size.width` cannot
  /// always hit the rounded right edge; the size is then shortened by a
  /// unit in the last place, so that `maxX` never passes the neighbour's
  /// aligned `minX`: touching frames never overlap, and the gap left is far
  /// below a pixel.
  ///
  /// - Parameter scale: Device pixels per point, such as 1, 2 or 3. A scale
  ///   that is not finite and positive leaves the rect unaligned.
  /// - Returns: The standardised, aligned rect. A rect with a non-finite
  ///   component is returned standardised but otherwise unchanged; one
  ///   whose far edge passes a double's range (an origin and a size near
  ///   10³⁰⁸) comes back with an infinite size, as its edge is.
  public func aligned(toScale scale: Double) -> Rect {
    guard scale.isFinite, scale > 0, isFinite else { return standardized }
    return Rect._spanning(
      minX: Rect.align(minX, scale: scale), minY: Rect.align(minY, scale: scale),
      maxX: Rect.align(maxX, scale: scale), maxY: Rect.align(maxY, scale: scale),
      roundingOutward: false)
  }

  /// Returns `value` rounded to the nearest multiple of `1 / scale`, halves
  /// away from zero; the coordinate rule behind ``aligned(toScale:)``.
  ///
  /// A non-finite value, or a scale that is not finite and positive,
  /// returns `value` unchanged. A value so large that it has no fractional
  /// part at that scale (`value * scale` at least 2^52 in magnitude) is
  /// already aligned and comes back unchanged.
  @inlinable
  public static func align(_ value: Double, scale: Double) -> Double {
    PixelRounding.nearest(value, scale: scale)
  }
}
