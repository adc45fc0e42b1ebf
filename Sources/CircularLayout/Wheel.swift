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
///     let content = wheel.contentSize(itemCount: 10, viewport: viewport.size)  // 1330 x 667
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
/// The geometry (``itemSize``, ``radius`` and ``anglePerItem``) can only be
/// set through the throwing initializer and the throwing setters
/// (``setItemSize(_:)``, ``setRadius(_:)``, ``setAnglePerItem(_:)``), and
/// decoding checks the same rules, so a `Wheel` value is always valid. The
/// options (``orientation``, ``wrapsAround``, ``falloff``, ``zOrder``) are
/// plain properties, because every value of their types is valid. Path by
/// path:
///
/// - The initializer throws ``ConfigurationError`` naming the first
///   invalid argument (item size, then radius, then angle).
/// - A throwing setter throws the same error for an invalid value and
///   leaves the wheel unchanged.
/// - Decoding throws `DecodingError.dataCorrupted` whose coding path ends
///   at the invalid field (`itemSize`, `radius`, `anglePerItem`, or
///   `falloff` and its field); a missing `itemSize` or `radius`, a value
///   of the wrong type (NaN written as a string, unless the decoder is
///   told to read it) or a number the decoder cannot represent is the
///   decoder's own `DecodingError`.
/// - A ``Falloff`` is checked by its throwing initializer and by decoding,
///   and its fields are constants, so assigning one to ``falloff`` needs
///   no check.
///
/// ## Data values
///
/// Viewports, offsets, velocities, item counts and indices come from the
/// host app's scroll view and are never rejected: each query sanitises
/// them by the rules its documentation gives, so nothing traps and no
/// coordinate is NaN or infinite.
///
/// ## Scale
///
/// - Item counts up to ``maximumItemCount`` (2^53) are laid out as given,
///   larger ones read as it; a query's work depends on the wheel's shape
///   (``candidateCount(in:itemCount:)``), never on the count.
/// - Offsets are read as `Double`s, so the wheel turns as finely as they
///   resolve: at 1e15 points (7.5e12 of the tutorial's items in) the
///   scroll position still resolves a 1,024th of an item. Beyond
///   ``coordinateLimit`` (2^53) an offset reads as that limit.
/// - A wheel with ends holds still far past either end: no item is
///   visible, and the centred item is the end item.
/// - Items are computed relative to the viewport's centre, so a viewport
///   far out across the scroll axis (a cross coordinate of 1e15, say)
///   shows the same items as one near 0.
public struct Wheel: Hashable, Sendable {
  /// The size of every item, before rotation and ``falloff`` scaling.
  ///
  /// Each component is finite, positive and at most ``coordinateLimit``;
  /// change it with ``setItemSize(_:)``.
  public private(set) var itemSize: Size

  /// The distance from the wheel's centre (the pivot) to each item's
  /// centre, in points.
  ///
  /// Finite, positive and at most ``coordinateLimit``; change it with
  /// ``setRadius(_:)``. A radius smaller than half the item's depth is
  /// allowed: the items then overlap the pivot.
  public private(set) var radius: Double

  /// The angle set with ``setAnglePerItem(_:)`` or the initializer, or
  /// `nil` when the default `atan(itemLength / radius)` applies.
  public private(set) var customAnglePerItem: Double?

  /// The scroll direction and the side of the viewport the wheel's centre
  /// lies on.
  ///
  /// The default, ``Orientation-swift.enum/horizontalCenterBelow``, is the
  /// tutorial's wheel.
  public var orientation: Orientation = .horizontalCenterBelow

  /// A Boolean value indicating whether the items repeat endlessly in both
  /// directions.
  ///
  /// When `true`, item `n - 1` is followed by item 0 again, each item
  /// appears once, at the copy nearest the top of the wheel, scrolling
  /// turns the wheel by one ``anglePerItem`` per item length, and snapping
  /// and scroll-to-item take the shortest way round. The default is
  /// `false`, the tutorial's wheel with two ends.
  public var wrapsAround = false

  /// How alpha and scale fall off with the distance from the top of the
  /// wheel, or `nil` (the default) for alpha 1 and scale 1 everywhere.
  public var falloff: Falloff?

  /// Which of two overlapping items lies in front.
  ///
  /// The default, ``ZOrder-swift.enum/laterOnTop``, is the tutorial's order.
  public var zOrder: ZOrder = .laterOnTop

