// The wheel's settings, read from its configuration: the geometry, which
// changes only through a check (the throwing setters), and the options,
// plain properties because every value of theirs is valid.

import LayoutGeometry

extension Wheel {
  /// The size of every item, before rotation and ``falloff`` scaling:
  /// ``configuration``'s item size.
  ///
  /// Each component is finite, positive and at most ``maximumLength``;
  /// change it with ``setItemSize(_:)``.
  public var itemSize: Size { configuration.itemSize }

  /// The distance from the wheel's centre (the pivot) to each item's
  /// centre, in points: ``configuration``'s radius.
  ///
  /// Finite, positive and at most ``maximumLength``; change it with
  /// ``setRadius(_:)``. A radius smaller than half the item's depth is
  /// allowed: the items then overlap the pivot.
  public var radius: Double { configuration.radius }

  /// The angle set with ``setAnglePerItem(_:)``, the initializer or the
  /// configuration, or `nil` when the default `atan(itemLength / radius)`
  /// applies: ``configuration``'s `anglePerItem`.
  ///
  /// ``anglePerItem`` is the angle in effect either way.
  public var customAnglePerItem: Double? { configuration.anglePerItem }

  /// The scroll direction and the side of the viewport the wheel's centre
  /// lies on.
  ///
  /// The default, ``Orientation-swift.enum/horizontalCenterBelow``, is the
  /// tutorial's wheel. Reads and writes ``configuration``.
  public var orientation: Orientation {
    get { configuration.orientation }
    set { configuration.orientation = newValue }
  }

  /// A Boolean value indicating whether the items repeat endlessly in both
  /// directions.
  ///
  /// When `true`, item `n - 1` is followed by item 0 again, each item
  /// appears once, at the copy nearest the top of the wheel, scrolling
  /// turns the wheel by one ``anglePerItem`` per
  /// ``scrollDistancePerItem(itemCount:viewport:)-(_,Rect)``, and
  /// scroll-to-item takes the shortest way round. The default is
  /// `false`, the tutorial's wheel with two ends. Reads and writes
  /// ``configuration``.
  public var wrapsAround: Bool {
    get { configuration.wrapsAround }
    set { configuration.wrapsAround = newValue }
  }

  /// How alpha and scale fall off with the distance from the top of the
  /// wheel, or `nil` (the default) for alpha 1 and scale 1 everywhere.
  ///
  /// Reads and writes ``configuration``.
  public var falloff: Falloff? {
    get { configuration.falloff }
    set { configuration.falloff = newValue }
  }

  /// Which of two overlapping items lies in front.
  ///
  /// The default, ``ZOrder-swift.enum/laterOnTop``, is the tutorial's
  /// order. Reads and writes ``configuration``.
  public var zOrder: ZOrder {
    get { configuration.zOrder }
    set { configuration.zOrder = newValue }
  }

  /// How the content offset maps to the wheel's turn.
  ///
  /// The default, ``ScrollModel-swift.enum/fixedDistancePerItem``, turns
  /// one item per ``scrollDistancePerItem(itemCount:viewport:)-(_,Rect)``
  /// whatever the viewport and the count;
  /// ``ScrollModel-swift.enum/tutorial`` is the tutorial's model. Reads
  /// and writes ``configuration``.
  public var scrollModel: ScrollModel {
    get { configuration.scrollModel }
    set { configuration.scrollModel = newValue }
  }

  /// The distance per item set with ``setScrollDistancePerItem(_:)`` or
  /// the configuration, or `nil` when the item's length along the scroll
  /// axis applies: ``configuration``'s `scrollDistancePerItem`.
  ///
  /// Used under ``ScrollModel-swift.enum/fixedDistancePerItem`` only;
  /// ``scrollDistancePerItem(itemCount:viewport:)-(_,Rect)`` is the
  /// distance in force under either model.
  public var customScrollDistancePerItem: Double? { configuration.scrollDistancePerItem }

  /// The direction items are laid out in: right to left mirrors the wheel
  /// about the viewport's vertical centre line, and reverses a horizontal
  /// wheel's scrolling.
  ///
  /// The default is ``ScrollLayoutDirection/leftToRight``; set it
  /// from the collection view's `effectiveUserInterfaceLayoutDirection`.
  /// Reads and writes ``configuration``.
  public var layoutDirection: LayoutDirection {
    get { configuration.layoutDirection }
    set { configuration.layoutDirection = newValue }
  }

