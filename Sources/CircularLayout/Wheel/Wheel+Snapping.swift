// Where scrolling comes to rest: the snapping modes and paging, the item a
// scroll lands on, scroll-to-item and the centred item. The rules live in
// the scroll model (`_ScrollTrack`); the wheel reads its viewport and
// item count into a track and forwards.

import LayoutGeometry

extension Wheel {
  /// The content offset at which to stop a scroll so that an item stands
  /// upright at the top, by the wheel's ``snapping`` mode:
  /// `UIScrollViewDelegate`'s
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, or a
  /// layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
  ///
  /// The same as
  /// ``targetContentOffset(forProposed:velocity:dragStartOffset:viewport:itemCount:)``
  /// without a drag start, so ``ScrollSnapping/paging`` answers as
  /// ``ScrollSnapping/free`` does here: from the proposed offset's
  /// scroll position `p`, a positive velocity snaps to the next item
  /// forward (`ceil p`), a negative one to the next backward (`floor p`),
  /// and zero to the nearest (halves forward).
  ///
  ///     // 10 items 133 wide: one item per 133 points, so 300 (2.26 items)
  ///     // snaps to item 2 at 266. Under the tutorial's model, one item per
  ///     // 955 / 9 = 106.1 points: 300 (2.83 items) snaps to item 3 at 318.3.
  ///     wheel.targetContentOffset(
  ///       forProposed: 300, velocity: 0, viewport: bounds, itemCount: 10)
  ///
  /// - Parameters:
  ///   - offset: The proposed content offset along the scroll axis. NaN
  ///     reads as 0; infinities and values beyond ``maximumLength`` are
  ///     clamped to it.
  ///   - velocity: The scroll velocity along the scroll axis; only its sign
  ///     matters. NaN reads as 0, and an infinity as its sign.
  ///   - viewport: The scroll view's bounds. Only its size is read (the
  ///     proposed offset, not its origin, says where the scroll is), in its
  ///     standardised form and sanitised as in
  ///     ``contentSize(itemCount:viewport:)-(_,Rect)``.
  ///   - itemCount: The number of items, sanitised likewise.
  /// - Returns: A finite offset in `0 ... max(0, maxOffset)`.
  public func targetContentOffset(
    forProposed offset: Double, velocity: Double, viewport: Rect, itemCount: Int
  ) -> Double {
    _landing(offset, velocity, nil, viewport, itemCount).offset
  }

  /// The content offset at which to stop a drag so that an item stands
  /// upright at the top, by the wheel's ``snapping`` mode, knowing where
  /// the drag began.
  ///
  /// Pass the content offset of `scrollViewWillBeginDragging(_:)` as
  /// `dragStartOffset`. With `p` the scroll position (in items) of the
  /// proposed offset, UIKit's natural stopping point, and `k0` the item
  /// nearest the drag start's position:
  ///
  /// - ``ScrollSnapping/free``: `ceil p` for a positive velocity,
  ///   `floor p` for a negative one, the nearest for zero. A position
  ///   within a billionth of an item of a whole one counts as on it, so
  ///   rounding never skips an item.
  /// - ``ScrollSnapping/nearest``: the item nearest `p`, whatever the
  ///   velocity.
  /// - ``ScrollSnapping/paging``: the ``ScrollSnapping/free``
  ///   answer clamped to `k0 - 1 ... k0 + 1`, so a fling or a slow drag
  ///   across several items moves one.
  ///
  /// Each is then clamped to the items, and the result is that item's
  /// offset. A position exactly halfway between two items goes to the
  /// higher item. On a wrapping wheel, positions are read along the
  /// content (`p = offset / d`, not reduced modulo `n`), so the paging
  /// clamp keeps the landing next to the drag start, on the side the
  /// fling went, even across the seam between the last item and the
  /// first. On a right-to-left horizontal wheel a growing offset moves to
  /// lower items: each rule is read in the direction of motion (a
  /// positive velocity snaps to `floor p`), so snapping never goes
  /// against the fling.
  ///
  ///     // 10 items 133 wide, paging: a fling from item 2 (266) that UIKit
  ///     // would stop at 1000 (7.5 items) lands on item 3, at 399.
  ///     wheel.snapping = .paging
  ///     wheel.targetContentOffset(
  ///       forProposed: 1000, velocity: 2.5, dragStartOffset: 266, viewport: bounds,
  ///       itemCount: 10)
  ///
  /// - Parameters:
  ///   - offset: The proposed content offset along the scroll axis. NaN
  ///     reads as 0; infinities and values beyond ``maximumLength`` are
  ///     clamped to it.
  ///   - velocity: The scroll velocity along the scroll axis (positive:
  ///     the offset grows); only its sign matters. NaN reads as 0, so it
  ///     snaps to the nearest item; an infinity reads as its sign.
  ///   - dragStartOffset: The content offset along the scroll axis where
  ///     the drag began, sanitised as `offset` is; only
  ///     ``ScrollSnapping/paging`` reads it.
  ///   - viewport: The scroll view's bounds. Only its size is read, in its
  ///     standardised form and sanitised as in
  ///     ``contentSize(itemCount:viewport:)-(_,Rect)``.
  ///   - itemCount: The number of items, sanitised likewise.
  /// - Returns: A finite offset in `0 ... max(0, maxOffset)`: 0 with no
  ///   items or when the content does not scroll (under the tutorial's
  ///   model, a single item, upright at every offset, keeps the proposed
  ///   offset clamped to the content).
  public func targetContentOffset(
    forProposed offset: Double, velocity: Double, dragStartOffset: Double, viewport: Rect,
    itemCount: Int
  ) -> Double {
    _landing(offset, velocity, dragStartOffset, viewport, itemCount).offset
  }

