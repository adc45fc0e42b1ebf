import LayoutGeometry

// MARK: - Headers and footers

extension SectionedMasonry {
  /// Changes the height of `section`'s header (on the horizontal axis, its
  /// length along the flow), moving all after it as a fresh prepare would.
  ///
  /// - Parameters:
  ///   - height: The new height; 0 removes the header. Sanitised like an
  ///     item's (NaN, infinite or negative is 0, above
  ///     ``Masonry/maximumLength`` is that maximum).
  ///   - section: The section; one that does not exist changes nothing.
  /// - Returns: The whole section as changed, and the later sections.
  /// - Complexity: O(*s*/32 + 32) for *s* sections; no item laid out again.
  @discardableResult
  public mutating func setHeaderHeight(_ height: Double, inSection section: Int) -> Changes {
    guard section >= 0, section < _sections.count else { return _unchanged }
    var diagnostics = Diagnostics()
    diagnostics._count(height, of: .header, inSection: section)
    let height = Masonry._sanitizedLength(height)
    guard height != _table.headers[section] else { return _unchanged(diagnostics) }
    let before = _snapshot
    _table.headers[section] = height
    _sectionDidChange(section, itemsLength: _table.itemsLengths[section])
    // The section moved whole, and all after it unless rounding (only at
    // lengths far past any screen's) kept its height.
    return Changes(
      before, after: _snapshot, shiftedFrom: _everythingMoved(since: before) ? 0 : section,
      diagnostics: diagnostics)
  }

  /// Changes the height of `section`'s footer, moving the later sections
  /// as a fresh prepare would.
  ///
  /// - Parameters:
  ///   - height: The new height; 0 removes the footer. Sanitised like an
  ///     item's.
  ///   - section: The section; one that does not exist changes nothing.
  /// - Returns: The section's footer as changed, and the later sections.
  /// - Complexity: O(*s*/32 + 32) for *s* sections; no item laid out again.
  @discardableResult
  public mutating func setFooterHeight(_ height: Double, inSection section: Int) -> Changes {
    guard section >= 0, section < _sections.count else { return _unchanged }
    var diagnostics = Diagnostics()
    diagnostics._count(height, of: .footer, inSection: section)
    let height = Masonry._sanitizedLength(height)
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
  /// Inserts sections at the indices in `range`, laying out only the new
  /// ones, as a fresh ``prepare(width:sections:)`` of the final data would.
  ///
  /// The provider is asked about them by their final indices, as a prepare
  /// asks (every configuration first, then each section's header, items
  /// and footer), at the prepared width.
  ///
  /// - Parameters:
  ///   - range: The indices the new sections take; its lower bound is
  ///     clamped to `0 ... sectionCount` (past the end appends) and its
  ///     count kept, so an empty range inserts nothing; the total never
  ///     exceeds ``maximumSectionCount``.
  ///   - sections: The source of the new sections.
  /// - Returns: The inserted sections, and the later ones, moved whole.
  /// - Throws: ``SectionError`` for the first new section with an invalid
  ///   configuration, naming its final index; the layout is then unchanged.
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
      for: index..<(index + added), reusingCurrent: false, width: _width, sections: sections)
    // Nothing below throws.
    let before = _snapshot
    _sections.insert(contentsOf: engines.lazy.map(\.engine), at: index)
    _table.insert(count: added, at: index)
    var diagnostics = Diagnostics()
    for section in index..<(index + added) {
      _layOut(section, sections: sections, counting: &diagnostics)
    }
    _table.rebuild(from: index)
    return Changes(
      before, after: _snapshot, insertedSections: index..<(index + added),
      shiftedFrom: _everythingMoved(since: before) ? 0 : index + added, diagnostics: diagnostics)
  }

  /// Removes the sections in `range`, moving the later ones up as a fresh
  /// prepare of the remaining data would.
  ///
  /// - Parameter range: The sections to remove; the part outside
  ///   `0 ..< sectionCount` is ignored.
  /// - Returns: The removed sections, and the later ones, moved whole.
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

  /// Lays out the sections in `range` afresh, as a fresh prepare of the
  /// final data would, for data changes that no item update describes.
  ///
  /// The provider is asked for their configurations, headers, item counts,
  /// items and footers as a prepare asks, at the prepared width.
  ///
  /// - Parameters:
  ///   - range: The sections, those outside `0 ..< sectionCount` ignored.
  ///   - sections: The source of the sections.
  /// - Returns: The reloaded sections (item `i` stays item `i` for the
  ///   items both layouts have), and the later sections, moved whole when
  ///   a reloaded section changed height.
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
    let engines = try _engines(
      for: range, reusingCurrent: true, width: _width, sections: sections)
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
    let moved = !heights.elementsEqual(_table.heights[range])
    return Changes(
      before, after: _snapshot, reloadedSections: range, reloadedItemCounts: itemCounts,
      shiftedFrom: _everythingMoved(since: before) ? 0 : moved ? range.upperBound : nil,
      diagnostics: diagnostics)
  }
}
