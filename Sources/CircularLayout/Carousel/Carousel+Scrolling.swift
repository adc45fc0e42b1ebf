// The carousel's scroll members: the wheel's, answered by the same scroll
// model (`_ScrollTrack`) through the same shared forwarders
// (`_ScrollingLayout`), with the carousel's distance per item. Only the
// documentation is the carousel's own.

import LayoutGeometry

extension Carousel {
  /// The size of the scrollable content.
  ///
  /// Along the scroll axis, with `d` the ``scrollDistancePerItem`` and `L`
  /// the viewport's length: `max(0, n - 1) · d + L`, so item 0 stands at
  /// the centre at offset 0 and item `n - 1` at the largest offset; when
  /// the carousel ``wrapsAround``, ``wrappingCopyCount`` turns of `n · d`.
  /// Across the axis, the viewport's extent. Lengths are clamped to
  /// ``maximumLength``.
  ///
  ///     // 10 items 200 wide, a 375 x 667 viewport: 9 · 200 + 375 = 2175 x 667;
  ///     // a cover flow scrolls 100 per item: 9 · 100 + 375 = 1275 x 667.
  ///     carousel.contentSize(itemCount: 10, viewport: bounds)
  ///
  /// - Parameters:
  ///   - itemCount: The number of items; negative counts are read as 0
  ///     and counts above ``maximumItemCount`` as that.
  ///   - viewport: The scroll view's bounds. Only its size is read, in its
  ///     standardised form: a negative width or height reads as its
  ///     magnitude, and a component that is NaN or infinite as 0.
  /// - Returns: A finite, non-negative size.
  public func contentSize(itemCount: Int, viewport: Rect) -> Size {
    _contentSize(itemCount: itemCount, viewport: viewport)
  }

  /// The largest content offset along the scroll axis:
  /// `contentLength - viewportLength`, `(n - 1) · d` with ends.
  ///
  /// - Parameters:
  ///   - itemCount: The number of items, sanitised as in
  ///     ``contentSize(itemCount:viewport:)``.
  ///   - viewport: The scroll view's bounds; only its size is read.
  /// - Returns: A finite length: 0 with ends and one item or none; a
  ///   wrapping carousel's copies make even one item scroll, and with no
  ///   items its content is empty, so the answer is minus the viewport's
  ///   length.
  public func maximumContentOffset(itemCount: Int, viewport: Rect) -> Double {
    track(itemCount: itemCount, viewport: viewport).maximumOffset
  }

  /// The content distance that scrolls one item: ``scrollDistancePerItem``
  /// when there are items, 0 when there are none.
  ///
  /// The same call as the wheel's, so code written for either reads the
  /// same; the carousel's distance does not depend on the viewport.
  ///
  /// - Parameters:
  ///   - itemCount: The number of items, sanitised as in
  ///     ``contentSize(itemCount:viewport:)``.
  ///   - viewport: The scroll view's bounds; only its size is read.
  /// - Returns: A positive distance, or 0 with no items.
  public func scrollDistancePerItem(itemCount: Int, viewport: Rect) -> Double {
    track(itemCount: itemCount, viewport: viewport).distance
  }

  /// The carousel's scroll position for a viewport, in items: the
  /// fractional index of the position at the centre, `p = x / d` for the
  /// content offset `x` (the viewport's origin along the scroll axis).
  ///
  /// Wrapping around, reduced modulo `n` into `0 ..< n` (an offset whose
  /// quotient overflows reads as 0); with ends, extrapolated past either
  /// end, as a rubber band pulls it. Right to left, a horizontal carousel
  /// reads `x` as `maxOffset - x` first. Every item's ``Item/offset`` is
  /// its index minus this position (brought round the turn when
  /// wrapping).
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds, sanitised as in
  ///     ``items(in:itemCount:)``.
  ///   - itemCount: The number of items, sanitised likewise.
  /// - Returns: A finite position; 0 when there are no items.
  public func scrollPosition(in viewport: Rect, itemCount: Int) -> Double {
    pose(for: viewport, itemCount: itemCount, toggle: 0).position
  }

