// iCarousel's eleven carousel types as a value: exact 3D transforms from
// iCarousel's formulas, outlines projected and cut at the eye plane, and
// visibility, depth order and hit testing answered from those outlines.

import LayoutGeometry

/// A 3D carousel: iCarousel's eleven styles and a custom one, each item
/// placed by an exact Core Animation transform and answered from its
/// projected outline.
///
/// From the scroll view's bounds and the item count, a carousel computes,
/// for the items that can be seen, each item's ``Item/transform`` (to set as
/// the cell's `layer.transform`), its exact outline on screen, its alpha
/// and its place in the depth order, and it hit-tests taps against those
/// outlines:
///
///     var carousel = try Carousel(itemSize: Size(width: 200, height: 200), style: .cylinder)
///     try carousel.update {
///       $0.perspective = -1.0 / 800   // iCarousel's is -1/500
///       $0.showsBackfaces = false
///     }
///     let viewport = Rect(x: 0, y: 0, width: 375, height: 667)
///     for item in carousel.items(in: viewport, itemCount: 40) {
///       // item.transform, item.center, item.alpha, item.zIndex
///     }
///     let tapped = carousel.itemIndex(at: Point(x: 190, y: 330), in: viewport, itemCount: 40)
///
/// ## The model
///
/// - The content offset gives the *scroll position* `p` in items through
///   the scroll model the ``Wheel`` uses (``ScrollingLayout``): one item
///   per ``ScrollingLayout/scrollDistancePerItem(in:itemCount:)`` (by
///   default the item's length along the scroll axis divided by
///   iCarousel's offset multiplier, 2 for the cover flows and 1
///   otherwise), `p = offset / d`; reduced into `0 ..< n` when the
///   carousel ``wrapsAround``.
/// - Item `i`'s ``Item/offset`` is `i - p`, and wrapping around it is
///   brought into `-n/2 ... n/2` as iCarousel does (above `n/2` it loses
///   `n`, below `-n/2` it gains `n`; exactly `±n/2` stays).
/// - The ``style`` turns the offset into a transform about the item's
///   centre, which stands at the viewport's centre plus ``centerOffset``
///   (see ``Style`` for each formula). The item's rect, through that
///   transform, is its outline on screen, cut at the eye plane.
/// - The *candidates* are the ``visibleItemLimit`` items nearest the
///   centre by `|offset|` (a tie for the last place goes to the higher
///   index), iCarousel's items to load: a query computes only those,
///   whatever the item count. On the six circular styles they are at most
///   the consecutive items whose angles span less than a full turn
///   (`2π / anglePerItem` items where that is a whole number, the
///   circular count by default, and that rounded up otherwise): an item a
///   turn further round would stand exactly where a nearer one stands.
/// - The ``fade`` gives each item's alpha and scale from its offset; the
///   scale shrinks the item about its centre before the style's transform.
/// - A query returns the candidates whose outline intersects the viewport,
///   whose alpha is above 0, and that face the viewer unless
///   ``showsBackfaces``.
/// - ``Item/zIndex`` orders the candidates by the depth of their centres,
///   nearer on top, then by `|offset|` (nearer the centre on top), then by
///   index (lower on top), so items at equal depth never swap from frame to
///   frame.
///
/// ## Validation
///
/// A carousel is made from a ``Configuration`` (plain data whose fields all
/// have defaults) and keeps it as ``configuration``, read-only; its rules
/// are listed on ``Configuration/validate()``, and a ``Carousel`` value is
/// always valid:
///
/// - The initializers throw ``ConfigurationError`` naming the first
///   invalid field.
/// - ``setConfiguration(_:)`` and ``update(_:)`` (`try carousel.update {
///   $0.perspective = -1.0 / 800 }`) throw the same error and leave the
///   carousel unchanged. The ``style`` is fixed when the carousel is made.
/// - The read-only properties report the values in effect, with the
///   style's defaults resolved (``spacing`` is 0.25 for a cover flow whose
///   configuration says `nil`; ``tilt``, ``fade``); a configured value that
///   may be `nil`, meaning the default, is read from ``configuration``.
/// - ``update(_:)`` is the one way to change a setting: the properties
///   that read one (``axis``, ``wrapsAround``, ``snapping``, ...) are
///   read-only.
/// - Decoding reads a carousel as its configuration: a missing key or
///   `null` takes the default, unknown keys are ignored, and a broken rule
///   is `DecodingError.dataCorrupted` whose coding path ends at the field.
///
/// ## Data values
///
/// Viewports, offsets, velocities, item counts, points and indices are the
/// host's data and are never rejected: every query sanitises them as the
/// wheel does (``ScrollingLayout`` gives the rules: a NaN origin reads as
/// 0, a viewport with no area shows nothing, counts are clamped to
/// `0 ... maximumItemCount`), and nothing traps. Every outline vertex is
/// finite; an item wholly behind the eye, or whose outline spans more than
/// the largest `Double`, has an outline with no vertices, and is never
/// returned or hit.
///
/// ## Scale
///
/// A query computes at most ``visibleItemLimit`` items (30 by default), so
/// it costs the same at ten million items as at a hundred.
public struct Carousel: Hashable, Sendable {
  /// The carousel's settings, always valid.
  ///
  /// Change them with ``update(_:)`` or ``setConfiguration(_:)``, which
  /// check them; the properties that read one setting (``axis``,
  /// ``wrapsAround`` and the others) are read-only.
  public internal(set) var configuration: Configuration

