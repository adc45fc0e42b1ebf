// Rect queries by hand on the documented feed: order, kinds, z-indices,
// pinned headers in and out of the rect, edges; then random feeds against
// a brute-force filter of the engine's own frames.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class SectionedMasonryQueryTests: XCTestCase {
  private typealias Element = SectionedMasonry.Element

  private func header(_ section: Int, y: Double, height: Double, zIndex: Int = 1) -> Element {
    Element(
      kind: .header, path: ItemPath(section: section, item: 0),
      frame: Rect(x: 0, y: y, width: 375, height: height), zIndex: zIndex)
  }

  private func item(_ section: Int, _ index: Int, _ frame: Rect) -> Element {
    Element(kind: .item, path: ItemPath(section: section, item: index), frame: frame, zIndex: 0)
  }

  private let items = [
    Rect(x: 8, y: 52, width: 175.5, height: 120), Rect(x: 191.5, y: 52, width: 175.5, height: 80),
    Rect(x: 191.5, y: 140, width: 175.5, height: 200), Rect(x: 8, y: 180, width: 175.5, height: 60),
  ]

  /// Everything, in order: section by section, header, items ascending,
  /// footer.
  func testTheWholeFeedInOrder() throws {
    let layout = try preparedSections(
      gettingStartedConfiguration, width: 375, feed: documentedSections)
    let footer = Element(
      kind: .footer, path: ItemPath(section: 0, item: 0),
      frame: Rect(x: 0, y: 348, width: 375, height: 30), zIndex: 1)
    let all =
      [header(0, y: 0, height: 44)] + items.enumerated().map { item(0, $0.offset, $0.element) }
      + [footer, header(1, y: 378, height: 40)]
      + [item(1, 0, Rect(x: 8, y: 426, width: 175.5, height: 50))]
    XCTAssertEqual(layout.elements(in: Rect(x: 0, y: 0, width: 375, height: 484)), all)
    XCTAssertEqual(layout.elements(in: Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)), all)
    // An inverted rect is read standardised.
    XCTAssertEqual(layout.elements(in: Rect(x: 375, y: 484, width: -375, height: -484)), all)
  }

  /// A band across the section boundary: section 0's item 2 (to 340) and
  /// footer, section 1's header; edges that only touch are left out.
  func testABandAcrossTwoSections() throws {
    let layout = try preparedSections(
      gettingStartedConfiguration, width: 375, feed: documentedSections)
    let band = Rect(x: 0, y: 339, width: 375, height: 40)  // 339 to 379
    XCTAssertEqual(
      layout.elements(in: band).map(\.path),
      [ItemPath(section: 0, item: 2), ItemPath(section: 0, item: 0), ItemPath(section: 1, item: 0)])
    XCTAssertEqual(layout.elements(in: band).map(\.kind), [.item, .footer, .header])
    // 340 to 378 touches item 2's bottom and section 1's top: footer only.
    XCTAssertEqual(
      layout.elements(in: Rect(x: 0, y: 340, width: 375, height: 38)).map(\.kind), [.footer])
    // Left column only, from 170: item 0 (to 172) and item 3.
    XCTAssertEqual(
      layout.elements(in: Rect(x: 0, y: 170, width: 100, height: 20)).map(\.path.item), [0, 3])
  }

  /// A pinned header is found where pinning puts it: included when its
  /// unpinned frame lies outside the rect, left out when only that frame
  /// is inside, at z-index 2 when moved.
  func testPinnedHeadersInQueries() throws {
    let layout = try preparedSections(
      gettingStartedConfiguration, width: 375, feed: documentedSections, pinsHeaders: true)
    let viewport = Rect(x: 0, y: 100, width: 375, height: 50)
    // Header 0 pinned to 100-144, unpinned 0-44: outside the rect.
    XCTAssertEqual(
      layout.elements(in: viewport, pinnedIn: viewport),
      [
        header(0, y: 100, height: 44, zIndex: 2), item(0, 0, items[0]), item(0, 1, items[1]),
        item(0, 2, items[2]),
      ])
    XCTAssertEqual(
      layout.elements(in: viewport).map(\.kind), [.item, .item, .item], "unpinned: no header")
    // A rect above the viewport holds header 0's place, but not the header.
    XCTAssertEqual(
      layout.elements(in: Rect(x: 0, y: 0, width: 375, height: 50), pinnedIn: viewport), [])
    // At 400, section 0's header is pushed up to 304-348, section 1's
    // sticks to 400.
    let lower = Rect(x: 0, y: 400, width: 375, height: 100)
    XCTAssertEqual(
      layout.elements(in: lower, pinnedIn: lower),
      [
        header(1, y: 400, height: 40, zIndex: 2),
        item(1, 0, Rect(x: 8, y: 426, width: 175.5, height: 50)),
      ])
    XCTAssertEqual(
      layout.elements(in: Rect(x: 0, y: 300, width: 375, height: 10), pinnedIn: lower),
      [header(0, y: 304, height: 44, zIndex: 2), item(0, 2, items[2])])
    // In place, a header keeps z-index 1.
    let top = Rect(x: 0, y: 0, width: 375, height: 10)
    XCTAssertEqual(layout.elements(in: top, pinnedIn: top), [header(0, y: 0, height: 44)])
  }

  /// Rects of any finite size, however huge, find what they cover.
  func testHugeRects() throws {
    let layout = try preparedSections(
      gettingStartedConfiguration, width: 375, feed: documentedSections, pinsHeaders: true)
    let all = layout.elements(in: Rect(x: 0, y: 0, width: 375, height: 484))
    XCTAssertEqual(all.count, 8)
    for rect in [
      Rect(x: 0, y: -1.79e308, width: 375, height: 1.797e308),
      Rect(x: -1e308, y: -1e308, width: 1.7e308, height: 1.7e308),
      Rect(x: 0, y: 1e308, width: 375, height: -1.7e308),
      Rect(x: 0, y: -0.9e308, width: 375, height: .greatestFiniteMagnitude),
    ] {
      XCTAssertEqual(layout.elements(in: rect), all, "\(rect)")
      XCTAssertEqual(layout.elements(in: rect, pinnedIn: rect), all, "\(rect)")
      XCTAssertEqual(layout.sections(in: rect), 0..<2, "\(rect)")
    }
  }

  /// Rects with a NaN or infinite component match nothing; so does every
  /// rect of an empty layout or outside the content.
  func testRectsThatMatchNothing() throws {
    let layout = try preparedSections(
      gettingStartedConfiguration, width: 375, feed: documentedSections, pinsHeaders: true)
    for rect in [
      Rect(x: 0, y: .nan, width: 375, height: 100), Rect(x: 0, y: 0, width: .infinity, height: 1),
      Rect(x: -.infinity, y: 0, width: 10, height: 10), Rect(x: 0, y: 484, width: 375, height: 100),
      Rect(x: 0, y: -100, width: 375, height: 100), Rect(x: 375, y: 0, width: 10, height: 500),
    ] {
      XCTAssertEqual(layout.elements(in: rect), [], "\(rect)")
      XCTAssertEqual(layout.elements(in: rect, pinnedIn: rect), [], "\(rect)")
    }
  }

  /// One element by kind and path, as the queries report it; a header's
  /// or footer's path has item 0.
  func testOneElement() throws {
    let layout = try preparedSections(
      gettingStartedConfiguration, width: 375, feed: documentedSections, pinsHeaders: true)
    let viewport = Rect(x: 0, y: 100, width: 375, height: 50)
    XCTAssertEqual(layout.element(.item, for: ItemPath(section: 0, item: 2)), item(0, 2, items[2]))
    XCTAssertEqual(
      layout.element(.header, for: ItemPath(section: 0, item: 0)), header(0, y: 0, height: 44))
    XCTAssertEqual(
      layout.element(.header, for: ItemPath(section: 0, item: 0), pinnedIn: viewport),
      header(0, y: 100, height: 44, zIndex: 2))
    XCTAssertEqual(
      layout.element(.footer, for: ItemPath(section: 0, item: 0), pinnedIn: viewport)?.frame,
      Rect(x: 0, y: 348, width: 375, height: 30))
    XCTAssertEqual(
      layout.element(.item, for: ItemPath(section: 1, item: 0), pinnedIn: viewport),
      layout.element(.item, for: ItemPath(section: 1, item: 0)))
    // Elements that do not exist.
    XCTAssertNil(layout.element(.header, for: ItemPath(section: 0, item: 1)))
    XCTAssertNil(layout.element(.footer, for: ItemPath(section: 1, item: 0)))
    XCTAssertNil(layout.element(.footer, for: ItemPath(section: 0, item: -1)))
    XCTAssertNil(layout.element(.item, for: ItemPath(section: 1, item: 1)))
    XCTAssertNil(layout.element(.header, for: ItemPath(section: 2, item: 0), pinnedIn: viewport))
  }

  /// The sections a rect shows: a run of sections whose frames intersect
  /// it, touching edges left out.
  func testSectionsInARect() throws {
    let layout = try preparedSections(
      gettingStartedConfiguration, width: 375, feed: documentedSections)
    XCTAssertEqual(layout.sections(in: Rect(x: 0, y: 0, width: 375, height: 10)), 0..<1)
    XCTAssertEqual(layout.sections(in: Rect(x: 0, y: 370, width: 10, height: 10)), 0..<2)
    XCTAssertEqual(layout.sections(in: Rect(x: 0, y: 378, width: 375, height: 1)), 1..<2)
    XCTAssertEqual(layout.sections(in: Rect(x: 0, y: 377, width: 375, height: 1)), 0..<1)
    XCTAssertTrue(layout.sections(in: Rect(x: 0, y: 484, width: 375, height: 100)).isEmpty)
    XCTAssertTrue(layout.sections(in: Rect(x: 0, y: -10, width: 375, height: 10)).isEmpty)
    XCTAssertTrue(layout.sections(in: Rect(x: 0, y: .nan, width: 375, height: 10)).isEmpty)
    XCTAssertEqual(layout.sections(in: Rect(x: 0, y: 500, width: 375, height: -600)), 0..<2)
  }

  /// Random feeds, bad values included, and random rects and viewports:
  /// exactly the brute-force filter of the engine's own frames, pinned or
  /// not, and the reference's answer up to elements that only just touch
  /// the rect.
  func testRandomQueriesMatchTheBruteForceFilter() throws {
    RandomSweep.tally("SectionedMasonry", RandomSweep.count(15))
    for seed in RandomSweep.caseSeeds(15, seed: 0x5EC7_10E5) {
      var random = SplitMix64(seed: seed)
      let configuration = random.layoutConfiguration()
      let width = random.masonryWidth()
      let feed = random.sectionFeed(
        maximumSections: 8, maximumItems: 12, badValues: Int.random(in: 0..<3, using: &random) == 0)
      let layout = try preparedSections(configuration, width: width, feed: feed, pinsHeaders: true)
      let reference = feed.reference(width: width, configuration: configuration)
      let height = layout.contentSize.height
      for _ in 0..<8 {
        let y = Double.random(in: -50...(height + 50), using: &random)
        let rect = Rect(
          x: Double.random(in: -20...width, using: &random), y: y,
          width: Double.random(in: 0...(width + 40), using: &random),
          height: Double.random(in: 0...600, using: &random))
        let viewport = Rect(
          x: 0, y: Double.random(in: -50...(height + 50), using: &random), width: width, height: 600
        )
        let context = "seed \(seed), rect \(rect), viewport \(viewport)"
        XCTAssertNoThrow(try checkQueries(layout, in: rect, pinnedIn: viewport), context)
        XCTAssertEqual(
          Array(layout.sections(in: rect)),
          (0..<layout.sectionCount).filter { layout.sectionFrame(inSection: $0)!.intersects(rect) },
          context)
        let pinned = layout.elements(in: rect, pinnedIn: viewport)
        var expected = reference.elements(in: rect, pinnedAt: viewport.minY)
        // A header that pinning moves by a rounding only (a section whose
        // items end within an ulp of its header's end) is at z-index 1 or
        // 2 as each side's sums round: either is right.
        for index in expected.indices where expected[index].kind == .header {
          let section = expected[index].section
          if let place = reference.headerFrame(section), nearlyEqual(place, expected[index].frame),
            let found = pinned.first(where: { $0.kind == .header && $0.path.section == section })
          {
            expected[index].zIndex = found.zIndex
          }
        }
        if let problem = compare(pinned.map(\.referenceElement), expected, rect: rect) {
          return XCTFail(problem + "; " + context)
        }
      }
    }
  }

  /// Reading order goes section by section, and within a section by top
  /// edge, then the leading edge in the section's own direction. Round
  /// robin over heights 100, 10, 10, 10 in two columns puts item 3 (top
  /// 26) above item 2 (top 116); right to left, item 0 stands in the
  /// right column, level with item 1, and reads first.
  func testReadingOrderBySectionAndDirection() throws {
    var rightToLeft = gettingStartedConfiguration
    rightToLeft.packing = .roundRobin
    rightToLeft.layoutDirection = .rightToLeft
    var leftToRight = rightToLeft
    leftToRight.layoutDirection = .leftToRight
    let feed = SectionFeed([
      SectionData(heights: [100, 10, 10, 10], header: 20, configuration: leftToRight),
      SectionData(heights: [100, 10, 10, 10], header: 20, configuration: rightToLeft),
    ])
    let layout = try preparedSections(gettingStartedConfiguration, width: 375, feed: feed)
    let order = layout.readingOrder(in: Rect(origin: .zero, size: layout.contentSize))
    XCTAssertEqual(
      order.map { [$0.section, $0.item] },
      [[0, 0], [0, 1], [0, 3], [0, 2], [1, 0], [1, 1], [1, 3], [1, 2]])
    XCTAssertEqual(layout.frame(ofItemAt: ItemPath(section: 1, item: 0))?.minX, 191.5)
    // The same items as the rect query; none for a rect that is not one.
    let rect = Rect(x: 0, y: 30, width: 100, height: 60)
    XCTAssertEqual(
      Set(layout.readingOrder(in: rect)),
      Set(layout.elements(in: rect).filter { $0.kind == .item }.map(\.path)))
    XCTAssertEqual(layout.readingOrder(in: Rect(x: .nan, y: 0, width: 10, height: 10)), [])
  }
}

