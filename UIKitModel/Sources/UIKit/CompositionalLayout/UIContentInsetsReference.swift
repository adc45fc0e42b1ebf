// UIContentInsetsReference: the edges a compositional layout's content
// insets are measured from.

/// Constants that specify the boundary to reference when defining
/// content insets.
@available(iOS 14.0, tvOS 14.0, *)
public enum UIContentInsetsReference: Int, Sendable {
  /// The system determines the reference boundary: in the model, as
  /// ``safeArea`` (see `UICollectionViewCompositionalLayout`).
  case automatic = 0
  /// The content insets are not relative to any boundary: measured from
  /// the edges of the container.
  case none = 1
  /// The content insets are relative to the safe area.
  case safeArea = 2
  /// The content insets are relative to the layout margins (the model
  /// has none: read as ``safeArea``).
  case layoutMargins = 3
  /// The content insets are relative to the readable content guide (the
  /// model has none: read as ``safeArea``).
  case readableContent = 4
}
