// The bouncing rule, by hand: the feed's axis always, and vertically too
// while the feed offers pull to refresh.

import LayoutGeometry
import MasonryLayoutHosting
import XCTest

final class AlwaysBouncingAxesTests: XCTestCase {
  func testTheFeedsAxisAlwaysBouncesAndVerticallyWhereItRefreshes() {
    let cases: [(Axis, Bool, vertical: Bool, horizontal: Bool)] = [
      (.vertical, false, true, false),
      (.vertical, true, true, false),
      (.horizontal, false, false, true),
      (.horizontal, true, true, true),
    ]
    for (axis, refreshes, vertical, horizontal) in cases {
      let axes = AlwaysBouncingAxes(feedAxis: axis, offersPullToRefresh: refreshes)
      XCTAssertEqual(axes.vertical, vertical, "\(axis), refreshes: \(refreshes)")
      XCTAssertEqual(axes.horizontal, horizontal, "\(axis), refreshes: \(refreshes)")
    }
  }
}
