// The wheel's fade: an item's offset is its wheel angle over the angle per
// item, so a fade equivalent to the old angle falloff gives the items it
// gave (worked by hand, and exactly where the conversion is exact); the
// scale shrinks the shape that visibility and hit tests read; and a
// one-sided fade, which the falloff could not express, reads the offset
// before a right-to-left mirror.

import CircularLayout
import LayoutGeometry
import XCTest

final class WheelFadeTests: XCTestCase {
  /// The old falloff from 0.2 to 1.2 rad, alpha 0.5, scale 0.8, on the
  /// tutorial's wheel at offset 0: item 2 stands at 2 · atan(133 / 500) =
  /// 0.51996 rad, 0.31996 of the way, so alpha 1 - 0.5 · 0.31996 = 0.84002
  /// and scale 1 - 0.2 · 0.31996 = 0.93601; its size stays 133 x 173 and
  /// its frame shrinks about the same centre.
  func testAFadeEquivalentToAFalloffByHand() throws {
    var wheel = tutorialWheel
    try wheel.setFalloff(startAngle: 0.2, endAngle: 1.2, minimumAlpha: 0.5, minimumScale: 0.8)
    wheel._checkInvariants()
    let step = wheel.anglePerItem
    XCTAssertEqual(
      wheel.fade,
      Fade(
        minimumOffset: -0.2 / step, maximumOffset: 0.2 / step, range: 1 / step, minimumAlpha: 0.5,
        minimumScale: 0.8))
    let viewport = tutorialViewport(x: 0)
    let plain = try XCTUnwrap(tutorialWheel.item(2, in: viewport, itemCount: 10))
    let item = try XCTUnwrap(wheel.item(2, in: viewport, itemCount: 10))
    XCTAssertEqual(item.alpha, 0.84002, accuracy: 1e-5)
    XCTAssertEqual(item.scale, 0.93601, accuracy: 1e-5)
    let old = oldFalloff(
      atAngle: item.angle, start: 0.2, end: 1.2, minimumAlpha: 0.5, minimumScale: 0.8)
    XCTAssertEqual(item.alpha, old.alpha, accuracy: 1e-14)
    XCTAssertEqual(item.scale, old.scale, accuracy: 1e-14)
    XCTAssertEqual(item.size, Size(width: 133, height: 173))
    XCTAssertEqual(item.center, plain.center)
    XCTAssertEqual(item.frame.width, plain.frame.width * item.scale, accuracy: 1e-9)
    XCTAssertEqual(item.frame.height, plain.frame.height * item.scale, accuracy: 1e-9)
    XCTAssertEqual(item.frame.midX, plain.frame.midX, accuracy: 1e-9)
    let top = try XCTUnwrap(wheel.item(0, in: viewport, itemCount: 10))
    XCTAssertEqual(top.alpha, 1)
    XCTAssertEqual(top.scale, 1)
  }

  /// Where the conversion is exact (an angle per item of 1/4 rad, the
  /// falloff from 1/4 to 3/4: offsets -1 to 1, over 2 items) the fade
  /// gives the old falloff's items to the bit, at every eighth of an item
  /// across the wheel, both ways round: each item's alpha, scale and
  /// frame, and the items the old scaled shapes made visible and hit.
  func testAnExactlyEquivalentFadeGivesTheSameItems() throws {
    for rightToLeft in [false, true] {
      var wheel = try Wheel(
        itemSize: Size(width: 120, height: 160), radius: 400, anglePerItem: 0.25)
      wheel.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
      wheel._checkInvariants()
      let unfaded = wheel
      try wheel.setFalloff(startAngle: 0.25, endAngle: 0.75, minimumAlpha: 0.5, minimumScale: 0.5)
      wheel._checkInvariants()
      XCTAssertEqual(
        wheel.fade,
        Fade(minimumOffset: -1, maximumOffset: 1, range: 2, minimumAlpha: 0.5, minimumScale: 0.5))
      for step in 0...(8 * 12) {
        let viewport = Rect(x: Double(step) * 15, y: 0, width: 375, height: 667)
        var visible: [Int] = []
        for index in 0..<12 {
          let item = try XCTUnwrap(wheel.item(index, in: viewport, itemCount: 12))
          let plain = try XCTUnwrap(unfaded.item(index, in: viewport, itemCount: 12))
          let old = oldFalloff(
            atAngle: plain.angle, start: 0.25, end: 0.75, minimumAlpha: 0.5, minimumScale: 0.5)
          let context = "item \(index) at \(viewport.minX), right to left \(rightToLeft)"
          XCTAssertEqual(item.alpha, old.alpha, context)
          XCTAssertEqual(item.scale, old.scale, context)
          XCTAssertEqual(item.center, plain.center, context)
          XCTAssertEqual(item.angle, plain.angle, context)
          var scaled = plain
          scaled.scale = old.scale
          XCTAssertEqual(item.frame, scaled.rotatedRect.boundingBox, context)
          if !item.isHidden, scaled.rotatedRect.intersects(viewport) { visible.append(index) }
        }
        XCTAssertEqual(wheel.items(in: viewport, itemCount: 12).map(\.index), visible)
      }
    }
  }

