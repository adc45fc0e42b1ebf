// The collection view bridge's decisions, by hand: duplicates across
// sections dropped with their sources at the first places, a sync that
// reports whether the sections changed, prefetch hints once while near
// (forgotten when far, dropped by a sync and brought back, out of range,
// following their ids through a sync), the end once per item count, and a
// scroll target kept until the first layout. Then seeded random syncs,
// prefetches, forgetting and scroll targets against a brute-force model
// of the same rules.

import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting
import XCTest

final class LazyMasonryStateTests: XCTestCase {
  typealias Feed = LazyMasonryState<Int>

  func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

  func testDuplicatesAcrossSectionsAreDroppedAndSourcesPointAtTheFirstPlaces() {
    var feed = Feed()
    XCTAssertTrue(feed.sync([[1, 2, 1], [3, 2, 4]]))
    // 1 again at [0, 2] and 2 again at [1, 1] are dropped.
    XCTAssertEqual(feed.sections, [[1, 2], [3, 4]])
    XCTAssertEqual(feed.duplicateCount, 2)
    XCTAssertEqual(feed.id(ofItemAt: path(0, 0)), 1)
    XCTAssertEqual(feed.id(ofItemAt: path(0, 1)), 2)
    XCTAssertEqual(feed.id(ofItemAt: path(1, 0)), 3)
    XCTAssertEqual(feed.id(ofItemAt: path(1, 1)), 4)
    // Each shown item's data is at its id's first place in the lists:
    // 4 is shown at [1, 1], its data at [1, 2].
    XCTAssertEqual(feed.source(of: path(0, 0))?.id, 1)
    XCTAssertEqual(feed.source(of: path(0, 0))?.path, path(0, 0))
    XCTAssertEqual(feed.source(of: path(0, 1))?.id, 2)
    XCTAssertEqual(feed.source(of: path(0, 1))?.path, path(0, 1))
    XCTAssertEqual(feed.source(of: path(1, 0))?.id, 3)
    XCTAssertEqual(feed.source(of: path(1, 0))?.path, path(1, 0))
    XCTAssertEqual(feed.source(of: path(1, 1))?.id, 4)
    XCTAssertEqual(feed.source(of: path(1, 1))?.path, path(1, 2))
    // Paths the feed does not hold.
    for outside in [path(0, 2), path(1, 2), path(2, 0), path(-1, 0), path(0, -1)] {
      XCTAssertNil(feed.id(ofItemAt: outside), "\(outside)")
      XCTAssertNil(feed.source(of: outside), "\(outside)")
    }
  }

  /// A repeat first in the lists moves every later source: a duplicate at
  /// the start of a section shifts the rest of it.
  func testADuplicateFirstInASectionShiftsTheSourcesAfterIt() {
    var feed = Feed()
    feed.sync([[7, 8], [8, 9, 7, 10]])
    XCTAssertEqual(feed.sections, [[7, 8], [9, 10]])
    XCTAssertEqual(feed.duplicateCount, 2)
    XCTAssertEqual(feed.source(of: path(1, 0))?.id, 9)
    XCTAssertEqual(feed.source(of: path(1, 0))?.path, path(1, 1))
    XCTAssertEqual(feed.source(of: path(1, 1))?.id, 10)
    XCTAssertEqual(feed.source(of: path(1, 1))?.path, path(1, 3))
  }

