// Rect queries against a brute-force filter of every frame, including rects
// that touch frame edges, degenerate, inverted, huge and non-finite rects.

import Foundation
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class MasonryQueryTests: XCTestCase {
  /// A random query rect for a layout: anywhere around the content, built
  /// on frame edges, degenerate, inverted, enormous or non-finite.
  private func randomRect(for masonry: Masonry, using random: inout SplitMix64) -> Rect {
    let size = masonry.contentSize
    let frames = Array(masonry.frames)
    func coordinate(_ extent: Double) -> Double {
      Double.random(in: -20...(max(extent, 1) + 20), using: &random)
    }
    func frameEdge(horizontal: Bool) -> Double {
      guard let frame = frames.randomElement(using: &random) else { return 0 }
      return horizontal
        ? [frame.minX, frame.maxX].randomElement(using: &random)!
        : [frame.minY, frame.maxY].randomElement(using: &random)!
    }
    switch Int.random(in: 0..<10, using: &random) {
    case 0, 1:
      // Every edge on some frame's edge: touching, not overlapping.
      return Rect(
        minX: frameEdge(horizontal: true), minY: frameEdge(horizontal: false),
        maxX: frameEdge(horizontal: true), maxY: frameEdge(horizontal: false))
    case 2:
      // A frame itself, or a degenerate line or point through frames.
      let frame = frames.randomElement(using: &random) ?? .zero
      return [
        frame, Rect(x: frame.midX, y: coordinate(size.height), width: 0, height: 50),
        Rect(x: coordinate(size.width), y: frame.midY, width: 80, height: 0),
        Rect(x: frame.midX, y: frame.midY, width: 0, height: 0),
      ].randomElement(using: &random)!
    case 3:
      // Inverted: negative width or height.
      return Rect(
        x: coordinate(size.width), y: coordinate(size.height),
        width: -Double.random(in: 0...200, using: &random),
        height: -Double.random(in: 0...400, using: &random))
    case 4:
      return [
        Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300),
        Rect(x: -.greatestFiniteMagnitude, y: 0, width: .greatestFiniteMagnitude, height: 1e308),
        Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: .infinity, height: 10),
        Rect(x: 0, y: -.infinity, width: 10, height: .infinity),
        Rect(x: 0, y: 0, width: size.width, height: .nan), .zero,
      ].randomElement(using: &random)!
    default:
      // A viewport-like rect somewhere over the content.
      return Rect(
        x: coordinate(size.width), y: coordinate(size.height),
        width: Double.random(in: 0...size.width + 40, using: &random),
        height: Double.random(in: 0...900, using: &random))
    }
  }

  func testMatchesBruteForceFilter() {
    for seed in RandomSweep.caseSeeds(40, seed: 0x0E7A_11ED) {
      var random = SplitMix64(seed: seed)
      let configuration = random.masonryConfiguration()
      let feed = MasonryFeed.random(
        count: Int.random(in: 0...150, using: &random), using: &random,
        badValues: Int.random(in: 0..<4, using: &random) == 0)
      let masonry = prepared(configuration, width: random.masonryWidth(), feed: feed)
      let frames = Array(masonry.frames)
      for query in 0..<25 {
        let rect = randomRect(for: masonry, using: &random)
        XCTAssertNoThrow(
          try checkQueries(masonry, in: rect, frames: frames), "query \(query) seed \(seed)")
      }
    }
  }

  func testRectsTouchingFramesDoNotMatch() throws {
    var masonry = try Masonry(configuration: .init(columns: .fixed(2), packing: .roundRobin))
    masonry.prepare(width: 200, itemCount: 4, heights: FixedHeights([100, 50, 100, 50]))
    masonry._checkInvariants()
    // Frames: (0,0,100,100) (100,0,100,50) (0,100,100,100) (100,50,100,50).
    XCTAssertEqual(masonry.items(in: Rect(x: 0, y: 100, width: 100, height: 0)).map(\.index), [])
    XCTAssertEqual(masonry.items(in: Rect(x: 0, y: 99, width: 100, height: 1)).map(\.index), [0])
    XCTAssertEqual(masonry.items(in: Rect(x: 0, y: 100, width: 100, height: 1)).map(\.index), [2])
    XCTAssertEqual(masonry.items(in: Rect(x: 100, y: 0, width: 0, height: 200)).map(\.index), [])
    XCTAssertEqual(
      masonry.items(in: Rect(x: 99, y: 0, width: 2, height: 60)).map(\.index), [0, 1, 3])
    // A line across the middle of a frame matches it.
    XCTAssertEqual(masonry.items(in: Rect(x: 50, y: 0, width: 0, height: 10)).map(\.index), [0])
    XCTAssertEqual(
      masonry.items(in: Rect(x: 0, y: 0, width: 200, height: 200)).map(\.index), [0, 1, 2, 3])
    // Inverted: the same as its standardised form.
    XCTAssertEqual(
      masonry.items(in: Rect(x: 200, y: 200, width: -200, height: -200)).map(\.index), [0, 1, 2, 3])
    // Non-finite: nothing.
    for rect in [
      Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: .infinity, height: 10),
      Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity),
    ] {
      XCTAssertEqual(masonry.items(in: rect), [])
    }
  }

  func testSpanningItemFoundInTheGapBetweenColumns() throws {
    // Columns 0 to 100 and 110 to 210; a rect inside the gap meets only
    // the item that spans both.
    var masonry = try Masonry(configuration: .init(columns: .fixed(2), columnSpacing: 10))
    masonry.prepare(
      width: 210, itemCount: 3, heights: FixedHeights([10, 20, 30], columnSpans: [1, 2, 1]))
    XCTAssertEqual(masonry.frame(ofItemAt: 1), Rect(x: 0, y: 10, width: 210, height: 20))
    XCTAssertEqual(masonry.items(in: Rect(x: 102, y: 0, width: 5, height: 100)).map(\.index), [1])
    // Reported once, though it covers both searched columns.
    XCTAssertEqual(
      masonry.items(in: Rect(x: 0, y: 0, width: 210, height: 100)).map(\.index), [0, 1, 2])
  }

  func testResultsAscendAcrossManyColumns() throws {
    // 64 columns: the merge of many column lists stays in index order.
    var masonry = try Masonry(configuration: .init(columns: .fixed(64)))
    var random = SplitMix64(seed: 64)
    let heights = (0..<3_000).map { _ in Double.random(in: 1...50, using: &random) }
    let spans = (0..<3_000).map { _ in Int.random(in: 0..<20, using: &random) == 0 ? 7 : 1 }
    masonry.prepare(
      width: 640, itemCount: heights.count, heights: FixedHeights(heights, columnSpans: spans))
    let rect = Rect(x: 5, y: 300, width: 600, height: 200)
    let found = masonry.items(in: rect).map(\.index)
    XCTAssertEqual(
      found, MasonryReference.items(in: rect, frames: Array(masonry.frames)).map(\.index))
    XCTAssertGreaterThan(found.count, 100)
  }

  func testForEachItemPassesErrorsOnAndStops() throws {
    struct Stop: Error {}
    var masonry = try Masonry(configuration: .init(columns: .fixed(3)))
    masonry.prepare(
      width: 300, itemCount: 30, heights: FixedHeights(Array(repeating: 10, count: 30)))
    var seen: [Int] = []
    XCTAssertThrowsError(
      try masonry.forEachItem(in: Rect(x: 0, y: 0, width: 300, height: 1000)) { item in
        seen.append(item.index)
        if item.index == 4 { throw Stop() }
      }
    ) { XCTAssertTrue($0 is Stop) }
    XCTAssertEqual(seen, [0, 1, 2, 3, 4])
  }

  func testItemIsHashableAndCodable() throws {
    let item = Masonry.Item(index: 3, frame: Rect(x: 1, y: 2, width: 3, height: 4))
    XCTAssertEqual(Set([item, item]).count, 1)
    let data = try JSONEncoder().encode(item)
    XCTAssertEqual(try JSONDecoder().decode(Masonry.Item.self, from: data), item)
  }
}
