// The query a host makes every scroll frame into a buffer it keeps, with
// the scroll hints carried from one query to the next (steps, jumps, and a
// new layout under the same hints): each answer is exactly
// `elements(in:pinnedIn:)`'s and the brute-force filter's, on random
// feeds of sections, headers, footers, spans, both axes and pinned
// headers.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class SectionedMasonryScrollHintsTests: XCTestCase {
  func testHintedQueriesMatchTheQueryAndTheBruteForceFilter() throws {
    var queries = 0
    try RandomSweep.forEachCase(40, seed: 0x5C20_11A7) { seed, random in
      var hints = _ScrollHints()
      var found: [SectionedMasonry.Element] = []
      // Two layouts in turn under the same hints: the second's searches
      // start from positions in the first.
      for _ in 0..<2 {
        var configuration = random.layoutConfiguration()
        configuration.axis = Bool.random(using: &random) ? .vertical : .horizontal
        let width = random.masonryWidth()
        let feed = random.sectionFeed(maximumSections: 6, maximumItems: 80)
        let pins = Bool.random(using: &random)
        let layout = try preparedSections(
          configuration, width: width, feed: feed, pinsHeaders: pins)
        let vertical = configuration.axis == .vertical
        let length = vertical ? layout.contentSize.height : layout.contentSize.width
        func rect(flow: Double, length: Double, across: Double, extent: Double) -> Rect {
          vertical
            ? Rect(x: across, y: flow, width: extent, height: length)
            : Rect(x: flow, y: across, width: length, height: extent)
        }
        var offset = Double.random(in: -50...(length + 50), using: &random)
        for _ in 0..<30 {
          // Mostly a scroll step either way, sometimes a jump.
          offset +=
            Int.random(in: 0..<6, using: &random) == 0
            ? Double.random(in: -(length + 100)...(length + 100), using: &random)
            : Double.random(in: -40...40, using: &random)
          let viewport = rect(flow: offset, length: 600, across: 0, extent: width)
          let grown = Double.random(in: 0...400, using: &random)
          let query =
            Int.random(in: 0..<4, using: &random) == 0
            ? rect(
              flow: offset - grown, length: 600 + 2 * grown,
              across: Double.random(in: -20...width, using: &random),
              extent: Double.random(in: 0...(width + 40), using: &random))
            : rect(flow: offset - grown, length: 600 + 2 * grown, across: 0, extent: width)
          found.removeAll(keepingCapacity: true)
          layout._appendElements(in: query, pinnedIn: viewport, to: &found, hints: &hints)
          func context() -> String { "seed \(seed), query \(query), viewport \(viewport)" }
          let expected = layout.elements(in: query, pinnedIn: viewport)
          XCTAssertEqual(found, expected, context())
          XCTAssertEqual(
            expected, layout.allElements(pinnedIn: viewport).filter { $0.frame.intersects(query) },
            context())
          queries += 1
        }
      }
    }
    RandomSweep.tally("SectionedMasonry scroll-hinted queries", queries)
  }

  /// Hints from another layout, or far off, or none: the same answer.
  func testHintsDoNotChangeTheAnswer() throws {
    var random = SplitMix64(seed: 0x5C20_11A8)
    let feed = random.sectionFeed(maximumSections: 3, maximumItems: 200)
    let layout = try preparedSections(
      Masonry.Configuration(columns: .fixed(3)), width: 375, feed: feed, pinsHeaders: true)
    let viewport = Rect(x: 0, y: layout.contentSize.height / 2, width: 375, height: 600)
    let expected = layout.elements(in: viewport, pinnedIn: viewport)
    var hints = _ScrollHints()
    var found: [SectionedMasonry.Element] = []
    // Fresh hints, then the ones this query left, then the ones a query
    // at the top left, then the ones a query at the bottom left.
    for probe in [
      viewport, viewport, Rect(x: 0, y: 0, width: 375, height: 10), viewport,
      Rect(x: 0, y: layout.contentSize.height - 5, width: 375, height: 10), viewport,
    ] {
      found.removeAll()
      layout._appendElements(in: probe, pinnedIn: viewport, to: &found, hints: &hints)
      XCTAssertEqual(found, layout.elements(in: probe, pinnedIn: viewport), "\(probe)")
    }
    XCTAssertEqual(found, expected)
  }
}
