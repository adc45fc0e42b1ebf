// The parts a sectioned change set is built from, and the reads over them.

import LayoutGeometry

extension SectionedMasonry.Changes {
  /// The moved item's paths: a move across sections, or the entry engine's.
  internal var _move: SectionedMasonry._PathMove? {
    if let across = _across.first { return across.move }
    guard _entry.section >= 0, let moved = _entry.items.movedItem else { return nil }
    return SectionedMasonry._PathMove(
      from: ItemPath(section: _entry.section, item: moved.from),
      to: ItemPath(section: _entry.section, item: moved.to))
  }

  internal var _isMoveAcrossSections: Bool { !_across.isEmpty }

  /// Calls `body` with each entry, ascending by section.
  internal func _forEachEntry(_ body: (SectionedMasonry._SectionEntry) -> Void) {
    if _entry.section >= 0 { body(_entry) }
    for across in _across { body(across.entry) }
  }

  /// The entry of `section`, if any (sections with entries never shift).
  internal func _entry(_ section: Int) -> SectionedMasonry._SectionEntry? {
    if _entry.section >= 0, _entry.section == section { return _entry }
    return _across.first { $0.entry.section == section }?.entry
  }

  internal func _reloadedCounts(_ section: Int) -> SectionedMasonry._ItemCounts? {
    guard _reloadedSections.contains(section) else { return nil }
    return _reloadedItemCounts[section - _reloadedSections.lowerBound]
  }

  /// A surviving section's item change set by old index: its engine's, or
  /// a prepare's for a reloaded one; `nil` for a section left alone.
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

  /// The sections, by new index, moved whole: from `_shiftedFrom` on, but
  /// for inserted, reloaded and entry sections (which list their items).
  internal var _wholeSectionRanges: [Range<Int>] {
    guard _shiftedFrom < newSectionCount else { return [] }
    var excluded = [_insertedSections, _reloadedSections]
    _forEachEntry { excluded.append($0.section..<($0.section + 1)) }
    return Self._ranges(in: _shiftedFrom..<newSectionCount, excluding: excluded)
  }

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
  /// A layout before or after an update, for its change set.
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

  /// The layout as a change set sees it, read field by field (a call that
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
    /// A prepare: the sections both layouts have reloaded from 0, the rest
    /// inserted or removed after them.
    case prepared

    /// The kind and range of an update's sections: at most one of inserted
    /// or removed, alone or after reloaded ones from 0, as a prepare does.
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

  /// One section an update changed through its engine, and what else of it
  /// moved; such updates insert and remove no section, so its index holds.
  @usableFromInline
  internal struct _SectionEntry: Hashable, Sendable {
    @usableFromInline internal var section: Int
    @usableFromInline internal var items: Masonry.Changes
    /// Whether every surviving item, the header and the footer moved.
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

    /// The entry of a change set that changed no engine (an optional entry
    /// was measured to cost more to build and copy).
    @inlinable
    internal static var none: _SectionEntry {
      _SectionEntry(
        section: -1,
        items: Masonry.Changes(
          oldItemCount: 0, newItemCount: 0, oldContentSize: .zero, newContentSize: .zero))
    }
  }
}
