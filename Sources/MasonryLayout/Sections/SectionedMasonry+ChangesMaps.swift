// Mapping sections and item paths across an update, to carry a selection.

extension SectionedMasonry.Changes {
  /// Section `oldSection`'s new index, or `nil` if removed or nonexistent.
  ///
  /// - Parameter oldSection: A section index before the update.
  /// - Returns: Its index after the update, or `nil`.
  public func newSection(ofOld oldSection: Int) -> Int? {
    Self._carry(
      oldSection, among: oldSectionCount, leaving: _removedSections,
      entering: _insertedSections)
  }

  /// Section `newSection`'s old index, or `nil` if inserted or nonexistent.
  ///
  /// - Parameter newSection: A section index after the update.
  /// - Returns: Its index before the update, or `nil`.
  public func oldSection(ofNew newSection: Int) -> Int? {
    Self._carry(
      newSection, among: newSectionCount, leaving: _insertedSections,
      entering: _removedSections)
  }

  /// A section index carried across the update either way: `nil` outside
  /// the `count` sections or in `leaving` (on its side only); else shifted
  /// past `leaving`, then `entering` (each one range or none).
  private static func _carry(
    _ section: Int, among count: Int, leaving: Range<Int>, entering: Range<Int>
  ) -> Int? {
    guard section >= 0, section < count, !leaving.contains(section) else { return nil }
    var section = section
    if !leaving.isEmpty, section >= leaving.upperBound { section -= leaving.count }
    if !entering.isEmpty, section >= entering.lowerBound { section += entering.count }
    return section
  }

  /// The path after the update of the item at `oldPath` before it, or
  /// `nil` when that item or its section was removed, or it did not exist.
  /// A moved item maps to where it went; a reloaded section's item keeps
  /// its index if the section still has it. In a section the update left
  /// alone only the section is checked: an item past its end maps as if it
  /// existed.
  ///
  /// - Parameter oldPath: A path before the update.
  /// - Returns: Its path after the update, or `nil`.
  /// - Complexity: O(*r*) for *r* ranges in its section's change set.
  public func newPath(ofOld oldPath: ItemPath) -> ItemPath? {
    guard oldPath.item >= 0, let section = newSection(ofOld: oldPath.section) else { return nil }
    if let move = _move, oldPath == move.from { return move.to }
    if let counts = _reloadedCounts(oldPath.section) {
      return oldPath.item < Swift.min(counts.old, counts.new) ? oldPath : nil
    }
    if let entry = _entry(oldPath.section) {
      return entry.items.newIndex(ofOld: oldPath.item).map {
        ItemPath(section: section, item: $0)
      }
    }
    return ItemPath(section: section, item: oldPath.item)
  }

  /// The path before the update of the item at `newPath` after it, or
  /// `nil` when that item or its section was inserted, or it does not exist.
  /// In a section the update left alone only the section is checked.
  ///
  /// - Parameter newPath: A path after the update.
  /// - Returns: Its path before the update, or `nil`.
  /// - Complexity: As ``newPath(ofOld:)``.
  public func oldPath(ofNew newPath: ItemPath) -> ItemPath? {
    guard newPath.item >= 0, let section = oldSection(ofNew: newPath.section) else { return nil }
    if let move = _move, newPath == move.to { return move.from }
    if let counts = _reloadedCounts(newPath.section) {
      return newPath.item < Swift.min(counts.old, counts.new) ? newPath : nil
    }
    if let entry = _entry(newPath.section) {
      return entry.items.oldIndex(ofNew: newPath.item).map {
        ItemPath(section: section, item: $0)
      }
    }
    return ItemPath(section: section, item: newPath.item)
  }
}
