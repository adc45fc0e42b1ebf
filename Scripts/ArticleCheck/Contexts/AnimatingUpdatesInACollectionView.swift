// What the fragments of AnimatingUpdatesInACollectionView.md take from the app around them
// (see ../generate.py): declared, never run.

import Foundation
import LayoutGeometry
import MasonryLayout
import MasonryLayoutUIKit
import UIKit

/// The view controller whose code the fragments are.
@MainActor final class ArticleContext {
  var photos: [Double] = []
  var layout = MasonryCollectionViewLayout()
  var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
}
