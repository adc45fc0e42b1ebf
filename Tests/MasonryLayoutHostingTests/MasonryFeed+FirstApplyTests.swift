// An apply before the first layout, which makes no difference (the next
// prepare reads every id): its update against the one a laid-out feed
// makes at once for the same change (the same difference, batch,
// diagnostics and ids), and its layout against a fresh feed's.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

@testable import MasonryLayoutHosting

final class MasonryFeedFirstApplyTests: XCTestCase {
  typealias Feed = MasonryLayoutHosting.MasonryFeed<Int>

  /// Every item's frame, section by section.
  private static func frames(_ feed: Feed) -> [Rect] {
    feed.itemCounts.indices.flatMap { section in
      (0..<feed.itemCounts[section]).map {
        feed.host.layout.frame(ofItemAt: ItemPath(section: section, item: $0))!
      }
    }
  }

  func testAFirstApplyMakesItsDifferenceOnlyWhenRead() throws {
    var feed = try Feed(configuration: Masonry.Configuration(columns: .fixed(2)))
    let update = feed.apply([1, 2, 3, 2]) { _, _ in 100 }
    XCTAssertTrue(update._isDeferred)
    XCTAssertFalse(update.isEmpty)
    XCTAssertEqual(feed.ids, [1, 2, 3])
    XCTAssertEqual(update.diagnostics.duplicateCount, 1)
    XCTAssertEqual(
      Array(update.difference),
      [
        .insert(offset: 0, element: 1, associatedWith: nil),
        .insert(offset: 1, element: 2, associatedWith: nil),
        .insert(offset: 2, element: 3, associatedWith: nil),
      ])
    // A feed of no section gained one: UIKit's batch inserts the section.
    XCTAssertEqual(update.updateItems, [.insertSection(0)])
    XCTAssertTrue(update.transition.isReload)
    XCTAssertEqual(update.contentOffsetAdjustment, .zero)
    // The same ids again: nothing changed.
    XCTAssertTrue(feed.apply([1, 2, 3]) { _, _ in 100 }.isEmpty)
    // A new section count with the same ids is a change.
    XCTAssertFalse(feed.apply(sections: [[1, 2, 3], []]) { _, _ in 100 }.isEmpty)
    // An id a section boundary moved past is moved.
    let across = feed.apply(sections: [[1], [2, 3]]) { _, _ in 100 }
    XCTAssertTrue(across._isDeferred)
    XCTAssertEqual(
      across.updateItems,
      [
        .moveItem(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 1, item: 0)),
        .moveItem(from: ItemPath(section: 0, item: 2), to: ItemPath(section: 1, item: 1)),
      ])
    feed.apply([1, 2, 3]) { _, _ in 100 }
    // One item moved, as a compositional section names it: before the
    // first layout, the update a laid-out feed makes for it, deferred.
    let none: (Int, Double) -> Double = { _, _ in 0 }
    var laidOut = feed
    laidOut.prepare(viewport: Rect(x: 0, y: 0, width: 200, height: 300)) { _, _ in 100 }
    let moved = feed.apply(
      sections: [[2, 3, 1]], height: { _, _ in 100 }, columnSpan: { _ in 1 }, headerHeight: none,
      footerHeight: none, commonPrefixAndSuffix: (0, 0), movedItem: (from: 0, to: 2))
    let expected = laidOut.apply(
      sections: [[2, 3, 1]], height: { _, _ in 100 }, columnSpan: { _ in 1 }, headerHeight: none,
      footerHeight: none, commonPrefixAndSuffix: (0, 0), movedItem: (from: 0, to: 2))
    XCTAssertTrue(moved._isDeferred)
    XCTAssertFalse(expected._isDeferred)
    XCTAssertEqual(moved.difference, expected.difference)
    XCTAssertEqual(moved.updateItems, expected.updateItems)
    XCTAssertEqual(
      moved.updateItems,
      [.moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 2))])
    XCTAssertEqual(feed.ids, [2, 3, 1])
    feed.apply([1, 2, 3]) { _, _ in 100 }
    feed.prepare(viewport: Rect(x: 0, y: 0, width: 200, height: 300)) { _, _ in 100 }
    XCTAssertEqual(
      Self.frames(feed),
      [
        Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 100, y: 0, width: 100, height: 100),
        Rect(x: 0, y: 100, width: 100, height: 100),
      ])
  }

  func testAnApplyBeforeTheFirstLayoutIsTheOneALaidOutFeedMakes() throws {
    var cases = 0
    try RandomSweep.forEachCase(150, seed: 0xF125_7A99) { seed, random in
      var configuration = random.masonryConfiguration()
      if case .adaptive = configuration.columns {
        configuration.columns = .fixed(Int.random(in: 1...4, using: &random))
      }
      var nextID = 10_000
      // A feed given no ids yet, or some, in one section or several.
      let sectioned = Bool.random(using: &random)
      var old: [[Int]] = []
      if Bool.random(using: &random) {
        let ids = Array(0..<Int.random(in: 0...40, using: &random))
        old = sectioned ? random.changedSections([ids], nextID: &nextID, duplicates: false) : [ids]
      }
      var new =
        sectioned
        ? random.changedSections(old.isEmpty ? [[]] : old, nextID: &nextID, duplicates: true)
        : [random.changedIDs(old.first ?? [], nextID: &nextID, duplicates: true)]
      if sectioned, new.count > 1, Bool.random(using: &random) {
        // The same ids with the boundaries moved: an id a boundary passes
        // is moved though its place in the flat list stays.
        let flat = Array(new.joined())
        var cuts = (0..<(new.count - 1)).map { _ in Int.random(in: 0...flat.count, using: &random) }
        cuts.sort()
        var resplit: [[Int]] = []
        var start = 0
        for cut in cuts + [flat.count] {
          resplit.append(Array(flat[start..<cut]))
          start = cut
        }
        new = resplit
      }
      let context = "seed \(seed): \(old) -> \(new)"
      var deferred = try Feed(configuration: configuration)
      var laidOut = try Feed(configuration: configuration)
      laidOut._rearrangesInOnePass = false
      if !old.isEmpty {
        deferred.apply(sections: old, height: feedHeight)
        laidOut.apply(sections: old, height: feedHeight)
      }
      laidOut.prepare(viewport: Rect(x: 0, y: 0, width: 375, height: 600), height: feedHeight)
      let update = deferred.apply(sections: new, height: feedHeight)
      let expected = laidOut.apply(sections: new, height: feedHeight)
      XCTAssertTrue(update._isDeferred, context)
      XCTAssertEqual(deferred.ids, laidOut.ids, context)
      XCTAssertEqual(deferred.itemCounts, laidOut.itemCounts, context)
      XCTAssertEqual(update.isEmpty, expected.isEmpty, context)
      XCTAssertEqual(update.difference, expected.difference, context)
      XCTAssertEqual(update.updateItems, expected.updateItems, context)
      XCTAssertEqual(update.diagnostics, expected.diagnostics, context)
      var (walk, expectedWalk) = (update._keptIndices, expected._keptIndices)
      for index in deferred.ids.indices {
        XCTAssertEqual(walk.next(), expectedWalk.next(), "\(context), new \(index)")
      }
      XCTAssertTrue(update.transition.isReload, context)
      // Its first layout is a fresh feed's of the same ids.
      var fresh = try Feed(configuration: configuration)
      fresh.apply(sections: firstOccurrences(new), height: feedHeight)
      let viewport = Rect(x: 0, y: 0, width: 320, height: 500)
      deferred.prepare(viewport: viewport, height: feedHeight)
      fresh.prepare(viewport: viewport, height: feedHeight)
      deferred.host.layout._checkInvariants()
      XCTAssertEqual(Self.frames(deferred), Self.frames(fresh), context)
      // The ids' set followed: every id is found, and an id that went is not.
      XCTAssertEqual(deferred._members.count, deferred.ids.count, context)
      for id in deferred.ids { XCTAssertNotNil(deferred.path(of: id), "\(context), \(id)") }
      for id in old.joined() where !deferred.ids.contains(id) {
        XCTAssertNil(deferred.path(of: id), "\(context), \(id)")
      }
      cases += 1
    }
    RandomSweep.tally("MasonryFeed apply before the first layout", cases)
  }
}
