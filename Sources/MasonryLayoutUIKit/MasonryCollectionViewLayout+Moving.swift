// Interactive movement: the target index path from the host's hit test,
// the others moved keeping their columns, cancel restoring every frame.

#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import LayoutGeometry
  import MasonryLayout
  import MasonryLayoutHosting

  extension MasonryCollectionViewLayout {
    /// The index path for the finger's position: the item under it, or
    /// the nearest item in the column under it; a position outside the
    /// content is clamped into it.
    ///
    /// - Parameters:
    ///   - previousIndexPath: Where the dragged item stands now.
    ///   - position: The finger, in content coordinates.
    /// - Returns: The target.
    internal func _targetIndexPath(
      forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    ) -> IndexPath {
      _beginMovingIfNeeded(previousIndexPath)
      return host.targetPath(forMovingItemTo: Point(position)).map(Self._indexPath)
        ?? previousIndexPath
    }

    /// Moves the dragged item to its target, the others keeping their
    /// columns, and invalidates what moved.
    ///
    /// - Parameters:
    ///   - targetIndexPaths: The items' targets (the first is used).
    ///   - targetPosition: The finger.
    ///   - previousIndexPaths: Where the items stood.
    ///   - previousPosition: The finger before.
    /// - Returns: The context.
    internal func _invalidationContext(
      forInteractivelyMovingItems targetIndexPaths: [IndexPath],
      withTargetPosition targetPosition: CGPoint, previousIndexPaths: [IndexPath],
      previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
      let context = super.invalidationContext(
        forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
        previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
      if let previous = previousIndexPaths.first { _beginMovingIfNeeded(previous) }
      guard let target = targetIndexPaths.first.flatMap(Self._path) else { return context }
      // UIKit's context names the dragged item, so it is a targeted one:
      // every element whose frame the move changed must be named too.
      var invalidation = host.moveItem(to: target)
      invalidation.items.append(target)
      _fill(context, with: invalidation, naming: true)
      return context
    }

    /// The dragged item, centred on the finger, above everything else.
    ///
    /// - Parameters:
    ///   - indexPath: The item's target.
    ///   - position: The finger.
    /// - Returns: Its attributes.
    internal func _layoutAttributesForInteractivelyMovingItem(
      at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
      guard let appearance = host.appearanceOfMovingItem(at: Point(position)) else {
        return super.layoutAttributesForInteractivelyMovingItem(
          at: indexPath, withTargetPosition: position)
      }
      return _attributes(appearance, kind: .item, at: indexPath)
    }

    /// Ends the drag: cancelled, every frame as it was; otherwise the item
    /// stays where it was dropped (the data source moves it).
    ///
    /// - Parameters:
    ///   - indexPaths: The final index paths.
    ///   - previousIndexPaths: The last targets.
    ///   - movementCancelled: Whether the drag was cancelled.
    /// - Returns: The context.
    internal func _invalidationContextForEndingInteractiveMovementOfItems(
      toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
      movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
      let context = super.invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
        movementCancelled: movementCancelled)
      var invalidation = MasonryHost.Invalidation()
      if movementCancelled {
        invalidation = host.cancelMoving()
      } else {
        host.endMoving()
      }
      invalidation.items.append(
        contentsOf: (indexPaths + previousIndexPaths).compactMap(Self._path))
      _fill(context, with: invalidation, naming: true)
      return context
    }

    /// Starts the host's drag at `indexPath` unless one is under way.
    internal func _beginMovingIfNeeded(_ indexPath: IndexPath) {
      if let collectionView { host.setViewport(Rect(collectionView.bounds)) }
      guard host.movingItem == nil, let path = Self._path(indexPath) else { return }
      host.beginMoving(itemAt: path)
    }
  }
#endif
