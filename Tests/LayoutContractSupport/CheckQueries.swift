// The query contract: a rect query's answer is exactly the brute force's
// over the layout's frames, however it is asked; and the anchor of a
// viewport is the element the anchor rule picks among them.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout

/// Checks every rect query of `masonry` against the brute force over its
/// frames: `items(in:)` returns exactly the items whose frames overlap
/// `rect` (interiors, `MasonryReference.items(in:frames:)`), in index order
/// and with their frames; `forEachItem(in:)` visits the same items in the
/// same order; `readingOrder(in:)` is a permutation of them; and
/// `anchor(in: rect)` is the item the anchor rule picks among them
/// (``referenceAnchor(_:in:along:)``).
///
///     XCTAssertNoThrow(try checkQueries(masonry, in: rect), "seed \(seed)")
///
/// - Parameters:
///   - masonry: The layout to query.
///   - rect: The rect to ask for.
///   - frames: `masonry.frames`, when the caller has them already.
/// - Throws: A ``ContractViolation`` naming the first difference.
/// - Complexity: O(*n*) for *n* items.
public func checkQueries(_ masonry: Masonry, in rect: Rect, frames: [Rect]? = nil) throws {
  let frames = frames ?? Array(masonry.frames)
  let found = masonry.items(in: rect)
  let expected = MasonryReference.items(in: rect, frames: frames)
  try expectEqual(
    found.map(\.index), expected.map(\.index), "items(in: \(rect)) against the brute force")
  for item in found {
    try expectEqual(item.frame, frames[item.index], "the frame items(in: \(rect)) gave")
  }
  var visited: [Masonry.Item] = []
  masonry.forEachItem(in: rect) { visited.append($0) }
  try expect(visited == found, "forEachItem(in: \(rect)) differs from items(in:)")
  let order = masonry.readingOrder(in: rect)
  try expectEqual(
    order.sorted(), found.map(\.index), "readingOrder(in: \(rect)) as a set of items(in:)")
  // The anchor reads its viewport as a scroll offset (standardised, and
  // clamped far out): checked for the viewports a scroll view has. Over
  // the standardised rect's items, not the rect's: standardising a
  // negative size rounds, so a rect whose edge overlaps an item by less
  // than an ulp of its size can lose that sliver.
  guard isPlainViewport(rect, contentLength: nil) else { return }
  let viewport = rect.standardized
  // The brute force again only when standardising changed the rect (the
  // fuzz targets' hot path asks with plain rects).
  let shown = viewport == rect ? expected : MasonryReference.items(in: viewport, frames: frames)
  let chosen = referenceAnchor(shown.map(\.frame), in: viewport, along: masonry.configuration.axis)
  try expectEqual(
    masonry.anchor(in: rect).index, chosen.map { shown[$0].index },
    "anchor(in: \(rect)) against the anchor rule over items(in:) of the standardised rect")
}

/// Whether `rect` is a viewport a scroll view has, which an anchor reads
/// as it is: finite, within a billion points of the origin, and (for a
/// sectioned layout, given its length along the flow) starting within the
/// content.
func isPlainViewport(_ rect: Rect, contentLength: Double?) -> Bool {
  let area = rect.standardized
  let values = [area.minX, area.minY, area.size.width, area.size.height]
  guard values.allSatisfy({ $0.isFinite && $0.magnitude <= 1e9 }) else { return false }
  guard let contentLength else { return true }
  return area.minX <= contentLength && area.minY <= contentLength
}

/// The anchor rule, by brute force over the frames a viewport shows, in
/// the engines' order: the position of the first frame of which at least
/// half lies inside the viewport along the flow, or which covers at least
/// half of the viewport's length; otherwise the first frame; `nil` for
/// none.
///
/// - Parameters:
///   - frames: The frames that overlap the viewport, in order.
///   - viewport: The viewport, standardised.
///   - axis: The flow's axis: lengths along y when vertical, x when
///     horizontal.
/// - Returns: The position in `frames` of the anchor.
public func referenceAnchor(_ frames: [Rect], in viewport: Rect, along axis: Axis) -> Int? {
  func span(_ rect: Rect) -> (Double, Double) {
    axis == .vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
  }
  let (top, bottom) = span(viewport)
  let mostlyShown = frames.firstIndex { frame in
    let (low, high) = span(frame)
    let shown = min(high, bottom) - max(low, top)
    return shown > 0 && (shown * 2 >= high - low || shown * 2 >= bottom - top)
  }
  return mostlyShown ?? (frames.isEmpty ? nil : 0)
}

/// Checks the element queries of a sectioned layout against the brute
/// force over every element (``MasonryLayout/SectionedMasonry/allElements(pinnedIn:)``):
/// `elements(in:)` is exactly the elements whose frames overlap the rect
/// (read in its standardised form, as the queries read it), in order;
/// `elements(in:pinnedIn:)` the same with headers pinned for `viewport`;
/// `readingOrder(in:)` a permutation of the items among them; and
/// `anchor(in: rect)` the element the anchor rule picks among the
/// unpinned ones (``referenceAnchor(_:in:along:)``).
///
/// - Parameters:
///   - layout: The layout to query.
///   - rect: The rect to ask for.
///   - viewport: A viewport to pin headers for, or `nil` to leave that
///     query out.
/// - Throws: A ``ContractViolation`` naming the first difference.
/// - Complexity: O(*n*) for *n* elements.
public func checkQueries(
  _ layout: SectionedMasonry, in rect: Rect, pinnedIn viewport: Rect? = nil
) throws {
  let area = rect.standardized
  let expected = layout.allElements().filter { $0.frame.intersects(area) }
  let found = layout.elements(in: rect)
  try expect(
    found == expected,
    "elements(in: \(rect)) gave \(found.count), the brute force \(expected.count): "
      + "\(found.prefix(3)) against \(expected.prefix(3))")
  if let viewport {
    let pinned = layout.allElements(pinnedIn: viewport).filter { $0.frame.intersects(area) }
    let foundPinned = layout.elements(in: rect, pinnedIn: viewport)
    try expect(
      foundPinned == pinned,
      "elements(in: \(rect), pinnedIn: \(viewport)) gave \(foundPinned.prefix(3)), "
        + "the brute force \(pinned.prefix(3))")
  }
  let items = expected.filter { $0.kind == .item }.map(\.path)
  try expectEqual(
    layout.readingOrder(in: rect).sorted(), items.sorted(),
    "readingOrder(in: \(rect)) as a set of the items")
  let content = layout.contentSize
  let contentLength = layout.configuration.axis == .vertical ? content.height : content.width
  guard isPlainViewport(rect, contentLength: contentLength) else { return }
  let chosen = referenceAnchor(expected.map(\.frame), in: area, along: layout.configuration.axis)
  let anchor = layout.anchor(in: rect)
  try expect(
    anchor.path == chosen.map { expected[$0].path }
      && (chosen == nil || anchor.kind == expected[chosen!].kind),
    "anchor(in: \(rect)) is \(anchor), the anchor rule picks "
      + "\(chosen.map { "\(expected[$0].kind) \(expected[$0].path)" } ?? "nothing")")
}
