// The carousel's settings, read from its configuration: the one way to
// change it (a whole configuration, or an edit of it), and the values in
// effect, read-only, with the style's defaults resolved. The options
// every value of whose type is valid have package setters, for the hosts
// in this package.

import LayoutGeometry

extension Carousel {
  // MARK: - Changing the configuration

  /// Replaces the whole configuration, keeping the carousel unchanged if
  /// it is invalid.
  ///
  ///     var configuration = carousel.configuration
  ///     configuration.perspective = -1.0 / 800
  ///     configuration.spacing = nil          // back to the style's default
  ///     try carousel.setConfiguration(configuration)
  ///
  /// - Parameter configuration: The new settings; see
  ///   ``Configuration/validate()``. Its style must be the carousel's.
  /// - Throws: ``ConfigurationError`` naming the first invalid field, or
  ///   ``ConfigurationError/style(_:)`` for a different style; the
  ///   carousel is then unchanged.
  public mutating func setConfiguration(
    _ configuration: Configuration
  ) throws(ConfigurationError) {
    try configuration.validate(keeping: style)
    self.configuration = configuration
  }

  /// Changes the configuration in place, keeping the carousel unchanged if
  /// the result is invalid: ``setConfiguration(_:)`` applied to a copy of
  /// ``configuration`` that `change` edits.
  ///
  ///     try carousel.update { $0.perspective = -1.0 / 800 }
  ///     try carousel.update {
  ///       $0.spacing = nil                   // back to the style's default
  ///       $0.fade = Fade(maximumOffset: 2)   // fade the items past the second
  ///     }
  ///
  /// - Parameter change: Edits the configuration; called once.
  /// - Throws: ``ConfigurationError`` naming the first invalid field, or
  ///   ``ConfigurationError/style(_:)`` when `change` changes the style;
  ///   the carousel is then unchanged.
  public mutating func update(
    _ change: (inout Configuration) -> Void
  ) throws(ConfigurationError) {
    try setConfiguration(_ConfigurationRules.edited(configuration, by: change))
  }

  // MARK: - Values in effect

  /// How the items stand round the centre, fixed when the carousel is
  /// made.
  public var style: Style { configuration.style }

  /// The size of every item: ``configuration``'s item size.
  ///
  /// Each component is finite, positive and at most ``maximumLength``.
  public var itemSize: Size { configuration.itemSize }

  /// The perspective, every item transform's
  /// ``/LayoutGeometry/Transform3D/m34``: `-1 / d` puts the eye `d` points
  /// in front of the screen. iCarousel's -1/500 by default; 0 is an
  /// orthographic view. Always finite.
  public var perspective: Double { configuration.perspective }

  /// How far the eye is moved from the centre, iCarousel's
  /// `viewpointOffset`: every transform's base is translated by minus it.
  /// Zero by default.
  public var viewpointOffset: Size { configuration.viewpointOffset }

  /// How far the items' centre is moved from the viewport's centre:
  /// iCarousel's `contentOffset`, renamed so that it does not read as the
  /// scroll offset. Zero by default.
  public var centerOffset: Size { configuration.centerOffset }

  /// How many items nearest the centre a query considers: iCarousel's cap
  /// on the items it loads. 30 by default, iCarousel's
  /// `MAX_VISIBLE_ITEMS` on iOS up to its release 1.7 (1.8 raised it to
  /// 50).
  ///
  /// The candidates are the `visibleItemLimit` items with the smallest
  /// `|offset|`, a tie for the last place going to the higher index (on
  /// a circular style, at most the items whose angles span less than a
  /// full turn). A query's work is proportional to it, whatever the item
  /// count. In `1 ...` ``maximumVisibleItemLimit``.
  public var visibleItemLimit: Int { configuration.visibleItemLimit }

  /// The distance between neighbours, in item lengths (iCarousel's
  /// `iCarouselOptionSpacing`): the one in effect.
  ///
  /// ``configuration``'s `spacing` when it is set, otherwise iCarousel's
  /// default: 0.25 for ``Style/coverFlow`` and ``Style/coverFlow2``, 1 for
  /// every other style. Always finite.
  public var spacing: Double { configuration.spacing ?? style.defaultSpacing }

  /// The angle, in radians, that the circular count of items spans on the
  /// circular styles (iCarousel's `iCarouselOptionArc`); a full turn, 2π,
  /// by default. Finite and not zero.
  public var arc: Double { configuration.arc }

  /// How far the cover flows turn their side items and the time machines
  /// lean their stack (iCarousel's `iCarouselOptionTilt`): the one in
  /// effect.
  ///
  /// ``configuration``'s `tilt` when it is set, otherwise iCarousel's
  /// default: 0.9 for ``Style/coverFlow`` and ``Style/coverFlow2`` (a side
  /// item turns by `0.9 · π/2`), 0.3 for ``Style/timeMachine`` and
  /// ``Style/invertedTimeMachine``; 0 for the styles that do not read it.
  public var tilt: Double { configuration.tilt ?? style.defaultTilt }

