// Anchors of a sectioned layout: by hand, through a self-sizing scroll
// across sections with pinned headers (on both axes), through prepends,
// sections inserted above and rotations, and for anchors that no longer
// fit the layout.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

/// Items whose heights start as estimates and become measured ones, in
/// sections under headers.
private struct SelfSizingSections: MasonrySectionProvider {
  var estimate = 100.0
  /// Each section's measured heights, `nil` while estimated.
  var measured: [[Double?]]
  /// Each section's true heights, revealed when measured.
  var truth: [[Double]]
  var header = 40.0

  var sectionCount: Int { measured.count }
  func itemCount(inSection section: Int) -> Int { measured[section].count }
  func height(forItemAt path: ItemPath, width: Double) -> Double {
    measured[path.section][path.item] ?? estimate
  }
  func headerHeight(inSection section: Int, width: Double) -> Double { header }
  func footerHeight(inSection section: Int, width: Double) -> Double { section % 3 == 0 ? 24 : 0 }
}

final class SectionedMasonryAnchorTests: XCTestCase {
  private func path(_ section: Int, _ item: Int) -> ItemPath {
    ItemPath(section: section, item: item)
  }

  /// The documented feed: a viewport from 100 shows item [0, 0] first,
  /// 48 points above its top; removing section 0's header moves it up 44,
  /// and the restored offset is 56. A viewport from 350 shows footer 0
  /// first, one from 380 header 1.
  func testAnchorsByHand() throws {
    var layout = try preparedSections(
      gettingStartedConfiguration, width: 375, feed: documentedSections, pinsHeaders: true)
    let viewport = Rect(x: 0, y: 100, width: 375, height: 300)
    let anchor = layout.anchor(in: viewport)
    XCTAssertEqual(anchor, SectionedMasonry.Anchor(kind: .item, path: path(0, 0), distance: -48))
    let changes = layout.setHeaderHeight(0, inSection: 0)
    XCTAssertEqual(
      layout.contentOffset(restoring: anchor.updated(by: changes), in: viewport),
      Point(x: 0, y: 56))
    layout.setHeaderHeight(44, inSection: 0)
    XCTAssertEqual(
      layout.anchor(in: Rect(x: 0, y: 350, width: 375, height: 10)),
      SectionedMasonry.Anchor(kind: .footer, path: path(0, 0), distance: -2))
    XCTAssertEqual(
      layout.anchor(in: Rect(x: 0, y: 380, width: 375, height: 10)),
      SectionedMasonry.Anchor(kind: .header, path: path(1, 0), distance: -2))
    // Past the content: the content's top, 600 above.
    XCTAssertEqual(
      layout.anchor(in: Rect(x: 0, y: 600, width: 375, height: 10)),
      SectionedMasonry.Anchor(kind: .header, path: nil, distance: -600))
  }

  /// Where anchors go when their element goes.
  func testAnchorsFollowTheirElementOrItsNeighbours() throws {
    var layout = try preparedSections(
      gettingStartedConfiguration, width: 375, feed: documentedSections)
    let item = SectionedMasonry.Anchor(kind: .item, path: path(0, 1), distance: 12)
    // Its item removed: the next survivor, distance 0.
    var changes = layout.removeItems(in: 1..<2, inSection: 0)
    XCTAssertEqual(
      item.updated(by: changes), SectionedMasonry.Anchor(kind: .item, path: path(0, 1), distance: 0)
    )
    // Every item of its section removed: the end of the section's items.
    changes = layout.removeItems(in: 0..<3, inSection: 0)
    XCTAssertEqual(
      SectionedMasonry.Anchor(kind: .item, path: path(0, 2), distance: 5).updated(by: changes),
      SectionedMasonry.Anchor(kind: .footer, path: path(0, 0), distance: 0))
    // Its section removed: the next section's start; the last section
    // removed: the end of the previous one's items.
    let header = SectionedMasonry.Anchor(kind: .header, path: path(0, 0), distance: 7)
    try layout.insertSections(
      in: 2..<3,
      sections: SectionFeed(documentedSections.sections + [SectionData(heights: [5])]))
    changes = layout.removeSections(in: 0..<1)
    XCTAssertEqual(
      header.updated(by: changes),
      SectionedMasonry.Anchor(kind: .header, path: path(0, 0), distance: 0))
    changes = layout.removeSections(in: 1..<2)
    XCTAssertEqual(
      SectionedMasonry.Anchor(kind: .item, path: path(1, 0), distance: 3).updated(by: changes),
      SectionedMasonry.Anchor(kind: .footer, path: path(0, 0), distance: 0))
    changes = layout.removeSections(in: 0..<1)
    XCTAssertEqual(
      SectionedMasonry.Anchor(kind: .item, path: path(0, 0), distance: 3).updated(by: changes),
      SectionedMasonry.Anchor(kind: .header, path: nil, distance: 0))
    layout._checkInvariants()
  }

