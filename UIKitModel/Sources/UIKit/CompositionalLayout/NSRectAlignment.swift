// NSRectAlignment: where a boundary supplementary item sits on its
// container.

/// Constants that specify an alignment relative to a rectangle.
public enum NSRectAlignment: Int, Sendable {
  /// No alignment.
  case none = 0
  /// Aligned with the top edge.
  case top = 1
  /// Aligned with the top and leading edges.
  case topLeading = 2
  /// Aligned with the leading edge.
  case leading = 3
  /// Aligned with the bottom and leading edges.
  case bottomLeading = 4
  /// Aligned with the bottom edge.
  case bottom = 5
  /// Aligned with the bottom and trailing edges.
  case bottomTrailing = 6
  /// Aligned with the trailing edge.
  case trailing = 7
  /// Aligned with the top and trailing edges.
  case topTrailing = 8
}
