// The feed keyed by identity: frames worked out by hand for a data change
// in the middle of a scroll, duplicates, bad heights and empty lists; and
// seeded random data changes against a fresh layout of the same data
// (re-flow) and against the brute-force model of keep-columns edits
// (MasonryReference with each staying item's column pinned).

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting
import XCTest

final class MasonryFeedTests: XCTestCase {
  typealias Feed = MasonryLayoutHosting.MasonryFeed<Int>

  /// One column 100 points wide, no spacing: item i of a list of
  /// 100-point items is at y = 100 i.
  func columnFeed(_ ids: [Int], viewport: Rect) -> Feed {
    var feed = try! Feed(configuration: Masonry.Configuration(columns: .fixed(1)))
    feed.apply(ids) { _, _ in 100 }
    feed.prepare(viewport: viewport) { _, _ in 100 }
    feed.host.layout._checkInvariants()
    return feed
  }

  func testARemovalAboveTheViewportKeepsTheItemOnScreenStill() {
    let viewport = Rect(x: 0, y: 1000, width: 100, height: 500)
    var feed = columnFeed(Array(0..<40), viewport: viewport)
    // Item 10 is at the viewport's top; three items above it go.
    let update = feed.apply(Array(3..<40)) { _, _ in 100 }
    feed.host.layout._checkInvariants()
    XCTAssertEqual(update.contentOffsetAdjustment, Point(x: 0, y: -300))
    XCTAssertEqual(
      "\(update)", "Update(removed: 3, inserted: 0, moved: 0, offset: \(Point(x: 0, y: -300)))")
    XCTAssertEqual(feed.host.viewport, Rect(x: 0, y: 700, width: 100, height: 500))
    XCTAssertEqual(
      feed.host.layout.frame(ofItemAt: feed.path(of: 10)!),
      Rect(x: 0, y: 700, width: 100, height: 100))
    XCTAssertEqual(
      update.updateItems.sorted { "\($0)" < "\($1)" },
      (0..<3).map { MasonryHost.UpdateItem.deleteItem(at: ItemPath(section: 0, item: $0)) })
    // An insertion below the viewport moves nothing.
    let below = feed.apply(Array(3..<40) + [99]) { _, _ in 100 }
    XCTAssertEqual(below.contentOffsetAdjustment, .zero)
    XCTAssertEqual(feed.host.layout.contentSize, Size(width: 100, height: 3800))
  }

  func testAMoveKeepsTheMovedItemsHeight() {
    var feed = columnFeed([1, 2, 3], viewport: Rect(x: 0, y: 0, width: 100, height: 500))
    XCTAssertNotNil(feed.setMeasuredHeight(40, of: 3))
    let update = feed.apply([3, 1, 2]) { _, _ in 100 }
    XCTAssertEqual(
      update.updateItems,
      [.moveItem(from: ItemPath(section: 0, item: 2), to: ItemPath(section: 0, item: 0))])
    XCTAssertEqual(
      (0..<3).map { feed.host.layout.frame(ofItemAt: ItemPath(section: 0, item: $0))! },
      [
        Rect(x: 0, y: 0, width: 100, height: 40), Rect(x: 0, y: 40, width: 100, height: 100),
        Rect(x: 0, y: 140, width: 100, height: 100),
      ])
  }

