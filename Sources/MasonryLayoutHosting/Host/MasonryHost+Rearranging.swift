// One section's items in a new order, applied in one pass: what a feed's
// new order of identifiers becomes without a batch of update items. The
// same layout, anchor and transition as the batch that removes every item
// that does not stay and inserts every one that is not kept.

import LayoutGeometry
import MasonryLayout

extension MasonryHost {
  /// Applies `rearrangement`, read against `source` (the feed after it),
  /// as ``apply(_:source:)`` applies the batch that deletes or moves away
  /// every item that does not stay and inserts or moves in every one that
  /// is not kept: the same layout (one placement pass from the first
  /// change, in ``updateMode``), the same anchor carried through it and the
  /// same transition, without the batch's per-path maps. A moved item
  /// keeps its height; a moved or new one takes its span and column from
  /// `source`.
  ///
  /// A rearrangement that disagrees with the counts before or after, or
  /// that meets a pending reload, is a reload, as an inconsistent batch is.
  ///
  /// - Complexity: O((*n* − *i*) · *c*) for the section's *n* items after
  ///   the first change *i*, plus one copy of the section's storage; the
  ///   transition keeps the layout before whole until it is dropped.
  internal mutating func _apply(
    _ rearrangement: _Rearrangement, source: some MasonrySectionProvider
  ) -> Transition {
    let (anchor, oldCounts) = _beginBatch()
    let section = rearrangement.section
    let sectionCount = Sanitizing.count(
      source.sectionCount, maximum: SectionedMasonry.maximumSectionCount)
    guard !_needsReload, sectionCount == oldCounts.count, oldCounts.indices.contains(section),
      oldCounts[section] == rearrangement.oldCount,
      Sanitizing.count(source.itemCount(inSection: section), maximum: Masonry.maximumItemCount)
        == rearrangement.newCount
    else { return _applyAsReload(anchor: anchor, oldCounts: oldCounts, source: source) }
    var newCounts = oldCounts
    newCounts[section] = rearrangement.newCount
    // The other sections keep their items.
    for other in oldCounts.indices where other != section {
      let count = Sanitizing.count(
        source.itemCount(inSection: other), maximum: Masonry.maximumItemCount)
      guard count == oldCounts[other] else {
        return _applyAsReload(anchor: anchor, oldCounts: oldCounts, source: source)
      }
    }
    var map = _BatchMap(oldItemCounts: oldCounts, newItemCounts: newCounts)
    map.rearrangement = rearrangement
    let before = _BeforeSnapshot(
      of: layout, map: map, viewport: _viewport, overscan: _overscan, itemCounts: oldCounts)
    // As a batch: the gaps close after the snapshot, before the edit.
    _keepingItemCounts { $0.layout._closeGaps() }
    // The source as it is, without a batch's wrapper: the engine carries
    // the moved items' lengths itself, and the counts are checked above.
    let checked = _CheckedSections(source)
    let changes = layout._rearrangeItems(
      inSection: section, from: rearrangement.first, kept: rearrangement.kept,
      sources: rearrangement.oldOfNew, sections: checked, mode: updateMode)
    var total = SectionedMasonry.Diagnostics()
    total._add(changes.diagnostics)
    return _finish(before: before, anchor: anchor, map: map, diagnostics: total, checked: checked)
  }
}
