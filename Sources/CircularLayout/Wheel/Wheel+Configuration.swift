// The settings of a wheel, and the rules that make them valid: the one
// place the wheel's configuration is checked, whichever path sets it.

import LayoutGeometry

extension Wheel {
  /// The settings of a wheel: its geometry (item size, radius, angle per
  /// item), its scroll model (the model, the distance per item, the layout
  /// direction, snapping) and its options (axis and the side the centre
  /// lies on, wrap-around, fade, z-order).
  ///
  /// Every field has a default (the tutorial's wheel, scrolled one item
  /// per item length), so a configuration is built by changing only what
  /// differs:
  ///
  ///     var configuration = Wheel.Configuration()   // 133 x 173 items, radius 500
  ///     configuration.radius = 400
  ///     configuration.wrapsAround = true
  ///     let wheel = try Wheel(configuration: configuration)
  ///
  /// A configuration is plain data and may hold invalid values while it is
  /// being edited; ``Wheel/init(configuration:)``,
  /// ``Wheel/setConfiguration(_:)``, ``Wheel/update(_:)``, ``validate()``
  /// and decoding check them, with the rules listed on ``validate()``.
  ///
  /// ## Which rule each path follows
  /// - Setting a field (or building a value with
  ///   ``init(itemSize:radius:anglePerItem:axis:isInverted:wrapsAround:fade:zOrder:scrollModel:scrollDistancePerItem:layoutDirection:snapping:)``)
  ///   never checks and never traps: the value is data until it is used.
  /// - ``validate()``, ``Wheel/init(configuration:)``,
  ///   ``Wheel/setConfiguration(_:)`` and ``Wheel/update(_:)`` throw a
  ///   ``Wheel/ConfigurationError`` naming the first invalid field; the
  ///   last two then leave the wheel unchanged.
  /// - Decoding applies the same rules and throws
  ///   `DecodingError.dataCorrupted` whose coding path ends at that field
  ///   (for a ``Fade``, at the fade's own field inside `fade`), so a
  ///   decoded configuration always makes a wheel. A missing key or a
  ///   `null` takes the default; unknown keys are ignored; a value of the
  ///   wrong type, or a number the decoder cannot represent, is the
  ///   decoder's own `DecodingError`.
  public struct Configuration: Hashable, Sendable, Codable {
    /// The size of every item, before rotation and fade scaling; the
    /// tutorial's 133 x 173 points by default.
    ///
    /// Valid when both components are finite, positive and at most
    /// ``Wheel/maximumLength``.
    public var itemSize: Size

    /// The distance from the wheel's centre (the pivot) to each item's
    /// centre, in points; 500 by default.
    ///
    /// Valid when finite, positive and at most ``Wheel/maximumLength``.
    /// A radius smaller than half the item's depth is allowed: the items
    /// then overlap the pivot.
    public var radius: Double

    /// The angle between neighbouring items in radians, or `nil` (the
    /// default) for `atan(itemLength / radius)`, where the item's length
    /// is its extent along the scroll axis.
    ///
    /// Valid when `nil`, or finite and positive; more than a full turn is
    /// allowed, and items then wrap past one. ``Wheel/anglePerItem`` is
    /// the angle in effect.
    public var anglePerItem: Double?

    /// The axis the content scrolls along; `.horizontal`, the tutorial's
    /// wheel, by default.
    ///
    /// Together with ``isInverted`` it says where the wheel's centre lies:
    /// below the viewport (horizontal) or to its left (vertical), or on the
    /// other side when inverted. See ``Wheel/axis``.
    public var axis: Axis

    /// A Boolean value indicating whether the wheel's centre lies on the
    /// other side: above the viewport for a horizontal wheel (iCarousel's
    /// inverted wheel, whose items hang from it), right of it for a
    /// vertical one; `false` by default.
    ///
    /// See ``Wheel/isInverted``.
    public var isInverted: Bool

    /// A Boolean value indicating whether the items repeat endlessly in
    /// both directions; `false`, a wheel with two ends, by default.
    ///
    /// See ``Wheel/wrapsAround``.
    public var wrapsAround: Bool

    /// How alpha and scale fall off away from the top of the wheel, or
    /// `nil` (the default) for ``Fade/disabled``: alpha 1 and scale 1
    /// everywhere.
    ///
    /// Valid when `nil` or when its fields keep the rules ``Fade`` lists.
    /// ``Wheel/fade`` is the fade in effect.
    public var fade: Fade?

    /// Which of two overlapping items lies in front;
    /// ``Wheel/ZOrder-swift.enum/laterOnTop``, the tutorial's order, by
    /// default.
    public var zOrder: ZOrder

    /// How the content offset maps to the wheel's turn;
    /// ``Wheel/ScrollModel-swift.enum/fixedDistancePerItem``, one item per
    /// ``scrollDistancePerItem`` whatever the viewport, by default.
    ///
    /// See ``Wheel/ScrollModel-swift.enum`` for the content each model
    /// gives.
    public var scrollModel: ScrollModel

    /// The content distance that scrolls one item under
    /// ``Wheel/ScrollModel-swift.enum/fixedDistancePerItem``, or `nil`
    /// (the default) for the item's length along the scroll axis.
    ///
    /// Valid when `nil`, or finite, positive and at most
    /// ``Wheel/maximumLength``. Setting it does not switch the model: under
    /// ``Wheel/ScrollModel-swift.enum/tutorial`` it is kept but not used.
    /// ``ScrollingLayout/scrollDistancePerItem(in:itemCount:)`` is the
    /// distance in effect.
    public var scrollDistancePerItem: Double?

