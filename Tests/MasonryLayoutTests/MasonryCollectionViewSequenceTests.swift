// The engine driven the way a collection view drives the layout in the
// "Using Masonry with UICollectionView and SwiftUI" article: prepare, content
// size, rect queries for a scroll from top to bottom, a page appended, a
// width change, prepare again and another scroll, every answer checked
// against the brute-force reference.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

/// The article's `MasonryCollectionViewLayout` without UIKit: the same
/// decisions, with `Rect` for `CGRect` and an item index for `IndexPath`.
private struct SimulatedLayout<Heights: MasonryHeightProvider> {
  var masonry: Masonry
  var heights: Heights
  var preparedWidth: Double?
  /// How many times `prepare()` laid the feed out afresh.
  var fullLayouts = 0

  init(configuration: Masonry.Configuration, heights: Heights) throws {
    masonry = try Masonry(configuration: configuration)
    self.heights = heights
  }

  /// `prepare()`: lays out afresh only when the width or the count changed.
  mutating func prepare(bounds: Rect, horizontalInsets: Double, itemCount: Int) {
    let width = bounds.width - horizontalInsets
    guard width != preparedWidth || itemCount != masonry.itemCount else { return }
    masonry.prepare(width: width, itemCount: itemCount, heights: heights)
    masonry._checkInvariants()
    preparedWidth = width
    fullLayouts += 1
  }

  /// `append(ratios:)`: the provider already holds the new items' values.
  mutating func append(count: Int) {
    masonry.appendItems(count: count, heights: heights)
    masonry._checkInvariants()
  }

  /// `collectionViewContentSize`.
  var contentSize: Size { masonry.contentSize }

  /// `layoutAttributesForElements(in:)`.
  func attributesForElements(in rect: Rect) -> [Masonry.Item] { masonry.items(in: rect) }

  /// `layoutAttributesForItem(at:)`.
  func attributesForItem(at index: Int) -> Rect? { masonry.frame(ofItemAt: index) }

  /// `shouldInvalidateLayout(forBoundsChange:)`.
  func shouldInvalidate(forBoundsChange newBounds: Rect, from bounds: Rect) -> Bool {
    newBounds.width != bounds.width
  }
}

final class MasonryCollectionViewSequenceTests: XCTestCase {
  // MARK: - By hand

  /// The getting-started feed (two columns, 8-point spacing and insets,
  /// heights 120, 80, 200, 60) on a 375-point phone, scrolled in 100-point
  /// steps, then rotated to 667 points: the heights are fixed, so only the
  /// x coordinates change. Column width (375 - 24) / 2 = 175.5, then
  /// (667 - 24) / 2 = 321.5; item 2 goes right (that column ended at 88),
  /// item 3 left (it ended at 128).
  func testGettingStartedFeedScrolledAndRotated() throws {
    var configuration = Masonry.Configuration()
    configuration.columns = .fixed(2)
    configuration.columnSpacing = 8
    configuration.rowSpacing = 8
    configuration.contentInsets = EdgeInsets(all: 8)
    var layout = try SimulatedLayout(
      configuration: configuration, heights: FixedHeights([120, 80, 200, 60]))

    var bounds = Rect(x: 0, y: 0, width: 375, height: 100)
    layout.prepare(bounds: bounds, horizontalInsets: 0, itemCount: 4)
    XCTAssertEqual(layout.contentSize, Size(width: 375, height: 304))
    // Each step's visible items; at 296 item 2's bottom edge only touches.
    let steps: [(y: Double, indices: [Int])] = [
      (-50, [0, 1]), (0, [0, 1, 2]), (100, [0, 2, 3]), (200, [2]), (296, []),
    ]
    for (y, indices) in steps {
      let newBounds = Rect(x: 0, y: y, width: 375, height: 100)
      XCTAssertFalse(layout.shouldInvalidate(forBoundsChange: newBounds, from: bounds))
      bounds = newBounds
      XCTAssertEqual(layout.attributesForElements(in: bounds).map(\.index), indices, "y \(y)")
    }
    XCTAssertEqual(
      layout.attributesForItem(at: 2), Rect(x: 191.5, y: 96, width: 175.5, height: 200))
    XCTAssertEqual(layout.attributesForItem(at: 3), Rect(x: 8, y: 136, width: 175.5, height: 60))
    XCTAssertNil(layout.attributesForItem(at: 4))
    XCTAssertNil(layout.attributesForItem(at: -1))

    let rotated = Rect(x: 0, y: 0, width: 667, height: 100)
    XCTAssertTrue(layout.shouldInvalidate(forBoundsChange: rotated, from: bounds))
    layout.prepare(bounds: rotated, horizontalInsets: 0, itemCount: 4)
    XCTAssertEqual(layout.fullLayouts, 2)
    XCTAssertEqual(layout.contentSize, Size(width: 667, height: 304))
    let expected = [
      Rect(x: 8, y: 8, width: 321.5, height: 120), Rect(x: 337.5, y: 8, width: 321.5, height: 80),
      Rect(x: 337.5, y: 96, width: 321.5, height: 200),
      Rect(x: 8, y: 136, width: 321.5, height: 60),
    ]
    XCTAssertEqual(layout.attributesForElements(in: rotated).map(\.frame), Array(expected[0...2]))
    XCTAssertEqual(
      layout.attributesForElements(in: Rect(x: 0, y: 100, width: 667, height: 100)).map(\.frame),
      [expected[0], expected[2], expected[3]])
  }

