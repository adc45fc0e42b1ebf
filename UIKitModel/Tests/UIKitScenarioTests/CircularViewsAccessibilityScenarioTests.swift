// VoiceOver on WheelView's and CarouselView's collection view (issue 45,
// problem 5), through the model's accessibility, for every engine of
// CircularViewsScenarioTests, left to right and right to left: the view is
// one adjustable element, valued by the item at rest (the selection),
// covering the visible area; an increment (a swipe up) moves the content
// one item on, to the next in reading order, a decrement one back, each
// writing the selection once; at a non-wrapping end a step moves nothing
// and writes nothing; the value follows the caller's selection and a
// user's fling.

import CircularLayout
import CircularLayoutHosting
import CircularLayoutSwiftUI
import CircularLayoutUIKit
import LayoutGeometry
import SwiftUI
import Testing
import UIKit

@MainActor
struct CircularViewsAccessibilityScenarioTests {
  typealias Engine = CircularViewsScenarioTests.Engine

  /// The one element VoiceOver reads in the view SwiftUI shows (the
  /// container of the collection view), which must be adjustable.
  static func element(_ harness: any CircularViewHarness) throws -> ModelAccessibilityElement {
    let elements = harness.containerView.modelAccessibilityElements
    #expect(elements.count == 1, "one element, not one per cell: \(elements.count)")
    let element = try #require(elements.first)
    #expect(element.traits.contains(.adjustable))
    return element
  }

  @Test(arguments: Engine.allCases, [false, true])
  func theViewIsOneAdjustableElementValuedByTheSelection(engine: Engine, rightToLeft: Bool)
    throws
  {
    let harness = try CircularViewsScenarioTests.harness(engine, rightToLeft: rightToLeft)
    let element = try Self.element(harness)
    // The item's description: the items are Ints.
    #expect(element.value == "110", "\(engine)")
    #expect(!element.traits.contains(.selected))
    // It covers what is shown, in the container's coordinates.
    #expect(element.frameInContainer == harness.containerView.bounds, "\(engine)")
  }

  @Test(arguments: Engine.allCases, [false, true])
  func incrementsAndDecrementsMoveOneItemAndWriteOnceEach(engine: Engine, rightToLeft: Bool)
    throws
  {
    let harness = try CircularViewsScenarioTests.harness(engine, rightToLeft: rightToLeft)
    let collectionView = harness.collectionView
    let label = "\(engine) \(rightToLeft ? "rtl" : "ltr")"
    try Self.element(harness).element.accessibilityIncrement()
    #expect(harness.centeredIndex == 11, "\(label)")
    #expect(collectionView.contentOffset == harness.offset(centering: 11), "\(label)")
    #expect(harness.box.writes == [111], "\(label)")
    #expect(try Self.element(harness).value == "111", "\(label)")
    // SwiftUI brings the written value back: nothing moves.
    harness.update(harness.ids, animated: false)
    #expect(harness.centeredIndex == 11, "\(label)")
    #expect(harness.box.writes == [111], "\(label)")
    try Self.element(harness).element.accessibilityDecrement()
    try Self.element(harness).element.accessibilityDecrement()
    #expect(harness.centeredIndex == 9, "\(label)")
    #expect(harness.box.writes == [111, 110, 109], "\(label)")
    #expect(try Self.element(harness).value == "109", "\(label)")
    #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
  }

  @Test(arguments: Engine.allCases, [false, true])
  func theIncrementIsTheNextItemInReadingOrder(engine: Engine, rightToLeft: Bool) throws {
    let harness = try CircularViewsScenarioTests.harness(engine, rightToLeft: rightToLeft)
    let layout = try #require(
      harness.collectionView.collectionViewLayout as? CircularCollectionViewLayout)
    let order = layout.readingOrder.map(\.item)
    let at = try #require(order.firstIndex(of: 10))
    #expect(order[order.index(after: at)] == 11, "\(engine) \(rightToLeft)")
    try Self.element(harness).element.accessibilityIncrement()
    #expect(harness.centeredIndex == 11)
  }

  @Test(arguments: Engine.allCases, [false, true])
  func atANonWrappingEndAStepMovesNothingAndWritesNothing(engine: Engine, rightToLeft: Bool)
    throws
  {
    let wraps = engine == .wrappingWheel || engine == .cylinder
    let label = "\(engine) \(rightToLeft ? "rtl" : "ltr")"
    let last = try CircularViewsScenarioTests.harness(
      engine, selection: 129, rightToLeft: rightToLeft)
    let lastOffset = last.collectionView.contentOffset
    try Self.element(last).element.accessibilityIncrement()
    if wraps {
      #expect(last.centeredIndex == 0, "\(label)")
      #expect(last.box.writes == [100], "\(label)")
    } else {
      #expect(last.collectionView.contentOffset == lastOffset, "\(label)")
      #expect(last.box.writes == [], "\(label)")
      #expect(try Self.element(last).value == "129", "\(label)")
    }
    let first = try CircularViewsScenarioTests.harness(
      engine, selection: 100, rightToLeft: rightToLeft)
    let firstOffset = first.collectionView.contentOffset
    try Self.element(first).element.accessibilityDecrement()
    if wraps {
      #expect(first.centeredIndex == 29, "\(label)")
      #expect(first.box.writes == [129], "\(label)")
    } else {
      #expect(first.collectionView.contentOffset == firstOffset, "\(label)")
      #expect(first.box.writes == [], "\(label)")
    }
  }

  @Test(arguments: Engine.allCases)
  func theValueFollowsTheSelection(engine: Engine) throws {
    let harness = try CircularViewsScenarioTests.harness(engine)
    let collectionView = harness.collectionView
    // The caller's selection.
    harness.select(120, animated: false)
    #expect(try Self.element(harness).value == "120", "\(engine)")
    // A user's drag that settles on item 13 writes it; the value is its.
    collectionView.modelBeginDragging()
    collectionView.contentOffset = harness.offset(centering: 13)
    // No step while a finger is down.
    try Self.element(harness).element.accessibilityIncrement()
    #expect(collectionView.contentOffset == harness.offset(centering: 13), "\(engine)")
    collectionView.modelEndDragging(withVelocity: .zero)
    #expect(harness.box.writes == [113], "\(engine)")
    #expect(try Self.element(harness).value == "113", "\(engine)")
  }
}
