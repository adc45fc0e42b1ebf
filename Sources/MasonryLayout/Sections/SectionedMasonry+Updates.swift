// Item updates: one section through its engine, then the later ones moved.

import LayoutGeometry

// MARK: - Items of one section

extension SectionedMasonry {
  /// Adds `count` items at the end of `section`, asking the provider only
  /// for them, by their final paths.
  ///
  /// The result equals a fresh ``prepare(width:sections:)`` (but see
  /// ``Masonry/appendItems(count:heights:)`` after a keep-columns change).
  ///
  /// - Parameters:
  ///   - count: How many to add; 0 or less adds none, and the section never
  ///     holds more than ``Masonry/maximumItemCount``.
  ///   - section: The section; one that does not exist changes nothing (the
  ///     change set is empty).
  ///   - sections: The source of the new items' heights and spans.
  /// - Returns: The new items as inserted; no existing item's frame
  ///   changes, and the later sections move whole when the section grew.
  /// - Complexity: O(`count` · *c* + *s*/32 + 32) amortised, for *c*
  ///   columns in the section and *s* sections.
  @inlinable @discardableResult
  public mutating func appendItems(
    count: Int, toSection section: Int, sections: some MasonrySectionProvider
  ) -> Changes {
    guard section >= 0, section < _sections.count else { return _unchanged }
    let before = _snapshot
    let items = _sections[section].appendItems(
      count: count, heights: _items(sections, inSection: section))
    return _itemsDidChange(in: section, items, before: before)
  }

  /// Inserts items at the indices in `range` of `section`, asking the
  /// provider only for them, by their final paths: the counterpart of
  /// ``removeItems(in:inSection:mode:)``.
  ///
  /// - Parameters:
  ///   - range: The indices the new items take; its lower bound is clamped
  ///     to `0 ... itemCount` (past the end appends) and its count kept, so
  ///     an empty range inserts nothing.
  ///   - section: The section; one that does not exist changes nothing.
  ///   - sections: The source of the new items' heights and spans.
  ///   - mode: `.reflow` (the default) as a fresh prepare; `.keepColumns`
  ///     keeps the existing items' columns.
  /// - Returns: The inserted items, and the items whose frames changed.
  /// - Complexity: As ``Masonry/insertItems(in:heights:mode:)``, plus
  ///   O(*s*/32 + 32).
  @inlinable @discardableResult
  public mutating func insertItems(
    in range: Range<Int>, inSection section: Int, sections: some MasonrySectionProvider,
    mode: Masonry.UpdateMode = .reflow
  ) -> Changes {
    guard section >= 0, section < _sections.count else { return _unchanged }
    let before = _snapshot
    let items = _sections[section].insertItems(
      in: range, heights: _items(sections, inSection: section), mode: mode)
    return _itemsDidChange(in: section, items, before: before)
  }

  /// Removes the items in `range` from `section`, shifting the rest down.
  ///
  /// - Parameters:
  ///   - range: The items to remove; the part outside
  ///     `0 ..< itemCount(inSection:)` is ignored.
  ///   - section: The section; one that does not exist changes nothing.
  ///   - mode: `.reflow` (the default) as a fresh prepare; `.keepColumns`
  ///     keeps the remaining items' columns and closes the gap in the
  ///     removed items' columns only.
  /// - Returns: The removed items, and the items whose frames changed.
  /// - Complexity: As ``Masonry/removeItems(in:mode:)``, plus O(*s*/32 + 32).
  @discardableResult
  public mutating func removeItems(
    in range: Range<Int>, inSection section: Int, mode: Masonry.UpdateMode = .reflow
  ) -> Changes {
    guard section >= 0, section < _sections.count else { return _unchanged }
    let before = _snapshot
    let items = _sections[section].removeItems(in: range, mode: mode)
    return _itemsDidChange(in: section, items, before: before)
  }

  /// Changes the height of one item (on the horizontal axis, its length
  /// along the flow, its width), moving the later sections by the change.
  ///
  /// - Parameters:
  ///   - height: The new height, sanitised like a provider's (NaN, infinite
  ///     or negative is 0, above ``Masonry/maximumLength`` that maximum).
  ///   - path: The item; a path that names no item changes nothing.
  ///   - mode: `.reflow` (the default) as a fresh prepare; `.keepColumns`
  ///     keeps the section's items' columns, the rest placed as a fresh
  ///     prepare would around that section.
  /// - Returns: The items whose frames changed.
  /// - Complexity: As ``Masonry/setHeight(_:ofItemAt:mode:)``, plus
  ///   O(*s*/32 + 32).
  @discardableResult
  public mutating func setHeight(
    _ height: Double, ofItemAt path: ItemPath, mode: Masonry.UpdateMode = .reflow
  ) -> Changes {
    guard path.section >= 0, path.section < _sections.count else { return _unchanged }
    let before = _snapshot
    let items = _sections[path.section].setHeight(height, ofItemAt: path.item, mode: mode)
    return _itemsDidChange(in: path.section, items, before: before)
  }

