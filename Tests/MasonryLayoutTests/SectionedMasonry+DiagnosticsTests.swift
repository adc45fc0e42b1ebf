// Diagnostics for cleaned data in a sectioned layout: headers, footers
// and items counted in the order the provider is asked, the first element
// named by kind and path, on every call that reads them.

import Foundation
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

/// Sections given as arrays: per section a header, a footer, the items'
/// heights and their spans.
private struct Sections: MasonrySectionProvider {
  var headers: [Double]
  var footers: [Double]
  var items: [[Double]]
  var spans: [[Int]] = []

  var sectionCount: Int { items.count }
  func itemCount(inSection section: Int) -> Int { items[section].count }
  func height(forItemAt path: ItemPath, width: Double) -> Double {
    items[path.section][path.item]
  }
  func columnSpan(forItemAt path: ItemPath) -> Int {
    spans.indices.contains(path.section) && spans[path.section].indices.contains(path.item)
      ? spans[path.section][path.item] : 1
  }
  func headerHeight(inSection section: Int, width: Double) -> Double { headers[section] }
  func footerHeight(inSection section: Int, width: Double) -> Double { footers[section] }
}

final class SectionedMasonryDiagnosticsTests: XCTestCase {
  /// Section 0 clean; section 1 a NaN header and a negative item; section
  /// 2 an infinite item with a span of 0, one too large, and a negative
  /// footer.
  private let feed = Sections(
    headers: [10, .nan, 0], footers: [0, 0, -2],
    items: [[10, 10], [5, -1], [.infinity, 3e12]], spans: [[], [], [0, 1]])

  private func prepared() throws -> SectionedMasonry {
    var layout = try SectionedMasonry(configuration: .init(columns: .fixed(2)))
    let changes = try layout.prepare(width: 200, sections: feed)
    layout._checkInvariants()
    XCTAssertEqual(
      changes.diagnostics,
      SectionedMasonry.Diagnostics(
        nanCount: 1, infiniteCount: 1, negativeCount: 2, tooLargeCount: 1, invalidSpanCount: 1,
        firstKind: .header, firstPath: ItemPath(section: 1, item: 0)))
    XCTAssertEqual(
      changes.diagnostics.description,
      "Diagnostics(nan: 1, infinite: 1, negative: 2, tooLarge: 1, invalidSpan: 1, "
        + "firstKind: header, firstPath: [1, 0])")
    // What was cleaned is laid out by the rules: no header in section 1,
    // no footer in section 2.
    XCTAssertNil(layout.headerFrame(inSection: 1))
    XCTAssertNil(layout.footerFrame(inSection: 2))
    return layout
  }

  func testPrepareCountsHeadersItemsAndFootersInTheOrderAsked() throws {
    _ = try prepared()
    // A clean feed is clean.
    var layout = try SectionedMasonry(configuration: .init(columns: .fixed(2)))
    let clean = try layout.prepare(
      width: 200, sections: Sections(headers: [0, 44], footers: [1e12, 0], items: [[0, 1], []]))
    XCTAssertTrue(clean.diagnostics.isClean)
    XCTAssertEqual(clean.diagnostics, SectionedMasonry.Diagnostics())
  }

  func testSectionUpdatesCountWhatTheyRead() throws {
    var layout = try prepared()
    let reloaded = try layout.reloadSections(in: 1..<2, sections: feed)
    layout._checkInvariants()
    XCTAssertEqual(
      reloaded.diagnostics,
      SectionedMasonry.Diagnostics(
        nanCount: 1, negativeCount: 1, firstKind: .header,
        firstPath: ItemPath(section: 1, item: 0)))

    var more = feed
    more.headers.append(0)
    more.footers.append(.infinity)
    more.items.append([7])
    let inserted = try layout.insertSections(in: 3..<4, sections: more)
    layout._checkInvariants()
    XCTAssertEqual(
      inserted.diagnostics,
      SectionedMasonry.Diagnostics(
        infiniteCount: 1, firstKind: .footer, firstPath: ItemPath(section: 3, item: 0)))
    XCTAssertTrue(layout.removeSections(in: 3..<4).diagnostics.isClean)
    layout._checkInvariants()
  }

