// Bounds changes, self-sizing and the target content offset: UIKit's
// questions forwarded to the host, its answers copied into contexts.

#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import LayoutGeometry
  import MasonryLayout
  import MasonryLayoutHosting

  extension MasonryCollectionViewLayout {
    /// Whether a bounds change needs a layout pass: a new width, or pinned
    /// headers on screen; a plain scroll without pinning costs nothing.
    ///
    /// - Parameter newBounds: The new bounds.
    /// - Returns: Whether to invalidate.
    internal func _shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      guard let collectionView else { return false }
      // A touch takes the scroll over: from an animated jump on its way,
      // and from any item held.
      if collectionView.isTracking { host.userTookTheScroll() }
      return host.shouldInvalidate(
        forBoundsChangeFrom: Rect(collectionView.bounds), to: Rect(newBounds))
    }

    /// What a bounds change invalidates: the pinned headers a scroll
    /// moves, named; or, with a new width, everything, in a context of
    /// the layout's own that names every element UIKit shows (the bounds
    /// and what it prepared beyond them, as far as its queries reached), so
    /// that UIKit asks each again and each cell measures itself again at
    /// the new width (the element the user is looking at is remembered
    /// for ``targetContentOffset(forProposedContentOffset:)``).
    ///
    /// - Parameter newBounds: The new bounds.
    /// - Returns: The context.
    internal func _invalidationContext(
      forBoundsChange newBounds: CGRect
    ) -> UICollectionViewLayoutInvalidationContext {
      let base = super.invalidationContext(forBoundsChange: newBounds)
      guard let collectionView else { return base }
      let old = Rect(collectionView.bounds)
      let invalidation = host.invalidation(forBoundsChangeFrom: old, to: Rect(newBounds))
      // A scroll moves only the pinned headers of the sections on screen
      // before or after it: naming them leaves every other element alone.
      // A new width moves everything: a context of the layout's own, which
      // names what the host lists (every element shown) whatever UIKit's
      // base configuration names.
      let context = invalidation.invalidatesLayout ? _newContext() : base
      _fill(context, with: invalidation, naming: true)
      if invalidation.invalidatesLayout { _mayFollowDirection = true }
      return context
    }

    /// The offset after a re-layout or an update: the one that shows the
    /// item the user was looking at where it was, within the content and its
    /// insets; otherwise `proposedContentOffset`.
    ///
    /// - Parameter proposedContentOffset: UIKit's proposal.
    /// - Returns: The offset to use.
    internal func _targetContentOffset(
      forProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
      let proposed = Point(proposedContentOffset)
      guard let collectionView else {
        host.didRestoreContentOffset()
        return proposedContentOffset
      }
      return CGPoint(
        host.restoredContentOffset(
          forProposed: proposed, boundsSize: Size(collectionView.bounds.size),
          insets: Self._insets(of: collectionView)))
    }

    /// The collection view's content insets, as it adjusts them.
    internal static func _insets(of collectionView: UICollectionView) -> EdgeInsets {
      let insets = collectionView.adjustedContentInset
      return EdgeInsets(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }

    /// Moves the content offset, after a reload laid the feed out again at
    /// `bounds`, so that the element the host remembered (the one the user
    /// was looking at) is where it was on screen: an invalidation whose
    /// context names no element and carries the adjustment the host
    /// decides (`MasonryHost.contentOffsetAdjustment(restoringAt:insets:contentSizeBefore:)`);
    /// nothing when it needs none.
    internal func _restoreAnchor(after bounds: CGRect, contentSizeBefore: Size) {
      guard let collectionView else { return }
      let adjustment = host.contentOffsetAdjustment(
        restoringAt: Rect(bounds), insets: Self._insets(of: collectionView),
        contentSizeBefore: contentSizeBefore)
      guard adjustment != .zero else { return }
      let context = _newContext()
      context.contentOffsetAdjustment = CGPoint(adjustment)
      invalidateLayout(with: context)
    }

    /// Whether a self-sized cell's height changes the layout (never for
    /// headers, footers, a NaN or negative height, or the height the item
    /// has).
    ///
    /// - Parameters:
    ///   - preferredAttributes: The cell's measured attributes.
    ///   - originalAttributes: The attributes the layout gave it.
    /// - Returns: Whether to invalidate.
    internal func _shouldInvalidateLayout(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
      guard preferredAttributes.representedElementCategory == .cell,
        let path = Self._path(originalAttributes.indexPath)
      else { return false }
      return host.shouldInvalidate(
        forMeasuredHeight: _length(of: preferredAttributes.size), ofItemAt: path)
    }

    /// Takes a self-sized cell's height with the item's columns kept, and
    /// returns the context that moves the content offset as the host
    /// decides (see `MasonryHost.setMeasuredHeight(_:ofItemAt:)`).
    ///
    /// The context names no element: a height moves every item below it in
    /// its columns and every later section, and UIKit shows cells beyond
    /// its bounds that the layout cannot list, so UIKit asks again for
    /// every element it shows.
    ///
    /// - Parameters:
    ///   - preferredAttributes: The cell's measured attributes.
    ///   - originalAttributes: The attributes the layout gave it.
    /// - Returns: The context.
    internal func _invalidationContext(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
      // UIKit's base context may name the resized cell (subclasses call
      // super "so that the parent class can perform the basic
      // configuration"), which makes it a targeted one: every other
      // element the height moved would keep its frame. The layout returns
      // a context of its own, which names nothing.
      _ = super.invalidationContext(
        forPreferredLayoutAttributes: preferredAttributes,
        withOriginalAttributes: originalAttributes)
      let context = _newContext()
      // A scroll without pinned headers does not invalidate: the host
      // learns the bounds here, for the anchor.
      if let collectionView { host.setViewport(Rect(collectionView.bounds)) }
      guard preferredAttributes.representedElementCategory == .cell,
        let path = Self._path(originalAttributes.indexPath),
        let invalidation = host.setMeasuredHeight(
          _length(of: preferredAttributes.size), ofItemAt: path)
      else { return context }
      _fill(context, with: invalidation, naming: false)
      return context
    }

    /// A size's length along the flow: its height on the vertical axis.
    internal func _length(of size: CGSize) -> Double {
      configuration.axis == .vertical ? Double(size.height) : Double(size.width)
    }
  }
#endif
