// The carousel's cells in UIKit's terms: plain attributes whose
// `transform3D` is the carousel's projection about the cell's centre, its
// hit test of the projected outlines and its reading order, each drawn
// with cover flow 2's toggle as the layout keeps it; and its shipped
// layout, CarouselCollectionViewLayout.

#if canImport(UIKit) && !os(watchOS)
  import CircularLayout
  import CircularLayoutHosting
  import LayoutGeometry
  import UIKit

  extension Carousel: CircularCollectionEngine {
    @MainActor
    package static func makeLayout(_ engine: Carousel) -> CarouselCollectionViewLayout {
      CarouselCollectionViewLayout(carousel: engine)
    }

    @MainActor
    package static func layoutAttributes(
      forElementsIn rect: Rect, of host: ScrollingLayoutHost<Carousel>, in bounds: Rect,
      itemCount: Int, coverFlowToggle: Double
    ) -> [UICollectionViewLayoutAttributes] {
      host.attributes(
        forElementsIn: rect, in: bounds, itemCount: itemCount, coverFlowToggle: coverFlowToggle
      ).map(attributes)
    }

    @MainActor
    package static func layoutAttributes(
      forItemAt index: Int, of host: ScrollingLayoutHost<Carousel>, bounds: Rect, itemCount: Int,
      coverFlowToggle: Double
    ) -> UICollectionViewLayoutAttributes? {
      host.attributes(
        forItemAt: index, in: bounds, itemCount: itemCount, coverFlowToggle: coverFlowToggle
      ).map(attributes)
    }

    package static func itemIndex(
      at point: Point, of host: ScrollingLayoutHost<Carousel>, bounds: Rect, itemCount: Int,
      coverFlowToggle: Double
    ) -> Int? {
      host.itemIndex(at: point, in: bounds, itemCount: itemCount, coverFlowToggle: coverFlowToggle)
    }

    package static func readingOrder(
      of host: ScrollingLayoutHost<Carousel>, bounds: Rect, itemCount: Int, coverFlowToggle: Double
    ) -> [Int] {
      host.readingOrder(in: bounds, itemCount: itemCount, coverFlowToggle: coverFlowToggle)
    }

    /// UIKit attributes for the host's.
    @MainActor
    private static func attributes(_ cell: CircularCellAttributes)
      -> UICollectionViewLayoutAttributes
    {
      let attributes = UICollectionViewLayoutAttributes(
        forCellWith: _CircularBridge.indexPath(cell.index))
      attributes.size = CGSize(cell.size)
      attributes.center = CGPoint(cell.center)
      let t = cell.transform
      attributes.transform3D = CATransform3D(
        m11: CGFloat(t.m11), m12: CGFloat(t.m12), m13: CGFloat(t.m13), m14: CGFloat(t.m14),
        m21: CGFloat(t.m21), m22: CGFloat(t.m22), m23: CGFloat(t.m23), m24: CGFloat(t.m24),
        m31: CGFloat(t.m31), m32: CGFloat(t.m32), m33: CGFloat(t.m33), m34: CGFloat(t.m34),
        m41: CGFloat(t.m41), m42: CGFloat(t.m42), m43: CGFloat(t.m43), m44: CGFloat(t.m44))
      attributes.alpha = CGFloat(cell.alpha)
      attributes.zIndex = cell.zIndex
      attributes.isHidden = cell.isHidden
      return attributes
    }
  }
#endif
