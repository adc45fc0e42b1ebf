// What assistive technologies need beyond the scroll API's stepping (the
// wheel as an adjustable element, `ScrollingLayout`'s
// `contentOffset(steppingBy:in:itemCount:)`): each item's accessibility
// frame (the box round its rotated shape), and the order of the visible
// items.
// VoiceOver and Switch Control users asked for both in flutter #20561 and
// iCarousel #110.

import LayoutGeometry

extension Wheel {
  /// The indices of the visible items in the order assistive technologies
  /// should read them: round the wheel in the direction of the layout,
  /// left to right across the top of a left-to-right horizontal wheel
  /// (right to left on a right-to-left one), top to bottom on a vertical
  /// one.
  ///
  /// The order is that of the items' wheel angles, ascending: for a wheel
  /// with ends, ascending index; on a wrapping wheel, from the copy
  /// furthest back on the leading side, across the seam where the last
  /// item meets the first. The centred item is not moved to the front,
  /// because VoiceOver reads and swipes through elements in their
  /// on-screen reading order and users rely on it to explore by touch; an
  /// order that starts in the middle would jump back and forth across the
  /// screen. The selection reaches them another way: expose the wheel as
  /// one adjustable element whose value names the centred item (see
  /// ``ScrollingLayout/contentOffset(steppingBy:in:itemCount:)``), or move the
  /// VoiceOver cursor to the centred cell when the scroll settles.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds, sanitised as in
  ///     ``items(in:itemCount:)``.
  ///   - itemCount: The number of items, sanitised likewise.
  /// - Returns: The indices of exactly the items ``items(in:itemCount:)``
  ///   returns, in reading order; empty when nothing is visible.
  /// - Complexity: O(c log c) for the c candidates of
  ///   ``items(in:itemCount:)``; it allocates the result and a buffer of
  ///   the visible items' positions.
  public func readingOrder(in viewport: Rect, itemCount: Int) -> [Int] {
    let pose = pose(for: viewport, itemCount: itemCount)
    var visible: [(position: Int, index: Int)] = []
    forEachItem(in: viewport, itemCount: itemCount) { item in
      visible.append((pose.relativePosition(of: item.index), item.index))
    }
    // Relative positions are distinct, and grow with the wheel angle.
    return visible.sorted { $0.position < $1.position }.map(\.index)
  }
}

extension Wheel.Item {
  /// The frame to give the item's accessibility element, in content
  /// coordinates: the smallest axis-aligned rect containing its rotated,
  /// scaled shape, so that VoiceOver's focus ring and Switch Control's
  /// highlight cover the whole item as drawn.
  ///
  /// The bounding box of ``rotatedRect``, the same rect as ``frame`` for
  /// every item the wheel computes, and computed from the shape, so it
  /// follows a value you change. UIKit wants it in screen coordinates:
  /// convert it with `UIAccessibility.convertToScreenCoordinates(_:in:)`
  /// from the collection view, whose bounds are the content coordinates.
  ///
  ///     let box = wheel.item(4, in: viewport, itemCount: n)?.accessibilityFrame
  public var accessibilityFrame: Rect { rotatedRect.boundingBox }
}
