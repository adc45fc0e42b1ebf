// What a pass of a compositional masonry section had to clean, in the
// section's own type: the repeated identifiers it kept once and the
// heights the engine cleaned.

#if canImport(UIKit) && !os(watchOS)
  import MasonryLayout
  import MasonryLayoutHosting

  extension MasonryCompositionalSection {
    /// What a pass of the section had to clean: identifiers repeated in
    /// the list it was given (each kept once, the first) and heights that
    /// were NaN, infinite, negative or too large.
    ///
    /// It prints as a reader writes it:
    /// `Diagnostics(duplicates: 1, first: 7, heights: ...)`.
    public struct Diagnostics: Hashable, Sendable, CustomStringConvertible {
      /// How many identifiers of the list were dropped because an earlier
      /// item had the same identifier.
      public var duplicateCount: Int

      /// The first identifier dropped, if any.
      public var firstDuplicate: ItemIdentifier?

      /// What the engine cleaned in the heights it read.
      public var heights: SectionedMasonry.Diagnostics

      /// Creates diagnostics.
      ///
      /// - Parameters:
      ///   - duplicateCount: The identifiers dropped.
      ///   - firstDuplicate: The first of them.
      ///   - heights: What the engine cleaned.
      public init(
        duplicateCount: Int = 0, firstDuplicate: ItemIdentifier? = nil,
        heights: SectionedMasonry.Diagnostics = SectionedMasonry.Diagnostics()
      ) {
        self.duplicateCount = duplicateCount
        self.firstDuplicate = firstDuplicate
        self.heights = heights
      }

      /// The feed's report of one apply, as the section's.
      init(_ report: MasonryFeed<ItemIdentifier>.Diagnostics) {
        self.init(
          duplicateCount: report.duplicateCount, firstDuplicate: report.firstDuplicate,
          heights: report.heights)
      }

      /// A Boolean value indicating whether nothing was dropped or
      /// cleaned.
      ///
      /// - Complexity: O(1).
      public var isClean: Bool { duplicateCount == 0 && heights.isClean }

      /// The diagnostics as a reader writes them.
      public var description: String {
        let first = firstDuplicate.map { ", first: \($0)" } ?? ""
        return "Diagnostics(duplicates: \(duplicateCount)\(first), heights: \(heights))"
      }
    }
  }
#endif
