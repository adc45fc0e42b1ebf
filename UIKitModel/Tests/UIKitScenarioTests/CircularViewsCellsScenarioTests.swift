// WheelView's and CarouselView's cells as a device treats them (issue 45):
// every displayed cell is asked its preferred attributes on each scrolled
// frame (the layouts invalidate on every bounds change).

import CircularLayout
import CircularLayoutUIKit
import LayoutGeometry
import SwiftUI
import Testing
import UIKit

@MainActor
struct CircularViewsCellsScenarioTests {
  typealias Engine = CircularViewsScenarioTests.Engine

  /// The hosted content's measurements, summed over the displayed cells.
  static func sizingCount(_ collectionView: UICollectionView) -> Int {
    collectionView.modelDisplayedLayoutAttributes.reduce(0) { sum, attributes in
      sum + (collectionView.cellForItem(at: attributes.indexPath)?.modelHostedSizingCount ?? 0)
    }
  }

  /// Problem 3: a scrolled frame sizes no item's content. UIKit asks each
  /// displayed cell its preferred attributes on every frame (the model
  /// counts the requests); the cells answer with the layout's attributes,
  /// without measuring the SwiftUI content, which the layout would ignore.
  @Test(arguments: Engine.allCases)
  func aScrolledFrameMeasuresNoContent(engine: Engine) throws {
    let harness = try CircularViewsScenarioTests.harness(engine)
    let collectionView = harness.collectionView
    // The reading under which this costs: UIKit asks a cell whenever the
    // attributes it is shown with change (the model's default asks only
    // when an invalidation names it).
    collectionView.modelFitsOnlyNamedCells = false
    let requestsBefore = collectionView.modelSizingRequestCount
    let measuredBefore = Self.sizingCount(collectionView)
    let start = collectionView.contentOffset
    for frame in 1...10 {
      collectionView.contentOffset = CircularViewsScenarioTests.moved(
        start, by: CGFloat(frame) * 7, along: harness.axis)
      collectionView.layoutIfNeeded()
    }
    #expect(
      collectionView.modelSizingRequestCount > requestsBefore,
      "\(engine): UIKit asks the cells on every frame")
    let requests = collectionView.modelSizingRequestCount - requestsBefore
    let measured = Self.sizingCount(collectionView) - measuredBefore
    #expect(measured == 0, "\(engine): \(measured) measurements for \(requests) requests")
    #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
  }

  /// Problem 4: a tap where carousel items overlap finds the item drawn
  /// on top. For every style, scrolled a third of an item off the rest
  /// (so neighbours overlap the centred one) and after a scroll through
  /// the items (so cells were added in another order than their depth),
  /// the touch at each of a grid of points finds the cell of the item
  /// the layout's outline hit-test names, and nothing where it names none.
  @Test(arguments: Carousel.Style.allCases.filter { $0 != .custom })
  func aTapFindsTheItemDrawnOnTop(style: Carousel.Style) throws {
    let carousel = try Carousel(itemSize: Size(width: 200, height: 200), style: style)
    let harness = CircularHarness(
      carousel, ids: Array(100..<130),
      selection: 110, rightToLeft: false)
    let collectionView = harness.collectionView
    ScenarioChecks.watch(collectionView)
    collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    collectionView.layoutIfNeeded()
    // Through the items and back, then a third of an item off the rest.
    let rest = collectionView.contentOffset
    for index in [20, 3, 14, 10] {
      collectionView.contentOffset = harness.offset(centering: index)
    }
    let third = harness.offset(centering: 11)
    collectionView.contentOffset = CGPoint(
      x: rest.x + (third.x - rest.x) / 3, y: rest.y + (third.y - rest.y) / 3)
    collectionView.layoutIfNeeded()
    let layout = harness.coordinator.layout
    let bounds = collectionView.bounds
    var overlapping = 0
    var misses: [String] = []
    for row in 0..<40 {
      for column in 0..<20 {
        let point = CGPoint(
          x: bounds.minX + (CGFloat(column) + 0.5) * bounds.width / 20,
          y: bounds.minY + (CGFloat(row) + 0.5) * bounds.height / 40)
        let expected = layout.indexPathForItem(at: point)
        let frames = collectionView.modelDisplayedLayoutAttributes.filter {
          $0.representedElementCategory == .cell && $0.frame.contains(point)
        }
        if frames.count > 1 { overlapping += 1 }
        let hit = collectionView.hitTest(point, with: nil)
        let found = (hit as? UICollectionViewCell).flatMap { collectionView.indexPath(for: $0) }
        if found != expected {
          misses.append(
            "\(point): found \(found.map { "\($0.item)" } ?? "none"), drawn \(expected.map { "\($0.item)" } ?? "none")"
          )
        }
      }
    }
    #expect(misses == [], "\(style): \(misses.count) of 800 points")
    #expect(overlapping > 0 || style == .linear, "\(style): items overlap somewhere")
    #expect(
      ScenarioChecks.problems(in: collectionView, bruteForce: false, itemsMayOverlap: true) == [])
  }

  /// Problem 11: a data change in a transaction with an animation
  /// animates, also when the transaction disables animations, which
  /// stops only implicit ones ("This value is true during the initial
  /// phase of a two-part transition update, to prevent animation(_:) from
  /// inserting new animations into the transaction",
  /// `Transaction.disablesAnimations`); none without an animation.
  @Test func aDataChangeAnimatesAsItsTransactionSays() throws {
    let harness = try #require(
      try CircularViewsScenarioTests.harness(.wheel) as? CircularHarness<Wheel>)
    let collectionView = harness.collectionView
    var transaction = Transaction(animation: .default)
    transaction.disablesAnimations = true
    harness.updateUIView(Array(100..<129), in: transaction)
    #expect(collectionView.modelLastBatchWasAnimated == true)
    harness.updateUIView(Array(100..<128), in: Transaction())
    #expect(collectionView.modelLastBatchWasAnimated == false)
    harness.updateUIView(Array(100..<127), in: Transaction(animation: .default))
    #expect(collectionView.modelLastBatchWasAnimated == true)
    #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
  }
}
