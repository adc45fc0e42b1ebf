import CircularLayout
import CircularLayoutHosting
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class ScrollingLayoutHostScrollingTests: XCTestCase {
  // MARK: - By hand

  func testPagingReadsWhereTheFingerLifted() {
    let host = tutorialHost { $0.snapping = .paging }
    // Lifted at 572 (4.3 items of 133), UIKit proposes 580: item 4, at 532.
    let lift = phone(x: 572)
    let target = host.targetContentOffset(
      forProposed: Point(x: 580, y: 7), velocity: Point(x: 0.2, y: 9), in: lift, itemCount: 10)
    XCTAssertEqual(target, Point(x: 532, y: 7))
    XCTAssertEqual(
      host.landingItemIndex(
        forProposed: Point(x: 580, y: 7), velocity: Point(x: 0.2, y: 9), in: lift, itemCount: 10),
      4)
    // A hard fling from the same lift goes one item further, no more.
    XCTAssertEqual(
      host.targetContentOffset(
        forProposed: Point(x: 1500, y: 0), velocity: Point(x: 3, y: 0), in: lift, itemCount: 10),
      Point(x: 665, y: 0))
  }

  func testAVerticalEngineSnapsAlongY() {
    let host = carouselHost(.linear) {
      $0.axis = .vertical
      $0.snapping = .nearest
    }
    // Items 100 tall: 260 is 2.6 items, nearest 3, whatever the velocity.
    XCTAssertEqual(
      host.targetContentOffset(
        forProposed: Point(x: 12, y: 260), velocity: Point(x: 5, y: -5), in: phone(),
        itemCount: 10),
      Point(x: 12, y: 300))
  }

  func testRightToLeftStepsTowardsLowerOffsets() {
    let host = tutorialHost { $0.layoutDirection = .rightToLeft }
    // Item 0 stands at the far end, 1197; an increment moves to item 1.
    let start = host.initialContentOffset(centering: 0, in: phone(), itemCount: 10)
    XCTAssertEqual(start, Point(x: 1197, y: 0))
    XCTAssertEqual(
      host.contentOffset(steppingBy: 1, in: phone(x: 1197), itemCount: 10),
      Point(x: 1064, y: 0))
    XCTAssertEqual(host.centeredItemIndex(in: phone(x: 1064), itemCount: 10), 1)
    XCTAssertEqual(
      host.contentOffset(centering: 9, in: phone(x: 1197, y: 3), itemCount: 10),
      Point(x: 0, y: 3))
    XCTAssertNil(host.contentOffset(steppingBy: 1, in: phone(), itemCount: 0))
  }

  func testAnIncrementStepsToTheNextItemInReadingOrderInEveryDirection() {
    // VoiceOver's increment steps by +1 (CircularCollectionSelection's
    // accessibilitySteps): in each direction and on each axis, the item it
    // reaches is the one read right after the centred one.
    func check(
      _ order: (Rect) -> [Int], _ start: Point, _ step: (Rect) -> Point?,
      _ centred: (Rect) -> Int?, _ label: String
    ) {
      let bounds = Rect(origin: start, size: phone().size)
      XCTAssertEqual(centred(bounds), 3, label)
      let read = order(bounds)
      let at = read.firstIndex(of: 3)
      XCTAssertNotNil(at, label)
      if let at { XCTAssertEqual(read[read.index(after: at)], 4, label) }
      let next = step(bounds).map { Rect(origin: $0, size: bounds.size) }
      XCTAssertEqual(next.flatMap(centred), 4, label)
    }
    for direction in LayoutDirection.allCases {
      for axis in Axis.allCases {
        let wheel = tutorialHost {
          $0.layoutDirection = direction
          $0.axis = axis
        }
        check(
          { wheel.readingOrder(in: $0, itemCount: 10) },
          wheel.initialContentOffset(centering: 3, in: phone(), itemCount: 10),
          { wheel.contentOffset(steppingBy: 1, in: $0, itemCount: 10) },
          { wheel.centeredItemIndex(in: $0, itemCount: 10) }, "wheel \(direction) \(axis)")
        let carousel = carouselHost {
          $0.layoutDirection = direction
          $0.axis = axis
        }
        check(
          { carousel.readingOrder(in: $0, itemCount: 10) },
          carousel.initialContentOffset(centering: 3, in: phone(), itemCount: 10),
          { carousel.contentOffset(steppingBy: 1, in: $0, itemCount: 10) },
          { carousel.centeredItemIndex(in: $0, itemCount: 10) }, "carousel \(direction) \(axis)")
      }
    }
  }

  func testARotationKeepsTheCentredItem() {
    // Right to left, item 3 centred at 1197 - 3 · 133 = 798 in a 375-wide
    // bounds; in a 667-wide one the far end moves to 9 · 133 = 1197 still
    // (the content grows by the bounds), so the offset stays 798.
    let host = tutorialHost { $0.layoutDirection = .rightToLeft }
    let old = phone(x: 798)
    let new = Rect(x: 0, y: 0, width: 667, height: 375)
    XCTAssertEqual(
      host.contentOffset(keepingPositionFrom: old, to: new, itemCount: 10), Point(x: 798, y: 0))
    // The tutorial's model: 10 · 133 = 1330 long, 955 to scroll in 375
    // points (106.1 per item), 663 in 667 (73.7 per item). Item 3 plus a
    // quarter: 3.25 · 955 / 9 → 3.25 · 663 / 9.
    let tutorial = tutorialHost { $0.scrollModel = .tutorial }
    let kept = tutorial.contentOffset(
      keepingPositionFrom: phone(x: 3.25 * 955 / 9), to: new, itemCount: 10)
    XCTAssertEqual(kept.x, 3.25 * 663 / 9, accuracy: 1e-9)
  }

  // MARK: - Bad input

  func testBadInputNeverTrapsAndAnswersFinitely() {
    let hosts: [(String, (Point, Point, Rect, Int) -> [Point?])] = [
      ("wheel", { p, v, b, n in Self.answers(tutorialHost { $0.snapping = .paging }, p, v, b, n) }),
      ("carousel", { p, v, b, n in Self.answers(carouselHost(.rotary), p, v, b, n) }),
    ]
    let values: [Double] = [.nan, .infinity, -.infinity, 0x1p60, -0x1p60, 0, 1e-300]
    for (name, answers) in hosts {
      for value in values {
        let point = Point(x: value, y: value)
        let bounds = Rect(x: value, y: value, width: value, height: value)
        for count in [-5, 0, 1, 10, Int.max] {
          for answer in answers(point, point, bounds, count) {
            if let answer {
              XCTAssert(answer.isFinite, "\(name) \(value) \(count): \(answer)")
            }
          }
        }
      }
    }
  }

  private static func answers<Layout>(
    _ host: ScrollingLayoutHost<Layout>, _ point: Point, _ velocity: Point, _ bounds: Rect,
    _ count: Int
  ) -> [Point?] {
    _ = host.landingItemIndex(forProposed: point, velocity: velocity, in: bounds, itemCount: count)
    _ = host.centeredItemIndex(in: bounds, itemCount: count)
    let size = host.contentSize(in: bounds, itemCount: count)
    return [
      host.targetContentOffset(
        forProposed: point, velocity: velocity, in: bounds, itemCount: count),
      host.initialContentOffset(centering: Int.min, in: bounds, itemCount: count),
      host.contentOffset(centering: Int.max, in: bounds, itemCount: count),
      host.contentOffset(steppingBy: Int.min, in: bounds, itemCount: count),
      host.contentOffset(keepingPositionFrom: bounds, to: phone(), itemCount: count),
      host.contentOffset(keepingPositionFrom: phone(x: 100), to: bounds, itemCount: count),
      host.recenteringAdjustment(in: bounds, itemCount: count),
      Point(x: size.width, y: size.height),
    ]
  }

  // MARK: - Random, against the engine's own queries

  func testTargetsAreTheEnginesAlongTheAxisAndKeepTheOtherComponent() throws {
    try forEachRandomWheelHost(150, seed: 0xC1_0001) { host, test, generator, context in
      let proposed = Point(
        x: Double.random(in: -2000...200_000, using: &generator),
        y: Double.random(in: -2000...200_000, using: &generator))
      let velocity = Point(
        x: Double.random(in: -5...5, using: &generator),
        y: Double.random(in: -5...5, using: &generator))
      let horizontal = host.layout.axis == .horizontal
      let target = host.targetContentOffset(
        forProposed: proposed, velocity: velocity, in: test.viewport, itemCount: test.count)
      let expected = host.layout.targetContentOffset(
        forProposed: horizontal ? proposed.x : proposed.y,
        velocity: horizontal ? velocity.x : velocity.y, in: test.viewport, itemCount: test.count)
      XCTAssertEqual(horizontal ? target.x : target.y, expected, context)
      XCTAssertEqual(
        horizontal ? target.y : target.x, horizontal ? proposed.y : proposed.x, context)
      // The landing item is the one centred where the scroll lands.
      let landed = Rect(origin: target, size: test.viewport.size)
      let landing = host.landingItemIndex(
        forProposed: proposed, velocity: velocity, in: test.viewport, itemCount: test.count)
      XCTAssertEqual(
        landing,
        host.layout.landingItemIndex(
          forProposed: horizontal ? proposed.x : proposed.y,
          velocity: horizontal ? velocity.x : velocity.y, in: test.viewport, itemCount: test.count),
        context)
      if host.layout.scrollDistancePerItem(in: landed, itemCount: test.count) > 0,
        host.layout.maximumContentOffset(in: landed, itemCount: test.count) > 0
      {
        XCTAssertEqual(landing, host.centeredItemIndex(in: landed, itemCount: test.count), context)
      }
    }
  }

  func testSteppingMovesTheCentredItemByOne() throws {
    var checked = 0
    defer { XCTAssertGreaterThan(checked, 75) }
    try forEachRandomCarouselHost(150, seed: 0xC1_0002) { host, test, _, context in
      let count = test.count
      let bounds = test.viewport
      guard let centred = host.centeredItemIndex(in: bounds, itemCount: count),
        let next = host.contentOffset(steppingBy: 1, in: bounds, itemCount: count),
        host.layout.maximumContentOffset(in: bounds, itemCount: count) > 0
      else { return }
      let moved = host.centeredItemIndex(
        in: Rect(origin: next, size: bounds.size), itemCount: count)
      let expected =
        host.layout.wrapsAround ? (centred + 1) % count : Swift.min(centred + 1, count - 1)
      // With ends, a content clamped to 2^53 reaches fewer items.
      if host.layout.wrapsAround || count < 1_000_000 {
        XCTAssertEqual(moved, expected, context)
        checked += 1
      }
    }
  }

  func testASizeChangeKeepsTheWheelsPosition() throws {
    var checked = 0
    defer { XCTAssertGreaterThan(checked, 100) }
    try forEachRandomWheelHost(200, seed: 0xC1_0003) { host, test, generator, context in
      let new = Self.randomBounds(&generator)
      if Self.checkKeepsPosition(host, from: test.viewport, to: new, test.count, context) {
        checked += 1
      }
    }
  }

  func testASizeChangeKeepsTheCarouselsPosition() throws {
    var checked = 0
    defer { XCTAssertGreaterThan(checked, 100) }
    try forEachRandomCarouselHost(200, seed: 0xC1_0004) { host, test, generator, context in
      let new = Self.randomBounds(&generator)
      if Self.checkKeepsPosition(host, from: test.viewport, to: new, test.count, context) {
        checked += 1
      }
    }
  }

  private static func randomBounds(_ generator: inout SplitMix64) -> Rect {
    Rect(
      x: Double.random(in: -100...100, using: &generator), y: 0,
      width: Double.random(in: 50...1500, using: &generator),
      height: Double.random(in: 50...1500, using: &generator))
  }

  /// Checks that the offset kept across a size change keeps the scroll
  /// position; returns whether there was a position to keep.
  private static func checkKeepsPosition<Layout>(
    _ host: ScrollingLayoutHost<Layout>, from old: Rect, to new: Rect, _ count: Int,
    _ context: String
  ) -> Bool {
    let kept = host.contentOffset(keepingPositionFrom: old, to: new, itemCount: count)
    let horizontal = host.layout.axis == .horizontal
    XCTAssertEqual(
      horizontal ? kept.y : kept.x, horizontal ? old.origin.y : old.origin.x, context)
    let after = Rect(origin: kept, size: new.size)
    let maximum = host.layout.maximumContentOffset(in: after, itemCount: count)
    let along = horizontal ? kept.x : kept.y
    // Clamped at an end, or a wheel that cannot turn: nothing to keep.
    guard count > 0, along > 0, along < maximum,
      host.layout.scrollDistancePerItem(in: after, itemCount: count) > 0,
      host.layout.scrollDistancePerItem(in: old, itemCount: count) > 0
    else { return false }
    let before = host.layout.scrollPosition(in: old, itemCount: count)
    let now = host.layout.scrollPosition(in: after, itemCount: count)
    // With ends, a position pulled past an end is held still by the
    // engine: only positions within the items are kept.
    guard host.layout.wrapsAround || (before >= 0 && before <= Double(count - 1)) else {
      return false
    }
    XCTAssertLessThanOrEqual(
      positionDistance(before, now, count: count, wraps: host.layout.wrapsAround),
      1e-6 * Swift.max(1, Double(count)), context)
    return true
  }
}
