// The identity diff: a difference worked out by hand, and seeded random
// lists against Swift's own Myers difference (the same number of
// removals, the smallest) and against applying it.

import LayoutGeometry
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
    RandomSweep.forEachCase(2_000, seed: 0xD1FF_0001) { seed, random in
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
    RandomSweep.forEachCase(1_000, seed: 0xD1FF_0002) { seed, random in
      var nextID = 1_000
      let old = (0..<Int.random(in: 0...30, using: &random)).map { _ in
        Int.random(in: 0..<12, using: &random)
      }
      let new = random.changedIDs(old, nextID: &nextID, duplicates: true)
      XCTAssertEqual(old.applying(Feed.difference(from: old, to: new)), new, "seed \(seed)")
    }
  }
}

extension MasonryFeedDifferenceTests {
  /// Identifiers whose hashes all collide, or fall in a few buckets: the
  /// position table's probes and `==` decide alone.
  private struct Colliding: Hashable {
    let value: Int
    let buckets: Int
    func hash(into hasher: inout Hasher) { hasher.combine(value % buckets) }
    static func == (a: Self, b: Self) -> Bool { a.value == b.value }
  }

  /// The alignment that drops the middle's repeats as it goes (one hashing
  /// pass, through the position table) against dropping them first and
  /// aligning with a dictionary: the same matches, the same kept run, the
  /// same repeats; `nil` exactly when an id of the new middle sits in the
  /// old prefix or suffix.
  func testTheAlignmentThatDropsRepeatsIsTheOneAfterDroppingThem() {
    var cases = 0
    defer { RandomSweep.tally("IdentityDifference alignment with repeats", cases) }
    RandomSweep.forEachCase(400, seed: 0xA119_4ED5) { seed, random in
      let buckets = [1, 3, 1_000].randomElement(using: &random)!
      let ids = { (values: [Int]) in values.map { Colliding(value: $0, buckets: buckets) } }
      let count = Int.random(in: 0...40, using: &random)
      let old = ids(Array(0..<count))
      var newValues = (0..<count).filter { _ in Int.random(in: 0..<5, using: &random) != 0 }
      newValues.shuffle(using: &random)
      for _ in 0..<Int.random(in: 0...6, using: &random) {
        let value =
          Bool.random(using: &random) || newValues.isEmpty
          ? Int.random(in: 0..<(count + 10), using: &random)
          : newValues.randomElement(using: &random)!
        newValues.insert(value, at: Int.random(in: 0...newValues.count, using: &random))
      }
      let new = ids(newValues)
      let (prefix, suffix) = IdentityDifference.trim(old, new)
      let oldMiddle = Set(old[prefix..<(old.count - suffix)])
      let found = IdentityDifference.alignment(
        from: old, to: new, prefix: prefix, suffix: suffix,
        isElsewhere: { !oldMiddle.contains($0) && old.contains($0) })
      // The reference: the middle's first occurrences, then a plain alignment.
      var seen = Set<Colliding>()
      var repeats: [Int] = []
      var elsewhere = false
      for offset in prefix..<(new.count - suffix) {
        let id = new[offset]
        if !oldMiddle.contains(id), old.contains(id) { elsewhere = true }
        if !seen.insert(id).inserted { repeats.append(offset) }
      }
      let context = "seed \(seed), \(buckets) buckets, \(count) to \(newValues)"
      guard !elsewhere else {
        XCTAssertNil(found, context)
        return
      }
      guard let found else { return XCTFail("no alignment, \(context)") }
      var deduplicated = new
      for offset in repeats.reversed() { deduplicated.remove(at: offset) }
      let expected = IdentityDifference.alignment(
        from: old, to: deduplicated, prefix: prefix, suffix: suffix)
      XCTAssertEqual(found.repeats, repeats, context)
      XCTAssertEqual(found.alignment.newCount, deduplicated.count, context)
      XCTAssertEqual(
        found.alignment.difference(from: old, to: deduplicated),
        expected.difference(from: old, to: deduplicated), context)
      XCTAssertEqual(found.alignment.changeCount, expected.changeCount, context)
      cases += 1
    }
  }
}
