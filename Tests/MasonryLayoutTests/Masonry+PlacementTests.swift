// Hand-worked frames for small feeds: both packings, both directions,
// spans, tolerance and pixel alignment. Every expected number is worked
// out in the comments from the placement rules.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class MasonryPlacementTests: XCTestCase {
  private func layout(
    _ configuration: Masonry.Configuration, width: Double, heights: [Double],
    spans: [Int] = []
  ) throws -> Masonry {
    var masonry = try Masonry(configuration: configuration)
    masonry.prepare(
      width: width, itemCount: heights.count,
      heights: FixedHeights(heights, columnSpans: spans))
    return masonry
  }

  private func frames(_ masonry: Masonry) -> [Rect] { Array(masonry.frames) }

  // MARK: - The Ray Wenderlich tutorial

  /// The tutorial's `prepare()`, transcribed: two columns of
  /// `contentWidth / 2`, each cell `photoHeight + 2 * cellPadding` tall in
  /// round-robin order, and each frame inset by `cellPadding`.
  private func tutorialFrames(
    contentWidth: Double, cellPadding: Double, photoHeights: [Double]
  ) -> (frames: [Rect], contentHeight: Double) {
    let numberOfColumns = 2
    let columnWidth = contentWidth / Double(numberOfColumns)
    let xOffset = (0..<numberOfColumns).map { Double($0) * columnWidth }
    var yOffset = [Double](repeating: 0, count: numberOfColumns)
    var column = 0
    var contentHeight = 0.0
    var frames: [Rect] = []
    for photoHeight in photoHeights {
      let height = cellPadding * 2 + photoHeight
      let frame = Rect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
      frames.append(frame.insetBy(dx: cellPadding, dy: cellPadding))
      contentHeight = max(contentHeight, frame.maxY)
      yOffset[column] += height
      column = column < numberOfColumns - 1 ? column + 1 : 0
    }
    return (frames, contentHeight)
  }

  func testRayWenderlichTutorialIsInsetsAndDoubleSpacingRoundRobin() throws {
    // cellPadding p = 6 in a 300-point content width: contentInsets 6,
    // columnSpacing = rowSpacing = 12, round-robin. Column width
    // (300 - 12 - 12) / 2 = 138, columns at x = 6 and 6 + 138 + 12 = 156.
    let configuration = Masonry.Configuration(
      columns: .fixed(2), columnSpacing: 12, rowSpacing: 12, contentInsets: EdgeInsets(all: 6),
      packing: .roundRobin)
    let heights: [Double] = [100, 50, 80, 120, 30]
    let masonry = try layout(configuration, width: 300, heights: heights)
    let expected = [
      Rect(x: 6, y: 6, width: 138, height: 100),
      Rect(x: 156, y: 6, width: 138, height: 50),
      Rect(x: 6, y: 118, width: 138, height: 80),  // 6 + 100 + 12
      Rect(x: 156, y: 68, width: 138, height: 120),  // 6 + 50 + 12
      Rect(x: 6, y: 210, width: 138, height: 30),  // 118 + 80 + 12
    ]
    XCTAssertEqual(frames(masonry), expected)
    // Columns end at 240 and 188; plus the bottom inset 6.
    XCTAssertEqual(masonry.contentSize, Size(width: 300, height: 246))

    let tutorial = tutorialFrames(contentWidth: 300, cellPadding: 6, photoHeights: heights)
    XCTAssertEqual(frames(masonry), tutorial.frames)
    XCTAssertEqual(masonry.contentSize.height, tutorial.contentHeight)

    // The same equivalence on a random feed and other paddings.
    var generator = SplitMix64(seed: 0x5EED_0001)
    for _ in 0..<RandomSweep.count(25) {
      let padding = Double(Int.random(in: 0...12, using: &generator))
      let width = Double(Int.random(in: 100...800, using: &generator))
      let photoHeights = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
        Double(Int.random(in: 20...400, using: &generator))
      }
      let masonry = try layout(
        Masonry.Configuration(
          columns: .fixed(2), columnSpacing: 2 * padding, rowSpacing: 2 * padding,
          contentInsets: EdgeInsets(all: padding), packing: .roundRobin),
        width: width, heights: photoHeights)
      let tutorial = tutorialFrames(
        contentWidth: width, cellPadding: padding, photoHeights: photoHeights)
      XCTAssertEqual(frames(masonry), tutorial.frames)
      if !photoHeights.isEmpty {
        XCTAssertEqual(masonry.contentSize.height, tutorial.contentHeight)
      }
    }
  }

  // MARK: - Packing

  func testRoundRobinAndShortestColumnDiffer() throws {
    // Two 100-point columns, no spacing; heights 100, 20, 30, 40.
    let heights: [Double] = [100, 20, 30, 40]
    var configuration = Masonry.Configuration(columns: .fixed(2), packing: .roundRobin)
    let roundRobin = try layout(configuration, width: 200, heights: heights)
    XCTAssertEqual(
      frames(roundRobin),
      [
        Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 100, y: 0, width: 100, height: 20),
        Rect(x: 0, y: 100, width: 100, height: 30), Rect(x: 100, y: 20, width: 100, height: 40),
      ])
    XCTAssertEqual(roundRobin.contentSize, Size(width: 200, height: 130))
    XCTAssertEqual(roundRobin.columnBottoms, [130, 60])

    configuration.packing = .shortestColumn
    let shortest = try layout(configuration, width: 200, heights: heights)
    // Item 0 ties at 0 and takes the first column; then column 1 stays
    // shorter (20, then 50 < 100) and takes items 1 to 3.
    XCTAssertEqual(
      frames(shortest),
      [
        Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 100, y: 0, width: 100, height: 20),
        Rect(x: 100, y: 20, width: 100, height: 30), Rect(x: 100, y: 50, width: 100, height: 40),
      ])
    XCTAssertEqual(shortest.contentSize, Size(width: 200, height: 100))
    XCTAssertEqual((0..<4).map { shortest.column(ofItemAt: $0) }, [0, 1, 1, 1])
  }

  private var threeColumns: Masonry.Configuration {
    // Width 330 less insets 10 + 10 leaves 310; less two 5-point gaps, 300
    // for three 100-point columns at x = 10, 115 and 220.
    Masonry.Configuration(
      columns: .fixed(3), columnSpacing: 5, rowSpacing: 4, contentInsets: EdgeInsets(all: 10))
  }

  func testShortestColumnWithSpacingAndInsets() throws {
    let masonry = try layout(threeColumns, width: 330, heights: [50, 30, 40, 10, 20])
    XCTAssertEqual(masonry.columnCount, 3)
    XCTAssertEqual(masonry.columnWidth, 100)
    // Next starts after items 0-2: 10 + 50 + 4 = 64, 44, 54; item 3 goes to
    // column 1 (44) and ends at 54, so its next start is 58; item 4 goes to
    // column 2 (54).
    XCTAssertEqual(
      frames(masonry),
      [
        Rect(x: 10, y: 10, width: 100, height: 50), Rect(x: 115, y: 10, width: 100, height: 30),
        Rect(x: 220, y: 10, width: 100, height: 40), Rect(x: 115, y: 44, width: 100, height: 10),
        Rect(x: 220, y: 54, width: 100, height: 20),
      ])
    XCTAssertEqual(masonry.columnBottoms, [60, 54, 74])
    XCTAssertEqual(masonry.contentSize, Size(width: 330, height: 84))
    XCTAssertEqual(
      masonry.columnFrames,
      [
        Rect(x: 10, y: 10, width: 100, height: 50), Rect(x: 115, y: 10, width: 100, height: 44),
        Rect(x: 220, y: 10, width: 100, height: 64),
      ])
  }

  // MARK: - Right to left

  func testRightToLeftCountsColumnsFromTheRight() throws {
    var configuration = threeColumns
    configuration.layoutDirection = .rightToLeft
    let masonry = try layout(configuration, width: 330, heights: [50, 30, 40, 10, 20])
    // The mirror image of the left-to-right case: the first item takes the
    // rightmost column, the tie at the start going to the right.
    XCTAssertEqual(
      frames(masonry),
      [
        Rect(x: 220, y: 10, width: 100, height: 50), Rect(x: 115, y: 10, width: 100, height: 30),
        Rect(x: 10, y: 10, width: 100, height: 40), Rect(x: 115, y: 44, width: 100, height: 10),
        Rect(x: 10, y: 54, width: 100, height: 20),
      ])
    XCTAssertEqual((0..<5).map { masonry.column(ofItemAt: $0) }, [2, 1, 0, 1, 0])
    XCTAssertEqual(masonry.columnBottoms, [74, 54, 60])

    configuration.packing = .roundRobin
    let roundRobin = try layout(configuration, width: 330, heights: [1, 1, 1, 1, 1])
    XCTAssertEqual((0..<5).map { roundRobin.column(ofItemAt: $0) }, [2, 1, 0, 2, 1])
  }

  func testRightToLeftIsTheMirrorImageWithMirroredInsets() throws {
    for seed in RandomSweep.caseSeeds(100, seed: 0x5EED_0002) {
      var random = SplitMix64(seed: seed)
      var configuration = random.masonryConfiguration()
      configuration.displayScale = nil  // rounding halves is not symmetric
      configuration.layoutDirection = .leftToRight
      let width = Double.random(in: 200...1000, using: &random)
      let feed = MasonryFeed.random(
        count: Int.random(in: 0...60, using: &random), using: &random)
      let leftToRight = prepared(configuration, width: width, feed: feed)
      var mirrored = configuration
      mirrored.layoutDirection = .rightToLeft
      let insets = configuration.contentInsets
      mirrored.contentInsets = EdgeInsets(
        top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left)
      // Vertical stamps are in content coordinates: mirror them too (but
      // for those with a negative size, which both layouts ignore and a
      // rect built from edges would turn positive).
      mirrored.stamps = configuration.stamps.map {
        guard $0.size.width >= 0, $0.size.height >= 0 else { return $0 }
        return Rect(minX: width - $0.maxX, minY: $0.minY, maxX: width - $0.minX, maxY: $0.maxY)
      }
      let rightToLeft = prepared(mirrored, width: width, feed: feed)
      XCTAssertEqual(rightToLeft.columnCount, leftToRight.columnCount)
      for index in 0..<feed.count {
        let a = leftToRight.frame(ofItemAt: index)!
        let b = rightToLeft.frame(ofItemAt: index)!
        let flipped = Rect(minX: width - a.maxX, minY: a.minY, maxX: width - a.minX, maxY: a.maxY)
        XCTAssert(
          nearlyEqual(b, flipped), "seed \(seed) item \(index): \(b) != \(flipped)")
      }
    }
  }

  // MARK: - Spans

  func testSpansWithShortestColumn() throws {
    // A full-width header, then a, a two-column b, c and a two-column d.
    let masonry = try layout(
      threeColumns, width: 330, heights: [20, 50, 30, 10, 40], spans: [3, 1, 2, 1, 2])
    // Header: x 10 to 320, y 10 to 30; every column's next start is 34.
    // a: the tie goes to column 0 (34 to 84, next 88).
    // b: windows {0,1} tallest 88, {1,2} tallest 34: {1,2}, width
    //    2 * 100 + 5 = 205, y 34 to 64 (next 68).
    // c: next starts 88, 68, 68: column 1, y 68 to 78 (next 82).
    // d: windows {0,1} tallest 88, {1,2} tallest 82: {1,2}, y 82 to 122.
    XCTAssertEqual(
      frames(masonry),
      [
        Rect(x: 10, y: 10, width: 310, height: 20), Rect(x: 10, y: 34, width: 100, height: 50),
        Rect(x: 115, y: 34, width: 205, height: 30), Rect(x: 115, y: 68, width: 100, height: 10),
        Rect(x: 115, y: 82, width: 205, height: 40),
      ])
    XCTAssertEqual(masonry.columns(ofItemAt: 0), 0..<3)
    XCTAssertEqual(masonry.columns(ofItemAt: 4), 1..<3)
    XCTAssertEqual(masonry.contentSize.height, 132)
  }

  func testSpansWithRoundRobin() throws {
    var configuration = threeColumns
    configuration.packing = .roundRobin
    let masonry = try layout(
      configuration, width: 330, heights: [20, 50, 30, 10, 40], spans: [3, 1, 2, 1, 2])
    // Header: the whole row; the cycle restarts at column 0.
    // a: column 0, y 34 to 84; the cycle moves to column 1.
    // b: window {1,2} fits at the cycle position, y 34 to 64; cycle to 0.
    // c: column 0, y 88 to 98; cycle to 1.
    // d: window {1,2}, y 68 to 108.
    XCTAssertEqual(
      frames(masonry),
      [
        Rect(x: 10, y: 10, width: 310, height: 20), Rect(x: 10, y: 34, width: 100, height: 50),
        Rect(x: 115, y: 34, width: 205, height: 30), Rect(x: 10, y: 88, width: 100, height: 10),
        Rect(x: 115, y: 68, width: 205, height: 40),
      ])
    XCTAssertEqual(masonry.contentSize.height, 118)

    // A two-column item at cycle position 2 does not fit there and wraps to
    // {0,1}, starting below the taller of them; a full-width item restarts
    // the cycle, so the item after it takes column 0.
    let wrapping = try layout(
      configuration, width: 330, heights: [10, 20, 10, 5, 5, 5], spans: [1, 1, 2, 1, 3, 1])
    XCTAssertEqual(
      frames(wrapping),
      [
        Rect(x: 10, y: 10, width: 100, height: 10), Rect(x: 115, y: 10, width: 100, height: 20),
        Rect(x: 10, y: 34, width: 205, height: 10),  // below 30 + 4
        Rect(x: 220, y: 10, width: 100, height: 5),  // cycle position 2
        Rect(x: 10, y: 48, width: 310, height: 5),  // below the tallest, 44 + 4
        Rect(x: 10, y: 57, width: 100, height: 5),
      ])
  }

  func testProviderIsAskedForTheSpanWidth() throws {
    let masonry = try layout(threeColumns, width: 330, heights: [], spans: [])
    XCTAssertEqual(masonry.itemCount, 0)
    var asked: [Double] = []
    var engine = try Masonry(configuration: threeColumns)
    engine.prepare(
      width: 330, itemCount: 4,
      heights: ComputedHeights { index, width in
        asked.append(width)
        return 10
      } columnSpan: {
        [1, 2, 3, 7][$0]
      })
    XCTAssertEqual(asked, [100, 205, 310, 310])
  }

  // MARK: - Index order

  /// What the UIKit article tells a VoiceOver user to expect: UIKit reads
  /// a collection view's cells in index order, and with shortest-column
  /// packing, no tolerance and one-column items, each item starts where
  /// the shortest column ends, which never rises, so index order goes
  /// down the feed; with ties to the first column in reading order it is
  /// exactly ``Masonry/readingOrder(in:)``.
  func testIndexOrderGoesDownTheFeedWithShortestColumnPacking() throws {
    try RandomSweep.forEachCase(20, seed: 0x1DE_0DE5) { seed, random in
      let count = Int.random(in: 0...300, using: &random)
      let heights = (0..<count).map { _ in
        Int.random(in: 0...9, using: &random) == 0
          ? 0 : Double(Int.random(in: 1...4_000, using: &random)) / 16
      }
      let tieBreaking: Masonry.TieBreaking =
        Bool.random(using: &random) ? .readingOrder : .placementCursor
      let configuration = Masonry.Configuration(
        columns: .fixed(Int.random(in: 1...6, using: &random)),
        columnSpacing: 8, rowSpacing: Double(Int.random(in: 0...8, using: &random)),
        layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft,
        tieBreaking: tieBreaking,
        displayScale: [nil, 2, 3].randomElement(using: &random)!)
      let masonry = try layout(configuration, width: 390, heights: heights)
      let tops = (0..<count).map { masonry.frame(ofItemAt: $0)!.minY }
      XCTAssertEqual(tops, tops.sorted(), "seed \(seed): tops by index")
      if tieBreaking == .readingOrder {
        // Items of no height are in no rect: compare the others' order.
        let everything = Rect(x: 0, y: 0, width: 390, height: masonry.contentSize.height + 1)
        XCTAssertEqual(
          masonry.readingOrder(in: everything).filter { masonry.frame(ofItemAt: $0)!.height > 0 },
          Array(0..<count).filter { masonry.frame(ofItemAt: $0)!.height > 0 },
          "seed \(seed): reading order")
      }
    }
  }

  // MARK: - Tolerance

  func testToleranceKeepsReadingOrderWithACursor() throws {
    var configuration = Masonry.Configuration(columns: .fixed(3), tolerance: 5)
    let heights: [Double] = [10, 12, 11, 10, 5, 30, 1, 1]
    // Next starts (column 0, 1, 2) before each item, the candidates within
    // 5 of the lowest, and the cursor (just past the previous item):
    // 0: 0 0 0, all, cursor 0 -> 0.   1: 10 0 0, {1,2}, cursor 1 -> 1.
    // 2: 10 12 0, {2} -> 2.           3: 10 12 11, all, cursor 0 -> 0.
    // 4: 20 12 11, {1,2}, cursor 1 -> 1 (exact shortest would take 2).
    // 5: 20 17 11, {2}, cursor 2 -> 2. 6: 20 17 41, {0,1}, cursor 0 -> 0.
    // 7: 21 17 41, {0,1}, cursor 1 -> 1.
    let tolerant = try layout(configuration, width: 300, heights: heights)
    XCTAssertEqual((0..<8).map { tolerant.column(ofItemAt: $0) }, [0, 1, 2, 0, 1, 2, 0, 1])
    XCTAssertEqual(tolerant.frame(ofItemAt: 4), Rect(x: 100, y: 12, width: 100, height: 5))
    XCTAssertEqual(tolerant.frame(ofItemAt: 7), Rect(x: 100, y: 17, width: 100, height: 1))

    // Tolerance 0: exact shortest, ties to the first column.
    configuration.tolerance = 0
    let exact = try layout(configuration, width: 300, heights: heights)
    XCTAssertEqual((0..<8).map { exact.column(ofItemAt: $0) }, [0, 1, 2, 0, 2, 1, 2, 2])
  }

  func testToleranceFallsBackToTheFirstCandidateBeforeTheCursor() throws {
    var configuration = Masonry.Configuration(columns: .fixed(3), tolerance: 5)
    // 0: all tie -> 0. 1: {1,2}, cursor 1 -> 1. 2: {2} -> 2.
    // 3: 10 10 20, {0,1}, cursor 0 -> 0. 4: 11 10 20, {0,1}, cursor 1 -> 1.
    // 5: 11 40 20, {0} only, cursor 2: none at or after it -> 0.
    let heights: [Double] = [10, 10, 20, 1, 30, 1]
    let masonry = try layout(configuration, width: 300, heights: heights)
    XCTAssertEqual((0..<6).map { masonry.column(ofItemAt: $0) }, [0, 1, 2, 0, 1, 0])

    // Right to left, the same choices mirrored.
    configuration.layoutDirection = .rightToLeft
    let mirrored = try layout(configuration, width: 300, heights: heights)
    XCTAssertEqual((0..<6).map { mirrored.column(ofItemAt: $0) }, [2, 1, 0, 2, 1, 2])

    // Round-robin ignores the tolerance.
    configuration.layoutDirection = .leftToRight
    configuration.packing = .roundRobin
    let roundRobin = try layout(configuration, width: 300, heights: heights)
    XCTAssertEqual((0..<6).map { roundRobin.column(ofItemAt: $0) }, [0, 1, 2, 0, 1, 2])
  }

  func testToleranceAppliesToWindowsOfSpanningItems() throws {
    let configuration = Masonry.Configuration(columns: .fixed(3), tolerance: 5)
    // After 10, 12, 11 the windows of two have tallest 12 ({0,1}) and 12
    // ({1,2}); the cursor is 0, so {0,1}. Then next starts 12 12 11 and the
    // cursor is 2: column 2 (11) is the shortest, and the only candidate
    // at or after the cursor.
    let masonry = try layout(
      configuration, width: 300, heights: [10, 12, 11, 3, 1], spans: [1, 1, 1, 2, 1])
    XCTAssertEqual(masonry.columns(ofItemAt: 3), 0..<2)
    XCTAssertEqual(masonry.frame(ofItemAt: 3), Rect(x: 0, y: 12, width: 200, height: 3))
    XCTAssertEqual(masonry.column(ofItemAt: 4), 2)
  }

  // MARK: - Exact ties: reading order (Masonry.js) or the cursor (CSS)

  func testExactTiesAtZeroToleranceAsCSSBreaksThem() throws {
    // The feed, 3 columns of 100, no gaps. Next starts (columns
    // 0, 1, 2) and cursor before each item:
    // 0: 0 0 0, cursor 0 -> 0.   1: 10 0 0, tie {1, 2}, cursor 1 -> 1.
    // 2: 10 30 0 -> 2.           3: 10 30 20, cursor 0 -> 0.
    // 4: 20 30 20, tie {0, 2}, cursor 1: reading order takes 0 (x 0), the
    //    cursor rule the first tied column at or after 1, column 2 (x 200).
    var configuration = Masonry.Configuration(columns: .fixed(3))
    let heights: [Double] = [10, 30, 20, 10, 5]
    let common = [
      Rect(x: 0, y: 0, width: 100, height: 10), Rect(x: 100, y: 0, width: 100, height: 30),
      Rect(x: 200, y: 0, width: 100, height: 20), Rect(x: 0, y: 10, width: 100, height: 10),
    ]
    let byDefault = try layout(configuration, width: 300, heights: heights)
    byDefault._checkInvariants()
    XCTAssertEqual(configuration.tieBreaking, .readingOrder)
    XCTAssertEqual(frames(byDefault), common + [Rect(x: 0, y: 20, width: 100, height: 5)])

    configuration.tieBreaking = .placementCursor
    let css = try layout(configuration, width: 300, heights: heights)
    css._checkInvariants()
    XCTAssertEqual(frames(css), common + [Rect(x: 200, y: 20, width: 100, height: 5)])

    // Right to left, the same choices mirrored: logical column 2 is the
    // leftmost.
    configuration.layoutDirection = .rightToLeft
    let mirrored = try layout(configuration, width: 300, heights: heights)
    mirrored._checkInvariants()
    XCTAssertEqual(frames(mirrored).last, Rect(x: 0, y: 20, width: 100, height: 5))
    configuration.tieBreaking = .readingOrder
    let mirroredDefault = try layout(configuration, width: 300, heights: heights)
    XCTAssertEqual(frames(mirroredDefault).last, Rect(x: 200, y: 20, width: 100, height: 5))

    // A positive tolerance decides alone: both rules place alike (item 4
    // with a tolerance of 1 takes the first candidate at or after the
    // cursor, column 2, either way).
    configuration = Masonry.Configuration(columns: .fixed(3), tolerance: 1)
    let tolerant = try layout(configuration, width: 300, heights: heights)
    configuration.tieBreaking = .placementCursor
    let tolerantCSS = try layout(configuration, width: 300, heights: heights)
    XCTAssertEqual(frames(tolerant), frames(css))
    XCTAssertEqual(frames(tolerantCSS), frames(css))

    // Round-robin ignores it.
    configuration = Masonry.Configuration(
      columns: .fixed(3), packing: .roundRobin, tieBreaking: .placementCursor)
    let roundRobin = try layout(configuration, width: 300, heights: heights)
    XCTAssertEqual((0..<5).map { roundRobin.column(ofItemAt: $0) }, [0, 1, 2, 0, 1])
  }

  func testTheCursorRuleBreaksTiesBetweenWindowsOfSpanningItems() throws {
    // 4 columns of 100. Next starts and cursor before each item:
    // 0-3: one item of 10 in each column. 4: 10 10 10 10, cursor 0 -> 0.
    // 5 (height 0): 20 10 10 10, tie {1, 2, 3}, cursor 1 -> 1 either way.
    // 6 (span 2): windows {0,1} 20, {1,2} 10, {2,3} 10, cursor 2: reading
    //    order takes {1,2} (x 100), the cursor rule {2,3} (x 200).
    var configuration = Masonry.Configuration(columns: .fixed(4))
    let heights: [Double] = [10, 10, 10, 10, 10, 0, 7]
    let spans = [1, 1, 1, 1, 1, 1, 2]
    let byDefault = try layout(configuration, width: 400, heights: heights, spans: spans)
    byDefault._checkInvariants()
    XCTAssertEqual(byDefault.frame(ofItemAt: 5), Rect(x: 100, y: 10, width: 100, height: 0))
    XCTAssertEqual(byDefault.frame(ofItemAt: 6), Rect(x: 100, y: 10, width: 200, height: 7))
    configuration.tieBreaking = .placementCursor
    let css = try layout(configuration, width: 400, heights: heights, spans: spans)
    css._checkInvariants()
    XCTAssertEqual(frames(css).dropLast(), frames(byDefault).dropLast())
    XCTAssertEqual(css.frame(ofItemAt: 6), Rect(x: 200, y: 10, width: 200, height: 7))
  }

  func testTheCursorRuleMatchesTheReferenceOnRandomFeeds() throws {
    // Both rules, every packing path (2 to 8 columns take the specialised
    // loop by default, which the cursor rule must leave), against the
    // brute force, with whole heights so that exact ties are common.
    var random = SplitMix64(seed: 27)
    for round in 0..<200 {
      var configuration = Masonry.Configuration(
        columns: .fixed(Int.random(in: 1...9, using: &random)))
      configuration.tieBreaking = Masonry.TieBreaking.allCases.randomElement(using: &random)!
      configuration.layoutDirection = LayoutDirection.allCases.randomElement(using: &random)!
      let count = Int.random(in: 0...60, using: &random)
      let heights = (0..<count).map { _ in Double(Int.random(in: 0...4, using: &random) * 10) }
      let spans = (0..<count).map { _ in Int.random(in: 0..<5, using: &random) == 0 ? 2 : 1 }
      let masonry = try layout(configuration, width: 900, heights: heights, spans: spans)
      masonry._checkInvariants()
      let expected = configuration.reference.layout(
        width: 900, itemCount: count, height: { index, _ in heights[index] },
        span: { spans[$0] })
      let context = "round \(round): \(configuration)"
      // The columns and the tops exactly; x to within rounding.
      XCTAssertEqual(
        (0..<count).map { masonry.column(ofItemAt: $0) }, expected.firstColumns, context)
      XCTAssertEqual(frames(masonry).map(\.minY), expected.frames.map(\.minY), context)
      XCTAssertTrue(zip(frames(masonry), expected.frames).allSatisfy(nearlyEqual), context)
    }
  }

  // MARK: - Pixel alignment

  func testPixelAlignmentAtScale2() throws {
    // Three columns of 33.33 in 100 points: edges 0, 33.33 -> 33.5,
    // 66.67 -> 66.5, 100. Heights round at the bottom edge: 10.3 -> 10.5,
    // 10.2 -> 10.0, 10.26 -> 10.5, and item 3 from 10.5 to 15.6 -> 15.5.
    let configuration = Masonry.Configuration(
      columns: .fixed(3), packing: .roundRobin, displayScale: 2)
    let masonry = try layout(configuration, width: 100, heights: [10.3, 10.2, 10.26, 5.1])
    XCTAssertEqual(
      frames(masonry),
      [
        Rect(x: 0, y: 0, width: 33.5, height: 10.5), Rect(x: 33.5, y: 0, width: 33, height: 10),
        Rect(x: 66.5, y: 0, width: 33.5, height: 10.5), Rect(x: 0, y: 10.5, width: 33.5, height: 5),
      ])
    XCTAssertEqual(masonry.contentSize.height, 15.5)
  }

  func testPixelAlignmentAtScale3HasNoGapsOrOverlaps() throws {
    // Thirds of a point: 10.1 -> 10, 10.2 -> 10.33, 10.5 -> 10.67; item 3
    // starts at 10 and ends at 10.2 -> 10.33.
    let configuration = Masonry.Configuration(
      columns: .fixed(3), packing: .roundRobin, displayScale: 3)
    let masonry = try layout(configuration, width: 100, heights: [10.1, 10.2, 10.5, 0.2])
    let third = 1.0 / 3
    let expected = [
      Rect(x: 0, y: 0, width: 100 * third, height: 10),
      Rect(x: 100 * third, y: 0, width: 100 * third, height: 31 * third),
      Rect(x: 200 * third, y: 0, width: 100 * third, height: 32 * third),
      Rect(x: 0, y: 10, width: 100 * third, height: third),
    ]
    for (index, frame) in expected.enumerated() {
      assertFrame(masonry.frame(ofItemAt: index), frame)
    }
    let f = frames(masonry)
    // Neighbours share edges exactly.
    XCTAssertEqual(f[0].maxX, f[1].minX)
    XCTAssertEqual(f[1].maxX, f[2].minX)
    XCTAssertEqual(f[0].maxY, f[3].minY)
    XCTAssertFalse(f[0].intersects(f[1]))
    XCTAssertFalse(f[0].intersects(f[3]))
    for frame in f {
      for edge in [frame.minX, frame.maxX, frame.minY, frame.maxY] {
        XCTAssertEqual(edge * 3, (edge * 3).rounded(), accuracy: 1e-9, "\(frame) at scale 3")
      }
    }
  }

  /// Found by the fuzz target: item 1's bottom is stored a unit in the
  /// last place short of 172 / 3, and item 2's bottom, 172 / 3 + 92.5 =
  /// 449.5 / 3, lies on a half pixel. Rounded from the stored top it came
  /// out a whole pixel low (449 / 3); rounded from the top's pixel, it is
  /// 450 / 3 = 150, as the rule says.
  func testABottomOnAHalfPixelRoundsFromTheTopsPixel() throws {
    let configuration = Masonry.Configuration(columns: .fixed(1), displayScale: 3)
    let masonry = try layout(configuration, width: 100, heights: [24.5, 32.5, 92.5])
    let expected = [
      Rect(x: 0, y: 0, width: 100, height: 74.0 / 3),
      Rect(x: 0, y: 74.0 / 3, width: 100, height: 98.0 / 3),
      Rect(x: 0, y: 172.0 / 3, width: 100, height: 278.0 / 3),
    ]
    for (index, frame) in expected.enumerated() {
      assertFrame(masonry.frame(ofItemAt: index), frame, accuracy: 1e-12, "item \(index)")
    }
    XCTAssertEqual(masonry.contentSize.height, 150, accuracy: 1e-12)
  }

  /// Found by the long randomized sweep: both columns end on the pixel
  /// 22 / 3, column 1 a unit in the last place short of it (its bottom was
  /// rounded up from 2⅔ + 4.5). That is still an exact tie, which goes to
  /// the first column in reading order, not to the column an ulp lower.
  func testColumnsEndingOnTheSamePixelTieExactly() throws {
    for direction in LayoutDirection.allCases {
      let configuration = Masonry.Configuration(
        columns: .fixed(2), layoutDirection: direction, displayScale: 3)
      let masonry = try layout(configuration, width: 100, heights: [22.0 / 3, 2.5, 4.5, 2])
      let first = direction == .leftToRight ? 0 : 1
      XCTAssertEqual(
        (0..<4).map { masonry.column(ofItemAt: $0) }, [first, 1 - first, 1 - first, first],
        "\(direction)")
      assertFrame(
        masonry.frame(ofItemAt: 3),
        Rect(x: Double(first) * 50, y: 22.0 / 3, width: 50, height: 2),
        accuracy: 1e-12, "\(direction)")
    }
  }

  func testPixelAlignedNeighboursTouchToTheLastPlace() throws {
    // Random feeds without spacing: every item starts exactly where the
    // tallest column above it ends, and adjacent columns share an edge.
    for seed in RandomSweep.caseSeeds(100, seed: 0x5EED_0003) {
      var random = SplitMix64(seed: seed)
      var configuration = random.masonryConfiguration()
      configuration.columnSpacing = 0
      configuration.rowSpacing = 0
      configuration.stamps = []  // they start columns lower: see the stamp tests
      configuration.displayScale = [1, 2, 3].randomElement(using: &random)!
      let feed = MasonryFeed.random(
        count: Int.random(in: 1...80, using: &random), using: &random)
      let width = Double(Int.random(in: 200...1200, using: &random))
      let masonry = prepared(configuration, width: width, feed: feed)
      let columns = masonry.columnFrames
      for (left, right) in zip(columns, columns.dropFirst()) {
        XCTAssertEqual(left.maxX, right.minX, "seed \(seed)")
      }
      let scale = configuration.displayScale!
      func assertOnPixel(_ edge: Double, _ what: String) {
        XCTAssertEqual(
          edge * scale, (edge * scale).rounded(), accuracy: 1e-6,
          "seed \(seed): \(what) \(edge) not on a pixel")
      }
      var bottoms = [Double?](repeating: nil, count: masonry.columnCount)
      for index in 0..<masonry.itemCount {
        let frame = masonry.frame(ofItemAt: index)!
        let range = masonry.columns(ofItemAt: index)!
        // Every top is exactly on a pixel edge, and the tallest frame above
        // ends there: on it, or, where an origin plus a size cannot land
        // on it, at most a unit in the last place short of it.
        XCTAssertEqual(Rect.align(frame.minY, scale: scale), frame.minY, "seed \(seed)")
        if let tallest = range.compactMap({ bottoms[$0] }).max() {
          XCTAssertLessThanOrEqual(tallest, frame.minY, "seed \(seed) item \(index)")
          XCTAssertGreaterThanOrEqual(tallest, frame.minY.nextDown, "seed \(seed) item \(index)")
        } else {
          XCTAssertGreaterThanOrEqual(frame.minY, configuration.contentInsets.top)
          XCTAssertLessThan(frame.minY, configuration.contentInsets.top + 1 / scale)
        }
        for column in range { bottoms[column] = frame.maxY }
        assertOnPixel(frame.minY, "top of item \(index)")
        assertOnPixel(frame.maxY, "bottom of item \(index)")
        if masonry.columnWidth > 1 {
          assertOnPixel(frame.minX, "left of item \(index)")
          assertOnPixel(frame.maxX, "right of item \(index)")
        }
      }
    }
  }
}
