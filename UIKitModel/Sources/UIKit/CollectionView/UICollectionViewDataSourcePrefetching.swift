// Prefetching: the collection view names the items it expects to show
// soon, before it asks for their cells, and cancels those it no longer
// expects.

/// A protocol that provides advance warning of the data requirements for
/// a collection view, allowing the triggering of asynchronous data load
/// operations.
///
/// "You use a prefetch data source object in conjunction with your
/// collection view's data source to begin loading data for cells before
/// the collectionView(_:cellForItemAt:) data source method is called"
/// (`UICollectionViewDataSourcePrefetching`).
@MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
  /// Instructs your prefetch data source object to begin preparing data
  /// for the cells at the supplied index paths.
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])

  /// Cancels a previously triggered data prefetch request (optional in
  /// UIKit: the default below does nothing).
  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}

extension UICollectionView {
  /// The last step of a layout pass, when ``prefetchDataSource`` is set
  /// and ``isPrefetchingEnabled``: asks the layout for the area
  /// ``modelPrefetchFraction`` past the bounds, names the items there that
  /// are neither displayed nor already prefetched
  /// (`collectionView(_:prefetchItemsAt:)`, in index path order), and
  /// cancels the prefetched items that left the area without being
  /// displayed (`collectionView(_:cancelPrefetchingForItemsAt:)`).
  ///
  /// UIKit documents neither how far ahead it prefetches nor in which
  /// direction ("cells to be displayed in the near future",
  /// `prefetchDataSource`); the model takes the wider reading (both axes,
  /// both directions), and forgets what it prefetched when the data
  /// changes (index paths shift; it may name an item again), so that a
  /// prefetch data source must not count on being told an item once.
  func _prefetch() {
    guard isPrefetchingEnabled, let prefetchDataSource else {
      _prefetched = []
      return
    }
    let fraction = modelPrefetchFraction.isFinite ? Swift.max(modelPrefetchFraction, 0) : 0
    var area = bounds.insetBy(dx: -bounds.width * fraction, dy: -bounds.height * fraction)
    if _layoutIsFlipped { area.origin.x = contentSize.width - area.maxX }
    let inArea = Set(
      (_layout.layoutAttributesForElements(in: area) ?? [])
        .filter { $0.representedElementCategory == .cell }.map(\.indexPath))
    let displayed = Set(
      _displayed.filter { $0.representedElementCategory == .cell }.map(\.indexPath))
    let cancelled = _prefetched.subtracting(inArea).subtracting(displayed).sorted()
    let fresh = inArea.subtracting(displayed).subtracting(_prefetched).sorted()
    _prefetched = _prefetched.union(fresh).intersection(inArea).subtracting(displayed)
    if !cancelled.isEmpty {
      prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled)
    }
    if !fresh.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: fresh) }
  }
}
