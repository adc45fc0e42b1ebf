// The lazy masonry feed for SwiftUI. Where UIKit exists, a
// UICollectionView with the shipped MasonryCollectionViewLayout
// (LazyMasonryRepresentable, LazyMasonryCoordinator), which decides nothing
// itself; not on macOS or watchOS.

#if canImport(SwiftUI)
  import LayoutGeometry
  import MasonryLayout
  import MasonryLayoutHosting
  import SwiftUI

  /// A masonry feed that builds only the views on screen, plus a margin:
  /// SwiftUI's counterpart of `MasonryCollectionViewLayout`, and where
  /// UIKit exists, that layout itself.
  ///
  ///     LazyMasonry(photos, columns: .adaptive(minimumWidth: 160, maximumCount: 4), spacing: 8) {
  ///       photo in PhotoCard(photo)
  ///     } height: { photo, width in width * photo.aspectRatio }   // height ÷ width
  ///
  /// On iOS, iPadOS, Mac Catalyst, tvOS and visionOS the feed is a
  /// `UICollectionView` with `MasonryCollectionViewLayout`, each item's view
  /// hosted in a cell (`UIHostingConfiguration`): UIKit scrolls,
  /// decelerates, sizes the cells, prefetches and gives VoiceOver every
  /// item, and the layout keeps the item the user is looking at still in
  /// the same layout pass that moves the content.
  ///
  /// - Items are named by identity (`Identifiable` data, or an `id:` key
  ///   path). When the data changes, the new ids go to a diffable data
  ///   source, the items that stay keep their columns, and the change
  ///   animates when the transaction it was made in animates
  ///   (`withAnimation`); the item the user is looking at (the first one at
  ///   least half on screen) stays where it is. Each new value builds the
  ///   views of the cells UIKit holds again (on screen and prepared near
  ///   it), so items whose ids stay show their new data. An estimate is
  ///   read when its id is inserted and, where UIKit exists and the items
  ///   are `Equatable`, again when an item's value changes under the same
  ///   id and UIKit holds no cell for it (a cell it holds is rebuilt in
  ///   place, keeping its views' state, and measures itself again). Each
  ///   update reads every id once (and compares every `Equatable` item
  ///   with its last value): O(n), when SwiftUI updates the view, never
  ///   while it scrolls.
  /// - Each item's views are identified by its id, as a `ForEach` row's
  ///   are: their state (`@State`, `@StateObject`, a running `.task`)
  ///   belongs to the item, and a cell UIKit reuses for another item
  ///   starts that item's views afresh.
  /// - `height` is an estimate: each cell sizes itself along the flow at
  ///   its column's width (text wraps there), taking the longer of its
  ///   content's length when offered the estimate and its ideal length: a
  ///   view with no length of its own, such as a placeholder `Color`,
  ///   takes the estimate, and a view with a length of its own (text, an
  ///   image of fixed height) takes that length, longer than the estimate
  ///   or shorter, so nothing is cut. No system minimum applies: a cell is
  ///   as short as its content. Return one view: several (a builder's
  ///   list) are stacked with no spacing, each at its ideal length, and a
  ///   `Color` among them takes a few points, not the estimate; wrap them
  ///   in a `VStack`. The measured length replaces the estimate, with the
  ///   columns kept: a cell measured above the screen is taken up above
  ///   it, so nothing on screen moves, and a cell on screen grows from its
  ///   top (right after a re-layout, the item the user is looking at stays
  ///   still).
  /// - Sections (``init(sections:id:columns:spacing:axis:pinnedHeaders:content:height:header:headerHeight:footer:footerHeight:)``)
  ///   have headers and footers, optionally pinned.
  /// - ``scrollTarget(_:)`` scrolls to an item by id (also when set before
  ///   the first layout), ``onPrefetch(_:)`` names the items about to
  ///   appear, and ``onEndReached(_:)`` asks for the next page.
  /// - Inside `refreshable(action:)`, the feed offers pull to refresh, as
  ///   `List` and `ScrollView` do: the collection view gets a
  ///   `UIRefreshControl`, a pull runs the latest refresh action (on the
  ///   main actor), and the control spins until the action returns; a
  ///   second pull meanwhile runs nothing. Without a refresh action there
  ///   is no control (one is removed when the action goes away). Not on
  ///   tvOS, which has no refresh control.
  ///
  /// Requires iOS 16, tvOS 16 or visionOS 1 (`UIHostingConfiguration`).
  /// Not on macOS or watchOS, which have no `UICollectionView`: pure
  /// SwiftUI cannot move custom content and the scroll offset in one
  /// step, so an offset adjustment would land a frame late and stop a
  /// scroll's momentum. Use ``MasonryStack`` for a short feed there.
  ///
  /// ## Bad input
  /// Duplicate ids: the first item with an id is shown, the later ones
  /// are not. An estimate or a measured height that is NaN, infinite or
  /// negative: the engine's rules (an estimate reads as 0; a measurement
  /// keeps the estimate). An empty list shows nothing and reports the end
  /// at once. A column rule the engine rejects (`.fixed(0)`, an adaptive
  /// or fixed width that is not finite and positive) is replaced with
  /// `Masonry.Configuration()`'s columns (two), the axis, spacing and
  /// insets kept; nothing traps.
  ///
  /// The ids must be `Hashable` and `Sendable`: they are a diffable data
  /// source's item identifiers, which UIKit requires to be both.
  @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
  @available(macOS, unavailable, message: "LazyMasonry is a UICollectionView; use MasonryStack")
  @available(watchOS, unavailable, message: "LazyMasonry is a UICollectionView; use MasonryStack")
  public struct LazyMasonry<
    Item, ID: Hashable & Sendable, Content: View, Header: View, Footer: View
  >:
    View
  {
    let sections: [[Item]]
    let id: KeyPath<Item, ID>
    let configuration: Masonry.Configuration
    let pinsHeaders: Bool
    let content: (Item) -> Content
    let height: (Item, CGFloat) -> CGFloat
    let header: (Int) -> Header
    let headerHeight: (Int, CGFloat) -> CGFloat
    let footer: (Int) -> Footer
    let footerHeight: (Int, CGFloat) -> CGFloat
    var overscan: CGFloat = 300
    var prefetch: (([ID]) -> Void)?
    var endReached: (() -> Void)?
    var target: Binding<ID?>?

    /// The feed's views: a collection view with
    /// `MasonryCollectionViewLayout` whose cells host the content.
    public var body: some View {
      #if canImport(UIKit) && !os(watchOS)
        LazyMasonryRepresentable(self)
      #else
        // macOS and watchOS, where the view is unavailable.
        EmptyView()
      #endif
    }
  }
#endif
