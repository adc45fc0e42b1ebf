// What the examples in CircularLayoutUIKit's doc comments take from the
// app around them (see ../generate.py): declared, never run.

import CircularLayout
import CircularLayoutUIKit
import Foundation
import UIKit

@MainActor final class ArticleContext {
  var layout = WheelCollectionViewLayout()
  var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
  func select(_ indexPath: IndexPath) {}
}
