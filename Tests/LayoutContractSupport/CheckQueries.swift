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
