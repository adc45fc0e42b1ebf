// ItemUpdate.updates(from:to:): the batch update read from two lists of
// identifiers, by hand and over random lists, through the rule that
// follows an item.

import CircularLayoutHosting
import LayoutTestSupport
import XCTest

final class ItemUpdateDiffingTests: XCTestCase {
  func testByHand() {
    XCTAssertEqual(ItemUpdate.updates(from: ["a", "b", "c"], to: ["a", "b", "c"]), [])
    XCTAssertEqual(
      ItemUpdate.updates(from: ["a", "b", "c"], to: ["z", "a", "c"]), [.delete(1), .insert(0)])
    XCTAssertEqual(
      ItemUpdate.updates(from: ["a", "b", "c"], to: ["c", "a", "b"]), [.move(from: 2, to: 0)])
    XCTAssertEqual(ItemUpdate.updates(from: [String](), to: ["a"]), [.insert(0)])
    XCTAssertEqual(ItemUpdate.updates(from: ["a", "b"], to: []), [.delete(0), .delete(1)])
  }

  /// Over random lists of distinct identifiers, every identifier that
  /// survives is followed to its new index, and one that is gone hands
  /// over to the next survivor after it (or the last one before it).
  func testEverySurvivorIsFollowedToItsNewIndex() {
    RandomSweep.forEachCase(1_000, seed: 0x1D_D1FF) { seed, random in
      let old = Array((0..<Int.random(in: 0...12, using: &random)).shuffled(using: &random))
      var new = old.filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        new.insert(100 + new.count, at: Int.random(in: 0...new.count, using: &random))
      }
      if new.count > 1, Bool.random(using: &random) { new.swapAt(0, new.count - 1) }
      let updates = ItemUpdate.updates(from: old, to: new)
      for (index, id) in old.enumerated() {
        let followed = ItemUpdate.index(
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
}
