// NSCollectionLayoutSupplementaryItem: an element of a compositional
// layout that is not a cell (a header, footer or badge).

/// An object used to add an extra visual decoration to an item in a
/// collection view.
///
/// The model lays out the boundary kind only
/// (``NSCollectionLayoutBoundarySupplementaryItem``); the anchored
/// initialisers (`init(layoutSize:elementKind:containerAnchor:)`,
/// `NSCollectionLayoutAnchor`) are not declared.
@MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  private let _elementKind: String

  init(_layoutSize layoutSize: NSCollectionLayoutSize, elementKind: String) {
    _elementKind = elementKind
    super.init(_layoutSize: layoutSize, supplementaryItems: [])
  }

  /// The vertical stacking order of the supplementary item: the zIndex of
  /// its layout attributes. 1 by default, as UIKit's header
  /// (`NSCollectionLayoutSupplementaryItem.h`) comments: "default is 1;
  /// all other section items will be automatically be promoted to
  /// zIndex=0" (the documentation page states no default).
  open var zIndex: Int = 1

  /// A string that identifies the type of supplementary item.
  open var elementKind: String { _elementKind }

  /// A copy of the supplementary item.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: The copy.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutSupplementaryItem(
      _layoutSize: layoutSize, elementKind: _elementKind)
    copy.contentInsets = contentInsets
    copy.zIndex = zIndex
    return copy
  }
}
