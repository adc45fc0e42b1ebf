// What a collection view layout gives a wheel's or a carousel's cell, in
// platform-free values: a UICollectionViewLayoutAttributes' size, center,
// transform, alpha, zIndex and isHidden, and the anchor point and layer
// position a cell that turns about the wheel's centre sets itself. One
// type for both engines: a wheel's cell is the case of a carousel's whose
// transform is a flat turn and scale, with its anchor at the wheel's centre.

import CircularLayout
import LayoutGeometry

/// The layout attributes of one wheel or carousel cell, as a collection
/// view layout sets them.
///
/// UIKit applies ``transform`` about the cell's ``center``; the cell is
/// then drawn exactly where the engine put its item.
///
/// - For a carousel, the transform is the item's 3D transform,
///   perspective included, and the cell lies on the item's projected
///   outline.
/// - For a wheel, it is a flat turn by the item's angle, then its fade's
///   scale (an affine transform, which a host may set as a
///   `CGAffineTransform`: `a` is `m11`, `b` `m12`, `c` `m21`, `d` `m22`).
///   A cell that wants to turn about the wheel's centre during animated
///   changes (an insertion swinging round the wheel rather than cutting
///   across it) sets its layer's anchor point to ``anchorPoint`` and its
///   center (its layer's position) to ``anchoredPosition`` in its
///   `apply(_:)`: the same picture, turning about the wheel's centre.
public struct CircularCellAttributes: Hashable, Sendable, Codable {
  /// The item's index.
  public var index: Int

  /// The cell's bounds size: the engine's item size, before the transform.
  public var size: Size

  /// Where the cell's centre stands, in content coordinates.
  public var center: Point

  /// The cell layer's transform about its centre; every entry finite. A
  /// wheel's is affine (``/LayoutGeometry/Transform3D/isAffine``).
  public var transform: Transform3D

  /// The unit anchor point a cell may turn about, in the untransformed
  /// cell: the wheel's centre (the engine's
  /// ``/CircularLayout/Wheel/Item/anchorPoint``) for a wheel, the cell's
  /// centre, `(0.5, 0.5)`, for a carousel.
  public var anchorPoint: Point

  /// The layer position that, with ``anchorPoint`` as the layer's anchor
  /// point and ``transform``, draws the same picture: ``center`` plus the
  /// anchor's offset from the cell's centre, transformed. For a wheel
  /// whose scale is 1, the wheel's centre (the engine's
  /// ``/CircularLayout/Wheel/Item/pivot``); for a carousel, ``center``.
  public var anchoredPosition: Point

  /// The smallest axis-aligned rect containing the cell as drawn; the
  /// null rect when a carousel's item has no outline (wholly behind the
  /// eye).
  public var frame: Rect

  /// The opacity, in `0 ... 1`.
  public var alpha: Double

  /// The place in the depth order; a larger value lies in front.
  public var zIndex: Int

  /// A Boolean value indicating whether the item shows its front; always
  /// `true` for a wheel.
  public var isFrontFacing: Bool

  /// A Boolean value indicating whether the cell is hidden: a wheel's
  /// item more than half a turn from the top, behind the hub; a
  /// carousel's item not among those it shows in the bounds (outside
  /// them, transparent, behind the eye, or turned away while back faces
  /// are hidden).
  public var isHidden: Bool

  /// Creates the attributes of a wheel item as the engine computed it.
  ///
  /// - Parameter item: The engine's item.
  /// - Complexity: O(1): one sine and one cosine.
  public init(_ item: Wheel.Item) {
    index = item.index
    size = item.size
    center = item.center
    let cosine = Math.cos(item.angle) * item.scale
    let sine = Math.sin(item.angle) * item.scale
    var turn = Transform3D.identity
    (turn.m11, turn.m12, turn.m21, turn.m22) = (cosine, sine, -sine, cosine)
    transform = turn
    anchorPoint = item.anchorPoint
    // The anchor's offset from the cell's centre, turned and scaled as
    // CoreGraphics applies (a, b, c, d) to a row vector.
    let offset = Point(
      x: (item.anchorPoint.x - 0.5) * item.size.width,
      y: (item.anchorPoint.y - 0.5) * item.size.height)
    anchoredPosition = Point(
      x: item.center.x + (cosine * offset.x - sine * offset.y),
      y: item.center.y + (sine * offset.x + cosine * offset.y))
    frame = item.frame
    alpha = item.alpha
    zIndex = item.zIndex
    isFrontFacing = true
    isHidden = item.isHidden
  }

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
    anchorPoint = Point(x: 0.5, y: 0.5)
    anchoredPosition = item.center
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
    anchorPoint = Point(x: 0.5, y: 0.5)
    anchoredPosition = center
    frame = Rect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
    alpha = 0
    zIndex = -1
    isFrontFacing = true
    isHidden = true
  }
}
