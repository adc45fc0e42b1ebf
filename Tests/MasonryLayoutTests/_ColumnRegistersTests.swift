// The specialised placement loop (shortest column in registers) against
// the general rule: every layout it produces, through every path that
// places items, must be the one the general rule gives.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
@_spi(Testing) import MasonryLayout
import XCTest

final class ColumnRegistersTests: XCTestCase {
  /// A random configuration the specialised loop handles: shortest-column
  /// packing without tolerance in 2 to 8 columns (either direction, with
  /// or without a display scale, any spacing and insets).
  private func registerConfiguration(_ random: inout SplitMix64) -> Masonry.Configuration {
    var configuration = random.masonryConfiguration()
    configuration.columns = .fixed(Int.random(in: 2...8, using: &random))
    configuration.packing = .shortestColumn
    configuration.tolerance = 0
    return configuration
  }

  private func generalTwin(_ masonry: Masonry) -> Masonry {
    var twin = masonry
    twin._usesGeneralPlacement = true
    return twin
  }

  func testPrepareMatchesTheGeneralRule() throws {
    for seed in RandomSweep.caseSeeds(150, seed: 0x1A_2E5) {
      var random = SplitMix64(seed: seed)
      let configuration = registerConfiguration(&random)
      let feed = MasonryFeed.random(
        count: Int.random(in: 0...300, using: &random), using: &random,
        badValues: Bool.random(using: &random), spanning: Bool.random(using: &random))
      let width = random.masonryWidth()
      var fast = try Masonry(configuration: configuration)
      var general = generalTwin(fast)
      fast.prepare(width: width, itemCount: feed.count, heights: FeedHeights(feed: feed))
      fast._checkInvariants()
      general.prepare(width: width, itemCount: feed.count, heights: FeedHeights(feed: feed))
      general._checkInvariants()
      assertIdentical(fast, general, "seed \(seed)")
    }
  }

  func testEveryUpdatePathMatchesTheGeneralRule() throws {
    // Appends, insertions, removals and re-flows place items through the
    // same loop; keep-columns changes take the general rule on both sides,
    // and later re-flows start from what they left.
    for seed in RandomSweep.caseSeeds(40, seed: 0x1A_2E6) {
      var random = SplitMix64(seed: seed)
      let configuration = registerConfiguration(&random)
      let feed = MasonryFeed.random(
        count: 120, using: &random, badValues: Bool.random(using: &random))
      let heights = FeedHeights(feed: feed)
      let width = random.masonryWidth()
      var fast = try Masonry(configuration: configuration)
      var general = generalTwin(fast)
      let first = Int.random(in: 0...60, using: &random)
      fast.prepare(width: width, itemCount: first, heights: heights)
      general.prepare(width: width, itemCount: first, heights: heights)
      for step in 0..<12 {
        let count = fast.itemCount
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
          let added = Int.random(in: 0...10, using: &random)
          fast.appendItems(count: added, heights: heights)
          general.appendItems(count: added, heights: heights)
        case 1:
          let index = Int.random(in: 0...count, using: &random)
          let added = Int.random(in: 1...5, using: &random)
          fast.insertItems(in: index..<index + added, heights: heights)
          general.insertItems(in: index..<index + added, heights: heights)
        case 2:
          let start = Int.random(in: 0...count, using: &random)
          let end = Swift.min(count, start + Int.random(in: 0...4, using: &random))
          fast.removeItems(in: start..<end)
          general.removeItems(in: start..<end)
        default:
          let index = Int.random(in: 0..<Swift.max(count, 1), using: &random)
          let height = Double.random(in: 0...400, using: &random)
          let mode = Masonry.UpdateMode.allCases.randomElement(using: &random)!
          fast.setHeight(height, ofItemAt: index, mode: mode)
          general.setHeight(height, ofItemAt: index, mode: mode)
        }
        fast._checkInvariants()
        general._checkInvariants()
        assertIdentical(fast, general, "seed \(seed) step \(step)")
      }
    }
  }

  func testTiesGoToTheFirstColumnInReadingOrder() throws {
    // Four columns of equal bottoms: left to right, items fill columns
    // 0, 1, 2, 3; right to left, columns 3, 2, 1, 0. Then the shortest.
    for direction in LayoutDirection.allCases {
      var masonry = try Masonry(
        configuration: .init(columns: .fixed(4), layoutDirection: direction))
      masonry.prepare(width: 400, itemCount: 6, heights: FixedHeights([10, 10, 10, 10, 30, 20]))
      masonry._checkInvariants()
      let columns = (0..<6).map { masonry.column(ofItemAt: $0)! }
      XCTAssertEqual(
        columns, direction == .leftToRight ? [0, 1, 2, 3, 0, 1] : [3, 2, 1, 0, 3, 2],
        "\(direction)")
      XCTAssertEqual(
        masonry.frame(ofItemAt: 5),
        Rect(x: direction == .leftToRight ? 100 : 200, y: 10, width: 100, height: 20))
    }
  }

  /// A top inset of -0 (valid: a length of 0) made every column start at
  /// -0, whose bit pattern, the sign bit alone, ordered above the padding
  /// lanes: with 3, 5, 6 or 7 columns the loop chose a column that does
  /// not exist and wrote past the column lists (the sections fuzz target,
  /// under ASan); with 4 or 8 it ordered the columns wrongly. It now lays
  /// out as a top inset of +0 does, as the general rule always did.
  func testATopInsetOfNegativeZeroLaysOutAsAnInsetOfZero() throws {
    let lengths: [Double] = [30, 10, 20, 40, 10, 10, 50, 20, 30, 10, 60, 5]
    let heights = FixedHeights(lengths)
    for columns in 2...8 {
      for axis in Axis.allCases {
        for direction in LayoutDirection.allCases {
          var configuration = Masonry.Configuration(
            columns: .fixed(columns), columnSpacing: 0, rowSpacing: 0, layoutDirection: direction)
          configuration.axis = axis
          // On a shelf the top of the engine's frame is the left or right inset.
          configuration.contentInsets = EdgeInsets(top: -0.0, left: -0.0, bottom: -0.0, right: -0.0)
          var fast = try Masonry(configuration: configuration)
          var general = generalTwin(fast)
          configuration.contentInsets = .zero
          var zero = try Masonry(configuration: configuration)
          fast.prepare(width: 300, itemCount: lengths.count, heights: heights)
          general.prepare(width: 300, itemCount: lengths.count, heights: heights)
          zero.prepare(width: 300, itemCount: lengths.count, heights: heights)
          fast._checkInvariants()
          general._checkInvariants()
          let context = "\(columns) columns, \(axis), \(direction)"
          assertIdentical(fast, general, context)
          assertIdentical(fast, zero, context)
        }
      }
    }
    // Worked by hand: three columns of 100, the fourth item under the
    // shortest, the second column (10).
    var masonry = try Masonry(
      configuration: .init(
        columns: .fixed(3), columnSpacing: 0, rowSpacing: 0,
        contentInsets: EdgeInsets(top: -0.0, left: 0, bottom: 0, right: 0)))
    masonry.prepare(width: 300, itemCount: 4, heights: FixedHeights([30, 10, 20, 40]))
    masonry._checkInvariants()
    XCTAssertEqual(masonry.frame(ofItemAt: 3), Rect(x: 100, y: 10, width: 100, height: 40))
  }
}
