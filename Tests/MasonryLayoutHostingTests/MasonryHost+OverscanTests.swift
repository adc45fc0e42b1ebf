// The overscan: how far past the viewport a host shows elements. The lists
// of a measured height's invalidation and the window of a batch's
// transition reach that far, so that an element shown beyond the viewport
// is named when it moves and slides when a batch moves it.

import LayoutGeometry
import MasonryLayout
import MasonryLayoutHosting
import XCTest

final class MasonryHostOverscanTests: XCTestCase {
  /// One column of forty 100-point items, 200 points wide, the viewport
  /// 100 points tall at `top`.
  func host(top: Double, overscan: Double) -> MasonryHost {
    var host = try! MasonryHost(configuration: Masonry.Configuration(columns: .fixed(1)))
    host.prepare(
      viewport: Rect(x: 0, y: top, width: 200, height: 100),
      source: HostFeed(heights: [Array(repeating: 100, count: 40)]))
    host.overscan = overscan
    return host
  }

  func testBadOverscansReadAsZeroAndHugeOnesAsTheMaximum() {
    var host = host(top: 0, overscan: 0)
    for bad in [Double.nan, -1, .infinity, -.infinity] {
      host.overscan = 50
      host.overscan = bad
      XCTAssertEqual(host.overscan, 0, "\(bad)")
    }
    host.overscan = 1e300
    XCTAssertEqual(host.overscan, Masonry.maximumLength)
    host.overscan = 120
    XCTAssertEqual(host.overscan, 120)
  }

  func testAMeasuredHeightNamesWhatMovedAsFarAsTheOverscanReaches() throws {
    // The viewport is 250...350; item 3 (300...400) grows by 40 and moves
    // items 4 (to 440...540) and 5 (to 540...640) and the rest down.
    var plain = host(top: 250, overscan: 0)
    let alone = try XCTUnwrap(plain.setMeasuredHeight(140, ofItemAt: ItemPath(section: 0, item: 3)))
    XCTAssertEqual(alone.items, [ItemPath(section: 0, item: 3)])
    // With 150 points shown on each side (100...500), item 4 is named too;
    // item 5 starts past 500.
    var shown = host(top: 250, overscan: 150)
    let both = try XCTUnwrap(shown.setMeasuredHeight(140, ofItemAt: ItemPath(section: 0, item: 3)))
    XCTAssertEqual(both.items, [ItemPath(section: 0, item: 3), ItemPath(section: 0, item: 4)])
    XCTAssertEqual(both.contentOffsetAdjustment, .zero)
  }

  func testTheTransitionWindowReachesTheOverscanAndAScreenPastIt() throws {
    // The viewport is 1000...1100. Deleting item 2 moves every later item
    // up by 100. The window is the viewport grown by the overscan and one
    // viewport length (100) on each side.
    func initialTop(overscan: Double, ofNew item: Int) throws -> Double {
      var host = host(top: 1_000, overscan: overscan)
      var heights = Array(repeating: 100.0, count: 40)
      heights.remove(at: 2)
      host.apply(
        [
          MasonryHost.UpdateItem(
            action: .delete, before: .item(ItemPath(section: 0, item: 2)), after: nil)
        ],
        source: HostFeed(heights: [heights]))
      let appearance = try XCTUnwrap(
        host.initialAppearance(of: .item, for: ItemPath(section: 0, item: item)))
      XCTAssertEqual(appearance.alpha, 1)
      return appearance.frame.minY
    }
    // No overscan: the window is 900...1200. Old item 11 (1100...1200) is
    // in it and slides from there; old 12 (1200...1300) starts where it
    // lands, 1100.
    XCTAssertEqual(try initialTop(overscan: 0, ofNew: 10), 1_100)
    XCTAssertEqual(try initialTop(overscan: 0, ofNew: 11), 1_100)
    // An overscan of 100: 800...1300. Old 12 slides from 1200; old 13
    // (1300...1400) starts where it lands, 1200.
    XCTAssertEqual(try initialTop(overscan: 100, ofNew: 11), 1_200)
    XCTAssertEqual(try initialTop(overscan: 100, ofNew: 12), 1_200)
  }
}
