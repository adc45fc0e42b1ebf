// What assistive technologies need: the carousel as an adjustable element
// (step the centred item by whole items) and the reading order of the
// visible items, from the same scroll model as the wheel's.

import LayoutGeometry

extension Carousel {
  /// The content offset that moves the centred item by `steps` items: the
  /// offset an adjustable element's `accessibilityIncrement()` (`steps`
  /// 1) and `accessibilityDecrement()` (`steps` -1) scroll to.
  ///
  /// With ends, clamped to the first and last item; wrapping around, the
  /// shorter way round (exactly half a turn goes the way `steps` points);
  /// right to left, a step to a higher item lowers a horizontal offset.
  ///
  ///     // 200-point items, item 2 centred at 400: increment to item 3.
  ///     carousel.contentOffset(steppingBy: 1, from: bounds, itemCount: 10)   // 600
  ///
  /// - Parameters:
  ///   - steps: The number of items to move by; any value, `Int.min` and
  ///     `Int.max` included.
  ///   - viewport: The scroll view's current bounds.
  ///   - itemCount: The number of items.
  /// - Returns: A finite offset in `0 ... max(0, maxOffset)`, or `nil`
  ///   when there are no items.
  public func contentOffset(steppingBy steps: Int, from viewport: Rect, itemCount: Int) -> Double? {
    _contentOffset(steppingBy: steps, from: viewport, itemCount: itemCount)
  }

  /// The indices of the visible items in the order assistive technologies
  /// should read them: ascending ``Item/offset``, from the leading side to
  /// the trailing one (left to right, or right to left when laid out so;
  /// top to bottom vertically).
  ///
  /// Wrapping around, the order runs across the seam where the last item
  /// meets the first. The centred item is not moved to the front, for the
  /// wheel's reason: VoiceOver reads in on-screen order and users explore
  /// by touch; expose the carousel as one adjustable element
  /// (``contentOffset(steppingBy:from:itemCount:)``) to reach the
  /// selection.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds, sanitised as in
  ///     ``items(in:itemCount:)``.
  ///   - itemCount: The number of items, sanitised likewise.
  ///   - coverFlowToggle: Cover flow 2's toggle, as in
  ///     ``items(in:itemCount:coverFlowToggle:)``; 0 by default.
  /// - Returns: The indices of exactly the items
  ///   ``items(in:itemCount:coverFlowToggle:)`` returns, in reading order.
  /// - Complexity: O(c log c) for the c candidates.
  public func accessibilityOrder(
    in viewport: Rect, itemCount: Int, coverFlowToggle: Double = 0
  ) -> [Int] {
    items(in: viewport, itemCount: itemCount, coverFlowToggle: coverFlowToggle)
      .sorted { $0.offset < $1.offset || ($0.offset == $1.offset && $0.index < $1.index) }
      .map(\.index)
  }
}
