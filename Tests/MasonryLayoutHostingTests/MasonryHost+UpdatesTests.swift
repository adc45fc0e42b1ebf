// Batch updates: frames worked out by hand in both modes, the animation's
// start and end of each element, seeded random batches compared with a
// fresh layout of the feed after them (re-flow) and with the engine's own
// edits (keep-columns, mixed with self-sizing), and the batches that do
// not agree with the counts, handled as a reload.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting
import XCTest

final class MasonryHostUpdatesTests: XCTestCase {
  /// Two columns 100 points wide, no spacing or insets.
  static let plain = Masonry.Configuration(columns: .fixed(2))
  static let viewport = Rect(x: 0, y: 0, width: 200, height: 1000)

  func host(_ feed: HostFeed, mode: Masonry.UpdateMode = .keepColumns) -> MasonryHost {
    var host = try! MasonryHost(configuration: Self.plain)
    host.updateMode = mode
    host.prepare(viewport: Self.viewport, source: feed)
    return host
  }

  func frames(_ host: MasonryHost, section: Int = 0) -> [Rect] {
    (0..<(host.layout.itemCount(inSection: section) ?? 0)).map {
      host.layout.frame(ofItemAt: ItemPath(section: section, item: $0))!
    }
  }

  func testADeletionKeepsColumnsAndAnimatesOnlyWhatMoved() {
    // Column 0: item 0 (0-100), item 3 (100-150); column 1: item 1
    // (0-50), item 2 (50-100).
    let feed = HostFeed(heights: [[100, 50, 50, 50]])
    var host = host(feed)
    XCTAssertEqual(
      frames(host),
      [
        Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 100, y: 0, width: 100, height: 50),
        Rect(x: 100, y: 50, width: 100, height: 50), Rect(x: 0, y: 100, width: 100, height: 50),
      ])
    var after = feed
    after.sections[0].items.remove(at: 1)
    let transition = host.apply([.deleteItem(at: ItemPath(section: 0, item: 1))], source: after)
    host.layout._checkInvariants()
    XCTAssertFalse(transition.isReload)
    // Keep-columns: item 2 closes the gap in column 1, item 3 stays.
    XCTAssertEqual(
      frames(host),
      [
        Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 100, y: 0, width: 100, height: 50),
        Rect(x: 0, y: 100, width: 100, height: 50),
      ])
    let path = { (item: Int) in ItemPath(section: 0, item: item) }
    // The deleted item fades out where it was.
    XCTAssertEqual(
      host.finalAppearance(of: .item, for: path(1)),
      MasonryHost.Appearance(frame: Rect(x: 100, y: 0, width: 100, height: 50), alpha: 0, zIndex: 0)
    )
    // Item 2 (now 1) slides up from where it was; item 3 (now 2) stays.
    XCTAssertEqual(
      host.initialAppearance(of: .item, for: path(1)),
      MasonryHost.Appearance(
        frame: Rect(x: 100, y: 50, width: 100, height: 50), alpha: 1, zIndex: 0))
    XCTAssertEqual(
      host.initialAppearance(of: .item, for: path(2))?.frame,
      host.layout.frame(ofItemAt: path(2)))
    XCTAssertEqual(
      host.finalAppearance(of: .item, for: path(3))?.frame, host.layout.frame(ofItemAt: path(2)))
    XCTAssertEqual(transition.newPath(ofOld: path(3)), path(2))
    XCTAssertEqual(transition.oldPath(ofNew: path(1)), path(2))
    XCTAssertNil(transition.newPath(ofOld: path(1)))
    host.finishUpdates()
    XCTAssertNil(host.initialAppearance(of: .item, for: path(1)))

    // The same deletion re-flowing: item 3 moves to column 1.
    var reflowing = self.host(feed, mode: .reflow)
    reflowing.apply([.deleteItem(at: path(1))], source: after)
    XCTAssertEqual(frames(reflowing)[2], Rect(x: 100, y: 50, width: 100, height: 50))
  }

  func testAnInsertionAndAMoveInOneBatchFollowUIKitsRules() {
    let feed = HostFeed(heights: [[100, 50, 50, 50]])
    var host = host(feed)
    // Delete item 0 (before), move item 3 to 0 (after), insert a 30-point
    // item at 2 (after): after the batch, [3, 1, new, 2].
    var after = feed
    let items = feed.sections[0].items
    after.sections[0].items = [items[3], items[1], HostItem(id: 99, height: 30), items[2]]
    let transition = host.apply(
      [
        .insertItem(at: ItemPath(section: 0, item: 2)),
        .moveItem(from: ItemPath(section: 0, item: 3), to: ItemPath(section: 0, item: 0)),
        .deleteItem(at: ItemPath(section: 0, item: 0)),
      ], source: after)
    host.layout._checkInvariants()
    XCTAssertFalse(transition.isReload)
    let path = { (item: Int) in ItemPath(section: 0, item: item) }
    XCTAssertEqual(transition.newPath(ofOld: path(3)), path(0))
    XCTAssertEqual(transition.newPath(ofOld: path(1)), path(1))
    XCTAssertEqual(transition.newPath(ofOld: path(2)), path(3))
    XCTAssertNil(transition.oldPath(ofNew: path(2)))
    // The moved item keeps its height; the inserted one has the source's.
    XCTAssertEqual(frames(host).map(\.size.height), [50, 50, 30, 50])
    // Keep-columns: item 1 and item 2 keep column 1.
    XCTAssertEqual(frames(host)[1].minX, 100)
    XCTAssertEqual(frames(host)[3].minX, 100)
    // The inserted item fades in where it lands.
    XCTAssertEqual(host.initialAppearance(of: .item, for: path(2))?.alpha, 0)
    XCTAssertEqual(host.initialAppearance(of: .item, for: path(2))?.frame, frames(host)[2])
  }

  func testSectionsAreInsertedDeletedMovedAndReloaded() {
    let feed = HostFeed(heights: [[10], [20, 20], [30], [40]], headers: [5, 5, 5, 5])
    var host = host(feed, mode: .reflow)
    // Delete section 0, move 3 to 0, reload 1, insert a new section at 2.
    var after = feed
    var reloaded = feed.sections[1]
    reloaded.items = [HostItem(id: 50, height: 70)]
    let inserted = HostSection(id: 77, items: [HostItem(id: 51, height: 5)], header: 9)
    after.sections = [feed.sections[3], reloaded, inserted, feed.sections[2]]
    let transition = host.apply(
      [.deleteSection(0), .moveSection(3, to: 0), .reloadSection(1), .insertSection(2)],
      source: after)
    host.layout._checkInvariants()
    XCTAssertFalse(transition.isReload)
    XCTAssertEqual(
      allElements(host.layout), allElements(freshLayout(Self.plain, width: 200, feed: after)))
    XCTAssertEqual(transition.newSection(ofOld: 3), 0)
    XCTAssertEqual(transition.newSection(ofOld: 1), 1)
    XCTAssertEqual(transition.newSection(ofOld: 2), 3)
    XCTAssertNil(transition.newSection(ofOld: 0))
    XCTAssertNil(transition.oldSection(ofNew: 2))
    XCTAssertEqual(
      transition.newPath(ofOld: ItemPath(section: 3, item: 0)), ItemPath(section: 0, item: 0))
    // The reloaded section's items do not survive; its header does.
    XCTAssertNil(transition.newPath(ofOld: ItemPath(section: 1, item: 0)))
    XCTAssertEqual(transition.insertedSupplementarySections(of: .header), [2])
    XCTAssertEqual(transition.insertedSupplementarySections(of: .footer), [])
    XCTAssertEqual(transition.deletedSupplementarySections(of: .header), [0])
    XCTAssertEqual(transition.deletedSupplementarySections(of: .item), [])
    XCTAssertEqual(
      host.initialAppearance(of: .header, for: ItemPath(section: 1, item: 0))?.alpha, 1)
    XCTAssertEqual(
      host.initialAppearance(of: .header, for: ItemPath(section: 2, item: 0))?.alpha, 0)
  }

  /// A diffable data source's batch: a section moved, an item deleted
  /// inside it. The section moves whole, its columns kept (not a fresh
  /// layout's), and the delete keeps the columns too.
  func testAMovedSectionKeepsItsColumnsThroughItemEditsInTheSameBatch() {
    // Section 0: 100, 50, 50, 100 in two 100-point columns: item 0 in
    // column 0 (0...100), 1 and 2 in column 1 (0...50, 50...100), 3 in
    // column 0 (100...200). Section 1: one 40-point item.
    let feed = HostFeed(heights: [[100, 50, 50, 100], [40]])
    var host = host(feed)
    // Keep-columns delete of item 1: item 2 moves up to 0...50 in column 1,
    // item 3 stays in column 0 (a fresh layout would put it in column 1).
    var middle = feed
    middle.sections[0].items.remove(at: 1)
    host.apply([.deleteItem(at: ItemPath(section: 0, item: 1))], source: middle)
    host.finishUpdates()
    XCTAssertEqual(
      frames(host),
      [
        Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 100, y: 0, width: 100, height: 50),
        Rect(x: 0, y: 100, width: 100, height: 100),
      ])
    // Move section 0 below section 1 and delete its item 0 (before-update
    // path [0, 0]): its items 50 (column 1) and 100 (column 0, moving up
    // to its top), the section starting at 40.
    var after = middle
    after.sections = [middle.sections[1], middle.sections[0]]
    after.sections[1].items.remove(at: 0)
    let transition = host.apply(
      [.moveSection(0, to: 1), .deleteItem(at: ItemPath(section: 0, item: 0))], source: after)
    host.layout._checkInvariants()
    XCTAssertFalse(transition.isReload)
    XCTAssertEqual(frames(host, section: 0), [Rect(x: 0, y: 0, width: 100, height: 40)])
    XCTAssertEqual(
      frames(host, section: 1),
      [Rect(x: 100, y: 40, width: 100, height: 50), Rect(x: 0, y: 40, width: 100, height: 100)])
    XCTAssertEqual(
      transition.newPath(ofOld: ItemPath(section: 0, item: 2)), ItemPath(section: 1, item: 1))
    XCTAssertNil(transition.newPath(ofOld: ItemPath(section: 0, item: 0)))
    // Its items slide from where they were.
    XCTAssertEqual(
      host.initialAppearance(of: .item, for: ItemPath(section: 1, item: 1)),
      MasonryHost.Appearance(
        frame: Rect(x: 0, y: 100, width: 100, height: 100), alpha: 1, zIndex: 0))
  }

  /// A moved section whose new place has another configuration, with an
  /// item inserted into it in the same batch: laid out under the new
  /// configuration once, its kept items keeping their heights (it was laid
  /// out from the source's counts after the batch, then had the insertion
  /// made again: five items where the source has four).
  func testAMovedSectionThatChangesConfigurationTakesItsItemEditsOnce() {
    let feed = HostFeed(heights: [[100, 100, 100], [50]])
    var host = host(feed)
    var after = feed
    var moved = feed.sections[0]
    moved.items.insert(HostItem(id: 99, height: 30), at: 0)
    moved.configuration = Masonry.Configuration(columns: .fixed(1))
    after.sections = [feed.sections[1], moved]
    let transition = host.apply(
      [.moveSection(0, to: 1), .insertItem(at: ItemPath(section: 1, item: 0))], source: after)
    host.layout._checkInvariants()
    XCTAssertFalse(transition.isReload)
    XCTAssertEqual(host.layout.itemCount(inSection: 1), 4)
    // One 200-point column from 50 (section 0 is one 50-point item).
    XCTAssertEqual(
      frames(host, section: 1),
      [
        Rect(x: 0, y: 50, width: 200, height: 30), Rect(x: 0, y: 80, width: 200, height: 100),
        Rect(x: 0, y: 180, width: 200, height: 100), Rect(x: 0, y: 280, width: 200, height: 100),
      ])
    // The next batch reads the counts it left.
    var next = after
    next.sections[0].items.append(HostItem(id: 100, height: 10))
    XCTAssertFalse(
      host.apply([.insertItem(at: ItemPath(section: 0, item: 1))], source: next).isReload)
  }

  func testBatchesThatDoNotAgreeWithTheCountsAreHandledAsAReload() {
    let feed = HostFeed(heights: [[100, 50, 50], [20]])
    let path = { (section: Int, item: Int) in ItemPath(section: section, item: item) }
    var grown = feed
    grown.sections[0].items.append(HostItem(id: 70, height: 10))
    var shrunk = feed
    shrunk.sections[0].items.removeLast()
    let cases: [(String, [MasonryHost.UpdateItem], HostFeed)] = [
      ("deletes an item that does not exist", [.deleteItem(at: path(0, 9))], shrunk),
      ("deletes a section that does not exist", [.deleteSection(5)], feed),
      ("counts changed without updates", [], grown),
      (
        "deletes an item twice", [.deleteItem(at: path(0, 2)), .deleteItem(at: path(0, 2))], shrunk
      ),
      ("inserts past the end", [.insertItem(at: path(0, 7))], grown),
      ("deletes an item and its section", [.deleteItem(at: path(1, 0)), .deleteSection(1)], feed),
      ("negative paths", [.deleteItem(at: path(-1, -1))], shrunk),
      (
        "a move with no destination",
        [MasonryHost.UpdateItem(action: .move, before: .item(path(0, 0)), after: nil)], feed
      ),
      ("an insertion the counts do not show", [.insertItem(at: path(0, 0))], feed),
    ]
    for (name, updates, source) in cases {
      var host = host(feed)
      let transition = host.apply(updates, source: source)
      host.layout._checkInvariants()
      XCTAssertTrue(transition.isReload, name)
      XCTAssertEqual(
        allElements(host.layout), allElements(freshLayout(Self.plain, width: 200, feed: source)),
        name)
      // Every element fades: out where it was, in where it is.
      XCTAssertEqual(host.finalAppearance(of: .item, for: path(0, 0))?.alpha, 0, name)
      XCTAssertEqual(host.initialAppearance(of: .item, for: path(0, 0))?.alpha, 0, name)
    }
  }

  /// Random batches re-flowing: the layout is exactly a fresh layout of
  /// the feed after each batch, the path maps follow every item by its
  /// identity, and the first visible item is restored by the target
  /// offset.
  /// An empty batch changes nothing, so it restores nothing: not even an
  /// anchor a batch left pending that the collection view never asked
  /// for (the proposed offset is where the user is).
  func testAnEmptyBatchRestoresNothingNotEvenAnOlderAnchor() {
    // Two columns of 100-point items, a row every 100 points.
    let feed = HostFeed(heights: [Array(repeating: 100, count: 40)])
    var host = host(feed)
    host.setViewport(Rect(x: 0, y: 500, width: 200, height: 300))
    // A batch that changes nothing on screen: item 10 (500) is pending.
    var after = feed
    after.sections[0].items.append(HostItem(id: 1_000, height: 100, span: 1))
    host.apply([.insertItem(at: ItemPath(section: 0, item: 40))], source: after)
    host.finishUpdates()
    XCTAssertEqual(host.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 0)).y, 500)
    // The viewport moves without a scroll the host hears of; an empty
    // batch: the proposed offset stands.
    host.setViewport(Rect(x: 0, y: 1200, width: 200, height: 300))
    host.apply([], source: after)
    XCTAssertEqual(
      host.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 1200)), Point(x: 0, y: 1200)
    )
    host.layout._checkInvariants()
  }

  /// A batch closes the gaps measurements above the viewport left, but
  /// after it has read where things were: a removed item fades out where
  /// the user saw it, gap and all. Found by the host fuzz target
  /// (Fuzz/Corpus/Host/gap-closed-before-snapshot).
  func testARemovedItemWithAGapAboveItFadesOutWhereItWas() throws {
    // Two columns of 100-point items, a row every 100 points.
    let feed = HostFeed(heights: [Array(repeating: 100, count: 40)])
    var host = host(feed)
    host.setViewport(Rect(x: 0, y: 500, width: 200, height: 300))
    // Item 2 (column 0, 100 to 200), above the viewport, measures 60: it
    // keeps its end, a 40-point gap above it.
    let item2 = ItemPath(section: 0, item: 2)
    host.setMeasuredHeight(60, ofItemAt: item2)
    XCTAssertEqual(host.layout.frame(ofItemAt: item2), Rect(x: 0, y: 140, width: 100, height: 60))
    var after = feed
    after.sections[0].items.remove(at: 2)
    host.apply([.deleteItem(at: item2)], source: after)
    XCTAssertEqual(
      host.finalAppearance(of: .item, for: item2),
      MasonryHost.Appearance(frame: Rect(x: 0, y: 140, width: 100, height: 60), alpha: 0, zIndex: 0)
    )
    // The gap closed with the batch: item 4, now 3, moved up to 100.
    XCTAssertEqual(host.layout._gapsAboveItems.count, 0)
    XCTAssertEqual(
      host.layout.frame(ofItemAt: ItemPath(section: 0, item: 3)),
      Rect(x: 0, y: 100, width: 100, height: 100))
    host.layout._checkInvariants()
  }

  func testRandomBatchesReflowingMatchAFreshLayout() {
    RandomSweep.forEachCase(15, seed: 0x4057_0002) { seed, random in
      var nextID = 0
      var feed = random.hostFeed(sections: 4, items: 30, nextID: &nextID)
      var configuration = random.masonryConfiguration()
      configuration.displayScale = nil
      let width = Double.random(in: 150...700, using: &random)
      var host = try! MasonryHost(configuration: configuration)
      host.updateMode = .reflow
      var viewport = Rect(x: 0, y: 0, width: width, height: 400)
      host.prepare(viewport: viewport, source: feed)
      for step in 0..<8 {
        let context = "seed \(seed) step \(step)"
        let length = host.contentSize.height
        viewport.origin.y = Double.random(in: 0...Swift.max(length - 400, 0), using: &random)
        _ = host.invalidation(forBoundsChangeFrom: viewport, to: viewport)
        let anchor = host.layout.anchor(in: viewport)
        let (after, updates) = random.batch(over: feed, items: 30, nextID: &nextID)
        let transition = host.apply(updates, source: after)
        host.layout._checkInvariants()
        XCTAssertFalse(transition.isReload, context)
        XCTAssertEqual(
          allElements(host.layout),
          allElements(freshLayout(configuration, width: width, feed: after)),
          context)
        XCTAssertTrue(transition.diagnostics.isClean, context)
        // Every item that stays maps to its new path, by identity.
        for (section, data) in feed.sections.enumerated() {
          for (item, element) in data.items.enumerated() {
            let old = ItemPath(section: section, item: item)
            guard let new = transition.newPath(ofOld: old) else { continue }
            XCTAssertEqual(after.sections[new.section].items[new.item].id, element.id, context)
            XCTAssertEqual(transition.oldPath(ofNew: new), old, context)
          }
        }
        // The anchor item, when it stays, is where it was on screen.
        if anchor.kind == .item, let path = anchor.path, let new = transition.newPath(ofOld: path) {
          let offset = host.targetContentOffset(forProposedContentOffset: viewport.origin)
          let top = host.layout.frame(ofItemAt: new)!.minY
          XCTAssertEqual(top - offset.y, anchor.distance, accuracy: 1e-6, context)
        }
        host.finishUpdates()
        feed = after
      }
    }
  }

  /// Random single edits keeping columns, mixed with self-sizing, against
  /// the engine's own edits; and random mixed batches, after which every
  /// item that stays keeps its columns.
  func testRandomEditsKeepingColumnsMatchTheEngineAppliedDirectly() {
    RandomSweep.forEachCase(15, seed: 0x4057_0003) { seed, random in
      var nextID = 0
      var feed = random.hostFeed(sections: 3, items: 30, nextID: &nextID)
      var configuration = random.masonryConfiguration()
      configuration.displayScale = nil
      let width = Double.random(in: 150...700, using: &random)
      var host = try! MasonryHost(configuration: configuration)
      var viewport = Rect(x: 0, y: 0, width: width, height: 400)
      host.prepare(viewport: viewport, source: feed)
      var expected = host.layout
      for step in 0..<20 {
        let operation = Int.random(in: 0..<5, using: &random)
        let context = "seed \(seed) step \(step) operation \(operation)"
        let paths = feed.sections.indices.flatMap { section in
          feed.sections[section].items.indices.map { ItemPath(section: section, item: $0) }
        }
        switch operation {
        case 0 where !paths.isEmpty:
          // Self-sizing, with what is on screen moved least.
          let path = paths.randomElement(using: &random)!
          let height = random.itemHeight() + 1
          let before = host.layout.elements(in: viewport)
          let measured = host.layout.frame(ofItemAt: path)!
          let invalidation = host.setMeasuredHeight(height, ofItemAt: path)
          expected.setHeight(height, ofItemAt: path, mode: .keepColumns)
          feed.sections[path.section].items[path.item].height = height
          if let invalidation {
            XCTAssertEqual(
              invalidation.contentOffsetAdjustment.y,
              leastMovingAdjustment(before, after: host.layout, in: viewport, measured: measured),
              accuracy: 1e-6,
              context)
            viewport.origin.y += invalidation.contentOffsetAdjustment.y
            _ = host.invalidation(forBoundsChangeFrom: viewport, to: viewport)
          }
        case 1 where !paths.isEmpty:
          let path = paths.randomElement(using: &random)!
          var after = feed
          after.sections[path.section].items.remove(at: path.item)
          host.apply([.deleteItem(at: path)], source: after)
          expected.removeItems(
            in: path.item..<(path.item + 1), inSection: path.section, mode: .keepColumns)
          feed = after
        case 2:
          let section = Int.random(in: 0..<feed.sections.count, using: &random)
          let item = Int.random(in: 0...feed.sections[section].items.count, using: &random)
          var after = feed
          after.sections[section].items.insert(
            HostItem(id: nextID, height: random.itemHeight()), at: item)
          nextID += 1
          host.apply([.insertItem(at: ItemPath(section: section, item: item))], source: after)
          expected.insertItems(
            in: item..<(item + 1), inSection: section, sections: after, mode: .keepColumns)
          feed = after
        case 3 where !paths.isEmpty:
          // A move within a section: the engine's own move.
          let path = paths.randomElement(using: &random)!
          let count = feed.sections[path.section].items.count
          let to = Int.random(in: 0..<count, using: &random)
          var after = feed
          let item = after.sections[path.section].items.remove(at: path.item)
          after.sections[path.section].items.insert(item, at: to)
          host.apply(
            [.moveItem(from: path, to: ItemPath(section: path.section, item: to))], source: after)
          expected.moveItem(
            from: path, to: ItemPath(section: path.section, item: to), mode: .keepColumns)
          feed = after
        default:
          // A mixed batch: columns kept for every item that stays.
          let before = host.layout
          let (after, updates) = random.batch(
            over: feed, items: 30, nextID: &nextID, sectionChanges: false)
          let transition = host.apply(updates, source: after)
          XCTAssertFalse(transition.isReload, context)
          for (section, data) in feed.sections.enumerated() {
            for item in data.items.indices {
              let old = ItemPath(section: section, item: item)
              guard let new = transition.newPath(ofOld: old),
                !updates.contains(where: { $0.action == .move && $0.before == .item(old) })
              else { continue }
              XCTAssertEqual(
                host.layout.masonry(inSection: new.section)!.columns(ofItemAt: new.item),
                before.masonry(inSection: section)!.columns(ofItemAt: item), context)
            }
          }
          expected = host.layout
          feed = after
        }
        host.layout._checkInvariants()
        host.finishUpdates()
        guard allElements(host.layout) == allElements(expected) else {
          XCTFail("differs from the engine: \(context)")
          return
        }
        // Every item's height is the feed's (measured or estimated).
        for (section, data) in feed.sections.enumerated() {
          for (item, element) in data.items.enumerated() where element.height.isFinite {
            XCTAssertEqual(
              host.layout.frame(ofItemAt: ItemPath(section: section, item: item))?.size.height,
              element.height, context)
          }
        }
      }
    }
  }
}

