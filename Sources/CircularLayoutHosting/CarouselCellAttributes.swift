// What a collection view layout gives a carousel's cell, in platform-free
// values: a UICollectionViewLayoutAttributes' size, center, transform3D,
// alpha, zIndex and isHidden.

import CircularLayout
import LayoutGeometry

/// The layout attributes of one carousel cell, as a collection view layout
/// sets them.
///
/// UIKit applies ``transform`` (a `transform3D`, perspective included)
/// about the cell's ``center``, which is what the carousel's transform
/// expects: the cell is then drawn exactly on the engine's outline.
public struct CarouselCellAttributes: Hashable, Sendable, Codable {
  /// The item's index.
  public var index: Int

  /// The cell's bounds size: the carousel's item size.
  public var size: Size

  /// Where the cell's centre stands, in content coordinates.
  public var center: Point

  /// The cell layer's 3D transform about its centre, perspective
  /// included; every entry finite.
  public var transform: Transform3D

  /// The bounding box of the item's outline on screen; the null rect's
  /// when the item has no outline (wholly behind the eye).
  public var frame: Rect

  /// The opacity, in `0 ... 1`.
  public var alpha: Double

  /// The place in the depth order; a larger value lies in front.
  public var zIndex: Int

  /// A Boolean value indicating whether the item shows its front.
  public var isFrontFacing: Bool

  /// A Boolean value indicating whether the cell is hidden: the item is
  /// not among those the carousel shows in the bounds (outside them,
  /// transparent, behind the eye, or turned away while the carousel
  /// hides back faces).
  public var isHidden: Bool

  /// Creates the attributes of a carousel item as the engine computed it.
  ///
  /// - Parameters:
  ///   - item: The engine's item.
  ///   - size: The carousel's item size.
  ///   - isHidden: Whether the cell is hidden.
  /// - Complexity: O(1)
  public init(_ item: Carousel.Item, size: Size, isHidden: Bool) {
    index = item.index
    self.size = size
    center = item.center
    transform = item.transform
    frame = item.frame
    alpha = item.alpha
    zIndex = item.zIndex
    isFrontFacing = item.isFrontFacing
    self.isHidden = isHidden
  }

  /// Creates the attributes of an item that is not drawn: centred,
  /// untransformed, transparent and hidden, for an index the collection
  /// view asks about that the carousel does not place.
  ///
  /// - Parameters:
  ///   - index: The item's index.
  ///   - size: The carousel's item size.
  ///   - center: Where the carousel's items stand.
  /// - Complexity: O(1)
  public init(hiddenItemAt index: Int, size: Size, center: Point) {
    self.index = index
    self.size = size
    self.center = center
    transform = .identity
    frame = Rect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
    alpha = 0
    zIndex = -1
    isFrontFacing = true
    isHidden = true
  }
}