  /// Creates a wheel of items of one size on a circle of the given radius.
  ///
  /// - Parameters:
  ///   - itemSize: The size of every item. Both components must be finite,
  ///     positive and at most ``coordinateLimit``.
  ///   - radius: The distance from the wheel's centre to each item's
  ///     centre. Must be finite, positive and at most ``coordinateLimit``;
  ///     smaller than the item is allowed.
  ///   - anglePerItem: The angle between neighbouring items in radians, or
  ///     `nil` (the default) for `atan(itemLength / radius)`. Must be
  ///     finite and positive; more than a full turn is allowed.
  /// - Throws: ``ConfigurationError`` naming the first invalid argument.
  public init(itemSize: Size, radius: Double, anglePerItem: Double? = nil) throws {
    try Wheel.validate(itemSize: itemSize)
    try Wheel.validate(radius: radius)
    if let anglePerItem { try Wheel.validate(anglePerItem: anglePerItem) }
    self.itemSize = itemSize
    self.radius = radius
    self.customAnglePerItem = anglePerItem
  }

  /// The largest magnitude, 2^53 points, of a length the wheel accepts and
  /// of a coordinate it computes with.
  ///
  /// Up to 2^53 a `Double` still resolves whole points. Configuration
  /// lengths beyond it are rejected; viewport coordinates and content
  /// lengths beyond it are clamped to it.
  public static let coordinateLimit: Double = 9_007_199_254_740_992

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

// MARK: - Validated geometry

extension Wheel {
  /// The angle between neighbouring items, in radians.
  ///
  /// The custom angle when one is set, otherwise the tutorial's
  /// `atan(itemLength / radius)`, where the item's length is its extent
  /// along the scroll axis: ``itemSize``'s width when scrolling
  /// horizontally, its height when scrolling vertically. Always finite and
  /// positive.
  public var anglePerItem: Double {
    if let customAnglePerItem { return customAnglePerItem }
    // Extreme but valid shapes can underflow the quotient to zero; the
    // model needs a positive angle.
    return Swift.max(Math.atan(itemLength / radius), .leastNormalMagnitude)
  }

  /// Replaces the item size, keeping the wheel unchanged if it is invalid.
  ///
  /// - Parameter itemSize: The new size; both components must be finite,
  ///   positive and at most ``coordinateLimit``.
  /// - Throws: ``ConfigurationError/invalidItemSize(_:)``.
  public mutating func setItemSize(_ itemSize: Size) throws {
    try Wheel.validate(itemSize: itemSize)
    self.itemSize = itemSize
  }

  /// Replaces the radius, keeping the wheel unchanged if it is invalid.
  ///
  /// - Parameter radius: The new radius; finite, positive and at most
  ///   ``coordinateLimit``.
  /// - Throws: ``ConfigurationError/invalidRadius(_:)``.
  public mutating func setRadius(_ radius: Double) throws {
    try Wheel.validate(radius: radius)
    self.radius = radius
  }

  /// Sets a custom angle between neighbouring items, or with `nil`
  /// restores the default `atan(itemLength / radius)`, keeping the wheel
  /// unchanged if the angle is invalid.
  ///
  /// - Parameter anglePerItem: The angle in radians, finite and positive;
  ///   it may exceed a full turn, and items then wrap past one.
  /// - Throws: ``ConfigurationError/invalidAnglePerItem(_:)``.
  public mutating func setAnglePerItem(_ anglePerItem: Double?) throws {
    if let anglePerItem { try Wheel.validate(anglePerItem: anglePerItem) }
    self.customAnglePerItem = anglePerItem
  }

  static func validate(itemSize: Size) throws {
    guard isValidLength(itemSize.width), isValidLength(itemSize.height) else {
      throw ConfigurationError.invalidItemSize(itemSize)
    }
  }

  static func validate(radius: Double) throws {
    guard isValidLength(radius) else { throw ConfigurationError.invalidRadius(radius) }
  }

  static func validate(anglePerItem: Double) throws {
    guard anglePerItem.isFinite, anglePerItem > 0 else {
      throw ConfigurationError.invalidAnglePerItem(anglePerItem)
    }
  }

