// A section whose own configuration is invalid: the error names the section
// and the field, and the layout stays exactly as it was.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class SectionedMasonrySectionErrorTests: XCTestCase {
  private func feedWithInvalidSection(_ section: Int, count: Int = 4) -> SectionFeed {
    var feed = SectionFeed(
      (0..<count).map { SectionData(heights: [Double(10 * ($0 + 1))], header: 5) })
    var bad = Masonry.Configuration()
    bad.columnSpacing = -2
    feed.sections[section].configuration = bad
    return feed
  }

  /// `prepare` checks every section's configuration before changing
  /// anything: the error names the first invalid section and its field,
  /// and the layout is the one it had.
  func testPrepareThrowsAndKeepsTheLayout() throws {
    var layout = try preparedSections(
      gettingStartedConfiguration, width: 375, feed: documentedSections)
    let before = layout
    do {
      try layout.prepare(width: 200, sections: feedWithInvalidSection(2))
      XCTFail("no error")
    } catch {
      // Typed throws: `error` is a SectionError.
      XCTAssertEqual(error.section, 2)
      XCTAssertEqual(error.field, "columnSpacing")
      XCTAssertEqual(error.configurationError, .columnSpacing(-2))
      XCTAssertEqual(
        error, SectionedMasonry.SectionError(section: 2, configurationError: .columnSpacing(-2)))
    }
    layout._checkInvariants()
    assertIdentical(layout, before, "after the throw")
    XCTAssertEqual(layout.contentSize.width, 375)

    // The first invalid section is the one named.
    var twice = feedWithInvalidSection(3)
    twice.sections[1].configuration = Masonry.Configuration(columns: .fixed(0))
    XCTAssertThrowsError(try layout.prepare(width: 200, sections: twice)) { error in
      XCTAssertEqual((error as? SectionedMasonry.SectionError)?.section, 1)
      XCTAssertEqual((error as? SectionedMasonry.SectionError)?.field, "columns")
    }
    assertIdentical(layout, before, "after the second throw")
  }

  /// Inserting or reloading sections throws the same way, naming the
  /// section's final index, and leaves the layout unchanged.
  func testSectionUpdatesThrowAndKeepTheLayout() throws {
    var feed = feedWithInvalidSection(1)
    feed.sections[1].configuration = nil
    var layout = try preparedSections(gettingStartedConfiguration, width: 375, feed: feed)
    let before = layout
    let broken = feedWithInvalidSection(2)
    XCTAssertThrowsError(try layout.insertSections(in: 1..<3, sections: broken)) { error in
      XCTAssertEqual(
        error as? SectionedMasonry.SectionError,
        .init(section: 2, configurationError: .columnSpacing(-2)))
    }
    assertIdentical(layout, before, "after the insertion threw")
    XCTAssertThrowsError(try layout.reloadSections(in: 0..<4, sections: broken)) { error in
      XCTAssertEqual((error as? SectionedMasonry.SectionError)?.section, 2)
    }
    layout._checkInvariants()
    assertIdentical(layout, before, "after the reload threw")
    // The valid part alone goes through.
    try layout.reloadSections(in: 0..<2, sections: broken)
    layout._checkInvariants()
  }

  func testDescriptionNamesTheSectionAndTheRule() {
    let error = SectionedMasonry.SectionError(section: 7, configurationError: .rowSpacing(.nan))
    XCTAssertEqual(
      error.description,
      "section 7: Masonry rowSpacing must be finite, from 0 to 1,000,000,000,000; got nan")
    XCTAssertEqual(error.field, "rowSpacing")
    XCTAssertNotEqual(
      error, SectionedMasonry.SectionError(section: 6, configurationError: .rowSpacing(1)))
  }
}
