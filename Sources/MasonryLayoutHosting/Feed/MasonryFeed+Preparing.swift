// Laying a feed out: the host's prepare over the feed's ids, and the
// anchor a new width or a first layout restores.

import LayoutGeometry
import MasonryLayout

extension MasonryFeed {
  /// Lays the feed out if something requires it (the first time, a new
  /// width, a new configuration), and records `viewport` as the scroll
  /// view's bounds: the host's ``MasonryHost/prepare(viewport:source:)``
  /// over the feed's ids.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds, in content coordinates.
  ///   - height: An item's estimated length along the flow for a column
  ///     width; asked only when the feed is laid out again.
  ///   - headerHeight: A section's header length for a width (0: none).
  ///   - footerHeight: A section's footer length for a width (0: none).
  /// - Returns: What the host did, and the offset adjustment that keeps
  ///   the element the user is looking at still (after a width change).
  /// - Complexity: O(1) when nothing is required; otherwise the engine's
  ///   layout of every item.
  @discardableResult
  public mutating func prepare(
    viewport: Rect, height: (ID, Double) -> Double,
    headerHeight: (Int, Double) -> Double = { _, _ in 0 },
    footerHeight: (Int, Double) -> Double = { _, _ in 0 }
  ) -> (reason: MasonryHost.PrepareReason, contentOffsetAdjustment: Point) {
    prepare(
      viewport: viewport, height: height, columnSpan: nil, headerHeight: headerHeight,
      footerHeight: footerHeight)
  }

  /// ``prepare(viewport:height:headerHeight:footerHeight:)`` with each
  /// item's column span by id (`nil` when every item spans one column).
  @discardableResult
  package mutating func prepare(
    viewport: Rect, height: (ID, Double) -> Double, columnSpan: ((ID) -> Int)?,
    headerHeight: (Int, Double) -> Double, footerHeight: (Int, Double) -> Double
  ) -> (reason: MasonryHost.PrepareReason, contentOffsetAdjustment: Point) {
    let reason = _FeedSource.with(
      ids: ids, starts: _starts, height: height, header: headerHeight, footer: footerHeight,
      span: columnSpan
    ) { source in host.prepare(viewport: viewport, source: source) }
    if reason != .unchanged { diagnostics = Diagnostics(heights: host.diagnostics) }
    return (reason, reason == .unchanged ? .zero : _restoreAnchor())
  }

  /// The offset adjustment that restores the host's pending anchor, with
  /// the host's viewport moved by it and the anchor used up.
  internal mutating func _restoreAnchor() -> Point {
    guard let viewport = host.viewport, viewport.origin.x.isFinite, viewport.origin.y.isFinite
    else { return .zero }
    let target = host.targetContentOffset(forProposedContentOffset: viewport.origin)
    host.didRestoreContentOffset()
    let adjustment = Point(x: target.x - viewport.origin.x, y: target.y - viewport.origin.y)
    guard adjustment.x.isFinite, adjustment.y.isFinite else { return .zero }
    host.setViewport(viewport.offsetBy(dx: adjustment.x, dy: adjustment.y))
    return adjustment
  }
}