  /// The item a drag comes to rest on, by the wheel's ``snapping`` mode:
  /// the one standing upright at the top at
  /// ``targetContentOffset(forProposed:velocity:dragStartOffset:viewport:itemCount:)``.
  ///
  /// Call it where the drag ends to prefetch the item, and to report the
  /// selection once, where the scroll settles, rather than at every item
  /// it passes.
  ///
  /// - Parameters:
  ///   - offset: The proposed content offset, sanitised as in
  ///     ``targetContentOffset(forProposed:velocity:dragStartOffset:viewport:itemCount:)``.
  ///   - velocity: The scroll velocity along the scroll axis, read
  ///     likewise.
  ///   - dragStartOffset: The content offset where the drag began.
  ///   - viewport: The scroll view's bounds; only its size is read.
  ///   - itemCount: The number of items.
  /// - Returns: The index, in `0 ..< itemCount`, or `nil` when there are
  ///   no items.
  public func landingItemIndex(
    forProposed offset: Double, velocity: Double, dragStartOffset: Double, viewport: Rect,
    itemCount: Int
  ) -> Int? {
    _landing(offset, velocity, dragStartOffset, viewport, itemCount).index
  }

  /// The item a scroll comes to rest on, without the drag's start: the
  /// one standing upright at the top at
  /// ``targetContentOffset(forProposed:velocity:viewport:itemCount:)-(_,_,Rect,_)``.
  ///
  /// Knowing no drag start, ``ScrollSnapping/paging`` answers as
  /// ``ScrollSnapping/free`` does.
  ///
  /// - Parameters:
  ///   - offset: The proposed content offset, sanitised as in
  ///     ``targetContentOffset(forProposed:velocity:viewport:itemCount:)-(_,_,Rect,_)``.
  ///   - velocity: The scroll velocity along the scroll axis, read
  ///     likewise.
  ///   - viewport: The scroll view's bounds; only its size is read.
  ///   - itemCount: The number of items.
  /// - Returns: The index, in `0 ..< itemCount`, or `nil` when there are
  ///   no items.
  public func landingItemIndex(
    forProposed offset: Double, velocity: Double, viewport: Rect, itemCount: Int
  ) -> Int? {
    _landing(offset, velocity, nil, viewport, itemCount).index
  }

  /// The content offset at which to stop a scroll, for a viewport given by
  /// its size.
  ///
  /// The same as
  /// ``targetContentOffset(forProposed:velocity:viewport:itemCount:)-(_,_,Rect,_)``
  /// for a viewport of this size, except that a negative component reads
  /// as 0, as it always has here.
  ///
  /// - Parameters:
  ///   - offset: The proposed content offset along the scroll axis.
  ///   - velocity: The scroll velocity along the scroll axis.
  ///   - viewport: The scroll view's bounds size; a component that is NaN,
  ///     infinite or negative reads as 0.
  ///   - itemCount: The number of items.
  /// - Returns: A finite offset in `0 ... max(0, maxOffset)`.
  @available(
    *, deprecated, renamed: "targetContentOffset(forProposed:velocity:viewport:itemCount:)",
    message: "pass the scroll view's bounds as a Rect"
  )
  public func targetContentOffset(
    forProposed offset: Double, velocity: Double, viewport: Size, itemCount: Int
  ) -> Double {
    targetContentOffset(
      forProposed: offset, velocity: velocity, viewport: Wheel.viewport(ofSize: viewport),
      itemCount: itemCount)
  }

