// Laying the feed out again at once after a new configuration: the offset
// adjustment that keeps the element the user was looking at where it was,
// clamped to where the scroll view rests, and the content size's change,
// worked out by hand.

import LayoutGeometry
import MasonryLayout
import MasonryLayoutHosting
import XCTest

final class MasonryHostRelayoutTests: XCTestCase {
  /// Six items 100 tall in two columns 100 wide, no spacing or insets:
  /// items 0, 2 and 4 on the left at 0, 100 and 200, items 1, 3 and 5 on
  /// the right; the content is 300 tall.
  static func host() throws -> MasonryHost {
    try MasonryHost(configuration: Masonry.Configuration(columns: .fixed(2)))
  }

  static let feed = HostFeed(heights: [Array(repeating: 100, count: 6)])

  /// The host prepared for a viewport 200 by 100 at `y`, then laid out
  /// again in `columns` columns with `insets`, and that re-layout's
  /// invalidation.
  static func relaidOut(
    atY y: Double, columns: Int, insets: EdgeInsets = .zero
  ) throws -> (host: MasonryHost, invalidation: MasonryHost.Invalidation) {
    var host = try host()
    let viewport = Rect(x: 0, y: y, width: 200, height: 100)
    host.prepare(viewport: viewport, source: feed)
    try host.update { $0.columns = .fixed(columns) }
    let invalidation = host.relayOut(viewport: viewport, insets: insets, source: feed)
    return (host, invalidation)
  }

  func testANewColumnCountKeepsTheViewedItemWhereItWas() throws {
    var host = try Self.host()
    // 120 ..< 220: item 2 (100 ..< 200) is the first with half of it
    // shown, 20 above the viewport's top.
    let viewport = Rect(x: 0, y: 120, width: 200, height: 100)
    host.prepare(viewport: viewport, source: Self.feed)
    try host.update { $0.columns = .fixed(1) }
    let invalidation = host.relayOut(viewport: viewport, insets: .zero, source: Self.feed)
    host.layout._checkInvariants()
    // One column: item 2 at 200, so the offset goes to 220 (+100), and the
    // content grows from 300 to 600.
    XCTAssertEqual(host.layout.frame(ofItemAt: ItemPath(section: 0, item: 2))?.minY, 200)
    XCTAssertEqual(invalidation.contentOffsetAdjustment, Point(x: 0, y: 100))
    XCTAssertEqual(invalidation.contentSizeAdjustment, Size(width: 0, height: 300))
    XCTAssertTrue(invalidation.invalidatesLayout)
    // Every item shown before is named, so that each cell measures
    // itself again at the new width: in two columns, items 2 and 3
    // (100 ..< 200) and 4 and 5 (200 ..< 300) overlap 120 ..< 220.
    XCTAssertEqual(
      invalidation.items, (2...5).map { ItemPath(section: 0, item: $0) })
    XCTAssertEqual(invalidation.headers, [])
    // The anchor is used: a later proposal stands.
    let later = Point(x: 0, y: 37)
    XCTAssertEqual(host.targetContentOffset(forProposedContentOffset: later), later)
  }

  func testTheRestoredOffsetStopsAtTheEndOfTheContentAndItsInset() throws {
    // 150 ..< 250: item 2 is 50 above the top. Six columns put every item
    // in one row, 100 tall: item 2's place (50) lies past the last resting
    // offset, 0 without an inset and 30 with a 30-point bottom inset.
    let viewport = Rect(x: 0, y: 150, width: 200, height: 100)
    for (bottom, resting) in [(0.0, 0.0), (30, 30)] {
      var host = try Self.host()
      host.prepare(viewport: viewport, source: Self.feed)
      try host.update { $0.columns = .fixed(6) }
      let invalidation = host.relayOut(
        viewport: viewport, insets: EdgeInsets(top: 0, left: 0, bottom: bottom, right: 0),
        source: Self.feed)
      host.layout._checkInvariants()
      XCTAssertEqual(host.contentSize.height, 100, "inset \(bottom)")
      XCTAssertEqual(
        invalidation.contentOffsetAdjustment, Point(x: 0, y: resting - 150), "inset \(bottom)")
      XCTAssertEqual(invalidation.contentSizeAdjustment, Size(width: 0, height: -200))
    }
  }

