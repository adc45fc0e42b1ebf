// The virtualizer: a pass worked out by hand (built elements, appeared,
// prefetch hints, the end), and a seeded 10,000-frame scroll against a
// brute-force scan of every element: each frame builds exactly the
// elements of its rect, creates only the newly visible ones, and hints
// every item about to appear once while it stays in range.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting
import XCTest

final class MasonryVirtualizerTests: XCTestCase {
  /// One column of 100-point items, 100 points wide.
  func column(_ count: Int) -> SectionedMasonry {
    freshLayout(
      Masonry.Configuration(columns: .fixed(1)), width: 100,
      feed: HostFeed(heights: [Array(repeating: 100, count: count)]))
  }

  func items(_ elements: [SectionedMasonry.Element]) -> [Int] {
    elements.map(\.path.item)
  }

  func testAPassByHand() {
    let layout = column(20)
    var virtualizer = MasonryVirtualizer(overscan: 100, lookahead: 10)
    // At rest: built 0 to 600 (items 0 to 5), the band 500 to 600 ahead.
    var pass = virtualizer.update(viewport: Rect(x: 0, y: 0, width: 100, height: 500), in: layout)
    XCTAssertEqual(items(pass.elements), [0, 1, 2, 3, 4, 5])
    XCTAssertEqual(items(pass.appeared), [0, 1, 2, 3, 4, 5])
    XCTAssertEqual(pass.prefetch.map(\.item), [5])
    XCTAssertEqual(pass.builtRect, Rect(x: 0, y: -100, width: 100, height: 700))
    XCTAssertFalse(pass.reachedEnd)
    // 50 points down: built -50 to 650 (item 6 appears); the band is 550
    // to 550 + 100 + 50 x 10 = 1150: items 6 to 11 (5 is on screen).
    pass = virtualizer.update(viewport: Rect(x: 0, y: 50, width: 100, height: 500), in: layout)
    XCTAssertEqual(items(pass.elements), [0, 1, 2, 3, 4, 5, 6])
    XCTAssertEqual(items(pass.appeared), [6])
    XCTAssertEqual(pass.prefetch.map(\.item), [6, 7, 8, 9, 10, 11])
    XCTAssertEqual(pass.prefetchRect, Rect(x: 0, y: 550, width: 100, height: 600))
    XCTAssertEqual(
      "\(pass)",
      "Pass(elements: 7, appeared: [[0, 6]], prefetch: [[0, 6], [0, 7], [0, 8], [0, 9], [0, 10], "
        + "[0, 11]], reachedEnd: false)")
    XCTAssertEqual(
      "\(virtualizer)", "MasonryVirtualizer(overscan: 100, lookahead: 10, built: 7, hinted: 7)")
    // The same viewport again: nothing new, nothing hinted twice.
    pass = virtualizer.update(viewport: Rect(x: 0, y: 50, width: 100, height: 500), in: layout)
    XCTAssertEqual(items(pass.elements), [0, 1, 2, 3, 4, 5, 6])
    XCTAssertEqual(pass.appeared, [])
    XCTAssertEqual(pass.prefetch, [])
    // Up by 50: the band lies above, and items 0 to 5 were never hinted.
    pass = virtualizer.update(viewport: Rect(x: 0, y: 0, width: 100, height: 500), in: layout)
    XCTAssertEqual(pass.appeared, [])
    XCTAssertEqual(pass.prefetchRect, Rect(x: 0, y: -600, width: 100, height: 600))
    XCTAssertEqual(pass.prefetch, [])
    // To the bottom: the end is reported once for this content length.
    pass = virtualizer.update(viewport: Rect(x: 0, y: 1500, width: 100, height: 500), in: layout)
    XCTAssertEqual(items(pass.elements), [14, 15, 16, 17, 18, 19])
    XCTAssertTrue(pass.reachedEnd)
    pass = virtualizer.update(viewport: Rect(x: 0, y: 1499, width: 100, height: 500), in: layout)
    XCTAssertFalse(pass.reachedEnd)
  }

