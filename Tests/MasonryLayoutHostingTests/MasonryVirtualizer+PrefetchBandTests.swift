// The prefetch band's rule (issue 34): the overscan, plus lookahead
// passes of the distance moved while the scroll is continuous, at most
// two viewport lengths; a pass whose viewport moved its whole length or
// more is a jump, and is at rest. Worked out by hand on feeds of equal
// items (the scroll to an item a million points down, in a
// million items; a continuous scroll; the cap, the jump's threshold, a
// reversal, zero-length, NaN and huge viewports), and a seeded scroll
// with all of those against the rule written out again.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting
import XCTest

/// One section of `count` items 100 points long, no header or footer: in
/// `c` columns without spacing, item i lies in column i % c from
/// 100 · (i / c) along the flow.
private struct EqualItems: MasonrySectionProvider {
  let count: Int
  var sectionCount: Int { 1 }
  func itemCount(inSection section: Int) -> Int { count }
  func height(forItemAt path: ItemPath, width: Double) -> Double { 100 }
}

extension MasonryVirtualizerTests {
  /// The reproduction: a scroll to an item a million points
  /// further down a million items is a jump, not a speed. It used to give
  /// a band 10,000,300 points long and 300,009 hints on this feed.
  ///
  /// A scale test: a million items in CI's release sweep, and in a quick
  /// run a fiftieth of them (the engine lays out a million in about a
  /// second in debug), with a jump a fiftieth as long, from 22,016 to
  /// 42,016 (the old band: 200,300 long, 6,009 hints).
  func testAScrollToAnItemAMillionPointsAwayIsAtRest() throws {
    let count = RandomSweep.size(1_000_000)
    let full = count == 1_000_000
    var layout = try SectionedMasonry(configuration: Masonry.Configuration(columns: .fixed(3)))
    _ = try layout.prepare(width: 300, sections: EqualItems(count: count))
    // Rows of 100 points; row r holds items 3r to 3r + 2.
    XCTAssertEqual(layout.contentSize.height, full ? 33_333_400 : 666_700)
    let (from, to) = full ? (1_100_016.0, 2_100_016.0) : (22_016.0, 42_016.0)
    var virtualizer = MasonryVirtualizer(overscan: 300)
    _ = virtualizer.update(viewport: Rect(x: 0, y: from, width: 300, height: 800), in: layout)
    let pass = virtualizer.update(viewport: Rect(x: 0, y: to, width: 300, height: 800), in: layout)
    // At rest: the band is the overscan under the viewport, 2,100,816 to
    // 2,101,116: rows 21,008 (on screen to 2,100,816) to 21,011, so the
    // hints are rows 21,009 to 21,011, items 63,027 to 63,035 (in the
    // quick run, 42,816 to 43,116: rows 429 to 431, items 1,287 to 1,295).
    XCTAssertEqual(pass.prefetchRect, Rect(x: 0, y: to + 800, width: 300, height: 300))
    XCTAssertEqual(pass.prefetch.count, 9)
    // A prefix, so that a failure does not print 300,000 paths.
    XCTAssertEqual(
      pass.prefetch.prefix(10).map(\.item), Array(full ? 63_027...63_035 : 1_287...1_295))
    // Built: 2,099,716 to 2,101,116, rows 20,997 to 21,011, all new (in
    // the quick run, 41,716 to 43,116: rows 417 to 431).
    XCTAssertEqual(pass.builtRect, Rect(x: 0, y: to - 300, width: 300, height: 1_400))
    XCTAssertEqual(pass.elements.count, 45)
    XCTAssertEqual(
      pass.elements.prefix(46).map(\.path.item), Array(full ? 62_991...63_035 : 1_251...1_295))
    XCTAssertEqual(pass.appeared.count, 45)
    XCTAssertFalse(pass.reachedEnd)
  }

