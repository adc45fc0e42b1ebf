// A jump to an item: where it lands (inside the insets, below a pinned
// header), worked by hand; and, over seeded random feeds, that the item
// stays where it landed while the cells around it measure themselves,
// which the offset alone (no hold) does not do.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

@testable import MasonryLayoutHosting

final class MasonryHostJumpingTests: XCTestCase {
  private let bars = EdgeInsets(top: 91, left: 0, bottom: 34, right: 0)
  private let screen = Rect(x: 0, y: -91, width: 390, height: 844)

  /// One column of 60 items of 100 points (content 6,000 tall), with a
  /// 20-point header when `header`.
  private func host(header: Bool = false, pinned: Bool = false) throws -> MasonryHost {
    let feed = HostFeed(heights: [Array(repeating: 100, count: 60)], headers: header ? [20] : [])
    var host = try MasonryHost(configuration: Masonry.Configuration(columns: .fixed(1)))
    host.pinsHeaders = pinned
    host.prepare(viewport: screen, source: feed)
    return host
  }

  /// One column of 100 items of 100 points in a 200 × 600 viewport at the
  /// top.
  private func oneColumnOf100PointItems() throws -> MasonryHost {
    var host = try MasonryHost(configuration: Masonry.Configuration(columns: .fixed(1)))
    host.prepare(
      viewport: Rect(x: 0, y: 0, width: 200, height: 600),
      source: HostFeed(heights: [Array(repeating: 100, count: 100)]))
    return host
  }

  /// Item `index` of the first section.
  private func item(_ index: Int) -> ItemPath { ItemPath(section: 0, item: index) }

  /// One column of ten 100-point items in bounds 300 tall, item 8
  /// (800...900) jumped to `.top`: the offset is clamped to the content's
  /// end, 700, and the item lands 100 from the top. The host has the
  /// bounds, which it returns.
  private func heldAtTheContentsEnd() throws -> (host: MasonryHost, bounds: Rect) {
    var host = try MasonryHost(configuration: Masonry.Configuration(columns: .fixed(1)))
    var bounds = Rect(x: 0, y: 0, width: 200, height: 300)
    host.prepare(viewport: bounds, source: HostFeed(heights: [Array(repeating: 100, count: 10)]))
    bounds.origin = try XCTUnwrap(
      host.jump(to: item(8), alignment: .top, bounds: bounds, insets: .zero))
    XCTAssertEqual(bounds.origin, Point(x: 0, y: 700))
    host.setViewport(bounds)
    return (host, bounds)
  }

  func testAJumpLandsInsideTheInsetsAndBelowAPinnedHeader() throws {
    var plain = try host()
    let item50 = ItemPath(section: 0, item: 50)
    // Item 50 at 5,000: its top at the bar's lower edge, 5,000 − 91.
    XCTAssertEqual(
      plain.jump(to: item50, alignment: .top, bounds: screen, insets: bars), Point(x: 0, y: 4_909))
    // Near the end: clamped to 6,000 + 34 − 844.
    XCTAssertEqual(
      plain.jump(
        to: ItemPath(section: 0, item: 59), alignment: .top, bounds: screen, insets: bars),
      Point(x: 0, y: 5_190))
    XCTAssertNil(
      plain.jump(to: ItemPath(section: 0, item: 60), alignment: .top, bounds: screen, insets: bars))
    // A 20-point header pinned over the section: item 50 at 5,020, its
    // top below the header, which stands at the bar's lower edge.
    var pinned = try host(header: true, pinned: true)
    XCTAssertEqual(
      pinned.jump(to: item50, alignment: .top, bounds: screen, insets: bars),
      Point(x: 0, y: 5_020 - 20 - 91))
    // Not pinned, the header scrolls away: the item's top at the bar.
    var unpinned = try host(header: true)
    XCTAssertEqual(
      unpinned.jump(to: item50, alignment: .top, bounds: screen, insets: bars),
      Point(x: 0, y: 5_020 - 91))
  }