  /// Asks the provider again for the heights of the items in `range` of
  /// `section` (each by its path, at its width; spans kept), as
  /// ``setHeight(_:ofItemAt:mode:)`` for each in turn would.
  ///
  /// - Parameters:
  ///   - range: The items; the part outside `0 ..< itemCount(inSection:)`
  ///     is ignored.
  ///   - section: The section; one that does not exist changes nothing.
  ///   - sections: The source of the new heights.
  ///   - mode: Keep the other items' columns, or re-flow (the default).
  /// - Returns: The items whose frames changed.
  /// - Complexity: As ``Masonry/setHeights(ofItemsIn:heights:mode:)``, plus
  ///   O(*s*/32 + 32).
  @inlinable @discardableResult
  public mutating func setHeights(
    ofItemsIn range: Range<Int>, inSection section: Int, sections: some MasonrySectionProvider,
    mode: Masonry.UpdateMode = .reflow
  ) -> Changes {
    guard section >= 0, section < _sections.count else { return _unchanged }
    let before = _snapshot
    let items = _sections[section].setHeights(
      ofItemsIn: range, heights: _items(sections, inSection: section), mode: mode)
    return _itemsDidChange(in: section, items, before: before)
  }

  /// Asks the provider again for the heights of `items` of `section`, then
  /// lays the section out once from the first: a batch's reloaded items.
  /// Items out of range are ignored; each is read once.
  ///
  /// - Complexity: As ``Masonry/setHeights(ofItemsAt:heights:mode:)``, plus
  ///   O(*s*/32 + 32).
  package mutating func setHeights(
    ofItemsAt items: [Int], inSection section: Int, sections: some MasonrySectionProvider,
    mode: Masonry.UpdateMode
  ) -> Changes {
    guard section >= 0, section < _sections.count, !items.isEmpty else { return _unchanged }
    let before = _snapshot
    let changes = _sections[section].setHeights(
      ofItemsAt: items, heights: _items(sections, inSection: section), mode: mode)
    return _itemsDidChange(in: section, changes, before: before)
  }

  /// Moves the item at `path` to `newPath`, within its section or into
  /// another, as UIKit's `moveItem(at:to:)` does.
  ///
  /// Within a section it keeps its height, span and explicit column. Into
  /// another it is removed and inserted in the same `mode`, keeping its
  /// length and the columns it covered (at most the new section's) but not
  /// its explicit column; its height is not asked for again.
  ///
  /// - Parameters:
  ///   - path: The item; a path that names no item moves nothing (the
  ///     change set is empty).
  ///   - newPath: Its path after the move. A section that does not exist
  ///     moves nothing; the item index is clamped to `0 ..< itemCount`
  ///     within its section, `0 ... itemCount` in another.
  ///   - mode: How the items between move; `.reflow` by default.
  /// - Returns: The move, and the items whose frames changed (the moved
  ///   item among them).
  /// - Complexity: As ``Masonry/moveItem(from:to:mode:)``, or a removal and
  ///   an insertion across sections, plus O(*s*/32 + 32).
  @discardableResult
  public mutating func moveItem(
    from path: ItemPath, to newPath: ItemPath, mode: Masonry.UpdateMode = .reflow
  ) -> Changes {
    let (source, destination) = (path.section, newPath.section)
    guard source >= 0, source < _sections.count, destination >= 0,
      destination < _sections.count, path.item >= 0, path.item < _sections[source].itemCount
    else { return _unchanged }
    let before = _snapshot
    if source == destination {
      let items = _sections[source].moveItem(from: path.item, to: newPath.item, mode: mode)
      // The engine's change set holds the move.
      guard items.movedItem != nil else { return _unchanged }
      return _itemsDidChange(in: source, items, before: before)
    }
    let engine = _sections[source]
    guard _sections[destination].itemCount < Masonry.maximumItemCount,
      let frame = engine.frame(ofItemAt: path.item),
      let columns = engine.columns(ofItemAt: path.item)
    else { return _unchanged }
    let item = _MovedItem(
      length: frame.size.height, span: columns.count)
    let target = Swift.min(Swift.max(newPath.item, 0), _sections[destination].itemCount)
    let removed = _sections[source].removeItems(in: path.item..<(path.item + 1), mode: mode)
    let inserted = _sections[destination].insertItems(
      in: target..<(target + 1), heights: item, mode: mode)
    let sourceMoved = _sectionDidChange(source, itemsLength: removed.newContentSize.height)
    let destinationMoved = _sectionDidChange(
      destination, itemsLength: inserted.newContentSize.height)

    // Indices hold; if the lower one changed height, all after it moves, the
    // higher one whole.
    let (lower, higher) = (Swift.min(source, destination), Swift.max(source, destination))
    let lowerMoved = lower == source ? sourceMoved : destinationMoved
    let higherMoved = lower == source ? destinationMoved : sourceMoved
    func entry(_ section: Int, _ items: Masonry.Changes) -> _SectionEntry {
      let itemsEndMoved = items.oldContentSize != items.newContentSize
      return _SectionEntry(
        section: section, items: items,
        movesWhole: (section != lower && lowerMoved) || _everythingMoved(since: before),
        headerChanged: itemsEndMoved, footerChanged: itemsEndMoved)
    }
    let (sourceEntry, destinationEntry) = (entry(source, removed), entry(destination, inserted))
    let move = _PathMove(from: path, to: ItemPath(section: destination, item: target))
    return Changes(
      before, after: _snapshot, entry: lower == source ? sourceEntry : destinationEntry,
      across: [_MoveAcross(move: move, entry: lower == source ? destinationEntry : sourceEntry)],
      shiftedFrom: _everythingMoved(since: before)
        ? 0 : lowerMoved ? lower + 1 : (higherMoved ? higher + 1 : nil))
  }
}

