// Visibility from geometry: each candidate's transform is projected, and
// the outline, not a per-style guess, says whether the item can be seen.

import LayoutGeometry

extension Carousel {
  /// One candidate placed: its offset, transform (the fade's scale
  /// included) and alpha. Plain numbers, so the queries copy it freely.
  struct _Placed {
    /// The index.
    var index: Int
    /// The offset.
    var offset: Double
    /// The transform, mirrored right to left; finite.
    var transform: Transform3D
    /// The alpha, in `0 ... 1`.
    var alpha: Double

    /// The place in the depth order.
    var key: _DepthKey {
      _DepthKey(depth: transform.m43, distance: abs(offset), index: index)
    }
  }

  /// A placed candidate's outline and what the queries read of it.
  struct _Projected {
    /// The outline in content coordinates, every vertex finite (none when
    /// the item is wholly behind the eye or its span overflows).
    var outline: ConvexPolygon
    /// Its bounding box (CoreGraphics' null rect when it has no vertices).
    var frame: Rect

    /// Its winding: 1 facing the viewer, -1 turned away, 0 without area.
    var orientation: Int { outline._orientation }
  }

  /// Item `index` placed, or `nil` when its transform or (custom) alpha is
  /// not finite: such an item is left out of every answer.
  func placed(_ index: Int, _ pose: _Pose) -> _Placed? {
    var candidate = _Placed(index: index, offset: 0, transform: .identity, alpha: 0)
    return place(index, pose, into: &candidate) ? candidate : nil
  }

  /// Places item `index` into `candidate`, written in place so that the
  /// hot loops copy no optional of it; returns `false` (and leaves the
  /// item out of every answer) when its transform or (custom) alpha is
  /// not finite.
  @inline(__always)
  func place(_ index: Int, _ pose: _Pose, into candidate: inout _Placed) -> Bool {
    let offset = pose.offset(ofItem: index)
    var alpha = pose.fade.alpha(forOffset: offset)
    candidate.index = index
    candidate.offset = offset
    if pose.geometry.style == .custom, let custom = _custom?.value {
      candidate.transform = custom.transform(forOffset: offset, base: pose.geometry.base)
      let own = custom.alpha(forOffset: offset)
      guard own.isFinite else { return false }
      alpha *= own
    } else {
      candidate.transform = pose.geometry.transform(forOffset: offset)
    }
    // The fade's scale, about the item's centre in its own plane, before
    // the style's transform: the outline stays inside the unscaled one and
    // the centre's depth (m43) is unchanged. A scale of 1 is skipped, so
    // an unscaled transform is the style's to the bit.
    let scale = pose.fade.scale(forOffset: offset)
    if scale != 1 { candidate.transform = candidate.transform.scaledBy(x: scale, y: scale, z: 1) }
    guard candidate.transform.isFinite else { return false }
    if pose.mirrored { candidate.transform = candidate.transform._mirrored }
    candidate.alpha = Swift.min(Swift.max(alpha, 0), 1)
    return true
  }

  /// A placed candidate's outline: projected about the item's centre, then
  /// moved to it. The outline the item is returned with is the one every
  /// test reads, so what is returned, hit and said to face the viewer
  /// always agree.
  ///
  /// Projected, moved and bounded in one pass where the item lies wholly
  /// in front of the eye (`Transform3D._projecting(_:movedBy:_:)`, bit for
  /// bit the same values), which brought every style's query nearer its
  /// floor than projecting, moving and bounding in turn: measured beside
  /// the floors by `swift run -c release carousel-ratios` (Benchmarks/,
  /// figures in Benchmarks/README.md at b8d69fc).
  func projected(_ candidate: _Placed, _ pose: _Pose) -> _Projected {
    var (outline, frame) = candidate.transform._projecting(
      pose.itemRect, movedBy: pose.center.x, pose.center.y)
    // The box is not finite when the outline has no vertices, a non-finite
    // one, or a span past the largest Double (finite vertices of a custom
    // transform at ±1e308): every such outline is read as none, and its
    // box as the null rect, so that the frame is always the outline's box.
    if !frame.isFinite {
      outline = ConvexPolygon(vertices: [])
      frame = outline.boundingBox
    }
    return _Projected(outline: outline, frame: frame)
  }

  /// The winding of a candidate's outline when it is returned: its alpha
  /// is above 0, it faces the viewer or back faces are shown, and its
  /// outline intersects the viewport; `nil` otherwise.
  ///
  /// The outline's box is tested first: it contains every vertex (it
  /// rounds outward), so a box that misses the viewport means an outline
  /// that misses it, and most candidates that cannot be seen cost no
  /// winding and no separating-axis test: where most candidates are off
  /// screen (a linear carousel returns 3 of its 30) the query runs
  /// markedly faster with the box first, and no slower elsewhere, as
  /// `carousel-ratios` measures (Benchmarks/README.md at b8d69fc).
  func visibleOrientation(
    _ candidate: _Placed, _ projection: _Projected, _ pose: _Pose
  ) -> Int? {
    guard candidate.alpha > 0, projection.frame.intersects(pose.viewport) else { return nil }
    let orientation = projection.orientation
    guard pose.showsBackfaces || orientation > 0,
      projection.outline._intersects(pose.viewport, orientation: orientation)
    else { return nil }
    return orientation
  }

