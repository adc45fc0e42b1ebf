// The lazy feed, by hand: cells keyed and framed for one and two columns
// with headers and footers, a rejected configuration falling back, a new
// configuration keeping the viewport, duplicates mapped to their first
// places, a data change and a measurement in the middle of a scroll, a
// width change, empty data, bad heights, and the queries before the
// first sync.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting
import XCTest

final class VirtualizedMasonryFeedTests: XCTestCase {
  typealias Lazy = VirtualizedMasonryFeed<Int>
  typealias Cell = Lazy.Cell

  /// One column 100 points wide, no spacing: item i of a list of
  /// 100-point items is at y = 100 i.
  let oneColumn = Masonry.Configuration(columns: .fixed(1))

  /// A lazy feed of 100-point items in one column, scrolled to `viewport`.
  func columnFeed(_ ids: [Int], viewport: Rect, overscan: Double = 0) -> Lazy {
    var lazy = Lazy()
    lazy.scroll(to: viewport)
    lazy.sync(
      sections: [ids], configuration: oneColumn, pinsHeaders: false, overscan: overscan
    ) { _, _ in 100 }
    lazy._checkInvariants()
    return lazy
  }

  func item(_ id: Int, _ section: Int, _ index: Int, _ frame: Rect) -> Cell {
    Cell(id: .item(id), path: ItemPath(section: section, item: index), frame: frame, zIndex: 0)
  }

  func itemIDs(_ lazy: Lazy) -> [Int] {
    lazy.cells.compactMap {
      if case .item(let id) = $0.id { return id }
      return nil
    }
  }

  func testTwoColumnsOfFixedHeightsByHand() {
    var lazy = Lazy()
    lazy.scroll(to: Rect(x: 0, y: 0, width: 200, height: 100))
    let heights: [Int: Double] = [1: 100, 2: 50, 3: 100, 4: 100]
    let synced = lazy.sync(
      sections: [[1, 2, 3, 4]], configuration: Masonry.Configuration(columns: .fixed(2)),
      pinsHeaders: false, overscan: 0
    ) { id, _ in heights[id]! }
    lazy._checkInvariants()
    // 1 in column 0 (0 to 100), 2 in column 1 (0 to 50), 3 under 2 (50 to
    // 150), 4 under 1 (100 to 200): the viewport, 0 to 100, shows 1 to 3.
    XCTAssertEqual(
      lazy.cells,
      [
        item(1, 0, 0, Rect(x: 0, y: 0, width: 100, height: 100)),
        item(2, 0, 1, Rect(x: 100, y: 0, width: 100, height: 50)),
        item(3, 0, 2, Rect(x: 100, y: 50, width: 100, height: 100)),
      ])
    XCTAssertEqual(synced?.pass.appeared.count, 3)
    XCTAssertEqual(lazy.contentSize, Size(width: 200, height: 200))
    XCTAssertEqual(lazy.pendingAdjustment, .zero)
    XCTAssertEqual(lazy.adjustmentCount, 0)
    XCTAssertEqual(
      "\(lazy.cells[2])", "Cell(item 3 at [0, 2], frame: \(lazy.cells[2].frame), zIndex: 0)")
    // Down by 100, 100 to 200: 1 and 2 are gone (an edge is not an
    // overlap), 4 is built.
    let revision = lazy.revision
    let pass = lazy.scroll(to: Rect(x: 0, y: 100, width: 200, height: 100))
    XCTAssertNotEqual(lazy.revision, revision)
    XCTAssertEqual(itemIDs(lazy), [3, 4])
    XCTAssertEqual(pass?.appeared.map(\.path.item), [3])
    XCTAssertEqual(lazy.cells.last, item(4, 0, 3, Rect(x: 0, y: 100, width: 100, height: 100)))
  }

