// What the fragments of GettingStartedWithLayoutGeometry.md take from the app around them
// (see ../generate.py): declared, never run.

import CircularLayout
import Foundation
import LayoutGeometry
import MasonryLayout
import MasonryLayoutUIKit
import UIKit

@MainActor final class ArticleContext {
  var frame = Rect(x: 0, y: 0, width: 10, height: 20)
  var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
}