  /// A right-to-left shelf starts at the content's right edge and runs
  /// toward x = 0: ahead, at rest, is to the left, and the end is at 0.
  func testARightToLeftShelfLooksAheadToTheLeftAndEndsAtZero() {
    var configuration = Masonry.Configuration(columns: .fixed(1))
    configuration.axis = .horizontal
    configuration.layoutDirection = .rightToLeft
    // 20 items 100 long: item i spans x = 1900 - 100 i to 2000 - 100 i.
    let layout = freshLayout(
      configuration, width: 100, feed: HostFeed(heights: [Array(repeating: 100, count: 20)]))
    XCTAssertEqual(layout.contentSize, Size(width: 2000, height: 100))
    var virtualizer = MasonryVirtualizer(overscan: 100, lookahead: 10)
    // At the start, at rest: items 0 to 4 on screen; built 1400 to 2100
    // (items 0 to 5); the band 1400 to 1500, to the left: item 5.
    var pass = virtualizer.update(
      viewport: Rect(x: 1500, y: 0, width: 500, height: 100), in: layout)
    XCTAssertEqual(items(pass.elements), [0, 1, 2, 3, 4, 5])
    XCTAssertEqual(pass.prefetchRect, Rect(x: 1400, y: 0, width: 100, height: 100))
    XCTAssertEqual(pass.prefetch.map(\.item), [5])
    XCTAssertFalse(pass.reachedEnd)
    // Moving right (back toward the start) puts the band on the right.
    pass = virtualizer.update(viewport: Rect(x: 1510, y: 0, width: 500, height: 100), in: layout)
    XCTAssertEqual(pass.prefetchRect, Rect(x: 2010, y: 0, width: 200, height: 100))
    // Near x = 0 the end is reached, once for this length; the far right
    // edge, the feed's start, is not its end.
    pass = virtualizer.update(viewport: Rect(x: 50, y: 0, width: 500, height: 100), in: layout)
    XCTAssertTrue(pass.reachedEnd)
    pass = virtualizer.update(viewport: Rect(x: 40, y: 0, width: 500, height: 100), in: layout)
    XCTAssertFalse(pass.reachedEnd)
    var fresh = MasonryVirtualizer(overscan: 100, lookahead: 10)
    pass = fresh.update(viewport: Rect(x: 1500, y: 0, width: 500, height: 100), in: layout)
    XCTAssertFalse(pass.reachedEnd)
    pass = fresh.update(viewport: Rect(x: 1600, y: 0, width: 500, height: 100), in: layout)
    XCTAssertFalse(pass.reachedEnd)
  }

  func testBadViewportsAndSettings() {
    let layout = column(10)
    var virtualizer = MasonryVirtualizer(overscan: .nan, lookahead: -.infinity)
    var pass = virtualizer.update(
      viewport: Rect(x: 0, y: .nan, width: 100, height: 500), in: layout)
    XCTAssertEqual(pass.elements, [])
    XCTAssertFalse(pass.reachedEnd)
    pass = virtualizer.update(viewport: Rect(x: 0, y: 0, width: 100, height: 250), in: layout)
    // No overscan: items 0 to 2 exactly; no band at rest.
    XCTAssertEqual(items(pass.elements), [0, 1, 2])
    XCTAssertEqual(pass.prefetch, [])
    // An empty feed: nothing built, the end reached.
    var empty = MasonryVirtualizer()
    pass = empty.update(viewport: Rect(x: 0, y: 0, width: 100, height: 500), in: column(0))
    XCTAssertEqual(pass.elements, [])
    XCTAssertTrue(pass.reachedEnd)
  }

  /// A pass that finds nothing (a viewport past the content, or not
  /// finite) holds no hint: every item left the range, and is hinted
  /// again when it comes back. Such a pass used to bring back the hints
  /// of the pass before the last.
  func testAPassThatFindsNothingForgetsTheHints() {
    let layout = column(20)  // item i from 100 i to 100 i + 100, the end at 2,000
    func update(_ virtualizer: inout MasonryVirtualizer, y: Double) -> MasonryVirtualizer.Pass {
      virtualizer.update(viewport: Rect(x: 0, y: y, width: 100, height: 500), in: layout)
    }
    for far in [2_100, Double.nan] {
      // A lookahead of 1 keeps every band short of the cap.
      var virtualizer = MasonryVirtualizer(overscan: 100, lookahead: 1)
      // At rest at 1,200: the band 1,700 to 1,800, item 17.
      XCTAssertEqual(update(&virtualizer, y: 1_200).prefetch.map(\.item), [17])
      // Down 401: 17 on screen, held; the band 2,101 to 2,602 is empty.
      XCTAssertEqual(update(&virtualizer, y: 1_601).prefetch, [])
      // Down 499 to 2,100 (built 2,000 to 2,700), or NaN: nothing found.
      let pass = update(&virtualizer, y: far)
      XCTAssertEqual(pass.elements, [], "\(far)")
      XCTAssertEqual(
        "\(virtualizer)", "MasonryVirtualizer(overscan: 100, lookahead: 1, built: 0, hinted: 0)",
        "\(far)")
      if far.isNaN {
        // The next pass is a first one: at rest at 1,200, item 17 again.
        XCTAssertEqual(update(&virtualizer, y: 1_200).prefetch.map(\.item), [17])
      } else {
        // Up 300 to 1,800: the band 1,400 to 1,800 behind, 17 included.
        XCTAssertEqual(update(&virtualizer, y: 1_800).prefetch.map(\.item), [14, 15, 16, 17])
      }
    }
  }

