// The wheel's side of the host: its cells' attributes, its hit test and
// its reading order, straight from the engine's queries.

import CircularLayout
import LayoutGeometry

extension ScrollingLayoutHost where Layout == Wheel {
  /// The attributes of the wheel's cells that a rect shows: a collection
  /// view layout's `layoutAttributesForElements(in:)`.
  ///
  /// The items visible in the bounds (the engine's
  /// ``/CircularLayout/Wheel/forEachItem(in:itemCount:_:)``), kept where
  /// their rotated shape meets `rect`, ascending by index. Items stand
  /// relative to the bounds, not to the rect, and every bounds change
  /// invalidates the layout (``shouldInvalidateLayout(forBoundsChange:from:)``),
  /// so an item scrolling in is asked for as soon as it does.
  ///
  /// - Parameters:
  ///   - rect: The rect UIKit asks about, in content coordinates. Read
  ///     standardised; infinite edges cover everything, a NaN component
  ///     nothing.
  ///   - bounds: The scroll view's bounds.
  ///   - itemCount: The number of items.
  /// - Returns: The attributes, ascending by index.
  /// - Complexity: O(c) for the engine's c candidates
  ///   (``/CircularLayout/Wheel/candidateCount(in:itemCount:)``), whatever
  ///   the count; one allocation, the returned array.
  public func attributes(forElementsIn rect: Rect, in bounds: Rect, itemCount: Int)
    -> [CircularCellAttributes]
  {
    var result: [CircularCellAttributes] = []
    guard let area = Self.elementRect(rect) else { return result }
    result.reserveCapacity(Swift.min(layout.candidateCount(in: bounds, itemCount: itemCount), 1024))
    layout.forEachItem(in: bounds, itemCount: itemCount) { item in
      if item.rotatedRect.intersects(area) { result.append(CircularCellAttributes(item)) }
    }
    return result
  }

  /// The attributes of one cell, visible or not: a collection view
  /// layout's `layoutAttributesForItem(at:)`.
  ///
  /// An item more than half a turn from the top is ``CircularCellAttributes/isHidden``.
  ///
  /// - Parameters:
  ///   - index: The item's index.
  ///   - bounds: The scroll view's bounds.
  ///   - itemCount: The number of items.
  /// - Returns: The attributes, or `nil` when `index` is not in
  ///   `0 ..< itemCount`.
  /// - Complexity: O(1).
  public func attributes(forItemAt index: Int, in bounds: Rect, itemCount: Int)
    -> CircularCellAttributes?
  {
    layout.item(index, in: bounds, itemCount: itemCount).map(CircularCellAttributes.init)
  }

  /// The item a tap at a point lands on: of the visible items whose
  /// rotated shape contains it, the one in front (the engine's
  /// ``/CircularLayout/Wheel/itemIndex(at:in:itemCount:)``).
  ///
  /// - Parameters:
  ///   - point: The tap, in content coordinates (the collection view's
  ///     own). A NaN or infinite coordinate hits nothing.
  ///   - bounds: The scroll view's bounds.
  ///   - itemCount: The number of items.
  /// - Returns: The index, or `nil` when no visible item is there.
  /// - Complexity: O(m) for the m candidates near the point's direction.
  public func itemIndex(at point: Point, in bounds: Rect, itemCount: Int) -> Int? {
    layout.itemIndex(at: point, in: bounds, itemCount: itemCount)
  }

  /// The visible items in the order VoiceOver reads them: round the wheel
  /// in the layout's direction (the engine's
  /// ``/CircularLayout/Wheel/readingOrder(in:itemCount:)``).
  ///
  /// - Parameters:
  ///   - bounds: The scroll view's bounds.
  ///   - itemCount: The number of items.
  /// - Returns: The indices of the visible items, in reading order.
  /// - Complexity: O(c log c) for the c candidates.
  public func readingOrder(in bounds: Rect, itemCount: Int) -> [Int] {
    layout.readingOrder(in: bounds, itemCount: itemCount)
  }
}
