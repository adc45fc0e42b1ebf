// UICollectionView: the collection view's state (its layout, data source,
// cached counts, visible elements) and the layout pass that drives the
// layout as UIKit does. Batch updates, self-sizing, interactive movement
// and the checks are in the extensions beside this file.

/// An object that manages an ordered collection of data items and presents
/// them using customizable layouts.
///
/// The model drives its ``collectionViewLayout`` with the calls UIKit
/// makes, in the order UIKit's documentation gives, and records in
/// ``modelViolations`` every breach of UIKit's rules where UIKit would
/// raise. It creates no cells: the displayed elements are the attributes
/// the layout returns for the prepared area (the bounds and a margin beyond
/// them, ``modelPreloadFraction``), each kept until an invalidation names
/// it.
///
/// Layout passes. The first pass runs on the first ``layoutIfNeeded()``
/// (UIKit: when the view is first laid out in its window). After that,
/// every change that UIKit answers with a layout pass on the next turn of
/// the run loop (a scroll, a bounds change, an invalidation, an update) is
/// answered with one at once, before the call returns. A pass follows
/// "prepare()" (Apple Developer Documentation): "Layout updates occur the
/// first time the collection view presents its content and whenever the
/// layout is invalidated explicitly or implicitly because of a change to
/// the view. During each layout update, the collection view calls this
/// method first":
///
/// 1. `prepare()`, then `collectionViewContentSize`, when the layout was
///    invalidated (and `prepare(forAnimatedBoundsChange:)` after
///    `prepare()` when the bounds size changed);
/// 2. `targetContentOffset(forProposedContentOffset:)` after a layout
///    change (a bounds size change that invalidated the layout, an update,
///    a new layout): "The collection view calls this method after calling
///    the prepare() and collectionViewContentSize methods";
/// 3. `layoutAttributesForElements(in:)` for the prepared area, whose
///    results are checked and become the displayed elements: an element
///    shown before that no invalidation named keeps the attributes it had
///    (see `_queryDisplayedElements()`);
/// 4. self-sizing: each displayed cell is asked its
///    `preferredLayoutAttributesFitting(_:)` (``modelCellSizing``, when a
///    test sets it, answers for every cell).
@MainActor
open class UICollectionView: UIScrollView {
  // MARK: Types and constants

  /// The type of an item in a collection view.
  public enum ElementCategory: UInt, Sendable {
    /// A cell.
    case cell = 0
    /// A supplementary view.
    case supplementaryView = 1
    /// A decoration view.
    case decorationView = 2
  }

  /// Constants that indicate how to scroll an item into the visible
  /// portion of the collection view.
  public struct ScrollPosition: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates a scroll position from its raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Top of the visible area.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Vertically centred.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// Bottom of the visible area.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// Left of the visible area.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// Horizontally centred.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// Right of the visible area.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// A supplementary view that identifies the header for a given section.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

  /// A supplementary view that identifies the footer for a given section.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// Whether `modelAccessibilityElements` reads this collection view
  /// through its `UIAccessibilityContainer` methods, which a subclass may
  /// override: false by default, the stricter reading, under which
  /// VoiceOver reads the visible cells, each by its own accessibility
  /// properties, whatever a subclass answers (openradar 20419462 and
  /// 19194522; Apple documents neither way). True is the reading the
  /// products' VoiceOver elements were built on (issue 51, item 11), for
  /// tests of what those elements do once VoiceOver has them. Model only.
  public var modelAccessibilityReadsContainerMethods = false

  /// The collection view's accessibility elements: its visible cells and
  /// supplementary views, section by section, the cells in index-path
  /// order and each supplementary view before the first cell that starts
  /// below its top (a header first, a footer last, a view laid over a
  /// section's first row before it). UIKit's collection view implements
  /// the `UIAccessibilityContainer` methods itself, so an
  /// `accessibilityElements` array set on it is not what VoiceOver reads;
  /// whether VoiceOver consults a subclass's overrides of these methods is
  /// undocumented, and the model reads these views unless a test asks
  /// (``modelAccessibilityReadsContainerMethods``). Apple documents no
  /// order: this is the model's.
  open override func accessibilityElementCount() -> Int { _accessibleViews.count }

  /// The visible view at an index, in the order above; nil out of range.
  open override func accessibilityElement(at index: Int) -> Any? {
    let views = _accessibleViews
    return views.indices.contains(index) ? views[index] : nil
  }

  /// The index of a visible cell or supplementary view, in the order
  /// above; `NSNotFound` for anything else.
  open override func index(ofAccessibilityElement element: Any) -> Int {
    _accessibleViews.firstIndex { $0 === (element as AnyObject) } ?? NSNotFound
  }

