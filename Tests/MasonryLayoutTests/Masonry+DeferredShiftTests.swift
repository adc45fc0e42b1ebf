// A measurement above a line that moves everything after a point moves the
// items of later blocks by their blocks' shifts, not one by one
// (`_ItemStorage.shiftSuffix(from:by:)`), and a cell measured where it
// shows moves the rest of its column by the column's shifts
// (`shiftSuffix(from:inColumn:by:)`): the frames read are those the items
// would have if placed again, every later update, query and invariant
// reads them so, and nothing that writes a top loses a shift.

import LayoutGeometry
import LayoutTestSupport
import XCTest

@testable import MasonryLayout

final class MasonryDeferredShiftTests: XCTestCase {
  /// Two columns of 100-point items, 8 apart, 216 wide: item 2k in
  /// column 0 and 2k + 1 in column 1, each at 108k; three blocks.
  func threeBlocks() -> Masonry {
    var masonry = try! Masonry(
      configuration: Masonry.Configuration(columns: .fixed(2), columnSpacing: 16, rowSpacing: 8))
    masonry.prepare(
      width: 216, itemCount: 3_000, heights: FixedHeights(Array(repeating: 100, count: 3_000)))
    return masonry
  }

  func testALongerItemMovesTheLaterBlocksByTheirShifts() throws {
    var masonry = threeBlocks()
    // Item 0 grows by 50: item 1, column 1's first item below its top,
    // starts 50 lower (a gap of 50), and every item from 2 on moves 50.
    let (_, shift) = try XCTUnwrap(masonry._absorbLength(150, ofItemAt: 0, above: 120))
    XCTAssertEqual(shift, 50)
    XCTAssertTrue(masonry._storage.hasShifts, "the later blocks moved by their shifts")
    masonry._checkInvariants()
    XCTAssertEqual(masonry.frame(ofItemAt: 0), Rect(x: 0, y: 0, width: 100, height: 150))
    XCTAssertEqual(masonry.frame(ofItemAt: 1), Rect(x: 116, y: 50, width: 100, height: 100))
    XCTAssertEqual(masonry.frame(ofItemAt: 2), Rect(x: 0, y: 158, width: 100, height: 100))
    // Block 1 (items 1,024 to 2,047) and block 2 (from 2,048).
    XCTAssertEqual(masonry.frame(ofItemAt: 1_500), Rect(x: 0, y: 81_050, width: 100, height: 100))
    XCTAssertEqual(
      masonry.frame(ofItemAt: 2_999), Rect(x: 116, y: 161_942, width: 100, height: 100))
    XCTAssertEqual(masonry.contentSize, Size(width: 216, height: 162_042))
    XCTAssertEqual(masonry._gapsAboveItems.map(\.item), [1])

    // Queries and hit tests read the shifts.
    XCTAssertEqual(
      masonry.items(in: Rect(x: 0, y: 81_100, width: 216, height: 50)).map(\.index), [1_500, 1_501])
    XCTAssertEqual(masonry.itemIndex(at: Point(x: 120, y: 161_950)), 2_999)
    XCTAssertNil(masonry.itemIndex(at: Point(x: 120, y: 161_941)))

    // An insertion keeping columns moves items across blocks. After item
    // 1,023 both columns next start at 108 · 512 + 50 = 55,346: the new
    // item takes column 0 there, column 0's later items move down 108,
    // and column 1's keep their frames under their new indices.
    masonry.insertItems(
      in: 1_024..<1_025, heights: FixedHeights(Array(repeating: 100, count: 1_025)),
      mode: .keepColumns)
    masonry._checkInvariants()
    XCTAssertEqual(masonry.frame(ofItemAt: 1_024), Rect(x: 0, y: 55_346, width: 100, height: 100))
    XCTAssertEqual(masonry.frame(ofItemAt: 1_501), Rect(x: 0, y: 81_158, width: 100, height: 100))
    XCTAssertEqual(
      masonry.frame(ofItemAt: 3_000), Rect(x: 116, y: 161_942, width: 100, height: 100))
    XCTAssertEqual(masonry.contentSize, Size(width: 216, height: 162_150))
  }

