// A one-section data source of item identities, for the wheel and the
// carousel.

import UIKit

@MainActor
final class ItemsDataSource: NSObject, UICollectionViewDataSource {
  /// The identities of the items, in order.
  var identities: [Int]

  /// `count` items, identities 0 to count − 1.
  init(count: Int) {
    identities = Array(0..<count)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    identities.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell()
  }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    identities.insert(identities.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
  }
}
