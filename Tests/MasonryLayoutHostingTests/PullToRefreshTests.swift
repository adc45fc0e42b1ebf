// The pull-to-refresh rule, by hand: a control exactly while there is an
// action, one refresh at a time, each ended once by its own token, and a
// refresh whose control went away (or came back) ending nothing.

import MasonryLayoutHosting
import XCTest

final class PullToRefreshTests: XCTestCase {
  func testAControlIsWantedExactlyWhileThereIsAnAction() {
    var refresh = PullToRefresh()
    XCTAssertFalse(refresh.wantsControl)
    XCTAssertFalse(refresh.update(hasAction: false))
    XCTAssertTrue(refresh.update(hasAction: true))
    XCTAssertTrue(refresh.wantsControl)
    // A new action on every update (SwiftUI makes a new closure): still one.
    XCTAssertTrue(refresh.update(hasAction: true))
    XCTAssertFalse(refresh.update(hasAction: false))
    XCTAssertFalse(refresh.wantsControl)
  }

  func testAPullStartsOneRefreshEndedOnceByItsToken() throws {
    var refresh = PullToRefresh()
    // No control, no refresh.
    XCTAssertNil(refresh.begin())
    refresh.update(hasAction: true)
    let token = try XCTUnwrap(refresh.begin())
    XCTAssertTrue(refresh.isRefreshing)
    // A second pull while it runs runs nothing.
    XCTAssertNil(refresh.begin())
    // An update with the action still there keeps it running.
    refresh.update(hasAction: true)
    XCTAssertTrue(refresh.isRefreshing)
    XCTAssertTrue(refresh.end(token))
    XCTAssertFalse(refresh.isRefreshing)
    XCTAssertFalse(refresh.end(token))
    // The next pull is a new refresh with a new token.
    let next = try XCTUnwrap(refresh.begin())
    XCTAssertNotEqual(next, token)
    XCTAssertFalse(refresh.end(token))
    XCTAssertTrue(refresh.isRefreshing)
    XCTAssertTrue(refresh.end(next))
  }

  func testARefreshWhoseControlWentAwayEndsNothing() throws {
    var refresh = PullToRefresh()
    refresh.update(hasAction: true)
    let token = try XCTUnwrap(refresh.begin())
    // The action goes away while it runs: the control is removed.
    refresh.update(hasAction: false)
    XCTAssertFalse(refresh.isRefreshing)
    XCTAssertNil(refresh.begin())
    // It comes back, a new control, pulled again before the old action
    // returns: the old token ends nothing, the new one ends its refresh.
    refresh.update(hasAction: true)
    let next = try XCTUnwrap(refresh.begin())
    XCTAssertFalse(refresh.end(token))
    XCTAssertTrue(refresh.isRefreshing)
    XCTAssertTrue(refresh.end(next))
  }
}