  /// While the scroll is continuous, the band reaches past the overscan
  /// by `lookahead` times the distance the viewport moved since the last
  /// pass.
  func testAContinuousScrollWidensTheBandByLookaheadTimesTheDistance() {
    let layout = column(20)  // item i from 100 i to 100 i + 100
    var virtualizer = MasonryVirtualizer(overscan: 100, lookahead: 10)
    var pass = virtualizer.update(viewport: Rect(x: 0, y: 0, width: 100, height: 500), in: layout)
    XCTAssertEqual(pass.prefetchRect, Rect(x: 0, y: 500, width: 100, height: 100))
    XCTAssertEqual(pass.prefetch.map(\.item), [5])
    // Down 30: the band is 100 + 30 x 10 = 400 long, 530 to 930: items 6
    // to 9 (5 is on screen to 530, and hinted already).
    pass = virtualizer.update(viewport: Rect(x: 0, y: 30, width: 100, height: 500), in: layout)
    XCTAssertEqual(pass.prefetchRect, Rect(x: 0, y: 530, width: 100, height: 400))
    XCTAssertEqual(pass.prefetch.map(\.item), [6, 7, 8, 9])
    // Down 80: 100 + 80 x 10 = 900 long, 610 to 1510: items 6 to 15, of
    // which 6 to 9 were hinted and stayed in range.
    pass = virtualizer.update(viewport: Rect(x: 0, y: 110, width: 100, height: 500), in: layout)
    XCTAssertEqual(pass.prefetchRect, Rect(x: 0, y: 610, width: 100, height: 900))
    XCTAssertEqual(pass.prefetch.map(\.item), [10, 11, 12, 13, 14, 15])
    // Down 80 again: the same length, 690 to 1590; nothing new (16
    // starts at 1600).
    pass = virtualizer.update(viewport: Rect(x: 0, y: 190, width: 100, height: 500), in: layout)
    XCTAssertEqual(pass.prefetchRect, Rect(x: 0, y: 690, width: 100, height: 900))
    XCTAssertEqual(pass.prefetch, [])
    // Up 40: the band turns at once, 100 + 400 = 500 above the viewport.
    pass = virtualizer.update(viewport: Rect(x: 0, y: 150, width: 100, height: 500), in: layout)
    XCTAssertEqual(pass.prefetchRect, Rect(x: 0, y: -350, width: 100, height: 500))
    XCTAssertEqual(pass.prefetch.map(\.item), [0])
  }

  /// The band past the overscan is at most two viewport lengths; a pass
  /// that moved the viewport's length or more is a jump, at rest (ahead,
  /// overscan long), whichever way it went; so is every pass of a
  /// zero-length viewport, the first one, and the first after a NaN one.
  func testTheBandIsCappedAtTwoViewportsAndAJumpIsAtRest() {
    let layout = column(60)  // item i from 100 i to 100 i + 100
    var virtualizer = MasonryVirtualizer(overscan: 100, lookahead: 10)
    func band(atY y: Double, length: Double = 500) -> Rect {
      virtualizer.update(viewport: Rect(x: 0, y: y, width: 100, height: length), in: layout)
        .prefetchRect
    }
    XCTAssertEqual(band(atY: 0), Rect(x: 0, y: 500, width: 100, height: 100))
    // Down 150: 1,500 past the overscan, capped at 2 x 500.
    let pass = virtualizer.update(viewport: Rect(x: 0, y: 150, width: 100, height: 500), in: layout)
    XCTAssertEqual(pass.prefetchRect, Rect(x: 0, y: 650, width: 100, height: 1_100))
    // 650 to 1750: items 6 to 17, 6 on screen.
    XCTAssertEqual(pass.prefetch.map(\.item), Array(7...17))
    // Down 499, less than the viewport's 500: still a scroll, capped.
    XCTAssertEqual(band(atY: 649), Rect(x: 0, y: 1_149, width: 100, height: 1_100))
    // Down exactly 500: the viewports no longer overlap; a jump, at rest.
    XCTAssertEqual(band(atY: 1_149), Rect(x: 0, y: 1_649, width: 100, height: 100))
    // Up 49, a reversal: 100 + 490 behind the viewport.
    XCTAssertEqual(band(atY: 1_100), Rect(x: 0, y: 510, width: 100, height: 590))
    // Up 1,000, a jump: at rest, so ahead (down), overscan long.
    XCTAssertEqual(band(atY: 100), Rect(x: 0, y: 600, width: 100, height: 100))
    // Not moving is at rest too.
    XCTAssertEqual(band(atY: 100), Rect(x: 0, y: 600, width: 100, height: 100))
    // A zero-length viewport: every move is a jump, and the cap is 0.
    XCTAssertEqual(band(atY: 300, length: 0), Rect(x: 0, y: 300, width: 100, height: 100))
    XCTAssertEqual(band(atY: 310, length: 0), Rect(x: 0, y: 310, width: 100, height: 100))
    XCTAssertEqual(band(atY: 300, length: 0), Rect(x: 0, y: 300, width: 100, height: 100))
    // A NaN viewport: no band; the next pass is as a first one.
    XCTAssertEqual(band(atY: .nan), .zero)
    XCTAssertEqual(band(atY: 200), Rect(x: 0, y: 700, width: 100, height: 100))
    XCTAssertEqual(band(atY: 210), Rect(x: 0, y: 710, width: 100, height: 200))
  }

