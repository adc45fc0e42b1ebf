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
///
/// `isEqual(_:)` and `hash` are `NSObject`'s, Objective-C methods that
/// UIKit does not confine to a thread: anything may call them from
/// anywhere (an analytics or audit SDK walking the views on a queue of its
/// own), and they read the values without asserting an actor, as on iOS.
/// The model keeps the values where those two can read them, so that a
/// subclass's comparison that traps off the main thread is its own.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
  /// Every value the attributes compare and copy.
  private struct _Values {
    var center: CGPoint = .zero
    var size: CGSize = .zero
    var category: UICollectionView.ElementCategory = .cell
    var kind: String?
    var transform3D = CATransform3DIdentity
    var alpha: CGFloat = 1
    var zIndex = 0
    var isHidden = false
    var indexPath = IndexPath(item: 0, section: 0)

    func isEqual(to other: _Values) -> Bool {
      center == other.center && size == other.size && category == other.category
        && kind == other.kind && CATransform3DEqualToTransform(transform3D, other.transform3D)
        && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
        && indexPath == other.indexPath
    }
  }

  /// Read by `isEqual(_:)` and `hash` on any thread; written on the main
  /// actor (the properties, and `copy(with:)`).
  private nonisolated(unsafe) var _values = _Values()

  private var _center: CGPoint {
    get { _values.center }
    set { _values.center = newValue }
  }
  private var _size: CGSize {
    get { _values.size }
    set { _values.size = newValue }
  }
  private var _category: UICollectionView.ElementCategory {
    get { _values.category }
    set { _values.category = newValue }
  }
  private var _kind: String? {
    get { _values.kind }
    set { _values.kind = newValue }
  }

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
  open var transform3D: CATransform3D {
    get { _values.transform3D }
    set { _values.transform3D = newValue }
  }

  /// The affine transform of the item: the affine part of
  /// ``transform3D``; setting it replaces ``transform3D``.
  open var transform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(transform3D) }
    set { transform3D = CATransform3DMakeAffineTransform(newValue) }
  }

  /// The transparency of the item, from 0 to 1.
  open var alpha: CGFloat {
    get { _values.alpha }
    set { _values.alpha = newValue }
  }

  /// The position of the item on the z axis.
  open var zIndex: Int {
    get { _values.zIndex }
    set { _values.zIndex = newValue }
  }

  /// Whether the item is currently hidden.
  open var isHidden: Bool {
    get { _values.isHidden }
    set { _values.isHidden = newValue }
  }

  /// The index path of the item in the collection view.
  open var indexPath: IndexPath {
    get { _values.indexPath }
    set { _values.indexPath = newValue }
  }

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
    copy._values = _values
    return copy
  }

  /// Whether `object` is attributes with the same class and values, as
  /// UIKit compares attributes to decide whether to apply them again.
  ///
  /// `NSObject`'s `isEqual(_:)`: nonisolated, and on any thread, as on iOS
  /// (see the class's notes).
  ///
  /// - Parameter object: The object to compare.
  /// - Returns: `true` when every property is equal.
  nonisolated open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes else { return false }
    return type(of: other) == type(of: self) && _values.isEqual(to: other._values)
  }

  /// A hash of the index path, the element kind and the category; on any
  /// thread, as ``isEqual(_:)``.
  nonisolated open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(_values.indexPath)
    hasher.combine(_values.kind)
    hasher.combine(_values.category)
    return hasher.finalize()
  }
}
