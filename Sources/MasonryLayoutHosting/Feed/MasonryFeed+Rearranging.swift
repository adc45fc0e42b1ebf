// A new order of a feed of one section taken to the engine in one pass:
// how the lists align becomes the host's rearrangement (the batch's
// layout, anchor and transition, without its per-path maps), and the
// update's difference is made only if read.

import LayoutGeometry
import MasonryLayout

extension MasonryFeed {
  /// The end of an apply that takes a new order of a feed of one section
  /// to the engine in one pass (``MasonryHost``'s rearrangement, the same
  /// layout, anchor and transition as the difference's batch), its
  /// difference and batch made only if the update is asked for them.
  internal mutating func _finishRearranging(
    _ alignment: IdentityDifference.Alignment, ids new: [ID], starts newStarts: [Int],
    members: _IdentitySet<ID>, report: Diagnostics, height: (ID, Double) -> Double,
    columnSpan: ((ID) -> Int)?, headerHeight: (Int, Double) -> Double,
    footerHeight: (Int, Double) -> Double
  ) -> Update {
    let first = alignment.prefix
    var kept = [Int](repeating: -1, count: new.count - first)
    var oldOfNew = [Int](repeating: -1, count: new.count - first)
    var newOfOld = [Int](repeating: -1, count: ids.count - first)
    for index in first..<new.count {
      guard let old = alignment.oldIndex(ofNew: index) else { continue }
      oldOfNew[index - first] = old
      newOfOld[old - first] = index
      if alignment.keptOldIndex(ofNew: index) != nil { kept[index - first] = old }
    }
    let rearrangement = _Rearrangement(
      section: 0, first: first, oldCount: ids.count, newCount: new.count, kept: kept,
      oldOfNew: oldOfNew, newOfOld: newOfOld)
    let transition = _FeedSource.with(
      ids: new, starts: newStarts, height: height, header: headerHeight, footer: footerHeight,
      span: columnSpan
    ) { source in host._apply(rearrangement, source: source) }
    // The update carries the transition (as `_apply(_:ids:...)`'s).
    host.finishUpdates()
    return _finishDeferring(
      alignment, ids: new, counts: [new.count], starts: newStarts, members: members,
      report: report, transition: transition)
  }

  /// The ids' set after an alignment: those removed taken out, those
  /// inserted put in (a moved id stays).
  ///
  /// - Complexity: O(*m*) for a changed middle of *m*.
  internal static func _follow(
    _ alignment: IdentityDifference.Alignment, old: [ID], new: [ID],
    in members: inout _IdentitySet<ID>
  ) {
    let oldEnd = old.count - alignment.suffix
    let newEnd = new.count - alignment.suffix
    guard !alignment.matched.isEmpty else {
      for offset in alignment.prefix..<oldEnd { members.remove(old[offset]) }
      for offset in alignment.prefix..<newEnd { members.insert(new[offset]) }
      return
    }
    var matchedOld = [Bool](repeating: false, count: oldEnd - alignment.prefix)
    for (offset, position) in alignment.matched.enumerated() {
      if position >= 0 {
        matchedOld[position - alignment.prefix] = true
      } else {
        members.insert(new[alignment.prefix + offset])
      }
    }
    for offset in alignment.prefix..<oldEnd where !matchedOld[offset - alignment.prefix] {
      members.remove(old[offset])
    }
  }
}
