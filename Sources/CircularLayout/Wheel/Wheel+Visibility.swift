// The visible index range in O(1): which items can be seen follows from
// the circle's geometry alone, so a query computes only those items,
// whatever the item count.
//
// Seen from the pivot, in coordinates along the scroll direction (t) and
// along the wheel's radius towards the viewport (n), the viewport is the
// rect |t| <= L/2, r - D_v/2 <= n <= r + D_v/2 (L and D_v its extents along
// and across the scroll axis), because the pivot lies r from its centre.
// When the pivot lies outside it, every direction from the pivot into the
// viewport is within A = atan2(L/2, r - D_v/2) of the top. An item at wheel
// angle psi covers directions within B = atan2(T/2, r - D/2) of psi (T and
// D its extents along and across), when its inner edge lies beyond the
// pivot. So the item can meet the viewport only if |psi| <= A + B (modulo a
// turn), and items more than half a turn out are hidden: the candidates
// are the items with |psi| <= min(A + B, pi), consecutive positions round
// the top, O((A + B) / anglePerItem) of them. When the pivot lies in the
// viewport or inside an item, A or B is pi: every item within half a turn
// is a candidate, at most 2 pi / anglePerItem + 5, still independent of
// the count. Both rects grow by a tolerance that dwarfs rounding, and the
// index range by a step either way, so the bound never misses an item;
// each candidate is then tested exactly.

import LayoutGeometry

