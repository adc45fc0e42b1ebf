// A prepared sectioned layout is a `Sendable` value: many tasks may query
// one at once, pinned or not, and may update their own copies while
// others read it. Run under ThreadSanitizer by Scripts/reliability.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class SectionedMasonryConcurrencyTests: XCTestCase {
  private static let taskCount = 48

  func testSharedAcrossConcurrentTasks() async throws {
    var random = SplitMix64(seed: 0x5EC7_C0C0)
    var sections = (0..<40).map { _ in random.sectionData(maximumItems: 60, badValues: false) }
    for index in sections.indices { sections[index].configuration = nil }
    let feed = SectionFeed(sections)
    var configuration = Masonry.Configuration(columns: .fixed(3))
    configuration.contentInsets = EdgeInsets(all: 8)
    let shared = try preparedSections(configuration, width: 768, feed: feed, pinsHeaders: true)
    let length = shared.contentSize.height

    // Every task's questions, and the answers worked out before any task
    // starts: the queries by a scan of every element.
    let viewports = (0..<Self.taskCount).map { (task: Int) -> Rect in
      Rect(x: 0, y: length * Double(task) / Double(Self.taskCount), width: 768, height: 1_024)
    }
    let expected = viewports.map {
      bruteForceElements(shared, in: $0, pinnedIn: $0).map(\.referenceElement)
    }
    let anchors = viewports.map { shared.anchor(in: $0) }
    let taps = viewports.map { shared.element(at: Point(x: 100, y: $0.midY), pinnedIn: $0) }
    let orders = viewports.map { shared.readingOrder(in: $0) }
    XCTAssertTrue(expected.allSatisfy { !$0.isEmpty })

    let failures: [String] = await withTaskGroup(of: [String].self) { group in
      for task in 0..<Self.taskCount {
        group.addTask {
          var failures: [String] = []
          let viewport = viewports[task]
          for round in 0..<10 {
            let found = shared.elements(in: viewport, pinnedIn: viewport).map(\.referenceElement)
            if found != expected[task] { failures.append("task \(task) round \(round)") }
            if shared.anchor(in: viewport) != anchors[task] {
              failures.append("task \(task): anchor")
            }
            if shared.element(at: Point(x: 100, y: viewport.midY), pinnedIn: viewport) != taps[task]
            {
              failures.append("task \(task): tap")
            }
            if shared.readingOrder(in: viewport) != orders[task] {
              failures.append("task \(task): reading order")
            }
          }
          // A task's own copy may change while the others read the
          // original: copy-on-write must leave the shared value alone.
          var own = shared
          let section = task % feed.sections.count
          own.removeItems(in: 0..<1, inSection: section, mode: .keepColumns)
          own._checkInvariants()
          own.setHeaderHeight(99, inSection: section)
          own._checkInvariants()
          if (try? own.insertSections(in: section..<section + 1, sections: feed)) == nil {
            failures.append("task \(task): insertSections threw")
          }
          own._checkInvariants()
          if own.sectionCount != feed.sections.count + 1 {
            failures.append("task \(task): own copy")
          }
          let again = shared.elements(in: viewport, pinnedIn: viewport).map(\.referenceElement)
          if again != expected[task] { failures.append("task \(task): the shared value changed") }
          return failures
        }
      }
      var all: [String] = []
      for await failures in group { all += failures }
      return all
    }
    XCTAssertEqual(failures, [])
    shared._checkInvariants()
  }
}
