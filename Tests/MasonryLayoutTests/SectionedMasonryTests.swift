// The sectioned layout laid out by hand: frames worked out from the layout
// rule for small feeds with headers, footers, insets, per-section
// configurations and empty sections; then every kind of bad input.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

/// The getting-started configuration: two columns, 8-point spacing and
/// insets.
let gettingStartedConfiguration = Masonry.Configuration(
  columns: .fixed(2), columnSpacing: 8, rowSpacing: 8, contentInsets: EdgeInsets(all: 8))

/// The feed of the ``SectionedMasonry`` documentation: the getting-started
/// heights under a 44-point header and over a 30-point footer, then one
/// 50-point item under a 40-point header.
let documentedSections = SectionFeed([
  SectionData(heights: [120, 80, 200, 60], header: 44, footer: 30),
  SectionData(heights: [50], header: 40),
])

final class SectionedMasonryTests: XCTestCase {
  // MARK: - By hand

  /// The documentation's example at 375 points. Section 0: header
  /// (0, 0, 375, 44); the getting-started frames moved down by 44; items
  /// end at 44 + 304 = 348, where the 30-point footer starts; the section
  /// ends at 378. Section 1: header (0, 378, 375, 40), items from 418, the
  /// item at 418 + 8 = 426, items ending at 418 + 66 = 484, no footer.
  func testTheDocumentedFeed() throws {
    let layout = try preparedSections(
      gettingStartedConfiguration, width: 375, feed: documentedSections)
    XCTAssertEqual(layout.sectionCount, 2)
    XCTAssertEqual(layout.contentSize, Size(width: 375, height: 484))
    XCTAssertEqual(layout.headerFrame(inSection: 0), Rect(x: 0, y: 0, width: 375, height: 44))
    let items = (0..<4).map { layout.frame(ofItemAt: ItemPath(section: 0, item: $0)) }
    XCTAssertEqual(
      items,
      [
        Rect(x: 8, y: 52, width: 175.5, height: 120),
        Rect(x: 191.5, y: 52, width: 175.5, height: 80),
        Rect(x: 191.5, y: 140, width: 175.5, height: 200),
        Rect(x: 8, y: 180, width: 175.5, height: 60),
      ])
    XCTAssertEqual(layout.footerFrame(inSection: 0), Rect(x: 0, y: 348, width: 375, height: 30))
    XCTAssertEqual(layout.sectionFrame(inSection: 0), Rect(x: 0, y: 0, width: 375, height: 378))
    XCTAssertEqual(layout.headerFrame(inSection: 1), Rect(x: 0, y: 378, width: 375, height: 40))
    XCTAssertEqual(
      layout.frame(ofItemAt: ItemPath(section: 1, item: 0)),
      Rect(x: 8, y: 426, width: 175.5, height: 50))
    XCTAssertNil(layout.footerFrame(inSection: 1))
    XCTAssertEqual(layout.sectionFrame(inSection: 1), Rect(x: 0, y: 378, width: 375, height: 106))
    XCTAssertEqual(layout.itemCount(inSection: 0), 4)
    XCTAssertEqual(layout.itemCount(inSection: 1), 1)
  }

