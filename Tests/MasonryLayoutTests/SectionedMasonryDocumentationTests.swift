// The code and numbers that the "Sections and Pinned Headers" article
// shows (and the sectioned example of earlier READMEs, kept as a worked
// case), checked, so that the documentation cannot drift from the code.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

/// The article's provider, as written there (its optional members
/// included).
private struct Feed: MasonrySectionProvider {
  var ratios: [[Double]]
  var sectionCount: Int { ratios.count }
  func itemCount(inSection section: Int) -> Int { ratios[section].count }
  func height(forItemAt path: ItemPath, width: Double) -> Double {
    width * ratios[path.section][path.item]
  }
  func headerHeight(inSection section: Int, width: Double) -> Double { 44 }
  func footerHeight(inSection section: Int, width: Double) -> Double { 0 }
  func configuration(forSection section: Int) -> Masonry.Configuration? {
    section == 0 ? Masonry.Configuration(columns: .fixed(1)) : nil
  }
  func columnSpan(forItemAt path: ItemPath) -> Int { 1 }
}

final class SectionedMasonryDocumentationTests: XCTestCase {
  /// A sectioned feed's everyday calls, with ratios of 1 and 0.5 in two
  /// sections at 375 points: section 0 in one column, section 1 in the
  /// layout's two.
  func testTheEverydayCalls() throws {
    let configuration = gettingStartedConfiguration
    let ratios: [[Double]] = [[1, 0.5], [1, 1, 0.5, 0.5]]
    let viewport = Rect(x: 0, y: 600, width: 375, height: 300)
    var layout = try SectionedMasonry(configuration: configuration)
    layout.pinsHeaders = true
    try layout.prepare(width: 375, sections: Feed(ratios: ratios))
    layout._checkInvariants()
    // Section 0: header 44, one 359-point column: 359 and 179.5 tall
    // items, ending at 44 + 8 + 359 + 8 + 179.5 + 8 = 606.5.
    XCTAssertEqual(layout.sectionFrame(inSection: 0)?.maxY, 606.5)
    // Section 1: header at 606.5, items from 650.5; item 3 (ratio 0.5)
    // under item 1 in the right column: 650.5 + 8 + 175.5 + 8.
    let frame: Rect? = layout.frame(ofItemAt: ItemPath(section: 1, item: 3))
    XCTAssertEqual(frame, Rect(x: 191.5, y: 842, width: 175.5, height: 87.75))
    // At 600, section 0's items end at 606.5, so its header is pushed up
    // to 606.5 - 44 = 562.5; section 1's header is still in its place.
    XCTAssertEqual(layout.headerFrame(inSection: 0, pinnedIn: viewport)?.minY, 562.5)
    let header: Rect? = layout.headerFrame(inSection: 1, pinnedIn: viewport)
    XCTAssertEqual(header, Rect(x: 0, y: 606.5, width: 375, height: 44))
    let onScreen: [SectionedMasonry.Element] = layout.elements(in: viewport, pinnedIn: viewport)
    XCTAssertEqual(onScreen.first?.kind, .header)
    XCTAssertEqual(onScreen.first?.zIndex, 2)
    let longerRatios = [ratios[0], ratios[1] + Array(repeating: 1, count: 20)]
    layout.appendItems(count: 20, toSection: 1, sections: Feed(ratios: longerRatios))
    layout._checkInvariants()
    XCTAssertEqual(layout.itemCount(inSection: 1), 24)
    var fresh = try SectionedMasonry(configuration: configuration)
    try fresh.prepare(width: 375, sections: Feed(ratios: longerRatios))
    assertIdentical(layout, fresh, "append")

    // The change set, anchor, tap and reading order.
    let anchor = layout.anchor(in: viewport)
    let changes: SectionedMasonry.Changes = layout.removeItems(
      in: 3..<4, inSection: 1, mode: .keepColumns)
    layout._checkInvariants()
    let offset: Point = layout.contentOffset(restoring: anchor.updated(by: changes), in: viewport)
    // Section 0's item 1, from 419 to 606.5, shows only its last 6.5
    // points: the element the user is looking at is section 1's header,
    // 6.5 below the viewport's top. Nothing above it changed, so the
    // offset stays.
    XCTAssertEqual(
      anchor,
      SectionedMasonry.Anchor(kind: .header, path: ItemPath(section: 1, item: 0), distance: 6.5))
    XCTAssertEqual(offset, Point(x: 0, y: 600))
    // A tap at 610: section 1's header, in its place from 606.5.
    let location = Point(x: 20, y: 610)
    let tapped: SectionedMasonry.Element? = layout.element(at: location, pinnedIn: viewport)
    XCTAssertEqual(tapped?.kind, .header)
    XCTAssertEqual(tapped?.path, ItemPath(section: 1, item: 0))
    let order: [ItemPath] = layout.readingOrder(in: viewport)
    // Section 0's last item still shows at the top, then section 1's.
    XCTAssertEqual(order.prefix(2), [ItemPath(section: 0, item: 1), ItemPath(section: 1, item: 0)])
  }

