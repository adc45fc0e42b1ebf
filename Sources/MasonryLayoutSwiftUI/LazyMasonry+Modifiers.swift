// LazyMasonry's settings as modifiers that return a changed copy: the
// overscan, prefetch hints, the end of the content, and scrolling to an
// item by id.

#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 16.0, macOS 15.0, tvOS 16.0, watchOS 11.0, visionOS 1.0, *)
  @available(
    macOS, deprecated,
    message:
      "pure SwiftUI cannot keep the item still without stopping the scroll; use MasonryStack (LazyMasonry leaves macOS in 2.0)"
  )
  @available(
    watchOS, deprecated,
    message:
      "pure SwiftUI cannot keep the item still without stopping the scroll; use MasonryStack (LazyMasonry leaves watchOS in 2.0)"
  )
  extension LazyMasonry {
    /// How far past the screen along the flow the feed looks ahead (300
    /// points by default): where UIKit exists, ``onEndReached(_:)`` fires
    /// when the screen and this margin reach the end, and a prefetched id
    /// is reported again once it has gone farther than this margin and two
    /// screens (UIKit decides which cells it builds ahead of time); on
    /// macOS and watchOS, the views are built this far past the screen on
    /// each side, and it is the prefetch band's length at rest.
    ///
    /// - Parameter length: Points; a negative or non-finite one reads as 0.
    /// - Returns: The feed with that overscan.
    public func overscan(_ length: CGFloat) -> Self {
      var copy = self
      copy.overscan = length
      return copy
    }

    /// Calls `action` with the ids of the items about to appear, each once
    /// while it stays near: start loading their images. Where UIKit
    /// exists, the items UIKit prefetches (the collection view's
    /// `prefetchDataSource`), an id reported again only after it went
    /// farther than the overscan and two screens from the screen, or left
    /// the data and came back; on macOS and watchOS, the items past the
    /// screen in the scroll's direction, further the faster it scrolls, up
    /// to two screens past the overscan (a jump, such as a scroll to an
    /// item, counts as at rest).
    ///
    /// - Parameter action: Receives the ids, in the feed's order.
    /// - Returns: The feed with the action.
    public func onPrefetch(_ action: @escaping ([ID]) -> Void) -> Self {
      var copy = self
      copy.prefetch = action
      return copy
    }

    /// Calls `action` once per content length when the end of the content
    /// comes near: append the next page there, and it is called again when
    /// the new end comes near. Near is the screen and the overscan past it
    /// where UIKit exists; on macOS and watchOS, the built views and the
    /// prefetch band. Never called inside a SwiftUI update (an end reached
    /// by a data change is reported just after it), so the action may set
    /// state.
    ///
    /// - Parameter action: Loads more.
    /// - Returns: The feed with the action.
    public func onEndReached(_ action: @escaping () -> Void) -> Self {
      var copy = self
      copy.endReached = action
      return copy
    }

    /// Scrolls to the item whose id `target` is set to, with its top at
    /// the top of the screen (below a pinned header), then sets `target`
    /// back to `nil`. A target set before the feed's first layout is kept
    /// until it has laid out (where UIKit exists). An id the feed does not
    /// hold is ignored.
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
