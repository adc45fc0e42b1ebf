// UICollectionViewLayout: the abstract layout a collection view drives.
// Its default implementations are UIKit's documented defaults; the calls
// the collection view makes on it, and their order, are in
// UICollectionView.swift and its extensions.

/// An abstract base class for generating layout information for a
/// collection view.
///
/// Follows "UICollectionViewLayout" (Apple Developer Documentation). Each
/// method's default is the one its documentation states; each is cited
/// beside it. The model's layout keeps a weak reference to the collection
/// view that uses it, set when the collection view takes the layout.
@MainActor
open class UICollectionViewLayout: NSObject {
  weak var _collectionView: UICollectionView?

  /// Creates a layout object.
  public override init() {
    super.init()
  }

  /// Creates a layout from an archive; the model has none, and returns nil.
  ///
  /// - Parameter coder: An unarchiver object.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The collection view object currently using this layout object.
  open var collectionView: UICollectionView? { _collectionView }

  // MARK: - Invalidating the layout

  /// Invalidates the current layout and triggers a layout update.
  ///
  /// "This method invalidates the layout of the collection view itself and
  /// returns right away. ... The actual layout update occurs during the
  /// next view layout update cycle." (invalidateLayout()). As UIKit does,
  /// the model forwards to ``invalidateLayout(with:)`` with a context of
  /// ``invalidationContextClass`` whose `invalidateEverything` is true, so
  /// a subclass that overrides only `invalidateLayout(with:)` sees every
  /// invalidation.
  open func invalidateLayout() {
    let context = _makeInvalidationContext()
    context._invalidateEverything = true
    invalidateLayout(with: context)
  }

