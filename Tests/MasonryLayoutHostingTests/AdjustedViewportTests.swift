// What a scroll view under a navigation bar (91 points) and above the
// home indicator (34) shows, worked by hand on one column of 60 items of
// 100 points in a 390 x 844 screen (content 6,000 tall): the offset that
// shows an item inside the insets, the resting range, the span the end
// rule reads, and bad insets.

import LayoutGeometry
import MasonryLayout
import XCTest

@testable import MasonryLayoutHosting

final class AdjustedViewportTests: XCTestCase {
  private let bars = EdgeInsets(top: 91, left: 0, bottom: 34, right: 0)

  private func layout() throws -> SectionedMasonry {
    var layout = try SectionedMasonry(configuration: .init(columns: .fixed(1)))
    _ = try layout.prepare(
      width: 390, sections: HostFeed(heights: [Array(repeating: 100, count: 60)]))
    XCTAssertEqual(layout.contentSize, Size(width: 390, height: 6_000))
    return layout
  }

  private func viewport(y: Double, insets: EdgeInsets? = nil) -> AdjustedViewport {
    AdjustedViewport(bounds: Rect(x: 0, y: y, width: 390, height: 844), insets: insets ?? bars)
  }

  func testTheVisiblePartIsTheBoundsLessTheInsets() {
    // At the top, −91: the bar covers −91 ... 0 and the indicator
    // 719 ... 753.
    XCTAssertEqual(viewport(y: -91).visible, Rect(x: 0, y: 0, width: 390, height: 719))
    XCTAssertEqual(
      viewport(y: -91).restingOffsets(contentSize: Size(width: 390, height: 6_000)),
      RestingOffsets(
        contentSize: Size(width: 390, height: 6_000), boundsSize: Size(width: 390, height: 844),
        insets: bars))
  }

  func testATargetsTopLandsBelowTheBar() throws {
    let layout = try layout()
    let item50 = ItemPath(section: 0, item: 50)
    // Item 50 at y 5,000: its top at the bar's lower edge, 5,000 − 91.
    XCTAssertEqual(
      viewport(y: -91).contentOffset(showing: item50, alignment: .top, in: layout),
      Point(x: 0, y: 4_909))
    // Centred in the 719 points between the bars: 5,050 − 359.5 − 91.
    XCTAssertEqual(
      viewport(y: -91).contentOffset(showing: item50, alignment: .center, in: layout),
      Point(x: 0, y: 4_599.5))
    // Item 10's bottom (1,100) at the indicator's top: 1,100 − 719 − 91.
    XCTAssertEqual(
      viewport(y: -91).contentOffset(
        showing: ItemPath(section: 0, item: 10), alignment: .bottom, in: layout),
      Point(x: 0, y: 290))
    // Nearest, shown already between the bars at 4,909: no move.
    XCTAssertEqual(
      viewport(y: 4_909).contentOffset(showing: item50, alignment: .nearest, in: layout),
      Point(x: 0, y: 4_909))
    // An item under the bar at 4,950 (its top 41 points under it): moved
    // down to 4,909, not left under the bar.
    XCTAssertEqual(
      viewport(y: 4_950).contentOffset(showing: item50, alignment: .nearest, in: layout),
      Point(x: 0, y: 4_909))
    XCTAssertNil(
      viewport(y: 0).contentOffset(
        showing: ItemPath(section: 0, item: 60), alignment: .top, in: layout))
  }

  func testTheEndsRestWithinTheInsets() throws {
    let layout = try layout()
    // The last item, at 5,900: clamped to 6,000 + 34 − 844 = 5,190, its
    // bottom at the indicator's top (5,190 + 844 − 34 = 6,000).
    XCTAssertEqual(
      viewport(y: 0).contentOffset(
        showing: ItemPath(section: 0, item: 59), alignment: .top, in: layout),
      Point(x: 0, y: 5_190))
    // The first: −91, below the bar.
    XCTAssertEqual(
      viewport(y: 3_000).contentOffset(
        showing: ItemPath(section: 0, item: 0), alignment: .top, in: layout),
      Point(x: 0, y: -91))
    // Without insets, the engine's own range: 0 ... 5,156.
    XCTAssertEqual(
      viewport(y: 0, insets: .zero).contentOffset(
        showing: ItemPath(section: 0, item: 59), alignment: .top, in: layout),
      Point(x: 0, y: 5_156))
  }

  func testTheEndIsReachedWhenTheUserSeesIt() {
    // At 5,156 the content's end is at the bounds' bottom, under the
    // indicator: the visible part ends at 5,156 + 844 − 34 = 5,966.
    XCTAssertEqual(viewport(y: 5_156).span(along: .vertical, overscan: 0).end, 5_966)
    var feed = LazyMasonryState<Int>()
    func reaches(_ y: Double) -> Bool {
      let span = viewport(y: y).span(along: .vertical, overscan: 0)
      return feed.reachesEnd(
        start: span.start, end: span.end, contentLength: 6_000, mirrored: false)
    }
    XCTAssertFalse(reaches(5_156))
    XCTAssertTrue(reaches(5_190))
    XCTAssertFalse(reaches(5_190), "once per item count")
    // The overscan widens both sides: 5,190 + 91 − 300 and 6,000 + 300.
    let span = viewport(y: 5_190).span(along: .vertical, overscan: 300)
    XCTAssertEqual(span.start, 4_981)
    XCTAssertEqual(span.end, 6_300)
    // Along x, the side insets: 100 + 47 ... 100 + 844 − 47, widened by 10.
    let landscape = AdjustedViewport(
      bounds: Rect(x: 100, y: 0, width: 844, height: 300),
      insets: EdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
    let horizontal = landscape.span(along: .horizontal, overscan: 10)
    XCTAssertEqual(horizontal.start, 137)
    XCTAssertEqual(horizontal.end, 907)
    XCTAssertEqual(
      landscape.restingOffsets(contentSize: Size(width: 3_000, height: 300)).maximum,
      Point(x: 3_000 + 47 - 844, y: 0))
  }

  func testBadInsetsAndOverscanReadAsZero() throws {
    let bad = AdjustedViewport(
      bounds: Rect(x: 0, y: 0, width: 390, height: 844),
      insets: EdgeInsets(top: .nan, left: .infinity, bottom: -.infinity, right: 5))
    XCTAssertEqual(bad.insets, EdgeInsets(top: 0, left: 0, bottom: 0, right: 5))
    XCTAssertEqual(bad.visible, Rect(x: 0, y: 0, width: 385, height: 844))
    for overscan in [Double.nan, .infinity, -20] {
      let span = viewport(y: -91).span(along: .vertical, overscan: overscan)
      XCTAssertEqual(span.start, 0, "\(overscan)")
      XCTAssertEqual(span.end, 719, "\(overscan)")
    }
    // Insets taller than the bounds leave nothing visible: a zero height
    // at the top inset, and a finite offset.
    let covered = viewport(y: 0, insets: EdgeInsets(top: 500, left: 0, bottom: 500, right: 0))
    XCTAssertEqual(covered.visible, Rect(x: 0, y: 500, width: 390, height: 0))
    XCTAssertEqual(
      covered.contentOffset(
        showing: ItemPath(section: 0, item: 50), alignment: .top, in: try layout()),
      Point(x: 0, y: 4_500))
  }
}
