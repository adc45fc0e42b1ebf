// The custom style: the base it is given (perspective and viewpoint
// offset, as iCarousel's), the offsets it is asked for, its default alpha,
// and the carousel's answers from it.

import CircularLayout
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class CarouselTransformTests: XCTestCase {
  /// A custom transform that returns its base unchanged: the base is
  /// iCarousel's, m34 the perspective, translated by minus the viewpoint.
  func testTheBaseIsICarouselsBase() throws {
    struct Still: CarouselTransform {
      func transform(forOffset offset: Double, base: Transform3D) -> Transform3D { base }
    }
    var carousel = try Carousel(itemSize: Size(width: 100, height: 100), custom: Still())
    try carousel.update { $0.perspective = -1.0 / 800 }
    carousel._checkInvariants()
    try carousel.update { $0.viewpointOffset = Size(width: 30, height: -20) }
    carousel._checkInvariants()
    let item = try XCTUnwrap(carousel.item(0, in: phoneViewport, itemCount: 1))
    assertTransform(
      item.transform,
      [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -1.0 / 800], [-30, 20, 0, 1]], accuracy: 0)
    XCTAssertEqual(item.alpha, 1, "the default alpha")
    XCTAssertEqual(Still().alpha(forOffset: 7), 1)
  }

  /// The suite's parametric staircase against the reference's, item by
  /// item, at a few positions.
  func testAParametricStaircase() throws {
    let parameters = CarouselCustomParameters(step: 90, lift: 12, turn: 0.3)
    let carousel = try Carousel(
      itemSize: Size(width: 120, height: 160), custom: ParametricTransform(parameters: parameters))
    var reference = CarouselReference(style: .custom, itemWidth: 120, itemHeight: 160)
    reference.customTransform = { offset, base in
      CarouselReference.rotate(
        CarouselReference.translate(
          base, offset * parameters.step, offset * parameters.lift, -abs(offset) * 40),
        offset * parameters.turn, 0, 1, 0)
    }
    reference.customAlpha = { parameters.alpha(offset: $0) }
    for x in [0.0, 130, 480.5] {
      let viewport = Rect(x: x, y: 0, width: 375, height: 667)
      let expected = reference.items(viewport: viewport, count: 12, tolerance: 1e-6)
      XCTAssertFalse(expected.isEmpty)
      for item in expected {
        let engine = try XCTUnwrap(carousel.item(item.index, in: viewport, itemCount: 12))
        XCTAssertEqual(engine.offset, item.offset)
        XCTAssertEqual(engine.alpha, item.alpha, accuracy: 1e-12)
        XCTAssertTrue(transformsAgree(engine.transform, item.transform))
      }
    }
  }
}
