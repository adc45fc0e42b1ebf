// A batch update read from two lists of identifiers: what a host handed a
// new collection (the SwiftUI views' bridge) gives its collection view as
// a batch, so the item the user looks at follows its identity through the
// change. The
// difference is LayoutGeometry's IdentityDifference, MasonryFeed's too:
// linear, where the standard library's Myers difference is quadratic from
// an empty list (about an hour for a million identifiers).

import LayoutGeometry

extension UpdateItem {
  /// The batch update that turns a list of identifiers into another:
  /// deletions indexed in `old`, insertions in `new`, and an identifier
  /// found in both at different places relative to the rest as a move.
  ///
  /// Read through ``index(following:through:itemCount:newItemCount:)``,
  /// an item whose identifier survives is followed to its new index; one
  /// whose identifier is gone hands over to the next survivor. For
  /// distinct identifiers the number of deletions (and of insertions) is
  /// the smallest any batch without moves needs, as the standard
  /// library's difference finds.
  /// With repeated identifiers (not an identity, but not a trap either)
  /// an identifier is paired with its first occurrence among the
  /// changed ones, once; the others are deleted and inserted.
  ///
  ///     UpdateItem.updates(from: ["a", "b", "c"], to: ["z", "a", "c"])
  ///     // [.delete(1), .insert(0)]
  ///
  /// - Parameters:
  ///   - old: The identifiers before the change, in order.
  ///   - new: The identifiers after it.
  /// - Returns: The changes, deletions (and moves' sources) indexed
  ///   before the change and insertions (and moves' destinations) after.
  /// - Complexity: O(*n* + *m* log *m*) for lists of *n* identifiers
  ///   around a changed middle of *m* (the prefix and suffix both lists
  ///   share are only compared).
  public static func updates<ID: Hashable>(from old: [ID], to new: [ID]) -> [UpdateItem] {
    guard old != new else { return [] }
    var deletions: [Int: Int?] = [:]
    var updates: [UpdateItem] = []
    let difference = IdentityDifference.difference(from: old, to: new)
    for change in difference.removals {
      if case .remove(let offset, _, let associated) = change {
        deletions[offset] = associated
      }
    }
    for (offset, destination) in deletions.sorted(by: { $0.key < $1.key }) {
      updates.append(destination.map { .move(from: offset, to: $0) } ?? .delete(offset))
    }
    for change in difference.insertions {
      if case .insert(let offset, _, nil) = change { updates.append(.insert(offset)) }
    }
    return updates
  }
}
