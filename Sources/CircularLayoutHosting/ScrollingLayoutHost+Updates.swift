// Batch updates: which item the user was looking at, where it stands after
// the update, and the offset that keeps it at the reference point, turned
// by the same fraction of a step.

import CircularLayout
import LayoutGeometry

extension ScrollingLayoutHost {
  /// The content offset that keeps the item the user was looking at where
  /// it stood through a batch update: a collection view layout's
  /// `targetContentOffset(forProposedContentOffset:)` after
  /// `performBatchUpdates`.
  ///
  /// The centred item before the update (``centeredItemIndex(in:itemCount:)``)
  /// is followed to its index after it
  /// (``UpdateItem/index(following:through:itemCount:newItemCount:)``), and the
  /// engine's
  /// ``/CircularLayout/ScrollingLayout/contentOffset(keepingCentered:insertedBefore:removedBefore:in:itemCount:newItemCount:)``
  /// puts it where it stood, turned by the same fraction of a step.
  ///
  /// - Parameters:
  ///   - updates: The update's changes.
  ///   - bounds: The scroll view's bounds before the update.
  ///   - itemCount: The number of items before the update.
  ///   - newItemCount: The number of items after it.
  /// - Returns: A finite offset; across the scroll axis, the bounds'.
  /// - Complexity: O(u log u) for u changes.
  public func contentOffset(
    keepingCenteredThrough updates: [UpdateItem], in bounds: Rect, itemCount: Int,
    newItemCount: Int
  ) -> Point {
    guard let centered = layout.centeredItemIndex(in: bounds, itemCount: itemCount),
      let new = UpdateItem.index(
        following: centered, through: updates, itemCount: itemCount, newItemCount: newItemCount)
    else {
      return offset(
        layout.initialContentOffset(centering: 0, in: bounds, itemCount: newItemCount), in: bounds)
    }
    let kept = layout.contentOffset(
      keepingCentered: centered, insertedBefore: Swift.max(0, new - centered),
      removedBefore: Swift.max(0, centered - new), in: bounds, itemCount: itemCount,
      newItemCount: newItemCount)
    return offset(kept, in: bounds)
  }
}
