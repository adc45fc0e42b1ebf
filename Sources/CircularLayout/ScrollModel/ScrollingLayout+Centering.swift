// Scrolling to an item: the offsets that centre it (from the middle of a
// wrapping layout, or the shortest way round from where it stands) and
// that step from the centred item to another.

import LayoutGeometry

// MARK: - Scrolling to an item

extension ScrollingLayout {
  /// The content offset at which item `index` stands at the reference
  /// point, in the middle of a wrapping engine's content: where to start,
  /// or to jump to without scrolling.
  ///
  /// With ends, the offset of `index` clamped to the items (`index · d`,
  /// mirrored right to left; under a wheel's tutorial model,
  /// `index · maxOffset / (n - 1)`); where the content was clamped to 2^53,
  /// an index past the last item within reach reads as that item.
  /// Wrapping around, the index is taken modulo `n`, in the middle of the
  /// content's 1,001 turns whatever the viewport's origin, so the user can
  /// scroll 500 turns either way; to scroll the shortest way round from
  /// where the engine stands, use
  /// ``contentOffset(centering:in:itemCount:)``.
  ///
  ///     // A wrapping wheel of 10 items 133 wide starts with item 0 at the
  ///     // top, 500 turns in: 500 · 10 · 133 = 665,000.
  ///     wheel.initialContentOffset(centering: 0, in: bounds, itemCount: 10)
  ///
  /// - Parameters:
  ///   - index: The item to bring to the reference point.
  ///   - viewport: The scroll view's bounds; only its size is read.
  ///   - itemCount: The number of items.
  /// - Returns: A finite offset in `0 ... max(0, maxOffset)`; 0 with no
  ///   items or when the content does not scroll.
  public func initialContentOffset(centering index: Int, in viewport: Rect, itemCount: Int)
    -> Double
  {
    _track(viewport, itemCount).offset(centering: index, near: nil)
  }

  /// The content offset at which item `index` stands at the reference
  /// point, reached the shortest way round from the viewport's offset.
  ///
  /// With ends the same as
  /// ``initialContentOffset(centering:in:itemCount:)``. Wrapping around,
  /// of the offsets that bring the item there (one per turn), the one
  /// nearest the viewport's origin, kept inside the content by whole
  /// turns; a tie (exactly half a turn either way) goes forward.
  ///
  /// - Parameters:
  ///   - index: The item to bring to the reference point; clamped with
  ///     ends, modulo `n` wrapping around.
  ///   - viewport: The scroll view's current bounds.
  ///   - itemCount: The number of items.
  /// - Returns: A finite offset in `0 ... max(0, maxOffset)`; 0 with no
  ///   items or when the content does not scroll.
  public func contentOffset(centering index: Int, in viewport: Rect, itemCount: Int) -> Double {
    let track = _track(viewport, itemCount)
    let here = track.unboundedPosition(atForward: track.forward(_contentOffset(of: viewport)))
    return track.offset(centering: index, near: here)
  }

  /// The content offset that moves the item at the reference point by
  /// `steps` items: the offset an adjustable accessibility element's
  /// `accessibilityIncrement()` (`steps` 1) and `accessibilityDecrement()`
  /// (`steps` -1) scroll to.
  ///
  /// The item now nearest the reference point
  /// (``centeredItemIndex(in:itemCount:)``) moves by `steps`, in index
  /// order, and the result is the offset at which the new item stands
  /// there:
  ///
  /// - With ends, the new index is clamped to the items (to the last item
  ///   within reach when the content is clamped), so a step past an end
  ///   gives the end item's offset.
  /// - Wrapping around, `steps` is taken modulo `n` and the engine turns
  ///   the shorter way round (exactly half a turn goes the way `steps`
  ///   points), from the copy at the reference point, kept inside the
  ///   content by whole turns.
  /// - Right to left, a step to a higher item lowers a horizontal offset.
  ///
  ///     // 10 items 133 wide, item 2 at the top at 266: increment to item 3.
  ///     wheel.contentOffset(steppingBy: 1, in: bounds, itemCount: 10)   // 399
  ///
  /// - Parameters:
  ///   - steps: The number of items to move by, negative to move back; any
  ///     value, `Int.min` and `Int.max` included.
  ///   - viewport: The scroll view's current bounds.
  ///   - itemCount: The number of items.
  /// - Returns: A finite offset in `0 ... max(0, maxOffset)`, or `nil`
  ///   when there are no items to step to. When the content does not
  ///   scroll, 0 (under a wheel's tutorial model, a single item in a
  ///   viewport shorter than it stands upright at every offset, and the
  ///   current offset is kept, clamped to the content).
  public func contentOffset(steppingBy steps: Int, in viewport: Rect, itemCount: Int) -> Double? {
    _track(viewport, itemCount).offset(steppingBy: steps, from: _contentOffset(of: viewport))
  }
}
