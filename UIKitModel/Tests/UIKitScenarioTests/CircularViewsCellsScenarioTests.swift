// WheelView's and CarouselView's cells as a device treats them (issue 45):
// every displayed cell is asked its preferred attributes on each scrolled
// frame (the layouts invalidate on every bounds change).

import CircularLayoutUIKit
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
}
