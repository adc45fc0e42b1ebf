// The carousel over identifiable items: the initialisers without `id:`.

#if canImport(SwiftUI)
  import CircularLayout
  import CircularLayoutHosting
  import LayoutGeometry
  import SwiftUI

  @available(iOS 16.0, visionOS 1.0, *)
  @available(macOS, unavailable, message: "CarouselView is a UICollectionView; macOS has none")
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  extension CarouselView where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Creates a carousel of identifiable items in one of iCarousel's
    /// styles.
    ///
    ///     CarouselView(items, style: .coverFlow, selection: $selected) { item in Cover(item) }
    ///
    /// - Parameters:
    ///   - data: The items.
    ///   - style: The style; ``/CircularLayout/Carousel/Style/linear`` by
    ///     default.
    ///   - itemSize: The size of every item; ``defaultItemSize`` by default.
    ///   - selection: The selected item's identifier.
    ///   - decelerationRate: How fast a fling slows down.
    ///   - content: The view of an item.
    /// - Complexity: O(1)
    public init(
      _ data: Data, style: Carousel.Style = .linear,
      itemSize: CGSize = CarouselView.defaultItemSize, selection: Binding<ID>,
      decelerationRate: DecelerationRate = .normal,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, id: \.id, style: style, itemSize: itemSize, selection: selection,
        decelerationRate: decelerationRate, content: content)
    }

    /// Creates a carousel of identifiable items that a transform of your
    /// own places.
    ///
    /// - Parameters:
    ///   - data: The items.
    ///   - custom: The transform and alpha of each offset.
    ///   - itemSize: The size of every item; ``defaultItemSize`` by default.
    ///   - selection: The selected item's identifier.
    ///   - decelerationRate: How fast a fling slows down.
    ///   - content: The view of an item.
    /// - Complexity: O(1)
    public init(
      _ data: Data, custom: some CarouselTransform,
      itemSize: CGSize = CarouselView.defaultItemSize, selection: Binding<ID>,
      decelerationRate: DecelerationRate = .normal,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, id: \.id, custom: custom, itemSize: itemSize, selection: selection,
        decelerationRate: decelerationRate, content: content)
    }

    /// Creates a carousel of identifiable items with every setting of its
    /// own.
    ///
    /// - Parameters:
    ///   - data: The items.
    ///   - carousel: The carousel.
    ///   - selection: The selected item's identifier.
    ///   - decelerationRate: How fast a fling slows down.
    ///   - content: The view of an item.
    /// - Complexity: O(1)
    public init(
      _ data: Data, carousel: Carousel, selection: Binding<ID>,
      decelerationRate: DecelerationRate = .normal,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, id: \.id, carousel: carousel, selection: selection,
        decelerationRate: decelerationRate, content: content)
    }
  }
#endif
