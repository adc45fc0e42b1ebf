// Batch updates: UIKit's update items become the host's, and the host's
// transition answers the initial and final attributes.

#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import LayoutGeometry
  import MasonryLayout
  import MasonryLayoutHosting

  extension MasonryCollectionViewLayout {
    /// Applies a batch update in ``updateMode``: deletions and the sources
    /// of moves read before the batch, insertions and destinations after
    /// it, as UIKit gives them. A batch that does not agree with the
    /// counts is handled as a reload (see `MasonryHost.apply(_:source:)`).
    ///
    /// - Parameter updateItems: The batch.
    /// - Complexity: The host's `apply(_:source:)`.
    internal func _prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
      super.prepare(forCollectionViewUpdates: updateItems)
      guard let collectionView else { return }
      // The bounds as they are now: UIKit may call this before prepare(),
      // and a scroll without pinned headers tells the layout nothing.
      host.setViewport(Rect(collectionView.bounds))
      let source = _source(collectionView)
      _askingTheDelegate { host.apply(updateItems.map(Self._updateItem), source: source) }
    }

    /// Ends the batch's animation.
    internal func _finalizeCollectionViewUpdates() {
      super.finalizeCollectionViewUpdates()
      host.finishUpdates()
    }

    /// Where an item starts its animation: where it was (it slides), or,
    /// inserted, where it lands with alpha 0 (it fades in).
    ///
    /// - Parameter itemIndexPath: The item, after the batch.
    /// - Returns: Its attributes, or `nil` outside a batch.
    internal func _initialLayoutAttributesForAppearingItem(
      at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      guard let path = Self._path(itemIndexPath),
        let appearance = host.initialAppearance(of: .item, for: path)
      else { return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
      return _attributes(appearance, kind: .item, at: itemIndexPath)
    }

    /// Where an item ends its animation: where it goes, or, deleted, where
    /// it was with alpha 0 (it fades out).
    ///
    /// - Parameter itemIndexPath: The item, before the batch.
    /// - Returns: Its attributes, or `nil` outside a batch.
    internal func _finalLayoutAttributesForDisappearingItem(
      at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      guard let path = Self._path(itemIndexPath),
        let appearance = host.finalAppearance(of: .item, for: path)
      else { return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath) }
      return _attributes(appearance, kind: .item, at: itemIndexPath)
    }

    /// Where a header or footer starts its animation, as for items.
    ///
    /// - Parameters:
    ///   - elementKind: The kind.
    ///   - elementIndexPath: The section, item 0, after the batch.
    /// - Returns: Its attributes, or `nil` outside a batch.
    internal func _initialLayoutAttributesForAppearingSupplementaryElement(
      ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      guard let kind = Self._kind(elementKind), let path = Self._path(elementIndexPath),
        let appearance = host.initialAppearance(of: kind, for: path)
      else {
        return super.initialLayoutAttributesForAppearingSupplementaryElement(
          ofKind: elementKind, at: elementIndexPath)
      }
      return _attributes(appearance, kind: kind, at: elementIndexPath)
    }

    /// Where a header or footer ends its animation, as for items.
    ///
    /// - Parameters:
    ///   - elementKind: The kind.
    ///   - elementIndexPath: The section, item 0, before the batch.
    /// - Returns: Its attributes, or `nil` outside a batch.
    internal func _finalLayoutAttributesForDisappearingSupplementaryElement(
      ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      guard let kind = Self._kind(elementKind), let path = Self._path(elementIndexPath),
        let appearance = host.finalAppearance(of: kind, for: path)
      else {
        return super.finalLayoutAttributesForDisappearingSupplementaryElement(
          ofKind: elementKind, at: elementIndexPath)
      }
      return _attributes(appearance, kind: kind, at: elementIndexPath)
    }

    /// The headers or footers of the sections the batch inserts.
    internal func _indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath]
    {
      guard let kind = Self._kind(elementKind), let transition = host.transition else { return [] }
      return transition.insertedSupplementarySections(of: kind).map {
        IndexPath(item: 0, section: $0)
      }
    }

    /// The headers or footers of the sections the batch deletes.
    internal func _indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath]
    {
      guard let kind = Self._kind(elementKind), let transition = host.transition else { return [] }
      return transition.deletedSupplementarySections(of: kind).map {
        IndexPath(item: 0, section: $0)
      }
    }

    /// The host's update item for UIKit's: a section-level update has an
    /// index path whose item is `NSNotFound` (or a one-index path).
    internal static func _updateItem(_ item: UICollectionViewUpdateItem) -> MasonryHost.UpdateItem {
      func target(_ indexPath: IndexPath?) -> MasonryHost.UpdateItem.Target? {
        guard let indexPath, indexPath.count >= 1 else { return nil }
        if indexPath.count == 1 || indexPath.item == NSNotFound {
          return .section(indexPath[0])
        }
        return .item(ItemPath(section: indexPath.section, item: indexPath.item))
      }
      let action: MasonryHost.UpdateItem.Action
      switch item.updateAction {
      case .insert: action = .insert
      case .delete: action = .delete
      case .reload: action = .reload
      case .move: action = .move
      case .none: action = .none
      @unknown default: action = .none
      }
      return MasonryHost.UpdateItem(
        action: action, before: target(item.indexPathBeforeUpdate),
        after: target(item.indexPathAfterUpdate))
    }
  }
#endif
