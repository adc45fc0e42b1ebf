// The placement loop's guard, which the public API cannot reach (every
// configuration it builds makes an engine, laid out for every child): an
// index the engine has no frame for is skipped, and without an engine
// nothing is placed.

import LayoutGeometry
import MasonryLayout
import XCTest

@testable import MasonryLayoutHosting

final class MasonryStackLayoutPlacingTests: XCTestCase {
  func testAnItemWithoutAFrameIsSkipped() throws {
    var masonry = try Masonry(configuration: Masonry.Configuration(columns: .fixed(1)))
    masonry.prepare(width: 100, itemCount: 2, heights: FixedHeights([10, 20]))
    var placed: [Int: Rect] = [:]
    MasonryStackLayout._place(masonry, itemCount: 4, at: Point(x: 1, y: 2)) { placed[$0] = $1 }
    XCTAssertEqual(
      placed,
      [0: Rect(x: 1, y: 2, width: 100, height: 10), 1: Rect(x: 1, y: 12, width: 100, height: 20)])
    MasonryStackLayout._place(nil, itemCount: 4, at: .zero) { index, _ in
      XCTFail("placed \(index) without an engine")
    }
  }
}
