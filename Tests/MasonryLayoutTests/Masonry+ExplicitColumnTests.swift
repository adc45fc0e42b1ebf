// Explicit columns, worked by hand: an item goes where the provider says
// (clamped so its span fits), leaves the cycle and the cursor where they
// were, and keeps its column through every path that places it again.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

/// Items 10 tall; the columns the test names, by index.
private struct Pinned: MasonryHeightProvider {
  var columns: [Int: Int]
  var spans: [Int: Int] = [:]

  func height(forItemAt index: Int, width: Double) -> Double { 10 }
  func column(forItemAt index: Int) -> Int? { columns[index] }
  func columnSpan(forItemAt index: Int) -> Int { spans[index] ?? 1 }
}

final class MasonryExplicitColumnTests: XCTestCase {
  /// Three columns of 100, no spacing.
  private func layout(
    _ provider: Pinned, count: Int, packing: Masonry.Packing = .roundRobin,
    direction: LayoutDirection = .leftToRight
  ) throws -> Masonry {
    var masonry = try Masonry(
      configuration: .init(columns: .fixed(3), packing: packing, layoutDirection: direction))
    masonry.prepare(width: 300, itemCount: count, heights: provider)
    masonry._checkInvariants()
    return masonry
  }

  private func columns(_ masonry: Masonry) -> [Int] {
    (0..<masonry.itemCount).map { masonry.column(ofItemAt: $0)! }
  }

  func testTheIssuesExampleAndTheCycleAroundIt() throws {
    // Item 0 in column 2; the others go round as if it were not there:
    // 0, 1, 2, then 0. Item 3 of column 2 stands below item 0.
    let masonry = try layout(Pinned(columns: [0: 2]), count: 5)
    XCTAssertEqual(columns(masonry), [2, 0, 1, 2, 0])
    XCTAssertEqual(masonry.frame(ofItemAt: 0), Rect(x: 200, y: 0, width: 100, height: 10))
    XCTAssertEqual(masonry.frame(ofItemAt: 3), Rect(x: 200, y: 10, width: 100, height: 10))
    XCTAssertEqual(masonry.frame(ofItemAt: 4), Rect(x: 0, y: 10, width: 100, height: 10))
    // An explicit item in the middle leaves the cycle where it was.
    let middle = try layout(Pinned(columns: [2: 0]), count: 5)
    XCTAssertEqual(columns(middle), [0, 1, 0, 2, 0])
  }

  func testShortestColumnCountsTheExplicitItemInTheBottoms() throws {
    // Item 0 in column 0; items 1 and 2 take the empty columns 1 and 2,
    // then item 3 the first of the three equal columns.
    let masonry = try layout(Pinned(columns: [0: 0]), count: 4, packing: .shortestColumn)
    XCTAssertEqual(columns(masonry), [0, 1, 2, 0])
  }

  func testColumnsAreClampedSoTheSpanFits() throws {
    let provider = Pinned(
      columns: [0: Int.max, 1: Int.min, 2: 2, 3: -1, 4: 3], spans: [2: 2, 4: 100])
    let masonry = try layout(provider, count: 5)
    // Int.max: the last column; Int.min and -1: the first; column 2 with a
    // span of 2: column 1; a full-width span: column 0.
    XCTAssertEqual(columns(masonry), [2, 0, 1, 0, 0])
    XCTAssertEqual(masonry.columns(ofItemAt: 2), 1..<3)
    XCTAssertEqual(masonry.columns(ofItemAt: 4), 0..<3)
  }

  func testColumnsCountFromTheLeftInBothDirections() throws {
    let masonry = try layout(Pinned(columns: [0: 0]), count: 2, direction: .rightToLeft)
    // Column 0 is the leftmost; item 1 starts the cycle at the right.
    XCTAssertEqual(masonry.frame(ofItemAt: 0)?.minX, 0)
    XCTAssertEqual(columns(masonry), [0, 2])
  }

  func testEveryPathThatPlacesTheItemAgainKeepsItsColumn() throws {
    let provider = Pinned(columns: [1: 2])
    for mode in Masonry.UpdateMode.allCases {
      var masonry = try layout(provider, count: 4)
      XCTAssertEqual(columns(masonry), [0, 2, 1, 2])
      // A re-flow from item 0 places item 1 again: still column 2.
      masonry.setHeight(30, ofItemAt: 0, mode: mode)
      masonry._checkInvariants()
      XCTAssertEqual(masonry.column(ofItemAt: 1), 2, "\(mode)")
      // Inserting before it shifts its index, not its column (the new
      // item, index 0, is asked for its own column: none).
      masonry.insertItems(in: 0..<1, heights: provider, mode: mode)
      masonry._checkInvariants()
      XCTAssertEqual(masonry.column(ofItemAt: 2), 2, "\(mode)")
      // Removing an item before it, and moving it: still column 2.
      masonry.removeItems(in: 0..<1, mode: mode)
      masonry._checkInvariants()
      XCTAssertEqual(masonry.column(ofItemAt: 1), 2, "\(mode)")
      masonry.moveItem(from: 1, to: 3, mode: mode)
      masonry._checkInvariants()
      XCTAssertEqual(masonry.column(ofItemAt: 3), 2, "\(mode)")
    }
    // A new width keeps it too; an append asks only the new items.
    var masonry = try layout(provider, count: 4)
    masonry.prepare(width: 900, itemCount: 4, heights: provider)
    XCTAssertEqual(masonry.column(ofItemAt: 1), 2)
    masonry.appendItems(count: 2, heights: Pinned(columns: [5: 0]))
    masonry._checkInvariants()
    XCTAssertEqual(masonry.column(ofItemAt: 5), 0)
    XCTAssertEqual(masonry.column(ofItemAt: 1), 2)
  }
}
