// The positions of a list's identifiers, found by hash: what an identity
// difference looks each new identifier up in. An open-addressing table of
// positions rather than a `[ID: Int]`: in the generic code a host runs
// for the app's identifier type, each call into the standard library's
// dictionary looks its type metadata up again, which cost more than the
// hashing (Benchmarks/README.md).

/// The positions of `ids[range]`, each found by its identifier's hash and
/// `==`. The identifiers in the range are distinct.
internal struct _PositionTable<ID: Hashable> {
  /// Each slot's position plus one, or 0 when empty.
  private var slots: [Int]
  /// Each slot's hash, compared before the identifiers are.
  private var hashes: [Int]
  private let mask: Int

  /// The table of `ids[range]`.
  ///
  /// - Complexity: O(*k*) for *k* positions, one hash each.
  internal init(_ ids: [ID], _ range: Range<Int>) {
    var capacity = 8
    while capacity < 2 * range.count { capacity *= 2 }
    mask = capacity - 1
    slots = [Int](repeating: 0, count: capacity)
    hashes = [Int](repeating: 0, count: capacity)
    for position in range {
      let hash = ids[position].hashValue
      var slot = hash & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = position + 1
      hashes[slot] = hash
    }
  }

  /// The position of `id` in `ids`, the list the table was made of, or
  /// `nil` when it is not in the range.
  ///
  /// - Complexity: O(1) expected: one hash, and `==` for each slot of the
  ///   same hash.
  internal func position(of id: ID, in ids: [ID]) -> Int? {
    let hash = id.hashValue
    var slot = hash & mask
    while slots[slot] != 0 {
      if hashes[slot] == hash, ids[slots[slot] - 1] == id { return slots[slot] - 1 }
      slot = (slot + 1) & mask
    }
    return nil
  }
}
