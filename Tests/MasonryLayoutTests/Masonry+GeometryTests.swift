// Column geometry at the edges of floating point: pixel alignment with
// subnormal insets, and spacing too small to survive rounding. Each test
// reproduces an input the fuzz target found.

import LayoutGeometry
import MasonryLayout
import XCTest

final class MasonryGeometryTests: XCTestCase {
  private func layout(
    _ configuration: Masonry.Configuration, width: Double, heights: [Double]
  ) throws -> Masonry {
    var masonry = try Masonry(configuration: configuration)
    masonry.prepare(width: width, itemCount: heights.count, heights: FixedHeights(heights))
    masonry._checkInvariants()
    return masonry
  }

  private func frames(_ masonry: Masonry) -> [Rect] { Array(masonry.frames) }

  /// Found by the fuzz target: with a subnormal inset, `inset · scale`
  /// underflowed to 0, the first pixel inside the content area was taken
  /// for one outside it, and the edges stayed unrounded. Pixels of 8
  /// points here: the edges go to the nearest pixel inside, 8, 48 and 96,
  /// and the first items start at the top inset rounded up, 8.
  func testSubnormalInsetsStillRoundToThePixelsInside() throws {
    let configuration = Masonry.Configuration(
      columns: .fixed(2),
      contentInsets: EdgeInsets(
        top: .leastNonzeroMagnitude, left: .leastNonzeroMagnitude, bottom: 0, right: 0),
      packing: .roundRobin, displayScale: 0.125)
    let masonry = try layout(configuration, width: 100, heights: [10, 20])
    XCTAssertEqual(
      frames(masonry),
      [Rect(x: 8, y: 8, width: 40, height: 8), Rect(x: 48, y: 8, width: 48, height: 24)])
    XCTAssertEqual(masonry.columnFrames.map(\.minX), [8, 48])
  }

  /// Found by the fuzz target: a spacing of 1e-300 vanishes next to
  /// columns 7.88 points wide, and a column's right edge, `start +
  /// columnWidth`, rounded a unit in the last place past where the next
  /// column starts, `left + (c + 1) · step`, so neighbours overlapped.
  /// Each column now ends no later than the next one starts.
  func testNegligibleSpacingNeverMakesNeighboursOverlap() throws {
    for direction in LayoutDirection.allCases {
      let configuration = Masonry.Configuration(
        columns: .adaptive(minimumWidth: 7.8125, maximumCount: nil), columnSpacing: 1e-300,
        layoutDirection: direction)
      let masonry = try layout(
        configuration, width: 457.03125, heights: Array(repeating: 137.109375, count: 58))
      XCTAssertEqual(masonry.columnCount, 58)
      let columns = masonry.columnFrames
      for (left, right) in zip(columns, columns.dropFirst()) {
        XCTAssertLessThanOrEqual(left.maxX, right.minX, "\(direction)")
      }
      let frames = frames(masonry)
      for i in frames.indices {
        for j in (i + 1)..<frames.count where frames[i].intersects(frames[j]) {
          XCTFail("items \(i) and \(j) overlap: \(frames[i]), \(frames[j]); \(direction)")
        }
      }
    }
  }
}