  func testASyncReportsWhetherTheSectionsChanged() {
    var feed = Feed()
    XCTAssertEqual(feed.sections, [])
    // No sections is what a new feed shows.
    XCTAssertFalse(feed.sync([]))
    // One empty section is not none.
    XCTAssertTrue(feed.sync([[]]))
    XCTAssertFalse(feed.sync([[]]))
    XCTAssertTrue(feed.sync([[1, 2]]))
    XCTAssertFalse(feed.sync([[1, 2]]))
    // A repeat dropped leaves the same sections.
    XCTAssertFalse(feed.sync([[1, 2, 2]]))
    XCTAssertEqual(feed.duplicateCount, 1)
    XCTAssertFalse(feed.sync([[1, 1, 2, 1]]))
    XCTAssertEqual(feed.duplicateCount, 2)
    XCTAssertEqual(feed.sections, [[1, 2]])
    // The order, the split into sections, an empty section: all changes.
    XCTAssertTrue(feed.sync([[2, 1]]))
    XCTAssertTrue(feed.sync([[2], [1]]))
    XCTAssertTrue(feed.sync([[2], [1], []]))
    XCTAssertTrue(feed.sync([[2, 1], []]))
    XCTAssertTrue(feed.sync([]))
    XCTAssertEqual(feed.sections, [])
    XCTAssertEqual(feed.duplicateCount, 0)
  }

  /// The sources follow every sync, even one that leaves the sections as
  /// they were: the data moved under the same ids.
  func testSourcesFollowASyncThatKeepsTheSections() {
    var feed = Feed()
    feed.sync([[5, 5, 6]])
    XCTAssertEqual(feed.source(of: path(0, 1))?.id, 6)
    XCTAssertEqual(feed.source(of: path(0, 1))?.path, path(0, 2))
    XCTAssertFalse(feed.sync([[5, 6]]))
    XCTAssertEqual(feed.duplicateCount, 0)
    XCTAssertEqual(feed.source(of: path(0, 1))?.path, path(0, 1))
    XCTAssertFalse(feed.sync([[5, 6, 6, 5]]))
    XCTAssertEqual(feed.source(of: path(0, 1))?.path, path(0, 1))
    XCTAssertFalse(feed.sync([[5, 5, 5, 6]]))
    XCTAssertEqual(feed.source(of: path(0, 1))?.path, path(0, 3))
    XCTAssertEqual(feed.source(of: path(0, 0))?.path, path(0, 0))
  }

  func testPrefetchReportsEachIDOnceWhileNear() {
    var feed = Feed()
    feed.sync([[10, 11, 12, 13], [14]])
    XCTAssertEqual(feed.prefetch([path(0, 1), path(0, 2)]), [11, 12])
    // In the order given; those reported already are left out.
    XCTAssertEqual(feed.prefetch([path(1, 0), path(0, 2), path(0, 3)]), [14, 13])
    XCTAssertEqual(feed.prefetch([path(0, 1), path(0, 2), path(0, 3), path(1, 0)]), [])
    // A path twice in one call: once.
    XCTAssertEqual(feed.prefetch([path(0, 0), path(0, 0)]), [10])
    XCTAssertEqual(feed.prefetch([]), [])
    XCTAssertEqual(feed.hintCount, 5)
    // Far: items 12 and 14 (by their paths) are forgotten, and new again
    // when UIKit prefetches them; the others stay reported.
    feed.keepHints { $0 != path(0, 2) && $0 != path(1, 0) }
    XCTAssertEqual(feed.hintCount, 3)
    XCTAssertEqual(feed.prefetch([path(0, 1), path(0, 2), path(0, 3)]), [12])
    XCTAssertEqual(feed.prefetch([path(1, 0)]), [14])
    // Everything near: nothing forgotten.
    feed.keepHints { _ in true }
    XCTAssertEqual(feed.prefetch([path(0, 0), path(1, 0)]), [])
  }

  /// The paths `keepHints` is given are the ids' paths now: after a
  /// sync, the hints follow their ids.
  func testHintsFollowTheirIDsThroughASync() {
    var feed = Feed()
    feed.sync([[1, 2, 3]])
    XCTAssertEqual(feed.prefetch([path(0, 0), path(0, 2)]), [1, 3])
    feed.sync([[3, 2], [1]])
    var asked: [ItemPath] = []
    feed.keepHints {
      asked.append($0)
      return $0 != path(1, 0)
    }
    XCTAssertEqual(Set(asked), [path(0, 0), path(1, 0)])
    // 1 (now at [1, 0]) is forgotten, 3 (now at [0, 0]) is kept.
    XCTAssertEqual(feed.prefetch([path(0, 0), path(0, 1), path(1, 0)]), [2, 1])
  }

