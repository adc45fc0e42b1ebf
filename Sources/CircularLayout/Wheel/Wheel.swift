// The spinning-wheel model of Ray Wenderlich's "UICollectionView Custom
// Layout Tutorial: A Spinning Wheel", kept as the default behaviour, with
// the tutorial's division by zero, overflowing z-index and O(n) per-frame
// recomputation taken out.

import LayoutGeometry

/// A spinning-wheel layout: items of one size standing on a circle whose
/// centre lies outside the viewport, turned by scrolling.
///
/// Every item stands on a circle of ``radius`` about the wheel's centre
/// (the *pivot*), each turned by its angle, and scrolling turns the wheel.
/// In the default orientation (the tutorial's), the content scrolls
/// horizontally and the pivot lies `radius` below the viewport's centre:
///
///     let wheel = try Wheel(itemSize: Size(width: 133, height: 173), radius: 500)
///     let viewport = Rect(x: 100, y: 0, width: 375, height: 667)
///     let content = wheel.contentSize(itemCount: 10, viewport: viewport)  // 1330 x 667
///     for item in wheel.items(in: viewport, itemCount: 10) {
///       // item.center, item.angle, item.zIndex: a cell's attributes
///     }
///
/// ## The model
///
/// - The angle between neighbours is ``anglePerItem``, by default
///   `atan(itemLength / radius)`, where the item's length is its extent
///   along the scroll axis (its width when scrolling horizontally).
/// - The content is `n · itemLength` long along the scroll axis and as
///   deep as the viewport across it. Scrolling from 0 to
///   `maxOffset = contentLength - viewportLength` turns the wheel from
///   item 0 standing upright at the top to item `n - 1` standing there:
///   item `i`'s *wheel angle* is `angleAtExtreme · offset / maxOffset +
///   i · anglePerItem`, with `angleAtExtreme = -(n - 1) · anglePerItem`.
///   Equivalently, with the *scroll position* `p = offset / distance`
///   (see ``scrollPosition(in:itemCount:)``), it is `(i - p) ·
///   anglePerItem`.
/// - The pivot lies `radius` from the viewport's centre, on the side the
///   ``orientation`` names, and an item's visual centre lies `radius` from
///   the pivot in the direction of its wheel angle, so the item at wheel
///   angle 0 is centred in the viewport.
/// - The wheel shows one turn: an item whose wheel angle is more than half
///   a turn (π) from the top is behind the hub and never visible. Without
///   this rule a long feed would wrap round the wheel many times and pile
///   thousands of items onto every point of it (10 million items at the
///   tutorial's spacing go round 400,000 times), which is neither useful
///   to draw nor possible to query in constant time.
///
/// ## Validation
///
/// A wheel is made from a ``Configuration``, plain data whose fields all
/// have defaults, and keeps it as ``configuration``; ``configuration``'s
/// rules are listed on ``Configuration/validate()``. The geometry
/// (``itemSize``, ``radius`` and ``customAnglePerItem``) can only change
/// through a check, so a `Wheel` value is always valid. Path by path:
///
/// - ``init(configuration:)`` and ``init(itemSize:radius:anglePerItem:)``
///   throw ``ConfigurationError`` naming the first invalid field (item
///   size, then radius, then angle).
/// - ``setConfiguration(_:)`` and the throwing setters
///   (``setItemSize(_:)``, ``setRadius(_:)``, ``setAnglePerItem(_:)``)
///   throw the same error for an invalid value and leave the wheel
///   unchanged.
/// - The options (``orientation``, ``wrapsAround``, ``falloff``,
///   ``zOrder``) are plain settable properties, because every value of
///   their types is valid. A ``Falloff`` is checked by its throwing
///   initializer and by decoding, and its fields are constants, so
///   assigning one needs no check.
/// - Decoding reads a wheel as its configuration (the same keys): a
///   missing key or `null` takes the default, unknown keys are ignored,
///   and a broken rule is `DecodingError.dataCorrupted` whose coding path
///   ends at the invalid field (`itemSize`, `radius`, `anglePerItem`, or
///   `falloff` and its field). A value of the wrong type (NaN written as a
///   string, unless the decoder is told to read it) or a number the
///   decoder cannot represent is the decoder's own `DecodingError`.
///
/// ## Data values
///
/// Viewports, offsets, velocities, item counts and indices come from the
/// host app's scroll view and are never rejected: each query sanitises
/// them by the rules its documentation gives, so nothing traps and no
/// coordinate is NaN or infinite. A viewport is always a `Rect`, the
/// scroll view's bounds, read in its standardised form (a negative width
/// or height is the same area with a positive one).
///
/// ## Scale
///
/// - Item counts up to ``maximumItemCount`` (2^53) are laid out as given,
///   larger ones read as it; a query's work depends on the wheel's shape
///   (``candidateCount(in:itemCount:)``), never on the count.
/// - Offsets are read as `Double`s, so the wheel turns as finely as they
///   resolve: at 1e15 points (7.5e12 of the tutorial's items in) the
///   scroll position still resolves a 1,024th of an item. Beyond
///   ``maximumLength`` (2^53) an offset reads as that limit.
/// - A wheel with ends holds still far past either end: no item is
///   visible, and the centred item is the end item.
/// - Items are computed relative to the viewport's centre, so a viewport
///   far out across the scroll axis (a cross coordinate of 1e15, say)
///   shows the same items as one near 0.
public struct Wheel: Hashable, Sendable {
  /// The wheel's settings, always valid.
  ///
  /// Change them all at once with ``setConfiguration(_:)``, or one at a
  /// time through the properties below, which read and write this value.
  public private(set) var configuration: Configuration

