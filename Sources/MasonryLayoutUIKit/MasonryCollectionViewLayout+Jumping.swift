// A jump to an item: the content offset that shows it inside the
// collection view's adjusted insets and below a pinned header, set at
// once, and the hold that keeps it there while the cells around it measure
// themselves (`MasonryHost.jump(to:alignment:bounds:insets:)`).

#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import LayoutGeometry
  import MasonryLayout
  import MasonryLayoutHosting

  extension MasonryCollectionViewLayout {
    /// Scrolls the collection view so that the item at `indexPath` shows
    /// where `alignment` asks, in what the user sees (below the navigation
    /// bar and above the home indicator: the collection view's
    /// `adjustedContentInset`; below its section header when
    /// ``pinsHeaders`` is on), and keeps it there while the cells around it
    /// measure themselves, until the user scrolls. (In the last screen,
    /// cells that measure shorter can make the collection view stop the
    /// offset at the content's end, which moves the item; it is then kept
    /// where the stop left it.)
    ///
    ///     layout.scrollToItem(at: IndexPath(item: 42, section: 0), at: .top)
    ///
    /// Use it for a tap on a search result or a restored position, rather
    /// than the collection view's `scrollToItem(at:at:animated:)`, which
    /// leaves the item under a pinned header and holds nothing: there the
    /// cells on screen, measured for the first time, move the item by
    /// what their estimates missed.
    ///
    /// At once (the default), the cells around the item measure themselves
    /// in the layout pass that follows, and the gaps that leaves on
    /// screen close in an animation (``closeGaps(animated:)``), the item
    /// still where it landed. Animated, the scroll passes cells that
    /// measure themselves on the way, which may move the item while it
    /// travels; when the animation ends, ``closeGaps(animated:)`` (which
    /// the scroll view delegate calls from
    /// `scrollViewDidEndScrollingAnimation(_:)`, as the UIKit article
    /// shows; `LazyMasonry` calls it for you) moves it, in an animation,
    /// to where it was asked to land, and it is held from there. This
    /// holds whether UIKit keeps an animation's end or moves it by the
    /// offset adjustments made on the way, which Apple does not document.
    ///
    /// - Parameters:
    ///   - indexPath: The item; one the layout does not hold (or before
    ///     the first layout) does nothing.
    ///   - alignment: Where it lands: `.top` (its leading edge along the
    ///     flow at the inset), `.center`, `.bottom`, or `.nearest` (the
    ///     least scroll that shows it all). The offset is clamped to where
    ///     the scroll view can rest.
    ///   - animated: Whether the scroll view animates the scroll.
    /// - Complexity: O(log *s* + log *n*), then a layout pass at the new
    ///   offset.
    public func scrollToItem(
      at indexPath: IndexPath, at alignment: Masonry.ScrollAlignment = .top,
      animated: Bool = false
    ) {
      guard let collectionView else { return }
      // The layout the jump reads is the one on screen.
      collectionView.layoutIfNeeded()
      guard _jump(to: indexPath, at: alignment, animated: animated), !animated else { return }
      // The cells there measure themselves now; what gaps that leaves on
      // screen close, the item held.
      collectionView.layoutIfNeeded()
      closeGaps(animated: true)
    }

    /// The jump alone: the offset set, the item held; no layout pass
    /// forced, so that a collection view can call it from its own
    /// `layoutSubviews()` (the gaps then close at the next rest).
    ///
    /// - Returns: Whether the item exists and the offset was set.
    @discardableResult
    package func _jump(
      to indexPath: IndexPath, at alignment: Masonry.ScrollAlignment, animated: Bool
    ) -> Bool {
      guard let collectionView, let path = Self._path(indexPath) else { return false }
      host.setViewport(Rect(collectionView.bounds))
      guard
        let offset = host.jump(
          to: path, alignment: alignment, bounds: Rect(collectionView.bounds),
          insets: Self._insets(of: collectionView), animated: animated)
      else { return false }
      collectionView.setContentOffset(CGPoint(offset), animated: animated)
      return true
    }
  }
#endif
