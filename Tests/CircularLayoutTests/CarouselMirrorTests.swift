// Right to left mirrors the carousel about the viewport's vertical centre
// line (and reverses a horizontal carousel's scrolling): every item of
// the mirrored carousel is the mirror image of the left-to-right one's,
// with the same offset, alpha, facing and place in the depth order.

import CircularLayout
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class CarouselMirrorTests: XCTestCase {
  /// The case laid out left to right.
  private static func leftToRight(_ test: inout CarouselRandomCase) {
    test.reference.rightToLeft = false
  }

  func testRightToLeftIsTheMirrorImage() throws {
    var compared = 0
    try forEachRandomCarousel(
      80, seed: 0x3199_0122, adjusting: Self.leftToRight, tally: "Carousel"
    ) { random in
      let test = random.test
      do {
        compared += try checkMirror(
          random.carousel, in: test.viewport, itemCount: test.count,
          coverFlowToggle: test.toggle)
      } catch {
        XCTFail("\(error); \(random.context)")
      }
    }
    XCTAssertGreaterThan(compared, RandomSweep.count(300))
  }

  /// By hand: a linear carousel laid out right to left puts item 0 at the
  /// right end of its content, and the next items to its left.
  func testALinearCarouselRightToLeft() throws {
    var carousel = try Carousel(itemSize: Size(width: 100, height: 100))
    carousel.layoutDirection = .rightToLeft
    carousel._checkInvariants()
    try carousel.update { $0.centerOffset = Size(width: 20, height: 0) }
    carousel._checkInvariants()
    let bounds = Rect(x: 0, y: 0, width: 300, height: 200)
    // 5 items: the content is 4 · 100 + 300 = 700 long; item 0 centred at
    // offset 400, item 2 at 200.
    XCTAssertEqual(carousel.initialContentOffset(centering: 0, in: bounds, itemCount: 5), 400)
    let viewport = Rect(x: 200, y: 0, width: 300, height: 200)
    let items = carousel.items(in: viewport, itemCount: 5)
    let two = try XCTUnwrap(items.first { $0.index == 2 })
    // The centre shifted 20 to the left (mirrored), at x 350 - 20 = 330.
    XCTAssertEqual(two.center, Point(x: 330, y: 100))
    XCTAssertEqual(two.outline.boundingBox, Rect(x: 280, y: 50, width: 100, height: 100))
    let three = try XCTUnwrap(items.first { $0.index == 3 })
    XCTAssertEqual(three.outline.boundingBox.minX, 180, accuracy: 1e-9, "item 3 to the left")
    XCTAssertEqual(carousel.readingOrder(in: viewport, itemCount: 5), items.map(\.index))
  }
}
