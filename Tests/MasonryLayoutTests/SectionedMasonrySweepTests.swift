// The sectioned layout against the brute-force sectioned reference over
// thousands of seeded random feeds and configurations, bad values
// included.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class SectionedMasonrySweepTests: XCTestCase {
  /// Random sectioned feeds (per-section configurations, headers, footers,
  /// empty sections, bad heights, spans and widths): every frame and the
  /// content size equal the reference's to within rounding; the
  /// invariants hold; preparing the same data again gives the same
  /// layout, bit for bit.
  func testMatchesTheBruteForceReference() throws {
    RandomSweep.tally("SectionedMasonry", RandomSweep.count(100))
    for seed in RandomSweep.caseSeeds(100, seed: 0x5EC7_5EED) {
      var random = SplitMix64(seed: seed)
      let configuration = random.layoutConfiguration()
      let width = random.masonryWidth()
      let feed = random.sectionFeed(
        maximumSections: Int.random(in: 0...1, using: &random) == 0 ? 4 : 40,
        maximumItems: 10, badValues: Int.random(in: 0..<4, using: &random) == 0)
      let layout = try preparedSections(configuration, width: width, feed: feed)
      if let problem = mismatch(layout, feed.reference(width: width, configuration: configuration))
      {
        return XCTFail(problem + "; seed \(seed)")
      }
      var again = layout
      try again.prepare(width: width, sections: feed)
      again._checkInvariants()
      assertIdentical(again, layout, "prepared again; seed \(seed)")
    }
  }

  /// The same feed prepared at one width, then another: equal to a fresh
  /// layout at the second width (engines are reused across prepares).
  func testPreparingAtANewWidthEqualsAFreshLayout() throws {
    RandomSweep.tally("SectionedMasonry", RandomSweep.count(50))
    for seed in RandomSweep.caseSeeds(50, seed: 0x5EC7_3D7B) {
      var random = SplitMix64(seed: seed)
      let configuration = random.layoutConfiguration()
      let feed = random.sectionFeed(maximumSections: 6, maximumItems: 12)
      var layout = try preparedSections(configuration, width: random.masonryWidth(), feed: feed)
      let width = random.masonryWidth()
      try layout.prepare(width: width, sections: feed)
      layout._checkInvariants()
      assertIdentical(
        layout, try preparedSections(configuration, width: width, feed: feed), "seed \(seed)")
    }
  }
}
