// NSDiffableDataSourceSnapshot: the sections and items of a diffable data
// source, by identifier, edited as UIKit's snapshot is. An edit UIKit
// rejects with an exception (an identifier the snapshot does not hold, or
// one it already holds) is recorded in `modelViolations` and skipped; the
// data source that applies the snapshot reports them on its collection
// view.

/// A representation of the state of the data in a view at a specific
/// point in time.
///
/// Follows "NSDiffableDataSourceSnapshot" (Apple Developer Documentation,
/// UIKit). Identifiers must be unique across the snapshot: "Each of your
/// sections and items must have unique identifiers". Edits are O(n) in
/// the snapshot's size here; the model is for scenarios, not speed.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>:
  @unchecked Sendable
where
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
{
  /// The section identifiers, in order.
  public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
  /// Each section's item identifiers, in order (parallel to
  /// ``sectionIdentifiers``).
  var _items: [[ItemIdentifierType]] = []
  /// The identifiers of the sections to reload.
  @available(iOS 15.0, tvOS 15.0, *)
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { _reloadedSectionIdentifiers }
  internal var _reloadedSectionIdentifiers: [SectionIdentifierType] = []
  /// The identifiers of the items to reload.
  @available(iOS 15.0, tvOS 15.0, *)
  public var reloadedItemIdentifiers: [ItemIdentifierType] { _reloadedItemIdentifiers }
  internal var _reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// The identifiers of the items to reconfigure.
  @available(iOS 15.0, tvOS 15.0, *)
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { _reconfiguredItemIdentifiers }
  internal var _reconfiguredItemIdentifiers: [ItemIdentifierType] = []

  /// The edits UIKit would have raised an exception for, in order
  /// (model-only).
  public internal(set) var modelViolations: [UIKitModelViolation] = []

  /// Creates an empty snapshot.
  public init() {}

  // MARK: Reading

  /// The number of items in the snapshot.
  public var numberOfItems: Int { _items.reduce(0) { $0 + $1.count } }

  /// The number of sections in the snapshot.
  public var numberOfSections: Int { sectionIdentifiers.count }

  /// The identifiers of the items in the snapshot, section by section.
  public var itemIdentifiers: [ItemIdentifierType] { _items.flatMap { $0 } }

  /// The number of items in the specified section (0, and a violation,
  /// for a section the snapshot does not hold).
  ///
  /// - Parameter identifier: The section's identifier.
  /// - Returns: Its item count.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    sectionIdentifiers.firstIndex(of: identifier).map { _items[$0].count } ?? 0
  }

  /// The identifiers of the items in the specified section, in order.
  ///
  /// - Parameter identifier: The section's identifier.
  /// - Returns: Its items (empty for a section the snapshot does not
  ///   hold).
  public func itemIdentifiers(inSection identifier: SectionIdentifierType)
    -> [ItemIdentifierType]
  {
    sectionIdentifiers.firstIndex(of: identifier).map { _items[$0] } ?? []
  }

  /// The identifier of the section that holds the specified item.
  ///
  /// - Parameter identifier: The item's identifier.
  /// - Returns: Its section's identifier, or nil if the snapshot does not
  ///   hold it.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    _locate(identifier).map { sectionIdentifiers[$0.section] }
  }

  /// The index of the specified item across the whole snapshot ("the
  /// index of the item ... in the snapshot").
  ///
  /// - Parameter identifier: The item's identifier.
  /// - Returns: Its index, or nil if the snapshot does not hold it.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let location = _locate(identifier) else { return nil }
    return _items[..<location.section].reduce(0) { $0 + $1.count } + location.item
  }

  /// The index of the specified section.
  ///
  /// - Parameter identifier: The section's identifier.
  /// - Returns: Its index, or nil if the snapshot does not hold it.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sectionIdentifiers.firstIndex(of: identifier)
  }

  /// Where an item is: its section's index and its index in the section.
  func _locate(_ identifier: ItemIdentifierType) -> (section: Int, item: Int)? {
    for (section, items) in _items.enumerated() {
      if let item = items.firstIndex(of: identifier) { return (section, item) }
    }
    return nil
  }

  // MARK: Checks

  private mutating func violate(_ message: String) {
    modelViolations.append(UIKitModelViolation(.invalidSnapshotIdentifier, message))
  }

  /// The identifiers that are new and unique among themselves; each other
  /// one is a violation ("supplied item identifiers are not unique").
  private mutating func newItems(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
    var seen = Set(itemIdentifiers)
    var result: [ItemIdentifierType] = []
    for identifier in identifiers {
      if seen.insert(identifier).inserted {
        result.append(identifier)
      } else {
        violate("supplied item identifiers are not unique: \(identifier)")
      }
    }
    return result
  }

  private mutating func newSections(_ identifiers: [SectionIdentifierType])
    -> [SectionIdentifierType]
  {
    var seen = Set(sectionIdentifiers)
    var result: [SectionIdentifierType] = []
    for identifier in identifiers {
      if seen.insert(identifier).inserted {
        result.append(identifier)
      } else {
        violate("supplied section identifiers are not unique: \(identifier)")
      }
    }
    return result
  }

  private mutating func existingItem(_ identifier: ItemIdentifierType, _ verb: String) -> (
    section: Int, item: Int
  )? {
    guard let location = _locate(identifier) else {
      violate("Invalid item identifier specified for \(verb): \(identifier)")
      return nil
    }
    return location
  }

  private mutating func existingSection(_ identifier: SectionIdentifierType, _ verb: String)
    -> Int?
  {
    guard let index = sectionIdentifiers.firstIndex(of: identifier) else {
      violate("Invalid section identifier specified for \(verb): \(identifier)")
      return nil
    }
    return index
  }
}