  /// Issue 58, item 6: outside a window a scroll view rounds its offset to
  /// whole points, so each adjustment that holds the item lands up to half
  /// a point off. One column of 100-point items, a jump to item 40 (at
  /// 4,000); items 39 down to 30 each measure 100.4 above it, and each
  /// moves it 0.4 down. The offset taken back is rounded; the next
  /// adjustment takes back what the rounding left, so the item stays
  /// within half a point of where it landed (without that, 0.4 more after
  /// each: 4 points after ten).
  func testRoundedOffsetsDoNotAddUpWhileTheItemIsHeld() throws {
    // 100.5: each adjustment of half a point rounds away from zero, a
    // whole half point off, and the hold still holds.
    for height in [100.4, 100.5] { try roundedOffsetsDoNotAddUp(measuring: height) }
  }

  private func roundedOffsetsDoNotAddUp(measuring height: Double) throws {
    var host = try oneColumnOf100PointItems()
    var bounds = Rect(x: 0, y: 0, width: 200, height: 600)
    let offset = try XCTUnwrap(
      host.jump(to: item(40), alignment: .top, bounds: bounds, insets: .zero))
    XCTAssertEqual(offset, Point(x: 0, y: 4_000))
    let landed = Rect(x: 0, y: 4_000, width: 200, height: 600)
    _ = host.invalidation(forBoundsChangeFrom: bounds, to: landed)
    bounds = landed
    for index in stride(from: 39, through: 30, by: -1) {
      let invalidation = try XCTUnwrap(host.setMeasuredHeight(height, ofItemAt: item(index)))
      host.layout._checkInvariants()
      // The scroll view adds the adjustment and rounds to whole points.
      let y = (bounds.minY + invalidation.contentOffsetAdjustment.y).rounded(
        .toNearestOrAwayFromZero)
      let moved = Rect(x: 0, y: y, width: 200, height: 600)
      _ = host.invalidation(forBoundsChangeFrom: bounds, to: moved)
      bounds = moved
      let distance = host.layout.frame(ofItemAt: item(40))!.minY - bounds.minY
      XCTAssertLessThanOrEqual(
        abs(distance), 0.5 + 1e-9, "measuring \(height), after item \(index) measured")
    }
  }

  /// Issue 57, item 4: an animated jump. One column of 100-point items in
  /// a 600-point viewport; a jump to item 40 (at 4,000), `.top`. Half way,
  /// at 2,000, item 30 below the screen measures 150 (item 40 to 4,050;
  /// no adjustment), and item 15 above it measures 160, absorbed above
  /// the screen (item 40 to 4,110; an adjustment of 60). Where UIKit
  /// leaves that adjustment is undocumented: the scroll view arrives at
  /// 4,000 (the animation kept its end) or at 4,060 (it carried the
  /// adjustment), item 40 110 or 50 points below the viewport's top. The
  /// rest that ends the animation is the arrival, either way (passing
  /// 4,000 on the way to 4,060 is not), and puts the item back at the top;
  /// held from there, a cell above it that measures leaves it there.
  func testAnAnimatedJumpIsPutBackWhereItWasAskedToLandAtRest() throws {
    // Carrying the adjustment, the animation passes 4,000 on its way to
    // 4,060: that is not its arrival.
    for (arrival, off, passing) in [(4_000.0, 110.0, [Double]()), (4_060, 50, [4_000])] {
      var host = try oneColumnOf100PointItems()
      let start = Rect(x: 0, y: 0, width: 200, height: 600)
      XCTAssertEqual(
        host.jump(to: item(40), alignment: .top, bounds: start, insets: .zero, animated: true),
        Point(x: 0, y: 4_000))
      host.setViewport(start.offsetBy(dx: 0, dy: 2_000))
      XCTAssertEqual(
        host.setMeasuredHeight(150, ofItemAt: item(30))?.contentOffsetAdjustment, .zero)
      XCTAssertEqual(
        host.setMeasuredHeight(160, ofItemAt: item(15))?.contentOffsetAdjustment,
        Point(x: 0, y: 60))
      host.layout._checkInvariants()
      XCTAssertEqual(host.layout.frame(ofItemAt: item(40))?.minY, 4_110)
      // The animation's last frames, then its end.
      for y in passing { host.setViewport(start.offsetBy(dx: 0, dy: y)) }
      var bounds = start.offsetBy(dx: 0, dy: arrival)
      host.setViewport(bounds)
      let rest = try XCTUnwrap(host.closeGapsAtRest(), "arriving at \(arrival)")
      XCTAssertEqual(rest.contentOffsetAdjustment, Point(x: 0, y: off), "arriving at \(arrival)")
      bounds = bounds.offsetBy(dx: 0, dy: off)
      host.setViewport(bounds)
      XCTAssertEqual(host.layout.frame(ofItemAt: item(40))!.minY - bounds.minY, 0)
      XCTAssertNil(host.closeGapsAtRest(), "put back, nothing more to do")
      // Held: item 38 above it measures 130, and the adjustment takes it back.
      XCTAssertEqual(
        host.setMeasuredHeight(130, ofItemAt: item(38))?.contentOffsetAdjustment,
        Point(x: 0, y: 30))
      bounds = bounds.offsetBy(dx: 0, dy: 30)
      host.setViewport(bounds)
      XCTAssertEqual(host.layout.frame(ofItemAt: item(40))!.minY - bounds.minY, 0)
      host.layout._checkInvariants()
    }
  }

