// A data source whose counts are a plain array the test edits, and which
// records the moves the collection view reports.

import UIKit

@MainActor
final class SpyDataSource: NSObject, UICollectionViewDataSource {
  /// The item count of each section.
  var counts: [Int]
  /// The items that may not move.
  var fixedItems: Set<IndexPath> = []
  /// Every call, by name, in order.
  var calls: [String] = []
  /// The moves reported, in order.
  var moves: [(from: IndexPath, to: IndexPath)] = []

  init(counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    counts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell()
  }

  /// A supplementary view of any kind (UIKit raises without one).
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView()
  }

  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    calls.append("canMoveItemAt")
    return !fixedItems.contains(indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    calls.append("moveItemAt")
    moves.append((sourceIndexPath, destinationIndexPath))
    counts[sourceIndexPath.section] -= 1
    counts[destinationIndexPath.section] += 1
  }
}
