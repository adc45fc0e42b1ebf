// SectionedMasonry.Element: a plain value with a memberwise initializer,
// settable properties, Hashable and Codable.

import Foundation
import LayoutGeometry
import MasonryLayout
import XCTest

final class SectionedMasonryElementTests: XCTestCase {
  func testAnElementIsAPlainValue() throws {
    var element = SectionedMasonry.Element(
      kind: .header, path: ItemPath(section: 2, item: 0),
      frame: Rect(x: 0, y: 10, width: 375, height: 44), zIndex: 2)
    XCTAssertEqual(element.kind, .header)
    XCTAssertEqual(element.path, ItemPath(section: 2, item: 0))
    element.kind = .item
    element.zIndex = 0
    XCTAssertEqual(
      element,
      SectionedMasonry.Element(
        kind: .item, path: ItemPath(section: 2, item: 0),
        frame: Rect(x: 0, y: 10, width: 375, height: 44), zIndex: 0))
    XCTAssertEqual(Set([element, element]).count, 1)
    XCTAssertEqual(SectionedMasonry.Element.Kind.allCases, [.item, .header, .footer])
  }

  func testCodableRoundTripAndKeys() throws {
    let element = SectionedMasonry.Element(
      kind: .footer, path: ItemPath(section: 1, item: 0),
      frame: Rect(x: 0, y: 348, width: 375, height: 30), zIndex: 1)
    let data = try JSONEncoder().encode(element)
    XCTAssertEqual(try JSONDecoder().decode(SectionedMasonry.Element.self, from: data), element)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    XCTAssertEqual(Set(object.keys), ["kind", "path", "frame", "zIndex"])
    XCTAssertEqual(object["kind"] as? String, "footer")
  }
}
