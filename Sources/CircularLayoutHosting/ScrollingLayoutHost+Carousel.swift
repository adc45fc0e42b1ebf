// The carousel's side of the host: its cells' attributes (the 3D
// transform, alpha, depth order and hidden back faces), its hit test on
// the projected outlines and its reading order.

import CircularLayout
import LayoutGeometry

extension ScrollingLayoutHost where Layout == Carousel {
  /// The attributes of the carousel's cells that a rect shows: a
  /// collection view layout's `layoutAttributesForElements(in:)`.
  ///
  /// The items the carousel shows in the bounds (the engine's
  /// ``/CircularLayout/Carousel/items(in:itemCount:coverFlowToggle:)``:
  /// transparent items, items behind the eye, and items turned away while
  /// ``/CircularLayout/Carousel/showsBackfaces`` is off are left out),
  /// kept where their outline meets `rect`, ascending by index.
  ///
  /// - Parameters:
  ///   - rect: The rect UIKit asks about, in content coordinates. Read
  ///     standardised; infinite edges cover everything, a NaN component
  ///     nothing.
  ///   - bounds: The scroll view's bounds.
  ///   - itemCount: The number of items.
  ///   - coverFlowToggle: Cover flow 2's toggle; 0 by default.
  /// - Returns: The attributes, ascending by index.
  /// - Complexity: O(c) for the c candidates (at most
  ///   ``/CircularLayout/Carousel/visibleItemLimit``), whatever the count;
  ///   two allocations, the engine's answer and the returned array.
  public func attributes(
    forElementsIn rect: Rect, in bounds: Rect, itemCount: Int, coverFlowToggle: Double = 0
  ) -> [CircularCellAttributes] {
    guard let area = Self.elementRect(rect) else { return [] }
    let items = layout.items(in: bounds, itemCount: itemCount, coverFlowToggle: coverFlowToggle)
    var result: [CircularCellAttributes] = []
    result.reserveCapacity(items.count)
    let size = layout.itemSize
    for item in items where item.outline.intersects(area) {
      result.append(CircularCellAttributes(item, size: size, isHidden: false))
    }
    return result
  }

  /// The attributes of one cell, visible or not: a collection view
  /// layout's `layoutAttributesForItem(at:)`.
  ///
  /// An item the carousel places but does not show in the bounds
  /// (outside them, transparent, behind the eye, or turned away while
  /// back faces are hidden) is ``CircularCellAttributes/isHidden``; an
  /// item it does not place at all (beyond the
  /// ``/CircularLayout/Carousel/visibleItemLimit`` items nearest the
  /// centre) gets ``CircularCellAttributes/init(hiddenItemAt:size:center:)``,
  /// so that UIKit always has attributes for an item that exists.
  ///
  /// - Parameters:
  ///   - index: The item's index.
  ///   - bounds: The scroll view's bounds.
  ///   - itemCount: The number of items.
  ///   - coverFlowToggle: Cover flow 2's toggle; 0 by default.
  /// - Returns: The attributes, or `nil` when `index` is not in
  ///   `0 ..< itemCount`.
  /// - Complexity: O(c) for the c candidates, without allocating.
  public func attributes(
    forItemAt index: Int, in bounds: Rect, itemCount: Int, coverFlowToggle: Double = 0
  ) -> CircularCellAttributes? {
    let count = Swift.min(Swift.max(itemCount, 0), Carousel.maximumItemCount)
    guard index >= 0, index < count else { return nil }
    let viewport = Self.sanitized(bounds)
    guard
      let item = layout.item(
        index, in: viewport, itemCount: count, coverFlowToggle: coverFlowToggle)
    else {
      var center = viewport.center
      let offset = layout.centerOffset
      center.x += layout.layoutDirection == .rightToLeft ? -offset.width : offset.width
      center.y += offset.height
      return CircularCellAttributes(hiddenItemAt: index, size: layout.itemSize, center: center)
    }
    let isShown =
      viewport.width > 0 && viewport.height > 0 && item.alpha > 0
      && (layout.showsBackfaces || item.isFrontFacing) && item.outline.intersects(viewport)
    return CircularCellAttributes(item, size: layout.itemSize, isHidden: !isShown)
  }

  /// The item a tap at a point lands on: of the items shown, the one in
  /// front whose projected outline contains it (the engine's
  /// ``/CircularLayout/Carousel/itemIndex(at:in:itemCount:coverFlowToggle:)``).
  ///
  /// - Parameters:
  ///   - point: The tap, in content coordinates. A NaN or infinite
  ///     coordinate hits nothing.
  ///   - bounds: The scroll view's bounds.
  ///   - itemCount: The number of items.
  ///   - coverFlowToggle: Cover flow 2's toggle; 0 by default.
  /// - Returns: The index, or `nil` when no shown item is there.
  /// - Complexity: O(c) for the c candidates, without allocating.
  public func itemIndex(
    at point: Point, in bounds: Rect, itemCount: Int, coverFlowToggle: Double = 0
  ) -> Int? {
    layout.itemIndex(
      at: point, in: bounds, itemCount: itemCount, coverFlowToggle: coverFlowToggle)
  }

  /// The items shown, in the order VoiceOver reads them: from the leading
  /// side to the trailing one (the engine's
  /// ``/CircularLayout/Carousel/readingOrder(in:itemCount:coverFlowToggle:)``).
  ///
  /// - Parameters:
  ///   - bounds: The scroll view's bounds.
  ///   - itemCount: The number of items.
  ///   - coverFlowToggle: Cover flow 2's toggle; 0 by default.
  /// - Returns: The indices, in reading order.
  /// - Complexity: O(c log c) for the c candidates.
  public func readingOrder(in bounds: Rect, itemCount: Int, coverFlowToggle: Double = 0)
    -> [Int]
  {
    layout.readingOrder(in: bounds, itemCount: itemCount, coverFlowToggle: coverFlowToggle)
  }

  /// Cover flow 2's toggle for the next frame, as iCarousel keeps it: the
  /// last value while the user's finger is down, the engine's
  /// ``/CircularLayout/Carousel/coverFlowToggle(in:itemCount:)`` while the
  /// carousel moves by itself.
  ///
  /// - Parameters:
  ///   - previous: The toggle of the last frame (0 at first).
  ///   - isTracking: Whether the user's finger is on the scroll view.
  ///   - bounds: The scroll view's bounds.
  ///   - itemCount: The number of items.
  /// - Returns: The toggle, in `-0.5 ..< 0.5`; `previous` sanitised
  ///   (NaN as 0, clamped to `-1 ... 1`) while tracking.
  /// - Complexity: O(1)
  public func coverFlowToggle(
    after previous: Double, isTracking: Bool, in bounds: Rect, itemCount: Int
  ) -> Double {
    nextCoverFlowToggle(after: previous, isTracking: isTracking, in: bounds, itemCount: itemCount)
  }
}

extension ScrollingLayoutHost {
  /// The toggle rule of ``coverFlowToggle(after:isTracking:in:itemCount:)``
  /// for any engine, as the UIKit layout keeps it; an engine without the
  /// toggle answers 0 while it moves by itself, so a wheel's stays 0.
  package func nextCoverFlowToggle(
    after previous: Double, isTracking: Bool, in bounds: Rect, itemCount: Int
  ) -> Double {
    guard isTracking else {
      // The toggle is the carousel's alone: read by a cast, not through a
      // requirement every engine would show.
      return (layout as? Carousel)?.coverFlowToggle(in: bounds, itemCount: itemCount) ?? 0
    }
    return previous.isNaN ? 0 : Swift.min(Swift.max(previous, -1), 1)
  }
}
