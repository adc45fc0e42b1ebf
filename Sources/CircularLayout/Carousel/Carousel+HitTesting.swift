// Hit testing on the projected outlines. iCarousel asks Core Animation to
// hit-test each item view's layer in its depth order, and its trackers
// show taps landing on the wrong item: with few items on an inverted
// cylinder (#161, #451), near an item's edge (#378), on every item of a
// vertical carousel (#802), and on wide items (#272). Here a tap is tested
// against exactly the outlines the items are drawn with, and the item in
// front wins.

import LayoutGeometry

extension Carousel {
  /// The index of the item in front at a point: of the items
  /// ``items(in:itemCount:coverFlowToggle:)`` returns for the viewport,
  /// those whose ``Item/outline`` contains the point, the one highest in
  /// the ``Item/zIndex`` order.
  ///
  ///     let tapped = carousel.itemIndex(
  ///       at: location, in: Rect(collectionView.bounds), itemCount: n)
  ///
  /// A point on an outline's edge belongs to it by the top-left rule of
  /// ``/LayoutGeometry/ConvexPolygon/contains(_:)``, so of two outlines
  /// that share an edge (the same two vertices), exactly one is hit there.
  /// Neighbours that touch only in exact arithmetic may be computed an ulp
  /// apart (a linear carousel's at 1887.4999999999998 and 1887.5), and a
  /// point in between hits neither. The point need not lie in the viewport, but
  /// the item must be visible in it: a transparent item, an item turned
  /// away while back faces are hidden, and an item behind the eye are
  /// never hit.
  ///
  /// - Parameters:
  ///   - point: The point in content coordinates. A NaN or infinite
  ///     coordinate hits nothing.
  ///   - viewport: The scroll view's bounds, sanitised as in
  ///     ``items(in:itemCount:coverFlowToggle:)``; an empty viewport shows
  ///     nothing to hit.
  ///   - itemCount: The number of items, sanitised likewise.
  ///   - coverFlowToggle: Cover flow 2's toggle, read as in
  ///     ``items(in:itemCount:coverFlowToggle:)``; 0 by default.
  /// - Returns: The index of the item in front at `point`, or `nil` when
  ///   no returned item contains it.
  /// - Complexity: O(c) for the c candidates, without allocating.
  public func itemIndex(
    at point: Point, in viewport: Rect, itemCount: Int, coverFlowToggle: Double = 0
  ) -> Int? {
    guard point.isFinite else { return nil }
    let pose = pose(for: viewport, itemCount: itemCount, toggle: coverFlowToggle)
    guard pose.count > 0, !pose.isViewportEmpty else { return nil }
    var best: _DepthKey?
    var candidate = _Placed(index: 0, offset: 0, transform: .identity, alpha: 0)
    func visit(_ index: Int) {
      guard place(index, pose, into: &candidate), candidate.alpha > 0 else { return }
      let key = candidate.key
      if let best, key < best { return }
      let projection = projected(candidate, pose)
      // The box holds every point the outline contains (see
      // `visibleOrientation`): a point outside it needs no further test.
      guard projection.frame.contains(point),
        let orientation = visibleOrientation(candidate, projection, pose),
        projection.outline._contains(point, orientation: orientation)
      else { return }
      best = key
    }
    let candidates = pose.candidates()
    for index in candidates.lower { visit(index) }
    for index in candidates.upper { visit(index) }
    return best?.index
  }
}
