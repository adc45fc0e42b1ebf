// Section-local updates: each changes one section (or a run of sections)
// through its engine, then moves the later sections by re-summing their
// starts. A later section's items are never laid out again. Each returns
// the change set built from its engines' own.

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

// MARK: - Headers and footers

extension SectionedMasonry {
  /// Changes the height of `section`'s header, moving the section's items
  /// and footer and the later sections by the difference.
  ///
  /// The result equals a fresh ``prepare(width:sections:)`` with the new
  /// height. On the horizontal axis the height is the header's length
  /// along the flow, its width.
  ///
  /// - Parameters:
  ///   - height: The new height; 0 removes the header. Sanitised like an
  ///     item's (NaN, infinite or negative is 0, above
  ///     ``Masonry/maximumLength`` is that maximum).
  ///   - section: The section; one that does not exist changes nothing.
  /// - Returns: The section's header, items and footer as changed (the
  ///   whole section moved), and the later sections.
  /// - Complexity: O(*s*/32 + 32) for *s* sections; no item is laid out
  ///   again.
  @discardableResult
  public mutating func setHeaderHeight(_ height: Double, inSection section: Int) -> Changes {
    guard section >= 0, section < _sections.count else { return _unchanged }
    var diagnostics = Diagnostics()
    diagnostics._count(height, of: .header, inSection: section)
    let height = Self._sanitizedLength(height)
    guard height != _table.headers[section] else { return _unchanged(diagnostics) }
    let before = _snapshot
    _table.headers[section] = height
    _sectionDidChange(section, itemsLength: _table.itemsLengths[section])
    // The section moved whole from its header on, and everything after
    // it (unless its height stayed the same, which rounding can make
    // happen only at lengths far past any screen's).
    return Changes(
      before, after: _snapshot, shiftedFrom: _everythingMoved(since: before) ? 0 : section,
      diagnostics: diagnostics)
  }

  /// Changes the height of `section`'s footer, moving the later sections
  /// by the difference.
  ///
  /// The result equals a fresh ``prepare(width:sections:)`` with the new
  /// height.
  ///
  /// - Parameters:
  ///   - height: The new height; 0 removes the footer. Sanitised like an
  ///     item's.
  ///   - section: The section; one that does not exist changes nothing.
  /// - Returns: The section's footer as changed, and the later sections.
  /// - Complexity: O(*s*/32 + 32) for *s* sections; no item is laid out
  ///   again.
  @discardableResult
  public mutating func setFooterHeight(_ height: Double, inSection section: Int) -> Changes {
    guard section >= 0, section < _sections.count else { return _unchanged }
    var diagnostics = Diagnostics()
    diagnostics._count(height, of: .footer, inSection: section)
    let height = Self._sanitizedLength(height)
    guard height != _table.footers[section] else { return _unchanged(diagnostics) }
    let before = _snapshot
    _table.footers[section] = height
    let moved = _sectionDidChange(section, itemsLength: _table.itemsLengths[section])
    return Changes(
      before, after: _snapshot, footerSection: section,
      shiftedFrom: _everythingMoved(since: before) ? 0 : moved ? section + 1 : nil,
      diagnostics: diagnostics)
  }
}

// MARK: - Whole sections

extension SectionedMasonry {
  /// Inserts sections so that they take the indices in `range`, shifting
  /// the sections from `range.lowerBound` on to higher indices, and lays
  /// out only the new ones: the counterpart of ``removeSections(in:)``.
  ///
  /// The provider is asked about the new sections by their final indices,
  /// as ``prepare(width:sections:)`` asks
  /// (every configuration first, then each section's header, items and
  /// footer), at the width the layout was prepared for. The result equals
  /// a fresh ``prepare(width:sections:)`` of the final data.
  ///
  /// - Parameters:
  ///   - range: The indices the new sections take. Its lower bound is
  ///     clamped to `0 ... sectionCount`, so a range past the end appends,
  ///     and its count kept: an empty range inserts nothing, and the total
  ///     never exceeds ``maximumSectionCount``.
  ///   - sections: The source of the new sections.
  /// - Returns: The inserted sections, and the later sections, which moved
  ///   whole.
  /// - Throws: ``SectionError`` for the first new section whose
  ///   configuration is invalid, naming its final index; the layout is
  ///   then unchanged.
  /// - Complexity: O(*n* · *c*) for the new sections' *n* items, plus O(*s*)
  ///   for *s* sections.
  @inlinable @discardableResult
  public mutating func insertSections(
    in range: Range<Int>, sections: some MasonrySectionProvider
  ) throws(SectionError) -> Changes {
    let index = Swift.min(Swift.max(range.lowerBound, 0), _sections.count)
    let added = Sanitizing.count(
      Sanitizing.count(of: range), maximum: Self.maximumSectionCount - _sections.count)
    guard added > 0 else { return _unchanged }
    let engines = try _engines(
      for: index..<(index + added), reusingCurrent: false, sections: sections)
    // Nothing below throws.
    let before = _snapshot
    _sections.insert(contentsOf: engines.lazy.map(\.engine), at: index)
    _table.insert(count: added, at: index)
    var diagnostics = Diagnostics()
    for section in index..<(index + added) {
      _layOut(section, sections: sections, counting: &diagnostics)
    }
    _table.rebuild(from: index)
    // The later sections' starts were summed again, in new blocks.
    return Changes(
      before, after: _snapshot, insertedSections: index..<(index + added),
      shiftedFrom: _everythingMoved(since: before) ? 0 : index + added, diagnostics: diagnostics)
  }

