// A measurement above a line absorbed above it: everything that reaches
// below the line moves by one shift, the space stays above the line as
// gaps, and with the gaps closed the layout is the keep-columns layout of
// the same heights.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class MasonryAbsorbingTests: XCTestCase {
  /// Two columns of 100-point items, 8 apart, 216 wide: item 2k in
  /// column 0 and 2k + 1 in column 1, each at 108k.
  func twoColumns() -> Masonry {
    var masonry = try! Masonry(
      configuration: Masonry.Configuration(columns: .fixed(2), columnSpacing: 16, rowSpacing: 8))
    masonry.prepare(
      width: 216, itemCount: 20, heights: FixedHeights(Array(repeating: 100, count: 20)))
    return masonry
  }

  func testAShorterItemKeepsItsBottomAndLeavesAGapAboveIt() throws {
    var masonry = twoColumns()
    // Item 2 (column 0, 108 to 208) above a line at 300 measures 60.
    let (changes, shift) = try XCTUnwrap(masonry._absorbLength(60, ofItemAt: 2, above: 300))
    XCTAssertEqual(shift, 0)
    XCTAssertEqual(Array(changes.changedItems), [2])
    XCTAssertEqual(masonry.frame(ofItemAt: 2), Rect(x: 0, y: 148, width: 100, height: 60))
    XCTAssertEqual(masonry.frame(ofItemAt: 4), Rect(x: 0, y: 216, width: 100, height: 100))
    XCTAssertEqual(masonry._gapsAboveItems.map(\.item), [2])
    XCTAssertEqual(masonry._gapsAboveItems.map(\.gap), [40])
    masonry._checkInvariants()
  }

  func testTheGapBelowAnItemMovesAboveItWithTheNextMeasurement() throws {
    var masonry = twoColumns()
    _ = try XCTUnwrap(masonry._absorbLength(60, ofItemAt: 2, above: 300))
    // Item 0, above item 2 in column 0, measures 100 again: the 40-point
    // gap moves above it, and item 2 is as it was.
    _ = try XCTUnwrap(masonry._absorbLength(100, ofItemAt: 0, above: 300))
    XCTAssertEqual(masonry.frame(ofItemAt: 0), Rect(x: 0, y: 40, width: 100, height: 100))
    XCTAssertEqual(masonry._gapsAboveItems.map(\.item), [0])
    masonry._checkInvariants()
  }

  func testALongerItemTakesTheGapsNextToItThenMovesEverythingFromItsTop() throws {
    var masonry = twoColumns()
    _ = try XCTUnwrap(masonry._absorbLength(60, ofItemAt: 2, above: 300))
    // Item 0 grows by 50: it takes the 40-point gap below it (item 2
    // keeps its place) and the other 10 move everything from its top (0)
    // on: item 1, in column 1, starts 10 lower, and so does item 4.
    let (_, shift) = try XCTUnwrap(masonry._absorbLength(150, ofItemAt: 0, above: 300))
    XCTAssertEqual(shift, 10)
    XCTAssertEqual(masonry.frame(ofItemAt: 0), Rect(x: 0, y: 0, width: 100, height: 150))
    XCTAssertEqual(masonry.frame(ofItemAt: 2), Rect(x: 0, y: 158, width: 100, height: 60))
    XCTAssertEqual(masonry.frame(ofItemAt: 1), Rect(x: 116, y: 10, width: 100, height: 100))
    XCTAssertEqual(masonry.frame(ofItemAt: 4), Rect(x: 0, y: 226, width: 100, height: 100))
    XCTAssertEqual(masonry.frame(ofItemAt: 5), Rect(x: 116, y: 226, width: 100, height: 100))
    XCTAssertEqual(masonry._gapsAboveItems.map(\.item), [1])
    XCTAssertEqual(masonry._gapsAboveItems.map(\.gap), [10])
    masonry._checkInvariants()
    // Closed, the layout is the keep-columns one of the same heights.
    _ = masonry._closeGaps(within: 0...1e9)
    XCTAssertEqual(masonry.frame(ofItemAt: 1), Rect(x: 116, y: 0, width: 100, height: 100))
    XCTAssertEqual(masonry.frame(ofItemAt: 2), Rect(x: 0, y: 158, width: 100, height: 60))
    XCTAssertTrue(masonry._gapsAboveItems.isEmpty)
    masonry._checkInvariants()
  }

  func testASlipClosesOnlyTheLastGapByAtMostItsStep() throws {
    var masonry = twoColumns()
    // Gaps above items 2 and 6 (column 0) and 3 (column 1).
    _ = try XCTUnwrap(masonry._absorbLength(60, ofItemAt: 2, above: 1_000))
    _ = try XCTUnwrap(masonry._absorbLength(50, ofItemAt: 6, above: 1_000))
    _ = try XCTUnwrap(masonry._absorbLength(70, ofItemAt: 3, above: 1_000))
    XCTAssertEqual(masonry._gapsAboveItems.map(\.item), [2, 3, 6])
    _ = masonry._closeGaps(within: 0...1_000, by: 1)
    XCTAssertEqual(masonry._gapsAboveItems.map(\.gap), [40, 30, 49])
    // Item 8, below both gaps of column 0, moves up by one point.
    XCTAssertEqual(masonry.frame(ofItemAt: 8)?.minY, 431)
    masonry._checkInvariants()
  }

  func testWhatItCannotAbsorbItLeavesToTheCaller() {
    var masonry = twoColumns()
    XCTAssertNil(masonry._absorbLength(60, ofItemAt: 4, above: 200))  // starts below
    XCTAssertNil(masonry._absorbLength(60, ofItemAt: 20, above: 200))  // no such item
    XCTAssertNil(masonry._absorbLength(60, ofItemAt: 0, above: .nan))
    var spanning = try! Masonry(configuration: Masonry.Configuration(columns: .fixed(2)))
    spanning.prepare(
      width: 200, itemCount: 3, heights: FixedHeights([50, 50, 50], columnSpans: [2]))
    XCTAssertNil(spanning._absorbLength(60, ofItemAt: 0, above: 500))
  }

  /// A stamp stays where it is: an item that grows above a stamp's bottom
  /// is left to the caller (the section's end would move by less than
  /// the items); one that shrinks, or starts below every stamp, is not.
  func testAnItemThatGrowsAboveAStampIsLeftToTheCaller() throws {
    var configuration = Masonry.Configuration(columns: .fixed(2), columnSpacing: 16, rowSpacing: 8)
    // Over column 1 (x 116 to 216), down to 300: its first item at 308.
    configuration.stamps = [Rect(x: 150, y: 0, width: 50, height: 300)]
    var masonry = try Masonry(configuration: configuration)
    masonry.prepare(
      width: 216, itemCount: 8, heights: FixedHeights(Array(repeating: 100, count: 8)))
    // Items 0, 1 and 2 in column 0 (0, 108, 216), item 3 in column 1 at
    // 308.
    XCTAssertEqual(masonry.frame(ofItemAt: 3), Rect(x: 116, y: 308, width: 100, height: 100))
    let before = masonry
    XCTAssertNil(masonry._absorbLength(150, ofItemAt: 1, above: 400))
    XCTAssertEqual(masonry.frame(ofItemAt: 1), before.frame(ofItemAt: 1))
    XCTAssertEqual(masonry._gapsAboveItems.count, 0)
    // Shorter: it keeps its end, nothing below moves.
    let (_, shrunk) = try XCTUnwrap(masonry._absorbLength(60, ofItemAt: 1, above: 400))
    XCTAssertEqual(shrunk, 0)
    // Item 3 starts below the stamp: it grows, and what is below moves.
    let (_, shift) = try XCTUnwrap(masonry._absorbLength(150, ofItemAt: 3, above: 420))
    XCTAssertEqual(shift, 50)
    masonry._checkInvariants()
  }

  func testRandomMeasurementsAboveALineMoveWhatReachesBelowItByOneShift() {
    RandomSweep.forEachCase(20, seed: 0x4057_0057) { seed, random in
      let count = Int.random(in: 200...1_000, using: &random)
      let columns = Int.random(in: 1...5, using: &random)
      let heights = (0..<count).map { _ in Double(Int.random(in: 0...300, using: &random)) }
      let spans = (0..<count).map { _ in Int.random(in: 0...20, using: &random) == 0 ? columns : 1 }
      var masonry = try! Masonry(
        configuration: Masonry.Configuration(
          columns: .fixed(columns), columnSpacing: 8, rowSpacing: 8))
      masonry.prepare(
        width: 400, itemCount: count, heights: FixedHeights(heights, columnSpans: spans))
      var expected = masonry
      let columnsBefore = (0..<count).map { masonry.columns(ofItemAt: $0) }
      var line = masonry.contentSize.height * Double(Int.random(in: 20...100, using: &random)) / 100
      for step in 0..<60 {
        let context = "seed \(seed) step \(step)"
        // An item starting above the line, within a screen of it.
        let candidates = (0..<count).filter {
          let frame = masonry.frame(ofItemAt: $0)!
          return frame.minY < line && frame.maxY > line - 800
        }
        guard let item = candidates.randomElement(using: &random) else { break }
        let height = Double(Int.random(in: 0...400, using: &random))
        let before = (0..<count).map { masonry.frame(ofItemAt: $0)! }
        guard let (_, shift) = masonry._absorbLength(height, ofItemAt: item, above: line) else {
          XCTAssertEqual(spans[item], columns, context)
          continue
        }
        expected.setHeight(height, ofItemAt: item, mode: .keepColumns)
        masonry._checkInvariants()
        for index in 0..<count where before[index].maxY > line {
          let now = masonry.frame(ofItemAt: index)!
          let (a, b) =
            index == item ? (now.maxY, before[index].maxY) : (now.minY, before[index].minY)
          if abs(a - (b + shift)) > 1e-6 {
            XCTFail("item \(index) moved by \(a - b), not \(shift), measuring \(item), \(context)")
          }
        }
        XCTAssertTrue(masonry._gapsAboveItems.allSatisfy { $0.gap > 0 }, context)
        line += shift - Double(Int.random(in: 0...120, using: &random))
      }
      XCTAssertEqual((0..<count).map { masonry.columns(ofItemAt: $0) }, columnsBefore)
      _ = masonry._closeGaps(within: -1e9...1e12)
      masonry._checkInvariants()
      for index in 0..<count {
        assertFrame(
          masonry.frame(ofItemAt: index)!, expected.frame(ofItemAt: index)!, accuracy: 1e-6,
          "item \(index), seed \(seed)")
      }
    }
  }
}
