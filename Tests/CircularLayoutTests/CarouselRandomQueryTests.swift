// The carousel's two queries, items(in:) and itemIndex(at:), on many random
// carousels against the reference: the bulk of the release sweep's
// "Carousel" cases (RandomSweep.tally), cheaper per case than the
// visibility test, which also asks item(at:) of every index.

import CircularLayout
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class CarouselRandomQueryTests: XCTestCase {
  /// Random carousels of every style, both axes and directions: the items
  /// returned are exactly the reference's visible candidates wherever it
  /// can tell, with its offsets, transforms and alphas; their zIndex order
  /// is the reference's depth order; taps anywhere are the reference's.
  func testQueriesAgreeWithTheReference() {
    let seeds = RandomSweep.caseSeeds(1_200, seed: 0xCA20_5EE9)
    var checked = (visible: 0, hidden: 0, pairs: 0, taps: 0)
    for seed in seeds {
      var generator = SplitMix64(seed: seed)
      let test = CarouselRandomCase.random(using: &generator)
      let carousel = test.makeCarousel()
      let context = "seed \(seed): \(test)"
      let returned = carousel.items(
        in: test.viewport, itemCount: test.count, coverFlowToggle: test.toggle)
      let expected = test.reference.items(
        viewport: test.viewport, count: test.count, toggle: test.toggle,
        tolerance: test.tolerance)
      let byIndex = Dictionary(uniqueKeysWithValues: expected.map { ($0.index, $0) })
      let returnedIndices = Set(returned.map(\.index))
      XCTAssertEqual(returned.map(\.index), returned.map(\.index).sorted(), context)
      for reference in expected {
        switch reference.isVisible {
        case true?:
          XCTAssertTrue(returnedIndices.contains(reference.index), "\(reference); \(context)")
          checked.visible += 1
        case false?:
          XCTAssertFalse(returnedIndices.contains(reference.index), "\(reference); \(context)")
          checked.hidden += 1
        case nil:
          break
        }
      }
      for item in returned {
        guard let reference = byIndex[item.index] else {
          XCTFail("item \(item.index) is not a candidate; \(context)")
          continue
        }
        XCTAssertEqual(item.offset, reference.offset, "offset of \(item.index); \(context)")
        XCTAssertEqual(item.alpha, reference.alpha, accuracy: 1e-12, context)
        XCTAssertTrue(transformsAgree(item.transform, reference.transform), context)
        XCTAssertGreaterThan(item.alpha, 0, context)
        XCTAssertTrue(item.outline.intersects(test.viewport), context)
        XCTAssertTrue(carousel.showsBackfaces || item.isFrontFacing, context)
        XCTAssertTrue(item.outline.vertices.allSatisfy(\.isFinite), context)
      }
      // The depth order, wherever the reference can tell.
      XCTAssertEqual(Set(returned.map(\.zIndex)).count, returned.count, context)
      for a in returned {
        for b in returned where a.index < b.index {
          guard let ra = byIndex[a.index], let rb = byIndex[b.index],
            let above = CarouselReference.isAbove(ra, rb, tolerance: 1e-9 * 4_000)
          else { continue }
          XCTAssertEqual(a.zIndex > b.zIndex, above, "items \(a.index), \(b.index); \(context)")
          checked.pairs += 1
        }
      }
      // Taps: the centre, and a few anywhere around the viewport.
      var points = [Point(x: test.viewport.midX, y: test.viewport.midY)]
      for _ in 0..<2 {
        points.append(
          Point(
            x: test.viewport.minX + Double.random(in: -0.1...1.1, using: &generator)
              * test.viewport.width,
            y: test.viewport.minY + Double.random(in: -0.1...1.1, using: &generator)
              * test.viewport.height))
      }
      for point in points {
        let index = carousel.itemIndex(
          at: point, in: test.viewport, itemCount: test.count, coverFlowToggle: test.toggle)
        let reference = test.reference.hit(point, among: expected, tolerance: test.tolerance)
        guard reference.decided else { continue }
        XCTAssertEqual(index, reference.index, "\(point); \(context)")
        checked.taps += 1
      }
    }
    RandomSweep.tally("Carousel", seeds.count)
    guard RandomSweep.replaySeed == nil else { return }
    XCTAssertGreaterThan(checked.visible, 1_000 * RandomSweep.factor, "\(checked)")
    XCTAssertGreaterThan(checked.hidden, 1_000 * RandomSweep.factor, "\(checked)")
    XCTAssertGreaterThan(checked.pairs, 1_000 * RandomSweep.factor, "\(checked)")
    XCTAssertGreaterThan(checked.taps, 2_400 * RandomSweep.factor, "\(checked)")
  }
}
