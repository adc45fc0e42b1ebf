// IdentityDifference's alignment that drops the repeats of the new
// middle as it aligns (each middle hashed once, through _HashIndex, and
// an _IdentitySet for the new ids) against dropping them first and
// aligning with the plain alignment, with hashes that collide.

import LayoutTestSupport
import XCTest

@testable import LayoutGeometry

final class IdentityDifferenceTests: XCTestCase {
  /// The alignment that drops the middle's repeats as it goes (one hashing
  /// pass, through the hash index) against dropping them first and
  /// aligning with a dictionary: the same matches, the same kept run, the
  /// same repeats; `nil` exactly when an id of the new middle sits in the
  /// old prefix or suffix. Both match each id as brute force does; the
  /// new middle's hashes come back, and the old middle's, given, are not
  /// needed again.
  func testTheAlignmentThatDropsRepeatsIsTheOneAfterDroppingThem() {
    var cases = 0
    defer { RandomSweep.tally("IdentityDifference alignment with repeats", cases) }
    RandomSweep.forEachCase(200, seed: 0xA119_4ED5) { seed, random in
      let buckets = [1, 3, 1_000].randomElement(using: &random)!
      let ids = { (values: [Int]) in values.map { CollidingID(value: $0, buckets: buckets) } }
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
      // The old middle's hashes given half the time, as a feed that kept
      // them from the alignment before gives them.
      let oldHashes =
        Bool.random(using: &random)
        ? old[prefix..<(old.count - suffix)].map(\.hashValue)[...] : nil
      let found = IdentityDifference.alignment(
        from: old, to: new, prefix: prefix, suffix: suffix, oldHashes: oldHashes,
        isElsewhere: { !oldMiddle.contains($0) && old.contains($0) })
      // The reference: the middle's first occurrences, then a plain alignment.
      var seen = Set<CollidingID>()
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
      XCTAssertEqual(
        found.hashes, deduplicated[prefix..<(deduplicated.count - suffix)].map(\.hashValue), context
      )
      XCTAssertEqual(found.alignment.newCount, deduplicated.count, context)
      XCTAssertEqual(
        found.alignment.difference(from: old, to: deduplicated),
        expected.difference(from: old, to: deduplicated), context)
      XCTAssertEqual(found.alignment.changeCount, expected.changeCount, context)
      // Both against brute force: each new id of the middle matches its
      // old position there, once (the table's candidate confirmed, or
      // looked up in full when another id shares its hash).
      let oldEnd = old.count - suffix
      let newEnd = deduplicated.count - suffix
      if prefix < oldEnd, prefix < newEnd {
        var taken = Set<Int>()
        let matched = (prefix..<newEnd).map { offset in
          guard let position = (prefix..<oldEnd).first(where: { old[$0] == deduplicated[offset] }),
            taken.insert(position).inserted
          else { return -1 }
          return position
        }
        XCTAssertEqual(found.alignment.matched, matched, context)
        XCTAssertEqual(expected.matched, matched, context)
      }
      cases += 1
    }
  }

  /// The old middle's hashes, when given, are the ones its table is filled
  /// with (the old ids are not hashed again): given hashes that are not
  /// the ids' own, no new id finds its old position.
  func testTheOldHashesGivenAreTheOnesLookedUp() throws {
    let old = [10, 11, 12]
    let new = [12, 11, 10]
    let wrong = try XCTUnwrap(
      IdentityDifference.alignment(
        from: old, to: new, prefix: 0, suffix: 0, oldHashes: [7, 7, 7][...],
        isElsewhere: { _ in false }))
    XCTAssertEqual(wrong.alignment.matched, [-1, -1, -1])
    let own = try XCTUnwrap(
      IdentityDifference.alignment(
        from: old, to: new, prefix: 0, suffix: 0, oldHashes: old.map(\.hashValue)[...],
        isElsewhere: { _ in false }))
    XCTAssertEqual(own.alignment.matched, [2, 1, 0])
    XCTAssertEqual(own.hashes, new.map(\.hashValue))
  }
}
