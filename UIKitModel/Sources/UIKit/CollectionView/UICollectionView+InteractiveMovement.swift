// Interactive movement (drag to reorder): the collection view asks the
// data source whether an item may move, the layout where a position
// drops it, invalidates the layout as the item moves, and tells the data
// source the move at the end.

/// An item being moved interactively: where it started, where it is now,
/// and the last position reported.
struct _InteractiveMovement {
  var original: IndexPath
  var current: IndexPath
  var position: CGPoint
}

extension UICollectionView {
  /// Initiates the interactive movement of the item at the specified index
  /// path.
  ///
  /// Asks the data source `collectionView(_:canMoveItemAt:)` ("Asks your
  /// data source object whether the specified item can move to another
  /// location"); when it may, the movement starts at the item's center,
  /// and the layout is invalidated with
  /// `invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)`
  /// for the item where it is, so the layout can lift it. UIKit documents
  /// no call at the start of a movement; the model makes this one so that a
  /// layout is told as early as possible, and a layout must not rely on it.
  ///
  /// - Parameter indexPath: The item to move.
  /// - Returns: Whether the movement began: false for an item that does
  ///   not exist, one the data source will not move, or while another
  ///   movement is under way.
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    layoutIfNeeded()
    guard _interactiveMovement == nil, _isValidItem(indexPath, in: _counts),
      let dataSource, dataSource.collectionView(self, canMoveItemAt: indexPath)
    else { return false }
    let center = _layout.layoutAttributesForItem(at: indexPath)?.center ?? .zero
    _interactiveMovement = _InteractiveMovement(
      original: indexPath, current: indexPath, position: center)
    let context = _layout.invalidationContext(
      forInteractivelyMovingItems: [indexPath], withTargetPosition: center,
      previousIndexPaths: [indexPath], previousPosition: center)
    _layout.invalidateLayout(with: context)
    modelInteractivelyMovingItemAttributes = _layout.layoutAttributesForInteractivelyMovingItem(
      at: indexPath, withTargetPosition: center)
    return true
  }

  /// Updates the position of the item within the collection view's bounds.
  ///
  /// Asks the layout `targetIndexPath(forInteractivelyMovingItem:withPosition:)`
  /// ("During interactive movement of an item, this method maps points in
  /// the collection view's bounds rectangle to index paths"), then the
  /// delegate's
  /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`,
  /// invalidates the layout with
  /// `invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)`
  /// ("The layout object uses this method to retrieve invalidation contexts
  /// when an interactive move of one or more items is in progress"), and
  /// asks `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`
  /// for the dragged cell. A target index path that does not exist is a
  /// violation, and the item stays where it was.
  ///
  /// - Parameter targetPosition: The finger's position, in the collection
  ///   view's content coordinates.
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    guard var movement = _interactiveMovement else { return }
    var target = _layout.targetIndexPath(
      forInteractivelyMovingItem: movement.current, withPosition: targetPosition)
    if let delegate {
      target = delegate.collectionView(
        self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
        atCurrentIndexPath: movement.current, toProposedIndexPath: target)
    }
    var counts = _counts
    if target.count == 2, movement.current.count == 2, target.section != movement.current.section,
      counts.indices.contains(target.section)
    {
      counts[movement.current.section] -= 1
      counts[target.section] += 1
    }
    if !_isValidItem(target, in: counts) {
      _recordViolation(
        .invalidUpdateIndexPath,
        "targetIndexPath(forInteractivelyMovingItem: \(Array(movement.current)), withPosition: "
          + "\(targetPosition)) returned \(Array(target)), which does not exist")
      target = movement.current
      counts = _counts
    }
    _counts = counts
    let context = _layout.invalidationContext(
      forInteractivelyMovingItems: [target], withTargetPosition: targetPosition,
      previousIndexPaths: [movement.current], previousPosition: movement.position)
    movement.current = target
    movement.position = targetPosition
    _interactiveMovement = movement
    _layout.invalidateLayout(with: context)
    modelInteractivelyMovingItemAttributes = _layout.layoutAttributesForInteractivelyMovingItem(
      at: target, withTargetPosition: targetPosition)
  }

  /// Ends interactive movement tracking and moves the target item to its
  /// new location.
  ///
  /// "The collection view responds by calling the
  /// collectionView(_:moveItemAt:to:) method of its data source" ("When
  /// interactions with an item end, the collection view calls this method
  /// if the position of the item changed"), then invalidates the layout
  /// with `invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)`
  /// (final: where the item is; previous: "the last set of index paths
  /// reported by the collection view during the movement sequence";
  /// cancelled: false). Then the data source's counts must equal the
  /// collection view's, the move included, as after any update.
  public func endInteractiveMovement() {
    guard let movement = _interactiveMovement else { return }
    _interactiveMovement = nil
    modelInteractivelyMovingItemAttributes = nil
    if movement.current != movement.original {
      dataSource?.collectionView(self, moveItemAt: movement.original, to: movement.current)
    }
    let actual = _readDataSourceCounts()
    if actual != _counts {
      _recordViolation(
        .invalidNumberOfItems,
        "Invalid update: after moving item \(Array(movement.original)) to "
          + "\(Array(movement.current)) the data source has counts \(actual), the collection "
          + "view \(_counts)")
      _counts = actual
    }
    let context = _layout.invalidationContextForEndingInteractiveMovementOfItems(
      toFinalIndexPaths: [movement.current], previousIndexPaths: [movement.current],
      movementCancelled: false)
    _layout.invalidateLayout(with: context)
  }

  /// Ends interactive movement tracking and returns the target item to its
  /// original location.
  ///
  /// The data source is not told; the layout is invalidated with
  /// `invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)`
  /// with the original index path as final ("For cancelled interactions,
  /// these index paths correspond to the original index paths of the
  /// items") and cancelled true.
  public func cancelInteractiveMovement() {
    guard let movement = _interactiveMovement else { return }
    _interactiveMovement = nil
    modelInteractivelyMovingItemAttributes = nil
    if movement.current.section != movement.original.section {
      _counts[movement.current.section] -= 1
      _counts[movement.original.section] += 1
    }
    let context = _layout.invalidationContextForEndingInteractiveMovementOfItems(
      toFinalIndexPaths: [movement.original], previousIndexPaths: [movement.current],
      movementCancelled: true)
    _layout.invalidateLayout(with: context)
  }
}