  /// The article's worked example and its table of pinned positions.
  func testTheArticlesWorkedExample() throws {
    let layout = try preparedSections(
      gettingStartedConfiguration, width: 375, feed: documentedSections, pinsHeaders: true)
    XCTAssertEqual(layout.headerFrame(inSection: 0), Rect(x: 0, y: 0, width: 375, height: 44))
    XCTAssertEqual(layout.footerFrame(inSection: 0), Rect(x: 0, y: 348, width: 375, height: 30))
    XCTAssertEqual(layout.headerFrame(inSection: 1), Rect(x: 0, y: 378, width: 375, height: 40))
    XCTAssertEqual(
      layout.frame(ofItemAt: ItemPath(section: 1, item: 0)),
      Rect(x: 8, y: 426, width: 175.5, height: 50))
    XCTAssertEqual(layout.contentSize, Size(width: 375, height: 484))
    let table: [(top: Double, first: Double, second: Double)] = [
      (0, 0, 378), (100, 100, 378), (320, 304, 378), (400, 304, 400), (460, 304, 444),
    ]
    for (top, first, second) in table {
      let viewport = Rect(x: 0, y: top, width: 375, height: 812)
      XCTAssertEqual(layout.headerFrame(inSection: 0, pinnedIn: viewport)?.minY, first, "\(top)")
      XCTAssertEqual(layout.headerFrame(inSection: 1, pinnedIn: viewport)?.minY, second, "\(top)")
    }
  }

  /// The article's change set: item [1, 3] removed keeping columns, in a
  /// section of twelve items below another section.
  func testTheArticlesChangeSet() throws {
    let feed = SectionFeed([
      SectionData(heights: [100, 50], header: 44),
      SectionData(heights: (0..<12).map { Double(40 + 10 * $0) }, header: 44),
      SectionData(heights: [30], header: 44),
    ])
    var layout = try preparedSections(gettingStartedConfiguration, width: 375, feed: feed)
    let changes = layout.removeItems(in: 3..<4, inSection: 1, mode: .keepColumns)
    layout._checkInvariants()
    XCTAssertEqual(changes.itemChanges(inSection: 1)?.removedItems, Masonry.IndexRanges(3..<4))
    XCTAssertEqual(changes.editedSections, Masonry.IndexRanges(1..<2))
    XCTAssertEqual(changes.movedSections, Masonry.IndexRanges(2..<3))
    XCTAssertTrue(changes.changedFrame(ofItemAt: ItemPath(section: 2, item: 0)))
    XCTAssertTrue(changes.changedHeaders.contains(1))
    XCTAssertEqual(
      changes.newPath(ofOld: ItemPath(section: 1, item: 9)), ItemPath(section: 1, item: 8))
  }

  /// The article's figures for a 50-item append to the first of 1,000
  /// sections of 1,000: the new items, one range of section 0's own change
  /// set, and sections 1 to 999 moved whole.
  func testTheArticlesAppend() throws {
    struct Photos: MasonrySectionProvider {
      var counts: [Int]
      var sectionCount: Int { counts.count }
      func itemCount(inSection section: Int) -> Int { counts[section] }
      func height(forItemAt path: ItemPath, width: Double) -> Double {
        let step = (path.section * 7 + path.item * 13) % 20
        return width * (0.5 + Double(step) / 10)
      }
      func headerHeight(inSection section: Int, width: Double) -> Double { 44 }
    }
    var photos = Photos(counts: Array(repeating: 1_000, count: 1_000))
    var layout = try SectionedMasonry(configuration: gettingStartedConfiguration)
    try layout.prepare(width: 375, sections: photos)
    photos.counts[0] += 50
    let changes = layout.appendItems(count: 50, toSection: 0, sections: photos)
    let items = try XCTUnwrap(changes.itemChanges(inSection: 0))
    XCTAssertEqual(items.insertedItems, Masonry.IndexRanges(1_000..<1_050))
    XCTAssertTrue(items.changedItems.isEmpty)
    XCTAssertEqual(changes.editedSections, Masonry.IndexRanges(0..<1))
    XCTAssertEqual(changes.movedSections, Masonry.IndexRanges(1..<1_000))
  }
}