  /// Creates a wheel from a configuration, after checking it.
  ///
  ///     var configuration = Wheel.Configuration()
  ///     configuration.zOrder = .centerOnTop
  ///     let wheel = try Wheel(configuration: configuration)
  ///
  /// - Parameter configuration: The settings; see
  ///   ``Configuration/validate()`` for the rules they must follow.
  /// - Throws: ``ConfigurationError`` naming the first invalid field.
  public init(configuration: Configuration) throws(ConfigurationError) {
    try configuration.validate()
    self.configuration = configuration
  }

  /// Creates a wheel of items of one size on a circle of the given radius,
  /// with the default options.
  ///
  /// A convenience for ``init(configuration:)`` with the other fields at
  /// their defaults:
  ///
  ///     let wheel = try Wheel(itemSize: Size(width: 133, height: 173), radius: 500)
  ///
  /// - Parameters:
  ///   - itemSize: The size of every item. Both components must be finite,
  ///     positive and at most ``maximumLength``.
  ///   - radius: The distance from the wheel's centre to each item's
  ///     centre. Must be finite, positive and at most ``maximumLength``;
  ///     smaller than the item is allowed.
  ///   - anglePerItem: The angle between neighbouring items in radians, or
  ///     `nil` (the default) for `atan(itemLength / radius)`. Must be
  ///     finite and positive; more than a full turn is allowed.
  /// - Throws: ``ConfigurationError`` naming the first invalid argument
  ///   (item size, then radius, then angle).
  public init(
    itemSize: Size, radius: Double, anglePerItem: Double? = nil
  ) throws(ConfigurationError) {
    try self.init(
      configuration: Configuration(itemSize: itemSize, radius: radius, anglePerItem: anglePerItem))
  }

  /// Creates a wheel from a configuration known to be valid.
  init(validated configuration: Configuration) {
    self.configuration = configuration
  }

  /// The largest length the wheel accepts, 2^53 points, and the magnitude
  /// it clamps coordinates to.
  ///
  /// Up to 2^53 a `Double` still resolves whole points. Configuration
  /// lengths beyond it are rejected; viewport coordinates and lengths, and
  /// content lengths, beyond it are clamped to it.
  public static let maximumLength: Double = 9_007_199_254_740_992

  /// The largest magnitude, 2^53 points, of a length the wheel accepts and
  /// of a coordinate it computes with.
  ///
  /// The same value as ``maximumLength``, under its earlier name.
  @available(*, deprecated, renamed: "maximumLength")
  public static var coordinateLimit: Double { maximumLength }

  /// The largest item count the wheel lays out, 2^53.
  ///
  /// A larger `itemCount` is read as this one, so that every index is
  /// exact as a `Double`: indices at or beyond it do not exist.
  public static let maximumItemCount = 1 << 53

