// Auto Layout's measuring, as much of it as self-sizing cells use: the
// priorities a fitting takes, and the fitting sizes. UIView itself
// declares `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
// (Swift overrides only what a class body declares), which a view whose
// content has a size of its own (a hosting configuration's content view)
// overrides.

/// The layout priority is used to indicate to the constraint-based layout
/// system which constraints are more important.
///
/// Apple Developer Documentation, UIKit, "UILayoutPriority":
/// https://developer.apple.com/documentation/uikit/uilayoutpriority
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
  /// The priority, from 1 to 1000.
  public let rawValue: Float

  /// Creates a priority.
  ///
  /// - Parameter rawValue: The priority, from 1 to 1000.
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// A required constraint (1000).
  public static let required = UILayoutPriority(rawValue: 1000)
  /// The priority level with which a button resists compressing its
  /// content (750).
  public static let defaultHigh = UILayoutPriority(rawValue: 750)
  /// The priority level at which a button hugs its contents horizontally
  /// (250).
  public static let defaultLow = UILayoutPriority(rawValue: 250)
  /// The priority level with which the view wants to conform to the
  /// target size in that computation (50): "it's quite low. It is
  /// generally not appropriate to make a constraint at exactly this
  /// priority".
  public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)
}

extension UIView {
  /// The option to use the smallest possible size.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

  /// The option to use the largest possible size.
  public static let layoutFittingExpandedSize = CGSize(
    width: 10_000_000, height: 10_000_000)

  /// Returns the optimal size of the view based on its current
  /// constraints: the fitting at `fittingSizeLevel` along both axes.
  ///
  /// - Parameter targetSize: The size the view should be as close as
  ///   possible to.
  /// - Returns: The size.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }
}
