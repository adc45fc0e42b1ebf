// The rule for "load the next page": the end of the content is reached
// once per item count. The collection view bridge of SwiftUI's
// LazyMasonry asks it.

/// Whether a host has reached the end of its content since its number of
/// items changed: `true` once per item count.
///
/// The end is the far edge along the flow (x = 0 on a right-to-left
/// horizontal flow). A host asks ``reached(start:end:contentLength:itemCount:mirrored:)``
/// with the span along the flow it has laid out or prepared (the
/// viewport with its overscan or preload) and how many items the content
/// holds; the answer is `true` the first time that span touches the end,
/// and again only once the number of items has changed: a page appended,
/// wherever it lands (before a trailing item of its own, or in a sorted
/// list), is a new end. A content length that changes under the same
/// items (cells at the end measuring themselves, gaps closing at a rest)
/// is not: a page still loading is not asked for again. An empty content
/// (length 0) is reached at once.
///
/// ## Bad input
/// A span with a NaN or infinite edge never reaches the end; a NaN
/// content length is never reached.
package struct EndOfContent: Hashable, Sendable {
  /// The item count of the end last reported as reached; `nil` before
  /// any report and after ``reset()``.
  package private(set) var reportedItemCount: Int?

  package init() {}

  /// Whether the span reaches the end for the first time at this item
  /// count; records it when so.
  ///
  /// - Parameters:
  ///   - start: One edge of the span along the flow.
  ///   - end: The other edge.
  ///   - contentLength: The content's length along the flow.
  ///   - itemCount: How many items the content holds.
  ///   - mirrored: Whether the flow runs toward 0 (a right-to-left
  ///     horizontal flow).
  /// - Complexity: O(1).
  package mutating func reached(
    start: Double, end: Double, contentLength: Double, itemCount: Int, mirrored: Bool
  ) -> Bool {
    guard start.isFinite, end.isFinite, !contentLength.isNaN else { return false }
    let reaches = mirrored ? min(start, end) <= 0 : max(start, end) >= contentLength
    guard reaches, reportedItemCount != itemCount else { return false }
    reportedItemCount = itemCount
    return true
  }

  /// Forgets the reported end: the next span at the end reports again.
  package mutating func reset() { reportedItemCount = nil }
}
