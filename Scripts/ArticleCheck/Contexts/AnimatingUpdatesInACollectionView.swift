// What the fragments of AnimatingUpdatesInACollectionView.md take from the app around them
// (see ../generate.py): declared, never run.

import CircularLayout
import Foundation
import LayoutGeometry
import MasonryLayout

/// The layout class of UsingMasonryWithUICollectionViewAndSwiftUI.md
/// (`MasonryCollectionViewLayout`), with the three stored properties the
/// article adds.
class FeedLayout: UICollectionViewLayout {
  var masonry = try! Masonry(configuration: Masonry.Configuration())
  var heights = AspectRatioHeights([])
  var measured: [Double] = []
  var rotationAnchor: Masonry.Anchor?
  var lastChanges: Masonry.Changes?
}

final class ArticleContext {
  var layout = FeedLayout()
  var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
  var photos: [Int] = []
  var index = 0
  var tap = UITapGestureRecognizer()
  func select(_ index: Int) {}
}
