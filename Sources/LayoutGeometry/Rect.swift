/// An axis-aligned rectangle: an origin and a size, in y-down coordinates.
///
/// A rect may be stored with a negative width or height; every derived
/// property (``minX``, ``width``, ``center`` and so on) reads its
/// *standardised* form, the same area with a non-negative size, as in
/// CoreGraphics. So `Rect(x: 10, y: 0, width: -10, height: 5).minX` is `0`.
///
/// A rect with a NaN or infinite component never traps: it is
/// ``isEmpty``, intersects nothing and contains nothing.
@frozen
public struct Rect: Hashable, Sendable, Codable {
  /// The stored origin, which is the top-left corner unless the size is
  /// negative.
  public var origin: Point

  /// The stored size, which may be negative.
  public var size: Size

  /// Creates a rect from an origin and a size.
  @inlinable
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rect from the coordinates of its origin and its size.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// Creates the rect spanning `minX...maxX` and `minY...maxY`.
  ///
  /// Swapped bounds give the same rect as ordered ones.
  @inlinable
  public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The rect at the origin with zero size.
  public static let zero = Rect(origin: .zero, size: .zero)
}

// MARK: - Standardised edges

extension Rect {
  /// The smallest x coordinate of the rect.
  @inlinable
  public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }

  /// The largest x coordinate of the rect.
  @inlinable
  public var maxX: Double { size.width < 0 ? origin.x : origin.x + size.width }

  /// The x coordinate of the rect's centre.
  @inlinable
  public var midX: Double { origin.x + size.width / 2 }

  /// The smallest (topmost) y coordinate of the rect.
  @inlinable
  public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }

  /// The largest (bottommost) y coordinate of the rect.
  @inlinable
  public var maxY: Double { size.height < 0 ? origin.y : origin.y + size.height }

  /// The y coordinate of the rect's centre.
  @inlinable
  public var midY: Double { origin.y + size.height / 2 }

  /// The width of the rect, never negative (NaN stays NaN).
  @inlinable
  public var width: Double { size.width < 0 ? -size.width : size.width }

  /// The height of the rect, never negative (NaN stays NaN).
  @inlinable
  public var height: Double { size.height < 0 ? -size.height : size.height }

  /// The centre of the rect.
  @inlinable
  public var center: Point { Point(x: midX, y: midY) }

  /// The rect with the same area and a non-negative size.
  @inlinable
  public var standardized: Rect {
    Rect(x: minX, y: minY, width: width, height: height)
  }

  /// A Boolean value indicating whether all four components are finite.
  @inlinable
  public var isFinite: Bool { origin.isFinite && size.isFinite }

  /// A Boolean value indicating whether the rect has no area.
  ///
  /// True when the width or the height is zero, or when any component is
  /// NaN or infinite. A negative size is not empty: it is the same area as
  /// its standardised form.
  @inlinable
  public var isEmpty: Bool { !isFinite || size.width == 0 || size.height == 0 }
}

extension Rect: CustomStringConvertible {
  /// A textual representation of the rect, such as `(0, 120, 187.5×240)`:
  /// its origin and its size, as stored.
  public var description: String {
    "(\(DescriptionFormat.number(origin.x)), \(DescriptionFormat.number(origin.y)), \(size))"
  }
}