  /// Per-section configurations, an empty section that keeps its insets,
  /// a full-width item, and an empty section of no height, at 300 points
  /// with the default configuration (two columns, nothing else).
  ///
  /// Section 0 (3 columns, spacing 6, insets top 10, sides 12, bottom 4):
  /// columns (276 - 12) / 3 = 88 wide at x 12, 106, 200; heights 30, 50,
  /// 20 across, then 10 under the 20 (the shortest column); items end at
  /// 60 + 4 = 64. Section 1 (no items, insets top 5 and bottom 7): header
  /// (0, 64, 300, 20), items from 84 to 84 + 12 = 96, footer
  /// (0, 96, 300, 10), end 106. Section 2 (the layout's two 150-point
  /// columns): a full-width 40 at 106, then 10 and 10 side by side at 146,
  /// items ending at 156, footer (0, 156, 300, 16), end 172. Section 3:
  /// nothing, 0 tall at 172.
  func testPerSectionConfigurationsAndEmptySections() throws {
    let threeColumns = Masonry.Configuration(
      columns: .fixed(3), columnSpacing: 6,
      contentInsets: EdgeInsets(top: 10, left: 12, bottom: 4, right: 12))
    let insetsOnly = Masonry.Configuration(
      contentInsets: EdgeInsets(top: 5, left: 0, bottom: 7, right: 0))
    let feed = SectionFeed([
      SectionData(heights: [30, 50, 20, 10], configuration: threeColumns),
      SectionData(heights: [], header: 20, footer: 10, configuration: insetsOnly),
      SectionData(heights: [40, 10, 10], spans: [2], footer: 16),
      SectionData(heights: []),
    ])
    let layout = try preparedSections(Masonry.Configuration(), width: 300, feed: feed)

    XCTAssertEqual(layout.sectionCount, 4)
    XCTAssertEqual(layout.contentSize, Size(width: 300, height: 172))
    XCTAssertNil(layout.headerFrame(inSection: 0))
    XCTAssertNil(layout.footerFrame(inSection: 0))
    XCTAssertEqual(
      (0..<4).map { layout.frame(ofItemAt: ItemPath(section: 0, item: $0)) },
      [
        Rect(x: 12, y: 10, width: 88, height: 30), Rect(x: 106, y: 10, width: 88, height: 50),
        Rect(x: 200, y: 10, width: 88, height: 20), Rect(x: 200, y: 30, width: 88, height: 10),
      ])
    XCTAssertEqual(layout.sectionFrame(inSection: 0), Rect(x: 0, y: 0, width: 300, height: 64))
    XCTAssertEqual(layout.masonry(inSection: 0)?.columnCount, 3)

    XCTAssertEqual(layout.itemCount(inSection: 1), 0)
    XCTAssertEqual(layout.headerFrame(inSection: 1), Rect(x: 0, y: 64, width: 300, height: 20))
    XCTAssertEqual(layout.footerFrame(inSection: 1), Rect(x: 0, y: 96, width: 300, height: 10))
    XCTAssertEqual(layout.sectionFrame(inSection: 1), Rect(x: 0, y: 64, width: 300, height: 42))

    XCTAssertEqual(
      (0..<3).map { layout.frame(ofItemAt: ItemPath(section: 2, item: $0)) },
      [
        Rect(x: 0, y: 106, width: 300, height: 40), Rect(x: 0, y: 146, width: 150, height: 10),
        Rect(x: 150, y: 146, width: 150, height: 10),
      ])
    XCTAssertEqual(layout.footerFrame(inSection: 2), Rect(x: 0, y: 156, width: 300, height: 16))
    XCTAssertEqual(layout.sectionFrame(inSection: 3), Rect(x: 0, y: 172, width: 300, height: 0))
    XCTAssertNil(layout.headerFrame(inSection: 3))
  }

  /// Each section's engine is exactly a `Masonry` of the section's items
  /// with its configuration at the container width.
  func testEachSectionIsTheMasonryOfItsItems() throws {
    let layout = try preparedSections(
      gettingStartedConfiguration, width: 375, feed: documentedSections)
    var masonry = try Masonry(configuration: gettingStartedConfiguration)
    masonry.prepare(width: 375, itemCount: 4, heights: FixedHeights([120, 80, 200, 60]))
    assertIdentical(try XCTUnwrap(layout.masonry(inSection: 0)), masonry, "section 0")
    XCTAssertNil(layout.masonry(inSection: 2))
    XCTAssertNil(layout.masonry(inSection: -1))
  }

  /// More than a block of sections (the starts are summed in blocks of
  /// 32): 100 sections of one 10-point item under a 5-point header start
  /// every 15 points.
  func testManySectionsStackExactly() throws {
    let feed = SectionFeed(
      Array(repeating: SectionData(heights: [10], header: 5), count: 100))
    let layout = try preparedSections(
      Masonry.Configuration(columns: .fixed(1)), width: 100, feed: feed)
    XCTAssertEqual(layout.contentSize, Size(width: 100, height: 1_500))
    for section in 0..<100 {
      XCTAssertEqual(
        layout.sectionFrame(inSection: section),
        Rect(x: 0, y: Double(15 * section), width: 100, height: 15))
      XCTAssertEqual(
        layout.frame(ofItemAt: ItemPath(section: section, item: 0)),
        Rect(x: 0, y: Double(15 * section + 5), width: 100, height: 10))
    }
  }

