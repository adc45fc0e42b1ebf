// Visibility from geometry: each candidate's transform is projected, and
// the outline, not a per-style guess, says whether the item can be seen.

import LayoutGeometry

extension Carousel {
  /// One candidate worked out: everything an item needs.
  struct _Computed {
    /// The index.
    var index: Int
    /// The offset.
    var offset: Double
    /// The transform, mirrored right to left; finite.
    var transform: Transform3D
    /// The outline in content coordinates, every vertex finite (none
    /// when the item is wholly behind the eye).
    var outline: ConvexPolygon
    /// The alpha, in `0 ... 1`.
    var alpha: Double
    /// Whether the outline keeps the rect's winding.
    var isFrontFacing: Bool

    /// The place in the depth order.
    var key: _DepthKey {
      _DepthKey(depth: transform.m43, distance: abs(offset), index: index)
    }
  }

  /// Item `index` worked out, or `nil` when its transform or (custom)
  /// alpha is not finite: such an item is left out of every answer.
  func computed(_ index: Int, _ pose: _Pose) -> _Computed? {
    let offset = pose.offset(ofItem: index)
    var transform = pose.geometry.transform(forOffset: offset)
    guard transform.isFinite,
      let alpha = Carousel.alpha(atOffset: offset, fade: pose.fade, custom: pose.geometry.custom)
    else { return nil }
    if pose.mirrored { transform = transform._mirrored }
    // Projected about the item's centre, then moved to it: the outline the
    // item is returned with is the one every test reads, so what is
    // returned, hit and said to face the viewer always agree.
    var outline = transform.projecting(pose.itemRect).offsetBy(dx: pose.center.x, dy: pose.center.y)
    // The box is the null rect exactly when the outline has no vertices or
    // a non-finite one. Finite projected vertices and a centre within 2^54
    // cannot overflow, but every vertex is promised finite: hold it here.
    if !outline.boundingBox.isFinite { outline = ConvexPolygon(vertices: []) }
    return _Computed(
      index: index, offset: offset, transform: transform, outline: outline, alpha: alpha,
      isFrontFacing: outline.isFrontFacing)
  }

  /// Whether a worked-out candidate is returned: its alpha is above 0, it
  /// faces the viewer or back faces are shown, and its outline intersects
  /// the viewport.
  func isVisible(_ candidate: _Computed, _ pose: _Pose) -> Bool {
    candidate.alpha > 0 && (pose.showsBackfaces || candidate.isFrontFacing)
      && candidate.outline.intersects(pose.viewport)
  }

  /// The item a worked-out candidate gives.
  func item(_ candidate: _Computed, _ pose: _Pose, zIndex: Int) -> Item {
    Item(
      index: candidate.index, offset: candidate.offset, transform: candidate.transform,
      center: pose.center, outline: candidate.outline, frame: candidate.outline.boundingBox,
      alpha: candidate.alpha, zIndex: zIndex, isFrontFacing: candidate.isFrontFacing)
  }

  // MARK: - Queries

