// MasonryCompositionalSection called as a section provider calls it, with
// an environment of the test's own: what a pass reports it cleaned, and
// every height asked again at the same width.

import LayoutGeometry
import MasonryLayout
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