  /// A touch on the way ends an animated jump: the rest that follows is
  /// the user's, and puts nothing back.
  func testATouchOnTheWayEndsAnAnimatedJump() throws {
    var host = try oneColumnOf100PointItems()
    let start = Rect(x: 0, y: 0, width: 200, height: 600)
    XCTAssertNotNil(
      host.jump(to: item(40), alignment: .top, bounds: start, insets: .zero, animated: true))
    host.setViewport(start.offsetBy(dx: 0, dy: 2_000))
    XCTAssertNotNil(host.setMeasuredHeight(150, ofItemAt: item(30)))
    host.userTookTheScroll()
    host.setViewport(start.offsetBy(dx: 0, dy: 2_300))
    XCTAssertNil(host.closeGapsAtRest())
  }

  /// A re-layout's hold (a reload's restored anchor) is not a jump's: a
  /// rest after the user scrolled 1,000 points, with no gap anywhere, does
  /// nothing, where putting the anchor back would throw the user back to
  /// where the reload was.
  func testARestPutsBackOnlyAJumpsItem() throws {
    var host = try oneColumnOf100PointItems()
    let viewport = Rect(x: 0, y: 2_000, width: 200, height: 600)
    host.setViewport(viewport)
    host.invalidate(everything: true)
    XCTAssertEqual(
      host.prepare(
        viewport: viewport, source: HostFeed(heights: [Array(repeating: 100, count: 100)])),
      .reloaded)
    _ = host.targetContentOffset(forProposedContentOffset: viewport.origin)
    host.didRestoreContentOffset()
    host.setViewport(viewport.offsetBy(dx: 0, dy: 1_000))
    XCTAssertNil(host.closeGapsAtRest())
  }

  /// Two columns of 100-point items; a jump to item 40 (column 0, at
  /// 2,000), centred. Item 38 above it in column 0, on screen, measures
  /// 150: everything from its top on moves 50 (item 39, beside item 40,
  /// keeps a 50-point gap above it), which the offset adjustment takes
  /// back. Item 37 above item 39 then measures 150: it takes that gap,
  /// and nothing else moves.
  func testCellsMeasuredAboveTheItemLeaveItWhereItLanded() throws {
    var host = try MasonryHost(configuration: Masonry.Configuration(columns: .fixed(2)))
    let feed = HostFeed(heights: [Array(repeating: 100, count: 100)])
    var bounds = Rect(x: 0, y: 0, width: 200, height: 600)
    host.prepare(viewport: bounds, source: feed)
    let offset = try XCTUnwrap(
      host.jump(to: item(40), alignment: .center, bounds: bounds, insets: .zero))
    // Centred: 2,050 − 300.
    XCTAssertEqual(offset, Point(x: 0, y: 1_750))
    let landed = bounds.offsetBy(dx: 0, dy: 1_750)
    _ = host.invalidation(forBoundsChangeFrom: bounds, to: landed)
    bounds = landed
    for (index, adjustment) in [(38, 50.0), (37, 0)] {
      let invalidation = try XCTUnwrap(host.setMeasuredHeight(150, ofItemAt: item(index)))
      XCTAssertEqual(invalidation.contentOffsetAdjustment, Point(x: 0, y: adjustment))
      let moved = bounds.offsetBy(dx: 0, dy: adjustment)
      _ = host.invalidation(forBoundsChangeFrom: bounds, to: moved)
      bounds = moved
      XCTAssertEqual(host.layout.frame(ofItemAt: item(40))!.minY - bounds.minY, 250)
      XCTAssertEqual(host.layout.frame(ofItemAt: item(39))!.minY - bounds.minY, 150)
      host.layout._checkInvariants()
    }
    // Item 40 itself, and item 42 below it, grow from their tops.
    XCTAssertEqual(
      host.setMeasuredHeight(130, ofItemAt: item(40))?.contentOffsetAdjustment, .zero)
    XCTAssertEqual(
      host.setMeasuredHeight(130, ofItemAt: item(42))?.contentOffsetAdjustment, .zero)
    XCTAssertEqual(host.layout.frame(ofItemAt: item(40))!.minY - bounds.minY, 250)
    // The user scrolls back 10 points: the hold ends, and item 36, whose
    // top shows, grows from its top by 100, moving item 40.
    let scrolled = bounds.offsetBy(dx: 0, dy: -10)
    _ = host.invalidation(forBoundsChangeFrom: bounds, to: scrolled)
    bounds = scrolled
    XCTAssertEqual(
      host.setMeasuredHeight(200, ofItemAt: item(36))?.contentOffsetAdjustment, .zero)
    XCTAssertEqual(host.layout.frame(ofItemAt: item(40))!.minY - bounds.minY, 260 + 100)
  }

