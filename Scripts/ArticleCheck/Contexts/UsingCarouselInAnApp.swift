// What the fragments of UsingCarouselInAnApp.md take from the app around them
// (see ../generate.py): declared, never run.

import CircularLayout
import Foundation
import LayoutGeometry
import MasonryLayout

/// A view controller's, or the collection view's, view of the layout.
final class ArticleContext {
  var collectionView: UICollectionView?
  var layout: CarouselCollectionViewLayout?
  func select(_ index: Int) {}
}
