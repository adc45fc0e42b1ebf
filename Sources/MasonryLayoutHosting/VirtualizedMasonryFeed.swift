// A feed keyed by identity seen through a virtualizer: the state a lazy
// view keeps between its bodies (the feed, what was built, the viewport,
// the offset adjustments not yet applied) and every decision it makes
// with them, in platform-free code. SwiftUI's LazyMasonry holds one and
// only converts its types.

import LayoutGeometry
import MasonryLayout

/// A ``MasonryFeed`` seen through a ``MasonryVirtualizer``: the ids and
/// the layout of a lazy masonry view, and the cells it builds for the
/// current viewport; the platform-free core of SwiftUI's `LazyMasonry`.
///
/// A host brings it to each new body's data with
/// ``sync(sections:configuration:pinsHeaders:overscan:height:headerHeight:footerHeight:)``,
/// reports scrolls with ``scroll(to:)`` and cells' measured lengths with
/// ``setMeasuredLength(_:of:at:)``, and builds the ``cells`` (each keyed
/// by an item's id or a section's header or footer, with its frame and
/// z-index). Whenever the content moved under the viewport (an update
/// above it, a measured height, a new width), the move is added to
/// ``pendingAdjustment`` and ``adjustmentCount`` changes: the host adds it
/// to its scroll offset and calls ``takeAdjustment()``.
///
///     var lazy = VirtualizedMasonryFeed<Int>()
///     lazy.scroll(to: Rect(x: 0, y: 0, width: 375, height: 812))
///     lazy.sync(
///       sections: [Array(0..<1_000)], configuration: Masonry.Configuration(columns: .fixed(2)),
///       pinsHeaders: false, overscan: 300
///     ) { _, width in width }
///     let frames = lazy.cells.map(\.frame)  // the views to build, and where
///
/// Until the first sync there is no feed (``feed`` is `nil`): a scroll is
/// recorded and builds nothing.
///
/// ## Bad input
/// - A configuration the engine rejects (see
///   ``/MasonryLayout/Masonry/Configuration/validate()``) lays the feed out
///   with `Masonry.Configuration()`'s defaults and is reported in
///   ``configurationError``; nothing traps. Syncing the same rejected
///   configuration again keeps the feed (it is not laid out again).
/// - Duplicate ids: the feed's rule (the first occurrence kept, the later
///   ones dropped and counted in the feed's
///   ``MasonryFeed/diagnostics``); ``source(of:)`` gives each kept id's
///   first place in the lists as given, so that the host finds its data.
/// - Heights that are NaN, infinite or negative: the engine's rules (an
///   estimate reads as 0; a measured one changes nothing).
/// - A viewport with a NaN or infinite component builds nothing, as the
///   virtualizer's rule has it; a NaN, infinite or negative overscan reads
///   as 0.
///
/// - Note: The type is a value: a copy is a snapshot of the feed, the
///   cells and the pending adjustment, sharing storage until one of them
///   changes.
public struct VirtualizedMasonryFeed<ID: Hashable & Sendable>: Sendable {
  /// The feed: its ids, in sections, and the host that lays them out;
  /// `nil` until the first sync.
  public internal(set) var feed: MasonryFeed<ID>?

  /// The virtualizer: what the last pass built and hinted.
  public internal(set) var virtualizer: MasonryVirtualizer

  /// The viewport last reported by ``scroll(to:)``, in content
  /// coordinates; `.zero` before the first. The feed's own viewport
  /// (``MasonryHost/viewport``) also moves with each offset adjustment, as
  /// the scroll view will once the host applies it.
  public internal(set) var viewport: Rect = .zero

  /// The cells to build for the feed's viewport, in the engine's order
  /// (section by section: header, items by index, footer).
  public internal(set) var cells: [Cell] = []

  /// A count that changes whenever ``cells`` are computed again (each
  /// sync, scroll and measurement that changed a height); wraps around.
  public internal(set) var revision = 0

  /// What to add to the scroll offset, accumulated since the last
  /// ``takeAdjustment()``; zero when the content has not moved under the
  /// viewport.
  public internal(set) var pendingAdjustment: Point = .zero

  /// A count that changes with each non-zero offset adjustment added to
  /// ``pendingAdjustment``; wraps around. A host that observes values
  /// rather than events watches it.
  public internal(set) var adjustmentCount = 0

  /// The configuration of the last sync, as given (rejected or not); `nil`
  /// before the first.
  public internal(set) var configuration: Masonry.Configuration?

  /// Why the engine rejected ``configuration``, when it did: the feed is
  /// then laid out with `Masonry.Configuration()`'s defaults. `nil` for a
  /// valid configuration.
  public internal(set) var configurationError: Masonry.ConfigurationError?

  /// When the last list had duplicates: each kept id's first place in
  /// it. `nil` otherwise (a kept id's place is then its path).
  internal var _sourcePaths: [ID: ItemPath]?

  /// The content length at which a pass the host was not given (a
  /// sync's, a measurement's) reached the end of the content: the next
  /// scroll reports it, if the length is still that.
  internal var _undeliveredEnd: Double?

  /// The items a pass the host was not given hinted, each with the path
  /// it had then: the next scroll reports those the feed still holds.
  internal var _undeliveredPrefetch: [(id: ID, path: ItemPath)] = []

  /// Creates a lazy feed that holds nothing yet: no feed until the first
  /// sync, no cells, no adjustment.
  ///
  /// - Parameter overscan: How far past the viewport cells are built, on
  ///   each side along the flow (the virtualizer's
  ///   ``MasonryVirtualizer/overscan``); each sync sets it again.
  /// - Complexity: O(1).
  public init(overscan: Double = 300) {
    virtualizer = MasonryVirtualizer(overscan: overscan)
  }
}
