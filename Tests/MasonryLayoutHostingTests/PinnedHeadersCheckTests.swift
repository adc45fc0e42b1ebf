// The debug check a host runs after its passes: headers pinned with none
// to pin (a header height written without `width:` is never called), told
// once, and never while the data has not arrived or once a header shows.

import LayoutGeometry
import MasonryLayout
import MasonryLayoutHosting
import XCTest

final class PinnedHeadersCheckTests: XCTestCase {
  /// A layout of `feed`, with headers pinned or not.
  private func layout(_ feed: HostFeed, pinned: Bool = true) -> SectionedMasonry {
    var layout = freshLayout(Masonry.Configuration(), width: 375, feed: feed)
    layout.pinsHeaders = pinned
    return layout
  }

  func testPinnedHeadersWithNoHeaderAreReportedOnceAtTheFirstPassThatShowsIt() {
    var check = PinnedHeadersCheck()
    let headless = HostFeed(heights: [[100, 50], [80]])
    XCTAssertFalse(check.problem(after: layout(headless, pinned: false)), "nothing is pinned")
    XCTAssertFalse(check.isSettled)
    XCTAssertTrue(check.problem(after: layout(headless)))
    XCTAssertTrue(check.isSettled)
    XCTAssertFalse(check.problem(after: layout(headless)), "told once")
    XCTAssertFalse(check.problem(after: layout(HostFeed(heights: [[100]]))))
  }

  func testAFeedWithNoItemsYetIsNotAProblem() {
    var check = PinnedHeadersCheck()
    XCTAssertFalse(check.problem(after: layout(HostFeed(heights: []))), "no sections")
    XCTAssertFalse(check.problem(after: layout(HostFeed(heights: [[], []]))), "no items")
    XCTAssertFalse(check.isSettled, "the data has not arrived")
    XCTAssertTrue(check.problem(after: layout(HostFeed(heights: [[], [40]]))))
  }

  func testAHeaderInAnySectionSettlesTheCheck() {
    var check = PinnedHeadersCheck()
    let later = HostFeed(heights: [[100], [], [80]], headers: [0, 0, 30])
    XCTAssertFalse(check.problem(after: layout(later)))
    XCTAssertTrue(check.isSettled, "the header height is implemented")
    XCTAssertFalse(
      check.problem(after: layout(HostFeed(heights: [[100]]))),
      "a feed without headers later is the app's choice")
  }

  func testAHeaderHeightTheEngineCleansToZeroIsNoHeader() {
    // NaN, negative and infinite heights are laid out as no header.
    var check = PinnedHeadersCheck()
    let feed = HostFeed(heights: [[10], [10], [10]], headers: [.nan, -44, .infinity])
    XCTAssertTrue(check.problem(after: layout(feed)))
  }

  func testAHostsLayoutIsCheckedAsItsEngine() throws {
    // The UIKit layout checks its host's layout after each prepare.
    var host = try MasonryHost(configuration: Masonry.Configuration())
    host.pinsHeaders = true
    var check = PinnedHeadersCheck()
    let viewport = Rect(x: 0, y: 0, width: 375, height: 600)
    host.prepare(viewport: viewport, source: HostFeed(heights: [[100, 50]]))
    XCTAssertTrue(check.problem(after: host.layout))

    var fine = PinnedHeadersCheck()
    var headed = try MasonryHost(configuration: Masonry.Configuration())
    headed.pinsHeaders = true
    headed.prepare(viewport: viewport, source: HostFeed(heights: [[100, 50]], headers: [44]))
    XCTAssertFalse(fine.problem(after: headed.layout))
    XCTAssertTrue(fine.isSettled)
  }
}
