// What a sectioned update did: its section sets and its sections' change sets.

import LayoutGeometry

extension SectionedMasonry {
  /// The change set every update of a sectioned layout returns: what a host
  /// needs for a batch update, to invalidate exactly the elements that
  /// moved, and to keep the content still with an ``Anchor``.
  ///
  /// As in a batch update, a section in ``insertedSections``,
  /// ``removedSections`` or ``reloadedSections`` stands for all its
  /// elements; other sections' items are told by the ``editedSections``'
  /// own change sets and the ``movedSections``. On a right-to-left shelf
  /// (mirrored across the content) a change of the content's length moves
  /// every section. Its size is its sections' change sets plus two counts
  /// per section for a prepare or a reload: never a list of items.
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
    /// read; clean for an update that reads none.
    public let diagnostics: Diagnostics

    /// The sections `_sectionKind` says were inserted, removed or reloaded.
    @usableFromInline internal var _sectionRange: Range<Int>
    @usableFromInline internal var _sectionKind: _SectionUpdate
    /// Each reloaded section's item counts, in order.
    @usableFromInline internal var _reloadedItemCounts: [_ItemCounts]
    /// The section its engine edited (a move's lower one), or section -1.
    @usableFromInline internal var _entry: _SectionEntry
    /// A move across sections and its other section, stored apart to keep
    /// other change sets small (the one item update whose set allocates).
    @usableFromInline internal var _across: [_MoveAcross]
    /// The section whose footer alone changed (a footer's height), or -1.
    @usableFromInline internal var _footerSection: Int
    /// The new index from which every surviving, unreloaded section without
    /// an entry moved whole; the new section count when none did.
    @usableFromInline internal var _shiftedFrom: Int

    /// Creates a change set from its parts, always inlined so that it is
    /// built in place: each copy showed in the cost of the smallest updates.
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

    /// The reloaded sections, same index before and after (one range or none).
    @inlinable
    internal var _reloadedSections: Range<Int> {
      _sectionKind == .reloaded || _sectionKind == .prepared ? _sectionRange : 0..<0
    }

    // MARK: Sections

    /// The sections the update inserted, by new index.
    public var insertedSections: Masonry.IndexRanges { Masonry.IndexRanges(_insertedSections) }
    /// The sections the update removed, by old index.
    public var removedSections: Masonry.IndexRanges { Masonry.IndexRanges(_removedSections) }

    /// The sections laid out afresh from the provider, keeping their
    /// indices: a reload's, or after a prepare every section both layouts have.
    public var reloadedSections: Masonry.IndexRanges { Masonry.IndexRanges(_reloadedSections) }

    /// The surviving sections, by new index, whose header frame changed or
    /// whose items' end moved (which moves a pinned, pushed-up header); a run
    /// of moved sections is listed whole.
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

    /// The sections edited through their own engines, ascending: none, one,
    /// or two for a move across sections. Each keeps its index.
    public var editedSections: Masonry.IndexRanges {
      Masonry.IndexRanges(_entryRanges { _ in true })
    }

    /// The change set of the items of `section`, one of the
    /// ``editedSections``, as its engine returned it (its content sizes are
    /// the engine's item area, without header or footer, and on the
    /// horizontal axis those of the vertical engine, x and y exchanged);
    /// `nil` for any other section. A move across sections is a removal in
    /// its source's change set and an insertion in its destination's, which
    /// ``movedItem`` names: a batch update moves that item, and leaves it
    /// out of the deletions and insertions.
    ///
    /// - Parameter section: A section index (the same before and after).
    /// - Returns: The section's change set, or `nil`.
    public func itemChanges(inSection section: Int) -> Masonry.Changes? {
      _entry(section)?.items
    }

    /// The surviving sections, by new index, that the update may have moved
    /// whole, each by one shift, and that a host invalidates whole: those
    /// after the one it changed (from it, for a header's height), and on a
    /// mirrored shelf whose length changed every section. Never an inserted
    /// or reloaded section; one of the ``editedSections`` may be among
    /// them. It may list sections that kept their place: after a move
    /// across sections that left the length alone, after a mirrored
    /// shelf's edit, or where a shift is below a coordinate's last place.
    ///
    /// - Complexity: O(1) for one update's change set.
    public var movedSections: Masonry.IndexRanges {
      Masonry.IndexRanges(_wholeSectionRanges + _entryRanges(\.movesWhole))
    }

    /// Returns whether the item at `path` after the update survived it with
    /// a new frame: it is in one of the ``movedSections``, its section's
    /// change set lists it as changed, or it moved. An inserted item, or one
    /// of an inserted or reloaded section, is not; nor is a negative index
    /// or a section that does not exist. In a moved section that was not
    /// edited, any item index from 0 answers `true`, even past the
    /// section's end (the change set does not store its item count).
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

    /// The moved item's paths before and after the move, or `nil` if none.
    public var movedItem: (from: ItemPath, to: ItemPath)? {
      _move.map { ($0.from, $0.to) }
    }

    /// Whether the update changed nothing; the ``diagnostics`` do not count.
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
