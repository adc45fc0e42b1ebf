// Where a scroll view's offset rests, worked by hand: insets, a content
// shorter than its bounds, the half-point tolerance, NaN.

import LayoutGeometry
import XCTest

@testable import MasonryLayoutHosting

final class RestingOffsetsTests: XCTestCase {
  /// A 390 x 844 screen over a 390 x 3000 feed, 100 points of insets on top
  /// (a navigation bar) and 34 at the bottom (the home indicator).
  private let phone = RestingOffsets(
    contentSize: Size(width: 390, height: 3000), boundsSize: Size(width: 390, height: 844),
    insets: EdgeInsets(top: 100, left: 0, bottom: 34, right: 0))

  func testTheRangeRunsFromMinusTheInsetToTheEndPlusTheInsetMinusTheBounds() {
    XCTAssertEqual(phone.minimum, Point(x: 0, y: -100))
    // 3000 + 34 - 844 = 2190; across, 390 + 0 - 390 = 0.
    XCTAssertEqual(phone.maximum, Point(x: 0, y: 2190))
    XCTAssertEqual(phone.clamped(Point(x: 12, y: 5000)), Point(x: 0, y: 2190))
    XCTAssertEqual(phone.clamped(Point(x: -12, y: -300)), Point(x: 0, y: -100))
    XCTAssertEqual(phone.clamped(Point(x: 0, y: 700)), Point(x: 0, y: 700))
  }

  func testAContentShorterThanItsBoundsRestsAtItsLeadingEnd() {
    let short = RestingOffsets(
      contentSize: Size(width: 390, height: 300), boundsSize: Size(width: 390, height: 844),
      insets: EdgeInsets(top: 100, left: 0, bottom: 34, right: 0))
    // 300 + 34 - 844 < -100: the range is the one offset -100.
    XCTAssertEqual(short.maximum, Point(x: 0, y: -100))
    XCTAssertEqual(short.clamped(Point(x: 0, y: 50)), Point(x: 0, y: -100))
  }

  func testAnOffsetPastAnEndIsOutsideGiveOrTakeHalfAPoint() {
    XCTAssertTrue(phone.contains(Point(x: 0, y: -100.4), along: .vertical))
    XCTAssertFalse(phone.contains(Point(x: 0, y: -100.6), along: .vertical))  // a pull to refresh
    XCTAssertTrue(phone.contains(Point(x: 0, y: 2190.5), along: .vertical))
    XCTAssertFalse(phone.contains(Point(x: 0, y: 2191), along: .vertical))  // a rubber band
    XCTAssertFalse(phone.contains(Point(x: 0, y: .nan), along: .vertical))
    // Across the flow the other axis is read: x 30 is past the end of 0.
    XCTAssertTrue(phone.contains(Point(x: 30, y: 700), along: .vertical))
    XCTAssertFalse(phone.contains(Point(x: 30, y: 700), along: .horizontal))
  }
}
