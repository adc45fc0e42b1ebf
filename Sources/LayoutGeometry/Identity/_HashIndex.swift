// Indices found by hash: the one open-addressing table under the identity
// set (which keeps its own ids) and under an identity difference's lookup
// of a list's middle (which keeps the list's). The table knows hashes and
// indices only; the caller, which holds the elements, says whether the
// element at an index is the one it looks for. Not generic, so it is
// compiled once, optimised, for every identifier type: in a host's generic
// code, each call into the standard library's `Set` or `Dictionary`
// looked its type metadata up again, which cost more than the hashing
// (Benchmarks/README.md).

/// A table of indices by their elements' hashes, with linear probing and
/// backward-shift deletion, at most half full.
///
/// Two entries may share a hash; the table never compares elements itself
/// but calls the caller's `matches` with each index of the same hash.
package struct _HashIndex: Sendable {
  /// Each slot's index plus one, or 0 when empty.
  private var slots: [Int]
  /// Each slot's hash, compared before the caller compares elements.
  private var hashes: [Int]
  /// 64 less the table's log2 capacity: a hash's home slot is the top
  /// bits of its product with a constant, so that a type whose own
  /// `hashValue` varies only in its high bits still spreads.
  private var shift: Int
  /// The number of entries.
  package private(set) var count = 0

  /// An empty table with room for `minimumCapacity` entries before it
  /// grows.
  ///
  /// - Complexity: O(*k*) for a capacity of *k*.
  package init(minimumCapacity: Int = 0) {
    var capacity = 8
    while capacity < 2 * minimumCapacity { capacity *= 2 }
    slots = [Int](repeating: 0, count: capacity)
    hashes = [Int](repeating: 0, count: capacity)
    shift = 64 - capacity.trailingZeroBitCount
  }

  /// The index of hash `hash` that `matches` accepts, or `nil`.
  ///
  /// - Complexity: O(1) expected: `matches` is called once for each entry
  ///   of the same hash.
  package func index(forHash hash: Int, where matches: (Int) -> Bool) -> Int? {
    slot(forHash: hash, where: matches).map { slots[$0] - 1 }
  }

  /// Adds `index` under `hash`, unless an entry of that hash that
  /// `matches` accepts is there already.
  ///
  /// - Returns: The index already there, or `nil` when `index` was added.
  /// - Complexity: Amortised O(1) expected.
  @discardableResult
  package mutating func insert(
    _ index: Int, forHash hash: Int, unlessMatching matches: (Int) -> Bool
  ) -> Int? {
    var slot = home(hash)
    while slots[slot] != 0 {
      if hashes[slot] == hash, matches(slots[slot] - 1) { return slots[slot] - 1 }
      slot = next(slot)
    }
    slots[slot] = index + 1
    hashes[slot] = hash
    count += 1
    if 2 * count > slots.count { grow() }
    return nil
  }

  /// Takes out the entry of hash `hash` that `matches` accepts.
  ///
  /// - Returns: Its index, or `nil` when there is none.
  /// - Complexity: O(1) expected.
  @discardableResult
  package mutating func remove(forHash hash: Int, where matches: (Int) -> Bool) -> Int? {
    guard let slot = slot(forHash: hash, where: matches) else { return nil }
    let index = slots[slot] - 1
    vacate(slot)
    count -= 1
    return index
  }

  /// Gives the entry of index `index` and hash `hash` the index
  /// `newIndex`: for a caller whose element moved in its own storage.
  ///
  /// - Complexity: O(1) expected.
  package mutating func replaceIndex(_ index: Int, forHash hash: Int, with newIndex: Int) {
    var slot = home(hash)
    while slots[slot] != index + 1 { slot = next(slot) }
    slots[slot] = newIndex + 1
  }

  /// The slot of hash `hash` whose index `matches` accepts, or nil.
  private func slot(forHash hash: Int, where matches: (Int) -> Bool) -> Int? {
    var slot = home(hash)
    while slots[slot] != 0 {
      if hashes[slot] == hash, matches(slots[slot] - 1) { return slot }
      slot = next(slot)
    }
    return nil
  }

  /// The first slot an entry of `hash` may take.
  private func home(_ hash: Int) -> Int {
    Int(truncatingIfNeeded: UInt(bitPattern: hash &* -7_046_029_254_386_353_131) >> UInt(shift))
  }

  /// The slot after `slot`, the first after the last.
  private func next(_ slot: Int) -> Int {
    slot + 1 == slots.count ? 0 : slot + 1
  }

  /// Empties `slot`, moving back each later slot of its run that may
  /// take its place (an entry's slot is never before its home slot), so
  /// that every entry stays reachable from its home without markers.
  private mutating func vacate(_ slot: Int) {
    let mask = slots.count - 1
    var hole = slot
    var later = next(slot)
    while slots[later] != 0 {
      let start = home(hashes[later])
      // Whether the entry at `later` may sit at `hole`: its home is not
      // after the hole, cyclically.
      if (later - start) & mask >= (later - hole) & mask {
        slots[hole] = slots[later]
        hashes[hole] = hashes[later]
        hole = later
      }
      later = next(later)
    }
    slots[hole] = 0
  }

  /// Doubles the table, placing each entry again by its kept hash.
  private mutating func grow() {
    let (oldSlots, oldHashes) = (slots, hashes)
    shift -= 1
    slots = [Int](repeating: 0, count: 2 * oldSlots.count)
    hashes = [Int](repeating: 0, count: 2 * oldSlots.count)
    for old in oldSlots.indices where oldSlots[old] != 0 {
      var slot = home(oldHashes[old])
      while slots[slot] != 0 { slot = next(slot) }
      slots[slot] = oldSlots[old]
      hashes[slot] = oldHashes[old]
    }
  }
}
