// The geometry fuzz target: rects, points and rotated rects made of any bit
// patterns, checked against the brute-force references of the test support
// and for the rules both engines rely on (symmetry, no NaN out of finite
// input, agreement of rotated and plain rects at angle 0); and 3D
// transforms, their projections and outlines (GeometryFuzz+Projection.swift).
// Built and run by Scripts/fuzz.

import LayoutGeometry
import LayoutTestSupport

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzGeometry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, count: size)
  repeat {
    if input.flag() {
      GeometryFuzzRun.check(&input)
    } else {
      GeometryFuzzRun.checkProjection(&input)
    }
  } while !input.isExhausted
  return 0
}

enum GeometryFuzzRun {
  static func rect(_ input: inout FuzzInput) -> Rect {
    Rect(
      x: input.double(magnitude: 64), y: input.double(magnitude: 64),
      width: input.double(magnitude: 64), height: input.double(magnitude: 64))
  }

  static func check(_ input: inout FuzzInput) {
    let a = rect(&input)
    let b = rect(&input)
    let point = Point(x: input.double(magnitude: 64), y: input.double(magnitude: 64))
    let context = "\(a) and \(b)"

    let intersects = a.intersects(b)
    require(intersects == GeometryReference.intersects(a, b), "intersects: \(context)")
    require(intersects == b.intersects(a), "intersects is not symmetric: \(context)")
    let intersection = a.intersection(b)
    require(intersection == GeometryReference.intersection(a, b), "intersection: \(context)")
    require((intersection != nil) == intersects, "intersection vs intersects: \(context)")
    require(a.union(b) == GeometryReference.union(a, b), "union: \(context)")
    require(a.contains(b) == GeometryReference.contains(a, b), "contains rect: \(context)")
    require(a.contains(point) == GeometryReference.contains(a, point), "contains \(point)")
    if a.isFinite, b.isFinite {
      let union = a.union(b)
      require(!union.origin.x.isNaN && !union.size.width.isNaN, "NaN union: \(context)")
      require(!union.origin.y.isNaN && !union.size.height.isNaN, "NaN union: \(context)")
    }

    let scale = input.element(of: [1, 2, 3, 0.5, 0, -1, .nan, .infinity, 1e-300, 1e300])
    let aligned = a.aligned(toScale: scale)
    if a.isFinite { require(!aligned.origin.x.isNaN && !aligned.size.width.isNaN, "aligned \(a)") }
    let value = input.double(magnitude: 64)
    let rounded = Rect.align(value, scale: scale)
    if value.isFinite { require(!rounded.isNaN, "align(\(value), scale: \(scale))") }

    let angle = input.flag() ? 0 : input.double(magnitude: 8)
    let anchor = Point(x: input.double(magnitude: 1), y: input.double(magnitude: 1))
    let rotated = RotatedRect(frame: a, angle: angle, anchorPoint: anchor)
    let hit = rotated.contains(point)
    let meets = rotated.intersects(b)
    // A non-finite anchor makes the shape non-finite, which contains and
    // meets nothing, even at angle 0.
    if angle == 0, anchor.isFinite {
      require(hit == a.contains(point), "rotated contains at angle 0: \(context)")
      require(meets == a.intersects(b), "rotated intersects at angle 0: \(context)")
    }
    if !rotated.isFinite || !b.isFinite { require(!meets, "non-finite shapes met: \(context)") }
    if rotated.isFinite {
      let box = rotated.boundingBox
      // Rounding grows with the distance to the pivot: compare only where
      // every coordinate is moderate.
      let pivot = rotated.pivot
      let moderate = [box.minX, box.maxX, box.minY, box.maxY, pivot.x, pivot.y].allSatisfy {
        abs($0) < 1e6
      }
      if moderate, hit {
        require(
          box.insetBy(dx: -1e-6, dy: -1e-6).contains(point),
          "\(point) outside the box \(box) of \(rotated)")
      }
    }
  }
}
