// Gaps open in a feed of sections, as a host leaves them while the user
// scrolls back: every query still answers what brute force over the
// frames answers (rects, taps, reading order, the anchor), on both axes,
// in either direction, with items across columns and pinned headers.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class SectionedMasonryAbsorbingTests: XCTestCase {
  /// Random feeds; a viewport scrolling back 0 to 150 points a step, the
  /// items within 400 points before it measuring 0.5 to 1.5 times their
  /// length, the gaps every column of a band shares taken out, carried
  /// and closed at the viewport's edge as the host does. After each
  /// change: the invariants, and random rects, viewports and taps (half
  /// of them in or next to a gap) against the brute force.
  func testQueriesAnswerAsTheFramesDoWhileGapsAreOpen() throws {
    RandomSweep.tally("SectionedMasonry", RandomSweep.count(2))
    for seed in RandomSweep.caseSeeds(2, seed: 0x4057_0A11) {
      var random = SplitMix64(seed: seed)
      var configuration = random.layoutConfiguration()
      configuration.displayScale = nil
      let feed = random.sectionFeed(maximumSections: 4, maximumItems: 60)
      var layout = try preparedSections(
        configuration, width: random.masonryWidth(), feed: feed,
        pinsHeaders: Bool.random(using: &random))
      let vertical = configuration.axis == .vertical
      let mirrored = !vertical && configuration.layoutDirection == .rightToLeft
      func length() -> Double { vertical ? layout.contentSize.height : layout.contentSize.width }
      guard length() > 1_000, length() < 1e6 else { continue }
      let breadth = vertical ? layout.contentSize.width : layout.contentSize.height
      /// The viewport whose leading edge is `flow` from the content's start.
      func viewport(at flow: Double) -> Rect {
        vertical
          ? Rect(x: 0, y: flow, width: breadth, height: 500)
          : Rect(
            x: mirrored ? layout.contentSize.width - flow - 500 : flow, y: 0, width: 500,
            height: breadth)
      }
      /// How far `rect`'s leading edge lies from the content's start.
      func flow(of rect: Rect) -> Double {
        vertical ? rect.minY : mirrored ? layout.contentSize.width - rect.maxX : rect.minX
      }
      var shown = viewport(at: length() * Double.random(in: 0.5...0.9, using: &random))
      func check(_ context: String) {
        layout._checkInvariants()
        let size = layout.contentSize
        let all = layout.allElements()
        for _ in 0..<2 {
          let rect = Rect(
            x: Double.random(in: -20...size.width, using: &random),
            y: Double.random(in: -20...size.height, using: &random),
            width: Double.random(in: 0...600, using: &random),
            height: Double.random(in: 0...600, using: &random))
          XCTAssertNoThrow(try checkQueries(layout, in: rect, pinnedIn: shown), context)
          XCTAssertNoThrow(try checkQueries(layout, in: shown, pinnedIn: shown), context)
          // A tap in a gap (just above an item that keeps one), on a
          // frame's edge, or anywhere.
          var point = Point(
            x: Double.random(in: -10...(size.width + 10), using: &random),
            y: Double.random(in: -10...(size.height + 10), using: &random))
          if let (path, gap) = layout._gapsAboveItems.randomElement(using: &random),
            let frame = layout.frame(ofItemAt: path)
          {
            let into = Double.random(in: 0...gap, using: &random)
            point =
              vertical
              ? Point(x: frame.midX, y: frame.minY - into)
              : Point(x: mirrored ? frame.maxX + into : frame.minX - into, y: frame.midY)
          } else if let element = all.randomElement(using: &random) {
            point = Point(x: element.frame.minX, y: element.frame.maxY)
          }
          XCTAssertNoThrow(try checkHitTest(layout, at: point), context)
          XCTAssertNoThrow(try checkHitTest(layout, at: point, pinnedIn: shown), context)
        }
      }
      for step in 0..<20 {
        let context = "seed \(seed) step \(step)"
        // Measurements before the viewport's edge.
        let before = viewport(at: flow(of: shown) - 400)
        for element in layout.elements(in: before) where element.kind == .item {
          guard Bool.random(using: &random), let frame = layout.frame(ofItemAt: element.path)
          else { continue }
          let length = (vertical ? frame.size.height : frame.size.width)
          let measured = (length * Double.random(in: 0.5...1.5, using: &random)).rounded()
          guard
            let (_, shift) = layout._absorbLength(
              measured, ofItemAt: element.path, holdingFrom: shown)
          else { continue }
          shown = shown.offsetBy(dx: vertical ? 0 : shift, dy: vertical ? shift : 0)
          check("absorbing \(element.path), \(context)")
        }
        let reach = viewport(at: flow(of: shown) - 500).union(shown)
        if let (_, shift) = layout._takeCommonGaps(within: reach, before: shown) {
          shown = shown.offsetBy(dx: vertical ? 0 : shift, dy: vertical ? shift : 0)
          check("taking, \(context)")
        }
        // A scroll back.
        let back = viewport(
          at: max(0, flow(of: shown) - Double.random(in: 0...150, using: &random)))
        layout._carryGaps(ahead: back, from: shown)
        check("carrying, \(context)")
        layout._closeGaps(pastEdgeOf: back)
        shown = back
        check("closing, \(context)")
      }
      layout._closeGaps()
      check("closed, seed \(seed)")
    }
  }
}
