// The difference between two snapshots, as the requests of one batch
// update: what the model's diffable data source tells the collection view.
//
// UIKit does not document which update items its diffable data source
// makes; any set that describes the change is valid. The model's set:
// - sections: deleted (gone from the new snapshot), inserted (new), and
//   moved: the surviving sections outside a longest run kept in order;
// - a reloaded section is reloaded where it stays in order, and deleted
//   and inserted where it moves (UIKit forbids reloading and moving one
//   section in a batch); its items go with it, as with an inserted or
//   deleted section;
// - items, in the sections that survive and are not reloaded: deleted,
//   inserted, and moved (across sections, or outside a longest run kept
//   in order within one); a reloaded item that stays is reloaded, one
//   that moves is deleted and inserted; an item that leaves or enters a
//   section that is inserted, deleted or reloaded is deleted or inserted
//   on the other side.
// Reconfigured items make no update item.

struct _SnapshotDifference<SectionIdentifierType, ItemIdentifierType>
where
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
{
  typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

  private(set) var deletedSections = IndexSet()
  private(set) var insertedSections = IndexSet()
  private(set) var reloadedSections = IndexSet()
  private(set) var sectionMoves: [(from: Int, to: Int)] = []
  private(set) var deletedItems: [IndexPath] = []
  private(set) var insertedItems: [IndexPath] = []
  private(set) var reloadedItems: [IndexPath] = []
  private(set) var itemMoves: [(from: IndexPath, to: IndexPath)] = []
  /// Where the batch, read by UIKit's index rules, would not carry an
  /// identifier to its new place: a defect of the model, recorded.
  private(set) var problems: [String] = []

  init(from old: Snapshot, to new: Snapshot) {
    let oldSections = Dictionary(
      old.sectionIdentifiers.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    let newSections = Dictionary(
      new.sectionIdentifiers.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    let reloaded = Set(new.reloadedSectionIdentifiers)

    // Sections.
    var oldManaged = Array(repeating: false, count: old.sectionIdentifiers.count)
    var newManaged = Array(repeating: false, count: new.sectionIdentifiers.count)
    for (index, identifier) in old.sectionIdentifiers.enumerated()
    where newSections[identifier] == nil {
      deletedSections.insert(index)
    }
    for (index, identifier) in new.sectionIdentifiers.enumerated()
    where oldSections[identifier] == nil {
      insertedSections.insert(index)
    }
    let survivors = new.sectionIdentifiers.enumerated().compactMap { index, identifier in
      oldSections[identifier].map { (old: $0, new: index, identifier: identifier) }
    }
    let inOrder = Self.longestIncreasingRun(survivors.map(\.old))
    for (position, survivor) in survivors.enumerated() {
      let stays = inOrder.contains(position)
      if reloaded.contains(survivor.identifier) {
        if stays {
          reloadedSections.insert(survivor.old)
        } else {
          deletedSections.insert(survivor.old)
          insertedSections.insert(survivor.new)
        }
      } else {
        oldManaged[survivor.old] = true
        newManaged[survivor.new] = true
        if !stays { sectionMoves.append((survivor.old, survivor.new)) }
      }
    }

    // Items.
    var newLocations: [ItemIdentifierType: IndexPath] = [:]
    for (section, items) in new._items.enumerated() {
      for (item, identifier) in items.enumerated() {
        newLocations[identifier] = IndexPath(item: item, section: section)
      }
    }
    var oldLocations: [ItemIdentifierType: IndexPath] = [:]
    for (section, items) in old._items.enumerated() {
      for (item, identifier) in items.enumerated() {
        oldLocations[identifier] = IndexPath(item: item, section: section)
      }
    }
    let reloadedItemSet = Set(new.reloadedItemIdentifiers)
    // Per new section, the survivors that stay in the same section: their
    // old item indexes in new order, for the run kept in order.
    var sameSection: [Int: [(from: IndexPath, to: IndexPath, identifier: ItemIdentifierType)]] =
      [:]
    for (section, items) in old._items.enumerated() where oldManaged[section] {
      for (item, identifier) in items.enumerated() {
        let from = IndexPath(item: item, section: section)
        guard let to = newLocations[identifier], newManaged[to.section] else {
          deletedItems.append(from)
          continue
        }
        if old.sectionIdentifiers[section] != new.sectionIdentifiers[to.section] {
          if reloadedItemSet.contains(identifier) {
            deletedItems.append(from)
            insertedItems.append(to)
          } else {
            itemMoves.append((from, to))
          }
        } else {
          sameSection[to.section, default: []].append((from, to, identifier))
        }
      }
    }
    for (section, items) in new._items.enumerated() where newManaged[section] {
      for (item, identifier) in items.enumerated()
      where oldLocations[identifier].map({ !oldManaged[$0.section] }) ?? true {
        insertedItems.append(IndexPath(item: item, section: section))
      }
    }
    for (_, survivors) in sameSection {
      let ordered = survivors.sorted { $0.to.item < $1.to.item }
      let kept = Self.longestIncreasingRun(ordered.map(\.from.item))
      for (position, survivor) in ordered.enumerated() {
        let reloadedItem = reloadedItemSet.contains(survivor.identifier)
        switch (kept.contains(position), reloadedItem) {
        case (true, true): reloadedItems.append(survivor.from)
        case (true, false): break
        case (false, true):
          deletedItems.append(survivor.from)
          insertedItems.append(survivor.to)
        case (false, false): itemMoves.append((survivor.from, survivor.to))
        }
      }
    }
    check(
      old: old, new: new, oldLocations: oldLocations, oldManaged: oldManaged,
      newManaged: newManaged)
  }

  /// The requests, made inside an update block.
  @MainActor func tell(_ collectionView: UICollectionView) {
    for request in requests { collectionView._request(request) }
  }

  private var requests: [_UpdateRequest] {
    var result: [_UpdateRequest] = []
    if !deletedSections.isEmpty { result.append(.deleteSections(deletedSections)) }
    if !insertedSections.isEmpty { result.append(.insertSections(insertedSections)) }
    if !reloadedSections.isEmpty { result.append(.reloadSections(reloadedSections)) }
    result += sectionMoves.map { .moveSection($0.from, $0.to) }
    if !deletedItems.isEmpty { result.append(.deleteItems(deletedItems)) }
    if !insertedItems.isEmpty { result.append(.insertItems(insertedItems)) }
    if !reloadedItems.isEmpty { result.append(.reloadItems(reloadedItems)) }
    result += itemMoves.map { .moveItem($0.from, $0.to) }
    return result
  }

  /// The self-check: the batch, read by UIKit's rules (`_UpdatePlan`), is
  /// valid and carries every item that survives in a kept section to its
  /// place in the new snapshot.
  private mutating func check(
    old: Snapshot, new: Snapshot, oldLocations: [ItemIdentifierType: IndexPath],
    oldManaged: [Bool], newManaged: [Bool]
  ) {
    let plan = _UpdatePlan(
      requests: requests, before: old._items.map(\.count), after: new._items.map(\.count))
    problems += plan.violations.map { "diffable data source made an invalid batch: \($0)" }
    guard plan.violations.isEmpty else { return }
    let replaced = Set(deletedItems)
    for (section, items) in new._items.enumerated() where newManaged[section] {
      for (item, identifier) in items.enumerated() {
        guard let from = oldLocations[identifier], oldManaged[from.section],
          !replaced.contains(from)
        else { continue }
        let to = IndexPath(item: item, section: section)
        let mapped = plan.indexPathAfterUpdate(for: from)
        if mapped != to {
          problems.append(
            "diffable data source's batch carries item \(identifier) from \(Array(from)) to "
              + "\(mapped.map { "\(Array($0))" } ?? "nowhere"), not \(Array(to))")
        }
      }
    }
  }

  /// The positions of a longest strictly increasing subsequence of
  /// `values` (patience sorting, O(n log n)).
  static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
    var tails: [Int] = []  // positions of the smallest tail of each length
    var previous = Array(repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[position] = tails[low - 1] }
      if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var result = Set<Int>()
    var position = tails.last ?? -1
    while position >= 0 {
      result.insert(position)
      position = previous[position]
    }
    return result
  }
}
