// The settings of a carousel, and the rules that make them valid: the one
// place the carousel's configuration is checked, whichever path sets it.

import LayoutGeometry

extension Carousel {
  /// The settings of a carousel: its style, item size and perspective, the
  /// options iCarousel exposes per style, and the scroll model's options.
  ///
  /// Every field has a default, so a configuration is built by changing
  /// only what differs:
  ///
  ///     var configuration = Carousel.Configuration(style: .cylinder)
  ///     configuration.itemSize = Size(width: 200, height: 200)
  ///     configuration.visibleItemLimit = 20
  ///     let carousel = try Carousel(configuration: configuration)
  ///
  /// A field whose iCarousel default depends on the style is optional:
  /// `nil` (the default) takes the style's value, which the carousel's
  /// property of the same name reports (``Carousel/spacing``,
  /// ``Carousel/tilt``, ``Carousel/wrapsAround``,
  /// ``Carousel/showsBackfaces``, ``Carousel/fade``). So are the three
  /// whose default depends on the viewport and the item count (`radius`,
  /// `anglePerItem`, `circularItemCount`;
  /// ``Carousel/radius(in:itemCount:)`` and its companions report the
  /// values in effect) and the distance per item
  /// (``ScrollingLayout/scrollDistancePerItem(in:itemCount:)``).
  ///
  /// A configuration is plain data and may hold invalid values while it is
  /// being edited; ``Carousel/init(configuration:)``,
  /// ``Carousel/setConfiguration(_:)``, ``Carousel/update(_:)``,
  /// ``validate()`` and decoding check them, with the rules listed on
  /// ``validate()``.
  ///
  /// ## The custom style
  ///
  /// A ``Style/custom`` carousel's transform is a value of the host's own
  /// type, which is not part of the configuration (it need not be
  /// `Codable`). The configuration records only that the style is custom:
  /// it encodes as `"style": "custom"`, decodes back to ``Style/custom``,
  /// and makes a carousel only together with a transform,
  /// ``Carousel/init(configuration:custom:)``.
  /// ``Carousel/init(configuration:)`` and decoding a whole ``Carousel``
  /// reject it (``Carousel/ConfigurationError/style(_:)``, or
  /// `DecodingError.dataCorrupted` at `style`).
  public struct Configuration: Hashable, Sendable, Codable {
    /// How the items stand round the centre; ``Carousel/Style/linear``,
    /// iCarousel's default type, by default.
    ///
    /// A carousel's style is fixed when it is made.
    public var style: Style

    /// The size of every item (iCarousel's item view); 200 x 200 points by
    /// default.
    ///
    /// Valid when both components are finite, positive and at most
    /// ``Carousel/maximumLength``. Its extent along the scroll axis is
    /// iCarousel's `itemWidth`, `w` in every style's formula.
    public var itemSize: Size

    /// The perspective, the transform's ``/LayoutGeometry/Transform3D/m34``: `-1 / d` puts
    /// the eye `d` points in front of the screen; iCarousel's -1/500 by
    /// default, and 0 is an orthographic view.
    ///
    /// Valid when finite.
    public var perspective: Double

    /// How far the eye is moved from the centre, iCarousel's
    /// `viewpointOffset`: the base transform is translated by minus it; zero
    /// by default.
    ///
    /// Valid when both components are finite and at most
    /// ``Carousel/maximumLength`` in magnitude.
    public var viewpointOffset: Size

    /// How far the items' centre is moved from the viewport's centre,
    /// iCarousel's `contentOffset` (renamed, so that it does not read as
    /// the scroll offset); zero by default.
    ///
    /// Valid when both components are finite and at most
    /// ``Carousel/maximumLength`` in magnitude.
    public var centerOffset: Size

    /// The axis the carousel scrolls along; `.horizontal` by default.
    /// `.vertical` uses iCarousel's iOS vertical formulas.
    public var axis: Axis

    /// Whether the items repeat endlessly, or `nil` (the default) for the
    /// style's: iCarousel wraps the six circular styles and no other.
    public var wrapsAround: Bool?

    /// Whether an item turned away from the viewer is still returned, or
    /// `nil` (the default) for the style's: iCarousel shows back faces for
    /// every style but ``Carousel/Style/invertedCylinder``.
    public var showsBackfaces: Bool?

    /// How many items nearest the centre a query considers, iCarousel's cap
    /// on the items it loads; 30 by default.
    ///
    /// Valid in `1 ... Carousel.maximumVisibleItemLimit` (10,000).
    public var visibleItemLimit: Int

    /// iCarousel's `iCarouselOptionSpacing`, the distance between
    /// neighbours in item lengths, or `nil` (the default) for the style's:
    /// 0.25 for the cover flows, 1 otherwise.
    ///
    /// Valid when `nil` or finite; 0 stacks every item on the centre, and a
    /// negative spacing runs the items the other way.
    public var spacing: Double?

    /// iCarousel's `iCarouselOptionArc`, the angle the circular count of
    /// items spans, in radians; a full turn (2π) by default.
    ///
    /// Valid when finite and not zero (a circle of no angle has no radius).
    public var arc: Double

