// UpdateItem.updates(from:to:): the batch update read from two lists of
// identifiers, by hand and over random lists, through the rule that
// follows an item.

import CircularLayoutHosting
import LayoutTestSupport
import XCTest

final class UpdateItemDiffingTests: XCTestCase {
  func testByHand() {
    XCTAssertEqual(UpdateItem.updates(from: ["a", "b", "c"], to: ["a", "b", "c"]), [])
    XCTAssertEqual(
      UpdateItem.updates(from: ["a", "b", "c"], to: ["z", "a", "c"]), [.delete(1), .insert(0)])
    XCTAssertEqual(
      UpdateItem.updates(from: ["a", "b", "c"], to: ["c", "a", "b"]), [.move(from: 2, to: 0)])
    XCTAssertEqual(UpdateItem.updates(from: [String](), to: ["a"]), [.insert(0)])
    XCTAssertEqual(UpdateItem.updates(from: ["a", "b"], to: []), [.delete(0), .delete(1)])
  }

  /// Over random lists of distinct identifiers, every identifier that
  /// survives is followed to its new index, and one that is gone hands
  /// over to the next survivor after it (or the last one before it).
  func testEverySurvivorIsFollowedToItsNewIndex() {
    RandomSweep.forEachCase(500, seed: 0x1D_D1FF) { seed, random in
      let old = Array((0..<Int.random(in: 0...12, using: &random)).shuffled(using: &random))
      var new = old.filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        new.insert(100 + new.count, at: Int.random(in: 0...new.count, using: &random))
      }
      if new.count > 1, Bool.random(using: &random) { new.swapAt(0, new.count - 1) }
      let updates = UpdateItem.updates(from: old, to: new)
      for (index, id) in old.enumerated() {
        let followed = UpdateItem.index(
          following: index, through: updates, itemCount: old.count, newItemCount: new.count)
        if let position = new.firstIndex(of: id) {
          XCTAssertEqual(followed, position, "seed \(seed): \(old) → \(new) via \(updates)")
        } else if let next = old[(index + 1)...].first(where: new.contains) {
          XCTAssertEqual(followed, new.firstIndex(of: next), "seed \(seed): \(old) → \(new)")
        } else if new.isEmpty {
          XCTAssertNil(followed, "seed \(seed)")
        }
      }
    }
  }

  /// Over random lists, duplicates included: the batch turns the old list
  /// into the new one (the survivors keep their order, each insertion and
  /// move's destination holds the new list's identifier there), and for
  /// distinct identifiers it deletes as few as the standard library's
  /// Myers difference, the brute-force reference.
  func testTheBatchRebuildsTheNewListAndIsAsSmallAsMyers() {
    RandomSweep.forEachCase(1_000, seed: 0xD1FF_5EED) { seed, random in
      let distinct = Bool.random(using: &random)
      let range = distinct ? 0...30 : 0...6
      var old = (0..<Int.random(in: 0...20, using: &random)).map { _ in
        Int.random(in: range, using: &random)
      }
      if distinct { old = Array(Set(old)).shuffled(using: &random) }
      var new = old.filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
      for _ in 0..<Int.random(in: 0...5, using: &random) {
        let id = distinct ? 100 + new.count : Int.random(in: range, using: &random)
        new.insert(id, at: Int.random(in: 0...new.count, using: &random))
      }
      if new.count > 1, Bool.random(using: &random) {
        new.swapAt(Int.random(in: new.indices, using: &random), new.count - 1)
      }
      let updates = UpdateItem.updates(from: old, to: new)
      var removed = Set<Int>()
      var placed: [Int: Int] = [:]
      for update in updates {
        switch update {
        case .delete(let index):
          XCTAssertTrue(removed.insert(index).inserted, "seed \(seed)")
        case .move(let from, let to):
          XCTAssertTrue(removed.insert(from).inserted, "seed \(seed)")
          XCTAssertNil(placed.updateValue(old[from], forKey: to), "seed \(seed)")
        case .insert(let index):
          XCTAssertNil(placed.updateValue(new[index], forKey: index), "seed \(seed)")
        case .reload: XCTFail("seed \(seed): a reload")
        }
      }
      var survivors = old.indices.filter { !removed.contains($0) }.map { old[$0] }[...]
      var rebuilt: [Int] = []
      for index in new.indices {
        if let id = placed[index] {
          rebuilt.append(id)
        } else if let id = survivors.popFirst() {
          rebuilt.append(id)
        }
      }
      XCTAssertEqual(rebuilt, new, "seed \(seed): \(old) → \(new) via \(updates)")
      XCTAssertTrue(survivors.isEmpty, "seed \(seed)")
      if distinct {
        XCTAssertEqual(
          removed.count, new.difference(from: old).removals.count,
          "seed \(seed): \(old) → \(new) via \(updates)")
      }
    }
  }

  /// The batch from no identifiers is every insertion, and to none every
  /// deletion, in order, at a size where a quadratic difference does not
  /// finish in a test run (the standard library's, which this used until
  /// 1.5.0, takes minutes for 100k identifiers and about an hour for a
  /// million: every WheelView and CarouselView was made through it).
  func testAHundredThousandIdentifiersFromNoneAndBackToNone() {
    let ids = Array(0..<100_000)
    XCTAssertEqual(UpdateItem.updates(from: [], to: ids), ids.map(UpdateItem.insert))
    XCTAssertEqual(UpdateItem.updates(from: ids, to: []), ids.map(UpdateItem.delete))
  }
}
