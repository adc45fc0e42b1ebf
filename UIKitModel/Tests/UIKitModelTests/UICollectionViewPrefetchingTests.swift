// Prefetching: with a prefetch data source set and prefetching enabled,
// each layout pass names the items in the area `modelPrefetchFraction`
// past the bounds that are neither displayed nor already named, in index
// path order, and cancels those that left the area without being
// displayed; the model forgets what it named when the data changes.
//
// Over GridSpyLayout (4 columns of 80x100 cells, 100 items: rows 0 to 24)
// with no preload, so the displayed rows are those overlapping the bounds,
// y..<y + 480, and with a prefetch fraction of 0.5 the area is
// y - 240..<y + 720 (and x -160..<480).

import Testing
import UIKit

@MainActor
struct UICollectionViewPrefetchingTests {
  typealias Event = SpyPrefetcher.Event

  @Test func theFirstPassNamesTheItemsOfTheAreaThatAreNotDisplayed() {
    let prefetcher = SpyPrefetcher()
    let fixture = GridFixture(prefetcher: prefetcher)
    // Displayed: rows 0 to 4 (0..<480). Area -240..<720: rows 0 to 7.
    #expect(fixture.displayedItems == indexPaths(0...19))
    #expect(prefetcher.take() == [.prefetch(indexPaths(20...31))])
    #expect(fixture.violations == [])
  }