  func testAnItemCrossingASectionBoundaryIsAMove() {
    var feed = try! Feed(configuration: Masonry.Configuration(columns: .fixed(1)))
    feed.apply(sections: [[1, 2], [3, 4]]) { _, _ in 100 }
    feed.prepare(viewport: Rect(x: 0, y: 0, width: 100, height: 300)) { _, _ in 100 }
    // The ids in the same order, the boundary before 2: 2 moves.
    let update = feed.apply(sections: [[1], [2, 3, 4]]) { _, _ in 100 }
    XCTAssertFalse(update.transition.isReload)
    XCTAssertEqual(
      update.updateItems,
      [.moveItem(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 1, item: 0))])
    feed.host.layout._checkInvariants()
    XCTAssertEqual(
      feed.host.layout.frame(ofItemAt: ItemPath(section: 1, item: 0)),
      Rect(x: 0, y: 100, width: 100, height: 100))
  }

  func testLaterDuplicatesAreDroppedAndReported() {
    var feed = try! Feed()
    var update = feed.apply(sections: [[1, 2], [3, 1, 4, 2]]) { _, _ in 10 }
    XCTAssertEqual(feed.sections, [[1, 2], [3, 4]])
    XCTAssertEqual(update.diagnostics.duplicateCount, 2)
    XCTAssertEqual(update.diagnostics.firstDuplicate, 1)
    XCTAssertEqual(update.diagnostics.firstDuplicatePath, ItemPath(section: 1, item: 1))
    XCTAssertEqual(feed.diagnostics, update.diagnostics)
    XCTAssertFalse(update.diagnostics.isClean)
    XCTAssertEqual(
      "\(update.diagnostics)",
      "Diagnostics(duplicates: 2, first: 1 at [1, 1], heights: \(SectionedMasonry.Diagnostics()))")
    // Made without a path (as MasonryCompositionalSection's 2.x
    // initializer is called), it still prints its repeats.
    XCTAssertEqual(
      "\(Feed.Diagnostics(duplicateCount: 1, firstDuplicate: 7))",
      "Diagnostics(duplicates: 1, first: 7, heights: \(SectionedMasonry.Diagnostics()))")
    // A duplicate inside the changed middle only.
    update = feed.apply(sections: [[1, 2], [3, 5, 5, 4]]) { _, _ in 10 }
    XCTAssertEqual(feed.sections, [[1, 2], [3, 5, 4]])
    XCTAssertEqual(update.diagnostics.firstDuplicatePath, ItemPath(section: 1, item: 2))
    // A middle id that repeats one of the common suffix: the suffix's is
    // the later one, and goes.
    update = feed.apply(sections: [[1, 2], [3, 4, 5, 4]]) { _, _ in 10 }
    XCTAssertEqual(feed.sections, [[1, 2], [3, 4, 5]])
    XCTAssertEqual(update.diagnostics.duplicateCount, 1)
    XCTAssertEqual(update.diagnostics.firstDuplicatePath, ItemPath(section: 1, item: 3))
    XCTAssertEqual(
      "\(feed)", "MasonryFeed(items: 5, sections: [2, 3], duplicatesDropped: 1)")
    update = feed.apply(sections: [[1, 2], [3, 4, 5]]) { _, _ in 10 }
    XCTAssertTrue(update.diagnostics.isClean)
    XCTAssertTrue(update.isEmpty)
  }

  func testBadHeightsAreCleanedByTheEnginesRulesAndReported() {
    var feed = try! Feed(configuration: Masonry.Configuration(columns: .fixed(1)))
    let bad: [Int: Double] = [1: .nan, 2: -5, 3: .infinity]
    let height = { (id: Int, _: Double) in bad[id] ?? 10 }
    feed.apply([0, 1, 2, 3], height: height)
    let prepared = feed.prepare(viewport: Rect(x: 0, y: 0, width: 100, height: 100), height: height)
    // The update before any viewport only recorded the ids.
    XCTAssertEqual(prepared.reason, .reloaded)
    feed.host.layout._checkInvariants()
    XCTAssertEqual(feed.diagnostics.heights.nanCount, 1)
    XCTAssertEqual(feed.diagnostics.heights.negativeCount, 1)
    XCTAssertEqual(feed.diagnostics.heights.infiniteCount, 1)
    for item in 0..<4 {
      let frame = feed.host.layout.frame(ofItemAt: ItemPath(section: 0, item: item))!
      XCTAssertTrue(frame.isFinite)
    }
    // An inserted item with a NaN height is reported by the update.
    let update = feed.apply([0, 1, 2, 3, 1_000]) { id, _ in id == 1_000 ? .nan : 10 }
    XCTAssertEqual(update.diagnostics.heights.nanCount, 1)
    feed.host.layout._checkInvariants()
    // A NaN or negative measured height keeps the estimate.
    XCTAssertNil(feed.setMeasuredHeight(.nan, of: 0))
    XCTAssertNil(feed.setMeasuredHeight(-1, of: 0))
    XCTAssertNil(feed.setMeasuredHeight(20, of: 12_345))
  }

  func testEmptyListsAndNoSections() {
    var configuration = Masonry.Configuration(columns: .fixed(2))
    configuration.contentInsets = EdgeInsets(top: 5, left: 0, bottom: 7, right: 0)
    var feed = try! Feed(configuration: configuration)
    let viewport = Rect(x: 0, y: 0, width: 200, height: 400)
    feed.prepare(viewport: viewport) { _, _ in 10 }
    XCTAssertEqual(feed.sectionCount, 0)
    XCTAssertEqual(feed.host.contentSize.height, 0)
    feed.apply([]) { _, _ in 10 }
    feed.host.layout._checkInvariants()
    XCTAssertEqual(feed.sectionCount, 1)
    XCTAssertEqual(feed.itemCount, 0)
    XCTAssertEqual(feed.host.contentSize, Size(width: 200, height: 12))
    feed.apply([1, 2, 3]) { _, _ in 10 }
    feed.apply([]) { _, _ in 10 }
    feed.host.layout._checkInvariants()
    XCTAssertEqual(feed.host.contentSize, Size(width: 200, height: 12))
    feed.apply(sections: [] as [[Int]]) { _, _ in 10 }
    XCTAssertEqual(feed.sectionCount, 0)
    XCTAssertNil(feed.path(of: 1))
    XCTAssertNil(feed.contentOffset(showing: 1, alignment: .top, in: viewport))
  }

  func testScrollingToAnIDAndPathsByID() {
    let viewport = Rect(x: 0, y: 0, width: 100, height: 300)
    var feed = columnFeed(Array(100..<150), viewport: viewport)
    XCTAssertEqual(feed.path(of: 120), ItemPath(section: 0, item: 20))
    XCTAssertEqual(
      feed.path(of: 120, hint: ItemPath(section: 0, item: 3)), ItemPath(section: 0, item: 20))
    XCTAssertEqual(feed.id(ofItemAt: ItemPath(section: 0, item: 20)), 120)
    XCTAssertNil(feed.id(ofItemAt: ItemPath(section: 1, item: 0)))
    XCTAssertEqual(
      feed.contentOffset(showing: 120, alignment: .top, in: viewport), Point(x: 0, y: 2000))
    // A stale hint after an update still finds the item.
    feed.apply(Array(101..<150)) { _, _ in 100 }
    let invalidation = feed.setMeasuredHeight(50, of: 120, hint: ItemPath(section: 0, item: 20))
    XCTAssertEqual(invalidation?.items, [ItemPath(section: 0, item: 19)])
    XCTAssertEqual(
      feed.host.layout.frame(ofItemAt: ItemPath(section: 0, item: 19)),
      Rect(x: 0, y: 1900, width: 100, height: 50))
  }

  /// The data changes of an app, in sections: after each, the layout is a
  /// fresh layout of the ids (duplicates dropped) in re-flow mode.
  /// `fill(sections:)`, a first pass without a difference, leaves what
  /// `apply(sections:height:)` leaves from an empty feed: the same ids,
  /// sections and report of dropped repeats, and after the prepare the
  /// same frames, over seeded random sections with repeats, in either
  /// update mode, before and after a viewport.
  func testFillingAnEmptyFeedLeavesWhatApplyingLeaves() {
    var cases = 0
    defer { RandomSweep.tally("MasonryFeed fill against apply", cases) }
    RandomSweep.forEachCase(100, seed: 0xF111) { seed, random in
      var configuration = random.masonryConfiguration()
      configuration.stamps = []
      let width = [320.0, 375, 768].randomElement(using: &random)!
      var nextID = 10_000
      let sections = random.changedSections(
        (0..<Int.random(in: 0...3, using: &random)).map { section in
          Array((section * 100)..<(section * 100 + Int.random(in: 0...30, using: &random)))
        }, nextID: &nextID, duplicates: true)
      let header = Bool.random(using: &random) ? 0.0 : 30
      let viewport = Rect(x: 0, y: 0, width: width, height: 600)
      var filled = try! Feed(configuration: configuration)
      var applied = try! Feed(configuration: configuration)
      if Bool.random(using: &random) {
        // A feed laid out once and emptied: the host has a viewport.
        for index in 0..<2 {
          var feed = index == 0 ? filled : applied
          feed.apply(sections: [[1, 2, 3]], height: feedHeight) { _, _ in header }
          feed.prepare(viewport: viewport, height: feedHeight) { _, _ in header }
          feed.apply(sections: [[]], height: feedHeight) { _, _ in header }
          if index == 0 { filled = feed } else { applied = feed }
        }
      }
      if Bool.random(using: &random) {
        filled.updateMode = .reflow
        applied.updateMode = .reflow
      }
      let report = filled.fill(sections: sections)
      let update = applied.apply(
        sections: sections, height: feedHeight, headerHeight: { _, _ in header })
      XCTAssertEqual(report, update.diagnostics, "seed \(seed)")
      XCTAssertEqual(filled.diagnostics, applied.diagnostics, "seed \(seed)")
      XCTAssertEqual(filled.sections, applied.sections, "seed \(seed)")
      XCTAssertEqual(filled.sections, firstOccurrences(sections), "seed \(seed)")
      filled.prepare(viewport: viewport, height: feedHeight, headerHeight: { _, _ in header })
      applied.prepare(viewport: viewport, height: feedHeight, headerHeight: { _, _ in header })
      filled.host.layout._checkInvariants()
      XCTAssertEqual(
        allElements(filled.host.layout), allElements(applied.host.layout), "seed \(seed)")
      for id in filled.ids {
        XCTAssertEqual(filled.path(of: id), applied.path(of: id), "seed \(seed) id \(id)")
      }
      cases += 1
    }
  }

  func testRandomDataChangesEqualAFreshLayoutWhenReflowing() {
    var cases = 0
    defer { RandomSweep.tally("MasonryFeed updates against a fresh layout", cases) }
    RandomSweep.forEachCase(125, seed: 0xFEED_0001) { seed, random in
      var configuration = random.masonryConfiguration()
      configuration.stamps = []
      let width = [320.0, 375, 768].randomElement(using: &random)!
      var feed = try! Feed(configuration: configuration)
      feed.updateMode = .reflow
      var nextID = 10_000
      var sections: [[Int]] = (0..<Int.random(in: 0...3, using: &random)).map { section in
        Array((section * 100)..<(section * 100 + Int.random(in: 0...30, using: &random)))
      }
      let header = Bool.random(using: &random) ? 0.0 : 30
      feed.apply(sections: sections, height: feedHeight, headerHeight: { _, _ in header })
      var viewport = Rect(x: 0, y: 0, width: width, height: 600)
      feed.prepare(viewport: viewport, height: feedHeight, headerHeight: { _, _ in header })
      for step in 0..<8 {
        sections = random.changedSections(sections, nextID: &nextID, duplicates: true)
        viewport.origin.y = Double.random(
          in: 0...Swift.max(feed.host.contentSize.height, 1), using: &random)
        feed.setViewport(viewport)
        let update = feed.apply(
          sections: sections, height: feedHeight, headerHeight: { _, _ in header })
        feed.host.layout._checkInvariants()
        XCTAssertFalse(update.transition.isReload, "seed \(seed) step \(step)")
        let expected = firstOccurrences(sections)
        XCTAssertEqual(feed.sections, expected, "seed \(seed) step \(step)")
        XCTAssertEqual(
          update.diagnostics.duplicateCount,
          sections.joined().count - expected.joined().count, "seed \(seed) step \(step)")
        let fresh = freshLayout(
          configuration, width: width, feed: IDSections(sections: expected, header: header))
        XCTAssertEqual(
          allElements(feed.host.layout), allElements(fresh), "seed \(seed) step \(step)")
        cases += 1
      }
    }
  }

  /// One section in keep-columns mode: after each data change every item
  /// that stays (neither inserted nor moved) keeps its column, the others
  /// take the packing rule's, by the brute-force model; the item at the
  /// viewport's top stays where it was on screen.
  func testRandomDataChangesFollowTheKeepColumnsModel() {
    var cases = 0
    defer { RandomSweep.tally("MasonryFeed keep-columns updates against the model", cases) }
    RandomSweep.forEachCase(100, seed: 0xFEED_0002) { seed, random in
      var configuration = random.masonryConfiguration()
      configuration.stamps = []
      if case .adaptive = configuration.columns {
        configuration.columns = .fixed(Int.random(in: 1...5, using: &random))
      }
      let reference = configuration.reference
      let width = [320.0, 375, 768].randomElement(using: &random)!
      var feed = try! Feed(configuration: configuration)
      var ids = Array(0..<Int.random(in: 0...60, using: &random))
      var nextID = 10_000
      feed.apply(ids, height: feedHeight)
      var viewport = Rect(x: 0, y: 0, width: width, height: 500)
      feed.prepare(viewport: viewport, height: feedHeight)
      func layout(_ ids: [Int], fixed: [Int?]) -> MasonryReference.Result {
        reference.layout(
          width: width, itemCount: ids.count, height: { feedHeight(ids[$0], $1) },
          span: { _ in 1 }, fixedColumns: fixed)
      }
      var model = layout(ids, fixed: [])
      for step in 0..<10 {
        let context = "seed \(seed) step \(step)"
        let new = random.changedIDs(ids, nextID: &nextID, duplicates: false)
        viewport.origin.y = Double.random(
          in: 0...Swift.max(feed.host.contentSize.height, 1), using: &random)
        feed.setViewport(viewport)
        let anchor = feed.host.layout.anchor(in: viewport)
        let anchorID = anchor.kind == .item ? anchor.path.flatMap { feed.id(ofItemAt: $0) } : nil
        let update = feed.apply(new, height: feedHeight)
        feed.host.layout._checkInvariants()
        // The columns kept: those of the ids that stay in order.
        var column: [Int: Int] = [:]
        for (index, id) in ids.enumerated() { column[id] = model.firstColumns[index] }
        var moved = Set<Int>()
        for case .insert(_, let id, _?) in update.difference { moved.insert(id) }
        model = layout(new, fixed: new.map { moved.contains($0) ? nil : column[$0] })
        let engine = feed.host.layout.masonry(inSection: 0)!
        XCTAssertEqual(engine.itemCount, new.count, context)
        for index in 0..<Swift.min(engine.itemCount, new.count) {
          XCTAssertEqual(engine.column(ofItemAt: index), model.firstColumns[index], context)
          XCTAssert(
            nearlyEqual(engine.frame(ofItemAt: index)!, model.frames[index]),
            "item \(index): \(engine.frame(ofItemAt: index)!) != \(model.frames[index]) \(context)")
        }
        // The anchor item, when it stays, is where it was on screen.
        if let anchorID, let path = feed.path(of: anchorID) {
          let top = feed.host.layout.frame(ofItemAt: path)!.minY
          XCTAssertEqual(
            top - feed.host.viewport!.minY, anchor.distance, accuracy: 1e-6, context)
          XCTAssertEqual(
            feed.host.viewport!.minY,
            viewport.minY + update.contentOffsetAdjustment.y, accuracy: 1e-9, context)
        }
        ids = new
        cases += 1
      }
    }
  }
}

