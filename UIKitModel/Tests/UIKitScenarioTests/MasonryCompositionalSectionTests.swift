// MasonryCompositionalSection called as a section provider calls it, with
// an environment of the test's own: what a pass reports it cleaned, and
// every height asked again at the same width, and its fast paths against
// the feed's general one.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting
import Testing
import UIKit

@testable import MasonryLayoutUIKit

@MainActor
struct MasonryCompositionalSectionTests {
  /// A container `width` wide, 800 tall, no insets.
  final class Container: NSObject, NSCollectionLayoutContainer {
    let contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
    init(width: CGFloat) { contentSize = CGSize(width: width, height: 800) }
  }

  final class Environment: NSObject, NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection = UITraitCollection()
    init(width: CGFloat) { container = Container(width: width) }
  }

  /// Two columns; a height of 100, or NaN for item 9.
  func wall(asked: @escaping (Int) -> Void = { _ in }) throws -> MasonryCompositionalSection<Int> {
    try MasonryCompositionalSection<Int>(
      configuration: Masonry.Configuration(columns: .fixed(2))
    ) { id, _ in
      asked(id)
      return id == 9 ? .nan : 100
    }
  }

  /// The first pass lays the wall out, and a new width lays it out again:
  /// each still reports the repeated identifiers the pass kept once, and
  /// the NaN height, once. (Before, the layout's report replaced the
  /// edit's, and the repeated identifiers went unreported.)
  @Test func aPassThatLaysTheWallOutReportsEverythingItCleaned() throws {
    let wall = try wall()
    _ = wall.layoutSection(items: [1, 2, 1, 9, 3, 2], layoutEnvironment: Environment(width: 390))
    #expect(wall.diagnostics.duplicateCount == 2)
    #expect(wall.diagnostics.firstDuplicate == 1)
    // The feed's report: where the first repeat stood in the list given.
    #expect(wall.diagnostics.firstDuplicatePath == ItemPath(section: 0, item: 2))
    #expect(wall.diagnostics.heights.nanCount == 1)
    // An edit at a new width: one more repeat, the NaN read once, at the
    // new width.
    _ = wall.layoutSection(
      items: [1, 2, 1, 9, 3, 2, 4, 4], layoutEnvironment: Environment(width: 600))
    #expect(wall.diagnostics.duplicateCount == 3)
    #expect(wall.diagnostics.heights.nanCount == 1)
    // The same list at the same width cleans the same repeats, reads no
    // height.
    _ = wall.layoutSection(
      items: [1, 2, 1, 9, 3, 2, 4, 4], layoutEnvironment: Environment(width: 600))
    #expect(wall.diagnostics.duplicateCount == 3)
    #expect(wall.diagnostics.heights.isClean)
    _ = wall.layoutSection(items: [1, 2, 3], layoutEnvironment: Environment(width: 600))
    #expect(wall.diagnostics.isClean, "\(wall.diagnostics)")
  }

  /// The group is as wide as the wall the engine laid out: 0 for an
  /// environment width that is not finite and positive, the engine's
  /// maximum past it. (Before, the group took the width as the section
  /// cleaned it, without the maximum: a group 1e13 points wide held a wall
  /// 1e12 wide.)
  @Test func theGroupIsAsWideAsTheWallTheEngineLaidOut() throws {
    let cases: [(CGFloat, CGFloat)] = [
      (390, 390), (.nan, 0), (-5, 0), (.infinity, 0), (1e13, CGFloat(Masonry.maximumLength)),
    ]
    for (environment, expected) in cases {
      let wall = try wall()
      _ = wall.layoutSection(
        items: Array(0..<6), layoutEnvironment: Environment(width: environment))
      #expect(wall.laidOutSize?.width == expected, "\(environment)")
      #expect(wall.feed.host.contentSize.width == Double(expected), "\(environment)")
    }
  }

  @Test func invalidatingAllHeightsAsksEachOnceAtTheNextPass() throws {
    var asked: [Int] = []
    let wall = try wall { asked.append($0) }
    _ = wall.layoutSection(items: Array(0..<8), layoutEnvironment: Environment(width: 390))
    asked = []
    wall.invalidateAllHeights()
    #expect(asked.isEmpty, "asked at the next pass, not now")
    _ = wall.layoutSection(items: Array(0..<8), layoutEnvironment: Environment(width: 390))
    #expect(asked.sorted() == Array(0..<8))
    asked = []
    _ = wall.layoutSection(items: Array(0..<8), layoutEnvironment: Environment(width: 390))
    #expect(asked.isEmpty)
  }
}

extension MasonryCompositionalSectionTests {
  /// The section's fast paths (identifiers compared in the caller's
  /// module, one move applied directly, a few changes edited in place)
  /// lay out what the feed's general path lays out: seeded random
  /// deletions, insertions, single moves, shuffles and reconfigures, each
  /// step's frames and custom items against a feed given the same lists
  /// with no hints.
  @Test func theFastPathsLayOutWhatTheGeneralPathDoes() throws {
    var random = SplitMix64(seed: 0x52)
    let height: (Int, Double) -> Double = { id, width in width * (0.5 + Double(id % 7) / 4) }
    for _ in 0..<RandomSweep.count(10) {
      let wall = try MasonryCompositionalSection<Int>(
        configuration: Masonry.Configuration(columns: .fixed(3))
      ) { id, width in CGFloat(height(id, Double(width))) }
      var reference = try MasonryFeed<Int>(
        configuration: Masonry.Configuration(columns: .fixed(3)))
      var items = Array(0..<Int.random(in: 0...60, using: &random))
      var next = items.count
      for _ in 0..<40 {
        switch Int.random(in: 0..<5, using: &random) {
        case 0 where !items.isEmpty:
          items.remove(at: Int.random(in: 0..<items.count, using: &random))
        case 1:
          items.insert(next, at: Int.random(in: 0...items.count, using: &random))
          next += 1
        case 2 where items.count > 1:
          let moved = items.remove(at: Int.random(in: 0..<items.count, using: &random))
          items.insert(moved, at: Int.random(in: 0...items.count, using: &random))
        case 3:
          items.shuffle(using: &random)
        default:
          break
        }
        _ = wall.layoutSection(items: items, layoutEnvironment: Environment(width: 390))
        reference.apply(items, height: height)
        reference.prepare(viewport: Rect(x: 0, y: 0, width: 390, height: 800), height: height)
        var expected: [Rect] = []
        reference.host.layout._forEachItemFrame(inSection: 0) { expected.append($0) }
        #expect(wall.frames == expected)
        #expect(wall.customItems.map(\.frame) == expected.map(CGRect.init))
        #expect(wall.feed.ids == reference.ids)
      }
    }
  }
}