  /// The scroll view stopping the offset at the content's end is no
  /// scroll: the item stays held where the stop left it. Item 8 held at
  /// the content's end (``heldAtTheContentsEnd()``), 100 from the top.
  /// Item 9, seen, measures 40:
  /// the content ends at 940, and the scroll view stops the offset at
  /// 640 (item 8 now 160 from the top: nothing could keep it). Item 7
  /// (700...800, on screen) then measures 140: held, it is absorbed before
  /// item 8, which stays at 160; without the hold it grew from its top
  /// and pushed item 8 to 200. At rest, the item is kept there.
  func testTheContentsEndStoppingTheOffsetKeepsTheHold() throws {
    var (host, bounds) = try heldAtTheContentsEnd()
    XCTAssertEqual(host.setMeasuredHeight(40, ofItemAt: item(9))?.contentOffsetAdjustment, .zero)
    XCTAssertEqual(host.contentSize.height, 940)
    bounds.origin.y = 640
    host.setViewport(bounds)
    XCTAssertEqual(host.layout.frame(ofItemAt: item(8))!.minY - bounds.minY, 160)
    let invalidation = try XCTUnwrap(host.setMeasuredHeight(140, ofItemAt: item(7)))
    bounds.origin.y += invalidation.contentOffsetAdjustment.y
    host.setViewport(bounds)
    XCTAssertEqual(host.layout.frame(ofItemAt: item(8))!.minY - bounds.minY, 160)
    host.layout._checkInvariants()
    if let rest = host.closeGapsAtRest() {
      bounds.origin.y += rest.contentOffsetAdjustment.y
      host.setViewport(bounds)
    }
    XCTAssertEqual(host.layout.frame(ofItemAt: item(8))!.minY - bounds.minY, 160)
    host.layout._checkInvariants()
  }

  /// The stop reaches a layout's host as a bounds change, which goes
  /// back toward the content's start as a scroll back does (it carries
  /// the gaps it would show) and keeps the hold. The feed of the test
  /// above: item 7 (on screen, before the held item 8) measures 60 and
  /// leaves a 40-point gap above it; item 9 measures 10, the content ends
  /// at 910, and the scroll view stops the offset at 610 (item 8 at 190).
  /// The gap is carried off screen, above item 2; item 6 then measures
  /// 140, and item 8 stays at 190 (without the hold it grew from its top
  /// and pushed item 8 to 230).
  func testAStopAtTheContentsEndThroughABoundsChangeKeepsTheHold() throws {
    var (host, bounds) = try heldAtTheContentsEnd()
    XCTAssertEqual(host.setMeasuredHeight(60, ofItemAt: item(7))?.contentOffsetAdjustment, .zero)
    XCTAssertEqual(host.layout._gapsAboveItems.map(\.gap), [40])
    XCTAssertEqual(host.setMeasuredHeight(10, ofItemAt: item(9))?.contentOffsetAdjustment, .zero)
    XCTAssertEqual(host.contentSize.height, 910)
    let stop = bounds.offsetBy(dx: 0, dy: -90)
    _ = host.invalidation(forBoundsChangeFrom: bounds, to: stop)
    bounds = stop
    XCTAssertFalse(host.layout._hasGaps(within: stop))
    XCTAssertEqual(host.layout.frame(ofItemAt: item(2))!.minY, 240)
    XCTAssertEqual(host.layout.frame(ofItemAt: item(8))!.minY - bounds.minY, 190)
    let next = try XCTUnwrap(host.setMeasuredHeight(140, ofItemAt: item(6)))
    bounds.origin.y += next.contentOffsetAdjustment.y
    host.setViewport(bounds)
    XCTAssertEqual(host.layout.frame(ofItemAt: item(8))!.minY - bounds.minY, 190)
    host.layout._checkInvariants()
  }

