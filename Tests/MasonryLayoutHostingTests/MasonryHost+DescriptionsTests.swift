// The host's results print as a reader writes them.

import LayoutGeometry
import MasonryLayout
import MasonryLayoutHosting
import XCTest

final class MasonryHostDescriptionsTests: XCTestCase {
  typealias UpdateItem = MasonryHost.UpdateItem

  func testAnUpdateItemPrintsAsItsFactorySpellsIt() {
    let cases: [(UpdateItem, String)] = [
      (.insertItem(at: ItemPath(section: 0, item: 3)), "insertItem(at: [0, 3])"),
      (.deleteItem(at: ItemPath(section: 1, item: 0)), "deleteItem(at: [1, 0])"),
      (.reloadItem(at: ItemPath(section: 0, item: 2)), "reloadItem(at: [0, 2])"),
      (
        .moveItem(from: ItemPath(section: 0, item: 150), to: ItemPath(section: 0, item: 7)),
        "moveItem(from: [0, 150], to: [0, 7])"
      ),
      (.insertSection(4), "insertSection(4)"),
      (.deleteSection(2), "deleteSection(2)"),
      (.reloadSection(1), "reloadSection(1)"),
      (.moveSection(0, to: 3), "moveSection(0, to: 3)"),
    ]
    for (update, expected) in cases {
      XCTAssertEqual("\(update)", expected)
    }
  }

  func testAnUpdateItemNoFactoryMakesPrintsItsParts() {
    let path = ItemPath(section: 0, item: 2)
    XCTAssertEqual(
      "\(UpdateItem(action: .reload, before: .item(path), after: .item(ItemPath(section: 0, item: 5))))",
      "UpdateItem(action: reload, before: [0, 2], after: [0, 5])")
    XCTAssertEqual(
      "\(UpdateItem(action: .none, before: nil, after: nil))",
      "UpdateItem(action: none, before: nil, after: nil)")
    XCTAssertEqual(
      "\(UpdateItem(action: .move, before: .section(1), after: .item(path)))",
      "UpdateItem(action: move, before: section 1, after: [0, 2])")
    // A list prints its elements the same way.
    XCTAssertEqual(
      "\([UpdateItem.deleteSection(0), .insertItem(at: path)])",
      "[deleteSection(0), insertItem(at: [0, 2])]")
  }

  func testAnInvalidationPrintsItsNonEmptyParts() {
    XCTAssertEqual("\(MasonryHost.Invalidation())", "Invalidation()")
    XCTAssertEqual(
      "\(MasonryHost.Invalidation(items: [ItemPath(section: 0, item: 3), ItemPath(section: 0, item: 4)], contentOffsetAdjustment: Point(x: 0, y: 40)))",
      "Invalidation(items: [[0, 3], [0, 4]], contentOffsetAdjustment: (0, 40))")
    XCTAssertEqual(
      "\(MasonryHost.Invalidation(headers: [1], footers: [1, 2], contentSizeAdjustment: Size(width: 0, height: -12.5), invalidatesLayout: true))",
      "Invalidation(headers: [1], footers: [1, 2], contentSizeAdjustment: 0×-12.5, invalidatesLayout: true)"
    )
  }
}
