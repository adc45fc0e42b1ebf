// How results print: every description exactly, the debug description the
// same, and `dump` without the underscored storage behind them.

import LayoutGeometry
import MasonryLayout
import XCTest

/// What `dump` writes for a value.
private func dumped(_ value: some Any) -> String {
  var text = ""
  dump(value, to: &text)
  return text
}

final class MasonryDescriptionTests: XCTestCase {
  /// Asserts the description, that `String(reflecting:)` (what `debugPrint`
  /// and the debugger show) is the same, and that `dump` shows no
  /// underscored storage.
  private func assertPrints(
    _ value: some CustomStringConvertible, _ text: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(value.description, text, file: file, line: line)
    XCTAssertEqual(String(reflecting: value), text, file: file, line: line)
    XCTAssertEqual("\(value)", text, file: file, line: line)
    let dump = dumped(value)
    XCTAssertFalse(dump.contains("_"), dump, file: file, line: line)
  }

  // MARK: - The flat engine

  func testTheIssuesChangeSetPrintsAsItSays() {
    let changes = Masonry.Changes(
      removedItems: Masonry.IndexRanges(10..<11), changedItems: Masonry.IndexRanges(10..<200),
      oldItemCount: 201, newItemCount: 200, oldContentSize: Size(width: 375, height: 18_204),
      newContentSize: Size(width: 375, height: 17_980))
    assertPrints(
      changes,
      "Changes(removed: [10], inserted: [], changed: [10..<200], "
        + "contentSize: 375×18,204 → 375×17,980)")
    XCTAssertTrue(dumped(changes).contains("- oldItemCount: 201"))
  }

  func testChangeSetsOfRealUpdates() throws {
    // One column 100 wide of five items 10 tall: 100×50.
    var masonry = try Masonry(configuration: .init(columns: .fixed(1)))
    masonry.prepare(width: 100, itemCount: 5, heights: FixedHeights([10, 10, 10, 10, 10]))
    let removed = masonry.removeItems(in: 1..<2)
    masonry._checkInvariants()
    assertPrints(
      removed, "Changes(removed: [1], inserted: [], changed: [1..<4], contentSize: 100×50 → 100×40)"
    )
    let moved = masonry.moveItem(from: 0, to: 3, mode: .reflow)
    masonry._checkInvariants()
    assertPrints(
      moved,
      "Changes(removed: [], inserted: [], changed: [0..<4], moved: 0 → 3, "
        + "contentSize: 100×40 → 100×40)")
    let appended = masonry.appendItems(count: 2, heights: FixedHeights([10, 10, 10, 10, .nan]))
    masonry._checkInvariants()
    assertPrints(
      appended,
      "Changes(removed: [], inserted: [4..<6], changed: [], contentSize: 100×40 → 100×40, "
        + "diagnostics: Diagnostics(nan: 1, pastEnd: 1, firstIndex: 4))")
  }

  func testIndexSetsPrintTheirRanges() {
    assertPrints(Masonry.IndexRanges(), "[]")
    assertPrints(Masonry.IndexRanges(7..<8), "[7]")
    assertPrints(
      Masonry.IndexRanges([0..<3, 5..<6, 7..<9, 1_000..<20_000]), "[0..<3, 5, 7..<9, 1000..<20000]")
    assertPrints(Masonry.IndexRanges(Int.min..<Int.max), "[\(Int.min)..<\(Int.max)]")
  }

  func testItemsAnchorsAndDiagnostics() {
    assertPrints(
      Masonry.Item(index: 3, frame: Rect(x: 0, y: 120, width: 187.5, height: 240)),
      "Item(index: 3, frame: (0, 120, 187.5×240))")
    assertPrints(Masonry.Anchor(index: 3, distance: -12.5), "Anchor(index: 3, distance: -12.5)")
    assertPrints(Masonry.Anchor(index: nil, distance: 0), "Anchor(index: nil, distance: 0)")
    assertPrints(Masonry.Diagnostics(), "Diagnostics(clean)")
    assertPrints(
      Masonry.Diagnostics(negativeCount: 18_204, tooLargeCount: 1, firstIndex: 40_000),
      "Diagnostics(negative: 18,204, tooLarge: 1, firstIndex: 40000)")
  }

  // MARK: - Sections

  private struct Feed: MasonrySectionProvider {
    var sectionCount: Int { 3 }
    func itemCount(inSection section: Int) -> Int { 4 }
    func height(forItemAt path: ItemPath, width: Double) -> Double { 10 }
    func headerHeight(inSection section: Int, width: Double) -> Double { section == 2 ? 5 : 0 }
  }

  private func sections() throws -> SectionedMasonry {
    // One column 100 wide; sections of four items 10 tall, the last under
    // a header of 5: 40 + 40 + 45.
    var layout = try SectionedMasonry(configuration: .init(columns: .fixed(1)))
    try layout.prepare(width: 100, sections: Feed())
    layout._checkInvariants()
    return layout
  }

  func testASectionedChangeSetPrintsItsPaths() throws {
    var layout = try sections()
    let changes = layout.removeItems(in: 1..<2, inSection: 0)
    layout._checkInvariants()
    // Section 0's survivors from index 1 re-flowed; sections 1 and 2 moved
    // up whole, headers and footers with them.
    assertPrints(
      changes,
      "Changes(items: [0: removed [1], changed [1..<3]], movedSections: [1..<3], "
        + "changedHeaders: [0..<3], changedFooters: [0..<3], contentSize: 100×125 → 100×115)")
    XCTAssertTrue(dumped(changes).contains("- removedSections: 0 elements"))

    let moved = layout.moveItem(
      from: ItemPath(section: 0, item: 0), to: ItemPath(section: 2, item: 4), mode: .reflow)
    layout._checkInvariants()
    XCTAssertTrue(
      moved.description.contains(
        "items: [0: removed [0], changed [0..<2]; 2: inserted [4]], "
          + "moved: [0, 0] → [2, 4]"), moved.description)
    XCTAssertFalse(dumped(moved).contains("_"))

    let sections = try layout.insertSections(in: 1..<2, sections: Feed())
    layout._checkInvariants()
    XCTAssertTrue(
      sections.description.hasPrefix("Changes(insertedSections: [1], movedSections: [2..<4]"),
      sections.description)
  }

