// A configured carousel is a `Sendable` value: many tasks may query one at
// once (items, single items, taps, scroll positions), including one with a
// custom style, and may change their own copies while the others read it.
// Run under ThreadSanitizer by Scripts/reliability.

import CircularLayout
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class CarouselConcurrencyTests: XCTestCase {
  private static let taskCount = 48

  /// One task's questions: a viewport, an item count and a few points.
  private struct Question: Sendable {
    var viewport: Rect
    var count: Int
    var points: [Point]
  }

  /// What a task should find, worked out serially before any task starts.
  private struct Answer: Sendable, Equatable {
    var items: [Carousel.Item]
    var middle: Carousel.Item?
    var taps: [Int?]
    var position: Double
  }

  func testSharedAcrossConcurrentTasks() async throws {
    var cylinder = try Carousel(itemSize: Size(width: 180, height: 220), style: .cylinder)
    cylinder.wrapsAround = true
    cylinder._checkInvariants()
    var coverFlow = try Carousel(itemSize: Size(width: 160, height: 200), style: .coverFlow)
    coverFlow.layoutDirection = .rightToLeft
    coverFlow._checkInvariants()
    var staircase = try Carousel(
      itemSize: Size(width: 150, height: 150),
      custom: ParametricTransform(
        parameters: CarouselCustomParameters(step: 90, lift: 10, turn: 0.3)))
    staircase.axis = .vertical
    staircase._checkInvariants()
    let carousels = [cylinder, coverFlow, staircase]
    for carousel in carousels { carousel._checkInvariants() }

    let questions = (0..<Self.taskCount).map { task -> Question in
      let count = [7, 100, 10_000_000][task % 3]
      let viewport = Rect(
        x: Double(task) * 137, y: Double(task % 5) * 211, width: 375, height: 812)
      let points = (0..<9).map { k -> Point in
        let across: Double = Double(k % 3) * viewport.width / 2.5
        let down: Double = Double(k / 3) * viewport.height / 2.5
        return Point(x: viewport.minX + across + 20, y: viewport.minY + down + 30)
      }
      return Question(viewport: viewport, count: count, points: points)
    }
    func answer(_ carousel: Carousel, _ question: Question) -> Answer {
      let position = carousel.scrollPosition(in: question.viewport, itemCount: question.count)
      let middle = Int(position.rounded()) % question.count
      return Answer(
        items: carousel.items(in: question.viewport, itemCount: question.count),
        middle: carousel.item(middle, in: question.viewport, itemCount: question.count),
        taps: question.points.map {
          carousel.itemIndex(at: $0, in: question.viewport, itemCount: question.count)
        },
        position: position)
    }
    let expected = (0..<Self.taskCount).map { task in
      carousels.map { answer($0, questions[task]) }
    }
    // The questions must reach something: items and taps that hit.
    XCTAssertGreaterThan(expected.joined().filter { !$0.items.isEmpty }.count, 100)
    XCTAssertGreaterThan(
      expected.joined().map { $0.taps.compactMap { $0 }.count }.reduce(0, +), 100)

    let failures: [String] = await withTaskGroup(of: [String].self) { group in
      for task in 0..<Self.taskCount {
        group.addTask {
          var failures: [String] = []
          for round in 0..<10 {
            for (which, carousel) in carousels.enumerated()
            where answer(carousel, questions[task]) != expected[task][which] {
              failures.append("task \(task), carousel \(which), round \(round)")
            }
          }
          // A task's own copy may change while the others read the
          // original.
          var own = carousels[task % 3]
          try? own.update { $0.perspective = -1.0 / 300 }
          own._checkInvariants()
          own.showsBackfaces.toggle()
          own._checkInvariants()
          _ = own.items(in: questions[task].viewport, itemCount: questions[task].count)
          if answer(carousels[task % 3], questions[task]) != expected[task][task % 3] {
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
  }
}
