// A jump to an item (a tap on a search result, a restored position, a
// scroll to an item): the offset that shows it where asked, inside the
// scroll view's insets and below a pinned header, and the hold that keeps
// it there while the cells around it measure themselves.

import LayoutGeometry
import MasonryLayout

extension MasonryHost {
  /// Returns the content offset that shows the item at `path` where
  /// `alignment` asks, in what the user sees of `bounds` (the bounds less
  /// `insets`: below a navigation bar, above the home indicator, and below
  /// the item's section header when ``pinsHeaders`` is on), and holds the
  /// item there through the measured heights that follow, until the user
  /// scrolls.
  ///
  /// Set the scroll view's content offset to the answer. The cells around
  /// the item then measure themselves: one that starts before the item is
  /// absorbed before it (see ``setMeasuredHeight(_:ofItemAt:)``), so the
  /// item, and everything on screen that reaches past its start, stays
  /// where it landed, the invalidations' offset adjustments taking back
  /// what moved; one that starts at or after it grows from its top, as a
  /// cell the user sees. The gaps this leaves on screen close at rest
  /// (``closeGapsAtRest()``), the item kept. The hold ends with the first
  /// scroll the host hears of that its own adjustments did not make: the
  /// user's. The scroll view stopping the offset at an end of the content
  /// (the cells near the end measured shorter, or gaps closed, under an
  /// item that landed in the last screen) moves the item with the offset,
  /// which nothing can prevent, but is no scroll: the item stays held
  /// where the stop left it.
  ///
  /// It is for an offset set at once: the hold starts when the bounds
  /// arrive at the answer, and a rest before that (the user took the
  /// scroll over) ends it. For an animated scroll to the answer, use
  /// ``jump(to:alignment:bounds:insets:animated:)``.
  ///
  /// Worked out: bounds 390 × 844 with insets 91 (a navigation bar) and 34
  /// (the home indicator), an item at y 5,000 in a content 6,000 tall:
  /// `.top` gives y 4,909, the item's top at the bar's lower edge; a
  /// 20-point pinned header over its section gives 4,889. Near the end
  /// the offset is clamped to where the scroll view can rest (6,000 + 34 −
  /// 844 = 5,190).
  ///
  /// - Parameters:
  ///   - path: The item; one the layout does not hold gives `nil` and
  ///     holds nothing.
  ///   - alignment: Where it lands in what the user sees.
  ///   - bounds: The scroll view's bounds now, in content coordinates.
  ///   - insets: Its `adjustedContentInset`; a NaN or infinite inset reads
  ///     as 0.
  /// - Returns: The content offset, finite, or `nil`.
  /// - Complexity: O(log *s* + log *n*).
  public mutating func jump(
    to path: ItemPath, alignment: Masonry.ScrollAlignment, bounds: Rect, insets: EdgeInsets
  ) -> Point? {
    jump(to: path, alignment: alignment, bounds: bounds, insets: insets, animated: false)
  }

  /// ``jump(to:alignment:bounds:insets:)``, told whether the scroll view
  /// animates the scroll to the answer.
  ///
  /// An animated jump lands at the rest that ends the animation: call
  /// ``closeGapsAtRest()`` there (UIKit: the scroll view delegate's
  /// `scrollViewDidEndScrollingAnimation(_:)`; AppKit: the completion
  /// handler of the animation that scrolls the clip view), never on the
  /// way, and ``userTookTheScroll()`` when the user touches the scroll
  /// view on the way, which ends the jump. The cells the animation passes
  /// measure by the usual rules, which may move the item; the rest puts it
  /// back where it was asked to land, wherever the animation left the
  /// offset. With `animated` false it is
  /// ``jump(to:alignment:bounds:insets:)``.
  ///
  /// - Parameters:
  ///   - path: The item; one the layout does not hold gives `nil` and
  ///     holds nothing.
  ///   - alignment: Where it lands in what the user sees.
  ///   - bounds: The scroll view's bounds now, in content coordinates.
  ///   - insets: Its `adjustedContentInset`; a NaN or infinite inset reads
  ///     as 0.
  ///   - animated: Whether the scroll view animates to the answer.
  /// - Returns: The content offset to scroll to, finite, or `nil` (also
  ///   while an interactive move is under way).
  /// - Complexity: O(log *s* + log *n*).
  public mutating func jump(
    to path: ItemPath, alignment: Masonry.ScrollAlignment, bounds: Rect, insets: EdgeInsets,
    animated: Bool
  ) -> Point? {
    let adjusted = AdjustedViewport(bounds: bounds, insets: insets)
    guard
      let offset = adjusted.contentOffset(showing: path, alignment: alignment, in: layout),
      offset.x.isFinite, offset.y.isFinite, _move == nil
    else { return nil }
    let item = SectionedMasonry.Anchor(kind: .item, path: path, distance: 0)
    let anchor = SectionedMasonry.Anchor(
      kind: .item, path: path, distance: _top(of: item) - _flow(offset))
    // A restore still pending is older than the jump.
    _pendingAnchor = nil
    _hold = _Hold(
      anchor: anchor, viewport: Rect(origin: offset, size: bounds.size),
      insets: adjusted.insets, landing: true, putsBack: true, animated: animated)
    return offset
  }
}