// MARK: - Editing items

extension NSDiffableDataSourceSnapshot {
  /// Adds the items to the end of the specified section, or of the last
  /// section when `sectionIdentifier` is nil ("If you don't specify a
  /// section, the system appends the items to the last section"; a
  /// violation when there is none).
  ///
  /// - Parameters:
  ///   - identifiers: The items to add.
  ///   - sectionIdentifier: The section to add them to.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    let section: Int?
    if let sectionIdentifier {
      section = existingSection(sectionIdentifier, "appendItems")
    } else if sectionIdentifiers.isEmpty {
      violate("There are currently no sections in the data source. Please add a section first.")
      section = nil
    } else {
      section = sectionIdentifiers.count - 1
    }
    guard let section else { return }
    _items[section] += newItems(identifiers)
  }

  /// Inserts the items before the specified item.
  ///
  /// - Parameters:
  ///   - identifiers: The items to insert.
  ///   - beforeIdentifier: The item they go before.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    guard let place = existingItem(beforeIdentifier, "insertItems(_:beforeItem:)") else { return }
    _items[place.section].insert(contentsOf: newItems(identifiers), at: place.item)
  }

  /// Inserts the items after the specified item.
  ///
  /// - Parameters:
  ///   - identifiers: The items to insert.
  ///   - afterIdentifier: The item they go after.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    guard let place = existingItem(afterIdentifier, "insertItems(_:afterItem:)") else { return }
    _items[place.section].insert(contentsOf: newItems(identifiers), at: place.item + 1)
  }

  /// Deletes the items; an identifier the snapshot does not hold is a
  /// violation.
  ///
  /// - Parameter identifiers: The items to delete.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers {
      guard let place = existingItem(identifier, "deleteItems") else { continue }
      _items[place.section].remove(at: place.item)
    }
  }

  /// Deletes every item, keeping the sections.
  public mutating func deleteAllItems() {
    _items = _items.map { _ in [] }
  }

  /// Moves an item before another.
  ///
  /// - Parameters:
  ///   - identifier: The item to move.
  ///   - toIdentifier: The item it goes before.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    moveItem(identifier, next: toIdentifier, after: false)
  }

  /// Moves an item after another.
  ///
  /// - Parameters:
  ///   - identifier: The item to move.
  ///   - toIdentifier: The item it goes after.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    moveItem(identifier, next: toIdentifier, after: true)
  }

  private mutating func moveItem(
    _ identifier: ItemIdentifierType, next toIdentifier: ItemIdentifierType, after: Bool
  ) {
    guard identifier != toIdentifier else {
      violate("attempt to move item \(identifier) relative to itself")
      return
    }
    guard let from = existingItem(identifier, "moveItem"),
      existingItem(toIdentifier, "moveItem") != nil
    else { return }
    _items[from.section].remove(at: from.item)
    let place = _locate(toIdentifier)!
    _items[place.section].insert(identifier, at: place.item + (after ? 1 : 0))
  }

  /// Reloads the items: their cells are made again, as after
  /// `reloadItems(at:)`.
  ///
  /// - Parameter identifiers: The items to reload.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers where existingItem(identifier, "reloadItems") != nil {
      if !reloadedItemIdentifiers.contains(identifier) {
        _reloadedItemIdentifiers.append(identifier)
      }
    }
  }

  /// Reconfigures the items: their existing cells are updated in place,
  /// without an update item (iOS 15).
  ///
  /// - Parameter identifiers: The items to reconfigure.
  @available(iOS 15.0, tvOS 15.0, *)
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers where existingItem(identifier, "reconfigureItems") != nil {
      if !reconfiguredItemIdentifiers.contains(identifier) {
        _reconfiguredItemIdentifiers.append(identifier)
      }
    }
  }
}

