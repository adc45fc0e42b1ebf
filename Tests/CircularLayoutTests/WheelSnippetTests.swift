// swift-format-ignore-file
// The issue's usage snippet and the README's, verbatim (so this file is
// exempt from formatting), and what they say they do. The issue's snippet
// was written against the Size-taking calls, now deprecated: it must still
// compile and give the same answers.

import LayoutGeometry
import CircularLayout
import XCTest

final class WheelSnippetTests: XCTestCase {
  @available(*, deprecated, message: "the issue's snippet passes viewport.size")
  func testTheIssueSnippetCompilesAndDoesWhatItSays() throws {
    let wheel = try Wheel(itemSize: Size(width: 133, height: 173), radius: 500)
    let viewport = Rect(x: 100, y: 0, width: 375, height: 667)   // bounds: origin is the content offset
    let content: Size = wheel.contentSize(itemCount: 10, viewport: viewport.size)
    let visible: [Wheel.Item] = wheel.items(in: viewport, itemCount: 10)
    let angle: Double = visible[0].angle
    let snapped: Double = wheel.targetContentOffset(forProposed: 300, velocity: 0, viewport: viewport.size, itemCount: 10)

    XCTAssertEqual(content, Size(width: 1330, height: 667))
    // At offset 100 the wheel has turned 100 / 955 of the way: items 0...3
    // reach into the viewport, item 0 at -9 · atan(133 / 500) · 100 / 955.
    XCTAssertEqual(visible.map(\.index), [0, 1, 2, 3])
    XCTAssertEqual(angle, -0.245_007, accuracy: 1e-6)
    // One item per 955 / 9 = 106.1 points: 300 is 2.83 items, nearest 3,
    // which stands upright at 3 · 955 / 9 = 318.33.
    XCTAssertEqual(snapped, 955.0 / 3, accuracy: 1e-9)
  }

  func testTheReadmeSnippetCompilesAndDoesWhatItSays() throws {
    let wheel = try Wheel(itemSize: Size(width: 133, height: 173), radius: 500)
    let viewport = Rect(x: 100, y: 0, width: 375, height: 667)   // bounds: origin is the content offset
    let content: Size = wheel.contentSize(itemCount: 10, viewport: viewport)  // 1330 x 667
    let visible: [Wheel.Item] = wheel.items(in: viewport, itemCount: 10)      // items 0...3
    let angle: Double = visible[0].angle                                      // -0.245 rad
    let snapped: Double = wheel.targetContentOffset(
      forProposed: 300, velocity: 0, viewport: viewport, itemCount: 10)       // 318.3

    XCTAssertEqual(content, Size(width: 1330, height: 667))
    XCTAssertEqual(visible.map(\.index), [0, 1, 2, 3])
    XCTAssertEqual(angle, -0.245_007, accuracy: 1e-6)
    XCTAssertEqual(snapped, 955.0 / 3, accuracy: 1e-9)
  }
}
