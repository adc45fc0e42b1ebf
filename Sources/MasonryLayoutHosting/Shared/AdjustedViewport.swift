// What a scroll view shows its user: its bounds less its adjusted content
// insets (the safe area under a navigation bar and above the home
// indicator, with the content insets). The collection view bridge of
// SwiftUI's LazyMasonry scrolls to an item, starts a right-to-left feed
// and checks the end of the content through it, so that those rules are
// tested on Linux and the bridge only passes UIKit's values.

import LayoutGeometry
import MasonryLayout

/// A scroll view's bounds and its adjusted content insets: the part of
/// the bounds the user sees unobscured (``visible``), where the content
/// offset can rest (``restingOffsets(contentSize:)``), the offset that
/// shows an item there, and the span along the flow that the end-of-content
/// rule reads.
///
/// UIKit's `adjustedContentInset` is the content inset plus the safe area
/// (a navigation bar's 91 points at the top, the home indicator's 34 at
/// the bottom): the content rests from `-top` to `content + bottom -
/// bounds`, and what lies under the bars is not shown to the user.
///
/// ## Bad input
/// A NaN or infinite inset reads as 0; insets that leave no room make
/// ``visible`` empty (a zero length at its inset origin, never negative).
package struct AdjustedViewport: Hashable, Sendable {
  /// The scroll view's bounds, in content coordinates.
  package let bounds: Rect

  /// The adjusted content insets, each NaN or infinite one read as 0.
  package let insets: EdgeInsets

  /// The bounds and the insets a scroll view adjusts them by.
  ///
  /// - Parameters:
  ///   - bounds: The scroll view's bounds (its origin is the content
  ///     offset).
  ///   - insets: Its `adjustedContentInset`.
  package init(bounds: Rect, insets: EdgeInsets) {
    func clean(_ value: Double) -> Double { value.isFinite ? value : 0 }
    self.bounds = bounds
    self.insets = EdgeInsets(
      top: clean(insets.top), left: clean(insets.left), bottom: clean(insets.bottom),
      right: clean(insets.right))
  }

  /// The part of the bounds the insets leave: what the user sees.
  ///
  /// - Complexity: O(1)
  package var visible: Rect {
    Rect(
      x: bounds.minX + insets.left, y: bounds.minY + insets.top,
      width: Swift.max(0, bounds.width - insets.horizontal),
      height: Swift.max(0, bounds.height - insets.vertical))
  }

  /// Where the content offset can rest for a content of `contentSize`:
  /// from minus the leading insets to the content's end plus the trailing
  /// insets less the bounds.
  ///
  /// - Complexity: O(1)
  package func restingOffsets(contentSize: Size) -> RestingOffsets {
    RestingOffsets(contentSize: contentSize, boundsSize: bounds.size, insets: insets)
  }

  /// The content offset that shows an item inside the insets, aligned as
  /// ``/MasonryLayout/SectionedMasonry/contentOffset(showing:alignment:in:)``
  /// aligns it in ``visible``: `.top` puts its top (the leading edge
  /// along the flow) just below the top inset (and below a pinned header
  /// there), and the offset is clamped to ``restingOffsets(contentSize:)``
  /// along the flow, so the last item can rest fully above the bottom
  /// inset. Across the flow the offset is the bounds' own.
  ///
  /// Worked out: bounds 390 × 844 at offset −91 with insets 91 and 34, an
  /// item at y 5,000: `.top` gives 5,000 − 91 = 4,909 (its top at the
  /// bar's lower edge); in a content 6,000 tall, an item at 5,900 gives
  /// the largest resting offset, 6,000 + 34 − 844 = 5,190.
  ///
  /// - Parameters:
  ///   - path: The item; one the layout does not hold gives `nil`.
  ///   - alignment: Where it lands in ``visible``.
  ///   - layout: The layout.
  /// - Returns: The content offset, finite, or `nil`.
  /// - Complexity: That of the layout's `contentOffset(showing:alignment:in:)`.
  package func contentOffset(
    showing path: ItemPath, alignment: Masonry.ScrollAlignment, in layout: SectionedMasonry
  ) -> Point? {
    guard let offset = layout.contentOffset(showing: path, alignment: alignment, in: visible)
    else { return nil }
    // The layout answers where the visible rect's origin goes; the bounds'
    // is that less the leading insets (the layout clamps the visible rect
    // to the content, so the bounds rest from −inset to content + inset −
    // bounds).
    return Point(x: offset.x - insets.left, y: offset.y - insets.top)
  }

  /// The span along `axis` that the end-of-content rule
  /// (``EndOfContent``) reads: what the user sees (``visible``), widened by
  /// `overscan` on each side. The part under the bars is not seen, so the
  /// end is reached when the content's end clears the bottom inset, not
  /// when it passes under the home indicator.
  ///
  /// - Parameters:
  ///   - axis: The flow's axis.
  ///   - overscan: How far past the visible part counts as near; a
  ///     negative or non-finite value reads as 0.
  /// - Returns: The span's start and end along the axis.
  /// - Complexity: O(1)
  package func span(along axis: Axis, overscan: Double) -> (start: Double, end: Double) {
    let overscan = overscan.isFinite ? Swift.max(overscan, 0) : 0
    let visible = self.visible
    return axis == .vertical
      ? (visible.minY - overscan, visible.maxY + overscan)
      : (visible.minX - overscan, visible.maxX + overscan)
  }
}
