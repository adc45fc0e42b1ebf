// The feed's set of identifiers, over the package's one hash table
// (_HashIndex, which an identity difference also looks ids up in),
// against the standard library's Set and a list of its members in order:
// seeded random insertions and removals, with ids whose hashes collide
// (long probe runs, removals from their middle, a table that grows while
// they are there).

import LayoutTestSupport
import XCTest

@testable import LayoutGeometry

final class IdentitySetTests: XCTestCase {
  func testInsertionsAndRemovalsAgreeWithSet() {
    var cases = 0
    RandomSweep.forEachCase(200, seed: 0x1D5E_7001) { seed, random in
      let universe = Int.random(in: 1...300, using: &random)
      let buckets = [1, 3, 64, Int.max].randomElement(using: &random)!
      var set = _IdentitySet<CollidingID>(minimumCapacity: Int.random(in: 0...40, using: &random))
      var reference = Set<Int>()
      // The members in the order the set promises: appended when
      // inserted; a removed one's index taken by the last.
      var order: [Int] = []
      for step in 0..<Int.random(in: 0...600, using: &random) {
        let value = Int.random(in: 0..<universe, using: &random)
        let id = CollidingID(value: value, buckets: buckets)
        let context = "seed \(seed) step \(step): \(value)"
        if Int.random(in: 0..<10, using: &random) == 0 {
          // A list at once: each value not yet a member added at its first
          // occurrence, the offsets of the others answered.
          let values = (0..<Int.random(in: 0...40, using: &random)).map { _ in
            Int.random(in: 0..<universe, using: &random)
          }
          var repeats: [Int] = []
          for (offset, value) in values.enumerated() {
            if reference.insert(value).inserted {
              order.append(value)
            } else {
              repeats.append(offset)
            }
          }
          let ids = values.map { CollidingID(value: $0, buckets: buckets) }
          XCTAssertEqual(set.insert(contentsOf: ids), repeats, "\(context): \(values)")
        } else if Int.random(in: 0..<3, using: &random) == 0 {
          XCTAssertEqual(set.remove(id), reference.remove(value) != nil, context)
          if let index = order.firstIndex(of: value) {
            order.swapAt(index, order.count - 1)
            order.removeLast()
          }
        } else {
          XCTAssertEqual(set.insert(id), reference.insert(value).inserted, context)
          if !order.contains(value) { order.append(value) }
        }
        XCTAssertEqual(set.count, reference.count, context)
        // Now and then every id of the universe, members or not.
        if step % 50 == 0 { assertMembers(set, order, universe, buckets, context) }
      }
      assertMembers(set, order, universe, buckets, "seed \(seed)")
      cases += 1
    }
    RandomSweep.tally("MasonryFeed identity set against Set", cases)
  }

  /// Each id of `0..<universe`: a member exactly when `order` holds it,
  /// at its index there.
  private func assertMembers(
    _ set: _IdentitySet<CollidingID>, _ order: [Int], _ universe: Int, _ buckets: Int,
    _ context: String
  ) {
    for other in 0..<universe {
      let id = CollidingID(value: other, buckets: buckets)
      XCTAssertEqual(set.contains(id), order.contains(other), "\(context), \(other)")
    }
    XCTAssertEqual(set.members.map(\.value), order, context)
  }

  /// The table under the set, by hand: entries of one hash told apart
  /// only by the caller's `matches`; an insertion that matches keeps the
  /// entry there (a list's first occurrence); a renamed index is found
  /// under its new name.
  func testTheHashIndexAsksTheCallerWhichEntryOfAHashMatches() {
    let list = ["a", "b", "a", "c", "b"]
    var table = _HashIndex()
    for (offset, id) in list.enumerated() {
      // Every entry under one hash: only `matches` tells them apart.
      let kept = table.insert(offset, forHash: 7) { list[$0] == id }
      XCTAssertEqual(kept, list.firstIndex(of: id).flatMap { $0 == offset ? nil : $0 }, id)
    }
    XCTAssertEqual(table.count, 3)
    // The first entry of the hash's fingerprint, whichever id it holds:
    // the caller confirms it.
    XCTAssertEqual(table.candidate(forHash: 7), 0)
    XCTAssertNil(table.candidate(forHash: 8))
    XCTAssertEqual(table.index(forHash: 7) { list[$0] == "c" }, 3)
    XCTAssertNil(table.index(forHash: 8) { list[$0] == "c" })
    XCTAssertEqual(table.remove(forHash: 7) { list[$0] == "a" }, 0)
    XCTAssertNil(table.index(forHash: 7) { list[$0] == "a" })
    XCTAssertEqual(table.index(forHash: 7) { list[$0] == "c" }, 3)
    table.replaceIndex(3, forHash: 7, with: 0)
    XCTAssertEqual(table.index(forHash: 7) { $0 == 0 }, 0)
    XCTAssertNil(table.index(forHash: 7) { $0 == 3 })
    XCTAssertEqual(table.count, 2)
  }

  /// The table's edges, with hashes whose slots were worked out by hand
  /// (a table of 8 slots; a hash's home is the top 3 bits of its product
  /// with 0x9E37_79B9_7F4A_7C15): 7 and 15 share home 2 with different
  /// fingerprints; 8 and 16 have home 7, the last slot; 0's fingerprint is
  /// 0.
  func testTheHashIndexAtItsEdgesByHand() {
    // The fingerprint, not the caller, turns 15 away from 7's entry.
    var table = _HashIndex()
    table.insert(0, forHash: 7) { _ in false }
    XCTAssertNil(table.index(forHash: 15) { _ in true })
    XCTAssertNil(table.candidate(forHash: 15))
    XCTAssertEqual(table.candidate(forHash: 7), 0)
    XCTAssertEqual(table.index(forHash: 7) { _ in true }, 0)
    // Three entries of home 7 run past the end (slots 7, 0, 1); taking the
    // first out moves the other two back across it.
    table = _HashIndex()
    for index in 0..<3 { table.insert(index, forHash: 8) { _ in false } }
    XCTAssertEqual(table.remove(forHash: 8) { $0 == 0 }, 0)
    XCTAssertEqual(table.index(forHash: 8) { $0 == 1 }, 1)
    XCTAssertEqual(table.index(forHash: 8) { $0 == 2 }, 2)
    XCTAssertNil(table.index(forHash: 8) { $0 == 0 })
    XCTAssertNil(table.index(forHash: 16) { _ in true })
    XCTAssertEqual(table.remove(forHash: 8) { $0 == 2 }, 2)
    XCTAssertEqual(table.index(forHash: 8) { $0 == 1 }, 1)
    XCTAssertEqual(table.count, 1)
    // A fingerprint of 0 still marks its slot taken.
    table = _HashIndex()
    table.insert(0, forHash: 0) { _ in false }
    XCTAssertEqual(table.index(forHash: 0) { _ in true }, 0)
    XCTAssertEqual(table.insert(1, forHash: 0) { $0 == 0 }, 0)
    XCTAssertEqual(table.count, 1)
  }

  func testAnEmptiedSetHoldsNothingAndFillsAgain() {
    var set = _IdentitySet<Int>()
    for value in 0..<1_000 { XCTAssertTrue(set.insert(value)) }
    XCTAssertFalse(set.insert(500))
    for value in stride(from: 999, through: 0, by: -1) { XCTAssertTrue(set.remove(value)) }
    XCTAssertEqual(set.count, 0)
    XCTAssertFalse(set.remove(3))
    XCTAssertFalse((0..<1_000).contains { set.contains($0) })
    XCTAssertTrue(set.insert(7))
    XCTAssertTrue(set.contains(7))
  }
}