  /// The content offset at which item `index` stands upright at the top,
  /// in the middle of a wrapping wheel's content: where to start the
  /// wheel, or to jump to without scrolling.
  ///
  /// With ends, the offset of `index` clamped to the items (under
  /// ``ScrollModel-swift.enum/fixedDistancePerItem``, `index · d`; under
  /// ``ScrollModel-swift.enum/tutorial``, `index · maxOffset / (n - 1)`);
  /// 0 when the wheel cannot turn (no items, or content that does not
  /// scroll). Where the content was clamped to ``maximumLength``, an
  /// index past the last item within reach reads as that item. Wrapping
  /// around, the index is taken modulo `n`, and the offset is the one in
  /// the middle of the content's copies (``wrappingCopyCount``), whatever
  /// the current offset, so the user can scroll a long way either way.
  /// To scroll the shortest way round from where the wheel stands, use
  /// ``contentOffset(centering:in:itemCount:)``, which reads the
  /// viewport's origin as well. On a right-to-left horizontal wheel, the
  /// offset is mirrored: item 0 of a wheel with ends stands at the top at
  /// `maxOffset`.
  ///
  ///     // A wrapping wheel of 10 items starts with item 0 at the top, 500
  ///     // cycles in: 500 · 10 · 133 = 665,000.
  ///     wheel.initialContentOffset(centering: 0, viewport: bounds, itemCount: 10)
  ///
  /// - Parameters:
  ///   - index: The item to bring to the top.
  ///   - viewport: The scroll view's bounds. Only its size is read, in its
  ///     standardised form and sanitised as in
  ///     ``contentSize(itemCount:viewport:)-(_,Rect)``.
  ///   - itemCount: The number of items, sanitised likewise.
  /// - Returns: A finite offset in `0 ... max(0, maxOffset)`; 0 with no
  ///   items.
  public func initialContentOffset(centering index: Int, viewport: Rect, itemCount: Int) -> Double {
    _initialContentOffset(centering: index, viewport: viewport, itemCount: itemCount)
  }

  /// The content offset at which item `index` stands upright at the top,
  /// in the middle of a wrapping wheel's content, for a viewport given by
  /// its size.
  ///
  /// The same as ``initialContentOffset(centering:viewport:itemCount:)``
  /// for a viewport of this size, except that a negative component reads
  /// as 0, as it always has here.
  ///
  /// - Parameters:
  ///   - index: The item to bring to the top.
  ///   - viewport: The scroll view's bounds size; a component that is NaN,
  ///     infinite or negative reads as 0.
  ///   - itemCount: The number of items.
  /// - Returns: A finite offset in `0 ... max(0, maxOffset)`; 0 with no
  ///   items.
  @available(
    *, deprecated, renamed: "initialContentOffset(centering:viewport:itemCount:)",
    message: "use initialContentOffset(centering:viewport:itemCount:) with the bounds as a Rect"
  )
  public func contentOffset(centering index: Int, viewport: Size, itemCount: Int) -> Double {
    initialContentOffset(
      centering: index, viewport: Wheel.viewport(ofSize: viewport), itemCount: itemCount)
  }

  /// The content offset at which item `index` stands upright at the top,
  /// reached the shortest way round from the viewport's current offset.
  ///
  /// With ends the same as
  /// ``initialContentOffset(centering:viewport:itemCount:)``. Wrapping
  /// around, of the offsets that centre the item (one per copy), the one
  /// nearest the viewport's origin, kept inside the content by whole
  /// cycles; a tie (exactly half a cycle either way) goes forward (to the
  /// higher position).
  ///
  /// - Parameters:
  ///   - index: The item to bring to the top; clamped with ends, modulo
  ///     `n` wrapping around.
  ///   - viewport: The scroll view's current bounds, standardised and
  ///     sanitised as in ``scrollPosition(in:itemCount:)``.
  ///   - itemCount: The number of items, sanitised likewise.
  /// - Returns: A finite offset in `0 ... max(0, maxOffset)`; 0 with no
  ///   items.
  public func contentOffset(centering index: Int, in viewport: Rect, itemCount: Int) -> Double {
    _contentOffset(centering: index, in: viewport, itemCount: itemCount)
  }

  /// The index of the item nearest the top of the wheel (smallest
  /// absolute angle).
  ///
  /// `round(p)` of the scroll position ``scrollPosition(in:itemCount:)``,
  /// halves going to the later item, then clamped to `0 ..< n` with ends
  /// (so past the end it is the last item) or taken modulo `n` wrapping
  /// around. It is the item ``ZOrder-swift.enum/centerOnTop`` puts in
  /// front.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds, sanitised as in
  ///     ``scrollPosition(in:itemCount:)``; its size matters only for
  ///     `maxOffset`, so an empty viewport still has a centred item.
  ///   - itemCount: The number of items, sanitised likewise.
  /// - Returns: The index, or `nil` when there are no items.
  public func centeredItemIndex(in viewport: Rect, itemCount: Int) -> Int? {
    _centeredItemIndex(in: viewport, itemCount: itemCount)
  }
}
