// Section-local updates: each changes one section (or a run of sections)
// through its engine, then moves the later sections by re-summing their
// starts. A later section's items are never laid out again.

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
  /// ``Masonry/append(count:heights:)`` for the one exception, after a
  /// ``Masonry/UpdateMode/keepColumns`` change in that section).
  ///
  /// - Parameters:
  ///   - count: How many items to add; 0 or less adds none, and the
  ///     section never holds more than ``Masonry/maximumItemCount``.
  ///   - section: The section to add to; one that does not exist changes
  ///     nothing.
  ///   - sections: The source of the new items' heights and spans.
  /// - Complexity: O(`count` · *c* + *s*/32 + 32) for *c* columns in the
  ///   section and *s* sections, amortised: the appended items, and the
  ///   starts of the later sections.
  @inlinable
  public mutating func appendItems(
    count: Int, toSection section: Int, sections: some MasonrySectionProvider
  ) {
    guard section >= 0, section < _sections.count else { return }
    _sections[section].append(count: count, heights: _SectionItems(sections, section: section))
    _sectionDidChange(section)
  }

  /// Inserts `count` items into a section at `path.item`, shifting the
  /// section's items from there on to higher indices, and re-flows the
  /// section from there.
  ///
  /// The provider is asked for the new items by their final paths; the
  /// items after them keep the heights and spans they had. The result
  /// equals a fresh ``prepare(width:sections:)`` of the final data.
  ///
  /// - Parameters:
  ///   - path: The section, and where in it the first new item goes. A
  ///     section that does not exist changes nothing; the item index is
  ///     clamped to `0 ... itemCount`, so one past the end appends.
  ///   - count: How many items to insert; 0 or less inserts none.
  ///   - sections: The source of the new items' heights and spans.
  /// - Complexity: As ``Masonry/insertItems(at:count:heights:mode:)`` within
  ///   the section, plus O(*s*/32 + 32) to move the later sections.
  @inlinable
  public mutating func insertItems(
    at path: ItemPath, count: Int, sections: some MasonrySectionProvider
  ) {
    guard path.section >= 0, path.section < _sections.count else { return }
    _sections[path.section].insertItems(
      at: path.item, count: count, heights: _SectionItems(sections, section: path.section))
    _sectionDidChange(path.section)
  }

  /// Removes the items in `range` from `section`, shifting the section's
  /// later items to lower indices, and re-flows the section from the
  /// range's start.
  ///
  /// The result equals a fresh ``prepare(width:sections:)`` of the final
  /// data.
  ///
  /// - Parameters:
  ///   - range: The items to remove; the part outside
  ///     `0 ..< itemCount(inSection:)` is ignored.
  ///   - section: The section to remove from; one that does not exist
  ///     changes nothing.
  /// - Complexity: As ``Masonry/removeItems(in:mode:)`` within the section,
  ///   plus O(*s*/32 + 32) to move the later sections.
  public mutating func removeItems(in range: Range<Int>, inSection section: Int) {
    guard section >= 0, section < _sections.count else { return }
    _sections[section].removeItems(in: range)
    _sectionDidChange(section)
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
  /// that section.
  ///
  /// - Parameters:
  ///   - height: The new height; sanitised like a provider's (NaN,
  ///     infinite or negative is 0, above ``Masonry/maximumLength`` is
  ///     that maximum).
  ///   - path: The item to change; a path that names no item changes
  ///     nothing.
  ///   - mode: Whether the section's other items keep their columns or
  ///     re-flow.
  /// - Complexity: As ``Masonry/setHeight(_:ofItemAt:mode:)`` within the
  ///   section, plus O(*s*/32 + 32) to move the later sections.
  public mutating func setHeight(
    _ height: Double, ofItemAt path: ItemPath, mode: Masonry.UpdateMode
  ) {
    guard path.section >= 0, path.section < _sections.count else { return }
    _sections[path.section].setHeight(height, ofItemAt: path.item, mode: mode)
    _sectionDidChange(path.section)
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
  ///     re-flow.
  /// - Complexity: As ``Masonry/setHeights(ofItemsIn:heights:mode:)``
  ///   within the section, plus O(*s*/32 + 32) to move the later sections.
  @inlinable
  public mutating func setHeights(
    ofItemsIn range: Range<Int>, inSection section: Int, sections: some MasonrySectionProvider,
    mode: Masonry.UpdateMode
  ) {
    guard section >= 0, section < _sections.count else { return }
    _sections[section].setHeights(
      ofItemsIn: range, heights: _SectionItems(sections, section: section), mode: mode)
    _sectionDidChange(section)
  }
}

// MARK: - Headers and footers

extension SectionedMasonry {
  /// Changes the height of `section`'s header, moving the section's items
  /// and footer and the later sections by the difference.
  ///
  /// The result equals a fresh ``prepare(width:sections:)`` with the new
  /// height.
  ///
  /// - Parameters:
  ///   - height: The new height; 0 removes the header. Sanitised like an
  ///     item's (NaN, infinite or negative is 0, above
  ///     ``Masonry/maximumLength`` is that maximum).
  ///   - section: The section; one that does not exist changes nothing.
  /// - Complexity: O(*s*/32 + 32) for *s* sections; no item is laid out
  ///   again.
  public mutating func setHeaderHeight(_ height: Double, inSection section: Int) {
    guard section >= 0, section < _sections.count else { return }
    _table.headers[section] = Self._sanitizedLength(height)
    _sectionDidChange(section)
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
  /// - Complexity: O(*s*/32 + 32) for *s* sections; no item is laid out
  ///   again.
  public mutating func setFooterHeight(_ height: Double, inSection section: Int) {
    guard section >= 0, section < _sections.count else { return }
    _table.footers[section] = Self._sanitizedLength(height)
    _sectionDidChange(section)
  }
}

// MARK: - Whole sections

extension SectionedMasonry {
  /// Inserts `count` sections at `index`, shifting the sections from
  /// `index` on to higher indices, and lays out only the new ones.
  ///
  /// The provider is asked about the new sections by their final indices,
  /// `index ..< index + count`, as ``prepare(width:sections:)`` asks
  /// (every configuration first, then each section's header, items and
  /// footer), at the width the layout was prepared for. The result equals
  /// a fresh ``prepare(width:sections:)`` of the final data.
  ///
  /// - Parameters:
  ///   - index: Where the first new section goes; clamped to
  ///     `0 ... sectionCount`, so an index past the end appends.
  ///   - count: How many sections to insert; 0 or less inserts none, and
  ///     the total never exceeds ``maximumSectionCount``.
  ///   - sections: The source of the new sections.
  /// - Throws: ``SectionError`` for the first new section whose
  ///   configuration is invalid, naming its final index; the layout is
  ///   then unchanged.
  /// - Complexity: O(*n* · *c*) for the new sections' *n* items, plus O(*s*)
  ///   for *s* sections.
  @inlinable
  public mutating func insertSections(
    at index: Int, count: Int, sections: some MasonrySectionProvider
  ) throws(SectionError) {
    let index = Swift.min(Swift.max(index, 0), _sections.count)
    let added = Sanitizing.count(count, maximum: Self.maximumSectionCount - _sections.count)
    guard added > 0 else { return }
    let engines = try _engines(
      for: index..<(index + added), reusingCurrent: false, sections: sections)
    // Nothing below throws.
    _sections.insert(contentsOf: engines.lazy.map(\.engine), at: index)
    _table.insert(count: added, at: index)
    for section in index..<(index + added) { _layOut(section, sections: sections) }
    _table.rebuild(from: index)
  }

  /// Removes the sections in `range`, shifting the later sections to
  /// lower indices and moving them up.
  ///
  /// The result equals a fresh ``prepare(width:sections:)`` of the
  /// remaining data.
  ///
  /// - Parameter range: The sections to remove; the part outside
  ///   `0 ..< sectionCount` is ignored.
  /// - Complexity: O(*s*) for *s* sections; no item is laid out again.
  public mutating func removeSections(in range: Range<Int>) {
    let range = range.clamped(to: 0..<_sections.count)
    guard !range.isEmpty else { return }
    _sections.removeSubrange(range)
    _table.remove(range)
    _table.rebuild(from: range.lowerBound)
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
  /// - Throws: ``SectionError`` for the first section of the range whose
  ///   configuration is invalid; the layout is then unchanged.
  /// - Complexity: O(*n* · *c*) for the sections' *n* items, plus
  ///   O(`range.count` + *s*/32 + 32) for *s* sections.
  @inlinable
  public mutating func reloadSections(
    in range: Range<Int>, sections: some MasonrySectionProvider
  ) throws(SectionError) {
    let range = range.clamped(to: 0..<_sections.count)
    guard !range.isEmpty else { return }
    let engines = try _engines(for: range, reusingCurrent: true, sections: sections)
    // Nothing below throws.
    for (section, engine) in engines { _sections[section] = engine }
    for section in range { _layOut(section, sections: sections) }
    _table.heightsDidChange(from: range.lowerBound, through: range.upperBound - 1)
  }

  /// Records the new height of a section whose engine, header or footer
  /// changed, and moves the later sections when it differs.
  @usableFromInline
  internal mutating func _sectionDidChange(_ section: Int) {
    let height = _height(ofSection: section)
    // The same height gives the same sums: nothing moves.
    guard height != _table.heights[section] else { return }
    _table.heights[section] = height
    _table.heightsDidChange(from: section, through: section)
  }
}
