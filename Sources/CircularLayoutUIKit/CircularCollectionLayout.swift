// A shipped layout's engine, typed: what the one collection view bridge
// behind SwiftUI's WheelView and CarouselView needs of the layout it
// hosts. Everything else the bridge reads is
// CircularCollectionViewLayout's, which both layouts are.

#if canImport(UIKit) && !os(watchOS)
  import CircularLayout
  import CircularLayoutHosting
  import LayoutGeometry
  import UIKit

  /// A shipped collection view layout the bridge hosts:
  /// `WheelCollectionViewLayout` and `CarouselCollectionViewLayout`.
  @MainActor
  package protocol CircularCollectionLayout: CircularCollectionViewLayout {
    /// The engine the layout draws.
    associatedtype Engine: CircularCollectionEngine
  }

  extension CircularCollectionLayout {
    /// The engine; setting it invalidates the layout and keeps the centred
    /// item where it stood.
    package var engine: Engine {
      get { engine(as: Engine.self) }
      set { replaceEngine(newValue) }
    }
  }

  extension WheelCollectionViewLayout: CircularCollectionLayout {
    package typealias Engine = Wheel
  }

  extension CarouselCollectionViewLayout: CircularCollectionLayout {
    package typealias Engine = Carousel
  }
#endif
