// One cell a lazy view builds: an element of the virtualizer's pass named
// by what it shows (an item's id, a section's header or footer), with its
// frame and drawing order.

import LayoutGeometry
import MasonryLayout

extension VirtualizedMasonryFeed {
  /// One element to build, named as a lazy view's `ForEach` names it
  /// (by ``id``, unique among the cells).
  public struct Cell: Hashable, Sendable {
    /// What a cell shows: an item, by id, or a section's header or
    /// footer, by section index.
    public enum Key: Hashable, Sendable {
      /// The item with this id.
      case item(ID)
      /// The header of this section.
      case header(Int)
      /// The footer of this section.
      case footer(Int)
    }

    /// What the cell shows; unique among ``VirtualizedMasonryFeed/cells``.
    public var id: Key

    /// The element's path: an item's section and index; a header's or
    /// footer's section, item 0.
    public var path: ItemPath

    /// The element's frame, in content coordinates (a pinned header's
    /// where the viewport pins it).
    public var frame: Rect

    /// The order to draw in, higher on top (a pinned header's is above
    /// the items).
    public var zIndex: Double

    /// Creates a cell.
    ///
    /// - Parameters:
    ///   - id: What the cell shows.
    ///   - path: The element's path.
    ///   - frame: The element's frame, in content coordinates.
    ///   - zIndex: The order to draw in.
    public init(id: Key, path: ItemPath, frame: Rect, zIndex: Double) {
      self.id = id
      self.path = path
      self.frame = frame
      self.zIndex = zIndex
    }
  }
}

extension VirtualizedMasonryFeed.Cell: CustomStringConvertible {
  /// The cell as a reader writes it:
  /// `Cell(item 7 at [0, 3], frame: (0, 300, 100×100), zIndex: 0)`; a
  /// header or footer as `header 2` or `footer 2`.
  public var description: String {
    let key =
      switch id {
      case .item(let id): "item \(id) at \(path)"
      case .header(let section): "header \(section)"
      case .footer(let section): "footer \(section)"
      }
    return "Cell(\(key), frame: \(frame), zIndex: \(DescriptionFormat.number(zIndex)))"
  }
}
