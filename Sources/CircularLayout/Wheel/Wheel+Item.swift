// One item's attributes: everything a collection view cell needs, computed
// in O(1) from the item's index and the wheel's turn.

import LayoutGeometry

extension Wheel {
  /// The layout attributes of one item on the wheel.
  ///
  /// Two ways to place a cell give the same picture:
  ///
  /// - Set its bounds size to ``size``, its centre to ``center`` and its
  ///   transform to a rotation by ``angle`` followed by a scale by
  ///   ``scale``, both about the cell's centre (the default anchor point).
  /// - Or, as the tutorial does (and only when ``scale`` is 1), set its
  ///   layer's anchor point to ``anchorPoint``, its position to ``pivot``
  ///   and its transform to the rotation by ``angle``.
  ///
  /// Either way ``frame`` is the cell's resulting frame, and
  /// ``rotatedRect`` its exact shape.
  ///
  /// The wheel's queries compute items; the properties are settable and
  /// ``init(index:angle:anchorPoint:pivot:center:size:frame:zIndex:alpha:scale:isHidden:)``
  /// builds one from scratch, so that a test or a preview can make the
  /// value it needs. The ranges each property documents are those of the
  /// items the wheel computes; a value you build or change is not checked.
  public struct Item: Hashable, Sendable, Codable {
    /// The item's index, in `0 ..< itemCount`.
    public var index: Int

    /// The rotation to apply to the cell, in radians, positive clockwise
    /// on screen (y-down coordinates), 0 for the item standing upright at
    /// the top.
    ///
    /// Its absolute value is the item's distance from the top of the
    /// wheel. See ``Wheel/axis`` for its sign on each side of the wheel.
    /// Always finite; beyond half a turn the item ``isHidden``.
    public var angle: Double

    /// The unit anchor point about which the unscaled cell turns when its
    /// layer's position is ``pivot``; the wheel's ``Wheel/anchorPoint``.
    public var anchorPoint: Point

    /// The centre of the wheel.
    public var pivot: Point

    /// The visual centre of the item, `radius` from ``pivot``.
    public var center: Point

    /// The cell's bounds size: the wheel's item size, before scaling.
    public var size: Size

    /// The smallest axis-aligned rect containing the rotated, scaled item,
    /// like a transformed view's `frame`.
    public var frame: Rect

    /// The item's stacking order; a larger value lies in front.
    ///
    /// Distinct over all indices for one viewport, so within any answer;
    /// see ``Wheel/ZOrder`` for the order.
    public var zIndex: Int

    /// The item's opacity from the wheel's ``Wheel/fade``, in `0...1`; 1
    /// without one.
    public var alpha: Double

    /// The item's scale from the wheel's ``Wheel/fade``, about its centre,
    /// in `0 < scale <= 1`; 1 without one.
    public var scale: Double

    /// A Boolean value indicating whether the item is more than half a
    /// turn (π) from the top of the wheel, behind its hub.
    ///
    /// A hidden item is never visible: ``Wheel/items(in:itemCount:)`` and
    /// hit testing skip it, and a collection view should hide its cell.
    /// Only a long feed (more than a turn of items) or a large
    /// ``Wheel/anglePerItem`` has hidden items.
    public var isHidden: Bool

    /// Creates an item from every one of its attributes, unchecked.
    ///
    /// The wheel's queries make the items a layout uses; this initializer
    /// is for tests and previews. No value is checked, and ``frame`` is
    /// taken as given rather than computed from the others (a computed
    /// item's frame is ``rotatedRect``'s bounding box).
    ///
    ///     let item = Wheel.Item(
    ///       index: 0, angle: 0, anchorPoint: Point(x: 0.5, y: 586.5 / 173),
    ///       pivot: Point(x: 187.5, y: 833.5), center: Point(x: 187.5, y: 333.5),
    ///       size: Size(width: 133, height: 173),
    ///       frame: Rect(x: 121, y: 247, width: 133, height: 173),
    ///       zIndex: 0, alpha: 1, scale: 1, isHidden: false)
    ///
    /// - Parameters:
    ///   - index: The item's index.
    ///   - angle: The cell's rotation in radians, positive clockwise on
    ///     screen.
    ///   - anchorPoint: The unit anchor point the unscaled cell turns
    ///     about when its position is `pivot`.
    ///   - pivot: The centre of the wheel.
    ///   - center: The visual centre of the item.
    ///   - size: The cell's bounds size, before scaling.
    ///   - frame: The bounding box of the rotated, scaled item.
    ///   - zIndex: The stacking order; a larger value lies in front.
    ///   - alpha: The opacity.
    ///   - scale: The scale about the item's centre.
    ///   - isHidden: Whether the item is behind the wheel's hub.
    @inlinable
    public init(
      index: Int, angle: Double, anchorPoint: Point, pivot: Point, center: Point, size: Size,
      frame: Rect, zIndex: Int, alpha: Double, scale: Double, isHidden: Bool
    ) {
      self.index = index
      self.angle = angle
      self.anchorPoint = anchorPoint
      self.pivot = pivot
      self.center = center
      self.size = size
      self.frame = frame
      self.zIndex = zIndex
      self.alpha = alpha
      self.scale = scale
      self.isHidden = isHidden
    }

