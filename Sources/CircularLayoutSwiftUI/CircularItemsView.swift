// The one view behind WheelView and CarouselView: the view that shows
// their values on each platform. Where UIKit exists, a collection view
// with the engine's shipped layout (CircularCollection, which keeps the
// values); elsewhere, where both public views are unavailable, nothing.

#if canImport(SwiftUI)
  import CircularLayout
  import CircularLayoutHosting
  import LayoutGeometry
  import SwiftUI

  #if canImport(UIKit) && !os(watchOS)
    import CircularLayoutUIKit

    /// An engine a public view shows: where UIKit exists, one with a
    /// shipped collection view layout.
    typealias CircularViewEngine = CircularCollectionEngine
  #else
    /// An engine a public view shows: none without UIKit.
    typealias CircularViewEngine = ScrollingLayout
  #endif

  /// The values of a `WheelView` or a `CarouselView`, and the view of the
  /// platform that shows them.
  @available(iOS 16.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  struct CircularItemsView<
    Engine: CircularViewEngine, Data: RandomAccessCollection, ID: Hashable, Content: View
  >: View {
    #if canImport(UIKit) && !os(watchOS)
      /// The representable that shows the values, which it keeps.
      let collection: CircularCollection<Engine, Data, ID, Content>
    #endif

    /// Creates the view of a public view's values.
    ///
    /// - Parameters:
    ///   - engine: The engine, as the caller configured it (its layout
    ///     direction is the environment's).
    ///   - data: The items.
    ///   - id: The path to each item's identifier.
    ///   - selection: The selected item's identifier.
    ///   - decelerationRate: How fast a fling slows down.
    ///   - content: The view of each item.
    /// - Complexity: O(1)
    init(
      engine: Engine, data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID>,
      decelerationRate: DecelerationRate, content: @escaping (Data.Element) -> Content
    ) {
      #if canImport(UIKit) && !os(watchOS)
        collection = CircularCollection(
          engine: engine, data: data, id: id,
          selection: selection, decelerationRate: decelerationRate, content: content)
      #endif
    }

    var body: some View {
      #if canImport(UIKit) && !os(watchOS)
        collection
      #else
        // macOS and watchOS, where the views are unavailable.
        EmptyView()
      #endif
    }
  }
#endif
