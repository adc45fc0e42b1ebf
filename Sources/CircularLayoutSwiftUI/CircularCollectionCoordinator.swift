// The collection view behind WheelView and CarouselView where UIKit
// exists, one for both: a UICollectionView with the shipped layout for the
// engine (WheelCollectionViewLayout, CarouselCollectionViewLayout), cells
// that host the SwiftUI content, and UIKit's own tracking, deceleration,
// paging and gesture arbitration. Every decision is
// CircularCollectionSelection's (what to write to the binding and when,
// where the caller's value and a data change scroll) or the layout's (the
// snapping, the centred item, keeping it through a batch update and a
// size change); this class wires UIKit's callbacks to them.

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import CircularLayout
  import CircularLayoutHosting
  import CircularLayoutUIKit
  import LayoutGeometry
  import SwiftUI
  import UIKit

  /// A collection view that tells its owner when it has laid out (the
  /// moment the first size is known, when the binding's item is brought
  /// to the reference point), and whose touches find the items as drawn.
  package final class _CircularCollectionView: UICollectionView {
    var didLayout: (() -> Void)?
    /// The item drawn at a point, by the layout's outline hit-test.
    var itemDrawn: ((CGPoint) -> IndexPath?)?

    package override func layoutSubviews() {
      super.layoutSubviews()
      didLayout?()
    }

    /// The view a touch finds: within the cell of the item drawn at the
    /// point (the layout tests the projected outlines, in depth order),
    /// and no cell where no item is drawn. UIKit's own hit-test goes by
    /// the cells' order among the subviews and their untransformed
    /// frames: where carousel items overlap, it can find the item behind.
    package override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      // UIKit's own checks first (hidden, interaction disabled,
      // transparent, outside): where it finds nothing, nothing.
      let found = super.hitTest(point, with: event)
      guard let itemDrawn, found != nil else { return found }
      guard let indexPath = itemDrawn(point), let cell = cellForItem(at: indexPath) else {
        return self
      }
      return cell.hitTest(convert(point, to: cell), with: event) ?? cell
    }
  }

  /// The coordinator of a wheel's or carousel's collection view: it owns
  /// the view, its layout and data source, and holds the latest value of
  /// the view, whose closures build the cells and whose binding it writes.
  ///
  /// The binding is written once per settled scroll, where UIKit says the
  /// scroll ends (`scrollViewDidEndDragging(_:willDecelerate:)` without
  /// deceleration, `scrollViewDidEndDecelerating(_:)`,
  /// `scrollViewDidEndScrollingAnimation(_:)`), and never while the
  /// content moves: SwiftUI evaluates no body while the user spins.
  @available(iOS 16.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @MainActor
  package final class CircularCollectionCoordinator<
    Engine: CircularCollectionEngine, Data: RandomAccessCollection, ID: Hashable, Content: View
  >: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    package typealias Representable = CircularCollection<Engine, Data, ID, Content>

    /// The latest value: the engine, the data, the binding and the
    /// closures.
    package private(set) var view: Representable
    /// The environment the cells' content is built in.
    private var environment: EnvironmentValues
    /// The decisions.
    package private(set) var state = CircularCollectionSelection<ID>()

    /// The engine's shipped layout.
    package let layout: Engine.CollectionLayout
    package let collectionView: _CircularCollectionView
    /// The view SwiftUI shows: the collection view in a container that
    /// offers VoiceOver one adjustable element in place of the cells.
    package private(set) var containerView: _CircularContainerView!
    private var cells: UICollectionView.CellRegistration<_CircularItemCell, Int>!

    /// Whether the collection view has laid out with a size.
    private var hasLaidOut = false
    /// A write decided during a SwiftUI update, made after it.
    private var pendingWrite: (id: ID, replacing: ID)?

    package init(_ view: Representable, environment: EnvironmentValues) {
      self.view = view
      self.environment = environment
      layout = Engine.makeLayout(view.engine)
      // The direction is the environment's, which update(...) sets on the
      // engine.
      layout.followsCollectionViewLayoutDirection = false
      collectionView = _CircularCollectionView(frame: .zero, collectionViewLayout: layout)
      super.init()
      // Weak: SwiftUI may keep the view a moment longer than this.
      cells = UICollectionView.CellRegistration { [weak self] cell, indexPath, _ in
        self?.configure(cell, at: indexPath)
      }
      // The offsets are the layout's: no safe-area insets, no indicators
      // (a wrapping engine's content is a thousand turns long).
      collectionView.contentInsetAdjustmentBehavior = .never
      collectionView.showsHorizontalScrollIndicator = false
      collectionView.showsVerticalScrollIndicator = false
      // Transparent, as a SwiftUI view is: UIKit gives a collection view
      // the system background.
      collectionView.backgroundColor = .clear
      collectionView.dataSource = self
      collectionView.delegate = self
      collectionView.didLayout = { [weak self] in self?.didLayout() }
      collectionView.itemDrawn = { [weak self] point in self?.layout.indexPathForItem(at: point) }
      containerView = _CircularContainerView(collectionView: collectionView) {
        makeAccessibilityElement(in: $0)
      }
      update(view, environment: environment, layoutDirection: .leftToRight, animated: false)
    }

    // MARK: - Updates from SwiftUI

    /// Brings the collection view to a new value of the view: its
    /// settings, then its identifiers (a batch update, animated when the
    /// caller's transaction animates, through which the layout keeps the
    /// centred item), then the cells shown, rebuilt from the new data,
    /// then what the data change and the binding's value call for.
    ///
    /// - Parameters:
    ///   - view: The view's new value.
    ///   - environment: The environment to build the cells' content in.
    ///   - layoutDirection: The environment's layout direction, which the
    ///     engine takes.
    ///   - animated: Whether the caller's transaction animates.
    /// - Complexity: O(*n* + *m* log *m*) for *n* items around a changed
    ///   middle of *m*, plus O(*c*) for the *c* cells shown; O(*n*) when
    ///   the identifiers did not change, and when they arrive before the
    ///   first layout or after none (a reload, no difference). Scrolling
    ///   never calls it.
    package func update(
      _ view: Representable, environment: EnvironmentValues,
      layoutDirection: SwiftUI.LayoutDirection, animated: Bool
    ) {
      self.view = view
      self.environment = environment
      applySettings(layoutDirection)
      let binding = view.selection.wrappedValue
      // The key path read once, not through `view` for each item.
      let path = view.id
      let ids = view.data.map { $0[keyPath: path] }
      let shownBefore = state.id(ofItemAt: layout.centeredItemIndex)
      let wasEmpty = state.ids.isEmpty
      let dataChanged = ids != state.ids
      if dataChanged { apply(ids, animated: animated, reloading: !hasLaidOut || wasEmpty) }
      // Items that kept their identifiers may have new content.
      reconfigureShownCells()
      // Before the first layout there is nothing to keep or scroll: the
      // first layout rests on the binding's item (didLayout()).
      guard hasLaidOut else { return }
      collectionView.layoutIfNeeded()
      if dataChanged {
        if wasEmpty, let index = state.restingIndex(for: binding) { rest(on: index) }
        switch state.dataChanged(
          shownBefore: shownBefore, shownIndex: layout.centeredItemIndex, binding: binding)
        {
        case .none: break
        case .show(let index): scroll(to: index, animated: animated)
        case .write(let id): write(id, afterUpdateReplacing: binding)
        }
      }
      if let index = state.selectionChanged(to: binding, shownIndex: layout.centeredItemIndex) {
        scroll(to: index, animated: animated)
      }
    }

    /// The engine (in the environment's direction) and the deceleration
    /// rate, given to UIKit when they changed.
    private func applySettings(_ direction: SwiftUI.LayoutDirection) {
      let rightToLeft = direction == .rightToLeft
      let attribute: UISemanticContentAttribute =
        rightToLeft ? .forceRightToLeft : .forceLeftToRight
      if collectionView.semanticContentAttribute != attribute {
        collectionView.semanticContentAttribute = attribute
      }
      var engine = view.engine
      engine.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
      // The layout keeps the centred item through a new engine.
      if layout.engine(as: Engine.self) != engine { layout.replaceEngine(engine) }
      let rate = UIScrollView.DecelerationRate(
        rawValue: CGFloat(view.decelerationRate.perMillisecond))
      if collectionView.decelerationRate != rate { collectionView.decelerationRate = rate }
    }

    /// Brings the collection view to new identifiers: a batch update from
    /// the difference (the layout keeps the centred item through it), or
    /// a reload where there is nothing to keep.
    private func apply(_ ids: [ID], animated: Bool, reloading: Bool) {
      guard !reloading, !ids.isEmpty else {
        // No batch: nothing to diff against.
        state.reloadIDs(ids)
        collectionView.reloadData()
        return
      }
      if animated {
        performBatchUpdates(to: ids)
      } else {
        UIView.performWithoutAnimation { performBatchUpdates(to: ids) }
      }
    }

    /// The batch update from the identifiers shown to `ids`
    /// (``CircularCollectionSelection/setIDs(_:)``), the data source
    /// answering the new count from inside the block, as UIKit requires.
    private func performBatchUpdates(to ids: [ID]) {
      collectionView.performBatchUpdates { [self] in
        guard let updates = state.setIDs(ids) else { return }
        var deleted: [IndexPath] = []
        var inserted: [IndexPath] = []
        for update in updates {
          switch update {
          case .delete(let index): deleted.append(IndexPath(item: index, section: 0))
          case .insert(let index): inserted.append(IndexPath(item: index, section: 0))
          case .move(let from, let to):
            collectionView.moveItem(
              at: IndexPath(item: from, section: 0), to: IndexPath(item: to, section: 0))
          case .reload(let index):
            collectionView.reloadItems(at: [IndexPath(item: index, section: 0)])
          }
        }
        if !deleted.isEmpty { collectionView.deleteItems(at: deleted) }
        if !inserted.isEmpty { collectionView.insertItems(at: inserted) }
      }
    }

    // MARK: - Scrolling to an item

    /// Scrolls an item to the reference point the shortest way round,
    /// animated or not; an animation that moves ends in
    /// `scrollViewDidEndScrollingAnimation(_:)`, where it settles.
    ///
    /// Whether it moves is read as UIKit will: UIScrollView rounds the
    /// offset it is given to the display's pixel grid, and to whole points
    /// outside a window, so an offset within a sub-pixel (or a sub-point)
    /// of the current one (an item centred already, whose exact offset is
    /// not on the grid) moves nothing and ends no animation
    /// (`PixelRounding.isSameOffset(_:as:scale:)`).
    ///
    /// - Returns: Whether an animation started.
    @discardableResult
    private func scroll(to index: Int, animated: Bool) -> Bool {
      let offset = layout.contentOffset(centeringItemAt: index)
      let scale = PixelRounding.offsetScale(
        displayScale: Double(collectionView.traitCollection.displayScale),
        isInWindow: collectionView.window != nil)
      let moves = !PixelRounding.isSameOffset(
        Point(offset), as: Point(collectionView.contentOffset), scale: scale)
      let animates = animated && moves
      // Told first: the animation may end before setContentOffset returns.
      if animates { state.beginScrollAnimation(to: index) }
      collectionView.setContentOffset(offset, animated: animates)
      if !animates { state.scrolledWithoutAnimation() }
      return animates
    }

    /// Puts an item at the reference point without animation, where the
    /// content starts (the middle of a wrapping engine's turns, the far
    /// end right to left).
    private func rest(on index: Int) {
      collectionView.contentOffset = layout.initialContentOffset(centeringItemAt: index)
      state.scrolledWithoutAnimation()
    }

    /// After each layout pass: the first one with a size rests on the
    /// binding's item (or item 0 when no item carries it), and writes
    /// nothing.
    private func didLayout() {
      let bounds = collectionView.bounds
      guard !hasLaidOut, bounds.width > 0, bounds.height > 0 else { return }
      hasLaidOut = true
      if let index = state.restingIndex(for: view.selection.wrappedValue) { rest(on: index) }
    }

    // MARK: - Writing the binding

    /// Writes an identifier the state answered to the binding, and shows
    /// the cells with the new selection.
    private func write(_ id: ID?) {
      guard let id else { return }
      view.selection.wrappedValue = id
      reconfigureShownCells()
    }

    /// Writes an identifier after the SwiftUI update under way (SwiftUI
    /// warns of state written during one), unless the caller changed the
    /// binding from `old` in between.
    private func write(_ id: ID, afterUpdateReplacing old: ID) {
      pendingWrite = (id, old)
      Task { @MainActor [weak self] in self?.writePending() }
    }

    private func writePending() {
      guard let (id, old) = pendingWrite else { return }
      pendingWrite = nil
      guard view.selection.wrappedValue == old else { return }
      write(id)
    }

    // MARK: - Cells

    /// The cells shown, built again from the current data and selection.
    /// UIKit holds no others: the layouts answer only the items drawn in
    /// the bounds, whatever area UIKit asks for.
    private func reconfigureShownCells() {
      for indexPath in collectionView.indexPathsForVisibleItems {
        if let cell = collectionView.cellForItem(at: indexPath) as? _CircularItemCell {
          configure(cell, at: indexPath)
        }
      }
    }

    /// A cell's content: the item's view, edge to edge, in the caller's
    /// environment, marked selected when it is the binding's item
    /// (VoiceOver reads the view's one adjustable element, not the cells:
    /// see "VoiceOver" below). The content is
    /// identified by the item's identifier, as a `ForEach` row is: a cell
    /// UIKit reuses for another item starts that item's views with fresh
    /// state.
    private func configure(_ cell: _CircularItemCell, at indexPath: IndexPath) {
      let index = indexPath.item
      guard indexPath.section == 0, let id = state.id(ofItemAt: index), index < view.data.count
      else {
        return
      }
      let data = view.data
      let element = data[data.index(data.startIndex, offsetBy: index)]
      let content = view.content(element)
      let environment = self.environment
      let selected = id == view.selection.wrappedValue
      cell.contentConfiguration = UIHostingConfiguration {
        content
          .id(id)
          .environment(\.self, environment)
          .accessibilityAddTraits(selected ? .isSelected : [])
      }
      .margins(.all, 0)
    }

    // MARK: - VoiceOver

    /// The one element VoiceOver reads in place of the cells: adjustable,
    /// valued by the item at rest, stepping through
    /// `voiceOverStep(incrementing:)`. It holds the coordinator
    /// weakly, as the container view (which lists it) holds the element.
    private func makeAccessibilityElement(in container: UIView) -> _CircularAccessibilityElement {
      _CircularAccessibilityElement(
        in: container,
        value: { [weak self] in self?.voiceOverValue },
        step: { [weak self] in self?.voiceOverStep(incrementing: $0) })
    }

    /// The description of the item at the reference point (the
    /// selection wherever the content rests: the binding's item, or item 0
    /// for a binding no item carries), `String(describing:)` of the item;
    /// `nil` without items.
    private var voiceOverValue: String? {
      let data = view.data
      guard let index = layout.centeredItemIndex, index >= 0, index < data.count else {
        return nil
      }
      return String(describing: data[data.index(data.startIndex, offsetBy: index)])
    }

    /// VoiceOver's increment or decrement: the centred item moves by one
    /// without animation (the layout's `stepCenteredItem(by:)`, clamped at
    /// the ends of an engine that does not wrap), and the step settles at
    /// once, writing the binding through the same rule as any settle.
    /// Nothing while the content moves.
    private func voiceOverStep(incrementing increment: Bool) {
      guard state.acceptsAccessibilityStep else { return }
      let before = layout.centeredItemIndex
      let steps = CircularCollectionSelection<ID>.accessibilitySteps(incrementing: increment)
      guard layout.stepCenteredItem(by: steps) else { return }
      write(
        state.endAccessibilityStep(
          from: before, settledIndex: layout.centeredItemIndex,
          binding: view.selection.wrappedValue))
    }

    // MARK: - UICollectionViewDataSource

    package func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    package func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      section == 0 ? state.ids.count : 0
    }

    package func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueConfiguredReusableCell(
        using: cells, for: indexPath, item: indexPath.item)
    }

    // MARK: - UICollectionViewDelegate

    /// A tap (or VoiceOver's activation) on an item: scrolls it to the
    /// reference point, and selects it where it settles; the cell itself
    /// is never left selected. A touch that stops a spin is UIKit's, and
    /// selects nothing.
    package func collectionView(
      _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool {
      guard indexPath.section == 0, state.id(ofItemAt: indexPath.item) != nil else { return false }
      if !scroll(to: indexPath.item, animated: true) {
        // Centred already: it settles where it is.
        write(
          state.endScrollAnimation(
            settledIndex: layout.centeredItemIndex, binding: view.selection.wrappedValue))
      }
      return false
    }

    // MARK: - UIScrollViewDelegate

    package func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      state.beginDragging()
    }

    package func scrollViewDidEndDragging(
      _ scrollView: UIScrollView, willDecelerate decelerate: Bool
    ) {
      write(
        state.endDragging(
          willDecelerate: decelerate, landingIndex: layout.landingItemIndex,
          settledIndex: layout.centeredItemIndex, binding: view.selection.wrappedValue))
    }

    package func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      write(
        state.endDecelerating(
          settledIndex: layout.centeredItemIndex, binding: view.selection.wrappedValue))
    }

    package func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      write(
        state.endScrollAnimation(
          settledIndex: layout.centeredItemIndex, binding: view.selection.wrappedValue))
    }
  }
#endif
