// MasonryLayoutHosting: what a host layer decides when it puts a masonry
// feed on screen, in platform-free code that builds and is tested on
// Linux. MasonryLayoutUIKit (and the SwiftUI product) only forward to it.
//
// One type, `MasonryHost`, wraps a `SectionedMasonry` and answers the
// questions a `UICollectionViewLayout` is asked, in LayoutGeometry's and
// the engine's types: when to lay out again (`prepare(viewport:source:)`),
// how a batch of update items becomes engine edits (`+Updates`), where
// appearing and disappearing elements start and end (`+Transition`), what a
// measured height changes (`+SelfSizing`), what a bounds change invalidates
// and which offset keeps the anchor (`+Bounds`), which elements a rect
// shows (`+Queries`) and where a dragged item lands (`+Moving`). The
// engine is the only store of heights: an item's estimate, then its
// measured height, lives in the engine's per-item storage, and the source
// is asked again only for what an update or an invalidation names.
//
// For hosts that name their data by identity (a diffable UIKit feed, a
// server), `MasonryFeed` owns the ids and a host: a new list is diffed by
// id (`+Difference`, linear) and applied as one keep-columns batch with
// the anchor kept (`+Updates`). SwiftUI's LazyMasonry is a collection
// view with MasonryCollectionViewLayout; `LazyMasonryState` keeps
// its ids and prefetch hints, and `EndOfContent` says when the end is
// near.
// `MasonryStackLayout` (package: only SwiftUI's MasonryStack uses it) is
// the same for an eager container: settings to configuration, proposal to
// breadth, the cached layout and the placements.
