// Keeping the selection: the offset that keeps the centred item centred
// when items are inserted or removed before it.

import LayoutGeometry

// MARK: - Keeping the selection

extension ScrollingLayout {
  /// The content offset that keeps an item standing where the item at the
  /// reference point stands now, at the same fraction of a step, after
  /// items are inserted or removed before it.
  ///
  /// Call it with the scroll view's bounds and the counts before the
  /// change, and set the returned offset once the change is made (in
  /// UIKit, in the layout's `targetContentOffset(forProposedContentOffset:)`,
  /// or after `performBatchUpdates`):
  ///
  ///     // Item 7 is centred; 3 items are inserted before it.
  ///     let keep = wheel.contentOffset(
  ///       keepingCentered: 7, insertedBefore: 3, removedBefore: 0, in: bounds, itemCount: n)
  ///
  /// With `p` the scroll position now and `c` the whole position nearest
  /// it (halves up: ``centeredItemIndex(in:itemCount:)``, unless the
  /// content is pulled past an end), the engine stands `f = p - c` of a
  /// step past `c`, with `f` in `-0.5 ..< 0.5`. After the change the item
  /// moves to index `i' = index + insertedBefore - removedBefore`, and the
  /// returned offset puts the scroll position at `i' + f`: the item stands
  /// where the centred item stood, turned by the same fraction. Wrapping
  /// around, it is the copy of `i'` nearest the current offset, kept inside
  /// the content by whole turns.
  ///
  /// - **The centred item itself removed.** Pass the item that takes its
  ///   place: the next one (its index before the change, `c + 1`, with the
  ///   removed item counted in `removedBefore`, since it lay before it),
  ///   or, when the last item was removed, the new last one (`c - 1`, with
  ///   `newItemCount`, since the removed item lay after it).
  /// - **Appending** (inserting after the centred item) leaves an engine
  ///   with ends unchanged at the same offset, left to right or vertical.
  ///   It moves the centred item on a wrapping engine (the turn changes),
  ///   on a right-to-left horizontal one (the content grows at its far
  ///   end, on the left) and on a wheel under its tutorial's model (the
  ///   distance per item changes): pass `newItemCount`, and this call
  ///   gives the offset that keeps the item.
  ///
  /// With no items before the change there is no fraction to keep: the
  /// item at index `insertedBefore` (clamped to the new items) is brought
  /// to the reference point.
  ///
  /// - Parameters:
  ///   - index: The item to keep, as indexed before the change; clamped to
  ///     `0 ..< itemCount`.
  ///   - insertedBefore: The number of items inserted before it; a
  ///     negative number reads as 0.
  ///   - removedBefore: The number of items removed before it; a negative
  ///     number reads as 0. The new index is clamped to the new items.
  ///   - viewport: The scroll view's bounds before the change; its size is
  ///     the size after the change too.
  ///   - itemCount: The number of items before the change.
  ///   - newItemCount: The number of items after the change, when items
  ///     were also inserted or removed after `index`; `nil` (the default)
  ///     for `itemCount + insertedBefore - removedBefore`. Sanitised as
  ///     `itemCount` is.
  /// - Returns: A finite offset. It lies in `0 ... max(0, maxOffset)` of
  ///   the content after the change, except that with ends it may lie up
  ///   to half a step beyond an end when the kept item is an end item and
  ///   the fraction it carries points past that end (a rubber band); 0
  ///   when no items remain or the content after the change does not
  ///   scroll.
  public func contentOffset(
    keepingCentered index: Int, insertedBefore: Int, removedBefore: Int, in viewport: Rect,
    itemCount: Int, newItemCount: Int? = nil
  ) -> Double {
    let count = ScrollTrack.sanitizedCount(itemCount)
    let inserted = ScrollTrack.sanitizedCount(insertedBefore)
    let removed = ScrollTrack.sanitizedCount(removedBefore)
    // Counts and shifts are at most `maximumItemCount` each (2^53, or
    // 2^29 where `Int` has 32 bits): no overflow.
    let newCount = ScrollTrack.sanitizedCount(newItemCount ?? count + inserted - removed)
    let item = Swift.min(Swift.max(index, 0), Swift.max(count - 1, 0))
    let newIndex = Swift.min(Swift.max(item + inserted - removed, 0), Swift.max(newCount - 1, 0))

    let length = _viewportLength(viewport)
    let before = scrollTrack(itemCount: count, viewportLength: length)
    let after = scrollTrack(itemCount: newCount, viewportLength: length)
    return before.offset(keeping: newIndex, at: _contentOffset(of: viewport), after: after)
  }
}
