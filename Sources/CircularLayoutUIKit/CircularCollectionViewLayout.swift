// What the wheel's and the carousel's collection view layouts share,
// written once: every UIKit call is translated and forwarded to the host
// (CircularLayoutHosting's ScrollingLayoutHost, behind CircularLayoutDriver),
// which decides. The two subclasses add their engine, their initializers
// and their settings.

#if canImport(UIKit) && !os(watchOS)
  import CircularLayout
  import CircularLayoutHosting
  import LayoutGeometry
  import UIKit

  /// What ``WheelCollectionViewLayout`` and ``CarouselCollectionViewLayout``
  /// share: item 0 of section 0 onwards placed by a wheel or a carousel,
  /// snapping, wrap-around, taps, accessibility, right to left, updates
  /// and size changes.
  ///
  /// You use one of the two subclasses; this class has no engine of its
  /// own, so it has no public initializer of its own (decoded alone from
  /// an archive it is `nil`).
  ///
  /// Each rule is decided and tested in `CircularLayoutHosting`
  /// (``/CircularLayoutHosting/ScrollingLayoutHost``):
  ///
  /// - **Snapping and paging.** A drag comes to rest by the engine's
  ///   snapping; paging reads where the finger lifted, the collection
  ///   view's content offset when UIKit asks for the target.
  ///   ``landingItemIndex`` and ``landingItemHandler`` name the item it
  ///   will land on.
  /// - **Wrap-around.** A wrapping engine's content holds 1,001 turns;
  ///   start in the middle (``initialContentOffset(centeringItemAt:)``),
  ///   and a scroll that strays a quarter of the content from it is moved
  ///   back by whole turns through the invalidation context's
  ///   `contentOffsetAdjustment`, which no one can see.
  /// - **Taps.** ``indexPathForItem(at:)`` tests the drawn outlines, the
  ///   item in front winning: call it from your tap handler.
  /// - **Accessibility.** ``addAccessibilityElement(to:label:value:activate:)``
  ///   makes the one adjustable element VoiceOver reads, in a container
  ///   view that holds the collection view; ``stepCenteredItem(by:)`` and
  ///   ``centeredItemIndex`` for an element of your own, ``readingOrder``
  ///   for the cells' order.
  /// - **Right to left.** The engine mirrors itself: the layout follows
  ///   the collection view's `effectiveUserInterfaceLayoutDirection` (see
  ///   ``followsCollectionViewLayoutDirection``) and
  ///   `flipsHorizontallyInOppositeLayoutDirection` is `false`, so UIKit
  ///   does not flip it a second time.
  /// - **Updates and size changes.** A batch update keeps the centred item
  ///   where it stood (`targetContentOffset(forProposedContentOffset:)`),
  ///   and a size change keeps the scroll position.
  ///
  /// Only section 0 is laid out; other sections' items get no attributes.
  open class CircularCollectionViewLayout: UICollectionViewLayout {
    // MARK: - The host

    /// The host that decides every answer, its engine erased; the
    /// subclasses, and SwiftUI's bridge over the layout an engine makes
    /// (`CircularCollectionEngine.makeLayout(_:)`), read and replace the
    /// engine through ``engine(as:)`` and ``replaceEngine(_:)``.
    package private(set) var host: any CircularLayoutDriver

    /// The number of items of section 0 in the last layout pass.
    public private(set) var itemCount = 0

    /// Cover flow 2's toggle in the last layout pass; always 0 for a
    /// wheel.
    package private(set) var lastCoverFlowToggle = 0.0

    /// The content offset that keeps the centred item through a batch
    /// update, returned from `targetContentOffset(forProposedContentOffset:)`
    /// until the update is finalised.
    private var pendingContentOffset: CGPoint?

    /// Creates a layout driving the default engine of the class created:
    /// what Objective-C's `-init` and `+new` reach, and what the
    /// subclasses' `init()` calls.
    package override init() {
      host = Self.defaultHost()
      super.init()
    }

    /// The host of the default engine: the subclasses' own; a wheel's for
    /// this class, which only Objective-C can create without an engine.
    package class func defaultHost() -> any CircularLayoutDriver {
      WheelCollectionViewLayout.defaultHost()
    }

    /// Creates a layout driving `host`.
    package init(host: any CircularLayoutDriver) {
      self.host = host
      super.init()
    }

    /// Creates a layout driving `host` when decoded from a storyboard or
    /// archive.
    package init?(host: any CircularLayoutDriver, coder: NSCoder) {
      self.host = host
      super.init(coder: coder)
    }

    /// Fails: a circular layout decoded by itself has no engine. Name
    /// ``WheelCollectionViewLayout`` or ``CarouselCollectionViewLayout``
    /// in the storyboard instead.
    ///
    /// - Parameter coder: The decoder; not read.
    /// - Complexity: O(1)
    public required init?(coder: NSCoder) {
      return nil
    }

    /// The engine the host drives.
    ///
    /// A subclass makes its host with one engine type and asks only for
    /// that one, and an engine's `makeLayout(_:)` makes a layout that
    /// drives it, so the cast cannot fail where the package asks; another
    /// type is a programming error and traps.
    package func engine<Engine: CircularCollectionEngine>(as _: Engine.Type = Engine.self)
      -> Engine
    {
      guard let host = host as? ScrollingLayoutHost<Engine> else {
        preconditionFailure("\(Self.self) drives \(type(of: host)), not \(Engine.self)")
      }
      return host.layout
    }

    /// Replaces the engine and invalidates the layout, keeping the centred
    /// item where it was: a new item size, spacing, radius or direction
    /// changes the distance per item, or the end item 0 stands at, and
    /// the same offset in points would centre another item.
    package func replaceEngine<Engine: CircularCollectionEngine>(_ engine: Engine) {
      let old = self.engine(as: Engine.self)
      let new = ScrollingLayoutHost(engine)
      host = new
      _CircularBridge.invalidate(
        self,
        adjustingContentOffsetBy: new.contentOffsetAdjustment(
          keepingPositionOf: old, in: bounds, itemCount: itemCount))
    }

    /// The collection view's bounds as the engine reads them.
    private var bounds: Rect { Rect(collectionView?.bounds ?? .zero) }

    // MARK: - Landing, taps, scrolling and accessibility

    /// A Boolean value indicating whether each layout pass sets the
    /// engine's layout direction from the collection view's
    /// `effectiveUserInterfaceLayoutDirection`; `true` by default.
    ///
    /// Set it to `false` to choose the direction yourself. Either way the
    /// engine mirrors itself, and UIKit does not flip it.
    public var followsCollectionViewLayoutDirection: Bool {
      get { directionFollowing.isOn }
      set {
        directionFollowing.isOn = newValue
        invalidateLayout()
      }
    }

    /// How the layout follows the collection view's direction.
    private var directionFollowing = LayoutDirectionFollowing()

    /// The item the last drag will come to rest on, as decided when UIKit
    /// asked for the target offset; `nil` before any drag or with no items.
    public private(set) var landingItemIndex: Int?

    /// Called with the item a drag will come to rest on, once per drag,
    /// as the finger lifts: prefetch it, or report the selection once.
    public var landingItemHandler: ((Int) -> Void)?

    /// The item at the engine's reference point (the top of a wheel, the
    /// centre of a carousel): the selection, iCarousel's
    /// `currentItemIndex`, and the value of an adjustable accessibility
    /// element; `nil` with no items.
    ///
    /// - Complexity: O(1)
    public var centeredItemIndex: Int? {
      host.centeredItemIndex(in: bounds, itemCount: itemCount)
    }

    /// The item a tap lands on: of the items shown whose drawn outline (a
    /// wheel's rotated shape, a carousel's projection) contains the point,
    /// the one in front.
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
    /// - Complexity: O(c) for the c candidates near the point.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
      host.hitItemIndex(
        at: Point(point), in: bounds, itemCount: itemCount, coverFlowToggle: lastCoverFlowToggle
      ).map(_CircularBridge.indexPath)
    }

    /// The content offset that brings an item to the reference point the
    /// shortest way round: pass it to `setContentOffset(_:animated:)`.
    ///
    /// - Parameter index: The item.
    /// - Returns: The offset.
    /// - Complexity: O(1)
    public func contentOffset(centeringItemAt index: Int) -> CGPoint {
      CGPoint(host.contentOffset(centering: index, in: bounds, itemCount: itemCount))
    }

    /// The content offset to start at with an item at the reference point:
    /// in the middle of a wrapping engine's content, at the far end of a
    /// right-to-left one's. Set it once the layout has laid out at the
    /// collection view's size: in `viewDidLayoutSubviews()`, after the
    /// collection view's `layoutIfNeeded()` (it reads the item count and
    /// bounds of the last pass).
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

    /// An accessibility element's step: ``stepCenteredItem(by:)`` at rest
    /// (`CircularScrollPhase`'s rule, read from UIKit's scroll flags),
    /// reported as the landing (``landingItemIndex``,
    /// ``landingItemHandler``); nothing while the content moves.
    func _accessibilityStep(by steps: Int) {
      guard let collectionView,
        CircularScrollPhase(
          isTracking: collectionView.isTracking, isDragging: collectionView.isDragging,
          isDecelerating: collectionView.isDecelerating
        ).acceptsAccessibilityStep,
        stepCenteredItem(by: steps), let landing = centeredItemIndex
      else { return }
      landingItemIndex = landing
      landingItemHandler?(landing)
    }

    /// The items shown, in the order VoiceOver should read them: round a
    /// wheel in the layout's direction, across a carousel from the leading
    /// side to the trailing one.
    ///
    /// - Complexity: O(c log c) for the c candidates.
    public var readingOrder: [IndexPath] {
      host.readingOrderOfCells(
        in: bounds, itemCount: itemCount, coverFlowToggle: lastCoverFlowToggle
      ).map(_CircularBridge.indexPath)
    }

    // MARK: - UICollectionViewLayout

    /// `false`: the engine mirrors itself right to left.
    ///
    /// - Complexity: O(1)
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Reads the item count of section 0, the collection view's layout
    /// direction when following it, and cover flow 2's toggle (kept while
    /// the finger is down, the engine's while it moves by itself, as
    /// iCarousel keeps it).
    ///
    /// - Complexity: O(1)
    open override func prepare() {
      super.prepare()
      itemCount = _CircularBridge.itemCount(of: collectionView)
      guard let collectionView else { return }
      if let direction = directionFollowing.directionToApply(
        view: _CircularBridge.layoutDirection(of: collectionView), engine: host.layoutDirection)
      {
        host.layoutDirection = direction
      }
      lastCoverFlowToggle = host.nextCoverFlowToggle(
        after: lastCoverFlowToggle, isTracking: collectionView.isTracking, in: bounds,
        itemCount: itemCount)
    }

    /// The engine's content size for the bounds and the count.
    ///
    /// - Complexity: O(1)
    open override var collectionViewContentSize: CGSize {
      CGSize(host.contentSize(in: bounds, itemCount: itemCount))
    }

    /// The attributes of the items shown whose outline meets the rect.
    ///
    /// - Complexity: O(c) for the engine's candidates, whatever the count.
    open override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      host.layoutAttributes(
        forElementsIn: Rect(rect), in: bounds, itemCount: itemCount,
        coverFlowToggle: lastCoverFlowToggle)
    }

    /// Any item's attributes, shown or hidden; `nil` outside section 0's
    /// items.
    ///
    /// - Complexity: O(c) for the c candidates, without allocating beyond
    ///   the attributes.
    open override func layoutAttributesForItem(at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      guard let index = _CircularBridge.item(indexPath) else { return nil }
      return host.layoutAttributes(
        forItemAt: index, in: bounds, itemCount: itemCount, coverFlowToggle: lastCoverFlowToggle)
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
    /// engine by whole turns.
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

    /// Where a drag comes to rest, by the engine's snapping, from the
    /// proposed offset, the velocity and where the finger lifted (the
    /// collection view's current bounds); records ``landingItemIndex`` and
    /// calls ``landingItemHandler``.
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
        ?? super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
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
      let before = UpdateItem.itemCount(before: updates, newItemCount: itemCount)
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
