// A carousel as one orthogonally scrolling section of a
// UICollectionViewCompositionalLayout: one custom group per item, a scroll
// distance apart, and a visible-items handler that gives each visible
// item the carousel's transform, depth order and alpha for the row's
// offset. The geometry and the drawing are CircularLayoutHosting's
// CarouselRow; this file translates them into UIKit's types.

#if canImport(UIKit) && !os(watchOS)
  import CircularLayout
  import CircularLayoutHosting
  import LayoutGeometry
  import UIKit

  /// A carousel row for one section of a `UICollectionViewCompositionalLayout`:
  /// an orthogonally scrolling section whose items the carousel draws, in any
  /// of its styles.
  ///
  /// Make one per carousel row and keep it; in the layout's section
  /// provider, return its ``layoutSection(itemCount:layoutEnvironment:)``:
  ///
  ///     let albums = CarouselCompositionalSection(  // valid as written
  ///       carousel: try! Carousel(itemSize: Size(width: 160, height: 160), style: .coverFlow))
  ///     let layout = UICollectionViewCompositionalLayout { [weak self] index, environment in
  ///       guard let self, let section = self.dataSource.sectionIdentifier(for: index) else {
  ///         return nil
  ///       }
  ///       return albums.layoutSection(
  ///         itemCount: self.dataSource.snapshot().numberOfItems(inSection: section),
  ///         layoutEnvironment: environment)
  ///     }
  ///
  /// Each item is a group as wide as the carousel's scroll distance per
  /// item, its cell the carousel's item size centred in it. The section's
  /// `visibleItemsInvalidationHandler` sets each visible item's
  /// `transform3D` (perspective included), `alpha`, `zIndex` and
  /// `isHidden` to what the carousel draws for the row's scroll offset,
  /// before each layout cycle, its `center` staying at its place in the
  /// row and its transform moving the card to where the carousel draws it:
  /// each card shown is drawn as a
  /// `CarouselCollectionViewLayout` scrolled to the same offset draws it
  /// (which cards a row shows is below). The section scrolls by
  /// `.groupPagingCentered`: UIKit centres each group, and a swipe comes
  /// to rest with the next item at the centre; the carousel's `snapping`
  /// is not read. The row reads how far it has scrolled from where UIKit
  /// shows its items, so it draws right whatever insets UIKit adds.
  ///
  /// ## Taps
  /// UIKit hit-tests cells by their untransformed frames, which overlap in
  /// most styles, so a tap can find the item behind the one drawn. Resolve
  /// taps with ``indexPathForItem(at:in:)``, which tests the projected
  /// outlines in depth order, from a tap gesture recognizer on the
  /// collection view (with `cancelsTouchesInView` false, so that the other
  /// sections' cells are still selected):
  ///
  ///     @objc func didTap(_ recognizer: UITapGestureRecognizer) {
  ///       let point = recognizer.location(in: collectionView)
  ///       if let indexPath = albums.indexPathForItem(at: point, in: collectionView) {
  ///         open(indexPath)
  ///       }
  ///     }
  ///
  /// ## Following and moving the row
  /// ``centeredIndexPath`` is the item at the centre, and
  /// ``centeredItemChangeHandler`` hears each change (UIKit tells no one
  /// when an orthogonal section stops). ``scrollToItem(at:in:animated:)``
  /// brings an item to the centre and ``stepCenteredItem(by:in:animated:)``
  /// moves it by items, as an adjustable accessibility element or a
  /// keyboard's arrow keys would:
  ///
  ///     albums.centeredItemChangeHandler = { [weak self] indexPath in
  ///       self?.showCaption(of: indexPath)
  ///     }
  ///     albums.stepCenteredItem(by: 1, in: collectionView)
  ///
  /// ## VoiceOver
  /// ``addAccessibilityElement(label:value:activate:)`` makes the row one
  /// adjustable element: a swipe up or down moves the centred item, a
  /// double tap opens it. The element is a supplementary view over the
  /// row, of the row's own kind ``accessibilityElementKind``, which the data source's
  /// supplementary view provider returns from
  /// ``accessibilityElementView(in:at:)``; the row's cells hide what they
  /// contain (`accessibilityElementsHidden`):
  ///
  ///     albums.addAccessibilityElement(
  ///       label: "Albums", value: { [weak self] in self?.title(of: $0) },
  ///       activate: { [weak self] in self?.open($0) })
  ///     dataSource.supplementaryViewProvider = { [weak self] collectionView, kind, indexPath in
  ///       guard let self else { return nil }
  ///       if kind == albums.accessibilityElementKind {
  ///         return albums.accessibilityElementView(in: collectionView, at: indexPath)
  ///       }
  ///       return header(in: collectionView, at: indexPath)  // your other views
  ///     }
  ///
  /// ## What a row cannot do
  /// - **Wrap around.** A compositional section has one frame per item in
  ///   a finite row; it cannot repeat its items endlessly, so the row has
  ///   ends whatever the carousel's `wrapsAround` says. Use
  ///   `CarouselCollectionViewLayout` for an endless carousel.
  /// - **Draw items whose place in the row is off screen.** The
  ///   compositional layout shows only the items whose frames (the cards,
  ///   a scroll distance apart) meet the row's visible width; a tap finds
  ///   only those. Styles that draw items further from the centre than
  ///   their place in the row show fewer: with 150-point cards in a
  ///   390-point row, the carousel draws 12 items in the rotary and
  ///   cylinder styles and the row shows 3; 11 in the cover flows, the row
  ///   7; 11 and 20 in the time machines, the row 2. Linear, the inverted
  ///   rotary and cylinder, and the wheels lose none. Use
  ///   `CarouselCollectionViewLayout` for those styles at full depth.
  /// - **Scroll vertically or right to left.** The row runs left to right;
  ///   the carousel's axis and direction are not read.
  /// - **Grow past its height.** The row's scroller clips what the carousel
  ///   draws above or below the row's height: give styles that bring an
  ///   item nearer the viewer (rotary, cylinder) a taller `rowHeight`.
  ///
  /// iOS 14 and tvOS 14 or later: the row spans the container's whole width
  /// through the section's `contentInsetsReference` (`.none`), which iOS 14
  /// introduced. For a carousel on iOS 13, use `CarouselCollectionViewLayout`.
  @available(iOS 14.0, tvOS 14.0, *)
  @MainActor
  public final class CarouselCompositionalSection {
    /// The row's geometry and drawing.
    internal let row: CarouselRow

    /// The row as the last visible-items handler drew it; nil before, and
    /// while no cell of the row is on screen.
    internal var lastPass: Pass?

    /// Whether the handler puts each item at its place untransformed, for
    /// the one pass `scrollToItem(at:at:animated:)` reads (see
    /// ``scrollToItem(at:in:animated:)``).
    private var placesItemsForScroll = false

    /// The row's adjustable accessibility element, once made.
    internal var accessibilityElement: UIAccessibilityElement?

    /// What the row's element view reads and does, once
    /// ``addAccessibilityElement(label:value:activate:)`` is called: from
    /// then on, each section has the view's supplementary item.
    internal var rowElement: RowElement?

    /// The presses ``handlePresses(_:in:)`` took at their beginning, until
    /// they end or are cancelled: their ends are the row's too. Held
    /// weakly, and dropped once ended, so that a press whose end never
    /// comes keeps nothing alive.
    internal var takenPresses: [TakenPress] = []

    /// The element kind of the row's element view: this row's own, so that
    /// a provider tells two rows' views apart by kind.
    public let accessibilityElementKind =
      "CarouselCompositionalSection.accessibilityElement.\(UUID().uuidString)"

    /// The registration of the row's element view, made with the row:
    /// UIKit rejects a registration made inside a data source's provider,
    /// where the view is dequeued.
    internal var rowElementRegistration:
      UICollectionView.SupplementaryRegistration<_CarouselRowAccessibilityView>!

    /// What a section was made for and a visible-items handler saw: enough
    /// to draw, to hit-test a tap and to say which item is centred.
    internal struct Pass {
      var width: Double
      var itemCount: Int
      var section = 0
      /// The carousel's offset, read from where UIKit shows a group.
      var offset = 0.0
      /// An item the pass drew: where the collection view puts its centre
      /// (its place, ``cardFrame(groupWidth:)``'s centre in the row)
      /// places the row in the collection view's coordinates.
      var anchor = 0
    }

    /// Creates a row of a carousel.
    ///
    /// - Parameters:
    ///   - carousel: The carousel: its style, item size and settings. Its
    ///     axis, wrapping and layout direction are not read (a row is
    ///     horizontal, left to right, with ends), nor is its snapping (a
    ///     row pages one item a swipe).
    ///   - rowHeight: The row's height; `nil` (the default), NaN, infinite
    ///     or less than the item's height reads as the item's height.
    /// - Complexity: O(1).
    public init(carousel: Carousel, rowHeight: CGFloat? = nil) {
      row = CarouselRow(carousel: carousel, height: rowHeight.map(Double.init))
      rowElementRegistration = UICollectionView.SupplementaryRegistration(
        elementKind: accessibilityElementKind
      ) { [weak self] view, _, _ in
        view.row = self
      }
    }

    /// The orthogonally scrolling section for the row's items.
    ///
    /// Call it from the section provider every time the provider is
    /// called. The row spans the container's whole width
    /// (`container.contentSize.width`; its `contentInsetsReference` is
    /// `.none`, so the safe area does not narrow it), and the carousel's
    /// centre is the container's. The section has no content insets: its
    /// `.groupPagingCentered` scrolling adds those that centre the first
    /// and last items. The section's visible-items handler draws with the
    /// count and width it was made for, so a section the layout still
    /// shows while it asks for the next one draws as it was laid out.
    ///
    /// - Parameters:
    ///   - itemCount: The section's item count; a negative count reads as 0.
    ///   - layoutEnvironment: The environment the section provider is
    ///     given; a width that is NaN, infinite or negative reads as 0.
    /// - Returns: A new section: one custom group per item, and, once
    ///   ``addAccessibilityElement(label:value:activate:)`` is called, the
    ///   supplementary item of the row's element in its
    ///   `boundarySupplementaryItems`: append a header of your own to them
    ///   rather than replace them.
    /// - Complexity: O(1).
    public func layoutSection(
      itemCount: Int, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
      let made = Pass(
        width: Double(layoutEnvironment.container.contentSize.width),
        itemCount: Swift.max(itemCount, 0))
      let distance = row.scrollDistancePerItem(width: made.width, itemCount: made.itemCount)
      let card = CGRect(row.cardFrame(groupWidth: distance))
      let group = NSCollectionLayoutGroup.custom(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(CGFloat(distance)),
          heightDimension: .absolute(CGFloat(row.height)))
      ) { _ in [NSCollectionLayoutGroupCustomItem(frame: card)] }
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .groupPagingCentered
      section.contentInsetsReference = .none
      if rowElement != nil { section.boundarySupplementaryItems.append(rowElementItem) }
      section.visibleItemsInvalidationHandler = { [weak self] items, offset, _ in
        self?.draw(items, offset: offset, as: made)
      }
      return section
    }

    /// The item drawn in front at a point, by the carousel's projected
    /// outlines in depth order, as the row was last drawn; only items
    /// whose cells the row shows, and only within the row (its scroller
    /// clips what is drawn beyond it).
    ///
    /// The row's place in the collection view is read from a cell of the
    /// row that UIKit shows, its centre converted to the collection view's
    /// coordinates, so a row anywhere in the content is found.
    ///
    /// - Parameters:
    ///   - point: The point in the collection view's coordinates (content
    ///     coordinates), as a gesture recognizer's
    ///     `location(in: collectionView)` gives it. NaN or infinite hits
    ///     nothing.
    ///   - collectionView: The collection view that shows the row.
    /// - Returns: The item's index path (in the row's section), or `nil`
    ///   where no item is drawn, outside the row, before the row was
    ///   drawn, or while UIKit shows none of its cells.
    /// - Complexity: O(c) for the carousel's c candidates.
    public func indexPathForItem(at point: CGPoint, in collectionView: UICollectionView)
      -> IndexPath?
    {
      guard let pass = lastPass, point.x.isFinite, point.y.isFinite,
        let frame = rowFrame(in: collectionView)
      else { return nil }
      let local = Point(x: Double(point.x) + pass.offset, y: Double(point.y - frame.minY))
      guard local.y >= 0, local.y < row.height, local.x >= pass.offset,
        local.x < pass.offset + pass.width
      else { return nil }
      return row.itemIndex(
        at: local, offset: pass.offset, width: pass.width, itemCount: pass.itemCount
      ).map { IndexPath(item: $0, section: pass.section) }
    }

    // MARK: - Scrolling

    /// The item at the row's centre, as the row was last drawn: the one
    /// a swipe comes to rest on once it has come to rest. `nil` before the
    /// row is drawn, after a pass that showed none of its cells, and with
    /// no items. (Whether UIKit calls the handler for a row scrolled out of
    /// view is not documented; where it does not, this keeps its value.)
    ///
    /// The row names its items by index path, as UIKit's collection view
    /// does, so that a diffable data source's `itemIdentifier(for:)` reads
    /// it as it is: here, in ``centeredItemChangeHandler``, in
    /// ``scrollToItem(at:in:animated:)`` and in the accessibility element's
    /// closures. The path is the one the row was last drawn with: after a
    /// snapshot that inserts, deletes or moves sections before the row,
    /// read it in the handler or after the next layout pass.
    ///
    /// - Complexity: O(1).
    public var centeredIndexPath: IndexPath? {
      guard let pass = lastPass, let item = centeredItem else { return nil }
      return IndexPath(item: item, section: pass.section)
    }

    /// The index in the row's section of ``centeredIndexPath``'s item.
    internal var centeredItem: Int? {
      guard let pass = lastPass else { return nil }
      return row.centredItemIndex(
        offset: pass.offset, width: pass.width, itemCount: pass.itemCount)
    }

    /// Called with the index path of the item at the row's centre
    /// (``centeredIndexPath``) each time it changes: as a drag carries the
    /// next item past halfway (and back, if it springs back), at each item
    /// an animated scroll passes, and when the first drawing or an edit
    /// changes it. An edit that inserts, deletes or moves sections before
    /// the row changes the centred item's index path, and the handler
    /// hears the same item at its new path: to react only to a new item,
    /// compare its identifier with the last one. The row pages one item a
    /// swipe, so the last call of a swipe names the item it comes to rest
    /// on. UIKit
    /// reports no end of an orthogonal section's scrolling, so there is no
    /// call for the rest itself.
    ///
    /// It is called from the compositional layout's pass: update what
    /// shows the centred item, and defer anything that scrolls, reloads or
    /// applies a snapshot to the next turn of the main queue
    /// (`DispatchQueue.main.async`).
    public var centeredItemChangeHandler: ((IndexPath) -> Void)?

    /// The centred item last reported to ``centeredItemChangeHandler``.
    private var reportedCentre: IndexPath?

    /// Scrolls the row so that an item rests at its centre, by the
    /// collection view's `scrollToItem(at:at:animated:)` with
    /// `.centeredHorizontally`, which scrolls an orthogonal section's
    /// scroller (a reading of UIKit the model takes, not one Apple
    /// documents). Without animation the collection view lays out at once,
    /// so ``centeredIndexPath`` is the item on return.
    ///
    /// Apple does not say whether `scrollToItem(at:at:animated:)` reads an
    /// item's frame as its transform draws it or as its centre and size
    /// give it, and the carousel draws most items away from their places.
    /// So the row lays out once with every item at its place,
    /// untransformed, for UIKit to read, and once more, drawn, before
    /// anything is shown: the item lands at the centre under either
    /// reading. Each invalidation calls the layout's section provider.
    ///
    /// - Parameters:
    ///   - indexPath: The item, in the row's section; an index path of
    ///     another section than the one the row was last drawn in, or out
    ///     of the section's range, does nothing.
    ///   - collectionView: The collection view that shows the row.
    ///   - animated: Whether the scroll animates.
    /// - Complexity: Two layout passes of the collection view, each of
    ///   which calls the section provider for every section, plus UIKit's
    ///   scroll.
    public func scrollToItem(
      at indexPath: IndexPath, in collectionView: UICollectionView, animated: Bool
    ) {
      guard drawnSection.map({ $0 == indexPath.section }) ?? true,
        collectionView.numberOfSections > indexPath.section, indexPath.item >= 0,
        indexPath.item < collectionView.numberOfItems(inSection: indexPath.section)
      else { return }
      stepUnderWay = nil
      do {
        placesItemsForScroll = true
        defer { placesItemsForScroll = false }
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        collectionView.scrollToItem(at: indexPath, at: .centeredHorizontally, animated: animated)
      }
      collectionView.collectionViewLayout.invalidateLayout()
      collectionView.layoutIfNeeded()
    }

    /// Moves the centred item by `steps` items, clamped to the row's ends:
    /// what an adjustable accessibility element's increment (1) and
    /// decrement (-1), or a keyboard's arrow keys, do.
    ///
    /// - Parameters:
    ///   - steps: The items to move by; positive towards the row's end.
    ///   - collectionView: The collection view that shows the row.
    ///   - animated: Whether the scroll animates; `false` by default, as an
    ///     adjustable element's step is. A step made while an animated
    ///     step's scroll is under way counts from that step's target, so
    ///     two quick presses of a "Next" button move two items.
    /// - Returns: `true` when there was an item to move to; `false` at an
    ///   end, with no steps, or while the row is not drawn.
    /// - Complexity: ``scrollToItem(at:in:animated:)``'s when it moves;
    ///   O(1) otherwise.
    @discardableResult
    public func stepCenteredItem(
      by steps: Int, in collectionView: UICollectionView, animated: Bool = false
    ) -> Bool {
      guard let pass = lastPass, let centre = centeredItem,
        let target = CarouselRow.stepTarget(
          from: centre, by: steps, itemCount: pass.itemCount, underWay: stepUnderWay)
      else { return false }
      scrollToItem(
        at: IndexPath(item: target, section: pass.section), in: collectionView,
        animated: animated)
      // After the scroll, which forgets any step under way.
      stepUnderWay = animated ? CarouselRow.Step(origin: centre, target: target) : nil
      return true
    }

    /// The section the row was last drawn in: kept while none of its cells
    /// is on screen, where ``lastPass`` is `nil`.
    private var drawnSection: Int?

    /// The last animated step, while its scroll may be under way: the next
    /// step counts from its target until the centre leaves its span.
    private var stepUnderWay: CarouselRow.Step?

    /// Gives each visible item what the carousel draws for it, laid out as
    /// `made` says, and records the pass for hit-testing.
    ///
    /// A visible item's `frame` and `center` are in its section's
    /// coordinates, whose origin UIKit does not give, and the handler's
    /// `offset` is the row's scroller's. So the carousel's offset is read
    /// from where the first cell's group is shown (its centre less the
    /// scroller's offset, from the row's left edge), and each item is
    /// placed relative to its own centre: no origin or inset is assumed.
    /// The centre, not the frame: the centre is what this handler sets,
    /// and the transform this handler sets does not move it, whatever
    /// UIKit makes of the frame.
    ///
    /// Each item keeps its centre at its place in the row, and its
    /// transform carries the carousel's drawing there: the carousel's
    /// transform, then the move from its place to where the carousel puts
    /// its centre (after the perspective divide, so the drawing is the
    /// same). So an item's centre and size are its place, not the
    /// carousel's centre, where the linear and cover-flow styles put every
    /// item. Whether UIKit's `frame` for it is that place or the drawing's
    /// bounds is not documented, so for the pass that
    /// ``scrollToItem(at:in:animated:)`` makes UIKit read, every item is
    /// drawn at its place, untransformed.
    private func draw(_ items: [any NSCollectionLayoutVisibleItem], offset: CGPoint, as made: Pass)
    {
      var pass: Pass?
      for item in items where item.representedElementCategory == .cell {
        if pass == nil {
          var first = made
          first.section = item.indexPath.section
          first.offset = row.offset(
            placingItem: item.indexPath.item,
            atVisibleCentre: Double(item.center.x - offset.x), width: made.width,
            itemCount: made.itemCount)
          first.anchor = item.indexPath.item
          pass = first
        }
        guard let pass,
          let drawn = row.attributes(
            forItemAt: item.indexPath.item, offset: pass.offset, width: pass.width,
            itemCount: pass.itemCount)
        else { continue }
        // The item's place (its centre: the card's, centred in its group
        // and in the row's height), and where the carousel draws its
        // centre, both in the section's coordinates.
        let place = item.center
        let rowTop = Double(place.y) - row.height / 2
        let visibleX = drawn.center.x - pass.offset
        let moved = Transform3D(
          translationX: visibleX + Double(offset.x - place.x),
          y: rowTop + drawn.center.y - Double(place.y), z: 0)
        item.center = place
        item.transform3D =
          placesItemsForScroll
          ? CATransform3DIdentity : CATransform3D(drawn.transform.concatenating(moved))
        item.alpha = CGFloat(drawn.alpha)
        item.zIndex = drawn.zIndex
        item.isHidden = drawn.isHidden
      }
      // No cell on screen: nothing is drawn, and a tap finds nothing.
      lastPass = pass
      if let pass { drawnSection = pass.section }
      // A step whose target is reached is no longer under way.
      if let step = stepUnderWay, pass == nil || centeredItem == step.target {
        stepUnderWay = nil
      }
      if pass != nil, let centre = centeredIndexPath, centre != reportedCentre {
        reportedCentre = centre
        centeredItemChangeHandler?(centre)
      }
    }
  }
#endif