  /// How many copies of the items a wrapping wheel's content holds end to
  /// end: 1,001, so that a user starting in the middle copy can scroll
  /// 500 full cycles either way before meeting an edge.
  public static let wrappingCopyCount = 1001
}

// MARK: - Settings

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
  /// turns the wheel by one ``anglePerItem`` per item length, and snapping
  /// and scroll-to-item take the shortest way round. The default is
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

  /// The angle between neighbouring items, in radians.
  ///
  /// The custom angle when one is set, otherwise the tutorial's
  /// `atan(itemLength / radius)`, where the item's length is its extent
  /// along the scroll axis: ``itemSize``'s width when scrolling
  /// horizontally, its height when scrolling vertically. Always finite and
  /// positive: an extreme but valid shape whose quotient underflows (an
  /// item 5e-324 long on a radius of 2^53) gets the smallest normal
  /// `Double`.
  public var anglePerItem: Double {
    if let customAnglePerItem { return customAnglePerItem }
    // Extreme but valid shapes can underflow the quotient to zero; the
    // model needs a positive angle.
    return Swift.max(Math.atan(itemLength / radius), .leastNormalMagnitude)
  }

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
}

// MARK: - Content and the tutorial's quantities

extension Wheel {
  /// The size of the scrollable content.
  ///
  /// Along the scroll axis, `n · itemLength` (the tutorial's
  /// `n · itemSize.width`); with ``wrapsAround``, ``wrappingCopyCount``
  /// times that. Across it, the viewport's extent. Lengths are clamped to
  /// ``maximumLength``.
  ///
  ///     // 10 items 133 wide, a 375 x 667 viewport: 1330 x 667
  ///     wheel.contentSize(itemCount: 10, viewport: Rect(x: 0, y: 0, width: 375, height: 667))
  ///
  /// - Parameters:
  ///   - itemCount: The number of items; negative counts are read as 0
  ///     and counts above ``maximumItemCount`` as that.
  ///   - viewport: The scroll view's bounds. Only its size is read, in its
  ///     standardised form: a negative width or height reads as its
  ///     magnitude, and a component that is NaN or infinite as 0; each is
  ///     clamped to ``maximumLength``.
  /// - Returns: A finite, non-negative size.
  public func contentSize(itemCount: Int, viewport: Rect) -> Size {
    let length = contentLength(count: Wheel.sanitizedCount(itemCount))
    let size = Wheel.sanitizedSize(of: viewport)
    return orientation.isHorizontal
      ? Size(width: length, height: size.height) : Size(width: size.width, height: length)
  }

  /// The size of the scrollable content, for a viewport given by its size.
  ///
  /// The same as ``contentSize(itemCount:viewport:)-(_,Rect)`` for a
  /// viewport of this size, except that a negative component reads as 0,
  /// as it always has here.
  ///
  /// - Parameters:
  ///   - itemCount: The number of items.
  ///   - viewport: The scroll view's bounds size; a component that is NaN,
  ///     infinite or negative is read as 0.
  /// - Returns: A finite, non-negative size.
  @available(
    *, deprecated, renamed: "contentSize(itemCount:viewport:)",
    message: "pass the scroll view's bounds as a Rect"
  )
  public func contentSize(itemCount: Int, viewport: Size) -> Size {
    contentSize(itemCount: itemCount, viewport: Wheel.viewport(ofSize: viewport))
  }

  /// The largest content offset along the scroll axis, the tutorial's
  /// `maxOffset = contentLength - viewportLength`.
  ///
  /// Zero or negative when the content fits in the viewport; the wheel
  /// then does not turn (see ``scrollPosition(in:itemCount:)``).
  ///
  /// - Parameters:
  ///   - itemCount: The number of items, sanitised as in
  ///     ``contentSize(itemCount:viewport:)-(_,Rect)``.
  ///   - viewport: The scroll view's bounds; only its size is read,
  ///     sanitised likewise.
  /// - Returns: A finite length.
  public func maximumContentOffset(itemCount: Int, viewport: Rect) -> Double {
    maximumContentOffset(count: Wheel.sanitizedCount(itemCount), viewport: viewport)
  }