/// Compares an engine's answer with the reference's: the same elements in
/// the same order with frames equal to within rounding, except elements
/// that only just touch the rect, which either may include.
func compare(
  _ found: [SectionedMasonryReference.Element], _ expected: [SectionedMasonryReference.Element],
  rect: Rect
) -> String? {
  func key(_ element: SectionedMasonryReference.Element) -> String {
    "\(element.kind) \(element.section) \(element.item)"
  }
  let margin = 1e-6 * max(1, abs(rect.maxY), abs(rect.maxX), abs(rect.minY))
  func borderline(_ element: SectionedMasonryReference.Element) -> Bool {
    element.frame.intersects(rect.insetBy(dx: -margin, dy: -margin))
      && !element.frame.intersects(rect.insetBy(dx: margin, dy: margin))
  }
  let expectedByKey = Dictionary(expected.map { (key($0), $0) }, uniquingKeysWith: { a, _ in a })
  let foundKeys = Set(found.map(key))
  for element in found {
    if let match = expectedByKey[key(element)] {
      guard nearlyEqual(element.frame, match.frame), element.zIndex == match.zIndex else {
        return "\(element) != reference \(match)"
      }
    } else if !borderline(element) {
      return "\(element) is not in the reference's answer"
    }
  }
  for element in expected where !foundKeys.contains(key(element)) && !borderline(element) {
    return "reference's \(element) is missing"
  }
  let order = found.map(key).filter { expectedByKey[$0] != nil }
  let expectedOrder = expected.map(key).filter { foundKeys.contains($0) }
  return order == expectedOrder ? nil : "order \(order) != \(expectedOrder)"
}
