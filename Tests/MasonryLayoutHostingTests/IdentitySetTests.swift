// The feed's set of ids (an open-addressing table) against the standard
// library's Set: seeded random insertions and removals, with ids whose
// hashes collide (long probe runs, removals from their middle, a table
// that grows while they are there).

import LayoutTestSupport
import XCTest

@testable import MasonryLayoutHosting

final class IdentitySetTests: XCTestCase {
  func testInsertionsAndRemovalsAgreeWithSet() {
    var cases = 0
    RandomSweep.forEachCase(400, seed: 0x1D5E_7001) { seed, random in
      let universe = Int.random(in: 1...300, using: &random)
      let buckets = [1, 3, 64, Int.max].randomElement(using: &random)!
      var set = _IdentitySet<CollidingID>(minimumCapacity: Int.random(in: 0...40, using: &random))
      var reference = Set<Int>()
      for step in 0..<Int.random(in: 0...600, using: &random) {
        let value = Int.random(in: 0..<universe, using: &random)
        let id = CollidingID(value: value, buckets: buckets)
        let context = "seed \(seed) step \(step): \(value)"
        if Int.random(in: 0..<3, using: &random) == 0 {
          XCTAssertEqual(set.remove(id), reference.remove(value) != nil, context)
        } else {
          XCTAssertEqual(set.insert(id), reference.insert(value).inserted, context)
        }
        XCTAssertEqual(set.count, reference.count, context)
        // Now and then every id of the universe, members or not.
        if step % 50 == 0 {
          for other in 0..<universe {
            XCTAssertEqual(
              set.contains(CollidingID(value: other, buckets: buckets)), reference.contains(other),
              "\(context), \(other)")
          }
        }
      }
      for other in 0..<universe {
        XCTAssertEqual(
          set.contains(CollidingID(value: other, buckets: buckets)), reference.contains(other),
          "seed \(seed), \(other)")
      }
      cases += 1
    }
    RandomSweep.tally("MasonryFeed identity set against Set", cases)
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