  /// A scale small enough shrinks an item out of a viewport it would
  /// otherwise reach: visibility and hit tests use the scaled shape.
  func testScaledShapesDecideVisibility() throws {
    var wheel = tutorialWheel
    let viewport = tutorialViewport(x: 0)
    XCTAssertEqual(wheel.items(in: viewport, itemCount: 10).map(\.index), [0, 1, 2])
    XCTAssertEqual(wheel.itemIndex(at: Point(x: 370, y: 399), in: viewport, itemCount: 10), 2)
    try wheel.setFalloff(startAngle: 0.1, endAngle: 0.5, minimumScale: 0.2)
    wheel._checkInvariants()
    // Item 2 (centre x 436, 0.52 radians) at scale 0.2 spans about x 416...456.
    XCTAssertEqual(wheel.items(in: viewport, itemCount: 10).map(\.index), [0, 1])
    XCTAssertNil(wheel.itemIndex(at: Point(x: 370, y: 399), in: viewport, itemCount: 10))
  }

  /// A fade on one side only: `Fade(maximumOffset: 0)` fades the items
  /// after the top (higher indices) over one item, as a time machine does,
  /// and leaves those before it. The offset is read before the mirror, so
  /// right to left the same items fade, on the other side of the screen.
  func testAOneSidedFadeReadsTheOffsetBeforeTheMirror() throws {
    for rightToLeft in [false, true] {
      var wheel = try Wheel(itemSize: Size(width: 133, height: 173), radius: 500)
      wheel.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
      wheel._checkInvariants()
      try wheel.update { $0.fade = Fade(maximumOffset: 0, minimumScale: 0.5) }
      wheel._checkInvariants()
      // Item 3 at the top, a quarter of an item on: offsets -1.25, -0.25,
      // 0.75, 1.75 for items 2 to 5.
      let offset = wheel.initialContentOffset(
        centering: 3, in: tutorialViewport(x: 0), itemCount: 10)
      let moved = 0.25 * 133 * (rightToLeft ? -1 : 1)
      let viewport = tutorialViewport(x: offset + moved)
      let expected: [(index: Int, alpha: Double, scale: Double)] = [
        (2, 1, 1), (3, 1, 1), (4, 0.25, 0.625), (5, 0, 0.5),
      ]
      for test in expected {
        let item = try XCTUnwrap(wheel.item(test.index, in: viewport, itemCount: 10))
        XCTAssertEqual(item.alpha, test.alpha, accuracy: 1e-12, "\(test), \(rightToLeft)")
        XCTAssertEqual(item.scale, test.scale, accuracy: 1e-12, "\(test), \(rightToLeft)")
        // Later items lie right of the top left to right, left of it right
        // to left.
        if test.index > 3 {
          XCTAssertEqual(item.center.x > viewport.midX, !rightToLeft, "\(test)")
        }
      }
    }
  }

  /// Found by the fuzz target: a minimum scale of 5e-324 is kept, never
  /// rounded to 0, on every item of a wheel.
  func testTinyMinimumsKeepEveryItemSane() throws {
    var wheel = tutorialWheel
    try wheel.update {
      $0.fade = Fade(
        minimumOffset: 0, maximumOffset: 0, range: 0.1, minimumAlpha: 1e-20,
        minimumScale: .leastNonzeroMagnitude)
    }
    wheel._checkInvariants()
    let viewport = tutorialViewport(x: 0)
    for index in 0..<10 {
      let item = try XCTUnwrap(wheel.item(index, in: viewport, itemCount: 10))
      assertSane(item, "item \(index)")
      XCTAssertGreaterThan(item.scale, 0)
      if index > 0 {
        XCTAssertEqual(item.scale, .leastNonzeroMagnitude)
        XCTAssertEqual(item.alpha, 1e-20)
      }
    }
  }
}