  @Test func theDefaultsPrefetchAScreenPastThePreparedArea() {
    #expect(
      UICollectionView(frame: .zero, collectionViewLayout: GridSpyLayout()).modelPrefetchFraction
        == 1.5)
    let prefetcher = SpyPrefetcher()
    let fixture = GridFixture(preloadFraction: 0.5, prefetcher: prefetcher, prefetchFraction: 1.5)
    // Displayed: -240..<720, rows 0 to 7. Area -720..<1200: rows 0 to 11.
    #expect(fixture.displayedItems == indexPaths(0...31))
    #expect(prefetcher.take() == [.prefetch(indexPaths(32...47))])
  }

  @Test func theAreaReachesPastTheBoundsAlongBothAxes() {
    let prefetcher = SpyPrefetcher()
    let layout = GridSpyLayout()
    layout.columns = 8  // content 640 wide; the bounds show columns 0 to 3
    let dataSource = ViewSpyDataSource(counts: [100])
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collectionView.modelPreloadFraction = 0
    collectionView.modelPrefetchFraction = 0.5
    collectionView.prefetchDataSource = prefetcher
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    // Area x -160..<480: columns 0 to 5; y -240..<720: rows 0 to 7. Item
    // = 8 * row + column. Rows 0 to 4 add columns 4 and 5; rows 5 to 7 all
    // six.
    var expected: [Int] = []
    for row in 0...4 { expected += [8 * row + 4, 8 * row + 5] }
    for row in 5...7 { expected += (0...5).map { 8 * row + $0 } }
    let paths = expected.map { IndexPath(item: $0, section: 0) }
    #expect(prefetcher.take() == [.prefetch(paths)])
  }

  @Test func scrollingNamesOnlyItemsNotNamedSinceTheyLastLeftTheDisplay() {
    let prefetcher = SpyPrefetcher()
    let fixture = GridFixture(prefetcher: prefetcher)
    #expect(prefetcher.take() == [.prefetch(indexPaths(20...31))])

    // 100..<580: displayed rows 1 to 5 (4 to 23); area -140..<820, rows 0
    // to 8. New to the area: row 8 (32 to 35). Row 0 (0 to 3) left the
    // display but stays in the area behind, and the model prefetches in
    // both directions: named again. 24 to 31 were named and are still in
    // the area: not named again.
    fixture.scroll(to: 100)
    #expect(prefetcher.take() == [.prefetch(indexPaths(0...3, 32...35))])

    // 200..<680: displayed rows 2 to 6 (8 to 27); area -40..<920, rows 0
    // to 9.
    fixture.scroll(to: 200)
    #expect(prefetcher.take() == [.prefetch(indexPaths(4...7, 36...39))])

    // A few points: the same rows, nothing named.
    fixture.scroll(to: 210)
    #expect(prefetcher.take() == [])
    #expect(fixture.violations == [])
  }

  @Test func itemsThatLeaveTheAreaUndisplayedAreCancelledOnceAndDisplayedOnesNever() {
    let prefetcher = SpyPrefetcher()
    let fixture = GridFixture(prefetcher: prefetcher)
    #expect(prefetcher.take() == [.prefetch(indexPaths(20...31))])

    // 200..<680: displayed 8 to 27, so 20 to 27 are displayed (and never
    // cancelled); area rows 0 to 9 (0 to 39).
    fixture.scroll(to: 200)
    #expect(prefetcher.take() == [.prefetch(indexPaths(0...7, 32...39))])

    // 2000..<2480: displayed rows 20 to 24 (80 to 99); area 1760..<2720,
    // rows 17 to 24. Every item named and not displayed since leaves the
    // area: cancelled, before the new ones are named.
    fixture.scroll(to: 2_000)
    #expect(
      prefetcher.take() == [
        .cancel(indexPaths(0...7, 28...39)), .prefetch(indexPaths(68...79)),
      ])

    // Still rows 17 to 24: nothing cancelled again, nothing named.
    fixture.scroll(to: 2_020)
    #expect(prefetcher.take() == [])

    // Back to the top: 68 to 79 leave the area; 20 to 31 are named anew.
    fixture.scroll(to: 0)
    #expect(prefetcher.take() == [.cancel(indexPaths(68...79)), .prefetch(indexPaths(20...31))])
    #expect(fixture.violations == [])
  }

  @Test func nothingIsNamedWithoutAPrefetchDataSourceOrWithPrefetchingDisabled() {
    let unset = SpyPrefetcher()
    let bare = GridFixture()
    for y in [200, 2_000, 0] as [CGFloat] { bare.scroll(to: y) }
    #expect(unset.events == [])
    // No prefetch query either: one query per pass, the prepared area's.
    #expect(bare.layout.queriedRects.count == bare.collectionView.modelLayoutPassCount)

    let prefetcher = SpyPrefetcher()
    let fixture = GridFixture(prefetcher: prefetcher)
    #expect(prefetcher.take() == [.prefetch(indexPaths(20...31))])
    fixture.collectionView.isPrefetchingEnabled = false
    let queries = fixture.layout.queriedRects.count
    let passes = fixture.collectionView.modelLayoutPassCount
    for y in [200, 2_000, 0, 200] as [CGFloat] { fixture.scroll(to: y) }
    #expect(prefetcher.take() == [])
    #expect(
      fixture.layout.queriedRects.count - queries
        == fixture.collectionView.modelLayoutPassCount - passes)

    // Enabled again, the next pass names everything in the area not
    // displayed: what was named before was forgotten, not cancelled.
    // At 210, displayed 8 to 27; area rows 0 to 9.
    fixture.collectionView.isPrefetchingEnabled = true
    fixture.scroll(to: 210)
    #expect(prefetcher.take() == [.prefetch(indexPaths(0...7, 28...39))])

    // With the prefetch data source removed, nothing is called.
    fixture.collectionView.prefetchDataSource = nil
    fixture.scroll(to: 2_000)
    #expect(prefetcher.take() == [])
  }

  @Test func aBadPrefetchFractionReadsAsNone() {
    for fraction in [-1, .nan, .infinity] as [CGFloat] {
      let prefetcher = SpyPrefetcher()
      let fixture = GridFixture(prefetcher: prefetcher, prefetchFraction: fraction)
      fixture.scroll(to: 250)
      // The area is the bounds, all displayed: nothing to name.
      #expect(prefetcher.events == [], "\(fraction)")
    }
  }

  @Test func afterReloadDataItemsAreNamedAgain() {
    let prefetcher = SpyPrefetcher()
    let fixture = GridFixture(prefetcher: prefetcher)
    #expect(prefetcher.take() == [.prefetch(indexPaths(20...31))])
    fixture.collectionView.reloadData()
    // The same paths, named again; the old ones are forgotten, not
    // cancelled (their index paths may name other items now).
    #expect(prefetcher.take() == [.prefetch(indexPaths(20...31))])
    #expect(fixture.violations == [])
  }

  @Test func afterABatchUpdateItemsAreNamedAgainInTheUpdatesPass() {
    let prefetcher = SpyPrefetcher()
    let fixture = GridFixture(prefetcher: prefetcher)
    #expect(prefetcher.take() == [.prefetch(indexPaths(20...31))])
    // Item 0 deleted: the items in the area shift by one, and the update's
    // own pass names what is in the area now (rows 5 to 7 again).
    fixture.collectionView.performBatchUpdates {
      fixture.dataSource.counts = [99]
      fixture.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(prefetcher.take() == [.prefetch(indexPaths(20...31))])

    // The next scroll of a few points names nothing.
    fixture.scroll(to: 10)
    #expect(prefetcher.take() == [])
    #expect(fixture.violations == [])
  }
}