// MARK: - Editing sections

extension NSDiffableDataSourceSnapshot {
  /// Adds the sections, empty, at the end.
  ///
  /// - Parameter identifiers: The sections to add.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    let added = newSections(identifiers)
    sectionIdentifiers += added
    _items += added.map { _ in [] }
  }

  /// Inserts the sections, empty, before the specified section.
  ///
  /// - Parameters:
  ///   - identifiers: The sections to insert.
  ///   - toIdentifier: The section they go before.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    guard let index = existingSection(toIdentifier, "insertSections") else { return }
    let added = newSections(identifiers)
    sectionIdentifiers.insert(contentsOf: added, at: index)
    _items.insert(contentsOf: added.map { _ in [] }, at: index)
  }

  /// Inserts the sections, empty, after the specified section.
  ///
  /// - Parameters:
  ///   - identifiers: The sections to insert.
  ///   - toIdentifier: The section they go after.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    guard let index = existingSection(toIdentifier, "insertSections") else { return }
    let added = newSections(identifiers)
    sectionIdentifiers.insert(contentsOf: added, at: index + 1)
    _items.insert(contentsOf: added.map { _ in [] }, at: index + 1)
  }

  /// Deletes the sections and their items.
  ///
  /// - Parameter identifiers: The sections to delete.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers {
      guard let index = existingSection(identifier, "deleteSections") else { continue }
      sectionIdentifiers.remove(at: index)
      _items.remove(at: index)
    }
  }

  /// Moves a section before another.
  ///
  /// - Parameters:
  ///   - identifier: The section to move.
  ///   - toIdentifier: The section it goes before.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, next: toIdentifier, after: false)
  }

  /// Moves a section after another.
  ///
  /// - Parameters:
  ///   - identifier: The section to move.
  ///   - toIdentifier: The section it goes after.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, next: toIdentifier, after: true)
  }

  private mutating func moveSection(
    _ identifier: SectionIdentifierType, next toIdentifier: SectionIdentifierType, after: Bool
  ) {
    guard identifier != toIdentifier else {
      violate("attempt to move section \(identifier) relative to itself")
      return
    }
    guard let from = existingSection(identifier, "moveSection"),
      existingSection(toIdentifier, "moveSection") != nil
    else { return }
    sectionIdentifiers.remove(at: from)
    let items = _items.remove(at: from)
    let index = sectionIdentifiers.firstIndex(of: toIdentifier)! + (after ? 1 : 0)
    sectionIdentifiers.insert(identifier, at: index)
    _items.insert(items, at: index)
  }

  /// Reloads the sections: their cells and supplementary views are made
  /// again, as after `reloadSections(_:)`.
  ///
  /// - Parameter identifiers: The sections to reload.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers where existingSection(identifier, "reloadSections") != nil {
      if !reloadedSectionIdentifiers.contains(identifier) {
        _reloadedSectionIdentifiers.append(identifier)
      }
    }
  }
}
