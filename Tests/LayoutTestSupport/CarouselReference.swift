// An independent, deliberately plain carousel written straight from
// iCarousel.m (`transformForItemViewWithOffset:`, `offsetForItemAtIndex:`,
// `alphaForItemWithOffset:`, `circularCarouselItemCount`), as the oracle
// for the engine's tests. It knows nothing of `CircularLayout` (this
// target depends only on `LayoutGeometry`, and uses `Transform3D` only as
// a bag of sixteen numbers): its matrices are multiplied by
// `ProjectionReference`'s triple loop, its rotations built by Rodrigues'
// vector formula, and its outlines clipped edge by edge.

import LayoutGeometry

/// iCarousel's carousel computed item by item, as a brute-force reference.
public struct CarouselReference: Sendable, CustomStringConvertible {
  /// iCarousel's types, as the reference names them.
  public enum Style: String, CaseIterable, Sendable {
    /// `iCarouselTypeLinear`.
    case linear
    /// `iCarouselTypeRotary`.
    case rotary
    /// `iCarouselTypeInvertedRotary`.
    case invertedRotary
    /// `iCarouselTypeCylinder`.
    case cylinder
    /// `iCarouselTypeInvertedCylinder`.
    case invertedCylinder
    /// `iCarouselTypeWheel`.
    case wheel
    /// `iCarouselTypeInvertedWheel`.
    case invertedWheel
    /// `iCarouselTypeCoverFlow`.
    case coverFlow
    /// `iCarouselTypeCoverFlow2`.
    case coverFlow2
    /// `iCarouselTypeTimeMachine`.
    case timeMachine
    /// `iCarouselTypeInvertedTimeMachine`.
    case invertedTimeMachine
    /// `iCarouselTypeCustom`: `customTransform` and `customAlpha`.
    case custom

    /// Whether iCarousel stands the items round a circle.
    public var isCircular: Bool {
      [.rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel]
        .contains(self)
    }
  }

  /// The style.
  public var style: Style
  /// The item's width.
  public var itemWidth: Double
  /// The item's height.
  public var itemHeight: Double
  /// `_perspective`.
  public var perspective: Double = -1.0 / 500
  /// `_viewpointOffset`.
  public var viewpoint: (x: Double, y: Double) = (0, 0)
  /// `_contentOffset`, the shift of the items' centre.
  public var centerShift: (x: Double, y: Double) = (0, 0)
  /// `_vertical`.
  public var vertical = false
  /// `_wrapEnabled`, or `nil` for iCarousel's per-type default.
  public var wraps: Bool?
  /// The back-face option, or `nil` for iCarousel's per-type default.
  public var showsBackfaces: Bool?
  /// The cap on the items considered round the centre.
  public var limit = 30
  /// `iCarouselOptionSpacing`, or `nil` for the default.
  public var spacing: Double?
  /// `iCarouselOptionArc`.
  public var arc = 2 * Double.pi
  /// `iCarouselOptionRadius`, or `nil` for the default.
  public var radius: Double?
  /// The angle per item, or `nil` for the default (`arc / count`).
  public var anglePerItem: Double?
  /// `iCarouselOptionTilt`, or `nil` for the default.
  public var tilt: Double?
  /// `iCarouselOptionCount`, or `nil` for the default.
  public var circularCount: Int?
  /// The fade (`iCarouselOptionFadeMin`, `iCarouselOptionFadeMax`,
  /// `iCarouselOptionFadeRange`, `iCarouselOptionFadeMinAlpha`, and a
  /// scale), or `nil` for the style's default.
  public var fade: ReferenceFade?
  /// The content distance per item, or `nil` for `itemWidth /
  /// offsetMultiplier`.
  public var distancePerItem: Double?
  /// Whether the carousel is laid out right to left.
  public var rightToLeft = false
  /// The custom style's `carousel:itemTransformForOffset:baseTransform:`.
  public var customTransform: (@Sendable (Double, Transform3D) -> Transform3D)?
  /// The custom style's own alpha, multiplied with the fade.
  public var customAlpha: (@Sendable (Double) -> Double)?

  /// Creates a reference carousel with iCarousel's defaults.
  public init(style: Style, itemWidth: Double, itemHeight: Double) {
    self.style = style
    self.itemWidth = itemWidth
    self.itemHeight = itemHeight
  }

  /// A description to print with a failing seed.
  public var description: String {
    var parts = ["\(style) \(itemWidth) x \(itemHeight)", "perspective \(perspective)"]
    if vertical { parts.append("vertical") }
    if rightToLeft { parts.append("right to left") }
    if let wraps { parts.append("wraps \(wraps)") }
    if let showsBackfaces { parts.append("backfaces \(showsBackfaces)") }
    parts.append("limit \(limit)")
    if viewpoint != (0, 0) { parts.append("viewpoint \(viewpoint)") }
    if centerShift != (0, 0) { parts.append("centre shift \(centerShift)") }
    for (name, value) in [
      ("spacing", spacing), ("radius", radius), ("angle", anglePerItem), ("tilt", tilt),
      ("distance", distancePerItem),
    ] {
      if let value { parts.append("\(name) \(value)") }
    }
    if arc != 2 * .pi { parts.append("arc \(arc)") }
    if let circularCount { parts.append("count \(circularCount)") }
    if let fade { parts.append("\(fade)") }
    return parts.joined(separator: ", ")
  }

