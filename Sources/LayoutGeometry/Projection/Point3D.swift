/// A location in three-dimensional space, in the coordinates of Core
/// Animation's layer space.
///
/// x grows to the right and y downwards, as for ``Point``, and z grows
/// towards the viewer: with a perspective transform (``Transform3D/m34``
/// negative), a point with a larger z appears larger.
///
///     let corner = Point3D(x: -50, y: -60, z: 0)
///
/// A point with a NaN or infinite coordinate is not ``isFinite``, and a
/// ``Transform3D`` projects it to `nil`.
@frozen
public struct Point3D: Hashable, Sendable, Codable {
  /// The horizontal coordinate, growing to the right.
  public var x: Double

  /// The vertical coordinate, growing downwards.
  public var y: Double

  /// The depth coordinate, growing towards the viewer.
  public var z: Double

  /// Creates a point from its three coordinates.
  ///
  /// - Parameters:
  ///   - x: The horizontal coordinate.
  ///   - y: The vertical coordinate.
  ///   - z: The depth coordinate.
  @inlinable
  public init(x: Double, y: Double, z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }

  /// The point whose three coordinates are zero.
  public static let zero = Point3D(x: 0, y: 0, z: 0)

  /// A Boolean value indicating whether all three coordinates are finite
  /// (neither NaN nor infinite).
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite }
}

extension Point3D: CustomStringConvertible {
  /// A textual representation of the point, such as `(1.0, 2.0, -3.0)`.
  public var description: String {
    "(\(DescriptionFormat.number(x)), \(DescriptionFormat.number(y)), \(DescriptionFormat.number(z)))"
  }
}
