// The storage budget: bytes per item of the compact arrays, and the one
// allocation of a rect query.

import LayoutGeometry
import LayoutTestSupport
import XCTest

@testable import MasonryLayout

final class MasonryStorageTests: XCTestCase {
  func testBytesPerItem() throws {
    // Per item: top and height (8 + 8), first column and span (4), and one
    // 4-byte index per covered column; 8 more with a display scale.
    XCTAssertEqual(MemoryLayout<_Placement>.stride, 4)
    XCTAssertEqual(MemoryLayout<Int32>.stride, 4)

    for scale in [nil, 2.0] {
      var masonry = try Masonry(
        configuration: .init(columns: .fixed(4), displayScale: scale))
      let count = 10_000
      masonry.prepare(
        width: 400, itemCount: count, heights: ComputedHeights { index, _ in Double(index % 9) })
      let itemBytes =
        masonry._minY.capacity * 8 + masonry._height.capacity * 8
        + masonry._rawHeight.capacity * 8 + masonry._placement.capacity * 4
      let indexBytes = masonry._columnItems.map { $0.capacity * 4 }.reduce(0, +)
      let perItem = Double(itemBytes + indexBytes) / Double(count)
      // 24 or 32 bytes, plus the sixteenth of spare capacity.
      let budget = (scale == nil ? 24.0 : 32.0) * (1 + 1.0 / 16) + 0.1
      XCTAssertLessThanOrEqual(perItem, budget, "scale \(String(describing: scale))")
      XCTAssertLessThanOrEqual(perItem, 40)
    }
  }

  func testPrepareSizesEachColumnListExactly() {
    // Each list is reserved for the items that cover its column and a
    // sixteenth more (so that appends rarely move it), not grown by
    // doubling: at every column count, since one and two columns take a
    // path of their own.
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
        for (column, list) in masonry._columnItems.enumerated() {
          let context = "\(columnCount) columns, \(packing), column \(column)"
          XCTAssertGreaterThanOrEqual(list.capacity, list.count + list.count / 16, context)
          // The allocator may round the request up by a few bytes.
          XCTAssertLessThanOrEqual(list.capacity, list.count + list.count / 16 + 4 + 8, context)
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
        masonry._forEachItem(in: rect, sizing: { bound = $0() }, { _ in count += 1 })
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
      masonry._forEachItem(in: screen, sizing: { bound = $0() }, { _ in count += 1 })
      XCTAssertEqual(bound, count, "screen at \(y)")
    }
  }
}
