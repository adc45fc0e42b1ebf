// The numbers the MasonryLayout DocC articles show, checked, so that the
// documentation cannot drift from the code. The scroll and rotation of the
// getting-started feed are in MasonryCollectionViewSequenceTests.

import LayoutGeometry
import MasonryLayout
import XCTest

final class MasonryDocumentationTests: XCTestCase {
  /// "Getting Started with Masonry": four fixed heights in two columns.
  func testGettingStartedFeed() throws {
    var configuration = Masonry.Configuration()
    configuration.columns = .fixed(2)
    configuration.columnSpacing = 8
    configuration.rowSpacing = 8
    configuration.contentInsets = EdgeInsets(all: 8)
    var masonry = try Masonry(configuration: configuration)
    masonry.prepare(width: 375, itemCount: 4, heights: FixedHeights([120, 80, 200, 60]))
    masonry._checkInvariants()

    XCTAssertEqual(masonry.columnWidth, 175.5)
    XCTAssertEqual(
      Array(masonry.frames),
      [
        Rect(x: 8, y: 8, width: 175.5, height: 120), Rect(x: 191.5, y: 8, width: 175.5, height: 80),
        Rect(x: 191.5, y: 96, width: 175.5, height: 200),
        Rect(x: 8, y: 136, width: 175.5, height: 60),
      ])
    XCTAssertEqual(masonry.contentSize, Size(width: 375, height: 304))
    XCTAssertEqual(
      masonry.items(in: Rect(x: 0, y: 0, width: 375, height: 100)).map(\.index), [0, 1, 2])
  }

  /// "Masonry Placement Rules": adaptive columns on a 768-point iPad.
  func testAdaptiveColumnsExample() throws {
    var configuration = Masonry.Configuration()
    configuration.columns = .adaptive(minimumWidth: 150, maximumCount: 6)
    configuration.columnSpacing = 8
    configuration.contentInsets = EdgeInsets(all: 16)
    var masonry = try Masonry(configuration: configuration)
    masonry.prepare(
      width: 768, itemCount: 10, heights: FixedHeights(Array(repeating: 50, count: 10)))
    XCTAssertEqual(masonry.columnCount, 4)
    XCTAssertEqual(masonry.columnWidth, 178)
    // "Five columns of 150 and their spacing need 782 points of 736": 782
    // available (814 less the insets) holds five exactly, 780 does not.
    masonry.prepare(
      width: 814, itemCount: 10, heights: FixedHeights(Array(repeating: 50, count: 10)))
    XCTAssertEqual(masonry.columnCount, 5)
    XCTAssertEqual(masonry.columnWidth, 150)
    masonry.prepare(
      width: 812, itemCount: 10, heights: FixedHeights(Array(repeating: 50, count: 10)))
    XCTAssertEqual(masonry.columnCount, 4)
    masonry._checkInvariants()
  }
}
