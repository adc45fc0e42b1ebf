// UICollectionViewLayoutAttributes: what a layout says about one element.

/// A layout object that manages the layout-related attributes for a given
/// item in a collection view.
///
/// Follows "UICollectionViewLayoutAttributes" (Apple Developer
/// Documentation). The attributes keep a center and a size: "frame":
/// "Setting the value of this property also sets the values of the center
/// and size properties"; "bounds": "the origin of the bounds rectangle
/// must always be at (0, 0). Changing the bounds rectangle also changes
/// the value in the size property"; "transform": "Assigning a transform to
/// this property replaces the value in the transform3D property with a 3D
/// version of the affine transform you specify."
///
/// `init()` is `required` in the model, so that ``copy(with:)`` can make
/// an instance of a subclass as UIKit's `[[self class] allocWithZone:]`
/// does; a subclass that adds stored properties overrides
/// ``copy(with:)``, calls `super` and copies its own, as on iOS.
/// `UIDynamicItem` is not modelled.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
  private var _center: CGPoint = .zero
  private var _size: CGSize = .zero
  private var _category: UICollectionView.ElementCategory = .cell
  private var _kind: String?

  /// Creates attributes for a cell at index path [0, 0].
  public required override init() {
    super.init()
  }

  /// Creates a layout attributes object for a cell with the specified
  /// index path.
  ///
  /// - Parameter indexPath: The index path of the cell.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Creates a layout attributes object for the specified supplementary
  /// view.
  ///
  /// - Parameters:
  ///   - elementKind: The kind of the supplementary view, such as
  ///     ``UICollectionView/elementKindSectionHeader``.
  ///   - indexPath: The index path of the view.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)
  {
    self.init()
    self.indexPath = indexPath
    _category = .supplementaryView
    _kind = elementKind
  }

  /// Creates a layout attributes object for the specified decoration view.
  ///
  /// - Parameters:
  ///   - decorationViewKind: The kind of the decoration view.
  ///   - indexPath: The index path of the view.
  public convenience init(
    forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
  ) {
    self.init()
    self.indexPath = indexPath
    _category = .decorationView
    _kind = decorationViewKind
  }

  /// The frame rectangle of the item, in the collection view's content
  /// coordinates. Setting it sets ``center`` and ``size``.
  open var frame: CGRect {
    get {
      CGRect(
        x: _center.x - _size.width / 2, y: _center.y - _size.height / 2,
        width: _size.width, height: _size.height)
    }
    set {
      _center = CGPoint(x: newValue.midX, y: newValue.midY)
      _size = newValue.size
    }
  }

  /// The bounds of the item: its size, at origin (0, 0).
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: _size) }
    set { _size = newValue.size }
  }

  /// The center point of the item, in the collection view's coordinates.
  open var center: CGPoint {
    get { _center }
    set { _center = newValue }
  }

  /// The size of the item.
  open var size: CGSize {
    get { _size }
    set { _size = newValue }
  }

  /// The 3D transform of the item.
  open var transform3D: CATransform3D = CATransform3DIdentity

  /// The affine transform of the item: the affine part of
  /// ``transform3D``; setting it replaces ``transform3D``.
  open var transform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(transform3D) }
    set { transform3D = CATransform3DMakeAffineTransform(newValue) }
  }

  /// The transparency of the item, from 0 to 1.
  open var alpha: CGFloat = 1

  /// The position of the item on the z axis.
  open var zIndex: Int = 0

  /// Whether the item is currently hidden.
  open var isHidden = false

  /// The index path of the item in the collection view.
  open var indexPath = IndexPath(item: 0, section: 0)

  /// The type of the item: cell, supplementary view or decoration view.
  open var representedElementCategory: UICollectionView.ElementCategory { _category }

  /// The layout-specific identifier of a supplementary or decoration view;
  /// `nil` for a cell.
  open var representedElementKind: String? { _kind }

  /// A copy of the attributes: an instance of the same class with every
  /// property of this one.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: The copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy._center = _center
    copy._size = _size
    copy._category = _category
    copy._kind = _kind
    copy.transform3D = transform3D
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.indexPath = indexPath
    return copy
  }

  /// Whether `object` is attributes with the same class and values, as
  /// UIKit compares attributes to decide whether to apply them again.
  ///
  /// NSObject's `isEqual(_:)` is nonisolated; the attributes are main-actor
  /// objects, so the comparison asserts it runs on the main actor.
  ///
  /// - Parameter object: The object to compare.
  /// - Returns: `true` when every property is equal.
  nonisolated open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes else { return false }
    return MainActor.assumeIsolated { _hasEqualValues(other) }
  }

  private func _hasEqualValues(_ other: UICollectionViewLayoutAttributes) -> Bool {
    type(of: other) == type(of: self) && _center == other._center && _size == other._size
      && _category == other._category && _kind == other._kind
      && CATransform3DEqualToTransform(transform3D, other.transform3D) && alpha == other.alpha
      && zIndex == other.zIndex && isHidden == other.isHidden && indexPath == other.indexPath
  }

  /// A hash of the index path, the element kind and the category.
  nonisolated open override var hash: Int {
    MainActor.assumeIsolated {
      var hasher = Hasher()
      hasher.combine(indexPath)
      hasher.combine(_kind)
      hasher.combine(_category)
      return hasher.finalize()
    }
  }
}
