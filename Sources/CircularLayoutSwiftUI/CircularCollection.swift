// WheelView's and CarouselView's body where UIKit exists: a representable
// that makes the coordinator's collection view and brings it each new
// value of the view, with the caller's transaction, environment and
// layout direction.

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import CircularLayout
  import CircularLayoutHosting
  import CircularLayoutUIKit
  import SwiftUI
  import UIKit

  /// The representable behind `WheelView` and `CarouselView` on UIKit
  /// platforms: a `UICollectionView` with the shipped layout for the
  /// engine, whose cells host the content, in a container that VoiceOver
  /// reads as one adjustable element.
  @available(iOS 16.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  package struct CircularCollection<
    Engine: CircularCollectionEngine, Data: RandomAccessCollection, ID: Hashable, Content: View
  >: UIViewRepresentable {
    /// The engine, as the caller configured it (its layout direction is
    /// the environment's); its shipped layout draws it.
    package let engine: Engine
    /// The items.
    package let data: Data
    /// The path to each item's identifier.
    package let id: KeyPath<Data.Element, ID>
    /// The selected item's identifier.
    package let selection: Binding<ID>
    /// How fast a fling slows down.
    package let decelerationRate: DecelerationRate
    /// The view of each item.
    package let content: (Data.Element) -> Content

    /// Creates the representable of a view's values.
    ///
    /// - Complexity: O(1)
    package init(
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

    package func makeCoordinator() -> CircularCollectionCoordinator<Engine, Data, ID, Content> {
      CircularCollectionCoordinator(self, environment: EnvironmentValues())
    }

    package func makeUIView(context: Context) -> _CircularContainerView {
      let environment = context.environment
      context.coordinator.update(
        self, environment: environment, layoutDirection: environment.layoutDirection,
        animated: false)
      return context.coordinator.containerView
    }

    package func updateUIView(_ uiView: _CircularContainerView, context: Context) {
      let environment = context.environment
      // An animation in the transaction animates the change; its
      // `disablesAnimations` stops only implicit `animation(_:)` ones.
      let transaction = context.transaction
      context.coordinator.update(
        self, environment: environment, layoutDirection: environment.layoutDirection,
        animated: transaction.animation != nil)
    }
  }
#endif
