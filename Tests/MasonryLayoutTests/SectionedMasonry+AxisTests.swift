// Sections on both axes by transposition: a sectioned shelf is the
// vertical sectioned layout of the same feed with x and y swapped, a
// right-to-left shelf its mirror image across the whole content, headers
// pin along the flow, and every query answers on the frames as reported.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class SectionedMasonryAxisTests: XCTestCase {
  /// A random shelf configuration flowing in `direction`, with stamps now
  /// and then.
  private func randomShelf(
    _ random: inout SplitMix64, direction: LayoutDirection
  ) -> Masonry.Configuration {
    var configuration = random.layoutConfiguration()
    configuration.axis = .horizontal
    configuration.layoutDirection = direction
    if Int.random(in: 0..<4, using: &random) == 0 {
      configuration.stamps = [
        Rect(
          x: Double.random(in: -20...200, using: &random),
          y: Double.random(in: -20...300, using: &random),
          width: Double.random(in: 0...120, using: &random),
          height: Double.random(in: 0...150, using: &random))
      ]
    }
    return configuration
  }

  /// A random sectioned feed whose own configurations name either axis and
  /// either direction: the layout's axis wins, and on a shelf its
  /// direction too.
  private func randomFeed(_ random: inout SplitMix64) -> SectionFeed {
    var feed = random.sectionFeed(
      maximumSections: 6, maximumItems: 24, badValues: Int.random(in: 0..<4, using: &random) == 0)
    for index in feed.sections.indices where feed.sections[index].configuration != nil {
      feed.sections[index].configuration!.axis = Axis.allCases.randomElement(
        using: &random)!
    }
    return feed
  }

  func testAShelfIsTheTransposedVerticalLayout() throws {
    RandomSweep.tally("SectionedMasonry", RandomSweep.count(175))
    for seed in RandomSweep.caseSeeds(175, seed: 0x5EC7_A815) {
      var random = SplitMix64(seed: seed)
      let shelf = randomShelf(&random, direction: .leftToRight)
      let feed = randomFeed(&random)
      let breadth = random.masonryWidth()
      var horizontal = try SectionedMasonry(configuration: shelf)
      horizontal.pinsHeaders = true
      try horizontal.prepare(width: breadth, sections: feed)
      horizontal._checkInvariants()
      let toVertical = { (section: Masonry.Configuration) in
        verticalConfiguration(ofShelf: section, flowing: .leftToRight)
      }
      var upright = try SectionedMasonry(configuration: toVertical(shelf))
      upright.pinsHeaders = true
      try upright.prepare(
        width: breadth, sections: TransformedSections(base: feed, transform: toVertical))
      upright._checkInvariants()
      let context = "seed \(seed)"
      XCTAssertEqual(
        horizontal.contentSize,
        Size(width: upright.contentSize.height, height: upright.contentSize.width), context)
      for section in 0..<feed.sectionCount {
        XCTAssertEqual(
          horizontal.headerFrame(inSection: section),
          upright.headerFrame(inSection: section).map(transposed), context)
        XCTAssertEqual(
          horizontal.footerFrame(inSection: section),
          upright.footerFrame(inSection: section).map(transposed), context)
        XCTAssertEqual(
          horizontal.sectionFrame(inSection: section),
          upright.sectionFrame(inSection: section).map(transposed), context)
        // One orientation: each section's engine is the upright one (as
        // printed: a NaN stamp is equal to nothing).
        XCTAssertEqual(
          "\(horizontal.masonry(inSection: section)!.configuration)",
          "\(upright.masonry(inSection: section)!.configuration)", context)
        for item in 0..<feed.sections[section].count {
          let path = ItemPath(section: section, item: item)
          guard
            horizontal.frame(ofItemAt: path) == upright.frame(ofItemAt: path).map(transposed)
          else {
            return XCTFail(
              "\(path): \(horizontal.frame(ofItemAt: path)!) != transposed "
                + "\(upright.frame(ofItemAt: path)!) \(context)")
          }
        }
      }
      // Queries, pinned headers and taps by transposition too.
      let size = horizontal.contentSize
      for _ in 0..<4 {
        let rect = Rect(
          x: Double.random(in: -20...(size.width + 20), using: &random),
          y: Double.random(in: -20...(size.height + 20), using: &random),
          width: Double.random(in: 0...(size.width / 2 + 50), using: &random),
          height: Double.random(in: 0...(size.height + 1), using: &random))
        XCTAssertEqual(
          horizontal.elements(in: rect, pinnedIn: rect),
          upright.elements(in: transposed(rect), pinnedIn: transposed(rect)).map {
            var element = $0
            element.frame = transposed(element.frame)
            return element
          }, "\(rect) \(context)")
        XCTAssertEqual(horizontal.sections(in: rect), upright.sections(in: transposed(rect)))
        let point = Point(x: rect.minX, y: rect.minY)
        XCTAssertEqual(
          horizontal.element(at: point, pinnedIn: rect)?.path,
          upright.element(at: Point(x: point.y, y: point.x), pinnedIn: transposed(rect))?.path,
          context)
      }
    }
  }

  func testARightToLeftShelfIsTheMirroredLeftToRightShelf() throws {
    RandomSweep.tally("SectionedMasonry", RandomSweep.count(250))
    for seed in RandomSweep.caseSeeds(250, seed: 0x5EC7_A816) {
      var random = SplitMix64(seed: seed)
      let shelf = randomShelf(&random, direction: .rightToLeft)
      let feed = randomFeed(&random)
      let breadth = random.masonryWidth()
      var mirrored = try SectionedMasonry(configuration: shelf)
      mirrored.pinsHeaders = true
      try mirrored.prepare(width: breadth, sections: feed)
      mirrored._checkInvariants()
      // The left-to-right shelf with left and right exchanged, in every
      // section.
      let toLeftToRight = { (section: Masonry.Configuration) in
        var plain = exchangingLeftAndRight(section)
        plain.layoutDirection = .leftToRight
        return plain
      }
      var plain = try SectionedMasonry(configuration: toLeftToRight(shelf))
      plain.pinsHeaders = true
      try plain.prepare(
        width: breadth, sections: TransformedSections(base: feed, transform: toLeftToRight))
      plain._checkInvariants()
      let context = "seed \(seed)"
      XCTAssertEqual(mirrored.contentSize, plain.contentSize, context)
      let width = mirrored.contentSize.width
      func assertMirrored(_ frame: Rect?, _ original: Rect?, _ what: String) {
        guard let frame, let original else {
          return XCTAssertEqual(frame == nil, original == nil, "\(what) \(context)")
        }
        XCTAssertEqual(frame.minX, width - original.maxX, "\(what) \(context)")
        XCTAssert(nearlyEqual(frame.maxX, width - original.minX), "\(what) \(context)")
        XCTAssertEqual(frame.minY, original.minY, "\(what) \(context)")
        XCTAssertEqual(frame.height, original.height, "\(what) \(context)")
      }
      let viewport = Rect(
        x: Double.random(in: -10...(width + 10), using: &random), y: 0,
        width: Double.random(in: 0...400, using: &random), height: breadth)
      // The same viewport seen from the left-to-right shelf.
      let unmirrored = Rect(
        x: width - viewport.maxX, y: viewport.minY, width: viewport.width,
        height: viewport.height)
      for section in 0..<feed.sectionCount {
        assertMirrored(
          mirrored.headerFrame(inSection: section), plain.headerFrame(inSection: section),
          "header \(section)")
        assertMirrored(
          mirrored.headerFrame(inSection: section, pinnedIn: viewport),
          plain.headerFrame(inSection: section, pinnedIn: unmirrored), "pinned header \(section)")
        assertMirrored(
          mirrored.footerFrame(inSection: section), plain.footerFrame(inSection: section),
          "footer \(section)")
        assertMirrored(
          mirrored.sectionFrame(inSection: section), plain.sectionFrame(inSection: section),
          "section \(section)")
        for item in 0..<feed.sections[section].count {
          let path = ItemPath(section: section, item: item)
          assertMirrored(mirrored.frame(ofItemAt: path), plain.frame(ofItemAt: path), "\(path)")
        }
      }
    }
  }

  /// Shelves in both directions answer every query on their own frames as
  /// reported, against brute force.
  func testShelvesAnswerEveryQueryOnTheirOwnFrames() throws {
    RandomSweep.tally("SectionedMasonry", RandomSweep.count(30))
    for seed in RandomSweep.caseSeeds(30, seed: 0x5EC7_A817) {
      var random = SplitMix64(seed: seed)
      let shelf = randomShelf(
        &random, direction: LayoutDirection.allCases.randomElement(using: &random)!)
      let feed = randomFeed(&random)
      let layout = try preparedSections(
        shelf, width: random.masonryWidth(), feed: feed, pinsHeaders: Bool.random(using: &random))
      let size = layout.contentSize
      let everything = Rect(x: -1, y: -1, width: size.width + 2, height: size.height + 2)
      let all = bruteForceElements(layout, in: everything)
      for _ in 0..<12 {
        let rect = Rect(
          x: Double.random(in: -20...(size.width + 20), using: &random),
          y: Double.random(in: -20...(size.height + 20), using: &random),
          width: Double.random(in: 0...(size.width / 2 + 30), using: &random),
          height: Double.random(in: 0...(size.height + 1), using: &random))
        let context = "\(rect) seed \(seed)"
        XCTAssertNoThrow(try checkQueries(layout, in: rect, pinnedIn: rect), context)
        var point = Point(x: rect.minX, y: rect.minY)
        if let element = all.randomElement(using: &random), Bool.random(using: &random) {
          let frame = element.frame
          point = Point(
            x: [frame.minX, frame.maxX, frame.midX].randomElement(using: &random)!,
            y: [frame.minY, frame.maxY, frame.midY].randomElement(using: &random)!)
        }
        XCTAssertNoThrow(try checkHitTest(layout, at: point), context)
        XCTAssertNoThrow(try checkHitTest(layout, at: point, pinnedIn: rect), context)
        // Reading order: section by section, each by top edge, then the
        // leading edge in the shelf's direction.
        let order = layout.readingOrder(in: rect)
        let items = layout.elements(in: rect).filter { $0.kind == .item }
        XCTAssertEqual(Set(order), Set(items.map(\.path)), context)
        for (a, b) in zip(order, order.dropFirst()) {
          XCTAssertLessThanOrEqual(a.section, b.section, context)
          guard a.section == b.section else { continue }
          let (first, second) = (layout.frame(ofItemAt: a)!, layout.frame(ofItemAt: b)!)
          XCTAssertLessThanOrEqual(first.minY, second.minY, context)
          if first.minY == second.minY {
            if shelf.layoutDirection == .leftToRight {
              XCTAssertLessThanOrEqual(first.minX, second.minX, context)
            } else {
              XCTAssertGreaterThanOrEqual(first.maxX, second.maxX, context)
            }
          }
        }
      }
    }
  }

  /// A shelf worked by hand: two lanes 100 tall, 10 points between the
  /// items of a lane. Section 0: a 30-point header, items 50, 40 and 20
  /// long, a 10-point footer; section 1: a 20-point header and one item
  /// 60 long.
  func testAHandWorkedSectionedShelf() throws {
    var configuration = Masonry.Configuration(columns: .fixed(2), rowSpacing: 10, axis: .horizontal)
    let feed = SectionFeed([
      SectionData(heights: [50, 40, 20], header: 30, footer: 10),
      SectionData(heights: [60], header: 20),
    ])
    var shelf = try SectionedMasonry(configuration: configuration)
    shelf.pinsHeaders = true
    try shelf.prepare(width: 200, sections: feed)
    shelf._checkInvariants()
    // Items start after the header at x = 30: item 0 in the top lane, item
    // 1 in the bottom one, item 2 after item 1 (the shorter lane, 40 < 50)
    // at 30 + 40 + 10 = 80. The items end at 30 + 70 = 100, the footer
    // runs to 110, section 1's header to 130, its item to 190.
    XCTAssertEqual(shelf.headerFrame(inSection: 0), Rect(x: 0, y: 0, width: 30, height: 200))
    XCTAssertEqual(
      (0..<3).map { shelf.frame(ofItemAt: ItemPath(section: 0, item: $0)) },
      [
        Rect(x: 30, y: 0, width: 50, height: 100), Rect(x: 30, y: 100, width: 40, height: 100),
        Rect(x: 80, y: 100, width: 20, height: 100),
      ])
    XCTAssertEqual(shelf.footerFrame(inSection: 0), Rect(x: 100, y: 0, width: 10, height: 200))
    XCTAssertEqual(shelf.headerFrame(inSection: 1), Rect(x: 110, y: 0, width: 20, height: 200))
    XCTAssertEqual(
      shelf.frame(ofItemAt: ItemPath(section: 1, item: 0)),
      Rect(x: 130, y: 0, width: 60, height: 100))
    XCTAssertEqual(shelf.contentSize, Size(width: 190, height: 200))
    // Pinned to the viewport's left edge at 40: min(max(0, 40), 100 - 30).
    let viewport = Rect(x: 40, y: 0, width: 100, height: 200)
    XCTAssertEqual(
      shelf.headerFrame(inSection: 0, pinnedIn: viewport), Rect(x: 40, y: 0, width: 30, height: 200)
    )
    XCTAssertEqual(shelf.element(at: Point(x: 45, y: 10), pinnedIn: viewport)?.kind, .header)
    XCTAssertEqual(
      shelf.itemPath(at: Point(x: 45, y: 10)), ItemPath(section: 0, item: 0), "under the header")
    XCTAssertEqual(
      shelf.readingOrder(in: Rect(x: 0, y: 0, width: 190, height: 200)),
      [[0, 0], [0, 1], [0, 2], [1, 0]].map { ItemPath(section: $0[0], item: $0[1]) })

    // Right to left: the mirror image across the 190-point content.
    configuration.layoutDirection = .rightToLeft
    shelf = try SectionedMasonry(configuration: configuration)
    shelf.pinsHeaders = true
    try shelf.prepare(width: 200, sections: feed)
    shelf._checkInvariants()
    XCTAssertEqual(shelf.headerFrame(inSection: 0), Rect(x: 160, y: 0, width: 30, height: 200))
    XCTAssertEqual(
      shelf.frame(ofItemAt: ItemPath(section: 0, item: 2)),
      Rect(x: 90, y: 100, width: 20, height: 100))
    XCTAssertEqual(
      shelf.frame(ofItemAt: ItemPath(section: 1, item: 0)),
      Rect(x: 0, y: 0, width: 60, height: 100))
    XCTAssertEqual(shelf.footerFrame(inSection: 0), Rect(x: 80, y: 0, width: 10, height: 200))
    // The viewport's right edge, 150, is 40 from the start of the flow:
    // the header pins there, at x = 190 - 70 = 120.
    let mirroredViewport = Rect(x: 50, y: 0, width: 100, height: 200)
    XCTAssertEqual(
      shelf.headerFrame(inSection: 0, pinnedIn: mirroredViewport),
      Rect(x: 120, y: 0, width: 30, height: 200))
    // Item 2 reads after item 1 in its lane (both in the bottom lane).
    XCTAssertEqual(
      shelf.readingOrder(in: Rect(x: 0, y: 0, width: 190, height: 200)),
      [[0, 0], [0, 1], [0, 2], [1, 0]].map { ItemPath(section: $0[0], item: $0[1]) })
    // Scroll-to-item along the flow: item [1, 0] (flow 130 to 190) with
    // its trailing edge at the viewport's trailing (left) edge: offset 0.
    XCTAssertEqual(
      shelf.contentOffset(
        showing: ItemPath(section: 1, item: 0), alignment: .bottom, in: mirroredViewport),
      Point(x: 0, y: 0))
    // Item [0, 1] (flow 30 to 70) just past its section's 30-point pinned
    // header: flow offset 0, so x = 190 - (0 + 100) = 90.
    XCTAssertEqual(
      shelf.contentOffset(
        showing: ItemPath(section: 0, item: 1), alignment: .top, in: mirroredViewport),
      Point(x: 90, y: 0))
  }

  /// A section's own configuration naming the other axis lies on the
  /// layout's axis; on a shelf the layout's direction wins too.
  func testTheLayoutsAxisAndShelfDirectionWin() throws {
    var own = Masonry.Configuration(columns: .fixed(3), rowSpacing: 4)
    own.axis = .vertical
    own.layoutDirection = .rightToLeft
    let heights: [Double] = [10, 20, 30, 40]
    let feed = SectionFeed([SectionData(heights: heights, header: 8, configuration: own)])
    var onShelf = own
    onShelf.axis = .horizontal
    onShelf.layoutDirection = .leftToRight
    let expected = SectionFeed([SectionData(heights: heights, header: 8, configuration: onShelf)])
    let shelf = Masonry.Configuration(axis: .horizontal)
    let layout = try preparedSections(shelf, width: 300, feed: feed)
    XCTAssertEqual(
      layout.masonry(inSection: 0)!.configuration,
      verticalConfiguration(ofShelf: onShelf, flowing: .leftToRight))
    assertIdentical(layout, try preparedSections(shelf, width: 300, feed: expected), "axis")
    // And the other way: a shelf section in a vertical layout is vertical,
    // keeping its own direction.
    var shelfSection = own
    shelfSection.axis = .horizontal
    let vertical = try preparedSections(
      Masonry.Configuration(), width: 300,
      feed: SectionFeed([SectionData(heights: heights, configuration: shelfSection)]))
    XCTAssertEqual(vertical.masonry(inSection: 0)!.configuration, own)
  }

  /// The provider's explicit column reaches the section's engine, and its
  /// length on a shelf is asked with the shelf's axis.
  func testExplicitColumnsAndLengthsReachTheSections() throws {
    struct Shelf: MasonrySectionProvider {
      var sectionCount: Int { 2 }
      func itemCount(inSection section: Int) -> Int { 3 }
      func height(forItemAt path: ItemPath, width: Double) -> Double { 999 }
      func height(forItemAt path: ItemPath, width breadth: Double, axis: Axis) -> Double {
        axis == .horizontal ? breadth * 2 : 1
      }
      func column(forItemAt path: ItemPath) -> Int? { path.item == 0 ? 2 : nil }
    }
    let layout = try preparedSections(
      Masonry.Configuration(columns: .fixed(3), axis: .horizontal), width: 300, feed: Shelf())
    // Lanes 100 tall: every item 200 long; item 0 in the bottom lane (2),
    // then items 1 and 2 in lanes 0 and 1, as if item 0 were not there.
    for section in 0..<2 {
      let top = Double(section) * 200
      XCTAssertEqual(
        (0..<3).map { layout.frame(ofItemAt: ItemPath(section: section, item: $0)) },
        [
          Rect(x: top, y: 200, width: 200, height: 100),
          Rect(x: top, y: 0, width: 200, height: 100),
          Rect(x: top, y: 100, width: 200, height: 100),
        ])
    }
  }
}
