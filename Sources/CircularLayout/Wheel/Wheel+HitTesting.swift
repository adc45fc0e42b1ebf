// Hit testing on the rotated items. Carousel users report taps landing on
// the wrong item when a layout tests axis-aligned frames, which overlap
// far more than the rotated shapes do, or takes the first match instead of
// the topmost.

import LayoutGeometry

extension Wheel {
  /// The index of the topmost visible item whose rotated shape contains a
  /// point.
  ///
  /// Of the items ``items(in:itemCount:)`` returns for the viewport, those
  /// whose ``Item/rotatedRect`` contains `point` (by
  /// `RotatedRect.contains(_:)`, half-open in the item's own frame), the one
  /// with the largest ``Item/zIndex``: the one drawn in front. The point
  /// need not lie in the viewport, but the item must be visible in it.
  ///
  ///     let tapped = wheel.itemIndex(
  ///       at: location, in: Rect(collectionView.bounds), itemCount: n)
  ///
  /// - Parameters:
  ///   - point: The point in content coordinates. A NaN or infinite
  ///     coordinate hits nothing.
  ///   - viewport: The scroll view's bounds, sanitised as in
  ///     ``items(in:itemCount:)``; an empty viewport shows nothing to hit.
  ///   - itemCount: The number of items, sanitised likewise.
  /// - Returns: The index of the item in front at `point`, or `nil` when no
  ///   visible item contains it.
  /// - Complexity: O(m), where m is the number of items whose direction
  ///   from the wheel's centre is close enough to the point's to contain
  ///   it, at most the candidates of ``items(in:itemCount:)``.
  public func itemIndex(at point: Point, in viewport: Rect, itemCount: Int) -> Int? {
    guard point.isFinite else { return nil }
    let pose = pose(for: viewport, itemCount: itemCount)
    guard pose.count > 0, !pose.isViewportEmpty else { return nil }

    // The point's direction from the pivot, measured like wheel angles: an
    // item containing it has its wheel angle within B (its half angle) of
    // that direction, widened by the angle a tolerance subtends there.
    let visibleHalfAngle = visibleHalfAngle(pose)
    let outward = pose.axes.outward
    let tangent = pose.axes.tangent
    let dx = point.x - pose.pivot.x
    let dy = point.y - pose.pivot.y
    let along = dx * tangent.x + dy * tangent.y
    let across = dx * outward.x + dy * outward.y
    let distance = Math.hypot(along, across)
    let slack = tolerance(pose, abs(point.x) + abs(point.y))
    let pointHalfAngle = distance > 2 * slack ? Math.asin(slack / distance) : .pi
    let reach = itemHalfAngle(slack: slack) + pointHalfAngle

    var best: Item?
    guard reach < .pi, distance.isFinite else {
      let all = candidates(fromWheelAngle: -visibleHalfAngle, to: visibleHalfAngle, pose: pose)
      keepTopmost(at: point, among: all, pose: pose, best: &best)
      return best?.index
    }
    let direction = Math.atan2(along, across)
    // The point's window may sit across the half-turn seam: try it a turn
    // either way too, each clipped to the visible window.
    for turn in -1...1 {
      let shift = Double(turn) * 2 * .pi
      let low = Swift.max(direction - reach + shift, -visibleHalfAngle)
      let high = Swift.min(direction + reach + shift, visibleHalfAngle)
      guard low <= high else { continue }
      let ranges = candidates(fromWheelAngle: low, to: high, pose: pose)
      keepTopmost(at: point, among: ranges, pose: pose, best: &best)
    }
    return best?.index
  }

  /// Replaces `best` by any candidate in front of it that is visible and
  /// contains `point`.
  private func keepTopmost(
    at point: Point, among candidates: IndexRanges, pose: Pose, best: inout Item?
  ) {
    let edges = _ViewportEdges(pose.viewport)
    for index in candidates.lower {
      keepIfTopmost(index, at: point, pose: pose, edges: edges, best: &best)
    }
    for index in candidates.upper {
      keepIfTopmost(index, at: point, pose: pose, edges: edges, best: &best)
    }
  }

  private func keepIfTopmost(
    _ index: Int, at point: Point, pose: Pose, edges: _ViewportEdges, best: inout Item?
  ) {
    let geometry = geometry(at: index, pose: pose)
    let front = self.zIndex(atRelativePosition: geometry.position, index: index, pose: pose)
    if let best, best.zIndex >= front { return }
    let shape = RotatedRect(frame: geometry.shape.frame, angle: geometry.shape.angle)
    guard shape.contains(point), geometry.isVisible(in: edges) else { return }
    best = item(at: index, geometry, pose: pose)
  }
}