  /// The visible cells and supplementary views, in the order above.
  var _accessibleViews: [UICollectionReusableView] {
    let cells = indexPathsForVisibleItems.sorted().compactMap { path in
      cellForItem(at: path).map { (path, $0 as UICollectionReusableView) }
    }
    var supplementaries = _displayed.filter {
      $0.representedElementCategory == .supplementaryView && _isOnScreen($0)
    }.compactMap { attributes in
      _cells[_ElementKey(attributes)].map { (attributes.indexPath, $0) }
    }
    supplementaries.sort {
      ($0.0.section, $0.1.frame.minY, $0.1.frame.minX)
        < ($1.0.section, $1.1.frame.minY, $1.1.frame.minX)
    }
    var views: [UICollectionReusableView] = []
    views.reserveCapacity(cells.count + supplementaries.count)
    var next = supplementaries.startIndex
    for (path, cell) in cells {
      while next < supplementaries.endIndex,
        supplementaries[next].0.section < path.section
          || (supplementaries[next].0.section == path.section
            && supplementaries[next].1.frame.minY <= cell.frame.minY)
      {
        views.append(supplementaries[next].1)
        next += 1
      }
      views.append(cell)
    }
    views.append(contentsOf: supplementaries[next...].map(\.1))
    return views
  }

  /// The most layout passes one change may cause before the model gives up
  /// and records ``UIKitModelViolation/Kind/selfSizingDidNotSettle``.
  static let _maximumPasses = 64

  // MARK: State

  var _layout: UICollectionViewLayout
  /// The item counts per section, as the collection view last read them
  /// from its data source (UIKit answers `numberOfItems(inSection:)` from
  /// this cache, not from the data source).
  var _counts: [Int] = []
  var _countsLoaded = false
  var _layoutValid = false
  var _needsLayout = true
  var _hasLaidOut = false
  var _passDepth = 0
  var _boundsChangeDepth = 0
  var _visibleQueryDone = false
  var _asksTargetContentOffset = false
  var _animatedBoundsChangeOldBounds: CGRect?
  var _deferredOffsetAdjustment: CGPoint = .zero
  /// The elements shown, in the order of the query that showed them, with
  /// the attributes each is shown with.
  var _displayed: [UICollectionViewLayoutAttributes] = []
  var _displayedByKey: [_ElementKey: UICollectionViewLayoutAttributes] = [:]
  /// Whether the next pass takes the layout's answer for every element
  /// (an invalidation that named none, or everything).
  var _refreshesAllDisplayed = true
  /// The elements named by invalidations since the last pass.
  var _invalidatedElements = Set<_ElementKey>()
  var _fittedAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
  /// The items invalidations named since the cells were last fitted.
  var _itemsNamedSinceFitting = Set<IndexPath>()
  var _batchDepth = 0
  var _pendingUpdates: [_UpdateRequest] = []
  var _interactiveMovement: _InteractiveMovement?
  /// The view of each displayed cell and supplementary element, and their
  /// keys in the order the views were given.
  var _cells: [_ElementKey: UICollectionReusableView] = [:]
  var _cellOrder: [_ElementKey] = []
  /// The views whose elements left the display, by registration, and how
  /// many dequeues took one.
  var _reuseQueues: [ObjectIdentifier: [UICollectionReusableView]] = [:]
  var _reusedViewCount = 0
  /// Each view's place in the subviews' order (greater is frontmost), set
  /// when it is given an element, and the next place.
  var _frontOrder: [ObjectIdentifier: Int] = [:]
  var _nextFront = 0
  /// The items selected by taps.
  var _selectedItems = Set<IndexPath>()
  /// How many times a cell was asked its preferred attributes.
  var _sizingRequestCount = 0
  /// Whether the data changed since the views were asked for.
  var _viewsAreStale = false
  var _viewRequestCount = 0
  /// The items prefetched and neither displayed nor cancelled since.
  var _prefetched = Set<IndexPath>()

  // MARK: Model-only API

  /// Every breach of UIKit's rules the model has seen, in order. A test
  /// asserts this is empty.
  public var modelViolations: [UIKitModelViolation] = []

  /// Called with each violation as it is recorded (after it is appended to
  /// ``modelViolations``).
  public var modelViolationHandler: ((UIKitModelViolation) -> Void)?

  /// Model only: whether the last batch update ran with animations
  /// enabled (UIKit animates a batch update unless it runs inside
  /// `UIView.performWithoutAnimation(_:)`); nil before the first.
  public internal(set) var modelLastBatchWasAnimated: Bool?

