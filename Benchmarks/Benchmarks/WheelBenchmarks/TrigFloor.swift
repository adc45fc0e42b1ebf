// The floor of a wheel query: for each candidate the engine considers, one
// sine and one cosine of its angle, and the item written from them, with
// nothing else (no visibility test, no falloff, no window to find). The
// engine's `items(in:itemCount:)` for the same phone screens is measured
// against it.

import CircularLayout
import LayoutGeometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One screen of the floor: the scroll position, and the candidates the
/// engine computes there (the same number, round the same position).
struct TrigFloorScreen {
  var viewport: Rect
  var position: Double
  var firstIndex: Int
  var candidateCount: Int
}

/// The floor benchmark's state: the feed, and the screens of
/// `feed.screensAcrossRange` with what the floor needs worked out
/// beforehand (untimed).
struct TrigFloorState {
  let feed: WheelFeed
  let screens: [TrigFloorScreen]

  init(feed: WheelFeed) {
    self.feed = feed
    screens = feed.screensAcrossRange.map { screen in
      let candidates = feed.wheel.candidateCount(in: screen, itemCount: feed.count)
      let position = feed.wheel.scrollPosition(in: screen, itemCount: feed.count)
      return TrigFloorScreen(
        viewport: screen, position: position,
        firstIndex: Int(position.rounded(.down)) - candidates / 2, candidateCount: candidates)
    }
  }
}

/// One sine and one cosine per candidate, and the item written from them
/// into a fresh array, as the engine's answer is.
///
/// - Complexity: O(c) for the c candidates, one allocation.
@inline(never)
func trigFloorItems(_ screen: TrigFloorScreen, wheel: Wheel) -> [Wheel.Item] {
  let radius = wheel.radius
  let size = wheel.itemSize
  let step = wheel.anglePerItem
  let anchor = wheel.anchorPoint
  let center = screen.viewport.center
  let pivot = Point(x: center.x, y: center.y + radius)
  var items: [Wheel.Item] = []
  items.reserveCapacity(screen.candidateCount)
  for offset in 0..<screen.candidateCount {
    let index = screen.firstIndex + offset
    let angle = (Double(index) - screen.position) * step
    let sine = sin(angle)
    let cosine = cos(angle)
    let itemCenter = Point(x: pivot.x + radius * sine, y: pivot.y - radius * cosine)
    let frame = Rect(
      x: itemCenter.x - size.width / 2, y: itemCenter.y - size.height / 2, width: size.width,
      height: size.height)
    items.append(
      Wheel.Item(
        index: index, angle: angle, anchorPoint: anchor, pivot: pivot, center: itemCenter,
        size: size, frame: frame, zIndex: index, alpha: 1, scale: 1, isHidden: false))
  }
  return items
}
