// The masonry layout given bad input through the UIKit model: each is
// taken without a trap and without breaking UIKit's rules.

import LayoutTestSupport
import MasonryLayout
import MasonryLayoutUIKit
import Testing
import UIKit

@MainActor
struct MasonryBadInputScenarioTests {
  typealias Scene = MasonryScenarioTests.Scene

  @Test func aDelegateThatAnswersNaNNegativeOrInfiniteHeights() {
    let feed = Feed(counts: [30])
    feed.heightOverrides = [
      IndexPath(item: 0, section: 0): .nan, IndexPath(item: 1, section: 0): -40,
      IndexPath(item: 2, section: 0): .infinity, IndexPath(item: 3, section: 0): -.infinity,
    ]
    let layout = try! MasonryCollectionViewLayout(
      configuration: Masonry.Configuration(columns: .fixed(2)))
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    ScenarioChecks.watch(collectionView)
    collectionView.dataSource = feed
    collectionView.delegate = feed
    collectionView.layoutIfNeeded()
    #expect(ScenarioChecks.problems(in: collectionView) == [])
    collectionView.contentOffset = CGPoint(x: 0, y: 600)
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }

  @Test(arguments: [CGFloat.nan, 0, -10, .infinity])
  func aCellThatMeasuresABadHeightNeitherLoopsNorBreaksTheLayout(height: CGFloat) {
    let scene = Scene(counts: [40])
    let estimate = scene.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.size
    scene.collectionView.modelCellSizing = { CGSize(width: $0.size.width, height: height) }
    scene.collectionView.setNeedsLayout()
    scene.collectionView.layoutIfNeeded()
    // The documented outcome: NaN, negative and infinite measurements are
    // ignored (the estimate stays); zero is a real height.
    let measured = scene.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.size
    #expect(measured.height == (height == 0 ? 0 : estimate.height))
    scene.scroll(to: 700)
    #expect(ScenarioChecks.problems(in: scene.collectionView) == [])
  }

  @Test func countsChangedWithoutAnUpdateAreUIKitsInconsistencyAndTheLayoutRecovers() {
    let scene = Scene(counts: [20])
    scene.feed.sections[0].removeLast(5)  // the app forgot to tell
    scene.scroll(to: 300)
    #expect(scene.collectionView.modelViolations.isEmpty, "unseen until the next update")
    scene.collectionView.performBatchUpdates {
      scene.feed.sections[0].insert(scene.feed.makeIdentity(), at: 0)
      scene.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    // UIKit raises here; the model records it and reloads.
    #expect(scene.collectionView.modelViolations.map(\.kind) == [.invalidNumberOfItems])
    scene.collectionView.modelViolations = []
    #expect(scene.collectionView.numberOfItems(inSection: 0) == 16)
    #expect(ScenarioChecks.problems(in: scene.collectionView) == [])
  }

  @Test func anUpdateThatDeletesWhatDoesNotExist() {
    let scene = Scene(counts: [10])
    scene.collectionView.performBatchUpdates {
      scene.feed.sections[0].removeLast()
      scene.collectionView.deleteItems(at: [IndexPath(item: 10, section: 0)])
    }
    #expect(scene.collectionView.modelViolations.map(\.kind) == [.invalidUpdateIndexPath])
    scene.collectionView.modelViolations = []
    #expect(ScenarioChecks.problems(in: scene.collectionView) == [])
  }

  @Test func aDragToAPointOutsideTheContent() {
    let scene = Scene(counts: [30], columns: 3)
    let collectionView = scene.collectionView
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
    for point in [
      CGPoint(x: -500, y: -500), CGPoint(x: 10_000, y: 50), CGPoint(x: 100, y: 1e9),
      CGPoint(x: CGFloat.nan, y: 10),
    ] {
      collectionView.updateInteractiveMovementTargetPosition(point)
      #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [], "\(point)")
    }
    collectionView.endInteractiveMovement()
    #expect(scene.feed.sections[0].count == 30)
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }
}
