// One entry of a batch update, as UIKit's UICollectionViewUpdateItem
// describes it, in platform-free terms.

import MasonryLayout

extension MasonryHost {
  /// One change of a batch update: an insertion, deletion, reload or move
  /// of an item or a whole section, with UIKit's semantics.
  ///
  /// As in `UICollectionViewUpdateItem`, a path before the update is read
  /// in the feed as it was before the whole batch, and a path after it in
  /// the feed as it is after the whole batch: deletions (and the sources
  /// of moves) are relative to the state before the batch, insertions
  /// (and the destinations of moves) to the state after it.
  ///
  ///     host.apply([.deleteItem(at: ItemPath(section: 0, item: 3)),
  ///                 .insertItem(at: ItemPath(section: 0, item: 0))], source: feed)
  public struct UpdateItem: Hashable, Sendable, Codable {
    /// What an update item does.
    public enum Action: String, Hashable, Sendable, Codable, CaseIterable {
      /// Inserts the element at ``UpdateItem/after``.
      case insert
      /// Deletes the element at ``UpdateItem/before``.
      case delete
      /// Reads the element at ``UpdateItem/before`` again from the source,
      /// where the batch puts it (``UpdateItem/after`` is not needed, and
      /// not read).
      case reload
      /// Moves the element from ``UpdateItem/before`` to
      /// ``UpdateItem/after``.
      case move
      /// Does nothing (UIKit's `.none`).
      case none
    }

    /// What an update item names: a whole section, or one item.
    public enum Target: Hashable, Sendable, Codable {
      /// A whole section, by its index.
      case section(Int)
      /// One item, by its path.
      case item(ItemPath)
    }

    /// What the update does.
    public var action: Action
    /// The element before the batch; `nil` for an insertion.
    public var before: Target?
    /// The element after the batch; `nil` for a deletion.
    public var after: Target?

    /// Creates an update item.
    ///
    /// - Parameters:
    ///   - action: What it does.
    ///   - before: The element before the batch, as UIKit's
    ///     `indexPathBeforeUpdate`.
    ///   - after: The element after the batch, as UIKit's
    ///     `indexPathAfterUpdate`.
    public init(action: Action, before: Target?, after: Target?) {
      self.action = action
      self.before = before
      self.after = after
    }

    /// Inserts an item at `path`, after the batch.
    public static func insertItem(at path: ItemPath) -> UpdateItem {
      UpdateItem(action: .insert, before: nil, after: .item(path))
    }

    /// Deletes the item at `path`, before the batch.
    public static func deleteItem(at path: ItemPath) -> UpdateItem {
      UpdateItem(action: .delete, before: .item(path), after: nil)
    }

    /// Reloads the item at `path`, before the batch.
    public static func reloadItem(at path: ItemPath) -> UpdateItem {
      UpdateItem(action: .reload, before: .item(path), after: nil)
    }

    /// Moves the item at `path` (before the batch) to `newPath` (after it).
    public static func moveItem(from path: ItemPath, to newPath: ItemPath) -> UpdateItem {
      UpdateItem(action: .move, before: .item(path), after: .item(newPath))
    }

    /// Inserts a section at `section`, after the batch.
    public static func insertSection(_ section: Int) -> UpdateItem {
      UpdateItem(action: .insert, before: nil, after: .section(section))
    }

    /// Deletes the section at `section`, before the batch.
    public static func deleteSection(_ section: Int) -> UpdateItem {
      UpdateItem(action: .delete, before: .section(section), after: nil)
    }

    /// Reloads the section at `section`, before the batch.
    public static func reloadSection(_ section: Int) -> UpdateItem {
      UpdateItem(action: .reload, before: .section(section), after: nil)
    }

    /// Moves the section at `section` (before the batch) to `newSection`
    /// (after it).
    public static func moveSection(_ section: Int, to newSection: Int) -> UpdateItem {
      UpdateItem(action: .move, before: .section(section), after: .section(newSection))
    }
  }
}
