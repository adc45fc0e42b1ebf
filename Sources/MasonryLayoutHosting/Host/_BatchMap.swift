// How a batch of update items maps the feed before it to the feed after
// it, by UIKit's rules: deletions (and move sources) are read before the
// batch, insertions (and move destinations) after it, and the elements
// that stay keep their order. Built only from a batch that is consistent
// with the counts before and after; sparse, so that its cost follows the
// batch, not the feed.

import MasonryLayout

/// The map of one index space through removals and insertions: the
/// survivors keep their order, removed indices are read before, inserted
/// ones after.
internal struct _IndexMap: Hashable, Sendable {
  /// The removed indices, before, ascending and unique.
  internal var removed: [Int] = []
  /// The inserted indices, after, ascending and unique.
  internal var inserted: [Int] = []

  internal var isEmpty: Bool { removed.isEmpty && inserted.isEmpty }

  /// The index after of the survivor at `index` before; `nil` when it was
  /// removed.
  ///
  /// - Complexity: O(log *r* + *i*) for *r* removed and *i* inserted.
  internal func new(ofOld index: Int) -> Int? {
    guard !Self._contains(removed, index) else { return nil }
    var new = index - Self._countBelow(removed, index)
    for insertion in inserted {
      guard insertion <= new else { break }
      new += 1
    }
    return new
  }

  /// The index before of the survivor at `index` after; `nil` when it was
  /// inserted.
  ///
  /// - Complexity: O(log *i* + *r*).
  internal func old(ofNew index: Int) -> Int? {
    guard !Self._contains(inserted, index) else { return nil }
    var old = index - Self._countBelow(inserted, index)
    for removal in removed {
      guard removal <= old else { break }
      old += 1
    }
    return old
  }

  internal static func _countBelow(_ sorted: [Int], _ value: Int) -> Int {
    var (low, high) = (0, sorted.count)
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }

  internal static func _contains(_ sorted: [Int], _ value: Int) -> Bool {
    let position = _countBelow(sorted, value)
    return position < sorted.count && sorted[position] == value
  }
}

/// A consistent batch, read: what it removes, inserts, moves and reloads,
/// and how paths map across it.
internal struct _BatchMap: Sendable {
  internal var oldItemCounts: [Int]
  internal var newItemCounts: [Int]
  /// Sections: removed (deleted, and moved from), inserted (inserted, and
  /// moved to).
  internal var sections = _IndexMap()
  internal var deletedSections: [Int] = []
  internal var insertedSections: [Int] = []
  /// Moved sections, before to after and back.
  internal var sectionMoves: [Int: Int] = [:]
  internal var sectionMovesBack: [Int: Int] = [:]
  /// Reloaded sections, before to after: they stay, their items do not.
  internal var reloadedSections: [Int: Int] = [:]
  internal var reloadedSectionsBack: [Int: Int] = [:]
  /// Each surviving section's items map, keyed by its index before.
  internal var items: [Int: _IndexMap] = [:]
  /// Moved items, before to after and back.
  internal var itemMoves: [ItemPath: ItemPath] = [:]
  internal var itemMovesBack: [ItemPath: ItemPath] = [:]
  /// Reloaded items, by their paths after, ascending.
  internal var reloadedItems: [ItemPath] = []
  /// One section's items in a new order, held as arrays rather than the
  /// per-path maps above (which it leaves empty): a feed's new order.
  internal var rearrangement: _Rearrangement?

  // MARK: Mapping

  internal func newSection(ofOld section: Int) -> Int? {
    guard section >= 0, section < oldItemCounts.count else { return nil }
    if let moved = sectionMoves[section] { return moved }
    return sections.new(ofOld: section)
  }

  internal func oldSection(ofNew section: Int) -> Int? {
    guard section >= 0, section < newItemCounts.count else { return nil }
    if let moved = sectionMovesBack[section] { return moved }
    return sections.old(ofNew: section)
  }

  internal func newPath(ofOld path: ItemPath) -> ItemPath? {
    guard let section = newSection(ofOld: path.section), path.item >= 0,
      path.item < oldItemCounts[path.section]
    else { return nil }
    if let rearrangement, rearrangement.section == path.section {
      return rearrangement.newIndex(ofOld: path.item).map { ItemPath(section: section, item: $0) }
    }
    if let moved = itemMoves[path] { return moved }
    if reloadedSections[path.section] != nil { return nil }
    guard let map = items[path.section] else { return ItemPath(section: section, item: path.item) }
    return map.new(ofOld: path.item).map { ItemPath(section: section, item: $0) }
  }

