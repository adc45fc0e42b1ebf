// The items whose value changed while their id stayed (what LazyMasonry
// reads again when its items are Equatable): by hand, and over seeded
// random lists against a brute-force search by id (distinct ids) and
// against the documented rule itself (repeated ids).

import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting
import XCTest

final class MasonryCollectionFeedChangedItemsTests: XCTestCase {
  typealias Feed = MasonryCollectionFeed<String>

  struct Item: Equatable {
    var id: String
    var value: Int
  }

  struct Opaque {
    var id: String
  }

  func changed(_ old: [Item], _ new: [Item]) -> [String] {
    Feed.changedIDs(from: old, ids: old.map(\.id), to: new, ids: new.map(\.id))
  }

  /// Seen through a generic context that does not know the items are
  /// Equatable, as the SwiftUI coordinator sees them.
  func changedIfEquatable<Value>(_ old: [Value], _ new: [Value], ids: (Value) -> String)
    -> [String]?
  {
    Feed.changedIDsIfEquatable(from: old, ids: old.map(ids), to: new, ids: new.map(ids))
  }

  func testItemsThatAreEquatableAtRunTimeAreCompared() {
    let old = [Item(id: "a", value: 1), Item(id: "b", value: 1)]
    let new = [Item(id: "a", value: 1), Item(id: "b", value: 2)]
    XCTAssertEqual(changedIfEquatable(old, new, ids: \.id), ["b"])
    XCTAssertNil(
      changedIfEquatable([Opaque(id: "a")], [Opaque(id: "a")], ids: \.id),
      "not Equatable: changes are not seen")
  }

  func testByHand() {
    let a = Item(id: "a", value: 0)
    let b = Item(id: "b", value: 0)
    let c = Item(id: "c", value: 0)
    let d = Item(id: "d", value: 0)
    func changed(_ item: Item) -> Item { Item(id: item.id, value: item.value + 1) }
    XCTAssertEqual(self.changed([a, b, c], [a, b, c]), [])
    // Values only: every place agrees.
    XCTAssertEqual(self.changed([a, b, c], [a, changed(b), changed(c)]), ["b", "c"])
    // An insertion and a move around changed items; the inserted id is
    // not among them.
    XCTAssertEqual(self.changed([a, b, c], [changed(c), d, a, changed(b)]), ["c", "b"])
    XCTAssertEqual(self.changed([a, b], []), [])
    XCTAssertEqual(self.changed([], [a]), [])
    // A repeated id changed at its dropped place: reported once.
    XCTAssertEqual(self.changed([a, b, a], [a, b, changed(a)]), ["a"])
  }

  func testRandomListsAgainstABruteForceSearchByID() {
    RandomSweep.forEachCase(2_000, seed: 0xC4A_6ED) { seed, random in
      let distinct = Bool.random(using: &random)
      let names = distinct ? (0..<30).map { "\($0)" } : (0..<6).map { "\($0)" }
      func item(_ id: String) -> Item { Item(id: id, value: Int.random(in: 0...1, using: &random)) }
      var oldIDs = (0..<Int.random(in: 0...20, using: &random)).map { _ in
        names.randomElement(using: &random)!
      }
      if distinct { oldIDs = Array(Set(oldIDs)).shuffled(using: &random) }
      let old = oldIDs.map(item)
      var new = old.filter { _ in Int.random(in: 0..<5, using: &random) != 0 }
      for index in new.indices where Bool.random(using: &random) {
        new[index].value = Int.random(in: 0...1, using: &random)
      }
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        let id = distinct ? "new\(new.count)" : names.randomElement(using: &random)!
        new.insert(item(id), at: Int.random(in: 0...new.count, using: &random))
      }
      if new.count > 1, Bool.random(using: &random) {
        new.swapAt(Int.random(in: new.indices, using: &random), new.count - 1)
      }
      let found = changed(old, new)
      if distinct {
        // Every id in both lists whose item changed, in the new order.
        let before = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0) })
        let expected = new.filter { item in before[item.id].map { $0 != item } ?? false }.map(\.id)
        XCTAssertEqual(found, expected, "seed \(seed): \(old) → \(new)")
      } else {
        // The rule: aligned places in the common prefix and suffix, the
        // first old occurrence in the changed middle; each id once.
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix].id == new[prefix].id { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix,
          old[old.count - 1 - suffix].id == new[new.count - 1 - suffix].id
        {
          suffix += 1
        }
        var expected: [String] = []
        for (index, item) in new.enumerated() {
          let match: Item?
          if index < prefix {
            match = old[index]
          } else if index >= new.count - suffix {
            match = old[old.count - (new.count - index)]
          } else {
            match = old[prefix..<(old.count - suffix)].first { $0.id == item.id }
          }
          if let match, match != item, !expected.contains(item.id) { expected.append(item.id) }
        }
        XCTAssertEqual(found, expected, "seed \(seed): \(old) → \(new)")
      }
    }
  }
}
