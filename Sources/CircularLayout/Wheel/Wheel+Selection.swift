// Selection that survives count changes: the offset that keeps an item at
// the top, at the same angle, after items are inserted or removed before
// it.

import LayoutGeometry

extension Wheel {
  /// The content offset that keeps an item standing where the centred item
  /// stands now, at the same angle, after items are inserted or removed
  /// before it.
  ///
  /// Call it with the scroll view's bounds and the counts before the
  /// change, and set the returned offset once the change is made (in
  /// UIKit, in the layout's
  /// `targetContentOffset(forProposedContentOffset:)`, or after
  /// `performBatchUpdates`):
  ///
  ///     // Item 7 is centred; 3 items are inserted before it.
  ///     let keep = wheel.contentOffset(
  ///       keepingCentered: 7, insertedBefore: 3, removedBefore: 0, in: bounds, itemCount: n)
  ///
  /// With `p` the scroll position now and `c` the whole position nearest
  /// it (halves up: the centred item of
  /// ``centeredItemIndex(in:itemCount:)``, unless the wheel is pulled past
  /// an end), the wheel stands `f = p - c` of a step past `c`, with `f` in
  /// `-0.5 ..< 0.5`. After the change the item moves to index
  /// `i' = index + insertedBefore - removedBefore`, and the returned offset
  /// puts the scroll position at `i' + f`: the item stands where the
  /// centred item stood, turned by the same angle, not only at the same
  /// index. On a wrapping wheel it is the copy of `i'` nearest the current
  /// offset, kept inside the content by whole turns.
  ///
  /// - **The centred item itself removed.** Pass the item that takes its
  ///   place: the next one (its index before the change, `c + 1`, with
  ///   the removed item counted in `removedBefore`, since it lay before
  ///   it), or, when the last item was removed, the new last one (`c - 1`,
  ///   with `newItemCount`, since the removed item lay after it). The
  ///   substitute then stands where the removed item stood, at its angle:
  ///   with ends under ``ScrollModel-swift.enum/fixedDistancePerItem``, the
  ///   next item at the same offset.
  /// - **Appending** (inserting after the centred item) leaves a wheel
  ///   with ends under ``ScrollModel-swift.enum/fixedDistancePerItem``
  ///   unchanged at the same offset, left to right or vertical. It moves
  ///   the centred item under ``ScrollModel-swift.enum/tutorial`` (the
  ///   distance per item changes), on a wrapping wheel (the cycle
  ///   changes) and on a right-to-left horizontal wheel (the content
  ///   grows on the left, where its far end lies): pass `newItemCount`,
  ///   and this call gives the offset that keeps the item.
  ///
  /// - Parameters:
  ///   - index: The item to keep at the top, as indexed before the change;
  ///     clamped to `0 ..< itemCount`.
  ///   - insertedBefore: The number of items inserted before it; a
  ///     negative number reads as 0.
  ///   - removedBefore: The number of items removed before it; a negative
  ///     number reads as 0. The new index is clamped to the new items.
  ///   - viewport: The scroll view's bounds before the change,
  ///     standardised and sanitised as in
  ///     ``scrollPosition(in:itemCount:)``; its size is the size after the
  ///     change too.
  ///   - itemCount: The number of items before the change, sanitised as in
  ///     ``scrollPosition(in:itemCount:)``.
  ///   - newItemCount: The number of items after the change, when items
  ///     were also inserted or removed after `index`; `nil` (the default)
  ///     for `itemCount + insertedBefore - removedBefore`. Sanitised as
  ///     `itemCount` is.
  /// With no items before the change there is no fraction to keep: the
  /// item at index `insertedBefore` (clamped to the new items) is brought
  /// upright to the top.
  ///
  /// - Returns: A finite offset. It lies in `0 ... max(0, maxOffset)` of
  ///   the wheel after the change, except that with ends it may lie up to
  ///   half a step beyond an end when the kept item is an end item after
  ///   the change and the fraction it carries points past that end (a
  ///   rubber band; the wheel draws positions past an end only as far as
  ///   its overscroll reaches); 0 when no items remain or the content
  ///   after the change does not scroll.
  public func contentOffset(
    keepingCentered index: Int, insertedBefore: Int, removedBefore: Int, in viewport: Rect,
    itemCount: Int, newItemCount: Int? = nil
  ) -> Double {
    _contentOffset(
      keepingCentered: index, insertedBefore: insertedBefore, removedBefore: removedBefore,
      in: viewport, itemCount: itemCount, newItemCount: newItemCount)
  }
}
