// UICollectionViewCompositionalLayout: a layout composed of sections,
// groups and items, each sized relative to its container.

/// A closure that creates and returns each of the layout's sections.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout object that lets you combine items in highly adaptive and
/// flexible visual arrangements.
///
/// "A compositional layout is a type of collection view layout. It's
/// designed to be composable, flexible, and fast, letting you build any
/// kind of visual arrangement for your content by combining — or
/// compositing — each smaller component into a full layout"
/// ("UICollectionViewCompositionalLayout", Apple Developer
/// Documentation).
///
/// The model lays out a vertical layout (the configuration's
/// `scrollDirection` `.horizontal` is laid out as vertical: not
/// modelled). Each pass that follows an invalidation (`prepare()`):
///
/// 1. solves the sections again (calls the section provider for every
///    section, and every custom group's item provider for every group)
///    when the invalidation was of everything or of the data source counts
///    (every `reloadData()`, batch update and diffable apply), or the
///    container changed (a bounds change of a new size, new safe area
///    insets). "prepare()": "During each layout update, the collection
///    view calls this method first"; the stricter reading is that the
///    providers may be called at any such pass, so a client must not
///    assume one call (`+Solving.swift`);
/// 2. builds every element's attributes: an orthogonal section's cells
///    moved by minus its offset, pinned headers and footers moved into the
///    visible bounds, and each section's `visibleItemsInvalidationHandler`
///    called with its visible items, whose changes the attributes carry
///    (`+Attributes.swift`).
///
/// `shouldInvalidateLayout(forBoundsChange:)` is true for a new size, and
/// for every scroll while a section has a handler or a pinned header or
/// footer (the handler is "called before each layout cycle"); a scroll of
/// the same size runs step 2 only.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  let _sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
  private var _configuration: UICollectionViewCompositionalLayoutConfiguration

  /// The sections as last solved, and the environment they were solved
  /// in.
  var _solved: [_SolvedSection] = []
  var _solvedEnvironmentKey: _EnvironmentKey?
  var _contentHeight: CGFloat = 0
  /// Whether the next `prepare()` solves the sections again.
  var _needsSolve = true
  /// Each orthogonal section's content offset (x), by section index.
  var _orthogonalOffsets: [Int: CGFloat] = [:]
  /// The attributes answered: each section's items, and its boundary
  /// supplementary items.
  var _itemAttributes: [[UICollectionViewLayoutAttributes]] = []
  var _supplementaryAttributes: [[UICollectionViewLayoutAttributes]] = []

  /// Creates a compositional layout object with a single section.
  ///
  /// - Parameter section: The section of every index.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// Creates a compositional layout object with a single section and an
  /// additional configuration.
  ///
  /// - Parameters:
  ///   - section: The section of every index.
  ///   - configuration: The layout's configuration.
  public convenience init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// Creates a compositional layout object using a section provider to
  /// supply the layout's sections.
  ///
  /// - Parameter sectionProvider: Returns the section for an index.
  public convenience init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider
  ) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// Creates a compositional layout object using a section provider to
  /// supply the layout's sections and an additional configuration.
  ///
  /// - Parameters:
  ///   - sectionProvider: Returns the section for an index.
  ///   - configuration: The layout's configuration.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    _sectionProvider = sectionProvider
    _configuration = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
    super.init()
  }

  /// Creates a layout from an archive; the model has none, and returns nil.
  ///
  /// - Parameter coder: An unarchiver object.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The layout's configuration, which determines its scroll direction,
  /// section spacing, and headers or footers: a copy of the one given
  /// (UIKit declares it `@NSCopying`). "Modifying this property triggers
  /// an invalidation of the layout"; the model invalidates everything.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    get { _configuration }
    set {
      _configuration = newValue.copy() as! UICollectionViewCompositionalLayoutConfiguration
      invalidateLayout()
    }
  }

  // MARK: - The layout's overrides (their work is in the extensions)

  /// Solves the sections when they need it, then builds the attributes
  /// and calls the visible-items handlers (see the type's comment).
  open override func prepare() {
    super.prepare()
    _prepareCompositionalLayout()
  }

  /// The sections' total height and the container's width.
  open override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: _contentHeight)
  }

  /// Every element whose frame (after an orthogonal section's offset)
  /// meets `rect`; for an orthogonal section, only the items whose frames
  /// also meet its scroller's visible width.
  ///
  /// - Parameter rect: The rectangle, in the collection view's content.
  /// - Returns: The elements' attributes.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    _elements(in: rect)
  }

  /// Any item's attributes, visible or not.
  ///
  /// - Parameter indexPath: The item's index path.
  /// - Returns: Its attributes, or nil when the layout placed no such item.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, _itemAttributes.indices.contains(indexPath.section),
      _itemAttributes[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return _itemAttributes[indexPath.section][indexPath.item]
  }

  /// A section's boundary supplementary item of the kind (index path
  /// `[section, 0]`).
  ///
  /// - Parameters:
  ///   - elementKind: The kind.
  ///   - indexPath: `[section, 0]`.
  /// - Returns: Its attributes, or nil.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count == 2, indexPath.item == 0,
      _supplementaryAttributes.indices.contains(indexPath.section)
    else { return nil }
    return _supplementaryAttributes[indexPath.section].first {
      $0.representedElementKind == elementKind
    }
  }

  /// True for a new size, and for any scroll while a section has a
  /// visible-items handler ("called before each layout cycle") or a
  /// pinned header or footer.
  ///
  /// - Parameter newBounds: The new bounds.
  /// - Returns: Whether to invalidate.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    if newBounds.size != _solvedEnvironmentKey?.size { return true }
    return _solved.contains { solved in
      solved.section?.visibleItemsInvalidationHandler != nil
        || solved.boundaryItems.contains { $0.item.pinToVisibleBounds }
    }
  }

  /// False: the model does not size estimated items to their content, and
  /// gives custom groups' items and absolute dimensions no self-sizing
  /// (Apple's pages say nothing of either: the model's reading, under
  /// which a cell's preferred size never changes a compositional
  /// layout's frames).
  ///
  /// - Parameters:
  ///   - preferredAttributes: The attributes the cell prefers.
  ///   - originalAttributes: The attributes the layout gave it.
  /// - Returns: false.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    false
  }

  /// Notes an invalidation of everything or of the data source counts:
  /// the next `prepare()` solves the sections again.
  ///
  /// - Parameter context: What to invalidate.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    if context.invalidateEverything || context.invalidateDataSourceCounts { _needsSolve = true }
    super.invalidateLayout(with: context)
  }
}

/// The container a solve used: a bounds size and insets; a different one
/// solves the sections again.
struct _EnvironmentKey: Equatable {
  var size: CGSize
  var insets: NSDirectionalEdgeInsets

  @MainActor init(_ environment: _LayoutEnvironment) {
    size = environment.container.contentSize
    insets = environment.container.contentInsets
  }
}
