// The identity diff, public for a host of one's own: LayoutGeometry's
// IdentityDifference, the one rule the circular views' batches use too.

import LayoutGeometry

extension MasonryFeed {
  /// Returns the difference that turns `old` into `new`, by id, with moves
  /// inferred: an id in both lists that does not stay in order is a
  /// removal and an insertion associated with each other, as
  /// `CollectionDifference.inferringMoves()` associates them.
  ///
  ///     let diff = MasonryFeed<Int>.difference(from: [1, 2, 3, 4], to: [2, 3, 1, 5])
  ///     // remove 1 at 0 (moved to 2), remove 4 at 3; insert 1 at 2, insert 5 at 3
  ///
  /// The number of removals (and of insertions) is the smallest any edit
  /// of removals and insertions needs when neither list has duplicates,
  /// as `new.difference(from: old)` finds; unlike Myers's algorithm, the
  /// cost does not grow with the product of the lists' length and the
  /// edit's size.
  ///
  /// ## Duplicates
  /// Lists with duplicates still give a difference that applies: an id
  /// matches its first occurrence in `old`'s changed middle, once; the
  /// others are removed and inserted.
  ///
  /// - Parameters:
  ///   - old: The ids before.
  ///   - new: The ids after.
  /// - Returns: The difference; `old.applying(result) == new`.
  /// - Complexity: O(*n* + *m* log *m*) for lists of *n* ids around a
  ///   changed middle of *m*: the prefix and suffix both lists share are
  ///   only compared.
  public static func difference(from old: [ID], to new: [ID]) -> CollectionDifference<ID> {
    IdentityDifference.difference(from: old, to: new)
  }
}
