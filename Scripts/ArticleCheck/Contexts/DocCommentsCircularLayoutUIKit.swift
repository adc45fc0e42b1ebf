// What the examples in CircularLayoutUIKit's doc comments take from the
// app around them (see ../generate.py): declared, never run.

import CircularLayout
import CircularLayoutUIKit
import Foundation
import UIKit

@MainActor final class ArticleContext {
  var layout = WheelCollectionViewLayout()
  var collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewLayout())
  func select(_ indexPath: IndexPath) {}
}

/// A view controller that shows a carousel row (CarouselCompositionalSection's
/// keyboard and focus examples extend it).
@MainActor class AlbumsViewController: UIViewController {
  var collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewLayout())
  var albums: CarouselCompositionalSection!
}
