// The parts a sectioned change set is built from: the per-section entries
// of the engines' own change sets, the moves across sections, the
// snapshots before and after, and the internal reads over them that the
// public answers share.

import LayoutGeometry

extension SectionedMasonry.Changes {
  /// The moved item's old and new path: a move across sections, or the
  /// move the entry's engine made.
  internal var _move: SectionedMasonry._PathMove? {
    if let across = _across.first { return across.move }
    guard _entry.section >= 0, let moved = _entry.items.movedItem else { return nil }
    return SectionedMasonry._PathMove(
      from: ItemPath(section: _entry.section, item: moved.from),
      to: ItemPath(section: _entry.section, item: moved.to))
  }

  /// Whether the moved item changed section.
  internal var _isMoveAcrossSections: Bool { !_across.isEmpty }

  /// Calls `body` with each entry, ascending by section.
  internal func _forEachEntry(_ body: (SectionedMasonry._SectionEntry) -> Void) {
    if _entry.section >= 0 { body(_entry) }
    for across in _across { body(across.entry) }
  }

  /// The entry of `section` (an index both before and after: sections
  /// with entries never shift), if any.
  internal func _entry(_ section: Int) -> SectionedMasonry._SectionEntry? {
    if _entry.section >= 0, _entry.section == section { return _entry }
    return _across.first { $0.entry.section == section }?.entry
  }

  /// A reloaded section's item counts, if it was reloaded.
  internal func _reloadedCounts(_ section: Int) -> SectionedMasonry._ItemCounts? {
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
  internal func _entryRanges(_ include: (SectionedMasonry._SectionEntry) -> Bool) -> [Range<Int>] {
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

// MARK: - The parts

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
    /// after the reloaded ones from 0, as a prepare makes them.
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
  internal struct _ItemCounts: Hashable, Sendable {
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
  internal struct _PathMove: Hashable, Sendable {
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
  internal struct _SectionEntry: Hashable, Sendable {
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