  func testADataChangeInTheMiddleOfAScrollReportsOnlyWhatIsNew() {
    var feed = try! MasonryLayoutHosting.MasonryFeed<Int>(
      configuration: Masonry.Configuration(columns: .fixed(1)))
    let viewport = Rect(x: 0, y: 1000, width: 100, height: 500)
    feed.update(to: Array(0..<40)) { _, _ in 100 }
    feed.prepare(viewport: viewport) { _, _ in 100 }
    var virtualizer = MasonryVirtualizer(overscan: 0)
    _ = virtualizer.update(viewport: viewport, in: feed.host.layout)
    // Item 12 goes, 99 arrives at 13: after the anchor adjustment (none:
    // the change is below the anchor) only 99 and the item pulled up
    // into view appear.
    var ids = Array(0..<40)
    ids.remove(at: 12)
    ids.insert(99, at: 13)
    let update = feed.update(to: ids) { _, _ in 100 }
    XCTAssertEqual(update.contentOffsetAdjustment, .zero)
    virtualizer.remap(through: update.transition)
    let pass = virtualizer.update(viewport: feed.host.viewport!, in: feed.host.layout)
    XCTAssertEqual(pass.elements.map { feed.id(at: $0.path)! }, [10, 11, 13, 99, 14])
    XCTAssertEqual(pass.appeared.map { feed.id(at: $0.path)! }, [99])
  }

