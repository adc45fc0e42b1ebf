// Bounds changes: a scroll invalidates only the headers pinning moves (and
// nothing without pinning); a new width lays out again and the target
// offset puts the first visible element back where it was.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting
import XCTest

final class MasonryHostBoundsTests: XCTestCase {
  static let feed = HostFeed(
    heights: [Array(repeating: 100, count: 10), Array(repeating: 50, count: 10), [30]],
    headers: [40, 0, 40])

  func testAScrollInvalidatesOnlyWhatPinningMoves() throws {
    var host = try MasonryHost(configuration: Masonry.Configuration(columns: .fixed(2)))
    let top = Rect(x: 0, y: 0, width: 300, height: 200)
    host.prepare(viewport: top, source: Self.feed)
    let scrolled = top.offsetBy(dx: 0, dy: 120)
    XCTAssertFalse(host.shouldInvalidate(forBoundsChangeFrom: top, to: scrolled))
    XCTAssertTrue(host.invalidation(forBoundsChangeFrom: top, to: scrolled).isEmpty)
    host.pinsHeaders = true
    XCTAssertTrue(host.shouldInvalidate(forBoundsChangeFrom: scrolled, to: top))
    let invalidation = host.invalidation(forBoundsChangeFrom: scrolled, to: top)
    XCTAssertEqual(invalidation.headers, [0])
    XCTAssertTrue(invalidation.items.isEmpty)
    XCTAssertFalse(invalidation.invalidatesLayout)
    // Section 0 ends at 40 + 500, section 1 (no header) ends at 790; a
    // viewport over sections 1 and 2 invalidates the header of 2 only.
    let low = Rect(x: 0, y: 700, width: 300, height: 200)
    XCTAssertEqual(
      host.invalidation(forBoundsChangeFrom: low, to: low.offsetBy(dx: 0, dy: 10)).headers, [2])
    // The pinned header follows the viewport.
    host.prepare(viewport: top.offsetBy(dx: 0, dy: 100), source: Self.feed)
    XCTAssertEqual(host.element(.header, for: ItemPath(section: 0, item: 0))?.frame.minY, 100)
  }

  /// A right-to-left shelf, one row of ten 100-point items, content
  /// 1,000 wide (item i at x = 900 − 100i), the viewport 300 wide at 300
  /// (showing flow 400...700). Item 1, above the viewport, measures 60: it
  /// keeps its end, and leaves a 40-point gap before it. A scroll back to
  /// the start (x = 700) would show that gap, carried up to the row's
  /// start: it closes, the content becomes 960 wide, and every element,
  /// standing from the content's right end, moves 40 points left but for
  /// what the closing moved. The offset takes the content's change, so
  /// the viewport shows the row's start: item 0 at 860...960.
  func testAScrollBackThatClosesAGapOnARightToLeftShelfMovesTheOffsetWithTheContent() throws {
    var configuration = Masonry.Configuration(columns: .fixed(1))
    configuration.axis = .horizontal
    configuration.layoutDirection = .rightToLeft
    var host = try MasonryHost(configuration: configuration)
    let feed = HostFeed(heights: [Array(repeating: 100, count: 10)])
    let viewport = Rect(x: 300, y: 0, width: 300, height: 200)
    host.prepare(viewport: viewport, source: feed)
    let measured = try XCTUnwrap(
      host.setMeasuredHeight(60, ofItemAt: ItemPath(section: 0, item: 1)))
    XCTAssertEqual(measured.contentOffsetAdjustment, .zero)
    XCTAssertEqual(host.layout._gapsAboveItems.map(\.gap), [40])
    let start = Rect(x: 700, y: 0, width: 300, height: 200)
    XCTAssertTrue(host.shouldInvalidate(forBoundsChangeFrom: viewport, to: start))
    let invalidation = host.invalidation(forBoundsChangeFrom: viewport, to: start)
    host.layout._checkInvariants()
    XCTAssertEqual(invalidation.contentSizeAdjustment, Size(width: -40, height: 0))
    XCTAssertEqual(invalidation.contentOffsetAdjustment, Point(x: -40, y: 0))
    XCTAssertEqual(host.layout._gapsAboveItems.map(\.gap), [])
    let first = try XCTUnwrap(host.layout.frame(ofItemAt: ItemPath(section: 0, item: 0)))
    XCTAssertEqual(first.minX, 860)
    XCTAssertEqual(first.maxX, 960)
  }

