// What the examples in the doc comments of CircularLayoutUIKit's
// CarouselCompositionalSection.swift take from the app around them (see
// ../generate.py): declared, never run.

import CircularLayout
import CircularLayoutUIKit
import Foundation
import LayoutGeometry
import UIKit

/// The view controller's members: a struct, so that the layout's
/// closure reads them without `self` (in a view controller, write
/// `self.` or capture what the closure reads).
@MainActor struct ArticleContext {
  var dataSource: UICollectionViewDiffableDataSource<Int, Int>
  var collectionView: UICollectionView
  var albums: CarouselCompositionalSection
  func open(_ indexPath: IndexPath) {}
}
