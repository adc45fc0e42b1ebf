// The provider protocol's default and the ready-made providers.

import Foundation
import LayoutGeometry
import MasonryLayout
import XCTest

/// A provider that only answers heights: it gets the default span of 1.
private struct HeightsOnly: MasonryHeightProvider {
  func height(forItemAt index: Int, width: Double) -> Double { width / 2 }
}

/// A provider with its own span: the layout must use it even through a
/// generic context (it is a protocol requirement, not only an extension).
private struct HeadersFirst: MasonryHeightProvider {
  func height(forItemAt index: Int, width: Double) -> Double { 10 }
  func columnSpan(forItemAt index: Int) -> Int { index == 0 ? 99 : 1 }
}

final class MasonryHeightProviderTests: XCTestCase {
  func testDefaultSpanAndOverride() throws {
    XCTAssertEqual(HeightsOnly().columnSpan(forItemAt: 7), 1)
    var masonry = try Masonry(configuration: .init(columns: .fixed(3)))
    masonry.prepare(width: 300, itemCount: 2, heights: HeightsOnly())
    masonry._checkInvariants()
    XCTAssertEqual(masonry.frame(ofItemAt: 0), Rect(x: 0, y: 0, width: 100, height: 50))
    masonry.prepare(width: 300, itemCount: 2, heights: HeadersFirst())
    masonry._checkInvariants()
    XCTAssertEqual(masonry.frame(ofItemAt: 0), Rect(x: 0, y: 0, width: 300, height: 10))
    XCTAssertEqual(masonry.frame(ofItemAt: 1), Rect(x: 0, y: 10, width: 100, height: 10))
  }

  func testFixedHeights() throws {
    let heights = FixedHeights([5, 6], columnSpans: [2])
    XCTAssertEqual(heights.height(forItemAt: 1, width: 999), 6)
    XCTAssertEqual(heights.height(forItemAt: 2, width: 1), 0)
    XCTAssertEqual(heights.height(forItemAt: -1, width: 1), 0)
    XCTAssertEqual(heights.columnSpan(forItemAt: 0), 2)
    XCTAssertEqual(heights.columnSpan(forItemAt: 1), 1)
    XCTAssertEqual(heights.columnSpan(forItemAt: -1), 1)
    let data = try JSONEncoder().encode(heights)
    XCTAssertEqual(try JSONDecoder().decode(FixedHeights.self, from: data), heights)
  }

  func testAspectRatioHeights() throws {
    let heights = AspectRatioHeights([1.5, 0.5], additionalHeight: 20, columnSpans: [1, 3])
    XCTAssertEqual(heights.height(forItemAt: 0, width: 100), 170)
    XCTAssertEqual(heights.height(forItemAt: 1, width: 100), 70)
    XCTAssertEqual(heights.height(forItemAt: 2, width: 100), 0)
    XCTAssertEqual(heights.columnSpan(forItemAt: 1), 3)
    XCTAssertEqual(heights.columnSpan(forItemAt: 5), 1)
    XCTAssertEqual(AspectRatioHeights([2]).height(forItemAt: 0, width: 50), 100)
    // A spanning item keeps its ratio at its own width: 2 × 100 + 10.
    var masonry = try Masonry(configuration: .init(columns: .fixed(3), columnSpacing: 10))
    masonry.prepare(width: 320, itemCount: 2, heights: heights)
    masonry._checkInvariants()
    XCTAssertEqual(masonry.frame(ofItemAt: 1), Rect(x: 0, y: 170, width: 320, height: 180))
  }

  func testComputedHeights() {
    let heights = ComputedHeights { index, width in Double(index) + width }
    XCTAssertEqual(heights.height(forItemAt: 2, width: 10), 12)
    XCTAssertEqual(heights.columnSpan(forItemAt: 2), 1)
    let spanning = ComputedHeights(height: { _, _ in 1 }, columnSpan: { $0 + 1 })
    XCTAssertEqual(spanning.columnSpan(forItemAt: 2), 3)
  }
}