  /// How alpha and scale fall off with an item's ``Item/offset``: the fade
  /// in effect.
  ///
  /// ``configuration``'s `fade` when it is set, otherwise the style's, as
  /// iCarousel's defaults: ``Style/timeMachine`` fades the items in front
  /// of the current one, `Fade(maximumOffset: 0)`;
  /// ``Style/invertedTimeMachine`` those below it, `Fade(minimumOffset:
  /// 0)`; every other style has ``Fade/disabled``. A custom style's own
  /// alpha multiplies the fade's. The scale shrinks an item about its
  /// centre, in its own plane, before the style's transform
  /// (``Item/transform`` includes it).
  public var fade: Fade { configuration.fade ?? style.defaultFade }

  // MARK: - Options every value of which is valid

  /// The axis the carousel scrolls along; `.horizontal` by default.
  ///
  /// `.vertical` uses iCarousel's iOS vertical formulas: each style's x
  /// moves to y, and a turn about the y axis becomes one about
  /// `(-1, 0, 0)`. Read from ``configuration``; change it with ``update(_:)``.
  public package(set) var axis: Axis {
    get { configuration.axis }
    set { configuration.axis = newValue }
  }

  /// A Boolean value indicating whether the items repeat endlessly in both
  /// directions.
  ///
  /// By default, iCarousel's: `true` for the six circular styles
  /// (``Style/rotary``, ``Style/invertedRotary``, ``Style/cylinder``,
  /// ``Style/invertedCylinder``, ``Style/wheel``, ``Style/invertedWheel``),
  /// `false` for the others. Set ``configuration``'s `wrapsAround` with
  /// ``update(_:)`` to override the style's default, or to `nil` to
  /// restore it.
  public package(set) var wrapsAround: Bool {
    get { configuration.wrapsAround ?? style.wrapsByDefault }
    set { configuration.wrapsAround = newValue }
  }

  /// A Boolean value indicating whether items turned away from the viewer
  /// are returned (and hit).
  ///
  /// By default, iCarousel's: `true` for every style but
  /// ``Style/invertedCylinder``, whose items either side turn their backs
  /// to the viewer. Set ``configuration``'s `showsBackfaces` with
  /// ``update(_:)`` to override the style's default, or to `nil` to
  /// restore it. An item faces the viewer when its projected
  /// outline keeps the winding of its rect (``Item/isFrontFacing``).
  public package(set) var showsBackfaces: Bool {
    get { configuration.showsBackfaces ?? style.showsBackfacesByDefault }
    set { configuration.showsBackfaces = newValue }
  }

  /// The direction items are laid out in: right to left mirrors the
  /// carousel about the viewport's vertical centre line, and reverses a
  /// horizontal carousel's scrolling.
  ///
  /// `.leftToRight` by default; set the configuration's from the
  /// collection view's `effectiveUserInterfaceLayoutDirection` with
  /// ``update(_:)``. Mirrored, every item's
  /// ``Item/transform`` is the left-to-right one reflected on both sides
  /// (the entries `m12`, `m13`, `m14`, `m21`, `m31` and `m41` negated), so
  /// its outline is the mirror image while the cell's content still reads
  /// left to right; its ``Item/center`` is reflected about the viewport's
  /// vertical centre line. Offsets, alpha, depth and z-indices are those of
  /// the mirror image. Read from ``configuration``; change it with ``update(_:)``.
  public package(set) var layoutDirection: LayoutDirection {
    get { configuration.layoutDirection }
    set { configuration.layoutDirection = newValue }
  }

  /// Which item a scroll comes to rest on when a drag ends;
  /// ``ScrollSnapping/free`` by default. Read from ``configuration``; change it with
  /// ``update(_:)``.
  public package(set) var snapping: ScrollSnapping {
    get { configuration.snapping }
    set { configuration.snapping = newValue }
  }

  // MARK: - Internal readings

  /// Whether the carousel scrolls vertically: iCarousel's `vertical`.
  var isVertical: Bool { axis == .vertical }

  /// The item's length along the scroll axis, iCarousel's `itemWidth`:
  /// its width, or its height when vertical.
  var itemLength: Double { isVertical ? itemSize.height : itemSize.width }

  /// The content distance that scrolls one item: the configured distance
  /// when set, otherwise the item's length along the scroll axis divided
  /// by iCarousel's offset multiplier (2 for ``Style/coverFlow`` and
  /// ``Style/coverFlow2``, 1 for every other style), as iCarousel turns a
  /// drag into its scroll offset.
  ///
  /// Always finite and positive: an item so short that the quotient
  /// underflows gets the smallest positive `Double`.
  var distancePerItem: Double {
    if let custom = configuration.scrollDistancePerItem { return custom }
    return Swift.max(itemLength / style.offsetMultiplier, .leastNonzeroMagnitude)
  }
}
