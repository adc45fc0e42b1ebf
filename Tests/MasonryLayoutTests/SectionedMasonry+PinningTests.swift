// Pinned headers by hand: the documented feed's two headers at viewport
// tops above, at, inside, past and far past each section, and the edge
// cases of the rule.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class SectionedMasonryPinningTests: XCTestCase {
  private func documentedLayout(pinsHeaders: Bool = true) throws -> SectionedMasonry {
    try preparedSections(
      gettingStartedConfiguration, width: 375, feed: documentedSections, pinsHeaders: pinsHeaders)
  }

  private func viewport(_ top: Double) -> Rect { Rect(x: 0, y: top, width: 375, height: 300) }

  /// Section 0's 44-point header stands at min(max(0, v), 348 - 44); section
  /// 1's 40-point header at min(max(378, v), 484 - 40).
  func testPinnedPositionsAtSeveralViewportTops() throws {
    let layout = try documentedLayout()
    let expected: [(top: Double, first: Double, second: Double)] = [
      (-20, 0, 378),  // pulled down past the top: both in place
      (0, 0, 378),
      (100, 100, 378),  // section 0's header sticks to the top
      (304, 304, 378),  // where section 0's items end 44 points below
      (320, 304, 378),  // pushed up by the end of section 0's items
      (360, 304, 378),  // over section 0's footer: pushed, never covering it
      (378, 304, 378),  // section 1 reaches the top
      (400, 304, 400),
      (444, 304, 444),
      (460, 304, 444),  // pushed up by the end of section 1's items
      (10_000, 304, 444),
    ]
    for (top, first, second) in expected {
      XCTAssertEqual(
        layout.headerFrame(inSection: 0, pinnedIn: viewport(top)),
        Rect(x: 0, y: first, width: 375, height: 44), "top \(top)")
      XCTAssertEqual(
        layout.headerFrame(inSection: 1, pinnedIn: viewport(top)),
        Rect(x: 0, y: second, width: 375, height: 40), "top \(top)")
    }
  }

  /// Below a 91-point bar (issue 51, item 7): the headers pin at v + 91,
  /// section 0's at min(max(0, v + 91), 304), section 1's at
  /// min(max(378, v + 91), 444); NaN, infinite and negative insets read as 0.
  func testPinnedHeadersStandBelowTheInset() throws {
    var layout = try documentedLayout()
    layout.pinnedHeadersInset = 91
    let expected: [(top: Double, first: Double, second: Double)] = [
      (-91, 0, 378),  // at rest under the bar: in place
      (0, 91, 378),
      (200, 291, 378),
      (213, 304, 378),  // section 0's items end 44 points below 348
      (300, 304, 391),  // section 1 reaches the bar's lower edge
      (353, 304, 444),
      (1_000, 304, 444),
    ]
    for (top, first, second) in expected {
      XCTAssertEqual(
        layout.headerFrame(inSection: 0, pinnedIn: viewport(top)),
        Rect(x: 0, y: first, width: 375, height: 44), "top \(top)")
      XCTAssertEqual(
        layout.headerFrame(inSection: 1, pinnedIn: viewport(top)),
        Rect(x: 0, y: second, width: 375, height: 40), "top \(top)")
    }
    for inset in [-10, .nan, .infinity, 0] as [Double] {
      layout.pinnedHeadersInset = inset
      XCTAssertEqual(
        layout.headerFrame(inSection: 0, pinnedIn: viewport(100)),
        Rect(x: 0, y: 100, width: 375, height: 44), "inset \(inset)")
    }
  }

  /// With pinning off, the pinned forms are the plain ones.
  func testWithoutPinningThePinnedFormsAreThePlainOnes() throws {
    let layout = try documentedLayout(pinsHeaders: false)
    for top in [-20.0, 0, 100, 320, 400, 10_000, .nan, .infinity] {
      for section in 0..<2 {
        XCTAssertEqual(
          layout.headerFrame(inSection: section, pinnedIn: viewport(top)),
          layout.headerFrame(inSection: section), "top \(top)")
      }
      for rect in [viewport(top), Rect(x: 0, y: 0, width: 375, height: 500)] {
        XCTAssertEqual(
          layout.elements(in: rect, pinnedIn: viewport(top)), layout.elements(in: rect),
          "top \(top)")
      }
    }
  }

  /// Switching pinning on and off needs no prepare.
  func testPinningCanBeSwitchedAtAnyTime() throws {
    var layout = try documentedLayout(pinsHeaders: false)
    XCTAssertEqual(layout.headerFrame(inSection: 0, pinnedIn: viewport(100))?.minY, 0)
    layout.pinsHeaders = true
    XCTAssertEqual(layout.headerFrame(inSection: 0, pinnedIn: viewport(100))?.minY, 100)
    layout._checkInvariants()
  }

  /// A NaN top pins nothing; the infinities are the two extremes; only the
  /// viewport's standardised top counts.
  func testOddViewports() throws {
    let layout = try documentedLayout()
    XCTAssertEqual(layout.headerFrame(inSection: 0, pinnedIn: viewport(.nan))?.minY, 0)
    XCTAssertEqual(layout.headerFrame(inSection: 1, pinnedIn: viewport(.nan))?.minY, 378)
    XCTAssertEqual(layout.headerFrame(inSection: 0, pinnedIn: viewport(-.infinity))?.minY, 0)
    XCTAssertEqual(layout.headerFrame(inSection: 0, pinnedIn: viewport(.infinity))?.minY, 304)
    XCTAssertEqual(layout.headerFrame(inSection: 1, pinnedIn: viewport(.infinity))?.minY, 444)
    // A viewport from y 400 with height -300 is the area from 100 to 400.
    let inverted = Rect(x: 0, y: 400, width: 375, height: -300)
    XCTAssertEqual(layout.headerFrame(inSection: 0, pinnedIn: inverted)?.minY, 100)
    // Only the top is read: width, height and x do not matter.
    XCTAssertEqual(
      layout.headerFrame(inSection: 0, pinnedIn: Rect(x: .nan, y: 150, width: -1, height: .nan))?
        .minY, 150)
  }

  /// A section without a header has nothing to pin; one whose items take
  /// no room (no items, no insets) keeps its header in place.
  func testSectionsWithoutHeadersOrRoom() throws {
    let feed = SectionFeed([
      SectionData(heights: [100]),
      SectionData(heights: [], header: 30, footer: 10),
      SectionData(heights: [100], header: 20),
    ])
    let layout = try preparedSections(
      Masonry.Configuration(columns: .fixed(1)), width: 200, feed: feed, pinsHeaders: true)
    XCTAssertNil(layout.headerFrame(inSection: 0, pinnedIn: viewport(50)))
    // Section 1: header at 100, items end at 130 = 100 + 30.
    for top in [0.0, 100, 120, 135, 1_000] {
      XCTAssertEqual(
        layout.headerFrame(inSection: 1, pinnedIn: viewport(top)),
        Rect(x: 0, y: 100, width: 200, height: 30), "top \(top)")
    }
    // Section 2 starts at 140, its items end at 140 + 20 + 100 = 260: its
    // header sticks from 140 to 260 - 20.
    XCTAssertEqual(layout.headerFrame(inSection: 2, pinnedIn: viewport(135))?.minY, 140)
    XCTAssertEqual(layout.headerFrame(inSection: 2, pinnedIn: viewport(200))?.minY, 200)
    XCTAssertEqual(layout.headerFrame(inSection: 2, pinnedIn: viewport(250))?.minY, 240)
  }
}
