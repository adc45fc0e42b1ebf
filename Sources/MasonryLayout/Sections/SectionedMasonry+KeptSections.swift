import LayoutGeometry

extension SectionedMasonry {
  /// A section as laid out, taken before its removal so that a batch's
  /// section move keeps its columns, measured heights and placement.
  package struct _KeptSection: Sendable {
    /// The section's engine, every item in place.
    package let engine: Masonry
  }

  /// Section `section` as it is, or `nil` when it does not exist.
  ///
  /// - Complexity: O(1); the engine's storage is shared until a copy changes.
  package func _keptSection(_ section: Int) -> _KeptSection? {
    guard section >= 0, section < _sections.count else { return nil }
    return _KeptSection(engine: _sections[section])
  }

  /// Inserts a kept section at `index` (clamped to `0 ... sectionCount`),
  /// its items where they were, its header and footer read from `sections`
  /// at the prepared width. It keeps its engine's configuration until
  /// ``_conformSection(_:to:)``, after the batch's item edits.
  ///
  /// - Returns: The inserted section, and the later ones, moved whole.
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
    _layOut(index, sections: sections, counting: &diagnostics, keepingItems: true)
    _table.rebuild(from: index)
    return Changes(
      before, after: _snapshot, insertedSections: index..<(index + 1),
      shiftedFrom: _everythingMoved(since: before) ? 0 : index + 1, diagnostics: diagnostics)
  }

  /// Lays a moved section out again when `sections` gives it another
  /// configuration than its engine's (or the engine is at another width).
  /// Items keep their lengths, measured ones included; spans, explicit
  /// columns, header and footer are read as ``reloadSections(in:sections:)``
  /// reads them.
  ///
  /// - Returns: The change set, or `nil` when the section already conforms
  ///   or does not exist.
  /// - Throws: ``SectionError`` when the configuration is invalid; the
  ///   layout is then unchanged.
  /// - Complexity: O(*n* · *c*) for its *n* items if relaid, else O(1).
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

/// A provider giving one section's item lengths from its engine as laid
/// out (measured heights included), and all else from `sections`.
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
