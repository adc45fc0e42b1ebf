// A batch update read from two lists of identifiers: what a host without
// UICollectionView (a SwiftUI view, handed a new collection) passes to
// ScrollingInteraction.updateItems, so the item the user looks at and a
// deceleration's landing follow their identity through the change.

extension ItemUpdate {
  /// The batch update that turns a list of identifiers into another:
  /// deletions indexed in `old`, insertions in `new`, and an identifier
  /// found in both at different places relative to the rest as a move.
  ///
  /// Read through ``index(following:through:itemCount:newItemCount:)``,
  /// an item whose identifier survives is followed to its new index; one
  /// whose identifier is gone hands over to the next survivor. With
  /// repeated identifiers (not an identity, but not a trap either) the
  /// standard library's difference pairs them in order.
  ///
  ///     ItemUpdate.updates(from: ["a", "b", "c"], to: ["z", "a", "c"])
  ///     // [.delete(1), .insert(0)]
  ///
  /// - Parameters:
  ///   - old: The identifiers before the change, in order.
  ///   - new: The identifiers after it.
  /// - Returns: The changes, deletions (and moves' sources) indexed
  ///   before the change and insertions (and moves' destinations) after.
  /// - Complexity: O((n + m) · d) for lists of n and m identifiers that
  ///   differ in d places (the standard library's Myers difference); O(n)
  ///   when they are equal.
  public static func updates<ID: Hashable>(from old: [ID], to new: [ID]) -> [ItemUpdate] {
    guard old != new else { return [] }
    var deletions: [Int: Int?] = [:]
    var updates: [ItemUpdate] = []
    let difference = new.difference(from: old).inferringMoves()
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
