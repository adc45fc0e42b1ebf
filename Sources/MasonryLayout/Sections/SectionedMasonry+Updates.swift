// Section-local updates of items: each changes one section through its
// engine, then moves the later sections by re-summing their starts. A
// later section's items are never laid out again. Each returns the change
// set built from its engines' own, through the bookkeeping at the end.

import LayoutGeometry

// MARK: - Items of one section

extension SectionedMasonry {
  /// Adds `count` items at the end of `section`, for a section that loads
  /// more as it scrolls.
  ///
  /// The provider is asked for the new items by their final paths,
  /// `ItemPath(section: section, item: i)` for `i` in
  /// `itemCount ..< itemCount + count`; nothing else is asked. The result
  /// equals a fresh ``prepare(width:sections:)`` of the final data (see
  /// ``Masonry/appendItems(count:heights:)`` for the one exception, after a
  /// ``Masonry/UpdateMode/keepColumns`` change in that section).
  ///
  /// - Parameters:
  ///   - count: How many items to add; 0 or less adds none, and the
  ///     section never holds more than ``Masonry/maximumItemCount``.
  ///   - section: The section to add to; one that does not exist changes
  ///     nothing (and the change set is empty).
  ///   - sections: The source of the new items' heights and spans.
  /// - Returns: The new items as inserted; no existing item's frame
  ///   changes, and the later sections move whole when the section grew.
  /// - Complexity: O(`count` · *c* + *s*/32 + 32) for *c* columns in the
  ///   section and *s* sections, amortised: the appended items, and the
  ///   starts of the later sections.
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

  /// Inserts items into a section so that they take the indices in
  /// `range`, shifting the section's items from `range.lowerBound` on to
  /// higher indices, and places them and the section's later items as
  /// `mode` says: the counterpart of
  /// ``removeItems(in:inSection:mode:)``.
  ///
  /// The provider is asked for the new items by their final paths; the
  /// items after them keep the heights and spans they had. With
  /// ``Masonry/UpdateMode/reflow`` (the default) the result equals a fresh
  /// ``prepare(width:sections:)`` of the final data; with
  /// ``Masonry/UpdateMode/keepColumns`` every item of the section that
  /// was there keeps its columns, as
  /// ``Masonry/insertItems(in:heights:mode:)`` describes.
  ///
  /// - Parameters:
  ///   - range: The item indices the new items take in the section. Its
  ///     lower bound is clamped to `0 ... itemCount`, so a range past the
  ///     end appends, and its count kept: an empty range inserts nothing.
  ///   - section: The section; one that does not exist changes nothing.
  ///   - sections: The source of the new items' heights and spans.
  ///   - mode: How the section's items after the insertion move;
  ///     ``Masonry/UpdateMode/reflow`` by default, as every update.
  /// - Returns: The inserted items, and the items whose frames changed.
  /// - Complexity: As ``Masonry/insertItems(in:heights:mode:)`` within the
  ///   section, plus O(*s*/32 + 32) to move the later sections.
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

  /// Removes the items in `range` from `section`, shifting the section's
  /// later items to lower indices, and moves them as `mode` says.
  ///
  /// With ``Masonry/UpdateMode/reflow`` (the default) the result equals a
  /// fresh ``prepare(width:sections:)`` of the final data; with
  /// ``Masonry/UpdateMode/keepColumns`` every remaining item of the
  /// section keeps its columns and the gap closes in the removed items'
  /// columns only, as ``Masonry/removeItems(in:mode:)`` describes.
  ///
  /// - Parameters:
  ///   - range: The items to remove; the part outside
  ///     `0 ..< itemCount(inSection:)` is ignored.
  ///   - section: The section to remove from; one that does not exist
  ///     changes nothing.
  ///   - mode: How the section's items after the range move;
  ///     ``Masonry/UpdateMode/reflow`` by default, as every update.
  /// - Returns: The removed items, and the items whose frames changed.
  /// - Complexity: As ``Masonry/removeItems(in:mode:)`` within the
  ///   section, plus O(*s*/32 + 32) to move the later sections.
  @discardableResult
  public mutating func removeItems(
    in range: Range<Int>, inSection section: Int, mode: Masonry.UpdateMode = .reflow
  ) -> Changes {
    guard section >= 0, section < _sections.count else { return _unchanged }
    let before = _snapshot
    let items = _sections[section].removeItems(in: range, mode: mode)
    return _itemsDidChange(in: section, items, before: before)
  }

