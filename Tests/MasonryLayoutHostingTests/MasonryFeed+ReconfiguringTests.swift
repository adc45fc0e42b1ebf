// MasonryFeed.reconfigure: items that kept their ids but changed content
// have their heights read again. Frames worked out by hand in both update
// modes, a measured height replaced, the anchor kept, the edges; and
// seeded random feeds against the brute-force model of keep-columns
// (every column pinned) and against a fresh layout when re-flowing.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting
import XCTest

final class MasonryFeedReconfiguringTests: XCTestCase {
  typealias Feed = MasonryLayoutHosting.MasonryFeed<String>

  /// Two columns 100 points wide, no spacing, five 100-point items:
  /// a, c, e in column 0 and b, d in column 1.
  func twoColumnFeed(_ mode: Masonry.UpdateMode) -> Feed {
    var feed = try! Feed(configuration: Masonry.Configuration(columns: .fixed(2)))
    feed.updateMode = mode
    feed.apply(["a", "b", "c", "d", "e"]) { _, _ in 100 }
    feed.prepare(viewport: Rect(x: 0, y: 0, width: 200, height: 300)) { _, _ in 100 }
    return feed
  }

  func frames(_ feed: Feed) -> [Rect] {
    (0..<feed.itemCount).map { feed.host.layout.frame(ofItemAt: ItemPath(section: 0, item: $0))! }
  }

