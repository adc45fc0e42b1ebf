// The collection view behind LazyMasonry where UIKit exists: a
// UICollectionView with the shipped MasonryCollectionViewLayout, a
// diffable data source keyed by the items' ids, and cells that host the
// SwiftUI content. Every decision is LazyMasonryState's (the ids, the
// prefetch hints, the end, a waiting scroll target) or the layout's host's
// (columns kept through updates, self-sizing, the anchor); this class
// wires UIKit's callbacks to them.

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import LayoutGeometry
  import MasonryLayout
  import MasonryLayoutHosting
  import MasonryLayoutUIKit
  import SwiftUI
  import UIKit

  /// A collection view that tells its owner when it has laid out: the
  /// moment a scroll target set before the first layout can be applied.
  package final class _FeedCollectionView: UICollectionView {
    var didLayout: (() -> Void)?

    package override func layoutSubviews() {
      super.layoutSubviews()
      didLayout?()
    }
  }

  /// A UIKit index path as the engine's path.
  private func _path(_ indexPath: IndexPath) -> ItemPath {
    ItemPath(section: indexPath.section, item: indexPath.item)
  }

  /// The coordinator of a `LazyMasonry`'s collection view: it owns the
  /// view, its layout and data source, and holds the latest `LazyMasonry`
  /// value, whose closures build and measure the cells.
  @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
  @MainActor
  package final class LazyMasonryCoordinator<
    Item, ID: Hashable & Sendable, Content: View, Header: View, Footer: View
  >: NSObject, MasonryCollectionViewDelegate, UICollectionViewDataSourcePrefetching {
    package typealias Value = LazyMasonry<Item, ID, Content, Header, Footer>

    /// The latest value: the data, the settings and the closures.
    package private(set) var lazyMasonry: Value
    /// The environment the cells' content is built in.
    private var environment: EnvironmentValues
    /// The decisions.
    package private(set) var state = LazyMasonryState<ID>()

    package let layout = MasonryCollectionViewLayout()
    package let collectionView: _FeedCollectionView
    private var dataSource: UICollectionViewDiffableDataSource<Int, ID>!

    /// The configuration the layout was given, and the error when it was
    /// rejected (the layout then has the defaults).
    private var appliedConfiguration: Masonry.Configuration?
    package private(set) var configurationError: Masonry.ConfigurationError?
    /// Whether the collection view has laid out with a size.
    private var hasLaidOut = false
    /// Whether SwiftUI is updating the view (`update(_:environment:animated:)`
    /// is running).
    private var isUpdating = false
    /// Whether the items are `Equatable`, and the items and ids of the
    /// last update, flat, to find the items whose values changed under
    /// the same id.
    private let itemsAreEquatable = Item.self is any Equatable.Type
    private var lastItems: [Item] = []
    private var lastIDs: [ID] = []
    /// Whether the feed offers pull to refresh, and the running refresh.
    private var pullToRefresh = PullToRefresh()

    package init(_ lazyMasonry: Value, environment: EnvironmentValues) {
      self.lazyMasonry = lazyMasonry
      self.environment = environment
      collectionView = _FeedCollectionView(frame: .zero, collectionViewLayout: layout)
      super.init()
      let cells = UICollectionView.CellRegistration<MasonryCollectionViewCell, ID> {
        [weak self] cell, indexPath, _ in
        self?.configure(cell, at: indexPath)
      }
      let headers = UICollectionView.SupplementaryRegistration<UICollectionViewCell>(
        elementKind: UICollectionView.elementKindSectionHeader
      ) { [weak self] view, _, indexPath in
        guard let self else { return }
        // self.lazyMasonry: the latest value's header, not the first one's.
        view.contentConfiguration = hosting(
          self.lazyMasonry.header(indexPath.section), id: indexPath.section)
      }
      let footers = UICollectionView.SupplementaryRegistration<UICollectionViewCell>(
        elementKind: UICollectionView.elementKindSectionFooter
      ) { [weak self] view, _, indexPath in
        guard let self else { return }
        view.contentConfiguration = hosting(
          self.lazyMasonry.footer(indexPath.section), id: indexPath.section)
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
        collectionView, indexPath, id in
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: id)
      }
      dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
        kind == UICollectionView.elementKindSectionHeader
          ? collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
          : collectionView.dequeueConfiguredReusableSupplementary(using: footers, for: indexPath)
      }
      // Transparent, as a SwiftUI view is: UIKit gives a collection view
      // the system background.
      collectionView.backgroundColor = .clear
      collectionView.delegate = self
      collectionView.prefetchDataSource = self
      // Weak: the collection view may outlive its coordinator (UIKit
      // keeps a view its window still holds).
      collectionView.didLayout = { [weak self] in self?.didLayout() }
      applyLayoutDirection(changedFrom: nil)
      update(lazyMasonry, environment: environment, animated: false)
    }

    // MARK: - Updates from SwiftUI

    /// Brings the collection view to a new value of the feed: its
    /// settings, then its ids (a snapshot applied, animated when the
    /// caller's transaction animates, the columns kept by the layout),
    /// then the cells shown, rebuilt from the new data, and a scroll
    /// target.
    ///
    /// Where the items are `Equatable`, an item whose value changed under
    /// the same id and that has no cell is reloaded in the same snapshot,
    /// so that the layout reads its estimate again (columns kept, the
    /// item on screen still); one with a cell is rebuilt in place with the
    /// others shown, keeping the state of its views, and measures itself
    /// again.
    ///
    /// - Complexity: O(*n*) for *n* ids (and as many comparisons of
    ///   `Equatable` items), when SwiftUI updates the view; scrolling
    ///   never calls it.
    package func update(_ lazyMasonry: Value, environment: EnvironmentValues, animated: Bool) {
      isUpdating = true
      defer { isUpdating = false }
      // The settings first, while the feed is still the one whose items
      // the layout holds: a new configuration lays the feed out again at
      // once, asking each item's height by the ids it holds.
      applySettings(of: lazyMasonry)
      self.lazyMasonry = lazyMasonry
      let direction = self.environment.layoutDirection
      self.environment = environment
      #if !os(tvOS)
        updateRefreshControl()
      #endif
      applyBouncing()
      let ids = lazyMasonry.sections.map { $0.map { $0[keyPath: lazyMasonry.id] } }
      let distinctBefore = state.duplicateCount == 0
      let idsChanged = state.sync(ids)
      let reloaded = changedItemsWithoutCells(
        ids, distinct: distinctBefore && state.duplicateCount == 0)
      if idsChanged || !reloaded.isEmpty {
        var snapshot = NSDiffableDataSourceSnapshot<Int, ID>()
        snapshot.appendSections(Array(state.sections.indices))
        for (section, list) in state.sections.enumerated() {
          snapshot.appendItems(list, toSection: section)
        }
        snapshot.reloadItems(reloaded)
        dataSource.apply(snapshot, animatingDifferences: animated)
      }
      reconfigureShownViews()
      // After the snapshot: the layout may lay out at once, and asks the
      // heights of the items it now holds.
      applyLayoutDirection(changedFrom: direction)
      if let binding = lazyMasonry.target, let target = binding.wrappedValue {
        // Cleared after this update: SwiftUI warns of state written
        // during one.
        Task { @MainActor in binding.wrappedValue = nil }
        requestScroll(to: target, animated: animated)
      } else {
        reportEnd()
      }
    }

    /// The items whose values changed under the same id
    /// (`LazyMasonryState.changedIDs`) that UIKit holds no cell for,
    /// read before the new snapshot applies (the data source still has
    /// the old one); none when the items are not `Equatable`. Records the
    /// new items for the next update.
    private func changedItemsWithoutCells(_ ids: [[ID]], distinct: Bool) -> [ID] {
      guard itemsAreEquatable else { return [] }
      let items = Self.flat(lazyMasonry.sections)
      let flatIDs = Self.flat(ids)
      defer { (lastItems, lastIDs) = (items, flatIDs) }
      guard !lastIDs.isEmpty else { return [] }
      let changed = LazyMasonryState.changedIDsIfEquatable(
        from: lastItems, ids: lastIDs, to: items, ids: flatIDs, distinct: distinct)
      return (changed ?? []).filter { id in
        guard let indexPath = dataSource.indexPath(for: id) else { return false }
        return collectionView.cellForItem(at: indexPath) == nil
      }
    }

    /// The lists one after another: the one list itself (no copy) for a
    /// feed of one section, else copied a list at a time.
    private static func flat<Element>(_ lists: [[Element]]) -> [Element] {
      guard lists.count != 1 else { return lists[0] }
      var flat: [Element] = []
      flat.reserveCapacity(lists.reduce(0) { $0 + $1.count })
      for list in lists { flat.append(contentsOf: list) }
      return flat
    }

    /// Scrolls to an item by id, animated or not: at once when the view
    /// has laid out, otherwise (unanimated) after its first layout, so a
    /// target set before it is kept. An id the feed does not hold is
    /// ignored.
    package func requestScroll(to id: ID, animated: Bool = true) {
      state.requestScroll(to: id)
      scrollToTarget(animated: animated)
      reportEnd()
    }

    /// Calls one of the caller's actions (`onEndReached`, `onPrefetch`):
    /// at once, or after the SwiftUI update it happened in, where an
    /// action that writes state would draw SwiftUI's warning of state
    /// written during a view update.
    private func deliver(_ action: @escaping @MainActor () -> Void) {
      if isUpdating {
        Task { @MainActor in action() }
      } else {
        action()
      }
    }

    /// Gives the cells and the headers and footers UIKit holds (on screen
    /// and prepared within a screen of it; UIKit keeps a prepared cell
    /// until it leaves its preload area) their content again from the
    /// latest value: items that kept their ids may have new data.
    private func reconfigureShownViews() {
      let bounds = collectionView.bounds
      guard bounds.width > 0, bounds.height > 0 else { return }
      let area = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
      for attributes in layout.layoutAttributesForElements(in: area) ?? [] {
        let indexPath = attributes.indexPath
        switch attributes.representedElementCategory {
        case .cell:
          if let cell = collectionView.cellForItem(at: indexPath) as? MasonryCollectionViewCell {
            configure(cell, at: indexPath)
          }
        case .supplementaryView:
          guard let kind = attributes.representedElementKind,
            let view = collectionView.supplementaryView(forElementKind: kind, at: indexPath)
              as? UICollectionViewCell
          else { continue }
          let section = indexPath.section
          view.contentConfiguration =
            kind == UICollectionView.elementKindSectionHeader
            ? hosting(lazyMasonry.header(section), id: section)
            : hosting(lazyMasonry.footer(section), id: section)
        default:
          continue
        }
      }
    }

    /// Puts the environment's layout direction on the collection view as
    /// its `semanticContentAttribute`, so that the layout mirrors by it
    /// whatever traits SwiftUI gives the view, and, when it changed, lays
    /// the feed out again: the layout takes a changed direction up only at
    /// a full invalidation (`followsCollectionViewLayoutDirection`).
    ///
    /// - Parameter old: The direction before, `nil` for the first.
    private func applyLayoutDirection(changedFrom old: SwiftUI.LayoutDirection?) {
      let direction = environment.layoutDirection
      guard direction != old else { return }
      collectionView.semanticContentAttribute =
        direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
      if old != nil { collectionView.collectionViewLayout.invalidateLayout() }
    }

    /// The configuration and pinning, given to the layout when they
    /// changed; a configuration the layout rejects lays the feed out with
    /// `Masonry.Configuration()`'s columns, keeping its axis, spacing and
    /// insets (and with the defaults whole when those fail too).
    ///
    /// - Parameter next: The value the update brings; `lazyMasonry` is still
    ///   the one before, whose items the layout holds.
    private func applySettings(of next: Value) {
      if appliedConfiguration != next.configuration {
        appliedConfiguration = next.configuration
        do {
          try layout.setConfiguration(next.configuration)
          configurationError = nil
        } catch {
          // The rejected columns replaced by the defaults', the axis,
          // spacing and insets kept; the defaults whole if that fails too.
          configurationError = error
          var fallback = next.configuration
          fallback.columns = Masonry.Configuration().columns
          if (try? layout.setConfiguration(fallback)) == nil {
            try? layout.setConfiguration(Masonry.Configuration())
          }
        }
      }
      if layout.pinsHeaders != next.pinsHeaders {
        layout.pinsHeaders = next.pinsHeaders
      }
    }

    /// Makes the collection view always bounce along the feed's axis, and
    /// vertically while it has a refresh control (`AlwaysBouncingAxes`
    /// decides): a short or empty feed still drags, can be pulled, and
    /// takes the safe area as content insets.
    private func applyBouncing() {
      #if os(tvOS)
        let refreshes = false
      #else
        let refreshes = collectionView.refreshControl != nil
      #endif
      let axes = AlwaysBouncingAxes(
        feedAxis: lazyMasonry.configuration.axis, offersPullToRefresh: refreshes)
      if collectionView.alwaysBounceVertical != axes.vertical {
        collectionView.alwaysBounceVertical = axes.vertical
      }
      if collectionView.alwaysBounceHorizontal != axes.horizontal {
        collectionView.alwaysBounceHorizontal = axes.horizontal
      }
    }

    // MARK: - Cells

    /// A cell's content: the item's view, at the column's width, sizing
    /// itself along the flow in `FeedCellContentLayout`: a view with no
    /// length of its own (a `Color`, an `AsyncImage` loading) takes the
    /// estimate when UIKit sizes the cell, rather than
    /// collapsing to a few points; a view with a length of its own (text,
    /// a fixed image) keeps it, longer than the estimate or shorter.
    ///
    /// The content is identified by the item's id, as a `ForEach` row is:
    /// a cell UIKit reuses for another item starts that item's views
    /// with fresh state (`@State`, `.task`), and a cell rebuilt for the
    /// same id keeps it.
    private func configure(_ cell: MasonryCollectionViewCell, at indexPath: IndexPath) {
      guard let source = state.source(of: _path(indexPath)) else { return }
      let item = lazyMasonry.sections[source.path.section][source.path.item]
      let vertical = lazyMasonry.configuration.axis == .vertical
      cell.axis = lazyMasonry.configuration.axis
      let breadth = layout.layoutAttributesForItem(at: indexPath).map {
        vertical ? $0.size.width : $0.size.height
      }
      let estimate = breadth.map { lazyMasonry.height(item, $0) }.flatMap {
        $0.isFinite && $0 > 0 ? $0 : nil
      }
      cell.contentConfiguration = hosting(
        FeedCellContentLayout(axis: lazyMasonry.configuration.axis, estimate: estimate) {
          lazyMasonry.content(item)
        },
        id: item[keyPath: lazyMasonry.id])
    }

    /// SwiftUI content in a cell, edge to edge, in the feed's environment,
    /// with the identity `id` (its state is that identity's), and no
    /// minimum size of the system's: a cell is as short as its content.
    private func hosting(_ content: some View, id: some Hashable) -> some UIContentConfiguration {
      UIHostingConfiguration { content.id(id).environment(\.self, environment) }
        .margins(.all, 0).minSize(width: 0, height: 0)
    }

    // MARK: - MasonryCollectionViewDelegate

    package func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      heightForItemAt indexPath: IndexPath, width: CGFloat
    ) -> CGFloat {
      guard let source = state.source(of: _path(indexPath)) else { return 0 }
      return lazyMasonry.height(lazyMasonry.sections[source.path.section][source.path.item], width)
    }

    package func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      heightForHeaderInSection section: Int, width: CGFloat
    ) -> CGFloat {
      lazyMasonry.headerHeight(section, width)
    }

    package func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      heightForFooterInSection section: Int, width: CGFloat
    ) -> CGFloat {
      lazyMasonry.footerHeight(section, width)
    }

    // MARK: - Prefetching

    package func collectionView(
      _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
    ) {
      let ids = state.prefetch(indexPaths.map(_path))
      if !ids.isEmpty, let prefetch = lazyMasonry.prefetch { deliver { prefetch(ids) } }
    }

    /// Forgets the hints of the items that went far from the viewport:
    /// farther along the flow than the overscan and two viewport lengths.
    /// UIKit's cancellations are not forwarded (see
    /// `LazyMasonryState.prefetch(_:)`).
    private func forgetFarHints() {
      guard state.hintCount > 0 else { return }
      let bounds = Rect(collectionView.bounds)
      let vertical = lazyMasonry.configuration.axis == .vertical
      let (start, end) = vertical ? (bounds.minY, bounds.maxY) : (bounds.minX, bounds.maxX)
      let reach = overscan + 2 * (end - start)
      let engine = layout.host.layout
      state.keepHints { path in
        guard let frame = engine.frame(ofItemAt: path) else { return false }
        let (minimum, maximum) = vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
        return maximum >= start - reach && minimum <= end + reach
      }
    }

    /// The overscan, sanitised: a negative or non-finite one reads as 0.
    private var overscan: Double {
      let overscan = Double(lazyMasonry.overscan)
      return overscan.isFinite ? max(overscan, 0) : 0
    }

    // MARK: - Scrolling

    package func scrollViewDidScroll(_ scrollView: UIScrollView) {
      forgetFarHints()
      reportEnd()
    }

    // Where a scroll comes to rest, the gaps that cells measured above the
    // screen left near it close (`MasonryCollectionViewLayout.closeGaps`).

    package func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      layout.closeGaps()
    }

    package func scrollViewDidEndDragging(
      _ scrollView: UIScrollView, willDecelerate decelerate: Bool
    ) {
      if !decelerate { layout.closeGaps() }
    }

    package func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      layout.closeGaps()
    }

    package func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
      layout.closeGaps()
    }

    /// The bounds and the insets UIKit adjusts them by
    /// (`adjustedContentInset`: the safe area under a navigation bar and
    /// above the home indicator, with the content insets): what the
    /// scroll target, the right-to-left start and the end read.
    private var viewport: AdjustedViewport {
      let adjusted = collectionView.adjustedContentInset
      // Typed a piece at a time: one expression took the type checker too
      // long in the availability check's builds.
      let top: Double = Double(adjusted.top)
      let left: Double = Double(adjusted.left)
      let bottom: Double = Double(adjusted.bottom)
      let right: Double = Double(adjusted.right)
      let insets = LayoutGeometry.EdgeInsets(top: top, left: left, bottom: bottom, right: right)
      return AdjustedViewport(bounds: Rect(collectionView.bounds), insets: insets)
    }

    /// After each layout pass: the first one with a size starts a
    /// right-to-left horizontal feed at its first item, inside the right
    /// inset (UIKit starts every scroll view at x = 0, where such a feed
    /// ends), then a waiting target and the end.
    private func didLayout() {
      let bounds = collectionView.bounds
      if !hasLaidOut, bounds.width > 0, bounds.height > 0 {
        hasLaidOut = true
        if isMirrored {
          let start = viewport.restingOffsets(contentSize: Size(collectionView.contentSize))
            .maximum.x
          collectionView.contentOffset = CGPoint(x: start, y: collectionView.contentOffset.y)
        }
      }
      scrollToTarget(animated: false, inLayoutPass: true)
      reportEnd()
    }

    /// Whether the flow runs right to left: a horizontal feed in a
    /// right-to-left layout direction, which the layout mirrors.
    private var isMirrored: Bool {
      lazyMasonry.configuration.axis == .horizontal
        && collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// Calls `onEndReached` once per item count, when what the user
    /// sees (the bounds inside the adjusted insets) and the overscan past
    /// it reach the end along the flow.
    private func reportEnd() {
      guard let endReached = lazyMasonry.endReached, hasLaidOut else { return }
      let axis = lazyMasonry.configuration.axis
      let size = collectionView.contentSize
      let span = viewport.span(along: axis, overscan: overscan)
      if state.reachesEnd(
        start: span.start, end: span.end,
        contentLength: Double(axis == .vertical ? size.height : size.width), mirrored: isMirrored)
      {
        deliver { endReached() }
      }
    }

    /// Scrolls to the waiting target once the view has laid out, with the
    /// item's top at the top of what the user sees (below a navigation
    /// bar's inset and a pinned header), within the resting range, and
    /// held there while the cells around it measure themselves: the
    /// layout's jump (`MasonryCollectionViewLayout.scrollToItem(at:at:animated:)`;
    /// from a layout pass, the jump alone, which forces no nested pass).
    private func scrollToTarget(animated: Bool, inLayoutPass: Bool = false) {
      guard
        let id = state.takeScrollTarget(hasLaidOut: hasLaidOut),
        let indexPath = dataSource.indexPath(for: id)
      else { return }
      if inLayoutPass {
        layout._jump(to: indexPath, at: .top, animated: animated)
      } else {
        layout.scrollToItem(at: indexPath, at: .top, animated: animated)
      }
    }

    // MARK: - Pull to refresh

    #if !os(tvOS)
      /// Gives the collection view a refresh control while the environment
      /// holds a refresh action (the feed is inside `refreshable(action:)`),
      /// as `List` and `ScrollView` offer pull to refresh there, and takes
      /// it away when the action goes (`PullToRefresh` decides).
      private func updateRefreshControl() {
        let wanted = pullToRefresh.update(hasAction: environment.refresh != nil)
        if wanted, collectionView.refreshControl == nil {
          let control = UIRefreshControl()
          control.addAction(
            UIAction { [weak self] _ in self?.didPullToRefresh() }, for: .valueChanged)
          collectionView.refreshControl = control
        } else if !wanted, collectionView.refreshControl != nil {
          collectionView.refreshControl = nil
        }
      }

      /// A pull: runs the environment's latest refresh action on the main
      /// actor and ends the control's refresh when it returns, unless the
      /// control went away meanwhile.
      private func didPullToRefresh() {
        guard let action = environment.refresh, let token = pullToRefresh.begin() else { return }
        Task { @MainActor [weak self] in
          await action()
          guard let self, pullToRefresh.end(token) else { return }
          collectionView.refreshControl?.endRefreshing()
        }
      }
    #endif
  }
#endif
