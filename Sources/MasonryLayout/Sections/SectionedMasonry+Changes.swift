// What a sectioned update did: which sections were inserted, removed and
// reloaded, which items were removed, inserted and moved, which frames,
// headers and footers changed, and how old paths map to new ones. It is
// built from the per-section change sets the sections' engines return,
// and stays as small as they are: the sections an update moves whole are
// one range, never their items.

import LayoutGeometry

extension SectionedMasonry {
  /// The change set of one update of a sectioned layout: what a host needs
  /// to run a collection view's batch update, to invalidate exactly the
  /// elements that moved, and to keep the content still with an
  /// ``Anchor``.
  ///
  /// Every mutating call returns one (`prepare`, the item updates, the
  /// header and footer heights, the section updates and the move):
  ///
  ///     let changes = layout.removeItems(in: 3..<4, inSection: 1, mode: .keepColumns)
  ///     changes.removedItems.contains(ItemPath(section: 1, item: 3))   // true
  ///     changes.newPath(ofOld: ItemPath(section: 1, item: 9))         // [1, 8]
  ///     changes.changedItems.wholeSections                           // the later sections
  ///
  /// ## Sections and items
  /// The section sets work as UIKit's batch updates do: a section in
  /// ``insertedSections``, ``removedSections`` or ``reloadedSections``
  /// stands for every element of it, so its items, header and footer are
  /// not listed again in the item, header and footer sets. The item sets
  /// (``removedItems`` by old path, ``insertedItems`` and ``changedItems``
  /// by new path) describe the sections that exist both before and after
  /// and were not reloaded, so every set passes straight into
  /// `performBatchUpdates` and an invalidation context.
  ///
  /// - ``changedItems`` holds every surviving item whose frame differs (a
  ///   moved item among them). It holds more only where its compact form
  ///   needs to: the engine of the section that changed lists what
  ///   ``Masonry/Changes/changedItems`` lists, and every later section
  ///   that moved is one of the ``PathRanges/wholeSections``. It never
  ///   holds an item of a section before the first section the update
  ///   touched, nor an item before the first the engine touched (but on a
  ///   mirrored shelf, below).
  /// - ``changedHeaders`` and ``changedFooters`` list, by new index, the
  ///   sections whose header or footer frame changed; a header is also
  ///   listed when the end of its section's items moved, which moves it
  ///   while it is pinned and pushed up. A run of moved sections is listed
  ///   whole, sections without a header or footer included.
  /// - On a right-to-left shelf every frame is mirrored across the whole
  ///   content, so an update that changes the content's length moves every
  ///   element, and every surviving section is listed.
  ///
  /// ## Maps
  /// ``newPath(ofOld:)`` and ``oldPath(ofNew:)`` (and ``newSection(ofOld:)``
  /// and ``oldSection(ofNew:)``) are exact and mutual inverses on the
  /// elements that survive. A reloaded section (a ``prepare(width:sections:)``
  /// reloads every section both layouts have) keeps its index, and its
  /// item `i` stays item `i` for the items both have, as
  /// ``Masonry/prepare(width:itemCount:heights:)`` keeps them, so an anchor
  /// follows its item through a rotation. The change set does not store
  /// every section's item count: for a path in a section the update left
  /// alone, the maps check the section, not that the item exists (an item
  /// past that section's end maps as if it existed).
  ///
  /// ## What a UIKit host needs
  /// - In `performBatchUpdates`: `deleteSections` with ``removedSections``,
  ///   `insertSections` with ``insertedSections``, `reloadSections` with
  ///   ``reloadedSections``, `deleteItems` with ``removedItems``,
  ///   `insertItems` with ``insertedItems``, and `moveItem` with
  ///   ``movedItem``.
  /// - In an invalidation context: `invalidateItems(at:)` with the
  ///   ``changedItems`` and ``insertedItems`` (new paths; for the whole
  ///   sections, their items on screen are enough: test each visible path
  ///   with ``PathRanges/contains(_:)``),
  ///   `invalidateSupplementaryElements(ofKind:at:)` with
  ///   ``changedHeaders`` and ``changedFooters``, and `contentSizeAdjustment`
  ///   from ``oldContentSize`` and ``newContentSize``.
  ///
  /// Its size is that of the section change sets it is built from (one
  /// for most updates, two for a move across sections), plus two counts
  /// per section for a prepare or a reload: never a list of items. Reading
  /// a set builds it, in time proportional to its ranges.
  public struct Changes: Hashable, Sendable {
    /// The number of sections before the update.
    public let oldSectionCount: Int

