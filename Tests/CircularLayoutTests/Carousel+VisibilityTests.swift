// Visibility from geometry, against the reference carousel: the
// candidates are exactly the brute force's nearest items, each candidate's
// transform, offset, alpha, outline and facing are the reference's, and
// the items returned are exactly the visible candidates.

import CircularLayout
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class CarouselVisibilityTests: XCTestCase {
  /// Random carousels (200 by default, 20,000 in the release sweep), every
  /// item of each compared with the reference.
  func testRandomCarouselsAgreeWithTheReference() throws {
    var checked = (items: 0, visible: 0, hidden: 0, undecided: 0, backFacing: 0)
    try forEachRandomCarousel(200, seed: 0xCA70_05E1, tally: "Carousel") { random in
      let (test, carousel, drawn) = (random.test, random.carousel, random)
      // Described only for a failure, not once per case.
      func context() -> String { drawn.context }
      let count = test.count

      XCTAssertEqual(
        carousel.scrollPosition(in: test.viewport, itemCount: count),
        test.reference.position(viewport: test.viewport, count: count), context())
      let expected = test.reference.items(
        viewport: test.viewport, count: count, toggle: test.toggle, tolerance: test.tolerance)
      let byIndex = Dictionary(uniqueKeysWithValues: expected.map { ($0.index, $0) })

      // item(at:) answers for exactly the candidates the brute force found
      // (those with a finite transform and alpha), with their values.
      var engineItems: [Int: Carousel.Item] = [:]
      for index in -1...(count + 1) {
        let item = carousel.item(
          index, in: test.viewport, itemCount: count, coverFlowToggle: test.toggle)
        guard let reference = byIndex[index] else {
          XCTAssertNil(item, "item \(index) is not a candidate; \(context())")
          continue
        }
        guard let item else {
          XCTFail("candidate \(index) missing; \(context())")
          continue
        }
        engineItems[index] = item
        checked.items += 1
        XCTAssertEqual(item.index, index, context())
        XCTAssertEqual(item.offset, reference.offset, "offset of \(index); \(context())")
        XCTAssertEqual(
          item.alpha, reference.alpha, accuracy: 1e-12, "alpha of \(index); \(context())")
        XCTAssertTrue(
          transformsAgree(item.transform, reference.transform),
          "transform of \(index): \(item.transform) vs \(reference.transform); \(context())")
        if reference.outline.isEmpty {
          // No area: behind the eye, or exactly edge-on.
          XCTAssertTrue(item.outline.isEmpty, "outline of \(index); \(context())")
        } else {
          XCTAssertTrue(
            ProjectionReference.sameCycle(
              item.outline.vertices, reference.outline,
              tolerance: 1e-6 * (1 + ProjectionReference.magnitude(reference.outline))),
            "outline of \(index): \(item.outline.vertices) vs \(reference.outline); \(context())")
        }
        XCTAssertEqual(item.center, test.reference.center(of: test.viewport), context())
        if let front = reference.isFrontFacing {
          XCTAssertEqual(item.isFrontFacing, front, "facing of \(index); \(context())")
          if !front { checked.backFacing += 1 }
        }
        XCTAssertEqual(item.frame, item.outline.boundingBox, context())
        XCTAssertEqual(item.isFrontFacing, item.outline.isFrontFacing, context())
        XCTAssertTrue(item.outline.vertices.allSatisfy { $0.isFinite }, context())
      }

      // items(in:): ascending, and exactly the visible candidates.
      let returned = carousel.items(
        in: test.viewport, itemCount: count, coverFlowToggle: test.toggle)
      XCTAssertEqual(returned.map(\.index), returned.map(\.index).sorted(), context())
      do {
        let agreement = try checkAgainstReference(
          carousel, test.reference, in: test.viewport, itemCount: count,
          coverFlowToggle: test.toggle, items: returned, expected: expected)
        checked.visible += agreement.visible
        checked.hidden += agreement.hidden
        checked.undecided += agreement.undecided
      } catch {
        XCTFail("\(error); \(context())")
      }
      for item in returned {
        XCTAssertEqual(item, engineItems[item.index], "item(at:) and items(in:); \(context())")
        XCTAssertGreaterThan(item.alpha, 0, context())
        XCTAssertTrue(item.outline.intersects(test.viewport), context())
        XCTAssertTrue(carousel.showsBackfaces || item.isFrontFacing, context())
      }
    }
    XCTAssertGreaterThan(checked.items, RandomSweep.count(2_000), "\(checked)")
    XCTAssertGreaterThan(checked.visible, RandomSweep.count(500), "\(checked)")
    XCTAssertGreaterThan(checked.hidden, RandomSweep.count(500), "\(checked)")
    XCTAssertGreaterThan(checked.backFacing, RandomSweep.count(50), "\(checked)")
    XCTAssertLessThan(checked.undecided, checked.items / 100, "\(checked)")
  }
}
