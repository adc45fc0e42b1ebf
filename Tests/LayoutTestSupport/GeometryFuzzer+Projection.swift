// Random 3D transforms and rects for the projection sweeps: carousel-like
// chains of steps under a perspective, raw matrices whose w changes sign
// across an item, and awkward values.

import LayoutGeometry

extension GeometryFuzzer {
  /// Angles that are often special: multiples of π/4, quarter turns
  /// plus or minus a hair (nearly edge-on), or uniform in a few turns.
  public mutating func angle() -> Double {
    let pi = Double.pi
    switch integer(in: 0...3) {
    case 0: return Double(integer(in: -8...8)) * pi / 4
    case 1: return element(of: [pi / 2, -pi / 2]) + element(of: [-1e-6, 1e-6, -1e-12, 1e-12])
    default: return double(in: -7..<7)
    }
  }

  /// Returns a transform like a carousel item's: one to four steps
  /// (translations, rotations about a coordinate axis or any axis, scales
  /// that may mirror or flatten), each applied before the ones so far as
  /// iCarousel's code does, then a perspective whose eye may be close, far
  /// or absent.
  public mutating func carouselTransform() -> Transform3D {
    var transform = Transform3D.identity
    for _ in 0..<integer(in: 1...4) {
      switch integer(in: 0...2) {
      case 0:
        transform = transform.translatedBy(
          x: double(in: -400..<400), y: double(in: -400..<400), z: double(in: -1_500..<700))
      case 1:
        let axes: [(Double, Double, Double)] = [
          (1, 0, 0), (0, 1, 0), (0, 0, 1), (0, -1, 0),
          (double(in: -1..<1), double(in: -1..<1), double(in: -1..<1)),
        ]
        let axis = element(of: axes)
        transform = transform.rotated(by: angle(), aroundX: axis.0, y: axis.1, z: axis.2)
      default:
        // Now and then flattened to nothing or nearly nothing.
        func factor() -> Double {
          chance(0.05) ? element(of: [0, 1e-9]) : element(of: [1, -1, 0.5, 2, double(in: -3..<3)])
        }
        transform = transform.scaledBy(x: factor(), y: factor(), z: factor())
      }
    }
    var perspective = Transform3D.identity
    perspective.m34 = element(of: [0, -1.0 / 500, -1.0 / 200, -1.0 / 2_000, -double(in: 0..<0.02)])
    return transform.concatenating(perspective)
  }

  /// Returns a matrix with random entries in `-2 ..< 2` (now and then
  /// exactly 0), so that w often changes sign across an item.
  public mutating func rawTransform() -> Transform3D {
    var entries = (0..<16).map { _ in chance(0.2) ? 0 : double(in: -2..<2) }
    if chance(0.5) { entries[15] = double(in: 0.5..<2) }
    // The perspective column scaled down, so that items of a few hundred
    // points are cut rather than wholly behind the eye.
    for index in [3, 7, 11] { entries[index] /= element(of: [1, 100, 1_000]) }
    return ProjectionReference.transform(
      rows: [
        Array(entries[0..<4]), Array(entries[4..<8]), Array(entries[8..<12]),
        Array(entries[12..<16]),
      ])
  }

  /// Returns a transform with one entry replaced by one of
  /// ``GeometryFuzzer/specialValues`` (NaN, infinities, huge and tiny
  /// values) or scaled by 1e300 or 1e-300.
  public mutating func awkwardTransform() -> Transform3D {
    var entries = ProjectionReference.entries(of: carouselTransform())
    let index = integer(in: 0...15)
    entries[index] =
      chance(0.5)
      ? element(of: GeometryFuzzer.specialValues) : entries[index] * element(of: [1e300, 1e-300])
    return ProjectionReference.transform(
      rows: [
        Array(entries[0..<4]), Array(entries[4..<8]), Array(entries[8..<12]),
        Array(entries[12..<16]),
      ])
  }

  /// Returns a transform that puts an item near the eye of iCarousel's
  /// default perspective (500 points away) and tilts it about an axis in
  /// the screen's plane, so that part of it, often a corner or two, lies
  /// behind the eye.
  public mutating func nearEyeTransform() -> Transform3D {
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    return Transform3D(
      translationX: double(in: -200..<200), y: double(in: -200..<200), z: double(in: 250..<650)
    )
    .rotated(by: angle(), aroundX: double(in: -1..<1), y: double(in: -1..<1), z: 0)
    .concatenating(perspective)
  }

  /// Returns any of the four kinds of transform: mostly carousel-like,
  /// a fifth raw, a fifth near the eye, and one in twenty awkward.
  public mutating func transform3D() -> Transform3D {
    let draw = unit()
    if draw < 0.05 { return awkwardTransform() }
    if draw < 0.25 { return rawTransform() }
    if draw < 0.45 { return nearEyeTransform() }
    return carouselTransform()
  }

  /// Returns an item-sized rect near the origin (a tenth of the time with
  /// zero width or height, or a negative stored size), or now and then a
  /// tiny, huge or grid rect with special values.
  public mutating func itemRect() -> Rect {
    switch integer(in: 0...19) {
    case 0: return rect()
    case 1:
      let scale = element(of: [1e-6, 1e-150, 1e6, 1e12, 1e150])
      return Rect(
        x: double(in: -1..<1) * scale, y: double(in: -1..<1) * scale,
        width: double(in: 0..<2) * scale, height: double(in: 0..<2) * scale)
    default:
      let width = chance(0.05) ? 0 : double(in: 1..<400)
      let height = chance(0.05) ? 0 : double(in: 1..<400)
      var rect = Rect(
        x: double(in: -300..<100), y: double(in: -300..<100), width: width, height: height)
      if chance(0.1) { rect = Rect(x: rect.maxX, y: rect.maxY, width: -width, height: -height) }
      return rect
    }
  }
}
