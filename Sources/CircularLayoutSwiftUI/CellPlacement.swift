// What the views draw of one cell, the same for both engines: a cell of
// the item size, its centre in content coordinates, its transform as a
// planar projection about its top-left corner, its opacity and depth.

#if canImport(SwiftUI) && !canImport(UIKit)
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
  /// view sets from the environment, and which lists its cells in the
  /// frame an interaction shows at a time.
  protocol DrawnScrollingLayout: HostedScrollingLayout {
    /// The direction the items are laid out in.
    var layoutDirection: LayoutGeometry.LayoutDirection { get set }

    /// The cells to draw in the frame at `time`
    /// (`interaction.bounds(at: time)`), ascending by index.
    static func cells(of interaction: ScrollingInteraction<Self>, at time: Double)
      -> [CellPlacement]

    /// The item a tap at `point` (content coordinates) lands on in the
    /// frame at `time`: the engine's exact hit test of the outlines drawn,
    /// which SwiftUI's own hit-testing (on a view's untransformed frame)
    /// is not.
    static func itemIndex(
      at point: Point, of interaction: ScrollingInteraction<Self>, at time: Double
    ) -> Int?
  }

  extension Wheel: DrawnScrollingLayout {
    /// The visible cells (an item more than half a turn from the top is
    /// left out), each turned and scaled about its centre.
    static func cells(of interaction: ScrollingInteraction<Wheel>, at time: Double)
      -> [CellPlacement]
    {
      let bounds = interaction.bounds(at: time)
      return interaction.host.attributes(
        forElementsIn: bounds, bounds: bounds, itemCount: interaction.itemCount
      ).compactMap { cell in
        guard !cell.isHidden else { return nil }
        return CellPlacement(
          index: cell.index, size: cell.size, center: cell.center,
          projection: cell.projectionAboutOrigin, alpha: cell.alpha, zIndex: cell.zIndex)
      }
    }

    /// Of the visible items whose turned shape contains the point, the one
    /// in front.
    static func itemIndex(
      at point: Point, of interaction: ScrollingInteraction<Wheel>, at time: Double
    ) -> Int? {
      interaction.host.itemIndex(
        at: point, in: interaction.bounds(at: time), itemCount: interaction.itemCount)
    }
  }

  extension Carousel: DrawnScrollingLayout {
    /// The cells the carousel shows, with cover flow 2's toggle as the
    /// interaction keeps it (held while the finger is down, as iCarousel
    /// holds it; the engine's while the carousel moves by itself). A cell
    /// whose outline the eye plane cuts is left out: a planar projection
    /// cannot draw it (Core Animation clips it; such a cell is a sliver at
    /// the edge of a strong perspective).
    static func cells(of interaction: ScrollingInteraction<Carousel>, at time: Double)
      -> [CellPlacement]
    {
      let bounds = interaction.bounds(at: time)
      return interaction.host.attributes(
        forElementsIn: bounds, bounds: bounds, itemCount: interaction.itemCount,
        coverFlowToggle: interaction.coverFlowToggle(at: time)
      ).compactMap { cell in
        guard !cell.isHidden, cell.projectsWhole else { return nil }
        return CellPlacement(
          index: cell.index, size: cell.size, center: cell.center,
          projection: cell.projectionAboutOrigin, alpha: cell.alpha, zIndex: cell.zIndex)
      }
    }

    /// Of the shown items whose projected outline contains the point, the
    /// one in front, with the toggle the cells are drawn with, so a tap
    /// lands on the item drawn there.
    static func itemIndex(
      at point: Point, of interaction: ScrollingInteraction<Carousel>, at time: Double
    ) -> Int? {
      interaction.host.itemIndex(
        at: point, in: interaction.bounds(at: time), itemCount: interaction.itemCount,
        coverFlowToggle: interaction.coverFlowToggle(at: time))
    }
  }
#endif