  /// The virtualizer hints an item once while it stays in range, so the
  /// hints of a pass the host does not see (a sync's) come with the next
  /// scroll, at the items' paths then, or not at all for an item gone.
  func testHintsOfASyncArriveWithTheNextScroll() {
    let viewport = Rect(x: 0, y: 0, width: 100, height: 300)
    func ids(_ pass: MasonryVirtualizer.Pass?, _ lazy: Lazy) -> [Int] {
      (pass?.prefetch ?? []).compactMap { lazy.feed?.id(at: $0) }
    }
    // The sync's pass: items 0 to 3 built (overscan 100), the band at rest
    // 300 to 400 ahead: item 3, hinted there and held for the scroll.
    var lazy = columnFeed(Array(0..<20), viewport: viewport, overscan: 100)
    XCTAssertEqual(ids(lazy.scroll(to: viewport), lazy), [3])
    XCTAssertEqual(ids(lazy.scroll(to: viewport), lazy), [])
    // 99 arrives at 3, in the band (3 moves to 400 to 500, out of range).
    var list = Array(0..<20)
    list.insert(99, at: 3)
    lazy.sync(sections: [list], configuration: oneColumn, pinsHeaders: false, overscan: 100) {
      _, _ in 100
    }
    lazy._checkInvariants()
    // Before any scroll, 99 moves to the end, out of range, and 3 comes
    // back into the band: 99's hint is dropped (it will be hinted again
    // when it comes near), 3's is new.
    list = Array(0..<20) + [99]
    lazy.sync(sections: [list], configuration: oneColumn, pinsHeaders: false, overscan: 100) {
      _, _ in 100
    }
    lazy._checkInvariants()
    let pass = lazy.scroll(to: viewport)
    XCTAssertEqual(ids(pass, lazy), [3])
    XCTAssertEqual(pass?.prefetch, [ItemPath(section: 0, item: 3)])
    // A hint for an item deleted before the scroll is dropped: 98 arrives
    // at 3 and is hinted, then goes, and 3, back in the band, is hinted.
    list.insert(98, at: 3)
    lazy.sync(sections: [list], configuration: oneColumn, pinsHeaders: false, overscan: 100) {
      _, _ in 100
    }
    list.remove(at: 3)
    lazy.sync(sections: [list], configuration: oneColumn, pinsHeaders: false, overscan: 100) {
      _, _ in 100
    }
    lazy._checkInvariants()
    XCTAssertEqual(ids(lazy.scroll(to: viewport), lazy), [3])
  }

  /// A batch update writes an item moved out of a deleted section as a
  /// deletion and an insertion; its view, keyed by its id, stays built.
  func testAnItemMovedOutOfADeletedSectionDoesNotAppearAgain() {
    var lazy = Lazy()
    lazy.scroll(to: Rect(x: 0, y: 0, width: 100, height: 1_000))
    lazy.sync(
      sections: [[1, 2], [3, 4]], configuration: oneColumn, pinsHeaders: false, overscan: 0
    ) { _, _ in 100 }
    XCTAssertEqual(itemIDs(lazy), [1, 2, 3, 4])
    let synced = lazy.sync(
      sections: [[1, 2, 4]], configuration: oneColumn, pinsHeaders: false, overscan: 0
    ) { _, _ in 100 }
    lazy._checkInvariants()
    XCTAssertEqual(itemIDs(lazy), [1, 2, 4])
    XCTAssertEqual(lazy.cells.last, item(4, 0, 2, Rect(x: 0, y: 200, width: 100, height: 100)))
    XCTAssertEqual(synced?.pass.appeared, [])
  }

