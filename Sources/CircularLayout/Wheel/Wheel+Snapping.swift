// Where scrolling comes to rest: snapping, scroll-to-item and the centred
// item. One item's scroll distance is `maxOffset / (n - 1)` on a wheel with
// ends (not the item's width, the tutorial's mistake); the item's length
// on a wrapping wheel.

import LayoutGeometry

extension Wheel {
  /// The content offset at which to stop a scroll so that an item stands
  /// upright at the top: `UIScrollViewDelegate`'s
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, or a
  /// layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
  ///
  /// From the proposed offset's scroll position `p` (see
  /// ``scrollPosition(in:itemCount:)``), a positive velocity snaps to the
  /// next item forward (`ceil p`), a negative one to the next backward
  /// (`floor p`), and zero to the nearest (halves forward). A position
  /// within a billionth of an item of a whole one counts as on it, so
  /// rounding never skips an item. The result is that item's
  /// ``initialContentOffset(centering:viewport:itemCount:)``-style offset:
  ///
  /// - With ends: `k · maxOffset / (n - 1)` for `k` clamped to
  ///   `0 ..< n`, so in `0 ... maxOffset`. With one item (which stands
  ///   upright at every offset) the proposed offset clamped to
  ///   `0 ... maxOffset`. With no items, or content that fits the
  ///   viewport (`maxOffset <= 0`), 0.
  /// - Wrapping around: `k · itemLength`, the nearest upright offset in
  ///   the velocity's direction, which is the shortest way round, clamped
  ///   by whole items into the content's `0 ... maxOffset`.
  ///
  ///     // 10 items 133 wide, radius 500, a 375-point viewport: an item per
  ///     // 955 / 9 = 106.1 points, so 300 (2.83 items) snaps to item 3 at 318.3.
  ///     wheel.targetContentOffset(
  ///       forProposed: 300, velocity: 0, viewport: bounds, itemCount: 10)
  ///
  /// - Parameters:
  ///   - offset: The proposed content offset along the scroll axis. NaN
  ///     reads as 0; infinities and values beyond ``maximumLength`` are
  ///     clamped to it.
  ///   - velocity: The scroll velocity along the scroll axis; only its sign
  ///     matters. NaN reads as 0.
  ///   - viewport: The scroll view's bounds. Only its size is read (the
  ///     proposed offset, not its origin, says where the scroll is), in its
  ///     standardised form and sanitised as in
  ///     ``contentSize(itemCount:viewport:)-(_,Rect)``.
  ///   - itemCount: The number of items, sanitised likewise.
  /// - Returns: A finite offset in `0 ... max(0, maxOffset)`.
  public func targetContentOffset(
    forProposed offset: Double, velocity: Double, viewport: Rect, itemCount: Int
  ) -> Double {
    let count = Wheel.sanitizedCount(itemCount)
    let maxOffset = maximumContentOffset(count: count, viewport: viewport)
    guard count > 0, maxOffset > 0 else { return 0 }
    let proposed = Wheel.sanitizedCoordinate(offset)

    if wrapsAround {
      let target = Wheel.snapped(proposed / itemLength, velocity: velocity)
      let lastStop = (maxOffset / itemLength).rounded(.down)
      return wrappedOffset(ofStop: Swift.min(Swift.max(target, 0), lastStop), maxOffset: maxOffset)
    }
    guard count >= 2 else { return Swift.min(Swift.max(proposed, 0), maxOffset) }
    let last = Double(count - 1)
    let position = Swift.min(Swift.max(proposed / maxOffset * last, 0), last)
    let target = Wheel.snapped(position, velocity: velocity)
    return Wheel.offset(ofStop: target, last: last, maxOffset: maxOffset)
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
  /// With ends, `index · maxOffset / (n - 1)`, with `index` clamped to
  /// `0 ..< n`; 0 when the wheel cannot turn (fewer than two items, or
  /// `maxOffset <= 0`). Wrapping around, the index is taken modulo `n`,
  /// and the offset is the one in the middle of the content's copies
  /// (``wrappingCopyCount``), whatever the current offset, so the user
  /// can scroll a long way either way. To scroll the shortest way round
  /// from where the wheel stands, use
  /// ``contentOffset(centering:in:itemCount:)``, which reads the
  /// viewport's origin as well.
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
    let count = Wheel.sanitizedCount(itemCount)
    let maxOffset = maximumContentOffset(count: count, viewport: viewport)
    guard count > 0, maxOffset > 0 else { return 0 }
    guard wrapsAround else { return boundedOffset(centering: index, count: count, maxOffset) }
    let lastStop = (maxOffset / itemLength).rounded(.down)
    let stop = wrappedStop(centering: index, count: count, near: lastStop / 2, lastStop: lastStop)
    return wrappedOffset(ofStop: stop, maxOffset: maxOffset)
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
  /// cycles; a tie (exactly half a cycle either way) goes forward.
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
    let count = Wheel.sanitizedCount(itemCount)
    let bounds = Wheel.sanitizedViewport(viewport)
    let maxOffset = maximumContentOffset(count: count, viewport: bounds)
    guard count > 0, maxOffset > 0 else { return 0 }
    guard wrapsAround else { return boundedOffset(centering: index, count: count, maxOffset) }
    let current = (orientation.isHorizontal ? bounds.origin.x : bounds.origin.y) / itemLength
    let lastStop = (maxOffset / itemLength).rounded(.down)
    let near = current.isFinite ? current : 0
    let stop = wrappedStop(centering: index, count: count, near: near, lastStop: lastStop)
    return wrappedOffset(ofStop: stop, maxOffset: maxOffset)
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
    let pose = pose(for: viewport, itemCount: itemCount)
    guard pose.count > 0 else { return nil }
    let nearest = pose.whole + (pose.fraction >= 0.5 ? 1 : 0)
    if pose.wraps { return nearest % pose.count }
    return Swift.min(Swift.max(nearest, 0), pose.count - 1)
  }

