// The lazy feed through seeded random sequences, as a view drives it:
// syncs with random edits (duplicates, new section counts, now and then a
// new or rejected configuration, pinned headers, a new overscan), scrolls
// (a new width now and then, a NaN viewport), the adjustment applied, and
// measured lengths. After each step, against brute force: the cells are
// every element of the layout whose frame meets the viewport grown by the
// overscan, keyed by the feed's ids; a sync's new cells are exactly those
// the last step did not build; each item's source is its id's first place
// in the lists given; and the feed's viewport is the one reported moved
// by the adjustment still pending.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting
import XCTest

extension VirtualizedMasonryFeedTests {
  /// The configurations a sequence picks from: two rejected.
  var randomConfigurations: [Masonry.Configuration] {
    var spaced = Masonry.Configuration(columns: .fixed(2), columnSpacing: 8, rowSpacing: 8)
    spaced.contentInsets = EdgeInsets(top: 10, left: 4, bottom: 20, right: 4)
    var horizontal = Masonry.Configuration(columns: .fixed(3), rowSpacing: 2)
    horizontal.axis = .horizontal
    var negative = Masonry.Configuration(columns: .fixed(2))
    negative.columnSpacing = -1
    return [
      Masonry.Configuration(columns: .fixed(1)), spaced,
      Masonry.Configuration(columns: .adaptive(minimumWidth: 120, maximumCount: nil)),
      horizontal, Masonry.Configuration(columns: .fixed(0)), negative,
    ]
  }

  /// The cells a lazy feed must hold: every element of its layout whose
  /// frame meets the viewport grown by the overscan along the flow.
  func expectedCells(_ lazy: Lazy) -> [Cell] {
    guard let feed = lazy.feed else { return [] }
    let viewport = (feed.host.viewport ?? lazy.viewport).standardized
    guard viewport.isFinite else { return [] }
    let raw = lazy.virtualizer.overscan
    let overscan = raw.isFinite && raw > 0 ? raw : 0
    let built =
      feed.host.configuration.axis == .vertical
      ? Rect(
        x: viewport.minX, y: viewport.minY - overscan, width: viewport.width,
        height: viewport.height + 2 * overscan)
      : Rect(
        x: viewport.minX - overscan, y: viewport.minY, width: viewport.width + 2 * overscan,
        height: viewport.height)
    return feed.host.layout.allElements(pinnedIn: viewport).filter { $0.frame.intersects(built) }
      .map { element in
        let key: Cell.Key =
          switch element.kind {
          case .item: .item(feed.id(at: element.path)!)
          case .header: .header(element.path.section)
          case .footer: .footer(element.path.section)
          }
        return Cell(
          id: key, path: element.path, frame: element.frame, zIndex: Double(element.zIndex))
      }
  }

