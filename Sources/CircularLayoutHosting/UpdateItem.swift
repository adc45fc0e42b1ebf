// A batch update as a collection view describes it, in platform-free
// terms: UICollectionViewUpdateItem's action with its before- and
// after-update index.

/// One change of a batch update to a single-section wheel or carousel,
/// as `UICollectionViewUpdateItem` describes it.
///
/// As UIKit documents for batch updates, a deletion's index (and a move's
/// `from`) counts the items before the update, and an insertion's (and a
/// move's `to`) the items after it; deletions apply before insertions.
///
/// Named after UIKit's `UICollectionViewUpdateItem`, as the masonry host's
/// `MasonryHost.UpdateItem` is: that one names sections and items by path,
/// this one items by index, in the one section a wheel or carousel has.
public enum UpdateItem: Hashable, Sendable, Codable {
  /// The item at this index after the update is new.
  case insert(Int)

  /// The item at this index before the update is removed.
  case delete(Int)

  /// The item at `from` before the update stands at `to` after it.
  case move(from: Int, to: Int)

  /// The item at this index is reloaded in place; it moves nothing.
  case reload(Int)
}