  /// A drag is the user's scroll even where it ends as a stop would: the
  /// feed of the test above, item 9 measured 40 under the held offset of
  /// 700 (past the new end, 640); the user touches (the layout sees
  /// `isTracking`), drags and comes to rest at 640. The hold is over:
  /// item 7, on screen, measures 140 and grows from its top, pushing
  /// item 8 from 160 to 200 (held, it stayed at 160).
  func testADragThatEndsAtTheContentsEndIsNoStop() throws {
    var (host, bounds) = try heldAtTheContentsEnd()
    XCTAssertEqual(host.setMeasuredHeight(40, ofItemAt: item(9))?.contentOffsetAdjustment, .zero)
    host.userTookTheScroll()
    bounds.origin.y = 640
    host.setViewport(bounds)
    let invalidation = try XCTUnwrap(host.setMeasuredHeight(140, ofItemAt: item(7)))
    bounds.origin.y += invalidation.contentOffsetAdjustment.y
    XCTAssertEqual(host.layout.frame(ofItemAt: item(8))!.minY - bounds.minY, 200)
    host.layout._checkInvariants()
  }

  func testRandomJumpsHoldTheirItemWhileTheCellsAroundItMeasure() {
    XCTAssertEqual(measuringAroundJumps(holding: true, cases: 10), 0)
  }

  /// The same jumps by the offset alone, as the engine's recipe was: the
  /// item moves, so the test above can fail.
  func testWithoutTheHoldTheItemMoves() {
    XCTAssertGreaterThan(measuringAroundJumps(holding: false, cases: 3, expecting: false), 0)
  }

