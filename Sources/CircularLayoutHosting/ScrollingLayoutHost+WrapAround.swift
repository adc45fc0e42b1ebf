// Wrap-around on a long content: the engines lay a wrapping content out as
// 1,001 turns of the items, so a user starting in the middle can scroll
// 500 turns either way. A host that lets the user scroll for ever moves
// the offset back towards the middle by whole turns before an edge comes
// near; every item then stands where it stood, so the jump cannot be seen.

import CircularLayout
import LayoutGeometry

extension ScrollingLayoutHost {
  /// The length of content that scrolls one whole turn of the items on a
  /// wrapping engine: `n · d`, the item count times the distance per item;
  /// 0 when the engine does not wrap or has no items.
  ///
  /// - Parameters:
  ///   - bounds: The scroll view's bounds; only its size is read.
  ///   - itemCount: The number of items.
  /// - Returns: A finite, non-negative length.
  /// - Complexity: O(1)
  package func turnLength(in bounds: Rect, itemCount: Int) -> Double {
    guard layout.wrapsAround else { return 0 }
    let count = Double(Swift.min(Swift.max(itemCount, 0), 1 << 53))
    let turn = count * layout.scrollDistancePerItem(in: bounds, itemCount: itemCount)
    return turn.isFinite ? turn : 0
  }

  /// The change of content offset that re-centres a wrapping engine
  /// without a visible jump, or `nil` when none is needed.
  ///
  /// The rule, with `M` the largest offset and `T` the
  /// ``turnLength(in:itemCount:)``:
  ///
  /// - **When.** Only a wrapping engine whose content scrolls, and only
  ///   once the offset (along the scroll axis) has left the middle half of
  ///   the content, `M/4 ... 3M/4`: 250 turns of scrolling from the start,
  ///   so never in ordinary use, and never twice in a row.
  /// - **By how much.** A whole number `k` of turns, `k · T`, with `k` the
  ///   number of turns nearest `M/2 - x`, so the new offset lies within
  ///   half a turn of the middle. Positions repeat every turn, so every
  ///   item stands where it stood, with the same attributes (up to the
  ///   rounding of the offset, a billionth of a point at these lengths).
  /// - `nil` when the offset is in the middle half, when `k` is 0, or
  ///   when the shifted offset would leave the content (a content clamped
  ///   to 2^53 that holds fewer than four turns).
  ///
  /// ``contentOffsetAdjustment(forBoundsChange:from:itemCount:)`` returns
  /// it for a scroll, and a collection view layout applies that as its
  /// invalidation context's `contentOffsetAdjustment`, which UIKit adds to
  /// the content offset.
  ///
  /// - Parameters:
  ///   - bounds: The scroll view's bounds; the origin is the offset.
  ///   - itemCount: The number of items.
  /// - Returns: The change of offset (zero across the scroll axis), or
  ///   `nil`.
  /// - Complexity: O(1)
  package func recenteringAdjustment(in bounds: Rect, itemCount: Int) -> Point? {
    let turn = turnLength(in: bounds, itemCount: itemCount)
    guard turn > 0 else { return nil }
    let maximum = layout.maximumContentOffset(in: bounds, itemCount: itemCount)
    guard maximum > 0 else { return nil }
    let x = along(Self.sanitized(bounds).origin)
    guard x < maximum / 4 || x > maximum * 3 / 4 else { return nil }
    let turns = ((maximum / 2 - x) / turn).rounded()
    guard turns != 0, turns.isFinite else { return nil }
    let shift = turns * turn
    let moved = x + shift
    guard moved >= 0, moved <= maximum else { return nil }
    return replacing(.zero, along: moved - x)
  }
}