  func testKeepingColumnsTheChangedItemGrowsInItsColumn() {
    var feed = twoColumnFeed(.keepColumns)
    let update = feed.reconfigure(["b"]) { id, _ in id == "b" ? 250 : 100 }
    feed.host.layout._checkInvariants()
    XCTAssertEqual(update.updateItems, [.reloadItem(at: ItemPath(section: 0, item: 1))])
    XCTAssertTrue(update.difference.isEmpty)
    XCTAssertFalse(update.transition.isReload)
    // b grows in column 1, d moves down under it; e keeps column 0.
    XCTAssertEqual(
      frames(feed),
      [
        Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 100, y: 0, width: 100, height: 250),
        Rect(x: 0, y: 100, width: 100, height: 100), Rect(x: 100, y: 250, width: 100, height: 100),
        Rect(x: 0, y: 200, width: 100, height: 100),
      ])
  }

  func testReflowingTheLayoutIsAFreshOne() {
    var feed = twoColumnFeed(.reflow)
    feed.reconfigure(["b"]) { id, _ in id == "b" ? 250 : 100 }
    feed.host.layout._checkInvariants()
    // d goes to column 0 (shorter at 200 than column 1 at 250), e then
    // to column 1 (250 against 300).
    XCTAssertEqual(
      frames(feed),
      [
        Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 100, y: 0, width: 100, height: 250),
        Rect(x: 0, y: 100, width: 100, height: 100), Rect(x: 0, y: 200, width: 100, height: 100),
        Rect(x: 100, y: 250, width: 100, height: 100),
      ])
  }

  func testAMeasuredHeightIsReplacedByTheNewEstimate() {
    var feed = twoColumnFeed(.keepColumns)
    XCTAssertNotNil(feed.setMeasuredHeight(40, of: "c"))
    XCTAssertEqual(frames(feed)[2].height, 40)
    // Unchanged ids keep their measured height; the changed one is read.
    XCTAssertNotNil(feed.setMeasuredHeight(60, of: "a"))
    feed.reconfigure(["c"]) { _, _ in 100 }
    XCTAssertEqual(frames(feed)[0].height, 60)
    XCTAssertEqual(frames(feed)[2], Rect(x: 0, y: 60, width: 100, height: 100))
  }

  func testTheItemOnScreenStaysStill() {
    var feed = try! MasonryFeed<Int>(configuration: Masonry.Configuration(columns: .fixed(1)))
    feed.apply(Array(0..<40)) { _, _ in 100 }
    feed.prepare(viewport: Rect(x: 0, y: 1000, width: 100, height: 500)) { _, _ in 100 }
    // Item 10 is at the top; item 3, above it, grows by 50 and item 20,
    // below, by 30.
    let update = feed.reconfigure([20, 3]) { id, _ in id == 3 ? 150 : id == 20 ? 130 : 100 }
    XCTAssertEqual(
      update.updateItems,
      [
        .reloadItem(at: ItemPath(section: 0, item: 3)),
        .reloadItem(at: ItemPath(section: 0, item: 20)),
      ])
    XCTAssertEqual(update.contentOffsetAdjustment, Point(x: 0, y: 50))
    XCTAssertEqual(feed.host.viewport, Rect(x: 0, y: 1050, width: 100, height: 500))
    XCTAssertEqual(
      feed.host.layout.frame(ofItemAt: ItemPath(section: 0, item: 10)),
      Rect(x: 0, y: 1050, width: 100, height: 100))
    XCTAssertEqual(feed.host.layout.contentSize, Size(width: 100, height: 4080))
  }

  func testUnknownAndRepeatedIDsAndTheFeedBeforeItsFirstLayout() {
    var feed = twoColumnFeed(.keepColumns)
    var asked: [String] = []
    let update = feed.reconfigure(["z", "d", "d", "y"]) { id, _ in
      asked.append(id)
      return 100
    }
    XCTAssertEqual(update.updateItems, [.reloadItem(at: ItemPath(section: 0, item: 3))])
    XCTAssertEqual(asked, ["d"])
    XCTAssertTrue(feed.reconfigure(["z"]) { _, _ in 100 }.updateItems.isEmpty)
    XCTAssertTrue(feed.reconfigure([]) { _, _ in 100 }.isEmpty)
    // Before the first prepare: nothing to read; the prepare reads all.
    var unprepared = try! Feed()
    unprepared.apply(["a", "b"]) { _, _ in 10 }
    let before = unprepared.reconfigure(["a"]) { _, _ in
      XCTFail("asked")
      return 10
    }
    XCTAssertTrue(before.isEmpty)
    XCTAssertEqual(unprepared.itemCount, 2)
  }

  func testTheReportCountsNoDuplicateItDidNotDrop() {
    var feed = twoColumnFeed(.keepColumns)
    feed.apply(["a", "b", "a", "c", "d", "e"]) { _, _ in 100 }
    XCTAssertEqual(feed.diagnostics.duplicateCount, 1)
    let update = feed.reconfigure(["b"]) { _, _ in 120 }
    XCTAssertTrue(update.diagnostics.isClean, "\(update.diagnostics)")
    XCTAssertEqual(feed.diagnostics, update.diagnostics)
  }

  /// A refresh that changes every item: one layout pass per section, so
  /// that the engine lays the feed out once, as a brute force of one
  /// reconfigure per item would after the last.
  func testReconfiguringEveryItemEqualsOneItemAtATime() {
    for mode in [Masonry.UpdateMode.keepColumns, .reflow] {
      var all = try! MasonryFeed<Int>(configuration: Masonry.Configuration(columns: .fixed(3)))
      all.updateMode = mode
      let sections = [Array(0..<40), Array(40..<45), [], Array(45..<100)]
      all.apply(sections: sections) { id, _ in feedHeight(id, 100) }
      all.prepare(viewport: Rect(x: 0, y: 500, width: 320, height: 400)) { id, _ in
        feedHeight(id, 100)
      }
      var single = all
      let new = { (id: Int, width: Double) in feedHeight(id + 3, width) }
      all.reconfigure(Array(0..<100).shuffled(), height: new)
      for id in 0..<100 { single.reconfigure([id], height: new) }
      all.host.layout._checkInvariants()
      XCTAssertEqual(allElements(all.host.layout), allElements(single.host.layout), "\(mode)")
    }
  }

  func testBadHeightsAreCleanedAndReported() {
    var feed = twoColumnFeed(.keepColumns)
    let update = feed.reconfigure(["a", "b"]) { id, _ in id == "a" ? .nan : -3 }
    feed.host.layout._checkInvariants()
    XCTAssertEqual(update.diagnostics.heights.nanCount, 1)
    XCTAssertEqual(update.diagnostics.heights.negativeCount, 1)
    XCTAssertEqual(feed.diagnostics, update.diagnostics)
    XCTAssertEqual(frames(feed)[0].height, 0)
  }

  /// Sections over random configurations: after each reconfigure of a
  /// random subset (with new heights), every item keeps its column and
  /// the frames are the brute-force model's with every column pinned
  /// (keep-columns), or a fresh layout's of the new heights (re-flow).
  func testRandomReconfiguresAgainstTheModelAndAFreshLayout() {
    var cases = 0
    defer { RandomSweep.tally("MasonryFeed reconfigure against the model", cases) }
    RandomSweep.forEachCase(100, seed: 0xFEED_0004) { seed, random in
      var configuration = random.masonryConfiguration()
      configuration.stamps = []
      if case .adaptive = configuration.columns {
        configuration.columns = .fixed(Int.random(in: 1...5, using: &random))
      }
      let reflow = Bool.random(using: &random)
      let reference = configuration.reference
      let width = [320.0, 375, 768].randomElement(using: &random)!
      var versions: [Int: Int] = [:]
      let height = { (id: Int, width: Double) in feedHeight(id + 8 * (versions[id] ?? 0), width) }
      var feed = try! MasonryFeed<Int>(configuration: configuration)
      feed.updateMode = reflow ? .reflow : .keepColumns
      let sections = (0..<Int.random(in: 1...3, using: &random)).map { section in
        Array((section * 100)..<(section * 100 + Int.random(in: 0...30, using: &random)))
      }
      feed.apply(sections: sections, height: height)
      var viewport = Rect(x: 0, y: 0, width: width, height: 500)
      feed.prepare(viewport: viewport, height: height)
      for step in 0..<6 {
        let context = "seed \(seed) step \(step) \(reflow ? "reflow" : "keep columns")"
        let ids = sections.joined()
        let columns = sections.indices.map { section in
          feed.host.layout.masonry(inSection: section).map { engine in
            (0..<engine.itemCount).map { engine.column(ofItemAt: $0) }
          } ?? []
        }
        var changed = ids.filter { _ in Int.random(in: 0..<4, using: &random) == 0 }
        for id in changed { versions[id, default: 0] += 1 }
        changed.append(99_999)  // not in the feed
        viewport.origin.y = Double.random(
          in: 0...Swift.max(feed.host.contentSize.height - 500, 0), using: &random)
        feed.setViewport(viewport)
        let update = feed.reconfigure(changed.shuffled(using: &random), height: height)
        feed.host.layout._checkInvariants()
        XCTAssertEqual(update.updateItems.count, changed.count - 1, context)
        XCTAssertFalse(update.transition.isReload, context)
        if reflow {
          let fresh = freshLayout(
            configuration, width: width,
            feed: VersionedSections(sections: sections, height: height))
          XCTAssertEqual(allElements(feed.host.layout), allElements(fresh), context)
        } else {
          for (section, list) in sections.enumerated() {
            let model = reference.layout(
              width: width, itemCount: list.count, height: { height(list[$0], $1) },
              span: { _ in 1 }, fixedColumns: columns[section])
            let engine = feed.host.layout.masonry(inSection: section)
            XCTAssertEqual(engine?.itemCount ?? 0, list.count, context)
            for index in list.indices {
              XCTAssertEqual(engine!.column(ofItemAt: index), columns[section][index], context)
              let frame = engine!.frame(ofItemAt: index)!
              XCTAssert(
                nearlyEqual(frame, model.frames[index]),
                "section \(section) item \(index): \(frame) != \(model.frames[index]) \(context)")
            }
          }
        }
        viewport = feed.host.viewport!
        cases += 1
      }
    }
  }
}

/// Sections of ids whose heights a closure gives.
private struct VersionedSections: MasonrySectionProvider {
  var sections: [[Int]]
  var height: (Int, Double) -> Double

  var sectionCount: Int { sections.count }
  func itemCount(inSection section: Int) -> Int { sections[section].count }
  func height(forItemAt path: ItemPath, width: Double) -> Double {
    height(sections[path.section][path.item], width)
  }
}
