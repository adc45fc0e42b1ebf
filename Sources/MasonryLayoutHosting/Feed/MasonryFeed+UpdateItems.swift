// A difference of ids in UIKit's dialect: the batch of update items a
// new list makes, section by section, with a kept id whose section changed
// turned into a move.

import LayoutGeometry
import MasonryLayout

extension MasonryFeed {
  /// The difference with every id it keeps in place but whose section
  /// changed (a section boundary moved past it: the flat lists agree, the
  /// sections do not) turned into a move, so that the batch agrees with
  /// the new sections' counts.
  ///
  /// - Complexity: O(*n* + *c* log *c*) for *n* ids and *c* changes.
  internal static func _movingAcrossSections(
    _ difference: CollectionDifference<ID>, old: [ID], new: [ID], oldStarts: [Int],
    newStarts: [Int]
  ) -> CollectionDifference<ID> {
    var extra: [CollectionDifference<ID>.Change] = []
    var walk = _DifferenceWalk(difference)
    var (oldSection, newSection) = (0, 0)
    for newIndex in new.indices {
      guard let oldIndex = walk.next() else { continue }
      // A kept pair: the same id at oldIndex and newIndex.
      while oldSection + 2 < oldStarts.count, oldStarts[oldSection + 1] <= oldIndex {
        oldSection += 1
      }
      while newSection + 2 < newStarts.count, newStarts[newSection + 1] <= newIndex {
        newSection += 1
      }
      if oldSection != newSection {
        extra.append(.remove(offset: oldIndex, element: old[oldIndex], associatedWith: newIndex))
        extra.append(.insert(offset: newIndex, element: new[newIndex], associatedWith: oldIndex))
      }
    }
    guard !extra.isEmpty else { return difference }
    // Still consistent: each extra pair removes and re-inserts an id the
    // alignment kept, at the same places.
    return CollectionDifference(Array(difference) + extra)!
  }

  /// The section of a flat offset, by the sections' starts.
  internal static func _path(of offset: Int, starts: [Int]) -> ItemPath {
    // The last section whose start is at or before the offset, and that
    // holds it (empty sections share their start with the next).
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    var section = Swift.min(low, starts.count - 2)
    while section > 0, starts[section] > offset { section -= 1 }
    while section + 1 < starts.count - 1, starts[section + 1] <= offset { section += 1 }
    return ItemPath(section: section, item: offset - starts[section])
  }

  /// The update items of a difference: sections past the old count are
  /// inserted, sections past the new count deleted, and item changes
  /// inside them left to those.
  internal static func _updateItems(
    _ difference: CollectionDifference<ID>, oldStarts: [Int], newStarts: [Int]
  ) -> [MasonryHost.UpdateItem] {
    let oldSections = oldStarts.count - 1
    let newSections = newStarts.count - 1
    let common = Swift.min(oldSections, newSections)
    var updates: [MasonryHost.UpdateItem] = []
    updates.reserveCapacity(difference.removals.count + difference.insertions.count)
    for section in common..<oldSections { updates.append(.deleteSection(section)) }
    for section in common..<newSections { updates.append(.insertSection(section)) }
    for change in difference.removals {
      guard case .remove(let offset, _, let target) = change else { continue }
      let from = _path(of: offset, starts: oldStarts)
      let to = target.map { _path(of: $0, starts: newStarts) }
      switch (from.section < common, to.map { $0.section < common }) {
      case (true, true?): updates.append(.moveItem(from: from, to: to!))
      case (true, _): updates.append(.deleteItem(at: from))
      case (false, true?): updates.append(.insertItem(at: to!))
      case (false, _): break
      }
    }
    for change in difference.insertions {
      guard case .insert(let offset, _, nil) = change else { continue }
      let to = _path(of: offset, starts: newStarts)
      if to.section < common { updates.append(.insertItem(at: to)) }
    }
    return updates
  }
}