  func testPathsOutOfRangeAreIgnored() {
    var feed = Feed()
    XCTAssertEqual(feed.prefetch([path(0, 0)]), [])
    feed.sync([[1, 2], [3]])
    let outside = [path(0, 2), path(1, 1), path(2, 0), path(-1, 0), path(0, -1), path(5, 5)]
    XCTAssertEqual(feed.prefetch(outside), [])
    XCTAssertEqual(feed.prefetch(outside + [path(1, 0)] + outside), [3])
    XCTAssertEqual(feed.prefetch([path(0, 0), path(0, 1)]), [1, 2])
    XCTAssertEqual(feed.prefetch([path(0, 0), path(0, 1), path(1, 0)]), [])
  }

  func testASyncThatDropsAnIDForgetsItsHint() {
    var feed = Feed()
    feed.sync([[10, 11, 12, 13]])
    XCTAssertEqual(feed.prefetch([path(0, 0), path(0, 1), path(0, 2)]), [10, 11, 12])
    // 11 is dropped, 12 moves up a place and stays hinted.
    feed.sync([[10, 12, 13]])
    XCTAssertEqual(feed.prefetch([path(0, 0), path(0, 1), path(0, 2)]), [13])
    // 11 comes back: new again. 10 and 12 moved, still hinted.
    feed.sync([[12, 11], [10, 13]])
    XCTAssertEqual(feed.prefetch([path(0, 0), path(0, 1), path(1, 0), path(1, 1)]), [11])
    // A sync that leaves the sections as they were keeps every hint.
    XCTAssertFalse(feed.sync([[12, 11, 12], [10, 13, 11]]))
    XCTAssertEqual(feed.prefetch([path(0, 0), path(0, 1), path(1, 0), path(1, 1)]), [])
    // Dropped by an empty sync, and brought back.
    feed.sync([])
    feed.sync([[12, 11], [10, 13]])
    XCTAssertEqual(feed.prefetch([path(1, 1), path(0, 0)]), [13, 12])
  }

  /// A repeat dropped is not shown: its path is past the section's end.
  func testDuplicatesArePrefetchedByTheirShownPath() {
    var feed = Feed()
    feed.sync([[1, 1, 2]])
    XCTAssertEqual(feed.prefetch([path(0, 2)]), [])
    XCTAssertEqual(feed.prefetch([path(0, 1)]), [2])
  }

  func testTheEndIsReportedOncePerItemCount() {
    var feed = Feed()
    feed.sync([[1, 2, 3]])
    XCTAssertFalse(feed.reachesEnd(start: 0, end: 500, contentLength: 1_000, mirrored: false))
    XCTAssertTrue(feed.reachesEnd(start: 500, end: 1_000, contentLength: 1_000, mirrored: false))
    XCTAssertFalse(feed.reachesEnd(start: 500, end: 1_000, contentLength: 1_000, mirrored: false))
    // The last cells measure themselves: a new length, the same items.
    XCTAssertFalse(feed.reachesEnd(start: 540, end: 1_040, contentLength: 1_040, mirrored: false))
    // A page: more ids, reached at the new end.
    feed.sync([[1, 2, 3, 4]])
    XCTAssertFalse(feed.reachesEnd(start: 500, end: 1_000, contentLength: 1_300, mirrored: false))
    XCTAssertTrue(feed.reachesEnd(start: 800, end: 1_300, contentLength: 1_300, mirrored: false))
    XCTAssertFalse(feed.reachesEnd(start: 0, end: 500, contentLength: 2_000, mirrored: true))
    // An empty section after it: the same ids.
    feed.sync([[1, 2, 3, 4], []])
    XCTAssertFalse(feed.reachesEnd(start: 800, end: 1_300, contentLength: 1_300, mirrored: false))
    // Repeats dropped: the same ids shown.
    feed.sync([[1, 2, 3, 4, 4], []])
    XCTAssertFalse(feed.reachesEnd(start: 800, end: 1_300, contentLength: 1_300, mirrored: false))
    // A section of a new id: a new end.
    feed.sync([[1, 2, 3, 4], [5]])
    XCTAssertTrue(feed.reachesEnd(start: 0, end: 500, contentLength: 2_000, mirrored: true))
    XCTAssertFalse(feed.reachesEnd(start: .nan, end: 0, contentLength: 3_000, mirrored: true))
    feed.sync([[1, 2, 3, 4], [5, 6]])
    XCTAssertFalse(feed.reachesEnd(start: 0, end: .infinity, contentLength: 3_000, mirrored: false))
    // An empty feed's content is reached at once.
    var empty = Feed()
    XCTAssertTrue(empty.reachesEnd(start: 0, end: 812, contentLength: 0, mirrored: false))
    XCTAssertFalse(empty.reachesEnd(start: 0, end: 812, contentLength: 0, mirrored: false))
  }

