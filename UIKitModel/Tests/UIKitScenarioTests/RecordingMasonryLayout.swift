// The shipped masonry layout, unchanged, with a record of what UIKit asked
// it for an update's animation: where each element starts and ends.

import MasonryLayoutUIKit
import UIKit

@MainActor
final class RecordingMasonryLayout: MasonryCollectionViewLayout {
  /// The initial attributes of the cells that appeared in the last batch
  /// update, by index path after it (`nil`: the layout gave none).
  private(set) var initialCells: [IndexPath: UICollectionViewLayoutAttributes?] = [:]
  /// The final attributes of the cells that disappeared in the last batch
  /// update, by index path before it (`nil`: the layout gave none).
  private(set) var finalCells: [IndexPath: UICollectionViewLayoutAttributes?] = [:]

  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    initialCells = [:]
    finalCells = [:]
    super.prepare(forCollectionViewUpdates: updateItems)
  }

  override func initialLayoutAttributesForAppearingItem(
    at itemIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    initialCells.updateValue(attributes, forKey: itemIndexPath)
    return attributes
  }

  override func finalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    finalCells.updateValue(attributes, forKey: itemIndexPath)
    return attributes
  }
}
