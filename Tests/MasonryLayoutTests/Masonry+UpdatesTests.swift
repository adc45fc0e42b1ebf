// Every incremental operation compared with a fresh `prepare` of the final
// data (or, for keep-columns height changes, with the reference placing each
// item in its assigned columns).

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

/// The feed as the client holds it: per item either an aspect ratio or a
/// height in points, and a span. Edited alongside the engine, it is the
/// "final data" a fresh prepare is run on.
private struct FeedModel: MasonryHeightProvider {
  struct Entry {
    var value: Double
    var isRatio: Bool
    var span: Int
  }

  var entries: [Entry]

  init(_ feed: MasonryFeed) {
    entries = (0..<feed.count).map {
      Entry(value: feed.values[$0], isRatio: feed.usesRatios, span: feed.spans[$0])
    }
  }

  func height(forItemAt index: Int, width: Double) -> Double {
    guard entries.indices.contains(index) else { return 0 }
    return entries[index].isRatio ? width * entries[index].value : entries[index].value
  }

  func columnSpan(forItemAt index: Int) -> Int {
    entries.indices.contains(index) ? entries[index].span : 1
  }

  static func random(count: Int, using random: inout SplitMix64) -> [Entry] {
    FeedModel(
      MasonryFeed.random(count: count, using: &random, badValues: Bool.random(using: &random))
    )
    .entries
  }
}

/// One random case of an update test: a configuration, a width and a
/// feed, drawn from the case's seed.
private struct UpdateCase {
  let seed: UInt64
  let configuration: Masonry.Configuration
  let width: Double
  var model: FeedModel

  /// The seed, to print with a failure.
  var context: String { "seed \(seed)" }

  /// The feed laid out afresh, its invariants checked.
  func fresh() -> Masonry { fresh(model) }

  /// `model` laid out afresh with the case's configuration and width.
  func fresh(_ model: FeedModel) -> Masonry {
    var masonry = try! Masonry(configuration: configuration)
    masonry.prepare(width: width, itemCount: model.entries.count, heights: model)
    masonry._checkInvariants()
    return masonry
  }
}

final class MasonryUpdatesTests: XCTestCase {
  /// The seeded random-case loop of these tests: `base` cases
  /// (`RandomSweep.caseSeeds`), each a random configuration, width and
  /// feed of `itemCounts` items (with bad values in about half of them
  /// when `mayHaveBadValues`), handed to `body` with the generator to draw
  /// the rest of the case from.
  private func forEachCase(
    _ base: Int, seed: UInt64, itemCounts: ClosedRange<Int>, mayHaveBadValues: Bool = false,
    _ body: (_ test: inout UpdateCase, _ random: inout SplitMix64) throws -> Void
  ) rethrows {
    try RandomSweep.forEachCase(base, seed: seed) { seed, random in
      let configuration = random.masonryConfiguration()
      let width = random.masonryWidth()
      let feed = MasonryFeed.random(
        count: Int.random(in: itemCounts, using: &random), using: &random,
        badValues: mayHaveBadValues && Bool.random(using: &random))
      var test = UpdateCase(
        seed: seed, configuration: configuration, width: width, model: FeedModel(feed))
      try body(&test, &random)
    }
  }

  private func randomHeight(using random: inout SplitMix64) -> Double {
    Int.random(in: 0..<8, using: &random) == 0
      ? [.nan, -3, .infinity, 0, 2e12].randomElement(using: &random)!
      : Double(Int.random(in: 0...800, using: &random)) / 4
  }

  func testAppendEqualsFreshPrepare() {
    forEachCase(40, seed: 0xA99E_ED01, itemCounts: 0...120) { test, random in
      let model = test.model
      var masonry = try! Masonry(configuration: test.configuration)
      var laidOut = Int.random(in: 0...model.entries.count, using: &random)
      masonry.prepare(width: test.width, itemCount: laidOut, heights: model)
      masonry._checkInvariants()
      while laidOut < model.entries.count {
        let page = Int.random(in: 0...30, using: &random)
        masonry.appendItems(count: page, heights: model)
        masonry._checkInvariants()
        laidOut = min(laidOut + page, model.entries.count + page)
        if laidOut >= model.entries.count { break }
      }
      // Pages may run past the model's end: the model answers 0 and 1 there,
      // as a fresh prepare of that many items also asks.
      var final = try! Masonry(configuration: test.configuration)
      final.prepare(width: test.width, itemCount: masonry.itemCount, heights: model)
      final._checkInvariants()
      assertIdentical(masonry, final, test.context)
    }
  }

