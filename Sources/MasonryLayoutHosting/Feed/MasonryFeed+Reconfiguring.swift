// Items that kept their ids but changed content: their heights are read
// again, in the feed's update mode, as a diffable data source's
// `reconfigureItems` tells a self-sizing layout. A data change alone
// measures only the ids it inserts.

import LayoutGeometry
import MasonryLayout

extension MasonryFeed {
  /// Reads the heights of items whose content changed again, keeping
  /// their ids, and returns what changed.
  ///
  /// Each item is reloaded in the host (``MasonryHost/UpdateItem/reloadItem(at:)``,
  /// one batch): its height is asked of `height` again, replacing its
  /// estimate and any measured height, since the content it was measured
  /// with is gone (measure the new content and report it through
  /// ``setMeasuredHeight(_:of:hint:)``). With
  /// ``/MasonryLayout/Masonry/UpdateMode/keepColumns`` (the default) every
  /// item keeps its column and the items after it in its column close up
  /// or move down; with ``/MasonryLayout/Masonry/UpdateMode/reflow`` the
  /// layout equals a fresh layout with the new heights. The element the
  /// user was looking at stays still, as through ``apply(_:height:)``:
  /// add ``Update/contentOffsetAdjustment`` to the scroll offset.
  ///
  ///     var feed = try MasonryFeed<String>()
  ///     feed.apply(["a", "b", "c"]) { _, width in width }
  ///     feed.prepare(viewport: bounds) { _, width in width }
  ///     // The caption of "b" grew: its estimate is another one.
  ///     let update = feed.reconfigure(["b"]) { id, width in id == "b" ? 1.5 * width : width }
  ///     bounds.origin.y += update.contentOffsetAdjustment.y
  ///
  /// Call it after ``apply(sections:height:headerHeight:footerHeight:)``
  /// when a data change both edits the list and changes items that stay:
  /// the list first, so that an inserted item is measured once.
  ///
  /// ## Edges
  /// An id the feed does not hold is ignored, and a repeated one read
  /// once. Before the first ``prepare(viewport:height:headerHeight:footerHeight:)``
  /// nothing is laid out, and the first prepare reads every height: the
  /// update is empty. A bad height is cleaned by the engine's rules and
  /// reported in ``Update/diagnostics``.
  ///
  /// - Parameters:
  ///   - ids: The items whose content changed.
  ///   - height: An item's estimated length along the flow for a column
  ///     width (its height on the vertical axis).
  ///   - headerHeight: A section's header length for a width (0: none),
  ///     asked only if the host must lay the feed out again.
  ///   - footerHeight: A section's footer length for a width (0: none),
  ///     likewise.
  /// - Returns: What changed: no difference, a reload item per item.
  /// - Complexity: O(*n* + *k*) for *n* ids and *k* items to read again
  ///   (one pass over the ids, no search per item), plus the engine's
  ///   height change for each (O(*n* − *i*) at index *i*).
  @discardableResult
  public mutating func reconfigure(
    _ ids: some Sequence<ID>, height: (ID, Double) -> Double,
    headerHeight: (Int, Double) -> Double = { _, _ in 0 },
    footerHeight: (Int, Double) -> Double = { _, _ in 0 }
  ) -> Update {
    reconfigure(
      ids, height: height, columnSpan: nil, headerHeight: headerHeight,
      footerHeight: footerHeight)
  }

  /// The most reconfigured ids found by a scan each rather than by one
  /// pass that hashes every id.
  internal static var _reconfiguredBySearch: Int { 4 }

  /// ``reconfigure(_:height:headerHeight:footerHeight:)`` with each item's
  /// column span by id (kept by a reload; read if the feed is laid out
  /// again), or `nil` when every item spans one column.
  @discardableResult
  package mutating func reconfigure(
    _ ids: some Sequence<ID>, height: (ID, Double) -> Double, columnSpan: ((ID) -> Int)?,
    headerHeight: (Int, Double) -> Double, footerHeight: (Int, Double) -> Double
  ) -> Update {
    guard host.viewport != nil else {
      // Nothing laid out: the first prepare reads every height.
      return Update(
        difference: CollectionDifference([])!, updateItems: [],
        transition: _transitionBeforeLayout, contentOffsetAdjustment: .zero,
        diagnostics: diagnostics)
    }
    var found = _IdentitySet<ID>()
    for id in ids where _members.contains(id) { found.insert(id) }
    let changed = found.members
    var updates: [MasonryHost.UpdateItem] = []
    if !changed.isEmpty {
      updates.reserveCapacity(changed.count)
      // The ids' offsets, sorted: a few found by comparison (a scan each,
      // no hashing: this code runs unspecialised for the app's id type),
      // more in one pass that hashes each id. Either way an index loop:
      // `enumerated()` here looked up generic metadata for every element.
      var offsets: [Int] = []
      offsets.reserveCapacity(changed.count)
      if changed.count <= Self._reconfiguredBySearch {
        for id in changed {
          if let offset = self.ids.firstIndex(of: id) { offsets.append(offset) }
        }
        offsets.sort()
      } else {
        let all = self.ids
        var offset = 0
        while offset < all.count {
          if found.contains(all[offset]) { offsets.append(offset) }
          offset += 1
        }
      }
      var section = 0
      for offset in offsets {
        while offset >= _starts[section + 1] { section += 1 }
        updates.append(.reloadItem(at: ItemPath(section: section, item: offset - _starts[section])))
      }
    }
    let transition = _apply(
      updates, ids: self.ids, starts: _starts, height: height, header: headerHeight,
      footer: footerHeight, span: columnSpan)
    // This call drops no duplicate: its report is the heights'.
    let report = Diagnostics(heights: host.diagnostics)
    diagnostics = report
    return Update(
      difference: CollectionDifference([])!, updateItems: updates, transition: transition,
      contentOffsetAdjustment: _restoreAnchor(), diagnostics: report)
  }
}
