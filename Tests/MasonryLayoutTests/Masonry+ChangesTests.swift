// Change sets and index ranges, worked by hand: what each update reports,
// the index maps, and the compact forms.

import Foundation
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class MasonryChangesTests: XCTestCase {
  /// Two columns 100 wide, no spacing; heights in points.
  private func twoColumns(_ heights: [Double]) throws -> Masonry {
    var masonry = try Masonry(configuration: .init(columns: .fixed(2)))
    masonry.prepare(width: 200, itemCount: heights.count, heights: FixedHeights(heights))
    masonry._checkInvariants()
    return masonry
  }

  func testIndexRanges() throws {
    var set = Masonry.IndexRanges([5..<7, 0..<2, 1..<3, 7..<8, 10..<10])
    XCTAssertEqual(set.ranges, [0..<3, 5..<8])
    XCTAssertEqual(Array(set), [0, 1, 2, 5, 6, 7])
    XCTAssertEqual(set.count, 6)
    XCTAssertTrue(set.contains(6))
    XCTAssertFalse(set.contains(3))
    XCTAssertFalse(set.contains(-1))
    XCTAssertFalse(set.contains(.max))
    XCTAssertEqual(Masonry.IndexRanges(4..<4).isEmpty, true)
    XCTAssertEqual(set.description, "[0..<3, 5..<8]")
    let data = try JSONEncoder().encode(set)
    XCTAssertEqual(try JSONDecoder().decode(Masonry.IndexRanges.self, from: data), set)
    for bad in [#"{"ranges": [[3, 5], [4, 6]]}"#, #"{"ranges": [[5, 5]]}"#] {
      XCTAssertThrowsError(
        try JSONDecoder().decode(Masonry.IndexRanges.self, from: Data(bad.utf8)))
    }
    set = Masonry.IndexRanges()
    XCTAssertEqual(Array(set), [])
  }

  func testIndexRangesAgreeWithAPlainSetOverRandomRanges() throws {
    for seed in RandomSweep.caseSeeds(1_000, seed: 0x1D_5E75) {
      var random = SplitMix64(seed: seed)
      let ranges = (0..<Int.random(in: 0...6, using: &random)).map { _ in
        let low = Int.random(in: -5...40, using: &random)
        return low..<(low + Int.random(in: 0...6, using: &random))
      }
      let set = Masonry.IndexRanges(ranges)
      let plain = Set(ranges.flatMap { Array($0) })
      let context = "\(ranges) seed \(seed)"
      XCTAssertEqual(Array(set), plain.sorted(), context)
      XCTAssertEqual(set.count, plain.count, context)
      XCTAssertEqual(set.isEmpty, plain.isEmpty, context)
      for index in -7...48 { XCTAssertEqual(set.contains(index), plain.contains(index), context) }
      // Canonical: ascending, non-empty, apart; the same set however built.
      for (a, b) in zip(set.ranges, set.ranges.dropFirst()) {
        XCTAssertLessThan(a.upperBound, b.lowerBound, context)
      }
      XCTAssertTrue(set.ranges.allSatisfy { !$0.isEmpty }, context)
      XCTAssertEqual(Masonry.IndexRanges(ranges.reversed()), set, context)
      XCTAssertEqual(Masonry.IndexRanges(plain.map { $0..<($0 + 1) }), set, context)
      XCTAssertEqual(Masonry.IndexRanges(plain.map { $0..<($0 + 1) }).hashValue, set.hashValue)
      let data = try JSONEncoder().encode(set)
      XCTAssertEqual(try JSONDecoder().decode(Masonry.IndexRanges.self, from: data), set, context)
    }
  }

  func testRemovalInBothModes() throws {
    // Items 0 (10), 1 (50), 2 (10), 3 (10), 4 (20): columns 0, 1, 0, 0, 0;
    // item 4 is in column 0 at 30, item 3 at 20.
    let heights: [Double] = [10, 50, 10, 10, 20]
    var keep = try twoColumns(heights)
    XCTAssertEqual((0..<5).map { keep.column(ofItemAt: $0)! }, [0, 1, 0, 0, 0])
    var reflow = keep

    // Keep-columns: removing item 2 closes the gap in column 0 only.
    let kept = keep.removeItems(in: 2..<3, mode: .keepColumns)
    keep._checkInvariants()
    XCTAssertEqual(kept.removedItems.ranges, [2..<3])
    XCTAssertEqual(kept.insertedItems.ranges, [])
    XCTAssertEqual(kept.changedItems.ranges, [2..<4])  // old 3 and 4, moved up
    XCTAssertEqual(keep.frame(ofItemAt: 2), Rect(x: 0, y: 10, width: 100, height: 10))
    XCTAssertEqual(keep.frame(ofItemAt: 3), Rect(x: 0, y: 20, width: 100, height: 20))
    XCTAssertEqual(kept.newIndex(ofOld: 1), 1)
    XCTAssertNil(kept.newIndex(ofOld: 2))
    XCTAssertEqual(kept.newIndex(ofOld: 4), 3)
    XCTAssertEqual(kept.oldIndex(ofNew: 3), 4)
    XCTAssertEqual(kept.oldContentSize, Size(width: 200, height: 50))
    XCTAssertEqual(kept.newContentSize, Size(width: 200, height: 50))

    // Re-flow: every survivor from the removed index on is listed.
    let flowed = reflow.removeItems(in: 2..<3, mode: .reflow)
    reflow._checkInvariants()
    XCTAssertEqual(flowed.changedItems.ranges, [2..<4])
    XCTAssertEqual(flowed.removedItems.ranges, [2..<3])
  }

  func testKeepColumnsListsOnlyTheItemsThatMoved() throws {
    // Two columns of ten items each (round-robin by ties): growing item 4
    // (column 0) moves items 6, 8, ... 18 only, not the other column.
    var masonry = try twoColumns(Array(repeating: 10, count: 20))
    let changes = masonry.setHeight(15, ofItemAt: 4, mode: .keepColumns)
    masonry._checkInvariants()
    XCTAssertEqual(Array(changes.changedItems), [4, 6, 8, 10, 12, 14, 16, 18])
    XCTAssertEqual(changes.changedItems.ranges.count, 8)
    // Re-flowing lists everything from the item on, in one range.
    let reflowed = masonry.setHeight(10, ofItemAt: 4, mode: .reflow)
    masonry._checkInvariants()
    XCTAssertEqual(reflowed.changedItems.ranges, [4..<20])
  }

  func testAKeepColumnsChangeListsSixtyFourRunsExactlyThenOneRange() throws {
    // 400 items in two columns; growing item 0 moves every other item of
    // column 0: with the resized item, 200 runs of one item. The first 64
    // runs are listed exactly, the rest as one range from the 65th run to
    // the last item that moved.
    var masonry = try twoColumns(Array(repeating: 10, count: 400))
    let changes = masonry.setHeight(25, ofItemAt: 0, mode: .keepColumns)
    masonry._checkInvariants()
    XCTAssertEqual(changes.changedItems.ranges.count, 65)
    XCTAssertEqual(changes.changedItems.ranges[0], 0..<1)
    XCTAssertEqual(changes.changedItems.ranges[1], 2..<3)
    XCTAssertEqual(changes.changedItems.ranges[63], 126..<127)
    XCTAssertEqual(changes.changedItems.ranges[64], 128..<399)
  }

  func testInsertMoveAppendAndPrepare() throws {
    var masonry = try twoColumns([10, 20, 30, 40])
    let inserted = masonry.insertItems(
      in: 1..<3, heights: FixedHeights([0, 5, 5, 0, 0, 0]), mode: .keepColumns)
    masonry._checkInvariants()
    XCTAssertEqual(inserted.insertedItems.ranges, [1..<3])
    XCTAssertEqual(inserted.newIndex(ofOld: 0), 0)
    XCTAssertEqual(inserted.newIndex(ofOld: 1), 3)
    XCTAssertEqual(inserted.oldIndex(ofNew: 2), nil)
    XCTAssertEqual(inserted.oldIndex(ofNew: 5), 3)
    // The old items kept their columns.
    XCTAssertEqual([0, 3, 4, 5].map { masonry.column(ofItemAt: $0)! }, [0, 1, 0, 1])

    let moved = masonry.moveItem(from: 0, to: 5, mode: .reflow)
    masonry._checkInvariants()
    XCTAssertEqual(moved.movedItem?.from, 0)
    XCTAssertEqual(moved.movedItem?.to, 5)
    XCTAssertEqual(moved.newIndex(ofOld: 0), 5)
    XCTAssertEqual(moved.newIndex(ofOld: 1), 0)
    XCTAssertEqual(moved.newIndex(ofOld: 5), 4)
    XCTAssertEqual(moved.oldIndex(ofNew: 5), 0)
    XCTAssertEqual(moved.oldIndex(ofNew: 0), 1)
    XCTAssertEqual(moved.changedItems.ranges, [0..<6])

    let appended = masonry.appendItems(
      count: 3, heights: FixedHeights(Array(repeating: 1, count: 9)))
    masonry._checkInvariants()
    XCTAssertEqual(appended.insertedItems.ranges, [6..<9])
    XCTAssertTrue(appended.changedItems.isEmpty)

    let prepared = masonry.prepare(width: 300, itemCount: 4, heights: FixedHeights([1, 2, 3, 4]))
    masonry._checkInvariants()
    XCTAssertEqual(prepared.changedItems.ranges, [0..<4])
    XCTAssertEqual(prepared.removedItems.ranges, [4..<9])
    XCTAssertEqual(prepared.newIndex(ofOld: 2), 2)
    XCTAssertNil(prepared.newIndex(ofOld: 7))
  }

  func testOutOfRangeUpdatesChangeNothingAndSaySo() throws {
    var masonry = try twoColumns([10, 20, 30])
    let before = Array(masonry.frames)
    let updates: [Masonry.Changes] = [
      masonry.setHeight(5, ofItemAt: 3, mode: .reflow),
      masonry.setHeight(5, ofItemAt: -1, mode: .keepColumns),
      masonry.setHeights(ofItemsIn: 5..<9, heights: FixedHeights([]), mode: .reflow),
      masonry.insertItems(in: Int.max..<Int.max, heights: FixedHeights([])),
      masonry.insertItems(in: 1..<1, heights: FixedHeights([]), mode: .keepColumns),
      masonry.removeItems(in: 3..<10),
      masonry.removeItems(in: -5..<0, mode: .keepColumns),
      masonry.moveItem(from: 7, to: 0, mode: .reflow),
      masonry.moveItem(from: -1, to: 0, mode: .keepColumns),
      masonry.moveItem(from: 1, to: 1, mode: .reflow),
      masonry.appendItems(count: -3, heights: FixedHeights([])),
      masonry.appendItems(count: Int.min, heights: FixedHeights([])),
    ]
    masonry._checkInvariants()
    for (number, changes) in updates.enumerated() {
      XCTAssertTrue(changes.isEmpty, "update \(number): \(changes)")
      XCTAssertEqual(changes.newIndex(ofOld: 1), 1)
    }
    XCTAssertEqual(Array(masonry.frames), before)
    // Ranges past the end are clamped; a move past the end lands last.
    let moved = masonry.moveItem(from: 0, to: .max, mode: .keepColumns)
    masonry._checkInvariants()
    XCTAssertEqual(moved.movedItem?.to, 2)
    let removed = masonry.removeItems(in: 1..<Int.max)
    masonry._checkInvariants()
    XCTAssertEqual(removed.removedItems.ranges, [1..<3])
    XCTAssertEqual(masonry.itemCount, 1)
  }

  /// Found in review, beside the sectioned change set's overflow: decoding
  /// took any counts and sets, so a stored change set could make a map
  /// overflow (an inserted range up to `Int.max` shifted an index past
  /// it). Decoding now accepts exactly the sets an update could return.
  func testDecodingRejectsAChangeSetNoUpdateCouldReturn() throws {
    var masonry = try twoColumns([10, 20, 30, 40])
    let changes = masonry.moveItem(from: 3, to: 0, mode: .keepColumns)
    let data = try JSONEncoder().encode(changes)
    XCTAssertEqual(try JSONDecoder().decode(Masonry.Changes.self, from: data), changes)
    func decoded(_ fields: String) throws -> Masonry.Changes {
      let size = #"{"width": 200, "height": 50}"#
      let sizes = #""oldContentSize": \#(size), "newContentSize": \#(size)"#
      return try JSONDecoder().decode(
        Masonry.Changes.self, from: Data("{\(fields), \(sizes)}".utf8))
    }
    let empty = #"{"ranges": []}"#
    // An append of 2 to 4 items, as an update returns it.
    let append = """
      "removedItems": \(empty), "insertedItems": {"ranges": [[4, 6]]}, \
      "changedItems": \(empty), "oldItemCount": 4, "newItemCount": 6
      """
    XCTAssertEqual(try decoded(append).newIndex(ofOld: 3), 3)
    XCTAssertEqual(try decoded(append).oldIndex(ofNew: 4), nil)
    let nothing = #""removedItems": {"ranges": []}, "insertedItems": {"ranges": []}, "#
    for bad in [
      // Survivors that do not agree, and the sum that overflowed.
      append.replacingOccurrences(of: #""newItemCount": 6"#, with: #""newItemCount": 7"#),
      """
      "removedItems": \(empty), "insertedItems": {"ranges": [[0, \(Int.max)]]}, \
      "changedItems": \(empty), "oldItemCount": \(Int.max), "newItemCount": \(Int.max)
      """,
      // Sets outside their counts, negative counts, a move off the items.
      append.replacingOccurrences(of: "[[4, 6]]", with: "[[5, 7]]"),
      append.replacingOccurrences(of: "[[4, 6]]", with: "[[-1, 1]]"),
      append.replacingOccurrences(
        of: #""changedItems": {"ranges": []}"#, with: #""changedItems": {"ranges": [[0, 9]]}"#),
      nothing + #""changedItems": {"ranges": []}, "oldItemCount": -1, "newItemCount": -1"#,
      nothing
        + #""changedItems": {"ranges": []}, "move": {"from": 0, "to": 4}, "#
        + #""oldItemCount": 4, "newItemCount": 4"#,
      // A move beside an insertion, which no update returns.
      append.replacingOccurrences(
        of: #""oldItemCount": 4"#, with: #""move": {"from": 0, "to": 1}, "oldItemCount": 4"#),
    ] {
      XCTAssertThrowsError(try decoded(bad), bad) { error in
        guard case DecodingError.dataCorrupted = error else {
          return XCTFail("\(error) for \(bad)")
        }
      }
    }
  }

  /// Left alone last session, then fixed: the memberwise initializer takes
  /// any sets, and a map of one no update could return overflowed and
  /// trapped (an inserted range up to `Int.max` shifted an index past it).
  /// Such a change set now maps nothing, and a consistent one built by
  /// hand maps as an update's would.
  func testAHandBuiltChangeSetNoUpdateCouldReturnMapsNothingRatherThanTrapping() {
    let size = Size(width: 200, height: 50)
    let overflowing = Masonry.Changes(
      insertedItems: Masonry.IndexRanges(0..<Int.max), oldItemCount: Int.max,
      newItemCount: Int.max, oldContentSize: size, newContentSize: size)
    XCTAssertNil(overflowing.newIndex(ofOld: 5))  // trapped
    XCTAssertNil(overflowing.newIndex(ofOld: 0))  // was Int.max, no item
    let movedOff = Masonry.Changes(
      movedItem: (from: 0, to: 9), oldItemCount: 4, newItemCount: 4, oldContentSize: size,
      newContentSize: size)
    XCTAssertNil(movedOff.newIndex(ofOld: 0))  // was 9, no item
    XCTAssertNil(movedOff.newIndex(ofOld: 1))  // was 0
    let disagreeing = Masonry.Changes(
      removedItems: Masonry.IndexRanges(0..<1), oldItemCount: 4, newItemCount: 4,
      oldContentSize: size, newContentSize: size)
    XCTAssertNil(disagreeing.newIndex(ofOld: 3))  // was 2
    // Found in review: counts that agree, but a move beside removed items,
    // which no update returns, mapped item 3 of 5 to 4, past the 3 new
    // items, and new item 2 to the removed item 1.
    let moveAndRemove = Masonry.Changes(
      removedItems: Masonry.IndexRanges(0..<2), movedItem: (from: 4, to: 0), oldItemCount: 5,
      newItemCount: 3, oldContentSize: size, newContentSize: size)
    XCTAssertNil(moveAndRemove.newIndex(ofOld: 3))
    XCTAssertNil(moveAndRemove.oldIndex(ofNew: 2))
    // A set reaching below 0 is rejected before anything sums its counts
    // (the count of `Int.min ..< Int.max` would itself overflow).
    let everything = Masonry.Changes(
      removedItems: Masonry.IndexRanges(Int.min..<Int.max), oldItemCount: 4, newItemCount: 4,
      oldContentSize: size, newContentSize: size)
    XCTAssertNil(everything.newIndex(ofOld: 2))
    XCTAssertNil(everything.oldIndex(ofNew: 2))  // trapped
    // An anchor passed through such a set is kept as it was.
    let anchor = Masonry.Anchor(index: 3, distance: 12)
    XCTAssertEqual(anchor.updated(by: disagreeing), anchor)  // was item 2
    XCTAssertEqual(anchor.updated(by: moveAndRemove), anchor)  // was item 4
    // A consistent set by hand maps as before: remove item 1 of 4, insert
    // two at the end.
    let consistent = Masonry.Changes(
      removedItems: Masonry.IndexRanges(1..<2), insertedItems: Masonry.IndexRanges(3..<5),
      oldItemCount: 4, newItemCount: 5, oldContentSize: size, newContentSize: size)
    XCTAssertEqual((0..<4).map(consistent.newIndex(ofOld:)), [0, nil, 1, 2])
    XCTAssertEqual((0..<5).map(consistent.oldIndex(ofNew:)), [0, 2, 3, nil, nil])
  }
}