  func testPathsElementsAnchorsAndDiagnostics() throws {
    assertPrints(ItemPath(section: 1, item: 3), "[1, 3]")
    assertPrints(
      SectionedMasonry.Element(
        kind: .header, path: ItemPath(section: 2, item: 0),
        frame: Rect(x: 0, y: 378, width: 375, height: 40), zIndex: 1),
      "Element(kind: header, path: [2, 0], frame: (0, 378, 375×40), zIndex: 1)")
    assertPrints(
      SectionedMasonry.Anchor(kind: .item, path: ItemPath(section: 1, item: 3), distance: -12.5),
      "Anchor(kind: item, path: [1, 3], distance: -12.5)")
    assertPrints(
      SectionedMasonry.Anchor(kind: .header, path: nil, distance: 0),
      "Anchor(kind: header, path: nil, distance: 0)")
    assertPrints(SectionedMasonry.Diagnostics(), "Diagnostics(clean)")
    assertPrints(
      SectionedMasonry.Diagnostics(
        nanCount: 1, invalidSpanCount: 2, firstKind: .header,
        firstPath: ItemPath(section: 3, item: 0)),
      "Diagnostics(nan: 1, invalidSpan: 2, firstKind: header, firstPath: [3, 0])")

    // Read from a layout: an element and an anchor as the queries give them.
    let layout = try sections()
    assertPrints(
      layout.element(.header, for: ItemPath(section: 2, item: 0))!,
      "Element(kind: header, path: [2, 0], frame: (0, 80, 100×5), zIndex: 1)")
    assertPrints(
      layout.anchor(in: Rect(x: 0, y: 45, width: 100, height: 50)),
      "Anchor(kind: item, path: [1, 0], distance: -5)")
  }

  // MARK: - Errors

  func testTheSectionErrorPrefixesTheSection() {
    let error = SectionedMasonry.SectionError(section: 3, configurationError: .columnSpacing(-1))
    XCTAssertEqual(
      error.description,
      "section 3: Masonry columnSpacing must be finite, from 0 to 1,000,000,000,000; got -1")
  }
}

// MARK: - The engines and their configuration

final class MasonryEngineDescriptionTests: XCTestCase {
  func testTheEngineTheFramesAndTheConfigurationPrintWhatTheySay() throws {
    var masonry = try Masonry(
      configuration: Masonry.Configuration(
        columns: .fixed(2), columnSpacing: 8, rowSpacing: 8, contentInsets: EdgeInsets(all: 8)))
    masonry.prepare(width: 375, itemCount: 2, heights: AspectRatioHeights([1, 1.5]))
    masonry._checkInvariants()
    // Columns (375 - 16 - 8) / 2 = 175.5 wide; the taller item ends at
    // 8 + 263.25, the content 8 below it.
    XCTAssertEqual(
      "\(masonry)",
      "Masonry(itemCount: 2, columnCount: 2, columnWidth: 175.5, contentSize: 375×279.25)")
    XCTAssertEqual("\(masonry.frames)", "[(8, 8, 175.5×175.5), (191.5, 8, 175.5×263.25)]")
    XCTAssertEqual(
      "\(masonry.configuration)",
      "Configuration(columns: fixed(2), columnSpacing: 8, rowSpacing: 8, "
        + "contentInsets: (top 8, left 8, bottom 8, right 8), packing: shortestColumn, "
        + "layoutDirection: leftToRight, tolerance: 0, tieBreaking: readingOrder, "
        + "displayScale: nil, axis: vertical, columnAlignment: leading, stamps: [])")
    XCTAssertEqual(
      "\(Masonry.Columns.adaptive(minimumWidth: 150, maximumCount: nil))",
      "adaptive(minimumWidth: 150, maximumCount: nil)")
    XCTAssertEqual("\(Masonry.Columns.fixedWidth(120.5))", "fixedWidth(120.5)")
    XCTAssertEqual(String(reflecting: masonry), masonry.description)
    for dumped in [dumpText(masonry), dumpText(masonry.frames), dumpText(masonry.configuration)] {
      XCTAssertFalse(dumped.contains("_"), dumped)
    }
    XCTAssertTrue(dumpText(masonry).contains("configuration"))
  }

  func testASectionedLayoutPrintsItsSectionsNotItsEngines() throws {
    var layout = try SectionedMasonry(configuration: Masonry.Configuration(columns: .fixed(1)))
    layout.pinsHeaders = true
    try layout.prepare(width: 100, sections: SectionFeed([SectionData(heights: [40, 60])]))
    layout._checkInvariants()
    XCTAssertEqual(
      "\(layout)", "SectionedMasonry(sectionCount: 1, contentSize: 100×100, pinsHeaders: true)")
    let dumped = dumpText(layout)
    XCTAssertFalse(dumped.contains("_"), dumped)
    XCTAssertTrue(dumped.contains("pinsHeaders: true"), dumped)
  }

  private func dumpText(_ value: some Any) -> String {
    var text = ""
    dump(value, to: &text)
    return text
  }
}
