// Sectioned change sets worked by hand on the documented feed: each
// edited section's own change set, the maps, the sections that move
// whole, the mirror of a right-to-left shelf, and empty change sets.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class SectionedMasonryChangesTests: XCTestCase {
  private func documentedLayout() throws -> SectionedMasonry {
    try preparedSections(gettingStartedConfiguration, width: 375, feed: documentedSections)
  }

  private func path(_ section: Int, _ item: Int) -> ItemPath {
    ItemPath(section: section, item: item)
  }

  /// Item [0, 1] (the right column's 80) removed keeping columns: item 2
  /// slides up its column from 140 to 52 and becomes [0, 1]; item 3 keeps
  /// its frame; the items end at 44 + 216 = 260, so the footer and
  /// section 1 move up 88, and the content ends at 396.
  func testARemovalKeepingColumnsListsWhatMoved() throws {
    var layout = try documentedLayout()
    let changes = layout.removeItems(in: 1..<2, inSection: 0, mode: .keepColumns)
    layout._checkInvariants()
    XCTAssertEqual(
      layout.frame(ofItemAt: path(0, 1)), Rect(x: 191.5, y: 52, width: 175.5, height: 200))
    XCTAssertEqual(layout.footerFrame(inSection: 0), Rect(x: 0, y: 260, width: 375, height: 30))
    XCTAssertEqual(layout.contentSize, Size(width: 375, height: 396))

    XCTAssertEqual(changes.editedSections, Masonry.IndexRanges(0..<1))
    let items = try XCTUnwrap(changes.itemChanges(inSection: 0))
    XCTAssertEqual(items.removedItems, Masonry.IndexRanges(1..<2))
    XCTAssertTrue(items.insertedItems.isEmpty)
    XCTAssertEqual(items.changedItems, Masonry.IndexRanges(1..<2))
    XCTAssertNil(changes.itemChanges(inSection: 1), "section 1 moved whole")
    XCTAssertEqual(changes.movedSections, Masonry.IndexRanges(1..<2))
    XCTAssertTrue(changes.changedFrame(ofItemAt: path(1, 0)))
    XCTAssertEqual((0..<3).filter { changes.changedFrame(ofItemAt: path(0, $0)) }, [1])
    // A moved section that was not edited answers for any item from 0 (its
    // item count is not stored); nothing else that does not exist does.
    XCTAssertTrue(changes.changedFrame(ofItemAt: path(1, 1_000)))
    for missing in [path(1, -1), path(-1, 0), path(2, 0), path(.min, .min), path(0, 3)] {
      XCTAssertFalse(changes.changedFrame(ofItemAt: missing), "\(missing)")
    }
    XCTAssertEqual(changes.changedHeaders, Masonry.IndexRanges(0..<2), "header 0: its items' end")
    XCTAssertEqual(changes.changedFooters, Masonry.IndexRanges(0..<2))
    XCTAssertTrue(changes.insertedSections.isEmpty && changes.removedSections.isEmpty)
    XCTAssertEqual(changes.newPath(ofOld: path(0, 2)), path(0, 1))
    XCTAssertEqual(changes.newPath(ofOld: path(0, 3)), path(0, 2))
    XCTAssertNil(changes.newPath(ofOld: path(0, 1)))
    XCTAssertNil(changes.newPath(ofOld: path(0, 4)), "not an item before")
    XCTAssertEqual(changes.newPath(ofOld: path(1, 0)), path(1, 0))
    XCTAssertEqual(changes.oldPath(ofNew: path(0, 1)), path(0, 2))
    XCTAssertNil(changes.oldPath(ofNew: path(0, 3)), "not an item after")
    XCTAssertEqual(changes.oldContentSize, Size(width: 375, height: 484))
    XCTAssertEqual(changes.newContentSize, Size(width: 375, height: 396))
  }

  /// A one-item append to section 1 that leaves its height alone (the
  /// 10-point item goes to the empty right column): the item is inserted
  /// and nothing else moves.
  func testAnAppendThatKeepsTheHeightListsOnlyTheNewItem() throws {
    var layout = try documentedLayout()
    var feed = documentedSections
    feed.sections[1].insert(values: [10], spans: [1], at: 1)
    let changes = layout.appendItems(count: 1, toSection: 1, sections: feed)
    layout._checkInvariants()
    let items = try XCTUnwrap(changes.itemChanges(inSection: 1))
    XCTAssertEqual(items.insertedItems, Masonry.IndexRanges(1..<2))
    XCTAssertTrue(items.changedItems.isEmpty && changes.movedSections.isEmpty)
    XCTAssertFalse(changes.changedFrame(ofItemAt: path(1, 1)), "inserted, not changed")
    XCTAssertTrue(changes.changedHeaders.isEmpty && changes.changedFooters.isEmpty)
    XCTAssertEqual(changes.oldContentSize, changes.newContentSize)
    XCTAssertFalse(changes.isEmpty)
    XCTAssertEqual(changes.oldPath(ofNew: path(1, 1)), nil)
  }

  /// A section inserted at 0: the old sections move to 1 and 2, whole.
  func testInsertingASectionMovesTheLaterOnesWhole() throws {
    var layout = try documentedLayout()
    let feed = SectionFeed([SectionData(heights: [30])] + documentedSections.sections)
    let changes = try layout.insertSections(in: 0..<1, sections: feed)
    layout._checkInvariants()
    XCTAssertEqual(changes.insertedSections, Masonry.IndexRanges(0..<1))
    XCTAssertEqual(changes.newSection(ofOld: 0), 1)
    XCTAssertEqual(changes.oldSection(ofNew: 2), 1)
    XCTAssertNil(changes.oldSection(ofNew: 0))
    XCTAssertEqual(changes.newPath(ofOld: path(0, 3)), path(1, 3))
    XCTAssertNil(changes.oldPath(ofNew: path(0, 0)), "in the inserted section")
    XCTAssertTrue(changes.editedSections.isEmpty, "the section stands for its items")
    XCTAssertFalse(changes.changedFrame(ofItemAt: path(0, 0)))
    XCTAssertEqual(changes.movedSections, Masonry.IndexRanges(1..<3))
    XCTAssertTrue(changes.changedFrame(ofItemAt: path(2, 0)))
    XCTAssertEqual(changes.changedHeaders, Masonry.IndexRanges(1..<3))
    XCTAssertEqual(changes.oldSectionCount, 2)
    XCTAssertEqual(changes.newSectionCount, 3)
    // And removing it again.
    let removal = layout.removeSections(in: 0..<1)
    XCTAssertEqual(removal.removedSections, Masonry.IndexRanges(0..<1))
    XCTAssertNil(removal.newSection(ofOld: 0))
    XCTAssertEqual(removal.newPath(ofOld: path(2, 0)), path(1, 0))
    XCTAssertEqual(removal.movedSections, Masonry.IndexRanges(0..<2))
  }

  /// Item [0, 0] (120 points) moved to the start of section 1, keeping
  /// columns. Section 0: item 3 (60) slides up its left column to 8, and
  /// the section keeps its height (the right column, 296, is the
  /// tallest). Section 1: the moved item takes the left column, 8 to
  /// 128, the 50-point item follows it below at 136; the section grows
  /// by 128.
  func testAMoveAcrossSections() throws {
    var layout = try documentedLayout()
    let changes = layout.moveItem(from: path(0, 0), to: path(1, 0), mode: .keepColumns)
    layout._checkInvariants()
    XCTAssertEqual(layout.itemCount(inSection: 0), 3)
    XCTAssertEqual(layout.frame(ofItemAt: path(0, 2)), Rect(x: 8, y: 52, width: 175.5, height: 60))
    XCTAssertEqual(
      layout.frame(ofItemAt: path(1, 0)), Rect(x: 8, y: 426, width: 175.5, height: 120))
    XCTAssertEqual(layout.frame(ofItemAt: path(1, 1)), Rect(x: 8, y: 554, width: 175.5, height: 50))
    XCTAssertEqual(layout.contentSize.height, 612)
    XCTAssertEqual(changes.movedItem?.from, path(0, 0))
    XCTAssertEqual(changes.movedItem?.to, path(1, 0))
    // Each section's engine removed or inserted the item; the move names it.
    XCTAssertEqual(changes.editedSections, Masonry.IndexRanges(0..<2))
    let source = try XCTUnwrap(changes.itemChanges(inSection: 0))
    let destination = try XCTUnwrap(changes.itemChanges(inSection: 1))
    XCTAssertEqual(source.removedItems, Masonry.IndexRanges(0..<1))
    XCTAssertEqual(source.changedItems, Masonry.IndexRanges(2..<3))
    XCTAssertEqual(destination.insertedItems, Masonry.IndexRanges(0..<1))
    XCTAssertEqual(destination.changedItems, Masonry.IndexRanges(1..<2))
    XCTAssertTrue(changes.movedSections.isEmpty)
    XCTAssertTrue(changes.changedFrame(ofItemAt: path(1, 0)), "the moved item")
    XCTAssertFalse(changes.changedFrame(ofItemAt: path(0, 0)), "item 2 kept its frame")
    XCTAssertEqual(changes.changedHeaders, Masonry.IndexRanges(1..<2))
    XCTAssertEqual(changes.newPath(ofOld: path(0, 0)), path(1, 0))
    XCTAssertEqual(changes.newPath(ofOld: path(0, 1)), path(0, 0))
    XCTAssertEqual(changes.newPath(ofOld: path(1, 0)), path(1, 1))
    XCTAssertEqual(changes.oldPath(ofNew: path(1, 0)), path(0, 0))
    XCTAssertEqual(changes.oldPath(ofNew: path(1, 1)), path(1, 0))
    // Within a section, the engine's own move.
    let within = layout.moveItem(from: path(0, 0), to: path(0, 9), mode: .reflow)
    layout._checkInvariants()
    XCTAssertEqual(within.movedItem?.to, path(0, 2), "clamped to the last index")
    XCTAssertEqual(within.newPath(ofOld: path(0, 2)), path(0, 1))
  }

  /// A header's height moves its whole section, and every later one:
  /// whole sections from its own on.
  func testAHeaderHeightMovesItsSection() throws {
    var layout = try documentedLayout()
    let changes = layout.setHeaderHeight(0, inSection: 1)
    layout._checkInvariants()
    XCTAssertEqual(changes.movedSections, Masonry.IndexRanges(1..<2))
    XCTAssertTrue(changes.changedFrame(ofItemAt: path(1, 0)))
    XCTAssertFalse(changes.changedFrame(ofItemAt: path(0, 0)))
    XCTAssertEqual(changes.changedHeaders, Masonry.IndexRanges(1..<2))
    XCTAssertEqual(changes.changedFooters, Masonry.IndexRanges(1..<2))
    XCTAssertEqual(changes.newContentSize.height, 444)
    // A footer's height moves only what follows it.
    let footer = layout.setFooterHeight(12, inSection: 0)
    layout._checkInvariants()
    XCTAssertTrue(footer.editedSections.isEmpty)
    XCTAssertEqual(footer.movedSections, Masonry.IndexRanges(1..<2))
    XCTAssertEqual(footer.changedFooters, Masonry.IndexRanges(0..<2))
    XCTAssertEqual(footer.changedHeaders, Masonry.IndexRanges(1..<2))
  }

  /// A reload and a prepare keep each section's items by index.
  func testReloadsAndPreparesKeepItemsByIndex() throws {
    var layout = try documentedLayout()
    var feed = documentedSections
    feed.sections[0] = SectionData(heights: [10, 20], header: 44)
    let reload = try layout.reloadSections(in: 0..<1, sections: feed)
    layout._checkInvariants()
    XCTAssertEqual(reload.reloadedSections, Masonry.IndexRanges(0..<1))
    XCTAssertEqual(reload.newPath(ofOld: path(0, 1)), path(0, 1))
    XCTAssertNil(reload.newPath(ofOld: path(0, 2)), "section 0 now has two items")
    XCTAssertNil(reload.oldPath(ofNew: path(0, 2)))
    XCTAssertNil(reload.itemChanges(inSection: 0), "the reloaded section stands for its items")
    XCTAssertFalse(reload.changedFrame(ofItemAt: path(0, 0)))
    XCTAssertEqual(reload.movedSections, Masonry.IndexRanges(1..<2))
    let rotation = try layout.prepare(width: 768, sections: feed)
    XCTAssertEqual(rotation.reloadedSections, Masonry.IndexRanges(0..<2))
    XCTAssertTrue(rotation.movedSections.isEmpty && rotation.changedHeaders.isEmpty)
    XCTAssertTrue(rotation.editedSections.isEmpty)
    XCTAssertEqual(rotation.newPath(ofOld: path(1, 0)), path(1, 0))
    XCTAssertEqual(rotation.newContentSize.width, 768)
    // A prepare of fewer sections removes the rest.
    let fewer = try layout.prepare(width: 768, sections: SectionFeed([feed.sections[0]]))
    XCTAssertEqual(fewer.removedSections, Masonry.IndexRanges(1..<2))
    XCTAssertEqual(fewer.reloadedSections, Masonry.IndexRanges(0..<1))
  }

  /// Updates that change nothing give empty change sets.
  func testUpdatesThatChangeNothingAreEmpty() throws {
    var layout = try documentedLayout()
    XCTAssertTrue(layout.removeItems(in: 0..<1, inSection: 7).isEmpty)
    XCTAssertTrue(layout.setHeight(120, ofItemAt: path(0, 0), mode: .keepColumns).isEmpty)
    XCTAssertTrue(layout.setHeaderHeight(44, inSection: 0).isEmpty)
    XCTAssertTrue(layout.moveItem(from: path(0, 2), to: path(0, 2), mode: .reflow).isEmpty)
    XCTAssertTrue(layout.moveItem(from: path(0, 9), to: path(1, 0), mode: .reflow).isEmpty)
    XCTAssertTrue(layout.moveItem(from: path(0, 0), to: path(5, 0), mode: .reflow).isEmpty)
    XCTAssertTrue(try layout.insertSections(in: 0..<0, sections: documentedSections).isEmpty)
    XCTAssertTrue(layout.removeSections(in: 4..<9).isEmpty)
    layout._checkInvariants()
  }

  /// On a right-to-left shelf every frame is mirrored across the content,
  /// so a change of length lists every surviving section.
  func testAMirroredShelfListsEverySectionWhenItsLengthChanges() throws {
    var configuration = gettingStartedConfiguration
    configuration.axis = .horizontal
    configuration.layoutDirection = .rightToLeft
    var layout = try preparedSections(configuration, width: 375, feed: documentedSections)
    let changes = layout.setHeight(10, ofItemAt: path(1, 0), mode: .reflow)
    layout._checkInvariants()
    XCTAssertEqual(changes.movedSections, Masonry.IndexRanges(0..<2), "the edited one too")
    XCTAssertEqual(changes.itemChanges(inSection: 1)?.changedItems, Masonry.IndexRanges(0..<1))
    XCTAssertTrue(changes.changedFrame(ofItemAt: path(1, 0)))
    XCTAssertFalse(changes.changedFrame(ofItemAt: path(1, 1)), "past the edited section's end")
    XCTAssertEqual(changes.changedHeaders, Masonry.IndexRanges(0..<2))
    // A change that keeps the length moves nothing else.
    let same = layout.setHeight(10, ofItemAt: path(1, 0), mode: .keepColumns)
    XCTAssertTrue(same.isEmpty)
  }
}
