// The arithmetic of a batch update, apart from the collection view: the
// requests an update block made, checked against the counts before and
// after, and turned into update items with before- and after-update index
// paths.
//
// "Deletes are processed before inserts in batch operations. This means
// the indexes for the deletions are processed relative to the indexes of
// the collection view's state before the batch operation, and the indexes
// for the insertions are processed relative to the indexes of the state
// after all the deletions in the batch operation."
// (UICollectionView.performBatchUpdates(_:completion:), Apple Developer
// Documentation.) Reloads and move sources are before-update paths; move
// destinations are after-update paths.

/// One call made inside an update block.
enum _UpdateRequest {
  case insertItems([IndexPath])
  case deleteItems([IndexPath])
  case reloadItems([IndexPath])
  case moveItem(IndexPath, IndexPath)
  case insertSections(IndexSet)
  case deleteSections(IndexSet)
  case reloadSections(IndexSet)
  case moveSection(Int, Int)
}

/// A batch update worked out: its violations, its update items, and the
/// mapping of surviving index paths from before to after.
struct _UpdatePlan {
  /// The update items' contents: action, before- and after-update paths.
  struct Item {
    var action: UICollectionViewUpdateItem.Action
    var before: IndexPath?
    var after: IndexPath?
  }

  let before: [Int]
  let after: [Int]
  private(set) var violations: [UIKitModelViolation] = []
  private(set) var items: [Item] = []

  private var deletedSections = Set<Int>()
  private var reloadedSections = Set<Int>()
  private var insertedSections = Set<Int>()
  private var sectionMoves: [(from: Int, to: Int)] = []
  private var deletedItems: [IndexPath] = []
  private var reloadedItems: [IndexPath] = []
  private var insertedItems: [IndexPath] = []
  private var itemMoves: [(from: IndexPath, to: IndexPath)] = []
  /// For each section after the update, the section before it came from
  /// (nil: inserted).
  private var sourceOfSection: [Int?] = []
  /// For each section before the update, where it went (nil: deleted).
  private var destinationOfSection: [Int?] = []
  /// Per section before: the sorted items deleted or moved out.
  private var removedItems: [Int: [Int]] = [:]
  /// Per section after: the sorted items inserted or moved in.
  private var addedItems: [Int: [Int]] = [:]

  /// Works out a batch update.
  ///
  /// - Parameters:
  ///   - requests: The calls the update block made, in order.
  ///   - before: The item counts per section before the update.
  ///   - after: The data source's counts after the update block.
  init(requests: [_UpdateRequest], before: [Int], after: [Int]) {
    self.before = before
    self.after = after
    collect(requests)
    guard violations.isEmpty, checkSectionCount() else { return }
    mapSections()
    checkItemCounts()
    guard violations.isEmpty else { return }
    makeItems()
  }

  private mutating func fail(_ kind: UIKitModelViolation.Kind, _ message: String) {
    violations.append(UIKitModelViolation(kind, message))
  }

  private func describe(_ path: IndexPath) -> String { "\(Array(path))" }

  // MARK: Collecting and range checks

