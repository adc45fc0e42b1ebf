// The wheel as a UICollectionViewLayout: every UIKit call is translated
// and forwarded to CircularLayoutHosting's host, which decides.

#if canImport(UIKit) && !os(watchOS)
  import CircularLayout
  import CircularLayoutHosting
  import LayoutGeometry
  import UIKit

  /// A collection view layout that places the items of section 0 on a
  /// spinning wheel: set it in one line.
  ///
  ///     var configuration = Wheel.Configuration()
  ///     configuration.snapping = .paging
  ///     let layout = try WheelCollectionViewLayout(configuration: configuration)
  ///     collectionView.collectionViewLayout = layout
  ///     collectionView.contentInsetAdjustmentBehavior = .never   // offsets are the wheel's
  ///
  /// What it does, each rule decided and tested in `CircularLayoutHosting`
  /// (``/CircularLayoutHosting/ScrollingLayoutHost``):
  ///
  /// - **Attributes.** Every cell gets the wheel's size, centre, rotation
  ///   and scale (`transform`), alpha, z-index and hidden state, and
  ///   ``WheelCollectionViewLayoutAttributes`` carry the anchor point at
  ///   the wheel's centre.
  /// - **Snapping and paging.** A drag comes to rest by ``snapping``;
  ///   paging reads where the finger lifted, the collection view's content
  ///   offset when UIKit asks for the target. ``landingItemIndex`` and
  ///   ``landingItemHandler`` name the item it will land on.
  /// - **Wrap-around.** With ``wrapsAround`` the content holds 1,001
  ///   turns; start in the middle (``initialContentOffset(centeringItemAt:)``),
  ///   and a scroll that strays a quarter of the content from it is moved
  ///   back by whole turns through the invalidation context's
  ///   `contentOffsetAdjustment`, which no one can see.
  /// - **Taps.** ``indexPathForItem(at:)`` tests the rotated shapes, the
  ///   item in front winning: call it from your tap handler.
  /// - **Accessibility.** ``stepCenteredItem(by:)`` for an adjustable
  ///   element's increment and decrement, ``centeredItemIndex`` for its
  ///   value, ``readingOrder`` for the cells' order.
  /// - **Right to left.** The wheel mirrors itself: the layout follows the
  ///   collection view's `effectiveUserInterfaceLayoutDirection` (see
  ///   ``followsCollectionViewLayoutDirection``) and
  ///   `flipsHorizontallyInOppositeLayoutDirection` is `false`, so UIKit
  ///   does not flip it a second time.
  /// - **Updates and size changes.** A batch update keeps the centred item
  ///   where it stood (`targetContentOffset(forProposedContentOffset:)`),
  ///   and a size change keeps the scroll position.
  ///
  /// Only section 0 is laid out; other sections' items get no attributes.
  open class WheelCollectionViewLayout: UICollectionViewLayout {
    // MARK: - The engine

    /// The host that decides every answer.
    var host: ScrollingLayoutHost<Wheel>

    /// The wheel the layout draws; setting it invalidates the layout.
    ///
    /// A `Wheel` value is always valid, so this never fails; to change
    /// settings that need a check, use ``setConfiguration(_:)`` or
    /// ``update(_:)``.
    ///
    /// - Complexity: O(1)
    public var wheel: Wheel {
      get { host.layout }
      set {
        let old = host.layout
        host.layout = newValue
        engineChanged(from: old)
      }
    }

    /// The number of items of section 0 in the last layout pass.
    public private(set) var itemCount = 0

    /// Invalidates the layout after the wheel changed, keeping the
    /// centred item where it was: a new item size, spacing, radius or
    /// direction changes the distance per item, or the end item 0 stands
    /// at, and the same offset in points would centre another item.
    private func engineChanged(from old: Wheel) {
      _CircularBridge.invalidate(
        self,
        adjustingContentOffsetBy: host.contentOffsetAdjustment(
          keepingPositionOf: old, in: bounds, itemCount: itemCount))
    }

    /// The content offset that keeps the centred item through a batch
    /// update, returned from `targetContentOffset(forProposedContentOffset:)`
    /// until the update is finalised.
    private var pendingContentOffset: CGPoint?

    // MARK: - Creating a layout

    /// Creates a layout drawing a wheel.
    ///
    /// - Parameter wheel: The wheel.
    /// - Complexity: O(1)
    public init(wheel: Wheel) {
      host = ScrollingLayoutHost(wheel)
      super.init()
    }

    /// Creates a layout from a wheel configuration, after checking it.
    ///
    /// - Parameter configuration: The wheel's settings.
    /// - Throws: `Wheel.ConfigurationError` naming the first invalid
    ///   field.
    /// - Complexity: O(1)
    public convenience init(configuration: Wheel.Configuration) throws(Wheel.ConfigurationError) {
      self.init(wheel: try Wheel(configuration: configuration))
    }

    /// Creates a layout with the default wheel: the tutorial's, items
    /// 133 x 173 on a radius of 500.
    ///
    /// - Complexity: O(1)
    public convenience override init() {
      self.init(wheel: Self.defaultWheel)
    }

    /// Creates a layout with the default wheel when decoded from a
    /// storyboard or archive.
    ///
    /// - Parameter coder: The decoder.
    /// - Complexity: O(1)
    public required init?(coder: NSCoder) {
      host = ScrollingLayoutHost(Self.defaultWheel)
      super.init(coder: coder)
    }

    /// The wheel of the default configuration.
    private static var defaultWheel: Wheel {
      do {
        return try Wheel(configuration: Wheel.Configuration())
      } catch {
        preconditionFailure("The default wheel configuration is valid: \(error)")
      }
    }

    // MARK: - Settings (the 1.0 convention)

    /// The wheel's settings, always valid.
    public var configuration: Wheel.Configuration { host.layout.configuration }

    /// Replaces the wheel's configuration, after checking it, and
    /// invalidates the layout; an invalid one leaves everything unchanged.
    ///
    /// - Parameter configuration: The new settings.
    /// - Throws: `Wheel.ConfigurationError` naming the first invalid field.
    /// - Complexity: O(1)
    public func setConfiguration(_ configuration: Wheel.Configuration)
      throws(Wheel.ConfigurationError)
    {
      let old = host.layout
      try host.layout.setConfiguration(configuration)
      engineChanged(from: old)
    }

    /// Edits the wheel's configuration in place, after checking the
    /// result, and invalidates the layout; an invalid result leaves
    /// everything unchanged.
    ///
    ///     try layout.update { $0.radius = 400 }
    ///
    /// - Parameter change: Edits a copy of the configuration.
    /// - Throws: `Wheel.ConfigurationError` naming the first invalid field.
    /// - Complexity: O(1)
    public func update(_ change: (inout Wheel.Configuration) -> Void)
      throws(Wheel.ConfigurationError)
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
      set { wheel.snapping = newValue }
    }

    /// A Boolean value indicating whether the items repeat endlessly.
    ///
    /// - Complexity: O(1)
    public var wrapsAround: Bool {
      get { host.layout.wrapsAround }
      set { wheel.wrapsAround = newValue }
    }

    /// The direction the wheel lays its items out in. While
    /// ``followsCollectionViewLayoutDirection`` is `true`, each layout pass
    /// sets it from the collection view.
    ///
    /// - Complexity: O(1)
    public var layoutDirection: LayoutDirection {
      get { host.layout.layoutDirection }
      set { wheel.layoutDirection = newValue }
    }

    /// The axis the content scrolls along; `.horizontal` by default.
    ///
    /// - Complexity: O(1)
    public var axis: Axis {
      get { host.layout.axis }
      set { wheel.axis = newValue }
    }

    /// A Boolean value indicating whether the wheel's centre lies on the
    /// other side (above a horizontal wheel, right of a vertical one).
    ///
    /// - Complexity: O(1)
    public var isInverted: Bool {
      get { host.layout.isInverted }
      set { wheel.isInverted = newValue }
    }

    /// Which of two overlapping items lies in front.
    ///
    /// - Complexity: O(1)
    public var zOrder: Wheel.ZOrder {
      get { host.layout.zOrder }
      set { wheel.zOrder = newValue }
    }

    /// How the content offset maps to the wheel's turn.
    ///
    /// - Complexity: O(1)
    public var scrollModel: Wheel.ScrollModel {
      get { host.layout.scrollModel }
      set { wheel.scrollModel = newValue }
    }

    /// A Boolean value indicating whether each layout pass sets
    /// ``layoutDirection`` from the collection view's
    /// `effectiveUserInterfaceLayoutDirection`; `true` by default.
    ///
    /// Set it to `false` to choose the direction yourself. Either way the
    /// wheel mirrors itself, and UIKit does not flip it.
    public var followsCollectionViewLayoutDirection = true {
      didSet { invalidateLayout() }
    }

    // MARK: - Landing, taps, scrolling and accessibility

    /// The item the last drag will come to rest on, as decided when UIKit
    /// asked for the target offset; `nil` before any drag or with no items.
    public private(set) var landingItemIndex: Int?

    /// Called with the item a drag will come to rest on, once per drag,
    /// as the finger lifts: prefetch it, or report the selection once.
    public var landingItemHandler: ((Int) -> Void)?

    /// The collection view's bounds as the engine reads them.
    private var bounds: Rect { Rect(collectionView?.bounds ?? .zero) }

    /// The item nearest the top of the wheel: the selection, and the value
    /// of an adjustable accessibility element.
    ///
    /// - Complexity: O(1)
    public var centeredItemIndex: Int? {
      host.centeredItemIndex(in: bounds, itemCount: itemCount)
    }

    /// The item a tap lands on: of the visible items whose rotated shape
    /// contains the point, the one in front.
    ///
    /// UIKit hit-tests cells by their frames, which for turned cells are
    /// their bounding boxes and overlap; call this from your tap handler
    /// instead (and turn off the cells' own selection):
    ///
    ///     @objc func didTap(_ recognizer: UITapGestureRecognizer) {
    ///       if let indexPath = layout.indexPathForItem(at: recognizer.location(in: collectionView)) {
    ///         select(indexPath)
    ///       }
    ///     }
    ///
    /// - Parameter point: The point in the collection view's coordinates
    ///   (content coordinates). A NaN or infinite coordinate hits nothing.
    /// - Returns: The item's index path, or `nil` where no item is.
    /// - Complexity: O(m) for the m items near the point's direction.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
      host.itemIndex(at: Point(point), in: bounds, itemCount: itemCount)
        .map(_CircularBridge.indexPath)
    }

    /// The content offset that brings an item to the top the shortest way
    /// round: pass it to `setContentOffset(_:animated:)`.
    ///
    /// - Parameter index: The item.
    /// - Returns: The offset.
    /// - Complexity: O(1)
    public func contentOffset(centeringItemAt index: Int) -> CGPoint {
      CGPoint(host.contentOffset(centering: index, in: bounds, itemCount: itemCount))
    }

    /// The content offset to start at with an item at the top: in the
    /// middle of a wrapping wheel's content, at the far end of a
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

    /// The visible items in the order VoiceOver should read them: round
    /// the wheel in the layout's direction.
    ///
    /// - Complexity: O(c log c) for the c candidates.
    public var readingOrder: [IndexPath] {
      host.readingOrder(in: bounds, itemCount: itemCount).map(_CircularBridge.indexPath)
    }

    // MARK: - UICollectionViewLayout

    /// ``WheelCollectionViewLayoutAttributes``, which carry the anchor
    /// point.
    ///
    /// - Complexity: O(1)
    open override class var layoutAttributesClass: AnyClass {
      WheelCollectionViewLayoutAttributes.self
    }

    /// `false`: the wheel mirrors itself right to left.
    ///
    /// - Complexity: O(1)
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Reads the item count of section 0 and, when following it, the
    /// collection view's layout direction.
    ///
    /// - Complexity: O(1)
    open override func prepare() {
      super.prepare()
      itemCount = _CircularBridge.itemCount(of: collectionView)
      if followsCollectionViewLayoutDirection, let collectionView {
        let direction = _CircularBridge.layoutDirection(of: collectionView)
        if host.layout.layoutDirection != direction { host.layout.layoutDirection = direction }
      }
    }

    /// The wheel's content size for the bounds and the count.
    ///
    /// - Complexity: O(1)
    open override var collectionViewContentSize: CGSize {
      CGSize(host.contentSize(in: bounds, itemCount: itemCount))
    }

    /// The attributes of the visible items whose shape meets the rect.
    ///
    /// - Complexity: O(c) for the wheel's candidates, whatever the count.
    open override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      host.attributes(forElementsIn: Rect(rect), bounds: bounds, itemCount: itemCount).map(
        Self.attributes)
    }

    /// Any item's attributes, visible or hidden; `nil` outside section 0's
    /// items.
    ///
    /// - Complexity: O(1)
    open override func layoutAttributesForItem(at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      guard let index = _CircularBridge.item(indexPath) else { return nil }
      return host.attributes(forItemAt: index, in: bounds, itemCount: itemCount).map(
        Self.attributes)
    }

    /// UIKit attributes for the host's.
    private static func attributes(_ cell: WheelCellAttributes) -> UICollectionViewLayoutAttributes
    {
      let attributes = WheelCollectionViewLayoutAttributes(
        forCellWith: _CircularBridge.indexPath(cell.index))
      attributes.setValues(from: cell)
      return attributes
    }

    /// `true` for every change of the bounds: each turns or moves every
    /// item.
    ///
    /// - Complexity: O(1)
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      host.shouldInvalidateLayout(forBoundsChange: Rect(newBounds), from: bounds)
    }

    /// The bounds-change context, with the offset adjustment that keeps
    /// the centred item through a size change, or re-centres a wrapping
    /// wheel by whole turns.
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
