// The order of the calls a collection view makes on its layout on the
// first layout, a scroll and a bounds change.

import Testing
import UIKit

@MainActor
struct UICollectionViewLayoutPassTests {
  @Test func firstLayoutPreparesThenReadsTheContentSizeThenQueriesTheBounds() {
    let layout = SpyLayout()
    let dataSource = SpyDataSource(counts: [100])
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collectionView.modelPreloadFraction = 0
    collectionView.dataSource = dataSource
    #expect(layout.calls == [], "nothing before the first layout")
    collectionView.layoutIfNeeded()
    #expect(
      layout.orderedCalls == [
        "prepare", "collectionViewContentSize", "layoutAttributesForElements",
      ])
    #expect(collectionView.contentSize == CGSize(width: 320, height: 10_000))
    #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(0...4))
    #expect(collectionView.modelViolations.map(\.description) == [])
  }

  @Test func aScrollTheLayoutKeepsOnlyQueriesTheNewBounds() {
    let fixture = ModelFixture()
    fixture.collectionView.contentOffset = CGPoint(x: 0, y: 1_000)
    #expect(
      fixture.layout.orderedCalls == [
        "shouldInvalidateLayout(forBoundsChange:)", "layoutAttributesForElements",
      ])
    #expect(fixture.collectionView.indexPathsForVisibleItems.map(\.item) == Array(10...14))
    #expect(fixture.violations == [])
  }

  @Test func aScrollTheLayoutInvalidatesForPreparesAgain() {
    let fixture = ModelFixture()
    var asked: [CGRect] = []
    fixture.layout.invalidatesForBoundsChange = { bounds in
      asked.append(bounds)
      #expect(fixture.collectionView.bounds.origin == .zero, "asked with the old bounds in place")
      return true
    }
    fixture.collectionView.contentOffset = CGPoint(x: 0, y: 250)
    #expect(asked == [CGRect(x: 0, y: 250, width: 320, height: 480)])
    #expect(
      fixture.layout.orderedCalls == [
        "shouldInvalidateLayout(forBoundsChange:)", "invalidationContext(forBoundsChange:)",
        "invalidateLayout(with:)", "prepare", "collectionViewContentSize",
        "layoutAttributesForElements",
      ])
    #expect(fixture.layout.contexts.map(\.invalidateEverything) == [false])
    #expect(fixture.collectionView.indexPathsForVisibleItems.map(\.item) == Array(2...7))
  }

  @Test func aSizeChangeIsAnAnimatedBoundsChangeFollowedByATargetOffset() {
    let fixture = ModelFixture()
    fixture.collectionView.contentOffset = CGPoint(x: 0, y: 1_000)
    fixture.layout.calls = []
    fixture.layout.invalidatesForBoundsChange = { [collectionView = fixture.collectionView] in
      $0.size != collectionView.bounds.size
    }
    fixture.layout.targetOffset = CGPoint(x: 0, y: 700)
    fixture.collectionView.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
    #expect(
      fixture.layout.orderedCalls == [
        "shouldInvalidateLayout(forBoundsChange:)", "invalidationContext(forBoundsChange:)",
        "invalidateLayout(with:)", "prepare", "prepare(forAnimatedBoundsChange:)",
        "collectionViewContentSize", "targetContentOffset(forProposedContentOffset:)",
        "shouldInvalidateLayout(forBoundsChange:)", "layoutAttributesForElements",
        "finalizeAnimatedBoundsChange",
      ])
    #expect(fixture.collectionView.contentOffset == CGPoint(x: 0, y: 700))
    #expect(fixture.collectionView.contentSize.width == 480)
    #expect(fixture.collectionView.indexPathsForVisibleItems.map(\.item) == Array(7...10))
  }

  @Test func aSizeChangeTheLayoutIgnoresIsNotLaidOutAgain() {
    let fixture = ModelFixture()
    fixture.collectionView.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
    #expect(
      fixture.layout.orderedCalls == [
        "shouldInvalidateLayout(forBoundsChange:)", "layoutAttributesForElements",
      ])
    #expect(fixture.collectionView.contentSize.width == 320, "the old layout stays")
  }

  @Test func invalidateLayoutInvalidatesEverythingThroughInvalidateLayoutWithContext() {
    let fixture = ModelFixture()
    fixture.layout.invalidateLayout()
    #expect(
      fixture.layout.orderedCalls == [
        "invalidateLayout(with:)", "prepare", "collectionViewContentSize",
        "layoutAttributesForElements",
      ])
    #expect(fixture.layout.contexts.map(\.invalidateEverything) == [true])
    #expect(fixture.layout.contexts.map(\.invalidateDataSourceCounts) == [false])
  }

  @Test func reloadDataReadsTheCountsAgainAndInvalidatesEverything() {
    let fixture = ModelFixture()
    fixture.dataSource.counts = [3]
    #expect(fixture.collectionView.numberOfItems(inSection: 0) == 100, "counts are cached")
    fixture.collectionView.reloadData()
    #expect(fixture.collectionView.numberOfItems(inSection: 0) == 3)
    #expect(fixture.layout.contexts.map(\.invalidateEverything) == [true])
    #expect(fixture.layout.contexts.map(\.invalidateDataSourceCounts) == [true])
    #expect(fixture.collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
    #expect(fixture.violations == [])
  }

  @Test func anInvalidationContextsOffsetAdjustmentMovesTheContent() {
    let fixture = ModelFixture()
    fixture.collectionView.contentOffset = CGPoint(x: 0, y: 300)
    let context = UICollectionViewLayoutInvalidationContext()
    context.contentOffsetAdjustment = CGPoint(x: 0, y: 45)
    fixture.layout.invalidateLayout(with: context)
    #expect(fixture.collectionView.contentOffset == CGPoint(x: 0, y: 345))
  }

  @Test func aDragEndsWhereTheLayoutSaysFromUIKitsProjectedOffset() {
    let fixture = ModelFixture()
    fixture.collectionView.contentOffset = CGPoint(x: 0, y: 1_000)
    fixture.layout.calls = []
    let rest = fixture.collectionView.modelEndDragging(withVelocity: CGPoint(x: 0, y: 2))
    // 1000 + 2 · 0.998 / 0.002 = 1998, which the layout rounds to 2000.
    #expect(abs(fixture.layout.proposals[0].offset.y - 1_998) < 1e-6)
    #expect(fixture.layout.proposals[0].velocity == CGPoint(x: 0, y: 2))
    #expect(rest == CGPoint(x: 0, y: 2_000))
    #expect(fixture.collectionView.contentOffset == rest)
    #expect(
      fixture.layout.orderedCalls.prefix(2) == [
        "targetContentOffset(forProposedContentOffset:withScrollingVelocity:)",
        "shouldInvalidateLayout(forBoundsChange:)",
      ])
    fixture.collectionView.decelerationRate = .fast
    fixture.collectionView.modelEndDragging(withVelocity: CGPoint(x: 0, y: -1))
    // 2000 − 1 · 0.99 / 0.01 = 1901.
    #expect(abs(fixture.layout.proposals[1].offset.y - 1_901) < 1e-6)
    #expect(fixture.collectionView.contentOffset.y == 1_900)
  }
}
