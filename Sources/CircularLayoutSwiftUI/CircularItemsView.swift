// The one view behind WheelView and CarouselView: their values, and the
// body that picks the platform's view for them. Where UIKit exists, a
// collection view with the engine's shipped layout (CircularCollection);
// elsewhere, where both public views are unavailable, nothing.

#if canImport(SwiftUI)
  import CircularLayout
  import CircularLayoutHosting
  import LayoutGeometry
  import SwiftUI

  #if canImport(UIKit) && !os(watchOS)
    import CircularLayoutUIKit

    /// An engine a public view shows: where UIKit exists, one with a
    /// shipped collection view layout.
    protocol CircularViewEngine: CircularCollectionEngine {
      /// The engine's collection view layout.
      associatedtype CollectionLayout: CircularCollectionLayout
      where CollectionLayout.Engine == Self

      /// A layout drawing `engine`.
      @MainActor static func makeLayout(_ engine: Self) -> CollectionLayout
    }

    extension Wheel: CircularViewEngine {
      @MainActor static func makeLayout(_ engine: Wheel) -> WheelCollectionViewLayout {
        WheelCollectionViewLayout(wheel: engine)
      }
    }

    extension Carousel: CircularViewEngine {
      @MainActor static func makeLayout(_ engine: Carousel)
        -> CarouselCollectionViewLayout
      {
        CarouselCollectionViewLayout(carousel: engine)
      }
    }
  #else
    /// An engine a public view shows: none without UIKit.
    protocol CircularViewEngine: HostedScrollingLayout {}

    extension Wheel: CircularViewEngine {}
    extension Carousel: CircularViewEngine {}
  #endif

  /// The values of a `WheelView` or a `CarouselView`, and the view of the
  /// platform that shows them.
  @available(iOS 17.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  struct CircularItemsView<
    Engine: CircularViewEngine, Data: RandomAccessCollection, ID: Hashable, Content: View
  >: View {
    /// The engine, as the caller configured it (its layout direction is
    /// the environment's).
    let engine: Engine
    /// The items.
    let data: Data
    /// The path to each item's identifier.
    let id: KeyPath<Data.Element, ID>
    /// The selected item's identifier.
    let selection: Binding<ID>
    /// How fast a fling slows down.
    let decelerationRate: DecelerationRate
    /// The view of each item.
    let content: (Data.Element) -> Content

    /// Creates the view of a public view's values.
    ///
    /// - Complexity: O(1)
    init(
      engine: Engine, data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID>,
      decelerationRate: DecelerationRate, content: @escaping (Data.Element) -> Content
    ) {
      self.engine = engine
      self.data = data
      self.id = id
      self.selection = selection
      self.decelerationRate = decelerationRate
      self.content = content
    }

    var body: some View {
      #if canImport(UIKit) && !os(watchOS)
        CircularCollection<Engine.CollectionLayout, Data, ID, Content>(
          engine: engine, makeLayout: Engine.makeLayout, data: data, id: id,
          selection: selection, decelerationRate: decelerationRate, content: content)
      #else
        // macOS and watchOS, where the views are unavailable.
        EmptyView()
      #endif
    }
  }
#endif
