// UICollectionViewDelegate: the few optional methods that bear on layout
// and on selecting an item by a tap, with UIKit's defaults in an
// extension.

/// The methods for managing selection and other actions, and for layout
/// decisions, of items in a collection view.
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Asks the delegate for the index path to use when moving an item: the
  /// proposed one by default ("If you do not implement this method, the
  /// collection view uses the index path in the proposedIndexPath
  /// parameter").
  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath

  /// Gives the delegate an opportunity to customize the content offset
  /// for layout changes and animated updates: the proposed one by default.
  func collectionView(
    _ collectionView: UICollectionView,
    targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint

  /// Asks the delegate if the specified item should be selected: true by
  /// default ("If you don't implement this method, the default return
  /// value is true").
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool

  /// Tells the delegate that the item at the specified index path was
  /// selected.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)

  /// Tells the delegate that a focus update occurred
  /// (``UICollectionView/modelMoveFocus(toItemAt:scroll:)``).
  func collectionView(
    _ collectionView: UICollectionView,
    didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator)
}

extension UICollectionViewDelegate {
  /// The proposed index path.
  public func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    proposedIndexPath
  }

  /// The proposed content offset.
  public func collectionView(
    _ collectionView: UICollectionView,
    targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  /// True.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    true
  }

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView,
    didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {}
}
