// MasonrySectionProvider: the defaults of its optional requirements, a
// conforming type's own versions used even through generics, and what the
// layout asks it for, in which order, at which width.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

/// Only the three required members.
private struct MinimalSections: MasonrySectionProvider {
  var sectionCount: Int { 2 }
  func itemCount(inSection section: Int) -> Int { 3 }
  func height(forItemAt path: ItemPath, width: Double) -> Double {
    Double(10 * (path.section + 1) + path.item)
  }
}

/// All nine members.
private struct CustomSections: MasonrySectionProvider {
  var sectionCount: Int { 2 }
  func itemCount(inSection section: Int) -> Int { 2 }
  func height(forItemAt path: ItemPath, width: Double) -> Double { width / 2 }
  func configuration(forSection section: Int) -> Masonry.Configuration? {
    section == 1 ? Masonry.Configuration(columns: .fixed(4)) : nil
  }
  func headerHeight(inSection section: Int, width: Double) -> Double { 20 }
  func footerHeight(inSection section: Int, width: Double) -> Double { 10 }
  func columnSpan(forItemAt path: ItemPath) -> Int { path.item == 0 ? 2 : 1 }
  func column(forItemAt path: ItemPath) -> Int? { path.section == 1 && path.item == 1 ? 1 : nil }
  func height(forItemAt path: ItemPath, width breadth: Double, axis: Axis) -> Double {
    axis == .vertical ? height(forItemAt: path, width: breadth) : breadth * 3
  }
}

/// Reads the six optional requirements through a generic parameter, the
/// way the layout does.
private func optionalAnswers(_ provider: some MasonrySectionProvider) -> [String] {
  let path = ItemPath(section: 0, item: 0)
  return [
    String(describing: provider.configuration(forSection: 1)?.columns),
    "\(provider.headerHeight(inSection: 0, width: 100))",
    "\(provider.footerHeight(inSection: 0, width: 100))",
    "\(provider.columnSpan(forItemAt: path))",
    String(describing: provider.column(forItemAt: path)),
    "\(provider.height(forItemAt: path, width: 60, axis: .horizontal))",
  ]
}

final class MasonrySectionProviderTests: XCTestCase {
  func testTheDefaults() throws {
    let provider = MinimalSections()
    XCTAssertNil(provider.configuration(forSection: 0))
    XCTAssertEqual(provider.headerHeight(inSection: 0, width: 375), 0)
    XCTAssertEqual(provider.footerHeight(inSection: 0, width: 375), 0)
    XCTAssertEqual(provider.columnSpan(forItemAt: ItemPath(section: 0, item: 0)), 1)
    XCTAssertNil(provider.column(forItemAt: ItemPath(section: 0, item: 0)))
    XCTAssertEqual(
      provider.height(forItemAt: ItemPath(section: 1, item: 2), width: 50, axis: .horizontal), 22,
      "the height at the breadth")
    XCTAssertEqual(optionalAnswers(provider), ["nil", "0.0", "0.0", "1", "nil", "10.0"])

    // The layout's own configuration, no headers or footers, one column
    // each: section 0's heights 10, 11, 12 in one column of 100 points.
    var layout = try SectionedMasonry(configuration: Masonry.Configuration(columns: .fixed(1)))
    try layout.prepare(width: 100, sections: provider)
    layout._checkInvariants()
    XCTAssertNil(layout.headerFrame(inSection: 0))
    XCTAssertNil(layout.footerFrame(inSection: 1))
    XCTAssertEqual(layout.sectionFrame(inSection: 0), Rect(x: 0, y: 0, width: 100, height: 33))
    XCTAssertEqual(
      layout.frame(ofItemAt: ItemPath(section: 1, item: 2)),
      Rect(x: 0, y: 33 + 20 + 21, width: 100, height: 22))
  }

  /// A conforming type's own versions are used, also through generics:
  /// section 0 uses the layout's two 50-point columns, item 0 spanning
  /// both (100 wide, 50 tall), item 1 in the left column (25 tall);
  /// section 1 its own four 25-point columns.
  func testAConformingTypesOwnVersionsAreUsed() throws {
    let provider = CustomSections()
    XCTAssertEqual(
      optionalAnswers(provider),
      ["Optional(fixed(4))", "20.0", "10.0", "2", "nil", "180.0"])
    var layout = try SectionedMasonry(configuration: Masonry.Configuration())
    try layout.prepare(width: 100, sections: provider)
    layout._checkInvariants()
    XCTAssertEqual(layout.headerFrame(inSection: 0), Rect(x: 0, y: 0, width: 100, height: 20))
    XCTAssertEqual(
      layout.frame(ofItemAt: ItemPath(section: 0, item: 0)),
      Rect(x: 0, y: 20, width: 100, height: 50))
    XCTAssertEqual(
      layout.frame(ofItemAt: ItemPath(section: 0, item: 1)),
      Rect(x: 0, y: 70, width: 50, height: 25))
    XCTAssertEqual(layout.footerFrame(inSection: 0), Rect(x: 0, y: 95, width: 100, height: 10))
    XCTAssertEqual(layout.masonry(inSection: 1)?.columnCount, 4)
    // Section 1 from 105: header to 125, item 0 over two 25-point columns
    // (50 wide, 25 tall), item 1 in its explicit column 1, under item 0
    // (25 wide, 12.5 tall, from 125 + 25).
    XCTAssertEqual(
      layout.frame(ofItemAt: ItemPath(section: 1, item: 1)),
      Rect(x: 25, y: 150, width: 25, height: 12.5))
    XCTAssertEqual(layout.contentSize, Size(width: 100, height: 172.5))
  }

  /// Headers and footers are measured at the container width as
  /// sanitised; items at their own width.
  func testTheWidthsTheProviderIsAskedAt() throws {
    let provider = RecordingSections(sections: 2, items: 1)
    var layout = try SectionedMasonry(configuration: gettingStartedConfiguration)
    try layout.prepare(width: -.infinity, sections: provider)
    XCTAssertEqual(provider.widths, [0, 0, 0, 0])
    provider.widths = []
    try layout.prepare(width: 375, sections: provider)
    XCTAssertEqual(provider.widths, [375, 375, 375, 375])
  }
}
