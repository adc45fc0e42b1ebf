// What the examples in the doc comments of CircularLayoutUIKit's
// CarouselCollectionViewLayout.swift take from the app around them (see
// ../generate.py): declared, never run.

import CircularLayout
import CircularLayoutUIKit
import Foundation
import UIKit

@MainActor final class ArticleContext {
  var layout = CarouselCollectionViewLayout()
  var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
  func select(_ indexPath: IndexPath) {}
}