  /// Cover flow 2's toggle while the carousel moves by itself (a
  /// deceleration or an animated scroll): iCarousel's `_toggle`, which it
  /// sets from the items' offsets then, `p - round(p)` for the scroll
  /// position `p` (halves up), in `-0.5 ..< 0.5`.
  ///
  /// iCarousel keeps the toggle unchanged while the user drags, so a host
  /// keeps the last value this returned (0 at first) until the drag ends,
  /// and asks again on every frame of the deceleration. Pass it to
  /// ``items(in:itemCount:coverFlowToggle:)`` and
  /// ``itemIndex(at:in:itemCount:coverFlowToggle:)``. With it, cover flow
  /// 2 slides its items through their turn as ``Style/coverFlow`` does;
  /// with 0, they flip at the midpoints.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds, sanitised as in
  ///     ``items(in:itemCount:)``.
  ///   - itemCount: The number of items, sanitised likewise.
  /// - Returns: The toggle; 0 with no items.
  public func coverFlowToggle(in viewport: Rect, itemCount: Int) -> Double {
    let position = scrollPosition(in: viewport, itemCount: itemCount)
    return position - _ScrollTrack.roundedHalfUp(position)
  }

  // MARK: - Snapping and scrolling to an item

  /// The content offset at which to stop a scroll so that an item stands
  /// at the centre, by the carousel's ``snapping`` mode, without the
  /// drag's start (so ``ScrollSnapping/paging`` answers as
  /// ``ScrollSnapping/free`` does).
  ///
  /// `UIScrollViewDelegate`'s
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, or
  /// a layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
  ///
  ///     // 200-point items: 300 (1.5 items) with no velocity lands on item 2, at 400.
  ///     carousel.targetContentOffset(forProposed: 300, velocity: 0, viewport: bounds, itemCount: 10)
  ///
  /// - Parameters:
  ///   - offset: The proposed content offset along the scroll axis. NaN
  ///     reads as 0; infinities and values beyond ``maximumLength`` are
  ///     clamped to it.
  ///   - velocity: The scroll velocity along the scroll axis; only its
  ///     sign matters. NaN reads as 0, and an infinity as its sign.
  ///   - viewport: The scroll view's bounds; only its size is read.
  ///   - itemCount: The number of items, sanitised as in
  ///     ``contentSize(itemCount:viewport:)``.
  /// - Returns: A finite offset in `0 ... max(0, maxOffset)`.
  public func targetContentOffset(
    forProposed offset: Double, velocity: Double, viewport: Rect, itemCount: Int
  ) -> Double {
    _landing(offset, velocity, nil, viewport, itemCount).offset
  }

  /// The content offset at which to stop a drag so that an item stands at
  /// the centre, by the carousel's ``snapping`` mode, knowing where the
  /// drag began.
  ///
  /// The rules are ``ScrollSnapping``'s: ``ScrollSnapping/free`` goes to
  /// the next item in the velocity's direction, ``ScrollSnapping/nearest``
  /// to the nearest, ``ScrollSnapping/paging`` at most one item from the
  /// item nearest the drag's start; each is read in the direction of
  /// motion right to left, and along the content (not modulo `n`) when
  /// wrapping, so a page never jumps the seam.
  ///
  /// - Parameters:
  ///   - offset: The proposed content offset along the scroll axis,
  ///     sanitised as in
  ///     ``targetContentOffset(forProposed:velocity:viewport:itemCount:)``.
  ///   - velocity: The scroll velocity along the scroll axis, read
  ///     likewise.
  ///   - dragStartOffset: The content offset where the drag began,
  ///     sanitised as `offset` is; only ``ScrollSnapping/paging`` reads it.
  ///   - viewport: The scroll view's bounds; only its size is read.
  ///   - itemCount: The number of items.
  /// - Returns: A finite offset in `0 ... max(0, maxOffset)`: 0 with no
  ///   items or when the content does not scroll.
  public func targetContentOffset(
    forProposed offset: Double, velocity: Double, dragStartOffset: Double, viewport: Rect,
    itemCount: Int
  ) -> Double {
    _landing(offset, velocity, dragStartOffset, viewport, itemCount).offset
  }

  /// The item a drag comes to rest on: the one at the centre at
  /// ``targetContentOffset(forProposed:velocity:dragStartOffset:viewport:itemCount:)``.
  ///
  /// - Parameters:
  ///   - offset: The proposed content offset.
  ///   - velocity: The scroll velocity along the scroll axis.
  ///   - dragStartOffset: The content offset where the drag began.
  ///   - viewport: The scroll view's bounds; only its size is read.
  ///   - itemCount: The number of items.
  /// - Returns: The index, in `0 ..< itemCount`, or `nil` with no items.
  public func landingItemIndex(
    forProposed offset: Double, velocity: Double, dragStartOffset: Double, viewport: Rect,
    itemCount: Int
  ) -> Int? {
    _landing(offset, velocity, dragStartOffset, viewport, itemCount).index
  }

