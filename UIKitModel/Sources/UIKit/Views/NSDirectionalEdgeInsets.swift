// NSDirectionalEdgeInsets: insets named by leading and trailing edges, as
// UIKit declares them.

/// Edge insets that take language direction into account.
///
/// "NSDirectionalEdgeInsets" (Apple Developer Documentation): "Edge insets
/// that take language direction into account." Leading is the left edge
/// in a left-to-right layout and the right edge in a right-to-left one.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  /// The top edge inset value.
  public var top: CGFloat
  /// The leading edge inset value.
  public var leading: CGFloat
  /// The bottom edge inset value.
  public var bottom: CGFloat
  /// The trailing edge inset value.
  public var trailing: CGFloat

  /// Insets of zero on every edge.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Creates directional edge insets with the specified values.
  ///
  /// - Parameters:
  ///   - top: The top edge inset value.
  ///   - leading: The leading edge inset value.
  ///   - bottom: The bottom edge inset value.
  ///   - trailing: The trailing edge inset value.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Directional edge insets with all values set to 0.
  public static let zero = NSDirectionalEdgeInsets()
}
