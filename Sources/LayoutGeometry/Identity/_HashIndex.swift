// Indices found by hash: the one open-addressing table under the identity
// set (which keeps its own ids) and under an identity difference's lookup
// of a list's middle (which keeps the list's). The table knows hashes and
// indices only; the caller, which holds the elements, says whether the
// element at an index is the one it looks for. Not generic, so it is
// compiled once, optimised, for every identifier type: in a host's generic
// code, each call into the standard library's `Set` or `Dictionary`
// looked its type metadata up again, which cost more than the hashing
// (8125c63 and 0917f84 measured it).

/// A table of indices by their elements' hashes, with linear probing and
/// backward-shift deletion, at most half full.
///
/// Two entries may share a hash; the table never compares elements itself
/// but calls the caller's `matches` with each index whose hash may be the
/// one looked up, or gives the first such index for the caller to confirm
/// (``candidate(forHash:)``). It holds at most 2³¹ entries (2²⁹ where `Int` is 32
/// bits): more identifiers than a device's memory holds.
package struct _HashIndex: Sendable {
  /// Each slot: 0 when empty, else its entry's fingerprint (the top 32
  /// bits of the entry's hash mixed by a multiplication) above its index
  /// plus one. One word a slot, so that a probe reads one cache line: 8
  /// bytes a slot, 2 to 4 slots an entry.
  private var slots: [UInt64]
  /// 32 less the table's log2 capacity: a slot's home is the top bits of
  /// its fingerprint.
  private var shift: Int
  /// The number of entries.
  package private(set) var count = 0

  /// An empty table with room for `minimumCapacity` entries before it
  /// grows.
  ///
  /// - Complexity: O(*k*) for a capacity of *k*.
  package init(minimumCapacity: Int = 0) {
    var capacity = 8
    while capacity < 2 * minimumCapacity, capacity < Self.maximumCapacity { capacity *= 2 }
    slots = [UInt64](repeating: 0, count: capacity)
    shift = 32 - capacity.trailingZeroBitCount
  }

  /// The most slots: a home is at most 32 bits of a fingerprint, and a
  /// 32-bit `Int` (watchOS) counts fewer.
  private static let maximumCapacity = Int.bitWidth == 64 ? 1 << 32 : 1 << 30

  /// The most entries (and one more than the largest index): half the
  /// most slots, so that a probe always reaches an empty one.
  private static let maximumCount = maximumCapacity / 2

  /// The index of hash `hash` that `matches` accepts, or `nil`.
  ///
  /// - Complexity: O(1) expected: `matches` is called once for each entry
  ///   of the same fingerprint.
  package func index(forHash hash: Int, where matches: (Int) -> Bool) -> Int? {
    slot(forHash: hash, where: matches).map { Self.index(in: slots[$0]) }
  }

  /// The index of the first entry whose fingerprint is `hash`'s, or `nil`
  /// when there is none (then no entry has that hash): a candidate for
  /// the caller to confirm, found without calling it back.
  ///
  /// When the caller's element at the candidate is the one it looks for,
  /// the candidate is what ``index(forHash:where:)`` answers; otherwise
  /// ask that.
  ///
  /// - Complexity: O(1) expected.
  package func candidate(forHash hash: Int) -> Int? {
    let fingerprint = Self.fingerprint(hash)
    var slot = home(fingerprint)
    while slots[slot] != 0 {
      if slots[slot] >> 32 == fingerprint { return Self.index(in: slots[slot]) }
      slot = next(slot)
    }
    return nil
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
    precondition(index >= 0 && index < Self.maximumCount, "more entries than a hash index holds")
    let fingerprint = Self.fingerprint(hash)
    var slot = home(fingerprint)
    while slots[slot] != 0 {
      if slots[slot] >> 32 == fingerprint, matches(Self.index(in: slots[slot])) {
        return Self.index(in: slots[slot])
      }
      slot = next(slot)
    }
    slots[slot] = fingerprint << 32 | UInt64(index + 1)
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
    let index = Self.index(in: slots[slot])
    vacate(slot)
    count -= 1
    return index
  }

  /// Gives the entry of index `index` and hash `hash` the index
  /// `newIndex`: for a caller whose element moved in its own storage.
  ///
  /// - Complexity: O(1) expected.
  package mutating func replaceIndex(_ index: Int, forHash hash: Int, with newIndex: Int) {
    precondition(
      newIndex >= 0 && newIndex < Self.maximumCount, "more entries than a hash index holds")
    var slot = home(Self.fingerprint(hash))
    while Self.index(in: slots[slot]) != index {
      precondition(slots[slot] != 0, "an index the table does not hold")
      slot = next(slot)
    }
    slots[slot] = (slots[slot] & 0xFFFF_FFFF_0000_0000) | UInt64(newIndex + 1)
  }

  /// The hash values of `elements[range]`, in order: what a caller
  /// probes the table with.
  ///
  /// Hashed in a pass of their own so that the probes, in slots far apart
  /// in memory, follow one another with no call to the element's hash
  /// between them: the processor then waits for several at once.
  ///
  /// - Complexity: O(*k*) for a range of *k*.
  package static func hashValues<Element: Hashable>(
    of elements: [Element], in range: Range<Int>
  ) -> [Int] {
    var hashes: [Int] = []
    hashes.reserveCapacity(range.count)
    for offset in range { hashes.append(elements[offset].hashValue) }
    return hashes
  }

  /// The slot of hash `hash` whose index `matches` accepts, or nil.
  private func slot(forHash hash: Int, where matches: (Int) -> Bool) -> Int? {
    let fingerprint = Self.fingerprint(hash)
    var slot = home(fingerprint)
    while slots[slot] != 0 {
      if slots[slot] >> 32 == fingerprint, matches(Self.index(in: slots[slot])) { return slot }
      slot = next(slot)
    }
    return nil
  }

  /// The top 32 bits of `hash` times a constant (2⁶⁴ over the golden
  /// ratio), in 64 bits whatever `Int`'s width: mixed, so that a type
  /// whose own `hashValue` varies only in its low or high bits still
  /// spreads.
  private static func fingerprint(_ hash: Int) -> UInt64 {
    (UInt64(truncatingIfNeeded: hash) &* 0x9E37_79B9_7F4A_7C15) >> 32
  }

  /// The index an occupied slot holds.
  private static func index(in slot: UInt64) -> Int {
    Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
  }

  /// The first slot an entry of `fingerprint` may take.
  private func home(_ fingerprint: UInt64) -> Int {
    Int(truncatingIfNeeded: fingerprint >> UInt64(shift))
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
      let start = home(slots[later] >> 32)
      // Whether the entry at `later` may sit at `hole`: its home is not
      // after the hole, cyclically.
      if (later - start) & mask >= (later - hole) & mask {
        slots[hole] = slots[later]
        hole = later
      }
      later = next(later)
    }
    slots[hole] = 0
  }

  /// Doubles the table, placing each entry again by its fingerprint.
  private mutating func grow() {
    guard slots.count < Self.maximumCapacity else { return }
    let old = slots
    shift -= 1
    slots = [UInt64](repeating: 0, count: 2 * old.count)
    for entry in old where entry != 0 {
      var slot = home(entry >> 32)
      while slots[slot] != 0 { slot = next(slot) }
      slots[slot] = entry
    }
  }
}
