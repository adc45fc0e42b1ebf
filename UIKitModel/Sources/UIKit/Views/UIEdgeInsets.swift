// UIEdgeInsets, with UIKit's Swift names.

/// The inset distances for views, as UIKit declares them.
public struct UIEdgeInsets: Equatable, Sendable {
  /// The inset at the top.
  public var top: CGFloat
  /// The inset on the left.
  public var left: CGFloat
  /// The inset at the bottom.
  public var bottom: CGFloat
  /// The inset on the right.
  public var right: CGFloat

  /// Insets of zero on every side.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Insets with the four distances given.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every side.
  public static let zero = UIEdgeInsets()

  /// The insets with each NaN or infinite distance read as 0 (the model's
  /// rule for insets it adds up; a negative content inset is UIKit's to
  /// allow).
  var _sanitized: UIEdgeInsets {
    func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    return UIEdgeInsets(
      top: clean(top), left: clean(left), bottom: clean(bottom), right: clean(right))
  }

  /// The insets as a safe area: each NaN, infinite or negative distance
  /// read as 0.
  var _sanitizedAsSafeArea: UIEdgeInsets {
    func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
    return UIEdgeInsets(
      top: clean(top), left: clean(left), bottom: clean(bottom), right: clean(right))
  }
}

extension CGRect {
  /// The rectangle shrunk by `insets` (UIKit's `UIEdgeInsetsInsetRect`,
  /// in Swift `rect.inset(by:)`).
  ///
  /// - Parameter insets: The distances to take from each side.
  /// - Returns: The inset rectangle.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