  private mutating func collect(_ requests: [_UpdateRequest]) {
    var sourcesSeen = Set<IndexPath>()
    var destinationsSeen = Set<IndexPath>()
    func isItem(_ path: IndexPath) -> Bool { path.count == 2 }
    for request in requests {
      switch request {
      case .deleteSections(let sections):
        for section in sections {
          if !before.indices.contains(section) {
            fail(
              .invalidUpdateIndexPath,
              "attempt to delete section \(section), but there are only \(before.count) "
                + "sections before the update")
          } else if !deletedSections.insert(section).inserted {
            fail(.invalidUpdateIndexPath, "attempt to delete section \(section) twice")
          }
        }
      case .reloadSections(let sections):
        for section in sections {
          if !before.indices.contains(section) {
            fail(
              .invalidUpdateIndexPath,
              "attempt to reload section \(section), but there are only \(before.count) "
                + "sections before the update")
          } else {
            reloadedSections.insert(section)
          }
        }
      case .insertSections(let sections):
        for section in sections where !insertedSections.insert(section).inserted {
          fail(.invalidUpdateIndexPath, "attempt to insert section \(section) twice")
        }
      case .moveSection(let from, let to):
        if !before.indices.contains(from) {
          fail(
            .invalidUpdateIndexPath,
            "attempt to move section \(from), but there are only \(before.count) sections "
              + "before the update")
        } else {
          sectionMoves.append((from, to))
        }
      case .deleteItems(let paths):
        for path in paths {
          guard checkBefore(path, "delete") else { continue }
          if !sourcesSeen.insert(path).inserted {
            fail(
              .invalidUpdateIndexPath,
              "attempt to delete item \(describe(path)), which is already deleted, reloaded "
                + "or moved in this update")
          }
          deletedItems.append(path)
        }
      case .reloadItems(let paths):
        for path in paths {
          guard checkBefore(path, "reload") else { continue }
          if !sourcesSeen.insert(path).inserted {
            fail(
              .invalidUpdateIndexPath,
              "attempt to delete and reload the same index path \(describe(path))")
          }
          reloadedItems.append(path)
        }
      case .moveItem(let from, let to):
        guard checkBefore(from, "move"), isItem(to) else { continue }
        if !sourcesSeen.insert(from).inserted {
          fail(
            .invalidUpdateIndexPath,
            "attempt to perform a delete and a move from the same index path \(describe(from))")
        }
        if !destinationsSeen.insert(to).inserted {
          fail(
            .invalidUpdateIndexPath,
            "attempt to perform an insert and a move to the same index path \(describe(to))")
        }
        itemMoves.append((from, to))
      case .insertItems(let paths):
        for path in paths {
          guard isItem(path), path.item >= 0 else {
            fail(.invalidUpdateIndexPath, "attempt to insert item at \(describe(path))")
            continue
          }
          if !destinationsSeen.insert(path).inserted {
            fail(
              .invalidUpdateIndexPath,
              "attempt to perform an insert and a move to the same index path \(describe(path))")
          }
          insertedItems.append(path)
        }
      }
    }
    for section in deletedSections
    where reloadedSections.contains(section) || sectionMoves.contains(where: { $0.from == section })
    {
      fail(
        .invalidUpdateIndexPath,
        "attempt to delete section \(section) and also reload or move it")
    }
    // The item counts are checked through moved sections, so a batch may
    // move a section and edit the items inside it; but an item cannot move
    // out of a section the batch deletes, or into one it inserts (UIKit
    // raises: the item has no section on that side of the update). A
    // reloaded section is deleted and inserted: the model takes the
    // stricter reading, that no item moves out of or into one either.
    for move in itemMoves {
      if reloadedSections.contains(move.from.section) {
        fail(
          .invalidUpdateIndexPath,
          "attempt to move item \(describe(move.from)) out of section \(move.from.section), "
            + "which is reloaded in the same update")
      }
      if deletedSections.contains(move.from.section) {
        fail(
          .invalidUpdateIndexPath,
          "attempt to move item \(describe(move.from)) out of section \(move.from.section), "
            + "which is deleted in the same update")
      }
      if insertedSections.contains(move.to.section) {
        fail(
          .invalidUpdateIndexPath,
          "attempt to move item \(describe(move.from)) into section \(move.to.section), "
            + "which is inserted in the same update")
      }
    }
  }

  /// Whether `path` is an item of the counts before the update; records
  /// UIKit's "attempt to delete item … from section … which only contains
  /// … items before the update" when not.
  private mutating func checkBefore(_ path: IndexPath, _ verb: String) -> Bool {
    guard path.count == 2 else {
      fail(.invalidUpdateIndexPath, "attempt to \(verb) item at \(describe(path))")
      return false
    }
    guard before.indices.contains(path.section) else {
      fail(
        .invalidUpdateIndexPath,
        "attempt to \(verb) item \(path.item) from section \(path.section), but there are only "
          + "\(before.count) sections before the update")
      return false
    }
    guard path.item >= 0 && path.item < before[path.section] else {
      fail(
        .invalidUpdateIndexPath,
        "attempt to \(verb) item \(path.item) from section \(path.section) which only contains "
          + "\(before[path.section]) items before the update")
      return false
    }
    return true
  }

  // MARK: Counts

  /// UIKit's section-count rule: after = before − deleted + inserted.
  private mutating func checkSectionCount() -> Bool {
    let expected = before.count - deletedSections.count + insertedSections.count
    guard after.count == expected else {
      fail(
        .invalidNumberOfItems,
        "Invalid update: invalid number of sections. The number of sections contained in the "
          + "collection view after the update (\(after.count)) must be equal to the number of "
          + "sections contained in the collection view before the update (\(before.count)), "
          + "plus or minus the number of sections inserted or deleted "
          + "(\(insertedSections.count) inserted, \(deletedSections.count) deleted).")
      return false
    }
    for section in insertedSections where !after.indices.contains(section) {
      fail(
        .invalidUpdateIndexPath,
        "attempt to insert section \(section) but there are only \(after.count) sections "
          + "after the update")
    }
    for move in sectionMoves where !after.indices.contains(move.to) {
      fail(
        .invalidUpdateIndexPath,
        "attempt to move section \(move.from) to \(move.to), but there are only "
          + "\(after.count) sections after the update")
    }
    return violations.isEmpty
  }

  /// Places each section after the update: inserted sections and move
  /// destinations where they were asked for, the other surviving sections
  /// in their order in the free places.
  private mutating func mapSections() {
    sourceOfSection = Array(repeating: nil, count: after.count)
    destinationOfSection = Array(repeating: nil, count: before.count)
    var taken = Array(repeating: false, count: after.count)
    for section in insertedSections { taken[section] = true }
    for move in sectionMoves {
      taken[move.to] = true
      sourceOfSection[move.to] = move.from
      destinationOfSection[move.from] = move.to
    }
    let moved = Set(sectionMoves.map(\.from))
    var free = (0..<after.count).filter { !taken[$0] }.makeIterator()
    for section in before.indices
    where !deletedSections.contains(section) && !moved.contains(section) {
      guard let place = free.next() else { break }
      sourceOfSection[place] = section
      destinationOfSection[section] = place
    }
  }