  func testHeadersAndFootersAreKeyedBySection() {
    var lazy = Lazy()
    lazy.scroll(to: Rect(x: 0, y: 0, width: 200, height: 280))
    lazy.sync(
      sections: [[1, 2], [3]], configuration: Masonry.Configuration(columns: .fixed(2)),
      pinsHeaders: false, overscan: 0, height: { _, _ in 100 }, headerHeight: { _, _ in 30 },
      footerHeight: { _, _ in 10 })
    lazy._checkInvariants()
    // Section 0: header 0 to 30, items 30 to 130, footer 130 to 140;
    // section 1 from 140: header to 170, item to 270, footer to 280.
    let path0 = ItemPath(section: 0, item: 0)
    let path1 = ItemPath(section: 1, item: 0)
    XCTAssertEqual(
      lazy.cells,
      [
        Cell(
          id: .header(0), path: path0, frame: Rect(x: 0, y: 0, width: 200, height: 30), zIndex: 1),
        item(1, 0, 0, Rect(x: 0, y: 30, width: 100, height: 100)),
        item(2, 0, 1, Rect(x: 100, y: 30, width: 100, height: 100)),
        Cell(
          id: .footer(0), path: path0, frame: Rect(x: 0, y: 130, width: 200, height: 10), zIndex: 1),
        Cell(
          id: .header(1), path: path1, frame: Rect(x: 0, y: 140, width: 200, height: 30), zIndex: 1),
        item(3, 1, 0, Rect(x: 0, y: 170, width: 100, height: 100)),
        Cell(
          id: .footer(1), path: path1, frame: Rect(x: 0, y: 270, width: 200, height: 10), zIndex: 1),
      ])
    XCTAssertEqual(lazy.contentSize, Size(width: 200, height: 280))
    XCTAssertEqual("\(lazy.cells[0])", "Cell(header 0, frame: \(lazy.cells[0].frame), zIndex: 1)")
    // Pinned: at y = 150, section 1's header stays at the viewport's top,
    // drawn above the items.
    lazy.sync(
      sections: [[1, 2], [3]], configuration: Masonry.Configuration(columns: .fixed(2)),
      pinsHeaders: true, overscan: 0, height: { _, _ in 100 }, headerHeight: { _, _ in 30 },
      footerHeight: { _, _ in 10 })
    lazy.scroll(to: Rect(x: 0, y: 150, width: 200, height: 100))
    lazy._checkInvariants()
    let header = lazy.cells.first { $0.id == .header(1) }
    XCTAssertEqual(header?.frame, Rect(x: 0, y: 150, width: 200, height: 30))
    XCTAssertGreaterThan(header?.zIndex ?? 0, 1)
  }

  func testARejectedConfigurationFallsBackToTheDefaultsAndIsReported() {
    var lazy = Lazy()
    lazy.scroll(to: Rect(x: 0, y: 0, width: 200, height: 500))
    let rejected = Masonry.Configuration(columns: .fixed(0))
    lazy.sync(sections: [[1, 2, 3]], configuration: rejected, pinsHeaders: false, overscan: 0) {
      _, _ in 100
    }
    lazy._checkInvariants()
    XCTAssertEqual(lazy.configurationError, .columnCount(0))
    XCTAssertEqual(lazy.configuration, rejected)
    XCTAssertEqual(lazy.feed?.host.configuration, Masonry.Configuration())
    // The defaults: two columns.
    XCTAssertEqual(itemIDs(lazy), [1, 2, 3])
    XCTAssertEqual(lazy.cells[1].frame, Rect(x: 100, y: 0, width: 100, height: 100))
    XCTAssertEqual(
      "\(lazy)",
      "VirtualizedMasonryFeed(items: 3, sections: 1, cells: 3, viewport: "
        + "\(Rect(x: 0, y: 0, width: 200, height: 500)), pendingAdjustment: \(Point.zero), "
        + "configurationError: \(Masonry.ConfigurationError.columnCount(0)))")
    // The same rejected configuration again keeps the feed: a measured
    // height stays.
    XCTAssertNotNil(lazy.setMeasuredLength(40, of: 1, at: ItemPath(section: 0, item: 0)))
    lazy.sync(sections: [[1, 2, 3]], configuration: rejected, pinsHeaders: false, overscan: 0) {
      _, _ in 100
    }
    XCTAssertEqual(lazy.cells[0].frame.height, 40)
    // A valid one clears the report.
    lazy.sync(
      sections: [[1, 2, 3]], configuration: oneColumn, pinsHeaders: false, overscan: 0
    ) { _, _ in 100 }
    XCTAssertNil(lazy.configurationError)
    XCTAssertEqual(lazy.cells[1].frame, Rect(x: 0, y: 100, width: 200, height: 100))
  }