  /// Which item a scroll comes to rest on when a drag ends.
  ///
  /// The default, ``ScrollSnapping/free``, is the next item in the
  /// velocity's direction, as the wheel has always snapped. Reads and
  /// writes ``configuration``.
  public var snapping: Snapping {
    get { configuration.snapping }
    set { configuration.snapping = newValue }
  }

  /// The angle between neighbouring items, in radians.
  ///
  /// The custom angle when one is set, otherwise the tutorial's
  /// `atan(itemLength / radius)`, where the item's length is its extent
  /// along the scroll axis: ``itemSize``'s width when scrolling
  /// horizontally, its height when scrolling vertically. Always finite and
  /// positive: an extreme but valid shape whose quotient underflows (an
  /// item 5e-324 long on a radius of 2^53) gets the smallest normal
  /// `Double`.
  public var anglePerItem: Double { _derived.anglePerItem }

  /// Replaces the whole configuration, keeping the wheel unchanged if it
  /// is invalid.
  ///
  ///     var configuration = wheel.configuration
  ///     configuration.radius = 400
  ///     configuration.wrapsAround = true
  ///     try wheel.setConfiguration(configuration)
  ///
  /// - Parameter configuration: The new settings; see
  ///   ``Configuration/validate()`` for the rules.
  /// - Throws: ``ConfigurationError`` naming the first invalid field; the
  ///   wheel is then unchanged.
  public mutating func setConfiguration(
    _ configuration: Configuration
  ) throws(ConfigurationError) {
    try configuration.validate()
    self.configuration = configuration
  }

  /// Replaces the item size, keeping the wheel unchanged if it is invalid.
  ///
  /// - Parameter itemSize: The new size; both components must be finite,
  ///   positive and at most ``maximumLength``.
  /// - Throws: ``ConfigurationError/itemSize(_:)``; the wheel is then
  ///   unchanged.
  public mutating func setItemSize(_ itemSize: Size) throws(ConfigurationError) {
    var configuration = configuration
    configuration.itemSize = itemSize
    try setConfiguration(configuration)
  }

  /// Replaces the radius, keeping the wheel unchanged if it is invalid.
  ///
  /// - Parameter radius: The new radius; finite, positive and at most
  ///   ``maximumLength``.
  /// - Throws: ``ConfigurationError/radius(_:)``; the wheel is then
  ///   unchanged.
  public mutating func setRadius(_ radius: Double) throws(ConfigurationError) {
    var configuration = configuration
    configuration.radius = radius
    try setConfiguration(configuration)
  }

  /// Sets a custom angle between neighbouring items, or with `nil`
  /// restores the default `atan(itemLength / radius)`, keeping the wheel
  /// unchanged if the angle is invalid.
  ///
  /// - Parameter anglePerItem: The angle in radians, finite and positive;
  ///   it may exceed a full turn, and items then wrap past one.
  /// - Throws: ``ConfigurationError/anglePerItem(_:)``; the wheel is then
  ///   unchanged.
  public mutating func setAnglePerItem(_ anglePerItem: Double?) throws(ConfigurationError) {
    var configuration = configuration
    configuration.anglePerItem = anglePerItem
    try setConfiguration(configuration)
  }

  /// Sets the content distance that scrolls one item under
  /// ``ScrollModel-swift.enum/fixedDistancePerItem``, or with `nil`
  /// restores the item's length along the scroll axis, keeping the wheel
  /// unchanged if the distance is invalid.
  ///
  /// Setting a distance does not switch the model: it is used whenever
  /// ``scrollModel`` is ``ScrollModel-swift.enum/fixedDistancePerItem``.
  ///
  ///     try wheel.setScrollDistancePerItem(120)   // one item per 120 points
  ///
  /// - Parameter distance: The distance in points; finite, positive and at
  ///   most ``maximumLength``.
  /// - Throws: ``ConfigurationError/scrollDistancePerItem(_:)``; the wheel
  ///   is then unchanged.
  public mutating func setScrollDistancePerItem(_ distance: Double?) throws(ConfigurationError) {
    var configuration = configuration
    configuration.scrollDistancePerItem = distance
    try setConfiguration(configuration)
  }
}
