// The reference wheel's scrolling, written plainly and in content offsets
// (not in positions, as the engine's scroll model is): the content each
// model gives, the stops where an item stands upright, and where a drag
// lands in each snapping mode, found by looking at the stops themselves.

import LayoutGeometry

extension WheelReference {
  /// The largest content length, 2^53.
  public static let maximumLength = 0x1p53

  /// The copies of the items a wrapping wheel's content holds.
  public static let wrappingCopyCount = 1001.0

  /// The content distance per item: the custom distance or the item's
  /// length under the fixed model, the item's length under the tutorial's
  /// (where a wheel with ends derives its own, below).
  public var distancePerItem: Double {
    tutorialScrollModel ? itemLength : customDistancePerItem ?? itemLength
  }

  /// Whether offsets run backwards: a right-to-left horizontal wheel.
  public var isReversed: Bool { rightToLeft && isHorizontal }

  /// The content's length along the scroll axis.
  public func contentLength(count: Int, viewportLength: Double) -> Double {
    let n = Double(count)
    let length: Double
    if wraps {
      length = n * distancePerItem * WheelReference.wrappingCopyCount
    } else if tutorialScrollModel {
      length = n * itemLength
    } else {
      length = max(n - 1, 0) * distancePerItem + viewportLength
    }
    return min(length, WheelReference.maximumLength)
  }

  /// The largest content offset.
  public func maximumOffset(count: Int, viewportLength: Double) -> Double {
    contentLength(count: count, viewportLength: viewportLength) - viewportLength
  }

  /// The offset of the left-to-right wheel that a content offset shows.
  public func forwardOffset(_ offset: Double, count: Int, viewportLength: Double) -> Double {
    isReversed ? maximumOffset(count: count, viewportLength: viewportLength) - offset : offset
  }

  /// The content distance between neighbouring stops: the distance per
  /// item, or the tutorial's `maxOffset / (n - 1)`; 0 when the wheel has
  /// no stops to move between.
  public func stopSpacing(count: Int, viewportLength: Double) -> Double {
    guard count > 0 else { return 0 }
    if wraps || !tutorialScrollModel { return distancePerItem }
    let maxOffset = maximumOffset(count: count, viewportLength: viewportLength)
    return count >= 2 && maxOffset > 0 ? maxOffset / Double(count - 1) : 0
  }

  /// One place where an item stands upright at the top.
  public struct Stop: Sendable, CustomStringConvertible {
    /// The stop's number along the content from its forward start: the
    /// item's index with ends, the index plus whole turns wrapping around.
    public var number: Int
    /// The item standing upright there.
    public var index: Int
    /// The content offset.
    public var offset: Double

    /// A description to print with a failure.
    public var description: String { "stop \(number) (item \(index)) at \(offset)" }
  }

  /// The stops in `0 ... maxOffset` whose numbers lie in `numbers`, by
  /// number.
  public func stops(count: Int, viewportLength: Double, numbers: ClosedRange<Int>) -> [Stop] {
    let maxOffset = maximumOffset(count: count, viewportLength: viewportLength)
    let spacing = stopSpacing(count: count, viewportLength: viewportLength)
    guard count > 0, spacing > 0, maxOffset > 0 else { return [] }
    var stops: [Stop] = []
    for number in numbers where number >= 0 && (wraps || number < count) {
      let forward: Double
      if !wraps && tutorialScrollModel {
        forward = number == count - 1 ? maxOffset : Double(number) * spacing
      } else {
        forward = Double(number) * spacing
      }
      // A stop a rounding error past the end is the last one still.
      guard forward <= maxOffset * (1 + 1e-12) else { break }
      let offset = isReversed ? maxOffset - min(forward, maxOffset) : min(forward, maxOffset)
      stops.append(Stop(number: number, index: wraps ? number % count : number, offset: offset))
    }
    return stops
  }

  /// The item nearest the top at a content offset, by its wheel angle
  /// (ties to the later position), looking at every item.
  public func centeredIndex(count: Int, viewport: Rect) -> Int? {
    guard count > 0 else { return nil }
    var best = 0
    var bestAngle = Double.infinity
    for index in 0..<count {
      let angle = item(index, count: count, viewport: viewport).wheelAngle
      if abs(angle) < abs(bestAngle) || (abs(angle) == abs(bestAngle) && angle < bestAngle) {
        (best, bestAngle) = (index, angle)
      }
    }
    return best
  }