  /// A feed whose last row is the app's own "loading" item, under one id,
  /// and whose pages land before it: the end is new at each page.
  func testAPageBeforeATrailingItemIsANewEnd() {
    var feed = Feed()
    let loading = 0
    feed.sync([[1, 2, 3, loading]])
    XCTAssertTrue(feed.reachesEnd(start: 500, end: 1_000, contentLength: 1_000, mirrored: false))
    feed.sync([[1, 2, 3, 4, 5, 6, loading]])
    XCTAssertTrue(feed.reachesEnd(start: 1_500, end: 2_000, contentLength: 2_000, mirrored: false))
    // A feed sorted newest first: the page lands at the top.
    feed.sync([[9, 8, 7, 1, 2, 3, 4, 5, 6, loading]])
    XCTAssertTrue(feed.reachesEnd(start: 2_500, end: 3_000, contentLength: 3_000, mirrored: false))
  }

  func testAScrollTargetIsKeptUntilTheFirstLayoutAndTakenOnce() {
    var feed = Feed()
    XCTAssertNil(feed.takeScrollTarget(hasLaidOut: true))
    // Set before the data and before the first layout: kept.
    feed.requestScroll(to: 7)
    XCTAssertEqual(feed.pendingTarget, 7)
    feed.sync([[5, 6, 7, 8]])
    XCTAssertNil(feed.takeScrollTarget(hasLaidOut: false))
    XCTAssertNil(feed.takeScrollTarget(hasLaidOut: false))
    XCTAssertEqual(feed.pendingTarget, 7)
    // Laid out: taken, once.
    XCTAssertEqual(feed.takeScrollTarget(hasLaidOut: true), 7)
    XCTAssertNil(feed.pendingTarget)
    XCTAssertNil(feed.takeScrollTarget(hasLaidOut: true))
    // A nil request (the binding cleared) keeps the pending target; a new
    // one replaces it.
    feed.requestScroll(to: 6)
    feed.requestScroll(to: nil)
    XCTAssertEqual(feed.pendingTarget, 6)
    XCTAssertEqual(feed.takeScrollTarget(hasLaidOut: true), 6)
    feed.requestScroll(to: 5)
    feed.requestScroll(to: 8)
    feed.requestScroll(to: nil)
    XCTAssertEqual(feed.takeScrollTarget(hasLaidOut: true), 8)
    XCTAssertNil(feed.pendingTarget)
  }

