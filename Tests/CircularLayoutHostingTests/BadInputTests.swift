// Bad input through every host query of both engines: NaN and infinite
// bounds, rects, points and velocities, counts below 0 and above 2^53,
// indices past the items. The documented outcomes: nothing traps, every
// coordinate is finite, an empty bounds shows and hits nothing, a NaN
// point hits nothing, a NaN rect covers nothing, an index outside the
// items has no attributes.

import CircularLayout
import CircularLayoutHosting
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class BadInputTests: XCTestCase {
  private let values: [Double] = [.nan, .infinity, -.infinity, 0x1p60, -0x1p60, 0, -1, 1e-300]
  private let counts = [Int.min, -1, 0, 1, 7, 1 << 53, Int.max]

  private var rects: [Rect] {
    values.flatMap { value in
      [
        Rect(x: value, y: 0, width: 375, height: 667),
        Rect(x: 0, y: value, width: 375, height: 667),
        Rect(x: 0, y: 0, width: value, height: 667),
        Rect(x: 0, y: 0, width: 375, height: value),
        Rect(x: value, y: value, width: value, height: value),
      ]
    }
  }

  func testTheWheelHostNeverTrapsAndAnswersFinitely() {
    let hosts = [
      tutorialHost(), tutorialHost { $0.wrapsAround = true },
      tutorialHost {
        $0.layoutDirection = .rightToLeft
        $0.axis = .vertical
        $0.scrollModel = .tutorial
      },
    ]
    for host in hosts {
      for bounds in rects {
        for count in counts {
          let context = "\(host.layout.configuration) \(bounds) \(count)"
          for rect in rects {
            for cell in host.attributes(forElementsIn: rect, in: bounds, itemCount: count) {
              XCTAssert(cell.center.isFinite && cell.anchoredPosition.isFinite, context)
              XCTAssert(cell.frame.isFinite && cell.alpha.isFinite, context)
            }
          }
          for index in [Int.min, -1, 0, 3, count &- 1, Int.max] {
            if let cell = host.attributes(forItemAt: index, in: bounds, itemCount: count) {
              XCTAssert(index >= 0 && index < Swift.min(count, 1 << 53), context)
              XCTAssert(cell.center.isFinite && cell.anchoredPosition.isFinite, context)
            }
          }
          for value in values {
            let point = Point(x: value, y: 333.5)
            let hit = host.itemIndex(at: point, in: bounds, itemCount: count)
            if !value.isFinite { XCTAssertNil(hit, context) }
          }
          _ = host.readingOrder(in: bounds, itemCount: count)
          XCTAssert(
            host.contentOffsetAdjustment(
              forBoundsChange: bounds, from: phone(), itemCount: count
            ).isFinite, context)
        }
      }
    }
  }

  func testTheCarouselHostNeverTrapsAndAnswersFinitely() {
    let hosts = [
      carouselHost(.coverFlow2), carouselHost(.invertedCylinder),
      carouselHost(.wheel) { $0.layoutDirection = .rightToLeft },
    ]
    for host in hosts {
      for bounds in rects {
        for count in counts {
          let context = "\(host.layout.style) \(bounds) \(count)"
          for toggle in [Double.nan, .infinity, -0.3, 0] {
            for cell in host.attributes(
              forElementsIn: phone(), in: bounds, itemCount: count, coverFlowToggle: toggle)
            {
              XCTAssert(cell.center.isFinite && cell.transform.isFinite, context)
              XCTAssertFalse(cell.isHidden, context)
            }
            for index in [Int.min, -1, 0, 3, count &- 1, Int.max] {
              if let cell = host.attributes(
                forItemAt: index, in: bounds, itemCount: count, coverFlowToggle: toggle)
              {
                XCTAssert(index >= 0 && index < Swift.min(count, 1 << 53), context)
                XCTAssert(cell.center.isFinite && cell.transform.isFinite, context)
              }
            }
            XCTAssert(
              host.coverFlowToggle(after: toggle, isTracking: true, in: bounds, itemCount: count)
                .isFinite, context)
            XCTAssert(
              host.coverFlowToggle(after: toggle, isTracking: false, in: bounds, itemCount: count)
                .isFinite, context)
          }
          XCTAssertNil(host.itemIndex(at: Point(x: .nan, y: 0), in: bounds, itemCount: count))
          // A tap far outside the bounds hits nothing.
          XCTAssertNil(
            host.itemIndex(at: Point(x: -1e12, y: -1e12), in: bounds, itemCount: count), context)
        }
      }
    }
  }

  func testAnEmptyBoundsShowsAndHitsNothing() {
    let empty = Rect(x: 0, y: 0, width: 0, height: 667)
    XCTAssertEqual(
      tutorialHost().attributes(forElementsIn: phone(), in: empty, itemCount: 10), [])
    XCTAssertNil(tutorialHost().itemIndex(at: Point(x: 0, y: 333.5), in: empty, itemCount: 10))
    XCTAssertEqual(
      carouselHost().attributes(forElementsIn: phone(), in: empty, itemCount: 10), [])
    XCTAssertEqual(
      carouselHost().attributes(forItemAt: 0, in: empty, itemCount: 10)?.isHidden, true)
  }

  func testHugeCountsCostWhatTheViewportShows() throws {
    // 10M and 2^53 items answer like 100: the hosts never walk the count.
    try forEachRandomCarousel(50, seed: 0xC1_0050, hugeCounts: true) { random in
      let host = ScrollingLayoutHost(random.carousel)
      let bounds = random.test.viewport
      let count = random.test.count
      let cells = host.attributes(forElementsIn: bounds, in: bounds, itemCount: count)
      XCTAssertLessThanOrEqual(cells.count, host.layout.visibleItemLimit, random.context)
      if let centred = host.centeredItemIndex(in: bounds, itemCount: count) {
        XCTAssertNotNil(
          host.attributes(forItemAt: centred, in: bounds, itemCount: count), random.context)
      }
    }
  }
}
