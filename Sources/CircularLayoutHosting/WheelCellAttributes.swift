// What a collection view layout gives a wheel's cell, in platform-free
// values: a UICollectionViewLayoutAttributes' size, center, transform,
// alpha, zIndex and isHidden, and the anchor point and layer position a
// cell that turns about the wheel's centre sets itself.

import CircularLayout
import LayoutGeometry

/// The layout attributes of one wheel cell, as a collection view layout
/// sets them.
///
/// UIKit applies ``size``, ``center`` and ``transform`` (a rotation by the
/// item's angle, then its fade's scale, about the cell's centre), and the
/// picture is the engine's item exactly: ``frame`` is then the cell's
/// frame. A cell that wants to turn about the wheel's centre during
/// animated changes (an insertion swinging round the wheel rather than
/// cutting across it) sets its layer's anchor point to ``anchorPoint``
/// and its center (its layer's position) to ``anchoredPosition`` in its
/// `apply(_:)`: the same picture, turning about the pivot.
public struct WheelCellAttributes: Hashable, Sendable, Codable {
  /// The item's index.
  public var index: Int

  /// The cell's bounds size: the wheel's item size, before scaling.
  public var size: Size

  /// The visual centre of the cell, in content coordinates.
  public var center: Point

  /// The transform about the cell's centre: the rotation by ``angle``,
  /// then the scale by ``scale``.
  public var transform: AffineTransform

  /// The rotation in radians, positive clockwise on screen: the engine's
  /// ``/CircularLayout/Wheel/Item/angle``.
  public var angle: Double

  /// The fade's scale about the cell's centre, in `0 < scale <= 1`.
  public var scale: Double

  /// The unit anchor point at the wheel's centre, in the unrotated cell:
  /// the engine's ``/CircularLayout/Wheel/Item/anchorPoint``.
  public var anchorPoint: Point

  /// The layer position that, with ``anchorPoint`` as the layer's anchor
  /// point and ``transform``, draws the same picture: ``center`` plus the
  /// anchor's offset from the cell's centre, transformed. The wheel's
  /// centre (the engine's ``/CircularLayout/Wheel/Item/pivot``) when the
  /// scale is 1.
  public var anchoredPosition: Point

  /// The smallest axis-aligned rect containing the turned, scaled cell.
  public var frame: Rect

  /// The stacking order; a larger value lies in front.
  public var zIndex: Int

  /// The opacity, in `0 ... 1`.
  public var alpha: Double

  /// A Boolean value indicating whether the cell is hidden: the item is
  /// more than half a turn from the top, behind the wheel's hub.
  public var isHidden: Bool

  /// Creates the attributes of a wheel item as the engine computed it.
  ///
  /// - Parameter item: The engine's item.
  /// - Complexity: O(1): one sine and one cosine.
  public init(_ item: Wheel.Item) {
    index = item.index
    size = item.size
    center = item.center
    transform = AffineTransform(rotationAngle: item.angle, scale: item.scale)
    angle = item.angle
    scale = item.scale
    anchorPoint = item.anchorPoint
    let offset = transform.applied(
      to: Point(
        x: (item.anchorPoint.x - 0.5) * item.size.width,
        y: (item.anchorPoint.y - 0.5) * item.size.height))
    anchoredPosition = Point(x: item.center.x + offset.x, y: item.center.y + offset.y)
    frame = item.frame
    zIndex = item.zIndex
    alpha = item.alpha
    isHidden = item.isHidden
  }
}
