// The rule for which axes a feed's scroll view always bounces along. UIKit
// lets a scroll view drag along an axis only where its content is longer
// than its bounds, unless it always bounces there (`alwaysBounceVertical`,
// `alwaysBounceHorizontal`, NO by default: `UIScrollView.h`); and its
// `.automatic` content inset adjustment adds the safe area only along an
// axis that scrolls (or always bounces), unless the scroll view is a view
// controller's view in a navigation controller. The collection view bridge
// of SwiftUI's LazyMasonry asks it.

import LayoutGeometry

/// The axes along which a feed's scroll view always bounces, whatever the
/// length of its content.
///
/// Along the feed's axis, always, as SwiftUI's `ScrollView` does: so a feed
/// shorter than the screen still drags and still takes the safe area as
/// content insets (under a navigation bar, above the home indicator), and
/// does not move when it grows past a screen. Vertically too where the
/// feed offers pull to refresh: a horizontal feed, or an empty one, can
/// then be pulled down. Whether UIKit turns bouncing on when a refresh
/// control is set is not documented; this does not rely on it.
package struct AlwaysBouncingAxes: Hashable, Sendable {
  /// Whether the scroll view always bounces vertically.
  package var vertical: Bool

  /// Whether the scroll view always bounces horizontally.
  package var horizontal: Bool

  /// The axes for a feed.
  ///
  /// - Parameters:
  ///   - axis: The feed's scrolling axis.
  ///   - offersPullToRefresh: Whether the feed has a refresh control.
  /// - Complexity: O(1).
  package init(feedAxis axis: Axis, offersPullToRefresh: Bool) {
    vertical = axis == .vertical || offersPullToRefresh
    horizontal = axis == .horizontal
  }
}
