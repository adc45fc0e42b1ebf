// Depth order that never flickers (iCarousel #301): zIndex is the rank of
// (depth, nearness to the centre, index) among the candidates, so items at
// equal depth keep their order from frame to frame.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

@testable import CircularLayout

final class CarouselDepthOrderTests: XCTestCase {
  /// The key by hand: deeper below; then further from the centre below;
  /// then the higher index below.
  private func isBelow(_ a: Carousel.Item, _ b: Carousel.Item) -> Bool {
    if a.transform.m43 != b.transform.m43 { return a.transform.m43 < b.transform.m43 }
    if abs(a.offset) != abs(b.offset) { return abs(a.offset) > abs(b.offset) }
    return a.index > b.index
  }

  /// Every candidate's zIndex is its rank by the key among all candidates
  /// (visible or not), the returned items carry the same ranks, and the
  /// reference's order agrees wherever it can tell.
  func testZIndexIsTheRankAmongTheCandidates() throws {
    var pairs = 0
    try forEachRandomCarousel(150, seed: 0xDE97_0DE7, tally: "Carousel") { random in
      let (test, carousel, drawn) = (random.test, random.carousel, random)
      // Described only for a failure, not once per case.
      func context() -> String { drawn.context }
      let candidates = (0..<test.count).compactMap {
        carousel.item(
          $0, in: test.viewport, itemCount: test.count, coverFlowToggle: test.toggle)
      }
      let ranked = candidates.sorted(by: isBelow)
      for (rank, item) in ranked.enumerated() {
        XCTAssertEqual(item.zIndex, rank, "item \(item.index); \(context())")
      }
      let returned = carousel.items(
        in: test.viewport, itemCount: test.count, coverFlowToggle: test.toggle)
      XCTAssertEqual(Set(returned.map(\.zIndex)).count, returned.count, context())
      // The reference's depth order, wherever it can tell.
      do {
        pairs += try checkAgainstReference(
          carousel, test.reference, in: test.viewport, itemCount: test.count,
          coverFlowToggle: test.toggle, items: returned
        ).pairs
      } catch {
        XCTFail("\(error); \(context())")
      }
    }
    XCTAssertGreaterThan(pairs, RandomSweep.count(1_000))
  }

  /// A linear carousel of overlapping items puts every item at depth 0:
  /// the item nearer the centre is on top, and at exactly halfway the
  /// lower index. Swept a hundredth of an item at a time, two items
  /// change places only where their distances to the centre cross.
  func testEqualDepthsKeepTheirOrderThroughAFineSweep() throws {
    var carousel = try Carousel(itemSize: Size(width: 200, height: 200), style: .linear)
    try carousel.update { $0.spacing = 0.4 }
    carousel._checkInvariants()
    var previous: [Int: Int] = [:]
    var previousOffsets: [Int: Double] = [:]
    var swaps = 0
    for step in 0...1_000 {
      let viewport = Rect(x: Double(step) * 2, y: 0, width: 375, height: 667)
      let items = carousel.items(in: viewport, itemCount: 20)
      let zIndex = Dictionary(uniqueKeysWithValues: items.map { ($0.index, $0.zIndex) })
      let offsets = Dictionary(uniqueKeysWithValues: items.map { ($0.index, $0.offset) })
      for a in items {
        XCTAssertEqual(a.transform.m43, 0)
        for b in items where a.index < b.index {
          let nearer =
            abs(a.offset) < abs(b.offset) || (abs(a.offset) == abs(b.offset) && a.index < b.index)
          XCTAssertEqual(a.zIndex > b.zIndex, nearer, "step \(step): \(a.index), \(b.index)")
          guard let pa = previous[a.index], let pb = previous[b.index],
            let oa = previousOffsets[a.index], let ob = previousOffsets[b.index]
          else { continue }
          if (pa > pb) != (a.zIndex > b.zIndex) {
            swaps += 1
            // Only where |offset| crossed (or met) between the frames.
            let before = abs(oa) - abs(ob)
            let after = abs(a.offset) - abs(b.offset)
            XCTAssertTrue(
              before * after <= 0,
              "step \(step): \(a.index) and \(b.index) swapped without crossing")
          }
        }
      }
      // Asking again gives the same order: nothing depends on history.
      XCTAssertEqual(carousel.items(in: viewport, itemCount: 20), items)
      previous = zIndex
      previousOffsets = offsets
    }
    XCTAssertGreaterThan(swaps, 5)
  }