/// Where an anchor's element starts in a layout (vertical axis).
func anchorTop(_ anchor: SectionedMasonry.Anchor, in layout: SectionedMasonry) -> Double {
  let start = SectionedMasonry.Anchor(kind: anchor.kind, path: anchor.path, distance: 0)
  return layout.contentOffset(restoring: start, in: Rect(x: 0, y: 0, width: 0, height: 0)).y
}

final class MasonryHostUpdatesBadInputTests: XCTestCase {
  func testAMovedItemKeepsItsMeasuredHeightInAMixedBatch() {
    let feed = HostFeed(heights: [[100, 50, 80, 120]])
    var host = try! MasonryHost(configuration: Masonry.Configuration(columns: .fixed(2)))
    host.prepare(viewport: Rect(x: 0, y: 0, width: 200, height: 500), source: feed)
    host.setMeasuredHeight(33, ofItemAt: ItemPath(section: 0, item: 3))
    var after = feed
    let items = feed.sections[0].items
    after.sections[0].items = [items[3], items[1], items[2], HostItem(id: 9, height: 10)]
    let asked = feed.counter.heights
    host.apply(
      [
        .moveItem(from: ItemPath(section: 0, item: 3), to: ItemPath(section: 0, item: 0)),
        .deleteItem(at: ItemPath(section: 0, item: 0)),
        .insertItem(at: ItemPath(section: 0, item: 3)),
      ], source: after)
    host.layout._checkInvariants()
    XCTAssertEqual(host.layout.frame(ofItemAt: ItemPath(section: 0, item: 0))?.size.height, 33)
    // Only the inserted item was asked for.
    XCTAssertEqual(after.counter.heights - asked, 1)
  }

