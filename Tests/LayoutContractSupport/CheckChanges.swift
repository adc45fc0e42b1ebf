// The change-set contract: an update's change set accounts for every
// frame that differs before and after it.

import LayoutGeometry
import MasonryLayout

/// Checks that a change set is complete and exact against the frames
/// before and after the update it describes:
///
/// - the counts are the frames' counts, and removed and inserted items
///   add up to the difference;
/// - every old item is either removed (and has no new index) or maps to a
///   new index that maps back to it, and every new item either maps back
///   to an old one or is inserted (and has no old index);
/// - every survivor whose frame differs is in `changedItems`, and no
///   changed item is inserted or past the end;
/// - the maps answer `nil` outside the counts.
///
///     let before = Array(masonry.frames)
///     let changes = masonry.removeItems(in: 3..<5)
///     XCTAssertNoThrow(
///       try checkChanges(changes, before: before, after: Array(masonry.frames)))
///
/// - Parameters:
///   - changes: The update's change set.
///   - before: The frames before the update.
///   - after: The frames after it.
/// - Throws: A ``ContractViolation`` naming the first item unaccounted for.
/// - Complexity: O(*n* log *n*) for *n* items.
public func checkChanges(_ changes: Masonry.Changes, before: [Rect], after: [Rect]) throws {
  try expectEqual(changes.oldItemCount, before.count, "old item count")
  try expectEqual(changes.newItemCount, after.count, "new item count")
  try expect(
    before.count - changes.removedItems.count + changes.insertedItems.count == after.count,
    "removed \(changes.removedItems) and inserted \(changes.insertedItems) do not add up: "
      + "\(before.count) items before, \(after.count) after")
  try expect(
    changes.removedItems.allSatisfy { $0 >= 0 && $0 < before.count },
    "removed \(changes.removedItems) outside 0..<\(before.count)")
  var survivors = 0
  for old in before.indices {
    let new = changes.newIndex(ofOld: old)
    try expect(
      (new == nil) == changes.removedItems.contains(old),
      "old item \(old) maps to \(String(describing: new)) but removed is \(changes.removedItems)")
    guard let new else { continue }
    survivors += 1
    try expect(after.indices.contains(new), "old item \(old) maps past the end, to \(new)")
    try expectEqual(changes.oldIndex(ofNew: new), old, "the index maps at old item \(old)")
  }
  try expect(
    survivors + changes.removedItems.count == before.count
      && survivors + changes.insertedItems.count == after.count,
    "\(survivors) survivors, removed \(changes.removedItems) and inserted "
      + "\(changes.insertedItems) do not account for \(before.count) items before and "
      + "\(after.count) after")
  for index in after.indices {
    guard let old = changes.oldIndex(ofNew: index) else {
      try expect(
        changes.insertedItems.contains(index),
        "new item \(index) has no old index and is not in \(changes.insertedItems)")
      continue
    }
    try expect(
      !changes.insertedItems.contains(index), "inserted item \(index) has old index \(old)")
    try expect(before.indices.contains(old), "survivor \(index) has old index \(old)")
    try expectEqual(changes.newIndex(ofOld: old), index, "the index maps at new item \(index)")
    try expect(
      before[old] == after[index] || changes.changedItems.contains(index),
      "item \(old) -> \(index) moved from \(before[old]) to \(after[index]) but is not in "
        + "\(changes.changedItems)")
  }
  for index in changes.changedItems {
    try expect(
      index >= 0 && index < after.count && !changes.insertedItems.contains(index),
      "changed item \(index) is inserted or past the end")
  }
  try expect(
    changes.newIndex(ofOld: -1) == nil && changes.newIndex(ofOld: before.count) == nil
      && changes.oldIndex(ofNew: after.count) == nil && changes.oldIndex(ofNew: Int.max) == nil,
    "the index maps answer outside the counts")
}

extension SectionedMasonry.Changes {
  /// Whether the update removed the item at `oldPath` from a section that
  /// survived: its section's own change set lists it, and it is not the
  /// item that moved across sections (which survives).
  public func removesItem(at oldPath: ItemPath) -> Bool {
    movedItem?.from != oldPath
      && itemChanges(inSection: oldPath.section)?.removedItems.contains(oldPath.item) == true
  }

  /// Whether the update inserted the item at `newPath` into a section
  /// that survived: its section's own change set lists it, and it is not
  /// the item that moved across sections.
  public func insertsItem(at newPath: ItemPath) -> Bool {
    movedItem?.to != newPath
      && itemChanges(inSection: newPath.section)?.insertedItems.contains(newPath.item) == true
  }
}