extension Wheel {
  /// The items visible in a viewport, ascending by index.
  ///
  /// An item is visible when it is not ``Item/isHidden`` (more than half a
  /// turn from the top) and its ``Item/rotatedRect`` intersects the
  /// viewport by `RotatedRect.intersects(_:)`, the exact separating-axis
  /// test, whose shapes must overlap by more than a point. Every visible
  /// item is returned and no other: unlike the tutorial, an empty answer
  /// when nothing can be seen. With ``wrapsAround``, each index appears at
  /// most once, and the answer is still ascending by index (so items
  /// `0, 1, n - 2, n - 1` when the top of the wheel is between `n - 1` and
  /// 0).
  ///
  ///     for item in wheel.items(in: Rect(collectionView.bounds), itemCount: n) { ... }
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds in content coordinates (its
  ///     origin is the content offset), standardised and sanitised as in
  ///     ``ScrollingLayout/scrollPosition(in:itemCount:)``: a negative width or height
  ///     shows the same items as its positive form, and a viewport with no
  ///     area (a NaN, infinite or zero width or height) shows nothing.
  ///   - itemCount: The number of items, sanitised likewise.
  /// - Returns: The visible items' attributes, ascending by index.
  /// - Complexity: O(c), where c, the number of candidates the geometry
  ///   allows (``candidateCount(in:itemCount:)``), is about
  ///   `2 (A + B) / anglePerItem + 5` (the window padded by a step either
  ///   way): A is the angle by which the viewport reaches either side of
  ///   the top, seen from the wheel's centre, and B the angle an item
  ///   reaches either side of its own direction. It is at most
  ///   `2 π / anglePerItem + 5` and at most the item count, however many
  ///   items there are (for the tutorial's shape, 12). One allocation, the
  ///   returned array. A wheel whose angle per item is tiny (a custom
  ///   angle of 1e-9, or the default for an item a millionth of the
  ///   radius long) stacks that many items at the top, every one of them
  ///   visible, and the answer holds them all: when the shape or the count
  ///   is not under your control, check ``candidateCount(in:itemCount:)``
  ///   first.
  public func items(in viewport: Rect, itemCount: Int) -> [Item] {
    let pose = pose(for: viewport, itemCount: itemCount)
    var items: [Item] = []
    guard pose.count > 0, !pose.isViewportEmpty else { return items }
    let candidates = visibleCandidates(pose)
    // Enough for every candidate in usual shapes; a huge window (a tiny
    // angle per item) grows the array as items are found instead.
    items.reserveCapacity(Swift.min(candidates.lower.count + candidates.upper.count, 1024))
    forEachVisibleItem(pose, candidates) { items.append($0) }
    return items
  }

  /// Calls `body` with each item visible in a viewport, ascending by
  /// index, without allocating.
  ///
  /// The same items, in the same order, as ``items(in:itemCount:)``: for
  /// callers that keep their own buffers.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds in content coordinates,
  ///     sanitised as in ``items(in:itemCount:)``.
  ///   - itemCount: The number of items, sanitised likewise.
  ///   - body: Called once per visible item. An error it throws ends the
  ///     iteration and is passed on.
  /// - Throws: Whatever `body` throws.
  /// - Complexity: O(c), as ``items(in:itemCount:)``, with no heap
  ///   allocation.
  public func forEachItem<Failure: Error>(
    in viewport: Rect, itemCount: Int, _ body: (Item) throws(Failure) -> Void
  ) throws(Failure) {
    let pose = pose(for: viewport, itemCount: itemCount)
    guard pose.count > 0, !pose.isViewportEmpty else { return }
    try forEachVisibleItem(pose, visibleCandidates(pose), body)
  }

  /// The number of items ``items(in:itemCount:)`` would compute for a
  /// viewport: the size of the index window the geometry allows.
  ///
  /// Useful to check that a wheel's shape keeps per-frame work small; the
  /// visible items are a subset of this many.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds, sanitised as in
  ///     ``items(in:itemCount:)``.
  ///   - itemCount: The number of items, sanitised likewise.
  /// - Returns: 0 when there are no items or the viewport is empty.
  public func candidateCount(in viewport: Rect, itemCount: Int) -> Int {
    let pose = pose(for: viewport, itemCount: itemCount)
    guard pose.count > 0, !pose.isViewportEmpty else { return 0 }
    let candidates = visibleCandidates(pose)
    return candidates.lower.count + candidates.upper.count
  }

  /// Two ascending, disjoint index ranges, `lower` before `upper`.
  typealias IndexRanges = (lower: Range<Int>, upper: Range<Int>)

  /// Tests each candidate exactly and passes on the visible ones.
  private func forEachVisibleItem<Failure: Error>(
    _ pose: Pose, _ candidates: IndexRanges, _ body: (Item) throws(Failure) -> Void
  ) throws(Failure) {
    // Two loops rather than a loop over an array of ranges, which would
    // allocate. Each candidate costs one sine and one cosine; only the
    // visible ones get their attributes built.
    let edges = _ViewportEdges(pose.viewport)
    for index in candidates.lower {
      if let item = visibleItem(at: index, pose: pose, edges: edges) { try body(item) }
    }
    for index in candidates.upper {
      if let item = visibleItem(at: index, pose: pose, edges: edges) { try body(item) }
    }
  }

  /// The candidates for a non-empty viewport.
  @inline(__always)
  func visibleCandidates(_ pose: Pose) -> IndexRanges {
    let halfAngle = visibleHalfAngle(pose)
    return candidates(fromWheelAngle: -halfAngle, to: halfAngle, pose: pose)
  }

  /// The largest wheel angle, `min(A + B, π)`, at which an item can meet
  /// the viewport.
  @inline(__always)
  func visibleHalfAngle(_ pose: Pose) -> Double {
    let horizontal = axis == .horizontal
    let along = horizontal ? pose.viewport.size.width : pose.viewport.size.height
    let across = horizontal ? pose.viewport.size.height : pose.viewport.size.width
    let slack = tolerance(pose, along + across)
    // A = atan2(a, b) and B = atan2(c, d), with both near edges beyond the
    // pivot (b, d > 0), so each is below a quarter turn and their sum
    // below a half: by the tangent addition formula, A + B is
    // atan2(a·d + b·c, b·d - a·c). One arc tangent instead of two.
    var (a, b) = (along / 2 + slack, radius - across / 2 - slack)
    var (c, d) = (itemLength / 2 + slack, radius - itemDepth / 2 - slack)
    guard b > 0, d > 0 else { return .pi }
    // Each pair divided by its larger member, which leaves its angle as it
    // is: products of lengths near the smallest doubles underflow to 0 (a
    // wheel 1e-300 across got A + B = 0 and missed an item in view; found
    // by the wheel fuzz target). Scaled, every product is at most 1.
    let (ab, cd) = (Swift.max(a, b), Swift.max(c, d))
    (a, b, c, d) = (a / ab, b / ab, c / cd, d / cd)
    return Swift.min(Math.atan2(a * d + b * c, b * d - a * c), .pi)
  }

  /// The angle B by which an item reaches either side of its own
  /// direction from the pivot, with its rect grown by `slack`.
  ///
  /// A fade's scale only shrinks the item about its centre, which stays
  /// on the circle, so the unscaled item bounds it.
  func itemHalfAngle(slack: Double) -> Double {
    Wheel.halfAngle(halfWidth: itemLength / 2 + slack, nearEdge: radius - itemDepth / 2 - slack)
  }

  /// A distance thousands of times the rounding error of any coordinate
  /// the queries compute (a few units in the last place, 2.2e-16 relative
  /// each), for coordinates of the given magnitude.
  ///
  /// It only widens the candidate window, so it costs at most a few more
  /// candidates, and those only at offsets in the trillions of points.
  @inline(__always)
  func tolerance(_ pose: Pose, _ extra: Double) -> Double {
    let magnitude =
      abs(pose.center.x) + abs(pose.center.y) + radius + itemSize.width + itemSize.height + extra
    return 1e-12 * magnitude
  }

  /// The angle from the middle of a segment of half-width `halfWidth` at
  /// distance `nearEdge` from the pivot to its ends; a half turn when the
  /// segment's rect reaches the pivot.
  static func halfAngle(halfWidth: Double, nearEdge: Double) -> Double {
    nearEdge > 0 ? Math.atan2(halfWidth, nearEdge) : .pi
  }

  /// The indices whose wheel angle can lie in `low...high`, a part of
  /// `-π...π`, padded by a step either way for rounding.
  @inline(__always)
  func candidates(fromWheelAngle low: Double, to high: Double, pose: Pose) -> IndexRanges {
    let empty = 0..<0
    let step = pose.step
    // Relative positions k with (k - fraction) · step in low...high. The
    // quotients may be huge or infinite for a tiny step; the clamps below
    // take care of that, and no NaN can arise.
    // A window symmetric about the top (the visible one) needs one
    // quotient: -h / step is exactly -(h / step).
    let highSteps = high / step
    let lowSteps = low == -high ? -highSteps : low / step
    let first = Wheel.paddedFloor(pose.fraction + lowSteps)
    let last = Wheel.paddedCeiling(pose.fraction + highSteps)
    let count = pose.count

    guard pose.wraps else {
      // Absolute indices; the sums are exact wherever they land inside
      // 0 ..< count, because count <= 2^53.
      let whole = Double(pose.whole)
      let lowest = Swift.max(first + whole, 0)
      let highest = Swift.min(last + whole, Double(count - 1))
      guard lowest <= highest else { return (empty, empty) }
      return (Int(lowest)..<(Int(highest) + 1), empty)
    }

    // Relative positions run from lowestPosition for `count` items.
    let lowest = Swift.max(first, Double(pose.lowestPosition))
    let highest = Swift.min(last, Double(pose.lowestPosition) + Double(count - 1))
    guard lowest <= highest else { return (empty, empty) }
    if highest - lowest + 1 >= Double(count) { return (0..<count, empty) }
    let length = Int(highest - lowest) + 1
    var start = (pose.whole + Int(lowest)) % count
    if start < 0 { start += count }
    let end = start + length
    if end <= count { return (start..<end, empty) }
    return (0..<(end - count), start..<count)
  }

  /// `floor(value) - 1`, lowered further by a few units in the last place
  /// of `value`, so that rounding in computing `value` cannot lose an
  /// index.
  /// Infinities come back unchanged (the padding would turn them to NaN).
  static func paddedFloor(_ value: Double) -> Double {
    guard value.isFinite else { return value }
    return (value - 1 - value.magnitude * 0x1p-50).rounded(.down)
  }

  /// `ceil(value) + 1`, raised likewise; infinities come back unchanged.
  static func paddedCeiling(_ value: Double) -> Double {
    guard value.isFinite else { return value }
    return (value + 1 + value.magnitude * 0x1p-50).rounded(.up)
  }
}
