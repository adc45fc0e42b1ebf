// Seeded random batch updates: the feed's data changes as UIKit's rules
// say the update describes it (deletes, reloads and move sources at
// before-update paths; inserts and move destinations at after-update
// paths), and the collection view is told inside performBatchUpdates.

import LayoutTestSupport
import UIKit

extension Feed {
  /// What a random batch did, for a failure message.
  struct BatchDescription: CustomStringConvertible {
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var reloads: [IndexPath] = []
    var moves: [(IndexPath, IndexPath)] = []

    var description: String {
      func text(_ paths: [IndexPath]) -> String {
        paths.map { "\(Array($0))" }.joined(separator: " ")
      }
      return "delete \(text(deletes)); insert \(text(inserts)); reload \(text(reloads)); "
        + "move \(moves.map { "\(Array($0.0))->\(Array($0.1))" }.joined(separator: " "))"
    }
  }

  /// Makes a random batch of item deletes, inserts, reloads and moves in
  /// the existing sections, applies it to the data, and tells the
  /// collection view in one `performBatchUpdates`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view to tell.
  ///   - random: The generator.
  ///   - maximum: The most operations of each kind.
  /// - Returns: What the batch did.
  @discardableResult
  func performRandomBatch(
    on collectionView: UICollectionView, using random: inout SplitMix64, maximum: Int = 4
  ) -> BatchDescription {
    var batch = BatchDescription()
    var after = sections
    for section in sections.indices {
      let before = sections[section]
      var chosen = Set<Int>()
      func pick(_ count: Int) -> [Int] {
        let free = before.indices.filter { !chosen.contains($0) }
        let picked = Array(free.shuffled(using: &random).prefix(count))
        chosen.formUnion(picked)
        return picked
      }
      let deletes = pick(Int.random(in: 0...maximum, using: &random))
      let movesOut = pick(Int.random(in: 0...1, using: &random))
      // The items that stay in place, in order (reloaded ones among
      // them), then the new slots.
      let staying = before.indices.filter { !chosen.contains($0) }.map { before[$0] }
      let reloads = pick(Int.random(in: 0...1, using: &random))
      let insertCount = Int.random(in: 0...maximum, using: &random)
      let finalCount = staying.count + insertCount + movesOut.count
      let slots = Array(
        (0..<finalCount).shuffled(using: &random).prefix(insertCount + movesOut.count))
      let insertSlots = Array(slots.prefix(insertCount)).sorted()
      let moveSlots = Array(slots.dropFirst(insertCount))
      var result = [Int?](repeating: nil, count: finalCount)
      for slot in insertSlots { result[slot] = makeIdentity() }
      for (source, slot) in zip(movesOut, moveSlots) { result[slot] = before[source] }
      var rest = staying.makeIterator()
      for slot in result.indices where result[slot] == nil { result[slot] = rest.next() }
      after[section] = result.map { $0! }
      for source in reloads { versions[before[source], default: 0] += 1 }
      batch.deletes += deletes.map { IndexPath(item: $0, section: section) }
      batch.reloads += reloads.map { IndexPath(item: $0, section: section) }
      batch.inserts += insertSlots.map { IndexPath(item: $0, section: section) }
      batch.moves += zip(movesOut, moveSlots).map {
        (IndexPath(item: $0, section: section), IndexPath(item: $1, section: section))
      }
    }
    collectionView.performBatchUpdates {
      self.sections = after
      collectionView.deleteItems(at: batch.deletes)
      collectionView.insertItems(at: batch.inserts)
      collectionView.reloadItems(at: batch.reloads)
      for (from, to) in batch.moves { collectionView.moveItem(at: from, to: to) }
    }
    return batch
  }
}
