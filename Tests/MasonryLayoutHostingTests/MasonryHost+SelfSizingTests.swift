// Self-sizing: a measured height replaces the estimate with the columns
// kept, the content offset adjustment holds the first visible element
// still, and NaN, negative, infinite and zero heights have their
// documented outcomes.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting
import XCTest

final class MasonryHostSelfSizingTests: XCTestCase {
  /// One column of 100-point items, 200 points wide.
  func host(viewportTop: Double) -> MasonryHost {
    var host = try! MasonryHost(configuration: Masonry.Configuration(columns: .fixed(1)))
    host.prepare(
      viewport: Rect(x: 0, y: viewportTop, width: 200, height: 100),
      source: HostFeed(heights: [Array(repeating: 100, count: 10)]))
    return host
  }

  func testAnItemAboveTheViewportThatGrowsMovesTheOffsetByAsMuch() throws {
    // The viewport shows item 2 from 50 points down its top (y = 250).
    var host = host(viewportTop: 250)
    let invalidation = try XCTUnwrap(
      host.setMeasuredHeight(140, ofItemAt: ItemPath(section: 0, item: 0)))
    host.layout._checkInvariants()
    XCTAssertEqual(invalidation.contentOffsetAdjustment, Point(x: 0, y: 40))
    XCTAssertEqual(invalidation.contentSizeAdjustment, Size(width: 0, height: 40))
    XCTAssertEqual(host.layout.frame(ofItemAt: ItemPath(section: 0, item: 2))?.minY, 240)
    // What the viewport shows after the adjustment: items 2 and 3, moved.
    XCTAssertEqual(
      invalidation.items,
      [ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 2), ItemPath(section: 0, item: 3)])
  }

  func testAnItemInOrBelowTheViewportMovesNothingOnScreenAbove() throws {
    var host = host(viewportTop: 250)
    let invalidation = try XCTUnwrap(
      host.setMeasuredHeight(60, ofItemAt: ItemPath(section: 0, item: 3)))
    XCTAssertEqual(invalidation.contentOffsetAdjustment, .zero)
    XCTAssertEqual(invalidation.contentSizeAdjustment, Size(width: 0, height: -40))
    // Item 4 moves up to 360, still below the viewport's end at 350.
    XCTAssertEqual(invalidation.items, [ItemPath(section: 0, item: 3)])
    // Item 2 (200...300, half of it shown) grows by 80: the user sees it,
    // so it grows from its top and item 3 moves down; the offset stays.
    let first = try XCTUnwrap(host.setMeasuredHeight(180, ofItemAt: ItemPath(section: 0, item: 2)))
    XCTAssertEqual(first.contentOffsetAdjustment, .zero)
  }

  /// Issue 34: scrolling up through cells not measured yet, one column's
  /// cells move and the other's do not; the adjustment keeps still the
  /// side the screen shows more of (holding the first item the viewport
  /// shows moved 200 points of item 2 to keep 50 of item 0 still).
  func testTheAdjustmentKeepsStillWhatTheScreenShowsMostOf() throws {
    // Two 100-point columns: item 0 (0...100) in column 0, items 1
    // (0...50) and 2 (50...350) in column 1. The viewport, 50...250, shows
    // 50 points of item 0 and 200 of item 2.
    func host() -> MasonryHost {
      var host = try! MasonryHost(configuration: Masonry.Configuration(columns: .fixed(2)))
      host.prepare(
        viewport: Rect(x: 0, y: 50, width: 200, height: 200),
        source: HostFeed(heights: [[100, 50, 300]]))
      return host
    }
    // Item 1 grows by 20, above the viewport: item 2 moves down 20 (200
    // points shown), item 0 stays (50): the median is 20, and item 2 stays
    // where it was on screen while item 0 moves up 20.
    var above = host()
    let grown = try XCTUnwrap(above.setMeasuredHeight(70, ofItemAt: ItemPath(section: 0, item: 1)))
    XCTAssertEqual(grown.contentOffsetAdjustment, Point(x: 0, y: 20))
    XCTAssertEqual(above.layout.frame(ofItemAt: ItemPath(section: 0, item: 2))?.minY, 70)
    // Item 0 grows: the user sees half of it, so it grows from its top: 0.
    var own = host()
    let same = try XCTUnwrap(own.setMeasuredHeight(120, ofItemAt: ItemPath(section: 0, item: 0)))
    XCTAssertEqual(same.contentOffsetAdjustment, .zero)
  }

  /// Found by trying the feed as a new user: after a rotation, a reload or
  /// a batch kept the item being looked at still, the cells the re-layout
  /// moved measured themselves and the median moved it again (up to 52
  /// points). The re-layout's anchor now holds through the measurements
  /// that follow it, until the user scrolls.
  func testAReLayoutsAnchorHoldsThroughTheMeasurementsThatFollowItUntilAScroll() throws {
    // The two-column feed above: item 0 (0...100) in column 0, items 1
    // (0...50) and 2 (50...350) in column 1; the viewport 50...250 shows
    // half of item 0, the anchor.
    let feed = HostFeed(heights: [[100, 50, 300]])
    let viewport = Rect(x: 0, y: 50, width: 200, height: 200)
    var host = try MasonryHost(configuration: Masonry.Configuration(columns: .fixed(2)))
    host.prepare(viewport: viewport, source: feed)
    host.invalidate(everything: true)
    XCTAssertEqual(host.prepare(viewport: viewport, source: feed), .reloaded)
    XCTAssertEqual(host.targetContentOffset(forProposedContentOffset: viewport.origin).y, 50)
    host.didRestoreContentOffset()
    // Item 1 grows by 20: the median would move the offset 20 (item 2
    // shows more); item 0 is held: none.
    host.setViewport(viewport)
    let held = try XCTUnwrap(host.setMeasuredHeight(70, ofItemAt: ItemPath(section: 0, item: 1)))
    XCTAssertEqual(held.contentOffsetAdjustment, .zero)
    // The user scrolls 10 points: the hold ends, and the median is back.
    // The viewport (60...260) shows 40 of item 0 and 10 of item 1, which
    // stay, and 190 of item 2 (70...370), which moves 20.
    host.setViewport(viewport.offsetBy(dx: 0, dy: 10))
    let free = try XCTUnwrap(host.setMeasuredHeight(90, ofItemAt: ItemPath(section: 0, item: 1)))
    XCTAssertEqual(free.contentOffsetAdjustment, Point(x: 0, y: 20))
  }

  /// Found by review: at the top of a feed, the first cell measuring
  /// itself taller moved everything below it, which shows more, so the
  /// median scrolled the feed by the difference and cut its top off.
  func testACellTheUserSeesGrowsFromItsTopWithoutScrolling() throws {
    // One column of 100-point items, the viewport 0...500.
    var host = try MasonryHost(configuration: Masonry.Configuration(columns: .fixed(1)))
    host.prepare(
      viewport: Rect(x: 0, y: 0, width: 200, height: 500),
      source: HostFeed(heights: [Array(repeating: 100, count: 10)]))
    let first = try XCTUnwrap(host.setMeasuredHeight(140, ofItemAt: ItemPath(section: 0, item: 0)))
    XCTAssertEqual(first.contentOffsetAdjustment, .zero)
    // Item 4 (400...500) shows whole at the bottom: 0 too.
    let last = try XCTUnwrap(host.setMeasuredHeight(60, ofItemAt: ItemPath(section: 0, item: 4)))
    XCTAssertEqual(last.contentOffsetAdjustment, .zero)
    // Scrolled to 460, item 4 (now 440...500) shows 40 of 60, more than
    // half: it grows from its top, 0. Item 3 (340...440) shows nothing:
    // growing by 30 it moves item 4 and everything on screen 30: 30.
    host.setViewport(Rect(x: 0, y: 460, width: 200, height: 500))
    let seen = try XCTUnwrap(host.setMeasuredHeight(90, ofItemAt: ItemPath(section: 0, item: 4)))
    XCTAssertEqual(seen.contentOffsetAdjustment, .zero)
    let above = try XCTUnwrap(host.setMeasuredHeight(130, ofItemAt: ItemPath(section: 0, item: 3)))
    XCTAssertEqual(above.contentOffsetAdjustment, Point(x: 0, y: 30))
  }

  func testBadMeasuredHeightsHaveTheirDocumentedOutcomes() {
    var host = host(viewportTop: 0)
    let path = ItemPath(section: 0, item: 1)
    for bad in [Double.nan, -1, .infinity, -.infinity] {
      XCTAssertFalse(host.shouldInvalidate(forMeasuredHeight: bad, ofItemAt: path))
      XCTAssertNil(host.setMeasuredHeight(bad, ofItemAt: path))
      XCTAssertEqual(host.layout.frame(ofItemAt: path)?.size.height, 100)
    }
    // The same height: nothing to do, so a cell never loops.
    XCTAssertFalse(host.shouldInvalidate(forMeasuredHeight: 100, ofItemAt: path))
    XCTAssertNil(host.setMeasuredHeight(100, ofItemAt: ItemPath(section: 3, item: 0)))
    // Zero is a measurement: the item collapses, once.
    XCTAssertTrue(host.shouldInvalidate(forMeasuredHeight: 0, ofItemAt: path))
    XCTAssertNotNil(host.setMeasuredHeight(0, ofItemAt: path))
    XCTAssertEqual(host.layout.frame(ofItemAt: path)?.size.height, 0)
    XCTAssertFalse(host.shouldInvalidate(forMeasuredHeight: 0, ofItemAt: path))
    // Past the engine's maximum: that maximum.
    host.setMeasuredHeight(1e300, ofItemAt: path)
    XCTAssertEqual(host.layout.frame(ofItemAt: path)?.size.height, Masonry.maximumLength)
    XCTAssertFalse(host.shouldInvalidate(forMeasuredHeight: 1e200, ofItemAt: path))
    host.layout._checkInvariants()
  }

  func testMeasuringAWholeFeedWhileScrollingKeepsTheFirstVisibleItemStill() {
    RandomSweep.forEachCase(20, seed: 0x4057_0004) { seed, random in
      var nextID = 0
      let feed = random.hostFeed(sections: 4, items: 40, nextID: &nextID)
      var configuration = random.masonryConfiguration()
      configuration.displayScale = nil
      var host = try! MasonryHost(configuration: configuration)
      var viewport = Rect(
        x: 0, y: 0, width: Double.random(in: 150...700, using: &random), height: 500)
      host.prepare(viewport: viewport, source: feed)
      var expected = host.layout
      for step in 0..<40 {
        let context = "seed \(seed) step \(step)"
        // Scroll a little, then measure what is on screen.
        let old = viewport
        viewport.origin.y = Swift.max(
          0, viewport.minY + Double.random(in: -300...300, using: &random))
        _ = host.invalidation(forBoundsChangeFrom: old, to: viewport)
        let items = host.elements(in: viewport).filter { $0.kind == .item }
        guard let element = items.randomElement(using: &random) else { continue }
        let before = host.layout.elements(in: viewport)
        let measured = element.frame
        let height = Swift.max(
          0, element.frame.size.height + Double.random(in: -20...80, using: &random).rounded())
        let invalidation = host.setMeasuredHeight(height, ofItemAt: element.path)
        expected.setHeight(height, ofItemAt: element.path, mode: .keepColumns)
        host.layout._checkInvariants()
        XCTAssertEqual(allElements(host.layout), allElements(expected), context)
        let adjustment = invalidation?.contentOffsetAdjustment.y ?? 0
        let moved = viewport.offsetBy(dx: 0, dy: adjustment)
        _ = host.invalidation(forBoundsChangeFrom: viewport, to: moved)
        viewport = moved
        if invalidation != nil {
          let measuredAt = viewport.offsetBy(dx: 0, dy: -adjustment)
          XCTAssertEqual(
            adjustment,
            leastMovingAdjustment(before, after: host.layout, in: measuredAt, measured: measured),
            accuracy: 1e-6, context)
        }
      }
    }
  }
}
