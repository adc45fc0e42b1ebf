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
      across: [_MoveAcross] = [], footerSection: Int = -1, shiftedFrom: Int? = nil
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
      var result = PathRanges()
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
      var result = PathRanges()
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
      var result = PathRanges()
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

    // MARK: Maps

    /// The index after the update of the section at `oldSection` before
    /// it, or `nil` when that section was removed or did not exist.
    ///
    /// - Parameter oldSection: A section index before the update.
    /// - Returns: Its index after the update, or `nil`.
    public func newSection(ofOld oldSection: Int) -> Int? {
      guard oldSection >= 0, oldSection < oldSectionCount,
        !_removedSections.contains(oldSection)
      else { return nil }
      var section = oldSection
      if !_removedSections.isEmpty, section >= _removedSections.upperBound {
        section -= _removedSections.count
      }
      if !_insertedSections.isEmpty, section >= _insertedSections.lowerBound {
        section += _insertedSections.count
      }
      return section
    }

    /// The index before the update of the section at `newSection` after
    /// it, or `nil` when that section was inserted or does not exist.
    ///
    /// - Parameter newSection: A section index after the update.
    /// - Returns: Its index before the update, or `nil`.
    public func oldSection(ofNew newSection: Int) -> Int? {
      guard newSection >= 0, newSection < newSectionCount,
        !_insertedSections.contains(newSection)
      else { return nil }
      var section = newSection
      if !_insertedSections.isEmpty, section >= _insertedSections.upperBound {
        section -= _insertedSections.count
      }
      if !_removedSections.isEmpty, section >= _removedSections.lowerBound {
        section += _removedSections.count
      }
      return section
    }

    /// The path after the update of the item at `oldPath` before it, or
    /// `nil` when that item was removed, its section was removed, or it
    /// did not exist.
    ///
    /// A moved item maps to where it went; an item of a reloaded section
    /// keeps its index when the section still has it. For a section the
    /// update left alone only the section is checked (see *Maps*).
    ///
    /// - Parameter oldPath: A path before the update.
    /// - Returns: Its path after the update, or `nil`.
    /// - Complexity: O(*r*) for *r* ranges in its section's change set.
    public func newPath(ofOld oldPath: ItemPath) -> ItemPath? {
      guard oldPath.item >= 0, let section = newSection(ofOld: oldPath.section) else { return nil }
      if let move = _move, oldPath == move.from { return move.to }
      if let counts = _reloadedCounts(oldPath.section) {
        return oldPath.item < Swift.min(counts.old, counts.new) ? oldPath : nil
      }
      if let entry = _entry(oldPath.section) {
        return entry.items.newIndex(ofOld: oldPath.item).map {
          ItemPath(section: section, item: $0)
        }
      }
      return ItemPath(section: section, item: oldPath.item)
    }

    /// The path before the update of the item at `newPath` after it, or
    /// `nil` when that item was inserted, its section was inserted, or it
    /// does not exist.
    ///
    /// - Parameter newPath: A path after the update.
    /// - Returns: Its path before the update, or `nil`.
    /// - Complexity: As ``newPath(ofOld:)``.
    public func oldPath(ofNew newPath: ItemPath) -> ItemPath? {
      guard newPath.item >= 0, let section = oldSection(ofNew: newPath.section) else { return nil }
      if let move = _move, newPath == move.to { return move.from }
      if let counts = _reloadedCounts(newPath.section) {
        return newPath.item < Swift.min(counts.old, counts.new) ? newPath : nil
      }
      if let entry = _entry(newPath.section) {
        return entry.items.oldIndex(ofNew: newPath.item).map {
          ItemPath(section: section, item: $0)
        }
      }
      return ItemPath(section: section, item: newPath.item)
    }

    // MARK: Parts

    /// The moved item's old and new path: a move across sections, or the
    /// move the entry's engine made.
    internal var _move: _PathMove? {
      if let across = _across.first { return across.move }
      guard _entry.section >= 0, let moved = _entry.items.movedItem else { return nil }
      return _PathMove(
        from: ItemPath(section: _entry.section, item: moved.from),
        to: ItemPath(section: _entry.section, item: moved.to))
    }

    /// Whether the moved item changed section.
    internal var _isMoveAcrossSections: Bool { !_across.isEmpty }

    /// Calls `body` with each entry, ascending by section.
    internal func _forEachEntry(_ body: (_SectionEntry) -> Void) {
      if _entry.section >= 0 { body(_entry) }
      for across in _across { body(across.entry) }
    }

    /// The entry of `section` (an index both before and after: sections
    /// with entries never shift), if any.
    internal func _entry(_ section: Int) -> _SectionEntry? {
      if _entry.section >= 0, _entry.section == section { return _entry }
      return _across.first { $0.entry.section == section }?.entry
    }

    /// A reloaded section's item counts, if it was reloaded.
    internal func _reloadedCounts(_ section: Int) -> _ItemCounts? {
      guard _reloadedSections.contains(section) else { return nil }
      return _reloadedItemCounts[section - _reloadedSections.lowerBound]
    }

    /// The item-level change set of a section that survived, by its old
    /// index: its engine's, or for a reloaded section the one a prepare
    /// gives; `nil` for a section the update left alone.
    internal func _itemChanges(inOldSection section: Int) -> Masonry.Changes? {
      if let counts = _reloadedCounts(section) {
        let kept = Swift.min(counts.old, counts.new)
        return Masonry.Changes(
          removedItems: Masonry.IndexRanges(kept..<counts.old),
          insertedItems: Masonry.IndexRanges(kept..<counts.new),
          changedItems: Masonry.IndexRanges(0..<kept), oldItemCount: counts.old,
          newItemCount: counts.new, oldContentSize: .zero, newContentSize: .zero)
      }
      return _entry(section)?.items
    }

    /// The sections, by new index, that moved whole: from `_shiftedFrom`
    /// on, but for the inserted and reloaded sections and those with
    /// entries (which list their own items).
    internal var _wholeSectionRanges: [Range<Int>] {
      guard _shiftedFrom < newSectionCount else { return [] }
      var excluded = [_insertedSections, _reloadedSections]
      _forEachEntry { excluded.append($0.section..<($0.section + 1)) }
      return Self._ranges(in: _shiftedFrom..<newSectionCount, excluding: excluded)
    }

    /// The one-section ranges of the entries for which `include` holds.
    internal func _entryRanges(_ include: (_SectionEntry) -> Bool) -> [Range<Int>] {
      var ranges: [Range<Int>] = []
      _forEachEntry { if include($0) { ranges.append($0.section..<($0.section + 1)) } }
      return ranges
    }

    /// The parts of `range` outside every range of `excluded`, ascending.
    internal static func _ranges(in range: Range<Int>, excluding excluded: [Range<Int>])
      -> [Range<Int>]
    {
      var result: [Range<Int>] = []
      var start = range.lowerBound
      for gap in excluded.sorted(by: { $0.lowerBound < $1.lowerBound }) where !gap.isEmpty {
        if gap.lowerBound > start {
          result.append(start..<Swift.min(gap.lowerBound, range.upperBound))
        }
        start = Swift.max(start, gap.upperBound)
        if start >= range.upperBound { break }
      }
      if start < range.upperBound { result.append(start..<range.upperBound) }
      return result.filter { !$0.isEmpty }
    }
  }
}

