// The virtualizer's one-walk pass (the engine's query into kept buffers,
// its searches starting where the last frame's did) on random feeds:
// sections, headers and footers, spans, both axes, pinned headers, and a
// reload onto another feed mid-scroll. Each frame against a brute-force
// scan of every element: what is built, what appeared, what is hinted.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting
import XCTest

extension MasonryVirtualizerTests {
  func testRandomFeedsOnBothAxesAgainstAScan() {
    struct Key: Hashable {
      var kind: SectionedMasonry.Element.Kind
      var path: ItemPath
    }
    var frames = 0
    RandomSweep.forEachCase(8, seed: 0x5C20_13) { seed, random in
      var virtualizer = MasonryVirtualizer(
        overscan: Double.random(in: 1...300, using: &random),
        lookahead: Double.random(in: 0...10, using: &random))
      // Two feeds in turn, the second after a reload.
      for _ in 0..<2 {
        var nextID = 0
        let feed = random.hostFeed(sections: 6, items: 80, nextID: &nextID)
        var configuration = random.masonryConfiguration()
        configuration.stamps = []
        configuration.axis = random.chance(50) ? .vertical : .horizontal
        let vertical = configuration.axis == .vertical
        var layout = freshLayout(configuration, width: 375, feed: feed)
        layout.pinsHeaders = random.chance(50)
        let length = vertical ? layout.contentSize.height : layout.contentSize.width
        virtualizer.reset()
        var built = Set<Key>()
        var hinted = Set<ItemPath>()
        var offset = Double.random(in: -100...length, using: &random)
        var speed = 0.0
        for frame in 0..<125 {
          if frame % 25 == 0 { speed = Double.random(in: -60...60, using: &random) }
          offset =
            random.chance(3)
            ? Double.random(in: -100...length, using: &random)
            : Swift.min(Swift.max(offset + speed, -100), length)
          let viewport =
            vertical
            ? Rect(x: 0, y: offset, width: 375, height: 700)
            : Rect(x: offset, y: 0, width: 700, height: 375)
          let pass = virtualizer.update(viewport: viewport, in: layout)
          let context = "seed \(seed), frame \(frame), viewport \(viewport)"
          let all = layout.allElements(pinnedIn: viewport)
          XCTAssertEqual(pass.elements, all.filter { $0.frame.intersects(pass.builtRect) }, context)
          let now = pass.elements.map { Key(kind: $0.kind, path: $0.path) }
          XCTAssertEqual(
            pass.appeared.map { Key(kind: $0.kind, path: $0.path) },
            now.filter { !built.contains($0) }, context)
          built = Set(now)
          let queried = pass.builtRect.union(pass.prefetchRect)
          let items = all.filter { $0.kind == .item }
          let inRange = Set(items.filter { $0.frame.intersects(queried) }.map(\.path))
          hinted.formIntersection(inRange)
          let expected = items.filter {
            $0.frame.intersects(pass.prefetchRect) && !$0.frame.intersects(viewport)
              && !hinted.contains($0.path)
          }.map(\.path)
          XCTAssertEqual(pass.prefetch, expected, context)
          hinted.formUnion(pass.prefetch)
          frames += 1
        }
      }
    }
    RandomSweep.tally("MasonryVirtualizer random feeds against a scan", frames)
  }
}
