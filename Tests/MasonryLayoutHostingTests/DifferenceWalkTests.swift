// The walk over a difference's kept pairs, against the lists themselves:
// on random edits of random lists (with the feed's identity difference and
// the standard library's), every new index the difference kept names the
// old index of the same element, in order, and every insertion none.

import LayoutTestSupport
import XCTest

@testable import MasonryLayoutHosting

final class DifferenceWalkTests: XCTestCase {
  func testTheWalkPairsEveryKeptElementWithItsOldIndex() {
    for seed in RandomSweep.caseSeeds(150, seed: 0xD1FF_3A1C) {
      var random = SplitMix64(seed: seed)
      let old = Array(0..<Int.random(in: 0...40, using: &random)).shuffled(using: &random)
      var new = old.filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
      for _ in 0..<Int.random(in: 0...5, using: &random) {
        new.insert(100 + new.count, at: Int.random(in: 0...new.count, using: &random))
      }
      if new.count > 1, Bool.random(using: &random) { new.swapAt(0, new.count - 1) }
      for difference in [
        MasonryFeed<Int>.difference(from: old, to: new), new.difference(from: old),
      ] {
        let inserted = Set(
          difference.insertions.map { change -> Int in
            guard case .insert(let offset, _, _) = change else { return -1 }
            return offset
          })
        var walk = _DifferenceWalk(difference)
        var lastOld = -1
        for newIndex in new.indices {
          let oldIndex = walk.next()
          XCTAssertEqual(
            oldIndex == nil, inserted.contains(newIndex), "seed \(seed) at \(newIndex)")
          guard let oldIndex else { continue }
          XCTAssertEqual(old[oldIndex], new[newIndex], "seed \(seed) at \(newIndex)")
          XCTAssertGreaterThan(oldIndex, lastOld, "seed \(seed): kept pairs keep their order")
          lastOld = oldIndex
        }
      }
    }
  }
}
