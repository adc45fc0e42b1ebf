// Reading single frames back: items, headers, footers and sections, their
// relations, and nil for what does not exist.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class SectionedMasonryFramesTests: XCTestCase {
  /// Each section's frame runs from its header's top to its footer's
  /// bottom at full width; the items lie between the header and the
  /// footer; the next section starts where the previous one ends.
  func testHowTheFramesOfASectionRelate() throws {
    let layout = try preparedSections(
      gettingStartedConfiguration, width: 375, feed: documentedSections)
    for section in 0..<layout.sectionCount {
      let area = try XCTUnwrap(layout.sectionFrame(inSection: section))
      let header = try XCTUnwrap(layout.headerFrame(inSection: section))
      XCTAssertEqual(header.minY, area.minY)
      XCTAssertEqual(header.width, area.width)
      let itemsEnd = header.maxY + layout.masonry(inSection: section)!.contentSize.height
      XCTAssertEqual(layout.footerFrame(inSection: section)?.minY ?? itemsEnd, itemsEnd)
      XCTAssertEqual(layout.footerFrame(inSection: section)?.maxY ?? itemsEnd, area.maxY)
      for item in 0..<layout.itemCount(inSection: section)! {
        let frame = try XCTUnwrap(layout.frame(ofItemAt: ItemPath(section: section, item: item)))
        XCTAssertTrue(frame.minY >= header.maxY && frame.maxY <= itemsEnd, "\(frame)")
      }
      if section + 1 < layout.sectionCount {
        XCTAssertEqual(layout.sectionFrame(inSection: section + 1)?.minY, area.maxY)
      } else {
        XCTAssertEqual(layout.contentSize.height, area.maxY)
      }
    }
  }

  /// An index that does not exist gives `nil`.
  func testPathsAndSectionsOutOfRangeGiveNil() throws {
    let layout = try preparedSections(
      gettingStartedConfiguration, width: 375, feed: documentedSections)
    let viewport = Rect(x: 0, y: 100, width: 375, height: 500)
    for section in [-1, 2, 3, .min, .max] {
      XCTAssertNil(layout.headerFrame(inSection: section), "\(section)")
      XCTAssertNil(layout.footerFrame(inSection: section), "\(section)")
      XCTAssertNil(layout.sectionFrame(inSection: section), "\(section)")
      XCTAssertNil(layout.headerFrame(inSection: section, pinnedIn: viewport), "\(section)")
      XCTAssertNil(layout.itemCount(inSection: section), "\(section)")
      XCTAssertNil(layout.masonry(inSection: section), "\(section)")
      XCTAssertNil(layout.frame(ofItemAt: ItemPath(section: section, item: 0)), "\(section)")
    }
    for item in [-1, 4, 5, .min, .max] {
      XCTAssertNil(layout.frame(ofItemAt: ItemPath(section: 0, item: item)), "item \(item)")
    }
    XCTAssertNil(layout.frame(ofItemAt: ItemPath(section: 1, item: 1)))
    XCTAssertNotNil(layout.frame(ofItemAt: ItemPath(section: 1, item: 0)))
  }
}
