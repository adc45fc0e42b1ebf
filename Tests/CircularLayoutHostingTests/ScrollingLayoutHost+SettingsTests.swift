// Keeping the scroll position when the engine's settings change: the
// centred item stays centred, turned by the same fraction, whatever the
// new distance per item or direction.

import CircularLayout
import CircularLayoutHosting
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class ScrollingLayoutHostSettingsTests: XCTestCase {
  func testANewItemWidthUnderTheTutorialsModelKeepsTheItemAndItsFraction() throws {
    // The tutorial's model: 10 · 133 = 1330 long, 955 to scroll in 375
    // points (955 / 9 per item). Item 3 plus a quarter, 3.25 · 955 / 9;
    // items 100 wide: 1000 long, 625 to scroll, so 3.25 · 625 / 9.
    let old = tutorialHost { $0.scrollModel = .tutorial }
    var new = old
    try new.layout.update { $0.itemSize = Size(width: 100, height: 173) }
    let bounds = phone(x: 3.25 * 955 / 9)
    let kept = new.contentOffset(keepingPositionOf: old.layout, in: bounds, itemCount: 10)
    XCTAssertEqual(kept.x, 3.25 * 625 / 9, accuracy: 1e-9)
    XCTAssertEqual(kept.y, 0)
    let adjustment = new.contentOffsetAdjustment(
      keepingPositionOf: old.layout, in: bounds, itemCount: 10)
    XCTAssertEqual(adjustment.x, 3.25 * 625 / 9 - 3.25 * 955 / 9, accuracy: 1e-9)
    XCTAssertEqual(adjustment.y, 0)
  }

  func testADirectionChangeMirrorsTheOffsetAndKeepsTheItem() {
    let old = carouselHost(.linear)
    var new = old
    new.layout.layoutDirection = .rightToLeft
    let distance = old.layout.scrollDistancePerItem(in: phone(), itemCount: 20)
    let bounds = phone(x: 6.25 * distance)
    let kept = new.contentOffset(keepingPositionOf: old.layout, in: bounds, itemCount: 20)
    let moved = Rect(origin: kept, size: bounds.size)
    XCTAssertEqual(new.layout.centeredItemIndex(in: moved, itemCount: 20), 6)
    XCTAssertEqual(
      new.layout.scrollPosition(in: moved, itemCount: 20),
      old.layout.scrollPosition(in: bounds, itemCount: 20), accuracy: 1e-9)
    // Item 0 stands at the far end now: item 6 is 13.75 items before it.
    let maximum = new.layout.maximumContentOffset(in: bounds, itemCount: 20)
    XCTAssertEqual(kept.x, maximum - 6.25 * distance, accuracy: 1e-9)
  }

  func testAChangeThatKeepsTheGeometryMovesNothing() throws {
    try forEachRandomWheelHost(50, seed: 0x5E77_0001) { host, test, generator, context in
      var new = host
      new.layout.snapping = ScrollSnapping.allCases.randomElement(using: &generator)!
      let maximum = host.layout.maximumContentOffset(in: test.viewport, itemCount: test.count)
      let offset = Double.random(in: 0...Swift.max(maximum, 0), using: &generator)
      var bounds = test.viewport
      if host.layout.axis == .horizontal {
        bounds.origin.x = offset
      } else {
        bounds.origin.y = offset
      }
      XCTAssertEqual(
        new.contentOffsetAdjustment(
          keepingPositionOf: host.layout, in: bounds, itemCount: test.count),
        .zero, context)
    }
  }

  func testRandomSettingsChangesKeepTheScrollPositionWhereTheContentAllows() throws {
    try forEachRandomCarouselHost(150, seed: 0x5E77_0002) { host, test, generator, context in
      var new = host
      try new.layout.update {
        $0.itemSize = Size(
          width: $0.itemSize.width * Double.random(in: 0.5...2, using: &generator),
          height: $0.itemSize.height)
        if Bool.random(using: &generator) {
          $0.layoutDirection = $0.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
        }
      }
      new.layout._checkInvariants()
      let count = test.count
      let maximum = host.layout.maximumContentOffset(in: test.viewport, itemCount: count)
      guard maximum > 0 else { return }
      let offset = Double.random(in: 0...maximum, using: &generator)
      var bounds = test.viewport
      if host.layout.axis == .horizontal {
        bounds.origin.x = offset
      } else {
        bounds.origin.y = offset
      }
      let kept = new.contentOffset(keepingPositionOf: host.layout, in: bounds, itemCount: count)
      XCTAssert(kept.isFinite, context)
      let moved = Rect(origin: kept, size: bounds.size)
      let along = host.layout.axis == .horizontal ? kept.x : kept.y
      let newMaximum = new.layout.maximumContentOffset(in: bounds, itemCount: count)
      // Where the kept offset is not clamped to the content, the position
      // is the old one (modulo a turn when wrapping).
      guard along > 1e-9, along < newMaximum - 1e-9 else { return }
      let before = host.layout.scrollPosition(in: bounds, itemCount: count)
      let after = new.layout.scrollPosition(in: moved, itemCount: count)
      var difference = abs(after - before)
      if host.layout.wrapsAround {
        difference = Swift.min(difference, abs(difference - Double(count)))
      }
      XCTAssertLessThan(difference, 1e-6, "\(context): \(before) -> \(after)")
      XCTAssertEqual(
        new.layout.centeredItemIndex(in: moved, itemCount: count),
        host.layout.centeredItemIndex(in: bounds, itemCount: count), context)
    }
  }
}