// MARK: - Bookkeeping

extension SectionedMasonry {
  /// Records a changed section's items' length and height, and moves the
  /// later sections when the height differs; returns whether it did.
  @usableFromInline @discardableResult
  internal mutating func _sectionDidChange(_ section: Int, itemsLength: Double) -> Bool {
    _table.itemsLengths[section] = itemsLength
    let height = _height(ofSection: section)
    guard height != _table.heights[section] else { return false }
    _table.heights[section] = height
    _table.heightsDidChange(from: section, through: section)
    return true
  }

  /// The change set of an update of `section` whose engine returned
  /// `items`: its header (for pinning) and footer move with its items' end.
  @usableFromInline
  internal mutating func _itemsDidChange(
    in section: Int, _ items: Masonry.Changes, before: _Snapshot
  ) -> Changes {
    let itemsEndMoved = items.oldContentSize != items.newContentSize
    let moved = _sectionDidChange(section, itemsLength: items.newContentSize.height)
    let everything = _everythingMoved(since: before)
    // One expression: each copy of this large value showed in small updates.
    return Changes(
      before, after: _snapshot,
      entry: _SectionEntry(
        section: section, items: items, movesWhole: everything, headerChanged: itemsEndMoved,
        footerChanged: itemsEndMoved),
      shiftedFrom: everything ? 0 : moved ? section + 1 : nil,
      diagnostics: Diagnostics(items.diagnostics, inSection: section))
  }

  /// Whether an update moved every element: on a right-to-left shelf,
  /// mirrored across the content, any change of its length does.
  @inlinable @inline(__always)
  internal func _everythingMoved(since before: _Snapshot) -> Bool {
    _mirrors && before.length != _table.total
  }

  /// The change set of an update that changed nothing.
  @inlinable
  internal var _unchanged: Changes { _unchanged(Diagnostics()) }

  /// The change set of an update that changed nothing but cleaned a value.
  @inlinable
  internal func _unchanged(_ diagnostics: Diagnostics) -> Changes {
    let now = _snapshot
    return Changes(now, after: now, diagnostics: diagnostics)
  }
}

/// A moved item's length along the flow and span, as a one-item provider.
@usableFromInline
internal struct _MovedItem: MasonryHeightProvider {
  @usableFromInline internal let length: Double
  @usableFromInline internal let span: Int

  @inlinable
  internal init(length: Double, span: Int) {
    self.length = length
    self.span = span
  }

  @inlinable
  internal func height(forItemAt index: Int, width: Double) -> Double { length }

  @inlinable
  internal func columnSpan(forItemAt index: Int) -> Int { span }
}
