// Seeded random batch updates that change sections too: sections
// deleted, inserted and moved, with the items of the sections that stay
// (moved ones included, as a diffable data source's batch does) deleted,
// inserted, reloaded and moved, within a section or across sections, all
// in one performBatchUpdates, by UIKit's rules (section deletes and item
// deletes, reloads and move sources at before-update indexes; section
// inserts, move destinations and item inserts at after-update ones).

import LayoutTestSupport
import UIKit

extension Feed {
  /// Makes a random batch that may delete, insert and move sections and
  /// edits the items of every section it keeps (moved ones included):
  /// items deleted, inserted, reloaded, and moved within their section or
  /// to another section that survives; applies it to the data, and tells
  /// the collection view in one `performBatchUpdates`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view to tell.
  ///   - random: The generator.
  /// - Returns: What the batch did, for a failure message, and the
  ///   identities of the items it moved.
  @discardableResult
  func performRandomSectionBatch(
    on collectionView: UICollectionView, using random: inout SplitMix64
  ) -> (description: String, moved: Set<Int>) {
    enum Fate { case kept, deleted, moved }
    let before = sections
    var fates = before.map { _ in Fate.kept }
    for index in before.indices {
      switch Int.random(in: 0..<10, using: &random) {
      case 0 where before.count > 1: fates[index] = .deleted
      case 1, 2: fates[index] = .moved
      default: break
      }
    }
    let surviving = before.indices.filter { fates[$0] != .deleted }
    // Per surviving section: what it deletes, reloads and sends away (by
    // index before), and the identities that stay, in order.
    var deletes: [Int: [Int]] = [:]
    var reloads: [Int: [Int]] = [:]
    var staying: [Int: [Int]] = [:]
    var travellers: [(from: IndexPath, identity: Int)] = []
    for old in surviving {
      let identities = before[old]
      let order = Array(identities.indices).shuffled(using: &random)
      let deleted = Array(order.prefix(Int.random(in: 0...2, using: &random)))
      let moved = Array(
        order.dropFirst(deleted.count).prefix(Int.random(in: 0...1, using: &random)))
      let reloaded = Array(
        order.dropFirst(deleted.count + moved.count).prefix(Int.random(in: 0...1, using: &random)))
      deletes[old] = deleted
      reloads[old] = reloaded
      for source in reloaded { versions[identities[source], default: 0] += 1 }
      travellers += moved.map { (IndexPath(item: $0, section: old), identities[$0]) }
      staying[old] = identities.indices.filter { !deleted.contains($0) && !moved.contains($0) }
        .map { identities[$0] }
    }
    // The sections after: the kept ones in order, then the moved ones and
    // up to one new one at random places.
    var after: [(old: Int?, items: [Int])] = surviving.filter { fates[$0] == .kept }
      .map { ($0, staying[$0]!) }
    var placed: [(old: Int?, items: [Int])] = surviving.filter { fates[$0] == .moved }
      .map { ($0, staying[$0]!) }
    if Bool.random(using: &random) {
      placed.append((nil, (0..<Int.random(in: 0...6, using: &random)).map { _ in makeIdentity() }))
    }
    for section in placed {
      after.insert(section, at: Int.random(in: 0...after.count, using: &random))
    }
    // Items land in sections that survive (an item cannot move into a
    // section the batch inserts): the travellers anywhere among them, and
    // up to two new items in each.
    let landing = after.indices.filter { after[$0].old != nil }
    var inserted = Set<Int>()
    var moves: [(from: IndexPath, identity: Int)] = []
    if landing.isEmpty {
      deletes = deletes.merging(
        Dictionary(grouping: travellers, by: { $0.from.section }).mapValues { $0.map(\.from.item) },
        uniquingKeysWith: +)
    } else {
      for traveller in travellers {
        let to = landing.randomElement(using: &random)!
        let at = Int.random(in: 0...after[to].items.count, using: &random)
        after[to].items.insert(traveller.identity, at: at)
        moves.append(traveller)
      }
      for section in landing {
        for _ in 0..<Int.random(in: 0...2, using: &random) {
          let identity = makeIdentity()
          inserted.insert(identity)
          let at = Int.random(in: 0...after[section].items.count, using: &random)
          after[section].items.insert(identity, at: at)
        }
      }
    }
    var newIndex: [Int: Int] = [:]
    for (index, section) in after.enumerated() {
      if let old = section.old { newIndex[old] = index }
    }
    func pathAfter(_ identity: Int) -> IndexPath {
      let section = after.firstIndex { $0.items.contains(identity) }!
      return IndexPath(item: after[section].items.firstIndex(of: identity)!, section: section)
    }
    var done: [String] = []
    collectionView.performBatchUpdates {
      self.sections = after.map(\.items)
      let deletedSections = IndexSet(before.indices.filter { fates[$0] == .deleted })
      let insertedSections = IndexSet(after.indices.filter { after[$0].old == nil })
      if !deletedSections.isEmpty {
        collectionView.deleteSections(deletedSections)
        done.append("delete sections \(Array(deletedSections))")
      }
      if !insertedSections.isEmpty {
        collectionView.insertSections(insertedSections)
        done.append("insert sections \(Array(insertedSections))")
      }
      for old in before.indices where fates[old] == .moved {
        collectionView.moveSection(old, toSection: newIndex[old]!)
        done.append("move section \(old) to \(newIndex[old]!)")
      }
      let deletedPaths = deletes.flatMap { old, items in
        items.map { IndexPath(item: $0, section: old) }
      }
      let reloadedPaths = reloads.flatMap { old, items in
        items.map { IndexPath(item: $0, section: old) }
      }
      let insertedPaths = inserted.map(pathAfter)
      collectionView.deleteItems(at: deletedPaths)
      collectionView.insertItems(at: insertedPaths)
      collectionView.reloadItems(at: reloadedPaths)
      for move in moves { collectionView.moveItem(at: move.from, to: pathAfter(move.identity)) }
      done.append(
        "delete \(deletedPaths.map { Array($0) }) insert \(insertedPaths.map { Array($0) }) "
          + "reload \(reloadedPaths.map { Array($0) }) move "
          + "\(moves.map { "\(Array($0.from))->\(Array(pathAfter($0.identity)))" })")
    }
    return (done.joined(separator: "; "), Set(moves.map(\.identity)))
  }
}