// MARK: - Parts of a change set

extension SectionedMasonry {
  /// What a layout looked like before (or after) an update, for its
  /// change set.
  @usableFromInline
  internal struct _Snapshot: Sendable {
    @usableFromInline internal var sectionCount: Int
    @usableFromInline internal var contentSize: Size
    /// The content's length along the flow, which a mirror turns about.
    @usableFromInline internal var length: Double

    @inlinable
    internal init(sectionCount: Int, contentSize: Size, length: Double) {
      self.sectionCount = sectionCount
      self.contentSize = contentSize
      self.length = length
    }
  }

  /// The layout as a change set sees it (read field by field: a call that
  /// took the whole layout copied it).
  @inlinable @inline(__always)
  internal var _snapshot: _Snapshot {
    let (breadth, length) = (_width, _table.total)
    let size =
      configuration.axis == .horizontal
      ? Size(width: length, height: breadth) : Size(width: breadth, height: length)
    return _Snapshot(sectionCount: _sections.count, contentSize: size, length: length)
  }

  /// What one update did to whole sections.
  @usableFromInline
  internal enum _SectionUpdate: UInt8, Hashable, Sendable {
    case none
    case inserted
    case removed
    case reloaded
    /// A prepare: the sections both layouts have reloaded, from 0, and the
    /// rest inserted or removed after them.
    case prepared

