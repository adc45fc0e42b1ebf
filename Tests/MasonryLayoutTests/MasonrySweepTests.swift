// Invariants and the brute-force reference over thousands of seeded random
// feeds and configurations.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class MasonrySweepTests: XCTestCase {
  func testMatchesTheBruteForceReference() {
    RandomSweep.forEachCase(200, seed: 0xA11C_E5ED) { seed, random in
      let configuration = random.masonryConfiguration()
      let width = random.masonryWidth()
      let feed = MasonryFeed.random(
        count: Int.random(in: 0...100, using: &random), using: &random,
        badValues: Int.random(in: 0..<4, using: &random) == 0,
        explicitColumns: Bool.random(using: &random))
      let masonry = prepared(configuration, width: width, feed: feed)
      let expected = configuration.reference.layout(
        width: width, itemCount: feed.count, height: feed.height, span: feed.span,
        explicitColumn: feed.column)
      let context = "seed \(seed)"
      XCTAssertEqual(masonry.columnCount, expected.columnCount, context)
      XCTAssert(nearlyEqual(masonry.columnWidth, expected.columnWidth), context)
      XCTAssert(
        nearlyEqual(masonry.contentSize.width, expected.contentSize.width)
          && nearlyEqual(masonry.contentSize.height, expected.contentSize.height),
        "\(masonry.contentSize) != \(expected.contentSize) \(context)")
      XCTAssert(
        zip(masonry.columnBottoms, expected.columnBottoms).allSatisfy(nearlyEqual),
        "\(masonry.columnBottoms) != \(expected.columnBottoms) \(context)")
      for index in 0..<feed.count {
        let frame = masonry.frame(ofItemAt: index)!
        let columns = masonry.columns(ofItemAt: index)!
        guard
          columns.lowerBound == expected.firstColumns[index],
          columns.count == expected.spans[index], nearlyEqual(frame, expected.frames[index])
        else {
          XCTFail(
            "item \(index): \(columns) \(frame) != reference \(expected.firstColumns[index]) "
              + "span \(expected.spans[index]) \(expected.frames[index]) \(context)")
          return
        }
      }
    }
  }

  func testInvariants() {
    RandomSweep.forEachCase(100, seed: 0x1A7A_11A7) { seed, random in
      let configuration = random.masonryConfiguration()
      let width = random.masonryWidth()
      let feed = MasonryFeed.random(
        count: Int.random(in: 0...80, using: &random), using: &random,
        badValues: Bool.random(using: &random))
      let masonry = prepared(configuration, width: width, feed: feed)
      let context = "seed \(seed)"
      let frames = Array(masonry.frames)
      XCTAssertEqual(frames.count, feed.count, context)
      XCTAssertTrue(masonry.contentSize.width.isFinite && masonry.contentSize.height.isFinite)

      // Every frame is finite, of non-negative size, inside the content
      // area (the content size less the insets), and within its columns.
      let insets = configuration.contentInsets
      let (left, right) = (insets.left, max(insets.left, masonry.contentSize.width - insets.right))
      let (top, bottom) = (insets.top, masonry.contentSize.height - insets.bottom)
      // Within rounding: `left + available` and `width - right` may differ
      // in the last place.
      func inside(_ frame: Rect) -> Bool {
        let slack = 1e-12 * max(1, right, bottom)
        return frame.minX >= left && frame.maxX <= right + slack && frame.minY >= top
          && frame.maxY <= bottom + slack
      }
      let columnFrames = masonry.columnFrames
      for (index, frame) in frames.enumerated() {
        XCTAssertTrue(frame.isFinite, "item \(index) \(frame) \(context)")
        XCTAssertGreaterThanOrEqual(frame.size.width, 0, context)
        XCTAssertGreaterThanOrEqual(frame.size.height, 0, context)
        XCTAssertTrue(inside(frame), "item \(index) \(frame) outside the content area \(context)")
        let columns = masonry.columns(ofItemAt: index)!
        XCTAssertEqual(masonry.column(ofItemAt: index), columns.lowerBound)
        XCTAssertTrue(columns.lowerBound >= 0 && columns.upperBound <= masonry.columnCount)
        XCTAssertEqual(frame.minX, columnFrames[columns.lowerBound].minX, context)
        let right = columnFrames[columns.upperBound - 1].maxX
        XCTAssertTrue(
          frame.maxX <= right && frame.maxX >= right.nextDown, "item \(index) \(context)")
      }
      // No two frames overlap.
      for i in frames.indices {
        for j in (i + 1)..<frames.count where frames[i].intersects(frames[j]) {
          XCTFail("items \(i) and \(j) overlap: \(frames[i]) \(frames[j]) \(context)")
          return
        }
      }
      // Column bottoms are the lowest frame edge of each column, or where
      // the column starts when empty (the top inset, or the lowest stamp
      // over it).
      let starts = prepared(
        configuration, width: width, feed: MasonryFeed.random(count: 0, using: &random)
      ).columnBottoms
      // One pass over the items rather than one per column: a feed may
      // have thousands of columns.
      var lowest = [Double?](repeating: nil, count: masonry.columnCount)
      for index in frames.indices {
        for column in masonry.columns(ofItemAt: index)! {
          lowest[column] = max(lowest[column] ?? -.infinity, frames[index].maxY)
        }
      }
      // (`columnBottoms` builds its array on each call.)
      let bottoms = masonry.columnBottoms
      for column in 0..<masonry.columnCount {
        // A frame's bottom, an origin plus a size, reaches the pixel edge
        // it was placed at to within a unit in the last place.
        let bottom = bottoms[column]
        let expected = lowest[column] ?? starts[column]
        XCTAssert(
          expected == bottom || expected == bottom.nextDown, "\(bottom) \(expected) \(context)")
        XCTAssertGreaterThanOrEqual(starts[column], insets.top, context)
      }
      // No item overlaps a stamp (but one reaching past the length limit,
      // whose bottom is clamped, and one whose size as given is not
      // positive, which is ignored).
      for stamp in configuration.stamps
      where stamp.isFinite && stamp.size.width > 0 && stamp.size.height > 0 && stamp.maxY <= 1e12 {
        for (index, frame) in frames.enumerated() where frame.intersects(stamp) {
          XCTFail("item \(index) \(frame) overlaps the stamp \(stamp) \(context)")
        }
      }
      // The same input gives the same output.
      assertIdentical(prepared(configuration, width: width, feed: feed), masonry, context)
    }
  }

  /// Many cheap cases: feeds of up to eight items (bad values in a third
  /// of them) on random configurations, each equal to the reference,
  /// finite, free of overlaps, and answering one random query as the
  /// brute force does.
  func testSmallFeedsAgainstTheReference() throws {
    // 1,000 cases by default, 100,000 in the release sweep: the 100,000 a
    // randomized kind needs (it ran 6,000 and 300,000, 1.2 s in debug).
    try RandomSweep.forEachCase(1_000, seed: 0x5_3A11) { seed, random in
      let configuration = random.masonryConfiguration()
      let width = random.masonryWidth()
      let feed = MasonryFeed.random(
        count: Int.random(in: 0...8, using: &random), using: &random,
        badValues: Int.random(in: 0..<3, using: &random) == 0,
        explicitColumns: Bool.random(using: &random))
      let masonry = prepared(configuration, width: width, feed: feed)
      let expected = configuration.reference.layout(
        width: width, itemCount: feed.count, height: feed.height, span: feed.span,
        explicitColumn: feed.column)
      let frames = Array(masonry.frames)
      // Described only for a failure: the configuration's description
      // cost a sixth of the test in debug.
      func context() -> String { "seed \(seed): \(configuration), width \(width)" }
      for index in frames.indices
      where
        !(frames[index].isFinite && nearlyEqual(frames[index], expected.frames[index])
        && masonry.column(ofItemAt: index) == expected.firstColumns[index])
      {
        return XCTFail("item \(index) \(frames[index]) != \(expected.frames[index]); \(context())")
      }
      for i in frames.indices {
        for j in (i + 1)..<frames.count where frames[i].intersects(frames[j]) {
          return XCTFail("items \(i) and \(j) overlap; \(context())")
        }
      }
      let height = masonry.contentSize.height
      let rect = Rect(
        x: Double.random(in: -20...(width + 20), using: &random),
        y: Double.random(in: -20...(height + 20), using: &random),
        width: Double.random(in: -50...(width + 50), using: &random),
        height: Double.random(in: -50...(height / 2 + 50), using: &random))
      XCTAssertNoThrow(try checkQueries(masonry, in: rect, frames: frames), context())
    }
  }

  func testShortestColumnTakesTheLowestColumn() {
    // Without tolerance or spans, each item starts at the lowest next start
    // of all columns, and no column to its left (in reading order) was as
    // low.
    RandomSweep.forEachCase(300, seed: 0x5407_7E57) { seed, random in
      var configuration = random.masonryConfiguration()
      configuration.packing = .shortestColumn
      configuration.tolerance = 0
      configuration.tieBreaking = .readingOrder
      configuration.displayScale = nil
      configuration.stamps = []
      let feed = MasonryFeed.random(
        count: Int.random(in: 1...60, using: &random), using: &random, spanning: false)
      let masonry = prepared(configuration, width: 800, feed: feed)
      let rightToLeft = configuration.layoutDirection == .rightToLeft
      let count = masonry.columnCount
      var next = [Double](repeating: configuration.contentInsets.top, count: count)
      for index in 0..<feed.count {
        let frame = masonry.frame(ofItemAt: index)!
        let column = masonry.column(ofItemAt: index)!
        let order = rightToLeft ? Array((0..<count).reversed()) : Array(0..<count)
        let lowest = next.min()!
        XCTAssertEqual(frame.minY, lowest, "item \(index) seed \(seed)")
        XCTAssertEqual(order.first { next[$0] == lowest }, column, "item \(index) seed \(seed)")
        next[column] = frame.maxY + configuration.rowSpacing
      }
    }
  }

  func testLongFeedsMatchTheReference() {
    // Placement asks the provider for 128 items at a time, and the column
    // lists are filled through a run of staged indices per column (up to
    // 128 columns; beyond, directly): feeds long enough to cross those
    // boundaries many times, at column counts on either side of the
    // limits, laid out at once and in uneven pages, and queried.
    RandomSweep.forEachCase(3, seed: 0x10_C4_F0_0D) { seed, random in
      var configuration = random.masonryConfiguration()
      let columnCount = [1, 2, 3, 8, 64, 128, 129, 300].randomElement(using: &random)!
      configuration.columns = .fixed(columnCount)
      let width = Double(Int.random(in: 100...4_000, using: &random))
      let feed = MasonryFeed.random(
        count: Int.random(in: 200...1_200, using: &random), using: &random,
        badValues: Bool.random(using: &random), spanning: Bool.random(using: &random),
        explicitColumns: Bool.random(using: &random))
      let masonry = prepared(configuration, width: width, feed: feed)
      let context = "\(columnCount) columns, seed \(seed)"
      // With or without a display scale, placement counts in exact units
      // (pixels or points), so the engine and the reference agree column
      // by column.
      do {
        let expected = configuration.reference.layout(
          width: width, itemCount: feed.count, height: feed.height, span: feed.span,
          explicitColumn: feed.column)
        XCTAssertEqual(masonry.columnBottoms, expected.columnBottoms, context)
        for index in 0..<feed.count {
          guard
            masonry.columns(ofItemAt: index)!.lowerBound == expected.firstColumns[index],
            nearlyEqual(masonry.frame(ofItemAt: index)!, expected.frames[index])
          else {
            XCTFail("item \(index) differs from the reference, \(context)")
            return
          }
        }
      }

      // The same feed in pages of random sizes gives the same layout.
      var paged = try! Masonry(configuration: configuration)
      let heights = FeedHeights(feed: feed)
      paged.prepare(
        width: width, itemCount: Int.random(in: 0...feed.count, using: &random) / 4,
        heights: heights)
      while paged.itemCount < feed.count {
        let page = Swift.min(Int.random(in: 1...300, using: &random), feed.count - paged.itemCount)
        paged.appendItems(count: page, heights: heights)
        paged._checkInvariants()
      }
      assertIdentical(paged, masonry, "paged, \(context)")

      // The column lists find what a filter over every frame finds.
      let frames = Array(masonry.frames)
      let size = masonry.contentSize
      for _ in 0..<20 {
        let rect = Rect(
          x: Double.random(in: -10...size.width, using: &random),
          y: Double.random(in: -10...size.height, using: &random),
          width: Double.random(in: 0...size.width, using: &random),
          height: Double.random(in: 0...900, using: &random))
        let found = masonry.items(in: rect).map(\.index)
        let filtered = MasonryReference.items(in: rect, frames: frames).map(\.index)
        guard found == filtered else {
          XCTFail("\(rect): \(found) != \(filtered) \(context)")
          return
        }
      }
    }
  }
}
