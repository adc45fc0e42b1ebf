// The planar projective transform a host without Core Animation draws a
// carousel cell with: SwiftUI's ProjectionTransform, entry for entry, so
// the SwiftUI view converts it without arithmetic of its own and the
// arithmetic is tested here.

import LayoutGeometry

/// A 3 x 3 projective transform of the plane in the row-vector convention
/// of SwiftUI's `ProjectionTransform`: a point `(x, y)` maps to
/// `(X / W, Y / W)` with `[x y 1] · M = [X Y W]`.
///
/// The identity's entries are `m11 = m22 = m33 = 1`, the others 0.
public struct ProjectiveTransform: Hashable, Sendable, Codable {
  /// Row 1, column 1: x into X.
  public var m11: Double
  /// Row 1, column 2: x into Y.
  public var m12: Double
  /// Row 1, column 3: x into W.
  public var m13: Double
  /// Row 2, column 1: y into X.
  public var m21: Double
  /// Row 2, column 2: y into Y.
  public var m22: Double
  /// Row 2, column 3: y into W.
  public var m23: Double
  /// Row 3, column 1: the translation of X.
  public var m31: Double
  /// Row 3, column 2: the translation of Y.
  public var m32: Double
  /// Row 3, column 3: the constant of W.
  public var m33: Double

  /// Creates a transform from its nine entries.
  ///
  /// - Parameters:
  ///   - m11: x into X.
  ///   - m12: x into Y.
  ///   - m13: x into W.
  ///   - m21: y into X.
  ///   - m22: y into Y.
  ///   - m23: y into W.
  ///   - m31: The translation of X.
  ///   - m32: The translation of Y.
  ///   - m33: The constant of W.
  /// - Complexity: O(1)
  public init(
    m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double,
    m32: Double, m33: Double
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
  }

  /// The identity transform.
  public static let identity = ProjectiveTransform(
    m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

  /// The 4 x 4 transform of the plane `z = 0` that maps points as this
  /// one does: its entries in rows and columns 1, 2 and 4, the identity's
  /// in row and column 3. SwiftUI's `ProjectionTransform(_:)` from a
  /// `CATransform3D` reads exactly those entries back, so a host converts
  /// with `ProjectionTransform(CATransform3D(projection.transform3D))`.
  ///
  /// - Complexity: O(1)
  public var transform3D: Transform3D {
    var t = Transform3D.identity
    t.m11 = m11
    t.m12 = m12
    t.m14 = m13
    t.m21 = m21
    t.m22 = m22
    t.m24 = m23
    t.m41 = m31
    t.m42 = m32
    t.m44 = m33
    return t
  }

  /// The image of a point, `(X / W, Y / W)`, or `nil` when `W` is at or
  /// below ``/LayoutGeometry/Transform3D/eyePlaneEpsilon`` (the point is at
  /// or behind the eye) or the result is not finite.
  ///
  /// - Parameter point: The point to map.
  /// - Returns: The mapped point, or `nil`.
  /// - Complexity: O(1)
  public func applied(to point: Point) -> Point? {
    let w = point.x * m13 + point.y * m23 + m33
    guard w > Transform3D.eyePlaneEpsilon else { return nil }
    let mapped = Point(
      x: (point.x * m11 + point.y * m21 + m31) / w, y: (point.x * m12 + point.y * m22 + m32) / w)
    return mapped.isFinite ? mapped : nil
  }
}