  func testItemUpdatesNameTheirItemsByPath() throws {
    var layout = try prepared()
    var grown = feed
    grown.items[0] += [.nan, 4]
    let appended = layout.appendItems(count: 2, toSection: 0, sections: grown)
    layout._checkInvariants()
    XCTAssertEqual(
      appended.diagnostics,
      SectionedMasonry.Diagnostics(
        nanCount: 1, firstKind: .item, firstPath: ItemPath(section: 0, item: 2)))

    var front = grown
    front.items[0].insert(-3, at: 0)
    let inserted = layout.insertItems(in: 0..<1, inSection: 0, sections: front)
    layout._checkInvariants()
    XCTAssertEqual(
      inserted.diagnostics,
      SectionedMasonry.Diagnostics(
        negativeCount: 1, firstKind: .item, firstPath: ItemPath(section: 0, item: 0)))

    // Asked again for section 2: its infinite and too large items; spans
    // are kept, not asked.
    let asked = layout.setHeights(
      ofItemsIn: 0..<2, inSection: 2, sections: feed, mode: .keepColumns)
    layout._checkInvariants()
    XCTAssertEqual(
      asked.diagnostics,
      SectionedMasonry.Diagnostics(
        infiniteCount: 1, tooLargeCount: 1, firstKind: .item,
        firstPath: ItemPath(section: 2, item: 0)))

    let one = layout.setHeight(.nan, ofItemAt: ItemPath(section: 1, item: 1), mode: .reflow)
    layout._checkInvariants()
    XCTAssertEqual(
      one.diagnostics,
      SectionedMasonry.Diagnostics(
        nanCount: 1, firstKind: .item, firstPath: ItemPath(section: 1, item: 1)))
    XCTAssertTrue(
      layout.removeItems(in: 0..<1, inSection: 0).diagnostics.isClean)
    XCTAssertTrue(
      layout.moveItem(
        from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 0), mode: .reflow
      ).diagnostics.isClean)
    layout._checkInvariants()
  }

  func testHeaderAndFooterHeightsAreCountedEvenWhenNothingMoves() throws {
    var layout = try prepared()
    let header = layout.setHeaderHeight(-1, inSection: 0)
    layout._checkInvariants()
    XCTAssertEqual(
      header.diagnostics,
      SectionedMasonry.Diagnostics(
        negativeCount: 1, firstKind: .header, firstPath: ItemPath(section: 0, item: 0)))
    XCTAssertFalse(header.isEmpty, "the 10-point header went")
    // Section 0's footer is already 0: a NaN changes nothing, and is
    // still reported.
    let footer = layout.setFooterHeight(.nan, inSection: 0)
    layout._checkInvariants()
    XCTAssertTrue(footer.isEmpty)
    XCTAssertEqual(
      footer.diagnostics,
      SectionedMasonry.Diagnostics(
        nanCount: 1, firstKind: .footer, firstPath: ItemPath(section: 0, item: 0)))
    XCTAssertTrue(layout.setFooterHeight(12, inSection: 0).diagnostics.isClean)
    XCTAssertTrue(layout.setHeaderHeight(.nan, inSection: 9).diagnostics.isClean, "no section 9")
  }

  func testDiagnosticsTakePartInEqualityAndCoding() throws {
    var layout = try SectionedMasonry(configuration: .init(columns: .fixed(2)))
    let dirty = try layout.prepare(width: 200, sections: feed)
    var other = try SectionedMasonry(configuration: .init(columns: .fixed(2)))
    var cleaned = feed
    cleaned.headers[1] = 0
    let lessDirty = try other.prepare(width: 200, sections: cleaned)
    XCTAssertNotEqual(dirty.diagnostics, lessDirty.diagnostics)
    XCTAssertNotEqual(dirty, lessDirty)
    // The diagnostics themselves stay Codable.
    let data = try JSONEncoder().encode(dirty.diagnostics)
    XCTAssertEqual(
      try JSONDecoder().decode(SectionedMasonry.Diagnostics.self, from: data), dirty.diagnostics)

    XCTAssertTrue(layout.removeSections(in: 0..<1).diagnostics.isClean)
  }

  func testPrepareMatchesTheBruteForceCount() throws {
    var random = SplitMix64(seed: 0x5EC7_D1A6)
    for round in 0..<RandomSweep.count(50) {
      let count = Int.random(in: 0...5, using: &random)
      let bad: [Double] = [.nan, .infinity, -.infinity, -1, 2e12, 0, 12]
      var sections = Sections(headers: [], footers: [], items: [], spans: [])
      for _ in 0..<count {
        let feed = MasonryFeed.random(
          count: Int.random(in: 0...12, using: &random), using: &random, badValues: true)
        sections.headers.append(bad.randomElement(using: &random)!)
        sections.footers.append(bad.randomElement(using: &random)!)
        sections.items.append(feed.values.map { $0 * 10 })
        sections.spans.append(feed.spans)
      }
      var layout = try SectionedMasonry(configuration: random.masonryConfiguration())
      let changes = try layout.prepare(width: 375, sections: sections)
      layout._checkInvariants()

      // The brute force: header, items, footer, section by section, each
      // counted as a flat feed's values are.
      var expected = SectionedMasonry.Diagnostics()
      func tally(
        _ value: Double, span: Int?, _ kind: SectionedMasonry.Element.Kind, _ path: ItemPath
      ) {
        let one = MasonryReference.cleaned(
          [0], height: { _ in value }, span: span.map { span in { _ in span } }, covered: nil)
        expected.nanCount += one.nan
        expected.infiniteCount += one.infinite
        expected.negativeCount += one.negative
        expected.tooLargeCount += one.tooLarge
        expected.invalidSpanCount += one.invalidSpan
        if !one.isClean, expected.firstKind == nil {
          (expected.firstKind, expected.firstPath) = (kind, path)
        }
      }
      for section in 0..<count {
        tally(sections.headers[section], span: nil, .header, ItemPath(section: section, item: 0))
        for item in sections.items[section].indices {
          let path = ItemPath(section: section, item: item)
          tally(
            sections.items[section][item], span: sections.columnSpan(forItemAt: path), .item, path)
        }
        tally(sections.footers[section], span: nil, .footer, ItemPath(section: section, item: 0))
      }
      XCTAssertEqual(changes.diagnostics, expected, "round \(round)")
    }
  }
}