    /// The kind and range of an update's sections, from its inserted,
    /// removed and reloaded ones: at most one of the first two, alone or
    /// after the reloaded ones from 0, as a prepare makes them (decoding
    /// checks that a change set's are so).
    @inlinable
    internal static func kind(
      removed: Range<Int>, inserted: Range<Int>, reloaded: Range<Int>
    ) -> (_SectionUpdate, Range<Int>) {
      switch (removed.isEmpty, inserted.isEmpty, reloaded.isEmpty) {
      case (true, true, true): return (.none, 0..<0)
      case (true, true, false): return (.reloaded, reloaded)
      case (false, true, true): return (.removed, removed)
      case (true, false, true): return (.inserted, inserted)
      default: return (.prepared, reloaded)
      }
    }
  }

  /// A reloaded section's item counts before and after.
  @usableFromInline
  internal struct _ItemCounts: Hashable, Sendable, Codable {
    @usableFromInline internal var old: Int
    @usableFromInline internal var new: Int

    @inlinable
    internal init(old: Int, new: Int) {
      self.old = old
      self.new = new
    }
  }

  /// A move across sections: the move, and the entry of the higher of its
  /// two sections (the lower one's is the change set's first entry).
  @usableFromInline
  internal struct _MoveAcross: Hashable, Sendable {
    @usableFromInline internal var move: _PathMove
    @usableFromInline internal var entry: _SectionEntry

    @inlinable
    internal init(move: _PathMove, entry: _SectionEntry) {
      self.move = move
      self.entry = entry
    }
  }

  /// A moved item's old and new path.
  @usableFromInline
  internal struct _PathMove: Hashable, Sendable, Codable {
    @usableFromInline internal var from: ItemPath
    @usableFromInline internal var to: ItemPath

    @inlinable
    internal init(from: ItemPath, to: ItemPath) {
      self.from = from
      self.to = to
    }
  }

  /// One section an update changed through its engine: the engine's
  /// change set, and what else of the section moved. Its index is the same
  /// before and after (such updates insert and remove no section).
  @usableFromInline
  internal struct _SectionEntry: Hashable, Sendable, Codable {
    @usableFromInline internal var section: Int
    /// The engine's change set.
    @usableFromInline internal var items: Masonry.Changes
    /// Whether the whole section moved: every surviving item, its header
    /// and its footer.
    @usableFromInline internal var movesWhole: Bool
    /// Whether its header's frame changed, or its items' end moved.
    @usableFromInline internal var headerChanged: Bool
    /// Whether its footer's frame changed.
    @usableFromInline internal var footerChanged: Bool

    @inlinable
    internal init(
      section: Int, items: Masonry.Changes, movesWhole: Bool = false, headerChanged: Bool = false,
      footerChanged: Bool = false
    ) {
      self.section = section
      self.items = items
      self.movesWhole = movesWhole
      self.headerChanged = headerChanged
      self.footerChanged = footerChanged
    }

    /// No section: the entry of a change set that changed no engine (an
    /// optional entry was measured to cost more to build and copy).
    @inlinable
    internal static var none: _SectionEntry {
      _SectionEntry(
        section: -1,
        items: Masonry.Changes(
          oldItemCount: 0, newItemCount: 0, oldContentSize: .zero, newContentSize: .zero))
    }
  }
}
