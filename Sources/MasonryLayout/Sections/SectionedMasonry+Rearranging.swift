// A section's items in a new order, in one pass: Masonry's rearrangement,
// with the later sections moved by what the section's length changed.

extension SectionedMasonry {
  /// Rearranges the items of `section` from `first` on in one placement
  /// pass: ``Masonry/_rearrange(from:kept:sources:heights:mode:)`` of the
  /// section, each item read from `sections` by its path after.
  ///
  /// - Returns: What changed; a section that does not exist changes
  ///   nothing.
  /// - Complexity: As the section's rearrangement, plus O(*s*/32 + 32).
  @discardableResult
  package mutating func _rearrangeItems(
    inSection section: Int, from first: Int, kept: [Int], sources: [Int]? = nil,
    sections: some MasonrySectionProvider, mode: Masonry.UpdateMode
  ) -> Changes {
    guard section >= 0, section < _sections.count else { return _unchanged }
    let before = _snapshot
    let items = _sections[section]._rearrange(
      from: first, kept: kept, sources: sources, heights: _items(sections, inSection: section),
      mode: mode)
    return _itemsDidChange(in: section, items, before: before)
  }
}
