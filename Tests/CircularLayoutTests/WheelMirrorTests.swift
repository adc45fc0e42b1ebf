// Right to left as an exact mirror image: a horizontal wheel at offset x
// shows the left-to-right wheel at maxOffset - x, mirrored about the
// viewport's vertical centre line; a vertical wheel shows it at the same
// offset, mirrored. Checked by hand, and over thousands of seeded wheels,
// counts and offsets, for every query.

import CircularLayout
import Foundation
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class WheelMirrorTests: XCTestCase {
  private var mirrored: Wheel {
    var wheel = defaultWheel
    wheel.layoutDirection = .rightToLeft
    wheel._checkInvariants()
    return wheel
  }

  // MARK: - By hand

  /// 10 items 133 wide: item 0 stands upright at the largest offset, 1197,
  /// and item 1 left of it, where the left-to-right wheel's item 1 stands
  /// right of item 0 at offset 0.
  func testItemZeroStartsOnTheRight() throws {
    let wheel = mirrored
    let start = tutorialViewport(x: 1197)
    XCTAssertEqual(wheel.initialContentOffset(centering: 0, in: start, itemCount: 10), 1197)
    XCTAssertEqual(wheel.centeredItemIndex(in: start, itemCount: 10), 0)
    XCTAssertEqual(wheel.centeredItemIndex(in: tutorialViewport(x: 0), itemCount: 10), 9)
    XCTAssertEqual(wheel.items(in: start, itemCount: 10).map(\.index), [0, 1, 2])
    let item0 = try XCTUnwrap(wheel.item(0, in: start, itemCount: 10))
    let item1 = try XCTUnwrap(wheel.item(1, in: start, itemCount: 10))
    XCTAssertEqual(item0.center, Point(x: 1197 + 187.5, y: 333.5))
    XCTAssertEqual(item1.angle, -wheel.anglePerItem)
    XCTAssertEqual(item1.center.x, 1197 + 187.5 - 500 * sin(wheel.anglePerItem), accuracy: 1e-9)
    XCTAssertLessThan(item1.center.x, item0.center.x)
    XCTAssertEqual(wheel.pivot(in: start), Point(x: 1197 + 187.5, y: 833.5))
    XCTAssertEqual(wheel.anchorPoint, defaultWheel.anchorPoint)
    // The content is the same length.
    XCTAssertEqual(
      wheel.contentSize(in: start, itemCount: 10), Size(width: 1572, height: 667))
  }

  /// Snapping reads the velocity in the direction of motion: a growing
  /// offset moves to lower items. From 1197 - 300 = 897 (2.26 items): a
  /// positive velocity lands on item 2 at 931, a negative one on item 3 at
  /// 798; exactly halfway (864.5, 2.5 items) goes to the higher item, 3.
  func testSnappingReadsTheDirectionOfMotion() {
    let wheel = mirrored
    func target(_ offset: Double, _ velocity: Double) -> Double {
      wheel.targetContentOffset(
        forProposed: offset, velocity: velocity, in: tutorialViewport(x: 0), itemCount: 10)
    }
    XCTAssertEqual(target(897, 1), 931)
    XCTAssertEqual(target(897, -1), 798)
    XCTAssertEqual(target(897, 0), 931)
    XCTAssertEqual(target(864.5, 0), 798)
    XCTAssertEqual(
      wheel.landingItemIndex(
        forProposed: 864.5, velocity: 0, in: tutorialViewport(x: 0), itemCount: 10), 3)
  }

  /// A vertical wheel laid out right to left is the other vertical side
  /// (inverted or not): its centre moves to the other side, its scrolling
  /// is unchanged, and every answer is the same to the last bit.
  func testAVerticalWheelMirrorsToTheOtherSide() throws {
    for isInverted in [false, true] {
      var wheel = defaultWheel
      wheel.axis = .vertical
      wheel._checkInvariants()
      wheel.isInverted = isInverted
      wheel._checkInvariants()
      wheel.layoutDirection = .rightToLeft
      wheel._checkInvariants()
      var expected = defaultWheel
      expected.axis = .vertical
      expected._checkInvariants()
      expected.isInverted = !isInverted
      expected._checkInvariants()
      XCTAssertEqual(wheel.anchorPoint, expected.anchorPoint)
      for y in stride(from: -300.0, through: 2000, by: 37) {
        let viewport = Rect(x: 10, y: y, width: 375, height: 667)
        XCTAssertEqual(wheel.pivot(in: viewport), expected.pivot(in: viewport))
        XCTAssertEqual(
          wheel.items(in: viewport, itemCount: 12), expected.items(in: viewport, itemCount: 12))
        for index in 0..<12 {
          XCTAssertEqual(
            wheel.item(index, in: viewport, itemCount: 12),
            expected.item(index, in: viewport, itemCount: 12))
        }
        XCTAssertEqual(
          wheel.targetContentOffset(forProposed: y, velocity: 1, in: viewport, itemCount: 12),
          expected.targetContentOffset(
            forProposed: y, velocity: 1, in: viewport, itemCount: 12))
      }
    }
  }

  // MARK: - Random

  /// Thousands of random wheels, counts and offsets, in both models and
  /// every orientation, with and without wrap-around: every query of the
  /// right-to-left wheel is the mirror image of the left-to-right wheel's.
  func testRightToLeftIsTheMirrorImageOfLeftToRight() throws {
    var checker = MirrorChecker()
    RandomSweep.tally("Wheel scroll model", RandomSweep.count(300))
    for seed in caseSeeds(300, multiplier: 0x1EF7) where checker.failures < 3 {
      var generator = SplitMix64(seed: seed)
      var input = WheelRandomCase.random(using: &generator, maximumCount: 30)
      input.reference.rightToLeft = false
      checker.context = "seed \(seed): \(input)"
      try checker.check(input, random: &generator)
    }
  }
}

