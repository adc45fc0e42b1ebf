// The identity diff both host families use (MasonryFeed's data changes,
// the circular views' UpdateItem batches): written once here, the module
// both depend on. The common prefix and suffix are skipped by comparison
// alone and only the changed middle is hashed; in it the items both lists
// keep stay put along a longest increasing run of their old positions
// (for lists without duplicates that is a longest common subsequence, so
// the edit is as small as Myers's), and the others are moves. Linear in
// the ids, plus O(m log m) for a middle of m, where the standard library's
// Myers difference is O((n + m) · d): quadratic from an empty list.

/// The difference between two lists of identifiers, by identity, with
/// moves inferred.
package enum IdentityDifference {
  /// Returns the difference that turns `old` into `new`: an identifier in
  /// both lists that does not stay in order is a removal and an insertion
  /// associated with each other, as
  /// `CollectionDifference.inferringMoves()` associates them.
  ///
  /// With duplicates, an identifier matches its first occurrence in
  /// `old`'s changed middle, once; the others are removed and inserted.
  ///
  /// - Returns: The difference; `old.applying(result) == new`.
  /// - Complexity: O(*n* + *m* log *m*) for lists of *n* identifiers
  ///   around a changed middle of *m*.
  package static func difference<ID: Hashable>(
    from old: [ID], to new: [ID]
  ) -> CollectionDifference<ID> {
    let (prefix, suffix) = trim(old, new)
    return difference(from: old, to: new, prefix: prefix, suffix: suffix)
  }

  /// The lengths of the common prefix and the common suffix of two lists,
  /// which never overlap.
  ///
  /// - Complexity: O(*n*), comparisons only.
  package static func trim<ID: Equatable>(_ old: [ID], _ new: [ID]) -> (prefix: Int, suffix: Int) {
    let shorter = Swift.min(old.count, new.count)
    var prefix = 0
    while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    return (prefix, suffix)
  }

  /// The difference, given the common prefix and suffix (``trim(_:_:)``'s,
  /// or shorter).
  package static func difference<ID: Hashable>(
    from old: [ID], to new: [ID], prefix: Int, suffix: Int
  ) -> CollectionDifference<ID> {
    alignment(from: old, to: new, prefix: prefix, suffix: suffix).difference(from: old, to: new)
  }

  /// Which identifiers of `new` stay where `old` had them and which come
  /// from elsewhere in it: the difference's content, without building it.
  ///
  /// - Complexity: O(*m* log *m*) for a changed middle of *m*, one hashing
  ///   pass over each list's middle.
  package static func alignment<ID: Hashable>(
    from old: [ID], to new: [ID], prefix: Int, suffix: Int
  ) -> Alignment {
    let oldEnd = old.count - suffix
    let newEnd = new.count - suffix
    var alignment = Alignment(
      prefix: prefix, suffix: suffix, oldCount: old.count, newCount: new.count)
    guard prefix < oldEnd, prefix < newEnd else { return alignment }
    // Each old id of the middle at its first position there.
    let oldHashes = _HashIndex.hashValues(of: old, in: prefix..<oldEnd)
    var positions = _HashIndex(minimumCapacity: oldEnd - prefix)
    for offset in prefix..<oldEnd {
      positions.insert(offset, forHash: oldHashes[offset - prefix]) { old[$0] == old[offset] }
    }
    // Each new id's old position, when it has one not taken yet (-1
    // otherwise); an old position is matched once.
    let found = firstPositions(
      of: new, in: prefix..<newEnd, hashes: _HashIndex.hashValues(of: new, in: prefix..<newEnd),
      among: old, indexedBy: positions)
    var matched = [Int](repeating: -1, count: newEnd - prefix)
    var taken = [Bool](repeating: false, count: oldEnd - prefix)
    for offset in prefix..<newEnd {
      let position = found[offset - prefix]
      if position >= 0, !taken[position - prefix] {
        taken[position - prefix] = true
        matched[offset - prefix] = position
      }
    }
    alignment.kept = longestIncreasingRun(matched)
    alignment.matched = matched
    return alignment
  }

  /// ``alignment(from:to:prefix:suffix:)`` of `new` with the later
  /// occurrences of an identifier in its middle dropped, found as the
  /// middles align: each middle hashed once, `old`'s not at all when its
  /// hashes are given (an identifier of `new`'s middle that is not in
  /// `old`'s is hashed again, for `isElsewhere` and into the set of new
  /// ones).
  ///
  /// `old` holds no repeats. An identifier of `new`'s middle that is not
  /// in `old`'s middle but `isElsewhere` says the old list holds (in its
  /// prefix or suffix, or another section) makes the answer `nil`: only a
  /// check of the whole list can say which occurrence is the first.
  ///
  /// - Parameter oldHashes: The hash values of `old`'s middle
  ///   (`old[prefix..<(old.count - suffix)]`), in order, when the caller
  ///   has them from the alignment that made `old`: that middle is then
  ///   not hashed again.
  /// - Returns: The alignment of `new` without the repeats, the repeats'
  ///   offsets in `new`, ascending, and the hash values of `new`'s middle
  ///   without the repeats, in order; `nil` as above.
  /// - Complexity: O(*m* log *m*) for a changed middle of *m*.
  package static func alignment<ID: Hashable>(
    from old: [ID], to new: [ID], prefix: Int, suffix: Int, oldHashes: ArraySlice<Int>? = nil,
    isElsewhere: (ID) -> Bool
  ) -> (alignment: Alignment, repeats: [Int], hashes: [Int])? {
    let oldEnd = old.count - suffix
    let newEnd = new.count - suffix
    guard prefix < newEnd else {
      let alignment = Alignment(
        prefix: prefix, suffix: suffix, oldCount: old.count, newCount: new.count)
      return (alignment, [], [])
    }
    precondition(oldHashes.map { $0.count == oldEnd - prefix } ?? true, "a hash for each old id")
    // Each old id of the middle at its position (it holds no repeats).
    let oldHashes = oldHashes.map(Array.init) ?? _HashIndex.hashValues(of: old, in: prefix..<oldEnd)
    var positions = _HashIndex(minimumCapacity: oldEnd - prefix)
    for offset in prefix..<oldEnd {
      positions.insert(offset, forHash: oldHashes[offset - prefix]) { _ in false }
    }
    let newHashes = _HashIndex.hashValues(of: new, in: prefix..<newEnd)
    let found = firstPositions(
      of: new, in: prefix..<newEnd, hashes: newHashes, among: old, indexedBy: positions)
    var matched: [Int] = []
    matched.reserveCapacity(newEnd - prefix)
    var taken = [Bool](repeating: false, count: oldEnd - prefix)
    var fresh = _IdentitySet<ID>()
    var repeats: [Int] = []
    for offset in prefix..<newEnd {
      let position = found[offset - prefix]
      if position >= 0 {
        guard !taken[position - prefix] else {
          repeats.append(offset)
          continue
        }
        taken[position - prefix] = true
        matched.append(position)
      } else {
        let id = new[offset]
        if isElsewhere(id) { return nil }
        guard fresh.insert(id) else {
          repeats.append(offset)
          continue
        }
        matched.append(-1)
      }
    }
    var keptHashes = newHashes
    if !repeats.isEmpty {
      keptHashes = []
      keptHashes.reserveCapacity(newHashes.count - repeats.count)
      var next = 0  // the next repeat
      for offset in prefix..<newEnd {
        if next < repeats.count, repeats[next] == offset {
          next += 1
        } else {
          keptHashes.append(newHashes[offset - prefix])
        }
      }
    }
    var alignment = Alignment(
      prefix: prefix, suffix: suffix, oldCount: old.count, newCount: new.count - repeats.count)
    if prefix < oldEnd || !matched.isEmpty {
      alignment.kept = longestIncreasingRun(matched)
      alignment.matched = matched
    }
    return (alignment, repeats, keptHashes)
  }

  /// How the changed middle of a new list of identifiers matches the old:
  /// ``IdentityDifference/alignment(from:to:prefix:suffix:)``'s answer.
  /// The common prefix and suffix stay; in the middle, a new identifier
  /// either stays (on the longest increasing run of old positions), moved
  /// from an old position, or is inserted; an old one not matched is
  /// removed.
  package struct Alignment: Sendable {
    /// The length of the common prefix.
    package let prefix: Int
    /// The length of the common suffix after it.
    package let suffix: Int
    /// The old list's length.
    package let oldCount: Int
    /// The new list's length (after any repeats were dropped).
    package let newCount: Int
    /// For each new position of the middle (from `prefix`), the old
    /// position it matches, or -1 for an insertion.
    package var matched: [Int] = []
    /// For each new position of the middle, whether it stays in place
    /// (matched, and on the longest increasing run).
    package var kept: [Bool] = []

    /// The difference's number of changes: each removal and insertion,
    /// a move counting as one of each.
    ///
    /// - Complexity: O(*m*).
    package var changeCount: Int {
      let stay = kept.reduce(0) { $0 + ($1 ? 1 : 0) }
      return (oldCount - suffix - prefix - stay) + (newCount - suffix - prefix - stay)
    }

    /// Whether the difference is one identifier moved and nothing else.
    ///
    /// - Complexity: O(*m*).
    package var isOneMove: Bool {
      guard changeCount == 2 else { return false }
      var moves = 0
      for (index, position) in matched.enumerated() where position >= 0 && !kept[index] {
        moves += 1
      }
      return moves == 1
    }

    /// Whether laying the new order out in one pass from the first change
    /// costs less than the batch of its removals and insertions: the batch
    /// lays out again the rest of the list from each run of removals and
    /// of insertions, and maps each moved item by its path; the pass copies
    /// the list's layout once and lays it out once. An append or a prepend
    /// (one run) stays the batch's; a new sort, or a filter that leaves
    /// many runs, is the pass's.
    ///
    /// - Complexity: O(*m*).
    package var isCheaperInOnePass: Bool {
      let oldEnd = oldCount - suffix
      let newEnd = newCount - suffix
      guard !matched.isEmpty else { return false }  // one run
      var stays = [Bool](repeating: false, count: oldEnd - prefix)
      var moves = 0
      for (index, position) in matched.enumerated() where position >= 0 {
        if kept[index] { stays[position - prefix] = true } else { moves += 1 }
      }
      // What the batch lays out again: the rest of the list from the start
      // of each run, a moved item costing about as much to map.
      var batch = moves * 16
      var inRun = false
      for offset in prefix..<oldEnd {
        let leaves = !stays[offset - prefix]
        if leaves, !inRun { batch += oldCount - offset }
        inRun = leaves
      }
      inRun = false
      for offset in prefix..<newEnd {
        let arrives = !kept[offset - prefix]
        if arrives, !inRun { batch += newCount - offset }
        inRun = arrives
      }
      return batch > oldCount + 2 * (newCount - prefix)
    }

    /// The old position of the item at new position `index` when it stays
    /// in place, or `nil` (moved or inserted).
    ///
    /// - Complexity: O(1).
    package func keptOldIndex(ofNew index: Int) -> Int? {
      if index < prefix { return index }
      if index >= newCount - suffix { return index - newCount + oldCount }
      let middle = index - prefix
      guard middle < kept.count, kept[middle] else { return nil }
      return matched[middle]
    }

    /// The old position the item at new position `index` comes from
    /// (stays or moved), or `nil` for an insertion.
    ///
    /// - Complexity: O(1).
    package func oldIndex(ofNew index: Int) -> Int? {
      if index < prefix { return index }
      if index >= newCount - suffix { return index - newCount + oldCount }
      let middle = index - prefix
      guard middle < matched.count, matched[middle] >= 0 else { return nil }
      return matched[middle]
    }

    /// Each old position's new position (stays or moved), or -1 for a
    /// removal: the map back, built once.
    ///
    /// - Complexity: O(*n*).
    package func newIndices() -> [Int] {
      var result = [Int](repeating: -1, count: oldCount)
      for index in 0..<prefix { result[index] = index }
      for index in 0..<suffix { result[oldCount - suffix + index] = newCount - suffix + index }
      for (offset, position) in matched.enumerated() where position >= 0 {
        result[position] = prefix + offset
      }
      return result
    }

    /// The difference that turns `old` into `new`, the lists this
    /// alignment was made of: a moved identifier is a removal and an
    /// insertion associated with each other.
    ///
    /// - Complexity: O(*m* log *m*) (the standard library checks the
    ///   changes).
    package func difference<ID>(from old: [ID], to new: [ID]) -> CollectionDifference<ID> {
      let oldEnd = oldCount - suffix
      let newEnd = newCount - suffix
      var changes: [CollectionDifference<ID>.Change] = []
      changes.reserveCapacity((oldEnd - prefix) + (newEnd - prefix))
      if matched.isEmpty {
        // Only insertions, or only removals: nothing to match.
        for offset in prefix..<oldEnd {
          changes.append(.remove(offset: offset, element: old[offset], associatedWith: nil))
        }
        for offset in prefix..<newEnd {
          changes.append(.insert(offset: offset, element: new[offset], associatedWith: nil))
        }
        return CollectionDifference(changes)!
      }
      // Old positions that stay: the kept ones; every other matched pair
      // is a move.
      var stays = [Bool](repeating: false, count: oldEnd - prefix)
      var newOfOld = [Int](repeating: -1, count: oldEnd - prefix)
      for (index, position) in matched.enumerated() where position >= 0 {
        newOfOld[position - prefix] = prefix + index
        if kept[index] { stays[position - prefix] = true }
      }
      for offset in prefix..<oldEnd where !stays[offset - prefix] {
        let target = newOfOld[offset - prefix]
        changes.append(
          .remove(
            offset: offset, element: old[offset], associatedWith: target >= 0 ? target : nil))
      }
      for offset in prefix..<newEnd where !kept[offset - prefix] {
        let source = matched[offset - prefix]
        changes.append(
          .insert(
            offset: offset, element: new[offset], associatedWith: source >= 0 ? source : nil))
      }
      // The offsets and associations are consistent by construction.
      return CollectionDifference(changes)!
    }
  }

  /// For each identifier of `new[range]`, its first position in `old`
  /// that `table` holds (indexed by the hash of `old`'s element there), or
  /// -1; `hashes` are the identifiers' hash values, in order.
  ///
  /// In passes of their own, so that the lookups, far apart in memory,
  /// are not each held up by the one before: each hash's first candidate
  /// in the table; the candidates confirmed with
  /// `==` (a candidate of another identifier, whose hash shares its 32-bit
  /// fingerprint, is looked up in full).
  ///
  /// - Complexity: O(*k*) expected for a range of *k*.
  static func firstPositions<ID: Hashable>(
    of new: [ID], in range: Range<Int>, hashes: [Int], among old: [ID],
    indexedBy table: _HashIndex
  ) -> [Int] {
    var found = hashes.map { table.candidate(forHash: $0) ?? -1 }
    for index in found.indices where found[index] >= 0 {
      let id = new[range.lowerBound + index]
      if old[found[index]] != id {
        found[index] = table.index(forHash: hashes[index], where: { old[$0] == id }) ?? -1
      }
    }
    return found
  }

  /// Marks one longest strictly increasing run of the non-negative values
  /// (negative ones are never part of it): patience sorting with
  /// predecessors, O(*k* log *k*).
  static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
    var tails: [Int] = []  // index of the smallest tail of each length
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() where value >= 0 {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var kept = [Bool](repeating: false, count: values.count)
    var index = tails.last ?? -1
    while index >= 0 {
      kept[index] = true
      index = previous[index]
    }
    return kept
  }
}