  /// Changes the height of one item, moving the other items of its
  /// section as `mode` says, and the later sections by the change in the
  /// section's height.
  ///
  /// With ``Masonry/UpdateMode/reflow`` the result equals a fresh
  /// ``prepare(width:sections:)`` with the new height; with
  /// ``Masonry/UpdateMode/keepColumns`` the section's items keep their
  /// columns, as ``Masonry/setHeight(_:ofItemAt:mode:)`` describes, and
  /// the rest of the layout is as a fresh prepare would place it around
  /// that section. On the horizontal axis the height is the item's length
  /// along the flow, its width.
  ///
  /// - Parameters:
  ///   - height: The new height; sanitised like a provider's (NaN,
  ///     infinite or negative is 0, above ``Masonry/maximumLength`` is
  ///     that maximum).
  ///   - path: The item to change; a path that names no item changes
  ///     nothing.
  ///   - mode: Whether the section's other items keep their columns or
  ///     re-flow; ``Masonry/UpdateMode/reflow`` by default, as every
  ///     update.
  /// - Returns: The items whose frames changed.
  /// - Complexity: As ``Masonry/setHeight(_:ofItemAt:mode:)`` within the
  ///   section, plus O(*s*/32 + 32) to move the later sections.
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
  /// `section`, moving the section's other items as `mode` says, for
  /// several images that finished loading at once.
  ///
  /// Each item is asked for by its path at its own width; spans are kept.
  /// The result equals calling ``setHeight(_:ofItemAt:mode:)`` for each
  /// item of the range.
  ///
  /// - Parameters:
  ///   - range: The items to ask for; the part outside
  ///     `0 ..< itemCount(inSection:)` is ignored.
  ///   - section: The items' section; one that does not exist changes
  ///     nothing.
  ///   - sections: The source of the new heights.
  ///   - mode: Whether the section's other items keep their columns or
  ///     re-flow; ``Masonry/UpdateMode/reflow`` by default, as every
  ///     update.
  /// - Returns: The items whose frames changed.
  /// - Complexity: As ``Masonry/setHeights(ofItemsIn:heights:mode:)``
  ///   within the section, plus O(*s*/32 + 32) to move the later sections.
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

  /// Asks the provider again for the heights of the items at `items` of
  /// `section` and lays the section out again once, from the first: a
  /// batch's reloaded items (``Masonry/setHeights(ofItemsAt:heights:mode:)``:
  /// items out of range are ignored, each is read once).
  ///
  /// - Complexity: As ``Masonry/setHeights(ofItemsAt:heights:mode:)``
  ///   within the section, plus O(*s*/32 + 32) to move the later sections.
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

  /// Moves the item at `path` so that it ends up at `newPath`, as UIKit's
  /// `moveItem(at:to:)` does, within its section or into another, and
  /// moves the items between as `mode` says.
  ///
  /// Within a section, the section's engine moves it, as
  /// ``Masonry/moveItem(from:to:mode:)`` describes: it keeps its height,
  /// span and explicit column. Into another section, it is removed from
  /// its own section and inserted into the other at `newPath.item` with
  /// the same `mode`, keeping its length along the flow and the number of
  /// columns it covered (clamped to the new section's columns); the
  /// packing rule places it there, and an explicit column does not travel
  /// with it. Its height is not asked for again: where the sections'
  /// columns differ in width, call ``setHeights(ofItemsIn:inSection:sections:mode:)``
  /// after the move for a height at its new width.
  ///
  /// - Parameters:
  ///   - path: The item to move; a path that names no item moves nothing
  ///     (and the change set is empty).
  ///   - newPath: Its path after the move. A section that does not exist
  ///     moves nothing; the item index is clamped to the items it can go
  ///     between (`0 ..< itemCount` within its section,
  ///     `0 ... itemCount` in another).
  ///   - mode: How the items between move; ``Masonry/UpdateMode/reflow`` by
  ///     default, as every update.
  /// - Returns: The move, and the items whose frames changed (the moved
  ///   item among them).
  /// - Complexity: As ``Masonry/moveItem(from:to:mode:)`` within a section,
  ///   or ``Masonry/removeItems(in:mode:)`` and
  ///   ``Masonry/insertItems(in:heights:mode:)`` across sections,
  ///   plus O(*s*/32 + 32) to move the later sections.
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

    // Both sections keep their indices. Whatever follows the lower one
    // moves when it changed height, the higher one whole.
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
  /// Records a section's items' length and its new height after its
  /// engine, header or footer changed, and moves the later sections when
  /// the height differs; returns whether it did.
  @usableFromInline @discardableResult
  internal mutating func _sectionDidChange(_ section: Int, itemsLength: Double) -> Bool {
    _table.itemsLengths[section] = itemsLength
    let height = _height(ofSection: section)
    // The same height gives the same sums: nothing moves.
    guard height != _table.heights[section] else { return false }
    _table.heights[section] = height
    _table.heightsDidChange(from: section, through: section)
    return true
  }

  /// The change set of an update of `section`'s items through its
  /// engine, which returned `items`: the section's header (for pinning)
  /// and footer move when its items' end did, and the later sections when
  /// its height changed.
  @usableFromInline
  internal mutating func _itemsDidChange(
    in section: Int, _ items: Masonry.Changes, before: _Snapshot
  ) -> Changes {
    let itemsEndMoved = items.oldContentSize != items.newContentSize
    let moved = _sectionDidChange(section, itemsLength: items.newContentSize.height)
    let everything = _everythingMoved(since: before)
    // Built in one expression: a change set is a large value, and each
    // step that copied it showed in the cost of the smallest updates.
    return Changes(
      before, after: _snapshot,
      entry: _SectionEntry(
        section: section, items: items, movesWhole: everything, headerChanged: itemsEndMoved,
        footerChanged: itemsEndMoved),
      shiftedFrom: everything ? 0 : moved ? section + 1 : nil,
      diagnostics: Diagnostics(items.diagnostics, inSection: section))
  }

  /// Whether an update moved every element of every section: on a
  /// right-to-left shelf, mirrored across the content, any change of the
  /// content's length does.
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

/// The item a move carries into another section: its length along the
/// flow and its span, as a one-item provider.
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
