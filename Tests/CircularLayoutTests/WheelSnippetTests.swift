// swift-format-ignore-file
// The issue's usage snippet and the README's, verbatim (so this file is
// exempt from formatting), and what they say they do. The issue's snippet
// was written against the Size-taking calls, now deprecated: it must still
// compile. Its numbers were the tutorial's scroll model, the default until
// the fixed distance per item replaced it; the same wheel under
// `.tutorial` still gives them (WheelTests.testTutorialQuantities).

// The issue of the fixed distance per item (issue 16) shows its new calls
// in `WheelScrollModelSnippetTests`.

import Foundation
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

    // One item per 133 points: 9 · 133 + 375.
    XCTAssertEqual(content, Size(width: 1572, height: 667))
    // At offset 100 the wheel has turned 100 / 133 of an item: items 0...3
    // reach into the viewport, item 0 at -atan(133 / 500) · 100 / 133.
    XCTAssertEqual(visible.map(\.index), [0, 1, 2, 3])
    XCTAssertEqual(angle, -atan(133.0 / 500) * 100 / 133, accuracy: 1e-15)
    // 300 is 2.26 items, nearest 2, which stands upright at 266.
    XCTAssertEqual(snapped, 266)
  }

  func testTheReadmeSnippetCompilesAndDoesWhatItSays() throws {
    let wheel = try Wheel(itemSize: Size(width: 133, height: 173), radius: 500)
    let viewport = Rect(x: 100, y: 0, width: 375, height: 667)   // bounds: origin is the content offset
    let content: Size = wheel.contentSize(itemCount: 10, viewport: viewport)  // 1572 x 667
    let visible: [Wheel.Item] = wheel.items(in: viewport, itemCount: 10)      // items 0...3
    let angle: Double = visible[0].angle                                      // -0.195 rad
    let snapped: Double = wheel.targetContentOffset(
      forProposed: 300, velocity: 0, viewport: viewport, itemCount: 10)       // 266

    XCTAssertEqual(content, Size(width: 1572, height: 667))
    XCTAssertEqual(visible.map(\.index), [0, 1, 2, 3])
    XCTAssertEqual(angle, -0.195_474, accuracy: 1e-6)
    XCTAssertEqual(snapped, 266)
  }
}
