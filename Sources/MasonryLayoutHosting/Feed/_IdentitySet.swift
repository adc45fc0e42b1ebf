// The feed's ids as a set: what an apply checks a new id against, and
// keeps up to date. An open-addressing table of the ids rather than a
// `Set<ID>`: in the generic code the feed runs for the app's identifier
// type, each call into the standard library's set looked its type
// metadata up again, which cost more than the hashing (a first apply of
// 100,000 ids took 18 to 28 ms with the set, about 8 with the table, in a
// scratch program beside a specialised `Set<Int>`'s 3 to 5: 8125c63). It
// holds a copy of the ids, their hashes and a table at most half full:
// about 2.5 times a `Set<ID>` of `Int`s.

/// A set of identifiers: each found by its hash and `==`, in a table with
/// linear probing whose slots name the member's place in a dense list.
internal struct _IdentitySet<ID: Hashable & Sendable>: Sendable {
  /// The members, in no order.
  private var members: [ID] = []
  /// Each member's hash, at the member's index.
  private var memberHashes: [Int] = []
  /// Each slot's member index plus one, or 0 when empty; at most half
  /// full.
  private var slots: [Int]
  /// 64 less the table's log2 capacity: a hash's home slot is the top
  /// bits of its product with a constant, so that a type whose own
  /// `hashValue` varies only in its high bits still spreads.
  private var shift: Int

  /// An empty set with room for `minimumCapacity` members before it
  /// grows.
  ///
  /// - Complexity: O(*k*) for a capacity of *k*.
  internal init(minimumCapacity: Int = 0) {
    var capacity = 8
    while capacity < 2 * minimumCapacity { capacity *= 2 }
    slots = [Int](repeating: 0, count: capacity)
    shift = 64 - capacity.trailingZeroBitCount
    members.reserveCapacity(minimumCapacity)
    memberHashes.reserveCapacity(minimumCapacity)
  }

  /// The number of members.
  internal var count: Int { members.count }

  /// Whether `id` is a member.
  ///
  /// - Complexity: O(1) expected: one hash, and `==` for each slot of the
  ///   same hash.
  internal func contains(_ id: ID) -> Bool {
    slot(of: id, hash: id.hashValue) != nil
  }

  /// Adds `id` unless it is a member.
  ///
  /// - Returns: Whether it was added.
  /// - Complexity: Amortised O(1) expected.
  @discardableResult
  internal mutating func insert(_ id: ID) -> Bool {
    let hash = id.hashValue
    var slot = home(hash)
    while slots[slot] != 0 {
      let member = slots[slot] - 1
      if memberHashes[member] == hash, members[member] == id { return false }
      slot = next(slot)
    }
    slots[slot] = members.count + 1
    members.append(id)
    memberHashes.append(hash)
    if 2 * members.count > slots.count { grow() }
    return true
  }

  /// Takes `id` out if it is a member.
  ///
  /// - Returns: Whether it was a member.
  /// - Complexity: O(1) expected.
  @discardableResult
  internal mutating func remove(_ id: ID) -> Bool {
    guard let slot = slot(of: id, hash: id.hashValue) else { return false }
    let member = slots[slot] - 1
    vacate(slot)
    // The last member takes the removed one's place in the list.
    let last = members.count - 1
    if member != last {
      var moved = home(memberHashes[last])
      while slots[moved] != last + 1 { moved = next(moved) }
      slots[moved] = member + 1
      members[member] = members[last]
      memberHashes[member] = memberHashes[last]
    }
    members.removeLast()
    memberHashes.removeLast()
    return true
  }

  /// The slot that holds `id`, whose hash is `hash`, or nil.
  private func slot(of id: ID, hash: Int) -> Int? {
    var slot = home(hash)
    while slots[slot] != 0 {
      let member = slots[slot] - 1
      if memberHashes[member] == hash, members[member] == id { return slot }
      slot = next(slot)
    }
    return nil
  }

  /// The first slot a member of `hash` may take.
  private func home(_ hash: Int) -> Int {
    Int(truncatingIfNeeded: UInt(bitPattern: hash &* -7_046_029_254_386_353_131) >> UInt(shift))
  }

  /// The slot after `slot`, the first after the last.
  private func next(_ slot: Int) -> Int {
    slot + 1 == slots.count ? 0 : slot + 1
  }

  /// Empties `slot`, moving back each later slot of its run that may
  /// take its place (a member's slot is never before its home slot), so
  /// that every member stays reachable from its home without markers.
  private mutating func vacate(_ slot: Int) {
    let mask = slots.count - 1
    var hole = slot
    var later = next(slot)
    while slots[later] != 0 {
      let start = home(memberHashes[slots[later] - 1])
      // Whether the member at `later` may sit at `hole`: its home is not
      // after the hole, cyclically.
      if (later - start) & mask >= (later - hole) & mask {
        slots[hole] = slots[later]
        hole = later
      }
      later = next(later)
    }
    slots[hole] = 0
  }

  /// Doubles the table, placing each member again by its kept hash.
  private mutating func grow() {
    let capacity = slots.count * 2
    shift -= 1
    slots = [Int](repeating: 0, count: capacity)
    for (member, hash) in memberHashes.enumerated() {
      var slot = home(hash)
      while slots[slot] != 0 { slot = next(slot) }
      slots[slot] = member + 1
    }
  }
}
