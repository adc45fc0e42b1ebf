// The carousel's two queries, items(in:) and itemIndex(at:), on many random
// carousels against the reference: the bulk of the release sweep's
// "Carousel" cases (RandomSweep.tally), cheaper per case than the
// visibility test, which also asks item(at:) of every index.

import CircularLayout
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class CarouselRandomQueryTests: XCTestCase {
  /// Random carousels of every style, both axes and directions: the items
  /// returned are exactly the reference's visible candidates wherever it
  /// can tell, with its offsets, transforms and alphas; their zIndex order
  /// is the reference's depth order; taps anywhere are the reference's.
  func testQueriesAgreeWithTheReference() throws {
    var checked = ReferenceAgreement()
    try forEachRandomCarousel(600, seed: 0xCA20_5EE9, tally: "Carousel") { random in
      let (test, carousel, drawn) = (random.test, random.carousel, random)
      // Described only for a failure, not once per case.
      func context() -> String { drawn.context }
      let returned = carousel.items(
        in: test.viewport, itemCount: test.count, coverFlowToggle: test.toggle)
      let expected = test.reference.items(
        viewport: test.viewport, count: test.count, toggle: test.toggle,
        tolerance: test.tolerance)
      XCTAssertEqual(returned.map(\.index), returned.map(\.index).sorted(), context())
      // Taps: the centre, and a few anywhere around the viewport.
      var points = [Point(x: test.viewport.midX, y: test.viewport.midY)]
      for _ in 0..<2 {
        points.append(
          Point(
            x: test.viewport.minX + Double.random(in: -0.1...1.1, using: &random.generator)
              * test.viewport.width,
            y: test.viewport.minY + Double.random(in: -0.1...1.1, using: &random.generator)
              * test.viewport.height))
      }
      // What is shown, at which offsets, in which depth order, and what the
      // taps hit, wherever the reference can tell.
      do {
        checked += try checkAgainstReference(
          carousel, test.reference, in: test.viewport, itemCount: test.count,
          coverFlowToggle: test.toggle, taps: points, items: returned, expected: expected)
      } catch {
        XCTFail("\(error); \(context())")
      }
      let byIndex = Dictionary(uniqueKeysWithValues: expected.map { ($0.index, $0) })
      for item in returned {
        // (An item that is no candidate fails the check above.)
        guard let reference = byIndex[item.index] else { continue }
        XCTAssertEqual(item.alpha, reference.alpha, accuracy: 1e-12, context())
        XCTAssertTrue(transformsAgree(item.transform, reference.transform), context())
        XCTAssertGreaterThan(item.alpha, 0, context())
        XCTAssertTrue(item.outline.intersects(test.viewport), context())
        XCTAssertTrue(carousel.showsBackfaces || item.isFrontFacing, context())
        XCTAssertTrue(item.outline.vertices.allSatisfy(\.isFinite), context())
      }
      XCTAssertEqual(Set(returned.map(\.zIndex)).count, returned.count, context())
      // The taps agree with items(in:) too.
      for point in points {
        XCTAssertNoThrow(
          try checkHitTest(
            carousel, at: point, in: test.viewport, itemCount: test.count,
            coverFlowToggle: test.toggle, items: returned), context())
      }
    }
    guard RandomSweep.replaySeed == nil else { return }
    XCTAssertGreaterThan(checked.visible, 500 * RandomSweep.factor, "\(checked)")
    XCTAssertGreaterThan(checked.hidden, 500 * RandomSweep.factor, "\(checked)")
    XCTAssertGreaterThan(checked.pairs, 500 * RandomSweep.factor, "\(checked)")
    XCTAssertGreaterThan(checked.taps, 1_200 * RandomSweep.factor, "\(checked)")
  }
}