  func testACellThatGrowsMovesTheRestOfItsColumnByItsShifts() throws {
    var masonry = threeBlocks()
    // Item 2 (column 0, at 108) grows by 50, keeping columns: column 0's
    // later items move 50, column 1's stay.
    let changes = masonry.setHeight(150, ofItemAt: 2, mode: .keepColumns)
    XCTAssertTrue(masonry._storage.hasColumnShifts, "column 0's later blocks moved by shifts")
    masonry._checkInvariants()
    XCTAssertEqual(masonry.frame(ofItemAt: 2), Rect(x: 0, y: 108, width: 100, height: 150))
    XCTAssertEqual(masonry.frame(ofItemAt: 3), Rect(x: 116, y: 108, width: 100, height: 100))
    XCTAssertEqual(masonry.frame(ofItemAt: 4), Rect(x: 0, y: 266, width: 100, height: 100))
    // Block 1 (items 1,024 to 2,047): item 1,500 is column 0's 751st.
    XCTAssertEqual(masonry.frame(ofItemAt: 1_500), Rect(x: 0, y: 81_050, width: 100, height: 100))
    XCTAssertEqual(masonry.frame(ofItemAt: 1_501), Rect(x: 116, y: 81_000, width: 100, height: 100))
    XCTAssertEqual(
      masonry.frame(ofItemAt: 2_998), Rect(x: 0, y: 161_942, width: 100, height: 100))
    XCTAssertEqual(
      masonry.frame(ofItemAt: 2_999), Rect(x: 116, y: 161_892, width: 100, height: 100))
    XCTAssertEqual(masonry.contentSize, Size(width: 216, height: 162_042))
    // The change set: item 2 and column 0's later items, the first 64
    // runs exactly (2, 4, ..., 128), then one range to the last (2,998).
    let changed = changes.changedItems
    XCTAssertEqual(changed._rangeCount, 65)
    XCTAssertEqual(changed._range(at: 63), 128..<129)
    XCTAssertEqual(changed._range(at: 64), 130..<2_999)
    XCTAssertFalse(changed.contains(1))
    XCTAssertFalse(changed.contains(3))

    // Queries and hit tests read each column's shift: item 1,500 ends at
    // 81,150, and column 1's item 1,503 starts at 81,108.
    XCTAssertEqual(
      masonry.items(in: Rect(x: 0, y: 81_120, width: 216, height: 20)).map(\.index), [1_500, 1_503])
    XCTAssertEqual(masonry.itemIndex(at: Point(x: 50, y: 81_149)), 1_500)
    XCTAssertEqual(masonry.itemIndex(at: Point(x: 50, y: 81_045)), nil)
    XCTAssertEqual(masonry.itemIndex(at: Point(x: 150, y: 81_050)), 1_501)

    // Appending places by the columns' ends: column 1 is 50 shorter, so
    // item 3,000 goes there, at 161,892 + 108.
    masonry.appendItems(count: 1, heights: FixedHeights(Array(repeating: 100, count: 3_001)))
    masonry._checkInvariants()
    XCTAssertEqual(
      masonry.frame(ofItemAt: 3_000), Rect(x: 116, y: 162_000, width: 100, height: 100))

    // A shorter measurement in a shifted block: its block's shifts are
    // added in first. Item 1,502 (column 0, at 108 · 751 + 50 = 81,158)
    // loses 30: column 0 after it moves back up by 30.
    masonry.setHeight(70, ofItemAt: 1_502, mode: .keepColumns)
    masonry._checkInvariants()
    XCTAssertEqual(masonry.frame(ofItemAt: 1_502), Rect(x: 0, y: 81_158, width: 100, height: 70))
    XCTAssertEqual(masonry.frame(ofItemAt: 1_504)?.minY, 81_236)
    XCTAssertEqual(masonry.frame(ofItemAt: 2_998)?.minY, 161_912)
    XCTAssertEqual(masonry.frame(ofItemAt: 2_999)?.minY, 161_892)
  }

