// The rule for "load the next page": the end of the content is reached
// once per content length. The collection view bridge of SwiftUI's
// LazyMasonry asks it.

/// Whether a host has reached the end of its content since the content
/// last grew or shrank: `true` once per content length.
///
/// The end is the far edge along the flow (x = 0 on a right-to-left
/// horizontal flow). A host asks ``reached(start:end:contentLength:mirrored:)``
/// with the span along the flow it has laid out or prepared (the
/// viewport with its overscan or preload); the answer is `true` the
/// first time that span touches the end, and again only after the
/// content's length has changed: the moment to append the next page.
/// An empty content (length 0) is reached at once.
///
/// ## Bad input
/// A span with a NaN or infinite edge never reaches the end; a NaN
/// content length is never reached.
package struct EndOfContent: Hashable, Sendable {
  /// The content length last reported as reached.
  package private(set) var reportedLength: Double?

  package init() {}

  /// Whether the span reaches the end for the first time at this content
  /// length; records it when so.
  ///
  /// - Complexity: O(1).
  package mutating func reached(
    start: Double, end: Double, contentLength: Double, mirrored: Bool
  ) -> Bool {
    guard start.isFinite, end.isFinite, !contentLength.isNaN else { return false }
    let reaches = mirrored ? min(start, end) <= 0 : max(start, end) >= contentLength
    guard reaches, reportedLength != contentLength else { return false }
    reportedLength = contentLength
    return true
  }

  /// Forgets the reported length: the next span at the end reports again.
  package mutating func reset() { reportedLength = nil }
}
