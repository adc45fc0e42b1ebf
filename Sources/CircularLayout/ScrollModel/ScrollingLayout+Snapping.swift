// Where a scroll comes to rest: the snapping and paging rules a wheel and
// a carousel share, through their scroll track.

import LayoutGeometry

// MARK: - Snapping and paging

extension ScrollingLayout {
  /// The content offset at which to stop a drag so that an item stands at
  /// the reference point, by the engine's ``snapping`` mode:
  /// `UIScrollViewDelegate`'s
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, or a
  /// layout's
  /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
  ///
  /// Pass what UIKit has when the finger lifts: the proposed offset (its
  /// natural stopping point), the velocity, and the scroll view's bounds,
  /// whose origin is the content offset where the finger lifted
  /// (`scrollView.bounds`, or the collection view's). With `p` the
  /// proposed offset's position and `l` the lift's, in items:
  ///
  /// - ``ScrollSnapping/free``: `ceil p` for a positive velocity,
  ///   `floor p` for a negative one, the nearest for zero.
  /// - ``ScrollSnapping/nearest``: the item nearest `p`, whatever the
  ///   velocity.
  /// - ``ScrollSnapping/paging``: the item nearest `p`, kept between the
  ///   item nearest `l` and the next item past `l` in the fling's
  ///   direction, so the landing is never more than one item from where
  ///   the finger lifted, and never behind it against the fling but for
  ///   the item nearest it. A slow drag therefore lands on the item
  ///   nearest `l` only while `p` stays short of halfway to the next.
  ///
  /// ``ScrollSnapping`` gives each rule in full. Only
  /// ``ScrollSnapping/paging`` reads the viewport's origin. Each is then
  /// clamped to the items, and the result is that item's offset. A
  /// position within a billionth of an item of a whole one counts as on
  /// it, and a position exactly halfway between two items goes to the
  /// higher item.
  ///
  ///     // 10 items 133 wide, paging: a slow drag from item 0 lifted at 572
  ///     // (4.3 items), which UIKit would carry on to 580, lands on item 4, at 532.
  ///     try wheel.update { $0.snapping = .paging }
  ///     wheel.targetContentOffset(
  ///       forProposed: 580, velocity: 0.2,
  ///       in: Rect(x: 572, y: 0, width: 375, height: 667), itemCount: 10)
  ///
  /// - Parameters:
  ///   - offset: The proposed content offset along the scroll axis.
  ///   - velocity: The scroll velocity along the scroll axis (positive: the
  ///     offset grows); only its sign matters.
  ///   - viewport: The scroll view's bounds where the finger lifted.
  ///   - itemCount: The number of items.
  /// - Returns: A finite offset in `0 ... max(0, maxOffset)`: 0 with no
  ///   items or when the content does not scroll (under a wheel's tutorial
  ///   model, a single item, upright at every offset, keeps the proposed
  ///   offset clamped to the content).
  public func targetContentOffset(
    forProposed offset: Double, velocity: Double, in viewport: Rect, itemCount: Int
  ) -> Double {
    _landing(offset, velocity, viewport, itemCount).offset
  }

  /// The item a drag comes to rest on, by the engine's ``snapping`` mode:
  /// the one standing at the reference point at
  /// ``targetContentOffset(forProposed:velocity:in:itemCount:)``.
  ///
  /// Call it where the drag ends, with the same arguments, to prefetch the
  /// item and to report the selection once, where the scroll settles,
  /// rather than at every item it passes.
  ///
  /// - Parameters:
  ///   - offset: The proposed content offset along the scroll axis.
  ///   - velocity: The scroll velocity along the scroll axis.
  ///   - viewport: The scroll view's bounds where the finger lifted.
  ///   - itemCount: The number of items.
  /// - Returns: The index, in `0 ..< itemCount`, or `nil` when there are
  ///   no items.
  public func landingItemIndex(
    forProposed offset: Double, velocity: Double, in viewport: Rect, itemCount: Int
  ) -> Int? {
    _landing(offset, velocity, viewport, itemCount).index
  }
}
