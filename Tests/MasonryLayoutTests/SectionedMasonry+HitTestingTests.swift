// Taps and scroll-to-item on a sectioned layout: by hand on the documented
// feed, with and without pinned headers, and against brute force over
// random feeds, points on edges and in gaps included.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class SectionedMasonryHitTestingTests: XCTestCase {
  private func path(_ section: Int, _ item: Int) -> ItemPath {
    ItemPath(section: section, item: item)
  }

  private func documentedLayout(pinsHeaders: Bool = true) throws -> SectionedMasonry {
    try preparedSections(
      gettingStartedConfiguration, width: 375, feed: documentedSections, pinsHeaders: pinsHeaders)
  }

  /// Header 0 is (0, 0, 375, 44), item [0, 0] (8, 52, 175.5, 120), the
  /// columns 8 apart from x = 183.5, footer 0 from 348 to 378.
  func testTapsByHand() throws {
    let layout = try documentedLayout()
    XCTAssertEqual(layout.element(at: Point(x: 10, y: 10))?.kind, .header)
    XCTAssertEqual(layout.element(at: Point(x: 10, y: 52))?.path, path(0, 0), "top edge inside")
    XCTAssertNil(layout.element(at: Point(x: 185, y: 60)), "between the columns")
    XCTAssertNil(layout.element(at: Point(x: 4, y: 60)), "in the inset")
    XCTAssertNil(layout.element(at: Point(x: 10, y: 172)), "bottom edge outside, a gap below")
    XCTAssertEqual(layout.element(at: Point(x: 374, y: 350))?.kind, .footer)
    XCTAssertNil(layout.element(at: Point(x: 375, y: 350)), "right edge outside")
    XCTAssertEqual(layout.itemPath(at: Point(x: 200, y: 140)), path(0, 2))
    XCTAssertNil(layout.itemPath(at: Point(x: 10, y: 10)), "a header is not an item")
    // Pinned to a viewport from 100, header 0 covers 100 to 144 above
    // item [0, 0]; its own place, 0 to 44, is empty.
    let viewport = Rect(x: 0, y: 100, width: 375, height: 300)
    let pinned = layout.element(at: Point(x: 10, y: 105), pinnedIn: viewport)
    XCTAssertEqual(pinned?.kind, .header)
    XCTAssertEqual(pinned?.zIndex, 2)
    XCTAssertEqual(pinned?.frame, Rect(x: 0, y: 100, width: 375, height: 44))
    XCTAssertNil(layout.element(at: Point(x: 10, y: 20), pinnedIn: viewport))
    XCTAssertEqual(layout.itemPath(at: Point(x: 10, y: 105)), path(0, 0))
    XCTAssertEqual(layout.element(at: Point(x: 10, y: 105))?.path, path(0, 0))
    // Without pinning, the pinned form answers as the plain one.
    var plain = layout
    plain.pinsHeaders = false
    XCTAssertEqual(plain.element(at: Point(x: 10, y: 105), pinnedIn: viewport)?.path, path(0, 0))
    // Points that are not points hit nothing.
    for point in [
      Point(x: .nan, y: 60), Point(x: 10, y: .nan), Point(x: .infinity, y: 60),
      Point(x: 10, y: -.infinity),
    ] {
      XCTAssertNil(layout.element(at: point, pinnedIn: viewport))
      XCTAssertNil(layout.itemPath(at: point))
    }
    XCTAssertNil(try SectionedMasonry(configuration: .init()).element(at: .zero))
  }

  /// Random feeds, random points (on frames' edges, their centres and
  /// anywhere), pinned and not: the answer is brute force's.
  func testTapsAgainstBruteForce() throws {
    RandomSweep.tally("SectionedMasonry", RandomSweep.count(30))
    for seed in RandomSweep.caseSeeds(30, seed: 0x5EC7_7A95) {
      var random = SplitMix64(seed: seed)
      let configuration = random.layoutConfiguration()
      let feed = random.sectionFeed(
        maximumSections: 6, maximumItems: 20, badValues: Bool.random(using: &random))
      let layout = try preparedSections(
        configuration, width: random.masonryWidth(), feed: feed,
        pinsHeaders: Bool.random(using: &random))
      let size = layout.contentSize
      let all = bruteForceElements(
        layout, in: Rect(x: -1, y: -1, width: size.width + 2, height: size.height + 2))
      for _ in 0..<30 {
        var point = Point(
          x: Double.random(in: -10...(size.width + 10), using: &random),
          y: Double.random(in: -10...(size.height + 10), using: &random))
        if let element = all.randomElement(using: &random), Bool.random(using: &random) {
          let frame = element.frame
          point = Point(
            x: [frame.minX, frame.maxX, frame.midX].randomElement(using: &random)!,
            y: [frame.minY, frame.maxY, frame.midY].randomElement(using: &random)!)
        }
        let viewport = Rect(
          x: 0, y: Double.random(in: -20...(size.height + 20), using: &random), width: size.width,
          height: 600)
        XCTAssertNoThrow(try checkHitTest(layout, at: point), "seed \(seed)")
        XCTAssertNoThrow(try checkHitTest(layout, at: point, pinnedIn: viewport), "seed \(seed)")
      }
    }
  }

  /// Item [0, 2] runs from 140 to 340 under header 0 (44 points); the
  /// content is 484 long, the viewport 200.
  func testScrollToItemByHand() throws {
    var layout = try documentedLayout(pinsHeaders: false)
    let viewport = Rect(x: 0, y: 0, width: 375, height: 200)
    func offset(_ path: ItemPath, _ alignment: Masonry.ScrollAlignment, _ shown: Rect = viewport)
      -> Double?
    {
      layout.contentOffset(showing: path, alignment: alignment, in: shown)?.y
    }
    XCTAssertEqual(offset(path(0, 2), .top), 140)
    XCTAssertEqual(offset(path(0, 2), .center), 140)
    XCTAssertEqual(offset(path(0, 2), .bottom), 140)
    XCTAssertEqual(offset(path(0, 2), .nearest), 140, "below: its bottom at the bottom")
    XCTAssertEqual(
      offset(path(0, 0), .nearest, Rect(x: 0, y: 20, width: 375, height: 200)), 20, "shown")
    XCTAssertEqual(offset(path(1, 0), .top), 284, "clamped to the content's end")
    XCTAssertEqual(offset(path(0, 0), .bottom), 0, "clamped to the content's start")
    // With pinned headers, the item stays clear of its section's header.
    layout.pinsHeaders = true
    XCTAssertEqual(offset(path(0, 2), .top), 96)
    XCTAssertEqual(offset(path(0, 2), .center), 118)
    XCTAssertEqual(offset(path(0, 2), .bottom), 140)
    XCTAssertEqual(
      offset(path(0, 2), .nearest, Rect(x: 0, y: 120, width: 375, height: 250)), 96,
      "under the pinned header, so hidden")
    XCTAssertEqual(
      offset(path(0, 3), .nearest, Rect(x: 0, y: 120, width: 375, height: 250)), 120,
      "clear of the header: stays")
    // Whole sections: section 1 from 378, clamped; section 0 at the top.
    XCTAssertEqual(
      layout.contentOffset(showingSection: 1, alignment: .top, in: viewport), Point(x: 0, y: 284))
    XCTAssertEqual(
      layout.contentOffset(showingSection: 0, alignment: .top, in: viewport), Point(x: 0, y: 0))
    // Paths and sections that do not exist; viewports that are not.
    for missing in [path(0, 4), path(2, 0), path(-1, 0), path(0, -1), path(.max, .min)] {
      XCTAssertNil(layout.contentOffset(showing: missing, alignment: .top, in: viewport))
    }
    XCTAssertNil(layout.contentOffset(showingSection: 2, alignment: .top, in: viewport))
    XCTAssertNil(layout.contentOffset(showingSection: -1, alignment: .top, in: viewport))
    let odd = layout.contentOffset(
      showing: path(0, 2), alignment: .center,
      in: Rect(x: .nan, y: .infinity, width: -5, height: .nan))
    XCTAssertEqual(
      odd, Point(x: 0, y: 240 - 44 / 2), "a viewport of no size: the centre below the header")
  }

  /// Scroll-to-item for random items and alignments, by the documented
  /// rule over the reported frames, with and without pinned headers.
  func testScrollToItemAgainstTheRule() throws {
    RandomSweep.tally("SectionedMasonry", RandomSweep.count(100))
    for seed in RandomSweep.caseSeeds(100, seed: 0x5EC7_5C01) {
      var random = SplitMix64(seed: seed)
      let feed = random.sectionFeed(maximumSections: 6, maximumItems: 20)
      let layout = try preparedSections(
        random.layoutConfiguration(), width: 375, feed: feed,
        pinsHeaders: Bool.random(using: &random))
      let size = layout.contentSize
      for _ in 0..<10 {
        guard !feed.sections.isEmpty else { break }
        let section = Int.random(in: 0..<feed.sections.count, using: &random)
        guard feed.sections[section].count > 0 else { continue }
        let item = Int.random(in: 0..<feed.sections[section].count, using: &random)
        let frame = layout.frame(ofItemAt: path(section, item))!
        let viewport = Rect(
          x: 0, y: Double.random(in: 0...size.height, using: &random), width: 375,
          height: Double.random(in: 50...900, using: &random))
        let covered = layout.pinsHeaders ? (layout.headerFrame(inSection: section)?.height ?? 0) : 0
        let alignment = Masonry.ScrollAlignment.allCases.randomElement(using: &random)!
        var expected: Double
        switch alignment {
        case .top: expected = frame.minY - covered
        case .center: expected = frame.midY - (viewport.height + covered) / 2
        case .bottom: expected = frame.maxY - viewport.height
        case .nearest:
          if frame.minY < viewport.minY + covered || frame.height > viewport.height - covered {
            expected = frame.minY - covered
          } else if frame.maxY > viewport.maxY {
            expected = frame.maxY - viewport.height
          } else {
            expected = viewport.minY
          }
        }
        expected = min(max(expected, 0), max(0, size.height - viewport.height))
        let offset = layout.contentOffset(
          showing: path(section, item), alignment: alignment, in: viewport)
        XCTAssertEqual(offset?.x, 0)
        XCTAssertEqual(
          offset?.y ?? .nan, expected, accuracy: 1e-9 * max(1, size.height),
          "\(alignment) seed \(seed)")
        // A top-aligned item that is not clamped is clear of its pinned
        // header: nothing pinned covers it.
        if alignment == .top, let offset, offset.y > 0,
          offset.y < size.height - viewport.height, layout.pinsHeaders
        {
          let shown = Rect(x: 0, y: offset.y, width: 375, height: viewport.height)
          if let header = layout.headerFrame(inSection: section, pinnedIn: shown) {
            XCTAssertLessThanOrEqual(header.maxY, frame.minY + 1e-9 * max(1, frame.minY))
          }
        }
      }
    }
  }
}
