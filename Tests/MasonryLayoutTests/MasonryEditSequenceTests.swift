// Seeded random edit sequences (prepare, append, height changes, insert,
// remove and move, in both update modes) against a brute-force model of
// the update rules, checking every frame, every change set and every
// anchor on the way.

import Foundation
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

/// The feed as the host holds it, edited alongside the engine: per item a
/// ratio or a height in points, and a span.
private struct EditedFeed: MasonryHeightProvider {
  struct Entry {
    var value: Double
    var isRatio: Bool
    var span: Int
  }

  var entries: [Entry]

  func height(forItemAt index: Int, width: Double) -> Double {
    guard entries.indices.contains(index) else { return 0 }
    return entries[index].isRatio ? width * entries[index].value : entries[index].value
  }

  func columnSpan(forItemAt index: Int) -> Int {
    entries.indices.contains(index) ? entries[index].span : 1
  }

  static func random(_ count: Int, _ random: inout SplitMix64) -> [Entry] {
    let feed = MasonryFeed.random(
      count: count, using: &random, badValues: Int.random(in: 0..<4, using: &random) == 0,
      spanning: Bool.random(using: &random))
    return (0..<count).map {
      Entry(value: feed.values[$0], isRatio: feed.usesRatios, span: feed.spans[$0])
    }
  }
}

/// The brute-force model of the update rules: the frames are always those
/// of placing every item in index order, each in the columns it keeps, or
/// where the packing rule puts it.
private struct UpdateModel {
  let configuration: Masonry.Configuration
  let width: Double
  var feed: EditedFeed
  /// Each item's first column after the last update.
  var columns: [Int] = []

  /// Lays out the feed with `kept` columns (`nil` to choose), and records
  /// the columns.
  mutating func layout(keeping kept: [Int?]) -> MasonryReference.Result {
    let result = configuration.reference.layout(
      width: width, itemCount: feed.entries.count, height: feed.height, span: feed.columnSpan,
      fixedColumns: kept)
    columns = result.firstColumns
    return result
  }

  /// The kept columns of an update from `first`: those before it, and, in
  /// keep-columns mode, those after it but `choosing`.
  func kept(from first: Int, mode: Masonry.UpdateMode, choosing: Set<Int> = []) -> [Int?] {
    columns.indices.map { index in
      index < first || (mode == .keepColumns && !choosing.contains(index)) ? columns[index] : nil
    }
  }
}