  /// The mode the collection view uses for invalidating the size of
  /// self-sizing cells: `.enabled` by default (from iOS 16, as WWDC22's
  /// "What's new in UIKit" presents self-resizing cells), so a cell whose
  /// content view calls `invalidateIntrinsicContentSize()` is sized again.
  @available(iOS 16.0, tvOS 16.0, *)
  open var selfSizingInvalidation: SelfSizingInvalidation {
    get { SelfSizingInvalidation(rawValue: _selfSizingInvalidation) ?? .enabled }
    set { _selfSizingInvalidation = newValue.rawValue }
  }

  /// The stored mode (an `Int`: a stored property cannot have an
  /// introduced version the type lacks); `.enabled`.
  internal var _selfSizingInvalidation = 1

  /// Whether a cell is asked its preferred attributes again only when an
  /// invalidation names it (true, the default), or also whenever the
  /// attributes it is shown with change (false). A cell is always asked
  /// when it is first shown, and every cell after the data or the layout
  /// changes. UIKit documents neither: with true, a layout whose
  /// invalidation after a size change names no cell leaves the cells
  /// measured at the old width, as a device may.
  public var modelFitsOnlyNamedCells = true

  /// Self-sizing for a test of a layout whose cells the test does not
  /// build: when set, the size every displayed cell prefers, in place of
  /// the cell's own `preferredLayoutAttributesFitting(_:)`. `nil` (the
  /// default): each cell is asked, as UIKit asks it (a plain cell, whose
  /// content view has no content that sizes itself, keeps the layout's
  /// size).
  ///
  /// The closure receives a copy of the attributes the layout gave the
  /// cell (index path, frame) and returns the size the cell fits in.
  /// Setting it has every displayed cell measured again at the next pass.
  public var modelCellSizing: ((UICollectionViewLayoutAttributes) -> CGSize)? {
    didSet { _fittedAttributes = [:] }
  }

  /// The attributes the layout gave the item being moved interactively
  /// (`layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`),
  /// or nil when no item is being moved.
  public internal(set) var modelInteractivelyMovingItemAttributes: UICollectionViewLayoutAttributes?

  /// The number of layout passes run so far.
  public internal(set) var modelLayoutPassCount = 0

  /// How far beyond its bounds the collection view prepares elements, as
  /// a fraction of the bounds' size, on each side and along both axes:
  /// 0.5 by default, so each pass asks the layout for an area twice the
  /// bounds' width and height (see `_preparedArea`). NaN, infinite and
  /// negative values read as 0.
  ///
  /// UIKit documents that it prepares cells before they are displayed,
  /// not how far ahead; tests vary this so that a layout cannot depend on
  /// one value.
  public var modelPreloadFraction: CGFloat = 0.5

  /// How far past the bounds the model prefetches, as a fraction of the
  /// bounds' size on each side along both axes: 1.5 by default, a screen
  /// past the prepared area. NaN, infinite and negative values read as 0.
  /// See `_prefetch()`.
  public var modelPrefetchFraction: CGFloat = 1.5

  /// Whether each pass asks for the prepared area in pieces (the bounds,
  /// then the strips around them), as UIKit may, rather than in one
  /// rectangle: `false` by default. A layout must not take the last
  /// rectangle it was asked for as the area shown.
  public var modelSplitsQueries = false

  /// The order of the two prepare calls of a batch update's pass: `false`
  /// (the default), `prepare()` then `prepare(forCollectionViewUpdates:)`;
  /// `true`, the reverse.
  ///
  /// Apple's pages disagree: `prepare()` says "During each layout update,
  /// the collection view calls this method first";
  /// `prepare(forCollectionViewUpdates:)` says "The first step in that
  /// process is to call this method". A layout must work either way.
  public var modelPreparesForUpdatesFirst = false

  /// Called after each layout pass has asked the layout for its elements
  /// and updated the displayed ones, before the cells size themselves: the
  /// moment a test checks that nothing shown is stale
  /// (``modelStaleDisplayedElements()``).
  public var modelPassHandler: ((UICollectionView) -> Void)?

  /// Every element the collection view shows, on screen and prepared
  /// beyond its bounds, with the attributes it is shown with, in the order
  /// of the query that showed it.
  public var modelDisplayedLayoutAttributes: [UICollectionViewLayoutAttributes] {
    _displayed
  }

  /// The displayed elements whose frames (as shown) overlap the bounds.
  public var modelVisibleLayoutAttributes: [UICollectionViewLayoutAttributes] {
    _displayed.filter(_isOnScreen)
  }

