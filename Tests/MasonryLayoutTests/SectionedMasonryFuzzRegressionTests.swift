// What the sections fuzz target found, each as the case it found, so that
// it stays fixed. Its inputs are in Fuzz/Corpus/Sections too.

import LayoutGeometry
import MasonryLayout
import XCTest

/// Sections of items in points, with header and footer lengths.
private struct Shelves: MasonrySectionProvider {
  var items: [[Double]]
  var headers: [Double]
  var footers: [Double]
  var sectionCount: Int { items.count }
  func itemCount(inSection section: Int) -> Int { items[section].count }
  func height(forItemAt path: ItemPath, width: Double) -> Double { items[path.section][path.item] }
  func headerHeight(inSection section: Int, width: Double) -> Double { headers[section] }
  func footerHeight(inSection section: Int, width: Double) -> Double { footers[section] }
}

final class SectionedMasonryFuzzRegressionTests: XCTestCase {
  /// A right-to-left shelf measures its frames from the content's far
  /// end, so a header a trillion points long, pushed back by its
  /// section's end to within a rounding of its place, is reported at its
  /// place. It was reported with z-index 2 (moved by pinning), decided
  /// before the mirror; the z-index now follows the frame reported.
  func testAHeaderPinningLeavesWhereItWasOnAMirroredShelfKeepsZIndexOne() throws {
    var configuration = Masonry.Configuration(columns: .fixed(4))
    configuration.columnSpacing = 0
    configuration.rowSpacing = 0
    configuration.contentInsets = EdgeInsets(all: 0)
    configuration.axis = .horizontal
    configuration.layoutDirection = .rightToLeft
    var layout = try SectionedMasonry(configuration: configuration)
    layout.pinsHeaders = true
    let feed = Shelves(
      items: [[298.828125, 417.4], []], headers: [0, 1e300], footers: [0, 39.84375])
    try layout.prepare(width: 848.14453125, sections: feed)
    layout._checkInvariants()
    let placed = try XCTUnwrap(layout.headerFrame(inSection: 1))
    let everything = Rect(x: -1, y: -1, width: 2e12, height: 1e4)
    var checked = 0
    for step in 0...400 {
      let viewport = Rect(x: Double(step) * 2.5e9, y: 0, width: 3.4e11, height: 110)
      let pinned = try XCTUnwrap(layout.headerFrame(inSection: 1, pinnedIn: viewport))
      let header = try XCTUnwrap(
        layout.elements(in: everything, pinnedIn: viewport).first { $0.kind == .header })
      XCTAssertEqual(header.frame, pinned, "\(viewport)")
      XCTAssertEqual(header.zIndex, pinned == placed ? 1 : 2, "\(viewport): \(pinned) \(placed)")
      if pinned == placed { checked += 1 }
    }
    XCTAssertGreaterThan(checked, 0)
  }

  /// A header 10¹² points long after a section 10⁻²⁸⁰ long: the end of its
  /// empty section less its length rounds to 0, above the header's place.
  /// Pinning took that for the header's y and moved it out of its section,
  /// where the hit test, which visits only the sections starting at or
  /// before a tap, did not look: `element(at:pinnedIn:)` missed the header
  /// that `elements(in:pinnedIn:)` reported under the tap. The header's
  /// place is now the rule's floor, applied last.
  func testAHeaderWhoseSectionEndRoundsAboveItsPlaceStaysInItsSection() throws {
    var configuration = Masonry.Configuration(columns: .fixed(4))
    configuration.columnSpacing = 0
    configuration.rowSpacing = 0
    configuration.contentInsets = EdgeInsets(all: 0)
    var layout = try SectionedMasonry(configuration: configuration)
    layout.pinsHeaders = true
    let feed = Shelves(items: [[1e-280], []], headers: [0, 1e300], footers: [0, 0])
    try layout.prepare(width: 285.64453125, sections: feed)
    layout._checkInvariants()
    let placed = try XCTUnwrap(layout.headerFrame(inSection: 1))
    XCTAssertEqual(placed, Rect(x: 0, y: 1e-280, width: 285.64453125, height: 1e12))
    let everything = Rect(x: -1, y: -1, width: 1e4, height: 2e12)
    for top in [-1e12, -1, 0, 1e-300, 1e-280, 1, 1e6, 2e12] {
      let viewport = Rect(x: 0, y: top, width: 285.64453125, height: 800)
      // Its section is exactly as long as the header: nowhere to move.
      XCTAssertEqual(layout.headerFrame(inSection: 1, pinnedIn: viewport), placed, "top \(top)")
      let elements = layout.elements(in: everything, pinnedIn: viewport)
      XCTAssertEqual(elements.map(\.kind), [.item, .header], "top \(top)")
      // A tap at an element's top-left corner finds it or one above it.
      for element in elements {
        let point = Point(x: element.frame.minX + 1, y: element.frame.minY)
        let hit = layout.element(at: point, pinnedIn: viewport)
        XCTAssertEqual(hit, element, "top \(top), \(point)")
      }
    }
  }
}