  func testWithoutAnAnchorTheOffsetStays() throws {
    // A relayout before the host has seen a scroll view: nothing to
    // restore, so the proposal (the viewport's origin) stands.
    var host = try Self.host()
    let viewport = Rect(x: 0, y: 0, width: 200, height: 100)
    let invalidation = host.relayOut(viewport: viewport, insets: .zero, source: Self.feed)
    XCTAssertEqual(invalidation.contentOffsetAdjustment, .zero)
    XCTAssertEqual(invalidation.contentSizeAdjustment, Size(width: 200, height: 300))
  }

  func testAReLayoutThatShortensTheContentBelowTheOffsetRestoresTheItem() throws {
    // 200 ..< 300, the end of the 300-point content: item 4 (200 ..< 300)
    // is the anchor, 0 from the top. Three columns: rows of 0, 1, 2 and of
    // 3, 4, 5, 200 tall in all, so the old offset stands past the new
    // content's last resting offset (100) only because the content shrank.
    // Item 4 is at 100: the offset goes there (-100), the same distance.
    let (host, invalidation) = try Self.relaidOut(atY: 200, columns: 3)
    XCTAssertEqual(host.layout.frame(ofItemAt: ItemPath(section: 0, item: 4))?.minY, 100)
    XCTAssertEqual(invalidation.contentOffsetAdjustment, Point(x: 0, y: -100))
    XCTAssertEqual(invalidation.contentSizeAdjustment, Size(width: 0, height: -100))
  }

  func testAnOffsetPastAnEndOfTheContentBeforeButNotAfterRestoresTheItem() throws {
    // 260 ..< 360 stands 60 past the content's last resting offset (200)
    // before, as cells that measured themselves smaller leave it, and
    // inside it after one column makes the content 600 tall (500). Item
    // 4, first shown, 60 above the top, is at 400 in one column: the
    // offset goes to 460 (+200).
    let (host, invalidation) = try Self.relaidOut(atY: 260, columns: 1)
    XCTAssertEqual(host.layout.frame(ofItemAt: ItemPath(section: 0, item: 4))?.minY, 400)
    XCTAssertEqual(invalidation.contentOffsetAdjustment, Point(x: 0, y: 200))
  }

  func testAnOffsetPastAnEndOfTheContentBeforeAndAfterIsTheUsers() throws {
    // A pull to refresh (60 above the top) and a rubber band (60 past the
    // last resting offset, 200, of the content before, and past 100 of the
    // content after): the user is dragging, so the offset stays and the
    // remembered item is forgotten.
    for y in [-60.0, 260] {
      let (host, invalidation) = try Self.relaidOut(atY: y, columns: 3)
      XCTAssertEqual(invalidation.contentOffsetAdjustment, .zero, "offset \(y)")
      let later = Point(x: 0, y: 37)
      XCTAssertEqual(host.targetContentOffset(forProposedContentOffset: later), later)
    }
    // With a 70-point bottom inset, 260 rests inside the content before
    // (its last resting offset is 300 - 100 + 70 = 270), and the item is
    // restored: item 4, first shown, 60 above the top, is at 100 in three
    // columns, so the offset goes to 160 (-100), within the new content's
    // last resting offset, 200 - 100 + 70 = 170.
    let insets = EdgeInsets(top: 0, left: 0, bottom: 70, right: 0)
    let inset = try Self.relaidOut(atY: 260, columns: 3, insets: insets)
    XCTAssertEqual(inset.invalidation.contentOffsetAdjustment, Point(x: 0, y: -100))
  }
}
