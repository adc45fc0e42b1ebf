// The carousel as a UICollectionViewLayout: every UIKit call is
// translated and forwarded to CircularLayoutHosting's host, which decides.

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
  /// What it does, each rule decided and tested in `CircularLayoutHosting`
  /// (``/CircularLayoutHosting/ScrollingLayoutHost``):
  ///
  /// - **Attributes.** Every cell gets the carousel's size, centre,
  ///   `transform3D` (perspective included, about the cell's centre),
  ///   alpha and z-index (the depth order). An item turned away while the
  ///   carousel hides back faces, transparent, or off screen is hidden.
  /// - **Snapping and paging.** A drag comes to rest by ``snapping``;
  ///   paging reads where the finger lifted, the collection view's content
  ///   offset when UIKit asks for the target. ``landingItemIndex`` and
  ///   ``landingItemHandler`` name the item it will land on.
  /// - **Wrap-around.** The circular styles wrap by default over 1,001
  ///   turns; start in the middle (``initialContentOffset(centeringItemAt:)``),
  ///   and a scroll that strays a quarter of the content from it is moved
  ///   back by whole turns through the invalidation context's
  ///   `contentOffsetAdjustment`, which no one can see.
  /// - **Taps.** ``indexPathForItem(at:)`` tests the projected outlines,
  ///   the item in front winning: call it from your tap handler.
  /// - **Accessibility.** ``stepCenteredItem(by:)`` for an adjustable
  ///   element's increment and decrement, ``centeredItemIndex`` for its
  ///   value, ``readingOrder`` for the cells' order.
  /// - **Right to left.** The carousel mirrors itself: the layout follows
  ///   the collection view's `effectiveUserInterfaceLayoutDirection` (see
  ///   ``followsCollectionViewLayoutDirection``) and
  ///   `flipsHorizontallyInOppositeLayoutDirection` is `false`.
  /// - **Cover flow 2.** Its toggle is kept while the finger is down and
  ///   follows the scroll position while the carousel moves by itself, as
  ///   iCarousel's does.
  ///
  /// Only section 0 is laid out; other sections' items get no attributes.
  open class CarouselCollectionViewLayout: UICollectionViewLayout {
    // MARK: - The engine

    /// The host that decides every answer.
    var host: ScrollingLayoutHost<Carousel>

    /// The carousel the layout draws; setting it (a carousel of another
    /// style, say) invalidates the layout.
    ///
    /// - Complexity: O(1)
    public var carousel: Carousel {
      get { host.layout }
      set {
        let old = host.layout
        host.layout = newValue
        engineChanged(from: old)
      }
    }

    /// The number of items of section 0 in the last layout pass.
    public private(set) var itemCount = 0

    /// Invalidates the layout after the carousel changed, keeping the
    /// centred item where it was: a new item size, spacing, radius or
    /// direction changes the distance per item, or the end item 0 stands
    /// at, and the same offset in points would centre another item.
    private func engineChanged(from old: Carousel) {
      _CircularBridge.invalidate(
        self,
        adjustingContentOffsetBy: host.contentOffsetAdjustment(
          keepingPositionOf: old, in: bounds, itemCount: itemCount))
    }

    /// The content offset that keeps the centred item through a batch
    /// update.
    private var pendingContentOffset: CGPoint?

    /// Cover flow 2's toggle in the last layout pass.
    public private(set) var coverFlowToggle = 0.0

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
      host = ScrollingLayoutHost(carousel)
      super.init()
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
    public convenience override init() {
      self.init(carousel: Self.defaultCarousel())
    }

    /// Creates a layout with the default carousel (linear, 200 x 200 items)
    /// when decoded from a storyboard or archive.
    ///
    /// - Parameter coder: The decoder.
    /// - Complexity: O(1)
    public required init?(coder: NSCoder) {
      host = ScrollingLayoutHost(Self.defaultCarousel())
      super.init(coder: coder)
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
    public var configuration: Carousel.Configuration { host.layout.configuration }

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
      let old = host.layout
      try host.layout.setConfiguration(configuration)
      engineChanged(from: old)
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
      let old = host.layout
      try host.layout.update(change)
      engineChanged(from: old)
    }

    /// Which item a drag comes to rest on; `.free` by default.
    ///
    /// - Complexity: O(1)
    public var snapping: ScrollSnapping {
      get { host.layout.snapping }
      set { carousel.snapping = newValue }
    }

    /// A Boolean value indicating whether the items repeat endlessly; the
    /// style's default until set.
    ///
    /// - Complexity: O(1)
    public var wrapsAround: Bool {
      get { host.layout.wrapsAround }
      set { carousel.wrapsAround = newValue }
    }

    /// A Boolean value indicating whether items turned away are shown; the
    /// style's default until set.
    ///
    /// - Complexity: O(1)
    public var showsBackfaces: Bool {
      get { host.layout.showsBackfaces }
      set { carousel.showsBackfaces = newValue }
    }

    /// The direction the carousel lays its items out in. While
    /// ``followsCollectionViewLayoutDirection`` is `true`, each layout pass
    /// sets it from the collection view.
    ///
    /// - Complexity: O(1)
    public var layoutDirection: LayoutDirection {
      get { host.layout.layoutDirection }
      set { carousel.layoutDirection = newValue }
    }

    /// The axis the carousel scrolls along; `.horizontal` by default.
    ///
    /// - Complexity: O(1)
    public var axis: Axis {
      get { host.layout.axis }
      set { carousel.axis = newValue }
    }

    /// A Boolean value indicating whether each layout pass sets
    /// ``layoutDirection`` from the collection view's
    /// `effectiveUserInterfaceLayoutDirection`; `true` by default.
    public var followsCollectionViewLayoutDirection = true {
      didSet { invalidateLayout() }
    }

    // MARK: - Landing, taps, scrolling and accessibility

    /// The item the last drag will come to rest on, as decided when UIKit
    /// asked for the target offset; `nil` before any drag or with no items.
    public private(set) var landingItemIndex: Int?

    /// Called with the item a drag will come to rest on, once per drag,
    /// as the finger lifts.
    public var landingItemHandler: ((Int) -> Void)?

    /// The collection view's bounds as the engine reads them.
    private var bounds: Rect { Rect(collectionView?.bounds ?? .zero) }

    /// The item nearest the centre: iCarousel's `currentItemIndex`.
    ///
    /// - Complexity: O(1)
    public var centeredItemIndex: Int? {
      host.centeredItemIndex(in: bounds, itemCount: itemCount)
    }

    /// The item a tap lands on: of the items shown, the one in front whose
    /// projected outline contains the point.
    ///
    /// Call it from your tap handler, with the point in the collection
    /// view's coordinates, rather than relying on UIKit's hit test of the
    /// cells' frames, which overlap:
    ///
    ///     @objc func didTap(_ recognizer: UITapGestureRecognizer) {
    ///       if let indexPath = layout.indexPathForItem(at: recognizer.location(in: collectionView)) {
    ///         select(indexPath)
    ///       }
    ///     }
    ///
    /// - Parameter point: The point in content coordinates. A NaN or
    ///   infinite coordinate hits nothing.
    /// - Returns: The item's index path, or `nil` where no item is.
    /// - Complexity: O(c) for the c candidates.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
      host.itemIndex(
        at: Point(point), in: bounds, itemCount: itemCount, coverFlowToggle: coverFlowToggle
      ).map(_CircularBridge.indexPath)
    }

    /// The content offset that brings an item to the centre the shortest
    /// way round: pass it to `setContentOffset(_:animated:)`.
    ///
    /// - Parameter index: The item.
    /// - Returns: The offset.
    /// - Complexity: O(1)
    public func contentOffset(centeringItemAt index: Int) -> CGPoint {
      CGPoint(host.contentOffset(centering: index, in: bounds, itemCount: itemCount))
    }

    /// The content offset to start at with an item at the centre: in the
    /// middle of a wrapping carousel's content, at the far end of a
    /// right-to-left one's. Set it after the first layout pass.
    ///
    /// - Parameter index: The item.
    /// - Returns: The offset.
    /// - Complexity: O(1)
    public func initialContentOffset(centeringItemAt index: Int) -> CGPoint {
      CGPoint(host.initialContentOffset(centering: index, in: bounds, itemCount: itemCount))
    }

    /// Moves the centred item by `steps` items at once, without
    /// animation: an adjustable accessibility element's
    /// `accessibilityIncrement()` (1) and `accessibilityDecrement()` (-1).
    ///
    /// - Parameter steps: The items to move by.
    /// - Returns: `true` when there was an item to move to.
    /// - Complexity: O(1)
    @discardableResult
    public func stepCenteredItem(by steps: Int) -> Bool {
      guard let collectionView,
        let offset = host.contentOffset(steppingBy: steps, in: bounds, itemCount: itemCount)
      else { return false }
      collectionView.contentOffset = CGPoint(offset)
      return true
    }

    /// The items shown, in the order VoiceOver should read them: from the
    /// leading side to the trailing one.
    ///
    /// - Complexity: O(c log c) for the c candidates.
    public var readingOrder: [IndexPath] {
      host.readingOrder(in: bounds, itemCount: itemCount, coverFlowToggle: coverFlowToggle)
        .map(_CircularBridge.indexPath)
    }

    // MARK: - UICollectionViewLayout

    /// `false`: the carousel mirrors itself right to left.
    ///
    /// - Complexity: O(1)
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Reads the item count of section 0, the collection view's layout
    /// direction when following it, and cover flow 2's toggle.
    ///
    /// - Complexity: O(1)
    open override func prepare() {
      super.prepare()
      itemCount = _CircularBridge.itemCount(of: collectionView)
      guard let collectionView else { return }
      if followsCollectionViewLayoutDirection {
        let direction = _CircularBridge.layoutDirection(of: collectionView)
        if host.layout.layoutDirection != direction { host.layout.layoutDirection = direction }
      }
      coverFlowToggle = host.coverFlowToggle(
        after: coverFlowToggle, isTracking: collectionView.isTracking, in: bounds,
        itemCount: itemCount)
    }

    /// The carousel's content size for the bounds and the count.
    ///
    /// - Complexity: O(1)
    open override var collectionViewContentSize: CGSize {
      CGSize(host.contentSize(in: bounds, itemCount: itemCount))
    }

    /// The attributes of the items shown whose outline meets the rect.
    ///
    /// - Complexity: O(c) for the carousel's candidates, whatever the
    ///   count.
    open override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      host.attributes(
        forElementsIn: Rect(rect), bounds: bounds, itemCount: itemCount,
        coverFlowToggle: coverFlowToggle
      ).map(Self.attributes)
    }

    /// Any item's attributes, shown or hidden; `nil` outside section 0's
    /// items.
    ///
    /// - Complexity: O(c) for the c candidates, without allocating beyond the attributes.
    open override func layoutAttributesForItem(at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      guard let index = _CircularBridge.item(indexPath) else { return nil }
      return host.attributes(
        forItemAt: index, in: bounds, itemCount: itemCount, coverFlowToggle: coverFlowToggle
      ).map(Self.attributes)
    }

    /// UIKit attributes for the host's.
    private static func attributes(_ cell: CarouselCellAttributes)
      -> UICollectionViewLayoutAttributes
    {
      let attributes = UICollectionViewLayoutAttributes(
        forCellWith: _CircularBridge.indexPath(cell.index))
      attributes.size = CGSize(cell.size)
      attributes.center = CGPoint(cell.center)
      let t = cell.transform
      attributes.transform3D = CATransform3D(
        m11: CGFloat(t.m11), m12: CGFloat(t.m12), m13: CGFloat(t.m13), m14: CGFloat(t.m14),
        m21: CGFloat(t.m21), m22: CGFloat(t.m22), m23: CGFloat(t.m23), m24: CGFloat(t.m24),
        m31: CGFloat(t.m31), m32: CGFloat(t.m32), m33: CGFloat(t.m33), m34: CGFloat(t.m34),
        m41: CGFloat(t.m41), m42: CGFloat(t.m42), m43: CGFloat(t.m43), m44: CGFloat(t.m44))
      attributes.alpha = CGFloat(cell.alpha)
      attributes.zIndex = cell.zIndex
      attributes.isHidden = cell.isHidden
      return attributes
    }

    /// `true` for every change of the bounds: each moves every item.
    ///
    /// - Complexity: O(1)
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      host.shouldInvalidateLayout(forBoundsChange: Rect(newBounds), from: bounds)
    }

    /// The bounds-change context, with the offset adjustment that keeps
    /// the centred item through a size change, or re-centres a wrapping
    /// carousel by whole turns.
    ///
    /// - Complexity: O(1)
    open override func invalidationContext(forBoundsChange newBounds: CGRect)
      -> UICollectionViewLayoutInvalidationContext
    {
      let context = super.invalidationContext(forBoundsChange: newBounds)
      let adjustment = host.contentOffsetAdjustment(
        forBoundsChange: Rect(newBounds), from: bounds, itemCount: itemCount)
      if adjustment != .zero { context.contentOffsetAdjustment = CGPoint(adjustment) }
      return context
    }

    /// Where a drag comes to rest, by ``snapping``, from the proposed
    /// offset, the velocity and where the finger lifted (the collection
    /// view's current bounds); records ``landingItemIndex`` and calls
    /// ``landingItemHandler``.
    ///
    /// - Complexity: O(1)
    open override func targetContentOffset(
      forProposedContentOffset proposedContentOffset: CGPoint,
      withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
      let proposed = Point(proposedContentOffset)
      let speed = Point(velocity)
      let lift = bounds
      landingItemIndex = host.landingItemIndex(
        forProposed: proposed, velocity: speed, in: lift, itemCount: itemCount)
      if let landing = landingItemIndex { landingItemHandler?(landing) }
      return CGPoint(
        host.targetContentOffset(
          forProposed: proposed, velocity: speed, in: lift, itemCount: itemCount))
    }

    /// The offset that keeps the centred item through a batch update,
    /// or the proposed one.
    ///
    /// - Complexity: O(1)
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
      -> CGPoint
    {
      pendingContentOffset
        ?? super.targetContentOffset(
          forProposedContentOffset: proposedContentOffset)
    }

    /// Follows the centred item through the update.
    ///
    /// - Complexity: O(u log u) for u update items.
    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
      super.prepare(forCollectionViewUpdates: updateItems)
      guard let updates = _CircularBridge.updates(updateItems) else {
        pendingContentOffset = nil
        return
      }
      // The count before the update, from the update itself: a layout pass
      // between the data source's change and the update has already read
      // the new count.
      let before = ItemUpdate.itemCount(before: updates, newItemCount: itemCount)
      pendingContentOffset = CGPoint(
        host.contentOffset(
          keepingCenteredThrough: updates, in: bounds, itemCount: before, newItemCount: itemCount))
    }

    /// Ends the update.
    ///
    /// - Complexity: O(1)
    open override func finalizeCollectionViewUpdates() {
      super.finalizeCollectionViewUpdates()
      pendingContentOffset = nil
    }
  }
#endif
