// Seeded random batch updates that change sections too: sections
// deleted, inserted and moved, with the items of the sections that stay
// (moved ones included, as a diffable data source's batch does) deleted,
// inserted, moved and reloaded, all in one performBatchUpdates, by UIKit's
// rules (section deletes and item deletes, reloads and move sources at
// before-update indexes; section inserts, move destinations and item
// inserts at after-update ones).

import LayoutTestSupport
import UIKit

extension Feed {
  /// Makes a random batch that may delete, insert and move sections and
  /// edits the items of every section it keeps, applies it to the data,
  /// and tells the collection view in one `performBatchUpdates`.
  ///
  /// Items are reloaded only in sections that stay in place, and move
  /// only within their section.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view to tell.
  ///   - random: The generator.
  /// - Returns: What the batch did, for a failure message.
  @discardableResult
  func performRandomSectionBatch(
    on collectionView: UICollectionView, using random: inout SplitMix64
  ) -> String {
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
    // Each surviving section's items after its edits; the edits by index
    // before (deletes, reloads, move sources) and after (inserts, move
    // destinations) within the section.
    struct Edits {
      var items: [Int]
      var deletes: [Int] = []
      var reloads: [Int] = []
      var inserts: [Int] = []
      var moves: [(Int, Int)] = []
    }
    var edits: [Int: Edits] = [:]
    for (index, identities) in before.enumerated() where fates[index] != .deleted {
      let order = Array(identities.indices).shuffled(using: &random)
      let deletes = Array(order.prefix(Int.random(in: 0...2, using: &random)))
      let moved = Array(
        order.dropFirst(deletes.count).prefix(Int.random(in: 0...1, using: &random)))
      let reloads =
        fates[index] == .kept
        ? Array(
          order.dropFirst(deletes.count + moved.count).prefix(Int.random(in: 0...1, using: &random))
        )
        : []
      let staying = identities.indices.filter { !deletes.contains($0) && !moved.contains($0) }
        .map { identities[$0] }
      let insertCount = Int.random(in: 0...2, using: &random)
      let finalCount = staying.count + insertCount + moved.count
      let slots = Array((0..<finalCount).shuffled(using: &random).prefix(insertCount + moved.count))
      let insertSlots = Array(slots.prefix(insertCount)).sorted()
      let moveSlots = Array(slots.dropFirst(insertCount))
      var result = [Int?](repeating: nil, count: finalCount)
      for slot in insertSlots { result[slot] = makeIdentity() }
      for (source, slot) in zip(moved, moveSlots) { result[slot] = identities[source] }
      var rest = staying.makeIterator()
      for slot in result.indices where result[slot] == nil { result[slot] = rest.next() }
      for source in reloads { versions[identities[source], default: 0] += 1 }
      edits[index] = Edits(
        items: result.map { $0! }, deletes: deletes, reloads: reloads, inserts: insertSlots,
        moves: Array(zip(moved, moveSlots)))
    }
    // The sections after: the kept ones in order, then the moved ones and
    // up to one new one at random places.
    var after: [(old: Int?, items: [Int])] = before.indices.filter { fates[$0] == .kept }
      .map { ($0, edits[$0]!.items) }
    var placed: [(old: Int?, items: [Int])] = before.indices.filter { fates[$0] == .moved }
      .map { ($0, edits[$0]!.items) }
    if Bool.random(using: &random) {
      placed.append((nil, (0..<Int.random(in: 0...6, using: &random)).map { _ in makeIdentity() }))
    }
    for section in placed {
      after.insert(section, at: Int.random(in: 0...after.count, using: &random))
    }
    var newIndex: [Int: Int] = [:]
    for (index, section) in after.enumerated() {
      if let old = section.old { newIndex[old] = index }
    }
    var done: [String] = []
    collectionView.performBatchUpdates {
      self.sections = after.map(\.items)
      let deleted = IndexSet(before.indices.filter { fates[$0] == .deleted })
      let inserted = IndexSet(after.indices.filter { after[$0].old == nil })
      if !deleted.isEmpty {
        collectionView.deleteSections(deleted)
        done.append("delete sections \(Array(deleted))")
      }
      if !inserted.isEmpty {
        collectionView.insertSections(inserted)
        done.append("insert sections \(Array(inserted))")
      }
      for old in before.indices where fates[old] == .moved {
        collectionView.moveSection(old, toSection: newIndex[old]!)
        done.append("move section \(old) to \(newIndex[old]!)")
      }
      for (old, edit) in edits.sorted(by: { $0.key < $1.key }) {
        let new = newIndex[old]!
        if !edit.deletes.isEmpty {
          collectionView.deleteItems(at: edit.deletes.map { IndexPath(item: $0, section: old) })
        }
        if !edit.inserts.isEmpty {
          collectionView.insertItems(at: edit.inserts.map { IndexPath(item: $0, section: new) })
        }
        if !edit.reloads.isEmpty {
          collectionView.reloadItems(at: edit.reloads.map { IndexPath(item: $0, section: old) })
        }
        for (from, to) in edit.moves {
          collectionView.moveItem(
            at: IndexPath(item: from, section: old), to: IndexPath(item: to, section: new))
        }
        if !(edit.deletes.isEmpty && edit.inserts.isEmpty && edit.reloads.isEmpty
          && edit.moves.isEmpty)
        {
          done.append(
            "section \(old)->\(new): delete \(edit.deletes) insert \(edit.inserts) "
              + "reload \(edit.reloads) move \(edit.moves.map { "\($0.0)->\($0.1)" })")
        }
      }
    }
    return done.joined(separator: "; ")
  }
}
