// Where each item of a new list was in the old one, read from the
// difference between them (removals in old offsets, insertions in new
// ones) without a search: the kept items keep their order, so one walk
// pairs them.

import LayoutGeometry

/// A walk over the new list's indices, in order, that names the old index
/// each one kept (`nil` for an insertion): the kept pairs of a
/// `CollectionDifference`. Call ``next()`` once per new index, from the
/// first: where it answers an old index, the two lists hold the same
/// element there.
package struct _DifferenceWalk {
  private var removed: [Int] = []
  private var inserted: [Int] = []
  private var (oldIndex, newIndex, nextRemoved, nextInserted) = (0, 0, 0, 0)
  /// The alignment the walk reads instead, when it was made of one.
  private var alignment: IdentityDifference.Alignment?

  /// A walk over the kept pairs of an alignment: the same pairs as its
  /// difference's, without making it.
  ///
  /// - Complexity: O(1).
  package init(_ alignment: IdentityDifference.Alignment) {
    self.alignment = alignment
  }

  /// A walk over the kept pairs of `difference`.
  ///
  /// - Complexity: O(*c* log *c*) for its *c* changes.
  package init<Element>(_ difference: CollectionDifference<Element>) {
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.append(offset)
      case .insert(let offset, _, _): inserted.append(offset)
      }
    }
    removed.sort()
    inserted.sort()
  }

  /// The old index of the next new index (0 first, then 1, ...), or nil
  /// when the difference inserted it.
  ///
  /// - Complexity: Amortised O(1).
  package mutating func next() -> Int? {
    defer { newIndex += 1 }
    if let alignment { return alignment.keptOldIndex(ofNew: newIndex) }
    if nextInserted < inserted.count, inserted[nextInserted] == newIndex {
      nextInserted += 1
      return nil
    }
    while nextRemoved < removed.count, removed[nextRemoved] == oldIndex {
      nextRemoved += 1
      oldIndex += 1
    }
    defer { oldIndex += 1 }
    return oldIndex
  }
}
