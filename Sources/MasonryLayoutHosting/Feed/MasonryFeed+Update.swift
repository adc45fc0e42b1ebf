// What one data change did: the difference by id, the batch it became, the
// transition to animate, and the offset that keeps the anchor still.

import LayoutGeometry
import MasonryLayout

extension MasonryFeed {
  /// What ``MasonryFeed/apply(sections:height:headerHeight:footerHeight:)``
  /// changed.
  public struct Update: Sendable {
    /// The difference from the old ids to the new ones, over every
    /// section's ids one after another (``MasonryFeed/ids``), moves
    /// inferred; duplicates dropped first.
    public var difference: CollectionDifference<ID>

    /// The batch the difference became, with UIKit's semantics: what a
    /// collection view's `performBatchUpdates` would be told.
    public var updateItems: [MasonryHost.UpdateItem]

    /// Where each element starts and ends, for the animation (the host's
    /// ``MasonryHost/Transition``).
    public var transition: MasonryHost.Transition

    /// What to add to the scroll offset so that the element the user was
    /// looking at (``MasonryHost``'s anchor rule) stays where it was on
    /// screen; zero before the first viewport.
    public var contentOffsetAdjustment: Point

    /// What the update had to clean.
    public var diagnostics: Diagnostics

    /// A Boolean value indicating whether the ids and the section count
    /// did not change.
    ///
    /// - Complexity: O(1).
    public var isEmpty: Bool { difference.isEmpty && updateItems.isEmpty }
  }
}

extension MasonryFeed.Update: CustomStringConvertible {
  /// The update as a reader writes it:
  /// `Update(removed: 1, inserted: 0, moved: 0, offset: (0.0, -120.0))`.
  public var description: String {
    let moved = difference.removals.reduce(0) {
      if case .remove(_, _, let associated) = $1, associated != nil { return $0 + 1 }
      return $0
    }
    return
      "Update(removed: \(difference.removals.count - moved), inserted: \(difference.insertions.count - moved), moved: \(moved), offset: \(contentOffsetAdjustment))"
  }
}