  /// The custom style's transform; `nil` for every other style.
  let _custom: _CustomTransform?

  /// Creates a carousel from a configuration, after checking it.
  ///
  ///     let carousel = try Carousel(configuration: Carousel.Configuration(style: .coverFlow))
  ///
  /// - Parameter configuration: The settings; see
  ///   ``Configuration/validate()`` for the rules they must follow. Its
  ///   style must not be ``Style/custom``, which needs a transform: use
  ///   ``init(configuration:custom:)``.
  /// - Throws: ``ConfigurationError`` naming the first invalid field, or
  ///   ``ConfigurationError/style(_:)`` for a custom style.
  public init(configuration: Configuration) throws(ConfigurationError) {
    try configuration.validate()
    guard configuration.style != .custom else { throw .style(.custom) }
    self.init(validated: configuration, custom: nil)
  }

  /// Creates a carousel of the custom style from a configuration and the
  /// transform that places its items.
  ///
  /// The configuration's style is replaced by ``Style/custom``, so a
  /// decoded configuration (whose style reads `"custom"`) and a new one
  /// serve alike:
  ///
  ///     let configuration = try JSONDecoder().decode(Carousel.Configuration.self, from: json)
  ///     let carousel = try Carousel(configuration: configuration, custom: Staircase())
  ///
  /// - Parameters:
  ///   - configuration: The settings; see ``Configuration/validate()``.
  ///   - custom: The transform and alpha of each offset.
  /// - Throws: ``ConfigurationError`` naming the first invalid field.
  public init(
    configuration: Configuration, custom: some CarouselTransform
  ) throws(ConfigurationError) {
    var configuration = configuration
    configuration.style = .custom
    try configuration.validate()
    self.init(validated: configuration, custom: _CustomTransform(value: custom))
  }

  /// Creates a carousel of items of one size in one of iCarousel's styles,
  /// with every option at its default.
  ///
  ///     var carousel = try Carousel(itemSize: Size(width: 200, height: 200), style: .cylinder)
  ///
  /// - Parameters:
  ///   - itemSize: The size of every item: both components finite,
  ///     positive and at most ``maximumLength``.
  ///   - style: The style; ``Style/linear`` by default. Not
  ///     ``Style/custom``, which needs a transform
  ///     (``init(itemSize:custom:)``).
  /// - Throws: ``ConfigurationError/itemSize(_:)``, or
  ///   ``ConfigurationError/style(_:)`` for ``Style/custom``.
  public init(itemSize: Size, style: Style = .linear) throws(ConfigurationError) {
    try self.init(configuration: Configuration(style: style, itemSize: itemSize))
  }

  /// Creates a carousel of items of one size placed by a transform of your
  /// own: the ``Style/custom`` style, iCarousel's
  /// `carousel:itemTransformForOffset:baseTransform:`.
  ///
  ///     let mine = try Carousel(itemSize: Size(width: 120, height: 160), custom: Staircase())
  ///
  /// - Parameters:
  ///   - itemSize: The size of every item: both components finite,
  ///     positive and at most ``maximumLength``.
  ///   - custom: The transform and alpha of each offset.
  /// - Throws: ``ConfigurationError/itemSize(_:)``.
  public init(itemSize: Size, custom: some CarouselTransform) throws(ConfigurationError) {
    try self.init(configuration: Configuration(itemSize: itemSize), custom: custom)
  }

  /// Creates a carousel from a configuration known to be valid, with the
  /// custom transform when its style is custom.
  init(validated configuration: Configuration, custom: _CustomTransform?) {
    self.configuration = configuration
    _custom = custom
  }

  /// The largest length the carousel accepts, 2^53 points, and the
  /// magnitude it clamps coordinates to: the wheel's limit.
  public static let maximumLength: Double = ScrollTrack.maximumLength

  /// The largest item count the carousel lays out, 2^53 (2^29 where
  /// `Int` has 32 bits); a larger `itemCount` is read as this one.
  public static let maximumItemCount = ScrollTrack.maximumItemCount

  /// The largest ``visibleItemLimit``, 10,000: a query computes at most
  /// that many items, so its time and memory stay bounded whatever the
  /// item count.
  public static let maximumVisibleItemLimit = 10_000

  /// How many copies of the items a wrapping carousel's content holds end
  /// to end: 1,001, as the wheel's, so a user starting in the middle copy
  /// can scroll 500 full cycles either way.
  public static let wrappingCopyCount = ScrollTrack.wrappingCopyCount

  /// The custom transform of a ``Style/custom`` carousel, or `nil` for
  /// every other style.
  public var customTransform: (any CarouselTransform)? { _custom?.value }
}
