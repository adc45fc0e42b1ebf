// What the fragments of LiveFeeds.md take from the app around them
// (see ../generate.py): declared, never run.

import CircularLayout
import Foundation
import LayoutGeometry
import MasonryLayout

struct Photo {
  var aspectRatio: Double
}

/// The layout class of UsingMasonryWithUICollectionViewAndSwiftUI.md, as
/// much of it as these fragments call.
final class MasonryCollectionViewLayout {
  func append(ratios: [Double]) {}
}

final class ArticleContext {
  var masonry = try! Masonry(configuration: Masonry.Configuration())
  var layout = MasonryCollectionViewLayout()
  var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
  var viewport = Rect(x: 0, y: 0, width: 375, height: 812)
  var width = 175.5
  var photos: [Photo] = []
  var ratios: [Double] = []
  var firstPage: [Double] = []
  var nextPage: [Double] = []
  var loadedRatios: [Double] = []
  var newRatio = 1.0
  var measured = 0..<1
  var sizes = FixedHeights([])
  func loadNextPage() {}
}
