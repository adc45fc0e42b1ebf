// The sections picture: the viewport is marked, the items colored are
// exactly those the engine returns for it, and the pinned header is drawn
// where the engine pins it, over its own place.

import LayoutGallery
import LayoutGeometry
import MasonryLayout
import XCTest

final class SectionGalleryTests: XCTestCase {
  /// The sections picture for `arguments`.
  private func picture(_ arguments: [String] = []) throws -> GalleryPicture {
    try XCTUnwrap(
      Gallery.pictures(options: GalleryOptions(arguments: arguments))
        .first {
          $0.fileName == "masonry-sections.svg"
        })
  }

  /// The engine's layout of the gallery's default sections, redone here:
  /// 40 photos from seed 2026 + 2 in sections of 12, 8, 12 and 8, three
  /// columns, section 1 with four columns and 16-point insets, 36-point
  /// headers, 24-point footers under sections 0 and 2.
  private func expectedLayout(count: Int = 40, columns: Int = 3) throws -> SectionedMasonry {
    var shapes = PhotoShapes(seed: 2026 &+ 2)
    let sizes = [count * 3 / 10, count * 2 / 10, count * 3 / 10]
    let ratios = (sizes + [count - sizes.reduce(0, +)]).map { shapes.ratios(count: $0) }
    struct Sections: MasonrySectionProvider {
      var ratios: [[Double]]
      var columns: Int
      var sectionCount: Int { ratios.count }
      func itemCount(inSection section: Int) -> Int { ratios[section].count }
      func height(forItemAt path: ItemPath, width: Double) -> Double {
        width * ratios[path.section][path.item]
      }
      func configuration(forSection section: Int) -> Masonry.Configuration? {
        section == 1
          ? Masonry.Configuration(
            columns: .fixed(min(columns + 1, 12)), columnSpacing: 8, rowSpacing: 8,
            contentInsets: EdgeInsets(all: 16)) : nil
      }
      func headerHeight(inSection section: Int, width: Double) -> Double { 36 }
      func footerHeight(inSection section: Int, width: Double) -> Double {
        section % 2 == 0 ? 24 : 0
      }
    }
    var layout = try SectionedMasonry(
      configuration: Masonry.Configuration(
        columns: .fixed(columns), columnSpacing: 8, rowSpacing: 8,
        contentInsets: EdgeInsets(all: 8)))
    layout.pinsHeaders = true
    try layout.prepare(width: 375, sections: Sections(ratios: ratios, columns: columns))
    layout._checkInvariants()
    return layout
  }

  func testThePictureMarksTheViewportAndTheElementsReturnedForIt() throws {
    let picture = try picture()
    let svg = try XCTUnwrap(SVGInspector.inspect(picture.svg))
    let layout = try expectedLayout()
    // 40 percent into section 1.
    let section = try XCTUnwrap(layout.sectionFrame(inSection: 1))
    let viewport = Rect(
      x: 0, y: (section.minY + section.height * 0.4).rounded(), width: 375, height: 560)
    assertDrawn(svg.titledRects["viewport"], viewport)

    let onScreen = layout.elements(in: viewport, pinnedIn: viewport)
    let items = onScreen.filter { $0.kind == .item }
    XCTAssertEqual(picture.counts["item"], 40)
    XCTAssertEqual(picture.counts["returned"], items.count)
    XCTAssertEqual(
      Set(svg.titles.filter { $0.hasSuffix("returned by elements(in:pinnedIn:)") }),
      Set(items.map { "item \($0.path) returned by elements(in:pinnedIn:)" }))
    XCTAssertEqual(svg.titles(startingWith: "on screen: item ").count, items.count)
    XCTAssertEqual(picture.counts["header"], 4)
    XCTAssertEqual(picture.counts["footer"], 2)

    // Section 1's header is pinned to the viewport's top, over its place.
    XCTAssertEqual(picture.counts["pinned"], 1)
    let pinned = try XCTUnwrap(layout.headerFrame(inSection: 1, pinnedIn: viewport))
    XCTAssertEqual(pinned.minY, viewport.minY)
    let place = try XCTUnwrap(layout.headerFrame(inSection: 1))
    assertDrawn(svg.titledRects["header 1, pinned"], pinned)
    assertDrawn(svg.titledRects["place of header 1"], place)
    XCTAssertTrue(picture.summary.contains("header 1 pinned"), picture.summary)
  }

  func testItemFramesAreTheEngines() throws {
    let svg = try XCTUnwrap(SVGInspector.inspect(try picture().svg))
    let layout = try expectedLayout()
    for section in 0..<layout.sectionCount {
      for item in 0..<layout.itemCount(inSection: section)! {
        let path = ItemPath(section: section, item: item)
        let frame = try XCTUnwrap(layout.frame(ofItemAt: path))
        assertDrawn(
          svg.titledRects.first { $0.key.hasPrefix("item \(path) ") }?.value, frame, "\(path)")
      }
    }
  }

  func testFewItemsAndOneColumn() throws {
    for arguments in [["--count", "0"], ["--count", "3", "--columns", "1"]] {
      let picture = try picture(arguments)
      XCTAssertNotNil(SVGInspector.inspect(picture.svg), "\(arguments)")
      XCTAssertEqual(picture.counts["header"], 4, "\(arguments)")
    }
  }

  /// Asserts that a rect drawn in the file (x, y, width, height, kept to
  /// two decimals) is `frame`.
  private func assertDrawn(
    _ drawn: [Double]?, _ frame: Rect, _ message: String = "", file: StaticString = #filePath,
    line: UInt = #line
  ) {
    guard let drawn, drawn.count == 4 else {
      return XCTFail("not drawn: \(frame) \(message)", file: file, line: line)
    }
    for (value, expected) in zip(drawn, [frame.minX, frame.minY, frame.width, frame.height]) {
      XCTAssertEqual(value, expected, accuracy: 0.0051, message, file: file, line: line)
    }
  }
}
