// What the fragments of LiveFeeds.md take from the app around them
// (see ../generate.py): declared, never run.

import CircularLayout
import Foundation
import LayoutGeometry
import MasonryLayout
import MasonryLayoutUIKit
import UIKit

struct Photo {
  var aspectRatio: Double  // height ÷ width
}

@MainActor final class ArticleContext {
  var masonry = try! Masonry(configuration: Masonry.Configuration())
  var collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewLayout())
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
