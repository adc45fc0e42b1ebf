// swift-format-ignore-file
// The public API snippet of the issue that made the wheel fit a real app
// (issue 16), in its lines (so this file is exempt from formatting),
// spelled in the 1.0 vocabulary (issue 27): every viewport is `in:`, and
// paging reads the bounds where the finger lifted instead of a drag
// start; and what each line does.

import CircularLayout
import LayoutGeometry
import XCTest

final class WheelScrollModelSnippetTests: XCTestCase {
  func testTheIssueSnippetCompilesAndDoesWhatItSays() throws {
    var wheel = try Wheel(itemSize: Size(width: 133, height: 173), radius: 500)
    let viewport = Rect(x: 4 * 133, y: 0, width: 375, height: 667)   // the scroll view's bounds
    let n = 10
    let p = 1000.0, v = 2.5

    wheel.scrollModel = .fixedDistancePerItem           // Wheel.ScrollModel: .fixedDistancePerItem (the new default), .tutorial
    try wheel.update { $0.scrollDistancePerItem = 120 }             // nil: the item's length along the scroll axis; throws for a bad distance
    wheel.layoutDirection = .rightToLeft                // LayoutDirection: .leftToRight (default), .rightToLeft
    wheel.snapping = .paging                            // ScrollSnapping: .free (today's, the default), .nearest, .paging

    let keep: Double = wheel.contentOffset(keepingCentered: 7, insertedBefore: 3, removedBefore: 0, in: viewport, itemCount: n)
    let next: Double? = wheel.contentOffset(steppingBy: 1, in: viewport, itemCount: n)     // accessibilityIncrement
    let box: Rect? = wheel.item(4, in: viewport, itemCount: n)?.accessibilityFrame
    let order: [Int] = wheel.readingOrder(in: viewport, itemCount: n)
    let target: Double = wheel.targetContentOffset(forProposed: p, velocity: v, in: viewport, itemCount: n)
    let landing: Int? = wheel.landingItemIndex(forProposed: p, velocity: v, in: viewport, itemCount: n)

    // The snippet's four changes, checked once after it (it is kept as
    // written, so no check can go between its lines).
    wheel._checkInvariants()
    // 120 points per item, right to left: 10 items span 9 · 120 = 1080
    // points, and offset 532 reads as 1080 - 532 = 548, 4.57 items.
    XCTAssertEqual(wheel.maximumContentOffset(in: viewport, itemCount: n), 1080)
    XCTAssertEqual(wheel.scrollPosition(in: viewport, itemCount: n), 548.0 / 120)
    XCTAssertEqual(wheel.centeredItemIndex(in: viewport, itemCount: n), 5)
    // Item 5 stands 0.43 items short of the top. Item 7, index 10 once 3
    // are inserted before it, is brought there: position 10 - 0.43, in 13
    // items that span 1440 points.
    XCTAssertEqual(keep, 1440 - (10 + 548.0 / 120 - 5) * 120, accuracy: 1e-9)
    // Increment: item 5 to 6, at 1080 - 720 (a lower offset, right to left).
    XCTAssertEqual(next, 360)
    // Item 4's box: its rotated shape's, 0.57 of a step from the top.
    XCTAssertEqual(box, wheel.item(4, in: viewport, itemCount: n)?.frame)
    XCTAssertEqual(order, wheel.items(in: viewport, itemCount: n).map(\.index))
    // The finger lifted at 532 (4.57 items: item 5 nearest, item 4 the
    // next one back) and UIKit proposes 1000 (0.67 items) with the offset
    // growing: moving to lower items, paging allows one, item 4, at
    // 1080 - 480.
    XCTAssertEqual(target, 600)
    XCTAssertEqual(landing, 4)
  }
}