extension MasonryFeedTests {
  /// Sections in keep-columns mode: in each section's engine, every item
  /// that stayed in its section and in order keeps its column; an item
  /// inserted, moved, or in a new section takes the packing rule's, by
  /// the brute-force model of each section.
  func testRandomSectionedDataChangesFollowTheKeepColumnsModel() {
    var cases = 0
    defer { RandomSweep.tally("MasonryFeed sectioned keep-columns updates", cases) }
    RandomSweep.forEachCase(125, seed: 0xFEED_0003) { seed, random in
      var configuration = random.masonryConfiguration()
      configuration.stamps = []
      if case .adaptive = configuration.columns {
        configuration.columns = .fixed(Int.random(in: 1...5, using: &random))
      }
      let reference = configuration.reference
      let width = [320.0, 375, 768].randomElement(using: &random)!
      var feed = try! Feed(configuration: configuration)
      var sections: [[Int]] = (0..<Int.random(in: 1...3, using: &random)).map { section in
        Array((section * 100)..<(section * 100 + Int.random(in: 0...30, using: &random)))
      }
      var nextID = 10_000
      feed.apply(sections: sections, height: feedHeight)
      feed.prepare(viewport: Rect(x: 0, y: 0, width: width, height: 500), height: feedHeight)
      func layout(_ ids: [Int], fixed: [Int?]) -> MasonryReference.Result {
        reference.layout(
          width: width, itemCount: ids.count, height: { feedHeight(ids[$0], $1) },
          span: { _ in 1 }, fixedColumns: fixed)
      }
      var models = sections.map { layout($0, fixed: []) }
      for step in 0..<8 {
        let context = "seed \(seed) step \(step)"
        let new = random.changedSections(sections, nextID: &nextID, duplicates: false)
        let update = feed.apply(sections: new, height: feedHeight)
        feed.host.layout._checkInvariants()
        // A batch that agrees with the counts: never read as a reload.
        XCTAssertFalse(update.transition.isReload, context)
        XCTAssertEqual(feed.sections, new, context)
        var moved = Set<Int>()
        for case .insert(_, let id, _?) in update.difference { moved.insert(id) }
        // An id keeps its column when it stays in the same section.
        var column: [Int: (section: Int, column: Int)] = [:]
        for (section, ids) in sections.enumerated() {
          for (index, id) in ids.enumerated() {
            column[id] = (section, models[section].firstColumns[index])
          }
        }
        models = new.enumerated().map { section, ids in
          layout(
            ids,
            fixed: ids.map { id in
              guard !moved.contains(id), let kept = column[id], kept.section == section else {
                return nil
              }
              return kept.column
            })
        }
        for (section, ids) in new.enumerated() {
          let engine = feed.host.layout.masonry(inSection: section)!
          XCTAssertEqual(engine.itemCount, ids.count, context)
          for index in 0..<Swift.min(engine.itemCount, ids.count) {
            XCTAssertEqual(
              engine.column(ofItemAt: index), models[section].firstColumns[index],
              "section \(section) item \(index) \(context)")
            XCTAssert(
              nearlyEqual(engine.frame(ofItemAt: index)!, models[section].frames[index]),
              "section \(section) item \(index) \(context)")
          }
        }
        sections = new
        cases += 1
      }
    }
  }
}