  func testRandomSequencesAgainstAScan() {
    var steps = 0
    RandomSweep.forEachCase(4, seed: 0x1A2_F33D) { seed, random in
      var lazy = Lazy()
      var sections: [[Int]] = [Array(0..<30)]
      var nextID = 1_000
      var configuration = randomConfigurations[0]
      var pinsHeaders = false
      var overscan = 100.0
      var header = 0.0
      var footer = 0.0
      var breadth = 320.0
      var offset = 0.0
      var previous: [Cell.Key] = []
      func viewport() -> Rect {
        let vertical = (lazy.feed?.host.configuration.axis ?? .vertical) == .vertical
        return vertical
          ? Rect(x: 0, y: offset, width: breadth, height: 480)
          : Rect(x: offset, y: 0, width: 480, height: breadth)
      }
      lazy.scroll(to: viewport())
      for step in 0..<100 {
        let context = "seed \(seed), step \(step)"
        var synced:
          (update: MasonryLayoutHosting.MasonryFeed<Int>.Update, pass: MasonryVirtualizer.Pass)?
        var newConfiguration = false
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4:  // a new body
          sections = random.changedSections(sections, nextID: &nextID, duplicates: true)
          if random.chance(25) {
            let next = randomConfigurations.randomElement(using: &random)!
            newConfiguration = next != configuration
            configuration = next
          }
          if random.chance(10) { pinsHeaders.toggle() }
          if random.chance(10) {
            overscan = [0, 50, 300, -1, .nan].randomElement(using: &random)!
          }
          if random.chance(20) { header = [0, 30, 44].randomElement(using: &random)! }
          if random.chance(20) { footer = [0, 10].randomElement(using: &random)! }
          let (h, f) = (header, footer)
          synced = lazy.sync(
            sections: sections, configuration: configuration, pinsHeaders: pinsHeaders,
            overscan: overscan, height: feedHeight, headerHeight: { _, _ in h },
            footerHeight: { _, _ in f })
          XCTAssertNotNil(synced, context)
        case 4..<7:  // the adjustment applied, then the user scrolls
          let move = lazy.takeAdjustment()
          let vertical = (lazy.feed?.host.configuration.axis ?? .vertical) == .vertical
          offset += vertical ? move.y : move.x
          if !offset.isFinite || random.chance(20) {
            offset = Double.random(in: -100...3000, using: &random)
          } else {
            offset += Double.random(in: -300...300, using: &random)
          }
          if random.chance(10) { breadth = [200, 320, 414].randomElement(using: &random)! }
          if random.chance(3) {
            lazy.scroll(to: Rect(x: 0, y: .nan, width: breadth, height: 480))
          } else {
            lazy.scroll(to: viewport())
          }
        default:  // a cell measured
          let items = lazy.cells.filter {
            if case .item = $0.id { return true }
            return false
          }
          guard let cell = items.randomElement(using: &random), case .item(let id) = cell.id
          else { break }
          let length = [0, 20, 77, 150, 400, .nan, -5].randomElement(using: &random)!
          lazy.setMeasuredLength(length, of: id, at: cell.path)
        }
        lazy._checkInvariants()
        XCTAssertEqual(lazy.cells, expectedCells(lazy), context)
        let keys = lazy.cells.map(\.id)
        if let synced {
          // Only what was not built before appears (everything, for a new
          // feed).
          let appeared = synced.pass.appeared.map { element -> Cell.Key in
            switch element.kind {
            case .item: .item(lazy.feed!.id(at: element.path)!)
            case .header: .header(element.path.section)
            case .footer: .footer(element.path.section)
            }
          }
          let old = newConfiguration ? [] : Set(previous)
          XCTAssertEqual(appeared, keys.filter { !old.contains($0) }, context)
        }
        previous = keys
        // Each item's source is its id's first place in the lists given.
        let first = firstPlaces(sections)
        for cell in lazy.cells {
          guard case .item(let id) = cell.id else { continue }
          let source = lazy.source(of: cell.path)
          XCTAssertEqual(source?.id, id, context)
          XCTAssertEqual(source?.path, first[id], context)
        }
        // The feed's viewport is the one reported, moved by what is still
        // to apply.
        if let shown = lazy.feed?.host.viewport, shown.isFinite, lazy.viewport.isFinite {
          XCTAssertEqual(
            shown.minX, lazy.viewport.minX + lazy.pendingAdjustment.x, accuracy: 1e-6, context)
          XCTAssertEqual(
            shown.minY, lazy.viewport.minY + lazy.pendingAdjustment.y, accuracy: 1e-6, context)
        }
        steps += 1
      }
    }
    RandomSweep.tally("VirtualizedMasonryFeed random steps", steps)
  }

  /// Each id's first place in lists that may repeat it.
  func firstPlaces(_ sections: [[Int]]) -> [Int: ItemPath] {
    var paths: [Int: ItemPath] = [:]
    for (section, ids) in sections.enumerated() {
      for (item, id) in ids.enumerated() where paths[id] == nil {
        paths[id] = ItemPath(section: section, item: item)
      }
    }
    return paths
  }
}