  /// A right-to-left shelf is at rest toward x = 0: a jump puts the band
  /// on the left, whichever way it went.
  func testAJumpOnARightToLeftShelfLooksToTheLeft() {
    var configuration = Masonry.Configuration(columns: .fixed(1))
    configuration.axis = .horizontal
    configuration.layoutDirection = .rightToLeft
    let layout = freshLayout(
      configuration, width: 100, feed: HostFeed(heights: [Array(repeating: 100, count: 40)]))
    var virtualizer = MasonryVirtualizer(overscan: 100, lookahead: 10)
    func band(atX x: Double) -> Rect {
      virtualizer.update(viewport: Rect(x: x, y: 0, width: 500, height: 100), in: layout)
        .prefetchRect
    }
    XCTAssertEqual(band(atX: 2_000), Rect(x: 1_900, y: 0, width: 100, height: 100))
    // Right 10: a scroll, the band on the right.
    XCTAssertEqual(band(atX: 2_010), Rect(x: 2_510, y: 0, width: 200, height: 100))
    // Right 800 and left 1,500: jumps, the band on the left.
    XCTAssertEqual(band(atX: 2_810), Rect(x: 2_710, y: 0, width: 100, height: 100))
    XCTAssertEqual(band(atX: 1_310), Rect(x: 1_210, y: 0, width: 100, height: 100))
    // Left 300: a scroll, 100 + 2 x 500 (3,000 capped) on the left.
    XCTAssertEqual(band(atX: 1_010), Rect(x: -90, y: 0, width: 1_100, height: 100))
  }

  /// A lookahead too large to multiply, and viewports huge or far from
  /// the content, neither trap nor reach past the cap.
  func testHugeLookaheadsAndViewports() {
    let layout = column(20)  // item i from 100 i to 100 i + 100
    var virtualizer = MasonryVirtualizer(overscan: 100, lookahead: .greatestFiniteMagnitude)
    func update(y: Double, length: Double = 500) -> MasonryVirtualizer.Pass {
      virtualizer.update(viewport: Rect(x: 0, y: y, width: 100, height: length), in: layout)
    }
    _ = update(y: 0)
    // Down 10: 10 x lookahead overflows to infinity; capped at 2 x 500.
    var pass = update(y: 10)
    XCTAssertEqual(pass.prefetchRect, Rect(x: 0, y: 510, width: 100, height: 1_100))
    XCTAssertEqual(pass.prefetch.map(\.item), Array(6...16))
    // Far past the content: nothing built or hinted (so every hint is
    // forgotten); back at 0, a jump, at rest.
    pass = update(y: 1e300)
    XCTAssertEqual(pass.elements, [])
    XCTAssertEqual(pass.prefetch, [])
    pass = update(y: 0)
    XCTAssertEqual(pass.prefetchRect, Rect(x: 0, y: 500, width: 100, height: 100))
    XCTAssertEqual(pass.prefetch.map(\.item), [5])
    // A viewport 1e300 long holds the whole feed; moving it 10 is a
    // scroll whose band (capped at 2e300) lies past the content.
    pass = update(y: 0, length: 1e300)
    XCTAssertEqual(pass.elements.count, 20)
    pass = update(y: 10, length: 1e300)
    XCTAssertEqual(pass.elements.count, 20)
    XCTAssertEqual(pass.prefetch, [])
    XCTAssertEqual(pass.prefetchRect.minY, 1e300)
    // Edges past the largest Double: nothing, and no trap.
    pass = update(y: 1.7e308, length: 1e307)
    XCTAssertEqual(pass.elements, [])
    XCTAssertEqual(pass.prefetch, [])
  }

