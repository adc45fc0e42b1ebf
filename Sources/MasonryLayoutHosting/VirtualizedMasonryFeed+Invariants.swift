// The lazy feed's invariants, checked in debug builds as the engines' are.

import LayoutGeometry
import MasonryLayout

extension VirtualizedMasonryFeed {
  #if DEBUG || LAYOUT_INTERNAL_CHECKS
    /// Traps if the lazy feed breaks one of its invariants; for tests.
    ///
    /// It checks that the feed's layout passes its own
    /// `_checkInvariants()`; that there are no cells without a feed; that
    /// no two cells show the same thing; that each item cell's id is the
    /// feed's id at its path, and each header or footer cell's section a
    /// section of the feed; that the pending adjustment is finite; and
    /// that the first places of duplicates name only ids the feed holds.
    ///
    /// - Complexity: O(*n* · *s*) for the layout's check, plus O(*k*) for
    ///   *k* cells and O(*d*) for *d* ids in the duplicates' map.
    public func _checkInvariants() {
      precondition(pendingAdjustment.isFinite, "pending adjustment \(pendingAdjustment)")
      guard let feed else {
        precondition(cells.isEmpty, "cells without a feed")
        precondition(_sourcePaths == nil, "first places without a feed")
        return
      }
      feed.host.layout._checkInvariants()
      var keys = Set<Cell.Key>()
      for cell in cells {
        precondition(keys.insert(cell.id).inserted, "two cells for \(cell.id)")
        switch cell.id {
        case .item(let id):
          precondition(feed.id(at: cell.path) == id, "\(cell) is not the feed's item")
        case .header(let section), .footer(let section):
          precondition(
            section == cell.path.section && section >= 0 && section < feed.sectionCount,
            "\(cell) names no section")
        }
      }
      if let paths = _sourcePaths {
        for id in paths.keys {
          precondition(feed._members.contains(id), "first place of \(id), not in the feed")
        }
      }
    }
  #else
    /// Does nothing in release builds; see the debug version.
    @inlinable @inline(__always)
    public func _checkInvariants() {}
  #endif
}
