// A new order of a feed of one section taken to the engine in one pass
// (MasonryHost's rearrangement) against the batch of update items it
// replaces: the same layout, offset adjustment, difference, batch,
// diagnostics and transition, after cells measured themselves (a moved
// one keeps its measured height) and left gaps above the viewport.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

@testable import MasonryLayoutHosting

final class MasonryFeedRearrangingTests: XCTestCase {
  typealias Feed = MasonryLayoutHosting.MasonryFeed<Int>

  /// Every item's frame, in order.
  private static func frames(_ feed: Feed) -> [Rect] {
    let layout = feed.host.layout
    return (0..<feed.itemCount).map { layout.frame(ofItemAt: ItemPath(section: 0, item: $0))! }
  }

  func testANewOrderInOnePassIsTheBatchItReplaces() throws {
    var cases = 0
    var onePass = 0
    var hashesKnown = 0
    defer {
      RandomSweep.tally("MasonryFeed rearrangement against a batch", cases)
      XCTAssertGreaterThan(onePass, cases / 2, "most steps take the one pass")
      XCTAssertGreaterThan(
        hashesKnown, cases / 4, "a quarter of the steps keep their ids' hashes for the next")
    }
    try RandomSweep.forEachCase(30, seed: 0x4EA4_FEED) { seed, random in
      var configuration = random.masonryConfiguration()
      if case .adaptive = configuration.columns {
        configuration.columns = .fixed(Int.random(in: 1...5, using: &random))
      }
      let width: Double = [320.0, 375, 768].randomElement(using: &random)!
      var batch = try Feed(configuration: configuration)
      batch.updateMode = Bool.random(using: &random) ? .keepColumns : .reflow
      batch._rearrangesInOnePass = false
      var ids = Array(0..<Int.random(in: 0...60, using: &random))
      var nextID = 10_000
      // Now and then items across two columns, by id.
      let spans = Bool.random(using: &random)
      let span = { (id: Int) in spans && id % 5 == 0 ? 2 : 1 }
      let none: (Int, Double) -> Double = { _, _ in 0 }
      batch.apply(
        sections: [ids], height: feedHeight, columnSpan: span, headerHeight: none,
        footerHeight: none)
      var viewport = Rect(x: 0, y: 0, width: width, height: 500)
      batch.prepare(
        viewport: viewport, height: feedHeight, columnSpan: span, headerHeight: none,
        footerHeight: none)
      var bulk = batch
      bulk._rearrangesInOnePass = true
      for step in 0..<6 {
        let context = "seed \(seed) step \(step), \(batch.updateMode)"
        // A scroll, and cells that measure themselves, above the viewport
        // too (gaps a batch closes first).
        viewport.origin.y = Double.random(
          in: 0...Swift.max(batch.host.contentSize.height, 1), using: &random)
        batch.setViewport(viewport)
        bulk.setViewport(viewport)
        for _ in 0..<Int.random(in: 0...6, using: &random) where !ids.isEmpty {
          let id = ids.randomElement(using: &random)!
          let height = Double(Int.random(in: 0...600, using: &random)) / 2
          batch.setMeasuredHeight(height, of: id)
          bulk.setMeasuredHeight(height, of: id)
        }
        XCTAssertEqual(Self.frames(bulk), Self.frames(batch), context)
        let new = random.changedIDs(ids, nextID: &nextID, duplicates: true)
        let expected = batch.apply(
          sections: [new], height: feedHeight, columnSpan: span, headerHeight: none,
          footerHeight: none)
        let update = bulk.apply(
          sections: [new], height: feedHeight, columnSpan: span, headerHeight: none,
          footerHeight: none)
        // The one pass was taken: every change but one move alone.
        let removals = expected.difference.removals
        let oneMove: Bool
        if expected.difference.count == 2, removals.count == 1,
          case .remove(_, _, _?) = removals.first
        {
          oneMove = true
        } else {
          oneMove = false
        }
        XCTAssertEqual(update._isDeferred, !expected.isEmpty && !oneMove, context)
        if update._isDeferred { onePass += 1 }
        bulk.host.layout._checkInvariants()
        XCTAssertEqual(bulk.ids, batch.ids, context)
        // The hashes a one pass keeps for the next are its ids', or none.
        if !bulk._idHashes.isEmpty {
          XCTAssertEqual(bulk._idHashes, bulk.ids.map(\.hashValue), context)
          hashesKnown += 1
        }
        let (frames, expectedFrames) = (Self.frames(bulk), Self.frames(batch))
        if let index = frames.indices.first(where: {
          $0 < expectedFrames.count && frames[$0] != expectedFrames[$0]
        }) {
          XCTFail("item \(index): \(frames[index]) != \(expectedFrames[index]), \(context)")
        }
        XCTAssertEqual(bulk.host.contentSize, batch.host.contentSize, context)
        XCTAssertEqual(update.contentOffsetAdjustment, expected.contentOffsetAdjustment, context)
        XCTAssertEqual(update.diagnostics, expected.diagnostics, context)
        XCTAssertEqual(update.isEmpty, expected.isEmpty, context)
        XCTAssertEqual(update.difference, expected.difference, context)
        XCTAssertEqual(update.updateItems, expected.updateItems, context)
        // Where each element starts and ends its animation.
        for index in 0..<new.count {
          let path = ItemPath(section: 0, item: index)
          XCTAssertEqual(
            update.transition.initialAppearance(of: .item, for: path),
            expected.transition.initialAppearance(of: .item, for: path), "\(context), new \(index)")
        }
        for index in 0..<ids.count {
          let path = ItemPath(section: 0, item: index)
          XCTAssertEqual(
            update.transition.finalAppearance(of: .item, for: path),
            expected.transition.finalAppearance(of: .item, for: path), "\(context), old \(index)")
        }
        ids = bulk.ids
        viewport = batch.host.viewport ?? viewport
        cases += 1
      }
    }
  }