  func testANewConfigurationKeepsTheViewportAndRebuildsTheFeed() {
    var lazy = columnFeed(Array(0..<40), viewport: Rect(x: 0, y: 500, width: 100, height: 300))
    XCTAssertNotNil(lazy.setMeasuredLength(40, of: 30, at: ItemPath(section: 0, item: 30)))
    var two = oneColumn
    two.columns = .fixed(2)
    let synced = lazy.sync(
      sections: [Array(0..<40)], configuration: two, pinsHeaders: false, overscan: 0
    ) { _, _ in 100 }
    lazy._checkInvariants()
    XCTAssertEqual(lazy.feed?.host.viewport, Rect(x: 0, y: 500, width: 100, height: 300))
    // Two 50-point columns: item i at row i / 2, y = 100 (i / 2); the
    // viewport 500 to 800 shows rows 5 to 7, every cell new.
    XCTAssertEqual(itemIDs(lazy), Array(10..<16))
    XCTAssertEqual(lazy.cells[0].frame, Rect(x: 0, y: 500, width: 50, height: 100))
    XCTAssertEqual(synced?.pass.appeared.count, 6)
    // The measured height was the old feed's.
    XCTAssertEqual(
      lazy.feed?.host.layout.frame(ofItemAt: ItemPath(section: 0, item: 30))?.height, 100)
    // With an adjustment still to apply (in one column, item 0 measured 60
    // points short moves everything on screen up 60), the new feed starts
    // where the old one was moved to, not where the view last reported.
    lazy.sync(
      sections: [Array(0..<40)], configuration: oneColumn, pinsHeaders: false, overscan: 0
    ) { _, _ in 100 }
    XCTAssertNotNil(lazy.setMeasuredLength(40, of: 0, at: ItemPath(section: 0, item: 0)))
    XCTAssertEqual(lazy.pendingAdjustment, Point(x: 0, y: -60))
    lazy.sync(
      sections: [Array(0..<40)], configuration: two, pinsHeaders: false, overscan: 0
    ) { _, _ in 100 }
    lazy._checkInvariants()
    XCTAssertEqual(lazy.viewport, Rect(x: 0, y: 500, width: 100, height: 300))
    XCTAssertEqual(lazy.feed?.host.viewport, Rect(x: 0, y: 440, width: 100, height: 300))
    // Rows 4 to 7 of two columns, 400 to 800.
    XCTAssertEqual(itemIDs(lazy), Array(8..<16))
  }

  func testDuplicatesMapToTheirFirstPlaces() {
    var lazy = Lazy()
    lazy.scroll(to: Rect(x: 0, y: 0, width: 100, height: 1000))
    let synced = lazy.sync(
      sections: [[1, 2, 1, 3], [2, 4]], configuration: oneColumn, pinsHeaders: false,
      overscan: 0
    ) { _, _ in 100 }
    lazy._checkInvariants()
    XCTAssertEqual(lazy.feed?.sections, [[1, 2, 3], [4]])
    XCTAssertEqual(synced?.update.diagnostics.duplicateCount, 2)
    XCTAssertEqual(synced?.update.diagnostics.firstDuplicatePath, ItemPath(section: 0, item: 2))
    XCTAssertEqual(itemIDs(lazy), [1, 2, 3, 4])
    func source(_ section: Int, _ item: Int) -> [Int]? {
      lazy.source(of: ItemPath(section: section, item: item)).map {
        [$0.id, $0.path.section, $0.path.item]
      }
    }
    XCTAssertEqual(source(0, 0), [1, 0, 0])
    XCTAssertEqual(source(0, 1), [2, 0, 1])
    XCTAssertEqual(source(0, 2), [3, 0, 3])
    XCTAssertEqual(source(1, 0), [4, 1, 1])
    XCTAssertNil(source(1, 1))
    // Without duplicates, a path is its own source.
    lazy.sync(
      sections: [[5, 1, 2, 3], [4]], configuration: oneColumn, pinsHeaders: false, overscan: 0
    ) { _, _ in 100 }
    lazy._checkInvariants()
    XCTAssertEqual(source(0, 3), [3, 0, 3])
    XCTAssertEqual(source(1, 0), [4, 1, 0])
  }