  /// Where a drag lands, by looking at the stops near it: the offset and
  /// the item standing there. The viewport's origin is where the finger
  /// lifted.
  ///
  /// In content offsets, whatever the direction: `.free` takes the first
  /// stop at or after the proposal in the direction the offset moves (the
  /// last one before it for a negative velocity), the nearest for none;
  /// `.nearest` the nearest; `.paging` the stop nearest the proposal, kept
  /// between the stop nearest the lift and the next stop past the lift in
  /// the direction the offset moves (a lift within the slack of a stop
  /// counts as on it; past the last stop there is none, and the last one
  /// bounds it). Near ties (within a ten-millionth of a stop) go to the
  /// higher stop number. Degenerate wheels: no items, offset 0 and no
  /// index; content that does not scroll, offset 0; the tutorial's single
  /// item, the proposal clamped.
  public func landing(
    proposed: Double, velocity: Double, count: Int, viewport: Rect
  ) -> (offset: Double, index: Int?) {
    let length = isHorizontal ? viewport.width : viewport.height
    let lift = isHorizontal ? viewport.minX : viewport.minY
    let maxOffset = maximumOffset(count: count, viewportLength: length)
    let spacing = stopSpacing(count: count, viewportLength: length)
    guard count > 0 else { return (0, nil) }
    guard maxOffset > 0 else {
      return (0, centeredIndex(count: count, viewport: moved(viewport, to: 0)))
    }
    guard spacing > 0 else { return (min(max(proposed, 0), maxOffset), 0) }

    // Only stops near the proposal and the lift can win (the offsets
    // clamped to the content, so that a proposal far past an end still
    // finds the end stops).
    func number(near offset: Double) -> Int {
      let forward = forwardOffset(offset, count: count, viewportLength: length)
      return Int(min(max(forward, 0), maxOffset) / spacing)
    }
    var numbers = Set<Int>()
    for center in [number(near: proposed), number(near: lift)] {
      for number in max(center - 3, 0)...(center + 3) { numbers.insert(number) }
    }
    let stops = self.stops(
      count: count, viewportLength: length, numbers: numbers.min()!...numbers.max()!)
    guard !stops.isEmpty else { return (0, nil) }
    let slack = 1e-7 * spacing

    func nearest(to offset: Double) -> Stop {
      // The smallest distance; of the stops within the slack of it, the
      // highest number.
      let best = stops.map { abs($0.offset - offset) }.min()!
      return stops.filter { abs($0.offset - offset) <= best + slack }.last!
    }
    let byOffset = stops.sorted { $0.offset < $1.offset }
    func free() -> Stop {
      if velocity > 0 { return byOffset.first { $0.offset >= proposed - slack } ?? byOffset.last! }
      if velocity < 0 { return byOffset.last { $0.offset <= proposed + slack } ?? byOffset.first! }
      return nearest(to: proposed)
    }

    var stop: Stop
    switch snapping {
    case .free: stop = free()
    case .nearest: stop = nearest(to: proposed)
    case .paging:
      stop = nearest(to: proposed)
      let start = nearest(to: lift)
      var next = start
      if velocity > 0 {
        next = byOffset.first { $0.offset > lift + slack } ?? byOffset.last!
      } else if velocity < 0 {
        next = byOffset.last { $0.offset < lift - slack } ?? byOffset.first!
      }
      let low = min(start.number, next.number)
      let high = max(start.number, next.number)
      if stop.number < low { stop = stops.first { $0.number == low }! }
      if stop.number > high { stop = stops.first { $0.number == high }! }
    }
    return (stop.offset, stop.index)
  }

  /// `viewport` with its origin along the scroll axis at `offset`.
  public func moved(_ viewport: Rect, to offset: Double) -> Rect {
    var moved = viewport
    if isHorizontal { moved.origin.x = offset } else { moved.origin.y = offset }
    return moved
  }
}
