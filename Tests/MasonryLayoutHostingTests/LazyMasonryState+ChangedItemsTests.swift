// The items whose value changed while their id stayed (what LazyMasonry
// reads again when its items are Equatable): by hand, and over seeded
// random lists, repeated ids included, against a brute-force search of
// each id's first item.

import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting
import XCTest

final class LazyMasonryStateChangedItemsTests: XCTestCase {
  typealias Feed = LazyMasonryState<String>

  struct Item: Equatable {
    var id: String
    var value: Int
  }

  struct Opaque {
    var id: String
  }

  /// Through the path the feed's duplicate counts pick.
  func changed(_ old: [Item], _ new: [Item]) -> [String] {
    let distinct = Set(old.map(\.id)).count == old.count && Set(new.map(\.id)).count == new.count
    return Feed.changedIDs(
      from: old, ids: old.map(\.id), to: new, ids: new.map(\.id), distinct: distinct)
  }

  /// Seen through a generic context that does not know the items are
  /// Equatable, as the SwiftUI coordinator sees them.
  func changedIfEquatable<Value>(_ old: [Value], _ new: [Value], ids: (Value) -> String)
    -> [String]?
  {
    Feed.changedIDsIfEquatable(
      from: old, ids: old.map(ids), to: new, ids: new.map(ids), distinct: true)
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
    // A repeated id: only its first item counts, the one shown.
    XCTAssertEqual(self.changed([a, b, a], [a, b, changed(a)]), [])
    XCTAssertEqual(self.changed([a, b, a], [changed(a), b, a]), ["a"])
    // The first "a" is now another item, at another place, whose value
    // differs from the first old one's.
    XCTAssertEqual(self.changed([b, a], [changed(a), b, a]), ["a"])
  }

  func testRandomListsAgainstABruteForceSearchByID() {
    RandomSweep.forEachCase(1_000, seed: 0xC4A_6ED) { seed, random in
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
      // Every id in both lists whose first item changed, in the new
      // order, each once.
      var firstOld: [String: Item] = [:]
      for item in old where firstOld[item.id] == nil { firstOld[item.id] = item }
      var seen = Set<String>()
      let expected = new.filter { item in
        seen.insert(item.id).inserted && firstOld[item.id].map { $0 != item } == true
      }.map(\.id)
      XCTAssertEqual(found, expected, "seed \(seed): \(old) → \(new)")
    }
  }
}
