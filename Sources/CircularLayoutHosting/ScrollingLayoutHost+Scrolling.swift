// Where a scroll comes to rest and where to scroll to: the engine's scroll
// API read along the scroll axis, with the other component of the offset
// kept, so a host passes and receives whole content offsets.

import CircularLayout
import LayoutGeometry

extension ScrollingLayoutHost {
  // MARK: - Snapping and paging

  /// The content offset at which to stop a drag, by the engine's snapping
  /// mode: a collection view layout's
  /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
  ///
  /// Pass what UIKit has when the finger lifts: its proposed offset, the
  /// velocity, and the bounds, whose origin is where the finger lifted
  /// (the collection view's content offset at that moment), which
  /// ``/CircularLayout/ScrollSnapping/paging`` reads. Along the scroll axis
  /// the answer is the engine's
  /// ``/CircularLayout/ScrollingLayout/targetContentOffset(forProposed:velocity:in:itemCount:)``;
  /// across it, the proposed offset's component, sanitised.
  ///
  ///     // 10 items 133 wide, paging, lifted at 572 (4.3 items): item 4, at 532.
  ///     host.targetContentOffset(
  ///       forProposed: Point(x: 580, y: 0), velocity: Point(x: 0.2, y: 0),
  ///       in: Rect(x: 572, y: 0, width: 375, height: 667), itemCount: 10)
  ///
  /// - Parameters:
  ///   - proposed: UIKit's proposed content offset.
  ///   - velocity: The scrolling velocity; only its component along the
  ///     scroll axis is read, and only its sign matters.
  ///   - bounds: The scroll view's bounds where the finger lifted.
  ///   - itemCount: The number of items.
  /// - Returns: A finite offset, with an item at the engine's reference
  ///   point (0 along the axis with no items).
  /// - Complexity: O(1)
  public func targetContentOffset(
    forProposed proposed: Point, velocity: Point, in bounds: Rect, itemCount: Int
  ) -> Point {
    let target = layout.targetContentOffset(
      forProposed: along(proposed), velocity: along(velocity), in: bounds, itemCount: itemCount)
    return replacing(
      Point(x: Self.sanitized(proposed.x), y: Self.sanitized(proposed.y)), along: target)
  }

  /// The item a drag comes to rest on: the one standing at the engine's
  /// reference point at
  /// ``targetContentOffset(forProposed:velocity:in:itemCount:)``, called
  /// with the same arguments.
  ///
  /// - Parameters:
  ///   - proposed: UIKit's proposed content offset.
  ///   - velocity: The scrolling velocity.
  ///   - bounds: The scroll view's bounds where the finger lifted.
  ///   - itemCount: The number of items.
  /// - Returns: The index, or `nil` with no items.
  /// - Complexity: O(1)
  public func landingItemIndex(
    forProposed proposed: Point, velocity: Point, in bounds: Rect, itemCount: Int
  ) -> Int? {
    layout.landingItemIndex(
      forProposed: along(proposed), velocity: along(velocity), in: bounds, itemCount: itemCount)
  }

  /// The index of the item nearest the engine's reference point: the
  /// selection, and the value an adjustable accessibility element reads.
  ///
  /// - Parameters:
  ///   - bounds: The scroll view's bounds.
  ///   - itemCount: The number of items.
  /// - Returns: The index, or `nil` with no items.
  /// - Complexity: O(1)
  public func centeredItemIndex(in bounds: Rect, itemCount: Int) -> Int? {
    layout.centeredItemIndex(in: bounds, itemCount: itemCount)
  }

  // MARK: - Scrolling to an item

  /// The content offset to start at, with item `index` at the reference
  /// point: in the middle of a wrapping engine's content, so the user can
  /// scroll 500 turns either way, and at the far end of a right-to-left
  /// horizontal one's, where its item 0 stands.
  ///
  /// - Parameters:
  ///   - index: The item to show; clamped with ends, modulo the count
  ///     wrapping around.
  ///   - bounds: The scroll view's bounds; its origin across the scroll
  ///     axis is kept.
  ///   - itemCount: The number of items.
  /// - Returns: A finite offset.
  /// - Complexity: O(1)
  public func initialContentOffset(centering index: Int, in bounds: Rect, itemCount: Int)
    -> Point
  {
    offset(
      layout.initialContentOffset(centering: index, in: bounds, itemCount: itemCount), in: bounds)
  }

  /// The content offset that brings item `index` to the reference point
  /// the shortest way round from where the bounds stand: scroll to an
  /// item.
  ///
  /// - Parameters:
  ///   - index: The item to bring there; clamped with ends, modulo the
  ///     count wrapping around.
  ///   - bounds: The scroll view's current bounds.
  ///   - itemCount: The number of items.
  /// - Returns: A finite offset.
  /// - Complexity: O(1)
  public func contentOffset(centering index: Int, in bounds: Rect, itemCount: Int) -> Point {
    offset(layout.contentOffset(centering: index, in: bounds, itemCount: itemCount), in: bounds)
  }

