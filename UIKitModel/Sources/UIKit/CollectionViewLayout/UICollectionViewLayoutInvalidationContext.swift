// UICollectionViewLayoutInvalidationContext: what an invalidation covers.

/// A context object that declares which parts of your layout need to be
/// updated when the layout is invalidated.
///
/// Follows "UICollectionViewLayoutInvalidationContext" (Apple Developer
/// Documentation). `invalidateEverything` and `invalidateDataSourceCounts`
/// are read-only, as in UIKit ("You do not set this property yourself. The
/// collection view sets it in response to specific types of layout
/// invalidation scenarios"). `init()` is `required` in the model, so that a
/// layout can make an instance of its ``UICollectionViewLayout/invalidationContextClass``
/// as UIKit does ("Methods of this class that create invalidation contexts
/// automatically create instances of the class you provide, initializing
/// those instances using its init() method").
@MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
  var _invalidateEverything = false
  var _invalidateDataSourceCounts = false
  private var _itemIndexPaths: [IndexPath]?
  private var _supplementaryIndexPaths: [String: [IndexPath]]?
  private var _decorationIndexPaths: [String: [IndexPath]]?
  var _previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
  var _targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
  var _interactiveMovementTarget: CGPoint = .zero

  /// Creates an empty context.
  public required override init() {
    super.init()
  }

  /// Whether all layout data should be recomputed: set by the collection
  /// view when the layout or the data source changes, on `reloadData()`,
  /// and by `invalidateLayout()`.
  open var invalidateEverything: Bool { _invalidateEverything }

  /// Whether the layout should ask for new section and item counts: set by
  /// the collection view on inserts, deletes, moves and `reloadData()`.
  open var invalidateDataSourceCounts: Bool { _invalidateDataSourceCounts }

  /// Adds the specified items to the list of invalidated items.
  ///
  /// - Parameter indexPaths: The index paths of the items.
  open func invalidateItems(at indexPaths: [IndexPath]) {
    _itemIndexPaths = (_itemIndexPaths ?? []) + indexPaths
  }

  /// Adds the specified supplementary views to the invalidated elements.
  ///
  /// - Parameters:
  ///   - elementKind: The kind of the supplementary views.
  ///   - indexPaths: Their index paths.
  open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath])
  {
    var all = _supplementaryIndexPaths ?? [:]
    all[elementKind, default: []] += indexPaths
    _supplementaryIndexPaths = all
  }

  /// Adds the specified decoration views to the invalidated elements.
  ///
  /// - Parameters:
  ///   - elementKind: The kind of the decoration views.
  ///   - indexPaths: Their index paths.
  open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    var all = _decorationIndexPaths ?? [:]
    all[elementKind, default: []] += indexPaths
    _decorationIndexPaths = all
  }

  /// The index paths of the invalidated items, or `nil` when none were
  /// added.
  open var invalidatedItemIndexPaths: [IndexPath]? { _itemIndexPaths }

  /// The invalidated supplementary views by kind, or `nil` when none were
  /// added.
  open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { _supplementaryIndexPaths }

  /// The invalidated decoration views by kind, or `nil` when none were
  /// added.
  open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { _decorationIndexPaths }

  /// The delta to add to the collection view's content offset: "Changing
  /// the value causes the collection view to add the specified x and y
  /// values to its contentOffset property."
  open var contentOffsetAdjustment: CGPoint = .zero

  /// The delta to add to the collection view's content size.
  open var contentSizeAdjustment: CGSize = .zero

  /// The original index paths of the items being moved interactively, or
  /// `nil` outside an interactive movement.
  open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? {
    _previousIndexPathsForInteractivelyMovingItems
  }

  /// The target index paths of the items being moved interactively, or
  /// `nil` outside an interactive movement.
  open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? {
    _targetIndexPathsForInteractivelyMovingItems
  }

  /// The current position of the moving items, in the collection view's
  /// coordinates.
  open var interactiveMovementTarget: CGPoint { _interactiveMovementTarget }
}