  /// Anchors that do not fit the layout: unchanged by a change set, read
  /// as near to their element as the layout allows.
  func testAnchorsFromElsewhereAreReadSafely() throws {
    var layout = try preparedSections(
      gettingStartedConfiguration, width: 375, feed: documentedSections)
    let viewport = Rect(x: 0, y: 0, width: 375, height: 100)
    let changes = layout.setHeight(10, ofItemAt: path(0, 0), mode: .reflow)
    for anchor in [
      SectionedMasonry.Anchor(kind: .item, path: path(99, 0), distance: 0),
      SectionedMasonry.Anchor(kind: .item, path: path(-1, 0), distance: 0),
      SectionedMasonry.Anchor(kind: .item, path: path(0, 99), distance: 0),
    ] {
      XCTAssertEqual(anchor.updated(by: changes), anchor)
    }
    // Past the items of a section the update left alone: it follows its
    // section (the change set knows no count for it), item index kept.
    let inserted = try layout.insertSections(
      in: 0..<1, sections: SectionFeed([SectionData(heights: [40])]))
    XCTAssertEqual(
      SectionedMasonry.Anchor(kind: .item, path: path(1, 99), distance: 5).updated(by: inserted),
      SectionedMasonry.Anchor(kind: .item, path: path(2, 99), distance: 5))
    XCTAssertEqual(
      SectionedMasonry.Anchor(kind: .item, path: path(1, -1), distance: 5).updated(by: inserted),
      SectionedMasonry.Anchor(kind: .item, path: path(1, -1), distance: 5))
    _ = layout.removeSections(in: 0..<1)
    let unanchored = SectionedMasonry.Anchor(kind: .footer, path: nil, distance: .nan)
    XCTAssertNil(unanchored.updated(by: changes).path)
    XCTAssert(unanchored.updated(by: changes).distance.isNaN)
    // A section past the last reads as the last; an item past its
    // section's last as the last; a negative one as the first.
    let last = layout.frame(ofItemAt: path(1, 0))!.minY
    XCTAssertEqual(
      layout.contentOffset(
        restoring: .init(kind: .item, path: path(99, 99), distance: 0), in: viewport
      ).y,
      min(last, layout.contentSize.height - 100))
    XCTAssertEqual(
      layout.contentOffset(
        restoring: .init(kind: .item, path: path(0, -5), distance: 0), in: viewport),
      Point(x: 0, y: layout.frame(ofItemAt: path(0, 0))!.minY))
    XCTAssertEqual(
      layout.contentOffset(
        restoring: .init(kind: .header, path: path(-3, 0), distance: -20), in: viewport),
      Point(x: 0, y: 20))
    XCTAssertEqual(
      layout.contentOffset(
        restoring: .init(kind: .header, path: path(1, 0), distance: .nan), in: viewport),
      Point(x: 0, y: layout.headerFrame(inSection: 1)!.minY))
    // NaN and infinite viewports are read as scroll offsets are.
    XCTAssertEqual(
      layout.anchor(in: Rect(x: .nan, y: .nan, width: .infinity, height: .nan)),
      .init(kind: .header, path: nil, distance: 0))
    let offset = layout.contentOffset(
      restoring: .init(kind: .item, path: path(0, 0), distance: 0),
      in: Rect(x: .nan, y: .infinity, width: -3, height: .nan))
    XCTAssert(offset.isFinite)
    // An empty layout: the content's top.
    let empty = try SectionedMasonry(configuration: Masonry.Configuration())
    XCTAssertEqual(
      empty.contentOffset(
        restoring: .init(kind: .item, path: path(2, 3), distance: 50), in: viewport),
      .zero)
  }