  /// A scroll of 10,000 frames at random speeds over a sectioned feed:
  /// every frame against a brute-force scan of the elements.
  ///
  /// The scan is this test's own: the elements sorted by top once, a
  /// binary search for those whose top lies between a rect's top less the
  /// tallest element and its bottom (no other element can meet the rect),
  /// each of those checked with `intersects`, and the hits put back in
  /// the layout's order. It shares nothing with the layout's index and
  /// touches a screenful of elements a frame rather than all of them.
  func testARandomScrollBuildsOnlyTheNewlyVisibleAndHintsOnce() {
    var random = SplitMix64(seed: 0x5C20_11)
    var nextID = 0
    var feed = random.hostFeed(sections: 12, items: 120, nextID: &nextID)
    for index in feed.sections.indices { feed.sections[index].header = 40 }
    let configuration = Masonry.Configuration(columns: .fixed(3))
    let layout = freshLayout(configuration, width: 375, feed: feed)
    let all = allElements(layout)
    let height = layout.contentSize.height
    var virtualizer = MasonryVirtualizer(overscan: 200, lookahead: 8)
    struct Key: Hashable {
      var kind: SectionedMasonry.Element.Kind
      var path: ItemPath
    }
    var built = Set<Key>()
    var hinted = Set<ItemPath>()  // hinted and in range since
    var (creations, hints, ends) = (0, 0, 0)
    var itemFrames: [ItemPath: Rect] = [:]
    for element in all where element.kind == .item { itemFrames[element.path] = element.frame }
    // The scan: indices of `all` by top, and the tallest element.
    let byTop = all.indices.sorted { all[$0].frame.minY < all[$1].frame.minY }
    let tops = byTop.map { all[$0].frame.minY }
    let tallest = all.map { $0.frame.maxY - $0.frame.minY }.max() ?? 0
    /// The first position in `tops` whose top is at least `bound`.
    func firstTop(atLeast bound: Double) -> Int {
      var (low, high) = (0, tops.count)
      while low < high {
        let middle = (low + high) / 2
        if tops[middle] < bound { low = middle + 1 } else { high = middle }
      }
      return low
    }
    /// The indices in `all` of the elements that intersect `rect`, in
    /// order.
    func scan(_ rect: Rect) -> [Int] {
      // An element meets `rect` only if its top is above `rect.minY -
      // tallest` and under `rect.maxY` (in y); the bounds are widened by
      // a point so that rounding cannot drop one.
      let start = firstTop(atLeast: rect.minY - tallest - 1)
      let end = firstTop(atLeast: rect.maxY + 1)
      return byTop[start..<end].filter { all[$0].frame.intersects(rect) }.sorted()
    }
    var y = 0.0
    var speed = 0.0
    var last: Double?
    // The count: 10,000 frames in a normal run (a scan each),
    // times LAYOUT_SWEEP_FACTOR in the release sweep.
    let frames = RandomSweep.count(10_000)
    for frame in 0..<frames {
      if frame % 60 == 0 { speed = Double.random(in: -80...80, using: &random) }
      y = Swift.min(Swift.max(y + speed, -100), height)
      let viewport = Rect(x: 0, y: y, width: 375, height: 812)
      let pass = virtualizer.update(viewport: viewport, in: layout)
      // Built: exactly the elements of the grown viewport, in order.
      let grown = Rect(x: 0, y: y - 200, width: 375, height: 812 + 400)
      XCTAssertEqual(pass.elements, scan(grown).map { all[$0] }, "frame \(frame)")
      let now = Set(pass.elements.map { Key(kind: $0.kind, path: $0.path) })
      XCTAssertEqual(
        Set(pass.appeared.map { Key(kind: $0.kind, path: $0.path) }), now.subtracting(built),
        "frame \(frame)")
      creations += pass.appeared.count
      built = now
      // Hints: the items of the band ahead, off screen, not hinted while
      // in range. The band: the overscan plus 8 times the distance moved,
      // at most two viewports; a move of a viewport or more is a jump, at
      // rest (this scroll, at most 80 points a frame, has none).
      var moved = last.map { y - $0 } ?? 0
      last = y
      if Swift.abs(moved) >= 812 { moved = 0 }
      let reach = 200 + Swift.min(Swift.abs(moved) * 8, 2 * 812)
      let band =
        moved < 0
        ? Rect(x: 0, y: y - reach, width: 375, height: reach)
        : Rect(x: 0, y: y + 812, width: 375, height: reach)
      let queried = grown.union(band)
      hinted = hinted.filter { itemFrames[$0]!.intersects(queried) }
      let expected = scan(band).map { all[$0] }.filter {
        $0.kind == .item && !$0.frame.intersects(viewport) && !hinted.contains($0.path)
      }.map(\.path)
      XCTAssertEqual(pass.prefetch, expected, "frame \(frame)")
      hinted.formUnion(pass.prefetch)
      hints += pass.prefetch.count
      if pass.reachedEnd { ends += 1 }
    }
    // Each element is created once per stay: far fewer than frames times
    // a screen.
    XCTAssertGreaterThan(creations, 0)
    XCTAssertLessThan(creations, frames * 3)
    XCTAssertGreaterThan(hints, 0)
    // The scroll reaches the bottom, often: the end is reported once for
    // the one content length.
    XCTAssertEqual(ends, 1)
    RandomSweep.tally("MasonryVirtualizer frames against a scan", frames)
  }
}

extension MasonryVirtualizerTests {
  /// A feed of one section without header or footer, vertical or
  /// horizontal, with insets: the virtualizer's walk gives the same
  /// elements as the sectioned query.
  func testOneSectionWalkEqualsTheSectionedQuery() {
    RandomSweep.forEachCase(40, seed: 0x5C20_12) { seed, random in
      var configuration = random.masonryConfiguration()
      configuration.stamps = []
      configuration.axis = Bool.random(using: &random) ? .vertical : .horizontal
      var nextID = 0
      let section = random.hostSection(items: 300, nextID: &nextID)
      var feed = HostFeed([section])
      feed.sections[0].header = 0
      feed.sections[0].footer = 0
      let layout = freshLayout(configuration, width: 375, feed: feed)
      var virtualizer = MasonryVirtualizer(overscan: 50, lookahead: 3)
      let length = Swift.max(layout.contentSize.height, layout.contentSize.width)
      var offset = -20.0
      while offset < length {
        let viewport =
          configuration.axis == .vertical
          ? Rect(x: 0, y: offset, width: 375, height: 600)
          : Rect(x: offset, y: 0, width: 600, height: 375)
        let pass = virtualizer.update(viewport: viewport, in: layout)
        XCTAssertEqual(
          pass.elements, layout.elements(in: pass.builtRect, pinnedIn: viewport),
          "seed \(seed) offset \(offset)")
        offset += Double.random(in: 1...300, using: &random)
      }
    }
  }
}