  /// A target the feed does not hold (never synced, or dropped by a sync
  /// before the layout) is not scrolled to, and is dropped.
  func testAScrollTargetTheFeedDoesNotHoldIsDropped() {
    var feed = Feed()
    feed.sync([[5, 6], [7]])
    feed.requestScroll(to: 99)
    XCTAssertNil(feed.takeScrollTarget(hasLaidOut: false))
    XCTAssertEqual(feed.pendingTarget, 99)
    XCTAssertNil(feed.takeScrollTarget(hasLaidOut: true))
    XCTAssertNil(feed.pendingTarget)
    // 99 arriving later does not bring the dropped target back.
    feed.sync([[99]])
    XCTAssertNil(feed.takeScrollTarget(hasLaidOut: true))
    // Held when requested, dropped by a sync before the layout.
    feed.sync([[5, 6], [7]])
    feed.requestScroll(to: 7)
    feed.sync([[5, 6]])
    XCTAssertNil(feed.takeScrollTarget(hasLaidOut: true))
    XCTAssertNil(feed.pendingTarget)
    // One in a later section, and one shown once though given twice.
    feed.sync([[5, 6], [6, 7]])
    feed.requestScroll(to: 7)
    XCTAssertEqual(feed.takeScrollTarget(hasLaidOut: true), 7)
    feed.requestScroll(to: 6)
    XCTAssertEqual(feed.takeScrollTarget(hasLaidOut: true), 6)
  }
}

/// The bridge's rules by brute force, on plain arrays: the shown sections
/// keep each id's first occurrence (found by scanning everything before
/// it), a source is the first place of the id in the lists as given, and
/// the hints are a list of the ids reported and not since forgotten as far
/// or dropped.
struct ReferenceCollectionFeed {
  var lists: [[Int]] = []
  var shown: [[Int]] = []
  var duplicates = 0
  var hinted: [Int] = []
  var pending: Int?

  /// Whether `id` is anywhere in `lists` before the place `(section, item)`.
  static func occurs(_ id: Int, in lists: [[Int]], before section: Int, _ item: Int) -> Bool {
    for s in 0...section {
      let end = s == section ? item : lists[s].count
      for i in 0..<end where lists[s][i] == id { return true }
    }
    return false
  }

  mutating func sync(_ new: [[Int]]) -> Bool {
    var unique: [[Int]] = []
    var repeats = 0
    for (s, list) in new.enumerated() {
      var kept: [Int] = []
      for (i, id) in list.enumerated() {
        if Self.occurs(id, in: new, before: s, i) { repeats += 1 } else { kept.append(id) }
      }
      unique.append(kept)
    }
    lists = new
    duplicates = repeats
    hinted = hinted.filter { id in unique.contains { $0.contains(id) } }
    let changed = unique != shown
    shown = unique
    return changed
  }

  func id(ofItemAt path: ItemPath) -> Int? {
    guard path.section >= 0, path.section < shown.count, path.item >= 0,
      path.item < shown[path.section].count
    else { return nil }
    return shown[path.section][path.item]
  }

  func source(of path: ItemPath) -> (id: Int, path: ItemPath)? {
    guard let id = id(ofItemAt: path) else { return nil }
    for (s, list) in lists.enumerated() {
      for (i, candidate) in list.enumerated() where candidate == id {
        return (id, ItemPath(section: s, item: i))
      }
    }
    return nil
  }

  mutating func prefetch(_ paths: [ItemPath]) -> [Int] {
    var reported: [Int] = []
    for path in paths {
      guard let id = id(ofItemAt: path), !hinted.contains(id) else { continue }
      hinted.append(id)
      reported.append(id)
    }
    return reported
  }

  /// Forgets the hinted ids shown at the `far` paths now.
  mutating func forget(far: Set<ItemPath>) {
    let ids = Set(far.compactMap { id(ofItemAt: $0) })
    hinted.removeAll { ids.contains($0) }
  }

  mutating func take(hasLaidOut: Bool) -> Int? {
    guard hasLaidOut, let target = pending else { return nil }
    pending = nil
    return shown.contains { $0.contains(target) } ? target : nil
  }
}

