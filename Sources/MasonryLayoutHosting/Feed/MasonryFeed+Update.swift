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
    ///
    /// - Complexity: O(1), or, after an apply before the first layout or
    ///   one that moved many items (which skip it), O(*m* log *m*) for a
    ///   changed middle of *m* ids each time it is read (over several
    ///   sections, plus O(*n* + *c* log *c*) for *n* ids and *c* changes,
    ///   to find the ids a section boundary moved past).
    public var difference: CollectionDifference<ID> {
      get { _difference ?? _deferred!.difference() }
      set {
        _difference = newValue
        if _updateItems == nil { _updateItems = _deferred?.updateItems() }
        _deferred = nil
      }
    }

    /// The batch the difference became, with UIKit's semantics: what a
    /// collection view's `performBatchUpdates` would be told.
    ///
    /// - Complexity: As ``difference``'s.
    public var updateItems: [MasonryHost.UpdateItem] {
      get { _updateItems ?? _deferred!.updateItems() }
      set {
        if _difference == nil { _difference = _deferred?.difference() }
        _updateItems = newValue
        _deferred = nil
      }
    }

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
    /// - Complexity: O(1), or O(*m* + *s*) for *s* sections after an apply
    ///   before the first layout or one that moved many items.
    public var isEmpty: Bool {
      if let _deferred {
        return _deferred.alignment.changeCount == 0 && _deferred.oldStarts == _deferred.newStarts
      }
      return difference.isEmpty && updateItems.isEmpty
    }

    /// The difference and the batch, when made.
    internal var _difference: CollectionDifference<ID>?
    internal var _updateItems: [MasonryHost.UpdateItem]?
    /// What makes them when they are first asked for.
    internal var _deferred: _DeferredDifference?

    internal init(
      difference: CollectionDifference<ID>, updateItems: [MasonryHost.UpdateItem],
      transition: MasonryHost.Transition, contentOffsetAdjustment: Point,
      diagnostics: Diagnostics
    ) {
      _difference = difference
      _updateItems = updateItems
      self.transition = transition
      self.contentOffsetAdjustment = contentOffsetAdjustment
      self.diagnostics = diagnostics
    }

    internal init(
      deferred: _DeferredDifference, transition: MasonryHost.Transition,
      contentOffsetAdjustment: Point, diagnostics: Diagnostics
    ) {
      _deferred = deferred
      self.transition = transition
      self.contentOffsetAdjustment = contentOffsetAdjustment
      self.diagnostics = diagnostics
    }

    /// A walk over the new ids' indices that names the old index each one
    /// kept in place (`nil` for one moved or inserted), without making the
    /// difference when the apply skipped it.
    package var _keptIndices: _DifferenceWalk {
      // Across sections, an id a boundary moved past is moved, not kept.
      if let _deferred, !_deferred.isSectioned { return _DifferenceWalk(_deferred.alignment) }
      return _DifferenceWalk(difference)
    }

    /// Whether the apply skipped the difference: one before the first
    /// layout, or one that moved many items.
    package var _isDeferred: Bool { _deferred != nil }
  }

  /// The difference and the batch of an apply that skipped them: the two
  /// lists and how they align, kept until asked.
  internal struct _DeferredDifference: Sendable {
    internal let old: [ID]
    internal let new: [ID]
    internal let alignment: IdentityDifference.Alignment
    internal let oldStarts: [Int]
    internal let newStarts: [Int]

    /// Whether either list has more than one section.
    internal var isSectioned: Bool { Swift.max(oldStarts.count, newStarts.count) > 2 }

    /// The difference an apply that made it at once would have made.
    internal func difference() -> CollectionDifference<ID> {
      let difference = alignment.difference(from: old, to: new)
      guard isSectioned else { return difference }
      return MasonryFeed._movingAcrossSections(
        difference, old: old, new: new, oldStarts: oldStarts, newStarts: newStarts)
    }

    internal func updateItems() -> [MasonryHost.UpdateItem] {
      MasonryFeed._updateItems(difference(), oldStarts: oldStarts, newStarts: newStarts)
    }
  }
}

extension MasonryFeed.Update: CustomStringConvertible {
  /// The update as a reader writes it:
  /// `Update(removed: 1, inserted: 0, moved: 0, offset: (0.0, -120.0))`.
  public var description: String {
    let difference = difference
    let moved = difference.removals.reduce(0) {
      if case .remove(_, _, let associated) = $1, associated != nil { return $0 + 1 }
      return $0
    }
    return
      "Update(removed: \(difference.removals.count - moved), inserted: \(difference.insertions.count - moved), moved: \(moved), offset: \(contentOffsetAdjustment))"
  }
}
