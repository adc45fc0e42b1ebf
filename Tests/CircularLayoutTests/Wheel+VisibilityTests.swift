import CircularLayout
import Foundation
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class WheelVisibilityTests: XCTestCase {
  // MARK: - By hand

  /// The tutorial's visible items, worked out from each item's centre
  /// `(x + 187.5 + 500 sin θ, 333.5 + 500 (1 - cos θ))` and its rotated
  /// extent: at offset 0, item 2 (θ = 0.52) reaches x = 436 - 100 < 375 but
  /// item 3 (θ = 0.78, centre x = 539, half extent 108) starts at 431.
  func testTutorialVisibleItemsByHand() {
    let expected: [(Double, [Int])] = [
      (0, [0, 1, 2]), (100, [0, 1, 2, 3]), (300, [1, 2, 3, 4, 5]), (477.5, [3, 4, 5, 6]),
      (955, [7, 8, 9]), (-200, [0]), (1200, [9]),
    ]
    for (offset, indices) in expected {
      let viewport = tutorialViewport(x: offset)
      XCTAssertEqual(
        tutorialWheel.items(in: viewport, itemCount: 10).map(\.index), indices, "offset \(offset)")
    }
  }

  func testNothingVisibleGivesAnEmptyAnswer() {
    // Rubber-banded so far that every item is more than half a turn away:
    // the tutorial would still return item 0.
    XCTAssertEqual(tutorialWheel.items(in: tutorialViewport(x: -100_000), itemCount: 10), [])
    XCTAssertEqual(tutorialWheel.items(in: tutorialViewport(x: 1e9), itemCount: 10), [])
    XCTAssertEqual(tutorialWheel.items(in: tutorialViewport(x: 0), itemCount: 0), [])
    XCTAssertEqual(tutorialWheel.items(in: tutorialViewport(x: 0), itemCount: -5), [])
    for size in [
      Size(width: 0, height: 667), Size(width: 375, height: 0), Size(width: -0.0, height: 667),
      Size(width: 375, height: -.infinity), Size(width: .nan, height: 667),
      Size(width: .infinity, height: 667),
    ] {
      let viewport = Rect(origin: Point(x: 100, y: 0), size: size)
      XCTAssertEqual(tutorialWheel.items(in: viewport, itemCount: 10), [], "\(size)")
      XCTAssertEqual(tutorialWheel.candidateCount(in: viewport, itemCount: 10), 0)
    }
  }

  /// 100 items at the tutorial's spacing go round the wheel four times;
  /// only those within half a turn of the top are on the wheel.
  func testItemsPastHalfATurnAreHiddenNotPiledOnTop() throws {
    let viewport = tutorialViewport(x: 0)
    let wheel = tutorialWheel
    // 24 · 0.26 = 6.24, almost a full turn: the tutorial would draw item 24
    // over item 0.
    let item24 = try XCTUnwrap(wheel.item(24, in: viewport, itemCount: 100))
    XCTAssertTrue(item24.isHidden)
    XCTAssertEqual(item24.angle, 24 * wheel.anglePerItem, accuracy: 1e-12)
    XCTAssertFalse(try XCTUnwrap(wheel.item(12, in: viewport, itemCount: 100)).isHidden)
    XCTAssertTrue(try XCTUnwrap(wheel.item(13, in: viewport, itemCount: 100)).isHidden)
    XCTAssertEqual(wheel.items(in: viewport, itemCount: 100).map(\.index), [0, 1, 2])
  }

  func testWrappingAnswerIsAscendingByIndexAcrossTheSeam() {
    var wheel = tutorialWheel
    wheel.wrapsAround = true
    wheel._checkInvariants()
    // p = -0.4 items, i.e. 9.6: item 9 is 0.6 items left of the top, item 0
    // 0.4 right.
    let viewport = tutorialViewport(x: -0.4 * 133)
    let items = wheel.items(in: viewport, itemCount: 10)
    XCTAssertEqual(items.map(\.index), [0, 1, 8, 9])
    XCTAssertEqual(items[0].angle, 0.4 * wheel.anglePerItem, accuracy: 1e-12)
    XCTAssertEqual(items[3].angle, -0.6 * wheel.anglePerItem, accuracy: 1e-12)
    XCTAssertEqual(wheel.scrollPosition(in: viewport, itemCount: 10), 9.6, accuracy: 1e-12)
  }

  // MARK: - Against brute force

  /// Thousands of random wheels, item counts and viewports, in every
  /// orientation, with and without wrap-around and falloff: the answer is
  /// exactly the brute force over every item with the engine's own
  /// attributes, and agrees with the independent reference except where
  /// an item only just touches the viewport.
  func testItemsMatchBruteForceOverRandomWheels() throws {
    var failures = 0
    for seed in caseSeeds(400) where failures < 3 {
      var generator = SplitMix64(seed: seed)
      let input = WheelRandomCase.random(using: &generator)
      let wheel = try input.reference.makeWheel()
      let context = "seed \(seed): \(input)"
      let items = wheel.items(in: input.viewport, itemCount: input.count)
      let indices = items.map(\.index)

      let expected = bruteForceVisibleIndices(
        wheel, in: input.viewport, itemCount: input.count, among: 0..<input.count)
      if indices != expected {
        failures += 1
        XCTFail("got \(indices), brute force \(expected); \(context)")
        continue
      }

      var streamed: [Wheel.Item] = []
      wheel.forEachItem(in: input.viewport, itemCount: input.count) { streamed.append($0) }
      XCTAssertEqual(streamed, items, context)
      XCTAssertEqual(Set(items.map(\.zIndex)).count, items.count, "z-indices repeat; \(context)")

      let reference = input.reference.visibleIndices(
        among: 0..<input.count, count: input.count, viewport: input.viewport)
      for index in Set(reference).symmetricDifference(indices) {
        let item = input.reference.item(index, count: input.count, viewport: input.viewport)
        XCTAssertTrue(
          input.reference.isBorderline(item, in: input.viewport, margin: 1e-6),
          "item \(index) visible to only one of engine and reference; \(context)")
      }
      for item in items {
        assertSane(item, context)
        let expectedItem = input.reference.item(
          item.index, count: input.count, viewport: input.viewport)
        assertClose(item.angle, expectedItem.angle, "item \(item.index) angle; \(context)")
        assertClose(item.center, expectedItem.shape.center, tolerance: 1e-8, "\(context)")
        assertClose(item.frame, expectedItem.shape.boundingBox, tolerance: 1e-8, "\(context)")
        assertClose(item.alpha, expectedItem.alpha, "\(context)")
        assertClose(item.scale, expectedItem.scale, "\(context)")
      }
      let bound = 2 * Double.pi / wheel.anglePerItem + 5
      XCTAssertLessThanOrEqual(
        Double(wheel.candidateCount(in: input.viewport, itemCount: input.count)), bound, context)
    }
  }

  /// Counts far beyond what a brute force can visit: the visible items are
  /// within half a turn of the top, so the brute force visits that window
  /// (a generous one) only, and the candidates stay as few as for a short
  /// feed.
  func testHugeCountsMatchBruteForceAroundTheTop() throws {
    var failures = 0
    for seed in caseSeeds(300, multiplier: 7919) where failures < 3 {
      var generator = SplitMix64(seed: seed)
      var input = WheelRandomCase.random(using: &generator, minimumAnglePerItem: 0.02)
      input.count = [10_000_000, 1 << 40, Wheel.maximumItemCount, Int.max].randomElement(
        using: &generator)!
      let wheel = try input.reference.makeWheel()
      let count = min(input.count, Wheel.maximumItemCount)
      let content = Double(count) * input.reference.itemLength
      let along = input.reference.isHorizontal ? input.viewport.width : input.viewport.height
      let offset =
        input.reference.wraps
        ? Double.random(in: -1e7...1e7, using: &generator)
        : Double.random(in: -along...min(content, Wheel.maximumLength), using: &generator)
      if input.reference.isHorizontal {
        input.viewport.origin.x = offset
      } else {
        input.viewport.origin.y = offset
      }
      let context = "seed \(seed): \(input)"

      let position = wheel.scrollPosition(in: input.viewport, itemCount: input.count)
      let reach = Double.pi / wheel.anglePerItem + 3
      var window: [Int] = []
      for relative in Int((-reach).rounded(.down))...Int(reach.rounded(.up)) {
        let index = Int(position.rounded(.down)) + relative
        if input.reference.wraps {
          window.append(((index % count) + count) % count)
        } else if index >= 0, index < count {
          window.append(index)
        }
      }
      let expected = bruteForceVisibleIndices(
        wheel, in: input.viewport, itemCount: input.count, among: Set(window).sorted())
      let indices = wheel.items(in: input.viewport, itemCount: input.count).map(\.index)
      if indices != expected {
        failures += 1
        XCTFail("got \(indices), brute force \(expected); \(context)")
      }
      XCTAssertLessThanOrEqual(
        Double(wheel.candidateCount(in: input.viewport, itemCount: input.count)),
        2 * Double.pi / wheel.anglePerItem + 5, context)
    }
  }

  func testCandidatesDoNotGrowWithTheItemCount() {
    // The middle of the content, for 100 items and for 10 million.
    for count in [100, 10_000_000] {
      let maxOffset = tutorialWheel.maximumContentOffset(
        in: tutorialViewport(x: 0), itemCount: count)
      let viewport = tutorialViewport(x: maxOffset / 2 + 0.3)
      let candidates = tutorialWheel.candidateCount(in: viewport, itemCount: count)
      // The tutorial's shape sees about ±57 degrees: A = atan2(187.5, 166.5)
      // = 0.845, B = atan2(66.5, 413.5) = 0.159, so (A + B) / 0.26 = 3.9
      // items either side of the top, plus a step of padding each way: at
      // most 2 · (3.9 + 2) + 1 = 12 candidates.
      XCTAssertLessThanOrEqual(candidates, 12, "count \(count)")
      XCTAssertGreaterThanOrEqual(tutorialWheel.items(in: viewport, itemCount: count).count, 4)
    }
  }

  /// Found by the wheel fuzz target: the visible half-angle, one arc
  /// tangent of products of lengths, underflowed to 0 for a wheel 10⁻³⁰⁰
  /// across, so the window was a step either side of the top and missed
  /// item 3, which, a few 10⁻³⁰⁰ of a radian round, lies over the viewport
  /// as items 0 to 2 do. The same shape at every scale sees the same items.
  func testATinyWheelSeesWhatTheSameShapeSeesAtEveryScale() throws {
    for scale in [1e-300, 1e-200, 1e-155, 1e-100, 1, 1e6] {
      var wheel = try Wheel(itemSize: Size(width: scale, height: scale), radius: scale)
      try wheel.update { $0.anglePerItem = 1e-300 }
      wheel._checkInvariants()
      wheel.axis = .horizontal
      wheel._checkInvariants()
      wheel.isInverted = false
      wheel._checkInvariants()
      let side = 2.2250738585072014e-308 / 1e-300 * scale
      let viewport = Rect(x: side, y: side, width: side, height: side)
      let items = wheel.items(in: viewport, itemCount: 4).map(\.index)
      XCTAssertEqual(items, [0, 1, 2, 3], "scale \(scale)")
      XCTAssertEqual(
        items, bruteForceVisibleIndices(wheel, in: viewport, itemCount: 4, among: 0..<4),
        "scale \(scale)")
    }
  }
}