  /// The largest content offset along the scroll axis, for a viewport
  /// given by its size.
  ///
  /// The same as ``maximumContentOffset(itemCount:viewport:)-(_,Rect)``
  /// for a viewport of this size, except that a negative component reads
  /// as 0, as it always has here.
  ///
  /// - Parameters:
  ///   - itemCount: The number of items.
  ///   - viewport: The scroll view's bounds size; a component that is NaN,
  ///     infinite or negative is read as 0.
  /// - Returns: A finite length.
  @available(
    *, deprecated, renamed: "maximumContentOffset(itemCount:viewport:)",
    message: "pass the scroll view's bounds as a Rect"
  )
  public func maximumContentOffset(itemCount: Int, viewport: Size) -> Double {
    maximumContentOffset(itemCount: itemCount, viewport: Wheel.viewport(ofSize: viewport))
  }

  /// The first item's wheel angle at the largest content offset, the
  /// tutorial's `angleAtExtreme = -(n - 1) · anglePerItem`.
  ///
  /// - Parameter itemCount: The number of items, sanitised as in
  ///   ``contentSize(itemCount:viewport:)-(_,Rect)``.
  /// - Returns: 0 for fewer than two items, otherwise a finite negative
  ///   angle (it saturates at `-Double.greatestFiniteMagnitude`).
  public func angleAtExtreme(itemCount: Int) -> Double {
    let count = Wheel.sanitizedCount(itemCount)
    guard count >= 2 else { return 0 }
    return Wheel.saturated(-Double(count - 1) * anglePerItem)
  }

  /// The content distance that turns the wheel by one ``anglePerItem``.
  ///
  /// `maxOffset / (n - 1)` (not the item's length) on a wheel with ends;
  /// the item's length along the scroll axis when it ``wrapsAround``.
  ///
  /// - Parameters:
  ///   - itemCount: The number of items, sanitised as in
  ///     ``contentSize(itemCount:viewport:)-(_,Rect)``.
  ///   - viewport: The scroll view's bounds; only its size is read,
  ///     sanitised likewise.
  /// - Returns: A positive distance, or 0 when the wheel cannot turn (no
  ///   items; or, with ends, one item or content that fits the viewport).
  public func scrollDistancePerItem(itemCount: Int, viewport: Rect) -> Double {
    let count = Wheel.sanitizedCount(itemCount)
    if wrapsAround { return count > 0 ? itemLength : 0 }
    let maxOffset = maximumContentOffset(count: count, viewport: viewport)
    guard count >= 2, maxOffset > 0 else { return 0 }
    return maxOffset / Double(count - 1)
  }

  /// The content distance that turns the wheel by one ``anglePerItem``,
  /// for a viewport given by its size.
  ///
  /// The same as ``scrollDistancePerItem(itemCount:viewport:)-(_,Rect)``
  /// for a viewport of this size, except that a negative component reads
  /// as 0, as it always has here.
  ///
  /// - Parameters:
  ///   - itemCount: The number of items.
  ///   - viewport: The scroll view's bounds size; a component that is NaN,
  ///     infinite or negative is read as 0.
  /// - Returns: A positive distance, or 0 when the wheel cannot turn.
  @available(
    *, deprecated, renamed: "scrollDistancePerItem(itemCount:viewport:)",
    message: "pass the scroll view's bounds as a Rect"
  )
  public func scrollDistancePerItem(itemCount: Int, viewport: Size) -> Double {
    scrollDistancePerItem(itemCount: itemCount, viewport: Wheel.viewport(ofSize: viewport))
  }

  /// The unit anchor point about which a cell of size ``itemSize`` turns
  /// when its layer's position is the pivot (the tutorial's technique).
  ///
  /// `(0.5, (itemHeight / 2 + radius) / itemHeight)` with the pivot below,
  /// `(0.5, (itemHeight / 2 - radius) / itemHeight)` above,
  /// `((itemWidth / 2 - radius) / itemWidth, 0.5)` to the left and
  /// `((itemWidth / 2 + radius) / itemWidth, 0.5)` to the right. The same
  /// for every item. It describes the unscaled cell: with a ``falloff``
  /// scale, position cells by ``Item/center`` and a transform instead.
  ///
  /// Always finite: for a valid but extreme shape whose quotient
  /// overflows (a radius of 2^53 over an item a billionth of a point
  /// deep), the component saturates at `±Double.greatestFiniteMagnitude`.
  public var anchorPoint: Point {
    let outward = orientation.outward
    return Point(
      x: Wheel.saturated(0.5 - radius * outward.x / itemSize.width),
      y: Wheel.saturated(0.5 - radius * outward.y / itemSize.height))
  }