    /// iCarousel's `iCarouselOptionRadius` for the circular styles, or
    /// `nil` (the default) for the style's, which depends on the circular
    /// count.
    ///
    /// Valid when `nil` or finite.
    public var radius: Double?

    /// The angle between neighbours for the circular styles, in radians, or
    /// `nil` (the default) for `arc / count`.
    ///
    /// Valid when `nil` or finite. iCarousel's `iCarouselOptionAngle` means
    /// this for the wheels, but for the rotary and cylinder styles it
    /// replaces every item's whole angle (so that setting it puts all the
    /// items at one angle); here it is the angle per item for all six.
    public var anglePerItem: Double?

    /// iCarousel's `iCarouselOptionTilt` for the cover flows and time
    /// machines, or `nil` (the default) for the style's: 0.9 for the cover
    /// flows, 0.3 for the time machines.
    ///
    /// Valid when `nil` or finite; 0 is valid and turns nothing.
    public var tilt: Double?

    /// iCarousel's `iCarouselOptionCount`, how many items share the circle
    /// of the circular styles, or `nil` (the default) for iCarousel's
    /// `min(30, max(12, ceil(L / (s·w)) · π), n)`, rounded down.
    ///
    /// Valid when `nil` or at least 1. A count set here is used as it is,
    /// whatever the item count, as iCarousel uses its option.
    public var circularItemCount: Int?

    /// How alpha and scale fall off with an item's offset, or `nil` (the
    /// default) for the style's: the time machine's `Fade(maximumOffset:
    /// 0)`, the inverted time machine's `Fade(minimumOffset: 0)`, and
    /// ``Fade/disabled`` for every other style.
    ///
    /// Its bounds, range and minimum alpha are iCarousel's
    /// `iCarouselOptionFadeMin`, `iCarouselOptionFadeMax`,
    /// `iCarouselOptionFadeRange` and `iCarouselOptionFadeMinAlpha`. Valid
    /// when `nil` or when its fields keep the rules ``Fade`` lists.
    /// ``Carousel/fade`` is the fade in effect.
    public var fade: Fade?

    /// The content distance that scrolls one item, or `nil` (the default)
    /// for the item's length along the scroll axis divided by iCarousel's
    /// offset multiplier (2 for the cover flows, 1 otherwise).
    ///
    /// Valid when `nil`, or finite, positive and at most
    /// ``Carousel/maximumLength``.
    public var scrollDistancePerItem: Double?

    /// The direction items are laid out in; `.leftToRight` by default.
    public var layoutDirection: LayoutDirection

    /// Which item a drag comes to rest on; ``ScrollSnapping/free`` by
    /// default.
    public var snapping: ScrollSnapping

    /// Creates a configuration; every parameter has a default, and none is
    /// checked until the configuration is used.
    ///
    /// - Parameters:
    ///   - style: The style; `.linear` by default.
    ///   - itemSize: The size of every item; 200 x 200 by default.
    ///   - perspective: The transform's `m34`; -1/500 by default.
    ///   - viewpointOffset: How far the eye is moved; zero by default.
    ///   - centerOffset: How far the items' centre is moved from the
    ///     viewport's; zero by default.
    ///   - axis: The axis the carousel scrolls along; `.horizontal` by
    ///     default.
    ///   - wrapsAround: Whether the items repeat, or `nil` for the style's.
    ///   - showsBackfaces: Whether back faces are returned, or `nil` for
    ///     the style's.
    ///   - visibleItemLimit: How many items nearest the centre a query
    ///     considers; 30 by default.
    ///   - spacing: The spacing, or `nil` for the style's.
    ///   - arc: The arc of the circular styles; 2π by default.
    ///   - radius: The radius, or `nil` for the style's.
    ///   - anglePerItem: The angle between neighbours, or `nil` for
    ///     `arc / count`.
    ///   - tilt: The tilt, or `nil` for the style's.
    ///   - circularItemCount: The items round the circle, or `nil` for
    ///     iCarousel's count.
    ///   - fade: How alpha and scale fall off, or `nil` for the style's.
    ///   - scrollDistancePerItem: The content distance per item, or `nil`
    ///     for the item's length over the offset multiplier.
    ///   - layoutDirection: The layout direction; `.leftToRight` by
    ///     default.
    ///   - snapping: The snapping mode; `.free` by default.
    public init(
      style: Style = .linear,
      itemSize: Size = Size(width: 200, height: 200),
      perspective: Double = -1.0 / 500,
      viewpointOffset: Size = .zero,
      centerOffset: Size = .zero,
      axis: Axis = .horizontal,
      wrapsAround: Bool? = nil,
      showsBackfaces: Bool? = nil,
      visibleItemLimit: Int = 30,
      spacing: Double? = nil,
      arc: Double = 2 * .pi,
      radius: Double? = nil,
      anglePerItem: Double? = nil,
      tilt: Double? = nil,
      circularItemCount: Int? = nil,
      fade: Fade? = nil,
      scrollDistancePerItem: Double? = nil,
      layoutDirection: LayoutDirection = .leftToRight,
      snapping: ScrollSnapping = .free
    ) {
      self.style = style
      self.itemSize = itemSize
      self.perspective = perspective
      self.viewpointOffset = viewpointOffset
      self.centerOffset = centerOffset
      self.axis = axis
      self.wrapsAround = wrapsAround
      self.showsBackfaces = showsBackfaces
      self.visibleItemLimit = visibleItemLimit
      self.spacing = spacing
      self.arc = arc
      self.radius = radius
      self.anglePerItem = anglePerItem
      self.tilt = tilt
      self.circularItemCount = circularItemCount
      self.fade = fade
      self.scrollDistancePerItem = scrollDistancePerItem
      self.layoutDirection = layoutDirection
      self.snapping = snapping
    }
  }
}