    /// The exact shape of the item on screen: a rect of size `size ·
    /// scale` centred on ``center``, turned by ``angle`` about its centre.
    ///
    /// This is the shape visibility and hit testing use; its bounding box
    /// is ``frame``.
    public var rotatedRect: RotatedRect {
      let width = size.width * scale
      let height = size.height * scale
      return RotatedRect(
        frame: Rect(
          x: center.x - width / 2, y: center.y - height / 2, width: width, height: height),
        angle: angle)
    }
  }

  /// The attributes of the item at `index`, visible or not.
  ///
  /// A collection view asks for items off screen too, so any index in
  /// `0 ..< itemCount` gets its attributes, including hidden ones.
  ///
  ///     let item = wheel.item(3, in: viewport, itemCount: 10)
  ///
  /// - Parameters:
  ///   - index: The item's index.
  ///   - viewport: The scroll view's bounds in content coordinates,
  ///     sanitised as in ``ScrollingLayout/scrollPosition(in:itemCount:)``;
  ///     an empty viewport still places the items about its origin.
  ///   - itemCount: The number of items, sanitised likewise.
  /// - Returns: The item's attributes, with finite coordinates, or `nil`
  ///   when `index` is outside `0 ..< itemCount` (after sanitising).
  public func item(_ index: Int, in viewport: Rect, itemCount: Int) -> Item? {
    let pose = pose(for: viewport, itemCount: itemCount)
    guard index >= 0, index < pose.count else { return nil }
    return makeItem(at: index, pose: pose)
  }

  /// One item's geometry for a pose: its wheel angle and its shape, from
  /// one sine and one cosine, before the attributes that only a visible
  /// item needs.
  struct ItemGeometry {
    /// The item's position relative to the pose's whole position.
    var position: Int

    /// The wheel angle `ψ`, growing with the index.
    var wheelAngle: Double

    /// The item's offset for the fade: `ψ / anglePerItem`, computed as the
    /// relative position minus the fraction.
    var offset: Double

    /// The fade's scale.
    var scale: Double

    /// The visual centre.
    var center: Point

    /// The exact shape, ``Item/rotatedRect``, with its cosine and sine.
    var shape: _ItemShape

    /// Whether the item is more than half a turn from the top.
    var isHidden: Bool { !(abs(wheelAngle) <= .pi) }

    /// The exact visibility rule: not behind the hub, and the shape meets
    /// the viewport, as `item.rotatedRect.intersects(viewport)` decides.
    @inline(__always)
    func isVisible(in viewport: _ViewportEdges) -> Bool {
      !isHidden && shape.intersects(viewport)
    }
  }

  /// Computes one item's attributes for a pose; `index` must be valid.
  func makeItem(at index: Int, pose: Pose) -> Item {
    item(at: index, geometry(at: index, pose: pose), pose: pose)
  }

  /// The item at `index` if it is visible in the pose's viewport; `index`
  /// must be valid.
  @inline(__always)
  func visibleItem(at index: Int, pose: Pose, edges: _ViewportEdges) -> Item? {
    let geometry = geometry(at: index, pose: pose)
    guard geometry.isVisible(in: edges) else { return nil }
    return item(at: index, geometry, pose: pose)
  }

  /// Computes one item's geometry with one sine and one cosine; `index`
  /// must be valid.
  ///
  /// Everything else derives from those two: the centre, the bounding
  /// box, the visibility test. The anchor point and the pivot are the
  /// pose's, the same for every item, and the fade reads the offset.
  @inline(__always)
  func geometry(at index: Int, pose: Pose) -> ItemGeometry {
    let turn = turn(at: index, pose: pose)
    // The sine and cosine of the cell's rotation, the values
    // `RotatedRect` would compute from its angle, so that the shape's
    // tests agree exactly with `item.rotatedRect`'s.
    return geometry(turn, sine: Math.sin(turn.angle), cosine: Math.cos(turn.angle), pose: pose)
  }

