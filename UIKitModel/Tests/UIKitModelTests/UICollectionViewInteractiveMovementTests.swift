// Interactive movement: the data source's permission, the layout's target
// index path and invalidation contexts, and the data source's move.

import Testing
import UIKit

@MainActor
struct UICollectionViewInteractiveMovementTests {
  @Test func anItemTheDataSourceFixesDoesNotMove() {
    let fixture = ModelFixture(counts: [10])
    fixture.dataSource.fixedItems = [IndexPath(item: 2, section: 0)]
    #expect(
      !fixture.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
    #expect(fixture.dataSource.calls == ["canMoveItemAt"])
    #expect(
      !fixture.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 20, section: 0)))
    #expect(fixture.layout.contexts.isEmpty)
  }

  @Test func aMoveAsksTheLayoutForTargetsAndEndsWithTheDataSourcesMove() {
    let fixture = ModelFixture(counts: [10])
    let collectionView = fixture.collectionView
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    fixture.layout.calls = []
    fixture.layout.contexts = []
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 350))  // item 3
    #expect(
      fixture.layout.orderedCalls == [
        "targetIndexPath(forInteractivelyMovingItem:withPosition:)",
        "layoutAttributesForElements",  // the default target query
        "invalidationContext(forInteractivelyMovingItems:)", "invalidateLayout(with:)", "prepare",
        "collectionViewContentSize", "layoutAttributesForElements",
        "layoutAttributesForInteractivelyMovingItem",
      ])
    let moving = fixture.layout.contexts.last!
    #expect(moving.targetIndexPathsForInteractivelyMovingItems == [IndexPath(item: 3, section: 0)])
    #expect(
      moving.previousIndexPathsForInteractivelyMovingItems == [IndexPath(item: 1, section: 0)])
    #expect(moving.interactiveMovementTarget == CGPoint(x: 160, y: 350))
    #expect(
      collectionView.modelInteractivelyMovingItemAttributes?.center == CGPoint(x: 160, y: 350))

    fixture.layout.calls = []
    collectionView.endInteractiveMovement()
    #expect(fixture.dataSource.moves.map { [$0.from.item, $0.to.item] } == [[1, 3]])
    #expect(
      fixture.layout.orderedCalls.prefix(2) == [
        "invalidationContextForEndingInteractiveMovementOfItems(cancelled: false)",
        "invalidateLayout(with:)",
      ])
    let ending = fixture.layout.contexts.last!
    #expect(ending.targetIndexPathsForInteractivelyMovingItems == [IndexPath(item: 3, section: 0)])
    #expect(collectionView.modelInteractivelyMovingItemAttributes == nil)
    #expect(fixture.violations == [])
  }

  @Test func cancellingReturnsTheOriginalPathAndTellsNoDataSource() {
    let fixture = ModelFixture(counts: [10])
    let collectionView = fixture.collectionView
    collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0))
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 450))  // item 4
    fixture.layout.calls = []
    collectionView.cancelInteractiveMovement()
    #expect(fixture.dataSource.moves.isEmpty)
    #expect(
      fixture.layout.orderedCalls.first
        == "invalidationContextForEndingInteractiveMovementOfItems(cancelled: true)")
    let ending = fixture.layout.contexts.last!
    #expect(ending.targetIndexPathsForInteractivelyMovingItems == [IndexPath(item: 1, section: 0)])
    #expect(
      ending.previousIndexPathsForInteractivelyMovingItems == [IndexPath(item: 4, section: 0)])
    #expect(fixture.violations == [])
  }

  @Test func aDataSourceThatDoesNotMoveAcrossSectionsIsRecorded() {
    final class StubbornDataSource: NSObject, UICollectionViewDataSource {
      func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 3 }
      func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
      ) -> UICollectionViewCell { UICollectionViewCell() }
    }
    let fixture = ModelFixture(counts: [3, 3])
    let stubborn = StubbornDataSource()
    fixture.collectionView.dataSource = stubborn
    fixture.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
    fixture.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 450))
    fixture.collectionView.endInteractiveMovement()
    #expect(fixture.collectionView.modelViolations.map(\.kind) == [.invalidNumberOfItems])
  }
}
