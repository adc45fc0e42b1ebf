// What the one collection view bridge behind WheelView and CarouselView
// needs of a shipped UIKit layout and of its engine, so that a single
// generic coordinator serves both: the two layouts already have these
// members, and conform here.

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import CircularLayout
  import CircularLayoutHosting
  import CircularLayoutUIKit
  import LayoutGeometry
  import UIKit

  /// An engine the bridge turns to the environment's layout direction:
  /// `Wheel` and `Carousel`.
  package protocol CircularCollectionEngine: HostedScrollingLayout {
    /// The direction the items are laid out in.
    var layoutDirection: LayoutGeometry.LayoutDirection { get set }
  }

  extension Wheel: CircularCollectionEngine {}
  extension Carousel: CircularCollectionEngine {}

  /// A shipped collection view layout the bridge hosts:
  /// `WheelCollectionViewLayout` and `CarouselCollectionViewLayout`, each
  /// through members it has already.
  @MainActor
  package protocol CircularCollectionLayout: UICollectionViewLayout {
    /// The engine the layout draws.
    associatedtype Engine: CircularCollectionEngine

    /// The engine; setting it invalidates the layout and keeps the centred
    /// item where it stood.
    var engine: Engine { get set }

    /// Whether each layout pass takes the engine's direction from the
    /// collection view; the bridge sets the environment's itself.
    var followsCollectionViewLayoutDirection: Bool { get set }

    /// The item at the reference point (the top of a wheel, the centre of
    /// a carousel); `nil` without items.
    var centeredItemIndex: Int? { get }

    /// The item the last drag comes to rest on, as decided at the lift.
    var landingItemIndex: Int? { get }

    /// The content offset that brings an item to the reference point the
    /// shortest way round.
    func contentOffset(centeringItemAt index: Int) -> CGPoint

    /// The content offset to start at with an item at the reference
    /// point: the middle of a wrapping engine's content, the far end of a
    /// right-to-left one's.
    func initialContentOffset(centeringItemAt index: Int) -> CGPoint
  }

  extension WheelCollectionViewLayout: CircularCollectionLayout {
    /// The wheel.
    package var engine: Wheel {
      get { wheel }
      set { wheel = newValue }
    }
  }

  extension CarouselCollectionViewLayout: CircularCollectionLayout {
    /// The carousel.
    package var engine: Carousel {
      get { carousel }
      set { carousel = newValue }
    }
  }
#endif
