// What a feed's data change had to clean: the duplicate ids it dropped, and the
// heights the engine sanitised.

import MasonryLayout

extension MasonryFeed {
  /// What the last ``MasonryFeed/apply(sections:height:headerHeight:footerHeight:)``
  /// or ``MasonryFeed/prepare(viewport:height:headerHeight:footerHeight:)``
  /// had to clean; every field zero or `nil` for clean input.
  ///
  ///     var feed = try MasonryFeed<Int>()
  ///     let update = feed.apply([1, 2, 1]) { _, _ in 100 }
  ///     if update.diagnostics.duplicateCount > 0 {
  ///       print("dropped \(update.diagnostics.duplicateCount) duplicate ids")
  ///     }
  public struct Diagnostics: Hashable, Sendable, CustomStringConvertible {
    /// How many ids of the list were dropped because an earlier item had
    /// the same id.
    public var duplicateCount: Int

    /// The first id dropped, if any.
    public var firstDuplicate: ID?

    /// Where the first dropped id stood in the list as given: its
    /// section, and its index in that section of the list given.
    public var firstDuplicatePath: ItemPath?

    /// What the engine cleaned in the heights it read (NaN, infinite,
    /// negative or too large), as ``MasonryHost/diagnostics`` reports it.
    public var heights: SectionedMasonry.Diagnostics

    /// Creates diagnostics.
    ///
    /// - Parameters:
    ///   - duplicateCount: The ids dropped.
    ///   - firstDuplicate: The first of them.
    ///   - firstDuplicatePath: Where it stood in the list given.
    ///   - heights: What the engine cleaned.
    public init(
      duplicateCount: Int = 0, firstDuplicate: ID? = nil, firstDuplicatePath: ItemPath? = nil,
      heights: SectionedMasonry.Diagnostics = SectionedMasonry.Diagnostics()
    ) {
      self.duplicateCount = duplicateCount
      self.firstDuplicate = firstDuplicate
      self.firstDuplicatePath = firstDuplicatePath
      self.heights = heights
    }

    /// A Boolean value indicating whether nothing was dropped or cleaned.
    ///
    /// - Complexity: O(1).
    public var isClean: Bool { duplicateCount == 0 && heights.isClean }

    /// The diagnostics as a reader writes them:
    /// `Diagnostics(duplicates: 2, first: 7 at [0, 3], heights: ...)`.
    public var description: String {
      guard duplicateCount > 0 else { return "Diagnostics(heights: \(heights))" }
      let at = firstDuplicatePath.map { " at \($0)" } ?? ""
      let first = firstDuplicate.map { ", first: \($0)\(at)" } ?? ""
      return "Diagnostics(duplicates: \(duplicateCount)\(first), heights: \(heights))"
    }

    /// Records a dropped id.
    internal mutating func _dropped(_ id: ID, at path: ItemPath) {
      if duplicateCount == 0 {
        firstDuplicate = id
        firstDuplicatePath = path
      }
      duplicateCount += 1
    }
  }
}
