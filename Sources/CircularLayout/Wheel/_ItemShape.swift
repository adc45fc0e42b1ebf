// The hot loop's shape test. A wheel item is always a rect turned about its
// own centre, and one query tests every candidate against the same
// viewport, so `RotatedRect`'s general bounding box and separating-axis
// test (any anchor point, any rect, the angle's sine and cosine computed
// again for each) are done here with the item's sine and cosine, once,
// and the viewport's edges read once per query.
//
// The arithmetic is `RotatedRect`'s, operation for operation, so the
// answers are the same to the last bit (`_ItemShapeTests` compares them on
// random shapes); only the work that cannot change them is left out: the
// pivot is the frame's centre, so the turned centre is the pivot itself.
// Through `RotatedRect`, every candidate paid for the pivot, the extent
// and a second sine and cosine; this test pays for none of them, and the
// attributes are built only for the visible items. The
// `Wheel.items.phone` benchmark measures the query beside its floor
// (`Floor.wheel.sinCos.phone`); Benchmarks/README.md has the figures.

import LayoutGeometry

/// A wheel item's shape: its unturned frame, centred on its visual centre,
/// turned about that centre by an angle whose cosine and sine are known.
struct _ItemShape {
  /// The unturned frame; its size is not negative.
  let frame: Rect

  /// The rotation, positive clockwise on screen.
  let angle: Double

  /// `cos(angle)`.
  let cosine: Double

  /// `sin(angle)`.
  let sine: Double

  /// The point the shape turns about, the frame's centre, as `RotatedRect`
  /// computes it for the anchor point `(0.5, 0.5)`.
  let pivotX: Double
  let pivotY: Double

  /// Half the extents of the turned shape's bounding box.
  let halfWidth: Double
  let halfHeight: Double

  /// A shape from its frame and its rotation.
  ///
  /// - Parameters:
  ///   - frame: The unturned frame, with a size that is not negative.
  ///   - angle: The rotation.
  ///   - cosine: `Math.cos(angle)`.
  ///   - sine: `Math.sin(angle)`.
  @inline(__always)
  init(frame: Rect, angle: Double, cosine: Double, sine: Double) {
    self.frame = frame
    self.angle = angle
    self.cosine = cosine
    self.sine = sine
    // RotatedRect.pivot with the anchor (0.5, 0.5): the frame's centre.
    // Its turned centre, pivot + (0, 0) turned, is the pivot itself.
    pivotX = frame.origin.x + 0.5 * frame.size.width
    pivotY = frame.origin.y + 0.5 * frame.size.height
    halfWidth = (abs(cosine) * frame.size.width + abs(sine) * frame.size.height) / 2
    halfHeight = (abs(sine) * frame.size.width + abs(cosine) * frame.size.height) / 2
  }

  /// `RotatedRect(frame: frame, angle: angle).boundingBox`.
  @inline(__always)
  var boundingBox: Rect {
    if angle == 0 { return frame }
    return Rect(
      minX: pivotX - halfWidth, minY: pivotY - halfHeight, maxX: pivotX + halfWidth,
      maxY: pivotY + halfHeight)
  }

  /// `RotatedRect(frame: frame, angle: angle).intersects(viewport)`, for a
  /// viewport whose edges are read once per query.
  ///
  /// The shape must be finite, as the wheel's always are (coordinates
  /// within 2^53 and its radius, angles saturated); a viewport with a NaN
  /// or infinite component intersects nothing, as in `RotatedRect`.
  @inline(__always)
  func intersects(_ viewport: _ViewportEdges) -> Bool {
    guard viewport.isFinite else { return false }
    if angle == 0 {
      // Rect.intersects.
      return frame.origin.x + frame.size.width > viewport.minX
        && viewport.maxX > frame.origin.x
        && frame.origin.y + frame.size.height > viewport.minY
        && viewport.maxY > frame.origin.y
    }
    // The viewport's axes: the shape's bounding box.
    guard pivotX + halfWidth > viewport.minX, viewport.maxX > pivotX - halfWidth,
      pivotY + halfHeight > viewport.minY, viewport.maxY > pivotY - halfHeight
    else { return false }
    // The shape's axes.
    let (rectCenterX, rectCenterY) = (viewport.midX - pivotX, viewport.midY - pivotY)
    let rectU = rectCenterX * cosine + rectCenterY * sine
    let rectV = -rectCenterX * sine + rectCenterY * cosine
    let rectHalfU = (abs(cosine) * viewport.width + abs(sine) * viewport.height) / 2
    let rectHalfV = (abs(sine) * viewport.width + abs(cosine) * viewport.height) / 2
    let (lowU, highU) = (frame.origin.x - pivotX, frame.origin.x + frame.size.width - pivotX)
    let (lowV, highV) = (frame.origin.y - pivotY, frame.origin.y + frame.size.height - pivotY)
    return highU > rectU - rectHalfU && rectU + rectHalfU > lowU
      && highV > rectV - rectHalfV && rectV + rectHalfV > lowV
  }
}

/// A viewport's edges, centre and extents, read once per query as `Rect`'s
/// own properties compute them.
struct _ViewportEdges {
  let minX: Double
  let maxX: Double
  let minY: Double
  let maxY: Double
  let midX: Double
  let midY: Double
  let width: Double
  let height: Double
  let isFinite: Bool

  /// The edges of `rect`.
  init(_ rect: Rect) {
    minX = rect.minX
    maxX = rect.maxX
    minY = rect.minY
    maxY = rect.maxY
    midX = rect.midX
    midY = rect.midY
    width = rect.width
    height = rect.height
    isFinite = rect.isFinite
  }
}