  func testAppendAsksForTheNewIndicesOnly() throws {
    var masonry = try Masonry(configuration: .init(columns: .fixed(3), columnSpacing: 6))
    masonry.prepare(width: 312, itemCount: 5, heights: FixedHeights([]))
    masonry._checkInvariants()
    let recorder = RecordingHeights()
    masonry.appendItems(count: 4, heights: recorder)
    masonry._checkInvariants()
    XCTAssertEqual(recorder.spanRequests, [5, 6, 7, 8])
    XCTAssertEqual(recorder.heightRequests.map(\.index), [5, 6, 7, 8])
    XCTAssertEqual(recorder.heightRequests.map(\.width), [100, 100, 100, 100])
    masonry.appendItems(count: 0, heights: recorder)
    masonry._checkInvariants()
    XCTAssertEqual(masonry.itemCount, 9)
  }

  func testHeightChangeWithReflowEqualsFreshPrepare() {
    forEachCase(40, seed: 0x4EF1_0001, itemCounts: 1...100) { test, random in
      var masonry = test.fresh()
      for _ in 0..<3 {
        let index = Int.random(in: 0..<test.model.entries.count, using: &random)
        let height = randomHeight(using: &random)
        masonry.setHeight(height, ofItemAt: index, mode: .reflow)
        masonry._checkInvariants()
        test.model.entries[index].value = height
        test.model.entries[index].isRatio = false
        assertIdentical(masonry, test.fresh(), test.context)
      }
    }
  }

  func testHeightChangeKeepingColumnsMovesOnlyItemsBelow() {
    forEachCase(40, seed: 0x4EF1_0002, itemCounts: 1...100) { test, random in
      let (configuration, width, seed) = (test.configuration, test.width, test.seed)
      var model = test.model
      var masonry = test.fresh()
      let columns = (0..<model.entries.count).map { masonry.column(ofItemAt: $0)! }
      let before = Array(masonry.frames)
      let index = Int.random(in: 0..<model.entries.count, using: &random)
      let height = randomHeight(using: &random)
      masonry.setHeight(height, ofItemAt: index, mode: .keepColumns)
      masonry._checkInvariants()
      model.entries[index].value = height
      model.entries[index].isRatio = false

      // Equal to placing every item in the columns it had, in index order.
      let expected = configuration.reference.layout(
        width: width, itemCount: model.entries.count, height: model.height,
        span: model.columnSpan, fixedColumns: columns)
      XCTAssertEqual((0..<model.entries.count).map { masonry.column(ofItemAt: $0)! }, columns)
      XCTAssert(
        nearlyEqual(masonry.contentSize.height, expected.contentSize.height), "seed \(seed)")
      for item in 0..<model.entries.count {
        let frame = masonry.frame(ofItemAt: item)!
        XCTAssert(nearlyEqual(frame, expected.frames[item]), "item \(item) seed \(seed)")
        // Items before the changed one, and items that share no column
        // with anything that moved, keep their frames exactly.
        if item < index { XCTAssertEqual(frame, before[item], "seed \(seed)") }
        XCTAssertEqual(frame.minX, before[item].minX)
        XCTAssertEqual(frame.width, before[item].width)
      }
    }
  }

