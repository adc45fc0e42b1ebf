// A carousel as a row of a compositional layout, in platform-free values:
// the row's geometry (one group per item, a scroll distance apart, leading
// and trailing insets that let the first and last item reach the centre),
// and what the carousel draws for the row's scroll offset, in the row's
// own coordinates. A compositional section (CircularLayoutUIKit's
// CarouselCompositionalSection) only translates these into UIKit's types.

import CircularLayout
import LayoutGeometry

/// A carousel laid out as an orthogonally scrolling row: where each item's
/// group stands, and what the carousel draws for a scroll offset of the
/// row.
///
/// The row's coordinates are the carousel's content coordinates: item `i`
/// stands at the row's centre when the row's offset is `i · d`, `d` the
/// carousel's scroll distance per item, as it does in a
/// `CarouselCollectionViewLayout` scrolled to the same offset. Each item
/// has a group `d` wide (its card centred on it, wider than the group in a
/// cover flow), groups touch, and the row's leading and trailing insets are
/// `(width - d) / 2`, so a group centred in the row is its item centred in
/// the carousel.
///
/// The carousel is read horizontal, left to right and with ends: a row's
/// content is finite, one frame per item.
package struct CarouselRow: Hashable, Sendable {
  /// The carousel, horizontal, with ends and left to right.
  package let host: ScrollingLayoutHost<Carousel>

  /// The row's height: the carousel's viewport height.
  package let height: Double

  /// Creates a row of a carousel.
  ///
  /// - Parameters:
  ///   - carousel: The carousel; its axis, wrapping and direction are
  ///     replaced (horizontal, with ends, left to right).
  ///   - height: The row's height; NaN, infinite or below the item's
  ///     height reads as the item's height.
  package init(carousel: Carousel, height: Double?) {
    var carousel = carousel
    carousel.axis = .horizontal
    carousel.wrapsAround = false
    carousel.layoutDirection = .leftToRight
    host = ScrollingLayoutHost(carousel)
    let itemHeight = carousel.itemSize.height
    if let height, height.isFinite, height >= itemHeight {
      self.height = height
    } else {
      self.height = itemHeight
    }
  }

  /// The carousel's viewport for a row of this width scrolled to `offset`.
  package func viewport(offset: Double, width: Double) -> Rect {
    Rect(
      x: ScrollingLayoutHost<Carousel>.sanitized(offset), y: 0,
      width: width.isFinite && width > 0 ? width : 0, height: height)
  }

  /// The distance between neighbouring items' groups: the carousel's
  /// scroll distance per item (its item width, half of it in a cover
  /// flow); at least one point.
  package func pitch(width: Double, itemCount: Int) -> Double {
    let distance = host.layout.scrollDistancePerItem(
      in: viewport(offset: 0, width: width), itemCount: Swift.max(itemCount, 2))
    return distance.isFinite && distance >= 1 ? distance : 1
  }

  /// The row's leading (and trailing) inset: what lets the first (last)
  /// item's group reach the centre; never negative.
  package func leadingInset(width: Double, itemCount: Int) -> Double {
    let width = width.isFinite && width > 0 ? width : 0
    return Swift.max((width - pitch(width: width, itemCount: itemCount)) / 2, 0)
  }

  /// An item's card in its group (`pitch` wide, ``height`` tall): the
  /// carousel's item size, centred.
  package func cardFrame(pitch: Double) -> Rect {
    let size = host.layout.itemSize
    return Rect(
      x: (pitch - size.width) / 2, y: (height - size.height) / 2, width: size.width,
      height: size.height)
  }

  /// What the carousel draws for an item of the row scrolled to `offset`,
  /// in the row's coordinates: x in the row's content, y from the top of
  /// the row.
  ///
  /// - Returns: The attributes, or `nil` for an index out of range. An
  ///   item the carousel does not show is hidden.
  package func attributes(forItemAt index: Int, offset: Double, width: Double, itemCount: Int)
    -> CircularCellAttributes?
  {
    host.attributes(
      forItemAt: index, in: viewport(offset: offset, width: width), itemCount: itemCount)
  }

  /// Whether the compositional layout shows an item's cell: its card (at
  /// its place in the row) meets the row's visible width. An item the
  /// carousel draws elsewhere is not on screen when its card is not.
  package func isShown(_ index: Int, offset: Double, width: Double, itemCount: Int) -> Bool {
    let pitch = pitch(width: width, itemCount: itemCount)
    let card = cardFrame(pitch: pitch)
    let minX = leadingInset(width: width, itemCount: itemCount) + Double(index) * pitch + card.minX
    let visible = viewport(offset: offset, width: width)
    return minX < visible.maxX && minX + card.width > visible.minX
  }

  /// The item drawn in front at a point of the row: of the items the
  /// carousel draws whose cells the row shows (``isShown(_:offset:width:itemCount:)``),
  /// the one with the highest z-index whose projected outline contains
  /// the point.
  ///
  /// - Parameter point: x in the row's content, y from the top of the row.
  /// - Returns: The index, or `nil` where no shown item is drawn.
  /// - Complexity: O(c) for the carousel's c candidates.
  package func itemIndex(at point: Point, offset: Double, width: Double, itemCount: Int) -> Int? {
    guard point.isFinite else { return nil }
    var front: Carousel.Item?
    for item in host.layout.items(in: viewport(offset: offset, width: width), itemCount: itemCount)
    where item.zIndex > (front?.zIndex ?? .min)
      && isShown(item.index, offset: offset, width: width, itemCount: itemCount)
      && item.outline.contains(point)
    {
      front = item
    }
    return front?.index
  }
}
