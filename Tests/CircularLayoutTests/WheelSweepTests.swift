// Many cheap random cases: wheels of every shape with at most a dozen
// items, so that each case can afford a brute force over every item, the
// independent reference, a hit test and every scalar answer. A tenth of the
// viewports carry bad values (NaN, infinite or negative sizes and
// origins), which must read as documented.

import CircularLayout
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class WheelSweepTests: XCTestCase {
  /// The viewport as the wheel documents reading it: standardised first
  /// (a negative width or height moves the origin by it and becomes its
  /// magnitude), then a NaN origin coordinate as 0, others clamped to the
  /// maximum length, a size component that is not finite and positive as
  /// 0.
  private func readAs(_ viewport: Rect) -> Rect {
    func coordinate(_ value: Double) -> Double {
      value.isNaN ? 0 : min(max(value, -Wheel.maximumLength), Wheel.maximumLength)
    }
    func length(_ value: Double) -> Double {
      value.isFinite && value > 0 ? min(value, Wheel.maximumLength) : 0
    }
    var x = viewport.origin.x
    var y = viewport.origin.y
    var width = viewport.size.width
    var height = viewport.size.height
    if width < 0 { (x, width) = (x + width, -width) }
    if height < 0 { (y, height) = (y + height, -height) }
    return Rect(
      x: coordinate(x), y: coordinate(y), width: length(width), height: length(height))
  }

  func testSmallWheelsAgainstBruteForceAndReference() throws {
    let bad: [Double] = [.nan, .infinity, -.infinity, -30, 0]
    var failures = 0
    var spoiled = 0
    RandomSweep.tally("Wheel scroll model", RandomSweep.count(1_000))
    for seed in caseSeeds(1_000, multiplier: 0x9E37_79B9) where failures < 3 {
      var generator = SplitMix64(seed: seed)
      var input = WheelRandomCase.random(using: &generator, maximumCount: 12)
      if Int.random(in: 0..<10, using: &generator) == 0 {
        // Spoil one component of the viewport.
        let value = bad.randomElement(using: &generator)!
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: input.viewport.origin.x = value
        case 1: input.viewport.origin.y = value
        case 2: input.viewport.size.width = value
        default: input.viewport.size.height = value
        }
        spoiled += 1
      }
      let wheel = try input.reference.makeWheel()
      let viewport = readAs(input.viewport)
      // Described only for a failure: the case's description was a sixth
      // of the test in debug.
      let described = input
      func context() -> String { "seed \(seed): \(described)" }
      let items = wheel.items(in: input.viewport, itemCount: input.count)
      let shows = viewport.size.width > 0 && viewport.size.height > 0
      let expected =
        shows
        ? bruteForceVisibleIndices(
          wheel, in: viewport, itemCount: input.count, among: 0..<input.count)
        : []
      guard items.map(\.index) == expected else {
        failures += 1
        XCTFail("got \(items.map(\.index)), brute force \(expected); \(context())")
        continue
      }
      for item in items { assertSane(item, context()) }
      // A viewport with a negative size is read as its standardised form.
      XCTAssertEqual(
        wheel.items(in: input.viewport.standardized, itemCount: input.count), items, context())
      let flipped = Rect(
        x: input.viewport.maxX, y: input.viewport.maxY, width: -input.viewport.width,
        height: -input.viewport.height)
      XCTAssertEqual(
        wheel.items(in: flipped, itemCount: input.count),
        wheel.items(in: flipped.standardized, itemCount: input.count), context())
      // The reference builds each shape from the pivot, so at an origin
      // clamped to 2^53 (a spoiled infinity) it rounds by whole points:
      // compare with it only at moderate coordinates.
      let moderate = abs(viewport.origin.x) < 1e9 && abs(viewport.origin.y) < 1e9
      if shows, moderate {
        let reference = input.reference.visibleIndices(
          among: 0..<input.count, count: input.count, viewport: viewport)
        for index in Set(reference).symmetricDifference(expected) {
          let item = input.reference.item(index, count: input.count, viewport: viewport)
          XCTAssertTrue(
            input.reference.isBorderline(item, in: viewport, margin: 1e-6),
            "item \(index) visible to only one of engine and reference; \(context())")
        }
      }

      // One hit test, on an item when there is one.
      let point =
        items.randomElement(using: &generator)?.center
        ?? Point(x: viewport.midX, y: viewport.midY)
      XCTAssertEqual(
        wheel.itemIndex(at: point, in: input.viewport, itemCount: input.count),
        shows
          ? bruteForceHit(
            wheel, at: point, in: viewport, itemCount: input.count, among: 0..<input.count)
          : nil, "hit at \(point); \(context())")

      // Every scalar answer finite and in range.
      let size = input.viewport
      let maxOffset = wheel.maximumContentOffset(in: size, itemCount: input.count)
      let range = 0...max(0, maxOffset)
      let target = wheel.targetContentOffset(
        forProposed: Double.random(in: -2000...2000, using: &generator),
        velocity: [-1, 0, 1, .nan].randomElement(using: &generator)!, in: size,
        itemCount: input.count)
      XCTAssertTrue(range.contains(target), "target \(target); \(context())")
      let index = Int.random(in: -2...(input.count + 2), using: &generator)
      XCTAssertTrue(
        range.contains(
          wheel.initialContentOffset(centering: index, in: size, itemCount: input.count)),
        context())
      XCTAssertTrue(
        range.contains(
          wheel.contentOffset(centering: index, in: input.viewport, itemCount: input.count)),
        context())
      let position = wheel.scrollPosition(in: input.viewport, itemCount: input.count)
      XCTAssertTrue(position.isFinite, context())
      let centred = wheel.centeredItemIndex(in: input.viewport, itemCount: input.count)
      XCTAssertEqual(centred == nil, input.count == 0, context())
      if let centred { XCTAssertTrue((0..<input.count).contains(centred), context()) }

      // The scroll model's answers, in one case of four: landings, steps
      // and kept selections in range, and the reading order the visible
      // items.
      guard Int.random(in: 0..<4, using: &generator) == 0 else { continue }
      let start = Double.random(in: -2000...2000, using: &generator)
      let velocity = [-1, 0, 1, .nan, .infinity].randomElement(using: &generator)!
      let lifted = input.reference.moved(size, to: start)
      let landing = wheel.targetContentOffset(
        forProposed: start + Double.random(in: -900...900, using: &generator),
        velocity: velocity, in: lifted, itemCount: input.count)
      XCTAssertTrue(range.contains(landing), "landing \(landing); \(context())")
      let landed = wheel.landingItemIndex(
        forProposed: start, velocity: velocity, in: lifted, itemCount: input.count)
      XCTAssertEqual(landed == nil, input.count == 0, context())
      let steps = [1, -1, 5, Int.max, Int.min].randomElement(using: &generator)!
      let stepped = wheel.contentOffset(
        steppingBy: steps, in: input.viewport, itemCount: input.count)
      XCTAssertEqual(stepped == nil, input.count == 0, context())
      if let stepped { XCTAssertTrue(range.contains(stepped), "step \(stepped); \(context())") }
      let kept = wheel.contentOffset(
        keepingCentered: index, insertedBefore: Int.random(in: -1...3, using: &generator),
        removedBefore: Int.random(in: -1...3, using: &generator), in: input.viewport,
        itemCount: input.count)
      XCTAssertTrue(kept.isFinite, context())
      XCTAssertEqual(
        wheel.readingOrder(in: input.viewport, itemCount: input.count).sorted(),
        items.map(\.index), context())
    }
    if RandomSweep.replaySeed == nil { XCTAssertGreaterThan(spoiled, RandomSweep.count(75)) }
  }
}
