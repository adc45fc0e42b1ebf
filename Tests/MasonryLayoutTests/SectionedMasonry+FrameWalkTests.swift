// The walk over a section's frames (what a compositional section hands
// over) against the checked lookup, frame by frame, on random sectioned
// feeds of either axis and direction, bad heights included.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

@testable import MasonryLayout

final class SectionedMasonryFrameWalkTests: XCTestCase {
  func testTheWalkGivesEveryFrameTheLookupGivesInOrder() throws {
    for seed in RandomSweep.caseSeeds(100, seed: 0xF4A3_E5) {
      var random = SplitMix64(seed: seed)
      var configuration = random.layoutConfiguration()
      configuration.axis = Axis.allCases.randomElement(using: &random)!
      configuration.layoutDirection = LayoutDirection.allCases.randomElement(using: &random)!
      let feed = random.sectionFeed(
        maximumSections: 5, maximumItems: 30,
        badValues: Int.random(in: 0..<4, using: &random) == 0)
      var layout = try SectionedMasonry(configuration: configuration)
      try layout.prepare(width: random.masonryWidth(), sections: feed)
      layout._checkInvariants()
      for section in -1...feed.sectionCount {
        var walked: [Rect] = []
        layout._forEachItemFrame(inSection: section) { walked.append($0) }
        let count =
          section >= 0 && section < feed.sectionCount ? feed.itemCount(inSection: section) : 0
        let looked = (0..<count).map {
          layout.frame(ofItemAt: ItemPath(section: section, item: $0))!
        }
        XCTAssertEqual(walked, looked, "seed \(seed), section \(section)")
      }
    }
  }
}
