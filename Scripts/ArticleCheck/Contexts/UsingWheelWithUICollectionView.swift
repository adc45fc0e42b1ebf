// What the fragments of UsingWheelWithUICollectionView.md take from the app around them
// (see ../generate.py): declared, never run.

import CircularLayout
import Foundation
import LayoutGeometry
import MasonryLayout

struct Photo {
  var title: String
}

/// The view controller.
final class ArticleContext {
  var view = UIView(frame: .zero)
  var wheel = try! Wheel(itemSize: Size(width: 133, height: 173), radius: 500)
  lazy var layout = WheelCollectionViewLayout(wheel: wheel)
  var collectionView = WheelCollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewLayout())
  var photos: [Photo] = []
  func select(_ index: Int) {}
}