  /// Invalidates the current layout using the information in the provided
  /// context object.
  ///
  /// The collection view adds the context's `contentOffsetAdjustment` to
  /// its content offset and `contentSizeAdjustment` to its content size
  /// ("Changing the value causes the collection view to add the specified
  /// x and y values to its contentOffset property",
  /// UICollectionViewLayoutInvalidationContext.contentOffsetAdjustment),
  /// reloads its counts when `invalidateDataSourceCounts` is set, and
  /// calls ``prepare()`` on its next layout pass. "If you override this
  /// method, you must call super at some point in your implementation."
  ///
  /// - Parameter context: What to invalidate.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    _collectionView?._layoutInvalidated(by: context)
  }

  /// The class to use when creating layout attributes objects:
  /// `UICollectionViewLayoutAttributes` by default.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// New attributes for a cell, of ``layoutAttributesClass``: what UIKit
  /// makes where it makes attributes of its own ("The methods for creating
  /// layout attributes use this class when creating new layout attributes
  /// objects").
  static func _makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes
  {
    let attributesClass =
      layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
      ?? UICollectionViewLayoutAttributes.self
    let attributes = attributesClass.init()
    attributes.indexPath = indexPath
    return attributes
  }

  /// The class to use when creating an invalidation context for the layout:
  /// `UICollectionViewLayoutInvalidationContext` by default.
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }

  /// A new, empty context of ``invalidationContextClass``: "Methods of
  /// this class that create invalidation contexts automatically create
  /// instances of the class you provide, initializing those instances
  /// using its init() method."
  func _makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
    let contextClass =
      type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
    return (contextClass ?? UICollectionViewLayoutInvalidationContext.self).init()
  }

  /// Asks the layout object if the new bounds require a layout update.
  ///
  /// "The default implementation of this method returns false."
  /// The collection view calls it with its old bounds still in place.
  ///
  /// - Parameter newBounds: The new bounds of the collection view.
  /// - Returns: Whether to invalidate.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    false
  }

  /// Retrieves a context object that defines the portions of the layout
  /// that should change when a bounds change occurs: by default an empty
  /// context of ``invalidationContextClass``.
  ///
  /// - Parameter newBounds: The new bounds of the collection view.
  /// - Returns: The context.
  open func invalidationContext(
    forBoundsChange newBounds: CGRect
  ) -> UICollectionViewLayoutInvalidationContext {
    _makeInvalidationContext()
  }

  /// Asks the layout object if changes to a self-sizing cell require a
  /// layout update: "The default implementation of this method returns
  /// false."
  ///
  /// - Parameters:
  ///   - preferredAttributes: The attributes the cell prefers.
  ///   - originalAttributes: The attributes the layout gave the cell.
  /// - Returns: Whether to invalidate.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    false
  }

  /// Retrieves a context object that identifies the portions of the
  /// layout that should change in response to dynamic cell changes: "The
  /// default implementation of this method creates an instance of the
  /// class provided by the invalidationContextClass class method and
  /// returns it"; subclasses are told to call super so that "the parent
  /// class can perform the basic configuration".
  ///
  /// The model takes the stricter reading of that configuration: the
  /// context it returns names the element whose size changed, so it is a
  /// targeted one, and a layout that adds to it and names nothing else
  /// leaves every other element it moved drawn where it was.
  ///
  /// - Parameters:
  ///   - preferredAttributes: The attributes the cell prefers.
  ///   - originalAttributes: The attributes the layout gave the cell.
  /// - Returns: The context.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = _makeInvalidationContext()
    let path = originalAttributes.indexPath
    switch originalAttributes.representedElementCategory {
    case .cell:
      context.invalidateItems(at: [path])
    case .supplementaryView:
      context.invalidateSupplementaryElements(
        ofKind: originalAttributes.representedElementKind ?? "", at: [path])
    case .decorationView:
      context.invalidateDecorationElements(
        ofKind: originalAttributes.representedElementKind ?? "", at: [path])
    }
    return context
  }

  // MARK: - Providing layout attributes

  /// Tells the layout object to update the current layout: "During each
  /// layout update, the collection view calls this method first". "The
  /// default implementation of this method does nothing."
  open func prepare() {}

  /// The width and height of the collection view's contents: zero by
  /// default.
  open var collectionViewContentSize: CGSize { .zero }

  /// Retrieves the layout attributes for all of the cells and views in
  /// the specified rectangle: `nil` by default.
  ///
  /// - Parameter rect: The rectangle, in the collection view's content
  ///   coordinates.
  /// - Returns: The attributes of the elements in `rect`.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// Retrieves layout information for an item at the specified index path
  /// with a corresponding cell: `nil` by default.
  ///
  /// - Parameter indexPath: The index path of the item.
  /// - Returns: The item's attributes.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Retrieves the layout attributes for the specified supplementary view:
  /// `nil` by default.
  ///
  /// - Parameters:
  ///   - elementKind: The kind of the view.
  ///   - indexPath: Its index path.
  /// - Returns: The view's attributes.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Retrieves the layout attributes for the specified decoration view:
  /// `nil` by default.
  ///
  /// - Parameters:
  ///   - elementKind: The kind of the view.
  ///   - indexPath: Its index path.
  /// - Returns: The view's attributes.
  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Retrieves the content offset to use after an animated layout update
  /// or change: "The default implementation of this method returns the
  /// value in the proposedContentOffset parameter." "The collection view
  /// calls this method after calling the prepare() and
  /// collectionViewContentSize methods."
  ///
  /// - Parameter proposedContentOffset: The offset the collection view
  ///   would use.
  /// - Returns: The offset to use.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
  {
    proposedContentOffset
  }

  /// Retrieves the point at which to stop scrolling: by default the
  /// proposed offset.
  ///
  /// - Parameters:
  ///   - proposedContentOffset: Where scrolling would naturally stop.
  ///   - velocity: The current scrolling velocity, in points per
  ///     millisecond.
  /// - Returns: The offset to stop at.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  // MARK: - Right to left

  /// The direction of the language you used when designing your custom
  /// layout: left to right by default.
  open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// Whether the horizontal coordinate system is automatically flipped at
  /// appropriate times: false by default in the model. (UIKit's own
  /// default is false too; UICollectionViewFlowLayout returns true.)
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  // MARK: - Responding to collection view updates

  /// Notifies the layout object that the contents of the collection view
  /// are about to change. The default does nothing.
  ///
  /// - Parameter updateItems: The inserts, deletes, reloads and moves.
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

  /// Performs any additional animations or clean up needed during a
  /// collection view update. The default does nothing.
  open func finalizeCollectionViewUpdates() {}

  /// Retrieves the starting layout information for an item being inserted
  /// into the collection view: nil by default, which the collection view
  /// treats as the item's final attributes (no animation from elsewhere).
  ///
  /// - Parameter itemIndexPath: The item's index path after the update.
  /// - Returns: The starting attributes, or nil.
  open func initialLayoutAttributesForAppearingItem(
    at itemIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Retrieves the final layout information for an item that is about to
  /// be removed from the collection view: nil by default.
  ///
  /// - Parameter itemIndexPath: The item's index path before the update.
  /// - Returns: The final attributes, or nil.
  open func finalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Retrieves the starting layout information for a supplementary view
  /// being inserted into the collection view: nil by default.
  ///
  /// - Parameters:
  ///   - elementKind: The kind of the view.
  ///   - elementIndexPath: Its index path after the update.
  /// - Returns: The starting attributes, or nil.
  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Retrieves the final layout information for a supplementary view that
  /// is about to be removed from the collection view: nil by default.
  ///
  /// - Parameters:
  ///   - elementKind: The kind of the view.
  ///   - elementIndexPath: Its index path before the update.
  /// - Returns: The final attributes, or nil.
  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Retrieves the starting layout information for a decoration view
  /// being inserted: nil by default.
  ///
  /// - Parameters:
  ///   - elementKind: The kind of the view.
  ///   - decorationIndexPath: Its index path after the update.
  /// - Returns: The starting attributes, or nil.
  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Retrieves the final layout information for a decoration view about
  /// to be removed: nil by default.
  ///
  /// - Parameters:
  ///   - elementKind: The kind of the view.
  ///   - decorationIndexPath: Its index path before the update.
  /// - Returns: The final attributes, or nil.
  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Retrieves the index paths of the supplementary views to remove: none
  /// by default.
  ///
  /// - Parameter elementKind: The kind of the views.
  /// - Returns: Their index paths.
  open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    []
  }

  /// Retrieves the index paths of the supplementary views to add: none by
  /// default.
  ///
  /// - Parameter elementKind: The kind of the views.
  /// - Returns: Their index paths.
  open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    []
  }

  /// Retrieves the index paths of the decoration views to remove: none by
  /// default.
  ///
  /// - Parameter elementKind: The kind of the views.
  /// - Returns: Their index paths.
  open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    []
  }

  /// Retrieves the index paths of the decoration views to add: none by
  /// default.
  ///
  /// - Parameter elementKind: The kind of the views.
  /// - Returns: Their index paths.
  open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    []
  }

  /// Prepares the layout object for animated changes to the view's bounds
  /// or the insertion or deletion of items. The default does nothing.
  ///
  /// - Parameter oldBounds: The current bounds of the collection view.
  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

  /// Cleans up after any animated changes to the view's bounds or after
  /// the insertion or deletion of items. The default does nothing.
  open func finalizeAnimatedBoundsChange() {}

  // MARK: - Transitioning between layouts

  /// Tells the layout object to prepare to be installed as the layout for
  /// the collection view. The default does nothing.
  ///
  /// - Parameter oldLayout: The layout being replaced.
  open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

  /// Tells the layout object that it is about to be removed as the layout
  /// for the collection view. The default does nothing.
  ///
  /// - Parameter newLayout: The layout that replaces this one.
  open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

  /// Tells the layout object to perform any final steps before the
  /// transition animations occur. The default does nothing.
  open func finalizeLayoutTransition() {}

  // MARK: - Moving items interactively

  /// Retrieves the index path for an item when it is at the specified
  /// location in the collection view's bounds.
  ///
  /// "The default implementation of this method searches for an existing
  /// cell at the specified location and returns the index path of that
  /// cell. If there are multiple cells at the same location, the method
  /// returns the topmost cell—that is, the cell whose zIndex layout
  /// attribute value is greatest." Where no cell is there, the model
  /// returns `previousIndexPath`.
  ///
  /// - Parameters:
  ///   - previousIndexPath: The item's previous index path.
  ///   - position: The point in the collection view's bounds.
  /// - Returns: The index path for the position.
  open func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath {
    let probe = CGRect(x: position.x, y: position.y, width: 0, height: 0).insetBy(
      dx: -0.5, dy: -0.5)
    let hits = (layoutAttributesForElements(in: probe) ?? []).filter {
      $0.representedElementCategory == .cell && $0.frame.contains(position)
    }
    return hits.max { $0.zIndex < $1.zIndex }?.indexPath ?? previousIndexPath
  }

  /// Retrieves the layout attributes of an item when it is being moved
  /// interactively: "The default implementation of this method returns a
  /// copy of the item's existing attributes with two changes: the center
  /// point is set to the value in position and the zIndex value is set to
  /// NSIntegerMax so that the item floats above other items in the
  /// collection view."
  ///
  /// - Parameters:
  ///   - indexPath: The item's index path.
  ///   - position: The current position in the collection view.
  /// - Returns: The attributes for the moving item.
  open func layoutAttributesForInteractivelyMovingItem(
    at indexPath: IndexPath, withTargetPosition position: CGPoint
  ) -> UICollectionViewLayoutAttributes {
    let attributes =
      (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
      ?? Self._makeAttributes(forCellWith: indexPath)
    attributes.center = position
    attributes.zIndex = Int.max
    return attributes
  }

  /// Retrieves a context object that identifies the items that are being
  /// interactively moved in the layout: "The default implementation
  /// creates an instance of the class provided by the
  /// invalidationContextClass class method, fills it with the provided
  /// information, and returns it."
  ///
  /// - Parameters:
  ///   - targetIndexPaths: The current locations of the items.
  ///   - targetPosition: The potential drop point.
  ///   - previousIndexPaths: The previous locations of the items.
  ///   - previousPosition: The previous drop point.
  /// - Returns: The context.
  open func invalidationContext(
    forInteractivelyMovingItems targetIndexPaths: [IndexPath],
    withTargetPosition targetPosition: CGPoint, previousIndexPaths: [IndexPath],
    previousPosition: CGPoint
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = _makeInvalidationContext()
    context._targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
    context._previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
    context._interactiveMovementTarget = targetPosition
    return context
  }

  /// Retrieves a context object that identifies the items that were moved:
  /// "The default implementation creates an instance of the class provided
  /// by the invalidationContextClass class method, fills it with the
  /// provided information, and returns it."
  ///
  /// - Parameters:
  ///   - indexPaths: The final locations of the items; for a cancelled
  ///     movement, their original index paths.
  ///   - previousIndexPaths: "the last set of index paths reported by the
  ///     collection view during the movement sequence".
  ///   - movementCancelled: Whether the movement was cancelled.
  /// - Returns: The context.
  open func invalidationContextForEndingInteractiveMovementOfItems(
    toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
    movementCancelled: Bool
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = _makeInvalidationContext()
    context._targetIndexPathsForInteractivelyMovingItems = indexPaths
    context._previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
    return context
  }
}
