// The rule for "load the next page": the end of the content is reached
// once per last item. The collection view bridge of SwiftUI's
// LazyMasonry asks it.

/// Whether a host has reached the end of its content since its last item
/// changed: `true` once per last item.
///
/// The end is the far edge along the flow (x = 0 on a right-to-left
/// horizontal flow). A host asks ``reached(start:end:contentLength:lastItem:mirrored:)``
/// with the span along the flow it has laid out or prepared (the
/// viewport with its overscan or preload) and what marks the end (the
/// last item's id; `nil` for an empty content); the answer is `true` the
/// first time that span touches the end, and again only once the last
/// item is another: the moment to append the next page. A content
/// length that changes under the same last item (cells at the end
/// measuring themselves, gaps closing at a rest) is not a new end: a
/// page still loading is not asked for again. An empty content (length
/// 0) is reached at once.
///
/// ## Bad input
/// A span with a NaN or infinite edge never reaches the end; a NaN
/// content length is never reached.
package struct EndOfContent<Marker: Hashable & Sendable>: Hashable, Sendable {
  /// Whether an end was reported since the start or the last
  /// ``reset()``.
  package private(set) var hasReported = false

  /// What marked the end last reported as reached (`nil` for an empty
  /// content, or before any report).
  package private(set) var reportedLastItem: Marker?

  package init() {}

  /// Whether the span reaches the end for the first time under this last
  /// item; records it when so.
  ///
  /// - Parameters:
  ///   - start: One edge of the span along the flow.
  ///   - end: The other edge.
  ///   - contentLength: The content's length along the flow.
  ///   - lastItem: What marks the end: the last item's id, `nil` for an
  ///     empty content.
  ///   - mirrored: Whether the flow runs toward 0 (a right-to-left
  ///     horizontal flow).
  /// - Complexity: O(1).
  package mutating func reached(
    start: Double, end: Double, contentLength: Double, lastItem: Marker?, mirrored: Bool
  ) -> Bool {
    guard start.isFinite, end.isFinite, !contentLength.isNaN else { return false }
    let reaches = mirrored ? min(start, end) <= 0 : max(start, end) >= contentLength
    guard reaches, !hasReported || reportedLastItem != lastItem else { return false }
    hasReported = true
    reportedLastItem = lastItem
    return true
  }

  /// Forgets the reported end: the next span at the end reports again.
  package mutating func reset() {
    hasReported = false
    reportedLastItem = nil
  }
}
