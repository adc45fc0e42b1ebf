// The settings convention, on both engines: a configuration is changed
// through one throwing call (setConfiguration(_:) or update(_:)), which
// leaves the engine as it was when it throws, and otherwise empties the
// layout with a change set that removes every item.

import LayoutContractSupport
import LayoutGeometry
import MasonryLayout
import XCTest

final class MasonrySettingsTests: XCTestCase {
  private let heights = FixedHeights([10, 20, 30])

  private func prepared() throws -> Masonry {
    var masonry = try Masonry(configuration: .init(columns: .fixed(2), rowSpacing: 4))
    masonry.prepare(width: 300, itemCount: 3, heights: heights)
    masonry._checkInvariants()
    // Worked by hand: columns of 150, item 2 below item 0 at 10 + 4.
    XCTAssertEqual(
      Array(masonry.frames),
      [
        Rect(x: 0, y: 0, width: 150, height: 10), Rect(x: 150, y: 0, width: 150, height: 20),
        Rect(x: 0, y: 14, width: 150, height: 30),
      ])
    return masonry
  }

  func testSettingAConfigurationEmptiesTheLayoutAndRemovesEveryItem() throws {
    var masonry = try prepared()
    var three = Masonry.Configuration(columns: .fixed(3))
    three.contentInsets = EdgeInsets(top: 5, left: 0, bottom: 7, right: 0)
    let changes = try masonry.setConfiguration(three)
    masonry._checkInvariants()
    XCTAssertEqual(
      changes,
      Masonry.Changes(
        removedItems: Masonry.IndexRanges(0..<3), oldItemCount: 3, newItemCount: 0,
        oldContentSize: Size(width: 300, height: 44), newContentSize: Size(width: 0, height: 12)))
    XCTAssertEqual(masonry.configuration, three)
    XCTAssertEqual(masonry.itemCount, 0)
    XCTAssertEqual(masonry.contentSize, Size(width: 0, height: 12))
    XCTAssertEqual(masonry.columnCount, 3)

    // Prepared again, it is the layout a new engine gives: by hand, three
    // columns of 100 below the top inset of 5.
    masonry.prepare(width: 300, itemCount: 3, heights: heights)
    masonry._checkInvariants()
    XCTAssertEqual(
      Array(masonry.frames),
      [
        Rect(x: 0, y: 5, width: 100, height: 10), Rect(x: 100, y: 5, width: 100, height: 20),
        Rect(x: 200, y: 5, width: 100, height: 30),
      ])
    XCTAssertEqual(masonry.contentSize, Size(width: 300, height: 42))
  }

  func testUpdateEditsACopyOfTheConfiguration() throws {
    var masonry = try prepared()
    let changes = try masonry.update { $0.columns = .fixed(3) }
    masonry._checkInvariants()
    XCTAssertEqual(changes.removedItems, Masonry.IndexRanges(0..<3))
    XCTAssertEqual(changes.newItemCount, 0)
    // Only the edited field changed.
    XCTAssertEqual(masonry.configuration, Masonry.Configuration(columns: .fixed(3), rowSpacing: 4))
    XCTAssertEqual(masonry.itemCount, 0)
  }

  func testTheSameConfigurationStillEmptiesTheLayout() throws {
    var masonry = try prepared()
    let changes = try masonry.setConfiguration(masonry.configuration)
    masonry._checkInvariants()
    XCTAssertEqual(changes.removedItems, Masonry.IndexRanges(0..<3))
    XCTAssertEqual(masonry.itemCount, 0)
  }