  /// Where an item stands on the wheel, before any trigonometry.
  struct Turn {
    /// The item's position relative to the pose's whole position.
    var position: Int

    /// The item's offset, `position - fraction`: the wheel angle in items.
    var offset: Double

    /// The wheel angle `ψ`, growing with the index.
    var wheelAngle: Double

    /// The cell's rotation, positive clockwise on screen.
    var angle: Double
  }

  /// The turn of the item at `index`; `index` must be valid.
  @inline(__always)
  func turn(at index: Int, pose: Pose) -> Turn {
    let position = pose.relativePosition(of: index)
    let offset = Double(position) - pose.fraction
    let wheelAngle = Wheel.saturated(offset * pose.step)
    return Turn(
      position: position, offset: offset, wheelAngle: wheelAngle,
      angle: pose.axes.rotationSign * wheelAngle)
  }

  /// An item's geometry from its turn and the sine and cosine of its
  /// rotation.
  @inline(__always)
  func geometry(_ turn: Turn, sine: Double, cosine: Double, pose: Pose) -> ItemGeometry {
    let axes = pose.axes
    // The wheel angle's sine: the rotation's, up to its sign.
    let wheelSine = axes.rotationSign * sine

    // The centre relative to the viewport's centre, C + r · (sin ψ ·
    // tangent - (1 - cos ψ) · outward). 1 - cos ψ is exact to an ulp of 1
    // (cos ψ rounds to within half of one), so the centre is within
    // r · 2^-53 of the true one, and at angle 0 exactly at C.
    let drop = 1 - cosine
    let center = Point(
      x: pose.center.x + radius * (wheelSine * axes.tangent.x - drop * axes.outward.x),
      y: pose.center.y + radius * (wheelSine * axes.tangent.y - drop * axes.outward.y))

    let scale = pose.fade?.scale(forOffset: turn.offset) ?? 1
    let width = itemSize.width * scale
    let height = itemSize.height * scale
    let frame = Rect(
      x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    return ItemGeometry(
      position: turn.position, wheelAngle: turn.wheelAngle, offset: turn.offset, scale: scale,
      center: center,
      shape: _ItemShape(frame: frame, angle: turn.angle, cosine: cosine, sine: sine))
  }

  /// The attributes of an item from its geometry.
  @inline(__always)
  func item(at index: Int, _ geometry: ItemGeometry, pose: Pose) -> Item {
    Item(
      index: index, angle: geometry.shape.angle, anchorPoint: pose.anchorPoint,
      pivot: pose.pivot, center: geometry.center, size: itemSize,
      frame: geometry.shape.boundingBox,
      zIndex: zIndex(atRelativePosition: geometry.position, index: index, pose: pose),
      alpha: pose.fade?.alpha(forOffset: geometry.offset) ?? 1, scale: geometry.scale,
      isHidden: geometry.isHidden)
  }

  /// The z-index of the item at relative position `position`.
  func zIndex(atRelativePosition position: Int, index: Int, pose: Pose) -> Int {
    switch zOrder {
    case .laterOnTop:
      // With wrapping, the rank in wheel-angle order: positions run from
      // `lowestPosition` upwards.
      return pose.wraps ? position - pose.lowestPosition : index
    case .centerOnTop:
      // The position nearest the top is 0 when the fraction is below one
      // half, else 1. Ordering the others by their distance from it, then
      // by the side that lies nearer the top (right when the centre is
      // position 0, left when it is 1), is exactly ordering by |k -
      // fraction|, with ties going to the later item.
      let centerPosition = pose.fraction >= 0.5 ? 1 : 0
      if !pose.wraps {
        // Overscrolled past an end, every item lies on one side of the top,
        // in index order: the end item is in front.
        let nearest = pose.whole + centerPosition
        if nearest < 0 { return -index }
        if nearest >= pose.count { return index - (pose.count - 1) }
      }
      let distance = abs(position - centerPosition)
      guard distance > 0 else { return 0 }
      let onNearerSide = (position > centerPosition) == (centerPosition == 0)
      return -(2 * distance - (onNearerSide ? 1 : 0))
    }
  }
}