// MARK: - Validation

extension Carousel.Configuration {
  /// Checks that the configuration can make a carousel.
  ///
  /// The rules, each reported with the error case that names its field,
  /// checked in this order, the first failure thrown:
  /// 1. `itemSize`: both components finite, positive and at most
  ///    ``Carousel/maximumLength``.
  /// 2. `perspective`: finite (0 is an orthographic view).
  /// 3. `viewpointOffset` and 4. `centerOffset`: both components finite
  ///    and at most ``Carousel/maximumLength`` in magnitude.
  /// 5. `visibleItemLimit`: in `1 ...` ``Carousel/maximumVisibleItemLimit``.
  /// 6. `spacing`: `nil` or finite.
  /// 7. `arc`: finite and not zero.
  /// 8. `radius`, 9. `anglePerItem` and 10. `tilt`: `nil` or finite (a
  ///    tilt of 0 is valid).
  /// 11. `circularItemCount`: `nil` or at least 1.
  /// 12. `fade`: `nil`, or bounds that are not NaN (the infinities turn a
  ///    side off), a finite and positive range, a minimum alpha in
  ///    `0 ... 1` and a minimum scale above 0 and at most 1.
  /// 13. `scrollDistancePerItem`: `nil`, or finite, positive and at most
  ///    ``Carousel/maximumLength``.
  ///
  /// The options (`style`, `axis`, `wrapsAround`, `showsBackfaces`,
  /// `layoutDirection`, `snapping`) need no check: every value of their
  /// types is valid here. Whether the style may be used (a custom style
  /// needs its transform, and a carousel keeps its style) is the
  /// carousel's check, not the configuration's.
  ///
  /// Valid values can still make an item's transform overflow (a spacing
  /// of 1e300, or an arc so small that the default radius is infinite):
  /// such an item is left out of every answer, as a custom transform's
  /// non-finite item is.
  ///
  ///     var configuration = Carousel.Configuration()
  ///     configuration.perspective = .nan
  ///     try configuration.validate()   // throws .perspective(nan)
  ///
  /// - Throws: ``Carousel/ConfigurationError`` naming the first invalid
  ///   field and its value.
  public func validate() throws(Carousel.ConfigurationError) {
    guard _ConfigurationRules.isValidSize(itemSize) else { throw .itemSize(itemSize) }
    guard perspective.isFinite else { throw .perspective(perspective) }
    guard _ConfigurationRules.isValidOffset(viewpointOffset) else {
      throw .viewpointOffset(viewpointOffset)
    }
    guard _ConfigurationRules.isValidOffset(centerOffset) else {
      throw .centerOffset(centerOffset)
    }
    guard visibleItemLimit >= 1, visibleItemLimit <= Carousel.maximumVisibleItemLimit else {
      throw .visibleItemLimit(visibleItemLimit)
    }
    if let spacing, !spacing.isFinite { throw .spacing(spacing) }
    guard arc.isFinite, arc != 0 else { throw .arc(arc) }
    if let radius, !radius.isFinite { throw .radius(radius) }
    if let anglePerItem, !anglePerItem.isFinite { throw .anglePerItem(anglePerItem) }
    if let tilt, !tilt.isFinite { throw .tilt(tilt) }
    if let circularItemCount, circularItemCount < 1 {
      throw .circularItemCount(circularItemCount)
    }
    if let fade, fade._invalidField != nil { throw .fade(fade) }
    if let scrollDistancePerItem, !_ConfigurationRules.isValidLength(scrollDistancePerItem) {
      throw .scrollDistancePerItem(scrollDistancePerItem)
    }
  }
}

extension Carousel.Configuration {
  /// Checks that the configuration can replace that of a carousel of
  /// `style`: the same style first (a carousel keeps the one it was made
  /// with), then ``validate()``.
  ///
  /// - Throws: ``Carousel/ConfigurationError/style(_:)`` for another style,
  ///   or the first invalid field.
  func validate(keeping style: Carousel.Style) throws(Carousel.ConfigurationError) {
    guard self.style == style else { throw .style(self.style) }
    try validate()
  }
}
