// What a sectioned update did: which sections were inserted, removed,
// reloaded and moved whole, and each edited section's own change set, as
// its engine returned it. It stays as small as those: the sections an
// update moves whole are one range, never their items.

import LayoutGeometry

extension SectionedMasonry {
  /// The change set of one update of a sectioned layout: what a host needs
  /// to run a collection view's batch update, to invalidate exactly the
  /// elements that moved, and to keep the content still with an
  /// ``Anchor``.
  ///
  /// Every mutating call returns one:
  ///
  ///     let changes = layout.removeItems(in: 3..<4, inSection: 1, mode: .keepColumns)
  ///     changes.itemChanges(inSection: 1)?.removedItems   // [3]
  ///     changes.movedSections                             // the later sections
  ///     changes.newPath(ofOld: ItemPath(section: 1, item: 9))   // [1, 8]
  ///
  /// It speaks of sections as a collection view's batch update does: a
  /// section in ``insertedSections``, ``removedSections`` or
  /// ``reloadedSections`` stands for every element of it. The items of
  /// the other sections are told by the sections' own change sets: one
  /// ``Masonry/Changes`` for each of the ``editedSections`` (one section,
  /// or two for a move across sections), and the ``movedSections``, every
  /// element of which moved. ``changedFrame(ofItemAt:)`` answers for one
  /// item from both. On a right-to-left shelf every frame is mirrored
  /// across the whole content, so a change of its length moves every
  /// section. The article *Sections and Pinned Headers* shows a host's
  /// use of each part.
  ///
  /// Its size is that of the section change sets it is built from, plus
  /// two counts per section for a prepare or a reload: never a list of
  /// items.
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

    /// The sections whose items the update edited through their own
    /// engines, ascending: one, or two for a move across sections, or
    /// none. Each keeps its index across the update.
    public var editedSections: Masonry.IndexRanges {
      Masonry.IndexRanges(_entryRanges { _ in true })
    }

    /// The change set of the items of `section`, one of the
    /// ``editedSections``, as its engine returned it (its content sizes
    /// are the section's); `nil` for any other section.
    ///
    /// A move across sections is a removal in its source's change set and
    /// an insertion in its destination's; ``movedItem`` names it, and a
    /// batch update moves the item rather than deleting and inserting it.
    ///
    /// - Parameter section: A section index (the same before and after).
    /// - Returns: The section's change set, or `nil`.
    public func itemChanges(inSection section: Int) -> Masonry.Changes? {
      _entry(section)?.items
    }

    /// The surviving sections, by new index, every surviving item, header
    /// and footer of which moved: the sections after the one an update
    /// changed (but for the inserted and reloaded ones), and on a mirrored
    /// shelf every section. One of the ``editedSections`` may be among
    /// them.
    ///
    /// - Complexity: O(1) for one update's change set.
    public var movedSections: Masonry.IndexRanges {
      Masonry.IndexRanges(_wholeSectionRanges + _entryRanges(\.movesWhole))
    }

    /// Returns whether the item at `path` after the update survived it
    /// with a new frame: it is in one of the ``movedSections``, or its
    /// section's change set lists it as changed, or it is the item that
    /// moved. An inserted item, or one of an inserted or reloaded section,
    /// is not. The change set does not store the item counts of the
    /// sections it moved whole, so any item of one of those answers `true`.
    ///
    /// - Parameter path: A path after the update.
    /// - Returns: `true` when the item's frame changed.
    /// - Complexity: O(log *r*) for *r* ranges in its section's change set.
    public func changedFrame(ofItemAt path: ItemPath) -> Bool {
      guard path.item >= 0, path.section >= 0, path.section < newSectionCount else {
        return false
      }
      if let move = _move, path == move.to { return true }
      guard let entry = _entry(path.section) else {
        return path.section >= _shiftedFrom && !_insertedSections.contains(path.section)
          && !_reloadedSections.contains(path.section)
      }
      if entry.movesWhole {
        return path.item < entry.items.newItemCount
          && !entry.items.insertedItems.contains(path.item)
      }
      return entry.items.changedItems.contains(path.item)
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
