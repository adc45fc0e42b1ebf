// A set of identifiers: the feed's ids, what an apply checks a new id
// against and keeps up to date. Its ids in a list, found through the
// package's one hash table (`_HashIndex`), rather than a `Set<ID>`: in the
// generic code the feed runs for the app's identifier type, each call into
// the standard library's set looked its type metadata up again, which
// cost more than the hashing (a first apply of 100,000 ids took 18 to 28
// ms with the set, about 8 with a table, in a scratch program beside a
// specialised `Set<Int>`'s 3 to 5: 8125c63). It holds a copy of the ids
// and a table of one word a slot, at most half full: 24 to 40 bytes a
// member for `Int` ids.

/// A set of identifiers, each found by its hash and `==`, in a list
/// indexed by hash.
///
/// Members keep the order they were inserted in until one is removed: a
/// removal moves the last member to the removed one's index.
package struct _IdentitySet<ID: Hashable> {
  /// The members, in the order of insertion until a removal (which moves
  /// the last member to the removed one's index).
  package private(set) var members: [ID] = []
  /// Each member's index, by its hash.
  private var table: _HashIndex

  /// An empty set with room for `minimumCapacity` members before it
  /// grows.
  ///
  /// - Complexity: O(*k*) for a capacity of *k*.
  package init(minimumCapacity: Int = 0) {
    table = _HashIndex(minimumCapacity: minimumCapacity)
    members.reserveCapacity(minimumCapacity)
  }

  /// The number of members.
  package var count: Int { members.count }

  /// Whether `id` is a member.
  ///
  /// - Complexity: O(1) expected: one hash, and `==` for each member of
  ///   the same hash.
  package func contains(_ id: ID) -> Bool {
    table.index(forHash: id.hashValue) { members[$0] == id } != nil
  }

  /// Adds `id` unless it is a member.
  ///
  /// - Returns: Whether it was added.
  /// - Complexity: Amortised O(1) expected.
  @discardableResult
  package mutating func insert(_ id: ID) -> Bool {
    insert(id, hash: id.hashValue)
  }

  /// Adds each of `ids` that is not a member, in order: an identifier
  /// repeated in `ids` is added at its first occurrence.
  ///
  /// One call for a whole list, so that the generic code an identifier
  /// type runs looks up its type's metadata once, not once an identifier.
  ///
  /// - Returns: The offsets in `ids` of those not added, ascending.
  /// - Complexity: O(*k*) expected for *k* identifiers.
  package mutating func insert(contentsOf ids: [ID]) -> [Int] {
    let hashes = _HashIndex.hashValues(of: ids, in: ids.indices)
    // Grown geometrically: many short lists must not copy the members each.
    if members.capacity < members.count + ids.count {
      members.reserveCapacity(Swift.max(members.count + ids.count, 2 * members.capacity))
    }
    var repeats: [Int] = []
    for offset in ids.indices where !insert(ids[offset], hash: hashes[offset]) {
      repeats.append(offset)
    }
    return repeats
  }

  /// Adds `id`, whose hash value is `hash`, unless it is a member: the one
  /// insertion both package ways of adding call.
  ///
  /// - Returns: Whether it was added.
  private mutating func insert(_ id: ID, hash: Int) -> Bool {
    let added = table.insert(members.count, forHash: hash) { members[$0] == id } == nil
    if added { members.append(id) }
    return added
  }

  /// Takes `id` out if it is a member.
  ///
  /// - Returns: Whether it was a member.
  /// - Complexity: O(1) expected: a second hash when the last member
  ///   moves to the removed one's index.
  @discardableResult
  package mutating func remove(_ id: ID) -> Bool {
    guard let member = table.remove(forHash: id.hashValue, where: { members[$0] == id }) else {
      return false
    }
    let last = members.count - 1
    if member != last {
      table.replaceIndex(last, forHash: members[last].hashValue, with: member)
      members[member] = members[last]
    }
    members.removeLast()
    return true
  }
}

extension _IdentitySet: Sendable where ID: Sendable {}