  func testKeepColumnsShiftsTheColumnBelowByTheChange() throws {
    // Two columns, no spacing: items 0, 2, 4 in column 0; 1, 3 in column 1.
    var masonry = try Masonry(
      configuration: .init(columns: .fixed(2), rowSpacing: 5, packing: .roundRobin))
    masonry.prepare(width: 200, itemCount: 5, heights: FixedHeights([10, 20, 30, 40, 50]))
    masonry._checkInvariants()
    masonry.setHeight(25, ofItemAt: 0, mode: .keepColumns)
    masonry._checkInvariants()
    // Column 0 moves down by 15; column 1 does not move.
    XCTAssertEqual(
      Array(masonry.frames),
      [
        Rect(x: 0, y: 0, width: 100, height: 25), Rect(x: 100, y: 0, width: 100, height: 20),
        Rect(x: 0, y: 30, width: 100, height: 30), Rect(x: 100, y: 25, width: 100, height: 40),
        Rect(x: 0, y: 65, width: 100, height: 50),
      ])
    XCTAssertEqual(masonry.contentSize.height, 115)
    // With a full-width item, the shift cascades into the other column.
    masonry.prepare(
      width: 200, itemCount: 4, heights: FixedHeights([10, 20, 5, 7], columnSpans: [1, 1, 2, 1]))
    // Before: 0 (0..10) | 1 (0..20); 2 spans from 25 to 30; 3 at 35.
    masonry.setHeight(40, ofItemAt: 0, mode: .keepColumns)
    masonry._checkInvariants()
    XCTAssertEqual(masonry.frame(ofItemAt: 2), Rect(x: 0, y: 45, width: 200, height: 5))
    XCTAssertEqual(masonry.frame(ofItemAt: 3), Rect(x: 0, y: 55, width: 100, height: 7))
  }

  func testSetHeightsForARangeEqualsOneAtATime() {
    forEachCase(20, seed: 0x4EF1_0003, itemCounts: 1...80) { test, random in
      let model = test.model
      let mode = Masonry.UpdateMode.allCases.randomElement(using: &random)!
      let lower = Int.random(in: -5..<model.entries.count, using: &random)
      let upper = Int.random(in: lower...(model.entries.count + 5), using: &random)
      let newHeights = ComputedHeights { index, width in Double(index % 13) * 7 + width / 10 }
      var together = test.fresh()
      together.setHeights(ofItemsIn: lower..<upper, heights: newHeights, mode: mode)
      together._checkInvariants()
      var oneByOne = test.fresh()
      for index in (lower..<upper).clamped(to: 0..<model.entries.count) {
        let span = oneByOne.columns(ofItemAt: index)!.count
        let spanWidth =
          oneByOne.columnWidth * Double(span) + oneByOne.columnSpacing * Double(span - 1)
        oneByOne.setHeight(
          newHeights.height(forItemAt: index, width: spanWidth), ofItemAt: index, mode: mode)
        oneByOne._checkInvariants()
      }
      assertIdentical(together, oneByOne, test.context)
    }
  }

  func testInsertEqualsFreshPrepare() {
    forEachCase(40, seed: 0x1115_E470, itemCounts: 0...100) { test, random in
      var masonry = test.fresh()
      for _ in 0..<2 {
        let index = Int.random(in: 0...test.model.entries.count, using: &random)
        let inserted = FeedModel.random(
          count: Int.random(in: 0...12, using: &random), using: &random)
        test.model.entries.insert(contentsOf: inserted, at: index)
        // The provider is the final feed: new items are asked for by their
        // final indices.
        masonry.insertItems(in: index..<index + inserted.count, heights: test.model)
        masonry._checkInvariants()
        assertIdentical(masonry, test.fresh(), test.context)
      }
    }
  }

  func testInsertAsksForFinalIndicesAndClampsTheIndex() throws {
    var masonry = try Masonry(configuration: .init(columns: .fixed(2)))
    masonry.prepare(width: 100, itemCount: 4, heights: FixedHeights([1, 2, 3, 4]))
    masonry._checkInvariants()
    let recorder = RecordingHeights(height: 9)
    masonry.insertItems(in: 2..<5, heights: recorder)
    masonry._checkInvariants()
    XCTAssertEqual(recorder.spanRequests, [2, 3, 4])
    XCTAssertEqual(recorder.heightRequests.map(\.index), [2, 3, 4])
    XCTAssertEqual(masonry.itemCount, 7)
    XCTAssertEqual(masonry.frames.map(\.height), [1, 2, 9, 9, 9, 3, 4])
    // Past the end appends; before the start inserts at 0.
    masonry.insertItems(in: 100..<101, heights: FixedHeights([], columnSpans: []))
    masonry._checkInvariants()
    XCTAssertEqual(masonry.frames.map(\.height), [1, 2, 9, 9, 9, 3, 4, 0])
    masonry.insertItems(in: -5..<(-4), heights: RecordingHeights(height: 6))
    masonry._checkInvariants()
    XCTAssertEqual(masonry.frames.map(\.height), [6, 1, 2, 9, 9, 9, 3, 4, 0])
    masonry.insertItems(in: 1..<1, heights: recorder)
    masonry._checkInvariants()
    masonry.insertItems(in: Int.min..<Int.min, heights: recorder)
    masonry._checkInvariants()
    XCTAssertEqual(masonry.itemCount, 9)
  }