  /// A feed laid out with estimates, scrolled from top to end: at each
  /// stop every item the viewport reaches (and those partly above it) is
  /// measured, section by section, and the anchor restored; the anchored
  /// element never moves on screen. Now and then items are prepended to
  /// the first section or a section is inserted above. Pinned headers
  /// stay pinned throughout. On both axes.
  func testSelfSizingAcrossSectionsKeepsTheContentStill() throws {
    RandomSweep.tally("SectionedMasonry", RandomSweep.count(3))
    for seed in RandomSweep.caseSeeds(3, seed: 0x5EC7_A2C4) {
      var random = SplitMix64(seed: seed)
      var configuration = random.layoutConfiguration()
      configuration.axis = Axis.allCases.randomElement(using: &random)!
      configuration.layoutDirection = LayoutDirection.allCases.randomElement(using: &random)!
      let counts = (0..<Int.random(in: 4...12, using: &random)).map { _ in
        Int.random(in: 0...30, using: &random)
      }
      var feed = SelfSizingSections(
        measured: counts.map { Array(repeating: nil, count: $0) },
        truth: counts.map { (0..<$0).map { _ in Double(Int.random(in: 20...400, using: &random)) } }
      )
      let vertical = configuration.axis == .vertical
      let breadth = 375.0
      var layout = try SectionedMasonry(configuration: configuration)
      layout.pinsHeaders = true
      try layout.prepare(width: breadth, sections: feed)
      var along = 0.0
      let length = 700.0
      func viewport(at offset: Double) -> Rect {
        vertical
          ? Rect(x: 0, y: offset, width: breadth, height: length)
          : Rect(x: offset, y: 0, width: length, height: breadth)
      }
      // Where a rect starts and ends along the flow.
      func flow(_ rect: Rect) -> (start: Double, end: Double) {
        if vertical { return (rect.minY, rect.maxY) }
        if configuration.layoutDirection == .leftToRight { return (rect.minX, rect.maxX) }
        let total = layout.contentSize.width
        return (total - rect.maxX, total - rect.minX)
      }
      // How far the anchored point lies from the viewport's leading edge.
      func distance(_ anchor: SectionedMasonry.Anchor, in shown: Rect) -> Double {
        let path = anchor.path!
        let point: Double
        switch anchor.kind {
        case .item: point = flow(layout.frame(ofItemAt: path)!).start
        case .header: point = flow(layout.sectionFrame(inSection: path.section)!).start
        case .footer:
          let footer = layout.footerFrame(inSection: path.section).map {
            flow($0).end - flow($0).start
          }
          point = flow(layout.sectionFrame(inSection: path.section)!).end - (footer ?? 0)
        }
        return point - flow(shown).start
      }
      func start(_ offset: Point) -> Double { vertical ? offset.y : offset.x }
      var stops = 0
      while stops < 40 {
        stops += 1
        let shown = viewport(at: along)
        var anchor = layout.anchor(in: shown)
        guard anchor.path != nil else { break }
        let before = distance(anchor, in: shown)
        XCTAssertEqual(before, anchor.distance, accuracy: 1e-9 * max(1, abs(before)))
        // Measure what the viewport reaches, and a screen's worth above.
        let reach =
          vertical
          ? Rect(x: 0, y: shown.minY - 300, width: breadth, height: length + 300)
          : Rect(x: shown.minX - 300, y: 0, width: length + 600, height: breadth)
        var bySection: [Int: [Int]] = [:]
        for element in layout.elements(in: reach) where element.kind == .item {
          let path = element.path
          if feed.measured[path.section][path.item] == nil {
            feed.measured[path.section][path.item] = feed.truth[path.section][path.item]
            bySection[path.section, default: []].append(path.item)
          }
        }
        for (section, items) in bySection.sorted(by: { $0.key < $1.key }) {
          let changes = layout.setHeights(
            ofItemsIn: items.min()!..<(items.max()! + 1), inSection: section, sections: feed,
            mode: .keepColumns)
          layout._checkInvariants()
          anchor = anchor.updated(by: changes)
        }
        // Now and then content arrives above.
        if Int.random(in: 0..<4, using: &random) == 0, let first = feed.measured.first {
          let added = Int.random(in: 1...3, using: &random)
          feed.measured[0].insert(contentsOf: Array(repeating: 150, count: added), at: 0)
          feed.truth[0].insert(contentsOf: Array(repeating: 150, count: added), at: 0)
          _ = first
          anchor = anchor.updated(
            by: layout.insertItems(in: 0..<added, inSection: 0, sections: feed, mode: .keepColumns)
          )
        } else if Int.random(in: 0..<6, using: &random) == 0 {
          feed.measured.insert([180, 90], at: 0)
          feed.truth.insert([180, 90], at: 0)
          anchor = anchor.updated(by: try layout.insertSections(in: 0..<1, sections: feed))
        }
        layout._checkInvariants()
        let offset = layout.contentOffset(restoring: anchor, in: shown)
        let restored = viewport(at: vertical ? offset.y : offset.x)
        let total = vertical ? layout.contentSize.height : layout.contentSize.width
        let clamped = start(offset) <= 0 || start(offset) >= total - length
        let context = "seed \(seed) stop \(stops)"
        if !clamped {
          XCTAssertEqual(
            distance(anchor, in: restored), before, accuracy: 1e-6 * max(1, total), context)
        }
        // The restored viewport's first section shows its header pinned to
        // the viewport's leading edge, or pushed back by its items' end.
        if let section = layout.sections(in: restored).first,
          let header = layout.headerFrame(inSection: section, pinnedIn: restored),
          let place = layout.headerFrame(inSection: section)
        {
          let size = flow(place).end - flow(place).start
          let footer = layout.footerFrame(inSection: section).map { flow($0).end - flow($0).start }
          let itemsEnd = flow(layout.sectionFrame(inSection: section)!).end - (footer ?? 0)
          let expected = min(max(flow(place).start, flow(restored).start), itemsEnd - size)
          XCTAssertEqual(
            flow(header).start, expected, accuracy: 1e-6 * max(1, total),
            "header \(section) \(context)")
        }
        // Scroll on by most of a screen.
        along = start(offset) + length * 0.8
        if along >= total { break }
      }
      XCTAssertGreaterThan(stops, 1, "seed \(seed)")
    }
  }

