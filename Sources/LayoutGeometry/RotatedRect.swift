// A rect turned about an anchor point: the shape of an item on a wheel.

/// A rectangle rotated by an angle about an anchor point inside it.
///
/// This is the shape a view takes when its layer's `anchorPoint` is set and
/// a rotation transform applied: the unrotated ``frame`` is turned by
/// ``angle`` radians about ``pivot``, the point at the unit ``anchorPoint``
/// of the frame. Angles are in y-down coordinates, so a positive angle turns
/// clockwise on screen, as `CGAffineTransform(rotationAngle:)` does.
///
///     let item = RotatedRect(
///       frame: Rect(x: 0, y: 0, width: 10, height: 20),
///       angle: .pi / 2,
///       anchorPoint: Point(x: 0.5, y: 0.5))
///     item.boundingBox   // (-5, 5, 20, 10), up to rounding
///
/// A rotated rect with any non-finite component (frame, angle or anchor)
/// contains no point and intersects nothing; its corners and bounding box
/// are then NaN or infinite, and nothing traps.
public struct RotatedRect: Hashable, Sendable, Codable {
  /// The rectangle before rotation.
  public var frame: Rect

  /// The rotation in radians; positive turns clockwise on screen.
  public var angle: Double

  /// The point the rotation turns about, in the unit coordinate space of
  /// ``frame``: `(0, 0)` is its top-left corner and `(0.5, 0.5)` its centre.
  /// Values outside `0...1` put the pivot outside the frame, as a wheel's
  /// items do.
  public var anchorPoint: Point

  /// Creates a rotated rect from an unrotated frame, an angle in radians and
  /// a unit anchor point (the centre by default).
  public init(frame: Rect, angle: Double, anchorPoint: Point = Point(x: 0.5, y: 0.5)) {
    self.frame = frame
    self.angle = angle
    self.anchorPoint = anchorPoint
  }

  /// The point the rect turns about, in the coordinates of ``frame``.
  ///
  /// It stays fixed under the rotation.
  public var pivot: Point {
    let base = frame.standardized
    return Point(
      x: base.minX + anchorPoint.x * base.width,
      y: base.minY + anchorPoint.y * base.height)
  }

  /// A Boolean value indicating whether the frame, angle and anchor point
  /// are all finite.
  public var isFinite: Bool { frame.isFinite && angle.isFinite && anchorPoint.isFinite }
}

// MARK: - Corners and bounds

extension RotatedRect {
  /// The rotated position of the frame's top-left corner.
  public var topLeft: Point { rotated(Point(x: frame.minX, y: frame.minY)) }

  /// The rotated position of the frame's top-right corner.
  public var topRight: Point { rotated(Point(x: frame.maxX, y: frame.minY)) }

  /// The rotated position of the frame's bottom-right corner.
  public var bottomRight: Point { rotated(Point(x: frame.maxX, y: frame.maxY)) }

  /// The rotated position of the frame's bottom-left corner.
  public var bottomLeft: Point { rotated(Point(x: frame.minX, y: frame.maxY)) }

  /// The four rotated corners, in the order top-left, top-right,
  /// bottom-right, bottom-left of the unrotated frame (clockwise on screen).
  public var corners: [Point] { [topLeft, topRight, bottomRight, bottomLeft] }

  /// The centre of the rotated rect.
  public var center: Point { rotated(frame.center) }

  /// The smallest axis-aligned rect that contains the rotated rect.
  ///
  /// Like `UIView.frame` for a rotated view. A non-finite rotated rect gives
  /// a non-finite result.
  public var boundingBox: Rect {
    // At angle 0 the rotation must be the identity to the last bit. A
    // non-finite anchor takes the general path, which gives NaN as
    // documented rather than a finite box for a shape that intersects nothing.
    if angle == 0, anchorPoint.isFinite { return frame.standardized }
    let (center, halfWidth, halfHeight) = _extent(
      cosine: Math.cos(angle), sine: Math.sin(angle), pivot: pivot)
    return Rect(
      minX: center.x - halfWidth, minY: center.y - halfHeight,
      maxX: center.x + halfWidth, maxY: center.y + halfHeight)
  }

  /// Returns `point`, given in the unrotated frame's coordinates, turned by
  /// ``angle`` about ``pivot``.
  public func rotated(_ point: Point) -> Point {
    if angle == 0, anchorPoint.isFinite { return point }
    return _rotated(point, cosine: Math.cos(angle), sine: Math.sin(angle), pivot: pivot)
  }

