// Anchors keep the content still: while estimated heights are replaced by
// measured ones as items scroll into view, when items are prepended, and
// across a rotation.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class MasonryAnchorTests: XCTestCase {
  private let configuration = Masonry.Configuration(
    columns: .fixed(3), columnSpacing: 8, rowSpacing: 8, contentInsets: EdgeInsets(all: 8))

  func testAnchorIsTheFirstItemMostlyShownAndItsDistance() throws {
    // Two columns 100 wide: items 0 (0-50) and 1 (0-80) side by side, item
    // 2 (50-90) under 0. A viewport from y 60 shows 20 of item 1's 80
    // points (less than half of it, and of the 100-point viewport) and 30
    // of item 2's 40: item 2 is the one the user looks at, 10 above the
    // viewport's top.
    var masonry = try Masonry(configuration: .init(columns: .fixed(2)))
    masonry.prepare(width: 200, itemCount: 3, heights: FixedHeights([50, 80, 40]))
    masonry._checkInvariants()
    let viewport = Rect(x: 0, y: 60, width: 200, height: 100)
    let anchor = masonry.anchor(in: viewport)
    XCTAssertEqual(anchor, Masonry.Anchor(index: 2, distance: -10))
    // The content is 90 tall, shorter than the viewport: the offset is 0.
    XCTAssertEqual(masonry.contentOffset(restoring: anchor, in: viewport), Point(x: 0, y: 0))
    // From y 30: item 0 shows 20 of 50, item 1 50 of 80 (more than half):
    // item 1, 30 above.
    XCTAssertEqual(
      masonry.anchor(in: Rect(x: 0, y: 30, width: 200, height: 100)),
      Masonry.Anchor(index: 1, distance: -30))
    // In a gap past the content: the content's top, at minus the offset.
    let below = Rect(x: 0, y: 500, width: 200, height: 100)
    XCTAssertEqual(masonry.anchor(in: below), Masonry.Anchor(index: nil, distance: -500))
    // Bad viewports are read as scroll offsets are.
    let nan = Rect(x: .nan, y: .nan, width: .nan, height: 100)
    XCTAssertEqual(masonry.anchor(in: nan), Masonry.Anchor(index: nil, distance: 0))
    XCTAssertEqual(
      masonry.contentOffset(restoring: Masonry.Anchor(index: 2, distance: .nan), in: nan),
      Point(x: 0, y: 0))
    // A negative size is the same area.
    XCTAssertEqual(
      masonry.anchor(in: Rect(x: 200, y: 160, width: -200, height: -100)), anchor)
  }

  func testAnItemCoveringHalfTheViewportOrOnlySliversAnchorAsDocumented() throws {
    // One column: a 1,000-point item, then 100-point items 10 apart.
    var masonry = try Masonry(configuration: .init(columns: .fixed(1), rowSpacing: 10))
    masonry.prepare(width: 100, itemCount: 3, heights: FixedHeights([1_000, 100, 100]))
    masonry._checkInvariants()
    // The tall item fills a viewport from 100 to 200: a tenth of it, but
    // all of the viewport.
    XCTAssertEqual(
      masonry.anchor(in: Rect(x: 0, y: 100, width: 100, height: 100)),
      Masonry.Anchor(index: 0, distance: -100))
    // From 995 to 1,015: 5 points of item 0 and 5 of item 1 (1,010-1,110),
    // less than half of either and of the viewport: the first shown.
    XCTAssertEqual(
      masonry.anchor(in: Rect(x: 0, y: 995, width: 100, height: 20)),
      Masonry.Anchor(index: 0, distance: -995))
    // From 1,000 to 1,100: item 1 shows 90 of 100.
    XCTAssertEqual(
      masonry.anchor(in: Rect(x: 0, y: 1_000, width: 100, height: 100)),
      Masonry.Anchor(index: 1, distance: 10))
  }

  func testAnchorsFromElsewhereAreReadSafely() throws {
    var masonry = try Masonry(configuration: configuration)
    masonry.prepare(
      width: 375, itemCount: 30, heights: FixedHeights(Array(repeating: 100, count: 30)))
    masonry._checkInvariants()
    let viewport = Rect(x: 0, y: 0, width: 375, height: 300)
    let last = masonry.frame(ofItemAt: 29)!.minY
    // An index past the end reads as the last item.
    XCTAssertEqual(
      masonry.contentOffset(restoring: .init(index: 1_000, distance: 0), in: viewport).y,
      min(last, masonry.contentSize.height - 300))
    XCTAssertEqual(
      masonry.contentOffset(restoring: .init(index: -4, distance: -20), in: viewport).y, 20)
    // Updating by a change set it is not from leaves it alone.
    let foreign = Masonry.Anchor(index: 500, distance: 3)
    let changes = masonry.removeItems(in: 0..<1)
    masonry._checkInvariants()
    XCTAssertEqual(foreign.updated(by: changes), foreign)
    // An empty layout restores to its top.
    var empty = try Masonry(configuration: configuration)
    empty.prepare(width: 375, itemCount: 0, heights: FixedHeights([]))
    empty._checkInvariants()
    XCTAssertEqual(
      empty.contentOffset(restoring: .init(index: 3, distance: -50), in: viewport).y, 0)
  }

  func testAViewportPastTheLongestLengthIsReadWhereItIs() throws {
    // Two items of the longest length make content of twice it: a
    // viewport there is read where it is, not clamped to one length (a
    // helper's hunt for bad input found anchors and jumps off by 5e11).
    var masonry = try Masonry(
      configuration: .init(columns: .fixed(1), columnSpacing: 0, rowSpacing: 0))
    masonry.prepare(
      width: 100, itemCount: 4,
      heights: FixedHeights([Masonry.maximumLength, Masonry.maximumLength, 100, 1_000]))
    masonry._checkInvariants()
    let viewport = Rect(x: 0, y: 1.5e12, width: 100, height: 800)
    let anchor = masonry.anchor(in: viewport)
    XCTAssertEqual(anchor, Masonry.Anchor(index: 1, distance: -5e11))
    XCTAssertEqual(masonry.contentOffset(restoring: anchor, in: viewport), Point(x: 0, y: 1.5e12))
    // Item 2, from 2e12 to 2e12 + 100, is shown whole: `.nearest` stays.
    let shown = Rect(x: 0, y: 2e12 - 100, width: 100, height: 300)
    XCTAssertEqual(
      masonry.contentOffset(showing: 2, alignment: .nearest, in: shown), Point(x: 0, y: 2e12 - 100))
    XCTAssertEqual(masonry.itemIndex(at: Point(x: 50, y: 2e12 + 50)), 2)
  }

  func testARemovedAnchorMovesToTheNextSurvivorOrThePrevious() throws {
    var masonry = try Masonry(configuration: .init(columns: .fixed(1)))
    masonry.prepare(width: 100, itemCount: 6, heights: FixedHeights(Array(repeating: 10, count: 6)))
    let anchor = Masonry.Anchor(index: 2, distance: -4)
    var copy = masonry
    let middle = copy.removeItems(in: 1..<4)
    XCTAssertEqual(anchor.updated(by: middle), .init(index: 1, distance: 0))
    copy = masonry
    let tail = copy.removeItems(in: 2..<6)
    XCTAssertEqual(anchor.updated(by: tail), .init(index: 1, distance: 0))
    copy = masonry
    let all = copy.removeItems(in: 0..<6)
    XCTAssertEqual(anchor.updated(by: all), .init(index: nil, distance: 0))
    copy = masonry
    let prepended = copy.insertItems(in: 0..<5, heights: FixedHeights([]))
    XCTAssertEqual(anchor.updated(by: prepended), .init(index: 7, distance: -4))
  }

  func testSelfSizingScrollKeepsTheAnchorStillOnScreen() throws {
    // A feed laid out with estimates; scrolling down, every item that
    // becomes visible (even partly above the viewport) gets its measured
    // height, in keep-columns mode, and the anchor taken before each batch
    // is restored after it: the anchored item never moves on screen.
    for seed in RandomSweep.caseSeeds(2, seed: 0x5E1F_512E) {
      var random = SplitMix64(seed: seed)
      let count = 400
      let measured = (0..<count).map { _ in Double(Int.random(in: 40...400, using: &random)) }
      var masonry = try Masonry(configuration: configuration)
      masonry.prepare(
        width: 375, itemCount: count, heights: FixedHeights(Array(repeating: 200, count: count)))
      masonry._checkInvariants()
      var isMeasured = [Bool](repeating: false, count: count)
      var viewport = Rect(x: 0, y: 0, width: 375, height: 667)
      for _ in 0..<60 {
        viewport.origin.y += Double.random(in: 100...600, using: &random)
        let visible = masonry.items(in: viewport).map(\.index).filter { !isMeasured[$0] }
        guard !visible.isEmpty else { continue }
        let anchor = masonry.anchor(in: viewport)
        guard let anchored = anchor.index else { continue }
        let screenTop = masonry.frame(ofItemAt: anchored)!.minY - viewport.minY
        var provider = FixedHeights(Array(repeating: 0, count: count))
        for index in 0..<count { provider.heights[index] = masonry.frame(ofItemAt: index)!.height }
        for index in visible {
          provider.heights[index] = measured[index]
          isMeasured[index] = true
        }
        let first = visible.min()!
        let last = visible.max()!
        let changes = masonry.setHeights(
          ofItemsIn: first..<(last + 1), heights: provider, mode: .keepColumns)
        masonry._checkInvariants()
        let restored = anchor.updated(by: changes)
        XCTAssertEqual(restored.index, anchored, "seed \(seed)")
        viewport.origin = masonry.contentOffset(restoring: restored, in: viewport)
        let top = masonry.frame(ofItemAt: anchored)!.minY - viewport.minY
        let maximum = masonry.contentSize.height - viewport.height
        if viewport.minY > 0, viewport.minY < maximum {
          XCTAssertEqual(top, screenTop, accuracy: 1e-9, "seed \(seed): the anchored item moved")
        }
      }
    }
  }

  func testRotationKeepsTheAnchorAtItsDistance() throws {
    for seed in RandomSweep.caseSeeds(50, seed: 0x2071_A7E) {
      var random = SplitMix64(seed: seed)
      let ratios = (0..<300).map { _ in Double.random(in: 0.5...2, using: &random) }
      let heights = AspectRatioHeights(ratios, additionalHeight: 30)
      var masonry = try Masonry(configuration: configuration)
      masonry.prepare(width: 390, itemCount: ratios.count, heights: heights)
      masonry._checkInvariants()
      let portrait = Rect(
        x: 0, y: Double.random(in: 0...masonry.contentSize.height, using: &random),
        width: 390, height: 844)
      let anchor = masonry.anchor(in: portrait)
      let changes = masonry.prepare(width: 844, itemCount: ratios.count, heights: heights)
      masonry._checkInvariants()
      let landscape = Rect(origin: portrait.origin, size: Size(width: 844, height: 390))
      let updated = anchor.updated(by: changes)
      XCTAssertEqual(updated, anchor, "a width change keeps every index")
      let offset = masonry.contentOffset(restoring: updated, in: landscape)
      guard let index = anchor.index else { continue }
      let top = masonry.frame(ofItemAt: index)!.minY
      let maximum = max(0, masonry.contentSize.height - 390)
      if top - anchor.distance >= 0, top - anchor.distance <= maximum {
        XCTAssertEqual(top - offset.y, anchor.distance, accuracy: 1e-9, "seed \(seed)")
      } else {
        XCTAssertEqual(offset.y, min(max(top - anchor.distance, 0), maximum), "seed \(seed)")
      }
    }
  }
}