  func testADataChangeInTheMiddleOfAScrollBuildsOnlyTheNewCellsAndAdjusts() {
    let viewport = Rect(x: 0, y: 1000, width: 100, height: 500)
    var lazy = columnFeed(Array(0..<40), viewport: viewport)
    XCTAssertEqual(itemIDs(lazy), [10, 11, 12, 13, 14])
    // Three items above go, 99 comes in after 11: item 10 stays at the
    // viewport's top, 300 points higher in the content.
    var new = Array(3..<40)
    new.insert(99, at: 9)
    let synced = lazy.sync(
      sections: [new], configuration: oneColumn, pinsHeaders: false, overscan: 0
    ) { _, _ in 100 }
    lazy._checkInvariants()
    var reference = try! MasonryLayoutHosting.MasonryFeed<Int>(configuration: oneColumn)
    reference.update(to: Array(0..<40)) { _, _ in 100 }
    reference.prepare(viewport: viewport) { _, _ in 100 }
    let expected = reference.update(to: new) { _, _ in 100 }
    XCTAssertEqual(expected.contentOffsetAdjustment, Point(x: 0, y: -300))
    XCTAssertEqual(synced?.update.contentOffsetAdjustment, expected.contentOffsetAdjustment)
    XCTAssertEqual(lazy.pendingAdjustment, Point(x: 0, y: -300))
    XCTAssertEqual(lazy.adjustmentCount, 1)
    XCTAssertEqual(lazy.feed?.host.viewport, Rect(x: 0, y: 700, width: 100, height: 500))
    XCTAssertEqual(itemIDs(lazy), [10, 11, 99, 12, 13])
    XCTAssertEqual(lazy.cells[0], item(10, 0, 7, Rect(x: 0, y: 700, width: 100, height: 100)))
    // Only 99 is new: the others were carried through the change.
    XCTAssertEqual(synced?.pass.appeared.map(\.path), [ItemPath(section: 0, item: 9)])
    // A second change before the view applied the first: the moves add
    // up, each from where the first left the viewport.
    lazy.sync(
      sections: [Array(new.dropFirst(2))], configuration: oneColumn, pinsHeaders: false,
      overscan: 0
    ) { _, _ in 100 }
    XCTAssertEqual(lazy.pendingAdjustment, Point(x: 0, y: -500))
    XCTAssertEqual(lazy.adjustmentCount, 2)
    XCTAssertEqual(lazy.cells[0].frame.minY, 500)
    XCTAssertEqual(lazy.takeAdjustment(), Point(x: 0, y: -500))
    XCTAssertEqual(lazy.pendingAdjustment, .zero)
    XCTAssertEqual(lazy.adjustmentCount, 2)
    // The same ids again: an empty update, nothing moves.
    let same = lazy.sync(
      sections: [Array(new.dropFirst(2))], configuration: oneColumn, pinsHeaders: false,
      overscan: 0
    ) { _, _ in 100 }
    XCTAssertEqual(same?.update.isEmpty, true)
    XCTAssertEqual(same?.pass.appeared, [])
    XCTAssertEqual(lazy.adjustmentCount, 2)
  }