  internal func oldPath(ofNew path: ItemPath) -> ItemPath? {
    guard let section = oldSection(ofNew: path.section), path.item >= 0,
      path.item < newItemCounts[path.section]
    else { return nil }
    if let rearrangement, rearrangement.section == section {
      return rearrangement.oldIndex(ofNew: path.item).map { ItemPath(section: section, item: $0) }
    }
    if let moved = itemMovesBack[path] { return moved }
    if reloadedSections[section] != nil { return nil }
    guard let map = items[section] else { return ItemPath(section: section, item: path.item) }
    return map.old(ofNew: path.item).map { ItemPath(section: section, item: $0) }
  }

  // MARK: Reading a batch

  /// Reads `updates` against the counts before and after the batch, or
  /// returns `nil` when they do not agree: an element deleted, moved or
  /// reloaded that does not exist, one named twice, an insertion past the
  /// end, an item change inside a section that is itself inserted,
  /// deleted or reloaded, or counts after that the batch does not
  /// explain.
  ///
  /// A moved section may have its items edited in the same batch, as
  /// UIKit allows (its count check follows moved sections): items deleted
  /// or moved away at its index before, inserted or moved in at its index
  /// after.
  ///
  /// - Parameters:
  ///   - updates: The batch.
  ///   - oldItemCounts: Each section's item count before the batch.
  ///   - newSectionCount: The section count after it.
  ///   - newItemCount: A section's item count after it, asked once per
  ///     section, and only when the section count agrees.
  /// - Complexity: O(*u* log *u* + *s*) for *u* update items and *s*
  ///   sections.
  internal static func read(
    _ updates: [MasonryHost.UpdateItem], oldItemCounts: [Int], newSectionCount: Int,
    newItemCount: (Int) -> Int
  ) -> _BatchMap? {
    var map = _BatchMap(oldItemCounts: oldItemCounts, newItemCounts: [])
    var deletedSections = Set<Int>()
    var insertedSections = Set<Int>()
    var reloadedSections = Set<Int>()
    var sectionMoves: [(Int, Int)] = []
    var deletedItems = Set<ItemPath>()
    var insertedItems = Set<ItemPath>()
    var reloadedItems: [(ItemPath, ItemPath?)] = []
    var itemMoves: [(ItemPath, ItemPath)] = []
    for update in updates {
      switch (update.action, update.before, update.after) {
      case (.none, _, _): continue
      case (.insert, _, .section(let section)?):
        guard insertedSections.insert(section).inserted else { return nil }
      case (.insert, _, .item(let path)?):
        guard insertedItems.insert(path).inserted else { return nil }
      case (.delete, .section(let section)?, _):
        guard deletedSections.insert(section).inserted else { return nil }
      case (.delete, .item(let path)?, _):
        guard deletedItems.insert(path).inserted else { return nil }
      case (.reload, .section(let section)?, _):
        guard reloadedSections.insert(section).inserted else { return nil }
      case (.reload, .item(let path)?, let after):
        guard case .item(let newPath)? = after else {
          reloadedItems.append((path, nil))
          continue
        }
        reloadedItems.append((path, newPath))
      case (.move, .section(let from)?, .section(let to)?):
        sectionMoves.append((from, to))
      case (.move, .item(let from)?, .item(let to)?):
        itemMoves.append((from, to))
      default:
        return nil
      }
    }

    // Sections.
    let oldCount = oldItemCounts.count
    var removed = deletedSections
    var inserted = insertedSections
    for (from, to) in sectionMoves {
      guard removed.insert(from).inserted, inserted.insert(to).inserted else { return nil }
      map.sectionMoves[from] = to
      map.sectionMovesBack[to] = from
    }
    guard removed.allSatisfy({ $0 >= 0 && $0 < oldCount }),
      reloadedSections.allSatisfy({ $0 >= 0 && $0 < oldCount && !removed.contains($0) })
    else { return nil }
    map.sections = _IndexMap(removed: removed.sorted(), inserted: inserted.sorted())
    map.deletedSections = deletedSections.sorted()
    map.insertedSections = insertedSections.sorted()
    let newCount = oldCount - removed.count + inserted.count
    guard newCount == newSectionCount, inserted.allSatisfy({ $0 >= 0 && $0 < newCount })
    else { return nil }
    // Read only once the section count agrees: a source whose count is
    // absurd is never asked for that many sections.
    map.newItemCounts = (0..<newCount).map(newItemCount)
    let newItemCounts = map.newItemCounts
    for section in reloadedSections {
      let new = map.sections.new(ofOld: section)!
      map.reloadedSections[section] = new
      map.reloadedSectionsBack[new] = section
    }

    // Items: every path before in a surviving section that is not
    // reloaded (moved ones included), and every path after in one too.
    func plainOld(_ path: ItemPath) -> Bool {
      path.section >= 0 && path.section < oldCount && !deletedSections.contains(path.section)
        && !reloadedSections.contains(path.section) && path.item >= 0
        && path.item < oldItemCounts[path.section]
    }
    func plainNew(_ path: ItemPath) -> Int? {
      guard path.section >= 0, path.section < newCount, path.item >= 0,
        let old = map.oldSection(ofNew: path.section), !reloadedSections.contains(old)
      else { return nil }
      return old
    }
    var removedItems: [Int: [Int]] = [:]
    var insertedItems2: [Int: [Int]] = [:]
    var movedFrom = Set<ItemPath>()
    for path in deletedItems {
      guard plainOld(path) else { return nil }
      removedItems[path.section, default: []].append(path.item)
    }
    for path in insertedItems {
      guard let old = plainNew(path) else { return nil }
      insertedItems2[old, default: []].append(path.item)
    }
    var movedTo = Set<ItemPath>()
    for (from, to) in itemMoves {
      guard plainOld(from), !deletedItems.contains(from), movedFrom.insert(from).inserted,
        let old = plainNew(to), !insertedItems.contains(to), movedTo.insert(to).inserted
      else { return nil }
      removedItems[from.section, default: []].append(from.item)
      insertedItems2[old, default: []].append(to.item)
      map.itemMoves[from] = to
      map.itemMovesBack[to] = from
    }
    for section in Set(removedItems.keys).union(insertedItems2.keys) {
      let itemMap = _IndexMap(
        removed: (removedItems[section] ?? []).sorted(),
        inserted: (insertedItems2[section] ?? []).sorted())
      map.items[section] = itemMap
    }
    // The counts after: every surviving section's must follow, a moved
    // one's at its new index. The sections are walked beside the sorted
    // lists of those removed (deleted or moved away) and those with item
    // edits, without hashing each one: this loop is the batch's O(s).
    let edited = map.items.keys.sorted()
    let (sections, unmoved) = (map.sections, map.sections.isEmpty)
    var (nextRemoved, nextEdited) = (0, 0)
    for section in 0..<oldCount {
      let new: Int
      if nextRemoved < sections.removed.count, sections.removed[nextRemoved] == section {
        nextRemoved += 1
        guard let moved = map.sectionMoves[section] else { continue }
        new = moved
      } else {
        new = unmoved ? section : sections.new(ofOld: section)!
      }
      guard nextEdited < edited.count, edited[nextEdited] == section else {
        guard reloadedSections.isEmpty || !reloadedSections.contains(section) else { continue }
        guard oldItemCounts[section] == newItemCounts[new] else { return nil }
        continue
      }
      let itemMap = map.items[section]!
      nextEdited += 1
      if !reloadedSections.isEmpty, reloadedSections.contains(section) { continue }
      let count = oldItemCounts[section] - itemMap.removed.count + itemMap.inserted.count
      guard count == newItemCounts[new], itemMap.inserted.last.map({ $0 < count }) ?? true
      else { return nil }
    }
    // Reloaded items: each stays (it cannot also be deleted or moved).
    var reloaded = Set<ItemPath>()
    for (old, _) in reloadedItems {
      guard plainOld(old), !deletedItems.contains(old), !movedFrom.contains(old),
        let new = map.newPath(ofOld: old)
      else { return nil }
      // The path before names the item; the batch's own arithmetic gives
      // the one after (a path after that UIKit gives is not trusted over
      // it, and a disagreement is not a reason to reload).
      guard reloaded.insert(new).inserted else { return nil }
    }
    map.reloadedItems = reloaded.sorted()
    return map
  }
}
