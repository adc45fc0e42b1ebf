// The hit-test contract: a tap hits the item a query shows there.

import CircularLayout
import LayoutGeometry
import MasonryLayout

/// Checks `masonry.itemIndex(at:)` against the brute force over its
/// frames, the frames `items(in:)` reports (``checkQueries(_:in:frames:)``):
/// the first item whose frame holds the point, each frame holding its
/// minimum edges and not its maximum ones, or `nil`.
///
/// - Parameters:
///   - masonry: The layout to tap.
///   - point: The tap, anywhere (NaN and the infinities included).
///   - frames: `masonry.frames`, when the caller has them already.
/// - Throws: A ``ContractViolation`` when the answers differ.
/// - Complexity: O(*n*) for *n* items.
public func checkHitTest(_ masonry: Masonry, at point: Point, frames: [Rect]? = nil) throws {
  let frames = frames ?? Array(masonry.frames)
  let expected = frames.indices.first {
    point.x >= frames[$0].minX && point.x < frames[$0].maxX && point.y >= frames[$0].minY
      && point.y < frames[$0].maxY
  }
  try expectEqual(masonry.itemIndex(at: point), expected, "itemIndex(at: \(point))")
}

/// Checks that a tap on the carousel hits what `items(in:)` shows: the
/// topmost (highest `zIndex`) returned item whose outline holds the point,
/// or `nil`.
///
/// - Parameters:
///   - carousel: The carousel to tap.
///   - point: The tap.
///   - viewport: The viewport, as given to the queries.
///   - count: The item count, as given to the queries.
///   - toggle: Cover flow 2's toggle, as given to the queries.
///   - items: `carousel.items(in: viewport, ...)`, when the caller has
///     them already.
/// - Throws: A ``ContractViolation`` when the tap hits another item.
public func checkHitTest(
  _ carousel: Carousel, at point: Point, in viewport: Rect, itemCount count: Int,
  coverFlowToggle toggle: Double = 0, items: [Carousel.Item]? = nil
) throws {
  let items =
    items ?? carousel.items(in: viewport, itemCount: count, coverFlowToggle: toggle)
  let topmost = items.filter { $0.outline.contains(point) }.max { $0.zIndex < $1.zIndex }
  let index = carousel.itemIndex(
    at: point, in: viewport, itemCount: count, coverFlowToggle: toggle)
  try expectEqual(index, topmost?.index, "itemIndex(at: \(point)) against items(in:)")
}

/// Checks a tap on a sectioned layout against the brute force over every
/// element (``MasonryLayout/SectionedMasonry/allElements(pinnedIn:)``):
/// `element(at:)` (or `element(at:pinnedIn:)`) is the element of the
/// highest z-index whose frame holds the point (minimum edges in, maximum
/// out), the first in order among equals; unpinned, `itemPath(at:)` is the
/// first item whose frame holds it.
///
/// - Parameters:
///   - layout: The layout to tap.
///   - point: The tap.
///   - viewport: A viewport to pin headers for, or `nil`.
/// - Throws: A ``ContractViolation`` when the answers differ.
/// - Complexity: O(*n*) for *n* elements.
public func checkHitTest(
  _ layout: SectionedMasonry, at point: Point, pinnedIn viewport: Rect? = nil
) throws {
  let under = layout.allElements(pinnedIn: viewport).filter {
    point.x >= $0.frame.minX && point.x < $0.frame.maxX && point.y >= $0.frame.minY
      && point.y < $0.frame.maxY
  }
  let top = under.max { $0.zIndex < $1.zIndex }.map { best in
    under.first { $0.zIndex == best.zIndex }!
  }
  let hit = viewport.map { layout.element(at: point, pinnedIn: $0) } ?? layout.element(at: point)
  try expectEqual(hit, top, "element(at: \(point)\(viewport.map { ", pinnedIn: \($0)" } ?? ""))")
  if viewport == nil {
    try expectEqual(
      layout.itemPath(at: point), under.first { $0.kind == .item }?.path,
      "itemPath(at: \(point))")
  }
}
