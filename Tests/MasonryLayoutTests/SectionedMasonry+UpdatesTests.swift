// Section-local updates: worked by hand on the documented feed, the
// outcome of every out-of-range update, what the provider is asked, and
// seeded random edit sequences, each step compared bit for bit with a
// fresh prepare of the final data.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class SectionedMasonryUpdatesTests: XCTestCase {
  private func documentedLayout() throws -> SectionedMasonry {
    try preparedSections(gettingStartedConfiguration, width: 375, feed: documentedSections)
  }

  private func fresh(_ feed: SectionFeed, width: Double = 375) throws -> SectionedMasonry {
    try preparedSections(gettingStartedConfiguration, width: width, feed: feed)
  }

  // MARK: - By hand

  /// Two items (10 and 100 points) appended to section 0: 10 goes under
  /// item 3 in the left column (196 + 8 = 204), 100 under it (222), so the
  /// items end at 322 + 8 = 330 instead of 304; the footer and section 1
  /// move down by 26.
  func testAppendingMovesTheLaterSections() throws {
    var layout = try documentedLayout()
    var feed = documentedSections
    feed.sections[0].insert(values: [10, 100], spans: [1, 1], at: 4)
    layout.appendItems(count: 2, toSection: 0, sections: feed)
    layout._checkInvariants()
    XCTAssertEqual(
      layout.frame(ofItemAt: ItemPath(section: 0, item: 4)),
      Rect(x: 8, y: 248, width: 175.5, height: 10))
    XCTAssertEqual(
      layout.frame(ofItemAt: ItemPath(section: 0, item: 5)),
      Rect(x: 8, y: 266, width: 175.5, height: 100))
    XCTAssertEqual(layout.footerFrame(inSection: 0), Rect(x: 0, y: 374, width: 375, height: 30))
    XCTAssertEqual(layout.headerFrame(inSection: 1), Rect(x: 0, y: 404, width: 375, height: 40))
    XCTAssertEqual(
      layout.frame(ofItemAt: ItemPath(section: 1, item: 0)),
      Rect(x: 8, y: 452, width: 175.5, height: 50))
    XCTAssertEqual(layout.contentSize, Size(width: 375, height: 510))
    assertIdentical(layout, try fresh(feed), "append")
  }

  /// Item [0, 1] grows from 80 to 300. Re-flowed: item 2 (200) goes left
  /// at 136, item 3 (60) right at 316, items end at 384. Keeping columns:
  /// item 2 stays right at 316, item 3 left at 136, items end at 524.
  func testHeightChangesInBothModes() throws {
    var layout = try documentedLayout()
    layout.setHeight(300, ofItemAt: ItemPath(section: 0, item: 1), mode: .reflow)
    layout._checkInvariants()
    XCTAssertEqual(
      (1..<4).map { layout.frame(ofItemAt: ItemPath(section: 0, item: $0)) },
      [
        Rect(x: 191.5, y: 52, width: 175.5, height: 300),
        Rect(x: 8, y: 180, width: 175.5, height: 200),
        Rect(x: 191.5, y: 360, width: 175.5, height: 60),
      ])
    XCTAssertEqual(layout.footerFrame(inSection: 0)?.minY, 428)
    XCTAssertEqual(layout.headerFrame(inSection: 1)?.minY, 458)
    var changed = documentedSections
    changed.sections[0].values[1] = 300
    assertIdentical(layout, try fresh(changed), "reflow")

    var kept = try documentedLayout()
    kept.setHeight(300, ofItemAt: ItemPath(section: 0, item: 1), mode: .keepColumns)
    kept._checkInvariants()
    XCTAssertEqual(
      (1..<4).map { kept.frame(ofItemAt: ItemPath(section: 0, item: $0)) },
      [
        Rect(x: 191.5, y: 52, width: 175.5, height: 300),
        Rect(x: 191.5, y: 360, width: 175.5, height: 200),
        Rect(x: 8, y: 180, width: 175.5, height: 60),
      ])
    XCTAssertEqual(kept.footerFrame(inSection: 0)?.minY, 568)
    XCTAssertEqual(kept.headerFrame(inSection: 1)?.minY, 598)
    XCTAssertEqual(kept.contentSize.height, 704)
  }

  /// Headers and footers change height without any item being laid out
  /// again: removing section 0's header moves everything up by 44; a
  /// 50-point footer for section 1 ends the content at 490.
  func testHeaderAndFooterHeights() throws {
    var layout = try documentedLayout()
    layout.setHeaderHeight(0, inSection: 0)
    layout._checkInvariants()
    XCTAssertNil(layout.headerFrame(inSection: 0))
    XCTAssertEqual(
      layout.frame(ofItemAt: ItemPath(section: 0, item: 0)),
      Rect(x: 8, y: 8, width: 175.5, height: 120))
    XCTAssertEqual(layout.contentSize.height, 440)
    layout.setFooterHeight(50, inSection: 1)
    layout._checkInvariants()
    XCTAssertEqual(layout.footerFrame(inSection: 1), Rect(x: 0, y: 440, width: 375, height: 50))
    XCTAssertEqual(layout.contentSize.height, 490)
    var feed = documentedSections
    feed.sections[0].header = 0
    feed.sections[1].footer = 50
    assertIdentical(layout, try fresh(feed), "header and footer")
    // Bad heights are sanitised as the provider's are.
    layout.setHeaderHeight(.nan, inSection: 1)
    layout.setFooterHeight(-.infinity, inSection: 0)
    layout._checkInvariants()
    feed.sections[1].header = .nan
    feed.sections[0].footer = -.infinity
    assertIdentical(layout, try fresh(feed), "bad heights")
  }

  /// Removing section 0 moves section 1 to the top; inserting it back
  /// restores the layout.
  func testRemovingAndInsertingSections() throws {
    var layout = try documentedLayout()
    layout.removeSections(in: 0..<1)
    layout._checkInvariants()
    XCTAssertEqual(layout.sectionCount, 1)
    XCTAssertEqual(layout.headerFrame(inSection: 0), Rect(x: 0, y: 0, width: 375, height: 40))
    XCTAssertEqual(
      layout.frame(ofItemAt: ItemPath(section: 0, item: 0)),
      Rect(x: 8, y: 48, width: 175.5, height: 50))
    XCTAssertEqual(layout.contentSize.height, 106)
    try layout.insertSections(in: 0..<1, sections: documentedSections)
    layout._checkInvariants()
    assertIdentical(layout, try documentedLayout(), "inserted back")
    // Reloading a section with new data lays out that section afresh.
    var feed = documentedSections
    feed.sections[1] = SectionData(heights: [20, 20, 20], header: 10, footer: 10)
    try layout.reloadSections(in: 1..<2, sections: feed)
    layout._checkInvariants()
    assertIdentical(layout, try fresh(feed), "reloaded")
  }

  // MARK: - Out of range: the documented outcomes

  /// An update naming a section that does not exist changes nothing.
  func testUpdatesOfMissingSectionsChangeNothing() throws {
    var layout = try documentedLayout()
    let before = layout
    for section in [-1, 2, .min, .max] {
      layout.appendItems(count: 3, toSection: section, sections: documentedSections)
      layout.insertItems(in: 0..<3, inSection: section, sections: documentedSections)
      layout.removeItems(in: 0..<3, inSection: section)
      layout.setHeight(10, ofItemAt: ItemPath(section: section, item: 0), mode: .reflow)
      layout.setHeights(
        ofItemsIn: 0..<2, inSection: section, sections: documentedSections, mode: .keepColumns)
      layout.setHeaderHeight(99, inSection: section)
      layout.setFooterHeight(99, inSection: section)
      layout._checkInvariants()
    }
    try layout.reloadSections(in: 2..<5, sections: documentedSections)
    try layout.reloadSections(in: -3..<0, sections: documentedSections)
    layout.removeSections(in: 2..<10)
    layout.removeSections(in: -5..<0)
    layout._checkInvariants()
    assertIdentical(layout, before, "missing sections")
  }

  /// Item indices out of range: a height change of a missing item changes
  /// nothing, counts of 0 or less add nothing, an insertion index is
  /// clamped to the section, a removed range to its items.
  func testItemIndicesOutOfRangeAreClampedOrIgnored() throws {
    var layout = try documentedLayout()
    let before = layout
    for item in [-1, 4, .min, .max] {
      layout.setHeight(10, ofItemAt: ItemPath(section: 0, item: item), mode: .reflow)
    }
    layout.appendItems(count: 0, toSection: 0, sections: documentedSections)
    layout.appendItems(count: -5, toSection: 0, sections: documentedSections)
    layout.insertItems(in: 1..<1, inSection: 0, sections: documentedSections)
    layout.insertItems(in: Int.max..<Int.max, inSection: 0, sections: documentedSections)
    layout.removeItems(in: 4..<10, inSection: 0)
    layout.removeItems(in: -5..<0, inSection: 0)
    layout.setHeights(
      ofItemsIn: 10..<20, inSection: 0, sections: documentedSections, mode: .reflow)
    try layout.insertSections(in: 1..<1, sections: documentedSections)
    try layout.insertSections(in: Int.min..<Int.min, sections: documentedSections)
    layout._checkInvariants()
    assertIdentical(layout, before, "nothing changed")

    // Insertion past the end appends; before the start inserts at 0.
    var feed = documentedSections
    feed.sections[1].insert(values: [30], spans: [1], at: 1)
    layout.insertItems(in: 99..<100, inSection: 1, sections: feed)
    layout._checkInvariants()
    assertIdentical(layout, try fresh(feed), "inserted past the end")
    feed.sections[1].insert(values: [15], spans: [1], at: 0)
    layout.insertItems(in: -7..<(-6), inSection: 1, sections: feed)
    layout._checkInvariants()
    assertIdentical(layout, try fresh(feed), "inserted before the start")
    // A range reaching past the items removes those it covers.
    feed.sections[1].remove(1..<3)
    layout.removeItems(in: 1..<50, inSection: 1)
    layout._checkInvariants()
    assertIdentical(layout, try fresh(feed), "removed to the end")

    // Section insertion indices clamp to 0 ... sectionCount; removal
    // ranges to the sections.
    let extra = SectionFeed([SectionData(heights: [5], header: 5)])
    try layout.insertSections(
      in: 99..<100, sections: SectionFeed(feed.sections + extra.sections))
    feed.sections += extra.sections
    layout._checkInvariants()
    assertIdentical(layout, try fresh(feed), "sections appended")
    try layout.insertSections(
      in: -4..<(-3), sections: SectionFeed(extra.sections + feed.sections))
    feed.sections.insert(contentsOf: extra.sections, at: 0)
    layout._checkInvariants()
    assertIdentical(layout, try fresh(feed), "sections inserted at 0")
    layout.removeSections(in: -3..<1)
    feed.sections.removeFirst()
    layout._checkInvariants()
    assertIdentical(layout, try fresh(feed), "first section removed")
  }

  // MARK: - What the provider is asked

  /// An append asks for the new items of its section only; header and
  /// footer changes ask nothing; an inserted section is asked for itself
  /// only; a reload asks for the reloaded sections only. The later
  /// sections' items are never asked for again, so never laid out again.
  func testUpdatesAskOnlyForWhatChanged() throws {
    let provider = RecordingSections(sections: 3, items: 2)
    var layout = try SectionedMasonry(configuration: Masonry.Configuration())
    try layout.prepare(width: 100, sections: provider)
    // Every configuration first, then section by section.
    var expected: [String] = ["c 0", "c 1", "c 2"]
    for section in 0..<3 {
      expected += ["h \(section)", "n \(section)"]
      for item in 0..<2 { expected += ["span \(section).\(item)", "height \(section).\(item)"] }
      expected.append("f \(section)")
    }
    XCTAssertEqual(provider.requests, expected)
    XCTAssertEqual(provider.widths, Array(repeating: 100, count: 6))

    // An update asks for the section's item count once, to tell an item
    // past the provider's end (counted in the diagnostics), then for the
    // items it places.
    provider.requests = []
    layout.appendItems(count: 2, toSection: 0, sections: provider)
    XCTAssertEqual(
      provider.requests, ["n 0", "span 0.2", "height 0.2", "span 0.3", "height 0.3"])

    provider.requests = []
    layout.insertItems(in: 0..<1, inSection: 1, sections: provider)
    XCTAssertEqual(provider.requests, ["n 1", "span 1.0", "height 1.0"])

    provider.requests = []
    layout.setHeights(ofItemsIn: 0..<2, inSection: 2, sections: provider, mode: .reflow)
    XCTAssertEqual(provider.requests, ["n 2", "height 2.0", "height 2.1"])

    provider.requests = []
    layout.setHeaderHeight(30, inSection: 0)
    layout.setFooterHeight(30, inSection: 1)
    layout.setHeight(5, ofItemAt: ItemPath(section: 0, item: 0), mode: .keepColumns)
    layout.removeItems(in: 0..<1, inSection: 2)
    layout.removeSections(in: 1..<2)
    XCTAssertEqual(provider.requests, [])

    provider.requests = []
    provider.items = 1
    try layout.insertSections(in: 1..<2, sections: provider)
    XCTAssertEqual(provider.requests, ["c 1", "h 1", "n 1", "span 1.0", "height 1.0", "f 1"])

    provider.requests = []
    try layout.reloadSections(in: 2..<3, sections: provider)
    XCTAssertEqual(provider.requests, ["c 2", "h 2", "n 2", "span 2.0", "height 2.0", "f 2"])
    layout._checkInvariants()
  }

  // MARK: - Random edit sequences

  /// Seeded random sequences of every update on random feeds (bad values
  /// included), each step compared bit for bit with a fresh prepare of
  /// the data as it then stands. Height changes re-flow here; the next
  /// test covers keeping columns.
  func testRandomEditSequencesEqualAFreshPrepare() throws {
    var failures = 0
    RandomSweep.tally("SectionedMasonry", RandomSweep.count(6))
    for seed in RandomSweep.caseSeeds(6, seed: 0x5EC7_ED17) where failures == 0 {
      var random = SplitMix64(seed: seed)
      let configuration = random.layoutConfiguration()
      let width = random.masonryWidth()
      let bad = Int.random(in: 0..<3, using: &random) == 0
      var feed = random.sectionFeed(maximumSections: 6, maximumItems: 12, badValues: bad)
      var layout = try preparedSections(configuration, width: width, feed: feed)
      var log: [String] = []
      for _ in 0..<25 {
        log.append(
          applyRandomEdit(to: &layout, feed: &feed, mode: .reflow, badValues: bad, using: &random))
        layout._checkInvariants()
        let expected = try preparedSections(configuration, width: width, feed: feed)
        let before = failures
        assertIdentical(layout, expected, "seed \(seed) after \(log.joined(separator: ", "))")
        if testRun?.failureCount ?? 0 > 0 { failures = before + 1 }
        if failures > 0 { break }
      }
    }
  }

  /// Random edits on feeds of 40 to 100 sections, so that the starts are
  /// re-summed across several blocks of 32: bit for bit a fresh prepare.
  func testRandomEditsAcrossManyBlocksOfSections() throws {
    RandomSweep.tally("SectionedMasonry", RandomSweep.count(1))
    for seed in RandomSweep.caseSeeds(1, seed: 0x5EC7_B10C) {
      var random = SplitMix64(seed: seed)
      let configuration = random.layoutConfiguration()
      let width = random.masonryWidth()
      var feed = SectionFeed(
        (0..<Int.random(in: 40...100, using: &random)).map { _ in
          random.sectionData(maximumItems: 4, badValues: false)
        })
      var layout = try preparedSections(configuration, width: width, feed: feed)
      var log: [String] = []
      for _ in 0..<30 {
        log.append(
          applyRandomEdit(to: &layout, feed: &feed, mode: .reflow, badValues: false, using: &random)
        )
        layout._checkInvariants()
      }
      assertIdentical(
        layout, try preparedSections(configuration, width: width, feed: feed),
        "seed \(seed) after \(log.joined(separator: ", "))")
    }
  }

  /// Random sequences with height changes that keep columns: each
  /// section's engine equals a `Masonry` given the same changes, the
  /// sections stack by the rule (against the brute-force reference built
  /// from those engines), and the invariants hold.
  func testRandomEditSequencesKeepingColumns() throws {
    RandomSweep.tally("SectionedMasonry", RandomSweep.count(4))
    for seed in RandomSweep.caseSeeds(4, seed: 0x5EC7_CEE9) {
      var random = SplitMix64(seed: seed)
      let configuration = random.layoutConfiguration()
      let width = random.masonryWidth()
      var feed = random.sectionFeed(maximumSections: 5, maximumItems: 12)
      var layout = try preparedSections(configuration, width: width, feed: feed)
      // The engines a section would have on its own, given the same edits.
      var shadows = (0..<feed.sections.count).map { layout.masonry(inSection: $0)! }
      var log: [String] = []
      for _ in 0..<20 {
        let before = feed
        let edit = applyRandomEdit(
          to: &layout, feed: &feed, mode: .keepColumns, badValues: false, using: &random,
          itemEditsOnly: true)
        log.append(edit)
        shadows = shadowEngines(
          shadows, before: before, after: feed, edit: edit, configuration: configuration,
          width: width)
        layout._checkInvariants()
        let context = "seed \(seed) after \(log.joined(separator: ", "))"
        for (section, shadow) in shadows.enumerated() {
          assertIdentical(
            layout.masonry(inSection: section)!, shadow, "section \(section) \(context)")
        }
        let reference = SectionedMasonryReference(
          width: width,
          sections: shadows.enumerated().map { section, engine in
            SectionedMasonryReference.Section(
              frames: Array(engine.frames), contentHeight: engine.contentSize.height,
              headerHeight: feed.sections[section].header,
              footerHeight: feed.sections[section].footer)
          })
        if let problem = mismatch(layout, reference) { return XCTFail(problem + "; " + context) }
      }
    }
  }

  /// Replays one logged edit on the per-section engines.
  private func shadowEngines(
    _ shadows: [Masonry], before: SectionFeed, after: SectionFeed, edit: String,
    configuration: Masonry.Configuration, width: Double
  ) -> [Masonry] {
    var shadows = shadows
    let words = edit.split(separator: " ")
    let section = Int(words[1])!
    guard shadows.indices.contains(section) else { return shadows }
    let heights = SectionItemHeights(data: after.sections[section])
    switch words[0] {
    case "append": shadows[section].appendItems(count: Int(words[2])!, heights: heights)
    case "insert":
      shadows[section].insertItems(
        in: Int(words[2])!..<(Int(words[2])!) + (Int(words[3])!), heights: heights)
    case "remove": shadows[section].removeItems(in: Int(words[2])!..<Int(words[3])!)
    case "height":
      shadows[section].setHeight(Double(words[3])!, ofItemAt: Int(words[2])!, mode: .keepColumns)
    case "heights":
      shadows[section].setHeights(
        ofItemsIn: Int(words[2])!..<Int(words[3])!, heights: heights, mode: .keepColumns)
    default: break
    }
    return shadows
  }
}

