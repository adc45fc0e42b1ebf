// Masonry._rearrange, a new order in one pass, against what it replaces:
// the same removals and insertions made one run at a time, as a batch
// makes them, and, keeping columns, against the brute-force reference with
// the kept items' columns fixed.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

@testable import MasonryLayout

final class MasonryRearrangingTests: XCTestCase {
  /// Items by id: the feed `order` names, each id's height and span read
  /// from `feed` (so a moved item reads what it had).
  private struct Ordered: MasonryHeightProvider {
    let feed: LayoutTestSupport.MasonryFeed
    let order: [Int]

    func height(forItemAt index: Int, width: Double) -> Double {
      order.indices.contains(index) ? feed.height(order[index], width) : 0
    }

    func columnSpan(forItemAt index: Int) -> Int {
      order.indices.contains(index) ? feed.span(order[index]) : 1
    }

    func column(forItemAt index: Int) -> Int? {
      order.indices.contains(index) ? feed.column(order[index]) : nil
    }
  }

  /// A new order of `old`: some ids removed, some new ones (from
  /// `fresh`) inserted, some moved, the rest in order.
  private static func reordered(
    _ old: [Int], fresh: Range<Int>, _ random: inout SplitMix64
  ) -> [Int] {
    var new = old.filter { _ in Int.random(in: 0..<6, using: &random) != 0 }
    for id in fresh where Bool.random(using: &random) {
      new.insert(id, at: Int.random(in: 0...new.count, using: &random))
    }
    switch Int.random(in: 0..<4, using: &random) {
    case 0: new.shuffle(using: &random)
    case 1: new.reverse()
    default:
      for _ in 0..<Int.random(in: 0...4, using: &random) where new.count > 1 {
        let moved = new.remove(at: Int.random(in: 0..<new.count, using: &random))
        new.insert(moved, at: Int.random(in: 0...new.count, using: &random))
      }
    }
    return new
  }

  func testARearrangementIsTheBatchItReplaces() throws {
    var cases = 0
    defer { RandomSweep.tally("Masonry rearrangement against a batch", cases) }
    try RandomSweep.forEachCase(200, seed: 0x4EA4_4A46) { seed, random in
      var configuration = random.masonryConfiguration()
      if case .adaptive = configuration.columns {
        configuration.columns = .fixed(Int.random(in: 1...5, using: &random))
      }
      let width: Double = [320.0, 375, 768].randomElement(using: &random)!
      let count = Int.random(in: 0...50, using: &random)
      let feed = LayoutTestSupport.MasonryFeed.random(
        count: count + 20, using: &random, badValues: Int.random(in: 0..<4, using: &random) == 0,
        spanning: Bool.random(using: &random), explicitColumns: Bool.random(using: &random))
      let old = Array(0..<count)
      let new = Self.reordered(old, fresh: count..<(count + 20), &random)
      let (prefix, suffix) = IdentityDifference.trim(old, new)
      let alignment = IdentityDifference.alignment(
        from: old, to: new, prefix: prefix, suffix: suffix)
      let mode = Masonry.UpdateMode.allCases.randomElement(using: &random)!
      let context = "seed \(seed), \(mode), \(old.count) to \(new)"

      var batch = try Masonry(configuration: configuration)
      batch.prepare(width: width, itemCount: count, heights: Ordered(feed: feed, order: old))
      var bulk = batch
      // The batch: every old item that does not stay removed, from the
      // highest run down; every new one that is not kept inserted, from
      // the lowest run up.
      let newOfOld = alignment.newIndices()
      let stays = old.indices.map { old in
        newOfOld[old] >= 0 && alignment.keptOldIndex(ofNew: newOfOld[old]) == old
      }
      for run in consecutiveRuns(old.indices.filter { !stays[$0] }).reversed() {
        batch.removeItems(in: run, mode: mode)
      }
      let inserted = new.indices.filter { alignment.keptOldIndex(ofNew: $0) == nil }
      for run in consecutiveRuns(inserted) {
        batch.insertItems(in: run, heights: Ordered(feed: feed, order: new), mode: mode)
      }
      // The rearrangement, from the common prefix.
      let kept = (prefix..<new.count).map { alignment.keptOldIndex(ofNew: $0) ?? -1 }
      // Half the cases name where each item comes from, so that a moved
      // one keeps its stored length (the provider gives the same here).
      let sources =
        Bool.random(using: &random)
        ? (prefix..<new.count).map { alignment.oldIndex(ofNew: $0) ?? -1 } : nil
      let changes = bulk._rearrange(
        from: prefix, kept: kept, sources: sources, heights: Ordered(feed: feed, order: new),
        mode: mode)
      bulk._checkInvariants()
      XCTAssertEqual(bulk.itemCount, new.count, context)
      let (frames, expectedFrames) = (Array(bulk.frames), Array(batch.frames))
      XCTAssertEqual(frames.count, expectedFrames.count, context)
      if let index = frames.indices.first(where: {
        $0 < expectedFrames.count && frames[$0] != expectedFrames[$0]
      }) {
        XCTFail("item \(index): \(frames[index]) != \(expectedFrames[index]), \(context)")
      }
      XCTAssertEqual(bulk.contentSize, batch.contentSize, context)
      XCTAssertEqual(changes.newItemCount, new.count, context)
      if mode == .keepColumns {
        // Each item that stays in its columns; the rest by the rule.
        let before = configuration.reference.layout(
          width: width, itemCount: old.count, height: { feed.height(old[$0], $1) },
          span: { feed.span(old[$0]) }, explicitColumn: { feed.column(old[$0]) })
        let fixed = new.indices.map { index in
          alignment.keptOldIndex(ofNew: index).map { before.firstColumns[$0] }
        }
        let expected = configuration.reference.layout(
          width: width, itemCount: new.count, height: { feed.height(new[$0], $1) },
          span: { feed.span(new[$0]) }, fixedColumns: fixed,
          explicitColumn: { feed.column(new[$0]) })
        let wrong = new.indices.first { index in
          bulk.column(ofItemAt: index) != expected.firstColumns[index]
            || !nearlyEqual(bulk.frame(ofItemAt: index)!, expected.frames[index])
        }
        if let index = wrong {
          XCTFail(
            "item \(index): \(bulk.frame(ofItemAt: index)!) != \(expected.frames[index]), \(context)"
          )
        }
      }
      cases += 1
    }
  }

  /// By hand: three 100-point items in two 100-point columns with no
  /// spacing, [a b c] to [c a b] keeping columns. a (column 0) and b
  /// (column 1) stay; c, moved to the front, is placed by the rule into
  /// the shortest column at that point, column 0, and a goes under it.
  func testAMoveToTheFrontIsPlacedByTheRule() throws {
    var masonry = try Masonry(
      configuration: Masonry.Configuration(columns: .fixed(2), columnSpacing: 0, rowSpacing: 0))
    let heights = FixedHeights([100, 100, 100])
    masonry.prepare(width: 200, itemCount: 3, heights: heights)
    XCTAssertEqual(masonry.frame(ofItemAt: 2), Rect(x: 0, y: 100, width: 100, height: 100))
    masonry._rearrange(from: 0, kept: [-1, 0, 1], heights: heights, mode: .keepColumns)
    masonry._checkInvariants()
    XCTAssertEqual(
      Array(masonry.frames),
      [
        Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 0, y: 100, width: 100, height: 100),
        Rect(x: 100, y: 0, width: 100, height: 100),
      ])
  }
}
