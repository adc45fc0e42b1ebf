// What assistive technologies need beyond the scroll API's stepping (the
// carousel as an adjustable element, `ScrollingLayout`'s
// `contentOffset(steppingBy:in:itemCount:)`): the reading order of the
// visible items.

import LayoutGeometry

extension Carousel {
  /// The indices of the visible items in the order assistive technologies
  /// should read them: ascending ``Item/offset``, from the leading side to
  /// the trailing one (left to right, or right to left when laid out so;
  /// top to bottom vertically).
  ///
  /// Wrapping around, the order runs across the seam where the last item
  /// meets the first. The centred item is not moved to the front, for the
  /// wheel's reason: VoiceOver reads in on-screen order and users explore
  /// by touch; expose the carousel as one adjustable element
  /// (``ScrollingLayout/contentOffset(steppingBy:in:itemCount:)``) to reach the
  /// selection.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds, sanitised as in
  ///     ``items(in:itemCount:coverFlowToggle:)``.
  ///   - itemCount: The number of items, sanitised likewise.
  ///   - coverFlowToggle: Cover flow 2's toggle, as in
  ///     ``items(in:itemCount:coverFlowToggle:)``; 0 by default.
  /// - Returns: The indices of exactly the items
  ///   ``items(in:itemCount:coverFlowToggle:)`` returns, in reading order.
  /// - Complexity: O(c log c) for the c candidates.
  public func readingOrder(
    in viewport: Rect, itemCount: Int, coverFlowToggle: Double = 0
  ) -> [Int] {
    items(in: viewport, itemCount: itemCount, coverFlowToggle: coverFlowToggle)
      .sorted { $0.offset < $1.offset || ($0.offset == $1.offset && $0.index < $1.index) }
      .map(\.index)
  }
}
