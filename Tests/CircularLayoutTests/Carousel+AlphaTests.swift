// Alpha: iCarousel's fade (`alphaForItemWithOffset:`) by hand, the time
// machines' defaults, a custom style's own alpha multiplied in and
// clamped, and a non-finite custom alpha leaving the item out.

import CircularLayout
import LayoutGeometry
import XCTest

final class CarouselAlphaTests: XCTestCase {
  /// The alpha of item 5 at a scroll position, by item(at:).
  private func alpha(_ carousel: Carousel, offset: Double) throws -> Double? {
    let position = 5 - offset
    let viewport = Rect(
      x: position * carousel.scrollDistancePerItem, y: 0, width: 375, height: 667)
    return carousel.item(at: 5, in: viewport, itemCount: 11)?.alpha
  }

  /// The time machine fades the items in front of the current one over one
  /// item: 1 - min(o, 1), and the inverted one those below it.
  func testTheTimeMachinesFade() throws {
    let forward = try Carousel(itemSize: Size(width: 200, height: 200), style: .timeMachine)
    let inverted = try Carousel(
      itemSize: Size(width: 200, height: 200), style: .invertedTimeMachine)
    for (offset, expected) in [
      (-3.0, 1.0), (-0.5, 1), (0, 1), (0.25, 0.75), (0.5, 0.5), (1, 0), (2.5, 0),
    ] {
      XCTAssertEqual(try alpha(forward, offset: offset) ?? -1, expected, accuracy: 1e-12)
      XCTAssertEqual(try alpha(inverted, offset: -offset) ?? -1, expected, accuracy: 1e-12)
    }
    for style in Carousel.Style.allCases
    where ![.timeMachine, .invertedTimeMachine, .custom].contains(style) {
      let carousel = try Carousel(itemSize: Size(width: 200, height: 200), style: style)
      XCTAssertEqual(try alpha(carousel, offset: 3), 1, "\(style) does not fade")
    }
  }

  /// The fade's options: range 2 and minimum 0.4 past offsets -1 and 1.5.
  func testTheFadeOptions() throws {
    var carousel = try Carousel(itemSize: Size(width: 200, height: 200), style: .linear)
    carousel.fadeMin = -1
    carousel.fadeMax = 1.5
    carousel.fadeRange = 2
    carousel.fadeMinAlpha = 0.4
    for (offset, expected) in [
      (0.0, 1.0), (1.5, 1), (2.5, 0.7), (3.5, 0.4), (5, 0.4), (-2, 0.7), (-3, 0.4),
    ] {
      XCTAssertEqual(
        try alpha(carousel, offset: offset) ?? -1, expected, accuracy: 1e-12, "\(offset)")
    }
    // A fully faded item is transparent and not returned.
    carousel.fadeMinAlpha = 0
    let viewport = Rect(x: 0, y: 0, width: 2_000, height: 667)
    XCTAssertFalse(carousel.items(in: viewport, itemCount: 11).contains { $0.offset >= 3.5 })
  }

  /// A custom style's alpha multiplies the fade, clamped into 0 ... 1; a
  /// NaN or infinite one leaves the item out of every answer.
  func testACustomAlpha() throws {
    struct Fading: CarouselTransform {
      var values: [Double: Double]
      func transform(forOffset offset: Double, base: Transform3D) -> Transform3D {
        base.translatedBy(x: offset * 100, y: 0, z: 0)
      }
      func alpha(forOffset offset: Double) -> Double { values[offset] ?? 1 }
    }
    var carousel = try Carousel(
      itemSize: Size(width: 100, height: 100),
      custom: Fading(values: [0: 3, 1: 0.5, 2: 3, -1: -2, -2: .nan, 3: .infinity]))
    carousel.fadeMax = 0.5
    carousel.fadeRange = 2
    let viewport = Rect(x: 500, y: 0, width: 1_000, height: 400)
    let items = Dictionary(
      uniqueKeysWithValues: carousel.items(in: viewport, itemCount: 11).map { ($0.offset, $0) })
    XCTAssertEqual(items[0]?.alpha, 1, "3 · 1 clamps to 1")
    XCTAssertEqual(try XCTUnwrap(items[1]?.alpha), 0.5 * 0.75, accuracy: 1e-12)
    XCTAssertEqual(try XCTUnwrap(items[2]?.alpha), 0.75, accuracy: 1e-12, "3 · the fade's 0.25")
    XCTAssertNil(items[-1], "alpha -2 clamps to 0: not returned")
    XCTAssertNil(items[-2], "a NaN alpha leaves the item out")
    XCTAssertNil(items[3], "an infinite alpha leaves the item out")
    XCTAssertNil(carousel.item(at: 3, in: viewport, itemCount: 11))
    XCTAssertNil(carousel.item(at: 8, in: viewport, itemCount: 11))
    XCTAssertNotNil(carousel.item(at: 4, in: viewport, itemCount: 11))
  }
}
