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
    /// perspective divide: the transform's ``/LayoutGeometry/Transform3D/m43``. Larger is
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
  /// Sets each item's zIndex to the number of keys in this buffer (every
  /// candidate's) below its own.
  ///
  /// Counting costs `items × keys` comparisons, sorting the keys about
  /// `keys²/4` moves and then a binary search per item: a query that
  /// returns a few of its 30 candidates counts, since the sort took a
  /// noticeable share of a linear carousel's query (3 of 30 returned, as
  /// `carousel-ratios` measures), and one that returns many sorts. Both
  /// give the same ranks, and the depth-order tests check each against the
  /// other.
  ///
  /// - Parameter items: The returned items, whose keys are among these.
  mutating func assignRanks(to items: inout [Carousel.Item]) {
    if items.count * count <= 1_024 {
      assignRanksByCounting(to: &items)
    } else {
      assignRanksBySorting(to: &items)
    }
  }

  /// ``assignRanks(to:)`` by counting, for every item, the keys below it.
  func assignRanksByCounting(to items: inout [Carousel.Item]) {
    for position in items.indices {
      let key = items[position]._depthKey
      var below = 0
      for other in self where other < key { below += 1 }
      items[position].zIndex = below
    }
  }

  /// ``assignRanks(to:)`` by sorting the keys and searching each item's.
  mutating func assignRanksBySorting(to items: inout [Carousel.Item]) {
    sort()
    for position in items.indices {
      items[position].zIndex = rank(of: items[position]._depthKey)
    }
  }

  /// The number of keys below `key` in this ascending buffer.
  func rank(of key: Carousel._DepthKey) -> Int {
    var (low, high) = (0, count)
    while low < high {
      let middle = low + (high - low) / 2
      if self[middle] < key { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
