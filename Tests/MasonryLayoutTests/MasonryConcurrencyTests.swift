// A laid-out engine is a `Sendable` value: many tasks may query one at once,
// and may mutate their own copies while others read it. Run under
// ThreadSanitizer by Scripts/reliability.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class MasonryConcurrencyTests: XCTestCase {
  private static let taskCount = 64

  func testSharedAcrossConcurrentTasks() async throws {
    var random = SplitMix64(seed: 0xC0_4C04)
    let feed = MasonryFeed.random(count: 4_000, using: &random)
    var masonry = try Masonry(
      configuration: .init(
        columns: .fixed(5), columnSpacing: 8, rowSpacing: 8, contentInsets: EdgeInsets(all: 8),
        tolerance: 4, displayScale: 3))
    masonry.prepare(width: 1024, itemCount: feed.count, heights: FeedHeights(feed: feed))
    masonry._checkInvariants()
    let shared = masonry

    // Every task's questions and the answers worked out before any task
    // starts, by brute force over the frames.
    let frames = Array(shared.frames)
    let height = shared.contentSize.height
    let rects = (0..<Self.taskCount).map { (task: Int) -> Rect in
      let x = Double(task % 7) * 90 - 20
      let y = height * Double(task) / Double(Self.taskCount)
      return Rect(x: x, y: y, width: 300 + Double(task % 5) * 150, height: 1_200)
    }
    let expected = rects.map { MasonryReference.items(in: $0, frames: frames).map(\.index) }
    let probes = (0..<Self.taskCount).map { (task: Int) -> (Int, Rect) in
      let index = (task * 997) % feed.count
      return (index, frames[index])
    }
    XCTAssertTrue(expected.allSatisfy { !$0.isEmpty })

    let failures: [String] = await withTaskGroup(of: [String].self) { group in
      for task in 0..<Self.taskCount {
        group.addTask {
          var failures: [String] = []
          for round in 0..<20 {
            let found = shared.items(in: rects[task]).map(\.index)
            if found != expected[task] { failures.append("task \(task) round \(round): \(found)") }
            var visited = 0
            shared.forEachItem(in: rects[task]) { _ in visited += 1 }
            if visited != expected[task].count { failures.append("task \(task): forEachItem") }
            let (index, frame) = probes[task]
            if shared.frame(ofItemAt: index) != frame { failures.append("task \(task): frame") }
          }
          // A task's own copy may change while the others read the
          // original: copy-on-write must leave the shared value alone.
          var own = shared
          own.appendItems(count: 10, heights: FixedHeights(Array(repeating: 50, count: 4_010)))
          own._checkInvariants()
          own.setHeight(1, ofItemAt: task, mode: .reflow)
          own._checkInvariants()
          if own.itemCount != feed.count + 10 { failures.append("task \(task): own copy") }
          if shared.items(in: rects[task]).map(\.index) != expected[task] {
            failures.append("task \(task): the shared value changed")
          }
          return failures
        }
      }
      var all: [String] = []
      for await failures in group { all += failures }
      return all
    }
    XCTAssertEqual(failures, [])
    XCTAssertEqual(Array(shared.frames), frames)
  }
}