  func testRemoveEqualsFreshPrepare() {
    forEachCase(40, seed: 0x4E40_0E00, itemCounts: 0...100) { test, random in
      var masonry = test.fresh()
      for _ in 0..<2 {
        let lower = Int.random(in: -3...(test.model.entries.count + 3), using: &random)
        let upper = Int.random(in: lower...(lower + 15), using: &random)
        masonry.removeItems(in: lower..<upper)
        masonry._checkInvariants()
        let clamped = (lower..<upper).clamped(to: 0..<test.model.entries.count)
        test.model.entries.removeSubrange(clamped)
        assertIdentical(masonry, test.fresh(), test.context)
      }
    }
  }

  func testRandomSequencesOfOperationsEqualFreshPrepare() {
    forEachCase(30, seed: 0x5E9_0E4C, itemCounts: 0...60) { test, random in
      let (width, seed) = (test.width, test.seed)
      var model = test.model
      var masonry = test.fresh()
      for step in 0..<8 {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
          let added = FeedModel.random(
            count: Int.random(in: 0...10, using: &random), using: &random)
          model.entries += added
          masonry.appendItems(count: added.count, heights: model)
          masonry._checkInvariants()
        case 1:
          let index = Int.random(in: 0...model.entries.count, using: &random)
          let added = FeedModel.random(count: Int.random(in: 0...5, using: &random), using: &random)
          model.entries.insert(contentsOf: added, at: index)
          masonry.insertItems(in: index..<index + added.count, heights: model)
          masonry._checkInvariants()
        case 2:
          let lower = Int.random(in: 0...model.entries.count, using: &random)
          let upper = min(model.entries.count, lower + Int.random(in: 0...6, using: &random))
          model.entries.removeSubrange(lower..<upper)
          masonry.removeItems(in: lower..<upper)
          masonry._checkInvariants()
        default:
          guard !model.entries.isEmpty else { continue }
          let index = Int.random(in: 0..<model.entries.count, using: &random)
          let height = randomHeight(using: &random)
          model.entries[index].value = height
          model.entries[index].isRatio = false
          masonry.setHeight(height, ofItemAt: index, mode: .reflow)
          masonry._checkInvariants()
        }
        let expected = test.fresh(model)
        assertIdentical(masonry, expected, "step \(step) seed \(seed)")
        // Queries read the updated per-column index correctly.
        let rect = Rect(
          x: 0, y: Double.random(in: 0...max(1, masonry.contentSize.height), using: &random),
          width: width, height: 300)
        XCTAssertEqual(
          masonry.items(in: rect), expected.items(in: rect), "step \(step) seed \(seed)")
      }
    }
  }

  /// Many cheap cases: feeds of up to ten items (bad values in half of
  /// them) through three random operations of every kind, in both modes,
  /// indices out of range included. Until a keep-columns change, every
  /// result equals a fresh prepare; after one, the reference placing each
  /// item in the columns the engine gave it. Every change set is checked
  /// against the frames before and after.
  func testSmallFeedsThroughEveryOperation() throws {
    var cases = 0
    defer { RandomSweep.tally("Masonry updates with Changes", cases) }
    // 350 feeds of three steps: 1,050 cases by default and 105,000 in the
    // release sweep, over the 100,000 the kind needs (it ran 6,000 and
    // 300,000, 0.9 s in debug).
    try forEachCase(350, seed: 0x5_0B5, itemCounts: 0...10, mayHaveBadValues: true) {
      test, random in
      let (configuration, width, seed) = (test.configuration, test.width, test.seed)
      var model = test.model
      var masonry = test.fresh()
      var isFresh = true
      for step in 0..<3 {
        let count = model.entries.count
        let index = Int.random(in: -1...(count + 1), using: &random)
        let mode: Masonry.UpdateMode = Bool.random(using: &random) ? .reflow : .keepColumns
        let before = Array(masonry.frames)
        let changes: Masonry.Changes
        switch Int.random(in: 0..<7, using: &random) {
        case 0:
          let added = FeedModel.random(count: Int.random(in: 0...3, using: &random), using: &random)
          model.entries += added
          changes = masonry.appendItems(count: added.count, heights: model)
        case 1:
          let added = FeedModel.random(count: Int.random(in: 0...3, using: &random), using: &random)
          model.entries.insert(contentsOf: added, at: min(max(index, 0), count))
          changes = masonry.insertItems(in: index..<index + added.count, heights: model, mode: mode)
          if mode == .keepColumns, !added.isEmpty { isFresh = false }
        case 2:
          let range = index..<max(index, index + Int.random(in: 0...3, using: &random))
          let clamped = range.clamped(to: 0..<count)
          model.entries.removeSubrange(clamped)
          changes = masonry.removeItems(in: range, mode: mode)
          if mode == .keepColumns, !clamped.isEmpty { isFresh = false }
        case 3:
          let target = Int.random(in: -1...(count + 1), using: &random)
          changes = masonry.moveItem(from: index, to: target, mode: mode)
          if index >= 0, index < count, min(max(target, 0), count - 1) != index {
            let to = min(max(target, 0), count - 1)
            model.entries.insert(model.entries.remove(at: index), at: to)
            if mode == .keepColumns { isFresh = false }
          }
        default:
          let height = randomHeight(using: &random)
          if model.entries.indices.contains(index) {
            model.entries[index].value = height
            model.entries[index].isRatio = false
            if mode == .keepColumns { isFresh = false }
          }
          changes = masonry.setHeight(height, ofItemAt: index, mode: mode)
        }
        masonry._checkInvariants()
        let context = "step \(step) seed \(seed)"
        XCTAssertNoThrow(
          try checkChanges(changes, before: before, after: Array(masonry.frames)), context)
        cases += 1
        if isFresh {
          assertIdentical(masonry, test.fresh(model), context)
          continue
        }
        let columns = (0..<model.entries.count).map { masonry.column(ofItemAt: $0)! }
        let expected = configuration.reference.layout(
          width: width, itemCount: model.entries.count, height: model.height,
          span: model.columnSpan, fixedColumns: columns)
        for item in 0..<model.entries.count
        where !nearlyEqual(masonry.frame(ofItemAt: item)!, expected.frames[item]) {
          XCTFail("item \(item) is not stacked in its columns; \(context)")
        }
      }
    }
  }

  func testOutOfRangeUpdatesChangeNothing() throws {
    var masonry = try Masonry(configuration: .init(columns: .fixed(2)))
    masonry.prepare(width: 100, itemCount: 3, heights: FixedHeights([1, 2, 3]))
    masonry._checkInvariants()
    let before = masonry
    for index in [-1, 3, Int.min, Int.max] {
      masonry.setHeight(50, ofItemAt: index, mode: .reflow)
      masonry._checkInvariants()
      masonry.setHeight(50, ofItemAt: index, mode: .keepColumns)
      masonry._checkInvariants()
    }
    masonry.setHeights(ofItemsIn: 3..<10, heights: FixedHeights([]), mode: .reflow)
    masonry._checkInvariants()
    masonry.setHeights(ofItemsIn: -5..<0, heights: FixedHeights([]), mode: .keepColumns)
    masonry._checkInvariants()
    masonry.removeItems(in: 3..<7)
    masonry._checkInvariants()
    masonry.removeItems(in: -4..<0)
    masonry._checkInvariants()
    masonry.removeItems(in: 1..<1)
    masonry._checkInvariants()
    assertIdentical(masonry, before, "out of range")
    // Partly out of range: the part inside counts.
    masonry.removeItems(in: 2..<40)
    masonry._checkInvariants()
    XCTAssertEqual(masonry.itemCount, 2)
    masonry.removeItems(in: Int.min..<Int.max)
    masonry._checkInvariants()
    XCTAssertEqual(masonry.itemCount, 0)
    XCTAssertEqual(masonry.contentSize.height, 0)
  }
}