  /// By hand: ten 100-point items in two 100-point columns, reversed,
  /// keeping columns. The longest run of old positions in the new order
  /// is one item long; patience sorting keeps the last, item 0, which
  /// stays in column 0. The other nine are placed by the rule, the
  /// shortest column first (ties to the left): new items 0, 2, 4, 6 and 8
  /// in column 0, 1, 3, 5 and 7 in column 1, so item 0 comes under them at
  /// 500, and the offset follows it (the anchor, at the top of the
  /// viewport): 500. The update is one pass, its difference made when
  /// read: nine moves.
  func testAReversalIsOnePass() throws {
    var feed = try Feed(
      configuration: Masonry.Configuration(columns: .fixed(2), columnSpacing: 0, rowSpacing: 0))
    let ids = Array(0..<10)
    feed.apply(ids, height: { _, _ in 100 })
    feed.prepare(viewport: Rect(x: 0, y: 0, width: 200, height: 300), height: { _, _ in 100 })
    let update = feed.apply(ids.reversed(), height: { _, _ in 100 })
    feed.host.layout._checkInvariants()
    XCTAssertTrue(update._isDeferred)
    XCTAssertFalse(update.isEmpty)
    XCTAssertEqual(feed.ids, Array(ids.reversed()))
    let frame = { feed.host.layout.frame(ofItemAt: ItemPath(section: 0, item: $0)) }
    XCTAssertEqual(frame(0), Rect(x: 0, y: 0, width: 100, height: 100))
    XCTAssertEqual(frame(1), Rect(x: 100, y: 0, width: 100, height: 100))
    XCTAssertEqual(frame(8), Rect(x: 0, y: 400, width: 100, height: 100))
    XCTAssertEqual(frame(9), Rect(x: 0, y: 500, width: 100, height: 100))
    XCTAssertEqual(feed.host.contentSize, Size(width: 200, height: 600))
    XCTAssertEqual(update.contentOffsetAdjustment, Point(x: 0, y: 500))
    XCTAssertEqual(
      update.description, "Update(removed: 0, inserted: 0, moved: 9, offset: (0, 500))")
  }

  /// Which changes take the one pass: a page appended or prepended is one
  /// run (the batch lays out the new items, or the list once, and copies
  /// nothing); a filter that keeps every other item leaves 500 runs (the
  /// batch would lay the list out again from each); a new sort moves
  /// nearly everything; one move alone is the engine's own move.
  func testWhichChangesTakeTheOnePass() throws {
    var feed = try Feed(configuration: Masonry.Configuration(columns: .fixed(2)))
    var ids = Array(0..<1000)
    feed.apply(ids, height: feedHeight)
    feed.prepare(viewport: Rect(x: 0, y: 0, width: 375, height: 800), height: feedHeight)
    func apply(_ new: [Int]) -> Bool {
      defer { ids = new }
      let update = feed.apply(new, height: feedHeight)
      feed.host.layout._checkInvariants()
      return update._isDeferred
    }
    XCTAssertFalse(apply(ids + Array(1000..<1050)), "a page appended")
    XCTAssertFalse(apply(Array(2000..<2050) + ids), "a page prepended")
    XCTAssertTrue(apply(ids.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)), "a filter")
    XCTAssertTrue(apply(ids.sorted { $0 % 7 < $1 % 7 || ($0 % 7 == $1 % 7 && $0 < $1) }), "a sort")
    var moved = ids
    moved.insert(moved.removeLast(), at: 0)
    XCTAssertFalse(apply(moved), "one move")
  }
}
