// Feeds keyed by id for the feed's tests: heights
// that are a function of the id (so a moved item's kept height is the one
// a fresh layout reads), a section provider over lists of ids, and the
// random data changes an app makes (removals, insertions, moves, filters,
// reloads, duplicates, new section counts).

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting

/// An item's estimated height for a width: a fixed length or an aspect
/// ratio, by its id.
func feedHeight(_ id: Int, _ width: Double) -> Double {
  let lengths: [Double] = [20, 44, 100, 150.5, 1.0 / 3, 300, 0, 77]
  return id % 5 == 4 ? width * Double(id % 7 + 1) / 4 : lengths[id % lengths.count]
}

/// A section provider over lists of ids, heights by ``feedHeight(_:_:)``.
struct IDSections: MasonrySectionProvider {
  var sections: [[Int]]
  var header: Double = 0
  var footer: Double = 0

  var sectionCount: Int { sections.count }
  func itemCount(inSection section: Int) -> Int { sections[section].count }
  func height(forItemAt path: ItemPath, width: Double) -> Double {
    feedHeight(sections[path.section][path.item], width)
  }
  func headerHeight(inSection section: Int, width: Double) -> Double { header }
  func footerHeight(inSection section: Int, width: Double) -> Double { footer }
}

/// The brute-force duplicate rule: the first occurrence of each id, over
/// the sections in order, is kept.
func firstOccurrences(_ sections: [[Int]]) -> [[Int]] {
  var seen = Set<Int>()
  return sections.map { $0.filter { seen.insert($0).inserted } }
}

extension SplitMix64 {
  /// A new list of ids from `old`: a few removals, insertions and moves,
  /// or a filter, a reload, a shuffle; with `duplicates`, an id repeated
  /// now and then.
  mutating func changedIDs(_ old: [Int], nextID: inout Int, duplicates: Bool) -> [Int] {
    var new = old
    switch Int.random(in: 0..<10, using: &self) {
    case 0: new = new.filter { _ in Bool.random(using: &self) }  // a filter
    case 1:  // a reload
      new = (0..<Int.random(in: 0...40, using: &self)).map { _ in
        nextID += 1
        return nextID
      }
    case 2: new.shuffle(using: &self)
    case 3: new = []
    default:
      for _ in 0..<Int.random(in: 0...4, using: &self) where !new.isEmpty {
        new.remove(at: Int.random(in: 0..<new.count, using: &self))
      }
      for _ in 0..<Int.random(in: 0...3, using: &self) where !new.isEmpty {
        let id = new.remove(at: Int.random(in: 0..<new.count, using: &self))
        new.insert(id, at: Int.random(in: 0...new.count, using: &self))
      }
      for _ in 0..<Int.random(in: 0...4, using: &self) {
        nextID += 1
        new.insert(nextID, at: Int.random(in: 0...new.count, using: &self))
      }
    }
    if duplicates, !new.isEmpty, Int.random(in: 0..<3, using: &self) == 0 {
      for _ in 0..<Int.random(in: 1...3, using: &self) {
        let id = new.randomElement(using: &self)!
        new.insert(id, at: Int.random(in: 0...new.count, using: &self))
      }
    }
    return new
  }

  /// New sections from `old`: each section's ids changed, an item now and
  /// then carried to another section, and now and then a section more or
  /// less at the end.
  mutating func changedSections(
    _ old: [[Int]], nextID: inout Int, duplicates: Bool
  ) -> [[Int]] {
    var new = old.map { changedIDs($0, nextID: &nextID, duplicates: duplicates) }
    if new.count > 1, Int.random(in: 0..<3, using: &self) == 0 {
      let from = Int.random(in: 0..<new.count, using: &self)
      if !new[from].isEmpty {
        let id = new[from].remove(at: Int.random(in: 0..<new[from].count, using: &self))
        let to = Int.random(in: 0..<new.count, using: &self)
        new[to].insert(id, at: Int.random(in: 0...new[to].count, using: &self))
      }
    }
    switch Int.random(in: 0..<8, using: &self) {
    case 0 where !new.isEmpty: new.removeLast()
    case 1:
      new.append(
        (0..<Int.random(in: 0...10, using: &self)).map { _ in
          nextID += 1
          return nextID
        })
    default: break
    }
    return new
  }
}
