/// Distances to move each edge of a rectangle inwards.
///
/// Positive values shrink a rectangle and negative values grow it; see
/// ``Rect/inset(by:)``.
///
/// SwiftUI declares an `EdgeInsets` of its own. In a file that imports
/// both modules, a call such as `EdgeInsets(all: 8)` still finds this
/// type by its labels, but a type annotation (`let insets: EdgeInsets`)
/// is ambiguous: write `LayoutGeometry.EdgeInsets` there, or let the type
/// be inferred (`configuration.contentInsets = .init(all: 8)`).
@frozen
public struct EdgeInsets: Hashable, Sendable, Codable {
  /// The distance to move the top edge down.
  public var top: Double

  /// The distance to move the left edge right.
  public var left: Double

  /// The distance to move the bottom edge up.
  public var bottom: Double

  /// The distance to move the right edge left.
  public var right: Double

  /// Creates insets from the four edge distances.
  @inlinable
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates insets that move every edge by the same distance.
  @inlinable
  public init(all inset: Double) {
    self.init(top: inset, left: inset, bottom: inset, right: inset)
  }

  /// Insets of zero on every edge.
  public static let zero = EdgeInsets(all: 0)

  /// The sum of the left and right insets.
  @inlinable
  public var horizontal: Double { left + right }

  /// The sum of the top and bottom insets.
  @inlinable
  public var vertical: Double { top + bottom }

  /// A Boolean value indicating whether all four insets are finite.
  @inlinable
  public var isFinite: Bool {
    top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
  }
}

extension EdgeInsets: CustomStringConvertible {
  /// A textual representation of the insets, such as
  /// `(top 8, left 16, bottom 8, right 16)`.
  public var description: String {
    "(top \(DescriptionFormat.number(top)), left \(DescriptionFormat.number(left)), "
      + "bottom \(DescriptionFormat.number(bottom)), right \(DescriptionFormat.number(right)))"
  }
}
