// The order of the calls a collection view makes on its layout on the
// first layout, a scroll and a bounds change.

import Testing
import UIKit

@MainActor
struct UICollectionViewLayoutPassTests {
  /// A 320x480 collection view over `counts`, laid out once, with the
  /// spy's call log cleared.
  func makeCollectionView(
    counts: [Int] = [100]
  ) -> (UICollectionView, SpyLayout, SpyDataSource) {
    let layout = SpyLayout()
    let dataSource = SpyDataSource(counts: counts)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    layout.calls = []
    return (collectionView, layout, dataSource)
  }

  @Test func firstLayoutPreparesThenReadsTheContentSizeThenQueriesTheBounds() {
    let layout = SpyLayout()
    let dataSource = SpyDataSource(counts: [100])
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
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
}
