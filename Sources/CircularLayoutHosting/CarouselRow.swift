// A carousel as a row of a compositional layout, in platform-free values:
// the row's geometry (one group per item, a scroll distance apart, centred
// by UIKit's `.groupPagingCentered`), the carousel's offset read from
// where a group is shown, and what the carousel draws for that offset, in
// the row's own coordinates. A compositional section (CircularLayoutUIKit's
// CarouselCompositionalSection) only translates these into UIKit's types.

import CircularLayout
import LayoutGeometry

/// A carousel laid out as an orthogonally scrolling row: where each item's
/// group stands, which offset of the carousel a row shows, and what the
/// carousel draws for it.
///
/// The row's coordinates are the carousel's content coordinates: item `i`
/// stands at the row's centre when the carousel's offset is `i · d`, `d`
/// the carousel's scroll distance per item, as it does in a
/// `CarouselCollectionViewLayout` scrolled to the same offset. Each item
/// has a group `d` wide (its card centred on it, wider than the group in a
/// cover flow) and groups touch. The row sets no insets of its own: UIKit's
/// `.groupPagingCentered` adds those that centre each group, and the row
/// reads the carousel's offset from where a group is shown
/// (``offset(placingItem:atVisibleCentre:width:itemCount:)``), so it draws right
/// whatever insets UIKit adds.
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
      width: Sanitizing.length(width), height: height)
  }

  /// The distance between neighbouring items' groups, and each group's
  /// width: the carousel's scroll distance per item (its item width, half
  /// of it in a cover flow); at least one point.
  package func scrollDistancePerItem(width: Double, itemCount: Int) -> Double {
    let distance = host.layout.scrollDistancePerItem(
      in: viewport(offset: 0, width: width), itemCount: Swift.max(itemCount, 2))
    return distance.isFinite && distance >= 1 ? distance : 1
  }

  /// An item's card in its group (`groupWidth` wide, ``height`` tall): the
  /// carousel's item size, centred.
  package func cardFrame(groupWidth: Double) -> Rect {
    let size = host.layout.itemSize
    return Rect(
      x: (groupWidth - size.width) / 2, y: (height - size.height) / 2, width: size.width,
      height: size.height)
  }

  /// The carousel's offset at which item `index`'s group is centred at `x`
  /// of the row's visible width: item `i` is at the centre (`width / 2`)
  /// at offset `i · d`, and a group `v` points left of the centre is `v`
  /// points further on. NaN or infinite reads as 0.
  package func offset(
    placingItem index: Int, atVisibleCentre x: Double, width: Double, itemCount: Int
  ) -> Double {
    let width = Sanitizing.length(width)
    let offset =
      Double(index) * scrollDistancePerItem(width: width, itemCount: itemCount) + width / 2 - x
    return offset.isFinite ? offset : 0
  }

  /// The item nearest the centre at a carousel offset: `offset / d`
  /// rounded, within the items; `nil` for no items.
  package func centredItemIndex(offset: Double, width: Double, itemCount: Int) -> Int? {
    guard itemCount > 0 else { return nil }
    let distance = scrollDistancePerItem(width: width, itemCount: itemCount)
    let index = (ScrollingLayoutHost<Carousel>.sanitized(offset) / distance).rounded()
    return Int(Swift.min(Swift.max(index, 0), Double(itemCount - 1)))
  }

  /// A step under way: an animated scroll from the item centred when the
  /// step was made toward its target.
  package struct Step: Hashable, Sendable {
    package var origin: Int
    package var target: Int

    package init(origin: Int, target: Int) {
      self.origin = origin
      self.target = target
    }
  }

  /// The item a step of `steps` items moves the row to, or `nil` when it
  /// would not move (no items, no steps, at an end).
  ///
  /// A step counts from the centred item, or, while a step is under way
  /// (the centre still between that step's origin and its target, the
  /// target not reached), from that step's target: two quick presses of
  /// a "Next" button move two items, wherever the first one's animation
  /// is. A centre outside that span (the user dragged elsewhere) counts
  /// as itself. The target is clamped to the row's ends.
  ///
  /// - Complexity: O(1).
  package static func stepTarget(
    from centre: Int, by steps: Int, itemCount: Int, underWay step: Step?
  ) -> Int? {
    guard itemCount > 0 else { return nil }
    var base = Swift.min(Swift.max(centre, 0), itemCount - 1)
    if let step, step.target != base, step.target >= 0, step.target < itemCount,
      Swift.min(step.origin, step.target) <= base, base <= Swift.max(step.origin, step.target)
    {
      base = step.target
    }
    let (sum, overflow) = base.addingReportingOverflow(steps)
    let target = Swift.min(
      Swift.max(overflow ? (steps > 0 ? Int.max : 0) : sum, 0), itemCount - 1)
    return target == base ? nil : target
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
    // Item i's card at its place: centred on i·d + width / 2.
    let distance = scrollDistancePerItem(width: width, itemCount: itemCount)
    let visible = viewport(offset: offset, width: width)
    let cardWidth = host.layout.itemSize.width
    let minX = Double(index) * distance + (visible.width - cardWidth) / 2
    return minX < visible.maxX && minX + cardWidth > visible.minX
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
