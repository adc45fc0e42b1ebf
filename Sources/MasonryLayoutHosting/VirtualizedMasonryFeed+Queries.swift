// What a lazy view asks of its feed by id and by path: where to scroll to
// show an item, where the view's data has the item a cell shows, and the
// content's size.

import LayoutGeometry
import MasonryLayout

extension VirtualizedMasonryFeed {
  /// The content offset that shows the item with `id` at the top of the
  /// viewport (below a pinned header): the feed's
  /// ``MasonryFeed/contentOffset(showing:alignment:in:)`` with `.top`
  /// alignment, in ``viewport``.
  ///
  /// - Parameter id: The item to show.
  /// - Returns: The offset, or `nil` when the feed has no such item (or
  ///   before the first sync).
  /// - Complexity: O(*n*) for *n* ids (a scan for the id), plus the
  ///   engine's O(log *s* + log *n*).
  public func contentOffset(showing id: ID) -> Point? {
    feed?.contentOffset(showing: id, alignment: .top, in: viewport)
  }

  /// The id of the item at `path` in the feed, and where the lists given
  /// to the last sync hold it: its first place there when they had
  /// duplicates (the feed's paths skip the dropped ones), `path` itself
  /// otherwise.
  ///
  /// - Parameter path: An item's path in the feed, as a cell has it.
  /// - Returns: The id and the path in the lists given, or `nil` when the
  ///   feed has no item at `path`.
  /// - Complexity: O(1).
  public func source(of path: ItemPath) -> (id: ID, path: ItemPath)? {
    guard let id = feed?.id(at: path) else { return nil }
    return (id, _sourcePaths?[id] ?? path)
  }

  /// The size of the content, insets included; zero before the first
  /// sync.
  ///
  /// - Complexity: O(1).
  public var contentSize: Size { feed?.host.contentSize ?? .zero }
}
