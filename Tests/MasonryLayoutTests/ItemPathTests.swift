// ItemPath: ordering by section then item, hashing, Codable and its
// description.

import Foundation
import MasonryLayout
import XCTest

final class ItemPathTests: XCTestCase {
  func testOrderIsSectionThenItem() {
    let paths = [
      ItemPath(section: 1, item: 0), ItemPath(section: 0, item: 7), ItemPath(section: 1, item: -1),
      ItemPath(section: 0, item: 2), ItemPath(section: -1, item: 100),
    ]
    XCTAssertEqual(
      paths.sorted(),
      [
        ItemPath(section: -1, item: 100), ItemPath(section: 0, item: 2),
        ItemPath(section: 0, item: 7), ItemPath(section: 1, item: -1),
        ItemPath(section: 1, item: 0),
      ])
    XCTAssertTrue(ItemPath(section: 0, item: .max) < ItemPath(section: 1, item: .min))
    XCTAssertFalse(ItemPath(section: 2, item: 3) < ItemPath(section: 2, item: 3))
    XCTAssertTrue(ItemPath(section: 2, item: 3) <= ItemPath(section: 2, item: 3))
  }

  func testEqualityAndHashing() {
    var path = ItemPath(section: 3, item: 4)
    XCTAssertEqual(path, ItemPath(section: 3, item: 4))
    XCTAssertNotEqual(path, ItemPath(section: 4, item: 3))
    XCTAssertEqual(
      Set([path, ItemPath(section: 3, item: 4), ItemPath(section: 4, item: 3)]).count, 2)
    path.item = 5
    path.section = 0
    XCTAssertEqual(path, ItemPath(section: 0, item: 5))
  }

  func testCodableUsesTheFieldNames() throws {
    let path = ItemPath(section: 2, item: 9)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    XCTAssertEqual(
      String(decoding: try encoder.encode(path), as: UTF8.self), #"{"item":9,"section":2}"#)
    XCTAssertEqual(
      try JSONDecoder().decode(ItemPath.self, from: Data(#"{"section":-1,"item":3}"#.utf8)),
      ItemPath(section: -1, item: 3))
    XCTAssertThrowsError(try JSONDecoder().decode(ItemPath.self, from: Data(#"{"item":3}"#.utf8)))
  }

  func testDescriptionReadsLikeAnIndexPath() {
    XCTAssertEqual(ItemPath(section: 1, item: 3).description, "[1, 3]")
    XCTAssertEqual("\(ItemPath(section: 0, item: -2))", "[0, -2]")
  }
}
