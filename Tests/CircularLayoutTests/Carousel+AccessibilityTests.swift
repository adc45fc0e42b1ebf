// Stepping and reading order: the wheel's rules from the same scroll
// model, and the visible items read by ascending offset.

import CircularLayout
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class CarouselAccessibilityTests: XCTestCase {
  func testReadingOrderIsAscendingOffsetOverTheReturnedItems() throws {
    try forEachRandomCarousel(150, seed: 0xACC3_5510) { random in
      let (test, carousel, seed) = (random.test, random.carousel, random.seed)
      let items = carousel.items(
        in: test.viewport, itemCount: test.count, coverFlowToggle: test.toggle)
      let order = carousel.readingOrder(
        in: test.viewport, itemCount: test.count, coverFlowToggle: test.toggle)
      XCTAssertEqual(Set(order), Set(items.map(\.index)), "seed \(seed)")
      XCTAssertEqual(order.count, items.count, "seed \(seed)")
      let offsets = Dictionary(uniqueKeysWithValues: items.map { ($0.index, $0.offset) })
      let read = order.compactMap { offsets[$0] }
      XCTAssertEqual(read, read.sorted(), "seed \(seed)")
    }
  }

  /// A wrapping cylinder read across the seam: 10, 11, 0, 1, 2.
  func testAcrossTheSeam() throws {
    var carousel = try Carousel(itemSize: Size(width: 200, height: 200), style: .cylinder)
    carousel.showsBackfaces = false
    carousel._checkInvariants()
    try carousel.update { $0.visibleItemLimit = 5 }
    carousel._checkInvariants()
    let bounds = Rect(x: 0, y: 0, width: 1_024, height: 768)
    let start = carousel.initialContentOffset(centering: 0, in: bounds, itemCount: 12)
    let viewport = Rect(x: start, y: 0, width: 1_024, height: 768)
    XCTAssertEqual(carousel.readingOrder(in: viewport, itemCount: 12), [10, 11, 0, 1, 2])
    // Stepping by one from item 0 goes to item 1, and back across the seam.
    let next = try XCTUnwrap(carousel.contentOffset(steppingBy: 1, in: viewport, itemCount: 12))
    XCTAssertEqual(next - start, 200)
    let back = try XCTUnwrap(carousel.contentOffset(steppingBy: -1, in: viewport, itemCount: 12))
    XCTAssertEqual(back - start, -200)
    XCTAssertEqual(
      carousel.centeredItemIndex(in: Rect(x: back, y: 0, width: 1_024, height: 768), itemCount: 12),
      11)
  }
}
