// Following an item through a batch update: where the item the user
// looked at stands after it (or the item that takes its place), and the
// count before the update, read from the update itself.

extension UpdateItem {
  /// The index after a batch update of the item a host keeps at the
  /// reference point, for the item centred before it.
  ///
  /// - A surviving item (reloaded, untouched or moved) is followed to its
  ///   new index.
  /// - A deleted one hands over to the first surviving item after it, or,
  ///   when none survives after it, the last one before it.
  /// - With no survivor, item 0 of the new items (if any).
  ///
  /// Indices outside the items they count (a deletion of an item that
  /// does not exist, an insertion past the new end) are ignored, and so
  /// are repeats: the outcome UIKit's own consistency check would reject
  /// is read as the nearest consistent update, never a trap.
  ///
  /// - Parameters:
  ///   - index: The centred item, indexed before the update.
  ///   - updates: The update's changes.
  ///   - itemCount: The number of items before the update.
  ///   - newItemCount: The number of items after it.
  /// - Returns: The index after the update, or `nil` when no items remain.
  /// - Complexity: O(u log u) for u changes; it allocates sets of the
  ///   changed indices.
  public static func index(
    following index: Int, through updates: [UpdateItem], itemCount: Int, newItemCount: Int
  ) -> Int? {
    let oldCount = Swift.max(itemCount, 0)
    let newCount = Swift.max(newItemCount, 0)
    guard newCount > 0 else { return nil }
    var removed = Set<Int>()
    var added = Set<Int>()
    var moves: [Int: Int] = [:]
    for update in updates {
      switch update {
      case .delete(let old) where old >= 0 && old < oldCount:
        removed.insert(old)
      case .insert(let new) where new >= 0 && new < newCount:
        added.insert(new)
      case .move(let old, let new)
      where old >= 0 && old < oldCount && new >= 0 && new < newCount && moves[old] == nil
        && !added.contains(new):
        removed.insert(old)
        added.insert(new)
        moves[old] = new
      default:
        break
      }
    }
    let sortedRemoved = removed.sorted()
    let sortedAdded = added.sorted()

    /// The new index of an old item that neither moved nor was deleted:
    /// its rank among the stationary survivors, placed among the new
    /// slots no insertion or move took.
    func stationaryIndex(_ old: Int) -> Int {
      var rank = old - sortedRemoved.countOfElements(below: old)
      for slot in sortedAdded {
        guard slot <= rank else { break }
        rank += 1
      }
      return Swift.min(rank, newCount - 1)
    }

    func newIndex(_ old: Int) -> Int? {
      if let moved = moves[old] { return moved }
      return removed.contains(old) ? nil : stationaryIndex(old)
    }

    guard oldCount > 0 else { return 0 }
    let kept = Swift.min(Swift.max(index, 0), oldCount - 1)
    if let new = newIndex(kept) { return new }
    // Deleted: the next survivor after it, else the last one before it.
    // A survivor is any item not deleted outright (a moved item survives).
    var next = kept + 1
    while next < oldCount, removed.contains(next), moves[next] == nil { next += 1 }
    if next < oldCount, let new = newIndex(next) { return new }
    var previous = kept - 1
    while previous >= 0, removed.contains(previous), moves[previous] == nil { previous -= 1 }
    if previous >= 0, let new = newIndex(previous) { return new }
    return 0
  }

  /// The number of items before a batch update, from the count after it
  /// and the update's changes: `newItemCount` minus the insertions plus
  /// the deletions (moves and reloads keep the count).
  ///
  /// A host reads the count after the update from its data source, and
  /// this gives the one before it without remembering it across layout
  /// passes (which a pass between the data source's change and the update
  /// would overwrite). Repeated and negative indices count once and not
  /// at all.
  ///
  /// - Parameters:
  ///   - updates: The update's changes.
  ///   - newItemCount: The number of items after the update.
  /// - Returns: The count before it, not negative.
  /// - Complexity: O(u) for u changes; it allocates sets of the changed
  ///   indices.
  public static func itemCount(before updates: [UpdateItem], newItemCount: Int) -> Int {
    var inserted = Set<Int>()
    var deleted = Set<Int>()
    for update in updates {
      switch update {
      case .insert(let index) where index >= 0: inserted.insert(index)
      case .delete(let index) where index >= 0: deleted.insert(index)
      default: break
      }
    }
    let count = Swift.max(newItemCount, 0)
    // Both sets hold at most `updates.count` indices: no overflow below
    // Int.max - updates.count.
    return Swift.max(0, count - inserted.count + Swift.min(deleted.count, Int.max - count))
  }
}

extension Array where Element == Int {
  /// The number of elements of this ascending array below `value`.
  fileprivate func countOfElements(below value: Int) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
