// The carousel's query as the floor is written: one loop over the same
// candidates, the style's transform built inline, the corners projected
// and boxed in registers, and an outline, its winding and the exact
// intersection only for an item whose box meets the screen; then the
// depth ranks and the returned items, as the engine returns them (but for
// the frame's outward rounding). It is not the library's code and skips
// what the floor skips too (finding the candidates, the scroll model, a
// corner behind the eye): it measures how close a rewrite of the hot path
// in the floor's style could come to the floor (`carousel-ratios <rounds>
// lean`).

import CircularLayout
import LayoutGeometry

extension CarouselFloor {
  /// The items the engine would return for a screen's candidates, written
  /// into `items` (whose capacity is kept); the count.
  ///
  /// - Parameters:
  ///   - candidates: The candidates' offsets, as the engine placed them.
  ///   - viewport: The screen.
  ///   - carousel: The carousel, for its fade and back faces.
  ///   - items: Where the items go.
  @inline(never)
  public func leanQuery(
    _ candidates: [Double], in viewport: Rect, carousel: Carousel,
    into items: inout [Carousel.Item]
  ) -> Int {
    items.removeAll(keepingCapacity: true)
    let (halfWidth, halfHeight) = (size.width / 2, size.height / 2)
    let center = Point(x: viewport.midX, y: viewport.midY)
    let itemRect = Rect(x: -halfWidth, y: -halfHeight, width: size.width, height: size.height)
    // The screen about the item's centre, where the outline is projected.
    let screen = Rect(
      x: viewport.minX - center.x, y: viewport.minY - center.y, width: viewport.width,
      height: viewport.height)
    let fade = carousel.fade
    let (fadeMin, fadeMax) = (fade.minimumOffset, fade.maximumOffset)
    let (fadeRange, fadeMinAlpha) = (fade.range, fade.minimumAlpha)
    let showsBackfaces = carousel.showsBackfaces
    return withUnsafeTemporaryAllocation(of: LeanDepthKey.self, capacity: candidates.count) {
      keys in
      var keyCount = 0
      for (index, offset) in candidates.enumerated() {
        let t = transform(offset)
        guard t.isFinite else { continue }
        keys.initializeElement(
          at: keyCount, to: LeanDepthKey(depth: t.m43, distance: abs(offset), index: index))
        keyCount += 1
        let beyond = offset > fadeMax ? offset - fadeMax : offset < fadeMin ? fadeMin - offset : 0
        let alpha = 1 - Swift.min(beyond, fadeRange) / fadeRange * (1 - fadeMinAlpha)
        guard alpha > 0 else { continue }
        func corner(_ x: Double, _ y: Double) -> Point? {
          let w = x * t.m14 + y * t.m24 + t.m44
          guard w >= Transform3D.eyePlaneEpsilon else { return nil }
          return Point(
            x: (x * t.m11 + y * t.m21 + t.m41) / w, y: (x * t.m12 + y * t.m22 + t.m42) / w)
        }
        guard let a = corner(-halfWidth, -halfHeight), let b = corner(halfWidth, -halfHeight),
          let c = corner(halfWidth, halfHeight), let d = corner(-halfWidth, halfHeight)
        else { continue }
        let (minX, maxX) = (min(min(a.x, b.x), min(c.x, d.x)), max(max(a.x, b.x), max(c.x, d.x)))
        let (minY, maxY) = (min(min(a.y, b.y), min(c.y, d.y)), max(max(a.y, b.y), max(c.y, d.y)))
        guard maxX > screen.minX, screen.maxX > minX, maxY > screen.minY, screen.maxY > minY
        else { continue }
        let outline = t.projecting(itemRect)
        let isFrontFacing = outline.isFrontFacing
        guard showsBackfaces || isFrontFacing, outline.intersects(screen) else { continue }
        items.append(
          Carousel.Item(
            index: index, offset: offset, transform: t, center: center, outline: outline,
            frame: Rect(
              x: minX + center.x, y: minY + center.y, width: maxX - minX, height: maxY - minY),
            alpha: alpha, zIndex: 0, isFrontFacing: isFrontFacing))
      }
      for position in items.indices {
        let item = items[position]
        let key = LeanDepthKey(
          depth: item.transform.m43, distance: abs(item.offset), index: item.index)
        var below = 0
        for other in keys[..<keyCount] where other < key { below += 1 }
        items[position].zIndex = below
      }
      return items.count
    }
  }
}

/// The engine's depth order: deeper, then further from the centre, then
/// the higher index, below. A copy of `Carousel._DepthKey`'s, which is
/// internal to the library and so out of this package's reach.
struct LeanDepthKey: Comparable {
  var depth: Double
  var distance: Double
  var index: Int

  static func < (lhs: LeanDepthKey, rhs: LeanDepthKey) -> Bool {
    if lhs.depth != rhs.depth { return lhs.depth < rhs.depth }
    if lhs.distance != rhs.distance { return lhs.distance > rhs.distance }
    return lhs.index > rhs.index
  }
}
