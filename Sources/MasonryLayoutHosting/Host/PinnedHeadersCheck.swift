// A developer's mistake a host can see only at run time: pinned headers
// switched on with no header to pin, most often because the header height
// was written without its `width:` and so is never called.

import MasonryLayout

/// The check a host makes after its layout passes, in a debug build: are
/// headers pinned while no section has one?
///
/// A header height method written with a near-miss signature (without
/// `width:`, say) compiles, is never called, and leaves every header 0
/// points tall: the feed lays out without headers and pinning does
/// nothing, silently. ``problem(after:)`` answers `true` once, on the
/// first pass that shows it; the host then tells the developer (the UIKit
/// layout prints a message in debug builds).
///
/// A pass shows the problem when the layout pins headers
/// (``/MasonryLayout/SectionedMasonry/pinsHeaders``), has at least one
/// item (so the data has arrived), and no section has a header. The check
/// is settled, and answers `false` from then on, once it has reported the
/// problem or once a pass that pins headers shows a header (the header
/// height is implemented, and called). Until then a pass costs O(1) with
/// pinning off and O(s) for the s sections with it on; once settled,
/// O(1).
package struct PinnedHeadersCheck: Hashable, Sendable {
  /// Whether the check has reported the problem or seen a header, and so
  /// answers `false` from now on.
  package private(set) var isSettled = false

  /// Creates a check that has seen no pass.
  package init() {}

  /// Whether the pass that laid `layout` out shows headers pinned with no
  /// header to pin, the first time it does; `false` otherwise.
  ///
  /// - Parameter layout: The layout after the pass.
  /// - Returns: `true` once, on the first pass that pins headers, has an
  ///   item, and has no section with a header; `false` on every other
  ///   pass and after that one.
  /// - Complexity: O(1) while pinning is off or once settled, else O(s)
  ///   for the s sections.
  package mutating func problem(after layout: SectionedMasonry) -> Bool {
    guard !isSettled, layout.pinsHeaders else { return false }
    var hasItems = false
    for section in 0..<layout.sectionCount {
      // A header at all: its height is implemented, and called.
      if layout.headerFrame(inSection: section) != nil {
        isSettled = true
        return false
      }
      if let count = layout.itemCount(inSection: section), count > 0 { hasItems = true }
    }
    guard hasItems else { return false }
    isSettled = true
    return true
  }
}