final class MasonryEditSequenceTests: XCTestCase {
  func testRandomEditSequencesFollowTheRulesAndReportThem() throws {
    var cases = 0
    defer { RandomSweep.tally("Masonry updates with Changes", cases) }
    for seed in RandomSweep.caseSeeds(30, seed: 0xED17_5E05) {
      var random = SplitMix64(seed: seed)
      var configuration = random.masonryConfiguration()
      if case .adaptive = configuration.columns {
        configuration.columns = .fixed(Int.random(in: 1...5, using: &random))
      }
      let width = [320.0, 375, 768, 1024].randomElement(using: &random)!
      var model = UpdateModel(
        configuration: configuration, width: width,
        feed: EditedFeed(
          entries: EditedFeed.random(Int.random(in: 0...60, using: &random), &random)))
      var masonry = try Masonry(configuration: configuration)
      let prepared = masonry.prepare(
        width: width, itemCount: model.feed.entries.count, heights: model.feed)
      masonry._checkInvariants()
      var expected = model.layout(keeping: [])
      check(masonry, expected, "prepare, seed \(seed)")
      XCTAssertEqual(prepared.insertedItems, Masonry.IndexRanges(0..<masonry.itemCount))
      XCTAssertEqual(prepared.oldItemCount, 0)

      for step in 0..<10 {
        let context = "seed \(seed) step \(step)"
        let before = Array(masonry.frames)
        let beforeSize = masonry.contentSize
        let viewport = Rect(
          x: 0, y: Double.random(in: -50...(beforeSize.height + 50), using: &random),
          width: width, height: Double.random(in: 1...900, using: &random))
        let anchor = masonry.anchor(in: viewport)
        let count = masonry.itemCount
        let mode = Masonry.UpdateMode.allCases.randomElement(using: &random)!
        var changes: Masonry.Changes
        var firstTouched: Int
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
          let added = Int.random(in: -1...8, using: &random)
          let newEntries = EditedFeed.random(max(added, 0), &random)
          model.feed.entries += newEntries
          changes = masonry.appendItems(count: added, heights: model.feed)
          expected = model.layout(
            keeping: model.columns + Array(repeating: nil, count: newEntries.count))
          firstTouched = count
          XCTAssertEqual(
            changes.insertedItems, Masonry.IndexRanges(count..<model.feed.entries.count), context)
        case 1:
          guard count > 0 else { continue }
          let index = Int.random(in: 0..<count, using: &random)
          let height = Double(Int.random(in: 0...1600, using: &random)) / 4
          let kept = model.kept(from: index, mode: mode)
          model.feed.entries[index] = .init(
            value: height, isRatio: false, span: model.feed.entries[index].span)
          changes = masonry.setHeight(height, ofItemAt: index, mode: mode)
          expected = model.layout(keeping: kept)
          firstTouched = index
        case 2:
          let index = Int.random(in: -2...(count + 2), using: &random)
          let added = Int.random(in: -1...6, using: &random)
          let at = min(max(index, 0), count)
          let newEntries = EditedFeed.random(max(added, 0), &random)
          model.feed.entries.insert(contentsOf: newEntries, at: at)
          let shifted =
            Array(model.columns[..<at]) + Array(repeating: 0, count: newEntries.count)
            + Array(model.columns[at...])
          model.columns = shifted
          let kept = model.kept(from: at, mode: mode, choosing: Set(at..<(at + newEntries.count)))
          changes = masonry.insertItems(
            in: index..<index + max(added, 0), heights: model.feed, mode: mode)
          expected =
            newEntries.isEmpty ? model.layout(keeping: model.columns) : model.layout(keeping: kept)
          firstTouched = at
          XCTAssertEqual(
            changes.insertedItems, Masonry.IndexRanges(at..<(at + newEntries.count)), context)
        case 3:
          let lower = Int.random(in: -2...(count + 1), using: &random)
          let upper = lower + Int.random(in: -1...5, using: &random)
          let range = upper >= lower ? lower..<upper : lower..<lower
          let clamped = range.clamped(to: 0..<count)
          model.feed.entries.removeSubrange(clamped)
          model.columns.removeSubrange(clamped)
          let kept = model.kept(from: clamped.lowerBound, mode: mode)
          changes = masonry.removeItems(in: range, mode: mode)
          expected =
            clamped.isEmpty ? model.layout(keeping: model.columns) : model.layout(keeping: kept)
          firstTouched = clamped.lowerBound
          XCTAssertEqual(changes.removedItems, Masonry.IndexRanges(clamped), context)
        case 4:
          let from = Int.random(in: -1...count, using: &random)
          let to = Int.random(in: -2...(count + 1), using: &random)
          changes = masonry.moveItem(from: from, to: to, mode: mode)
          if from >= 0, from < count, min(max(to, 0), count - 1) != from {
            let target = min(max(to, 0), count - 1)
            let entry = model.feed.entries.remove(at: from)
            model.feed.entries.insert(entry, at: target)
            let column = model.columns.remove(at: from)
            model.columns.insert(column, at: target)
            let first = min(from, target)
            let kept = model.kept(from: first, mode: mode, choosing: [target])
            expected = model.layout(keeping: kept)
            firstTouched = first
            XCTAssertEqual(changes.movedItem?.from, from, context)
            XCTAssertEqual(changes.movedItem?.to, target, context)
          } else {
            XCTAssertTrue(changes.isEmpty, context)
            expected = model.layout(keeping: model.columns)
            firstTouched = count
          }
        default:
          guard count > 0 else { continue }
          let lower = Int.random(in: 0..<count, using: &random)
          let range = lower..<min(count, lower + Int.random(in: 1...6, using: &random))
          let kept = model.kept(from: lower, mode: mode)
          for index in range {
            model.feed.entries[index].value = Double(Int.random(in: 0...400, using: &random))
            model.feed.entries[index].isRatio = false
          }
          changes = masonry.setHeights(ofItemsIn: range, heights: model.feed, mode: mode)
          expected = model.layout(keeping: kept)
          firstTouched = lower
        }
        masonry._checkInvariants()
        check(masonry, expected, context)
        checkChanges(
          changes, before: before, after: Array(masonry.frames), firstTouched: firstTouched, context
        )
        XCTAssertEqual(changes.oldContentSize, beforeSize, context)
        XCTAssertEqual(changes.newContentSize, masonry.contentSize, context)
        checkAnchor(anchor, changes: changes, viewport: viewport, masonry, context)
        cases += 1
      }
    }
  }

  /// The engine's layout against the model's.
  private func check(_ masonry: Masonry, _ expected: MasonryReference.Result, _ context: String) {
    XCTAssertEqual(masonry.itemCount, expected.frames.count, context)
    XCTAssert(
      nearlyEqual(masonry.contentSize.height, expected.contentSize.height),
      "content \(masonry.contentSize) != \(expected.contentSize) \(context)")
    for index in 0..<min(masonry.itemCount, expected.frames.count) {
      guard
        masonry.column(ofItemAt: index) == expected.firstColumns[index],
        nearlyEqual(masonry.frame(ofItemAt: index)!, expected.frames[index])
      else {
        XCTFail(
          "item \(index): column \(masonry.column(ofItemAt: index)!) "
            + "\(masonry.frame(ofItemAt: index)!) != \(expected.firstColumns[index]) "
            + "\(expected.frames[index]) \(context)")
        return
      }
    }
  }

  /// A change set against the frames before and after: complete and exact
  /// (`checkChanges`), decodable, and with a change list that starts no
  /// earlier than the first index the update touched.
  private func checkChanges(
    _ changes: Masonry.Changes, before: [Rect], after: [Rect], firstTouched: Int,
    _ context: String
  ) {
    XCTAssertNoThrow(
      try LayoutContractSupport.checkChanges(changes, before: before, after: after), context)
    // Every change set an update returns decodes: decoding accepts exactly
    // the consistent ones.
    XCTAssertEqual(
      try JSONDecoder().decode(Masonry.Changes.self, from: JSONEncoder().encode(changes)),
      changes, context)
    if let first = changes.changedItems.ranges.first {
      XCTAssertGreaterThanOrEqual(
        first.lowerBound, firstTouched, "changed \(changes.changedItems) \(context)")
    }
  }

  /// An anchor taken before the update, followed through it: the item
  /// keeps its distance from the viewport's top unless the clamp applies.
  private func checkAnchor(
    _ anchor: Masonry.Anchor, changes: Masonry.Changes, viewport: Rect, _ masonry: Masonry,
    _ context: String
  ) {
    let updated = anchor.updated(by: changes)
    let offset = masonry.contentOffset(restoring: updated, in: viewport)
    let maximum = max(0, masonry.contentSize.height - viewport.height)
    XCTAssertGreaterThanOrEqual(offset.y, 0, context)
    XCTAssertLessThanOrEqual(offset.y, maximum, context)
    guard let index = updated.index else { return }
    XCTAssertLessThan(index, masonry.itemCount, context)
    if let old = anchor.index, changes.newIndex(ofOld: old) == index {
      XCTAssertEqual(updated.distance, anchor.distance, context)
    } else {
      XCTAssertEqual(updated.distance, 0, "a moved anchor lands at distance 0 \(context)")
    }
    let top = masonry.frame(ofItemAt: index)!.minY
    let unclamped = top - updated.distance
    if unclamped >= 0, unclamped <= maximum {
      XCTAssertEqual(top - offset.y, updated.distance, accuracy: 1e-9 * max(1, top), context)
    }
  }
}