  func testBadHeightsInABatchAreCleanedAndReported() {
    let feed = HostFeed(heights: [[100, 50]])
    var host = try! MasonryHost(configuration: Masonry.Configuration(columns: .fixed(2)))
    host.prepare(viewport: Rect(x: 0, y: 0, width: 200, height: 500), source: feed)
    var after = feed
    after.sections[0].items.insert(HostItem(id: 7, height: .nan), at: 1)
    after.sections[0].items.append(HostItem(id: 8, height: -4, span: 0))
    let transition = host.apply(
      [
        .insertItem(at: ItemPath(section: 0, item: 1)),
        .insertItem(at: ItemPath(section: 0, item: 3)),
      ],
      source: after)
    host.layout._checkInvariants()
    XCTAssertFalse(transition.isReload)
    XCTAssertEqual(transition.diagnostics.nanCount, 1)
    XCTAssertEqual(transition.diagnostics.negativeCount, 1)
    XCTAssertEqual(transition.diagnostics.invalidSpanCount, 1)
    XCTAssertEqual(transition.diagnostics.firstPath, ItemPath(section: 0, item: 1))
    XCTAssertEqual(host.diagnostics, transition.diagnostics)
    XCTAssertEqual(host.layout.frame(ofItemAt: ItemPath(section: 0, item: 1))?.size.height, 0)
  }
}
