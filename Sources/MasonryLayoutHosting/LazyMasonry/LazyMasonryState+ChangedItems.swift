// Items that kept their ids but whose values changed: where LazyMasonry's
// items are Equatable, the ones whose estimates its collection view reads
// again (a reload the layout sees), as MasonryFeed.reconfigure does for a
// host of one's own. A data change alone reads only inserted ids.

import LayoutGeometry

extension LazyMasonryState {
  /// ``changedIDs(from:ids:to:ids:distinct:)`` for items that are
  /// `Equatable` at run time, whatever the caller's generic context says;
  /// `nil` for items that are not (their changes are not seen).
  ///
  /// - Complexity: as ``changedIDs(from:ids:to:ids:distinct:)``; the
  ///   arrays are reinterpreted, not cast item by item.
  package static func changedIDsIfEquatable<Item>(
    from old: [Item], ids oldIDs: [ID], to new: [Item], ids newIDs: [ID], distinct: Bool
  ) -> [ID]? {
    guard let equatable = Item.self as? any Equatable.Type else { return nil }
    func comparing<Value: Equatable>(_: Value.Type) -> [ID] {
      // Value is Item itself (the metatype cast above succeeded), so the
      // arrays are the same type: reinterpreting them is exact, where an
      // array cast would cast each element at run time.
      precondition(Value.self == Item.self)
      return changedIDs(
        from: unsafeBitCast(old, to: [Value].self), ids: oldIDs,
        to: unsafeBitCast(new, to: [Value].self), ids: newIDs, distinct: distinct)
    }
    return comparing(equatable)
  }

  /// The ids whose item, the first one carrying the id (the one a feed
  /// shows; ``sync(_:)`` drops the others), changed value while the id
  /// stayed: each once, in the new list's order. An id only in the new
  /// list is an insertion, read anyway.
  ///
  /// An item whose value is a class instance mutated in place is the same
  /// object in both lists, and equal to itself: give a feed values.
  ///
  /// - Parameters:
  ///   - old: The items before, flat over the sections.
  ///   - oldIDs: Their ids.
  ///   - new: The items now, flat.
  ///   - newIDs: Their ids.
  ///   - distinct: Whether neither list repeats an id (the feed's
  ///     duplicate counts before and after are 0): then the common prefix
  ///     and suffix of ids are compared place by place and only the
  ///     changed middle is hashed; otherwise every id's first item is
  ///     found by hashing.
  /// - Returns: The ids whose items changed.
  /// - Complexity: O(*n*) comparisons of items for *n* items, and O(*m*)
  ///   hashing for a changed middle of *m* ids (none when only values
  ///   changed and no id repeats; O(*n*) when one does).
  package static func changedIDs<Item: Equatable>(
    from old: [Item], ids oldIDs: [ID], to new: [Item], ids newIDs: [ID], distinct: Bool
  ) -> [ID] {
    precondition(old.count == oldIDs.count && new.count == newIDs.count)
    guard distinct else {
      var firstOld: [ID: Int] = [:]
      firstOld.reserveCapacity(oldIDs.count)
      for index in oldIDs.indices.reversed() { firstOld[oldIDs[index]] = index }
      var seen = Set<ID>(minimumCapacity: newIDs.count)
      var changed: [ID] = []
      for (index, id) in newIDs.enumerated() where seen.insert(id).inserted {
        if let match = firstOld[id], old[match] != new[index] { changed.append(id) }
      }
      return changed
    }
    let (prefix, suffix) = IdentityDifference.trim(oldIDs, newIDs)
    var changed: [ID] = []
    for index in 0..<prefix where old[index] != new[index] {
      changed.append(newIDs[index])
    }
    // Without repeats, an id of the new middle can only be in the old
    // middle (the prefix and suffix hold the same ids in both lists).
    let oldMiddle = prefix..<(oldIDs.count - suffix)
    let newMiddle = prefix..<(newIDs.count - suffix)
    if !oldMiddle.isEmpty, !newMiddle.isEmpty {
      var oldIndex: [ID: Int] = [:]
      oldIndex.reserveCapacity(oldMiddle.count)
      for index in oldMiddle { oldIndex[oldIDs[index]] = index }
      for index in newMiddle {
        if let match = oldIndex[newIDs[index]], old[match] != new[index] {
          changed.append(newIDs[index])
        }
      }
    }
    for distance in 0..<suffix {
      let (before, after) = (old.count - suffix + distance, new.count - suffix + distance)
      if old[before] != new[after] { changed.append(newIDs[after]) }
    }
    return changed
  }
}