  /// Aspect-ratio heights follow the width: two photos, ratios 1 and 0.5,
  /// in two columns with no spacing, at 200 then 400 points wide.
  func testAspectRatioHeightsFollowTheWidthChange() throws {
    var layout = try SimulatedLayout(
      configuration: Masonry.Configuration(), heights: AspectRatioHeights([1, 0.5]))
    layout.prepare(
      bounds: Rect(x: 0, y: 0, width: 200, height: 300), horizontalInsets: 0, itemCount: 2)
    XCTAssertEqual(
      layout.attributesForElements(in: Rect(x: 0, y: 0, width: 200, height: 300)).map(\.frame),
      [Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 100, y: 0, width: 100, height: 50)])
    layout.prepare(
      bounds: Rect(x: 0, y: 0, width: 400, height: 300), horizontalInsets: 0, itemCount: 2)
    XCTAssertEqual(layout.contentSize, Size(width: 400, height: 200))
    XCTAssertEqual(
      layout.attributesForElements(in: Rect(x: 0, y: 150, width: 400, height: 300)).map(\.frame),
      [Rect(x: 0, y: 0, width: 200, height: 200)])
  }

  // MARK: - Against the brute-force reference

  /// Random configurations and feeds, bad values included: the whole call
  /// sequence, each answer compared with the reference layout of the feed
  /// as it stands and with a brute-force filter of the engine's frames.
  func testRandomSequencesMatchTheReference() throws {
    var failures = 0
    for seed in RandomSweep.caseSeeds(15, seed: 0xC011_EC71) where failures < 3 {
      var random = SplitMix64(seed: seed)
      let configuration = random.masonryConfiguration()
      let feed = MasonryFeed.random(
        count: Int.random(in: 0...160, using: &random), using: &random,
        badValues: Int.random(in: 0..<4, using: &random) == 0)
      let firstPage = Int.random(in: 0...feed.count, using: &random)
      let insets = Bool.random(using: &random) ? 0 : Double.random(in: 0...40, using: &random)
      let height = Double.random(in: 200...1000, using: &random)
      let widths = [random.masonryWidth(), random.masonryWidth()]
      var checker = SequenceChecker(
        configuration: configuration, feed: feed, seed: seed, random: random)
      var layout = try SimulatedLayout(
        configuration: configuration, heights: FeedHeights(feed: feed))

      // The first page, scrolled to the bottom, where the next page arrives
      // in a batch update: the engine appends before the collection view
      // asks, so prepare() finds nothing to redo.
      var bounds = Rect(x: 0, y: 0, width: widths[0] + insets, height: height)
      layout.prepare(bounds: bounds, horizontalInsets: insets, itemCount: firstPage)
      checker.scroll(&layout, bounds: &bounds, itemCount: firstPage)
      layout.append(count: feed.count - firstPage)
      layout.prepare(bounds: bounds, horizontalInsets: insets, itemCount: feed.count)
      XCTAssertEqual(layout.fullLayouts, 1, "an append or a scroll laid out afresh; seed \(seed)")
      checker.scroll(&layout, bounds: &bounds, itemCount: feed.count)

      // A rotation: only a width change invalidates, and prepare lays out
      // afresh at the new width.
      let rotated = Rect(x: 0, y: bounds.minY, width: widths[1] + insets, height: height)
      let widthChanged = rotated.width != bounds.width
      XCTAssertEqual(layout.shouldInvalidate(forBoundsChange: rotated, from: bounds), widthChanged)
      bounds = rotated
      layout.prepare(bounds: bounds, horizontalInsets: insets, itemCount: feed.count)
      XCTAssertEqual(layout.fullLayouts, widthChanged ? 2 : 1, "seed \(seed)")
      checker.scroll(&layout, bounds: &bounds, itemCount: feed.count)
      failures += checker.failures
    }
  }
}

