// The identity diff: a difference worked out by hand, and seeded random
// lists against Swift's own Myers difference (the same number of
// removals, the smallest) and against applying it.

import LayoutTestSupport
import MasonryLayoutHosting
import XCTest

final class MasonryFeedDifferenceTests: XCTestCase {
  typealias Feed = MasonryLayoutHosting.MasonryFeed<Int>

  func testAMoveAndAReplacementByHand() {
    let diff = Feed.difference(from: [1, 2, 3, 4], to: [2, 3, 1, 5])
    // 2 and 3 stay; 1 moves from 0 to 2; 4 is removed, 5 inserted.
    XCTAssertEqual(
      Array(diff.removals),
      [
        .remove(offset: 0, element: 1, associatedWith: 2),
        .remove(offset: 3, element: 4, associatedWith: nil),
      ])
    XCTAssertEqual(
      Array(diff.insertions),
      [
        .insert(offset: 2, element: 1, associatedWith: 0),
        .insert(offset: 3, element: 5, associatedWith: nil),
      ])
  }

  func testOneRemovalTouchesOnlyItsOffset() {
    let old = Array(0..<1000)
    var new = old
    new.remove(at: 500)
    let diff = Feed.difference(from: old, to: new)
    XCTAssertEqual(Array(diff), [.remove(offset: 500, element: 500, associatedWith: nil)])
    XCTAssertTrue(Feed.difference(from: old, to: old).isEmpty)
    XCTAssertTrue(Feed.difference(from: [], to: []).isEmpty)
  }

  func testRandomListsAgreeWithMyersAndApply() {
    var cases = 0
    defer { RandomSweep.tally("MasonryFeed identity difference", cases) }
    RandomSweep.forEachCase(1_000, seed: 0xD1FF_0001) { seed, random in
      var nextID = 1_000
      let old = Array(0..<Int.random(in: 0...60, using: &random)).shuffled(using: &random)
      let new = random.changedIDs(old, nextID: &nextID, duplicates: false)
      let diff = Feed.difference(from: old, to: new)
      XCTAssertEqual(old.applying(diff), new, "seed \(seed)")
      let myers = new.difference(from: old)
      XCTAssertEqual(diff.removals.count, myers.removals.count, "seed \(seed)")
      XCTAssertEqual(diff.insertions.count, myers.insertions.count, "seed \(seed)")
      // A move pairs equal ids both ways; an id in both lists is never a
      // plain removal or insertion.
      let both = Set(old).intersection(new)
      for change in diff {
        switch change {
        case .remove(let offset, let id, let target):
          XCTAssertEqual(target != nil, both.contains(id), "seed \(seed)")
          if let target { XCTAssertEqual(new[target], id, "seed \(seed)") }
          XCTAssertEqual(old[offset], id)
        case .insert(let offset, let id, let source):
          XCTAssertEqual(source != nil, both.contains(id), "seed \(seed)")
          if let source { XCTAssertEqual(old[source], id, "seed \(seed)") }
          XCTAssertEqual(new[offset], id)
        }
      }
      cases += 1
    }
  }

  func testListsWithDuplicatesStillApply() {
    RandomSweep.forEachCase(500, seed: 0xD1FF_0002) { seed, random in
      var nextID = 1_000
      let old = (0..<Int.random(in: 0...30, using: &random)).map { _ in
        Int.random(in: 0..<12, using: &random)
      }
      let new = random.changedIDs(old, nextID: &nextID, duplicates: true)
      XCTAssertEqual(old.applying(Feed.difference(from: old, to: new)), new, "seed \(seed)")
    }
  }
}
