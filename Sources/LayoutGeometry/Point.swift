/// A location in a two-dimensional, y-down coordinate space.
///
/// The coordinate space is the one UIKit and AppKit's flipped views use:
/// x grows to the right and y grows downwards, so a positive rotation angle
/// turns clockwise on screen.
///
///     let anchor = Point(x: 0.5, y: 0.5)   // the centre, as a unit point
@frozen
public struct Point: Hashable, Sendable, Codable {
  /// The horizontal coordinate.
  public var x: Double

  /// The vertical coordinate, growing downwards.
  public var y: Double

  /// Creates a point from its two coordinates.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point whose coordinates are both zero.
  public static let zero = Point(x: 0, y: 0)

  /// A Boolean value indicating whether both coordinates are finite
  /// (neither NaN nor infinite).
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension Point: CustomStringConvertible {
  /// A textual representation of the point, such as `(3, 4.5)`.
  public var description: String {
    "(\(DescriptionFormat.number(x)), \(DescriptionFormat.number(y)))"
  }
}
