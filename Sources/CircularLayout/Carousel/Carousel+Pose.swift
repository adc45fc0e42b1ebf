// From a viewport, an item count and cover flow 2's toggle to everything a
// query shares: the scroll position through the scroll model, where the
// items' centre stands, the viewport relative to it, and the style's
// geometry. Read and sanitised once per query, so that items, hit tests
// and single items read the same carousel.

import LayoutGeometry

extension Carousel: ScrollingLayout {}

extension Carousel {
  /// The scroll model's reading of the carousel for a sanitised count and
  /// viewport length along the scroll axis: one item per distance per
  /// item, wrapping as ``wrapsAround`` says, offsets reversed when laid
  /// out right to left horizontally. Past either end of a carousel with
  /// ends, positions extrapolate without holding still (up to 2^53
  /// items): a query computes at most ``visibleItemLimit`` items however
  /// far out it is.
  func track(count: Int, viewportLength: Double) -> ScrollTrack {
    ScrollTrack(
      count: count, distancePerItem: distancePerItem, viewportLength: viewportLength,
      model: .fixedDistancePerItem, wraps: wrapsAround,
      reversed: layoutDirection == .rightToLeft && !isVertical,
      reach: Double(Carousel.maximumItemCount))
  }

  /// Everything a query shares, read once.
  struct _Pose {
    /// The sanitised item count.
    var count: Int
    /// Whether the viewport has no area, so nothing is visible in it.
    var isViewportEmpty: Bool
    /// The sanitised viewport, where outlines are tested.
    var viewport: Rect
    /// Where every item's centre stands, in content coordinates: the
    /// viewport's centre plus the centre offset (mirrored right to left).
    var center: Point
    /// The scroll position `p`: reduced into `0 ..< count` when wrapping.
    var position: Double
    /// Whether offsets wrap round `count`.
    var wraps: Bool
    /// Whether the picture is mirrored (right to left).
    var mirrored: Bool
    /// The item's rect about its centre.
    var itemRect: Rect
    /// What the style's transform reads.
    var geometry: _Geometry
    /// The fade in effect.
    var fade: Fade
    /// Whether back faces are returned.
    var showsBackfaces: Bool
    /// How many items nearest the centre are candidates: the visible item
    /// limit, at most the item count and, on a circular style, at most the
    /// items whose angles span less than a full turn.
    var limit: Int

    /// iCarousel's `offsetForItemAtIndex:`: `index - p`, and wrapping
    /// around, brought into `-n/2 ... n/2` by one turn (above `n/2` it
    /// loses `n`, below `-n/2` it gains `n`, exactly `±n/2` stays).
    ///
    /// A wrapped offset is rounded once, from `index - n` or from `n - p`
    /// (exact, as `p` is then above `n/2`): iCarousel's `index - p`, then
    /// `∓ n`, rounds twice, and past 2^52 items the items beside the seam
    /// lost the fraction of `p` and shared one offset.
    func offset(ofItem index: Int) -> Double {
      let offset = Double(index) - position
      guard wraps else { return offset }
      let half = Double(count) / 2
      if offset > half { return Double(index - count) - position }
      if offset < -half { return Double(index) + (Double(count) - position) }
      return offset
    }
  }

  /// Reads a viewport, an item count and a toggle into a ``_Pose``.
  func pose(for viewport: Rect, itemCount: Int, toggle: Double) -> _Pose {
    let count = ScrollTrack.sanitizedCount(itemCount)
    let bounds = Sanitizing.viewport(viewport, limit: Carousel.maximumLength)
    let size = bounds.size
    let length = isVertical ? size.height : size.width
    let offset = isVertical ? bounds.origin.y : bounds.origin.x
    let position = track(count: count, viewportLength: length).position(at: offset)
    let mirrored = layoutDirection == .rightToLeft
    let shift = Size(
      width: mirrored ? -centerOffset.width : centerOffset.width, height: centerOffset.height)
    let toggle = toggle.isNaN ? 0 : Swift.min(Swift.max(toggle, -1), 1)
    let geometry = geometry(count: count, viewportLength: length, toggle: toggle)
    var limit = Swift.min(visibleItemLimit, count)
    if let turn = geometry.itemsPerTurn { limit = Swift.min(limit, turn) }
    return _Pose(
      count: count, isViewportEmpty: size.width == 0 || size.height == 0,
      viewport: bounds,
      center: Point(x: bounds.midX + shift.width, y: bounds.midY + shift.height),
      position: position, wraps: wrapsAround, mirrored: mirrored,
      itemRect: Rect(
        x: -itemSize.width / 2, y: -itemSize.height / 2, width: itemSize.width,
        height: itemSize.height),
      geometry: geometry, fade: fade, showsBackfaces: showsBackfaces, limit: limit)
  }
}