  /// The whole position to snap `position` to for a velocity.
  ///
  /// Infinities come back unchanged for the caller's clamp.
  private static func snapped(_ position: Double, velocity: Double) -> Double {
    guard position.isFinite else { return position }
    let tolerance = 1e-9 + 4 * position.magnitude.ulp
    if velocity > 0 { return (position - tolerance).rounded(.up) }
    if velocity < 0 { return (position + tolerance).rounded(.down) }
    return roundedHalfUp(position)
  }

  /// The nearest whole number, halves going up (forward); exact, because
  /// `value - floor(value)` is.
  private static func roundedHalfUp(_ value: Double) -> Double {
    let whole = value.rounded(.down)
    return value - whole >= 0.5 ? whole + 1 : whole
  }

  /// The offset of whole stop `stop` on a wheel with ends, exactly
  /// `maxOffset` at the last.
  private static func offset(ofStop stop: Double, last: Double, maxOffset: Double) -> Double {
    stop >= last ? maxOffset : maxOffset * (stop / last)
  }

  private func boundedOffset(centering index: Int, count: Int, _ maxOffset: Double) -> Double {
    guard count >= 2 else { return 0 }
    let stop = Double(Swift.min(Swift.max(index, 0), count - 1))
    return Wheel.offset(ofStop: stop, last: Double(count - 1), maxOffset: maxOffset)
  }

  /// The offset of whole stop `stop` on a wrapping wheel, never past
  /// `maxOffset`: `lastStop · itemLength` can round above it by an ulp
  /// (found by fuzzing, with 2^53 items).
  private func wrappedOffset(ofStop stop: Double, maxOffset: Double) -> Double {
    Swift.min(stop * itemLength, maxOffset)
  }

  /// The stop (a whole position) of the copy of item `index` nearest
  /// position `near`, moved by whole cycles into `0 ... lastStop` where it
  /// fits.
  private func wrappedStop(
    centering index: Int, count: Int, near: Double, lastStop: Double
  ) -> Double {
    var item = index % count
    if item < 0 { item += count }
    let cycle = Double(count)
    let base = Double(item)
    var stop = base + cycle * Wheel.roundedHalfUp((near - base) / cycle)
    if stop > lastStop { stop -= cycle * ((stop - lastStop) / cycle).rounded(.up) }
    if stop < 0 { stop += cycle * (-stop / cycle).rounded(.up) }
    return Swift.min(Swift.max(stop, 0), lastStop)
  }
}
