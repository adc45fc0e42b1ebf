// The carousel written plainly, as a host without the engine would: on
// every frame, every item's offset and transform (iCarousel's formulas,
// the floor's), its outline projected, all of them into an array, then the
// ones that meet the screen kept and ordered by depth.

import CircularLayout
import LayoutGeometry

/// One item as the plain loop keeps it.
public struct NaiveCarouselItem: Sendable {
  /// The index.
  public var index: Int
  /// The offset from the centre, in items.
  public var offset: Double
  /// The transform.
  public var transform: Transform3D
  /// The projected outline, about the screen's centre.
  public var outline: ConvexPolygon
}

extension CarouselFloor {
  /// Recomputes all `itemCount` items for `viewport`, then keeps the ones
  /// whose outline meets it, nearest the viewer last.
  ///
  /// - Complexity: O(*n*) per frame: one transform and one projection per
  ///   item.
  @inline(never)
  public func naiveItems(
    in viewport: Rect, carousel: Carousel, itemCount: Int
  ) -> [NaiveCarouselItem] {
    let position = carousel.scrollPosition(in: viewport, itemCount: itemCount)
    let wraps = carousel.wrapsAround
    let n = Double(itemCount)
    let itemRect = Rect(
      x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    var all: [NaiveCarouselItem] = []
    all.reserveCapacity(itemCount)
    for index in 0..<itemCount {
      // iCarousel's offsetForItemAtIndex: on a wrapping carousel, brought
      // into -n/2 ... n/2.
      var offset = Double(index) - position
      if wraps {
        if offset > n / 2 { offset -= n } else if offset < -n / 2 { offset += n }
      }
      let transform = transform(offset)
      let outline = transform.projecting(itemRect)
      all.append(
        NaiveCarouselItem(index: index, offset: offset, transform: transform, outline: outline))
    }
    // The outlines are about the item's centre, which sits at the screen's.
    let screen = viewport.offsetBy(dx: -viewport.midX, dy: -viewport.midY)
    var visible = all.filter { $0.outline.intersects(screen) }
    visible.sort { $0.transform.m43 < $1.transform.m43 }
    return visible
  }
}
