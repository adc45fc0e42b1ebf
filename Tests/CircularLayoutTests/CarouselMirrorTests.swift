// Right to left mirrors the carousel about the viewport's vertical centre
// line (and reverses a horizontal carousel's scrolling): every item of
// the mirrored carousel is the mirror image of the left-to-right one's,
// with the same offset, alpha, facing and place in the depth order.

import CircularLayout
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class CarouselMirrorTests: XCTestCase {
  func testRightToLeftIsTheMirrorImage() {
    var compared = 0
    let seeds = RandomSweep.caseSeeds(160, seed: 0x3199_0122)
    defer { RandomSweep.tally("Carousel", seeds.count) }
    for seed in seeds {
      var generator = SplitMix64(seed: seed)
      var test = CarouselRandomCase.random(using: &generator)
      test.reference.rightToLeft = false
      let leftToRight = test.makeCarousel()
      var rightToLeft = leftToRight
      rightToLeft.layoutDirection = .rightToLeft
      rightToLeft._checkInvariants()
      let mirroredViewport = test.viewport
      let n = test.count
      // Horizontally, offset x right to left shows what max - x shows left
      // to right (the same subtraction the engine makes, so the positions
      // are equal to the bit).
      var viewport = mirroredViewport
      if !(leftToRight.axis == .vertical) {
        viewport.origin.x =
          leftToRight.maximumContentOffset(in: viewport, itemCount: n)
          - mirroredViewport.minX
      }
      let context = "seed \(seed): \(test)"
      let ltr = leftToRight.items(in: viewport, itemCount: n, coverFlowToggle: test.toggle)
      let rtl = rightToLeft.items(in: mirroredViewport, itemCount: n, coverFlowToggle: test.toggle)
      XCTAssertEqual(ltr.map(\.index), rtl.map(\.index), context)
      guard ltr.map(\.index) == rtl.map(\.index) else { continue }
      for (a, b) in zip(ltr, rtl) {
        compared += 1
        XCTAssertEqual(a.offset, b.offset, context)
        XCTAssertEqual(a.alpha, b.alpha, context)
        XCTAssertEqual(a.zIndex, b.zIndex, context)
        XCTAssertEqual(a.isFrontFacing, b.isFrontFacing, context)
        XCTAssertEqual(b.center.y, a.center.y, context)
        XCTAssertEqual(
          b.center.x - mirroredViewport.midX, -(a.center.x - viewport.midX), accuracy: 1e-6,
          context)
        // The transform, reflected on both sides.
        do {
          let t = a.transform
          let reflected = Transform3D(
            m11: t.m11, m12: -t.m12, m13: -t.m13, m14: -t.m14,
            m21: -t.m21, m22: t.m22, m23: t.m23, m24: t.m24,
            m31: -t.m31, m32: t.m32, m33: t.m33, m34: t.m34,
            m41: -t.m41, m42: t.m42, m43: t.m43, m44: t.m44)
          XCTAssertEqual(b.transform, reflected, context)
        }
        // The outline, mirrored point by point (its walk reversed).
        let mirrored = a.outline.vertices.reversed().map {
          Point(x: mirroredViewport.midX - ($0.x - viewport.midX), y: $0.y)
        }
        XCTAssertTrue(
          ProjectionReference.sameCycle(
            b.outline.vertices, mirrored,
            tolerance: 1e-6 * (1 + ProjectionReference.magnitude(mirrored))),
          "\(b.outline.vertices) vs \(mirrored); \(context)")
      }
      XCTAssertEqual(
        leftToRight.accessibilityOrder(in: viewport, itemCount: n, coverFlowToggle: test.toggle),
        rightToLeft.accessibilityOrder(
          in: mirroredViewport, itemCount: n, coverFlowToggle: test.toggle), context)
    }
    XCTAssertGreaterThan(compared, RandomSweep.count(600))
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
    XCTAssertEqual(carousel.accessibilityOrder(in: viewport, itemCount: 5), items.map(\.index))
  }
}
