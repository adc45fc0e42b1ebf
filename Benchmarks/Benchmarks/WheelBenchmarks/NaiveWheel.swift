// The tutorial's wheel, written plainly: on every scroll frame, compute
// every item's angle, centre and bounding box into an array (what its
// `prepare()` does on each bounds change), then keep the ones that meet
// the screen.

import CircularLayout
import LayoutGeometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One item as the tutorial's layout attributes hold it.
struct NaiveWheelItem {
  var index: Int
  var angle: Double
  var center: Point
  var frame: Rect
}

/// Recomputes all `feed.count` items for the screen `viewport`, then
/// filters them by their bounding boxes.
///
/// - Complexity: O(*n*) per frame, with one sine and one cosine per item.
@inline(never)
func naiveVisibleItems(in viewport: Rect, feed: WheelFeed) -> [NaiveWheelItem] {
  let wheel = feed.wheel
  let count = feed.count
  let size = wheel.itemSize
  let radius = wheel.radius
  let anglePerItem = atan(size.width / radius)
  // The tutorial's turn: from 0 at the first offset to
  // -(n - 1) * anglePerItem at the last.
  let maximumOffset = Double(count) * size.width - viewport.width
  let angleAtExtreme = -Double(count - 1) * anglePerItem
  let turn = maximumOffset > 0 ? angleAtExtreme * viewport.minX / maximumOffset : 0
  // The pivot lies `radius` below the screen's centre.
  let pivot = Point(x: viewport.midX, y: viewport.midY + radius)

  var all: [NaiveWheelItem] = []
  all.reserveCapacity(count)
  for index in 0..<count {
    let angle = turn + anglePerItem * Double(index)
    let sine = sin(angle)
    let cosine = cos(angle)
    let center = Point(x: pivot.x + radius * sine, y: pivot.y - radius * cosine)
    // The bounding box of the item turned by `angle` about its centre.
    let halfWidth = (size.width * abs(cosine) + size.height * abs(sine)) / 2
    let halfHeight = (size.width * abs(sine) + size.height * abs(cosine)) / 2
    let frame = Rect(
      x: center.x - halfWidth, y: center.y - halfHeight, width: 2 * halfWidth,
      height: 2 * halfHeight)
    all.append(NaiveWheelItem(index: index, angle: angle, center: center, frame: frame))
  }
  return all.filter { $0.frame.intersects(viewport) }
}
