// Self-sizing: a measured height replaces the estimate with the columns
// kept, the content offset adjustment holds the first visible element
// still, and NaN, negative, infinite and zero heights have their
// documented outcomes.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

@testable import MasonryLayoutHosting

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

  /// A measurement keeps every section's item count, which a batch that
  /// follows reads instead of asking every section's engine: above the
  /// screen (absorbed), on it (seen) and below it, and with an anchor held.
  func testMeasurementsKeepTheItemCountsABatchReads() throws {
    var host = host(viewportTop: 250)
    XCTAssertEqual(host._itemCounts, [10])
    for (item, height) in [(0, 140), (1, 60), (2, 130), (8, 70)] {
      XCTAssertNotNil(
        host.setMeasuredHeight(Double(height), ofItemAt: ItemPath(section: 0, item: item)))
      XCTAssertEqual(host._itemCounts, [10], "after measuring item \(item)")
    }
    // Held: a re-layout's anchor, item 0 absorbed before it.
    let viewport = Rect(x: 0, y: 250, width: 200, height: 100)
    host.invalidate(everything: true)
    XCTAssertEqual(
      host.prepare(
        viewport: viewport, source: HostFeed(heights: [Array(repeating: 100, count: 10)])),
      .reloaded)
    _ = host.targetContentOffset(forProposedContentOffset: viewport.origin)
    host.didRestoreContentOffset()
    host.setViewport(viewport)
    XCTAssertEqual(host._itemCounts, [10])
    XCTAssertNotNil(host.setMeasuredHeight(150, ofItemAt: ItemPath(section: 0, item: 0)))
    XCTAssertEqual(host._itemCounts, [10], "held")
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

  /// The same on a right-to-left shelf, whose top is an item's right
  /// edge: one row of ten 100-point items, content 1,000 wide, item i at
  /// x = 900 − 100i; the viewport, 500 wide at x = 500, shows items 0 to
  /// 4. Item 2 (700...800) measures 140: laid out, the content is 1,040
  /// wide, item 2 at 700...840 and items 0 and 1 40 points to the right.
  /// An offset 40 to the right keeps item 2's right edge, and items 0 and
  /// 1, where they were on screen.
  func testACellTheUserSeesOnARightToLeftShelfGrowsFromItsRightEdge() throws {
    var configuration = Masonry.Configuration(columns: .fixed(1))
    configuration.axis = .horizontal
    configuration.layoutDirection = .rightToLeft
    var host = try MasonryHost(configuration: configuration)
    host.prepare(
      viewport: Rect(x: 500, y: 0, width: 500, height: 200),
      source: HostFeed(heights: [Array(repeating: 100, count: 10)]))
    XCTAssertEqual(host.layout.frame(ofItemAt: ItemPath(section: 0, item: 2))?.minX, 700)
    let seen = try XCTUnwrap(host.setMeasuredHeight(140, ofItemAt: ItemPath(section: 0, item: 2)))
    host.layout._checkInvariants()
    XCTAssertEqual(seen.contentOffsetAdjustment, Point(x: 40, y: 0))
    XCTAssertEqual(host.layout.frame(ofItemAt: ItemPath(section: 0, item: 2))?.maxX, 840)
    XCTAssertEqual(host.layout.frame(ofItemAt: ItemPath(section: 0, item: 0))?.minX, 940)
  }

  /// The seen cell's adjustment on a right-to-left shelf moves the offset
  /// to the right, the way a scroll back goes there, but it moves the
  /// bounds with the content, not over it: no scroll back, so the gaps
  /// above the viewport stay where they are. The shelf of the test above:
  /// item 1 (100...200 along the flow, above the viewport) measures 60,
  /// leaving a 40-point gap before it; item 4, seen, measures 140.
  func testASeenCellsAdjustmentOnARightToLeftShelfIsNoScrollBack() throws {
    var configuration = Masonry.Configuration(columns: .fixed(1))
    configuration.axis = .horizontal
    configuration.layoutDirection = .rightToLeft
    var host = try MasonryHost(configuration: configuration)
    let viewport = Rect(x: 300, y: 0, width: 300, height: 200)
    host.prepare(viewport: viewport, source: HostFeed(heights: [Array(repeating: 100, count: 10)]))
    _ = host.setMeasuredHeight(60, ofItemAt: ItemPath(section: 0, item: 1))
    let gaps = host.layout._gapsAboveItems.map(\.gap)
    XCTAssertEqual(gaps, [40])
    let seen = try XCTUnwrap(host.setMeasuredHeight(140, ofItemAt: ItemPath(section: 0, item: 4)))
    XCTAssertEqual(seen.contentOffsetAdjustment, Point(x: 40, y: 0))
    let adjusted = viewport.offsetBy(dx: 40, dy: 0)
    XCTAssertFalse(host.shouldInvalidate(forBoundsChangeFrom: viewport, to: adjusted))
    let invalidation = host.invalidation(forBoundsChangeFrom: viewport, to: adjusted)
    XCTAssertEqual(invalidation, MasonryHost.Invalidation(headers: []))
    XCTAssertEqual(host.layout.frame(ofItemAt: ItemPath(section: 0, item: 0))?.minX, 940)
    XCTAssertEqual(host.layout._gapsAboveItems.map(\.gap), gaps)
  }

  /// A held anchor's measurements in a viewport whose origin is not
  /// finite (bad input, the fuzzer's): the adjustment stays finite (the
  /// scroll view's rounding read from it was NaN).
  func testAHeldAnchorsAdjustmentInAViewportThatIsNotFiniteIsFinite() throws {
    let feed = HostFeed(heights: [Array(repeating: 100, count: 10)])
    var host = try MasonryHost(configuration: Masonry.Configuration(columns: .fixed(1)))
    let viewport = Rect(x: 0, y: 250, width: 200, height: 100)
    host.prepare(viewport: viewport, source: feed)
    host.invalidate(everything: true)
    host.prepare(viewport: viewport, source: feed)
    _ = host.restoredContentOffset(
      forProposed: viewport.origin, boundsSize: viewport.size, insets: EdgeInsets(all: 0))
    _ = host.setMeasuredHeight(140, ofItemAt: ItemPath(section: 0, item: 0))
    host.setViewport(Rect(x: 0, y: .infinity, width: 200, height: 100))
    let invalidation = try XCTUnwrap(
      host.setMeasuredHeight(130, ofItemAt: ItemPath(section: 0, item: 1)))
    XCTAssertTrue(invalidation.contentOffsetAdjustment.isFinite)
  }

  /// A scroll between a restore and the first measurement ends the hold
  /// the restore set, so the measurement follows the rules of a scroll:
  /// a cell the user sees grows from its top. One column of 100-point
  /// items, restored at 250; the user scrolls back to 150, where item 1
  /// (100...200) shows its lower half, and it measures 140. Held, it was
  /// absorbed before the restored item 2's top: item 1 grew upward, on
  /// screen, by 40 points.
  func testAScrollAfterARestoreEndsTheHold() throws {
    var host = try reloadedAndRestored(
      HostFeed(heights: [Array(repeating: 100, count: 10)]),
      at: Rect(x: 0, y: 250, width: 200, height: 100))
    let scrolled = Rect(x: 0, y: 150, width: 200, height: 100)
    host.setViewport(scrolled)
    let item1 = ItemPath(section: 0, item: 1)
    let invalidation = try XCTUnwrap(host.setMeasuredHeight(140, ofItemAt: item1))
    let shown = scrolled.minY + invalidation.contentOffsetAdjustment.y
    XCTAssertEqual(try XCTUnwrap(host.layout.frame(ofItemAt: item1)).minY - shown, -50)
    host.layout._checkInvariants()
  }

  /// A one-column host of `feed` laid out at `bounds`, reloaded, and
  /// restored there (no insets): the restore asks for `bounds`' origin.
  private func reloadedAndRestored(_ feed: HostFeed, at bounds: Rect) throws -> MasonryHost {
    var host = try MasonryHost(configuration: Masonry.Configuration(columns: .fixed(1)))
    host.prepare(viewport: bounds, source: feed)
    host.invalidate(everything: true)
    host.prepare(viewport: bounds, source: feed)
    let restored = host.restoredContentOffset(
      forProposed: bounds.origin, boundsSize: bounds.size, insets: EdgeInsets(all: 0))
    XCTAssertEqual(restored, bounds.origin)
    return host
  }

  /// A restore's place is its origin, and the scroll view stops it by the
  /// bounds it shows: told a bounds size that is not the one shown (UIKit
  /// may read the bounds for the target offset before they change), a
  /// restore the scroll view clamps to the content's end still holds its
  /// item where the stop left it, and a cell above it that the user sees
  /// grows upward (stopped by the size it was told, the stop was taken
  /// for a scroll: the cell grew from its top and pushed the item from 20
  /// to 70).
  func testARestoreClampedByTheBoundsShownKeepsTheHold() throws {
    // Item 8 (730 to 830) is the anchor, 20 points above the top.
    var host = try reloadedAndRestored(
      HostFeed(heights: [Array(repeating: 100, count: 7) + [30, 100, 100]]),
      at: Rect(x: 0, y: 750, width: 200, height: 100))
    // 220 points tall, the scroll view rests at the content's end (930):
    // item 8 shows 20 points below the top, and item 7 (700 to 730) shows
    // most of itself above it.
    let shown = Rect(x: 0, y: 710, width: 200, height: 220)
    host.setViewport(shown)
    let item8 = ItemPath(section: 0, item: 8)
    let invalidation = try XCTUnwrap(
      host.setMeasuredHeight(80, ofItemAt: ItemPath(section: 0, item: 7)))
    let offset = shown.minY + invalidation.contentOffsetAdjustment.y
    XCTAssertEqual(try XCTUnwrap(host.layout.frame(ofItemAt: item8)).minY - offset, 20)
    host.layout._checkInvariants()
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

  func testMeasuringAWholeFeedWhileScrollingMovesNothingOnScreen() {
    XCTAssertEqual(measuringWhileScrolling(absorbing: true, cases: 4), 0)
  }

  /// The same sequences with the rule that came before (the adjustment
  /// that moves the screen least): what is on screen moves, so the test
  /// above can fail.
  func testWithoutAbsorbingWhatIsOnScreenMoves() {
    XCTAssertGreaterThan(measuringWhileScrolling(absorbing: false, cases: 3, expecting: false), 0)
  }

  /// Scrolling back toward the gaps measurements left: no frame shows a
  /// gap; what is on screen moves beyond the scroll only toward the
  /// content's start, by no more than the gaps that closed in that frame
  /// (a column moves only to keep a gap off screen); and no rest leaves
  /// a gap on screen.
  func testAScrollBackNeverShowsAGapAndMovesAColumnOnlyToHideOne() {
    RandomSweep.forEachCase(10, seed: 0x4057_0005) { seed, random in
      var nextID = 0
      let feed = random.hostFeed(sections: 2, items: 60, nextID: &nextID)
      var configuration = random.masonryConfiguration()
      configuration.displayScale = nil
      configuration.axis = .vertical
      configuration.layoutDirection = .leftToRight
      var host = try! MasonryHost(configuration: configuration)
      var viewport = Rect(x: 0, y: 0, width: 390, height: 500)
      host.prepare(viewport: viewport, source: feed)
      // A feed of the random fixtures' huge heights would take forever.
      guard host.contentSize.height < 100_000 else { return }
      viewport.origin.y = max(0, host.contentSize.height - 500)
      host.prepare(viewport: viewport, source: feed)
      var measured = Set<ItemPath>()
      var steps = 0
      while viewport.minY > 0 {
        steps += 1
        guard steps < 1_000 else {
          XCTFail("no end to the scroll back, seed \(seed) at \(viewport.minY)")
          break
        }
        let context = "seed \(seed) at \(viewport.minY)"
        // Measure, once, what lies within a screen above the viewport.
        let above = Rect(x: 0, y: viewport.minY - 300, width: 390, height: 300)
        for element in host.elements(in: above) where element.kind == .item {
          guard measured.insert(element.path).inserted else { continue }
          let height = max(
            0, element.frame.size.height + Double.random(in: -60...60, using: &random))
          if let invalidation = host.setMeasuredHeight(height, ofItemAt: element.path) {
            let moved = viewport.offsetBy(dx: 0, dy: invalidation.contentOffsetAdjustment.y)
            _ = host.invalidation(forBoundsChangeFrom: viewport, to: moved)
            viewport = moved
          }
        }
        // Then scroll 40 points back.
        let before = host.layout.elements(in: viewport).filter { $0.kind == .item }
        let gaps = host.layout._gapsAboveItems.reduce(0) { $0 + $1.gap }
        let old = viewport
        let next = viewport.offsetBy(dx: 0, dy: -min(40, viewport.minY))
        let invalidation = host.invalidation(forBoundsChangeFrom: old, to: next)
        viewport = next.offsetBy(dx: 0, dy: invalidation.contentOffsetAdjustment.y)
        let closed = gaps - host.layout._gapsAboveItems.reduce(0) { $0 + $1.gap }
        for element in before {
          guard let now = host.layout.frame(ofItemAt: element.path) else { continue }
          // On screen before, plus the scroll; on screen after.
          let expected = element.frame.minY - old.minY + (old.minY - next.minY)
          let moved = (now.minY - viewport.minY) - expected
          XCTAssertLessThanOrEqual(moved, 1e-9, "\(element.path) moved down, \(context)")
          XCTAssertLessThanOrEqual(-moved, closed + 1e-6, "\(element.path) \(context)")
        }
        host.layout._checkInvariants()
        for (path, gap) in host.layout._gapsAboveItems {
          let top = host.layout.frame(ofItemAt: path)!.minY
          let shown = min(top, viewport.maxY) - max(top - gap, viewport.minY)
          XCTAssertLessThanOrEqual(shown, 1e-9, "gap above \(path) on screen, \(context)")
        }
        // Now and then, a rest: no gap is left on screen.
        if steps % 7 == 0, let rest = host.closeGapsAtRest() {
          viewport = viewport.offsetBy(dx: 0, dy: rest.contentOffsetAdjustment.y)
          host.setViewport(viewport)
          host.layout._checkInvariants()
          for (path, gap) in host.layout._gapsAboveItems {
            let top = host.layout.frame(ofItemAt: path)!.minY
            let shown = min(top, viewport.maxY) - max(top - gap, viewport.minY)
            XCTAssertLessThanOrEqual(
              shown, 0, "gap above \(path) on screen after a rest, \(context)")
          }
        }
      }
    }
  }

  /// Scrolls random feeds up and down, measuring an item on or around the
  /// screen after each scroll, and checks the rules of a measured height;
  /// returns how many measurements above the viewport moved what is on
  /// screen (0 unless `absorbing` is off), and reports each as a failure
  /// when `expecting`.
  ///
  /// - An item above the viewport (not seen) of one column: every element
  ///   on screen moves by the adjustment, so nothing on screen moves.
  /// - Any other item: as the engine's keep-columns height change would
  ///   do, with the adjustment that moves the screen least (0 for an
  ///   item the user sees).
  /// - After each: the invariants hold, every item keeps its columns, and
  ///   with the gaps closed the layout is the keep-columns layout of the
  ///   same heights.
  func measuringWhileScrolling(absorbing: Bool, cases: Int, expecting: Bool = true) -> Int {
    var moved = 0
    RandomSweep.forEachCase(cases, seed: 0x4057_0004) { seed, random in
      var nextID = 0
      let feed = random.hostFeed(sections: 4, items: 40, nextID: &nextID)
      var configuration = random.masonryConfiguration()
      configuration.displayScale = nil
      var host = try! MasonryHost(configuration: configuration)
      host.absorbsAboveViewport = absorbing
      var viewport = Rect(
        x: 0, y: 0, width: Double.random(in: 150...700, using: &random), height: 500)
      host.prepare(viewport: viewport, source: feed)
      // The random fixtures' 1e12-point headers and items: there a
      // `Double` holds positions to a ten-thousandth, and the sums of
      // two placements differ in their last places.
      guard host.contentSize.height < 1e9 else { return }
      var expected = host.layout
      for step in 0..<40 {
        let context = "seed \(seed) step \(step)"
        let old = viewport
        viewport.origin.y = Swift.max(
          0, viewport.minY + Double.random(in: -300...300, using: &random))
        _ = host.invalidation(forBoundsChangeFrom: old, to: viewport)
        // On screen or just above it, where a scroll up measures.
        let around = viewport.insetBy(dx: 0, dy: -200)
        let items = host.elements(in: around).filter { $0.kind == .item }
        guard let element = items.randomElement(using: &random) else { continue }
        let before = host.layout.elements(in: viewport)
        let measured = element.frame
        let height = Swift.max(
          0, element.frame.size.height + Double.random(in: -80...80, using: &random).rounded())
        // A stamp stays where it is, so an item that grows above one
        // takes the rule of a spanning item.
        let stamped =
          height > measured.size.height && host.layout._hasStamp(belowTopOf: element.path)
        let oneColumn = host.layout._columnSpan(ofItemAt: element.path) == 1 && !stamped
        let shows = min(measured.maxY, viewport.maxY) - max(measured.minY, viewport.minY)
        let seen =
          (measured.minY >= viewport.minY && measured.minY < viewport.maxY)
          || (shows > 0
            && (2 * shows >= measured.size.height || 2 * shows >= viewport.size.height))
        let above = !seen && measured.minY < viewport.minY
        let invalidation = host.setMeasuredHeight(height, ofItemAt: element.path)
        expected.setHeight(height, ofItemAt: element.path, mode: .keepColumns)
        host.layout._checkInvariants()
        let adjustment = invalidation?.contentOffsetAdjustment.y ?? 0
        if invalidation != nil, above, oneColumn {
          var movedHere = false
          for shown in before {
            // The measured item itself, of which only a sliver shows,
            // keeps its bottom on screen.
            let measuredItem = shown.kind == .item && shown.path == element.path
            let frame = host.layout.element(shown.kind, for: shown.path)?.frame
            let now = measuredItem ? frame?.maxY : frame?.minY
            let then = measuredItem ? shown.frame.maxY : shown.frame.minY
            if abs((now ?? .infinity) - (then + adjustment)) > 1e-9 {
              movedHere = true
              if expecting {
                XCTFail(
                  "\(shown.kind) \(shown.path) moved on screen (measured \(element.path)), \(context)"
                )
              }
            }
          }
          if movedHere { moved += 1 }
        } else if invalidation != nil, !seen, expecting {
          // Spanning, or below the viewport: the adjustment that moves
          // the screen least (0 below it).
          XCTAssertEqual(
            adjustment,
            leastMovingAdjustment(before, after: host.layout, in: viewport, measured: measured),
            accuracy: 1e-6, context)
        } else if invalidation != nil, seen {
          XCTAssertEqual(adjustment, 0, context)
        }
        // Every item keeps its columns; with the gaps closed, the layout
        // is the keep-columns layout of the same heights.
        var closed = host.layout
        closed._closeGaps(within: Rect(x: 0, y: 0, width: 1e9, height: 1e12))
        closed._checkInvariants()
        if expecting {
          let (now, then) = (allElements(closed), allElements(expected))
          XCTAssertEqual(now.map(\.path), then.map(\.path), context)
          for (a, b) in zip(now, then) where !a.frame.isClose(to: b.frame) {
            XCTFail("\(a.kind) \(a.path) at \(a.frame), not \(b.frame), \(context)")
          }
        }
        let moved = viewport.offsetBy(dx: 0, dy: adjustment)
        _ = host.invalidation(forBoundsChangeFrom: viewport, to: moved)
        viewport = moved
      }
    }
    return moved
  }
}

extension Rect {
  /// Whether each edge is within a millionth of a point of `other`'s, or
  /// of 1e-13 of its magnitude far down a feed (at 1e12 points a `Double`
  /// holds a ten-thousandth, and the sums round).
  fileprivate func isClose(to other: Rect) -> Bool {
    func close(_ a: Double, _ b: Double) -> Bool {
      abs(a - b) <= 1e-6 + 1e-13 * max(abs(a), abs(b))
    }
    return close(minX, other.minX) && close(minY, other.minY) && close(maxX, other.maxX)
      && close(maxY, other.maxY)
  }
}
