// The 2D transform a wheel's cell takes, in CoreGraphics' convention, so
// that a host converts it entry for entry into a CGAffineTransform.

import LayoutGeometry

/// A 2D affine transform in CoreGraphics' convention: a point `(x, y)`
/// maps to `(a·x + c·y + tx, b·x + d·y + ty)`, as `CGAffineTransform`
/// does, entry for entry.
public struct AffineTransform: Hashable, Sendable, Codable {
  /// The entry that scales x into x.
  public var a: Double
  /// The entry that carries x into y.
  public var b: Double
  /// The entry that carries y into x.
  public var c: Double
  /// The entry that scales y into y.
  public var d: Double
  /// The translation along x.
  public var tx: Double
  /// The translation along y.
  public var ty: Double

  /// Creates a transform from its six entries.
  ///
  /// - Parameters:
  ///   - a: x into x.
  ///   - b: x into y.
  ///   - c: y into x.
  ///   - d: y into y.
  ///   - tx: The translation along x.
  ///   - ty: The translation along y.
  /// - Complexity: O(1)
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A rotation by `angle` followed by a uniform scale: what
  /// `CGAffineTransform(rotationAngle: angle).scaledBy(x: scale, y: scale)`
  /// makes, `(cos·s, sin·s, -sin·s, cos·s, 0, 0)`.
  ///
  /// In y-down coordinates a positive angle turns clockwise on screen, as
  /// a wheel item's ``/CircularLayout/Wheel/Item/angle`` does.
  ///
  /// - Parameters:
  ///   - angle: The rotation in radians.
  ///   - scale: The scale, about the origin.
  /// - Complexity: O(1)
  public init(rotationAngle angle: Double, scale: Double) {
    let cosine = Math.cos(angle)
    let sine = Math.sin(angle)
    self.init(
      a: cosine * scale, b: sine * scale, c: -sine * scale, d: cosine * scale, tx: 0, ty: 0)
  }

  /// The image of a point: `(a·x + c·y + tx, b·x + d·y + ty)`.
  ///
  /// - Parameter point: The point to map.
  /// - Returns: The mapped point.
  /// - Complexity: O(1)
  public func applied(to point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }
}