  // MARK: - iCarousel's defaults

  /// `_itemWidth`: the extent along the scroll axis.
  public var itemLength: Double { vertical ? itemHeight : itemWidth }

  /// The spacing in force.
  public var spacingInForce: Double {
    spacing ?? ((style == .coverFlow || style == .coverFlow2) ? 0.25 : 1)
  }

  /// The tilt in force.
  public var tiltInForce: Double {
    if let tilt { return tilt }
    switch style {
    case .coverFlow, .coverFlow2: return 0.9
    case .timeMachine, .invertedTimeMachine: return 0.3
    default: return 0
    }
  }

  /// `_wrapEnabled` in force.
  public var wrapsInForce: Bool { wraps ?? style.isCircular }

  /// The back-face option in force.
  public var showsBackfacesInForce: Bool { showsBackfaces ?? (style != .invertedCylinder) }

  /// The fade in force: iCarousel's defaults, `fadeMax` 0 for the time
  /// machine and `fadeMin` 0 for the inverted one (range 1, alpha 0), and
  /// no fade otherwise.
  public var fadeInForce: ReferenceFade {
    if let fade { return fade }
    switch style {
    case .timeMachine: return ReferenceFade(maximumOffset: 0)
    case .invertedTimeMachine: return ReferenceFade(minimumOffset: 0)
    default: return ReferenceFade()
    }
  }

  /// The distance per item in force: iCarousel scrolls
  /// `translation · offsetMultiplier / itemWidth` items.
  public var distanceInForce: Double {
    if let distancePerItem { return distancePerItem }
    let multiplier = (style == .coverFlow || style == .coverFlow2) ? 2.0 : 1.0
    return max(itemLength / multiplier, .leastNonzeroMagnitude)
  }

  /// `circularCarouselItemCount` for a viewport length and item count.
  public func circularCount(viewportLength: Double, count: Int) -> Int {
    if let circularCount { return circularCount }
    let ratio = viewportLength / (spacingInForce * itemLength)
    // NSInteger count = MIN(30, MAX(12, ceil(ratio) * M_PI)), with a NaN
    // ratio (0 / 0) read as no turns.
    var value = ratio.isNaN ? 0 : ratio.rounded(.up) * Double.pi
    if value < 12 { value = 12 }
    if value > 30 { value = 30 }
    return min(Int(value), count)
  }
}

// MARK: - Transforms, as Core Animation builds them