  /// The centre of the wheel for a viewport: `radius` from the viewport's
  /// centre, below it in the tutorial's orientation.
  ///
  /// - Parameter viewport: The scroll view's bounds in content
  ///   coordinates, sanitised as in ``items(in:itemCount:)``.
  /// - Returns: A finite point.
  public func pivot(in viewport: Rect) -> Point {
    let center = Wheel.sanitizedViewport(viewport).center
    let outward = orientation.outward
    return Point(x: center.x - radius * outward.x, y: center.y - radius * outward.y)
  }
}

// MARK: - Shared internals

extension Wheel {
  /// The item's extent along the scroll axis.
  var itemLength: Double { orientation.isHorizontal ? itemSize.width : itemSize.height }

  /// The item's extent across the scroll axis, along the wheel's radius.
  var itemDepth: Double { orientation.isHorizontal ? itemSize.height : itemSize.width }

  /// The content's length along the scroll axis for a sanitised count.
  func contentLength(count: Int) -> Double {
    let single = Double(count) * itemLength
    let total = wrapsAround ? single * Double(Wheel.wrappingCopyCount) : single
    return Swift.min(total, Wheel.maximumLength)
  }

  /// `maxOffset` for a sanitised count and a viewport, of which only the
  /// size is read.
  func maximumContentOffset(count: Int, viewport: Rect) -> Double {
    let size = Wheel.sanitizedSize(of: viewport)
    return contentLength(count: count) - (orientation.isHorizontal ? size.width : size.height)
  }

  /// `count` clamped to `0...maximumItemCount`.
  static func sanitizedCount(_ count: Int) -> Int {
    Sanitizing.count(count, maximum: maximumItemCount)
  }

  /// A coordinate with NaN read as 0 and everything clamped to
  /// `±maximumLength` (which catches the infinities).
  static func sanitizedCoordinate(_ value: Double) -> Double {
    Sanitizing.coordinate(value, limit: maximumLength)
  }

  /// A length with anything not finite and positive read as 0, clamped to
  /// `maximumLength`.
  static func sanitizedLength(_ value: Double) -> Double {
    Sanitizing.length(value, limit: maximumLength)
  }

  /// The viewport as the wheel reads it: its standardised form (a
  /// negative width or height is the same area with a positive one, as
  /// `Rect` defines it), then each component sanitised.
  ///
  /// Standardising moves the origin by a negative size, so a width of
  /// `-infinity` moves the origin to `-infinity` (read as
  /// `-maximumLength`) and reads as 0 itself.
  static func sanitizedViewport(_ viewport: Rect) -> Rect {
    let standardized = viewport.standardized
    return Rect(
      x: sanitizedCoordinate(standardized.origin.x),
      y: sanitizedCoordinate(standardized.origin.y),
      width: sanitizedLength(standardized.size.width),
      height: sanitizedLength(standardized.size.height))
  }

  /// The size of ``sanitizedViewport(_:)``, for the calls that need only
  /// that: the standardised width and height (magnitudes), sanitised.
  static func sanitizedSize(of viewport: Rect) -> Size {
    Size(width: sanitizedLength(viewport.width), height: sanitizedLength(viewport.height))
  }

  /// The viewport a deprecated size-taking call reads: at the origin, with
  /// a negative (or NaN or infinite) component read as 0, as those calls
  /// always have.
  static func viewport(ofSize size: Size) -> Rect {
    Rect(
      x: 0, y: 0, width: sanitizedLength(size.width), height: sanitizedLength(size.height))
  }

  /// `value` with overflow to an infinity replaced by the largest finite
  /// magnitude of the same sign (and NaN, which no caller produces, by 0).
  static func saturated(_ value: Double) -> Double {
    Sanitizing.saturated(value)
  }
}