/// A provider that says each section has `count` items but answers 30 for
/// any index, as one built for a new page only does.
private struct PageOnly: MasonrySectionProvider {
  var sectionCount: Int
  var count: Int
  func itemCount(inSection section: Int) -> Int { count }
  func height(forItemAt path: ItemPath, width: Double) -> Double { 30 }
}

final class SectionedMasonryPastEndTests: XCTestCase {
  /// The misuse in a sectioned feed: five items in section 1, then
  /// an append of two with a provider that covers only those two. Items 5
  /// and 6 are asked of a provider whose section holds 2: both past its
  /// end, the first at [1, 5]. The same append with a provider covering
  /// the whole section is clean.
  func testAnAppendWithAProviderForTheNewPageOnlyIsCaught() throws {
    var layout = try SectionedMasonry(configuration: Masonry.Configuration(columns: .fixed(2)))
    try layout.prepare(width: 200, sections: PageOnly(sectionCount: 2, count: 5))
    layout._checkInvariants()
    var clean = layout
    let caught = layout.appendItems(
      count: 2, toSection: 1, sections: PageOnly(sectionCount: 2, count: 2))
    layout._checkInvariants()
    XCTAssertEqual(
      caught.diagnostics,
      SectionedMasonry.Diagnostics(
        pastEndCount: 2, firstKind: .item, firstPath: ItemPath(section: 1, item: 5)))
    XCTAssertFalse(caught.diagnostics.isClean)
    XCTAssertEqual(
      "\(caught.diagnostics)", "Diagnostics(pastEnd: 2, firstKind: item, firstPath: [1, 5])")

    let fine = clean.appendItems(
      count: 2, toSection: 1, sections: PageOnly(sectionCount: 2, count: 7))
    clean._checkInvariants()
    XCTAssertTrue(fine.diagnostics.isClean, "\(fine.diagnostics)")
    // The stand-ins still lay out: both layouts hold the same frames.
    XCTAssertEqual(
      layout.frame(ofItemAt: ItemPath(section: 1, item: 6)),
      clean.frame(ofItemAt: ItemPath(section: 1, item: 6)))
  }

  /// An insertion whose range reaches past the provider's count is caught
  /// the same way; one within it is clean.
  func testAnInsertionPastTheProvidersCountIsCaught() throws {
    var layout = try SectionedMasonry(configuration: Masonry.Configuration(columns: .fixed(2)))
    try layout.prepare(width: 200, sections: PageOnly(sectionCount: 1, count: 3))
    layout._checkInvariants()
    var within = layout
    let caught = layout.insertItems(
      in: 2..<5, inSection: 0, sections: PageOnly(sectionCount: 1, count: 4))
    layout._checkInvariants()
    // Items 2, 3 and 4 are asked; the provider covers 0..<4: one past.
    XCTAssertEqual(caught.diagnostics.pastEndCount, 1)
    XCTAssertEqual(caught.diagnostics.firstPath, ItemPath(section: 0, item: 4))
    let fine = within.insertItems(
      in: 2..<5, inSection: 0, sections: PageOnly(sectionCount: 1, count: 6))
    within._checkInvariants()
    XCTAssertTrue(fine.diagnostics.isClean, "\(fine.diagnostics)")
  }
}
