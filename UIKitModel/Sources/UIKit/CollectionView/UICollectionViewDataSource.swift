// UICollectionViewDataSource. Swift on Linux has no `@objc optional`: the
// optional methods are requirements with UIKit's documented defaults in an
// extension, so a data source written for UIKit compiles unchanged.

/// The methods that an object adopts to manage data and provide cells for
/// a collection view.
///
/// The model asks for the cell and the supplementary view of each element
/// it starts to display (see `UICollectionView+Cells.swift`), and cannot
/// tell an optional method left out from one implemented: the defaults
/// below stand for "not implemented".
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// Asks your data source object for the number of items in the
  /// specified section.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int

  /// Asks your data source object for the cell that corresponds to the
  /// specified item in the collection view: called by the model for each
  /// item it starts to display.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell

  /// Asks your data source object to provide a supplementary view to
  /// display in the collection view: called by the model for each
  /// supplementary element it starts to display.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView

  /// Asks your data source object for the number of sections in the
  /// collection view: "If you don't implement this method, the collection
  /// view uses a default value of 1."
  func numberOfSections(in collectionView: UICollectionView) -> Int

  /// Asks your data source object whether the specified item can move to
  /// another location in the collection view: true by default in the
  /// model ("If you don't implement this method, but you do implement the
  /// collectionView(_:moveItemAt:to:) method, the collection view allows
  /// all items to be reordered").
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool

  /// Tells your data source object to move the specified item to its new
  /// location.
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  /// A plain reusable view, and a recorded violation: UIKit raises when a
  /// layout shows a supplementary view and the data source does not
  /// provide one.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView._recordViolation(
      .missingSupplementaryView,
      "the data source provides no supplementary view of kind \(kind) at \(indexPath)")
    return UICollectionReusableView()
  }

  /// One section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// Every item can move.
  public func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    true
  }

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