  /// The item a scroll comes to rest on, without the drag's start: the
  /// one at the centre at
  /// ``targetContentOffset(forProposed:velocity:viewport:itemCount:)``.
  ///
  /// - Parameters:
  ///   - offset: The proposed content offset.
  ///   - velocity: The scroll velocity along the scroll axis.
  ///   - viewport: The scroll view's bounds; only its size is read.
  ///   - itemCount: The number of items.
  /// - Returns: The index, in `0 ..< itemCount`, or `nil` with no items.
  public func landingItemIndex(
    forProposed offset: Double, velocity: Double, viewport: Rect, itemCount: Int
  ) -> Int? {
    _landing(offset, velocity, nil, viewport, itemCount).index
  }

  /// The content offset at which item `index` stands at the centre, in
  /// the middle of a wrapping carousel's content: where to start it.
  ///
  /// With ends, `index · d` for the index clamped to the items (mirrored
  /// right to left); wrapping around, the index modulo `n` in the middle
  /// copy of the content, so the user can scroll 500 turns either way.
  ///
  /// - Parameters:
  ///   - index: The item to bring to the centre.
  ///   - viewport: The scroll view's bounds; only its size is read.
  ///   - itemCount: The number of items.
  /// - Returns: A finite offset in `0 ... max(0, maxOffset)`; 0 with no
  ///   items.
  public func initialContentOffset(centering index: Int, viewport: Rect, itemCount: Int) -> Double {
    _initialContentOffset(centering: index, viewport: viewport, itemCount: itemCount)
  }

  /// The content offset at which item `index` stands at the centre,
  /// reached the shortest way round from the viewport's current offset.
  ///
  /// With ends the same as
  /// ``initialContentOffset(centering:viewport:itemCount:)``; wrapping
  /// around, the copy nearest the viewport's origin (a tie goes forward).
  ///
  /// - Parameters:
  ///   - index: The item to bring to the centre.
  ///   - viewport: The scroll view's current bounds.
  ///   - itemCount: The number of items.
  /// - Returns: A finite offset in `0 ... max(0, maxOffset)`; 0 with no
  ///   items.
  public func contentOffset(centering index: Int, in viewport: Rect, itemCount: Int) -> Double {
    _contentOffset(centering: index, in: viewport, itemCount: itemCount)
  }

  /// The index of the item nearest the centre: iCarousel's
  /// `currentItemIndex`.
  ///
  /// `round(p)` of ``scrollPosition(in:itemCount:)``, halves going to the
  /// later item, then clamped to the items with ends or taken modulo `n`
  /// wrapping around.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds.
  ///   - itemCount: The number of items.
  /// - Returns: The index, or `nil` when there are no items.
  public func centeredItemIndex(in viewport: Rect, itemCount: Int) -> Int? {
    _centeredItemIndex(in: viewport, itemCount: itemCount)
  }

  /// The content offset that keeps an item standing where the centred
  /// item stands now, at the same fraction of a step, after items are
  /// inserted or removed before it.
  ///
  /// The wheel's rule (see
  /// ``Wheel/contentOffset(keepingCentered:insertedBefore:removedBefore:in:itemCount:newItemCount:)``),
  /// from the same scroll model: the item moves to index
  /// `i' = index + insertedBefore - removedBefore`, and the returned offset
  /// puts the scroll position at `i' + f`, where `f` is how far the
  /// carousel stands past its centred item now.
  ///
  /// - Parameters:
  ///   - index: The item to keep at the centre, as indexed before the
  ///     change; clamped to the items.
  ///   - insertedBefore: Items inserted before it; negative reads as 0.
  ///   - removedBefore: Items removed before it; negative reads as 0.
  ///   - viewport: The scroll view's bounds before the change.
  ///   - itemCount: The number of items before the change.
  ///   - newItemCount: The number after it, when items also changed after
  ///     `index`; `nil` for `itemCount + insertedBefore - removedBefore`.
  /// - Returns: A finite offset; 0 when no items remain or the content
  ///   does not scroll.
  public func contentOffset(
    keepingCentered index: Int, insertedBefore: Int, removedBefore: Int, in viewport: Rect,
    itemCount: Int, newItemCount: Int? = nil
  ) -> Double {
    _contentOffset(
      keepingCentered: index, insertedBefore: insertedBefore, removedBefore: removedBefore,
      in: viewport, itemCount: itemCount, newItemCount: newItemCount)
  }
}
