// What the collection view shows: the elements of the prepared area (the
// bounds and a margin beyond them), each keeping the attributes it was
// shown with until an invalidation names it; the cells beyond the bounds
// size themselves too; the two prepare calls of an update come in either
// order.

import Testing
import UIKit

@MainActor
struct UICollectionViewDisplayTests {
  /// The items the collection view shows, with the y of each as shown.
  func shown(_ collectionView: UICollectionView) -> [Int: CGFloat] {
    Dictionary(
      collectionView.modelDisplayedLayoutAttributes.map { ($0.indexPath.item, $0.frame.minY) },
      uniquingKeysWith: { first, _ in first })
  }

  @Test func eachPassAsksForTheBoundsGrownByThePreloadFractionOnEachSide() {
    let fixture = ModelFixture(preloadFraction: 0.5)
    fixture.collectionView.contentOffset = CGPoint(x: 0, y: 1_000)
    // 320x480 at y 1000, grown by 160 and 240 on each side.
    #expect(fixture.layout.queriedRects.last == CGRect(x: -160, y: 760, width: 640, height: 960))
    // Items are 100 tall: 7 (700...800) to 17 (1700...1800) are shown, 10
    // to 14 on screen.
    #expect(shown(fixture.collectionView).keys.sorted() == Array(7...17))
    #expect(fixture.collectionView.indexPathsForVisibleItems.map(\.item) == Array(10...14))
    #expect(
      fixture.collectionView.modelVisibleLayoutAttributes.map(\.indexPath.item) == [
        10, 11, 12, 13, 14,
      ])
    #expect(fixture.violations == [])
  }

  @Test func aBadPreloadFractionReadsAsNone() {
    for fraction in [-1, .nan, .infinity] as [CGFloat] {
      let fixture = ModelFixture(preloadFraction: fraction)
      fixture.collectionView.contentOffset = CGPoint(x: 0, y: 1_000)
      #expect(fixture.layout.queriedRects.last == CGRect(x: 0, y: 1_000, width: 320, height: 480))
    }
  }

  @Test func cellsBeyondTheBoundsSizeThemselves() {
    let fixture = ModelFixture(preloadFraction: 0.5)
    var measured = Set<Int>()
    fixture.collectionView.modelCellSizing = { attributes in
      measured.insert(attributes.indexPath.item)
      return attributes.size
    }
    fixture.layout.invalidateLayout()
    // The prepared area is y -240...720: items 0 to 7.
    #expect(measured == Set(0...7))
  }

  @Test func aContextThatNamesAnItemRefreshesItAloneAndTheRestKeepTheirAttributes() {
    let fixture = ModelFixture()
    let collectionView = fixture.collectionView
    // Item 1 grows by 50, which moves items 2, 3 and 4 down; the context
    // names item 1 only.
    fixture.layout.measuredHeights[IndexPath(item: 1, section: 0)] = 150
    let context = UICollectionViewLayoutInvalidationContext()
    context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
    fixture.layout.invalidateLayout(with: context)
    #expect(shown(collectionView) == [0: 0, 1: 100, 2: 200, 3: 300, 4: 400])
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame.minY == 250)
    let stale = collectionView.modelStaleDisplayedElements()
    #expect(stale.count == 3, "\(stale)")
    #expect(stale.first?.hasPrefix("cell  [0, 2] is shown at") == true, "\(stale)")

    // A scroll the layout does not invalidate for keeps them as they are;
    // an item that scrolls in takes the layout's attributes.
    collectionView.contentOffset = CGPoint(x: 0, y: 100)
    #expect(shown(collectionView) == [1: 100, 2: 200, 3: 300, 4: 400, 5: 550])
    #expect(collectionView.modelStaleDisplayedElements().count == 3)

    // A context that names none refreshes every element shown.
    fixture.layout.invalidateLayout(with: UICollectionViewLayoutInvalidationContext())
    #expect(shown(collectionView) == [1: 100, 2: 250, 3: 350, 4: 450, 5: 550])
    #expect(collectionView.modelStaleDisplayedElements() == [])
    #expect(fixture.violations == [])
  }

  @Test func anEmptyListOfItemsNamesNothingAndRefreshesNothing() {
    let fixture = ModelFixture()
    fixture.layout.measuredHeights[IndexPath(item: 0, section: 0)] = 150
    let context = UICollectionViewLayoutInvalidationContext()
    context.invalidateItems(at: [])
    fixture.layout.invalidateLayout(with: context)
    #expect(shown(fixture.collectionView) == [0: 0, 1: 100, 2: 200, 3: 300, 4: 400])
    #expect(fixture.collectionView.modelStaleDisplayedElements().count == 5)
  }

  @Test func invalidatingEverythingOrTheCountsRefreshesEveryElementShown() {
    let fixture = ModelFixture()
    fixture.layout.measuredHeights[IndexPath(item: 0, section: 0)] = 150
    fixture.layout.invalidateLayout()
    #expect(shown(fixture.collectionView) == [0: 0, 1: 150, 2: 250, 3: 350, 4: 450])

    fixture.layout.measuredHeights[IndexPath(item: 0, section: 0)] = 50
    fixture.collectionView.performBatchUpdates {
      fixture.dataSource.counts = [101]
      fixture.collectionView.insertItems(at: [IndexPath(item: 100, section: 0)])
    }
    #expect(shown(fixture.collectionView) == [0: 0, 1: 50, 2: 150, 3: 250, 4: 350, 5: 450])
    #expect(fixture.collectionView.modelStaleDisplayedElements() == [])
  }

  @Test func anElementThatLeavesThePreparedAreaComesBackWithTheLayoutsAttributes() {
    let fixture = ModelFixture()
    fixture.layout.measuredHeights[IndexPath(item: 0, section: 0)] = 150
    let context = UICollectionViewLayoutInvalidationContext()
    context.invalidateItems(at: [IndexPath(item: 0, section: 0)])
    fixture.layout.invalidateLayout(with: context)
    #expect(shown(fixture.collectionView)[3] == 300, "kept")
    fixture.collectionView.contentOffset = CGPoint(x: 0, y: 2_000)
    fixture.collectionView.contentOffset = .zero
    #expect(shown(fixture.collectionView)[3] == 350, "shown again, afresh")
  }

  @Test func thePassHandlerSeesEachPassAfterItsQuery() {
    let fixture = ModelFixture()
    var seen: [[Int]] = []
    fixture.collectionView.modelPassHandler = { collectionView in
      seen.append(collectionView.modelDisplayedLayoutAttributes.map(\.indexPath.item))
    }
    fixture.collectionView.contentOffset = CGPoint(x: 0, y: 250)
    fixture.layout.invalidateLayout()
    #expect(seen == [Array(2...7), Array(2...7)])
  }

  @Test func anUpdatesPrepareCallsComeInEitherOrder() {
    for first in [false, true] {
      let fixture = ModelFixture(counts: [10])
      fixture.collectionView.modelPreparesForUpdatesFirst = first
      fixture.collectionView.performBatchUpdates {
        fixture.dataSource.counts = [9]
        fixture.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
      }
      let prepares = fixture.layout.orderedCalls.filter { $0.hasPrefix("prepare") }
      #expect(
        prepares
          == (first
            ? ["prepare(forCollectionViewUpdates:)", "prepare"]
            : ["prepare", "prepare(forCollectionViewUpdates:)"]))
      #expect(fixture.violations == [])
    }
  }
}
