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

  func testAGapPastTheViewportsEdgeClosesByWhatReachesPastIt() throws {
    var masonry = twoColumns()
    // Gaps above items 2 (40: 148 to 208), 6 (50: 374 to 424), in column
    // 0, and 3 (30: 138 to 208), in column 1.
    _ = try XCTUnwrap(masonry._absorbLength(60, ofItemAt: 2, above: 1_000))
    _ = try XCTUnwrap(masonry._absorbLength(50, ofItemAt: 6, above: 1_000))
    _ = try XCTUnwrap(masonry._absorbLength(70, ofItemAt: 3, above: 1_000))
    XCTAssertEqual(masonry._gapsAboveItems.map(\.gap), [40, 30, 50])
    // A viewport from 140 on: 8 points of item 2's gap reach past its
    // edge, item 3's gap lies wholly before it (its item starts at 138),
    // and item 6's wholly past it. Item 2 then starts at the edge, item 4
    // at 208, item 6 at 316 (moved up by item 2's 8 too: read before
    // either closed), item 8 at 374; column 1 stays.
    let changes = masonry._closeGaps(within: 140...984, pastLine: 140)
    XCTAssertEqual(masonry._gapsAboveItems.map(\.item), [2, 3])
    XCTAssertEqual(masonry._gapsAboveItems.map(\.gap), [32, 30])
    XCTAssertEqual(masonry.frame(ofItemAt: 2), Rect(x: 0, y: 140, width: 100, height: 60))
    XCTAssertEqual(masonry.frame(ofItemAt: 4)?.minY, 208)
    XCTAssertEqual(masonry.frame(ofItemAt: 6), Rect(x: 0, y: 316, width: 100, height: 50))
    XCTAssertEqual(masonry.frame(ofItemAt: 8)?.minY, 374)
    XCTAssertEqual(masonry.frame(ofItemAt: 3), Rect(x: 116, y: 138, width: 100, height: 70))
    XCTAssertEqual(masonry.frame(ofItemAt: 5)?.minY, 216)
    XCTAssertTrue(changes.changedItems.contains(2))
    XCTAssertFalse(changes.changedItems.contains(3))
    masonry._checkInvariants()
    // Nothing reaches past an edge above every gap.
    let before = masonry
    XCTAssertEqual(masonry._closeGaps(within: 500...1_344, pastLine: 500).changedItems.count, 0)
    XCTAssertEqual(masonry.frame(ofItemAt: 2), before.frame(ofItemAt: 2))
  }

  func testAScrollBackCarriesAGapOverItemsTheUserHasNotSeen() throws {
    var masonry = twoColumns()
    // Item 6 (column 0, 324 to 424) measures 50: a gap of 50 above it.
    _ = try XCTUnwrap(masonry._absorbLength(50, ofItemAt: 6, above: 1_000))
    XCTAssertEqual(masonry.frame(ofItemAt: 6)?.minY, 374)
    // A scroll back from 310 to 300: item 4 (216 to 316), moved down by
    // the gap, would reach past 300, and the user saw it at 310: the gap
    // stays.
    var seen = masonry
    XCTAssertFalse(seen._carryGaps(before: 300, within: 1_000, unseenBefore: 310))
    XCTAssertEqual(seen._gapsAboveItems.map(\.item), [6])
    // From 320: items 4, 2 and 0, none of them seen, move down by 50, and
    // the gap goes above item 0; item 6 stays.
    XCTAssertTrue(masonry._carryGaps(before: 300, within: 1_000, unseenBefore: 320))
    XCTAssertEqual(masonry._gapsAboveItems.map(\.item), [0])
    XCTAssertEqual(masonry._gapsAboveItems.map(\.gap), [50])
    XCTAssertEqual(masonry.frame(ofItemAt: 4)?.minY, 266)
    XCTAssertEqual(masonry.frame(ofItemAt: 2)?.minY, 158)
    XCTAssertEqual(masonry.frame(ofItemAt: 0)?.minY, 50)
    XCTAssertEqual(masonry.frame(ofItemAt: 6)?.minY, 374)
    XCTAssertEqual(masonry.frame(ofItemAt: 1)?.minY, 0)
    masonry._checkInvariants()
  }

  func testAGapEveryColumnStartsWithComesOutAndEverythingMovesByIt() throws {
    var masonry = twoColumns()
    // The first items of both columns measure shorter: gaps of 40 above
    // item 0 (40 to 100) and 30 above item 1 (30 to 100).
    _ = try XCTUnwrap(masonry._absorbLength(60, ofItemAt: 0, above: 1_000))
    _ = try XCTUnwrap(masonry._absorbLength(70, ofItemAt: 1, above: 1_000))
    // Before a line at 20 the band's top (0) is not 30 points ahead of it:
    // taking 30 out would show what lies before the section.
    var early = masonry
    XCTAssertNil(early._takeCommonGaps(within: -1e9...1e9, before: 20))
    // Before 500: the 30 they share comes out; item 0 keeps 10.
    let (changes, shift) = try XCTUnwrap(masonry._takeCommonGaps(within: -1e9...1e9, before: 500))
    XCTAssertEqual(shift, -30)
    XCTAssertEqual(masonry._gapsAboveItems.map(\.item), [0])
    XCTAssertEqual(masonry._gapsAboveItems.map(\.gap), [10])
    XCTAssertEqual(masonry.frame(ofItemAt: 0), Rect(x: 0, y: 10, width: 100, height: 60))
    XCTAssertEqual(masonry.frame(ofItemAt: 1), Rect(x: 116, y: 0, width: 100, height: 70))
    XCTAssertEqual(masonry.frame(ofItemAt: 2)?.minY, 78)
    XCTAssertEqual(masonry.frame(ofItemAt: 19)?.minY, 942)
    XCTAssertEqual(masonry.contentSize.height, 1_042)
    XCTAssertTrue(changes.changedItems.contains(19))
    masonry._checkInvariants()
    // One column without a gap at the band's top: nothing in common.
    XCTAssertNil(masonry._takeCommonGaps(within: -1e9...1e9, before: 500))
  }

  /// A stamp stays where it is: a section with stamps keeps the gaps its
  /// columns share (taking them out would move every item past the stamp).
  func testASectionWithStampsKeepsTheGapsItsColumnsShare() throws {
    var configuration = Masonry.Configuration(columns: .fixed(2), columnSpacing: 16, rowSpacing: 8)
    // Over column 1 (x 116 to 216), down to 50: its first item at 58.
    configuration.stamps = [Rect(x: 150, y: 0, width: 50, height: 50)]
    var masonry = try Masonry(configuration: configuration)
    masonry.prepare(
      width: 216, itemCount: 8, heights: FixedHeights(Array(repeating: 100, count: 8)))
    let first = try XCTUnwrap((0..<8).first { masonry.columns(ofItemAt: $0) == 0..<1 })
    let second = try XCTUnwrap((0..<8).first { masonry.columns(ofItemAt: $0) == 1..<2 })
    _ = try XCTUnwrap(masonry._absorbLength(60, ofItemAt: first, above: 1_000))
    _ = try XCTUnwrap(masonry._absorbLength(70, ofItemAt: second, above: 1_000))
    XCTAssertEqual(masonry._gapsAboveItems.count, 2)
    XCTAssertNil(masonry._takeCommonGaps(within: -1e9...1e9, before: 500))
    XCTAssertEqual(masonry._gapsAboveItems.map(\.gap).sorted(), [30, 40])
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
    RandomSweep.forEachCase(4, seed: 0x4057_0057) { seed, random in
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
        line += shift
        // The gap every column of a band starts with, taken out: what
        // reaches below the line moves by one shift again.
        if Bool.random(using: &random) {
          let before = (0..<count).map { masonry.frame(ofItemAt: $0)! }
          if let (_, shift) = masonry._takeCommonGaps(within: (line - 1_600)...line, before: line) {
            masonry._checkInvariants()
            XCTAssertLessThan(shift, 0, context)
            for index in 0..<count where before[index].maxY > line {
              let moved = masonry.frame(ofItemAt: index)!.minY - before[index].minY
              if abs(moved - shift) > 1e-6 {
                XCTFail("item \(index) moved by \(moved), not \(shift), taking, \(context)")
              }
            }
            line += shift
          }
        }
        // A scroll back, every third step (each check reads every frame):
        // the gaps are carried over what the user has not seen (nothing
        // reaching past the old edge moves), then no gap reaches past the
        // new edge, and nothing wholly before it moves.
        guard step % 3 == 0 else {
          line -= Double(Int.random(in: 0...120, using: &random))
          continue
        }
        let back = line - Double(Int.random(in: 0...300, using: &random))
        let uncarried = (0..<count).map { masonry.frame(ofItemAt: $0)! }
        masonry._carryGaps(before: back, within: 800, unseenBefore: line)
        masonry._checkInvariants()
        for index in 0..<count where uncarried[index].maxY > line {
          XCTAssertEqual(
            masonry.frame(ofItemAt: index), uncarried[index], "carried \(index), \(context)")
        }
        let unclosed = (0..<count).map { masonry.frame(ofItemAt: $0)! }
        _ = masonry._closeGaps(within: back...(back + 800), pastLine: back)
        masonry._checkInvariants()
        for (index, gap) in masonry._gapsAboveItems {
          let top = masonry.frame(ofItemAt: index)!.minY
          if top > back + 1e-6, top - gap < back + 800 {
            XCTFail("item \(index)'s gap of \(gap) reaches past \(back), \(context)")
          }
        }
        for index in 0..<count where unclosed[index].maxY <= back {
          XCTAssertEqual(
            masonry.frame(ofItemAt: index), unclosed[index], "item \(index), \(context)")
        }
        line = back - Double(Int.random(in: 0...120, using: &random))
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
