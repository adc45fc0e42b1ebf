// NSDirectionalRectEdge: the edges of a rectangle, named by direction.

/// Constants that specify the edges of a rectangle, taking the language
/// direction into account.
public struct NSDirectionalRectEdge: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt

  /// Creates edges from their raw bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top edge of the rectangle.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge of the rectangle.
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge of the rectangle.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge of the rectangle.
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// All edges of the rectangle.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
