// NSCollectionLayoutVisibleItem: an element a section's visible-items
// handler may move, transform, fade or hide before it is displayed.

/// An item that's currently visible within the bounds of a section.
///
/// "A visible item represents an item in a collection view that's
/// currently visible onscreen, such as a cell, supplementary view, or
/// decoration" (Apple Developer Documentation). It refines `UIDynamicItem`
/// (`NSCollectionLayoutVisibleItem : NSObject <UIDynamicItem>` in
/// `NSCollectionLayout.h`), which gives it `center`, `bounds` and
/// `transform`. The model's visible items are private objects, made afresh
/// at each call (`UICollectionViewCompositionalLayout+Environment.swift`).
@MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol, UIDynamicItem {
  /// The transparency of the item.
  var alpha: CGFloat { get set }

  /// The position of the item on the z axis.
  var zIndex: Int { get set }

  /// A Boolean value that determines whether the item is hidden.
  var isHidden: Bool { get set }

  /// The 3D transform of the item.
  var transform3D: CATransform3D { get set }

  /// The name of the item.
  var name: String { get }

  /// The index path of the item.
  var indexPath: IndexPath { get }

  /// The frame of the item.
  var frame: CGRect { get }

  /// The category of the item: a cell, a supplementary view or a
  /// decoration view.
  var representedElementCategory: UICollectionView.ElementCategory { get }

  /// The kind of a supplementary or decoration item; nil for a cell.
  var representedElementKind: String? { get }
}
