/// A width and a height.
///
/// Sizes may be negative: a ``Rect`` with a negative width or height
/// describes the same area as its standardised form, as in CoreGraphics.
@frozen
public struct Size: Hashable, Sendable, Codable {
  /// The horizontal extent.
  public var width: Double

  /// The vertical extent.
  public var height: Double

  /// Creates a size from a width and a height.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size whose width and height are both zero.
  public static let zero = Size(width: 0, height: 0)

  /// A Boolean value indicating whether both components are finite
  /// (neither NaN nor infinite).
  @inlinable
  public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension Size: CustomStringConvertible {
  /// A textual representation of the size, such as `375.0 x 812.0`.
  public var description: String { DescriptionFormat.size(width: width, height: height) }
}
