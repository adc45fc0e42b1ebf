// One laid-out item, as queries report it.

import LayoutGeometry

extension Masonry {
  /// An item of the layout: its index in the feed and its frame.
  public struct Item: Hashable, Sendable, Codable {
    /// The item's index in the whole feed.
    public var index: Int

    /// The item's frame in content coordinates.
    public var frame: Rect

    /// Creates an item from its index and frame.
    ///
    /// - Parameters:
    ///   - index: The item's index in the whole feed.
    ///   - frame: The item's frame in content coordinates.
    @inlinable
    public init(index: Int, frame: Rect) {
      self.index = index
      self.frame = frame
    }
  }
}