  static func isValidLength(_ length: Double) -> Bool {
    length.isFinite && length > 0 && length <= coordinateLimit
  }
}

// MARK: - Content and the tutorial's quantities

extension Wheel {
  /// The size of the scrollable content.
  ///
  /// Along the scroll axis, `n · itemLength` (the tutorial's
  /// `n · itemSize.width`); with ``wrapsAround``, ``wrappingCopyCount``
  /// times that. Across it, the viewport's extent. Lengths are clamped to
  /// ``coordinateLimit``.
  ///
  ///     // 10 items 133 wide, a 375 x 667 viewport: 1330 x 667
  ///     wheel.contentSize(itemCount: 10, viewport: Size(width: 375, height: 667))
  ///
  /// - Parameters:
  ///   - itemCount: The number of items; negative counts are read as 0
  ///     and counts above ``maximumItemCount`` as that.
  ///   - viewport: The scroll view's bounds size. A component that is NaN,
  ///     infinite or negative is read as 0.
  /// - Returns: A finite, non-negative size.
  public func contentSize(itemCount: Int, viewport: Size) -> Size {
    let length = contentLength(count: Wheel.sanitizedCount(itemCount))
    let width = Wheel.sanitizedLength(viewport.width)
    let height = Wheel.sanitizedLength(viewport.height)
    return orientation.isHorizontal
      ? Size(width: length, height: height) : Size(width: width, height: length)
  }

  /// The largest content offset along the scroll axis, the tutorial's
  /// `maxOffset = contentLength - viewportLength`.
  ///
  /// Zero or negative when the content fits in the viewport; the wheel
  /// then does not turn (see ``scrollPosition(in:itemCount:)``).
  ///
  /// - Parameters:
  ///   - itemCount: The number of items, sanitised as in
  ///     ``contentSize(itemCount:viewport:)``.
  ///   - viewport: The scroll view's bounds size, sanitised likewise.
  /// - Returns: A finite length.
  public func maximumContentOffset(itemCount: Int, viewport: Size) -> Double {
    let count = Wheel.sanitizedCount(itemCount)
    return contentLength(count: count) - scrollExtent(of: viewport)
  }

  /// The first item's wheel angle at the largest content offset, the
  /// tutorial's `angleAtExtreme = -(n - 1) · anglePerItem`.
  ///
  /// - Parameter itemCount: The number of items, sanitised as in
  ///   ``contentSize(itemCount:viewport:)``.
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
  ///     ``contentSize(itemCount:viewport:)``.
  ///   - viewport: The scroll view's bounds size, sanitised likewise.
  /// - Returns: A positive distance, or 0 when the wheel cannot turn (no
  ///   items; or, with ends, one item or content that fits the viewport).
  public func scrollDistancePerItem(itemCount: Int, viewport: Size) -> Double {
    let count = Wheel.sanitizedCount(itemCount)
    if wrapsAround { return count > 0 ? itemLength : 0 }
    let maxOffset = contentLength(count: count) - scrollExtent(of: viewport)
    guard count >= 2, maxOffset > 0 else { return 0 }
    return maxOffset / Double(count - 1)
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
    return Swift.min(total, Wheel.coordinateLimit)
  }

  /// The sanitised viewport's extent along the scroll axis.
  func scrollExtent(of viewport: Size) -> Double {
    Wheel.sanitizedLength(orientation.isHorizontal ? viewport.width : viewport.height)
  }

  /// `count` clamped to `0...maximumItemCount`.
  static func sanitizedCount(_ count: Int) -> Int {
    Sanitizing.count(count, maximum: maximumItemCount)
  }

  /// A coordinate with NaN read as 0 and everything clamped to
  /// `±coordinateLimit` (which catches the infinities).
  static func sanitizedCoordinate(_ value: Double) -> Double {
    Sanitizing.coordinate(value, limit: coordinateLimit)
  }

  /// A length with anything not finite and positive read as 0, clamped to
  /// `coordinateLimit`.
  static func sanitizedLength(_ value: Double) -> Double {
    Sanitizing.length(value, limit: coordinateLimit)
  }

  /// The viewport as the wheel reads it: from its stored origin and size,
  /// each sanitised.
  static func sanitizedViewport(_ viewport: Rect) -> Rect {
    Rect(
      x: sanitizedCoordinate(viewport.origin.x), y: sanitizedCoordinate(viewport.origin.y),
      width: sanitizedLength(viewport.size.width), height: sanitizedLength(viewport.size.height))
  }

  /// `value` with overflow to an infinity replaced by the largest finite
  /// magnitude of the same sign (and NaN, which no caller produces, by 0).
  static func saturated(_ value: Double) -> Double {
    Sanitizing.saturated(value)
  }
}
