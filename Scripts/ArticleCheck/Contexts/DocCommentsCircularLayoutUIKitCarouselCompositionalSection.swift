// What the examples in the doc comments of CircularLayoutUIKit's
// CarouselCompositionalSection.swift take from the app around them (see
// ../generate.py): declared, never run.

import CircularLayout
import CircularLayoutUIKit
import Foundation
import LayoutGeometry
import UIKit

/// The view controller's members: a class, as a view controller is.
@MainActor final class ArticleContext {
  var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
  var collectionView: UICollectionView!
  var albums: CarouselCompositionalSection!
  func open(_ indexPath: IndexPath) {}
  func showCaption(of indexPath: IndexPath) {}
  func title(of indexPath: IndexPath) -> String? { nil }
  func header(in collectionView: UICollectionView, at indexPath: IndexPath)
    -> UICollectionReusableView
  { UICollectionReusableView() }
}