  func testANewWidthKeepsTheElementTheUserIsLookingAtWhereItWas() throws {
    var host = try MasonryHost(
      configuration: Masonry.Configuration(columns: .adaptive(minimumWidth: 100, maximumCount: nil))
    )
    let portrait = Rect(x: 0, y: 630, width: 300, height: 600)
    host.prepare(viewport: portrait, source: Self.feed)
    // Three columns: section 1's last item (590...640) shows its last 10
    // points of 50, so the anchor is section 2's header (640...680), 10
    // points down.
    let anchor = host.layout.anchor(in: portrait)
    XCTAssertEqual(
      anchor,
      SectionedMasonry.Anchor(kind: .header, path: ItemPath(section: 2, item: 0), distance: 10))
    let landscape = Rect(x: 0, y: 630, width: 600, height: 300)
    XCTAssertTrue(host.shouldInvalidate(forBoundsChangeFrom: portrait, to: landscape))
    // Every element shown in the old bounds is named, so that each cell
    // measures itself again at the new width: section 2's header among
    // them, and nothing else.
    let shown = host.layout.elements(in: portrait, pinnedIn: portrait)
    let invalidation = host.invalidation(forBoundsChangeFrom: portrait, to: landscape)
    XCTAssertTrue(invalidation.invalidatesLayout)
    XCTAssertTrue(invalidation.headers.contains(2))
    XCTAssertEqual(
      Set(invalidation.items), Set(shown.filter { $0.kind == .item }.map(\.path)))
    XCTAssertEqual(
      Set(invalidation.headers), Set(shown.filter { $0.kind == .header }.map(\.path.section)))
    XCTAssertEqual(
      Set(invalidation.footers), Set(shown.filter { $0.kind == .footer }.map(\.path.section)))
    XCTAssertFalse(invalidation.items.isEmpty)
    XCTAssertEqual(host.prepare(viewport: landscape, source: Self.feed), .widthChanged)
    host.layout._checkInvariants()
    XCTAssertEqual(host.layout.masonry(inSection: 0)?.columnCount, 6)
    let offset = host.targetContentOffset(forProposedContentOffset: landscape.origin)
    // Six columns: sections 0 and 1 take two rows each, 40 + 200 + 100,
    // so the header is at 340 and the offset 330.
    let path = try XCTUnwrap(anchor.path)
    XCTAssertEqual(host.layout.element(.header, for: path)?.frame.minY, 340)
    XCTAssertEqual(offset.y, 330)
    // Once the user scrolls, the proposal stands.
    _ = host.invalidation(
      forBoundsChangeFrom: landscape, to: landscape.offsetBy(dx: 0, dy: 5))
    XCTAssertEqual(
      host.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 7)), Point(x: 0, y: 7))
  }

  func testRandomRotationsKeepTheAnchor() {
    RandomSweep.forEachCase(10, seed: 0x4057_0005) { seed, random in
      var nextID = 0
      let feed = random.hostFeed(sections: 4, items: 40, nextID: &nextID)
      var configuration = random.masonryConfiguration()
      configuration.displayScale = nil
      var host = try! MasonryHost(configuration: configuration)
      var viewport = Rect(
        x: 0, y: 0, width: Double.random(in: 150...700, using: &random), height: 500)
      host.prepare(viewport: viewport, source: feed)
      for step in 0..<6 {
        let context = "seed \(seed) step \(step)"
        viewport.origin.y = Double.random(
          in: 0...Swift.max(host.contentSize.height - 500, 0), using: &random)
        _ = host.invalidation(forBoundsChangeFrom: viewport, to: viewport)
        let anchor = host.layout.anchor(in: viewport)
        let rotated = Rect(
          x: 0, y: viewport.minY, width: Double.random(in: 150...900, using: &random), height: 500)
        _ = host.invalidation(forBoundsChangeFrom: viewport, to: rotated)
        host.prepare(viewport: rotated, source: feed)
        host.layout._checkInvariants()
        XCTAssertEqual(
          allElements(host.layout),
          allElements(freshLayout(configuration, width: rotated.width, feed: feed)), context)
        let offset = host.targetContentOffset(forProposedContentOffset: rotated.origin)
        host.didRestoreContentOffset()
        if anchor.kind == .item, anchor.path != nil {
          XCTAssertEqual(
            anchorTop(anchor, in: host.layout) - offset.y, anchor.distance, accuracy: 1e-6, context)
        }
        viewport = Rect(origin: offset, size: rotated.size)
        _ = host.invalidation(forBoundsChangeFrom: rotated, to: viewport)
      }
    }
  }
}
