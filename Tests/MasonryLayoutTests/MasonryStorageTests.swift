// The storage budget: bytes per item of the compact arrays, and the one
// allocation of a rect query.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

@testable import MasonryLayout

final class MasonryStorageTests: XCTestCase {
  func testBytesPerItem() throws {
    // Per item: top and length (8 + 8), first column and span (4), and one
    // 4-byte index per covered column; the same with a display scale,
    // since lengths are then kept in whole pixels.
    XCTAssertEqual(MemoryLayout<_Placement>.stride, 4)
    XCTAssertEqual(MemoryLayout<Int32>.stride, 4)

    for scale in [nil, 2.0] {
      var masonry = try Masonry(
        configuration: .init(columns: .fixed(4), displayScale: scale))
      let count = 10_000
      masonry.prepare(
        width: 400, itemCount: count, heights: ComputedHeights { index, _ in Double(index % 9) })
      let storage = masonry._storage
      let itemBytes = storage.capacity * (8 + 8 + 4)
      var indexBytes = 0
      for column in 0..<storage.columnCount { indexBytes += storage.columns[column].capacity * 4 }
      let perItem = Double(itemBytes + indexBytes) / Double(count)
      // 24 bytes, plus the sixteenth of spare capacity.
      let budget = 24.0 * (1 + 1.0 / 16) + 0.1
      XCTAssertLessThanOrEqual(perItem, budget, "scale \(String(describing: scale))")
      XCTAssertLessThanOrEqual(perItem, 40)
    }
  }

  func testPrepareSizesEachColumnListExactly() {
    // Each list ends a prepare with room for the items that cover its
    // column and at most a sixteenth more, not half as much again, however
    // unevenly the items spread: the memory budget holds for every feed.
    for columnCount in [1, 2, 3, 5, 130] {
      for packing in Masonry.Packing.allCases {
        var masonry = try! Masonry(
          configuration: .init(columns: .fixed(columnCount), packing: packing))
        let heights = ComputedHeights { index, _ in
          Double(index % 9)
        } columnSpan: { index in
          index % 13 == 0 ? 2 : (index % 101 == 0 ? columnCount : 1)
        }
        masonry.prepare(width: 4_000, itemCount: 10_000, heights: heights)
        masonry._checkInvariants()
        let storage = masonry._storage
        for column in 0..<storage.columnCount {
          let list = storage.columns[column]
          let context = "\(columnCount) columns, \(packing), column \(column)"
          XCTAssertGreaterThanOrEqual(list.capacity, list.count, context)
          XCTAssertLessThanOrEqual(list.capacity, list.count + list.count / 16 + 16, context)
        }
      }
    }
  }

  func testRectQueriesSizeTheirResultOnce() {
    // `items(in:)` reserves the bound the walk offers before the first
    // item; any item past the bound would grow the array again.
    var generator = SplitMix64(seed: 0xB0_0D_5A_FE)
    for _ in 0..<300 {
      let seed = generator.next()
      var random = SplitMix64(seed: seed)
      let configuration = random.masonryConfiguration()
      let feed = MasonryFeed.random(
        count: Int.random(in: 0...400, using: &random), using: &random,
        badValues: Bool.random(using: &random), spanning: Bool.random(using: &random))
      let masonry = prepared(configuration, width: random.masonryWidth(), feed: feed)
      let size = masonry.contentSize
      for _ in 0..<20 {
        let rect = Rect(
          x: Double.random(in: -10...(size.width + 10), using: &random),
          y: Double.random(in: -10...(size.height + 10), using: &random),
          width: Double.random(in: 0...size.width, using: &random),
          height: Double.random(in: 0...(size.height / 2 + 1), using: &random))
        var bound = -1
        var count = 0
        masonry._forEachContentItem(in: rect, sizing: { bound = $0() }, { _ in count += 1 })
        if count > 0 {
          XCTAssertGreaterThanOrEqual(bound, count, "\(rect) seed \(seed)")
          XCTAssertLessThanOrEqual(bound, masonry.itemCount * masonry.columnCount, "seed \(seed)")
        }
        XCTAssertEqual(masonry.items(in: rect).count, count, "seed \(seed)")
      }
    }
    // A phone screen over one-column items: the bound is exact.
    var masonry = try! Masonry(configuration: .init(columns: .fixed(2), rowSpacing: 8))
    masonry.prepare(
      width: 375, itemCount: 1_000,
      heights: ComputedHeights { index, width in
        width * (0.5 + Double(index % 7) / 3)
      })
    for y in stride(from: 0.0, to: masonry.contentSize.height, by: 500) {
      var bound = -1
      var count = 0
      let screen = Rect(x: 0, y: y, width: 375, height: 812)
      masonry._forEachContentItem(in: screen, sizing: { bound = $0() }, { _ in count += 1 })
      XCTAssertEqual(bound, count, "screen at \(y)")
    }
  }
}