extension LazyMasonryStateTests {
  func testRandomSyncsPrefetchesAndForgettingAgainstAModel() {
    var steps = 0
    // What the run exercised: ids reported, and reported again after they
    // went far or a sync made them new; syncs that left the sections as they
    // were; targets taken and targets dropped.
    var (reports, rereports, unchanged, taken, dropped) = (0, 0, 0, 0, 0)
    RandomSweep.forEachCase(2, seed: 0xC011_FEED) { seed, random in
      var feed = Feed()
      var model = ReferenceCollectionFeed()
      // Ids from a small pool, so that lists repeat ids and syncs drop
      // and bring back ids often.
      let pool = random.chance(50) ? 8 : 20
      var everReported = Set<Int>()
      func randomPaths(_ random: inout SplitMix64) -> [ItemPath] {
        (0..<Int.random(in: 0...6, using: &random)).map { _ in
          ItemPath(
            section: Int.random(in: -1...4, using: &random),
            item: Int.random(in: -1...7, using: &random))
        }
      }
      for step in 0..<1_000 {
        steps += 1
        let context = "seed \(seed), step \(step)"
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<20:
          var lists: [[Int]]
          if random.chance(30), !model.lists.isEmpty {
            // An edit of the last lists: one id removed, added or repeated.
            lists = model.lists
            let s = Int.random(in: 0..<lists.count, using: &random)
            if random.chance(50), !lists[s].isEmpty {
              lists[s].remove(at: Int.random(in: 0..<lists[s].count, using: &random))
            } else {
              lists[s].insert(
                Int.random(in: 0..<pool, using: &random),
                at: Int.random(in: 0...lists[s].count, using: &random))
            }
          } else {
            lists = (0..<Int.random(in: 0...4, using: &random)).map { _ in
              (0..<Int.random(in: 0...7, using: &random)).map { _ in
                Int.random(in: 0..<pool, using: &random)
              }
            }
          }
          let changed = feed.sync(lists)
          XCTAssertEqual(changed, model.sync(lists), "\(context): \(lists)")
          if !changed { unchanged += 1 }
          XCTAssertEqual(feed.sections, model.shown, context)
          XCTAssertEqual(feed.duplicateCount, model.duplicates, context)
          for section in -1...4 {
            for item in -1...7 {
              let at = ItemPath(section: section, item: item)
              XCTAssertEqual(feed.id(ofItemAt: at), model.id(ofItemAt: at), "\(context): \(at)")
              let source = feed.source(of: at)
              let expected = model.source(of: at)
              XCTAssertEqual(source?.id, expected?.id, "\(context): \(at)")
              XCTAssertEqual(source?.path, expected?.path, "\(context): \(at)")
            }
          }
        case 20..<60:
          let paths = randomPaths(&random)
          let reported = feed.prefetch(paths)
          XCTAssertEqual(reported, model.prefetch(paths), "\(context): \(paths)")
          reports += reported.count
          rereports += reported.filter { everReported.contains($0) }.count
          everReported.formUnion(reported)
        case 60..<90:
          // The host's reach: some paths are far.
          let far = Set(randomPaths(&random))
          feed.keepHints { !far.contains($0) }
          model.forget(far: far)
          XCTAssertEqual(feed.hintCount, model.hinted.count, context)
        case 90..<95:
          let target = random.chance(20) ? nil : Int.random(in: 0..<pool + 2, using: &random)
          feed.requestScroll(to: target)
          if let target { model.pending = target }
          XCTAssertEqual(feed.pendingTarget, model.pending, context)
        default:
          let laidOut = random.chance(70)
          let pending = model.pending
          let target = feed.takeScrollTarget(hasLaidOut: laidOut)
          XCTAssertEqual(target, model.take(hasLaidOut: laidOut), context)
          if laidOut, pending != nil {
            if target == nil { dropped += 1 } else { taken += 1 }
          }
          XCTAssertEqual(feed.pendingTarget, model.pending, context)
        }
      }
    }
    // A quarter of what the first four cases measured (349 ids
    // reported, 293 again, 82 unchanged syncs, 28 targets taken, 47
    // dropped), per case.
    let cases = steps / 1_000
    XCTAssertGreaterThan(reports, 20 * cases)
    XCTAssertGreaterThan(rereports, 15 * cases)
    XCTAssertGreaterThan(unchanged, 5 * cases)
    XCTAssertGreaterThan(taken, 1 * cases)
    XCTAssertGreaterThan(dropped, 2 * cases)
    RandomSweep.tally("LazyMasonryState steps against a model", steps)
  }
}