  // MARK: - Creating and preparing

  func testANewLayoutIsEmpty() throws {
    let layout = try SectionedMasonry(configuration: gettingStartedConfiguration)
    layout._checkInvariants()
    XCTAssertEqual(layout.configuration, gettingStartedConfiguration)
    XCTAssertFalse(layout.pinsHeaders)
    XCTAssertEqual(layout.sectionCount, 0)
    XCTAssertEqual(layout.contentSize, Size(width: 0, height: 0))
    XCTAssertNil(layout.frame(ofItemAt: ItemPath(section: 0, item: 0)))
    XCTAssertNil(layout.sectionFrame(inSection: 0))
    XCTAssertEqual(layout.elements(in: Rect(x: 0, y: 0, width: 100, height: 100)), [])
  }

  func testAnInvalidLayoutConfigurationThrowsTheMasonryError() {
    var configuration = Masonry.Configuration()
    configuration.rowSpacing = -1
    XCTAssertThrowsError(try SectionedMasonry(configuration: configuration)) { error in
      XCTAssertEqual(error as? Masonry.ConfigurationError, .rowSpacing(-1))
    }
    do {
      _ = try SectionedMasonry(configuration: Masonry.Configuration(columns: .fixed(0)))
      XCTFail("no error")
    } catch {
      // Typed throws: `error` is a Masonry.ConfigurationError.
      XCTAssertEqual(error.field, "columns")
    }
  }

  /// Preparing again at a new width lays every section out afresh; with
  /// fewer sections, the extra ones go; with a section's configuration
  /// changed, that section follows it.
  func testPreparingAgainReplacesTheLayout() throws {
    var layout = try preparedSections(
      gettingStartedConfiguration, width: 375, feed: documentedSections)
    try layout.prepare(width: 667, sections: documentedSections)
    layout._checkInvariants()
    assertIdentical(
      layout,
      try preparedSections(gettingStartedConfiguration, width: 667, feed: documentedSections),
      "at 667")
    XCTAssertEqual(
      layout.frame(ofItemAt: ItemPath(section: 0, item: 1)),
      Rect(x: 337.5, y: 52, width: 321.5, height: 80))

    var fewer = documentedSections
    fewer.sections.removeLast()
    fewer.sections[0].configuration = Masonry.Configuration(columns: .fixed(1))
    try layout.prepare(width: 100, sections: fewer)
    layout._checkInvariants()
    XCTAssertEqual(layout.sectionCount, 1)
    XCTAssertEqual(layout.masonry(inSection: 0)?.columnCount, 1)
    // One column: 44 + 120 + 80 + 200 + 60 + 30.
    XCTAssertEqual(layout.contentSize, Size(width: 100, height: 534))
    assertIdentical(
      layout, try preparedSections(gettingStartedConfiguration, width: 100, feed: fewer), "fewer")
  }

  /// A copy keeps the layout it had when the original changes.
  func testCopiesAreIndependent() throws {
    var layout = try preparedSections(
      gettingStartedConfiguration, width: 375, feed: documentedSections)
    let copy = layout
    var longer = documentedSections
    longer.sections[0].insert(values: [10, 10], spans: [1, 1], at: 4)
    layout.appendItems(count: 2, toSection: 0, sections: longer)
    layout.setHeaderHeight(10, inSection: 1)
    layout._checkInvariants()
    copy._checkInvariants()
    assertIdentical(
      copy, try preparedSections(gettingStartedConfiguration, width: 375, feed: documentedSections),
      "the copy")
    XCTAssertEqual(layout.itemCount(inSection: 0), 6)
  }

  // MARK: - Bad input

