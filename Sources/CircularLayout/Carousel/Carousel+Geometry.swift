// The circle the circular styles stand their items on: iCarousel's
// `circularCarouselItemCount` and the default radius and angle of each
// style, computed once per query from the viewport and the item count.

import LayoutGeometry

extension Carousel {
  /// The most items iCarousel puts round a circle by default: its iOS
  /// `MAX_VISIBLE_ITEMS`, 30, up to its release 1.7.
  static let maximumDefaultCircularItemCount = 30.0

  /// The values a style's transform reads, fixed for one query: plain
  /// numbers, so that copying it costs nothing (a custom style's transform
  /// is read from the carousel itself).
  struct _Geometry {
    /// The style.
    var style: Style
    /// Whether the carousel scrolls vertically.
    var isVertical: Bool
    /// The item's length along the scroll axis, iCarousel's `itemWidth`.
    var length: Double
    /// The spacing in force.
    var spacing: Double
    /// The tilt in force.
    var tilt: Double
    /// The circular item count, as iCarousel's `CGFloat count`.
    var count: Double
    /// The arc.
    var arc: Double
    /// The radius in force, before an inverted style negates it.
    var radius: Double
    /// The custom angle per item, or `nil` for iCarousel's `o / count · arc`
    /// (rotary, cylinder) and `arc / count` (wheel).
    var anglePerItem: Double?
    /// The base transform: `m34` the perspective, translated by minus the
    /// viewpoint offset.
    var base: Transform3D
    /// Cover flow 2's toggle, sanitised into `-1 ... 1`.
    var toggle: Double
  }

}

extension Carousel._Geometry {
  /// How many consecutive items of a circular style stand round less than
  /// a full turn: with `q = 2π / |angle per item|`, `q` itself where it is
  /// a whole number (the circular count, by default), otherwise `q`
  /// rounded up; at least 1. `nil` for the styles without a circle, and
  /// for an angle of 0 (every item at the centre, none repeating).
  ///
  /// `k` consecutive items span `(k - 1)` angles, less than a turn exactly
  /// when `k - 1 < q`. An item a whole turn from another has the same
  /// transform but for the wheels' depth nudge, so it would be drawn
  /// exactly over it: a query considers none that far round. Where `q` is
  /// not whole, the items one turn holds rounded down would leave out an
  /// item that stands less than a turn from every candidate, in a place
  /// of its own (rotary, `arc` 5 over 12 items: `q` is 15.08, and 16
  /// consecutive items span 6.25 rad).
  var itemsPerTurn: Int? {
    guard style.isCircular else { return nil }
    let angle = abs(anglePerItem ?? arc / count)
    let turn = 2 * Double.pi / angle
    guard turn.isFinite, turn < 0x1p62 else { return nil }
    // A whole number of items per turn (2π over the count) can come out
    // a rounding above it, and must not count one more: within a
    // billionth of a whole number, it is that number.
    return Swift.max(1, Int((turn - 1e-9 * turn).rounded(.up)))
  }
}

extension Carousel {
  /// The geometry of a query for a sanitised item count, viewport length
  /// along the scroll axis and toggle.
  func geometry(count: Int, viewportLength: Double, toggle: Double) -> _Geometry {
    let circular = Double(circularItemCount(count: count, viewportLength: viewportLength))
    var base = Transform3D.identity
    base.m34 = perspective
    base = base.translatedBy(x: -viewpointOffset.width, y: -viewpointOffset.height, z: 0)
    return _Geometry(
      style: style, isVertical: isVertical, length: itemLength, spacing: spacing, tilt: tilt,
      count: circular, arc: arc, radius: radius(circularCount: circular),
      anglePerItem: configuration.anglePerItem, base: base, toggle: toggle)
  }

  /// iCarousel's `circularCarouselItemCount`: the option when set,
  /// otherwise `min(30, max(12, ceil(L / (s·w)) · π), n)` rounded down.
  ///
  /// A quotient that is NaN (an empty viewport and a spacing of 0, where
  /// iCarousel's arithmetic is undefined) counts as 0 turns, so 12.
  func circularItemCount(count: Int, viewportLength: Double) -> Int {
    if let custom = configuration.circularItemCount { return custom }
    let quotient = viewportLength / (spacing * itemLength)
    let turns = quotient.isNaN ? 0 : quotient.rounded(.up) * .pi
    let capped = Swift.min(Carousel.maximumDefaultCircularItemCount, Swift.max(12, turns))
    return Int(Swift.min(capped, Double(count)).rounded(.down))
  }

