// Comparisons within rounding, and the transpose of a rect: what the
// masonry tests and fuzz targets compare frames with.

import LayoutGeometry

/// Whether two values agree to within rounding: equal, or apart by at most
/// 1e-9 of the larger magnitude (or of 1).
public func nearlyEqual(_ a: Double, _ b: Double) -> Bool {
  a == b || abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
}

/// Whether two rects' edges agree to within rounding.
public func nearlyEqual(_ a: Rect, _ b: Rect) -> Bool {
  nearlyEqual(a.minX, b.minX) && nearlyEqual(a.maxX, b.maxX) && nearlyEqual(a.minY, b.minY)
    && nearlyEqual(a.maxY, b.maxY)
}

/// Whether two optional rects are both absent, or agree to within
/// rounding.
public func nearlyEqual(_ a: Rect?, _ b: Rect?) -> Bool {
  switch (a, b) {
  case (nil, nil): true
  case (let a?, let b?): nearlyEqual(a, b)
  default: false
  }
}

/// The rect with x and y exchanged: a vertical layout's frame as its
/// horizontal twin places it.
public func transposed(_ rect: Rect) -> Rect {
  Rect(x: rect.origin.y, y: rect.origin.x, width: rect.size.height, height: rect.size.width)
}
