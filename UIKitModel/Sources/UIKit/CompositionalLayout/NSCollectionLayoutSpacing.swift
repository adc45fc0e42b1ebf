// NSCollectionLayoutSpacing: the space between the items of a group.

/// A value that defines the space between items in a group.
///
/// The model treats flexible spacing as its minimum (the fixed value):
/// UIKit's "flexible" spacing may grow to fill the group's leftover room,
/// which the model does not distribute (README, "What is not modelled").
///
/// The class methods return `Self` as UIKit's do; the model makes an
/// instance of this class.
@MainActor
open class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
  let _isFlexible: Bool
  let _spacing: CGFloat

  init(_flexible: Bool, spacing: CGFloat) {
    _isFlexible = _flexible
    _spacing = spacing
    super.init()
  }

  /// Creates a flexible amount of space: "space that's equal to or
  /// greater than" the value.
  ///
  /// - Parameter flexibleSpacing: The minimum space.
  /// - Returns: The spacing.
  open class func flexible(_ flexibleSpacing: CGFloat) -> Self {
    NSCollectionLayoutSpacing(_flexible: true, spacing: flexibleSpacing) as! Self
  }

  /// Creates a fixed amount of space.
  ///
  /// - Parameter fixedSpacing: The space.
  /// - Returns: The spacing.
  open class func fixed(_ fixedSpacing: CGFloat) -> Self {
    NSCollectionLayoutSpacing(_flexible: false, spacing: fixedSpacing) as! Self
  }

  /// The amount of space.
  open var spacing: CGFloat { _spacing }

  /// A Boolean value that indicates whether the spacing is flexible.
  open var isFlexible: Bool { _isFlexible }

  /// A Boolean value that indicates whether the spacing is fixed.
  open var isFixed: Bool { !_isFlexible }

  /// The spacing itself: it is immutable.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: This spacing.
  open func copy(with zone: NSZone? = nil) -> Any { self }
}
