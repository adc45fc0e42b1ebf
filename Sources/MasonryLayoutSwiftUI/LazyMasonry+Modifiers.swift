// LazyMasonry's settings as modifiers that return a changed copy: the
// overscan, prefetch hints, the end of the content, and scrolling to an
// item by id.

#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
  @available(macOS, unavailable, message: "LazyMasonry is a UICollectionView; use MasonryStack")
  @available(watchOS, unavailable, message: "LazyMasonry is a UICollectionView; use MasonryStack")
  extension LazyMasonry {
    /// How far past the screen along the flow the feed looks ahead (300
    /// points by default): ``onEndReached(_:)`` fires when the screen and
    /// this margin reach the end, and a prefetched id is reported again
    /// once it has gone farther than this margin and two screens (UIKit
    /// decides which cells it builds ahead of time).
    ///
    /// - Parameter length: Points; a negative or non-finite one reads as 0.
    /// - Returns: The feed with that overscan.
    public func overscan(_ length: CGFloat) -> Self {
      var copy = self
      copy.overscan = length
      return copy
    }

    /// Calls `action` with the ids of the items about to appear, each once
    /// while it stays near: start loading their images. These are the
    /// items UIKit prefetches (the collection view's
    /// `prefetchDataSource`), an id reported again only after it went
    /// farther than the overscan and two screens from the screen, or left
    /// the data and came back.
    ///
    /// - Parameter action: Receives the ids, in the feed's order.
    /// - Returns: The feed with the action.
    public func onPrefetch(_ action: @escaping ([ID]) -> Void) -> Self {
      var copy = self
      copy.prefetch = action
      return copy
    }

    /// Calls `action` once per item count when the end of the content
    /// comes near: append the next page there (or anywhere: before a
    /// trailing row of your own, or in a sorted list), and it is called
    /// again when the end comes near with another number of items. The
    /// cells at the end measuring themselves change the content's length,
    /// not its items, so a page still loading is not asked for again; a
    /// page that failed to load is not asked for again until the number
    /// of items changes, so offer a retry of your own. A row you add
    /// while a page loads (a spinner) changes the count: guard a load in
    /// flight. Near is the screen and the overscan past
    /// it; where UIKit exists the screen is what the collection view shows
    /// inside its adjusted content insets (below a navigation bar, above
    /// the home indicator). Never called inside a SwiftUI update (an end
    /// reached by a data change is reported just after it), so the action
    /// may set state.
    ///
    /// - Parameter action: Loads more.
    /// - Returns: The feed with the action.
    public func onEndReached(_ action: @escaping () -> Void) -> Self {
      var copy = self
      copy.endReached = action
      return copy
    }

    /// Scrolls to the item whose id `target` is set to, with its top at
    /// the top of the screen (below a navigation bar's safe area and a
    /// pinned header; near the end, as far as the content and its insets
    /// let it scroll), then sets `target` back to `nil`. The item stays
    /// there while the cells around it measure themselves, until the user
    /// scrolls (`MasonryCollectionViewLayout.scrollToItem(at:at:animated:)`).
    /// A target set before the feed's first layout is kept until it has
    /// laid out (where UIKit exists). An id the feed does not hold is
    /// ignored.
    ///
    /// - Parameter target: The item to scroll to.
    /// - Returns: The feed with the binding.
    public func scrollTarget(_ target: Binding<ID?>) -> Self {
      var copy = self
      copy.target = target
      return copy
    }
  }
#endif
