// swift-format-ignore-file
// The README's usage snippet, verbatim (so this file is exempt from
// formatting), and what it says it does. (The first issue's snippet passed
// the viewport's size to calls that 1.0 removed; the tutorial's numbers it
// showed are still checked by WheelTests.testTutorialQuantities.)

// The issue of the fixed distance per item (issue 16) shows its new calls
// in `WheelScrollModelSnippetTests`.

import Foundation
import LayoutGeometry
import CircularLayout
import XCTest

final class WheelSnippetTests: XCTestCase {
  func testTheReadmeSnippetCompilesAndDoesWhatItSays() throws {
    let wheel = try Wheel(itemSize: Size(width: 133, height: 173), radius: 500)
    let viewport = Rect(x: 100, y: 0, width: 375, height: 667)   // bounds: origin is the content offset
    let content: Size = wheel.contentSize(in: viewport, itemCount: 10)  // 1572 x 667
    let visible: [Wheel.Item] = wheel.items(in: viewport, itemCount: 10)      // items 0...3
    let angle: Double = visible[0].angle                                      // -0.195 rad
    let snapped: Double = wheel.targetContentOffset(
      forProposed: 300, velocity: 0, in: viewport, itemCount: 10)       // 266

    XCTAssertEqual(content, Size(width: 1572, height: 667))
    XCTAssertEqual(visible.map(\.index), [0, 1, 2, 3])
    XCTAssertEqual(angle, -0.195_474, accuracy: 1e-6)
    XCTAssertEqual(snapped, 266)
  }
}
