// The wheel's cells in UIKit's terms: WheelCollectionViewLayoutAttributes
// (size, centre, rotation and scale, and the anchor at the wheel's
// centre), its hit test and its reading order, and its shipped layout,
// WheelCollectionViewLayout. The wheel has no cover flow 2 toggle, so it
// ignores the one it is given.

#if canImport(UIKit) && !os(watchOS)
  import CircularLayout
  import CircularLayoutHosting
  import LayoutGeometry
  import UIKit

  extension Wheel: CircularCollectionEngine {
    @MainActor
    package static func makeLayout(_ engine: Wheel) -> WheelCollectionViewLayout {
      WheelCollectionViewLayout(wheel: engine)
    }

    @MainActor
    package static func layoutAttributes(
      forElementsIn rect: Rect, of host: ScrollingLayoutHost<Wheel>, in bounds: Rect,
      itemCount: Int,
      coverFlowToggle: Double
    ) -> [UICollectionViewLayoutAttributes] {
      host.attributes(forElementsIn: rect, in: bounds, itemCount: itemCount).map(attributes)
    }

    @MainActor
    package static func layoutAttributes(
      forItemAt index: Int, of host: ScrollingLayoutHost<Wheel>, bounds: Rect, itemCount: Int,
      coverFlowToggle: Double
    ) -> UICollectionViewLayoutAttributes? {
      host.attributes(forItemAt: index, in: bounds, itemCount: itemCount).map(attributes)
    }

    package static func itemIndex(
      at point: Point, of host: ScrollingLayoutHost<Wheel>, bounds: Rect, itemCount: Int,
      coverFlowToggle: Double
    ) -> Int? {
      host.itemIndex(at: point, in: bounds, itemCount: itemCount)
    }

    package static func readingOrder(
      of host: ScrollingLayoutHost<Wheel>, bounds: Rect, itemCount: Int, coverFlowToggle: Double
    ) -> [Int] {
      host.readingOrder(in: bounds, itemCount: itemCount)
    }

    /// UIKit attributes for the host's.
    @MainActor
    private static func attributes(_ cell: CircularCellAttributes)
      -> UICollectionViewLayoutAttributes
    {
      let attributes = WheelCollectionViewLayoutAttributes(
        forCellWith: _CircularBridge.indexPath(cell.index))
      attributes.setValues(from: cell)
      return attributes
    }
  }
#endif