  // MARK: Creating a collection view

  /// Creates a collection view object with the specified frame and layout.
  ///
  /// - Parameters:
  ///   - frame: The frame rectangle for the collection view.
  ///   - layout: The layout object to use to organize items.
  ///
  /// Its background is the system background, opaque: UIKit gives a
  /// collection view made in code that colour (observed since iOS 13, not
  /// documented; `UIView`'s own default is transparent). The model takes
  /// the reading that makes a host that needs transparency, such as one
  /// inside a SwiftUI view, say so.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    _layout = layout
    super.init(frame: frame)
    backgroundColor = .systemBackground
    layout._collectionView = self
  }

  /// Creates a collection view from an archive; the model has none, and
  /// returns nil.
  ///
  /// - Parameter coder: An unarchiver object.
  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: Layout, data source, delegate

  /// The layout used to organize the collection view's items. Setting it
  /// invalidates everything ("the collection view sets it to true when you
  /// change the current layout object", invalidateEverything).
  open var collectionViewLayout: UICollectionViewLayout {
    get { _layout }
    set { setCollectionViewLayout(newValue, animated: false) }
  }

  /// Changes the collection view's layout; the model does not animate.
  ///
  /// - Parameters:
  ///   - layout: The new layout object.
  ///   - animated: Ignored.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    guard layout !== _layout else { return }
    _layout._collectionView = nil
    _layout = layout
    layout._collectionView = self
    _layoutValid = false
    _asksTargetContentOffset = _hasLaidOut
    _fittedAttributes = [:]
    _refreshesAllDisplayed = true
    _setNeedsLayoutPass()
  }

  /// The object that provides the data for the collection view. Setting it
  /// invalidates the counts and everything ("the collection view sets it
  /// to true when you ... change the data source of the collection view").
  weak open var dataSource: (any UICollectionViewDataSource)? {
    didSet { _invalidateEverything() }
  }

  /// The object that acts as the delegate of the collection view.
  weak open var delegate: (any UICollectionViewDelegate)?

  /// The object that acts as the prefetching data source for the
  /// collection view, receiving notifications of upcoming cell data
  /// requirements (see `_prefetch()`).
  weak open var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

  /// Whether cell and data prefetching are enabled: `true` by default.
  open var isPrefetchingEnabled = true

  // MARK: Counts

  /// The number of sections, from the collection view's cached counts.
  open var numberOfSections: Int {
    _ensureCounts()
    return _counts.count
  }

  /// The number of items in the specified section, from the collection
  /// view's cached counts. A section that does not exist is a violation
  /// (UIKit raises "request for number of items in section … when there
  /// are only … sections") and answers 0.
  ///
  /// - Parameter section: The section's index.
  /// - Returns: Its item count.
  open func numberOfItems(inSection section: Int) -> Int {
    _ensureCounts()
    guard _counts.indices.contains(section) else {
      _recordViolation(
        .invalidQuery,
        "request for number of items in section \(section) when there are only "
          + "\(_counts.count) sections in the collection view")
      return 0
    }
    return _counts[section]
  }

  func _ensureCounts() {
    guard !_countsLoaded else { return }
    _countsLoaded = true
    _counts = _readDataSourceCounts()
  }

  /// The data source's counts now, each negative count a violation read
  /// as 0.
  func _readDataSourceCounts() -> [Int] {
    _viewsAreStale = true
    _prefetched = []
    guard let dataSource else { return [] }
    let sections = dataSource.numberOfSections(in: self)
    if sections < 0 {
      _recordViolation(.invalidNumberOfItems, "the data source returned \(sections) sections")
    }
    return (0..<max(sections, 0)).map { section in
      let count = dataSource.collectionView(self, numberOfItemsInSection: section)
      if count < 0 {
        _recordViolation(
          .invalidNumberOfItems,
          "the data source returned \(count) items in section \(section)")
      }
      return max(count, 0)
    }
  }

  // MARK: Reloading

  /// Reloads all of the data for the collection view: the counts are read
  /// again and the layout is invalidated with `invalidateEverything` and
  /// `invalidateDataSourceCounts` ("the collection view sets it to true
  /// when you ... call the reloadData() method", both properties' pages).
  open func reloadData() {
    _invalidateEverything()
  }

  func _invalidateEverything() {
    _countsLoaded = false
    _fittedAttributes = [:]
    guard _hasLaidOut else {
      _layoutValid = false
      return
    }
    let context = _layout._makeInvalidationContext()
    context._invalidateEverything = true
    context._invalidateDataSourceCounts = true
    _layout.invalidateLayout(with: context)
  }

  // MARK: Invalidation, bounds and the layout pass

  /// What the collection view does when its layout is invalidated: adds
  /// the context's adjustments to the content size and offset
  /// ("contentOffsetAdjustment": "Changing the value causes the collection
  /// view to add the specified x and y values to its contentOffset
  /// property"; "contentSizeAdjustment", likewise for the size), and
  /// schedules `prepare()` for the next pass.
  func _layoutInvalidated(by context: UICollectionViewLayoutInvalidationContext) {
    _layoutValid = false
    _noteInvalidation(context)
    let sizeAdjustment = context.contentSizeAdjustment
    if sizeAdjustment != .zero {
      contentSize = CGSize(
        width: contentSize.width + sizeAdjustment.width,
        height: contentSize.height + sizeAdjustment.height)
    }
    let offsetAdjustment = context.contentOffsetAdjustment
    if offsetAdjustment != .zero {
      if !(offsetAdjustment.x.isFinite && offsetAdjustment.y.isFinite) {
        _recordViolation(
          .invalidContentOffset, "contentOffsetAdjustment \(offsetAdjustment) is not finite")
      } else if _boundsChangeDepth > 0 {
        _deferredOffsetAdjustment.x += offsetAdjustment.x
        _deferredOffsetAdjustment.y += offsetAdjustment.y
      } else {
        contentOffset = CGPoint(
          x: contentOffset.x + offsetAdjustment.x, y: contentOffset.y + offsetAdjustment.y)
        _offsetAdjustedDuringAnimation(by: offsetAdjustment)
      }
    }
    _setNeedsLayoutPass()
  }

  /// Asks the layout about a bounds change while the old bounds are still
  /// in place ("shouldInvalidateLayout(forBoundsChange:)": "newBounds: The
  /// new bounds of the collection view"), and invalidates with the context
  /// the layout gives ("invalidationContext(forBoundsChange:)") when it
  /// says so. A size change that invalidates is laid out as an animated
  /// bounds change ("prepare(forAnimatedBoundsChange:)": "The collection
  /// view calls this method before performing any animated changes to the
  /// view's bounds"), followed by `targetContentOffset(forProposedContentOffset:)`.
  override func _boundsWillChange(from oldBounds: CGRect, to newBounds: CGRect) {
    guard _hasLaidOut else { return }
    _boundsChangeDepth += 1
    defer { _boundsChangeDepth -= 1 }
    if _layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
      let context = _layout.invalidationContext(forBoundsChange: newBounds)
      _layout.invalidateLayout(with: context)
      if newBounds.size != oldBounds.size {
        if _animatedBoundsChangeOldBounds == nil { _animatedBoundsChangeOldBounds = oldBounds }
        _asksTargetContentOffset = true
      }
    }
  }

  override func _boundsDidChange(from oldBounds: CGRect) {
    super._boundsDidChange(from: oldBounds)
    if _deferredOffsetAdjustment != .zero {
      let adjustment = _deferredOffsetAdjustment
      _deferredOffsetAdjustment = .zero
      contentOffset = CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
      _offsetAdjustedDuringAnimation(by: adjustment)
    }
    if bounds.origin != oldBounds.origin { delegate?.scrollViewDidScroll(self) }
    guard _hasLaidOut else { return }
    if _passDepth == 0 || _visibleQueryDone { _setNeedsLayoutPass() }
  }

  /// Marks a layout pass as needed, and runs it at once unless one is
  /// running, a batch update is being collected, the bounds are changing
  /// (the pass runs once they have changed), or the first layout has not
  /// happened.
  func _setNeedsLayoutPass() {
    _needsLayout = true
    if _hasLaidOut && _passDepth == 0 && _batchDepth == 0 && _boundsChangeDepth == 0 {
      layoutIfNeeded()
    }
  }

  /// Marks the collection view as needing a layout pass.
  open override func setNeedsLayout() {
    _needsLayout = true
  }

  /// Runs a layout pass if one is needed.
  open override func layoutIfNeeded() {
    if _needsLayout { layoutSubviews() }
  }

  /// Runs layout passes until none is needed (self-sizing may ask for
  /// more), at most 64; past that, the model records
  /// ``UIKitModelViolation/Kind/selfSizingDidNotSettle``.
  open override func layoutSubviews() {
    guard _passDepth == 0 else {
      _needsLayout = true
      return
    }
    _passDepth += 1
    defer { _passDepth -= 1 }
    var passes = 0
    while _needsLayout && passes < Self._maximumPasses {
      _needsLayout = false
      _hasLaidOut = true
      passes += 1
      _layoutPass()
    }
    if _needsLayout {
      _needsLayout = false
      _recordViolation(
        .selfSizingDidNotSettle,
        "the layout was invalidated again in each of \(passes) layout passes in a row")
    }
  }

  func _layoutPass() {
    modelLayoutPassCount += 1
    _visibleQueryDone = false
    _ensureCounts()
    var animatedOldBounds: CGRect?
    if !_layoutValid {
      _layoutValid = true
      _layout.prepare()
      animatedOldBounds = _animatedBoundsChangeOldBounds
      _animatedBoundsChangeOldBounds = nil
      if let animatedOldBounds { _layout.prepare(forAnimatedBoundsChange: animatedOldBounds) }
      _readContentSize()
      if _asksTargetContentOffset {
        _asksTargetContentOffset = false
        _applyTargetContentOffset()
      }
    }
    _queryDisplayedElements()
    if animatedOldBounds != nil { _layout.finalizeAnimatedBoundsChange() }
    _fitDisplayedCells()
    _prefetch()
  }

  /// Reads `collectionViewContentSize` after `prepare()`; a NaN, infinite
  /// or negative size is a violation and reads as zero in that dimension.
  func _readContentSize() {
    let size = _layout.collectionViewContentSize
    func sanitized(_ value: CGFloat) -> CGFloat { value.isFinite && value >= 0 ? value : 0 }
    if sanitized(size.width) != size.width || sanitized(size.height) != size.height {
      _recordViolation(.invalidContentSize, "collectionViewContentSize \(size)")
    }
    contentSize = CGSize(width: sanitized(size.width), height: sanitized(size.height))
  }

  /// Asks the layout, then the delegate, for the offset to use after a
  /// layout change, and scrolls there.
  func _applyTargetContentOffset() {
    var target = _layout.targetContentOffset(forProposedContentOffset: contentOffset)
    if let delegate {
      target = delegate.collectionView(self, targetContentOffsetForProposedContentOffset: target)
    }
    guard target.x.isFinite && target.y.isFinite else {
      _recordViolation(
        .invalidContentOffset, "targetContentOffset(forProposedContentOffset:) returned \(target)")
      return
    }
    if target != contentOffset { contentOffset = target }
  }

  /// The rectangle the collection view asks its layout for: the prepared
  /// area, mirrored across the content's width when the layout flips
  /// horizontally in the opposite layout direction.
  var _queryRect: CGRect {
    var rect = _preparedArea
    if _layoutIsFlipped { rect.origin.x = contentSize.width - rect.maxX }
    return rect
  }

  /// Whether the layout's horizontal coordinates are mirrored on screen:
  /// "flipsHorizontallyInOppositeLayoutDirection" is true and the
  /// effective layout direction differs from the layout's development
  /// direction.
  var _layoutIsFlipped: Bool {
    _layout.flipsHorizontallyInOppositeLayoutDirection
      && effectiveUserInterfaceLayoutDirection != _layout.developmentLayoutDirection
  }

  // MARK: Visible elements and queries

  /// The index paths of the visible items (displayed cells whose frames
  /// overlap the bounds), in index path order.
  open var indexPathsForVisibleItems: [IndexPath] {
    _displayed.filter { $0.representedElementCategory == .cell && _isOnScreen($0) }
      .map(\.indexPath).sorted()
  }

  /// The index paths of the visible supplementary views of a kind.
  ///
  /// - Parameter elementKind: The kind of the views.
  /// - Returns: Their index paths, in index path order.
  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    _displayed.filter {
      $0.representedElementCategory == .supplementaryView
        && $0.representedElementKind == elementKind && _isOnScreen($0)
    }.map(\.indexPath).sorted()
  }

  /// The layout information for the item at the specified index path,
  /// from the layout.
  ///
  /// - Parameter indexPath: The item's index path.
  /// - Returns: Its attributes.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    _layout.layoutAttributesForItem(at: indexPath)
  }

  /// The layout information for the supplementary view at the specified
  /// index path, from the layout.
  ///
  /// - Parameters:
  ///   - kind: The kind of the view.
  ///   - indexPath: Its index path.
  /// - Returns: Its attributes.
  open func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    _layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// Returns the view a touch at the point finds: the frontmost cell or
  /// supplementary view by the subviews' order, which a layout's `zIndex`
  /// does not change (see `_hitTest(_:with:)`).
  ///
  /// - Parameters:
  ///   - point: A point in the collection view's bounds coordinates.
  ///   - event: The event, or nil.
  /// - Returns: The view hit, the collection view itself, or nil outside.
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    _hitTest(point, with: event)
  }

  /// The index path of the visible item at the specified point, the
  /// topmost (greatest zIndex) where several overlap.
  ///
  /// - Parameter point: A point in the collection view's coordinates.
  /// - Returns: The item's index path, or nil.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    _displayed.filter {
      $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
    }.max { $0.zIndex < $1.zIndex }?.indexPath
  }

  /// Scrolls the collection view contents until the specified item is
  /// visible, at the position given; the model does not animate.
  ///
  /// An item of a compositional layout's orthogonal section: the
  /// horizontal positions scroll the section's scroller (clamped to its
  /// content), the vertical ones the collection view. Apple documents
  /// neither reading for orthogonal sections; the model takes the one
  /// under which the method is of use (UIKitModel/README.md lists it among
  /// the readings only a device can check).
  ///
  /// - Parameters:
  ///   - indexPath: The item's index path.
  ///   - scrollPosition: Where to place it.
  ///   - animated: Ignored.
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    layoutIfNeeded()
    guard let attributes = _layout.layoutAttributesForItem(at: indexPath) else { return }
    let frame = _frameScrolledTo(attributes)
    var offset = contentOffset
    let size = bounds.size
    if scrollPosition.contains(.top) { offset.y = frame.minY }
    if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - size.height / 2 }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - size.height }
    if let compositional = _layout as? UICollectionViewCompositionalLayout,
      let scrolled = compositional._orthogonalOffset(inSection: indexPath.section)
    {
      let scroller = compositional._solved[indexPath.section].scroller
      // The item's frame in the scroller's content.
      let minX = frame.minX + scrolled - scroller.minX
      var x: CGFloat?
      if scrollPosition.contains(.left) { x = minX }
      if scrollPosition.contains(.centeredHorizontally) {
        x = minX + frame.width / 2 - scroller.width / 2
      }
      if scrollPosition.contains(.right) { x = minX + frame.width - scroller.width }
      if let x { compositional._setOrthogonalOffset(x, inSection: indexPath.section) }
      if offset != contentOffset { contentOffset = offset }
      return
    }
    if scrollPosition.contains(.left) { offset.x = frame.minX }
    if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - size.width / 2 }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - size.width }
    contentOffset = offset
  }

  /// Which frame ``scrollToItem(at:at:animated:)`` reads for an item
  /// whose attributes carry a transform, which Apple does not document
  /// (of a view's `frame`, Apple writes: "If the transform property is
  /// not the identity transform, the value of this property is undefined
  /// and therefore should be ignored"). A product must work under either.
  /// Model only.
  public enum ModelScrollToItemFrame: Sendable, CaseIterable {
    /// The item's centre and size: the transform is ignored.
    case untransformed
    /// The bounding box of the item's bounds as its 3D transform draws
    /// them about its centre (after the perspective divide); an item with
    /// a corner at or behind the eye reads as untransformed.
    case transformed
  }

  /// The frame ``scrollToItem(at:at:animated:)`` reads; `.transformed` by
  /// default, the stricter reading, under which an item drawn away from
  /// its place is scrolled to where it is drawn. Model only.
  public var modelScrollToItemFrame = ModelScrollToItemFrame.transformed

  /// The frame ``scrollToItem(at:at:animated:)`` scrolls to, by
  /// ``modelScrollToItemFrame``; an item whose transform puts a corner at
  /// or behind the eye reads as untransformed.
  func _frameScrolledTo(_ attributes: UICollectionViewLayoutAttributes) -> CGRect {
    let frame = attributes.frame
    let t = attributes.transform3D
    guard modelScrollToItemFrame == .transformed, !CATransform3DIsIdentity(t) else { return frame }
    var box = CGRect.null
    for (x, y) in [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)] {
      let px = x * frame.width / 2
      let py = y * frame.height / 2
      let w = px * t.m14 + py * t.m24 + t.m44
      guard w > 0, w.isFinite else { return frame }
      let corner = CGPoint(
        x: (px * t.m11 + py * t.m21 + t.m41) / w, y: (px * t.m12 + py * t.m22 + t.m42) / w)
      box = box.union(CGRect(origin: corner, size: .zero))
    }
    return box.offsetBy(dx: attributes.center.x, dy: attributes.center.y)
  }

  // MARK: Scrolling by the user

  /// The scroll view delegate is the collection view's.
  override var _scrollViewDelegate: (any UIScrollViewDelegate)? { delegate }

  /// Model only: a finger touches the content and starts to drag it.
  ///
  /// Sets ``isTracking`` and ``isDragging`` and calls the delegate's
  /// `scrollViewWillBeginDragging(_:)` ("Tells the delegate when the
  /// scroll view is about to start scrolling the content"). Then set
  /// ``contentOffset`` as the finger moves, and end with
  /// ``modelEndDragging(withVelocity:)``. A second call while dragging
  /// does nothing. (The model's decelerations end before the call that
  /// started them returns, so a drag never catches one.)
  public func modelBeginDragging() {
    guard !isDragging else { return }
    // A touch stops an animated scroll where it is (observed; Apple's
    // pages do not say).
    _scrollAnimation = nil
    layoutIfNeeded()
    isTracking = true
    isDragging = true
    delegate?.scrollViewWillBeginDragging(self)
  }

  /// Model only: the user lifts the finger at the current content offset
  /// with `velocity` (points per millisecond), and the content decelerates
  /// to where the layout says it stops.
  ///
  /// UIKit's order (each page cited at `UIScrollViewDelegate`'s methods):
  /// a drag not yet begun begins (``modelBeginDragging()``); UIKit
  /// proposes the offset at which the deceleration would end,
  /// `offset + velocity · r / (1 − r)` with r the ``decelerationRate``
  /// per millisecond (0.998 normally; WWDC 2018, "Designing Fluid
  /// Interfaces", gives the projection), asks the layout's
  /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
  /// ("Retrieves the point at which to stop scrolling"), then the
  /// delegate's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`;
  /// ``isDragging`` turns false and the delegate's
  /// `scrollViewDidEndDragging(_:willDecelerate:)` follows, `decelerate`
  /// true when the target differs from the offset at the lift (with
  /// ``isTracking`` still true and ``isDecelerating`` already set, so that
  /// a delegate can tell a drag that stops, `isTracking && !isDragging &&
  /// !isDecelerating`, as UIKit's delegates do);
  /// then, only when it decelerates, the content moves to the target (the
  /// model in one step, with its `scrollViewDidScroll(_:)` and layout
  /// pass) and `scrollViewDidEndDecelerating(_:)` ends it. A target that
  /// is not finite is recorded and the content stays at the lift, which
  /// then does not decelerate.
  ///
  /// Where it rests: the target after the layout and the delegate,
  /// clamped to `-adjustedContentInset.top ... contentSize.height +
  /// adjustedContentInset.bottom - bounds.height` (the top when the
  /// content is shorter), and likewise horizontally, then rounded to the
  /// pixel grid. `bounces`: "If the value of this property is true, the
  /// scroll view bounces when it encounters a boundary of the content
  /// ... If the value is false, scrolling stops immediately at the
  /// content boundary without bouncing": either way a gesture ends at the
  /// boundary (the model has no bounce animation; a lift past an end, even
  /// without velocity, decelerates back to it, as UIKit's bounce back
  /// reports `willDecelerate`). The layout's proposed offset is the
  /// projection unclamped (the wider reading: a layout must answer any
  /// proposal). Only a gesture's end clamps: an offset a program sets,
  /// during a drag too, is kept.
  ///
  /// - Parameter velocity: The velocity at the lift, in points per
  ///   millisecond.
  /// - Returns: The offset the content came to rest at.
  @discardableResult
  public func modelEndDragging(withVelocity velocity: CGPoint) -> CGPoint {
    modelBeginDragging()
    layoutIfNeeded()
    let rate = min(max(decelerationRate.rawValue, 0), 0.999_999)
    let proposed = CGPoint(
      x: contentOffset.x + velocity.x * rate / (1 - rate),
      y: contentOffset.y + velocity.y * rate / (1 - rate))
    var target = _layout.targetContentOffset(
      forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    delegate?.scrollViewWillEndDragging(
      self, withVelocity: velocity, targetContentOffset: &target)
    let finite = target.x.isFinite && target.y.isFinite
    if !finite {
      _recordViolation(
        .invalidContentOffset,
        "targetContentOffset(forProposedContentOffset:withScrollingVelocity:) returned \(target)")
    }
    // Where the content comes to rest: within the content and its
    // adjusted insets (a target past an end bounces back to it), on the
    // pixel grid.
    target = _pixelAligned(_clampedToRestingRange(target))
    let decelerates = finite && target != contentOffset
    isDragging = false
    isDecelerating = decelerates
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    isTracking = false
    guard decelerates else { return contentOffset }
    contentOffset = target
    isDecelerating = false
    delegate?.scrollViewDidEndDecelerating(self)
    return contentOffset
  }
}
