// The carousel's fade: iCarousel's (`alphaForItemWithOffset:`) by hand,
// the time machines' defaults, the scale the fade adds (about the item's
// centre, before the style's transform), a custom style's own alpha
// multiplied in and clamped, and a non-finite custom alpha leaving the
// item out.

import CircularLayout
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class CarouselFadeTests: XCTestCase {
  /// Item 5 of 11 at an offset, by item(_:in:itemCount:).
  private func item(_ carousel: Carousel, offset: Double) -> Carousel.Item? {
    let position = 5 - offset
    let distance = carousel.scrollDistancePerItem(in: phoneViewport, itemCount: 11)
    let viewport = Rect(x: position * distance, y: 0, width: 375, height: 667)
    return carousel.item(5, in: viewport, itemCount: 11)
  }

  /// The alpha of item 5 at an offset.
  private func alpha(_ carousel: Carousel, offset: Double) throws -> Double? {
    item(carousel, offset: offset)?.alpha
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
    try carousel.update {
      $0.fade = Fade(minimumOffset: -1, maximumOffset: 1.5, range: 2, minimumAlpha: 0.4)
    }
    carousel._checkInvariants()
    for (offset, expected) in [
      (0.0, 1.0), (1.5, 1), (2.5, 0.7), (3.5, 0.4), (5, 0.4), (-2, 0.7), (-3, 0.4),
    ] {
      XCTAssertEqual(
        try alpha(carousel, offset: offset) ?? -1, expected, accuracy: 1e-12, "\(offset)")
    }
    // A fully faded item is transparent and not returned.
    try carousel.update { $0.fade?.minimumAlpha = 0 }
    carousel._checkInvariants()
    let viewport = Rect(x: 0, y: 0, width: 2_000, height: 667)
    XCTAssertFalse(carousel.items(in: viewport, itemCount: 11).contains { $0.offset >= 3.5 })
  }

  /// Found by fuzzing: a fade to `leastNormalMagnitude` leaves a fully
  /// faded item that faint, not transparent, so it is returned; the
  /// reference's fade rounded `1 - (1 - m)` to 0 and called it hidden.
  func testAFadeToTheLeastNormalAlphaStillShowsTheItem() throws {
    var carousel = try Carousel(itemSize: Size(width: 100, height: 100), style: .linear)
    try carousel.update {
      $0.fade = Fade(maximumOffset: 0, range: 1, minimumAlpha: .leastNormalMagnitude)
    }
    carousel._checkInvariants()
    var reference = CarouselReference(style: .linear, itemWidth: 100, itemHeight: 100)
    reference.fade = ReferenceFade(maximumOffset: 0, range: 1, minimumAlpha: .leastNormalMagnitude)
    // Item 0 centred: items 1 and 2 at offsets 1 and 2, fully faded.
    let items = carousel.items(in: phoneViewport, itemCount: 5)
    let faded = try XCTUnwrap(items.first { $0.index == 2 })
    XCTAssertEqual(faded.alpha, .leastNormalMagnitude)
    XCTAssertNoThrow(
      try checkAgainstReference(carousel, reference, in: phoneViewport, itemCount: 5, items: items))
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
    try carousel.update { $0.fade = Fade(maximumOffset: 0.5, range: 2) }
    carousel._checkInvariants()
    let viewport = Rect(x: 500, y: 0, width: 1_000, height: 400)
    let items = Dictionary(
      uniqueKeysWithValues: carousel.items(in: viewport, itemCount: 11).map { ($0.offset, $0) })
    XCTAssertEqual(items[0]?.alpha, 1, "3 · 1 clamps to 1")
    XCTAssertEqual(try XCTUnwrap(items[1]?.alpha), 0.5 * 0.75, accuracy: 1e-12)
    XCTAssertEqual(try XCTUnwrap(items[2]?.alpha), 0.75, accuracy: 1e-12, "3 · the fade's 0.25")
    XCTAssertNil(items[-1], "alpha -2 clamps to 0: not returned")
    XCTAssertNil(items[-2], "a NaN alpha leaves the item out")
    XCTAssertNil(items[3], "an infinite alpha leaves the item out")
    XCTAssertNil(carousel.item(3, in: viewport, itemCount: 11))
    XCTAssertNil(carousel.item(8, in: viewport, itemCount: 11))
    XCTAssertNotNil(carousel.item(4, in: viewport, itemCount: 11))
  }

  /// The scale: a linear carousel of 200-point items, the perspective 0,
  /// fading to half size over two items past offset 1. Item 5 at offset
  /// 2 is scaled by 0.75 about its centre, before the style's
  /// translation by 2 · 200: its transform is diag(0.75, 0.75, 1, 1)
  /// with the translation (400, 0, 0) in its last row, its outline the
  /// 150-point square about (400, 0) from the centre, its depth unchanged.
  func testTheScaleShrinksTheItemAboutItsCentreBeforeTheStyle() throws {
    var carousel = try Carousel(itemSize: Size(width: 200, height: 200), style: .linear)
    try carousel.update {
      $0.perspective = 0
      $0.fade = Fade(maximumOffset: 1, range: 2, minimumAlpha: 1, minimumScale: 0.5)
    }
    carousel._checkInvariants()
    let scaled = try XCTUnwrap(item(carousel, offset: 2))
    XCTAssertEqual(scaled.alpha, 1)
    assertTransform(
      scaled.transform,
      [[0.75, 0, 0, 0], [0, 0.75, 0, 0], [0, 0, 1, 0], [400, 0, 0, 1]], accuracy: 0)
    // Position 3: the viewport at 600, its centre at (787.5, 333.5); the
    // outline from 787.5 + 400 - 75 to 787.5 + 400 + 75 across.
    XCTAssertEqual(scaled.center, Point(x: 787.5, y: 333.5))
    XCTAssertEqual(scaled.frame, Rect(x: 1_112.5, y: 258.5, width: 150, height: 150))
    // At offset 4 and beyond, the minimum scale; at 1 and before, none.
    let far = try XCTUnwrap(item(carousel, offset: 4))
    XCTAssertEqual(far.frame.size, Size(width: 100, height: 100))
    let near = try XCTUnwrap(item(carousel, offset: 1))
    XCTAssertEqual(near.frame.size, Size(width: 200, height: 200))
    assertTransform(
      near.transform, [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [200, 0, 0, 1]], accuracy: 0)

    // Under perspective and a turn, the scaled outline lies inside the
    // unscaled one and the centre's depth is the same: a cover flow's side
    // item at offset 1.
    var coverFlow = try Carousel(itemSize: Size(width: 200, height: 200), style: .coverFlow)
    let plain = try XCTUnwrap(item(coverFlow, offset: 1))
    try coverFlow.update { $0.fade = Fade(maximumOffset: 0, minimumAlpha: 1, minimumScale: 0.5) }
    coverFlow._checkInvariants()
    let shrunk = try XCTUnwrap(item(coverFlow, offset: 1))
    XCTAssertEqual(shrunk.transform.m43, plain.transform.m43)
    XCTAssertEqual(shrunk.transform.m41, plain.transform.m41)
    XCTAssertEqual(shrunk.transform.m11, plain.transform.m11 * 0.5)
    XCTAssertEqual(shrunk.transform.m22, plain.transform.m22 * 0.5)
    XCTAssertEqual(shrunk.transform.m33, plain.transform.m33)
    for vertex in shrunk.outline.vertices {
      XCTAssertTrue(plain.outline.contains(vertex), "\(vertex) lies inside \(plain.outline)")
    }
    XCTAssertTrue(plain.frame.contains(shrunk.frame))
    XCTAssertLessThan(shrunk.frame.width, plain.frame.width * 0.6)
  }
}
