// The candidates, the `visibleItemLimit` items nearest the centre, found
// from the scroll position alone, against a sort of every item: every
// count and limit small enough to list, at positions on the quarter (so
// that ties for the last place happen), with and without wrap-around. On
// the circular styles, the cap at the consecutive items whose angles span
// less than a full turn: the issue's rotary that left out item 13, whole
// numbers of items per turn that rounding puts a hair off, and the
// reference's cap, counted item by item.

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
          carousel._checkInvariants()
          try carousel.update { $0.visibleItemLimit = limit }
          carousel._checkInvariants()
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
    carousel._checkInvariants()
    let halfway = Rect(x: 250, y: 0, width: 375, height: 667)
    XCTAssertEqual(
      (0..<10).filter { carousel.item($0, in: halfway, itemCount: 10) != nil }, [3])
    try carousel.update { $0.visibleItemLimit = 2 }
    carousel._checkInvariants()
    carousel.wrapsAround = true
    carousel._checkInvariants()
    let start = carousel.initialContentOffset(centering: 0, in: phoneViewport, itemCount: 10)
    let atZero = Rect(x: start, y: 0, width: 375, height: 667)
    XCTAssertEqual(
      (0..<10).filter { carousel.item($0, in: atZero, itemCount: 10) != nil }, [0, 9])
  }

  /// The candidates of `carousel` at `viewport`: the items that have
  /// attributes at all.
  private func candidates(_ carousel: Carousel, _ viewport: Rect, count: Int) -> [Int] {
    (0..<count).filter { carousel.item($0, in: viewport, itemCount: count) != nil }
  }

  /// The issue's rotary: items 200 x 200, arc 5, wrapping, 20 items, the
  /// viewport (120, 0, 600, 600), so the scroll position is 0.6 and the
  /// circular count 12: items 5/12 rad apart, and `q` = 2π / (5/12) =
  /// 15.08. Rounded down, the cap of 15 left out item 13 (offset -7.6, at
  /// -3.167 rad), which stands 0.033 rad from item 8 (offset 7.4, at 3.083
  /// rad), not on it: the 16 consecutive items from offset -7.6 to 7.4 span
  /// 15 · 5/12 = 6.25 rad, less than a turn, and all of them are returned.
  func testTheIssuesRotaryKeepsItem13() throws {
    var configuration = Carousel.Configuration(
      style: .rotary, itemSize: Size(width: 200, height: 200))
    configuration.arc = 5
    let carousel = try Carousel(configuration: configuration)
    carousel._checkInvariants()
    XCTAssertTrue(carousel.wrapsAround)
    let viewport = Rect(x: 120, y: 0, width: 600, height: 600)
    XCTAssertEqual(carousel.scrollPosition(in: viewport, itemCount: 20), 0.6, accuracy: 1e-15)
    XCTAssertEqual(carousel.circularItemCount(in: viewport, itemCount: 20), 12)
    XCTAssertEqual(carousel.anglePerItem(in: viewport, itemCount: 20), 5.0 / 12)
    let expected = Array(0...8) + Array(13...19)
    XCTAssertEqual(candidates(carousel, viewport, count: 20), expected)
    XCTAssertEqual(carousel.items(in: viewport, itemCount: 20).map(\.index), expected)
    let item13 = try XCTUnwrap(carousel.item(13, in: viewport, itemCount: 20))
    XCTAssertEqual(item13.offset, -7.6, accuracy: 1e-12)
    // The reference, which counts the items one by one, agrees.
    var reference = CarouselReference(style: .rotary, itemWidth: 200, itemHeight: 200)
    reference.arc = 5
    XCTAssertEqual(reference.turnCap(circularCount: 12, upTo: 30), 16)
    XCTAssertEqual(reference.candidates(viewport: viewport, count: 20), expected)
  }

  /// The same settings as an inverted rotary seen orthographically: the
  /// item across the circle nearest the eye is item 13 (m43 945.92, above
  /// item 8's 945.27), on top of every other, and a tap at (420, 300),
  /// inside both of their outlines, hits it; with the old cap it answered
  /// 8.
  func testTheIssuesInvertedRotaryHitsItem13() throws {
    var configuration = Carousel.Configuration(
      style: .invertedRotary, itemSize: Size(width: 200, height: 200))
    configuration.arc = 5
    configuration.perspective = 0
    let carousel = try Carousel(configuration: configuration)
    carousel._checkInvariants()
    let viewport = Rect(x: 120, y: 0, width: 600, height: 600)
    let tap = Point(x: 420, y: 300)
    let item13 = try XCTUnwrap(carousel.item(13, in: viewport, itemCount: 20))
    let item8 = try XCTUnwrap(carousel.item(8, in: viewport, itemCount: 20))
    XCTAssertEqual(item13.transform.m43, 945.92, accuracy: 0.005)
    XCTAssertEqual(item8.transform.m43, 945.27, accuracy: 0.005)
    XCTAssertTrue(item13.outline.contains(tap))
    XCTAssertTrue(item8.outline.contains(tap))
    XCTAssertEqual(item13.zIndex, 15, "the top of 16 candidates")
    XCTAssertEqual(carousel.itemIndex(at: tap, in: viewport, itemCount: 20), 13)
  }

  /// Where 2π over the angle per item is a whole number, the cap is that
  /// number, even where rounding puts the quotient a hair off it (2π / (2π
  /// / 25) is 24.999999999999996): with the default full-turn arc and every
  /// circular count from 1 to 30, on every circular style, exactly that
  /// many items are candidates, consecutive round the centre, and none a
  /// turn from another.
  func testAWholeNumberOfItemsPerTurnIsTheCap() throws {
    let circular: [Carousel.Style] = [
      .rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel,
    ]
    for style in circular {
      for count in 1...30 {
        var configuration = Carousel.Configuration(
          style: style, itemSize: Size(width: 100, height: 100))
        configuration.circularItemCount = count
        let carousel = try Carousel(configuration: configuration)
        carousel._checkInvariants()
        let viewport = Rect(x: 3_000.25, y: 0, width: 375, height: 667)
        let found = candidates(carousel, viewport, count: 40)
        XCTAssertEqual(found.count, count, "\(style), \(count) per turn")
        let offsets = found.compactMap { carousel.item($0, in: viewport, itemCount: 40)?.offset }
        XCTAssertLessThan(
          (offsets.max() ?? 0) - (offsets.min() ?? 0), Double(count), "\(style), \(count)")
      }
    }
    // A third of a turn over 7 items: 2π / (2π/3 / 7) is 21 exactly, and
    // comes out 21.000000000000004, which rounded up would be 22, one item
    // a whole turn from another. Over 9 items, 27.000000000000004.
    for (count, cap) in [(7, 21), (9, 27)] {
      var configuration = Carousel.Configuration(
        style: .rotary, itemSize: Size(width: 100, height: 100))
      configuration.arc = 2 * .pi / 3
      configuration.circularItemCount = count
      let carousel = try Carousel(configuration: configuration)
      carousel._checkInvariants()
      let viewport = Rect(x: 3_000.25, y: 0, width: 375, height: 667)
      XCTAssertEqual(candidates(carousel, viewport, count: 40).count, cap, "\(count)")
      var reference = CarouselReference(style: .rotary, itemWidth: 100, itemHeight: 100)
      reference.arc = 2 * .pi / 3
      XCTAssertEqual(reference.turnCap(circularCount: count, upTo: 30), cap, "\(count)")
    }
  }

  /// Where it is not a whole number, the cap is the quotient rounded up:
  /// custom angles per item on a rotary carousel with a limit of 30.
  func testAFractionOfAnItemPerTurnRoundsUp() throws {
    let cases: [(angle: Double, cap: Int)] = [
      (5.0 / 12, 16),  // q = 15.08
      (2 * .pi / 2.5, 3),  // q = 2.5: three items span two angles, 0.8 of a turn
      (4, 2),  // q = 1.57: two items span 4 rad
      (7, 1),  // past a full turn: one item alone
      (-5.0 / 12, 16),  // the sign does not matter
      (0.1, 30),  // q = 62.8: the limit caps first
    ]
    for test in cases {
      var configuration = Carousel.Configuration(
        style: .rotary, itemSize: Size(width: 100, height: 100))
      configuration.anglePerItem = test.angle
      let carousel = try Carousel(configuration: configuration)
      carousel._checkInvariants()
      let viewport = Rect(x: 5_000, y: 0, width: 375, height: 667)
      XCTAssertEqual(candidates(carousel, viewport, count: 80).count, test.cap, "\(test)")
      var reference = CarouselReference(style: .rotary, itemWidth: 100, itemHeight: 100)
      reference.anglePerItem = test.angle
      XCTAssertEqual(reference.turnCap(circularCount: 12, upTo: 30), test.cap, "\(test)")
    }
  }
}