  /// Jumps to a random item of a random feed, then measures every cell on
  /// screen and within half a screen before it, in a random order, each
  /// applying its offset adjustment as a collection view does; returns
  /// how many jumps let the item move on screen, and reports each as a
  /// failure when `expecting`. With `holding` off, the offset comes from
  /// the layout's own `contentOffset(showing:alignment:in:)` and nothing
  /// is held.
  ///
  /// Held, the item stays exactly; so does every element on screen that
  /// reaches past its start, after each measurement of a one-column item
  /// that starts before it and that the engine can absorb (a spanning
  /// item, or one that grows above a stamp, takes the hold's adjustment
  /// alone; one that starts at or after it grows from its top).
  func measuringAroundJumps(holding: Bool, cases: Int, expecting: Bool = true) -> Int {
    var moved = 0
    RandomSweep.forEachCase(cases, seed: 0x4057_0006) { seed, random in
      var nextID = 0
      let feed = random.hostFeed(sections: 3, items: 60, nextID: &nextID)
      var configuration = random.masonryConfiguration()
      configuration.displayScale = nil
      var host = try! MasonryHost(configuration: configuration)
      host.pinsHeaders = random.chance(50)
      var bounds = Rect(
        x: 0, y: 0, width: Double.random(in: 150...700, using: &random), height: 600)
      host.prepare(viewport: bounds, source: feed)
      guard host.contentSize.height < 1e9, host.contentSize.width < 1e9 else { return }
      let items = (0..<host.layout.sectionCount).flatMap { section in
        (0..<(host.layout.itemCount(inSection: section) ?? 0)).map {
          ItemPath(section: section, item: $0)
        }
      }
      guard let target = items.randomElement(using: &random) else { return }
      let alignment = [Masonry.ScrollAlignment.top, .center, .bottom].randomElement(using: &random)!
      let insets = EdgeInsets(top: 91, left: 0, bottom: 34, right: 0)
      let offset =
        holding
        ? host.jump(to: target, alignment: alignment, bounds: bounds, insets: insets)
        : AdjustedViewport(bounds: bounds, insets: insets).contentOffset(
          showing: target, alignment: alignment, in: host.layout)
      guard let offset else { return XCTFail("no offset, seed \(seed)") }
      let landed = Rect(origin: offset, size: bounds.size)
      _ = host.invalidation(forBoundsChangeFrom: bounds, to: landed)
      bounds = landed
      let flow = { (point: Point) in configuration.axis == .vertical ? point.y : point.x }
      let start = { (frame: Rect) -> Double in
        configuration.axis == .horizontal && configuration.layoutDirection == .rightToLeft
          ? -frame.maxX : flow(frame.origin)
      }
      let place = { (host: MasonryHost, bounds: Rect) -> Double in
        start(host.layout.frame(ofItemAt: target)!) - start(bounds)
      }
      let there = place(host, bounds)
      let around =
        configuration.axis == .vertical
        ? bounds.insetBy(dx: 0, dy: -150).offsetBy(dx: 0, dy: -150)
        : bounds.insetBy(dx: -150, dy: 0)
      var movedHere = false
      for element in host.elements(in: around).filter({ $0.kind == .item }).shuffled(
        using: &random)
      {
        let context = "seed \(seed) measuring \(element.path)"
        // Where it is now: the measurements before it moved it.
        let frame = host.layout.frame(ofItemAt: element.path)!
        let length = flow(Point(x: frame.size.width, y: frame.size.height))
        let height = Swift.max(0, length + Double.random(in: -60...60, using: &random).rounded())
        let stamped =
          height > length && host.layout._hasStamp(belowTopOf: element.path)
        let absorbable = host.layout._columnSpan(ofItemAt: element.path) == 1 && !stamped
        // On screen, reaching past the item's start.
        let line = start(host.layout.frame(ofItemAt: target)!)
        let before = host.layout.elements(in: bounds).filter {
          let length = flow(Point(x: $0.frame.size.width, y: $0.frame.size.height))
          return $0.kind == .item && start($0.frame) + length > line + 1e-9
        }
        guard let invalidation = host.setMeasuredHeight(height, ofItemAt: element.path) else {
          continue
        }
        host.layout._checkInvariants()
        let adjustment = invalidation.contentOffsetAdjustment
        let adjusted = bounds.offsetBy(dx: adjustment.x, dy: adjustment.y)
        _ = host.invalidation(forBoundsChangeFrom: bounds, to: adjusted)
        if abs(place(host, adjusted) - there) > 1e-6 {
          movedHere = true
          if expecting {
            XCTFail(
              "\(target) moved on screen to \(place(host, adjusted)), not \(there), \(context)")
          }
        }
        if holding, absorbable, start(frame) < line {
          for shown in before where shown.path != element.path {
            let now = start(host.layout.frame(ofItemAt: shown.path)!) - start(adjusted)
            let then = start(shown.frame) - start(bounds)
            XCTAssertEqual(now, then, accuracy: 1e-6, "\(shown.path) moved, \(context)")
          }
        }
        bounds = adjusted
      }
      // At rest the gaps on screen close, the item held where it landed.
      if holding, let rest = host.closeGapsAtRest() {
        host.layout._checkInvariants()
        let adjustment = rest.contentOffsetAdjustment
        let adjusted = bounds.offsetBy(dx: adjustment.x, dy: adjustment.y)
        _ = host.invalidation(forBoundsChangeFrom: bounds, to: adjusted)
        bounds = adjusted
        XCTAssertEqual(place(host, bounds), there, accuracy: 1e-6, "at rest, seed \(seed)")
        for (path, gap) in host.layout._gapsAboveItems {
          let top = start(host.layout.frame(ofItemAt: path)!)
          let (low, high) = (
            start(bounds), start(bounds) + flow(Point(x: bounds.size.width, y: bounds.size.height))
          )
          XCTAssertLessThanOrEqual(
            min(top, high) - max(top - gap, low), 1e-9, "gap above \(path) at rest, seed \(seed)")
        }
      }
      if movedHere { moved += 1 }
    }
    return moved
  }
}
