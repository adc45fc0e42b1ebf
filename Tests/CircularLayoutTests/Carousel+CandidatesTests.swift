// The candidates, the `visibleItemLimit` items nearest the centre, found
// from the scroll position alone, against a sort of every item: every
// count and limit small enough to list, at positions on the quarter (so
// that ties for the last place happen), with and without wrap-around.

import CircularLayout
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class CarouselCandidatesTests: XCTestCase {
  func testTheWindowIsTheNearestItemsWithTiesToTheHigherIndex() throws {
    var compared = 0
    for wraps in [false, true] {
      for count in [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 16, 23, 24] {
        for limit in [1, 2, 3, 4, 7, 8, 12, 23, 25] {
          var carousel = try Carousel(itemSize: Size(width: 100, height: 100))
          carousel.wrapsAround = wraps
          try carousel.update { $0.visibleItemLimit = limit }
          var reference = CarouselReference(style: .linear, itemWidth: 100, itemHeight: 100)
          reference.wraps = wraps
          reference.limit = limit
          for quarter in -12...(count * 4 + 12) {
            let viewport = Rect(x: Double(quarter) * 25, y: 0, width: 375, height: 667)
            let expected = reference.candidates(viewport: viewport, count: count)
            let found = (0..<count).filter {
              carousel.item($0, in: viewport, itemCount: count) != nil
            }
            XCTAssertEqual(
              found, expected, "count \(count), limit \(limit), quarter \(quarter), wraps \(wraps)")
            compared += 1
          }
        }
      }
    }
    XCTAssertGreaterThan(compared, 5_000)
  }

  /// By hand: at position 2.5 with a limit of 1, items 2 and 3 tie and the
  /// higher wins; wrapping 10 items at position 0 with a limit of 2, items
  /// 1 and 9 tie (offsets 1 and -1) and 9 wins.
  func testTiesByHand() throws {
    var carousel = try Carousel(itemSize: Size(width: 100, height: 100))
    try carousel.update { $0.visibleItemLimit = 1 }
    let halfway = Rect(x: 250, y: 0, width: 375, height: 667)
    XCTAssertEqual(
      (0..<10).filter { carousel.item($0, in: halfway, itemCount: 10) != nil }, [3])
    try carousel.update { $0.visibleItemLimit = 2 }
    carousel.wrapsAround = true
    let start = carousel.initialContentOffset(centering: 0, in: phoneViewport, itemCount: 10)
    let atZero = Rect(x: start, y: 0, width: 375, height: 667)
    XCTAssertEqual(
      (0..<10).filter { carousel.item($0, in: atZero, itemCount: 10) != nil }, [0, 9])
  }
}
