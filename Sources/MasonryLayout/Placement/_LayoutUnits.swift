// The units placement counts in along the flow: points, or with a display
// scale whole device pixels. In pixels every top and bottom is a whole
// number, so pixel alignment costs placement nothing but one rounding per
// item, neighbours touch exactly, and ties between columns are exact.

import LayoutGeometry

/// Lengths and positions along the flow, in layout units.
///
/// Without a display scale a unit is a point and nothing is rounded. With
/// one, a unit is a device pixel: an item's length in pixels is its height
/// times the scale rounded to the nearest whole pixel (halves up, computed
/// as `⌊h · scale + 0.5⌋`), the row spacing likewise, and the first top is
/// the top inset rounded up to a pixel. A position of `p` pixels is at
/// `p / scale` points, the pixel edge `PixelRounding` gives.
@usableFromInline
internal struct _LayoutUnits: Sendable {
  /// Pixels per point, or `nil` for no alignment (a unit is a point).
  @usableFromInline internal let scale: Double?

  @inlinable
  internal init(scale: Double?) {
    self.scale = scale
  }

  /// Converts a sanitised length in points to layout units.
  @inlinable @inline(__always)
  internal func units(ofLength length: Double) -> Double {
    guard let scale else { return length }
    return Self.wholePixels(length * scale)
  }

  /// Converts a position in layout units to points.
  @inlinable
  internal func points(_ units: Double) -> Double {
    guard let scale else { return units }
    return units / scale
  }

  /// The position, in layout units, of the first item of a column below
  /// a top inset of `top` points: the inset, rounded up to a pixel.
  @inlinable
  internal func firstTop(belowInset top: Double) -> Double {
    guard let scale else { return top }
    var pixel = (top * scale).rounded(.up)
    // The product can round down across a pixel: the edge must not rise
    // above the inset.
    if pixel / scale < top { pixel += 1 }
    return pixel
  }

  /// `⌊x + 0.5⌋` for a product `x` in `0 ... 1024 · maximumLength`: the
  /// nearest whole pixel, halves up. Through an integer conversion, which
  /// is exact here and, unlike `rounded()`, needs no call into libm.
  @inlinable @inline(__always)
  internal static func wholePixels(_ x: Double) -> Double {
    Double(Int64(x + 0.5))
  }
}

extension _LayoutUnits {
  /// Pixel positions bracketing a position of `points` at `scale`: a frame
  /// edge at `p / scale` points (or within a unit in the last place of
  /// it) lies before `points` whenever `p < low`, and after it whenever
  /// `p > high`, so a search of stored pixels needs to look at frames only
  /// between the two.
  @inlinable
  internal static func window(around points: Double, scale: Double) -> (low: Double, high: Double) {
    let pixels = points * scale
    guard pixels.isFinite else { return (pixels, pixels) }
    // Two pixels, and a relative margin for positions where a pixel is
    // below the resolution of a double.
    let margin = 2 + pixels.magnitude * 0x1p-40
    return (pixels - margin, pixels + margin)
  }
}