  /// Rotation: the anchor taken before a prepare at a new width, restored
  /// after, keeps its element at the same distance from the top.
  func testRotationKeepsTheAnchoredElementInPlace() throws {
    RandomSweep.tally("SectionedMasonry", RandomSweep.count(30))
    for seed in RandomSweep.caseSeeds(30, seed: 0x5EC7_A207) {
      var random = SplitMix64(seed: seed)
      let configuration = random.layoutConfiguration()
      let feed = random.sectionFeed(maximumSections: 8, maximumItems: 20)
      var layout = try preparedSections(configuration, width: 375, feed: feed, pinsHeaders: true)
      let portrait = Rect(
        x: 0, y: Double.random(in: 0...max(0, layout.contentSize.height), using: &random),
        width: 375, height: 812)
      let anchor = layout.anchor(in: portrait)
      let changes = try layout.prepare(width: 812, sections: feed)
      layout._checkInvariants()
      let updated = anchor.updated(by: changes)
      XCTAssertEqual(updated, anchor, "a prepare keeps every path")
      let landscape = Rect(x: 0, y: portrait.minY, width: 812, height: 375)
      let offset = layout.contentOffset(restoring: updated, in: landscape)
      guard let path = updated.path else { continue }
      let maximum = max(0, layout.contentSize.height - 375)
      let top: Double
      switch updated.kind {
      case .item: top = layout.frame(ofItemAt: path)!.minY
      case .header: top = layout.sectionFrame(inSection: path.section)!.minY
      case .footer:
        top =
          layout.sectionFrame(inSection: path.section)!.maxY
          - (layout.footerFrame(inSection: path.section)?.height ?? 0)
      }
      if top - anchor.distance > 0, top - anchor.distance < maximum {
        XCTAssertEqual(
          top - offset.y, anchor.distance, accuracy: 1e-9 * max(1, top), "seed \(seed)")
      }
    }
  }

  /// Sections stack, so a layout can be longer than one engine's 1e12
  /// points: three sections of one item of 1e12 points each. A viewport
  /// 2e12 + 100 points down shows section 2's item, 100 points below its
  /// top. The viewport was clamped to 1e12, where section 0's footer
  /// starts, and the anchor named that (found by the release sweep, a
  /// stamp 5e12 points tall making each section 1e12 long).
  func testAViewportPastOneEnginesLimitAnchorsWhatItShows() throws {
    var configuration = Masonry.Configuration(columns: .fixed(1))
    configuration.columnSpacing = 0
    configuration.rowSpacing = 0
    configuration.contentInsets = EdgeInsets(all: 0)
    let feed = SectionFeed(
      (0..<3).map { _ in SectionData(heights: [1e300], footer: 24) })
    var layout = try SectionedMasonry(configuration: configuration)
    try layout.prepare(width: 375, sections: feed)
    layout._checkInvariants()
    XCTAssertEqual(layout.frame(ofItemAt: path(2, 0))?.minY, 2e12 + 48)
    let viewport = Rect(x: 0, y: 2e12 + 148, width: 375, height: 700)
    let anchor = layout.anchor(in: viewport)
    XCTAssertEqual(anchor, SectionedMasonry.Anchor(kind: .item, path: path(2, 0), distance: -100))
    XCTAssertEqual(layout.contentOffset(restoring: anchor, in: viewport), viewport.origin)
    XCTAssertEqual(
      layout.contentOffset(showing: path(2, 0), alignment: .top, in: viewport),
      Point(x: 0, y: 2e12 + 48))
  }
}
