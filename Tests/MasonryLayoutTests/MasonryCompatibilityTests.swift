// Code written against the masonry API of the first release still compiles
// and runs, with deprecation warnings at most: every public spelling it
// used, in one place, so that a change that breaks one breaks this file.

import LayoutGeometry
import MasonryLayout
import XCTest

final class MasonryCompatibilityTests: XCTestCase {
  func testTheFirstReleasesSpellingsStillWork() throws {
    // Configuration: every field, the full initializer, validation.
    var configuration = Masonry.Configuration(
      columns: .fixed(2), columnSpacing: 8, rowSpacing: 8, contentInsets: EdgeInsets(all: 8),
      packing: .shortestColumn, layoutDirection: .leftToRight, tolerance: 0, displayScale: nil)
    configuration.columns = .adaptive(minimumWidth: 150, maximumCount: 6)
    configuration.packing = .roundRobin
    configuration.layoutDirection = .rightToLeft
    configuration.tolerance = 2
    configuration.displayScale = 2
    try configuration.validate()
    XCTAssertEqual(Masonry.maximumColumnCount, 10_000)
    XCTAssertEqual(Masonry.maximumLength, 1e12)
    XCTAssertEqual(Masonry.maximumItemCount, Int(Int32.max))

    // Errors: typed throws, cases named after the field, `field`.
    do {
      _ = try Masonry(configuration: .init(columns: .fixed(0)))
      XCTFail("a zero column count was accepted")
    } catch {
      XCTAssertEqual(error, .columnCount(0))
      XCTAssertEqual(error.field, "columns")
      XCTAssertFalse(error.description.isEmpty)
    }

    // The engine, the ready-made providers and every query and update.
    var masonry = try Masonry(configuration: configuration)
    let ratios = AspectRatioHeights([1, 0.5, 2, 1.5], additionalHeight: 4, columnSpans: [1, 2])
    masonry.prepare(width: 375, itemCount: 4, heights: ratios)
    masonry._checkInvariants()
    masonry.appendItems(count: 2, heights: FixedHeights([10, 20, 30, 40, 50, 60], columnSpans: []))
    masonry._checkInvariants()
    masonry.setHeight(12, ofItemAt: 1, mode: .keepColumns)
    masonry._checkInvariants()
    masonry.setHeights(
      ofItemsIn: 0..<2, heights: ComputedHeights { index, width in width / Double(index + 1) },
      mode: .reflow)
    masonry._checkInvariants()
    masonry.insertItems(
      in: 1..<2, heights: ComputedHeights(height: { _, _ in 5 }, columnSpan: { _ in 1 }))
    masonry._checkInvariants()
    masonry.removeItems(in: 0..<1)
    masonry._checkInvariants()
    XCTAssertEqual(masonry.itemCount, 6)
    XCTAssertEqual(masonry.configuration, configuration)
    XCTAssertGreaterThan(masonry.contentSize.height, 0)
    XCTAssertGreaterThan(masonry.columnCount, 0)
    XCTAssertGreaterThan(masonry.columnWidth, 0)
    XCTAssertGreaterThanOrEqual(masonry.columnSpacing, 0)
    XCTAssertEqual(masonry.columnBottoms.count, masonry.columnCount)
    XCTAssertEqual(masonry.columnFrames.count, masonry.columnCount)
    XCTAssertNotNil(masonry.frame(ofItemAt: 0))
    XCTAssertNotNil(masonry.column(ofItemAt: 0))
    XCTAssertNotNil(masonry.columns(ofItemAt: 0))
    let everything = Rect(x: 0, y: 0, width: 375, height: masonry.contentSize.height)
    let items: [Masonry.Item] = masonry.items(in: everything)
    XCTAssertEqual(items.map(\.index), Array(0..<6))
    var seen: [Int] = []
    masonry.forEachItem(in: everything) { seen.append($0.index) }
    XCTAssertEqual(seen, Array(0..<6))
    let frames: Masonry.Frames = masonry.frames
    XCTAssertEqual(frames.count, 6)
    XCTAssertEqual(Masonry.Item(index: 0, frame: frames[0]), items[0])
    XCTAssertEqual(Masonry.UpdateMode.allCases, [.keepColumns, .reflow])

    // Coding.
    let data = try JSONEncoder().encode(configuration)
    XCTAssertEqual(try JSONDecoder().decode(Masonry.Configuration.self, from: data), configuration)
  }
}