  /// Seeded scrolls on random feeds, both axes, both directions: slow
  /// and fast moves, moves of exactly a viewport, jumps, reversals,
  /// zero-length and NaN viewports; each pass's band against the rule
  /// written out again, within overscan plus two viewport lengths, and
  /// its hints against a scan.
  func testRandomScrollsKeepTheBandToTheRule() {
    var frames = 0
    RandomSweep.forEachCase(12, seed: 0x5C20_34) { seed, random in
      let overscan = Double(Int.random(in: 0...300, using: &random))
      let lookahead = [0, 1, 2.5, 10, 40].randomElement(using: &random)!
      var virtualizer = MasonryVirtualizer(overscan: overscan, lookahead: lookahead)
      var nextID = 0
      let feed = random.hostFeed(sections: 4, items: 120, nextID: &nextID)
      var configuration = random.masonryConfiguration()
      configuration.stamps = []
      configuration.axis = random.chance(50) ? .vertical : .horizontal
      let vertical = configuration.axis == .vertical
      let mirrored = !vertical && configuration.layoutDirection == .rightToLeft
      let layout = freshLayout(configuration, width: 375, feed: feed)
      let content = vertical ? layout.contentSize.height : layout.contentSize.width
      let items = allElements(layout).filter { $0.kind == .item }
      var frameOf: [ItemPath: Rect] = [:]
      for item in items { frameOf[item.path] = item.frame }
      var hinted = Set<ItemPath>()
      var last: Double?
      var offset = Double(Int.random(in: -100...Int(content), using: &random))
      for frame in 0..<100 {
        let length = random.chance(5) ? 0 : Double(Int.random(in: 200...900, using: &random))
        let sign = random.chance(50) ? 1.0 : -1.0
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<10: offset = Double(Int.random(in: -100...Int(content), using: &random))
        case 10..<20: offset += sign * length
        case 20..<40: offset += sign * (length - Double(Int.random(in: 1...100, using: &random)))
        default: offset += sign * Double(Int.random(in: 0...60, using: &random))
        }
        let position = roll < 5 ? Double.nan : offset
        let viewport =
          vertical
          ? Rect(x: 0, y: position, width: 375, height: length)
          : Rect(x: position, y: 0, width: length, height: 375)
        let pass = virtualizer.update(viewport: viewport, in: layout)
        let context =
          "seed \(seed), frame \(frame), viewport \(viewport), last \(String(describing: last))"
        frames += 1
        guard !position.isNaN else {
          XCTAssertEqual(pass.prefetchRect, .zero, context)
          XCTAssertEqual(pass.prefetch, [], context)
          (last, hinted) = (nil, [])
          continue
        }
        // The rule, written out again.
        var moved = last.map { offset - $0 } ?? 0
        last = offset
        if Swift.abs(moved) >= length { moved = 0 }
        let reach = overscan + Swift.min(Swift.abs(moved) * lookahead, 2 * length)
        let ahead = moved == 0 ? !mirrored : moved > 0
        let span = ahead ? (offset + length, offset + length + reach) : (offset - reach, offset)
        let band =
          vertical
          ? Rect(x: 0, y: span.0, width: 375, height: span.1 - span.0)
          : Rect(x: span.0, y: 0, width: span.1 - span.0, height: 375)
        XCTAssertEqual(pass.prefetchRect, band, context)
        let bandLength = vertical ? pass.prefetchRect.height : pass.prefetchRect.width
        XCTAssertLessThanOrEqual(bandLength, overscan + 2 * length + 1e-6, context)
        // The hints: the items of the band off screen, not hinted while
        // they stayed in the queried rect.
        let queried = pass.builtRect.union(pass.prefetchRect)
        hinted = hinted.filter { frameOf[$0]!.intersects(queried) }
        let expected = items.filter {
          $0.frame.intersects(band) && !$0.frame.intersects(viewport) && !hinted.contains($0.path)
        }.map(\.path)
        XCTAssertEqual(pass.prefetch, expected, context)
        hinted.formUnion(pass.prefetch)
      }
    }
    RandomSweep.tally("MasonryVirtualizer bands against the rule", frames)
  }
}