  func testAWidthChangeAddsThePreparesAdjustment() {
    // Square items: at width 100 item i is at 100 i, at width 200 at
    // 200 i; item 10 at the viewport's top stays there.
    var lazy = Lazy()
    lazy.scroll(to: Rect(x: 0, y: 1000, width: 100, height: 500))
    lazy.sync(
      sections: [Array(0..<40)], configuration: oneColumn, pinsHeaders: false, overscan: 0
    ) { _, width in width }
    XCTAssertEqual(lazy.pendingAdjustment, .zero)
    lazy.scroll(to: Rect(x: 0, y: 1000, width: 200, height: 500))
    lazy.sync(
      sections: [Array(0..<40)], configuration: oneColumn, pinsHeaders: false, overscan: 0
    ) { _, width in width }
    lazy._checkInvariants()
    XCTAssertEqual(lazy.pendingAdjustment, Point(x: 0, y: 1000))
    XCTAssertEqual(lazy.adjustmentCount, 1)
    XCTAssertEqual(lazy.cells.first, item(10, 0, 10, Rect(x: 0, y: 2000, width: 200, height: 200)))
  }

  func testAMeasuredLengthHoldsTheFirstVisibleItemStill() {
    var lazy = columnFeed(Array(0..<40), viewport: Rect(x: 0, y: 1000, width: 100, height: 500))
    // Item 5, above the viewport, is 60 points shorter: item 10 moves up
    // 60 points and the offset follows it.
    let revision = lazy.revision
    let invalidation = lazy.setMeasuredLength(40, of: 5, at: ItemPath(section: 0, item: 5))
    lazy._checkInvariants()
    XCTAssertEqual(invalidation?.contentOffsetAdjustment, Point(x: 0, y: -60))
    XCTAssertEqual(lazy.pendingAdjustment, Point(x: 0, y: -60))
    XCTAssertEqual(lazy.adjustmentCount, 1)
    XCTAssertNotEqual(lazy.revision, revision)
    XCTAssertEqual(lazy.feed?.host.viewport?.minY, 940)
    XCTAssertEqual(lazy.cells.first, item(10, 0, 10, Rect(x: 0, y: 940, width: 100, height: 100)))
    // Item 12, on screen, grows: nothing above it moves.
    lazy.setMeasuredLength(150, of: 12, at: ItemPath(section: 0, item: 12))
    XCTAssertEqual(lazy.pendingAdjustment, Point(x: 0, y: -60))
    XCTAssertEqual(lazy.adjustmentCount, 1)
    XCTAssertEqual(lazy.cells[2].frame, Rect(x: 0, y: 1140, width: 100, height: 150))
    // Bad lengths, an unknown id and the same length change nothing.
    let before = lazy.revision
    XCTAssertNil(lazy.setMeasuredLength(.nan, of: 12, at: ItemPath(section: 0, item: 12)))
    XCTAssertNil(lazy.setMeasuredLength(-5, of: 12, at: ItemPath(section: 0, item: 12)))
    XCTAssertNil(lazy.setMeasuredLength(150, of: 12, at: ItemPath(section: 0, item: 12)))
    XCTAssertNil(lazy.setMeasuredLength(80, of: 999, at: ItemPath(section: 0, item: 12)))
    XCTAssertEqual(lazy.revision, before)
    // The hint is only a hint: a wrong path still finds the id.
    XCTAssertNotNil(lazy.setMeasuredLength(80, of: 13, at: ItemPath(section: 0, item: 0)))
    lazy._checkInvariants()
  }

  func testScrollingToAnID() {
    let lazy = columnFeed(Array(0..<40), viewport: Rect(x: 0, y: 0, width: 100, height: 500))
    XCTAssertEqual(lazy.contentOffset(showing: 20), Point(x: 0, y: 2000))
    XCTAssertNil(lazy.contentOffset(showing: 999))
  }

