// A collection view over the spy layout and data source, laid out once.

import UIKit

@MainActor
struct ModelFixture {
  let collectionView: UICollectionView
  let layout: SpyLayout
  let dataSource: SpyDataSource

  /// A 320x480 collection view over `counts`, laid out once, with the
  /// spy's call log cleared.
  init(counts: [Int] = [100], layout: SpyLayout = SpyLayout()) {
    self.layout = layout
    dataSource = SpyDataSource(counts: counts)
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    layout.calls = []
    layout.contexts = []
  }

  /// The violations' descriptions, for a readable failure.
  var violations: [String] { collectionView.modelViolations.map(\.description) }
}
