import CircularLayout
import CircularLayoutHosting
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class UpdateItemFollowingTests: XCTestCase {
  // MARK: - By hand

  func testTheCentredItemIsFollowed() {
    // 10 items, item 5 centred; two inserted before it, one deleted.
    XCTAssertEqual(
      UpdateItem.index(
        following: 5, through: [.insert(0), .insert(3), .delete(1)], itemCount: 10,
        newItemCount: 11),
      6)
    // Inserted after it: unchanged.
    XCTAssertEqual(
      UpdateItem.index(following: 5, through: [.insert(9)], itemCount: 10, newItemCount: 11), 5)
    // Moved: to its new place.
    XCTAssertEqual(
      UpdateItem.index(
        following: 5, through: [.move(from: 5, to: 0)], itemCount: 10, newItemCount: 10),
      0)
    // Another item moved across it.
    XCTAssertEqual(
      UpdateItem.index(
        following: 5, through: [.move(from: 0, to: 9)], itemCount: 10, newItemCount: 10),
      4)
    // Reloads change nothing.
    XCTAssertEqual(
      UpdateItem.index(following: 5, through: [.reload(5)], itemCount: 10, newItemCount: 10), 5)
  }

  func testADeletedItemHandsOver() {
    // Item 5 and 6 deleted: item 7, now at 5, takes its place.
    XCTAssertEqual(
      UpdateItem.index(
        following: 5, through: [.delete(5), .delete(6)], itemCount: 10, newItemCount: 8),
      5)
    // The last items deleted: the last survivor before them.
    XCTAssertEqual(
      UpdateItem.index(
        following: 9, through: [.delete(8), .delete(9)], itemCount: 10, newItemCount: 8),
      7)
    // Everything deleted.
    XCTAssertNil(
      UpdateItem.index(following: 0, through: [.delete(0)], itemCount: 1, newItemCount: 0))
    XCTAssertEqual(
      UpdateItem.index(
        following: 0, through: [.delete(0), .insert(0)], itemCount: 1, newItemCount: 1),
      0)
  }

  func testBadUpdatesAreIgnored() {
    // Deleting what does not exist, inserting past the end, repeats,
    // negative indices and counts.
    let updates: [UpdateItem] = [
      .delete(50), .delete(-1), .insert(99), .insert(-3), .delete(2), .delete(2),
      .move(from: 70, to: 1), .move(from: 1, to: 80),
    ]
    XCTAssertEqual(
      UpdateItem.index(following: 5, through: updates, itemCount: 10, newItemCount: 9), 4)
    XCTAssertNil(UpdateItem.index(following: 5, through: updates, itemCount: -4, newItemCount: -1))
    XCTAssertEqual(
      UpdateItem.index(following: .max, through: [], itemCount: 10, newItemCount: 10), 9)
    XCTAssertEqual(
      UpdateItem.index(following: .min, through: [], itemCount: 10, newItemCount: 10), 0)
  }

  func testTheCountBeforeComesFromTheUpdate() {
    XCTAssertEqual(
      UpdateItem.itemCount(before: [.insert(0), .insert(3), .delete(1)], newItemCount: 11), 10)
    XCTAssertEqual(
      UpdateItem.itemCount(
        before: [.move(from: 1, to: 2), .reload(0), .insert(0), .insert(0), .insert(-1)],
        newItemCount: 5),
      4)
    XCTAssertEqual(UpdateItem.itemCount(before: [.insert(0), .insert(1)], newItemCount: 1), 0)
    XCTAssertEqual(UpdateItem.itemCount(before: [.delete(0)], newItemCount: Int.max), Int.max)
    XCTAssertEqual(UpdateItem.itemCount(before: [], newItemCount: -3), 0)
  }

  func testTheOffsetKeepsTheItemWhereItStood() {
    let host = tutorialHost()
    // Item 3 centred at 399, a third of a step on; two items inserted at
    // the front: item 5 at 665, plus the same third.
    let bounds = phone(x: 399 + 133.0 / 3, y: 2)
    let kept = host.contentOffset(
      keepingCenteredThrough: [.insert(0), .insert(1)], in: bounds, itemCount: 10,
      newItemCount: 12)
    XCTAssertEqual(kept.x, 665 + 133.0 / 3, accuracy: 1e-9)
    XCTAssertEqual(kept.y, 2)
    // From no items: item 0 at its start.
    XCTAssertEqual(
      host.contentOffset(
        keepingCenteredThrough: [.insert(0)], in: bounds, itemCount: 0, newItemCount: 1),
      Point(x: 0, y: 2))
  }

  // MARK: - Random, against a simulation of the update

  func testFollowsTheItemThroughRandomUpdates() {
    var followed = 0
    defer { XCTAssertGreaterThan(followed, 500) }
    RandomSweep.forEachCase(1_000, seed: 0xC1_0040) { seed, generator in
      let oldCount = Int.random(in: 0...30, using: &generator)
      var items = Array(0..<oldCount)
      // Deletions (and moves' sources) by old index, then insertions (and
      // moves' targets) by new index, as UIKit applies them.
      var deleted = Set<Int>()
      var movedFrom: [Int] = []
      for old in 0..<oldCount where Int.random(in: 0..<4, using: &generator) == 0 {
        if Bool.random(using: &generator) { deleted.insert(old) } else { movedFrom.append(old) }
      }
      items.removeAll { deleted.contains($0) || movedFrom.contains($0) }
      let insertedCount = Int.random(in: 0...6, using: &generator)
      var pending = movedFrom.map { Optional($0) } + Array(repeating: nil, count: insertedCount)
      pending.shuffle(using: &generator)
      var updates: [UpdateItem] = deleted.map { .delete($0) }
      let newCount = items.count + pending.count
      let slots = Array(0..<newCount).shuffled(using: &generator).prefix(pending.count).sorted()
      for (slot, item) in zip(slots, pending) {
        items.insert(item ?? -1, at: slot)
      }
      for (slot, item) in zip(slots, pending) {
        if let item {
          updates.append(.move(from: item, to: slot))
        } else {
          updates.append(.insert(slot))
        }
      }
      updates.shuffle(using: &generator)
      guard oldCount > 0 else { return }
      let centred = Int.random(in: 0..<oldCount, using: &generator)
      XCTAssertEqual(
        UpdateItem.itemCount(before: updates, newItemCount: newCount), oldCount, "seed \(seed)")
      let answer = UpdateItem.index(
        following: centred, through: updates, itemCount: oldCount, newItemCount: newCount)
      guard newCount > 0 else { return XCTAssertNil(answer, "seed \(seed)") }
      if !deleted.contains(centred) {
        XCTAssertEqual(answer, items.firstIndex(of: centred), "seed \(seed): \(updates)")
        followed += 1
      } else {
        // The next survivor after it, else the last before it.
        let survivors = (0..<oldCount).filter { !deleted.contains($0) }
        let heir = survivors.first { $0 > centred } ?? survivors.last { $0 < centred }
        XCTAssertEqual(answer, heir.map { items.firstIndex(of: $0)! } ?? 0, "seed \(seed)")
      }
    }
  }
}
