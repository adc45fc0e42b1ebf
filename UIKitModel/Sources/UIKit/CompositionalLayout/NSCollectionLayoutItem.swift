// NSCollectionLayoutItem: the smallest component of a compositional
// layout, one cell.

/// The most basic component of a collection view's layout.
///
/// "Each item specifies its own size in terms of its container"
/// ("NSCollectionLayoutItem", Apple Developer Documentation): its
/// ``layoutSize`` is resolved against the group that holds it, and its
/// ``contentInsets`` shrink the cell inside that space ("The amount of
/// space added around the content of the item to adjust its final size
/// after its position is computed").
@MainActor
open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
  private let _layoutSize: NSCollectionLayoutSize
  private let _supplementaryItems: [NSCollectionLayoutSupplementaryItem]

  init(
    _layoutSize layoutSize: NSCollectionLayoutSize,
    supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    _layoutSize = layoutSize
    _supplementaryItems = supplementaryItems
    super.init()
  }

  /// Creates an item of the specified size.
  ///
  /// - Parameter layoutSize: The item's size.
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(_layoutSize: layoutSize, supplementaryItems: [])
  }

  /// Creates an item of the specified size with an array of supplementary
  /// items attached to the item (kept; the model lays out no item
  /// supplementary items).
  ///
  /// - Parameters:
  ///   - layoutSize: The item's size.
  ///   - supplementaryItems: The supplementary items attached to it.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.init(_layoutSize: layoutSize, supplementaryItems: supplementaryItems)
  }

  /// The amount of space added around the content of the item to adjust
  /// its final size after its position is computed: zero by default.
  open var contentInsets: NSDirectionalEdgeInsets = .zero

  /// The item's size, expressed in width and height dimensions.
  open var layoutSize: NSCollectionLayoutSize { _layoutSize }

  /// An array of the supplementary items attached to the item.
  open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { _supplementaryItems }

  /// A copy of the item, with its content insets.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: The copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutItem(
      _layoutSize: _layoutSize, supplementaryItems: _supplementaryItems)
    copy.contentInsets = contentInsets
    return copy
  }
}
