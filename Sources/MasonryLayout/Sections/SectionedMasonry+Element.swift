import LayoutGeometry

extension SectionedMasonry {
  /// A laid-out item, section header or section footer, with its frame and
  /// the z-index to draw it at.
  public struct Element: Hashable, Sendable, Codable {
    /// What an element is.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
      /// An item of a section.
      case item
      /// A section's header, at full width above its items.
      case header
      /// A section's footer, at full width below its items.
      case footer
    }

    /// Whether the element is an item, a header or a footer.
    public var kind: Kind
    /// The item's path; for a header or footer, its section and item 0.
    public var path: ItemPath
    /// The frame in content coordinates; for a header in a `pinnedIn:`
    /// query, where pinning puts it.
    public var frame: Rect
    /// The order to draw in, higher on top: 0 for an item, 1 for a footer
    /// or a header in its place, 2 for a header that pinning has moved.
    public var zIndex: Int

    /// Creates an element.
    ///
    /// - Parameters:
    ///   - kind: Whether it is an item, a header or a footer.
    ///   - path: The item's path; for a header or footer, its section's item 0.
    ///   - frame: The frame in content coordinates.
    ///   - zIndex: The order to draw in, higher on top.
    @inlinable
    public init(kind: Kind, path: ItemPath, frame: Rect, zIndex: Int) {
      self.kind = kind
      self.path = path
      self.frame = frame
      self.zIndex = zIndex
    }
  }
}