  /// Removes the sections in `range`, shifting the later sections to
  /// lower indices and moving them up.
  ///
  /// The result equals a fresh ``prepare(width:sections:)`` of the
  /// remaining data.
  ///
  /// - Parameter range: The sections to remove; the part outside
  ///   `0 ..< sectionCount` is ignored.
  /// - Returns: The removed sections, and the later sections, which moved
  ///   whole.
  /// - Complexity: O(*s*) for *s* sections; no item is laid out again.
  @discardableResult
  public mutating func removeSections(in range: Range<Int>) -> Changes {
    let range = range.clamped(to: 0..<_sections.count)
    guard !range.isEmpty else { return _unchanged }
    let before = _snapshot
    _sections.removeSubrange(range)
    _table.remove(range)
    _table.rebuild(from: range.lowerBound)
    return Changes(
      before, after: _snapshot, removedSections: range,
      shiftedFrom: _everythingMoved(since: before) ? 0 : range.lowerBound)
  }

  /// Lays out the sections in `range` afresh from the provider: their
  /// configurations, headers, item counts, items and footers, as
  /// ``prepare(width:sections:)`` does, at the width the layout was
  /// prepared for.
  ///
  /// Use it when a section's data changed in a way the item updates do
  /// not describe. The result equals a fresh ``prepare(width:sections:)``
  /// of the final data.
  ///
  /// - Parameters:
  ///   - range: The sections to lay out again; the part outside
  ///     `0 ..< sectionCount` is ignored.
  ///   - sections: The source of the sections.
  /// - Returns: The reloaded sections (item `i` of each stays item `i`
  ///   for the items both layouts have), and the later sections, which
  ///   moved whole when a reloaded section changed height.
  /// - Throws: ``SectionError`` for the first section of the range whose
  ///   configuration is invalid; the layout is then unchanged.
  /// - Complexity: O(*n* · *c*) for the sections' *n* items, plus
  ///   O(`range.count` + *s*/32 + 32) for *s* sections.
  @inlinable @discardableResult
  public mutating func reloadSections(
    in range: Range<Int>, sections: some MasonrySectionProvider
  ) throws(SectionError) -> Changes {
    let range = range.clamped(to: 0..<_sections.count)
    guard !range.isEmpty else { return _unchanged }
    let engines = try _engines(for: range, reusingCurrent: true, sections: sections)
    // Nothing below throws.
    let before = _snapshot
    var itemCounts: [_ItemCounts] = []
    itemCounts.reserveCapacity(range.count)
    for section in range {
      itemCounts.append(_ItemCounts(old: _sections[section].itemCount, new: 0))
    }
    let heights = _table.heights[range]
    for (section, engine) in engines { _sections[section] = engine }
    var diagnostics = Diagnostics()
    for section in range { _layOut(section, sections: sections, counting: &diagnostics) }
    _table.heightsDidChange(from: range.lowerBound, through: range.upperBound - 1)
    for section in range {
      itemCounts[section - range.lowerBound].new = _sections[section].itemCount
    }
    // The same heights give the same sums: the later sections stay.
    let moved = !heights.elementsEqual(_table.heights[range])
    return Changes(
      before, after: _snapshot, reloadedSections: range, reloadedItemCounts: itemCounts,
      shiftedFrom: _everythingMoved(since: before) ? 0 : moved ? range.upperBound : nil,
      diagnostics: diagnostics)
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

// MARK: - Moving a section whole (for hosts)

extension SectionedMasonry {
  /// A section's items as laid out, taken before the section is removed,
  /// to be put back elsewhere with every item where it was: a batch that
  /// moves a section (a diffable data source's section move) keeps its
  /// columns, measured heights and keep-columns placement.
  package struct _KeptSection: Sendable {
    /// The section's engine, every item in place.
    package let engine: Masonry
  }

  /// Section `section` as it is, or `nil` when it does not exist.
  ///
  /// - Complexity: O(1): the engine's storage is shared until either copy
  ///   changes.
  package func _keptSection(_ section: Int) -> _KeptSection? {
    guard section >= 0, section < _sections.count else { return nil }
    return _KeptSection(engine: _sections[section])
  }

  /// Inserts a kept section at `index` (clamped to `0 ... sectionCount`),
  /// its items exactly where they were, and reads its header and footer
  /// from `sections` at `index`, at the width the layout was prepared for.
  /// The section keeps its engine's configuration even when `sections`
  /// gives another at `index`: once the batch's item edits are made,
  /// ``_conformSection(_:to:)`` lays it out under the new one.
  ///
  /// - Returns: The inserted section, and the later sections, which moved
  ///   whole.
  /// - Complexity: O(*s*) for *s* sections; no item is laid out again.
  @discardableResult
  package mutating func _insertSection(
    _ kept: _KeptSection, at index: Int, sections: some MasonrySectionProvider
  ) -> Changes {
    let index = Swift.min(Swift.max(index, 0), _sections.count)
    guard _sections.count < Self.maximumSectionCount else { return _unchanged }
    let before = _snapshot
    _sections.insert(kept.engine, at: index)
    _table.insert(count: 1, at: index)
    var diagnostics = Diagnostics()
    let header = sections.headerHeight(inSection: index, width: _width)
    diagnostics._count(header, of: .header, inSection: index)
    let footer = sections.footerHeight(inSection: index, width: _width)
    diagnostics._count(footer, of: .footer, inSection: index)
    _table.headers[index] = Self._sanitizedLength(header)
    _table.footers[index] = Self._sanitizedLength(footer)
    _table.itemsLengths[index] = _sections[index].contentSize.height
    _table.heights[index] = _height(ofSection: index)
    _table.rebuild(from: index)
    return Changes(
      before, after: _snapshot, insertedSections: index..<(index + 1),
      shiftedFrom: _everythingMoved(since: before) ? 0 : index + 1, diagnostics: diagnostics)
  }

  /// Lays section `section` out again when the configuration `sections`
  /// gives it differs from its engine's (or its engine is at another
  /// width): a moved section whose place gave it another configuration.
  /// Every item keeps its length along the flow, measured ones included;
  /// spans, explicit columns, the header and the footer are read from
  /// `sections`, as ``reloadSections(in:sections:)`` reads them.
  ///
  /// - Returns: The change set, or `nil` when the section already conforms
  ///   (or does not exist).
  /// - Throws: ``SectionError`` when the configuration is invalid; the
  ///   layout is then unchanged.
  /// - Complexity: O(*n* · *c*) for the section's *n* items when it is laid
  ///   out again; O(1) otherwise.
  package mutating func _conformSection(
    _ section: Int, to sections: some MasonrySectionProvider
  ) throws(SectionError) -> Changes? {
    guard section >= 0, section < _sections.count else { return nil }
    let engine = _sections[section]
    let configuration = _engineConfiguration(
      sections.configuration(forSection: section) ?? self.configuration)
    guard engine.configuration != configuration || engine._width != _width else { return nil }
    return try reloadSections(
      in: section..<(section + 1),
      sections: _KeptLengths(sections: sections, section: section, engine: engine))
  }
}

/// A provider that answers one section's items' lengths from an engine
/// (the section as it was laid out, measured heights included) and
/// everything else from `sections`.
internal struct _KeptLengths<Sections: MasonrySectionProvider>: MasonrySectionProvider {
  internal let sections: Sections
  internal let section: Int
  internal let engine: Masonry

  internal var sectionCount: Int { sections.sectionCount }

  internal func itemCount(inSection section: Int) -> Int {
    section == self.section ? engine.itemCount : sections.itemCount(inSection: section)
  }

  internal func height(forItemAt path: ItemPath, width: Double) -> Double {
    guard path.section == section, path.item >= 0, path.item < engine.itemCount else {
      return sections.height(forItemAt: path, width: width)
    }
    return engine._frameY(path.item).height
  }

  internal func height(forItemAt path: ItemPath, width breadth: Double, axis: Axis) -> Double {
    guard path.section == section, path.item >= 0, path.item < engine.itemCount else {
      return sections.height(forItemAt: path, width: breadth, axis: axis)
    }
    return engine._frameY(path.item).height
  }

  internal func configuration(forSection section: Int) -> Masonry.Configuration? {
    sections.configuration(forSection: section)
  }

  internal func headerHeight(inSection section: Int, width: Double) -> Double {
    sections.headerHeight(inSection: section, width: width)
  }

  internal func footerHeight(inSection section: Int, width: Double) -> Double {
    sections.footerHeight(inSection: section, width: width)
  }

  internal func columnSpan(forItemAt path: ItemPath) -> Int { sections.columnSpan(forItemAt: path) }

  internal func column(forItemAt path: ItemPath) -> Int? { sections.column(forItemAt: path) }
}
