// The wheel over identifiable items: the initialiser without `id:`.

#if canImport(SwiftUI)
  import CircularLayout
  import CircularLayoutHosting
  import LayoutGeometry
  import SwiftUI

  @available(iOS 16.0, visionOS 1.0, *)
  @available(macOS, unavailable, message: "WheelView is a UICollectionView; macOS has none")
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  extension WheelView where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Creates a wheel of identifiable items.
    ///
    ///     WheelView(items, selection: $selected) { item in Label(item) }
    ///
    /// - Parameters:
    ///   - data: The items.
    ///   - wheel: The wheel's settings; ``defaultWheel`` by default.
    ///   - selection: The selected item's identifier.
    ///   - decelerationRate: How fast a fling slows down.
    ///   - content: The view of an item.
    /// - Complexity: O(1)
    public init(
      _ data: Data, wheel: Wheel = WheelView.defaultWheel, selection: Binding<ID>,
      decelerationRate: DecelerationRate = .normal,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, id: \.id, wheel: wheel, selection: selection, decelerationRate: decelerationRate,
        content: content)
    }
  }
#endif
