// A new body's data and settings brought to the lazy feed: a new
// configuration builds a fresh feed (a rejected one falls back to the
// defaults, reported), a new list of ids is applied as an identity diff
// with the built cells carried through it, and the cells are computed
// again, every offset adjustment accumulated.

import LayoutGeometry
import MasonryLayout

extension VirtualizedMasonryFeed {
  /// Brings the feed to a body's data and settings, and computes the
  /// cells again.
  ///
  /// In order:
  /// 1. A configuration other than the last one given (or the first)
  ///    builds a fresh, empty feed that keeps the old feed's viewport
  ///    (measured heights are forgotten: the widths may change), and
  ///    the virtualizer forgets what it built
  ///    (``MasonryVirtualizer/reset()``). A configuration the engine
  ///    rejects builds the feed with `Masonry.Configuration()`'s defaults
  ///    and is reported in ``configurationError``.
  /// 2. `pinsHeaders` and `overscan` are set.
  /// 3. The ids are applied as an identity diff
  ///    (``MasonryFeed/update(sections:height:headerHeight:footerHeight:)``);
  ///    unless the update is empty, the virtualizer's built elements are
  ///    carried through its transition
  ///    (``MasonryVirtualizer/remap(through:)``; an item the transition
  ///    drops but the new ids still hold, such as one moved out of a
  ///    deleted section, is found by its id) and its offset adjustment
  ///    is added to ``pendingAdjustment``.
  /// 4. The feed is prepared for its viewport (the last one reported,
  ///    moved by every adjustment still pending: where the scroll view
  ///    will be once the host applies them), which lays it out when
  ///    required (the first time, a new width or configuration), and that
  ///    adjustment is added too.
  /// 5. The cells are computed for the feed's viewport. The pass's
  ///    prefetch hints and its end are reported by the next
  ///    ``scroll(to:)``.
  ///
  /// - Parameters:
  ///   - sections: The ids of each section, in order.
  ///   - configuration: The settings of every section.
  ///   - pinsHeaders: Whether each header stays at the viewport's top
  ///     while its section is on screen.
  ///   - overscan: How far past the viewport cells are built, on each side
  ///     along the flow; NaN, infinite or negative reads as 0.
  ///   - height: An item's estimated length along the flow for a column
  ///     width; asked for inserted items, and for all of them on a new
  ///     width or configuration.
  ///   - headerHeight: A section's header length for a width (0: none).
  ///   - footerHeight: A section's footer length for a width (0: none).
  /// - Returns: The feed's update (its difference, transition and
  ///   diagnostics; its offset adjustment is already in
  ///   ``pendingAdjustment``) and the virtualizer's pass the cells came
  ///   from (its `appeared` are the cells new since the last pass). `nil`
  ///   only when no feed could be built, which would take the engine
  ///   rejecting its own defaults.
  /// - Complexity: The feed's update and prepare, plus O(*n*) for *n* ids
  ///   when the list has duplicates, plus a virtualizer pass.
  @discardableResult
  public mutating func sync(
    sections: [[ID]], configuration: Masonry.Configuration, pinsHeaders: Bool,
    overscan: Double, height: (ID, Double) -> Double,
    headerHeight: (Int, Double) -> Double = { _, _ in 0 },
    footerHeight: (Int, Double) -> Double = { _, _ in 0 }
  ) -> (update: MasonryFeed<ID>.Update, pass: MasonryVirtualizer.Pass)? {
    if feed == nil || self.configuration != configuration {
      _rebuild(configuration)
    }
    guard var feed else { return nil }
    self.feed = nil  // held here alone while it changes: no copy
    feed.pinsHeaders = pinsHeaders
    virtualizer.overscan = overscan
    let update = feed.update(
      sections: sections, height: height, headerHeight: headerHeight, footerHeight: footerHeight)
    _sourcePaths = update.diagnostics.duplicateCount > 0 ? Self._firstPaths(sections) : nil
    if !update.isEmpty {
      // The ids of what was built (the cells are still the last pass's),
      // for the items the transition drops that survive: one moved out of
      // a deleted section is, to the batch, a deletion and an insertion,
      // yet its view, keyed by its id, stays.
      var builtIDs: [ItemPath: ID] = [:]
      for cell in cells { if case .item(let id) = cell.id { builtIDs[cell.path] = id } }
      virtualizer._remap(through: update.transition) { old in
        builtIDs[old].flatMap { feed.path(of: $0) }
      }
      _add(update.contentOffsetAdjustment)
    }
    let prepared = feed.prepare(
      viewport: feed.host.viewport ?? viewport, height: height, headerHeight: headerHeight,
      footerHeight: footerHeight)
    _add(prepared.contentOffsetAdjustment)
    self.feed = feed
    guard let pass = _refresh() else { return nil }
    return (update, pass)
  }

  /// Replaces the feed with an empty one for `configuration` (or the
  /// defaults, when the engine rejects it), keeping the viewport, and
  /// forgets what was built.
  internal mutating func _rebuild(_ configuration: Masonry.Configuration) {
    var fresh: MasonryFeed<ID>?
    do {
      fresh = try MasonryFeed<ID>(configuration: configuration)
      configurationError = nil
    } catch {
      configurationError = error
      // The defaults are valid; were they not, the old feed would stay.
      fresh = try? MasonryFeed<ID>()
    }
    self.configuration = configuration
    guard var fresh else { return }
    // A first feed is laid out whole by its first prepare; a new one
    // starts where the old one was.
    if let old = feed { fresh.setViewport(old.host.viewport ?? viewport) }
    feed = fresh
    virtualizer.reset()
  }

  /// Each id's first place in lists that may repeat it: the sources of
  /// duplicates here, and where `LazyMasonry` finds an item's data to
  /// estimate its height.
  ///
  /// - Complexity: O(*n*) for *n* ids.
  package static func _firstPaths(_ sections: [[ID]]) -> [ID: ItemPath] {
    var paths: [ID: ItemPath] = [:]
    for (section, list) in sections.enumerated() {
      for (item, id) in list.enumerated() where paths[id] == nil {
        paths[id] = ItemPath(section: section, item: item)
      }
    }
    return paths
  }
}
