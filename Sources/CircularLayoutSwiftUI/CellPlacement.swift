// What the views draw of one cell, the same for both engines: a cell of
// the item size, its centre in content coordinates, its transform as a
// planar projection about its top-left corner, its opacity and depth.

#if canImport(SwiftUI)
  import CircularLayout
  import CircularLayoutHosting
  import LayoutGeometry

  /// One cell to draw.
  struct CellPlacement {
    /// The item's index.
    var index: Int
    /// The cell's size before its transform.
    var size: Size
    /// The cell's centre, in content coordinates.
    var center: Point
    /// The transform about the cell's top-left corner.
    var projection: ProjectiveTransform
    /// The opacity.
    var alpha: Double
    /// The depth order; larger in front.
    var zIndex: Int
  }

  /// An engine the views draw: a hosted engine whose layout direction the
  /// view sets from the environment, and which lists its cells in a
  /// viewport.
  protocol DrawnScrollingLayout: HostedScrollingLayout {
    /// The direction the items are laid out in.
    var layoutDirection: LayoutGeometry.LayoutDirection { get set }

    /// The cells to draw in `bounds`, ascending by index.
    static func cells(_ host: ScrollingLayoutHost<Self>, in bounds: Rect, itemCount: Int)
      -> [CellPlacement]

    /// The item a tap at `point` (content coordinates) lands on: the
    /// engine's exact hit test of the outlines on screen, which SwiftUI's
    /// own hit-testing (on a view's untransformed frame) is not.
    static func itemIndex(
      _ host: ScrollingLayoutHost<Self>, at point: Point, in bounds: Rect, itemCount: Int
    ) -> Int?
  }

  extension Wheel: DrawnScrollingLayout {
    /// The visible cells (an item more than half a turn from the top is
    /// left out), each turned and scaled about its centre.
    static func cells(_ host: ScrollingLayoutHost<Wheel>, in bounds: Rect, itemCount: Int)
      -> [CellPlacement]
    {
      host.attributes(forElementsIn: bounds, bounds: bounds, itemCount: itemCount).compactMap {
        cell in
        guard !cell.isHidden else { return nil }
        return CellPlacement(
          index: cell.index, size: cell.size, center: cell.center,
          projection: cell.projectionAboutOrigin, alpha: cell.alpha, zIndex: cell.zIndex)
      }
    }

    /// Of the visible items whose turned shape contains the point, the one
    /// in front.
    static func itemIndex(
      _ host: ScrollingLayoutHost<Wheel>, at point: Point, in bounds: Rect, itemCount: Int
    ) -> Int? {
      host.itemIndex(at: point, in: bounds, itemCount: itemCount)
    }
  }

  extension Carousel: DrawnScrollingLayout {
    /// The cells the carousel shows, with cover flow 2's toggle as the
    /// carousel computes it for the bounds. A cell whose outline the eye
    /// plane cuts is left out: a planar projection cannot draw it (Core
    /// Animation clips it; such a cell is a sliver at the edge of a
    /// strong perspective).
    static func cells(_ host: ScrollingLayoutHost<Carousel>, in bounds: Rect, itemCount: Int)
      -> [CellPlacement]
    {
      let toggle = coverFlowToggle(host, in: bounds, itemCount: itemCount)
      return host.attributes(
        forElementsIn: bounds, bounds: bounds, itemCount: itemCount, coverFlowToggle: toggle
      ).compactMap { cell in
        guard !cell.isHidden, cell.projectsWhole else { return nil }
        return CellPlacement(
          index: cell.index, size: cell.size, center: cell.center,
          projection: cell.projectionAboutOrigin, alpha: cell.alpha, zIndex: cell.zIndex)
      }
    }

    /// Of the shown items whose projected outline contains the point, the
    /// one in front, with the toggle the cells are drawn with.
    static func itemIndex(
      _ host: ScrollingLayoutHost<Carousel>, at point: Point, in bounds: Rect, itemCount: Int
    ) -> Int? {
      host.itemIndex(
        at: point, in: bounds, itemCount: itemCount,
        coverFlowToggle: coverFlowToggle(host, in: bounds, itemCount: itemCount))
    }

    /// Cover flow 2's toggle for `bounds`, as the carousel computes it when
    /// it moves by itself. (iCarousel holds the last toggle while the
    /// finger is down; the view, which draws from a pure body, does not.)
    private static func coverFlowToggle(
      _ host: ScrollingLayoutHost<Carousel>, in bounds: Rect, itemCount: Int
    ) -> Double {
      host.coverFlowToggle(after: 0, isTracking: false, in: bounds, itemCount: itemCount)
    }
  }
#endif
