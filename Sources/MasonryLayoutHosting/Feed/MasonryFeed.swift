// A masonry feed keyed by identity: the ids of every item, section by
// section, and the host that lays them out. A new list of ids is diffed
// against the one the feed holds (`+Updates`) and applied to the host as a
// batch; the views (SwiftUI's, a collection view's, a server's snapshot)
// only name their data by id.

import LayoutGeometry
import MasonryLayout

/// A masonry feed whose items are named by identity: it owns the ids, in
/// sections, and the ``MasonryHost`` that lays them out.
///
/// A data change is a new list of ids: ``apply(sections:height:headerHeight:footerHeight:)``
/// diffs it against the list the feed holds, by id
/// (``difference(from:to:)``, linear, with moves inferred), applies the
/// difference to the host as a batch in ``updateMode`` (keep-columns by
/// default: no item that stays changes column), and returns the offset
/// adjustment that keeps the item the user is looking at still.
///
///     let ratios: [Int: Double] = [7: 0.75, 8: 1.5, 9: 1]  // height ÷ width, by id
///     var feed = try MasonryFeed<Int>(configuration: Masonry.Configuration(columns: .fixed(2)))
///     feed.apply([7, 8, 9]) { id, width in width * ratios[id]! }
///     feed.prepare(viewport: bounds) { id, width in width * ratios[id]! }
///     let onScreen = feed.host.elements(in: bounds)
///
/// Heights are estimates the caller gives for an id and a column width;
/// they are asked for an item when it is inserted and when the width
/// changes, and a measured height (``setMeasuredHeight(_:of:hint:)``)
/// replaces the estimate until then. Every item spans one column.
///
/// ## Bad input
/// - An id that appears more than once in a new list: the first
///   occurrence is kept, the later ones are dropped and counted in
///   ``diagnostics`` (``Diagnostics/duplicateCount``, the first one named).
/// - Heights that are NaN, infinite, negative or too large: the engine's
///   sanitising rules (``/MasonryLayout/Masonry``), reported in
///   ``Diagnostics/heights``.
/// - An empty list: a feed of one empty section (or none, for no
///   sections) whose content is its insets.
///
/// - Note: The feed is a value: a copy is a snapshot of the ids and the
///   layout, sharing storage until one of them changes.
public struct MasonryFeed<ID: Hashable & Sendable>: Sendable {
  /// The host that lays the feed out: read it for frames, elements in a
  /// rect, anchors and transitions.
  public internal(set) var host: MasonryHost

  /// Every item's id, section after section, without duplicates.
  public internal(set) var ids: [ID] {
    didSet { _idHashes = [] }
  }

  /// The number of items in each section; they add up to `ids.count`.
  public internal(set) var itemCounts: [Int]

  /// What the last apply, reconfigure or prepare had to clean.
  public internal(set) var diagnostics = Diagnostics()

  /// The index in ``ids`` of each section's first item, and the total.
  internal var _starts: [Int]

  /// The ids, for the duplicate check of an update's changed middle.
  internal var _members: _IdentitySet<ID>

  /// The hash value of each of ``ids``, in order, where the apply that
  /// made them left them known (a new order laid out in one pass), else
  /// empty: the next apply does not hash the old ids again. Any change of
  /// ``ids`` empties it. (Hash values hold in one process only; the feed
  /// never writes them out.)
  internal var _idHashes: [Int] = []

  /// Whether an apply to a feed of one section takes a new order to the
  /// engine in one pass: `nil` (the default) when that costs less than the
  /// batch (`IdentityDifference.Alignment.isCheaperInOnePass`), `true`
  /// always and `false` never (the tests compare the two). A change that
  /// is one move alone is always the batch's, the engine's own move.
  package var _rearrangesInOnePass: Bool?

  /// Creates an empty feed (no sections), after checking the
  /// configuration.
  ///
  /// - Parameter configuration: The settings of every section; see
  ///   ``/MasonryLayout/Masonry/Configuration/validate()``.
  /// - Throws: ``/MasonryLayout/Masonry/ConfigurationError`` naming the
  ///   first invalid field.
  /// - Complexity: O(1).
  public init(configuration: Masonry.Configuration = Masonry.Configuration())
    throws(Masonry.ConfigurationError)
  {
    host = try MasonryHost(configuration: configuration)
    ids = []
    itemCounts = []
    _starts = [0]
    _members = _IdentitySet()
  }
}

// MARK: - Settings

extension MasonryFeed {
  /// How an update moves the items that stay:
  /// ``/MasonryLayout/Masonry/UpdateMode/keepColumns`` by default, so no
  /// item changes column under the user's eyes; ``/MasonryLayout/Masonry/UpdateMode/reflow``
  /// makes every update equal to a fresh layout of the new list.
  ///
  /// - Complexity: O(1).
  public var updateMode: Masonry.UpdateMode {
    get { host.updateMode }
    set { host.updateMode = newValue }
  }

  /// Whether each section's header stays pinned to the viewport's top
  /// while its section is on screen (the host's
  /// ``MasonryHost/pinsHeaders``); `false` by default.
  ///
  /// - Complexity: O(1).
  public var pinsHeaders: Bool {
    get { host.pinsHeaders }
    set { host.pinsHeaders = newValue }
  }

  /// The number of items, over every section.
  ///
  /// - Complexity: O(1).
  public var itemCount: Int { ids.count }

  /// The number of sections.
  ///
  /// - Complexity: O(1).
  public var sectionCount: Int { itemCounts.count }

  /// The ids of each section, in order.
  ///
  /// - Complexity: O(*n*): it copies the ids.
  public var sections: [[ID]] {
    (0..<itemCounts.count).map { Array(ids[_starts[$0]..<_starts[$0 + 1]]) }
  }
}

// MARK: - Scrolling

extension MasonryFeed {
  /// Records the scroll view's bounds without laying anything out: a
  /// scroll. The next update keeps the element the user is looking at in
  /// them still.
  ///
  /// - Parameter viewport: The scroll view's bounds, in content
  ///   coordinates.
  /// - Complexity: O(1).
  public mutating func setViewport(_ viewport: Rect) {
    host.setViewport(viewport)
  }
}
