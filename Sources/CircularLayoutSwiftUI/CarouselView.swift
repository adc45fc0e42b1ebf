// The carousel: a view over CircularLayout's Carousel, in any of
// iCarousel's styles or a transform of your own, that a finger spins,
// that decelerates as UIScrollView does, lands where the carousel snaps
// and writes its selection once, where it settles. Where UIKit exists it
// is a UICollectionView with CarouselCollectionViewLayout
// (CircularCollection); not on macOS, watchOS or tvOS.

#if canImport(SwiftUI)
  import CircularLayout
  import CircularLayoutHosting
  import LayoutGeometry
  import SwiftUI

  /// A carousel of views that spins by itself, with a selection.
  ///
  ///     CarouselView(items, style: .coverFlow, selection: $selected) { item in Cover(item) }
  ///
  /// `selection` binds the selected item's identifier (its `id`, or the
  /// value at the `id:` key path), not the item, as ``WheelView``'s does.
  ///
  /// Every ``/CircularLayout/Carousel/Style`` draws as the engine places
  /// it; a custom ``/CircularLayout/CarouselTransform`` through
  /// ``init(_:id:custom:itemSize:selection:decelerationRate:content:)``.
  /// ``/CircularLayout/Carousel/Style/coverFlow2`` holds its toggle while
  /// the finger is down, as iCarousel does, and a touch finds the item
  /// drawn on top where items overlap (the layout's hit-test of the
  /// projected outlines, not UIKit's, which goes by the cells' order
  /// among the subviews). The scrolling is ``WheelView``'s: a drag decelerating as
  /// `UIScrollView` does, the landing the carousel's
  /// ``/CircularLayout/ScrollSnapping`` chooses, the selection written
  /// once where it settles, taps, VoiceOver, right to left from the
  /// environment, wrap-around, and data changes followed by identity.
  ///
  /// Where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS) the carousel
  /// is a `UICollectionView` with `CarouselCollectionViewLayout`, each
  /// item's view hosted in a cell with the carousel's 3D transform, and
  /// UIKit scrolls it as ``WheelView`` describes. Not on macOS, watchOS
  /// or tvOS, as ``WheelView``.
  ///
  /// VoiceOver reads the carousel as ``WheelView`` describes: one
  /// adjustable element valued by the centred item's description (the
  /// selection at rest); swipe up for the next item (the next index:
  /// towards the trailing side, on the left right to left, below on a
  /// vertical carousel), down for the previous, each swipe moving one
  /// item and writing `selection` once, nothing past the ends of a
  /// carousel that does not wrap.
  ///
  /// The view takes the space it is offered; the engine centres its
  /// items in it, and what falls outside is clipped, as a scroll view
  /// clips.
  ///
  /// ## Edges
  ///
  /// As ``WheelView``'s; besides, an item size the carousel rejects (not
  /// finite and positive) reads as ``defaultItemSize``, and
  /// ``/CircularLayout/Carousel/Style/custom`` passed as a style, which
  /// needs a transform, reads as ``/CircularLayout/Carousel/Style/linear``.
  @available(iOS 16.0, visionOS 1.0, *)
  @available(macOS, unavailable, message: "CarouselView is a UICollectionView; macOS has none")
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public struct CarouselView<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The values, and the platform's view of them.
    let view: CircularItemsView<Carousel, Data, ID, Content>

    /// Creates a carousel with every setting of its own.
    ///
    /// - Parameters:
    ///   - data: The items.
    ///   - id: The key path to each item's identifier.
    ///   - carousel: The carousel (style, item size, snapping,
    ///     wrap-around, ...); its layout direction is the environment's.
    ///   - selection: The selected item's identifier.
    ///   - decelerationRate: How fast a fling slows down.
    ///   - content: The view of an item, laid out at the item size.
    /// - Complexity: O(1)
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, carousel: Carousel, selection: Binding<ID>,
      decelerationRate: DecelerationRate = .normal,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      view = CircularItemsView(
        engine: carousel, data: data, id: id, selection: selection,
        decelerationRate: decelerationRate, content: content)
    }

    /// Creates a carousel in one of iCarousel's styles.
    ///
    /// - Parameters:
    ///   - data: The items.
    ///   - id: The key path to each item's identifier.
    ///   - style: The style; ``/CircularLayout/Carousel/Style/linear`` by
    ///     default (``/CircularLayout/Carousel/Style/custom`` reads as it).
    ///   - itemSize: The size of every item; ``defaultItemSize`` by
    ///     default, and when the carousel rejects it.
    ///   - selection: The selected item's identifier.
    ///   - decelerationRate: How fast a fling slows down.
    ///   - content: The view of an item.
    /// - Complexity: O(1)
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, style: Carousel.Style = .linear,
      itemSize: CGSize = CarouselView.defaultItemSize, selection: Binding<ID>,
      decelerationRate: DecelerationRate = .normal,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      let chosen = style == .custom ? .linear : style
      let carousel =
        (try? Carousel(itemSize: Size(itemSize), style: chosen))
        ?? (try? Carousel(itemSize: Size(Self.defaultItemSize), style: chosen))
      self.init(
        data, id: id, carousel: carousel ?? Self.defaultCarousel, selection: selection,
        decelerationRate: decelerationRate, content: content)
    }

    /// Creates a carousel whose items a transform of your own places.
    ///
    /// - Parameters:
    ///   - data: The items.
    ///   - id: The key path to each item's identifier.
    ///   - custom: The transform and alpha of each offset.
    ///   - itemSize: The size of every item; ``defaultItemSize`` by
    ///     default, and when the carousel rejects it.
    ///   - selection: The selected item's identifier.
    ///   - decelerationRate: How fast a fling slows down.
    ///   - content: The view of an item.
    /// - Complexity: O(1)
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, custom: some CarouselTransform,
      itemSize: CGSize = CarouselView.defaultItemSize, selection: Binding<ID>,
      decelerationRate: DecelerationRate = .normal,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      let carousel =
        (try? Carousel(itemSize: Size(itemSize), custom: custom))
        ?? (try? Carousel(itemSize: Size(Self.defaultItemSize), custom: custom))
      self.init(
        data, id: id, carousel: carousel ?? Self.defaultCarousel, selection: selection,
        decelerationRate: decelerationRate, content: content)
    }

    /// The view: the items in the carousel, turned by the finger. Where
    /// UIKit exists, a collection view with `CarouselCollectionViewLayout`
    /// whose cells host the content.
    public var body: some View { view }
  }

  @available(iOS 16.0, visionOS 1.0, *)
  @available(macOS, unavailable, message: "CarouselView is a UICollectionView; macOS has none")
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  extension CarouselView {
    /// The item size a carousel gets without one: 200 x 200 points.
    public static var defaultItemSize: CGSize { CGSize(width: 200, height: 200) }

    /// A linear carousel of ``defaultItemSize`` items: the last resort
    /// when no other carousel can be made.
    static var defaultCarousel: Carousel {
      // Constant, valid arguments: the initialiser cannot throw here.
      try! Carousel(itemSize: Size(width: 200, height: 200))
    }
  }
#endif
