// The storage budget: bytes per item of the compact arrays.

import LayoutGeometry
import XCTest

@testable import MasonryLayout

final class MasonryStorageTests: XCTestCase {
  func testBytesPerItem() throws {
    // Per item: top and height (8 + 8), first column and span (4), and one
    // 4-byte index per covered column; 8 more with a display scale.
    XCTAssertEqual(MemoryLayout<_Placement>.stride, 4)
    XCTAssertEqual(MemoryLayout<Int32>.stride, 4)

    for scale in [nil, 2.0] {
      var masonry = try Masonry(
        configuration: .init(columns: .fixed(4), displayScale: scale))
      let count = 10_000
      masonry.prepare(
        width: 400, itemCount: count, heights: ComputedHeights { index, _ in Double(index % 9) })
      let itemBytes =
        masonry._minY.capacity * 8 + masonry._height.capacity * 8
        + masonry._rawHeight.capacity * 8 + masonry._placement.capacity * 4
      let indexBytes = masonry._columnItems.map { $0.capacity * 4 }.reduce(0, +)
      let perItem = Double(itemBytes + indexBytes) / Double(count)
      // 24 or 32 bytes, plus the sixteenth of spare capacity.
      let budget = (scale == nil ? 24.0 : 32.0) * (1 + 1.0 / 16) + 0.1
      XCTAssertLessThanOrEqual(perItem, budget, "scale \(String(describing: scale))")
      XCTAssertLessThanOrEqual(perItem, 40)
    }
  }
}