    /// The number of sections after the update.
    public let newSectionCount: Int

    /// The content size before the update.
    public let oldContentSize: Size

    /// The content size after the update.
    public let newContentSize: Size

    /// What the update had to clean in the heights, lengths and spans it
    /// read: clean for every update that reads none. A debug build checks
    /// it in one line:
    ///
    ///     assert(changes.diagnostics.isClean, "\(changes.diagnostics)")
    public let diagnostics: Diagnostics

    /// The sections the update inserted, removed or reloaded, by
    /// `_sectionKind`: one range for one update (a prepare's reloaded
    /// sections, from 0, with the inserted or removed ones after them).
    @usableFromInline internal var _sectionRange: Range<Int>
    /// What happened to the sections of `_sectionRange`.
    @usableFromInline internal var _sectionKind: _SectionUpdate
    /// Each reloaded section's item counts, in order.
    @usableFromInline internal var _reloadedItemCounts: [_ItemCounts]
    /// The section the update changed through its engine (section -1 for
    /// none): the lower of the two for a move across sections.
    @usableFromInline internal var _entry: _SectionEntry
    /// A move across sections: the move and the other section it changed
    /// (stored apart, so that the common change set of one section stays
    /// small: a move across sections is the one item update whose change
    /// set allocates).
    @usableFromInline internal var _across: [_MoveAcross]
    /// The section whose footer alone changed (a footer's height), or -1.
    @usableFromInline internal var _footerSection: Int
    /// The new index from which every section that survived, was not
    /// reloaded and has no entry moved whole; the new section count when
    /// none did.
    @usableFromInline internal var _shiftedFrom: Int

    /// Creates a change set from its parts; see the stored properties.
    ///
    /// Always inlined, so that the large value is built once, in place:
    /// each copy of it showed in the cost of the smallest updates.
    @inlinable @inline(__always)
    internal init(
      _ before: _Snapshot, after: _Snapshot, removedSections: Range<Int> = 0..<0,
      insertedSections: Range<Int> = 0..<0, reloadedSections: Range<Int> = 0..<0,
      reloadedItemCounts: [_ItemCounts] = [], entry: _SectionEntry = .none,
      across: [_MoveAcross] = [], footerSection: Int = -1, shiftedFrom: Int? = nil,
      diagnostics: Diagnostics = Diagnostics()
    ) {
      oldSectionCount = before.sectionCount
      newSectionCount = after.sectionCount
      oldContentSize = before.contentSize
      newContentSize = after.contentSize
      (_sectionKind, _sectionRange) = _SectionUpdate.kind(
        removed: removedSections, inserted: insertedSections, reloaded: reloadedSections)
      _reloadedItemCounts = reloadedItemCounts
      _entry = entry
      _across = across
      _footerSection = footerSection
      _shiftedFrom = Swift.min(shiftedFrom ?? after.sectionCount, after.sectionCount)
      self.diagnostics = diagnostics
    }

    /// The removed sections, by old index (one range or none).
    @inlinable
    internal var _removedSections: Range<Int> {
      switch _sectionKind {
      case .removed: return _sectionRange
      case .prepared where oldSectionCount > _sectionRange.upperBound:
        return _sectionRange.upperBound..<oldSectionCount
      default: return 0..<0
      }
    }

    /// The inserted sections, by new index (one range or none).
    @inlinable
    internal var _insertedSections: Range<Int> {
      switch _sectionKind {
      case .inserted: return _sectionRange
      case .prepared where newSectionCount > _sectionRange.upperBound:
        return _sectionRange.upperBound..<newSectionCount
      default: return 0..<0
      }
    }

    /// The reloaded sections, whose indices are the same before and after
    /// (one range or none).
    @inlinable
    internal var _reloadedSections: Range<Int> {
      _sectionKind == .reloaded || _sectionKind == .prepared ? _sectionRange : 0..<0
    }

    // MARK: Sections

    /// The sections the update inserted, by new index.
    public var insertedSections: Masonry.IndexRanges { Masonry.IndexRanges(_insertedSections) }

    /// The sections the update removed, by old index.
    public var removedSections: Masonry.IndexRanges { Masonry.IndexRanges(_removedSections) }