  /// Cover flow at rest: the centre item on top; its neighbours at ±1 tie
  /// in depth (-100) and in distance, so the lower index lies above.
  func testCoverFlowNeighboursTieToTheLowerIndex() throws {
    let carousel = try Carousel(itemSize: Size(width: 200, height: 200), style: .coverFlow)
    let viewport = Rect(x: 500, y: 0, width: 375, height: 667)  // item 5 centred
    let items = carousel.items(in: viewport, itemCount: 11)
    let byIndex = Dictionary(uniqueKeysWithValues: items.map { ($0.index, $0) })
    let four = try XCTUnwrap(byIndex[4])
    let five = try XCTUnwrap(byIndex[5])
    let six = try XCTUnwrap(byIndex[6])
    XCTAssertEqual(four.transform.m43, -100)
    XCTAssertEqual(six.transform.m43, -100)
    XCTAssertGreaterThan(five.zIndex, four.zIndex)
    XCTAssertGreaterThan(four.zIndex, six.zIndex)
    // Further out, the same: 3 above 7, 2 above 8.
    for (lower, higher) in [(3, 7), (2, 8)] {
      if let a = byIndex[lower], let b = byIndex[higher] {
        XCTAssertGreaterThan(a.zIndex, b.zIndex)
      }
    }
  }

  /// The wheel's o · 0.01 nudge: each item lies a hundredth of a point in
  /// front of the one before it, so on the wheel the later item is on top.
  func testTheWheelsNudgeOrdersNeighbours() throws {
    let carousel = try Carousel(itemSize: Size(width: 200, height: 200), style: .wheel)
    let items = carousel.items(in: Rect(x: 1_000, y: 0, width: 375, height: 667), itemCount: 12)
    XCTAssertGreaterThan(items.count, 1)
    for a in items {
      XCTAssertEqual(a.transform.m43, a.offset * 0.01, accuracy: 1e-12)
      for b in items where a.index < b.index && a.offset < b.offset {
        XCTAssertLessThan(a.zIndex, b.zIndex)
      }
    }
  }
}

/// The two ways of ranking the returned items among the candidates give
/// the same ranks.
final class CarouselRankingTests: XCTestCase {
  func testCountingAndSortingRankAlike() {
    var generator = SplitMix64(seed: 0x4A4C_1E55)
    for _ in 0..<RandomSweep.count(150) {
      let keyCount = Int.random(in: 1...80, using: &generator)
      var keys = (0..<keyCount).map { index in
        // Few distinct depths and distances, so that ties run to the index.
        Carousel._DepthKey(
          depth: Double(Int.random(in: -3...3, using: &generator)) * 0.5,
          distance: Double(Int.random(in: 0...4, using: &generator)), index: index)
      }
      keys.shuffle(using: &generator)
      let picked = keys.filter { _ in Bool.random(using: &generator) }
      var counted = picked.map(Self.item)
      var sorted = counted
      keys.withUnsafeMutableBufferPointer { buffer in
        buffer.assignRanksByCounting(to: &counted)
        buffer.assignRanksBySorting(to: &sorted)
      }
      XCTAssertEqual(counted.map(\.zIndex), sorted.map(\.zIndex))
      for item in counted {
        XCTAssertEqual(
          item.zIndex, keys.filter { $0 < item._depthKeyForTests }.count, "\(item.index)")
      }
    }
  }

  /// An item whose transform's m43 and offset give the key.
  private static func item(_ key: Carousel._DepthKey) -> Carousel.Item {
    var transform = Transform3D.identity
    transform.m43 = key.depth
    return Carousel.Item(
      index: key.index, offset: key.distance, transform: transform, center: .zero,
      outline: ConvexPolygon(vertices: []), frame: .zero, alpha: 1, zIndex: -1,
      isFrontFacing: true)
  }
}

extension Carousel.Item {
  fileprivate var _depthKeyForTests: Carousel._DepthKey {
    Carousel._DepthKey(depth: transform.m43, distance: abs(offset), index: index)
  }
}