    /// The direction items are laid out in; `.leftToRight` by default.
    public var layoutDirection: LayoutDirection

    /// Which item a scroll comes to rest on when a drag ends;
    /// ``ScrollSnapping/free``, the next item in the velocity's
    /// direction, by default.
    public var snapping: ScrollSnapping

    /// Creates a configuration; every parameter has a default, and none is
    /// checked until the configuration is used.
    ///
    /// - Parameters:
    ///   - itemSize: The size of every item; 133 x 173 by default.
    ///   - radius: The distance from the wheel's centre to each item's
    ///     centre; 500 by default.
    ///   - anglePerItem: The angle between neighbouring items, or `nil`
    ///     (the default) for `atan(itemLength / radius)`.
    ///   - axis: The axis the content scrolls along; `.horizontal` by
    ///     default.
    ///   - isInverted: Whether the centre lies above (horizontal) or right
    ///     of (vertical) the viewport; `false` by default.
    ///   - wrapsAround: Whether the items repeat endlessly; `false` by
    ///     default.
    ///   - fade: How alpha and scale fall off from the top, or `nil` (the
    ///     default) for none.
    ///   - zOrder: Which of two overlapping items lies in front;
    ///     `.laterOnTop` by default.
    ///   - scrollModel: How the content offset maps to the wheel's turn;
    ///     `.fixedDistancePerItem` by default.
    ///   - scrollDistancePerItem: The content distance per item under
    ///     `.fixedDistancePerItem`, or `nil` (the default) for the item's
    ///     length along the scroll axis.
    ///   - layoutDirection: The direction items are laid out in;
    ///     `.leftToRight` by default.
    ///   - snapping: Which item a drag comes to rest on; `.free` by
    ///     default.
    public init(
      itemSize: Size = Size(width: 133, height: 173),
      radius: Double = 500,
      anglePerItem: Double? = nil,
      axis: Axis = .horizontal,
      isInverted: Bool = false,
      wrapsAround: Bool = false,
      fade: Fade? = nil,
      zOrder: ZOrder = .laterOnTop,
      scrollModel: ScrollModel = .fixedDistancePerItem,
      scrollDistancePerItem: Double? = nil,
      layoutDirection: LayoutDirection = .leftToRight,
      snapping: ScrollSnapping = .free
    ) {
      self.itemSize = itemSize
      self.radius = radius
      self.anglePerItem = anglePerItem
      self.axis = axis
      self.isInverted = isInverted
      self.wrapsAround = wrapsAround
      self.fade = fade
      self.zOrder = zOrder
      self.scrollModel = scrollModel
      self.scrollDistancePerItem = scrollDistancePerItem
      self.layoutDirection = layoutDirection
      self.snapping = snapping
    }
  }
}

// MARK: - Validation

extension Wheel.Configuration {
  /// Checks that the configuration can make a wheel.
  ///
  /// The rules, each reported with the error case that names its field,
  /// checked in this order, the first failure thrown:
  /// 1. `itemSize`: both components finite, positive and at most
  ///    ``Wheel/maximumLength``
  ///    (``Wheel/ConfigurationError/itemSize(_:)``).
  /// 2. `radius`: finite, positive and at most ``Wheel/maximumLength``
  ///    (``Wheel/ConfigurationError/radius(_:)``).
  /// 3. `anglePerItem`: `nil`, or finite and positive
  ///    (``Wheel/ConfigurationError/anglePerItem(_:)``).
  /// 4. `fade`: `nil`, or bounds that are not NaN, a finite and positive
  ///    range, a minimum alpha in `0...1` and a minimum scale above 0 and
  ///    at most 1 (``Wheel/ConfigurationError/fade(_:)``).
  /// 5. `scrollDistancePerItem`: `nil`, or finite, positive and at most
  ///    ``Wheel/maximumLength``
  ///    (``Wheel/ConfigurationError/scrollDistancePerItem(_:)``).
  ///
  /// The options (`axis`, `isInverted`, `wrapsAround`, `zOrder`,
  /// `scrollModel`, `layoutDirection`, `snapping`) need no check: every
  /// value of their types is valid.
  ///
  ///     var configuration = Wheel.Configuration()
  ///     configuration.radius = -1
  ///     try configuration.validate()   // throws .radius(-1)
  ///
  /// - Throws: ``Wheel/ConfigurationError`` naming the first invalid field
  ///   and its value.
  public func validate() throws(Wheel.ConfigurationError) {
    guard _ConfigurationRules.isValidSize(itemSize) else { throw .itemSize(itemSize) }
    guard _ConfigurationRules.isValidLength(radius) else { throw .radius(radius) }
    if let anglePerItem, !(anglePerItem.isFinite && anglePerItem > 0) {
      throw .anglePerItem(anglePerItem)
    }
    if let fade, fade._invalidField != nil { throw .fade(fade) }
    if let scrollDistancePerItem, !_ConfigurationRules.isValidLength(scrollDistancePerItem) {
      throw .scrollDistancePerItem(scrollDistancePerItem)
    }
  }
}