  /// The items visible in a viewport, ascending by index, with cover flow
  /// 2 at rest (toggle 0).
  ///
  /// The same as ``items(in:itemCount:coverFlowToggle:)`` with a toggle of
  /// 0, which every style but ``Style/coverFlow2`` ignores.
  ///
  ///     for item in carousel.items(in: collectionView.bounds, itemCount: n) { ... }
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds in content coordinates (its
  ///     origin is the content offset), read in its standardised form
  ///     (a negative width or height is the same area); an origin
  ///     coordinate that is NaN reads as 0, others are clamped to
  ///     ``maximumLength``, and a size component that is NaN or infinite
  ///     reads as 0. A viewport with no area shows nothing.
  ///   - itemCount: The number of items; negative counts read as 0, counts
  ///     above ``maximumItemCount`` as that.
  /// - Returns: The visible items' attributes, ascending by index.
  /// - Complexity: O(c) for the c = min(``visibleItemLimit``, n)
  ///   candidates, whatever the item count; one allocation, the returned
  ///   array (the outlines are stored inline), while c is at most about 32
  ///   (the depth order sorts longer lists with a scratch buffer).
  public func items(in viewport: Rect, itemCount: Int) -> [Item] {
    items(in: viewport, itemCount: itemCount, coverFlowToggle: 0)
  }

  /// The items visible in a viewport, ascending by index.
  ///
  /// The candidates are the ``visibleItemLimit`` items nearest the centre
  /// (the smallest `|offset|`, a tie for the last place going to the
  /// higher index). Of those, an item is returned exactly when its
  /// transform and alpha are finite, its alpha is above 0, it faces the
  /// viewer or ``showsBackfaces`` is on, and its ``Item/outline``
  /// intersects the viewport (by ``ConvexPolygon/intersects(_:)``: the
  /// interiors must overlap). Wrapping around, each index appears at most
  /// once, ascending (so `0, 1, n - 2, n - 1` across the seam).
  ///
  /// Cover flow 2 flips its items at the midpoint between two items, in a
  /// direction that iCarousel keeps in a private `_toggle` updated as the
  /// carousel moves by itself. Here it is an input, so that the answer
  /// depends on the arguments alone: pass 0 while the carousel rests or
  /// the user drags it from rest, and
  /// ``coverFlowToggle(in:itemCount:)`` while it decelerates or scrolls
  /// on its own (see the UIKit article). Every other style ignores it.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds, sanitised as in
  ///     ``items(in:itemCount:)``.
  ///   - itemCount: The number of items, sanitised likewise.
  ///   - coverFlowToggle: Cover flow 2's toggle, in `-1 ... 1`: NaN reads
  ///     as 0, and values beyond are clamped.
  /// - Returns: The visible items' attributes, ascending by index.
  /// - Complexity: O(c) for the c = min(``visibleItemLimit``, n)
  ///   candidates, whatever the item count; one allocation while c is at
  ///   most about 32, as ``items(in:itemCount:)``.
  public func items(in viewport: Rect, itemCount: Int, coverFlowToggle: Double) -> [Item] {
    let pose = pose(for: viewport, itemCount: itemCount, toggle: coverFlowToggle)
    var items: [Item] = []
    guard pose.count > 0, !pose.isViewportEmpty else { return items }
    let candidates = pose.candidates()
    let candidateCount = candidates.lower.count + candidates.upper.count
    items.reserveCapacity(candidateCount)
    withUnsafeTemporaryAllocation(of: _DepthKey.self, capacity: candidateCount) { keys in
      var keyCount = 0
      // Two loops rather than a loop over an array of ranges, which would
      // allocate.
      func visit(_ index: Int) {
        guard let candidate = computed(index, pose) else { return }
        keys.initializeElement(at: keyCount, to: candidate.key)
        keyCount += 1
        if isVisible(candidate, pose) { items.append(item(candidate, pose, zIndex: 0)) }
      }
      for index in candidates.lower { visit(index) }
      for index in candidates.upper { visit(index) }
      // Ranks among every candidate, so that an item's zIndex does not
      // depend on which of its neighbours are visible.
      var sorted = UnsafeMutableBufferPointer(rebasing: keys[..<keyCount])
      sorted.sort()
      for position in items.indices {
        items[position].zIndex = sorted.rank(of: items[position]._depthKey)
      }
      sorted.deinitialize()
    }
    return items
  }

  /// The attributes of one candidate item, visible or not: what a
  /// collection view layout's `layoutAttributesForItem(at:)` returns.
  ///
  /// The same values, ``Item/zIndex`` included, as
  /// ``items(in:itemCount:coverFlowToggle:)`` gives the item when it is
  /// visible; an item that is not visible (outside the viewport,
  /// transparent, turned away with back faces hidden) still has its
  /// attributes here, and a collection view should hide its cell.
  ///
  /// - Parameters:
  ///   - index: The item's index.
  ///   - viewport: The scroll view's bounds, sanitised as in
  ///     ``items(in:itemCount:)``; an empty viewport still places items.
  ///   - itemCount: The number of items, sanitised likewise.
  ///   - coverFlowToggle: Cover flow 2's toggle, read as in
  ///     ``items(in:itemCount:coverFlowToggle:)``; 0 by default.
  /// - Returns: The item, or `nil` when `index` is not one of the
  ///   ``visibleItemLimit`` items nearest the centre (or not an item at
  ///   all), or its transform or alpha is not finite.
  /// - Complexity: O(c) for the c candidates, whose depths rank it;
  ///   without allocating.
  public func item(
    at index: Int, in viewport: Rect, itemCount: Int, coverFlowToggle: Double = 0
  ) -> Item? {
    let pose = pose(for: viewport, itemCount: itemCount, toggle: coverFlowToggle)
    guard index >= 0, index < pose.count, pose.isCandidate(index),
      let candidate = computed(index, pose)
    else { return nil }
    let key = candidate.key
    var below = 0
    let candidates = pose.candidates()
    func count(_ other: Int) {
      guard other != index else { return }
      let offset = pose.offset(ofItem: other)
      let transform = pose.geometry.transform(forOffset: offset)
      guard transform.isFinite,
        Carousel.alpha(atOffset: offset, fade: pose.fade, custom: pose.geometry.custom) != nil
      else { return }
      // Mirroring leaves m43 alone.
      let otherKey = _DepthKey(depth: transform.m43, distance: abs(offset), index: other)
      if otherKey < key { below += 1 }
    }
    for other in candidates.lower { count(other) }
    for other in candidates.upper { count(other) }
    return item(candidate, pose, zIndex: below)
  }
}
