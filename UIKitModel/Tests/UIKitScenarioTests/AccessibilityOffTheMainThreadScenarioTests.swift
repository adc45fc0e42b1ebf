// The package's accessibility elements asked off the main thread (issue
// 58, item 3). VoiceOver asks on the main thread, but the members are
// NSObject's informal protocols, and an accessibility-audit or analytics
// SDK may ask from a queue of its own: the carousel row's elements and the
// circular views' element answer there with what they last answered on
// the main thread, send their actions to the main actor, and never trap.

import CircularLayoutUIKit
import Foundation
import Testing
import UIKit

@MainActor
struct AccessibilityOffTheMainThreadScenarioTests {
  /// Calls `body` on a thread other than the main one, as Objective-C code
  /// does: an SDK's call reaches the element whatever Swift's isolation
  /// says, so the model's main-actor declarations are stripped here.
  nonisolated static func fromAnotherThread<T: Sendable>(
    _ body: @escaping @MainActor () -> T
  ) async -> T {
    nonisolated(unsafe) let call = unsafeBitCast(body, to: (() -> T).self)
    return await Task.detached {
      #expect(!Thread.isMainThread)
      return call()
    }.value
  }

  /// Lets what an action sent to the main actor run, until `done`.
  func settle(until done: () -> Bool) async {
    for _ in 0..<100 where !done() { await Task.yield() }
  }

  @Test func theCarouselRowsElementAnswersOnAnyThread() async throws {
    let (screen, collectionView, opened) = CarouselRowAccessibilityScenarioTests().screen()
    let row = try #require(
      collectionView.modelAccessibilityElements.first { $0.label == "Albums" }?.element)
    // What the main thread answered last.
    let value = row.accessibilityValue
    let frame = (row as? UIAccessibilityElement)?.accessibilityFrameInContainerSpace
    #expect(value == "Album 0")
    #expect(frame == CGRect(x: 0, y: 132, width: 390, height: 200))
    // The same answers from another thread; the increment is sent to the
    // main actor, and the activation too, answered `true` (the element's
    // to handle).
    let answers = await Self.fromAnotherThread {
      let element = row as! UIAccessibilityElement
      let read = (element.accessibilityValue, element.accessibilityFrameInContainerSpace)
      element.accessibilityIncrement()
      return (read.0, read.1, element.accessibilityActivate())
    }
    #expect(answers.0 == value)
    #expect(answers.1 == frame)
    #expect(answers.2 == true)
    await settle { screen.albums.centeredIndexPath?.item == 1 && !opened().isEmpty }
    #expect(screen.albums.centeredIndexPath?.item == 1)
    #expect(screen.rowOffset == 150)
    // The activation ran after the step: it opened the centred album.
    #expect(opened() == [IndexPath(item: 1, section: 1)])
    #expect(row.accessibilityValue == "Album 1")
    // Off the main thread, the new answers.
    let after = await Self.fromAnotherThread {
      (row.accessibilityValue, row.accessibilityActivate())
    }
    #expect(after.0 == "Album 1")
    #expect(after.1 == true)
    await settle { opened().count == 2 }
    #expect(opened().count == 2)
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }

  @Test func theCarouselRowsElementViewAnswersOnAnyThread() async throws {
    let (screen, collectionView, opened) = CarouselRowElementScenarioTests().screen()
    let row = try #require(
      collectionView.modelAccessibilityElements.first { $0.label == "Albums" }?.element)
    #expect(row.accessibilityValue == "Album 0")
    let answers = await Self.fromAnotherThread {
      let read = (row.accessibilityLabel, row.accessibilityValue)
      row.accessibilityIncrement()
      return (read.0, read.1, row.accessibilityActivate())
    }
    #expect(answers.0 == "Albums")
    #expect(answers.1 == "Album 0")
    #expect(answers.2 == true)
    await settle { screen.albums.centeredIndexPath?.item == 1 && !opened().isEmpty }
    #expect(screen.albums.centeredIndexPath?.item == 1)
    #expect(opened() == [IndexPath(item: 1, section: 1)])
    // Read on the main thread, then the same answer off it.
    #expect(row.accessibilityValue == "Album 1")
    let after = await Self.fromAnotherThread { row.accessibilityValue }
    #expect(after == "Album 1")
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }

  @Test(arguments: CircularViewsScenarioTests.Engine.allCases)
  func theCircularViewsElementAnswersOnAnyThread(engine: CircularViewsScenarioTests.Engine)
    async throws
  {
    let harness = try CircularViewsScenarioTests.harness(engine, rightToLeft: false)
    let element = try CircularViewsAccessibilityScenarioTests.element(harness).element
    let frame = (element as? UIAccessibilityElement)?.accessibilityFrameInContainerSpace
    #expect(element.accessibilityValue == "110")
    let answers = await Self.fromAnotherThread {
      let read = (
        element.accessibilityValue,
        (element as? UIAccessibilityElement)?.accessibilityFrameInContainerSpace
      )
      element.accessibilityIncrement()
      return read
    }
    #expect(answers.0 == "110", "\(engine)")
    #expect(answers.1 == frame, "\(engine)")
    await settle { harness.centeredIndex == 11 }
    #expect(harness.centeredIndex == 11, "\(engine)")
    #expect(harness.box.writes == [111], "\(engine)")
    _ = await Self.fromAnotherThread { element.accessibilityDecrement() }
    await settle { harness.centeredIndex == 10 }
    #expect(harness.centeredIndex == 10, "\(engine)")
    #expect(harness.box.writes == [111, 110], "\(engine)")
    #expect(element.accessibilityValue == "110")
  }
}