extension CarouselReference {
  /// `CATransform3DTranslate(t, x, y, z)`: the translation, then `t`.
  public static func translate(
    _ t: Transform3D, _ x: Double, _ y: Double, _ z: Double
  ) -> Transform3D {
    var step = [[1.0, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
    step[3] = [x, y, z, 1]
    return ProjectionReference.product(ProjectionReference.transform(rows: step), t)
  }

  /// `CATransform3DRotate(t, angle, x, y, z)`: the rotation, then `t`;
  /// its rows are the images of the unit vectors under the right-handed
  /// turn. A zero axis leaves `t` alone.
  public static func rotate(
    _ t: Transform3D, _ angle: Double, _ x: Double, _ y: Double, _ z: Double
  ) -> Transform3D {
    guard x != 0 || y != 0 || z != 0 else { return t }
    let axis = (x: x, y: y, z: z)
    let rows: [[Double]] = [(1.0, 0.0, 0.0), (0, 1, 0), (0, 0, 1)].map { unit in
      let image = ProjectionReference.rotated(
        (x: unit.0, y: unit.1, z: unit.2), by: angle, about: axis)
      return [image.x, image.y, image.z, 0]
    }
    let step = ProjectionReference.transform(rows: rows + [[0, 0, 0, 1]])
    return ProjectionReference.product(step, t)
  }

  /// The base: `m34` the perspective, translated by minus the viewpoint.
  public var base: Transform3D {
    var t = ProjectionReference.transform(rows: [
      [1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, perspective], [0, 0, 0, 1],
    ])
    t = Self.translate(t, -viewpoint.x, -viewpoint.y, 0)
    return t
  }

  /// `transformForItemViewWithOffset:` for a circular count and cover
  /// flow 2's `_toggle`, left to right, after the fade's scale (a scale by
  /// `(s, s, 1)` multiplied in before the style's transform, skipped when
  /// `s` is 1).
  public func transform(offset: Double, count: Int, toggle: Double) -> Transform3D {
    let style = styleTransform(offset: offset, count: count, toggle: toggle)
    let scale = fadeInForce.scale(offset: offset)
    guard scale != 1 else { return style }
    let step = ProjectionReference.transform(rows: [
      [scale, 0, 0, 0], [0, scale, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1],
    ])
    return ProjectionReference.product(step, style)
  }

  /// `transformForItemViewWithOffset:` for a circular count and cover
  /// flow 2's `_toggle`, left to right.
  public func styleTransform(offset: Double, count: Int, toggle: Double) -> Transform3D {
    let t = base
    let w = itemLength
    let s = spacingInForce
    let n = Double(count)
    switch style {
    case .custom:
      return customTransform?(offset, t) ?? t
    case .linear:
      return vertical
        ? Self.translate(t, 0, offset * w * s, 0) : Self.translate(t, offset * w * s, 0, 0)
    case .rotary, .invertedRotary:
      var r = radius ?? max(w * s / 2.0, w * s / 2.0 / Math.tan(arc / 2.0 / n))
      var angle = anglePerItem.map { offset * $0 } ?? offset / n * arc
      if style == .invertedRotary {
        r = -r
        angle = -angle
      }
      return vertical
        ? Self.translate(t, 0, r * Math.sin(angle), r * Math.cos(angle) - r)
        : Self.translate(t, r * Math.sin(angle), 0, r * Math.cos(angle) - r)
    case .cylinder, .invertedCylinder:
      var r = radius ?? max(0.01, w * s / 2.0 / Math.tan(arc / 2.0 / n))
      var angle = anglePerItem.map { offset * $0 } ?? offset / n * arc
      if style == .invertedCylinder {
        r = -r
        angle = -angle
      }
      var result = Self.translate(t, 0, 0, -r)
      result =
        vertical ? Self.rotate(result, angle, -1, 0, 0) : Self.rotate(result, angle, 0, 1, 0)
      return Self.translate(result, 0, 0, r + 0.01)
    case .wheel, .invertedWheel:
      var r = radius ?? w * s * n / arc
      var angle = anglePerItem ?? arc / n
      if style == .invertedWheel {
        r = -r
        angle = -angle
      }
      if vertical {
        var result = Self.translate(t, -r, 0, 0)
        result = Self.rotate(result, angle * offset, 0, 0, 1)
        return Self.translate(result, r, 0, offset * 0.01)
      }
      var result = Self.translate(t, 0, r, 0)
      result = Self.rotate(result, angle * offset, 0, 0, 1)
      return Self.translate(result, 0, -r, offset * 0.01)
    case .coverFlow, .coverFlow2:
      let tilt = tiltInForce
      var clamped = max(-1.0, min(1.0, offset))
      if style == .coverFlow2 {
        if toggle > 0.0 {
          if offset <= -0.5 {
            clamped = -1.0
          } else if offset <= 0.5 {
            clamped = -toggle
          } else if offset <= 1.5 {
            clamped = 1.0 - toggle
          }
        } else {
          if offset > 0.5 {
            clamped = 1.0
          } else if offset > -0.5 {
            clamped = -toggle
          } else if offset > -1.5 {
            clamped = -1.0 - toggle
          }
        }
      }
      let x = (clamped * 0.5 * tilt + offset * s) * w
      let z = abs(clamped) * -w * 0.5
      if vertical {
        return Self.rotate(Self.translate(t, 0, x, z), -clamped * (Double.pi / 2) * tilt, -1, 0, 0)
      }
      return Self.rotate(Self.translate(t, x, 0, z), -clamped * (Double.pi / 2) * tilt, 0, 1, 0)
    case .timeMachine, .invertedTimeMachine:
      var tilt = tiltInForce
      var offset = offset
      if style == .invertedTimeMachine {
        tilt = -tilt
        offset = -offset
      }
      return vertical
        ? Self.translate(t, 0, offset * w * tilt, offset * w * s)
        : Self.translate(t, offset * w * tilt, 0, offset * w * s)
    }
  }

  /// The transform mirrored about x = 0 on both sides, `F · t · F` with
  /// `F` the scale by (-1, 1, 1), by matrix products.
  public static func mirrored(_ t: Transform3D) -> Transform3D {
    let flip = ProjectionReference.transform(rows: [
      [-1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1],
    ])
    return ProjectionReference.product(flip, ProjectionReference.product(t, flip))
  }

  /// `alphaForItemWithOffset:` (iOS, so no vertical inversion), times the
  /// custom alpha; `nil` when that is not finite. Clamped into `0 ... 1`.
  public func alpha(offset: Double) -> Double? {
    var alpha = fadeInForce.alpha(offset: offset)
    if style == .custom, let customAlpha {
      let own = customAlpha(offset)
      guard own.isFinite else { return nil }
      alpha *= own
    }
    return max(0, min(1, alpha))
  }
}
