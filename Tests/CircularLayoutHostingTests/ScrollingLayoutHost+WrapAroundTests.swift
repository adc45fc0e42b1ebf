import CircularLayout
import CircularLayoutHosting
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class ScrollingLayoutHostWrapAroundTests: XCTestCase {
  func testANearEdgeOffsetMovesByWholeTurnsToTheMiddle() {
    let host = tutorialHost { $0.wrapsAround = true }
    // 10 items of 133: a turn is 1330, the content 1001 turns, 1,331,330
    // long, and the largest offset 1,330,955.
    XCTAssertEqual(host.turnLength(in: phone(), itemCount: 10), 1330)
    // At 100, in the first quarter: round((665,477.5 - 100) / 1330) = 500
    // turns on, to 665,100.
    let adjustment = host.recenteringAdjustment(in: phone(x: 100, y: 4), itemCount: 10)
    XCTAssertEqual(adjustment, Point(x: 665_000, y: 0))
    // Past the third quarter, back by whole turns.
    XCTAssertEqual(
      host.recenteringAdjustment(in: phone(x: 1_330_900), itemCount: 10),
      Point(x: -665_000, y: 0))
    // In the middle half: nothing to do.
    XCTAssertNil(host.recenteringAdjustment(in: phone(x: 665_000), itemCount: 10))
    XCTAssertNil(host.recenteringAdjustment(in: phone(x: 400_000), itemCount: 10))
    // Every item stands where it stood.
    let before = host.attributes(forElementsIn: phone(x: 100), in: phone(x: 100), itemCount: 10)
    let after = host.attributes(
      forElementsIn: phone(x: 665_100), in: phone(x: 665_100), itemCount: 10)
    XCTAssertEqual(before.map(\.index), after.map(\.index))
    for (a, b) in zip(before, after) {
      XCTAssert(close(a.center, Point(x: b.center.x - 665_000, y: b.center.y), 1e-6))
      XCTAssertEqual(a.transform.m11, b.transform.m11, accuracy: 1e-9)
      XCTAssertEqual(a.transform.m12, b.transform.m12, accuracy: 1e-9)
      XCTAssertEqual(a.zIndex, b.zIndex)
    }
  }

  func testAnEngineWithEndsNeverRecentres() {
    let host = tutorialHost()
    XCTAssertEqual(host.turnLength(in: phone(), itemCount: 10), 0)
    XCTAssertNil(host.recenteringAdjustment(in: phone(x: -500), itemCount: 10))
    XCTAssertNil(host.recenteringAdjustment(in: phone(x: 1500), itemCount: 10))
    XCTAssertNil(carouselHost(.linear).recenteringAdjustment(in: phone(x: 0), itemCount: 10))
    // A wrapping engine with no items, or an empty bounds in a NaN place.
    XCTAssertNil(
      tutorialHost { $0.wrapsAround = true }.recenteringAdjustment(in: phone(), itemCount: 0))
  }

  func testAVerticalRightToLeftCarouselRecentresAlongY() {
    // The rotary style wraps; its distance per item is the item's height.
    let host = carouselHost(.rotary) {
      $0.axis = .vertical
      $0.layoutDirection = .rightToLeft
    }
    let turn = host.turnLength(in: phone(), itemCount: 7)
    XCTAssertEqual(turn, 700)
    let adjustment = host.recenteringAdjustment(in: phone(y: 10), itemCount: 7)
    XCTAssertEqual(adjustment?.x, 0)
    XCTAssertEqual(adjustment.map { $0.y / turn }, 500)
  }

  func testRandomRecentringKeepsEveryItemAndLandsInTheMiddle() throws {
    var moved = 0
    defer { XCTAssertGreaterThan(moved, 100) }
    try forEachRandomCarouselHost(200, seed: 0xC1_0010) { host, test, generator, context in
      var host = host
      host.layout.wrapsAround = true
      host.layout._checkInvariants()
      let count = test.count
      let maximum = host.layout.maximumContentOffset(in: test.viewport, itemCount: count)
      guard maximum > 0 else { return }
      // Anywhere in the content, or near (and past) either edge.
      let anywhere = Bool.random(using: &generator)
      let inward = Bool.random(using: &generator) ? 1.0 : -1.0
      let edge = Bool.random(using: &generator) ? 0 : maximum
      let along =
        anywhere
        ? Double.random(in: 0...maximum, using: &generator)
        : edge + inward * Double.random(in: 0...(maximum / 20), using: &generator)
      let horizontal = host.layout.axis == .horizontal
      var bounds = test.viewport
      if horizontal { bounds.origin.x = along } else { bounds.origin.y = along }
      guard let adjustment = host.recenteringAdjustment(in: bounds, itemCount: count) else {
        let x = Swift.max(0, Swift.min(along, maximum))
        XCTAssert(
          x >= maximum / 4 && x <= maximum * 3 / 4 || along < 0 || along > maximum
            || host.turnLength(in: bounds, itemCount: count) > maximum / 4, context)
        return
      }
      moved += 1
      let shift = horizontal ? adjustment.x : adjustment.y
      XCTAssertEqual(horizontal ? adjustment.y : adjustment.x, 0, context)
      let turn = host.turnLength(in: bounds, itemCount: count)
      let turns = shift / turn
      XCTAssertEqual(turns, turns.rounded(), accuracy: 1e-6, context)
      var after = bounds
      after.origin.x += adjustment.x
      after.origin.y += adjustment.y
      let new = horizontal ? after.origin.x : after.origin.y
      XCTAssertLessThanOrEqual(abs(new - maximum / 2), turn / 2 + 1e-6 * maximum, context)
      XCTAssertNil(host.recenteringAdjustment(in: after, itemCount: count), context)
      // The same items, in the same places.
      let tolerance = 1e-9 * Swift.max(1, maximum)
      let old = host.attributes(forElementsIn: bounds, in: bounds, itemCount: count)
      let now = host.attributes(forElementsIn: after, in: after, itemCount: count)
      XCTAssertEqual(
        host.centeredItemIndex(in: bounds, itemCount: count),
        host.centeredItemIndex(in: after, itemCount: count), context)
      // An item at the very edge may be in one answer and not the other
      // by rounding; compare those in both.
      let matched = Dictionary(uniqueKeysWithValues: now.map { ($0.index, $0) })
      var compared = 0
      for a in old {
        guard let b = matched[a.index] else { continue }
        compared += 1
        let shifted = Point(x: b.center.x - adjustment.x, y: b.center.y - adjustment.y)
        XCTAssert(close(a.center, shifted, tolerance), "\(context): \(a) \(b)")
        XCTAssertEqual(a.alpha, b.alpha, accuracy: 1e-6, context)
      }
      XCTAssertGreaterThanOrEqual(compared, Swift.min(old.count, now.count) - 2, context)
    }
  }
}

