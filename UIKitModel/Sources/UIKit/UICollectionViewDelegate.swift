// UICollectionViewDelegate: the few optional methods that bear on layout,
// with UIKit's defaults in an extension.

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
}