  func testEmptyDataBuildsNothingAndReportsTheEndAtTheFirstScroll() {
    var lazy = Lazy()
    lazy.sync(sections: [], configuration: oneColumn, pinsHeaders: false, overscan: 300) {
      _, _ in 100
    }
    lazy._checkInvariants()
    XCTAssertEqual(lazy.cells, [])
    XCTAssertEqual(lazy.contentSize, .zero)
    XCTAssertNil(lazy.source(of: ItemPath(section: 0, item: 0)))
    // The sync's pass reached the end; the host hears of it at the first
    // scroll, once.
    XCTAssertEqual(lazy.scroll(to: Rect(x: 0, y: 0, width: 100, height: 500))?.reachedEnd, true)
    XCTAssertEqual(lazy.scroll(to: Rect(x: 0, y: 0, width: 100, height: 500))?.reachedEnd, false)
    lazy.sync(sections: [[]], configuration: oneColumn, pinsHeaders: false, overscan: 300) {
      _, _ in 100
    }
    XCTAssertEqual(lazy.feed?.sectionCount, 1)
    XCTAssertEqual(lazy.cells, [])
    // A page then: the end of the old content is not reported.
    lazy.sync(
      sections: [Array(0..<20)], configuration: oneColumn, pinsHeaders: false, overscan: 300
    ) { _, _ in 100 }
    XCTAssertEqual(lazy.scroll(to: Rect(x: 0, y: 0, width: 100, height: 500))?.reachedEnd, false)
    lazy._checkInvariants()
  }

  func testBadHeightsReadAsTheEngineReadsThem() {
    var lazy = Lazy()
    lazy.scroll(to: Rect(x: 0, y: 0, width: 100, height: 500))
    let heights: [Int: Double] = [1: .nan, 2: -40, 3: .infinity, 4: 100]
    lazy.sync(
      sections: [[1, 2, 3, 4]], configuration: oneColumn, pinsHeaders: false, overscan: 0
    ) { id, _ in heights[id]! }
    lazy._checkInvariants()
    XCTAssertFalse(lazy.feed?.diagnostics.heights.isClean ?? true)
    for cell in lazy.cells {
      XCTAssertTrue(cell.frame.isFinite, "\(cell)")
      XCTAssertGreaterThanOrEqual(cell.frame.height, 0, "\(cell)")
    }
    XCTAssertEqual(lazy.cells.first { $0.id == .item(4) }?.frame.height, 100)
    // A NaN viewport builds nothing; a bad overscan reads as 0.
    XCTAssertEqual(lazy.scroll(to: Rect(x: 0, y: .nan, width: 100, height: 500))?.elements, [])
    XCTAssertEqual(lazy.cells, [])
    lazy.sync(
      sections: [[1, 2, 3, 4]], configuration: oneColumn, pinsHeaders: false, overscan: -.infinity
    ) { id, _ in heights[id]! }
    lazy._checkInvariants()
  }

  func testBeforeTheFirstSyncNothingIsBuilt() {
    var lazy = Lazy()
    XCTAssertNil(lazy.scroll(to: Rect(x: 0, y: 40, width: 100, height: 500)))
    XCTAssertEqual(lazy.viewport, Rect(x: 0, y: 40, width: 100, height: 500))
    XCTAssertNil(lazy.feed)
    XCTAssertEqual(lazy.cells, [])
    XCTAssertEqual(lazy.contentSize, .zero)
    XCTAssertNil(lazy.contentOffset(showing: 1))
    XCTAssertNil(lazy.source(of: ItemPath(section: 0, item: 0)))
    XCTAssertNil(lazy.setMeasuredLength(10, of: 1, at: ItemPath(section: 0, item: 0)))
    XCTAssertNil(lazy.configuration)
    lazy._checkInvariants()
    XCTAssertEqual(
      "\(lazy)",
      "VirtualizedMasonryFeed(items: 0, sections: 0, cells: 0, viewport: "
        + "\(Rect(x: 0, y: 40, width: 100, height: 500)), pendingAdjustment: \(Point.zero), "
        + "configurationError: nil)")
    // The first sync lays out at the viewport recorded.
    lazy.sync(
      sections: [Array(0..<20)], configuration: oneColumn, pinsHeaders: false, overscan: 0
    ) { _, _ in 100 }
    XCTAssertEqual(itemIDs(lazy), [0, 1, 2, 3, 4, 5])
  }
}