  /// UIKit's item-count rule for every section that existed before: after
  /// = before − deleted + inserted − moved out + moved in. Inserted and
  /// reloaded sections may hold any count.
  private mutating func checkItemCounts() {
    for move in itemMoves
    where sourceOfSection.indices.contains(move.to.section)
      && sourceOfSection[move.to.section].map({ reloadedSections.contains($0) }) == true
    {
      fail(
        .invalidUpdateIndexPath,
        "attempt to move item \(describe(move.from)) into section \(move.to.section), "
          + "which is reloaded in the same update")
    }
    for path in deletedItems where !deletedSections.contains(path.section) {
      removedItems[path.section, default: []].append(path.item)
    }
    for move in itemMoves {
      removedItems[move.from.section, default: []].append(move.from.item)
      addedItems[move.to.section, default: []].append(move.to.item)
    }
    for path in insertedItems { addedItems[path.section, default: []].append(path.item) }
    for key in removedItems.keys { removedItems[key]!.sort() }
    for key in addedItems.keys { addedItems[key]!.sort() }

    for (section, source) in sourceOfSection.enumerated() {
      guard let source, !reloadedSections.contains(source) else { continue }
      let deleted = deletedItems.lazy.filter { $0.section == source }.count
      let inserted = insertedItems.lazy.filter { $0.section == section }.count
      let movedOut = itemMoves.lazy.filter { $0.from.section == source }.count
      let movedIn = itemMoves.lazy.filter { $0.to.section == section }.count
      let expected = before[source] - deleted + inserted - movedOut + movedIn
      if after[section] != expected {
        fail(
          .invalidNumberOfItems,
          "Invalid update: invalid number of items in section \(section). The number of items "
            + "contained in an existing section after the update (\(after[section])) must be "
            + "equal to the number of items contained in that section before the update "
            + "(\(before[source])), plus or minus the number of items inserted or deleted from "
            + "that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the "
            + "number of items moved into or out of that section (\(movedIn) moved in, "
            + "\(movedOut) moved out).")
      }
    }
    for path in insertedItems + itemMoves.map(\.to) {
      guard after.indices.contains(path.section) else {
        fail(
          .invalidUpdateIndexPath,
          "attempt to insert item \(path.item) into section \(path.section), but there are only "
            + "\(after.count) sections after the update")
        continue
      }
      if path.item >= after[path.section] {
        fail(
          .invalidUpdateIndexPath,
          "attempt to insert item \(path.item) into section \(path.section), but there are only "
            + "\(after[path.section]) items in section \(path.section) after the update")
      }
    }
  }

  // MARK: Update items and the mapping

  private mutating func makeItems() {
    func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
    for index in deletedSections.sorted() {
      items.append(Item(action: .delete, before: section(index), after: nil))
    }
    for path in deletedItems.sorted() where !deletedSections.contains(path.section) {
      items.append(Item(action: .delete, before: path, after: nil))
    }
    for index in insertedSections.sorted() {
      items.append(Item(action: .insert, before: nil, after: section(index)))
    }
    for path in insertedItems.sorted() {
      items.append(Item(action: .insert, before: nil, after: path))
    }
    for index in reloadedSections.sorted() {
      items.append(
        Item(
          action: .reload, before: section(index),
          after: destinationOfSection[index].map(section)))
    }
    for path in reloadedItems.sorted() {
      items.append(Item(action: .reload, before: path, after: indexPathAfterUpdate(for: path)))
    }
    for move in sectionMoves {
      items.append(Item(action: .move, before: section(move.from), after: section(move.to)))
    }
    for move in itemMoves {
      items.append(Item(action: .move, before: move.from, after: move.to))
    }
  }

  /// Where an item before the update is after it: nil when it or its
  /// section was deleted; its destination when moved; otherwise its rank
  /// among the section's surviving items, placed in the free slots between
  /// the inserted and moved-in items.
  ///
  /// - Complexity: O(log d + a), for d items removed from its section and
  ///   a items added to the section it lands in.
  func indexPathAfterUpdate(for path: IndexPath) -> IndexPath? {
    guard path.count == 2, destinationOfSection.indices.contains(path.section),
      let section = destinationOfSection[path.section]
    else { return nil }
    if let move = itemMoves.first(where: { $0.from == path }) { return move.to }
    let removed = removedItems[path.section] ?? []
    if deletedItems.contains(path) { return nil }
    var rank = path.item - Self.countBelow(path.item, in: removed)
    for added in addedItems[section] ?? [] {
      if added <= rank { rank += 1 } else { break }
    }
    return IndexPath(item: rank, section: section)
  }

  /// The number of elements of the sorted `values` below `value`.
  private static func countBelow(_ value: Int, in values: [Int]) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if values[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
