// NSCollectionLayoutSize: the width and height dimensions of an item,
// group or supplementary item.

/// The width and height dimensions of a component in a collection view.
@MainActor
open class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
  private let _width: NSCollectionLayoutDimension
  private let _height: NSCollectionLayoutDimension

  /// Creates a size with the specified width and height dimensions.
  ///
  /// - Parameters:
  ///   - width: The width dimension.
  ///   - height: The height dimension.
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    _width = width
    _height = height
    super.init()
  }

  /// The width dimension.
  open var widthDimension: NSCollectionLayoutDimension { _width }

  /// The height dimension.
  open var heightDimension: NSCollectionLayoutDimension { _height }

  /// The size itself: it is immutable.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: This size.
  open func copy(with zone: NSZone? = nil) -> Any { self }
}
