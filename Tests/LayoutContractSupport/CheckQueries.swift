// The query contract: a rect query's answer is exactly the brute force's
// over the layout's frames, however it is asked.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout

/// Checks every rect query of `masonry` against the brute force over its
/// frames: `items(in:)` returns exactly the items whose frames overlap
/// `rect` (interiors, `MasonryReference.items(in:frames:)`), in index order
/// and with their frames; `forEachItem(in:)` visits the same items in the
/// same order; `readingOrder(in:)` is a permutation of them.
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
}

/// Checks the element queries of a sectioned layout against the brute
/// force over every element (``MasonryLayout/SectionedMasonry/allElements(pinnedIn:)``):
/// `elements(in:)` is exactly the elements whose frames overlap the rect
/// (read in its standardised form, as the queries read it), in order;
/// `elements(in:pinnedIn:)` the same with headers pinned for `viewport`;
/// `readingOrder(in:)` a permutation of the items among them.
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
}