    /// The sections the update laid out afresh from the provider, which
    /// keep their indices: those of a ``reloadSections(in:sections:)``,
    /// and every section both layouts have after a
    /// ``prepare(width:sections:)``.
    public var reloadedSections: Masonry.IndexRanges { Masonry.IndexRanges(_reloadedSections) }

    /// The surviving sections, by new index, whose header frame changed,
    /// or whose items' end moved (which moves the header while it is
    /// pinned and pushed up); a run of moved sections is listed whole.
    ///
    /// - Complexity: O(1) for one update's change set.
    public var changedHeaders: Masonry.IndexRanges {
      Masonry.IndexRanges(_wholeSectionRanges + _entryRanges { $0.headerChanged || $0.movesWhole })
    }

    /// The surviving sections, by new index, whose footer frame changed; a
    /// run of moved sections is listed whole.
    ///
    /// - Complexity: O(1) for one update's change set.
    public var changedFooters: Masonry.IndexRanges {
      let footer = _footerSection >= 0 ? [_footerSection..<(_footerSection + 1)] : []
      return Masonry.IndexRanges(
        _wholeSectionRanges + footer + _entryRanges { $0.footerChanged || $0.movesWhole })
    }

    // MARK: Items

    /// The paths, before the update, of the items it removed from
    /// sections that survive (a removed or reloaded section's items are
    /// not listed).
    ///
    /// - Complexity: O(*r*) for *r* ranges in the sections' change sets.
    public var removedItems: PathRanges {
      var result = PathRanges(_empty: ())
      _forEachEntry { entry in
        // A move across sections removes nothing: the item survives.
        guard !_isMoveAcrossSections || entry.section != _move!.from.section else { return }
        result._append(section: entry.section, items: entry.items.removedItems)
      }
      return result
    }

    /// The paths, after the update, of the items it inserted into
    /// sections that survive (an inserted or reloaded section's items are
    /// not listed).
    ///
    /// - Complexity: O(*r*) for *r* ranges in the sections' change sets.
    public var insertedItems: PathRanges {
      var result = PathRanges(_empty: ())
      _forEachEntry { entry in
        guard !_isMoveAcrossSections || entry.section != _move!.to.section else { return }
        result._append(section: entry.section, items: entry.items.insertedItems)
      }
      return result
    }

    /// The paths, after the update, of the surviving items whose frame
    /// changed (a moved item among them), in sections that survive and
    /// were not reloaded; the sections that moved whole are its
    /// ``PathRanges/wholeSections``.
    ///
    /// - Complexity: O(*r*) for *r* ranges in the sections' change sets.
    public var changedItems: PathRanges {
      var result = PathRanges(_empty: ())
      result._whole = Masonry.IndexRanges(_wholeSectionRanges)
      _forEachEntry { entry in
        let isDestination = _isMoveAcrossSections && entry.section == _move!.to.section
        var items: Masonry.IndexRanges
        if entry.movesWhole {
          // Every survivor: the items the engine did not insert (the moved
          // item, which it did insert, survives).
          let inserted = isDestination ? [] : entry.items.insertedItems.ranges
          items = Masonry.IndexRanges(
            Self._ranges(in: 0..<entry.items.newItemCount, excluding: inserted))
        } else {
          items = entry.items.changedItems
          if isDestination {
            let item = _move!.to.item
            items = Masonry.IndexRanges(items.ranges + [item..<(item + 1)])
          }
        }
        result._append(section: entry.section, items: items)
      }
      return result
    }

    /// The item that moved, by its path before and after the move, or
    /// `nil` when none did.
    public var movedItem: (from: ItemPath, to: ItemPath)? {
      _move.map { ($0.from, $0.to) }
    }

    /// A Boolean value indicating whether the update changed nothing.
    ///
    /// The ``diagnostics`` do not count.
    public var isEmpty: Bool {
      var entriesEmpty = true
      _forEachEntry { entry in
        if !entry.items.isEmpty || entry.headerChanged || entry.footerChanged || entry.movesWhole {
          entriesEmpty = false
        }
      }
      return entriesEmpty && _removedSections.isEmpty && _insertedSections.isEmpty
        && _reloadedSections.isEmpty && _move == nil && _shiftedFrom >= newSectionCount
        && _footerSection < 0
        && oldSectionCount == newSectionCount && oldContentSize == newContentSize
    }
  }
}
