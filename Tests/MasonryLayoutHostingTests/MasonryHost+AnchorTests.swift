// The first visible element across updates: carried through a batch that
// deletes it (the next item that stays takes its place), a new
// configuration, a reload; and a batch during a drag.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting
import XCTest

final class MasonryHostAnchorTests: XCTestCase {
  /// One column of 100-point items, 200 points wide, the viewport showing
  /// item 3 from 40 points down its top.
  func host(_ feed: HostFeed) -> MasonryHost {
    var host = try! MasonryHost(configuration: Masonry.Configuration(columns: .fixed(1)))
    host.prepare(viewport: Rect(x: 0, y: 340, width: 200, height: 300), source: feed)
    return host
  }

  func testADeletedAnchorIsReplacedByTheNextItemThatStays() {
    let feed = HostFeed(heights: [Array(repeating: 100, count: 10)])
    var host = host(feed)
    var after = feed
    after.sections[0].items.removeSubrange(0..<4)
    host.apply((0..<4).map { .deleteItem(at: ItemPath(section: 0, item: $0)) }, source: after)
    host.layout._checkInvariants()
    // Item 4 (now 0) stands where item 3 stood: 40 points above the top.
    let offset = host.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 340))
    XCTAssertEqual(offset, Point(x: 0, y: 40))
  }

  func testAnInsertionAboveMovesTheOffsetByItsHeight() {
    let feed = HostFeed(heights: [Array(repeating: 100, count: 10)])
    var host = host(feed)
    var after = feed
    after.sections[0].items.insert(HostItem(id: 50, height: 70), at: 1)
    host.apply([.insertItem(at: ItemPath(section: 0, item: 1))], source: after)
    XCTAssertEqual(
      host.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 340)), Point(x: 0, y: 410))
    host.didRestoreContentOffset()
    XCTAssertEqual(
      host.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 340)), Point(x: 0, y: 340))
  }

  /// A right-to-left shelf: one row of twenty 100-point items, content
  /// 2,000 wide, item i from x = 1,900 − 100i. The viewport, 300 wide at
  /// x = 1,040, shows item 7 (1,200 to 1,300) 40 points from its right
  /// edge, where the shelf starts. An item inserted at the start (the
  /// right) makes the content 2,100 wide: item 7, now 8, is at 1,200 to
  /// 1,300 still, so the offset that keeps it 40 points from the right
  /// edge is 1,040, unchanged.
  func testARightToLeftShelfKeepsTheFirstVisibleItem() throws {
    var configuration = Masonry.Configuration(columns: .fixed(1))
    configuration.axis = .horizontal
    configuration.layoutDirection = .rightToLeft
    var host = try MasonryHost(configuration: configuration)
    let feed = HostFeed(heights: [Array(repeating: 100, count: 20)])
    let viewport = Rect(x: 1_040, y: 0, width: 300, height: 200)
    host.prepare(viewport: viewport, source: feed)
    XCTAssertEqual(host.layout.frame(ofItemAt: ItemPath(section: 0, item: 7))?.minX, 1_200)
    var after = feed
    after.sections[0].items.insert(HostItem(id: 50, height: 100), at: 0)
    host.apply([.insertItem(at: ItemPath(section: 0, item: 0))], source: after)
    XCTAssertEqual(host.layout.frame(ofItemAt: ItemPath(section: 0, item: 8))?.minX, 1_200)
    XCTAssertEqual(
      host.targetContentOffset(forProposedContentOffset: viewport.origin), Point(x: 1_040, y: 0))
    // A viewport whose width is not finite reads as 0 wide (the fuzzer's
    // case): the offset is the element's right edge plus the distance.
    for width in [Double.nan, .infinity] {
      host.setViewport(Rect(x: -100, y: -100, width: width, height: 200))
      XCTAssertEqual(
        host.targetContentOffset(forProposedContentOffset: Point(x: -100, y: -100)),
        Point(x: 1_340, y: -100), "width \(width)")
    }
  }

  func testANewConfigurationKeepsTheFirstVisibleItem() throws {
    let feed = HostFeed(heights: [Array(repeating: 100, count: 10)])
    var host = host(feed)
    try host.update { $0.rowSpacing = 10 }
    XCTAssertEqual(
      host.prepare(viewport: Rect(x: 0, y: 340, width: 200, height: 300), source: feed), .reloaded)
    // Item 3 now starts at 330.
    XCTAssertEqual(
      host.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 340)), Point(x: 0, y: 370))
  }

  /// A configuration changed between a rotation and the re-layout it asks
  /// for (a direction taken up at that re-layout): the anchor stays the one
  /// the rotation read from the bounds the user saw. Ten 100-point items
  /// in one column, 1,000 points of content; the viewport, 300 tall at
  /// 700, shows item 7 at its top. The rotation makes it 400 tall at 600
  /// (the scroll view clamps the offset to the content's end), where the
  /// old layout shows item 6 at the top: read there, the anchor would be
  /// item 6, and the offset 600.
  func testAConfigurationChangedAfterARotationKeepsTheRotationsAnchor() throws {
    let feed = HostFeed(heights: [Array(repeating: 100, count: 10)])
    var host = try MasonryHost(configuration: Masonry.Configuration(columns: .fixed(1)))
    let portrait = Rect(x: 0, y: 700, width: 200, height: 300)
    host.prepare(viewport: portrait, source: feed)
    let landscape = Rect(x: 0, y: 600, width: 300, height: 400)
    XCTAssertTrue(host.invalidation(forBoundsChangeFrom: portrait, to: landscape).invalidatesLayout)
    host.setViewport(landscape)
    try host.update { $0.layoutDirection = .rightToLeft }
    XCTAssertEqual(host.prepare(viewport: landscape, source: feed), .reloaded)
    XCTAssertEqual(
      host.targetContentOffset(forProposedContentOffset: landscape.origin), Point(x: 0, y: 700))
  }

  /// An anchor not restored (no collection view asked for it), then a
  /// scroll the host saw only as a viewport (a query of pinned headers):
  /// a reload reads the anchor afresh, item 10 at the top of the viewport
  /// at 1,000, not the one left from 340.
  func testAReloadAfterAScrollReadsTheAnchorAgain() {
    let feed = HostFeed(heights: [Array(repeating: 100, count: 30)])
    var host = host(feed)
    host.invalidate(everything: true)
    host.prepare(viewport: Rect(x: 0, y: 340, width: 200, height: 300), source: feed)
    let scrolled = Rect(x: 0, y: 1_000, width: 200, height: 300)
    host.setViewport(scrolled)
    host.invalidate(everything: true)
    XCTAssertEqual(host.prepare(viewport: scrolled, source: feed), .reloaded)
    XCTAssertEqual(
      host.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 0)), Point(x: 0, y: 1_000))
  }

  func testABatchDuringADragEndsTheDragWhereItStarted() {
    let feed = HostFeed(heights: [Array(repeating: 100, count: 10)])
    var host = host(feed)
    let origin = host.layout
    host.beginMoving(itemAt: ItemPath(section: 0, item: 0))
    host.moveItem(to: ItemPath(section: 0, item: 5))
    var after = feed
    after.sections[0].items.removeLast()
    host.apply([.deleteItem(at: ItemPath(section: 0, item: 9))], source: after)
    XCTAssertNil(host.movingItem)
    var expected = origin
    expected.removeItems(in: 9..<10, inSection: 0, mode: .keepColumns)
    XCTAssertEqual(allElements(host.layout), allElements(expected))
  }

  func testAMoveAcrossSectionsAloneIsTheEnginesMove() {
    let feed = HostFeed(heights: [[100, 50, 80], [40, 60]], headers: [30, 30])
    var host = host(feed)
    var after = feed
    let item = after.sections[0].items.remove(at: 1)
    after.sections[1].items.insert(item, at: 0)
    let from = ItemPath(section: 0, item: 1)
    let to = ItemPath(section: 1, item: 0)
    // The source says 999 for the item now: a move keeps the height it had.
    after.sections[1].items[0].height = 999
    var expected = host.layout
    let before = host.layout
    let transition = host.apply([.moveItem(from: from, to: to)], source: after)
    expected.moveItem(from: from, to: to, mode: .keepColumns)
    XCTAssertEqual(allElements(host.layout), allElements(expected))
    XCTAssertEqual(transition.newPath(ofOld: from), to)
    XCTAssertEqual(host.layout.frame(ofItemAt: to)?.size.height, 50)
    XCTAssertEqual(
      host.initialAppearance(of: .item, for: to)?.frame,
      expected.frame(ofItemAt: to).map { _ in before.frame(ofItemAt: from)! })
  }

  /// Found by the UIKit model's sweep: a move in one section beside an
  /// insertion in another is not a move alone. The engine's move took it
  /// for one and dropped the insertion, which left the inserted item
  /// without a frame.
  func testAMoveBesideAnInsertionInAnotherSectionMakesBoth() {
    let feed = HostFeed(heights: [[100, 50, 80], [40, 60, 70]], headers: [30, 30])
    var host = host(feed)
    var after = feed
    after.sections[0].items.append(HostItem(id: 99, height: 25))
    let moved = after.sections[1].items.remove(at: 2)
    after.sections[1].items.insert(moved, at: 1)
    let transition = host.apply(
      [
        .insertItem(at: ItemPath(section: 0, item: 3)),
        .moveItem(from: ItemPath(section: 1, item: 2), to: ItemPath(section: 1, item: 1)),
      ], source: after)
    XCTAssertFalse(transition.isReload)
    host.layout._checkInvariants()
    XCTAssertEqual(host.layout.itemCount(inSection: 0), 4)
    XCTAssertEqual(host.layout.frame(ofItemAt: ItemPath(section: 0, item: 3))?.size.height, 25)
    XCTAssertEqual(host.layout.frame(ofItemAt: ItemPath(section: 1, item: 1))?.size.height, 70)
    XCTAssertEqual(
      transition.newPath(ofOld: ItemPath(section: 1, item: 2)), ItemPath(section: 1, item: 1))
  }

  func testAnAnchorNotRestoredIsForgottenOnAScrollAndReplacedOnARotation() {
    let feed = HostFeed(heights: [Array(repeating: 100, count: 30)])
    var host = host(feed)
    host.invalidate(everything: true)
    host.prepare(viewport: Rect(x: 0, y: 340, width: 200, height: 300), source: feed)
    XCTAssertEqual(
      host.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 0)), Point(x: 0, y: 340))
    // A scroll: the proposal stands.
    let scrolled = Rect(x: 0, y: 1_000, width: 200, height: 300)
    host.prepare(viewport: scrolled, source: feed)
    XCTAssertEqual(
      host.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 7)), Point(x: 0, y: 7))
    // A stale anchor never wins over the bounds a rotation starts from.
    host.invalidate(everything: true)
    host.prepare(viewport: scrolled, source: feed)
    let later = Rect(x: 0, y: 2_050, width: 200, height: 300)
    host.setViewport(later)
    let rotated = Rect(x: 0, y: 2_050, width: 300, height: 200)
    _ = host.invalidation(forBoundsChangeFrom: later, to: rotated)
    host.prepare(viewport: rotated, source: feed)
    // Item 20 was 50 points above the top; one column still, same frames.
    XCTAssertEqual(
      host.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 0)), Point(x: 0, y: 2_050))
  }
}
