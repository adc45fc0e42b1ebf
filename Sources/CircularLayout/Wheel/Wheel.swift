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
/// By default (the tutorial's wheel), the content scrolls horizontally and
/// the pivot lies `radius` below the viewport's centre:
///
///     let wheel = try Wheel(itemSize: Size(width: 133, height: 173), radius: 500)
///     let viewport = Rect(x: 100, y: 0, width: 375, height: 667)
///     let content = wheel.contentSize(in: viewport, itemCount: 10)  // 1572 x 667
///     for item in wheel.items(in: viewport, itemCount: 10) {
///       // item.center, item.angle, item.zIndex: a cell's attributes
///     }
///
/// ## The model
///
/// - The angle between neighbours is ``anglePerItem``, by default
///   `atan(itemLength / radius)`, where the item's length is its extent
///   along the scroll axis (its width when scrolling horizontally).
/// - The ``scrollModel`` maps the content offset to the *scroll
///   position* `p`, the fractional index of the item standing upright at
///   the top (``ScrollingLayout/scrollPosition(in:itemCount:)``), and item `i`'s *wheel
///   angle* is `(i - p) · anglePerItem`. By default
///   (``ScrollModel-swift.enum/fixedDistancePerItem``) one item scrolls
///   past the top per distance `d`, the item's length unless the
///   configuration's `scrollDistancePerItem` sets another: `p = offset / d`, and
///   the content is `max(0, n - 1) · d + viewportLength` long, so item
///   `n - 1` stands at the top at the largest offset and the wheel turns
///   at one speed on every screen. The tutorial's model
///   (``ScrollModel-swift.enum/tutorial``) makes the content
///   `n · itemLength` long and turns from item 0 to item `n - 1` over
///   `maxOffset = contentLength - viewportLength`.
/// - A right-to-left ``layoutDirection`` mirrors the picture about the
///   viewport's vertical centre line, and reverses a horizontal wheel's
///   offsets.
/// - The pivot lies `radius` from the viewport's centre, on the side the
///   ``axis`` and ``isInverted`` name, and an item's visual centre lies `radius` from
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
/// have defaults, and keeps it as ``configuration``, read-only; its rules
/// are listed on ``Configuration/validate()``. A configuration changes
/// only through a check, so a `Wheel` value is always valid. Path by path:
///
/// - ``init(configuration:)`` and ``init(itemSize:radius:anglePerItem:)``
///   throw ``ConfigurationError`` naming the first invalid field.
/// - ``setConfiguration(_:)`` and ``update(_:)`` (`try wheel.update {
///   $0.radius = 400 }`) throw the same error for an invalid
///   configuration and leave the wheel unchanged.
/// - The read-only properties report the values in effect (``itemSize``,
///   ``radius``, ``anglePerItem``, ``fade``); a configured value that may
///   be `nil`, meaning the default, is read from ``configuration``.
/// - ``update(_:)`` is the one way to change a setting: the properties
///   that read one (``axis``, ``isInverted``, ``wrapsAround``, ``zOrder``,
///   ``scrollModel``, ``layoutDirection``, ``snapping``) are read-only.
/// - Decoding reads a wheel as its configuration (the same keys): a
///   missing key or `null` takes the default, unknown keys are ignored,
///   and a broken rule is `DecodingError.dataCorrupted` whose coding path
///   ends at the invalid field (`itemSize`, `radius`, `anglePerItem`,
///   `scrollDistancePerItem`, or `fade` and its field). A value of the
///   wrong type (NaN written as a string, unless the decoder is told to
///   read it) or a number the decoder cannot represent is the decoder's
///   own `DecodingError`.
///
/// ## Data values
///
/// Viewports, offsets, velocities, item counts and indices come from the
/// host app's scroll view and are never rejected: each query sanitises
/// them by the rules its documentation gives (the scroll API's, shared
/// with the carousel, are on ``ScrollingLayout``), so nothing traps and no
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
  // Set only by the checked paths (the initializers, `setConfiguration`,
  // and the package setters in Wheel+Settings.swift of options whose every
  // value is valid); `_checkInvariants()` verifies it.

  /// The wheel's settings, always valid.
  ///
  /// Change them with ``update(_:)`` or ``setConfiguration(_:)``, which
  /// check them; the properties that read one setting (``axis``,
  /// ``wrapsAround`` and the others) are read-only.
  public internal(set) var configuration: Configuration {
    didSet { _derived = Derived(configuration) }
  }

  /// The values every query needs that follow from the configuration
  /// alone, computed when it changes rather than in every query.
  private(set) var _derived: Derived

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
    self.init(validated: configuration)
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
    _derived = Derived(configuration)
  }

  /// The largest length the wheel accepts, 2^53 points, and the magnitude
  /// it clamps coordinates to.
  ///
  /// Up to 2^53 a `Double` still resolves whole points. Configuration
  /// lengths beyond it are rejected; viewport coordinates and lengths, and
  /// content lengths, beyond it are clamped to it.
  public static let maximumLength: Double = ScrollTrack.maximumLength

  /// The largest item count the wheel lays out, 2^53 (2^29 where
  /// `Int` has 32 bits).
  ///
  /// A larger `itemCount` is read as this one, so that every index is
  /// exact as a `Double`: indices at or beyond it do not exist.
  public static let maximumItemCount = ScrollTrack.maximumItemCount

  /// How many copies of the items a wrapping wheel's content holds end to
  /// end: 1,001, so that a user starting in the middle copy can scroll
  /// 500 full cycles either way before meeting an edge.
  public static let wrappingCopyCount = ScrollTrack.wrappingCopyCount
}