  func testASpanningItemAfterTheCellPlacesTheRestAgain() throws {
    // An item that spans both columns moves by the longer column: the
    // rest of the feed is placed again rather than moved by column.
    var spans = Array(repeating: 1, count: 3_000)
    spans[2_500] = 2
    var masonry = try Masonry(
      configuration: Masonry.Configuration(columns: .fixed(2), columnSpacing: 16, rowSpacing: 8))
    masonry.prepare(
      width: 216, itemCount: 3_000,
      heights: FixedHeights(Array(repeating: 100, count: 3_000), columnSpans: spans))
    masonry.setHeight(150, ofItemAt: 2, mode: .keepColumns)
    masonry._checkInvariants()
    XCTAssertFalse(masonry._storage.hasShifts)
    // After it, one is enough: item 2,600 moves its column alone.
    masonry.setHeight(150, ofItemAt: 2_600, mode: .keepColumns)
    masonry._checkInvariants()
    XCTAssertFalse(masonry._storage.hasColumnShifts, "item 2,600's block is the last")
    masonry.setHeight(150, ofItemAt: 2_501, mode: .keepColumns)
    XCTAssertFalse(masonry._storage.hasColumnShifts, "the same block as the last")
    // Moved to the front, the spanning item no longer holds back the
    // items it was before: item 5's column moves by its shifts.
    masonry.moveItem(from: 2_500, to: 0, mode: .keepColumns)
    masonry._checkInvariants()
    masonry.setHeight(150, ofItemAt: 5, mode: .keepColumns)
    masonry._checkInvariants()
    XCTAssertTrue(masonry._storage.hasColumnShifts)

    // More than 64 columns keep one shift per block: placed again.
    var wide = try Masonry(configuration: Masonry.Configuration(columns: .fixed(65)))
    wide.prepare(
      width: 6_500, itemCount: 3_000, heights: FixedHeights(Array(repeating: 100, count: 3_000)))
    wide.setHeight(150, ofItemAt: 2, mode: .keepColumns)
    wide._checkInvariants()
    XCTAssertFalse(wide._storage.hasShifts)
  }

  func testAShiftIsReadAsPlacingAgainWouldPlaceTheItems() throws {
    var masonry = threeBlocks()
    for (index, height) in [(40, 130.0), (38, 170), (37, 101), (20, 90)] {
      _ = try XCTUnwrap(masonry._absorbLength(height, ofItemAt: index, above: 2_500))
      masonry._checkInvariants()
    }
    // Then a shorter one in the first block shifted (items 1,024 to
    // 2,047): its block's shift is added in, and the later blocks keep
    // theirs.
    let line = masonry.frame(ofItemAt: 1_100)!.minY + 10
    _ = try XCTUnwrap(masonry._absorbLength(60, ofItemAt: 1_100, above: line))
    masonry._checkInvariants()
    XCTAssertTrue(masonry._storage.hasShifts)
    let read = (0..<masonry.itemCount).map { masonry.frame(ofItemAt: $0)! }
    // The same lengths, columns and gaps, placed again from the first
    // item, with no shift anywhere.
    masonry._storage.materializeShifts(from: 0)
    XCTAssertFalse(masonry._storage.hasShifts)
    _ = masonry._relayout(from: 0, mode: .keepColumns)
    masonry._checkInvariants()
    XCTAssertEqual((0..<masonry.itemCount).map { masonry.frame(ofItemAt: $0)! }, read)
  }

  func testAGapClosedPastALineBetweenPixelsLeavesWholePixels() throws {
    // In pixels every top is whole, which makes the blocks' sums exact. A
    // gap closed to a line between two pixels closes to the pixel at or
    // above it (a reviewer found the half pixel a sum then rounded, and
    // touching items overlapping by a unit in the last place).
    var masonry = try Masonry(
      configuration: Masonry.Configuration(
        columns: .fixed(2), columnSpacing: 16, rowSpacing: 0, displayScale: 2))
    masonry.prepare(
      width: 216, itemCount: 3_000, heights: FixedHeights(Array(repeating: 100, count: 3_000)))
    // Item 0 grows by 50: item 1 starts 50 lower, a gap of 50 above it.
    _ = try XCTUnwrap(masonry._absorbLength(150, ofItemAt: 0, above: 120))
    XCTAssertEqual(masonry.frame(ofItemAt: 1)?.minY, 50)
    // The line at 20.25 points, 40.5 pixels: item 1 moves up to 20.
    _ = masonry._closeGaps(within: 0...400, pastLine: 20.25)
    masonry._checkInvariants()
    XCTAssertEqual(masonry.frame(ofItemAt: 1), Rect(x: 116, y: 20, width: 100, height: 100))
    XCTAssertEqual(masonry.frame(ofItemAt: 3)?.minY, 120)
    // More growth above a line, moved by sums, keeps touching items apart.
    for (index, height) in [(2, 160.0), (4, 130), (3, 170)] {
      _ = try XCTUnwrap(masonry._absorbLength(height, ofItemAt: index, above: 700))
      masonry._checkInvariants()
    }
    XCTAssertTrue(masonry._storage.hasShifts)
  }