  func testAnInvalidConfigurationThrowsAndChangesNothing() throws {
    let before = try prepared()
    var masonry = before
    XCTAssertThrowsError(try masonry.setConfiguration(.init(columnSpacing: -1))) { error in
      XCTAssertEqual(error as? Masonry.ConfigurationError, .columnSpacing(-1))
    }
    XCTAssertThrowsError(try masonry.update { $0.columns = .fixed(0) }) { error in
      XCTAssertEqual(error as? Masonry.ConfigurationError, .columnCount(0))
    }
    masonry._checkInvariants()
    XCTAssertEqual(masonry.configuration, before.configuration)
    XCTAssertEqual(Array(masonry.frames), Array(before.frames))
    XCTAssertEqual(masonry.contentSize, before.contentSize)
    XCTAssertEqual(masonry.columnBottoms, before.columnBottoms)
    // It still updates as it did.
    let appended = masonry.appendItems(count: 1, heights: FixedHeights([0, 0, 0, 6]))
    masonry._checkInvariants()
    XCTAssertEqual(appended.insertedItems, Masonry.IndexRanges(3..<4))
    XCTAssertEqual(masonry.frame(ofItemAt: 3), Rect(x: 150, y: 24, width: 150, height: 6))
  }

  // MARK: - Sections

  private struct Sections: MasonrySectionProvider {
    var sectionCount: Int { 2 }
    func itemCount(inSection section: Int) -> Int { 2 }
    func height(forItemAt path: ItemPath, width: Double) -> Double { 10 }
    func headerHeight(inSection section: Int, width: Double) -> Double { 20 }
  }

  func testSettingASectionedConfigurationRemovesEverySection() throws {
    var layout = try SectionedMasonry(configuration: .init(columns: .fixed(2)))
    layout.pinsHeaders = true
    try layout.prepare(width: 300, sections: Sections())
    layout._checkInvariants()
    // Two sections of a 20-point header over one row of 10.
    XCTAssertEqual(layout.contentSize, Size(width: 300, height: 60))

    let changes = try layout.update { $0.columns = .fixed(1) }
    layout._checkInvariants()
    XCTAssertEqual(changes.removedSections, Masonry.IndexRanges(0..<2))
    XCTAssertEqual(changes.insertedSections, Masonry.IndexRanges())
    XCTAssertEqual(changes.oldSectionCount, 2)
    XCTAssertEqual(changes.newSectionCount, 0)
    XCTAssertEqual(changes.oldContentSize, Size(width: 300, height: 60))
    XCTAssertEqual(changes.newContentSize, .zero)
    XCTAssertEqual(layout.sectionCount, 0)
    XCTAssertEqual(layout.contentSize, .zero)
    XCTAssertEqual(layout.configuration, Masonry.Configuration(columns: .fixed(1)))
    XCTAssertTrue(layout.pinsHeaders, "not part of the configuration")

    // Prepared again: one column, each section 20 + 10 + 10 long.
    try layout.prepare(width: 300, sections: Sections())
    layout._checkInvariants()
    XCTAssertEqual(layout.contentSize, Size(width: 300, height: 80))
    XCTAssertEqual(
      layout.frame(ofItemAt: ItemPath(section: 1, item: 1)),
      Rect(x: 0, y: 70, width: 300, height: 10))

    let again = try layout.setConfiguration(layout.configuration)
    layout._checkInvariants()
    XCTAssertEqual(again.removedSections, Masonry.IndexRanges(0..<2))
    XCTAssertEqual(layout.sectionCount, 0)
  }

  func testAnInvalidSectionedConfigurationThrowsAndChangesNothing() throws {
    var layout = try SectionedMasonry(configuration: .init(columns: .fixed(2)))
    try layout.prepare(width: 300, sections: Sections())
    let before = layout
    XCTAssertThrowsError(try layout.setConfiguration(.init(rowSpacing: .nan))) { error in
      XCTAssertEqual((error as? Masonry.ConfigurationError)?.field, "rowSpacing")
    }
    XCTAssertThrowsError(try layout.update { $0.tolerance = -1 }) { error in
      XCTAssertEqual(error as? Masonry.ConfigurationError, .tolerance(-1))
    }
    layout._checkInvariants()
    let everything = Rect(x: 0, y: 0, width: 300, height: 60)
    XCTAssertEqual(layout.configuration, before.configuration)
    XCTAssertEqual(layout.elements(in: everything), before.elements(in: everything))
    XCTAssertEqual(layout.elements(in: everything).count, 6)
    XCTAssertEqual(layout.contentSize, before.contentSize)
  }
}
