import CircularLayout
import Foundation
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class WheelHitTestingTests: XCTestCase {
  // MARK: - By hand

  /// At offset 0 item 0 stands upright at (121, 247, 133, 173), and item 1
  /// (θ = 0.26) is centred at (316.0, 350.3). Their inner ends overlap:
  /// 413.5 points from the pivot the items are only 107.5 apart. The point
  /// (250, 415), just inside item 0's bottom-right corner, lies in item 1
  /// too, at (-47.2, 79.5) from its centre in its own frame.
  func testTheTopmostOfOverlappingItemsWins() throws {
    let viewport = tutorialViewport(x: 0)
    let point = Point(x: 250, y: 415)
    let item0 = try XCTUnwrap(tutorialWheel.item(0, in: viewport, itemCount: 10))
    let item1 = try XCTUnwrap(tutorialWheel.item(1, in: viewport, itemCount: 10))
    XCTAssertTrue(item0.rotatedRect.contains(point))
    XCTAssertTrue(item1.rotatedRect.contains(point))
    XCTAssertTrue(item0.frame.contains(point) && item1.frame.contains(point))

    XCTAssertEqual(tutorialWheel.itemIndex(at: point, in: viewport, itemCount: 10), 1)
    var centerOnTop = tutorialWheel
    centerOnTop.zOrder = .centerOnTop
    centerOnTop._checkInvariants()
    XCTAssertEqual(centerOnTop.itemIndex(at: point, in: viewport, itemCount: 10), 0)
  }

  /// Axis-aligned frames overlap far more than the rotated shapes: the
  /// point (260, 252) lies in item 1's frame, (229.5, 249.6)-(402.5, 451.0),
  /// but not in item 1, nor in any other item, so it hits nothing.
  func testRotatedShapesNotFramesAreHit() throws {
    let viewport = tutorialViewport(x: 0)
    let point = Point(x: 260, y: 252)
    let item1 = try XCTUnwrap(tutorialWheel.item(1, in: viewport, itemCount: 10))
    XCTAssertTrue(item1.frame.contains(point))
    XCTAssertFalse(item1.rotatedRect.contains(point))
    XCTAssertNil(tutorialWheel.itemIndex(at: point, in: viewport, itemCount: 10))
    XCTAssertEqual(
      tutorialWheel.itemIndex(at: Point(x: 187.5, y: 333.5), in: viewport, itemCount: 10), 0)
  }

  func testOnlyVisibleItemsAreHit() {
    let viewport = tutorialViewport(x: 0)
    // Item 2's centre (436.0, 399.6) lies right of the viewport, but item 2
    // reaches into it: it is hit. Item 3's centre (539.1, 478.0): item 3 is
    // not visible, so it is not.
    XCTAssertEqual(
      tutorialWheel.itemIndex(at: Point(x: 436, y: 399.6), in: viewport, itemCount: 10), 2)
    XCTAssertNil(
      tutorialWheel.itemIndex(at: Point(x: 539.1, y: 478.0), in: viewport, itemCount: 10))
    // 100 items: item 24 (almost a full turn) is hidden behind the hub.
    XCTAssertEqual(
      tutorialWheel.itemIndex(at: Point(x: 187.5, y: 333.5), in: viewport, itemCount: 100), 0)
  }

  func testBadInputHitsNothing() {
    let viewport = tutorialViewport(x: 0)
    for point in [
      Point(x: .nan, y: 300), Point(x: 187.5, y: .infinity), Point(x: -.infinity, y: 0),
      Point(x: 1e300, y: 1e300), Point(x: 10, y: 10),
    ] {
      XCTAssertNil(tutorialWheel.itemIndex(at: point, in: viewport, itemCount: 10), "\(point)")
    }
    let center = Point(x: 187.5, y: 333.5)
    XCTAssertNil(tutorialWheel.itemIndex(at: center, in: viewport, itemCount: 0))
    XCTAssertNil(
      tutorialWheel.itemIndex(
        at: center, in: Rect(x: 0, y: 0, width: 0, height: 667), itemCount: 10))
    XCTAssertNil(
      tutorialWheel.itemIndex(
        at: center, in: Rect(x: 0, y: 0, width: 375, height: -1), itemCount: 10))
  }

  // MARK: - Against brute force

  /// Random wheels and points (in and around visible items, anywhere in
  /// the viewport, and at the pivot): the answer is the brute force's
  /// topmost containing visible item.
  func testHitTestingMatchesBruteForce() throws {
    var failures = 0
    for seed in caseSeeds(150) where failures < 3 {
      var generator = SplitMix64(seed: seed)
      let input = WheelRandomCase.random(using: &generator, maximumCount: 60)
      let wheel = try input.reference.makeWheel()
      let visible = wheel.items(in: input.viewport, itemCount: input.count)
      let viewport = input.viewport

      var points = [wheel.pivot(in: viewport)]
      for _ in 0..<8 {
        points.append(
          Point(
            x: Double.random(in: viewport.minX...viewport.maxX, using: &generator),
            y: Double.random(in: viewport.minY...viewport.maxY, using: &generator)))
      }
      for item in visible.shuffled(using: &generator).prefix(6) {
        let frame = item.frame.insetBy(dx: -5, dy: -5)
        points.append(
          Point(
            x: Double.random(in: frame.minX...frame.maxX, using: &generator),
            y: Double.random(in: frame.minY...frame.maxY, using: &generator)))
        points.append(item.center)
      }

      for point in points {
        let hit = wheel.itemIndex(at: point, in: viewport, itemCount: input.count)
        let expected = bruteForceHit(
          wheel, at: point, in: viewport, itemCount: input.count, among: 0..<input.count)
        if hit != expected {
          failures += 1
          XCTFail(
            "hit \(String(describing: hit)), brute force \(String(describing: expected)) at \(point); seed \(seed): \(input)"
          )
          break
        }
      }
    }
  }
}