/// Replays a scroll and compares each answer with the reference.
private struct SequenceChecker {
  let configuration: Masonry.Configuration
  let feed: MasonryFeed
  let seed: UInt64
  var random: SplitMix64
  var failures = 0

  init(configuration: Masonry.Configuration, feed: MasonryFeed, seed: UInt64, random: SplitMix64) {
    self.configuration = configuration
    self.feed = feed
    self.seed = seed
    self.random = random
  }

  /// Checks the content size, then scrolls from above the top to past the
  /// bottom, querying the visible rect and, every other step, a larger
  /// prefetch rect, as UIKit does.
  mutating func scroll(
    _ layout: inout SimulatedLayout<FeedHeights>, bounds: inout Rect, itemCount: Int
  ) {
    let width = layout.preparedWidth ?? 0
    let expected = configuration.reference.layout(
      width: width, itemCount: itemCount, height: feed.height, span: feed.span)
    let context = "seed \(seed), width \(width), \(itemCount) items"
    let size = layout.contentSize
    guard
      nearlyEqual(size.width, expected.contentSize.width),
      nearlyEqual(size.height, expected.contentSize.height)
    else {
      fail("content size \(size) != \(expected.contentSize); \(context)")
      return
    }

    let viewport = bounds.height
    // At most about 40 steps a scroll, so long feeds stay fast.
    let step = max(Double.random(in: viewport / 4...viewport, using: &random), size.height / 40)
    var y = -Double.random(in: 0...80, using: &random)
    var queries = 0
    while y <= max(0, size.height - viewport) + 80 {
      let newBounds = Rect(x: bounds.minX, y: y, width: bounds.width, height: viewport)
      if layout.shouldInvalidate(forBoundsChange: newBounds, from: bounds) {
        fail("a scroll invalidated the layout; \(context)")
        return
      }
      bounds = newBounds
      var rects = [Rect(x: 0, y: y, width: width, height: viewport)]
      if queries % 2 == 1 {
        rects.append(Rect(x: 0, y: y - viewport / 2, width: width, height: 2 * viewport))
      }
      for rect in rects {
        guard check(layout, rect: rect, expected: expected, context: context) else { return }
      }
      queries += 1
      y += step
    }
    if layout.attributesForItem(at: itemCount) != nil || layout.attributesForItem(at: -1) != nil {
      fail("an index path past the items has attributes; \(context)")
    }
  }

  /// One `layoutAttributesForElements(in:)` and the `layoutAttributesForItem(at:)`
  /// calls that follow it for the items found.
  private mutating func check(
    _ layout: SimulatedLayout<FeedHeights>, rect: Rect, expected: MasonryReference.Result,
    context: String
  ) -> Bool {
    let found = layout.attributesForElements(in: rect)
    let context = "rect \(rect); \(context)"

    // Exactly the brute-force filter of the engine's own frames.
    let filtered = MasonryReference.items(in: rect, frames: Array(layout.masonry.frames))
    guard found.map(\.index) == filtered.map(\.index), found.map(\.frame) == filtered.map(\.frame)
    else {
      fail("items \(found.map(\.index)) != brute force \(filtered.map(\.index)); \(context)")
      return false
    }
    // The reference's frames, and its answer up to items that only just
    // touch the rect, where rounding may tip either way.
    for item in found
    where !nearlyEqual(item.frame, expected.frames[item.index])
      || layout.attributesForItem(at: item.index) != item.frame
    {
      fail(
        "item \(item.index) at \(item.frame), reference \(expected.frames[item.index]); \(context)")
      return false
    }
    let reference = Set(MasonryReference.items(in: rect, frames: expected.frames).map(\.index))
    let margin = 1e-6 * max(1, abs(rect.maxY), abs(rect.maxX))
    for index in reference.symmetricDifference(found.map(\.index)) {
      let frame = expected.frames[index]
      let borderline =
        frame.intersects(rect.insetBy(dx: -margin, dy: -margin))
        && !frame.intersects(rect.insetBy(dx: margin, dy: margin))
      if !borderline {
        fail("item \(index) (\(frame)) found by only one of engine and reference; \(context)")
        return false
      }
    }
    return true
  }

  private mutating func fail(_ message: String) {
    failures += 1
    XCTFail(message)
  }
}
