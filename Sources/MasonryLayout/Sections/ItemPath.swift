/// An item's position in a ``SectionedMasonry``: its section, then its
/// index within that section.
///
///     let path = ItemPath(section: 1, item: 3)
///     let frame = layout.frame(ofItemAt: path)
///
/// Paths order by section, then by item, as the layout stacks them. Not
/// named `IndexPath`, so as not to clash with Foundation's; converting is
/// `ItemPath(section: indexPath.section, item: indexPath.item)` and
/// `IndexPath(item: path.item, section: path.section)`.
///
/// Any two integers make a path. One that names no item of a layout (a
/// negative index, a section or item past the end) is answered with `nil`
/// by the queries and ignored by the updates, never trapped on.
public struct ItemPath: Hashable, Comparable, Sendable, Codable {
  /// The index of the section, from 0.
  public var section: Int
  /// The item's index in its section, from 0 (0 for a header or footer).
  public var item: Int

  /// Creates a path from a section index and an item index.
  ///
  /// - Parameters:
  ///   - section: The index of the section.
  ///   - item: The index of the item within the section.
  @inlinable
  public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// Returns whether `lhs` comes before `rhs`, by section, then by item.
  ///
  /// - Parameters:
  ///   - lhs: A path.
  ///   - rhs: Another path.
  /// - Returns: `true` when `lhs` orders first.
  @inlinable
  public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }
}