/// Compares a right-to-left wheel with its left-to-right twin.
private struct MirrorChecker {
  var failures = 0
  var context = ""

  mutating func fail(_ message: String, file: StaticString = #filePath, line: UInt = #line) {
    failures += 1
    XCTFail("\(message); \(context)", file: file, line: line)
  }

  /// Whether two coordinates agree to the rounding of coordinates of their
  /// size (the mirror is computed from a different viewport origin).
  func near(_ a: Double, _ b: Double, _ scale: Double) -> Bool {
    abs(a - b) <= 1e-9 * max(1, abs(a), abs(b), scale)
  }

  mutating func check(_ input: WheelRandomCase, random: inout SplitMix64) throws {
    let reference = input.reference
    let forward = try reference.makeWheel()
    var mirrored = forward
    mirrored.layoutDirection = .rightToLeft
    mirrored._checkInvariants()
    let count = input.count
    let viewport = input.viewport
    let horizontal = reference.isHorizontal
    let maxOffset = forward.maximumContentOffset(in: viewport, itemCount: count)
    let offset = horizontal ? viewport.minX : viewport.minY
    // The left-to-right wheel's viewport: at maxOffset - x when horizontal.
    let twin = horizontal ? reference.moved(viewport, to: maxOffset - offset) : viewport
    /// A mirrored x coordinate: reflected within the viewport.
    func mirror(_ x: Double) -> Double { viewport.minX + (twin.maxX - x) }

    // Scalars: the same content; positions and the centred item read
    // through the mirror.
    guard
      mirrored.contentSize(in: viewport, itemCount: count)
        == forward.contentSize(in: viewport, itemCount: count),
      mirrored.scrollDistancePerItem(in: viewport, itemCount: count)
        == forward.scrollDistancePerItem(in: viewport, itemCount: count),
      mirrored.scrollPosition(in: viewport, itemCount: count)
        == forward.scrollPosition(in: twin, itemCount: count),
      mirrored.centeredItemIndex(in: viewport, itemCount: count)
        == forward.centeredItemIndex(in: twin, itemCount: count)
    else { return fail("content, position or centred item differ") }

    // Every item, visible or not.
    let scale = reference.radius + abs(viewport.minX) + abs(twin.minX) + viewport.width
    for index in 0..<count {
      let a = mirrored.item(index, in: viewport, itemCount: count)!
      let b = forward.item(index, in: twin, itemCount: count)!
      guard
        a.index == b.index, a.angle == -b.angle, a.zIndex == b.zIndex, a.alpha == b.alpha,
        a.scale == b.scale, a.isHidden == b.isHidden, a.size == b.size,
        near(a.center.x, mirror(b.center.x), scale), near(a.center.y, b.center.y, scale),
        near(a.pivot.x, mirror(b.pivot.x), scale), near(a.pivot.y, b.pivot.y, scale),
        near(a.frame.minX, mirror(b.frame.maxX), scale),
        near(a.frame.maxX, mirror(b.frame.minX), scale),
        near(a.frame.minY, b.frame.minY, scale), near(a.frame.maxY, b.frame.maxY, scale),
        near(a.anchorPoint.x, 1 - b.anchorPoint.x, abs(b.anchorPoint.x)),
        a.anchorPoint.y == b.anchorPoint.y
      else { return fail("item \(index): \(a) is not the mirror image of \(b)") }
    }

    // The visible items: the same, up to items that only just touch the
    // viewport, which rounding may put on either side.
    let visible = mirrored.items(in: viewport, itemCount: count).map(\.index)
    let twinVisible = forward.items(in: twin, itemCount: count).map(\.index)
    for index in Set(visible).symmetricDifference(twinVisible) {
      let item = reference.item(index, count: count, viewport: twin)
      if !reference.isBorderline(item, in: twin, margin: 1e-6) {
        return fail("item \(index) visible in only one of the two")
      }
    }
    if Set(visible) == Set(twinVisible) {
      guard
        mirrored.readingOrder(in: viewport, itemCount: count)
          == forward.readingOrder(in: twin, itemCount: count)
      else { return fail("reading orders differ") }
    }
    // A tap on an item's centre hits the same item in the mirror image.
    if let tapped = mirrored.items(in: viewport, itemCount: count).randomElement(using: &random) {
      let point = tapped.center
      let hit = mirrored.itemIndex(at: point, in: viewport, itemCount: count)
      let twinHit = forward.itemIndex(
        at: Point(x: mirror(point.x), y: point.y), in: twin, itemCount: count)
      if hit != twinHit, Set(visible) == Set(twinVisible), hit != nil {
        let a = mirrored.item(hit!, in: viewport, itemCount: count)!
        if a.rotatedRect.contains(point), !borderlineHit(a, point) {
          return fail("a tap at \(point) hits \(hit!) and \(String(describing: twinHit))")
        }
      }
    }

    // Offsets: mirrored through maxOffset when horizontal, equal when
    // vertical, exactly, since both read the same forward offset.
    func flip(_ value: Double) -> Double { horizontal ? maxOffset - value : value }
    let proposed = Double.random(in: -500...(max(maxOffset, 0) + 500), using: &random)
    let start = Double.random(in: -200...(max(maxOffset, 0) + 200), using: &random)
    let velocity = [-1.0, 0, 1, .nan, .infinity].randomElement(using: &random)!
    let twinVelocity = horizontal ? -velocity : velocity
    // The finger lifted at `start`: the mirrored wheel's bounds there, the
    // forward wheel's at the flipped offset.
    let lifted = reference.moved(viewport, to: start)
    let twinLifted = reference.moved(viewport, to: flip(start))
    let target = mirrored.targetContentOffset(
      forProposed: proposed, velocity: velocity, in: lifted, itemCount: count)
    let twinTarget = forward.targetContentOffset(
      forProposed: flip(proposed), velocity: twinVelocity, in: twinLifted, itemCount: count)
    let landing = mirrored.landingItemIndex(
      forProposed: proposed, velocity: velocity, in: lifted, itemCount: count)
    let twinLanding = forward.landingItemIndex(
      forProposed: flip(proposed), velocity: twinVelocity, in: twinLifted, itemCount: count)
    // Where the content does not scroll both stay at 0.
    let expected = maxOffset > 0 ? flip(twinTarget) : twinTarget
    guard target == expected, landing == twinLanding else {
      return fail(
        "drag \(start) → \(proposed) at \(velocity): \(target) (\(String(describing: landing))), "
          + "mirror of \(twinTarget) (\(String(describing: twinLanding)))")
    }
    let index = Int.random(in: -2...(count + 2), using: &random)
    let steps = [1, -1, 3, .max, .min].randomElement(using: &random)!
    // Scroll-to-item gives 0 wherever the wheel does not turn; stepping
    // keeps the tutorial's single item where it stands (clamped), which
    // mirrors as any offset does.
    let turns = forward.scrollDistancePerItem(in: viewport, itemCount: count) > 0
    let pairs: [(Double?, Double?, String, Bool)] = [
      (
        mirrored.initialContentOffset(centering: index, in: viewport, itemCount: count),
        forward.initialContentOffset(centering: index, in: viewport, itemCount: count),
        "initial offset of \(index)", turns
      ),
      (
        mirrored.contentOffset(centering: index, in: viewport, itemCount: count),
        forward.contentOffset(centering: index, in: twin, itemCount: count),
        "offset centring \(index)", turns
      ),
      (
        mirrored.contentOffset(steppingBy: steps, in: viewport, itemCount: count),
        forward.contentOffset(steppingBy: steps, in: twin, itemCount: count),
        "step by \(steps)", true
      ),
    ]
    for (value, twinValue, what, mirrors) in pairs {
      let expected = twinValue.map { maxOffset > 0 && mirrors ? flip($0) : $0 }
      guard value == expected else {
        return fail(
          "\(what): \(String(describing: value)), mirror of \(String(describing: twinValue))")
      }
    }
  }

  /// Whether a point lies within rounding of an item's edge.
  func borderlineHit(_ item: Wheel.Item, _ point: Point) -> Bool {
    let shape = item.rotatedRect
    let nudges = [(1e-6, 0.0), (-1e-6, 0), (0, 1e-6), (0, -1e-6)]
    return nudges.contains { !shape.contains(Point(x: point.x + $0.0, y: point.y + $0.1)) }
  }
}
