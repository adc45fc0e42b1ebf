// What CircularCollectionViewLayout asks of the host it holds, whichever
// engine it drives: the host's own rules (already written once, generic
// over the engine), and for each engine its cells as UIKit attributes, its
// hit test, its reading order and the shipped layout that draws it (which
// SwiftUI's WheelView and CarouselView make). The layout stores the host as
// `any CircularLayoutDriver`, so that one class serves the wheel and the
// carousel and stays visible to Objective-C (storyboards find a layout
// class by name, which a generic class does not have).

#if canImport(UIKit) && !os(watchOS)
  import CircularLayout
  import CircularLayoutHosting
  import LayoutGeometry
  import UIKit

  /// An engine a ``CircularCollectionViewLayout`` draws: the wheel and the
  /// carousel, each answering for its cells under one signature, with the
  /// shipped layout that draws it (which SwiftUI's `WheelView` and
  /// `CarouselView` make). The cover flow 2 toggle is the carousel's; the
  /// wheel has none and ignores it.
  package protocol CircularCollectionEngine: ScrollingLayout {
    /// The engine's shipped collection view layout.
    associatedtype CollectionLayout: CircularCollectionViewLayout

    /// A shipped layout drawing `engine`: its host drives an engine of
    /// this type, which the SwiftUI bridge reads back with
    /// `engine(as: Self.self)` (another type would trap there).
    @MainActor static func makeLayout(_ engine: Self) -> CollectionLayout

    /// The direction the items are laid out in.
    var layoutDirection: LayoutGeometry.LayoutDirection { get set }

    /// The UIKit attributes of the cells shown whose outline meets `rect`,
    /// ascending by index.
    @MainActor
    static func layoutAttributes(
      forElementsIn rect: Rect, of host: ScrollingLayoutHost<Self>, in bounds: Rect, itemCount: Int,
      coverFlowToggle: Double
    ) -> [UICollectionViewLayoutAttributes]

    /// The UIKit attributes of any item, shown or hidden; `nil` outside
    /// `0 ..< itemCount`.
    @MainActor
    static func layoutAttributes(
      forItemAt index: Int, of host: ScrollingLayoutHost<Self>, bounds: Rect, itemCount: Int,
      coverFlowToggle: Double
    ) -> UICollectionViewLayoutAttributes?

    /// The item a tap at `point` lands on: the one in front whose drawn
    /// outline contains it.
    static func itemIndex(
      at point: Point, of host: ScrollingLayoutHost<Self>, bounds: Rect, itemCount: Int,
      coverFlowToggle: Double
    ) -> Int?

    /// The items shown, in the order VoiceOver reads them.
    static func readingOrder(
      of host: ScrollingLayoutHost<Self>, bounds: Rect, itemCount: Int, coverFlowToggle: Double
    ) -> [Int]
  }

  /// The host as ``CircularCollectionViewLayout`` holds it, its engine
  /// erased: every requirement but the last four is the host's own
  /// method, and those four are the engine's
  /// (``CircularCollectionEngine``).
  package protocol CircularLayoutDriver: Sendable {
    /// The direction the engine lays its items out in.
    var layoutDirection: LayoutGeometry.LayoutDirection { get set }

    func contentSize(in bounds: Rect, itemCount: Int) -> Size
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool
    func contentOffsetAdjustment(
      forBoundsChange newBounds: Rect, from oldBounds: Rect, itemCount: Int
    )
      -> Point
    func targetContentOffset(
      forProposed proposed: Point, velocity: Point, in bounds: Rect, itemCount: Int
    )
      -> Point
    func landingItemIndex(
      forProposed proposed: Point, velocity: Point, in bounds: Rect, itemCount: Int
    )
      -> Int?
    func centeredItemIndex(in bounds: Rect, itemCount: Int) -> Int?
    func contentOffset(centering index: Int, in bounds: Rect, itemCount: Int) -> Point
    func initialContentOffset(centering index: Int, in bounds: Rect, itemCount: Int) -> Point
    func contentOffset(steppingBy steps: Int, in bounds: Rect, itemCount: Int) -> Point?
    func contentOffset(
      keepingCenteredThrough updates: [UpdateItem], in bounds: Rect, itemCount: Int,
      newItemCount: Int
    ) -> Point
    func nextCoverFlowToggle(
      after previous: Double, isTracking: Bool, in bounds: Rect, itemCount: Int
    )
      -> Double

    @MainActor
    func layoutAttributes(
      forElementsIn rect: Rect, in bounds: Rect, itemCount: Int, coverFlowToggle: Double
    ) -> [UICollectionViewLayoutAttributes]
    @MainActor
    func layoutAttributes(
      forItemAt index: Int, in bounds: Rect, itemCount: Int, coverFlowToggle: Double
    ) -> UICollectionViewLayoutAttributes?
    func hitItemIndex(at point: Point, in bounds: Rect, itemCount: Int, coverFlowToggle: Double)
      -> Int?
    func readingOrderOfCells(in bounds: Rect, itemCount: Int, coverFlowToggle: Double) -> [Int]
  }

  extension ScrollingLayoutHost: CircularLayoutDriver where Layout: CircularCollectionEngine {
    package var layoutDirection: LayoutGeometry.LayoutDirection {
      get { layout.layoutDirection }
      set { layout.layoutDirection = newValue }
    }

    @MainActor
    package func layoutAttributes(
      forElementsIn rect: Rect, in bounds: Rect, itemCount: Int, coverFlowToggle: Double
    ) -> [UICollectionViewLayoutAttributes] {
      Layout.layoutAttributes(
        forElementsIn: rect, of: self, in: bounds, itemCount: itemCount,
        coverFlowToggle: coverFlowToggle)
    }

    @MainActor
    package func layoutAttributes(
      forItemAt index: Int, in bounds: Rect, itemCount: Int, coverFlowToggle: Double
    ) -> UICollectionViewLayoutAttributes? {
      Layout.layoutAttributes(
        forItemAt: index, of: self, bounds: bounds, itemCount: itemCount,
        coverFlowToggle: coverFlowToggle)
    }

    package func hitItemIndex(
      at point: Point, in bounds: Rect, itemCount: Int, coverFlowToggle: Double
    ) -> Int? {
      Layout.itemIndex(
        at: point, of: self, bounds: bounds, itemCount: itemCount, coverFlowToggle: coverFlowToggle)
    }

    package func readingOrderOfCells(in bounds: Rect, itemCount: Int, coverFlowToggle: Double)
      -> [Int]
    {
      Layout.readingOrder(
        of: self, bounds: bounds, itemCount: itemCount, coverFlowToggle: coverFlowToggle)
    }
  }
#endif