/// One section's items as a `MasonryHeightProvider`, for the shadow
/// engines.
private struct SectionItemHeights: MasonryHeightProvider {
  var data: SectionData
  func height(forItemAt index: Int, width: Double) -> Double { data.height(index, width) }
  func columnSpan(forItemAt index: Int) -> Int { data.span(index) }
  func column(forItemAt index: Int) -> Int? { data.column(index) }
}

/// Applies one random update to both the data and the layout, and
/// returns it as a line for the log: `verb section arguments...`.
///
/// With `itemEditsOnly`, only the item updates (append, insert, remove,
/// height, heights) and header and footer heights, so that the sections
/// stay the same ones.
private func applyRandomEdit(
  to layout: inout SectionedMasonry, feed: inout SectionFeed, mode: Masonry.UpdateMode,
  badValues: Bool, using random: inout SplitMix64, itemEditsOnly: Bool = false
) -> String {
  let sections = feed.sections.count
  // Now and then a section or item that does not exist.
  let section =
    Int.random(in: 0..<12, using: &random) == 0
    ? [-1, sections, sections + 3].randomElement(using: &random)!
    : Int.random(in: 0..<max(sections, 1), using: &random)
  let exists = section >= 0 && section < sections
  let count = exists ? feed.sections[section].count : 0
  func newItems(_ n: Int) -> (values: [Double], spans: [Int]) {
    let drawn = MasonryFeed.random(count: n, using: &random, badValues: badValues)
    // Keep the section's kind of value (ratios or points).
    let usesRatios = exists ? feed.sections[section].usesRatios : drawn.usesRatios
    let values = drawn.values.map { value in
      usesRatios == drawn.usesRatios ? value : (usesRatios ? value / 100 : value * 100)
    }
    return (values, drawn.spans)
  }
  let choices = itemEditsOnly ? 7 : 11
  switch Int.random(in: 0..<choices, using: &random) {
  case 0:
    let n = Int.random(in: -1...6, using: &random)
    if exists, n > 0 {
      let new = newItems(n)
      feed.sections[section].insert(values: new.values, spans: new.spans, at: count)
    }
    layout.appendItems(count: n, toSection: section, sections: feed)
    return "append \(section) \(max(n, 0))"
  case 1:
    let index = Int.random(in: -2...(count + 2), using: &random)
    let n = Int.random(in: 0...4, using: &random)
    let clamped = min(max(index, 0), count)
    if exists, n > 0 {
      let new = newItems(n)
      feed.sections[section].insert(values: new.values, spans: new.spans, at: clamped)
    }
    layout.insertItems(in: index..<index + n, inSection: section, sections: feed)
    return "insert \(section) \(clamped) \(n)"
  case 2:
    let low = Int.random(in: -2...(count + 1), using: &random)
    let high = low + Int.random(in: 0...4, using: &random)
    let clamped = (low..<high).clamped(to: 0..<count)
    if exists { feed.sections[section].remove(clamped) }
    layout.removeItems(in: low..<high, inSection: section)
    return "remove \(section) \(clamped.lowerBound) \(clamped.upperBound)"
  case 3:
    let item = Int.random(in: -1...count, using: &random)
    var height = Double(Int.random(in: 0...300, using: &random))
    if badValues, Bool.random(using: &random) {
      height = [.nan, .infinity, -4, 1e13].randomElement(using: &random)!
    }
    if exists, item >= 0, item < count { feed.sections[section].fixed[item] = height }
    layout.setHeight(height, ofItemAt: ItemPath(section: section, item: item), mode: mode)
    return "height \(section) \(item) \(height)"
  case 4:
    let low = Int.random(in: -1...count, using: &random)
    let high = low + Int.random(in: 0...3, using: &random)
    let clamped = (low..<high).clamped(to: 0..<count)
    if exists {
      for item in clamped {
        feed.sections[section].fixed[item] = Double(Int.random(in: 1...250, using: &random))
      }
    }
    layout.setHeights(ofItemsIn: low..<high, inSection: section, sections: feed, mode: mode)
    return "heights \(section) \(clamped.lowerBound) \(clamped.upperBound)"
  case 5:
    let height = random.sectionEdgeHeight(badValues: badValues)
    if exists { feed.sections[section].header = height }
    layout.setHeaderHeight(height, inSection: section)
    return "header \(section) \(height)"
  case 6:
    let height = random.sectionEdgeHeight(badValues: badValues)
    if exists { feed.sections[section].footer = height }
    layout.setFooterHeight(height, inSection: section)
    return "footer \(section) \(height)"
  case 7:
    let index = Int.random(in: -1...(sections + 1), using: &random)
    let n = Int.random(in: 0...3, using: &random)
    let clamped = min(max(index, 0), sections)
    let new = (0..<n).map { _ in random.sectionData(maximumItems: 10, badValues: badValues) }
    feed.sections.insert(contentsOf: new, at: clamped)
    do {
      try layout.insertSections(in: index..<index + n, sections: feed)
    } catch {
      XCTFail("valid configurations rejected: \(error)")
    }
    return "sections+ \(clamped) \(n)"
  case 8:
    let low = Int.random(in: -1...sections, using: &random)
    let high = low + Int.random(in: 0...2, using: &random)
    let clamped = (low..<high).clamped(to: 0..<sections)
    feed.sections.removeSubrange(clamped)
    layout.removeSections(in: low..<high)
    return "sections- \(clamped.lowerBound) \(clamped.upperBound)"
  default:
    let low = Int.random(in: -1...sections, using: &random)
    let high = low + Int.random(in: 0...2, using: &random)
    let clamped = (low..<high).clamped(to: 0..<sections)
    for index in clamped {
      feed.sections[index] = random.sectionData(maximumItems: 10, badValues: badValues)
    }
    do {
      try layout.reloadSections(in: low..<high, sections: feed)
    } catch {
      XCTFail("valid configurations rejected: \(error)")
    }
    return "reload \(clamped.lowerBound) \(clamped.upperBound)"
  }
}
