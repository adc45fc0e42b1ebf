// The masonry UICollectionViewLayout: its state, prepare, the queries and
// UIKit's overrides, each forwarding to the extension of its concern.
// Every decision is MasonryHost's; this class translates UIKit's types.

#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import LayoutGeometry
  import MasonryLayout
  import MasonryLayoutHosting

  /// A collection view layout that lays out sections of items in masonry
  /// columns, with full-width headers and footers, pinned headers,
  /// self-sizing cells, batch updates that never reshuffle a column, and
  /// drag to reorder.
  ///
  ///     let layout = try MasonryCollectionViewLayout(configuration: configuration)
  ///     layout.pinsHeaders = true
  ///     collectionView.collectionViewLayout = layout
  ///
  /// The collection view's delegate adopts ``MasonryCollectionViewDelegate``
  /// for the item heights. Headers and footers are supplementary views of
  /// the kinds `UICollectionView.elementKindSectionHeader` and
  /// `UICollectionView.elementKindSectionFooter`.
  ///
  /// Every decision (what to lay out, what to invalidate, which offset
  /// keeps the item the user is looking at still, where a dragged item
  /// lands) is
  /// made by a ``MasonryHost`` from MasonryLayoutHosting, which documents
  /// the rules and the outcomes for bad input; read it as ``host``.
  ///
  /// Settings follow the library's convention: read ``configuration``,
  /// change it with ``setConfiguration(_:)`` or ``update(_:)``, which
  /// check it and throw a `Masonry.ConfigurationError` for one that cannot
  /// work (the layout is then unchanged). A new configuration lays the
  /// feed out again, keeping the item the user is looking at where it was
  /// (but during a pull to refresh or a rubber band, when the offset is
  /// the user's).
  @MainActor
  open class MasonryCollectionViewLayout: UICollectionViewLayout {
    /// The decisions, and the engine they are made with.
    ///
    /// Not readable from the delegate's methods while the layout asks
    /// them: it is being changed then (see ``MasonryCollectionViewDelegate``).
    public internal(set) var host: MasonryHost

    /// The settings the layout's getters answer while it asks its
    /// delegate (see `_askingTheDelegate(_:)`); `nil` otherwise.
    internal var _settingsWhileAsking: _Settings?

    /// Creates a layout with the given settings.
    ///
    /// - Parameter configuration: The settings of every section whose
    ///   delegate gives none.
    /// - Throws: `Masonry.ConfigurationError` naming the first invalid
    ///   field.
    public init(configuration: Masonry.Configuration) throws(Masonry.ConfigurationError) {
      host = try Self._makeHost(configuration)
      super.init()
    }

    /// Creates a layout with the default settings: two columns, no
    /// spacing or insets.
    public override init() {
      host = Self._defaultHost()
      super.init()
    }

    /// Creates a layout from an archive, with the default settings.
    ///
    /// - Parameter coder: An unarchiver.
    public required init?(coder: NSCoder) {
      host = Self._defaultHost()
      super.init(coder: coder)
    }

    /// The host for a configuration. Its transitions keep a window of the
    /// layout before a batch, not the layout (UIKit asks the appearances
    /// of the elements it shows), so a batch costs what its edits cost.
    private static func _makeHost(
      _ configuration: Masonry.Configuration
    ) throws(Masonry.ConfigurationError) -> MasonryHost {
      try MasonryHost(configuration: configuration)
    }

    private static func _defaultHost() -> MasonryHost {
      do throws(Masonry.ConfigurationError) {
        return try _makeHost(Masonry.Configuration())
      } catch {
        // The default configuration is valid: MasonryLayout's tests check
        // that it validates.
        preconditionFailure("the default Masonry.Configuration is invalid: \(error)")
      }
    }

    // MARK: Settings (stored; the rest in +Settings)

    /// Whether the feed takes its direction from the collection view's
    /// `effectiveUserInterfaceLayoutDirection`: `true` by default, so that
    /// right to left the first column is on the right, in every section
    /// (a section configuration's own `layoutDirection` is replaced).
    ///
    /// Set it to `false` to choose the direction yourself, in
    /// ``configuration`` and the delegate's section configurations; the
    /// layout keeps the direction it last followed until you change it.
    /// Either way the layout mirrors itself and UIKit does not flip it
    /// (`flipsHorizontallyInOppositeLayoutDirection` stays `false`).
    ///
    /// A direction that changes after the first layout (a
    /// `semanticContentAttribute` set at run time) is taken up at the next
    /// pass that lays the feed out afresh: a reload, a new width, or
    /// `invalidateLayout()`, which you call after the change. A scroll, a
    /// drag, a batch update or a cell's measurement before then leaves
    /// every column where it is. (`LazyMasonry` calls it when its
    /// environment's layout direction changes.)
    public var followsCollectionViewLayoutDirection: Bool {
      get { _directionFollowing.isOn }
      set {
        _directionFollowing.isOn = newValue
        invalidateLayout()
      }
    }

    /// How the layout follows the collection view's direction; its
    /// `followed` direction is what the delegate's section configurations
    /// are given.
    internal var _directionFollowing = LayoutDirectionFollowing()

    /// Whether the next `prepare()` may take up a changed direction: its
    /// invalidation asks UIKit for every element it shows again and lays
    /// the feed out afresh (the first pass, everything, a new width).
    /// Mirrored at any other
    /// pass, the cells UIKit keeps would stay where they were, since UIKit
    /// keeps a shown element's attributes until a context names it; and a
    /// batch update edits the layout it had.
    internal var _mayFollowDirection = true

    /// The farthest the rectangles UIKit asked for reached past the bounds
    /// since the last `prepare()` (see `_noteQuery(_:bounds:)`).
    internal var _queryReach: CGFloat?

    /// Whether headers are pinned with none to pin (debug builds).
    internal var _pinnedHeadersCheck = PinnedHeadersCheck()

    // MARK: Preparing and querying

    /// The source the host reads: the collection view's counts and the
    /// delegate.
    internal func _source(_ collectionView: UICollectionView) -> _DelegateSource {
      _DelegateSource(collectionView: collectionView, layout: self)
    }

    /// Lays the feed out when something requires it (the first pass, a
    /// reload, a new width or configuration); otherwise does nothing.
    ///
    /// After a reload (`reloadData()`, `invalidateLayout()`) it keeps the
    /// element the user was looking at where it was on screen: UIKit asks
    /// `targetContentOffset(forProposedContentOffset:)` only after an
    /// animated change, so the layout moves the offset itself, through an
    /// invalidation context's `contentOffsetAdjustment`.
    ///
    /// - Complexity: O(1) when nothing requires a layout; otherwise the
    ///   engine's full layout, O(*n* · *c* + *s*).
    open override func prepare() {
      super.prepare()
      guard let collectionView else { return }
      _queryReach = nil
      if _mayFollowDirection {
        _mayFollowDirection = false
        _followDirection(of: collectionView)
      }
      _followPinningInset(of: collectionView)
      let bounds = collectionView.bounds
      let contentSizeBefore = host.contentSize
      let source = _source(collectionView)
      if _askingTheDelegate({ host.prepare(viewport: Rect(bounds), source: source) }) == .reloaded {
        _restoreAnchor(after: bounds, contentSizeBefore: contentSizeBefore)
      }
      _checkPinnedHeaders()
    }

    /// The size of the content.
    open override var collectionViewContentSize: CGSize { CGSize(host.contentSize) }

    /// The attributes of every item, header and footer in `rect`: the
    /// engine's query, never a scan.
    ///
    /// - Parameter rect: The area, in content coordinates.
    /// - Returns: One attributes object per element.
    /// - Complexity: The engine's `elements(in:pinnedIn:)`.
    open override func layoutAttributesForElements(
      in rect: CGRect
    ) -> [UICollectionViewLayoutAttributes]? {
      if let collectionView {
        let bounds = collectionView.bounds
        _noteQuery(rect, bounds: bounds)
        // Headers pin to the bounds as they are now, below the bars.
        if host.pinsHeaders {
          _followPinningInset(of: collectionView)
          host.setViewport(Rect(bounds))
        }
      }
      return host.elements(in: Rect(rect)).map(_attributes)
    }

    /// The attributes of one item.
    ///
    /// - Parameter indexPath: The item.
    /// - Returns: Its attributes, or `nil` when there is no such item.
    /// - Complexity: O(log *s* + log *n*).
    open override func layoutAttributesForItem(
      at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      guard let path = Self._path(indexPath) else { return nil }
      return host.element(.item, for: path).map(_attributes)
    }

    /// The attributes of a section's header or footer.
    ///
    /// - Parameters:
    ///   - elementKind: `UICollectionView.elementKindSectionHeader` or
    ///     `UICollectionView.elementKindSectionFooter`.
    ///   - indexPath: The section, item 0.
    /// - Returns: Its attributes, or `nil` when the section has none.
    /// - Complexity: O(log *s*).
    open override func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      guard let kind = Self._kind(elementKind), let path = Self._path(indexPath) else { return nil }
      return host.element(kind, for: path).map(_attributes)
    }

    /// The context class: ``MasonryInvalidationContext``.
    open override class var invalidationContextClass: AnyClass { MasonryInvalidationContext.self }

    /// The class of every attributes object the layout returns: a subclass
    /// of `UICollectionViewLayoutAttributes` that carries the feed's flow
    /// (internal: a cell reads it through
    /// ``MasonryCollectionViewCell``). UIKit makes the attributes it
    /// creates of its own of this class, as Apple asks of a layout that
    /// subclasses the attributes. A subclass of the layout keeps it: the
    /// layout makes every attributes object of this class.
    open override class var layoutAttributesClass: AnyClass { MasonryLayoutAttributes.self }

    /// Tells the host what the collection view invalidated.
    ///
    /// - Parameter context: The invalidation.
    ///
    /// - Complexity: O(1).
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      // A reload keeps the item the user is looking at: the host reads it from the
      // bounds as they are (a scroll without pinned headers does not tell
      // the host).
      if context.invalidateEverything, let collectionView {
        host.setViewport(Rect(collectionView.bounds))
      }
      if context.invalidateEverything { _mayFollowDirection = true }
      host.invalidate(
        everything: context.invalidateEverything,
        dataSourceCounts: context.invalidateDataSourceCounts)
      super.invalidateLayout(with: context)
    }

    // MARK: UIKit's overrides, forwarded by concern
    //
    // Without the Objective-C runtime (the Linux model), an override must
    // be in the class's body; each forwards to the extension that holds
    // its concern (+Updates, +Invalidation, +Moving).

    /// Applies a batch update in ``updateMode``; see
    /// `MasonryHost.apply(_:source:)`.
    ///
    /// - Parameter updateItems: The batch.
    ///
    /// - Complexity: MasonryHost.apply(_:source:)'s: the engine's edits.
    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
      _prepare(forCollectionViewUpdates: updateItems)
    }

    /// Ends the batch's animation.
    ///
    /// - Complexity: O(1).
    open override func finalizeCollectionViewUpdates() { _finalizeCollectionViewUpdates() }

    /// Where an item starts its animation: where it was (it slides), or,
    /// inserted, where it lands with alpha 0.
    ///
    /// - Parameter itemIndexPath: The item, after the batch.
    /// - Returns: Its attributes.
    ///
    /// - Complexity: O(log *s* + log *n*), plus the batch's path mapping.
    open override func initialLayoutAttributesForAppearingItem(
      at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      _initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }

    /// Where an item ends its animation: where it goes, or, deleted, where
    /// it was with alpha 0.
    ///
    /// - Parameter itemIndexPath: The item, before the batch.
    /// - Returns: Its attributes.
    ///
    /// - Complexity: O(log *s* + log *n*), plus the batch's path mapping.
    open override func finalLayoutAttributesForDisappearingItem(
      at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      _finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }

    /// Where a header or footer starts its animation, as for items.
    ///
    /// - Parameters:
    ///   - elementKind: The kind.
    ///   - elementIndexPath: The section, item 0, after the batch.
    /// - Returns: Its attributes.
    ///
    /// - Complexity: O(log *s*) plus the batch's section mapping.
    open override func initialLayoutAttributesForAppearingSupplementaryElement(
      ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      _initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind: elementKind, at: elementIndexPath)
    }

    /// Where a header or footer ends its animation, as for items.
    ///
    /// - Parameters:
    ///   - elementKind: The kind.
    ///   - elementIndexPath: The section, item 0, before the batch.
    /// - Returns: Its attributes.
    ///
    /// - Complexity: O(log *s*) plus the batch's section mapping.
    open override func finalLayoutAttributesForDisappearingSupplementaryElement(
      ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      _finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind: elementKind, at: elementIndexPath)
    }

    /// The headers and footers of the sections a batch inserts, so that
    /// they animate in with their sections.
    ///
    /// - Parameter elementKind: The kind.
    /// - Returns: Their index paths (item 0 of each section).
    /// - Complexity: O(*i* log *s*) for *i* inserted sections.
    open override func indexPathsToInsertForSupplementaryView(
      ofKind elementKind: String
    ) -> [IndexPath] {
      _indexPathsToInsertForSupplementaryView(ofKind: elementKind)
    }

    /// The headers and footers of the sections a batch deletes.
    ///
    /// - Parameter elementKind: The kind.
    /// - Returns: Their index paths (item 0 of each section).
    /// - Complexity: O(*d* log *s*) for *d* deleted sections.
    open override func indexPathsToDeleteForSupplementaryView(
      ofKind elementKind: String
    ) -> [IndexPath] {
      _indexPathsToDeleteForSupplementaryView(ofKind: elementKind)
    }

    /// Whether a bounds change needs a layout pass: a new width, or pinned
    /// headers on screen.
    ///
    /// - Parameter newBounds: The new bounds.
    /// - Returns: Whether to invalidate.
    ///
    /// - Complexity: O(log *s* + *r*) for the *r* sections on screen.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      _shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    /// What a bounds change invalidates: the pinned headers it moves, or
    /// everything on screen with a new width.
    ///
    /// - Parameter newBounds: The new bounds.
    /// - Returns: The context.
    ///
    /// - Complexity: O(log *s* + *r*); with a new width, the queries of the
    ///   screen.
    open override func invalidationContext(
      forBoundsChange newBounds: CGRect
    ) -> UICollectionViewLayoutInvalidationContext {
      _invalidationContext(forBoundsChange: newBounds)
    }

    /// The offset that shows the item the user was looking at where it was after a
    /// re-layout or an update.
    ///
    /// - Parameter proposedContentOffset: UIKit's proposal.
    /// - Returns: The offset to use.
    ///
    /// - Complexity: O(log *s* + log *n*).
    open override func targetContentOffset(
      forProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
      _targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }

    /// Whether a self-sized cell's height changes the layout.
    ///
    /// - Parameters:
    ///   - preferredAttributes: The cell's measured attributes.
    ///   - originalAttributes: The attributes the layout gave it.
    /// - Returns: Whether to invalidate.
    ///
    /// - Complexity: O(log *n*).
    open override func shouldInvalidateLayout(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
      _shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferredAttributes,
        withOriginalAttributes: originalAttributes)
    }

    /// Takes a self-sized cell's height, columns kept: measured above the
    /// screen, it is taken up there and nothing on screen moves; a cell on
    /// screen grows from its top (see
    /// `MasonryHost.setMeasuredHeight(_:ofItemAt:)`).
    ///
    /// - Parameters:
    ///   - preferredAttributes: The cell's measured attributes.
    ///   - originalAttributes: The attributes the layout gave it.
    /// - Returns: The context.
    ///
    /// - Complexity: `MasonryHost.setMeasuredHeight(_:ofItemAt:)`'s: for a
    ///   cell above the screen, about a row of the engine's keep-columns
    ///   placement and O(*n* / 1,024) for the *n* items after it; for one
    ///   on screen or below, the engine's keep-columns height change from
    ///   it, which is as cheap when no later item of its section spans
    ///   columns (and otherwise places those items again); and the
    ///   queries of the screen.
    open override func invalidationContext(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
      _invalidationContext(
        forPreferredLayoutAttributes: preferredAttributes,
        withOriginalAttributes: originalAttributes)
    }

    /// The index path under the finger: the item hit, or the nearest in
    /// the column under the finger.
    ///
    /// - Parameters:
    ///   - previousIndexPath: Where the dragged item stands.
    ///   - position: The finger.
    /// - Returns: The target.
    ///
    /// - Complexity: O(log *s* + log *n*) for a hit; a few column queries
    ///   otherwise.
    open override func targetIndexPath(
      forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    ) -> IndexPath {
      _targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
    }

    /// Moves the dragged item to its target, the others keeping their
    /// columns.
    ///
    /// - Parameters:
    ///   - targetIndexPaths: The targets.
    ///   - targetPosition: The finger.
    ///   - previousIndexPaths: The previous targets.
    ///   - previousPosition: The finger before.
    /// - Returns: The context.
    ///
    /// - Complexity: The engine's keep-columns move from the drag's start,
    ///   and the queries of the screen.
    open override func invalidationContext(
      forInteractivelyMovingItems targetIndexPaths: [IndexPath],
      withTargetPosition targetPosition: CGPoint, previousIndexPaths: [IndexPath],
      previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
      _invalidationContext(
        forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
        previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
    }

    /// The dragged item, centred on the finger, above everything else.
    ///
    /// - Parameters:
    ///   - indexPath: Its target.
    ///   - position: The finger.
    /// - Returns: Its attributes.
    ///
    /// - Complexity: O(log *n*).
    open override func layoutAttributesForInteractivelyMovingItem(
      at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
      _layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
    }

    /// Ends a drag: a cancel restores every frame exactly.
    ///
    /// - Parameters:
    ///   - indexPaths: The final index paths.
    ///   - previousIndexPaths: The last targets.
    ///   - movementCancelled: Whether the drag was cancelled.
    /// - Returns: The context.
    ///
    /// - Complexity: O(1) to end; the queries of the screen to cancel.
    open override func invalidationContextForEndingInteractiveMovementOfItems(
      toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
      movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
      _invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
        movementCancelled: movementCancelled)
    }
  }
#endif
