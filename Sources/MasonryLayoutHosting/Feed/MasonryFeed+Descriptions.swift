// How a feed prints: its shape (sections and items) and what its last
// change had to clean, never every id.

import LayoutGeometry

extension MasonryFeed: CustomStringConvertible {
  /// The feed as a reader writes it: `MasonryFeed(items: 1,000, sections:
  /// [400, 600], duplicatesDropped: 0)`; at most ten section counts, then
  /// `...`.
  public var description: String {
    let counts = itemCounts.prefix(10).map { DescriptionFormat.number(Double($0)) }
    let more = itemCounts.count > 10 ? ", ..." : ""
    return DescriptionFormat.fields(
      "MasonryFeed",
      [
        "items": DescriptionFormat.number(Double(ids.count)),
        "sections": "[" + counts.joined(separator: ", ") + more + "]",
        "duplicatesDropped": DescriptionFormat.number(Double(diagnostics.duplicateCount)),
      ])
  }
}
