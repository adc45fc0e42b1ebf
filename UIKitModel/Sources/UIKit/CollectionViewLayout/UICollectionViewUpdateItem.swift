// UICollectionViewUpdateItem: one insert, delete, reload or move of a
// batch update, as the layout receives it.

/// An object that describes a single change to make to an item in a
/// collection view.
///
/// Follows "UICollectionViewUpdateItem" (Apple Developer Documentation).
/// For a section-level update the index path's item is `NSNotFound`.
/// `indexPathBeforeUpdate` is `nil` for an insert, `indexPathAfterUpdate`
/// `nil` for a delete.
@MainActor
open class UICollectionViewUpdateItem: NSObject {
  private let _before: IndexPath?
  private let _after: IndexPath?
  private let _action: Action

  /// Creates an update item with no index paths and no action.
  public override init() {
    _before = nil
    _after = nil
    _action = .none
    super.init()
  }

  init(action: Action, before: IndexPath?, after: IndexPath?) {
    _before = before
    _after = after
    _action = action
    super.init()
  }

  /// The index path of the item before the update: `nil` for an insert.
  open var indexPathBeforeUpdate: IndexPath? { _before }

  /// The index path of the item after the update: `nil` for a delete.
  open var indexPathAfterUpdate: IndexPath? { _after }

  /// The type of update.
  open var updateAction: Action { _action }

  /// Whether the update is to a whole section (its index paths' item is
  /// `NSNotFound`).
  var _isSectionUpdate: Bool {
    let path = _before ?? _after
    return path.map { $0.count == 2 && $0.item == NSNotFound } ?? false
  }

  /// The kinds of update.
  public enum Action: Int, Sendable {
    /// The item is being inserted.
    case insert = 0
    /// The item is being deleted.
    case delete = 1
    /// The item is being reloaded.
    case reload = 2
    /// The item is being moved.
    case move = 3
    /// No action.
    case none = 4
  }

  /// A description for test failures: the action and both paths.
  open override var description: String {
    func text(_ path: IndexPath?) -> String {
      guard let path else { return "nil" }
      return path.count == 2 && path.item == NSNotFound
        ? "section \(path.section)" : "[\(path.map(String.init).joined(separator: ", "))]"
    }
    return "\(_action) \(text(_before)) -> \(text(_after))"
  }
}