  /// The item a candidate gives, with its outline's winding.
  func item(
    _ candidate: _Placed, _ projection: _Projected, orientation: Int, _ pose: _Pose,
    zIndex: Int
  ) -> Item {
    Item(
      index: candidate.index, offset: candidate.offset, transform: candidate.transform,
      center: pose.center, outline: projection.outline, frame: projection.frame,
      alpha: candidate.alpha, zIndex: zIndex, isFrontFacing: orientation > 0)
  }

  // MARK: - Queries

  /// The items visible in a viewport, ascending by index.
  ///
  ///     for item in carousel.items(in: Rect(collectionView.bounds), itemCount: n) { ... }
  ///
  /// The candidates are the ``visibleItemLimit`` items nearest the centre
  /// (the smallest `|offset|`, a tie for the last place going to the
  /// higher index); on the six circular styles, at most as many
  /// consecutive items as span less than a full turn (see
  /// <doc:CarouselStyles>). Of those, an item is returned exactly when its
  /// transform and alpha are finite, its alpha is above 0, it faces the
  /// viewer or ``showsBackfaces`` is on, and its ``Item/outline``
  /// intersects the viewport (by ``/LayoutGeometry/ConvexPolygon/intersects(_:)``: the
  /// interiors must overlap). Wrapping around, each index appears at most
  /// once, ascending (so `0, 1, n - 2, n - 1` across the seam).
  ///
  /// Cover flow 2 flips its items at the midpoint between two items, in a
  /// direction that iCarousel keeps in a private `_toggle` updated as the
  /// carousel moves by itself. Here it is an input, so that the answer
  /// depends on the arguments alone: pass 0 (the default) while the
  /// carousel rests or the user drags it from rest, and
  /// ``coverFlowToggle(in:itemCount:)`` while it decelerates or scrolls
  /// on its own (see the UIKit article). Every other style ignores it.
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
  ///   - coverFlowToggle: Cover flow 2's toggle, in `-1 ... 1`: NaN reads
  ///     as 0, and values beyond are clamped; 0 by default.
  /// - Returns: The visible items' attributes, ascending by index.
  /// - Complexity: O(c) for the c = min(``visibleItemLimit``, n)
  ///   candidates, whatever the item count; one allocation, the returned
  ///   array (the outlines are stored inline), while c is at most about 32
  ///   (the depth order sorts longer lists with a scratch buffer).
  public func items(
    in viewport: Rect, itemCount: Int, coverFlowToggle: Double = 0
  ) -> [Item] {
    let pose = pose(for: viewport, itemCount: itemCount, toggle: coverFlowToggle)
    var items: [Item] = []
    guard pose.count > 0, !pose.isViewportEmpty else { return items }
    let candidates = pose.candidates()
    let candidateCount = candidates.lower.count + candidates.upper.count
    items.reserveCapacity(candidateCount)
    withUnsafeTemporaryAllocation(of: _DepthKey.self, capacity: candidateCount) { keys in
      var keyCount = 0
      var candidate = _Placed(index: 0, offset: 0, transform: .identity, alpha: 0)
      // Two loops rather than a loop over an array of ranges, which would
      // allocate. The state is passed `inout` rather than captured, which
      // spares a dynamic exclusivity check per access, a few percent of a
      // query as `carousel-ratios` measures it against the floors.
      func visit(
        _ index: Int, _ items: inout [Item], _ keyCount: inout Int, _ candidate: inout _Placed
      ) {
        guard place(index, pose, into: &candidate) else { return }
        keys.initializeElement(at: keyCount, to: candidate.key)
        keyCount += 1
        // A transparent item is never returned: it needs no outline.
        guard candidate.alpha > 0 else { return }
        let projection = projected(candidate, pose)
        if let orientation = visibleOrientation(candidate, projection, pose) {
          items.append(item(candidate, projection, orientation: orientation, pose, zIndex: 0))
        }
      }
      for index in candidates.lower { visit(index, &items, &keyCount, &candidate) }
      for index in candidates.upper { visit(index, &items, &keyCount, &candidate) }
      // Ranks among every candidate, so that an item's zIndex does not
      // depend on which of its neighbours are visible.
      var ranked = UnsafeMutableBufferPointer(rebasing: keys[..<keyCount])
      ranked.assignRanks(to: &items)
      ranked.deinitialize()
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
  ///     ``items(in:itemCount:coverFlowToggle:)``; an empty viewport still
  ///     places items.
  ///   - itemCount: The number of items, sanitised likewise.
  ///   - coverFlowToggle: Cover flow 2's toggle, read as in
  ///     ``items(in:itemCount:coverFlowToggle:)``; 0 by default.
  /// - Returns: The item, or `nil` when `index` is not one of the
  ///   ``visibleItemLimit`` items nearest the centre (or not an item at
  ///   all), or its transform or alpha is not finite.
  /// - Complexity: O(c) for the c candidates, whose depths rank it;
  ///   without allocating.
  public func item(
    _ index: Int, in viewport: Rect, itemCount: Int, coverFlowToggle: Double = 0
  ) -> Item? {
    let pose = pose(for: viewport, itemCount: itemCount, toggle: coverFlowToggle)
    guard index >= 0, index < pose.count, pose.isCandidate(index),
      let candidate = placed(index, pose)
    else { return nil }
    let key = candidate.key
    var below = 0
    let candidates = pose.candidates()
    func count(_ other: Int) {
      guard other != index, let neighbour = placed(other, pose) else { return }
      if neighbour.key < key { below += 1 }
    }
    for other in candidates.lower { count(other) }
    for other in candidates.upper { count(other) }
    let projection = projected(candidate, pose)
    return item(
      candidate, projection, orientation: projection.orientation, pose, zIndex: below)
  }
}
