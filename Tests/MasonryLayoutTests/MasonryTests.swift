// The engine as a user meets it: the README snippet, the read-only members,
// and every sanitising rule for bad data.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class MasonryTests: XCTestCase {
  func testReadmeSnippetCompilesAndLaysOut() throws {
    let ratios: [Double] = [1, 1.5, 0.5, 1.25]
    let moreRatios = ratios + (0..<20).map { 0.5 + Double($0) / 10 }
    let moreHeights = AspectRatioHeights(moreRatios)

    // The snippet from the issue, verbatim.
    var configuration = Masonry.Configuration()  // every field has a default
    configuration.columns = .fixed(2)  // or .adaptive(minimumWidth: 150, maximumCount: 6)
    configuration.columnSpacing = 8
    configuration.rowSpacing = 8
    configuration.contentInsets = EdgeInsets(all: 8)
    configuration.packing = .shortestColumn  // or .roundRobin
    configuration.layoutDirection = .leftToRight  // or .rightToLeft
    configuration.tolerance = 0
    configuration.displayScale = nil  // or 2 for a 2x screen
    var masonry = try Masonry(configuration: configuration)
    masonry.prepare(width: 375, itemCount: ratios.count, heights: AspectRatioHeights(ratios))
    masonry._checkInvariants()
    let size: Size = masonry.contentSize
    let first: Rect? = masonry.frame(ofItemAt: 0)
    let visible: [Masonry.Item] = masonry.items(in: Rect(x: 0, y: 0, width: 375, height: 812))
    masonry.appendItems(count: 20, heights: moreHeights)
    masonry._checkInvariants()

    // Column width (375 - 16 - 8) / 2 = 175.5, columns at x = 8 and 191.5.
    // Heights 175.5 × ratio: 175.5, 263.25, 87.75, 219.375. Item 2 goes
    // under item 0 (next start 191.5 < 279.25), item 3 under item 1 (279.25
    // < 287.25); the tallest column ends at 279.25 + 219.375 = 498.625.
    XCTAssertEqual(first, Rect(x: 8, y: 8, width: 175.5, height: 175.5))
    XCTAssertEqual(size, Size(width: 375, height: 498.625 + 8))
    XCTAssertEqual(
      visible,
      [
        Masonry.Item(index: 0, frame: Rect(x: 8, y: 8, width: 175.5, height: 175.5)),
        Masonry.Item(index: 1, frame: Rect(x: 191.5, y: 8, width: 175.5, height: 263.25)),
        Masonry.Item(index: 2, frame: Rect(x: 8, y: 191.5, width: 175.5, height: 87.75)),
        Masonry.Item(index: 3, frame: Rect(x: 191.5, y: 279.25, width: 175.5, height: 219.375)),
      ])
    XCTAssertEqual(masonry.itemCount, 24)
    var fresh = try Masonry(configuration: configuration)
    fresh.prepare(width: 375, itemCount: 24, heights: moreHeights)
    fresh._checkInvariants()
    assertIdentical(masonry, fresh, "append after the snippet")
  }

  func testDefaultsAndEmptyLayout() throws {
    let configuration = Masonry.Configuration()
    XCTAssertEqual(configuration.columns, .fixed(2))
    XCTAssertEqual(configuration.columnSpacing, 0)
    XCTAssertEqual(configuration.rowSpacing, 0)
    XCTAssertEqual(configuration.contentInsets, .zero)
    XCTAssertEqual(configuration.packing, .shortestColumn)
    XCTAssertEqual(configuration.layoutDirection, .leftToRight)
    XCTAssertEqual(configuration.tolerance, 0)
    XCTAssertNil(configuration.displayScale)

    var insets = configuration
    insets.contentInsets = EdgeInsets(top: 5, left: 1, bottom: 7, right: 2)
    var masonry = try Masonry(configuration: insets)
    XCTAssertEqual(masonry.configuration, insets)
    XCTAssertEqual(masonry.itemCount, 0)
    XCTAssertEqual(masonry.columnCount, 2)
    XCTAssertEqual(masonry.contentSize, Size(width: 0, height: 12))
    XCTAssertNil(masonry.frame(ofItemAt: 0))
    XCTAssertEqual(masonry.items(in: Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)), [])
    masonry.prepare(width: 100, itemCount: 0, heights: FixedHeights([]))
    masonry._checkInvariants()
    XCTAssertEqual(masonry.contentSize, Size(width: 100, height: 12))
    XCTAssertEqual(masonry.columnBottoms, [5, 5])
    XCTAssertEqual(masonry.columnWidth, 48.5)
    XCTAssertEqual(
      masonry.columnFrames,
      [Rect(x: 1, y: 5, width: 48.5, height: 0), Rect(x: 49.5, y: 5, width: 48.5, height: 0)])
    XCTAssertTrue(masonry.frames.isEmpty)
  }

  func testPrepareAgainReplacesTheLayout() throws {
    // A width change is just another prepare: nothing else to invalidate.
    var masonry = try Masonry(
      configuration: .init(columns: .adaptive(minimumWidth: 100, maximumCount: nil)))
    let heights = AspectRatioHeights([1, 1, 1, 1, 1, 1])
    masonry.prepare(width: 400, itemCount: 6, heights: heights)
    masonry._checkInvariants()
    XCTAssertEqual(masonry.columnCount, 4)
    XCTAssertEqual(masonry.contentSize, Size(width: 400, height: 200))
    masonry.prepare(width: 250, itemCount: 6, heights: heights)
    masonry._checkInvariants()
    XCTAssertEqual(masonry.columnCount, 2)
    XCTAssertEqual(masonry.columnWidth, 125)
    XCTAssertEqual(masonry.contentSize, Size(width: 250, height: 375))
    XCTAssertEqual(masonry.frame(ofItemAt: 5), Rect(x: 125, y: 250, width: 125, height: 125))
    masonry.prepare(width: 250, itemCount: 2, heights: heights)
    masonry._checkInvariants()
    XCTAssertEqual(masonry.itemCount, 2)
    XCTAssertNil(masonry.frame(ofItemAt: 2))
  }

  func testOutOfRangeIndicesGiveNil() throws {
    var masonry = try Masonry(configuration: .init())
    masonry.prepare(width: 100, itemCount: 3, heights: FixedHeights([1, 2, 3]))
    masonry._checkInvariants()
    for index in [-1, 3, 4, Int.min, Int.max] {
      XCTAssertNil(masonry.frame(ofItemAt: index))
      XCTAssertNil(masonry.column(ofItemAt: index))
      XCTAssertNil(masonry.columns(ofItemAt: index))
    }
    XCTAssertNotNil(masonry.frame(ofItemAt: 2))
  }

  // MARK: - Bad data

  func testNonFiniteNegativeAndHugeHeights() throws {
    var masonry = try Masonry(configuration: .init(columns: .fixed(1), rowSpacing: 1))
    let heights: [Double] = [
      .nan, .infinity, -.infinity, -5, 0, 1e13, .greatestFiniteMagnitude, 3,
      .leastNonzeroMagnitude,
    ]
    masonry.prepare(width: 10, itemCount: heights.count, heights: FixedHeights(heights))
    masonry._checkInvariants()
    // NaN, ±infinity and negatives are 0; above 1e12 is 1e12.
    let expectedHeights: [Double] = [0, 0, 0, 0, 0, 1e12, 1e12, 3, .leastNonzeroMagnitude]
    XCTAssertEqual(masonry.frames.map(\.height), expectedHeights)
    var top = 0.0
    for (index, height) in expectedHeights.enumerated() {
      XCTAssertEqual(masonry.frame(ofItemAt: index)!.minY, top)
      top = top + height + 1
    }
    XCTAssertEqual(masonry.contentSize.height, 2e12 + 3 + 8)
    XCTAssertTrue(masonry.contentSize.height.isFinite)
  }

  func testHugeFeedOfMaximumHeightsStaysFinite() throws {
    // 200,000 items of the maximum height in one column: the bottom is
    // 2e17, finite and exact enough to keep items apart.
    var masonry = try Masonry(configuration: .init(columns: .fixed(1), rowSpacing: 8))
    masonry.prepare(
      width: 10, itemCount: 200_000,
      heights: ComputedHeights { _, _ in .greatestFiniteMagnitude })
    XCTAssertTrue(masonry.contentSize.height.isFinite)
    // At 1e17, doubles are 16 points apart, so some of the 8-point row
    // spacing rounds away; the heights themselves all count.
    XCTAssertGreaterThanOrEqual(masonry.contentSize.height, 2e17)
    XCTAssertLessThanOrEqual(masonry.contentSize.height, 2e17 + 200_000 * 8)
    let last = masonry.frame(ofItemAt: 199_999)!
    let previous = masonry.frame(ofItemAt: 199_998)!
    XCTAssertFalse(last.intersects(previous))
    XCTAssertEqual(masonry.items(in: last).map(\.index), [199_999])
  }

  func testBadWidths() throws {
    let configuration = Masonry.Configuration(
      columns: .fixed(3), columnSpacing: 10, contentInsets: EdgeInsets(all: 5))
    for width in [Double.nan, .infinity, -.infinity, -100, 0, -0.0] {
      var masonry = try Masonry(configuration: configuration)
      masonry.prepare(width: width, itemCount: 4, heights: FixedHeights([1, 2, 3, 4]))
      masonry._checkInvariants()
      // Treated as 0: the insets leave nothing, every column is 0 wide at
      // the left inset.
      XCTAssertEqual(masonry.contentSize.width, 0, "width \(width)")
      XCTAssertEqual(masonry.columnWidth, 0)
      XCTAssertEqual(masonry.columnSpacing, 0)
      for frame in masonry.frames {
        XCTAssertEqual(frame.minX, 5, "width \(width)")
        XCTAssertEqual(frame.width, 0)
        XCTAssertTrue(frame.isFinite)
      }
    }
    // Above 1e12 counts as 1e12.
    var huge = try Masonry(configuration: configuration)
    huge.prepare(width: 1e300, itemCount: 3, heights: FixedHeights([1, 2, 3]))
    huge._checkInvariants()
    XCTAssertEqual(huge.contentSize.width, 1e12)
    XCTAssertEqual(huge.frame(ofItemAt: 2)!.maxX, 1e12 - 5, accuracy: 1e-3)
  }

  func testSpacingWiderThanTheContainerCollapsesColumns() throws {
    // 3 columns with 30-point spacing in 40 points (less 2 × 5 of insets,
    // 30 available): the columns are 0 wide and the spacing shrinks to 15,
    // so they sit at 5, 20 and 35, inside the content area.
    var masonry = try Masonry(
      configuration: .init(
        columns: .fixed(3), columnSpacing: 30, contentInsets: EdgeInsets(all: 5),
        packing: .roundRobin))
    masonry.prepare(width: 40, itemCount: 3, heights: FixedHeights([1, 2, 3]))
    masonry._checkInvariants()
    XCTAssertEqual(masonry.columnWidth, 0)
    XCTAssertEqual(masonry.columnSpacing, 15)
    XCTAssertEqual(masonry.frames.map(\.minX), [5, 20, 35])
    XCTAssertEqual(masonry.frames.map(\.width), [0, 0, 0])
    // A span covers its zero-width columns and the spacing between them.
    masonry.prepare(width: 40, itemCount: 1, heights: FixedHeights([1], columnSpans: [2]))
    masonry._checkInvariants()
    XCTAssertEqual(masonry.frame(ofItemAt: 0), Rect(x: 5, y: 5, width: 15, height: 1))
    // Insets wider than the container: nothing available, all at the left
    // inset.
    var narrow = try Masonry(
      configuration: .init(columns: .fixed(2), contentInsets: EdgeInsets(all: 30)))
    narrow.prepare(width: 40, itemCount: 2, heights: FixedHeights([1, 1]))
    narrow._checkInvariants()
    XCTAssertEqual(narrow.frames.map(\.minX), [30, 30])
    XCTAssertEqual(narrow.frames.map(\.width), [0, 0])
  }

  func testBadSpans() throws {
    var masonry = try Masonry(
      configuration: .init(columns: .fixed(3), packing: .roundRobin))
    let spans = [0, -1, Int.min, 3, 4, Int.max, 2]
    masonry.prepare(
      width: 300, itemCount: spans.count,
      heights: FixedHeights(Array(repeating: 10, count: spans.count), columnSpans: spans))
    // Below 1 is 1; above the column count is full width.
    XCTAssertEqual(
      (0..<spans.count).map { masonry.columns(ofItemAt: $0)! },
      [0..<1, 1..<2, 2..<3, 0..<3, 0..<3, 0..<3, 0..<2])
    XCTAssertEqual(masonry.frame(ofItemAt: 4), Rect(x: 0, y: 20, width: 300, height: 10))
  }

  func testNegativeAndHugeItemCounts() throws {
    var masonry = try Masonry(configuration: .init())
    masonry.prepare(width: 100, itemCount: 5, heights: FixedHeights([]))
    masonry._checkInvariants()
    XCTAssertEqual(masonry.itemCount, 5)
    for count in [-1, Int.min] {
      masonry.prepare(width: 100, itemCount: count, heights: FixedHeights([]))
      masonry._checkInvariants()
      XCTAssertEqual(masonry.itemCount, 0)
      XCTAssertEqual(masonry.contentSize, Size(width: 100, height: 0))
    }
    masonry.appendItems(count: -3, heights: FixedHeights([]))
    masonry._checkInvariants()
    masonry.appendItems(count: Int.min, heights: FixedHeights([]))
    masonry._checkInvariants()
    XCTAssertEqual(masonry.itemCount, 0)
    XCTAssertEqual(Masonry.maximumItemCount, Int(Int32.max))
  }

  func testManyColumns() throws {
    // The maximum of 10,000 columns works; an adaptive layout with a tiny
    // minimum width is capped at it.
    var masonry = try Masonry(configuration: .init(columns: .fixed(10_000)))
    masonry.prepare(
      width: 20_000, itemCount: 2_000,
      heights: ComputedHeights { index, _ in
        Double(index % 7)
      } columnSpan: {
        $0 % 100 == 0 ? 5000 : 1
      })
    XCTAssertEqual(masonry.columnCount, 10_000)
    XCTAssertEqual(masonry.columnWidth, 2)
    for rect in [
      Rect(x: 0, y: 0, width: 20_000, height: 1e6), Rect(x: 9_999, y: 3, width: 2, height: 40),
    ] {
      let found = masonry.items(in: rect).map(\.index)
      XCTAssertEqual(
        found, MasonryReference.items(in: rect, frames: Array(masonry.frames)).map(\.index))
    }

    var adaptive = try Masonry(
      configuration: .init(columns: .adaptive(minimumWidth: 1e-9, maximumCount: nil)))
    adaptive.prepare(width: 100, itemCount: 1, heights: FixedHeights([1]))
    adaptive._checkInvariants()
    XCTAssertEqual(adaptive.columnCount, Masonry.maximumColumnCount)
  }

  func testFramesCollection() throws {
    var masonry = try Masonry(configuration: .init(columns: .fixed(2)))
    masonry.prepare(width: 20, itemCount: 3, heights: FixedHeights([1, 2, 3]))
    masonry._checkInvariants()
    let frames = masonry.frames
    XCTAssertEqual(frames.count, 3)
    XCTAssertEqual(
      Array(frames),
      [
        Rect(x: 0, y: 0, width: 10, height: 1), Rect(x: 10, y: 0, width: 10, height: 2),
        Rect(x: 0, y: 1, width: 10, height: 3),
      ])
    // A snapshot: later changes to the engine do not show through.
    masonry.appendItems(count: 1, heights: FixedHeights([]))
    masonry._checkInvariants()
    XCTAssertEqual(frames.count, 3)
    XCTAssertEqual(masonry.frames.count, 4)
  }
}
