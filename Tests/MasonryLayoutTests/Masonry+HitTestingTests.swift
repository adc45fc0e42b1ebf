// Hit-testing against a brute-force scan of every frame, and scroll-to-item
// for every alignment, worked by hand and over random feeds.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class MasonryHitTestingTests: XCTestCase {
  func testEdgesAndGapsWorkedByHand() throws {
    // Two columns 96 wide with an 8-point gap: item 0 (0-50) left, item 1
    // (0-30) right, item 2 full width below item 1 (38-58, after 8 of row
    // spacing below the taller column... at 58 = 50 + 8).
    var masonry = try Masonry(
      configuration: .init(columns: .fixed(2), columnSpacing: 8, rowSpacing: 8))
    masonry.prepare(
      width: 200, itemCount: 3, heights: FixedHeights([50, 30, 20], columnSpans: [1, 1, 2]))
    masonry._checkInvariants()
    XCTAssertEqual(masonry.frame(ofItemAt: 2), Rect(x: 0, y: 58, width: 200, height: 20))
    XCTAssertEqual(masonry.itemIndex(at: Point(x: 0, y: 0)), 0)  // corner, inclusive
    XCTAssertEqual(masonry.itemIndex(at: Point(x: 95.999, y: 49.999)), 0)
    XCTAssertNil(masonry.itemIndex(at: Point(x: 96, y: 10)))  // the right edge, exclusive: the gap
    XCTAssertNil(masonry.itemIndex(at: Point(x: 100, y: 10)))  // the gap between columns
    XCTAssertEqual(masonry.itemIndex(at: Point(x: 104, y: 29)), 1)
    XCTAssertNil(masonry.itemIndex(at: Point(x: 104, y: 30)))  // below item 1
    XCTAssertEqual(masonry.itemIndex(at: Point(x: 100, y: 60)), 2)  // the spanning item's gap
    XCTAssertNil(masonry.itemIndex(at: Point(x: 100, y: 78)))
    for point in [
      Point(x: .nan, y: 1), Point(x: 1, y: .infinity), Point(x: -1, y: 1), Point(x: 1, y: -1),
      Point(x: 200, y: 60), Point(x: 1e300, y: 1e300),
    ] {
      XCTAssertNil(masonry.itemIndex(at: point), "\(point)")
    }
  }

  func testRandomPointsMatchTheBruteForce() throws {
    for seed in RandomSweep.caseSeeds(30, seed: 0x7A9_7E57) {
      var random = SplitMix64(seed: seed)
      let configuration = random.masonryConfiguration()
      let feed = MasonryFeed.random(
        count: Int.random(in: 0...120, using: &random), using: &random,
        badValues: Bool.random(using: &random))
      let masonry = prepared(configuration, width: random.masonryWidth(), feed: feed)
      let size = masonry.contentSize
      for _ in 0..<60 {
        var point = Point(
          x: Double.random(in: -5...(size.width + 5), using: &random),
          y: Double.random(in: -5...(size.height + 5), using: &random))
        // Points on edges, where the half-open rule decides.
        if masonry.itemCount > 0, Bool.random(using: &random) {
          let frame = masonry.frames[Int.random(in: 0..<masonry.itemCount, using: &random)]
          point = Point(
            x: [frame.minX, frame.maxX, frame.midX].randomElement(using: &random)!,
            y: [frame.minY, frame.maxY, frame.midY].randomElement(using: &random)!)
        }
        XCTAssertNoThrow(try checkHitTest(masonry, at: point), "seed \(seed)")
      }
    }
  }

  func testScrollToItemForEveryAlignment() throws {
    // One column, items 100 tall: item i spans 100i ... 100i + 100; a
    // 250-point viewport over content 1000 tall.
    var masonry = try Masonry(configuration: .init(columns: .fixed(1)))
    masonry.prepare(
      width: 100, itemCount: 10, heights: FixedHeights(Array(repeating: 100, count: 10)))
    masonry._checkInvariants()
    let viewport = Rect(x: 3, y: 400, width: 100, height: 250)
    func offset(_ index: Int, _ alignment: Masonry.ScrollAlignment) -> Double? {
      masonry.contentOffset(showing: index, alignment: alignment, in: viewport)?.y
    }
    XCTAssertEqual(offset(5, .top), 500)
    XCTAssertEqual(offset(5, .center), 425)
    XCTAssertEqual(offset(5, .bottom), 350)
    XCTAssertEqual(offset(4, .nearest), 400)  // 400-500 shown: no scroll
    XCTAssertEqual(offset(6, .nearest), 450)  // below: its bottom at the bottom
    XCTAssertEqual(offset(2, .nearest), 200)  // above: its top at the top
    // The ends clamp: content 1000, viewport 250, offsets 0 ... 750.
    XCTAssertEqual(offset(9, .top), 750)
    XCTAssertEqual(offset(0, .bottom), 0)
    XCTAssertEqual(offset(0, .center), 0)
    XCTAssertEqual(
      masonry.contentOffset(showing: 3, alignment: .top, in: viewport)?.x, 3, "x is kept")
    XCTAssertNil(offset(10, .top))
    XCTAssertNil(offset(-1, .nearest))
    // An item taller than the viewport shows its top.
    let short = Rect(x: 0, y: 0, width: 100, height: 60)
    XCTAssertEqual(masonry.contentOffset(showing: 5, alignment: .nearest, in: short)?.y, 500)
    XCTAssertEqual(masonry.contentOffset(showing: 5, alignment: .bottom, in: short)?.y, 540)
    // A NaN viewport reads as an empty one at the top.
    let nan = Rect(x: .nan, y: .nan, width: .nan, height: .nan)
    XCTAssertEqual(masonry.contentOffset(showing: 2, alignment: .top, in: nan), Point(x: 0, y: 200))
  }

  func testScrollToItemAlwaysShowsTheItemWhenItFits() throws {
    for seed in RandomSweep.caseSeeds(100, seed: 0x5C20_11) {
      var random = SplitMix64(seed: seed)
      let configuration = random.masonryConfiguration()
      let feed = MasonryFeed.random(count: Int.random(in: 1...80, using: &random), using: &random)
      let masonry = prepared(configuration, width: random.masonryWidth(), feed: feed)
      let height = Double.random(in: 1...900, using: &random)
      let viewport = Rect(
        x: 0, y: Double.random(in: 0...masonry.contentSize.height, using: &random),
        width: masonry.contentSize.width, height: height)
      let index = Int.random(in: 0..<feed.count, using: &random)
      let frame = masonry.frame(ofItemAt: index)!
      for alignment in Masonry.ScrollAlignment.allCases {
        let y = masonry.contentOffset(showing: index, alignment: alignment, in: viewport)!.y
        XCTAssertGreaterThanOrEqual(y, 0)
        XCTAssertLessThanOrEqual(y, max(0, masonry.contentSize.height - height))
        if frame.height <= height, alignment != .center {
          XCTAssertGreaterThanOrEqual(frame.minY, y - 1e-9 * max(1, y), "\(alignment) seed \(seed)")
          XCTAssertLessThanOrEqual(
            frame.maxY, y + height + 1e-9 * max(1, y), "\(alignment) seed \(seed)")
        }
      }
    }
  }
}
