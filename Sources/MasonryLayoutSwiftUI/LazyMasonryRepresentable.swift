// LazyMasonry's body where UIKit exists: a representable that makes the
// coordinator's collection view and brings it each new value of the feed,
// with the caller's transaction and environment.

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI
  import UIKit

  /// The representable behind `LazyMasonry` on UIKit platforms.
  @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
  package struct LazyMasonryRepresentable<
    Item, ID: Hashable & Sendable, Content: View, Header: View, Footer: View
  >: UIViewRepresentable {
    package typealias Value = LazyMasonry<Item, ID, Content, Header, Footer>
    let lazyMasonry: Value

    package init(_ lazyMasonry: Value) {
      self.lazyMasonry = lazyMasonry
    }

    package func makeCoordinator() -> LazyMasonryCoordinator<Item, ID, Content, Header, Footer> {
      LazyMasonryCoordinator(lazyMasonry, environment: EnvironmentValues())
    }

    package func makeUIView(context: Context) -> UICollectionView {
      context.coordinator.update(lazyMasonry, environment: context.environment, animated: false)
      return context.coordinator.collectionView
    }

    package func updateUIView(_ uiView: UICollectionView, context: Context) {
      // An animation in the transaction animates the change; its
      // `disablesAnimations` stops only implicit `animation(_:)` ones.
      let transaction = context.transaction
      context.coordinator.update(
        lazyMasonry, environment: context.environment,
        animated: transaction.animation != nil)
    }
  }
#endif
