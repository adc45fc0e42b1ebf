// A masonry wall as one section of a UICollectionViewCompositionalLayout:
// the compositional layout places a custom group whose items are the
// masonry engine's frames. The section keeps its layout between the
// compositional layout's passes, keyed by the diffable data source's item
// identifiers (MasonryFeed), so an edit keeps every other item in its
// column and a pass that changes nothing lays nothing out.

#if canImport(UIKit) && !os(watchOS)
  import LayoutGeometry
  import MasonryLayout
  import MasonryLayoutHosting
  import UIKit

  /// A masonry wall for one section of a `UICollectionViewCompositionalLayout`,
  /// laid out by the masonry engine and kept between the layout's passes.
  ///
  /// Make one per masonry section and keep it (in the view controller that
  /// owns the collection view); in the layout's section provider, return its
  /// ``layoutSection(items:layoutEnvironment:)`` for the section's item
  /// identifiers, as the diffable data source's snapshot holds them:
  ///
  ///     let wall = try MasonryCompositionalSection<Photo.ID>(
  ///       configuration: Masonry.Configuration(
  ///         columns: .adaptive(minimumWidth: 160, maximumCount: nil), columnSpacing: 8,
  ///         rowSpacing: 8)
  ///     ) { [weak self] id, width in width * (self?.aspectRatios[id] ?? 1) }
  ///     let layout = UICollectionViewCompositionalLayout { [weak self] index, environment in
  ///       guard let self, let section = self.dataSource.sectionIdentifier(for: index) else {
  ///         return nil
  ///       }
  ///       return wall.layoutSection(
  ///         items: self.dataSource.snapshot().itemIdentifiers(inSection: section),
  ///         layoutEnvironment: environment)
  ///     }
  ///
  /// The section is one custom group (`NSCollectionLayoutGroup.custom`) as
  /// wide as the section and as tall as the wall, whose items are the
  /// engine's frames.
  ///
  /// ## Between passes
  /// The compositional layout asks for its sections again whenever it is
  /// invalidated: after every snapshot applied, every rotation. Each time,
  /// the section diffs the identifiers it is given against the ones it
  /// holds and applies the difference keeping columns: every item that
  /// stays keeps its column, as ``MasonryCollectionViewLayout`` does,
  /// whatever the snapshot deleted, inserted or moved. The same identifiers at the same width lay nothing
  /// out: the section returns the frames it holds. A new width (a rotation,
  /// a split view) lays the wall out again at the new column width.
  ///
  /// ## Heights
  /// An item's height is asked of `height` at its column's width when the
  /// item is inserted, when the width changes, and after
  /// ``invalidateHeights(of:)``. The compositional layout gives the items
  /// of a custom group no self-sizing: a cell's
  /// `preferredLayoutAttributesFitting(_:)` is not used. To change an
  /// item's height, call ``invalidateHeights(of:)`` and invalidate the
  /// layout (and reconfigure the item in the snapshot, for its content):
  ///
  ///     wall.invalidateHeights(of: [photo.id])
  ///     var snapshot = dataSource.snapshot()
  ///     snapshot.reconfigureItems([photo.id])
  ///     dataSource.apply(snapshot)
  ///     collectionView.collectionViewLayout.invalidateLayout()
  ///
  /// A change that alters every height without changing the width (a new
  /// text size, a new font) is the app's to tell: call
  /// ``invalidateAllHeights()`` and invalidate the layout.
  ///
  /// ## Settings
  /// The configuration's columns (`.adaptive` reads the section's width),
  /// column and row spacing, content insets, packing and direction are the
  /// engine's. The width is the environment's
  /// `container.effectiveContentSize.width` (its insets follow the
  /// section's `contentInsetsReference`); the returned section's own
  /// `contentInsets` are zero, the configuration's `contentInsets` being
  /// laid out inside the group (as wide as that width, in points): set
  /// insets there, not on the section. The
  /// wall flows down whatever the configuration's `axis`. Boundary
  /// supplementary items (a header, a footer, pinned or not) are the
  /// compositional layout's: add them to the returned section's
  /// `boundarySupplementaryItems`.
  ///
  /// ## Bad input
  /// A repeated identifier is kept once (the first), a NaN, infinite or
  /// negative height is laid out by the engine's rules; the last pass's
  /// ``diagnostics`` report both. An environment whose width is not finite
  /// and positive lays the wall out at width 0, and one wider than
  /// `Masonry.maximumLength` at that width (the group's width is the
  /// wall's).
  ///
  /// - Complexity: A pass with the same identifiers at the same width is
  ///   O(*n*) for *n* identifiers (one comparison each, no layout); an edit
  ///   costs the engine's edit (keep-columns: the items below the change in
  ///   its columns), not a layout from the first item.
  @MainActor
  public final class MasonryCompositionalSection<ItemIdentifier: Hashable & Sendable> {
    /// The wall, by identity.
    @usableFromInline internal var feed: MasonryFeed<ItemIdentifier>

    /// The caller's height of an item at a width.
    internal let height: (ItemIdentifier, CGFloat) -> CGFloat

    /// The caller's column span of an item; nil for one column each.
    internal let columnSpan: ((ItemIdentifier) -> Int)?

    /// The identifiers whose heights are asked again at the next pass.
    internal var pendingHeights: Set<ItemIdentifier> = []

    /// Whether every height is asked again at the next pass.
    internal var pendingAllHeights = false

    /// The custom items of the last pass, returned while nothing changes.
    internal var customItems: [NSCollectionLayoutGroupCustomItem] = []

    /// Their frames, as the engine gave them: an item whose frame an edit
    /// leaves as it was keeps its custom item.
    internal var frames: [Rect] = []

    /// What an inserted item's place holds until the walk that follows
    /// makes its custom item.
    private lazy var placeholder = NSCollectionLayoutGroupCustomItem(frame: .zero)

    /// The width and height the custom items were made for; nil before the
    /// first pass.
    internal var laidOutSize: CGSize?

    /// How many passes made custom items anew (tests read it).
    internal private(set) var layoutCount = 0

    /// Creates a section of no items.
    ///
    /// - Parameters:
    ///   - configuration: The wall's columns, spacing, insets and
    ///     placement; see ``/MasonryLayout/Masonry/Configuration/validate()``.
    ///   - columnSpan: How many adjacent columns an item spans (a banner
    ///     across the wall); `nil` (the default) for one each. Asked when
    ///     the item is inserted and when the wall is laid out again (a new
    ///     width); a span below 1 reads as 1, one past the column count as
    ///     the column count.
    ///   - height: An item's height at its width (its columns' width and the
    ///     spacing between them).
    /// - Throws: ``/MasonryLayout/Masonry/ConfigurationError`` naming the
    ///   first invalid field.
    /// - Complexity: O(1).
    public init(
      configuration: Masonry.Configuration = Masonry.Configuration(),
      columnSpan: ((ItemIdentifier) -> Int)? = nil,
      height: @escaping (ItemIdentifier, CGFloat) -> CGFloat
    ) throws(Masonry.ConfigurationError) {
      var vertical = configuration
      vertical.axis = .vertical
      feed = try MasonryFeed(configuration: vertical)
      self.height = height
      self.columnSpan = columnSpan
    }

    /// What the last pass had to clean: repeated identifiers and bad
    /// heights, all of it, whether the pass edited the wall or laid it out
    /// again.
    ///
    /// - Complexity: O(1).
    public private(set) var diagnostics = Diagnostics()

    /// Asks the heights of these items again at the next pass, keeping
    /// their columns: the supported way to change an item's height, since
    /// the compositional layout does not size a custom group's cells.
    /// Invalidate the layout for the pass to come.
    ///
    /// - Parameter identifiers: The items; one the section does not hold is
    ///   ignored.
    /// - Complexity: O(*k*) for *k* identifiers.
    public func invalidateHeights(of identifiers: some Sequence<ItemIdentifier>) {
      pendingHeights.formUnion(identifiers)
    }

    /// Asks every item's height again at the next pass, keeping columns:
    /// for a change that alters every height at the same width (a new text
    /// size, a new font). Invalidate the layout for the pass to come.
    ///
    /// - Complexity: O(1); the next pass asks every height, O(*n*).
    public func invalidateAllHeights() {
      pendingAllHeights = true
    }

    /// The layout section for the section's items: a custom group of the
    /// wall's frames, in the order of `items`.
    ///
    /// Call it from the section provider of a
    /// `UICollectionViewCompositionalLayout`, every time the provider is
    /// called: it is cheap when nothing changed.
    ///
    /// - Parameters:
    ///   - items: The section's item identifiers, in the data source's
    ///     order (`snapshot.itemIdentifiers(inSection:)`).
    ///   - layoutEnvironment: The environment the section provider is
    ///     given.
    /// - Returns: A new section: one custom group, zero content insets.
    /// - Complexity: O(*n*) comparisons of identifiers when nothing
    ///   changed, and nothing else; otherwise the engine's cost for the
    ///   edit, plus O(*n*) to hand the frames over. A snapshot in a new
    ///   order (a new sort) is laid out in one pass from its first change,
    ///   the items that stay in order keeping their columns: 1.3 to 1.6
    ///   times what a new section's first pass costs.
    @inlinable
    public func layoutSection(
      items: [ItemIdentifier], layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
      // Compiled where it is called, for the app's identifier type: the
      // identifiers are compared with those the section holds at the
      // speed of that type's `==`, not through its protocol witnesses
      // across the module boundary (Benchmarks/README.md at b8d69fc).
      let held = feed.ids
      let shorter = Swift.min(held.count, items.count)
      var prefix = 0
      while prefix < shorter, held[prefix] == items[prefix] { prefix += 1 }
      var suffix = 0
      while suffix < shorter - prefix,
        held[held.count - 1 - suffix] == items[items.count - 1 - suffix]
      {
        suffix += 1
      }
      // One item moved: the rest between the prefix and the suffix is
      // the held identifiers shifted by one (the move's whole difference,
      // found here without hashing). Two swapped neighbours read as the
      // later one moved before the earlier, as the feed's own difference
      // reads them (its longest run keeps the earlier).
      var moved: (from: Int, to: Int)?
      let end = items.count - suffix
      if held.count == items.count, end - prefix >= 2 {
        if held[end - 1] == items[prefix],
          held[prefix..<(end - 1)].elementsEqual(items[(prefix + 1)..<end])
        {
          moved = (end - 1, prefix)
        } else if held[prefix] == items[end - 1],
          held[(prefix + 1)..<end].elementsEqual(items[prefix..<(end - 1)])
        {
          moved = (prefix, end - 1)
        }
      }
      return _layoutSection(
        items: items, commonPrefix: prefix, commonSuffix: suffix, movedItem: moved,
        layoutEnvironment: layoutEnvironment)
    }

    /// ``layoutSection(items:layoutEnvironment:)`` given how many of
    /// `items` lead and end as the held identifiers do (the longest common
    /// prefix, and the longest common suffix of what follows it), and,
    /// when `items` are the held identifiers with one moved, where from
    /// and to.
    @usableFromInline
    internal func _layoutSection(
      items: [ItemIdentifier], commonPrefix: Int, commonSuffix: Int,
      movedItem: (from: Int, to: Int)?, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
      let container = layoutEnvironment.container.effectiveContentSize
      let heightAtWidth = height
      let estimate: (ItemIdentifier, Double) -> Double = { id, width in
        Double(heightAtWidth(id, CGFloat(width)))
      }
      // `nil` when every photo spans one column: the engine then reads no
      // id for a span.
      let span = columnSpan
      let none: (Int, Double) -> Double = { _, _ in 0 }
      // The same identifiers: nothing to apply (they hold no repeat, since
      // the held ones hold none).
      let same = commonPrefix == items.count && items.count == feed.ids.count
      var update: MasonryFeed<ItemIdentifier>.Update?
      var changed: Bool
      var report: Diagnostics
      if same {
        (changed, report) = (false, Diagnostics())
      } else if feed.ids.isEmpty {
        // A first pass (or one after every item went): the wall is laid
        // out afresh, without a difference that inserts every item.
        report = feed.fill(sections: [items])
        changed = true
      } else {
        let applied = feed.apply(
          sections: [items], height: estimate, columnSpan: span, headerHeight: none,
          footerHeight: none, commonPrefixAndSuffix: (commonPrefix, commonSuffix),
          movedItem: movedItem)
        (update, changed, report) = (applied, !applied.isEmpty, applied.diagnostics)
      }
      if pendingAllHeights || !pendingHeights.isEmpty {
        let ids = pendingAllHeights ? Set(feed.ids) : pendingHeights
        pendingHeights = []
        pendingAllHeights = false
        let heights = feed.reconfigure(
          ids, height: estimate, columnSpan: span, headerHeight: none, footerHeight: none)
        changed = !heights.isEmpty || changed
        report.heights._add(heights.diagnostics.heights)
      }
      // A size, not a rect: a negative width is 0 (a rect's would read as
      // its magnitude). The host applies the engine's maximum, and the
      // wall's width from here on is the host's.
      let viewport = Rect(
        x: 0, y: 0, width: Sanitizing.length(Double(container.width)),
        height: Sanitizing.length(Double(container.height)))
      let reason = feed.prepare(
        viewport: viewport, height: estimate, columnSpan: span, headerHeight: none,
        footerHeight: none
      ).reason
      // A pass that laid the wall out again read every height: its report
      // replaces the edits' (which read some of them at the old width);
      // the repeated identifiers stay.
      if reason != .unchanged { report.heights = feed.host.diagnostics }
      diagnostics = report
      let width = CGFloat(feed.host.contentSize.width)
      let contentHeight = CGFloat(feed.host.contentSize.height)
      let size = CGSize(width: width, height: contentHeight)
      if changed || reason != .unchanged || laidOutSize != size {
        makeCustomItems(after: update)
        laidOutSize = size
        layoutCount += 1
      }
      // The group hands over what this pass made: the provider does no
      // work of its own, however often the layout calls it.
      let handedOver = customItems
      let group = NSCollectionLayoutGroup.custom(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(width), heightDimension: .absolute(contentHeight))
      ) { _ in handedOver }
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = .zero
      return section
    }

    /// One custom item per identifier at the engine's frame, in one walk
    /// of the engine's storage. An item that was there before the pass's
    /// `update` (found through its difference, not by search) and whose
    /// frame is unchanged keeps its custom item: after a keep-columns edit
    /// only the items below it in its columns are made anew.
    private func makeCustomItems(after update: MasonryFeed<ItemIdentifier>.Update?) {
      let count = feed.ids.count
      // A new order the feed took to the engine in one pass made no
      // difference: its walk reads how the lists align.
      if let update, update._isDeferred {
        remakeCustomItems(walking: update._keptIndices)
        return
      }
      let difference = update?.difference ?? CollectionDifference([])!
      if difference.count <= Self.inPlaceChangeLimit, customItems.count == frames.count,
        customItems.count - difference.removals.count + difference.insertions.count == count
      {
        editCustomItems(by: difference)
      } else {
        remakeCustomItems(walking: _DifferenceWalk(difference))
      }
    }

    /// The most changes applied to the held arrays in place; past it one
    /// walk builds them anew (each removal or insertion in place moves the
    /// arrays' tails).
    private static var inPlaceChangeLimit: Int { 16 }

    /// ``makeCustomItems(after:)`` for a few changes: the difference
    /// applied to the held arrays in place (an inserted item's frame not a
    /// number, so that the walk makes its custom item), then one walk that
    /// replaces only the custom items whose frames changed. No custom item
    /// that stays is retained or released.
    private func editCustomItems(by difference: CollectionDifference<ItemIdentifier>) {
      // Taken, so that the edits below are in place.
      var items = customItems
      var heldFrames = frames
      customItems = []
      frames = []
      for case .remove(let offset, _, _) in difference.removals.reversed() {
        items.remove(at: offset)
        heldFrames.remove(at: offset)
      }
      let unset = Rect(x: .nan, y: .nan, width: .nan, height: .nan)
      for case .insert(let offset, _, _) in difference.insertions {
        items.insert(placeholder, at: offset)
        heldFrames.insert(unset, at: offset)
      }
      var index = 0
      feed.host.layout._forEachItemFrame(inSection: 0) { frame in
        if index < heldFrames.count, heldFrames[index] != frame {
          heldFrames[index] = frame
          items[index] = NSCollectionLayoutGroupCustomItem(frame: CGRect(frame))
        }
        index += 1
      }
      customItems = items
      frames = heldFrames
    }

    /// ``makeCustomItems(after:)`` for many changes: new arrays, in one
    /// walk of the engine's storage and of `walk`, which names the old
    /// index each item kept.
    private func remakeCustomItems(walking walk: _DifferenceWalk) {
      var walk = walk
      let oldItems = customItems
      let oldFrames = frames
      var newItems: [NSCollectionLayoutGroupCustomItem] = []
      var newFrames: [Rect] = []
      newItems.reserveCapacity(feed.ids.count)
      newFrames.reserveCapacity(feed.ids.count)
      feed.host.layout._forEachItemFrame(inSection: 0) { frame in
        // The item's index before the pass: none for an insertion.
        let previous = walk.next()
        if let previous, previous < oldFrames.count, oldFrames[previous] == frame {
          newItems.append(oldItems[previous])
        } else {
          newItems.append(NSCollectionLayoutGroupCustomItem(frame: CGRect(frame)))
        }
        newFrames.append(frame)
      }
      customItems = newItems
      frames = newFrames
    }
  }
#endif
