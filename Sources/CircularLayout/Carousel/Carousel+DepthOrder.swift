// Depth order that never flickers: iCarousel sorts its views by a depth
// it reads from each transform (`compareViewDepth`), and breaks ties with
// a comparison that is not a strict order, so items at equal depth swap
// from frame to frame (iCarousel #301). Here the order is total: the z of
// the item's centre, then the distance from the centre, then the index.

import LayoutGeometry

extension Carousel {
  /// Where an item lies in the depth order: a smaller key is drawn below.
  struct _DepthKey: Comparable {
    /// The z of the item's centre after its transform, before the
    /// perspective divide: the transform's ``Transform3D/m43``. Larger is
    /// nearer the viewer.
    var depth: Double

    /// `|offset|`: smaller is nearer the centre.
    var distance: Double

    /// The item's index: lower is on top.
    var index: Int

    /// Whether `lhs` is drawn below `rhs`: it lies deeper, or at the same
    /// depth further from the centre, or at the same depth and distance
    /// with a higher index.
    static func < (lhs: _DepthKey, rhs: _DepthKey) -> Bool {
      if lhs.depth != rhs.depth { return lhs.depth < rhs.depth }
      if lhs.distance != rhs.distance { return lhs.distance > rhs.distance }
      return lhs.index > rhs.index
    }
  }
}

extension Carousel.Item {
  /// The item's key in the depth order, from its own values.
  var _depthKey: Carousel._DepthKey {
    Carousel._DepthKey(depth: transform.m43, distance: abs(offset), index: index)
  }
}

extension UnsafeMutableBufferPointer where Element == Carousel._DepthKey {
  /// The number of keys below `key` in this ascending buffer: its zIndex.
  func rank(of key: Carousel._DepthKey) -> Int {
    var (low, high) = (0, count)
    while low < high {
      let middle = low + (high - low) / 2
      if self[middle] < key { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