  /// The content offset that moves the centred item by `steps` items: an
  /// adjustable accessibility element's `accessibilityIncrement()` (1)
  /// and `accessibilityDecrement()` (-1).
  ///
  /// Clamped at the ends; round the seam wrapping around; right to left,
  /// an increment moves to the next item, on the left. Set the answer
  /// without animation, so that the value read next is the new item's.
  ///
  /// - Parameters:
  ///   - steps: Items to move by; any value.
  ///   - bounds: The scroll view's current bounds.
  ///   - itemCount: The number of items.
  /// - Returns: A finite offset, or `nil` with no items.
  /// - Complexity: O(1)
  public func contentOffset(steppingBy steps: Int, in bounds: Rect, itemCount: Int) -> Point? {
    layout.contentOffset(steppingBy: steps, in: bounds, itemCount: itemCount).map {
      offset($0, in: bounds)
    }
  }

  // MARK: - Keeping the position across a size change

  /// The content offset that keeps the scroll position (the centred item,
  /// turned by the same fraction of a step) when the bounds change size:
  /// a rotation, a split view, a window resize. A collection view layout
  /// returns it from `targetContentOffset(forProposedContentOffset:)`
  /// after a bounds change.
  ///
  /// With `p` the scroll position in `oldBounds`, `c` the centred item and
  /// `f = p - c`, the answer is the offset, in a viewport of
  /// `newBounds`'s size, of the copy of `c` nearest the old offset (the
  /// engine's ``/CircularLayout/ScrollingLayout/contentOffset(centering:in:itemCount:)``)
  /// moved by `f` steps in the direction the positions grow (backwards
  /// right to left), then clamped to the new content. Under a wheel's
  /// fixed distance per item a left-to-right or vertical engine keeps its
  /// offset; a right-to-left horizontal one, whose item 0 stands at the
  /// far end, and a wheel under the tutorial's model, whose distance
  /// depends on the viewport, move it.
  ///
  /// - Parameters:
  ///   - oldBounds: The bounds before the change.
  ///   - newBounds: The bounds after it; only its size is read.
  ///   - itemCount: The number of items.
  /// - Returns: A finite offset in the new content; across the scroll
  ///   axis, `oldBounds`'s origin.
  /// - Complexity: O(1)
  public func contentOffset(keepingPositionFrom oldBounds: Rect, to newBounds: Rect, itemCount: Int)
    -> Point
  {
    let old = Self.sanitized(oldBounds)
    return offset(
      keeping: layout, at: old, in: Rect(origin: old.origin, size: Self.sanitized(newBounds).size),
      itemCount: itemCount)
  }

  /// The content offset that keeps the scroll position (the centred item,
  /// turned by the same fraction of a step) when the engine's settings
  /// change: a new item size, spacing, radius, scroll model or layout
  /// direction changes the distance per item, or which end item 0 stands
  /// at, and the offset in points would otherwise centre another item. A
  /// collection view layout moves the content offset there (through an
  /// invalidation context's `contentOffsetAdjustment`) when its engine is
  /// replaced.
  ///
  /// The rule is ``contentOffset(keepingPositionFrom:to:itemCount:)``'s,
  /// with the position read from `oldLayout` and the offset from the
  /// host's engine, in the same bounds.
  ///
  /// - Parameters:
  ///   - oldLayout: The engine before the change.
  ///   - bounds: The scroll view's bounds.
  ///   - itemCount: The number of items.
  /// - Returns: A finite offset in the content of the host's engine;
  ///   across the scroll axis, `bounds`' origin.
  /// - Complexity: O(1)
  public func contentOffset(keepingPositionOf oldLayout: Layout, in bounds: Rect, itemCount: Int)
    -> Point
  {
    let viewport = Self.sanitized(bounds)
    return offset(keeping: oldLayout, at: viewport, in: viewport, itemCount: itemCount)
  }

  /// The offset, in `resized` under the host's engine, of the scroll
  /// position `oldLayout` shows in `old`.
  private func offset(keeping oldLayout: Layout, at old: Rect, in resized: Rect, itemCount: Int)
    -> Point
  {
    guard let centered = oldLayout.centeredItemIndex(in: old, itemCount: itemCount) else {
      return offset(0, in: resized)
    }
    var fraction = oldLayout.scrollPosition(in: old, itemCount: itemCount) - Double(centered)
    if oldLayout.wrapsAround {
      // A wrapping position lies in 0 ..< n and the centred index is its
      // rounding modulo n: near n the two lie a turn apart.
      let count = Double(Swift.min(Swift.max(itemCount, 0), 1 << 53))
      if fraction > count / 2 { fraction -= count }
    }
    let base = layout.contentOffset(centering: centered, in: resized, itemCount: itemCount)
    let distance = layout.scrollDistancePerItem(in: resized, itemCount: itemCount)
    let reversed = isHorizontal && layout.layoutDirection == .rightToLeft
    let maximum = Swift.max(0, layout.maximumContentOffset(in: resized, itemCount: itemCount))
    let moved = base + (reversed ? -fraction : fraction) * distance
    // Where the offset does not move the position (one item, whose
    // distance per item is 0, though its content may scroll), there is
    // no position to keep: the offset stays, clamped to the new content.
    let oldDistance = oldLayout.scrollDistancePerItem(in: old, itemCount: itemCount)
    let positional = distance > 0 && oldDistance > 0 && moved.isFinite
    let kept = Swift.min(Swift.max(positional ? moved : along(old.origin), 0), maximum)
    return offset(kept, in: resized)
  }
}
