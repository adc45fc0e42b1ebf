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
    // Past the array, and for a ratio that describes no image, the item is
    // its caption alone.
    XCTAssertEqual(heights.height(forItemAt: 2, width: 100), 20)
    XCTAssertEqual(heights.height(forItemAt: -1, width: 100), 20)
    XCTAssertEqual(heights.height(forItemAt: .max, width: 100), 20)
    XCTAssertEqual(heights.height(forItemAt: .min, width: 100), 20)
    let bad = AspectRatioHeights([.nan, .infinity, -.infinity, 0, -1, 1e-300], additionalHeight: 8)
    XCTAssertEqual(
      (0..<6).map { bad.height(forItemAt: $0, width: 100) }, [8, 8, 8, 8, 8, 8 + 1e-298])
    XCTAssertEqual(AspectRatioHeights([]).height(forItemAt: 0, width: 100), 0)
    XCTAssertEqual(heights.columnSpan(forItemAt: 1), 3)
    XCTAssertEqual(heights.columnSpan(forItemAt: 5), 1)
    XCTAssertEqual(AspectRatioHeights([2]).height(forItemAt: 0, width: 50), 100)
    // A spanning item keeps its ratio at its own width: 2 × 100 + 10.
    var masonry = try Masonry(configuration: .init(columns: .fixed(3), columnSpacing: 10))
    masonry.prepare(width: 320, itemCount: 2, heights: heights)
    masonry._checkInvariants()
    XCTAssertEqual(masonry.frame(ofItemAt: 1), Rect(x: 0, y: 170, width: 320, height: 180))
  }

  func testARatioTooLargeForItsProductIsTheLongestLength() throws {
    // 200 × 1e308 overflows a double: the longest finite length, which the
    // engine clamps to its maximum, rather than infinity, which it reads
    // as no height (0) and so dropped the caption. So too a length across
    // a shelf, 200 ÷ 1e-307.
    let heights = AspectRatioHeights([1e300, 1e308, 1e-307], additionalHeight: 30)
    XCTAssertEqual(heights.height(forItemAt: 1, width: 200), .greatestFiniteMagnitude)
    XCTAssertEqual(
      heights.height(forItemAt: 2, width: 200, axis: .horizontal), .greatestFiniteMagnitude)
    XCTAssertEqual(heights.height(forItemAt: 2, width: 200), 30)
    for axis in [Axis.vertical, .horizontal] {
      var masonry = try Masonry(configuration: .init(columns: .fixed(1), axis: axis))
      let changes = masonry.prepare(width: 200, itemCount: 3, heights: heights)
      masonry._checkInvariants()
      let lengths = (0..<3).map { index in
        let frame = masonry.frame(ofItemAt: index)!
        return axis == .vertical ? frame.height : frame.width
      }
      // Vertically 1e300 and 1e308 both reach the maximum; across a
      // shelf 1e-307 does, and the others are their captions and a little.
      let longest = Masonry.maximumLength
      XCTAssertEqual(
        lengths, axis == .vertical ? [longest, longest, 30] : [30, 30, longest], "\(axis)")
      XCTAssertEqual(changes.diagnostics.infiniteCount, 0, "\(axis)")
      XCTAssertEqual(changes.diagnostics.tooLargeCount, axis == .vertical ? 2 : 1, "\(axis)")
    }
  }

  func testShortProvidersLayOutEveryItemByTheDocumentedRule() throws {
    // A feed of 6 items whose provider knows 2: the other 4 are laid out
    // as captions (AspectRatioHeights) or 0 points tall (FixedHeights),
    // each in its own place, not stacked on one another.
    var masonry = try Masonry(configuration: .init(columns: .fixed(2), rowSpacing: 4))
    masonry.prepare(
      width: 200, itemCount: 6, heights: AspectRatioHeights([1, 0.5], additionalHeight: 10))
    masonry._checkInvariants()
    // Columns 100 wide: item 0 is 110 tall (column 0 next starts at 114),
    // item 1 60 (next at 64); the four captions, 10 tall, each go to the
    // shorter column, which stays column 1 (64, 78, 92, 106 < 114).
    XCTAssertEqual(
      masonry.frames.map(\.self),
      [
        Rect(x: 0, y: 0, width: 100, height: 110),
        Rect(x: 100, y: 0, width: 100, height: 60),
        Rect(x: 100, y: 64, width: 100, height: 10),
        Rect(x: 100, y: 78, width: 100, height: 10),
        Rect(x: 100, y: 92, width: 100, height: 10),
        Rect(x: 100, y: 106, width: 100, height: 10),
      ])
    masonry.prepare(width: 200, itemCount: 4, heights: FixedHeights([30]))
    masonry._checkInvariants()
    XCTAssertEqual(
      masonry.frames.map(\.self),
      [
        Rect(x: 0, y: 0, width: 100, height: 30), Rect(x: 100, y: 0, width: 100, height: 0),
        Rect(x: 100, y: 4, width: 100, height: 0), Rect(x: 100, y: 8, width: 100, height: 0),
      ])
  }

  func testComputedHeights() {
    let heights = ComputedHeights { index, width in Double(index) + width }
    XCTAssertEqual(heights.height(forItemAt: 2, width: 10), 12)
    XCTAssertEqual(heights.columnSpan(forItemAt: 2), 1)
    let spanning = ComputedHeights(height: { _, _ in 1 }, columnSpan: { $0 + 1 })
    XCTAssertEqual(spanning.columnSpan(forItemAt: 2), 3)
  }
}
