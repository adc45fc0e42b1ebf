// Each style's transform, written from iCarousel's
// `transformForItemViewWithOffset:` step for step, in the same order and
// with the same arithmetic (`offset / count * arc`, not `offset * (arc /
// count)`), so that the numbers are iCarousel's. `Transform3D`'s builders
// mean what Core Animation's do: each step is applied before the
// transform so far. The worked numbers are on `Carousel.Style`.

import LayoutGeometry

extension Carousel._Geometry {
  /// The transform of the item at offset `o` for a built-in style; the
  /// base for the custom style, whose transform the carousel asks its
  /// ``CarouselTransform`` for.
  ///
  /// Vertical carousels follow iCarousel's iOS branches: the style's x
  /// moves to y, and a turn about the y axis becomes one about
  /// `(-1, 0, 0)`.
  func transform(forOffset o: Double) -> Transform3D {
    let w = length
    switch style {
    case .linear:
      let along = o * w * spacing
      return isVertical
        ? base.translatedBy(x: 0, y: along, z: 0) : base.translatedBy(x: along, y: 0, z: 0)

    case .rotary, .invertedRotary:
      var (r, a) = (radius, angle(forOffset: o))
      if style == .invertedRotary { (r, a) = (-r, -a) }
      let along = r * Math.sin(a)
      let depth = r * Math.cos(a) - r
      return isVertical
        ? base.translatedBy(x: 0, y: along, z: depth)
        : base.translatedBy(x: along, y: 0, z: depth)

    case .cylinder, .invertedCylinder:
      var (r, a) = (radius, angle(forOffset: o))
      if style == .invertedCylinder { (r, a) = (-r, -a) }
      let pushed = base.translatedBy(x: 0, y: 0, z: -r)
      let turned =
        isVertical
        ? pushed.rotated(by: a, aroundX: -1, y: 0, z: 0)
        : pushed.rotated(by: a, aroundX: 0, y: 1, z: 0)
      // iCarousel lifts every item a hundredth of a point off the cylinder.
      return turned.translatedBy(x: 0, y: 0, z: r + 0.01)

    case .wheel, .invertedWheel:
      var (r, a) = (radius, anglePerItem ?? arc / count)
      if style == .invertedWheel { (r, a) = (-r, -a) }
      // The o · 0.01 nudge stacks each item a hundredth of a point in
      // front of the one before it, so neighbours never tie in depth.
      if isVertical {
        return base.translatedBy(x: -r, y: 0, z: 0)
          .rotated(by: a * o, aroundX: 0, y: 0, z: 1)
          .translatedBy(x: r, y: 0, z: o * 0.01)
      }
      return base.translatedBy(x: 0, y: r, z: 0)
        .rotated(by: a * o, aroundX: 0, y: 0, z: 1)
        .translatedBy(x: 0, y: -r, z: o * 0.01)

    case .coverFlow, .coverFlow2:
      let c = style == .coverFlow2 ? coverFlow2Clamp(o) : Swift.max(-1, Swift.min(1, o))
      let along = (c * 0.5 * tilt + o * spacing) * w
      let depth = abs(c) * -w * 0.5
      let turn = -c * (Double.pi / 2) * tilt
      return isVertical
        ? base.translatedBy(x: 0, y: along, z: depth).rotated(by: turn, aroundX: -1, y: 0, z: 0)
        : base.translatedBy(x: along, y: 0, z: depth).rotated(by: turn, aroundX: 0, y: 1, z: 0)

    case .timeMachine, .invertedTimeMachine:
      var (t, o) = (tilt, o)
      if style == .invertedTimeMachine { (t, o) = (-t, -o) }
      return isVertical
        ? base.translatedBy(x: 0, y: o * w * t, z: o * w * spacing)
        : base.translatedBy(x: o * w * t, y: 0, z: o * w * spacing)

    case .custom:
      return base
    }
  }

  /// The rotary and cylinder styles' angle at offset `o`: iCarousel's
  /// `offset / count * arc`, or `o · anglePerItem` when one is set.
  private func angle(forOffset o: Double) -> Double {
    if let anglePerItem { return o * anglePerItem }
    return o / count * arc
  }

  /// Cover flow 2's clamped offset: iCarousel's step-wise clamp, which
  /// reads `_toggle` (here `toggle`), the direction the scroll came from.
  func coverFlow2Clamp(_ o: Double) -> Double {
    if toggle > 0 {
      if o <= -0.5 { return -1 }
      if o <= 0.5 { return -toggle }
      if o <= 1.5 { return 1 - toggle }
    } else {
      if o > 0.5 { return 1 }
      if o > -0.5 { return -toggle }
      if o > -1.5 { return -1 - toggle }
    }
    return Swift.max(-1, Swift.min(1, o))
  }
}

extension Transform3D {
  /// The transform reflected about the plane x = 0 on both sides,
  /// `F · self · F` with `F` the scale by `(-1, 1, 1)`: a right-to-left
  /// carousel's transform.
  ///
  /// A point's projection through it is the mirror image of the
  /// reflected point's projection through `self`, exactly (negation is
  /// exact), so an item's outline is mirrored while its content, seen
  /// through both reflections, still reads left to right; the winding,
  /// the depth (`m43`) and `w` are unchanged.
  var _mirrored: Transform3D {
    var result = self
    result.m12 = -m12
    result.m13 = -m13
    result.m14 = -m14
    result.m21 = -m21
    result.m31 = -m31
    result.m41 = -m41
    return result
  }
}