  func testRowsThatTouchAreNotMovedBySums() throws {
    // Without row spacing, a sum could round one item's end past the
    // next one's top: the items are placed again.
    var masonry = try Masonry(
      configuration: Masonry.Configuration(columns: .fixed(2), columnSpacing: 16, rowSpacing: 0))
    masonry.prepare(
      width: 216, itemCount: 3_000,
      heights: FixedHeights((0..<3_000).map { Double($0 % 7 + 90) / 3 }))
    _ = try XCTUnwrap(masonry._absorbLength(60.1, ofItemAt: 0, above: 50))
    XCTAssertFalse(masonry._storage.hasShifts)
    masonry._checkInvariants()
  }

  /// Random feeds of several blocks, each changed by a random sequence of
  /// what a scroll back does (measurements above a line, gaps carried,
  /// closed and taken out) and of updates (measured cells, insertions,
  /// removals, moves, appends), against the same feed whose shifts are
  /// added to its tops after every step: the same frames, exactly where
  /// the sums are exact (whole points or pixels), and the same queries.
  func testEveryUpdateReadsTheShiftsAsTheirTopsWouldBe() {
    var (deferred, columnShifted) = (0, 0)
    RandomSweep.forEachCase(3, seed: 0x5157_0061) { seed, random in
      let count = Int.random(in: 1_100...3_000, using: &random)
      let columns = Int.random(in: 1...4, using: &random)
      let scale: Double? = [nil, nil, 2, 3].randomElement(using: &random)!
      // Whole points, or thirds of a point: sums of thirds round in
      // points, where frames then agree within a unit in the last place
      // (and the queries are not compared), and not in pixels.
      let thirds = Bool.random(using: &random)
      let exact = !thirds || scale != nil
      let rowSpacing = [8.0, 0.5, 0].randomElement(using: &random)!
      func height() -> Double {
        let whole = Double(Int.random(in: 20...300, using: &random))
        return thirds ? (3 * whole + Double(Int.random(in: 0...2, using: &random))) / 3 : whole
      }
      // With no spanning item, a cell measured anywhere moves its column
      // by the column's shifts.
      let spanning = Bool.random(using: &random)
      let spans = (0..<count).map { _ in
        spanning && Int.random(in: 0...40, using: &random) == 0 ? columns : 1
      }
      // Either axis and direction: a right-to-left shelf measures its
      // frames from the content's end, and its hit test searches tops.
      let axis: Axis = Bool.random(using: &random) ? .vertical : .horizontal
      let direction: LayoutDirection = Bool.random(using: &random) ? .leftToRight : .rightToLeft
      // Half the time a stamp over the first columns: they start below
      // it, and the shifts move what follows as they move any column.
      let stamps =
        Bool.random(using: &random)
        ? [Rect(x: 0, y: 0, width: 150, height: Double(Int.random(in: 10...200, using: &random)))]
        : []
      var masonry = try! Masonry(
        configuration: Masonry.Configuration(
          columns: .fixed(columns), columnSpacing: 8, rowSpacing: rowSpacing,
          layoutDirection: direction, displayScale: scale, axis: axis, stamps: stamps))
      masonry.prepare(
        width: 400, itemCount: count,
        heights: FixedHeights((0..<count).map { _ in height() }, columnSpans: spans))
      var reference = masonry
      // Along the flow, from its start (the engine's vertical frame).
      let mirrored = axis == .horizontal && direction == .rightToLeft
      func length(_ masonry: Masonry) -> Double {
        axis == .vertical ? masonry.contentSize.height : masonry.contentSize.width
      }
      func flowTop(_ frame: Rect, in masonry: Masonry) -> Double {
        axis == .vertical ? frame.minY : mirrored ? length(masonry) - frame.maxX : frame.minX
      }
      func area(from start: Double, to end: Double, in masonry: Masonry) -> Rect {
        axis == .vertical
          ? Rect(x: 0, y: start, width: 400, height: end - start)
          : Rect(
            x: mirrored ? length(masonry) - end : start, y: 0, width: end - start, height: 400)
      }
      var line = length(masonry) * Double.random(in: 0.05...0.6, using: &random)
      for step in 0..<50 {
        let context = "seed \(seed) step \(step)"
        // In points, sums and placing again part by units in the last
        // place, and a later choice of column (an append, a re-flow, a
        // move) can break a tie between two columns the other way: each
        // step then starts the reference from the feed as it reads.
        if !exact {
          reference = masonry
          reference._makeUnique(reservingCapacity: reference.itemCount)
          reference._storage.materializeShifts(from: 0)
        }
        // Now and then a copy is kept across the step, as a host keeps
        // the layout before a batch: the step copies the storage, its
        // shifts with it, and the copy does not change.
        let kept = Int.random(in: 0..<4, using: &random) == 0 ? masonry : nil
        let keptFrames = kept.map { kept in (0..<kept.itemCount).map { kept.frame(ofItemAt: $0) } }
        let operation = Int.random(in: 0..<16, using: &random)
        switch operation {
        case 0..<6:
          // A measurement above the line.
          let candidates = masonry.items(in: area(from: line - 600, to: line, in: masonry))
            .filter { flowTop($0.frame, in: masonry) < line }.map(\.index)
          guard let item = candidates.randomElement(using: &random) else { break }
          let measured = height()
          let before = (0..<masonry.itemCount).map { masonry.frame(ofItemAt: $0)! }
          let result = masonry._absorbLength(measured, ofItemAt: item, above: line)
          let expected = reference._absorbLength(measured, ofItemAt: item, above: line)
          XCTAssertEqual(result?.shift, expected?.shift, context)
          line += result?.shift ?? 0
          // Every item whose frame moved is in the change set.
          if let changed = result?.changes.changedItems {
            for index in 0..<masonry.itemCount
            where masonry.frame(ofItemAt: index) != before[index] && !changed.contains(index) {
              XCTFail("item \(index) moved, not in the change set, \(context)")
              return
            }
          }
        case 6:
          let back = line - Double(Int.random(in: 0...300, using: &random))
          XCTAssertEqual(
            masonry._carryGaps(before: back, within: 800, unseenBefore: line),
            reference._carryGaps(before: back, within: 800, unseenBefore: line), context)
          line = back
        case 7:
          _ = masonry._closeGaps(within: (line - 400)...(line + 400), pastLine: line)
          _ = reference._closeGaps(within: (line - 400)...(line + 400), pastLine: line)
        case 8:
          let taken = masonry._takeCommonGaps(within: (line - 1_600)...line, before: line)
          let expected = reference._takeCommonGaps(within: (line - 1_600)...line, before: line)
          XCTAssertEqual(taken?.shift, expected?.shift, context)
          line += taken?.shift ?? 0
        case 9, 14, 15:
          // A cell the user sees, anywhere.
          let item = Int.random(in: 0..<masonry.itemCount, using: &random)
          let measured = height()
          let before = (0..<masonry.itemCount).map { masonry.frame(ofItemAt: $0)! }
          let changed = masonry.setHeight(measured, ofItemAt: item, mode: .keepColumns).changedItems
          reference.setHeight(measured, ofItemAt: item, mode: .keepColumns)
          if masonry._storage.hasColumnShifts { columnShifted += 1 }
          for index in 0..<masonry.itemCount
          where masonry.frame(ofItemAt: index) != before[index] && !changed.contains(index) {
            XCTFail("item \(index) moved, not in the change set, \(context)")
            return
          }
        case 10:
          let at = Int.random(in: 0...masonry.itemCount, using: &random)
          let added = (0..<Int.random(in: 1...3, using: &random)).map { _ in height() }
          let mode: Masonry.UpdateMode = Bool.random(using: &random) ? .keepColumns : .reflow
          let heights = FixedHeights(Array(repeating: 0, count: at) + added)
          if Bool.random(using: &random) {
            masonry.insertItems(in: at..<(at + added.count), heights: heights, mode: mode)
            reference.insertItems(in: at..<(at + added.count), heights: heights, mode: mode)
          } else {
            // Past the storage's slack (a sixteenth) now and then: the
            // items move to a new buffer, their shifts with them.
            let added = added + (0..<Int.random(in: 0...600, using: &random)).map { _ in height() }
            let appended = FixedHeights(Array(repeating: 0, count: masonry.itemCount) + added)
            masonry.appendItems(count: added.count, heights: appended)
            reference.appendItems(count: added.count, heights: appended)
          }
        case 12:
          // A jump: later measurements land in blocks already shifted.
          line = length(masonry) * Double.random(in: 0.05...0.95, using: &random)
        case 11:
          // A new layout in the same storage.
          let heights = FixedHeights((0..<count).map { _ in height() }, columnSpans: spans)
          masonry.prepare(width: 400, itemCount: count, heights: heights)
          reference.prepare(width: 400, itemCount: count, heights: heights)
        default:
          let from = Int.random(in: 0..<masonry.itemCount, using: &random)
          let mode: Masonry.UpdateMode = Bool.random(using: &random) ? .keepColumns : .reflow
          if Bool.random(using: &random) {
            let to = Int.random(in: 0..<masonry.itemCount, using: &random)
            masonry.moveItem(from: from, to: to, mode: mode)
            reference.moveItem(from: from, to: to, mode: mode)
          } else {
            let range =
              from..<Swift.min(from + Int.random(in: 1...3, using: &random), masonry.itemCount)
            masonry.removeItems(in: range, mode: mode)
            reference.removeItems(in: range, mode: mode)
          }
        }
        if let kept, let keptFrames {
          XCTAssertEqual((0..<kept.itemCount).map { kept.frame(ofItemAt: $0) }, keptFrames, context)
        }
        if masonry._storage.hasShifts { deferred += 1 }
        // The reference keeps no shift: its tops are what is read, and
        // what placing its items again, from the first, would give.
        reference._makeUnique(reservingCapacity: reference.itemCount)
        reference._storage.materializeShifts(from: 0)
        _ = reference._relayout(from: 0, mode: .keepColumns)
        masonry._checkInvariants()
        reference._checkInvariants()
        XCTAssertEqual(masonry.itemCount, reference.itemCount, context)
        let (size, expectedSize) = (masonry.contentSize, reference.contentSize)
        XCTAssertEqual(size.width, expectedSize.width, accuracy: exact ? 0 : 1e-3, context)
        XCTAssertEqual(size.height, expectedSize.height, accuracy: exact ? 0 : 1e-3, context)
        for index in 0..<masonry.itemCount {
          let (frame, expected) = (
            masonry.frame(ofItemAt: index)!, reference.frame(ofItemAt: index)!
          )
          // Sums round by units in the last place: within 1e-9 of the
          // content's length.
          let tolerance = exact ? 0 : 1e-9 * Swift.max(1, length(reference))
          let close =
            abs(frame.minX - expected.minX) <= tolerance
            && abs(frame.minY - expected.minY) <= tolerance
            && abs(frame.size.width - expected.size.width) <= tolerance
            && abs(frame.size.height - expected.size.height) <= tolerance
          if !close {
            XCTFail("item \(index): \(frame) against \(expected), \(context)")
            return
          }
        }
        guard exact else { continue }
        let start = Double.random(in: 0...length(masonry), using: &random)
        let screen = area(from: start, to: start + 700, in: masonry)
        XCTAssertEqual(masonry.items(in: screen), reference.items(in: screen), context)
        XCTAssertEqual(
          masonry.readingOrder(in: screen), reference.readingOrder(in: screen), context)
        for _ in 0..<20 {
          let point = Point(
            x: Double.random(in: screen.minX...screen.maxX, using: &random),
            y: Double.random(in: screen.minY...screen.maxY, using: &random))
          XCTAssertEqual(masonry.itemIndex(at: point), reference.itemIndex(at: point), context)
        }
      }
    }
    XCTAssertGreaterThan(deferred, 0, "no step moved items by their blocks' shifts")
    XCTAssertGreaterThan(columnShifted, 0, "no step moved a column by its shifts")
  }
}
