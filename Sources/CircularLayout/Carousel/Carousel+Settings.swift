// The carousel's settings, read from its configuration. iCarousel sets its
// options as plain properties, and so can a carousel: a property whose
// every value is valid takes any value; one that can be invalid ignores
// an invalid value (the carousel keeps its previous, valid state), and has
// a throwing `set<Field>(_:)` that says why.

import LayoutGeometry

extension Carousel {
  /// The direction items are laid out in: ``ScrollLayoutDirection``, the
  /// module's type, shared with ``Wheel``.
  public typealias LayoutDirection = ScrollLayoutDirection

  /// Which item a scroll comes to rest on when a drag ends:
  /// ``ScrollSnapping``, the module's type, shared with ``Wheel``.
  public typealias Snapping = ScrollSnapping

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
    guard configuration.style == style else { throw .style(configuration.style) }
    try configuration.validate()
    self.configuration = configuration
  }

  /// Applies `change` to a copy of the configuration and sets it, keeping
  /// the carousel unchanged if the result is invalid.
  private mutating func _update(
    _ change: (inout Configuration) -> Void
  ) throws(ConfigurationError) {
    var configuration = configuration
    change(&configuration)
    try setConfiguration(configuration)
  }

  // MARK: - Geometry

  /// The size of every item: ``configuration``'s item size.
  ///
  /// Each component is finite, positive and at most ``maximumLength``;
  /// change it with ``setItemSize(_:)``.
  public var itemSize: Size { configuration.itemSize }

  /// Replaces the item size, keeping the carousel unchanged if it is
  /// invalid.
  ///
  /// - Parameter itemSize: The new size; both components finite, positive
  ///   and at most ``maximumLength``.
  /// - Throws: ``ConfigurationError/itemSize(_:)``; the carousel is then
  ///   unchanged.
  public mutating func setItemSize(_ itemSize: Size) throws(ConfigurationError) {
    try _update { $0.itemSize = itemSize }
  }

  /// The perspective, every item transform's ``/LayoutGeometry/Transform3D/m34``: `-1 / d`
  /// puts the eye `d` points in front of the screen. iCarousel's -1/500 by
  /// default; 0 is an orthographic view.
  ///
  /// Setting a NaN or infinite value is ignored (the carousel keeps its
  /// perspective); ``setPerspective(_:)`` throws for it instead.
  public var perspective: Double {
    get { configuration.perspective }
    set { try? setPerspective(newValue) }
  }

  /// Sets the perspective, keeping the carousel unchanged if it is not
  /// finite.
  ///
  /// - Parameter perspective: The new ``/LayoutGeometry/Transform3D/m34``; any finite
  ///   value.
  /// - Throws: ``ConfigurationError/perspective(_:)``.
  public mutating func setPerspective(_ perspective: Double) throws(ConfigurationError) {
    try _update { $0.perspective = perspective }
  }

  /// How far the eye is moved from the centre, iCarousel's
  /// `viewpointOffset`: every transform's base is translated by minus it.
  /// Zero by default.
  ///
  /// Setting a value with a component that is not finite, or larger than
  /// ``maximumLength`` in magnitude, is ignored; ``setViewpointOffset(_:)``
  /// throws for it instead.
  public var viewpointOffset: Size {
    get { configuration.viewpointOffset }
    set { try? setViewpointOffset(newValue) }
  }

  /// Sets the viewpoint offset, keeping the carousel unchanged if it is
  /// invalid.
  ///
  /// - Parameter offset: The new offset; finite, at most
  ///   ``maximumLength`` in magnitude.
  /// - Throws: ``ConfigurationError/viewpointOffset(_:)``.
  public mutating func setViewpointOffset(_ offset: Size) throws(ConfigurationError) {
    try _update { $0.viewpointOffset = offset }
  }

  /// How far the items' centre is moved from the viewport's centre:
  /// iCarousel's `contentOffset`, renamed so that it does not read as the
  /// scroll offset. Zero by default.
  ///
  /// Setting a value with a component that is not finite, or larger than
  /// ``maximumLength`` in magnitude, is ignored; ``setCenterOffset(_:)``
  /// throws for it instead.
  public var centerOffset: Size {
    get { configuration.centerOffset }
    set { try? setCenterOffset(newValue) }
  }

  /// Sets the centre offset, keeping the carousel unchanged if it is
  /// invalid.
  ///
  /// - Parameter offset: The new offset; finite, at most
  ///   ``maximumLength`` in magnitude.
  /// - Throws: ``ConfigurationError/centerOffset(_:)``.
  public mutating func setCenterOffset(_ offset: Size) throws(ConfigurationError) {
    try _update { $0.centerOffset = offset }
  }

  // MARK: - Options every value of which is valid

  /// A Boolean value indicating whether the carousel scrolls vertically,
  /// with iCarousel's iOS vertical formulas; `false` by default.
  public var isVertical: Bool {
    get { configuration.isVertical }
    set { configuration.isVertical = newValue }
  }

  /// A Boolean value indicating whether the items repeat endlessly in both
  /// directions.
  ///
  /// By default, iCarousel's: `true` for the six circular styles
  /// (``Style/rotary``, ``Style/invertedRotary``, ``Style/cylinder``,
  /// ``Style/invertedCylinder``, ``Style/wheel``, ``Style/invertedWheel``),
  /// `false` for the others. Setting it overrides the style's default;
  /// set ``configuration``'s `wrapsAround` to `nil` to restore it.
  public var wrapsAround: Bool {
    get { configuration.wrapsAround ?? style.wrapsByDefault }
    set { configuration.wrapsAround = newValue }
  }

  /// A Boolean value indicating whether items turned away from the viewer
  /// are returned (and hit).
  ///
  /// By default, iCarousel's: `true` for every style but
  /// ``Style/invertedCylinder``, whose items either side turn their backs
  /// to the viewer. Setting it overrides the style's default; set
  /// ``configuration``'s `showsBackfaces` to `nil` to restore it. An item
  /// faces the viewer when its projected outline keeps the winding of its
  /// rect (``Item/isFrontFacing``).
  public var showsBackfaces: Bool {
    get { configuration.showsBackfaces ?? style.showsBackfacesByDefault }
    set { configuration.showsBackfaces = newValue }
  }

  /// The direction items are laid out in: right to left mirrors the
  /// carousel about the viewport's vertical centre line, and reverses a
  /// horizontal carousel's scrolling.
  ///
  /// ``ScrollLayoutDirection/leftToRight`` by default; set it from the
  /// collection view's `effectiveUserInterfaceLayoutDirection`. Mirrored,
  /// every item's ``Item/transform`` is the left-to-right one reflected on
  /// both sides (the entries `m12`, `m13`, `m14`, `m21`, `m31` and `m41`
  /// negated), so its outline is the mirror image while the cell's content
  /// still reads left to right; its ``Item/center`` is reflected about the
  /// viewport's vertical centre line. Offsets, alpha, depth and z-indices
  /// are those of the mirror image.
  public var layoutDirection: LayoutDirection {
    get { configuration.layoutDirection }
    set { configuration.layoutDirection = newValue }
  }

  /// Which item a scroll comes to rest on when a drag ends;
  /// ``ScrollSnapping/free`` by default.
  public var snapping: Snapping {
    get { configuration.snapping }
    set { configuration.snapping = newValue }
  }

  // MARK: - How many items are considered

  /// How many items nearest the centre a query considers: iCarousel's cap
  /// on the items it loads. 30 by default, iCarousel's
  /// `MAX_VISIBLE_ITEMS` on iOS up to its release 1.7 (1.8 raised it to
  /// 50).
  ///
  /// The candidates are the `visibleItemLimit` items with the smallest
  /// `|offset|`, a tie for the last place going to the higher index (on
  /// a circular style, at most one turn of the circle). A query's work is
  /// proportional to it, whatever the item count. Setting a value below 1
  /// or above ``maximumVisibleItemLimit`` is ignored;
  /// ``setVisibleItemLimit(_:)`` throws for it instead.
  public var visibleItemLimit: Int {
    get { configuration.visibleItemLimit }
    set { try? setVisibleItemLimit(newValue) }
  }

  /// Sets how many items nearest the centre a query considers, keeping
  /// the carousel unchanged if it is out of range.
  ///
  /// - Parameter limit: In `1 ...` ``maximumVisibleItemLimit``.
  /// - Throws: ``ConfigurationError/visibleItemLimit(_:)``.
  public mutating func setVisibleItemLimit(_ limit: Int) throws(ConfigurationError) {
    try _update { $0.visibleItemLimit = limit }
  }

  // MARK: - iCarousel's per-style options

  /// The distance between neighbours, in item lengths (iCarousel's
  /// `iCarouselOptionSpacing`).
  ///
  /// By default, iCarousel's: 0.25 for ``Style/coverFlow`` and
  /// ``Style/coverFlow2``, 1 for every other style. Setting a NaN or
  /// infinite value is ignored; ``setSpacing(_:)`` throws for it instead,
  /// and with `nil` restores the style's default.
  public var spacing: Double {
    get { configuration.spacing ?? style.defaultSpacing }
    set { try? setSpacing(newValue) }
  }

  /// Sets the spacing, or with `nil` restores the style's default, keeping
  /// the carousel unchanged if it is not finite.
  ///
  /// - Parameter spacing: The spacing in item lengths; any finite value.
  /// - Throws: ``ConfigurationError/spacing(_:)``.
  public mutating func setSpacing(_ spacing: Double?) throws(ConfigurationError) {
    try _update { $0.spacing = spacing }
  }

  /// The angle, in radians, that the circular count of items spans on the
  /// circular styles (iCarousel's `iCarouselOptionArc`); a full turn, 2π,
  /// by default.
  ///
  /// Setting a NaN, infinite or zero value is ignored; ``setArc(_:)``
  /// throws for it instead.
  public var arc: Double {
    get { configuration.arc }
    set { try? setArc(newValue) }
  }

  /// Sets the arc, keeping the carousel unchanged if it is not finite or
  /// is zero.
  ///
  /// - Parameter arc: The angle in radians; finite and not zero.
  /// - Throws: ``ConfigurationError/arc(_:)``.
  public mutating func setArc(_ arc: Double) throws(ConfigurationError) {
    try _update { $0.arc = arc }
  }

  /// The radius of the circular styles (iCarousel's
  /// `iCarouselOptionRadius`), or `nil` for the style's default, which
  /// depends on the circular count (``radius(in:itemCount:)`` gives the
  /// value in force).
  ///
  /// The defaults, with `w` the item's length, `s` the spacing and
  /// `count` the circular count: rotary `max(w·s/2, (w·s/2) /
  /// tan(arc / 2 / count))`, cylinder `max(0.01, (w·s/2) / tan(arc / 2 /
  /// count))`, wheel `w · s · count / arc`; the inverted styles negate it.
  /// Setting a NaN or infinite value is ignored; ``setRadius(_:)`` throws
  /// for it instead.
  public var radius: Double? {
    get { configuration.radius }
    set { try? setRadius(newValue) }
  }

  /// Sets the radius of the circular styles, or with `nil` restores the
  /// default, keeping the carousel unchanged if it is not finite.
  ///
  /// - Parameter radius: The radius in points; any finite value.
  /// - Throws: ``ConfigurationError/radius(_:)``.
  public mutating func setRadius(_ radius: Double?) throws(ConfigurationError) {
    try _update { $0.radius = radius }
  }

  /// The angle between neighbours on the circular styles, in radians, or
  /// `nil` for the default, `arc / count` (``anglePerItem(in:itemCount:)``
  /// gives the value in force).
  ///
  /// iCarousel's `iCarouselOptionAngle` means this for the wheels; for the
  /// rotary and cylinder styles it replaces every item's whole angle (so
  /// setting it stacks every item at one angle), and here it is the angle
  /// per item for all six. Setting a NaN or infinite value is ignored;
  /// ``setAnglePerItem(_:)`` throws for it instead.
  public var anglePerItem: Double? {
    get { configuration.anglePerItem }
    set { try? setAnglePerItem(newValue) }
  }

  /// Sets the angle between neighbours, or with `nil` restores
  /// `arc / count`, keeping the carousel unchanged if it is not finite.
  ///
  /// - Parameter angle: The angle in radians; any finite value.
  /// - Throws: ``ConfigurationError/anglePerItem(_:)``.
  public mutating func setAnglePerItem(_ angle: Double?) throws(ConfigurationError) {
    try _update { $0.anglePerItem = angle }
  }

  /// How far the cover flows turn their side items and the time machines
  /// lean their stack (iCarousel's `iCarouselOptionTilt`).
  ///
  /// By default, iCarousel's: 0.9 for ``Style/coverFlow`` and
  /// ``Style/coverFlow2`` (a side item turns by `0.9 · π/2`), 0.3 for
  /// ``Style/timeMachine`` and ``Style/invertedTimeMachine``; 0 for the
  /// styles that do not read it. 0 is valid. Setting a NaN or infinite
  /// value is ignored; ``setTilt(_:)`` throws for it instead, and with
  /// `nil` restores the style's default.
  public var tilt: Double {
    get { configuration.tilt ?? style.defaultTilt }
    set { try? setTilt(newValue) }
  }

  /// Sets the tilt, or with `nil` restores the style's default, keeping
  /// the carousel unchanged if it is not finite.
  ///
  /// - Parameter tilt: Any finite value.
  /// - Throws: ``ConfigurationError/tilt(_:)``.
  public mutating func setTilt(_ tilt: Double?) throws(ConfigurationError) {
    try _update { $0.tilt = tilt }
  }

  /// How many items share the circle of the circular styles (iCarousel's
  /// `iCarouselOptionCount`), or `nil` for iCarousel's count,
  /// `min(30, max(12, ceil(L / (s·w)) · π), n)` rounded down, with `L` the
  /// viewport's length along the scroll axis (``circularItemCount(in:itemCount:)``
  /// gives the value in force).
  ///
  /// A count set here is used whatever the item count, as iCarousel uses
  /// its option. Setting a value below 1 is ignored;
  /// ``setCircularItemCount(_:)`` throws for it instead.
  public var circularItemCount: Int? {
    get { configuration.circularItemCount }
    set { try? setCircularItemCount(newValue) }
  }

  /// Sets how many items share the circle, or with `nil` restores
  /// iCarousel's count, keeping the carousel unchanged if it is below 1.
  ///
  /// - Parameter count: At least 1.
  /// - Throws: ``ConfigurationError/circularItemCount(_:)``.
  public mutating func setCircularItemCount(_ count: Int?) throws(ConfigurationError) {
    try _update { $0.circularItemCount = count }
  }

  // MARK: - The fade

  /// The offset below which items fade (iCarousel's
  /// `iCarouselOptionFadeMin`).
  ///
  /// By default, iCarousel's: 0 for ``Style/invertedTimeMachine``, whose
  /// items below the current one fade; -∞ (no fade) for every other style.
  /// Setting NaN is ignored; ``setFadeMin(_:)`` throws for it instead, and
  /// with `nil` restores the style's default.
  public var fadeMin: Double {
    get { configuration.fadeMin ?? style.defaultFadeMin }
    set { try? setFadeMin(newValue) }
  }

  /// Sets the offset below which items fade, or with `nil` restores the
  /// style's default, keeping the carousel unchanged if it is NaN.
  ///
  /// - Parameter offset: Any value but NaN; -∞ turns the fade off.
  /// - Throws: ``ConfigurationError/fadeMin(_:)``.
  public mutating func setFadeMin(_ offset: Double?) throws(ConfigurationError) {
    try _update { $0.fadeMin = offset }
  }

  /// The offset above which items fade (iCarousel's
  /// `iCarouselOptionFadeMax`).
  ///
  /// By default, iCarousel's: 0 for ``Style/timeMachine``, whose items in
  /// front of the current one fade; +∞ (no fade) for every other style.
  /// Setting NaN is ignored; ``setFadeMax(_:)`` throws for it instead, and
  /// with `nil` restores the style's default.
  public var fadeMax: Double {
    get { configuration.fadeMax ?? style.defaultFadeMax }
    set { try? setFadeMax(newValue) }
  }

  /// Sets the offset above which items fade, or with `nil` restores the
  /// style's default, keeping the carousel unchanged if it is NaN.
  ///
  /// - Parameter offset: Any value but NaN; +∞ turns the fade off.
  /// - Throws: ``ConfigurationError/fadeMax(_:)``.
  public mutating func setFadeMax(_ offset: Double?) throws(ConfigurationError) {
    try _update { $0.fadeMax = offset }
  }

  /// How many items past ``fadeMin`` or ``fadeMax`` the fade takes to
  /// reach ``fadeMinAlpha`` (iCarousel's `iCarouselOptionFadeRange`); 1 by
  /// default, for every style.
  ///
  /// Setting a value that is not finite and positive is ignored;
  /// ``setFadeRange(_:)`` throws for it instead.
  public var fadeRange: Double {
    get { configuration.fadeRange }
    set { try? setFadeRange(newValue) }
  }

  /// Sets the fade's range, keeping the carousel unchanged if it is not
  /// finite and positive.
  ///
  /// - Parameter range: In items; finite and positive.
  /// - Throws: ``ConfigurationError/fadeRange(_:)``.
  public mutating func setFadeRange(_ range: Double) throws(ConfigurationError) {
    try _update { $0.fadeRange = range }
  }

  /// The alpha a faded item ends at (iCarousel's
  /// `iCarouselOptionFadeMinAlpha`); 0 by default, for every style, so a
  /// fully faded item is not returned.
  ///
  /// Setting a value outside `0 ... 1` is ignored;
  /// ``setFadeMinAlpha(_:)`` throws for it instead.
  public var fadeMinAlpha: Double {
    get { configuration.fadeMinAlpha }
    set { try? setFadeMinAlpha(newValue) }
  }

  /// Sets the alpha a faded item ends at, keeping the carousel unchanged
  /// if it lies outside `0 ... 1`.
  ///
  /// - Parameter alpha: In `0 ... 1`.
  /// - Throws: ``ConfigurationError/fadeMinAlpha(_:)``.
  public mutating func setFadeMinAlpha(_ alpha: Double) throws(ConfigurationError) {
    try _update { $0.fadeMinAlpha = alpha }
  }

  // MARK: - The scroll model

  /// The distance per item set with ``setScrollDistancePerItem(_:)`` or
  /// the configuration, or `nil` when the default applies:
  /// ``configuration``'s `scrollDistancePerItem`.
  ///
  /// ``scrollDistancePerItem`` is the distance in force either way.
  public var customScrollDistancePerItem: Double? { configuration.scrollDistancePerItem }

  /// The content distance that scrolls one item: the custom distance when
  /// one is set, otherwise the item's length along the scroll axis divided
  /// by iCarousel's offset multiplier (2 for ``Style/coverFlow`` and
  /// ``Style/coverFlow2``, 1 for every other style), as iCarousel turns a
  /// drag into its scroll offset.
  ///
  /// Always finite and positive: an item so short that the quotient
  /// underflows gets the smallest positive `Double`.
  public var scrollDistancePerItem: Double {
    if let custom = configuration.scrollDistancePerItem { return custom }
    return Swift.max(itemLength / style.offsetMultiplier, .leastNonzeroMagnitude)
  }

  /// Sets the content distance that scrolls one item, or with `nil`
  /// restores the default, keeping the carousel unchanged if the distance
  /// is invalid.
  ///
  ///     try carousel.setScrollDistancePerItem(120)   // one item per 120 points
  ///
  /// - Parameter distance: The distance in points; finite, positive and at
  ///   most ``maximumLength``.
  /// - Throws: ``ConfigurationError/scrollDistancePerItem(_:)``.
  public mutating func setScrollDistancePerItem(_ distance: Double?) throws(ConfigurationError) {
    try _update { $0.scrollDistancePerItem = distance }
  }

  /// The item's length along the scroll axis, iCarousel's `itemWidth`:
  /// its width, or its height when vertical.
  var itemLength: Double { isVertical ? itemSize.height : itemSize.width }
}
