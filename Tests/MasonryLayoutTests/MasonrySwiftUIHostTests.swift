// A hand-written lazy host over the bare engine (what the guide showed
// before `LazyMasonry`, which is now a collection view): a fling through 100,000 photos at a display scale of 3,
// vertical and as a shelf, bouncing past both ends and rotated half way,
// checking at every frame that the views such a host builds are exactly
// the items whose frames meet its window.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

/// A lazy host's part over the bare engine: a window grown by an overscan
/// along the flow, and the engine laid out again on a new breadth, with
/// the scroll view's visible rect as an input.
private struct LazyFeedHost {
  var masonry: Masonry
  let ratios: [Double]
  var overscan: Double = 600
  private var breadth: Double?

  init(configuration: Masonry.Configuration, ratios: [Double]) throws {
    masonry = try Masonry(configuration: configuration)
    self.ratios = ratios
  }

  /// The window: the visible rect grown by the overscan along the flow.
  static func window(_ visible: Rect, overscan: Double, horizontal: Bool) -> Rect {
    horizontal
      ? visible.insetBy(dx: -overscan, dy: 0) : visible.insetBy(dx: 0, dy: -overscan)
  }

  /// Lays the engine out again when the breadth changed.
  mutating func resize(breadth newBreadth: Double) {
    guard newBreadth != breadth else { return }
    breadth = newBreadth
    masonry.prepare(
      width: newBreadth, itemCount: ratios.count, heights: AspectRatioHeights(ratios))
  }

  /// The views the body builds for a visible rect: its `ForEach`.
  func builtViews(visible: Rect) -> [Masonry.Item] {
    let horizontal = masonry.configuration.axis == .horizontal
    return masonry.items(
      in: Self.window(visible, overscan: overscan, horizontal: horizontal))
  }
}

final class MasonrySwiftUIHostTests: XCTestCase {
  private func replay(axis: Axis, seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let ratios = (0..<100_000).map { _ in
      [0.5625, 0.667, 0.75, 1, 1.25, 1.333, 1.5, 2.5].randomElement(using: &random)!
    }
    var configuration = Masonry.Configuration(
      columns: .adaptive(minimumWidth: 150, maximumCount: 6), columnSpacing: 8, rowSpacing: 8,
      contentInsets: EdgeInsets(all: 8), displayScale: 3, axis: axis)
    if axis == .horizontal { configuration.columns = .fixed(3) }
    var host = try LazyFeedHost(configuration: configuration, ratios: ratios)
    // A phone in portrait, then landscape: the breadth is the width of a
    // feed, the height of a shelf.
    var screen = Size(width: 390, height: 844)
    let horizontal = axis == .horizontal
    func breadth() -> Double { horizontal ? 320 : screen.width }
    host.resize(breadth: breadth())
    // The frames' edges, for a brute force fast enough in a debug build:
    // `Rect.intersects` written out (interiors overlap; all finite here),
    // tried on the frames that start along the scroll between the
    // window's start less the longest frame and its end (no other frame
    // can meet it), found by binary search in the frames sorted by that
    // start once per layout: a few hundred a frame, not 100,000.
    func edges() -> [(minX: Double, minY: Double, maxX: Double, maxY: Double)] {
      host.masonry.frames.map { ($0.minX, $0.minY, $0.maxX, $0.maxY) }
    }
    var frames = edges()
    func start(_ index: Int) -> Double { horizontal ? frames[index].minX : frames[index].minY }
    func end(_ index: Int) -> Double { horizontal ? frames[index].maxX : frames[index].maxY }
    func byStart() -> (order: [Int], starts: [Double], longest: Double) {
      let order = frames.indices.sorted { start($0) < start($1) }
      return (order, order.map(start), frames.indices.map { end($0) - start($0) }.max() ?? 0)
    }
    var sorted = byStart()
    /// The first position in `sorted.starts` at or after `bound`.
    func firstStart(atLeast bound: Double) -> Int {
      var (low, high) = (0, sorted.starts.count)
      while low < high {
        let middle = (low + high) / 2
        if sorted.starts[middle] < bound { low = middle + 1 } else { high = middle }
      }
      return low
    }
    var offset = 0.0
    var velocity = 0.0
    var steps = 0
    while steps < 240 {
      steps += 1
      // A fling every 40 frames, decaying; sometimes a jump far along.
      if steps % 40 == 1 { velocity = Double.random(in: -4_000...12_000, using: &random) }
      velocity *= 0.95
      offset += velocity
      let length = horizontal ? host.masonry.contentSize.width : host.masonry.contentSize.height
      if steps % 60 == 30 { offset = Double.random(in: 0...1, using: &random) * length }
      let screenLength = horizontal ? screen.width : screen.height
      // The scroll view bounces up to 200 points past either end.
      offset = min(max(offset, -200), max(0, length - screenLength) + 200)
      if steps == 120 {
        // Rotation: the breadth changes, the feed is laid out again.
        screen = Size(width: screen.height, height: screen.width)
        host.resize(breadth: breadth())
        frames = edges()
        sorted = byStart()
      }
      let visible =
        horizontal
        ? Rect(x: offset, y: 0, width: screen.width, height: 320)
        : Rect(x: 0, y: offset, width: screen.width, height: screen.height)
      let built = host.builtViews(visible: visible)
      let window = LazyFeedHost.window(visible, overscan: host.overscan, horizontal: horizontal)
      let (low, high) = ((window.minX, window.minY), (window.maxX, window.maxY))
      let (from, to) = horizontal ? (window.minX, window.maxX) : (window.minY, window.maxY)
      var expected: [Int] = []
      for position in firstStart(atLeast: from - sorted.longest - 1)..<firstStart(atLeast: to + 1) {
        let index = sorted.order[position]
        let frame = frames[index]
        if frame.maxX > low.0, high.0 > frame.minX, frame.maxY > low.1, high.1 > frame.minY {
          expected.append(index)
        }
      }
      expected.sort()
      let context = "\(axis) step \(steps) offset \(offset) seed \(seed)"
      XCTAssertEqual(built.map(\.index), expected, context)
      XCTAssertTrue(
        built.allSatisfy { host.masonry.frame(ofItemAt: $0.index) == $0.frame }, context)
      // Lazy: a screenful and its overscan, never the feed.
      XCTAssertLessThan(built.count, 120, context)
    }
  }

  func testAVerticalFeedBuildsExactlyTheViewsOfItsWindow() throws {
    try replay(axis: .vertical, seed: 0x5_1F7_0001)
  }

  func testAShelfBuildsExactlyTheViewsOfItsWindow() throws {
    try replay(axis: .horizontal, seed: 0x5_1F7_0002)
  }
}
