// Items that kept their ids but whose values changed: where LazyMasonry's
// items are Equatable, the ones whose estimates its collection view reads
// again (a reload the layout sees), as MasonryFeed.reconfigure does for a
// host of one's own. A data change alone reads only inserted ids.

import LayoutGeometry

extension MasonryCollectionFeed {
  /// ``changedIDs(from:ids:to:ids:)`` for items that are `Equatable`
  /// at run time, whatever the caller's generic context says; `nil` for
  /// items that are not (their changes are not seen).
  ///
  /// - Complexity: as ``changedIDs(from:ids:to:ids:)``; the arrays are
  ///   reinterpreted, not cast item by item.
  package static func changedIDsIfEquatable<Item>(
    from old: [Item], ids oldIDs: [ID], to new: [Item], ids newIDs: [ID]
  ) -> [ID]? {
    guard let equatable = Item.self as? any Equatable.Type else { return nil }
    func comparing<Value: Equatable>(_: Value.Type) -> [ID] {
      // Value is Item itself (the metatype cast above succeeded), so the
      // arrays are the same type: reinterpreting them is exact, where an
      // array cast would cast each element at run time.
      precondition(Value.self == Item.self)
      return changedIDs(
        from: unsafeBitCast(old, to: [Value].self), ids: oldIDs,
        to: unsafeBitCast(new, to: [Value].self), ids: newIDs)
    }
    return comparing(equatable)
  }

  /// The ids of the items whose value changed while their id stayed,
  /// each once, in the new list's order.
  ///
  /// An item is compared with the old item at the same place where both
  /// lists agree (their common prefix and suffix of ids), and otherwise
  /// with its id's first occurrence in the old list's changed middle; an
  /// id only in the new list is an insertion, read anyway. For lists
  /// without repeated ids this is every id in both lists whose item
  /// changed; a repeated id (dropped by ``sync(_:)``) may be reported for
  /// its dropped occurrence, which reads its kept item again, harmlessly.
  ///
  /// - Parameters:
  ///   - old: The items before, flat over the sections.
  ///   - oldIDs: Their ids.
  ///   - new: The items now, flat.
  ///   - newIDs: Their ids.
  /// - Returns: The ids whose items changed.
  /// - Complexity: O(*n*) comparisons of items for *n* items, and O(*m*)
  ///   hashing for a changed middle of *m* ids (none when only values
  ///   changed).
  package static func changedIDs<Item: Equatable>(
    from old: [Item], ids oldIDs: [ID], to new: [Item], ids newIDs: [ID]
  ) -> [ID] {
    precondition(old.count == oldIDs.count && new.count == newIDs.count)
    let (prefix, suffix) = IdentityDifference.trim(oldIDs, newIDs)
    var changed: [ID] = []
    for index in 0..<prefix where old[index] != new[index] {
      changed.append(newIDs[index])
    }
    let oldMiddle = prefix..<(oldIDs.count - suffix)
    let newMiddle = prefix..<(newIDs.count - suffix)
    if !oldMiddle.isEmpty, !newMiddle.isEmpty {
      var firstOld: [ID: Int] = [:]
      firstOld.reserveCapacity(oldMiddle.count)
      for index in oldMiddle.reversed() { firstOld[oldIDs[index]] = index }
      for index in newMiddle {
        if let match = firstOld[newIDs[index]], old[match] != new[index] {
          changed.append(newIDs[index])
        }
      }
    }
    for distance in 0..<suffix {
      let (before, after) = (old.count - suffix + distance, new.count - suffix + distance)
      if old[before] != new[after] { changed.append(newIDs[after]) }
    }
    // Each once: a repeated id can be reported at two places.
    guard changed.count > 1 else { return changed }
    var seen = Set<ID>(minimumCapacity: changed.count)
    return changed.filter { seen.insert($0).inserted }
  }
}