  /// The radius in force for a circular count: the option when set,
  /// otherwise the style's default (0 for the styles without a circle),
  /// before an inverted style negates it.
  func radius(circularCount count: Double) -> Double {
    if let custom = configuration.radius { return custom }
    let half = itemLength * spacing / 2
    switch style {
    case .rotary, .invertedRotary:
      return Swift.max(half, half / Math.tan(arc / 2 / count))
    case .cylinder, .invertedCylinder:
      return Swift.max(0.01, half / Math.tan(arc / 2 / count))
    case .wheel, .invertedWheel:
      return itemLength * spacing * count / arc
    default:
      return 0
    }
  }

  // MARK: - The values in force

  /// How many items share the circle of the circular styles for a viewport
  /// and an item count: ``configuration``'s `circularItemCount` when set,
  /// otherwise iCarousel's `min(30, max(12, ceil(L / (s·w)) · π), n)`,
  /// rounded down.
  ///
  /// `L` is the viewport's length along the scroll axis, `s` the
  /// ``spacing``, `w` the item's length and `n` the item count. Only the
  /// six circular styles read it.
  ///
  ///     // 200-point items in a 375-point viewport: ceil(1.875) · π = 6.28,
  ///     // so 12 for 12 items or more, and n for fewer.
  ///     carousel.circularItemCount(in: viewport, itemCount: 40)   // 12
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds; only its size is read,
  ///     standardised and sanitised as in
  ///     ``ScrollingLayout/contentSize(in:itemCount:)``.
  ///   - itemCount: The number of items, sanitised likewise.
  /// - Returns: The count, at least 0; 0 with no items (unless set).
  public func circularItemCount(in viewport: Rect, itemCount: Int) -> Int {
    circularItemCount(
      count: ScrollTrack.sanitizedCount(itemCount), viewportLength: _viewportLength(viewport))
  }

  /// The radius the style uses for a viewport and an item count, before
  /// an inverted style negates it: ``configuration``'s `radius` when set
  /// (iCarousel's `iCarouselOptionRadius`), otherwise the style's default;
  /// 0 for the styles without a circle.
  ///
  /// The defaults, with `w` the item's length, `s` the ``spacing`` and
  /// `count` the circular count (``circularItemCount(in:itemCount:)``):
  /// rotary `max(w·s/2, (w·s/2) / tan(arc / 2 / count))`, cylinder
  /// `max(0.01, (w·s/2) / tan(arc / 2 / count))`, wheel
  /// `w · s · count / arc`; the inverted styles negate it.
  ///
  ///     // A cylinder of 12 items 200 wide: 100 / tan(π/12) = 373.2.
  ///     carousel.radius(in: viewport, itemCount: 40)
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds; only its size is read.
  ///   - itemCount: The number of items.
  /// - Returns: The radius; infinite when the default divides by a
  ///   vanishing tangent (an arc within about 10⁻³⁰⁸ of 0) or its `w·s`
  ///   overflows a double (a ``spacing`` of 10³⁰⁸ with items 200 wide), in
  ///   which case the items' transforms are not finite and no item is
  ///   returned.
  public func radius(in viewport: Rect, itemCount: Int) -> Double {
    guard style.isCircular else { return 0 }
    return radius(circularCount: Double(circularItemCount(in: viewport, itemCount: itemCount)))
  }

  /// The angle between neighbours the circular styles use for a viewport
  /// and an item count, before an inverted style negates it:
  /// ``configuration``'s `anglePerItem` when set, otherwise `arc / count`;
  /// 0 for the styles without a circle.
  ///
  /// iCarousel's `iCarouselOptionAngle` means this for the wheels; for the
  /// rotary and cylinder styles it replaces every item's whole angle (so
  /// setting it stacks every item at one angle), and here it is the angle
  /// per item for all six.
  ///
  /// With no items (and no `circularItemCount` configured) the count is 0 and
  /// there are no neighbours: the default angle is then 0, where
  /// iCarousel's `arc / count` would be infinite.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds; only its size is read.
  ///   - itemCount: The number of items.
  /// - Returns: The angle in radians; finite.
  public func anglePerItem(in viewport: Rect, itemCount: Int) -> Double {
    guard style.isCircular else { return 0 }
    if let custom = configuration.anglePerItem { return custom }
    let count = circularItemCount(in: viewport, itemCount: itemCount)
    return count == 0 ? 0 : arc / Double(count)
  }
}
