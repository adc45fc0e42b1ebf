// The scroll API is the module's engines': a type of one's own that
// conforms to ScrollingLayout (which the protocol says not to do) scrolls
// as an engine with no items, and never traps.

import CircularLayout
import LayoutGeometry
import XCTest

final class ScrollingLayoutConformanceTests: XCTestCase {
  /// A conformance the module does not know.
  private struct Foreign: ScrollingLayout {
    var axis: Axis = .horizontal
    var snapping: ScrollSnapping = .paging
    var wrapsAround = true
    var layoutDirection = LayoutDirection.rightToLeft
  }

  func testAForeignConformanceScrollsAsAnEngineWithNoItems() {
    let viewport = Rect(x: 120, y: 0, width: 375, height: 667)
    for layout in [Foreign(), Foreign(axis: .vertical, snapping: .free, wrapsAround: false)] {
      XCTAssertEqual(layout.contentSize(in: viewport, itemCount: 10), Size(width: 375, height: 667))
      XCTAssertEqual(layout.scrollDistancePerItem(in: viewport, itemCount: 10), 0)
      XCTAssertNil(layout.centeredItemIndex(in: viewport, itemCount: 10))
      XCTAssertNil(layout.contentOffset(steppingBy: 1, in: viewport, itemCount: 10))
      XCTAssertEqual(layout.maximumContentOffset(in: viewport, itemCount: 10), 0)
      XCTAssertEqual(
        layout.targetContentOffset(forProposed: 500, velocity: 2, in: viewport, itemCount: 10), 0)
      XCTAssertNil(
        layout.landingItemIndex(forProposed: 500, velocity: 2, in: viewport, itemCount: 10))
    }
  }

  func testTheEnginesAreReadAsThemselves() throws {
    // The same wheel through the protocol and directly: the cast reaches
    // the wheel's own track (a foreign track would give 0 here).
    let wheel = try Wheel(itemSize: Size(width: 133, height: 173), radius: 500)
    let viewport = Rect(x: 0, y: 0, width: 375, height: 667)
    func distance(_ layout: some ScrollingLayout) -> Double {
      layout.scrollDistancePerItem(in: viewport, itemCount: 10)
    }
    XCTAssertEqual(distance(wheel), 133)
    let carousel = try Carousel(itemSize: Size(width: 200, height: 200))
    XCTAssertEqual(distance(carousel), carousel.scrollDistancePerItem(in: viewport, itemCount: 10))
    XCTAssertGreaterThan(distance(carousel), 0)
  }
}
