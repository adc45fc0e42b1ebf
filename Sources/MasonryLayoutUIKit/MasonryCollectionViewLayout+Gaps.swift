// The gaps that cells measured above the screen leave (the host keeps
// what is on screen still and the difference above it): closed, with an
// animation, when a scroll comes to rest.

#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import LayoutGeometry
  import MasonryLayoutHosting

  extension MasonryCollectionViewLayout {
    /// Whether a cell measured above the screen is absorbed above it (see
    /// `MasonryHost.setMeasuredHeight(_:ofItemAt:)`); `false` only to
    /// measure and test the rule it replaced.
    package var absorbsAboveViewport: Bool {
      get { _settingsWhileAsking?.absorbsAboveViewport ?? host.absorbsAboveViewport }
      set { host.absorbsAboveViewport = newValue }
    }

    /// Closes the gaps that cells measured above the screen left near it,
    /// once a scroll has come to rest, keeping the item you are looking at
    /// where it is.
    ///
    /// A cell that measures itself above the screen moves nothing on
    /// screen: the difference stays above the screen, as a gap at the top
    /// of a column. A scroll back never shows a gap: when one would come
    /// on screen, its column moves up by what would show (it at most holds
    /// still while the others scroll). The gaps near the bounds when the
    /// scroll rests close here, the other columns moving by what their
    /// gaps differed.
    /// Gaps farther than a screen's length before the bounds stay until a
    /// scroll brings them near. Call it from the scroll view delegate
    /// where a scroll ends (a `LazyMasonry` does it for you):
    ///
    ///     func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    ///       layout.closeGaps()
    ///     }
    ///
    ///     func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    ///       if !decelerate { layout.closeGaps() }
    ///     }
    ///
    ///     func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
    ///       layout.closeGaps()
    ///     }
    ///
    ///     func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    ///       layout.closeGaps()
    ///     }
    ///
    /// It does nothing when no gap is near, during a drag to reorder, or
    /// before the first layout.
    ///
    /// - Parameter animated: Whether the columns move in an animation: a
    ///   batch update of no items (`performBatchUpdates(_:completion:)`,
    ///   which animates the layout's change), or at once.
    /// - Complexity: A keep-columns placement from the first gap near.
    public func closeGaps(animated: Bool = true) {
      guard let collectionView else { return }
      host.setViewport(Rect(collectionView.bounds))
      guard let invalidation = host.closeGapsAtRest() else { return }
      let context = _newContext()
      _fill(context, with: invalidation, naming: false)
      invalidateLayout(with: context)
      if animated {
        collectionView.performBatchUpdates(nil)
      } else {
        UIView.performWithoutAnimation { collectionView.layoutIfNeeded() }
      }
    }
  }
#endif
