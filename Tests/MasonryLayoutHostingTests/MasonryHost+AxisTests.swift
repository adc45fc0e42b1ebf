// The host on both axes: a new configuration on the other axis is laid
// out at that axis's breadth, and a right-to-left shelf's lengths are read
// from the engine, not from its mirrored frames (an ulp off). Both found by
// the Host fuzz target.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting
import XCTest

final class MasonryHostAxisTests: XCTestCase {
  func testANewConfigurationOnTheOtherAxisIsLaidOutAtThatAxissBreadth() throws {
    var host = try MasonryHost(configuration: Masonry.Configuration(columns: .fixed(2)))
    let viewport = Rect(x: 0, y: 0, width: 300, height: 600)
    let feed = HostFeed(heights: [Array(repeating: 100, count: 10)])
    host.prepare(viewport: viewport, source: feed)
    XCTAssertEqual(host.layout.contentSize.width, 300)
    // A shelf: its breadth is the viewport's height, 600 (it was laid out
    // at the width, 300, until the next prepare).
    try host.update { $0.axis = .horizontal }
    XCTAssertEqual(host.prepare(viewport: viewport, source: feed), .reloaded)
    XCTAssertEqual(host.layout.contentSize.height, 600)
    XCTAssertEqual(host.prepare(viewport: viewport, source: feed), .unchanged)
  }

  /// On a right-to-left shelf a frame is mirrored across the content's
  /// extent, so its width can be an ulp off the item's length: a measured
  /// height equal to the length must change nothing, and a moved item
  /// must carry its length exactly.
  func testARightToLeftShelfReadsLengthsFromTheEngine() throws {
    var random = SplitMix64(seed: 0x5A1F_0034)
    var mismatched = 0
    for _ in 0..<RandomSweep.count(10) {
      var configuration = Masonry.Configuration(columns: .fixed(3), rowSpacing: 0.1)
      configuration.axis = .horizontal
      configuration.layoutDirection = .rightToLeft
      var host = try MasonryHost(configuration: configuration)
      let heights = (0..<60).map { _ in Double.random(in: 0.01...3, using: &random) }
      var feed = HostFeed(heights: [heights])
      host.prepare(viewport: Rect(x: 0, y: 0, width: 100, height: 99.7), source: feed)
      for item in heights.indices {
        let path = ItemPath(section: 0, item: item)
        let length = try XCTUnwrap(host.layout._itemLength(at: path))
        if host.layout.frame(ofItemAt: path)!.size.width != length { mismatched += 1 }
        XCTAssertFalse(host.shouldInvalidate(forMeasuredHeight: length, ofItemAt: path))
      }
      // Item 5 moves to the end in a batch beside an insertion: removed and
      // inserted again, with its length.
      let length = try XCTUnwrap(host.layout._itemLength(at: ItemPath(section: 0, item: 5)))
      var after = feed
      let moved = after.sections[0].items.remove(at: 5)
      after.sections[0].items.append(moved)
      after.sections[0].items.insert(HostItem(id: 999, height: 1), at: 0)
      host.apply(
        [
          .moveItem(from: ItemPath(section: 0, item: 5), to: ItemPath(section: 0, item: 60)),
          .insertItem(at: ItemPath(section: 0, item: 0)),
        ], source: after)
      XCTAssertEqual(host.layout._itemLength(at: ItemPath(section: 0, item: 60)), length)
      host.finishUpdates()
      feed = after
    }
    XCTAssertGreaterThan(mismatched, 0, "no mirrored frame was an ulp off: the test shows nothing")
  }
}