  /// A provider that claims negative counts.
  private struct NegativeCounts: MasonrySectionProvider {
    var sections: Int
    var items: Int
    var sectionCount: Int { sections }
    func itemCount(inSection section: Int) -> Int { items }
    func height(forItemAt path: ItemPath, width: Double) -> Double { 10 }
    func headerHeight(inSection section: Int, width: Double) -> Double { 12 }
  }

  func testANegativeSectionCountLaysOutNoSections() throws {
    var layout = try SectionedMasonry(configuration: gettingStartedConfiguration)
    try layout.prepare(width: 375, sections: NegativeCounts(sections: -3, items: 5))
    layout._checkInvariants()
    XCTAssertEqual(layout.sectionCount, 0)
    XCTAssertEqual(layout.contentSize, Size(width: 375, height: 0))
    try layout.prepare(width: 375, sections: NegativeCounts(sections: .min, items: 5))
    XCTAssertEqual(layout.sectionCount, 0)
  }

  /// A negative item count is an empty section, which keeps its insets:
  /// each of the two sections is a 12-point header and 8 + 8 of insets.
  func testANegativeItemCountIsAnEmptySection() throws {
    var layout = try SectionedMasonry(configuration: gettingStartedConfiguration)
    try layout.prepare(width: 375, sections: NegativeCounts(sections: 2, items: -7))
    layout._checkInvariants()
    XCTAssertEqual(layout.itemCount(inSection: 0), 0)
    XCTAssertEqual(layout.itemCount(inSection: 1), 0)
    XCTAssertEqual(layout.sectionFrame(inSection: 1), Rect(x: 0, y: 28, width: 375, height: 28))
    XCTAssertEqual(layout.contentSize, Size(width: 375, height: 56))
    XCTAssertNil(layout.frame(ofItemAt: ItemPath(section: 0, item: 0)))
  }

  /// NaN, infinite and negative header and footer heights are 0 (no header
  /// or footer), and huge ones are `Masonry.maximumLength`, by the rule for
  /// item heights.
  func testBadHeaderAndFooterHeightsAreSanitised() throws {
    let bad: [Double] = [.nan, -.nan, .infinity, -.infinity, -5, -0.0, 0]
    let feed = SectionFeed(
      bad.map { SectionData(heights: [10], header: $0, footer: $0) }
        + [SectionData(heights: [10], header: 1e13, footer: .greatestFiniteMagnitude)])
    let layout = try preparedSections(
      Masonry.Configuration(columns: .fixed(1)), width: 50, feed: feed)
    for section in bad.indices {
      XCTAssertNil(layout.headerFrame(inSection: section), "header \(bad[section])")
      XCTAssertNil(layout.footerFrame(inSection: section), "footer \(bad[section])")
      XCTAssertEqual(
        layout.sectionFrame(inSection: section),
        Rect(x: 0, y: Double(10 * section), width: 50, height: 10), "\(bad[section])")
    }
    let huge = bad.count
    let top = Double(10 * huge)
    XCTAssertEqual(
      layout.headerFrame(inSection: huge),
      Rect(x: 0, y: top, width: 50, height: Masonry.maximumLength))
    XCTAssertEqual(
      layout.footerFrame(inSection: huge),
      Rect(x: 0, y: top + 1e12 + 10, width: 50, height: Masonry.maximumLength))
    XCTAssertEqual(layout.contentSize.height, top + 2e12 + 10)
    XCTAssertTrue(layout.contentSize.height.isFinite)
  }

  /// A NaN, infinite or negative width is 0, a huge one the maximum, as
  /// for `Masonry`; headers and footers get the same width.
  func testBadWidthsAreSanitised() throws {
    for (width, expected) in [
      (Double.nan, 0.0), (-10, 0), (.infinity, 0), (-.infinity, 0), (1e300, Masonry.maximumLength),
    ] {
      let layout = try preparedSections(
        gettingStartedConfiguration, width: width, feed: documentedSections)
      XCTAssertEqual(layout.contentSize.width, expected, "width \(width)")
      XCTAssertEqual(layout.headerFrame(inSection: 0)?.width, expected, "width \(width)")
      XCTAssertEqual(layout.masonry(inSection: 1)?.contentSize.width, expected, "width \(width)")
    }
  }
}