  /// `point` turned about `pivot`, with the angle's cosine and sine given,
  /// so that callers that already have them do not compute them again.
  private func _rotated(_ point: Point, cosine: Double, sine: Double, pivot: Point) -> Point {
    let (dx, dy) = (point.x - pivot.x, point.y - pivot.y)
    return Point(
      x: pivot.x + dx * cosine - dy * sine,
      y: pivot.y + dx * sine + dy * cosine)
  }

  /// The rotated shape's centre and the half extents of its bounding box:
  /// the common part of ``boundingBox`` and ``intersects(_:)``.
  fileprivate func _extent(
    cosine: Double, sine: Double, pivot: Point
  ) -> (center: Point, halfWidth: Double, halfHeight: Double) {
    let base = frame.standardized
    let center = _rotated(base.center, cosine: cosine, sine: sine, pivot: pivot)
    let halfWidth = (abs(cosine) * base.width + abs(sine) * base.height) / 2
    let halfHeight = (abs(sine) * base.width + abs(cosine) * base.height) / 2
    return (center, halfWidth, halfHeight)
  }
}

// MARK: - Hit testing and intersection

extension RotatedRect {
  /// Returns a Boolean value indicating whether the point lies in the
  /// rotated rect.
  ///
  /// The point is turned back into the unrotated frame and tested there
  /// with ``Rect/contains(_:)-(Point)``'s half-open rule, so at angle 0 the
  /// two agree exactly. Non-finite input gives `false`.
  public func contains(_ point: Point) -> Bool {
    guard isFinite, point.isFinite else { return false }
    if angle == 0 { return frame.contains(point) }
    let (cosine, sine) = (Math.cos(angle), Math.sin(angle))
    let pivot = self.pivot
    let (dx, dy) = (point.x - pivot.x, point.y - pivot.y)
    let local = Point(
      x: pivot.x + dx * cosine + dy * sine,
      y: pivot.y - dx * sine + dy * cosine)
    return frame.contains(local)
  }

  /// Returns a Boolean value indicating whether the interiors of the
  /// rotated rect and `rect` overlap.
  ///
  /// The test is exact (up to floating-point rounding) by the separating
  /// axis theorem: the shapes are disjoint exactly when their projections
  /// fail to overlap on one of the four edge normals, the two axes of
  /// `rect` and the two of the rotated frame. Projections must overlap by
  /// more than a point, so shapes that only touch do not intersect, the
  /// same rule as ``Rect/intersects(_:)``, with which it agrees at angle 0.
  /// Non-finite input gives `false`.
  ///
  /// - Complexity: O(1): two trigonometric calls and a few products.
  public func intersects(_ rect: Rect) -> Bool {
    guard isFinite, rect.isFinite else { return false }
    if angle == 0 { return frame.intersects(rect) }
    let (cosine, sine) = (Math.cos(angle), Math.sin(angle))
    let base = frame.standardized
    let pivot = self.pivot

    // Axes of `rect`: the rotated shape's extent is its bounding box.
    let (center, halfWidth, halfHeight) = _extent(cosine: cosine, sine: sine, pivot: pivot)
    guard center.x + halfWidth > rect.minX, rect.maxX > center.x - halfWidth,
      center.y + halfHeight > rect.minY, rect.maxY > center.y - halfHeight
    else { return false }

    // Axes of the rotated frame, u = (cos, sin) and v = (-sin, cos): in the
    // frame's own coordinates about the pivot, it spans its unrotated
    // extent, and `rect` projects to its centre plus or minus its half
    // extents.
    let (rectCenterX, rectCenterY) = (rect.midX - pivot.x, rect.midY - pivot.y)
    let rectU = rectCenterX * cosine + rectCenterY * sine
    let rectV = -rectCenterX * sine + rectCenterY * cosine
    let rectHalfU = (abs(cosine) * rect.width + abs(sine) * rect.height) / 2
    let rectHalfV = (abs(sine) * rect.width + abs(cosine) * rect.height) / 2
    let (lowU, highU) = (base.minX - pivot.x, base.maxX - pivot.x)
    let (lowV, highV) = (base.minY - pivot.y, base.maxY - pivot.y)
    return highU > rectU - rectHalfU && rectU + rectHalfU > lowU
      && highV > rectV - rectHalfV && rectV + rectHalfV > lowV
  }
}

extension RotatedRect: CustomStringConvertible {
  /// A textual representation of the rotated rect, such as
  /// `(0, 0, 10×20) turned 0.5 rad about (0.5, 0.5)`: its frame, its angle
  /// and its unit anchor point.
  public var description: String {
    "\(frame) turned \(DescriptionFormat.number(angle)) rad about \(anchorPoint)"
  }
}