final class WheelRecenteringTests: XCTestCase {
  func testRandomWheelsRecentreWithoutAVisibleJump() throws {
    var moved = 0
    defer { XCTAssertGreaterThan(moved, 100) }
    try forEachRandomWheelHost(200, seed: 0xC1_0011) { host, test, generator, context in
      var host = host
      host.layout.wrapsAround = true
      host.layout._checkInvariants()
      let count = test.count
      let maximum = host.layout.maximumContentOffset(in: test.viewport, itemCount: count)
      guard maximum > 0 else { return }
      let horizontal = host.layout.axis == .horizontal
      // Near either end.
      let edge = Bool.random(using: &generator) ? 0 : maximum * 0.9
      let along = edge + Double.random(in: 0...(maximum / 10), using: &generator)
      var bounds = test.viewport
      if horizontal { bounds.origin.x = along } else { bounds.origin.y = along }
      guard let adjustment = host.recenteringAdjustment(in: bounds, itemCount: count) else {
        XCTAssertGreaterThan(host.turnLength(in: bounds, itemCount: count), maximum / 4, context)
        return
      }
      moved += 1
      var after = bounds
      after.origin.x += adjustment.x
      after.origin.y += adjustment.y
      let tolerance = 1e-9 * Swift.max(1, maximum)
      let old = host.attributes(forElementsIn: bounds, in: bounds, itemCount: count)
      let now = host.attributes(forElementsIn: after, in: after, itemCount: count)
      let matched = Dictionary(uniqueKeysWithValues: now.map { ($0.index, $0) })
      var compared = 0
      for a in old {
        guard let b = matched[a.index] else { continue }
        compared += 1
        let shifted = Point(x: b.center.x - adjustment.x, y: b.center.y - adjustment.y)
        XCTAssert(close(a.center, shifted, tolerance), "\(context): \(a) \(b)")
        // The same turn: the transforms' rotation entries.
        XCTAssertEqual(a.transform.m11, b.transform.m11, accuracy: 1e-6, context)
        XCTAssertEqual(a.transform.m12, b.transform.m12, accuracy: 1e-6, context)
        XCTAssertEqual(a.zIndex, b.zIndex, context)
      }
      XCTAssertGreaterThanOrEqual(compared, Swift.min(old.count, now.count) - 2, context)
      XCTAssertEqual(
        host.centeredItemIndex(in: bounds, itemCount: count),
        host.centeredItemIndex(in: after, itemCount: count), context)
    }
  }
}
