// The carousel as a UICollectionViewLayout: its engine, initializers and
// settings; every UIKit call is CircularCollectionViewLayout's.

#if canImport(UIKit) && !os(watchOS)
  import CircularLayout
  import CircularLayoutHosting
  import LayoutGeometry
  import UIKit

  /// A collection view layout that places the items of section 0 on a
  /// carousel in one of iCarousel's styles: set it in one line.
  ///
  ///     let layout = CarouselCollectionViewLayout(
  ///       itemSize: CGSize(width: 200, height: 200), style: .coverFlow)
  ///     collectionView.collectionViewLayout = layout
  ///     collectionView.contentInsetAdjustmentBehavior = .never   // offsets are the carousel's
  ///
  /// The initializers that take plain values (an item size, a style, a
  /// transform) cannot throw, as `WheelCollectionViewLayout()` and
  /// `MasonryCollectionViewLayout()` cannot: a value the carousel rejects
  /// is replaced and reported in ``configurationError``. Those that take a
  /// `Carousel.Configuration` check it and throw, as the engine does.
  ///
  /// Everything but the engine is ``CircularCollectionViewLayout``'s:
  /// snapping and paging, wrap-around (the circular styles wrap by
  /// default), taps, accessibility, right to left, updates and size
  /// changes. The carousel adds its attributes and cover flow 2:
  ///
  /// - **Attributes.** Every cell gets the carousel's size, centre,
  ///   `transform3D` (perspective included, about the cell's centre),
  ///   alpha and z-index (the depth order). An item turned away while the
  ///   carousel hides back faces, transparent, or off screen is hidden.
  /// - **Cover flow 2.** Its toggle is kept while the finger is down and
  ///   follows the scroll position while the carousel moves by itself, as
  ///   iCarousel's does.
  ///
  /// Only section 0 is laid out; other sections' items get no attributes.
  open class CarouselCollectionViewLayout: CircularCollectionViewLayout {
    // MARK: - The engine

    /// The carousel the layout draws; setting it (a carousel of another
    /// style, say) invalidates the layout and keeps the centred item where
    /// it was.
    ///
    /// - Complexity: O(1)
    public var carousel: Carousel {
      get { engine() }
      set { replaceEngine(newValue) }
    }

    /// Cover flow 2's toggle in the last layout pass.
    public var coverFlowToggle: Double { lastCoverFlowToggle }

    /// Why the carousel rejected what ``init(itemSize:style:)`` or
    /// ``init(itemSize:custom:)`` was given, when it did; `nil` otherwise.
    ///
    /// The layout then draws what it put in its place: items of
    /// ``defaultItemSize`` for a rejected size (`.itemSize`), and the
    /// `.linear` style for `.custom`, which needs a transform (`.style`).
    /// It describes the initializer's arguments only: later changes go
    /// through ``update(_:)`` and ``setConfiguration(_:)``, which throw.
    ///
    /// - Complexity: O(1)
    public private(set) var configurationError: Carousel.ConfigurationError?

    /// The item size a carousel gets when the one given is rejected, and
    /// the default carousel's: 200 x 200 points.
    public static var defaultItemSize: CGSize { CGSize(width: 200, height: 200) }

    // MARK: - Creating a layout

    /// Creates a layout drawing a carousel.
    ///
    /// - Parameter carousel: The carousel.
    /// - Complexity: O(1)
    public init(carousel: Carousel) {
      super.init(host: ScrollingLayoutHost(carousel))
    }

    /// Creates a layout of items of one size in one of iCarousel's styles,
    /// as `Carousel(itemSize:style:)` does, without throwing.
    ///
    ///     let layout = CarouselCollectionViewLayout(
    ///       itemSize: CGSize(width: 200, height: 200), style: .coverFlow)
    ///
    /// An item size the carousel rejects (a component that is not finite
    /// and positive, or above `Carousel.maximumLength`) reads as
    /// ``defaultItemSize``, and `.custom`, which needs a transform, as
    /// `.linear`; ``configurationError`` names the first of the two that
    /// was replaced.
    ///
    /// Through 1.3.0 this initializer threw `Carousel.ConfigurationError`
    /// for those arguments. A `try` before it still compiles, with the
    /// warning "no calls to throwing functions occur within 'try'
    /// expression".
    ///
    /// - Parameters:
    ///   - itemSize: The size of every item.
    ///   - style: The style; `.linear` by default. For a transform of your
    ///     own, use ``init(itemSize:custom:)``.
    /// - Complexity: O(1)
    public convenience init(itemSize: CGSize, style: Carousel.Style = .linear) {
      var configuration = Carousel.Configuration(style: style, itemSize: Size(itemSize))
      let rejection = Self.rejection(of: configuration)
      if case .itemSize = rejection { configuration.itemSize = Size(Self.defaultItemSize) }
      if configuration.style == .custom { configuration.style = .linear }
      self.init(carousel: Self.carousel(configuration, custom: nil))
      configurationError = rejection
    }

    /// Creates a layout of items of one size placed by your own transform,
    /// as `Carousel(itemSize:custom:)` does, without throwing.
    ///
    /// An item size the carousel rejects reads as ``defaultItemSize``;
    /// ``configurationError`` says so.
    ///
    /// Through 1.3.0 this initializer threw `Carousel.ConfigurationError`
    /// for such a size. A `try` before it still compiles, with a warning.
    ///
    /// - Parameters:
    ///   - itemSize: The size of every item.
    ///   - custom: The transform of each item's offset.
    /// - Complexity: O(1)
    public convenience init(itemSize: CGSize, custom: some CarouselTransform) {
      var configuration = Carousel.Configuration(style: .custom, itemSize: Size(itemSize))
      let rejection = Self.rejection(of: configuration, custom: custom)
      if rejection != nil { configuration.itemSize = Size(Self.defaultItemSize) }
      self.init(carousel: Self.carousel(configuration, custom: custom))
      configurationError = rejection
    }

    /// Creates a layout from a carousel configuration, after checking it.
    ///
    /// - Parameter configuration: The carousel's settings; its style must
    ///   not be `.custom`.
    /// - Throws: `Carousel.ConfigurationError` naming the first invalid
    ///   field.
    /// - Complexity: O(1)
    public convenience init(configuration: Carousel.Configuration)
      throws(Carousel.ConfigurationError)
    {
      self.init(carousel: try Carousel(configuration: configuration))
    }

    /// Creates a layout from a configuration and a custom transform.
    ///
    /// - Parameters:
    ///   - configuration: The settings; the style is set to `.custom`.
    ///   - custom: The transform of each item's offset.
    /// - Throws: `Carousel.ConfigurationError` naming the first invalid
    ///   field.
    /// - Complexity: O(1)
    public convenience init(configuration: Carousel.Configuration, custom: some CarouselTransform)
      throws(Carousel.ConfigurationError)
    {
      self.init(carousel: try Carousel(configuration: configuration, custom: custom))
    }

    /// Creates a layout with the default carousel: linear, items 200 x 200.
    ///
    /// - Complexity: O(1)
    public override init() {
      super.init()
    }

    /// The default carousel's host.
    package override class func defaultHost() -> any CircularLayoutDriver {
      ScrollingLayoutHost(defaultCarousel())
    }

    /// Creates a layout with the default carousel (linear, 200 x 200 items)
    /// when decoded from a storyboard or archive.
    ///
    /// - Parameter coder: The decoder.
    /// - Complexity: O(1)
    public required init?(coder: NSCoder) {
      super.init(host: ScrollingLayoutHost(Self.defaultCarousel()), coder: coder)
    }

    /// The carousel of the default configuration: linear, 200 x 200 items.
    private static func defaultCarousel() -> Carousel {
      carousel(Carousel.Configuration(), custom: nil)
    }

    /// Why the carousel rejects a configuration (with `custom` for the
    /// custom style), or `nil`.
    private static func rejection(
      of configuration: Carousel.Configuration, custom: (any CarouselTransform)? = nil
    ) -> Carousel.ConfigurationError? {
      do throws(Carousel.ConfigurationError) {
        if let custom {
          _ = try Carousel(configuration: configuration, custom: custom)
        } else {
          _ = try Carousel(configuration: configuration)
        }
        return nil
      } catch {
        return error
      }
    }

    /// The carousel of a configuration already made valid.
    private static func carousel(
      _ configuration: Carousel.Configuration, custom: (any CarouselTransform)?
    ) -> Carousel {
      do throws(Carousel.ConfigurationError) {
        if let custom { return try Carousel(configuration: configuration, custom: custom) }
        return try Carousel(configuration: configuration)
      } catch {
        preconditionFailure("The replaced carousel configuration is valid: \(error)")
      }
    }

    // MARK: - Settings (the 1.0 convention)

    /// The carousel's settings, always valid.
    public var configuration: Carousel.Configuration { carousel.configuration }

    /// Replaces the carousel's configuration, after checking it, and
    /// invalidates the layout; an invalid one (or another style) leaves
    /// everything unchanged.
    ///
    /// - Parameter configuration: The new settings; same style.
    /// - Throws: `Carousel.ConfigurationError` naming the first invalid
    ///   field.
    /// - Complexity: O(1)
    public func setConfiguration(_ configuration: Carousel.Configuration)
      throws(Carousel.ConfigurationError)
    {
      var carousel = self.carousel
      try carousel.setConfiguration(configuration)
      self.carousel = carousel
    }

    /// Edits the carousel's configuration in place, after checking the
    /// result, and invalidates the layout.
    ///
    ///     try layout.update { $0.visibleItemLimit = 12 }
    ///
    /// - Parameter change: Edits a copy of the configuration.
    /// - Throws: `Carousel.ConfigurationError` naming the first invalid
    ///   field.
    /// - Complexity: O(1)
    public func update(_ change: (inout Carousel.Configuration) -> Void)
      throws(Carousel.ConfigurationError)
    {
      var carousel = self.carousel
      try carousel.update(change)
      self.carousel = carousel
    }

    /// Which item a drag comes to rest on; `.free` by default.
    ///
    /// - Complexity: O(1)
    public var snapping: ScrollSnapping {
      get { carousel.snapping }
      set { carousel.snapping = newValue }
    }

    /// A Boolean value indicating whether the items repeat endlessly; the
    /// style's default until set.
    ///
    /// - Complexity: O(1)
    public var wrapsAround: Bool {
      get { carousel.wrapsAround }
      set { carousel.wrapsAround = newValue }
    }

    /// A Boolean value indicating whether items turned away are shown; the
    /// style's default until set.
    ///
    /// - Complexity: O(1)
    public var showsBackfaces: Bool {
      get { carousel.showsBackfaces }
      set { carousel.showsBackfaces = newValue }
    }

    /// The direction the carousel lays its items out in. While
    /// ``followsCollectionViewLayoutDirection`` is `true`, each layout pass
    /// sets it from the collection view.
    ///
    /// - Complexity: O(1)
    public var layoutDirection: LayoutDirection {
      get { carousel.layoutDirection }
      set { carousel.layoutDirection = newValue }
    }

    /// The axis the carousel scrolls along; `.horizontal` by default.
    ///
    /// - Complexity: O(1)
    public var axis: Axis {
      get { carousel.axis }
      set { carousel.axis = newValue }
    }
  }
#endif
