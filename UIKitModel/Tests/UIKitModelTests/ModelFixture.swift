// A collection view over the spy layout and data source, laid out once.

import UIKit

@MainActor
struct ModelFixture {
  let collectionView: UICollectionView
  let layout: SpyLayout
  let dataSource: SpyDataSource

  /// A 320x480 collection view over `counts`, laid out once, with the
  /// spy's call log cleared.
  ///
  /// - Parameter preloadFraction: The collection view's
  ///   `modelPreloadFraction`: 0 by default, so that the numbers the tests
  ///   work out by hand are those of the bounds alone; the preload has
  ///   tests of its own (`UICollectionViewDisplayTests`).
  init(
    counts: [Int] = [100], layout: SpyLayout = SpyLayout(), preloadFraction: CGFloat = 0
  ) {
    self.layout = layout
    dataSource = SpyDataSource(counts: counts)
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collectionView.modelPreloadFraction = preloadFraction
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    layout.calls = []
    layout.contexts = []
  }

  /// The violations' descriptions, for a readable failure.
  var violations: [String] { collectionView.modelViolations.map(\.description) }
}
