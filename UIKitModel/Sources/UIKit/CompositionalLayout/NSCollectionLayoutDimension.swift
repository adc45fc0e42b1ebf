// NSCollectionLayoutDimension: one dimension (width or height) of a
// compositional layout's item, group or supplementary item.

/// An individual dimension representing an item's width or height in a
/// collection view.
///
/// "Each axis of an item's size can be expressed as an absolute value, an
/// estimated value, or a fractional value relative to the size of its
/// container" ("NSCollectionLayoutDimension", Apple Developer
/// Documentation). How the model resolves each kind:
/// `UICollectionViewCompositionalLayout+Solving.swift`.
///
/// The class methods return `Self` as UIKit's do; the model makes an
/// instance of this class, so calling them on a subclass is not modelled.
@MainActor
open class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
  enum _Kind: Sendable {
    case fractionalWidth, fractionalHeight, absolute, estimated
  }

  let _kind: _Kind
  let _value: CGFloat

  init(_kind kind: _Kind, value: CGFloat) {
    _kind = kind
    _value = value
    super.init()
  }

  /// Creates a dimension with a value computed as a fraction of the width
  /// of the containing group.
  ///
  /// - Parameter fractionalWidth: The fraction of the container's width.
  /// - Returns: The dimension.
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    NSCollectionLayoutDimension(_kind: .fractionalWidth, value: fractionalWidth) as! Self
  }

  /// Creates a dimension with a value computed as a fraction of the height
  /// of the containing group.
  ///
  /// - Parameter fractionalHeight: The fraction of the container's height.
  /// - Returns: The dimension.
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    NSCollectionLayoutDimension(_kind: .fractionalHeight, value: fractionalHeight) as! Self
  }

  /// Creates a dimension with an absolute point value.
  ///
  /// - Parameter absoluteDimension: The size in points.
  /// - Returns: The dimension.
  open class func absolute(_ absoluteDimension: CGFloat) -> Self {
    NSCollectionLayoutDimension(_kind: .absolute, value: absoluteDimension) as! Self
  }

  /// Creates a dimension with an estimated point value.
  ///
  /// "the system calculates the actual value when the content is
  /// rendered"; the model does not size content and takes the estimate as
  /// the value (see the README's "What is not modelled").
  ///
  /// - Parameter estimatedDimension: The estimated size in points.
  /// - Returns: The dimension.
  open class func estimated(_ estimatedDimension: CGFloat) -> Self {
    NSCollectionLayoutDimension(_kind: .estimated, value: estimatedDimension) as! Self
  }

  /// A Boolean value that indicates whether the dimension is a fraction of
  /// its container's width.
  open var isFractionalWidth: Bool { _kind == .fractionalWidth }

  /// A Boolean value that indicates whether the dimension is a fraction of
  /// its container's height.
  open var isFractionalHeight: Bool { _kind == .fractionalHeight }

  /// A Boolean value that indicates whether the dimension is an absolute
  /// value.
  open var isAbsolute: Bool { _kind == .absolute }

  /// A Boolean value that indicates whether the dimension is an estimated
  /// value.
  open var isEstimated: Bool { _kind == .estimated }

  /// The value of the dimension: a fraction, or points.
  open var dimension: CGFloat { _value }

  /// The dimension itself: it is immutable.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: This dimension.
  open func copy(with zone: NSZone? = nil) -> Any { self }
}
