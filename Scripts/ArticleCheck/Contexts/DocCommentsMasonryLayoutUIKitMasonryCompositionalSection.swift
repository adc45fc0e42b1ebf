// What the examples in the doc comments of MasonryLayoutUIKit's
// MasonryCompositionalSection.swift take from the app around them (see
// ../generate.py): declared, never run.

import Foundation
import MasonryLayout
import MasonryLayoutUIKit
import UIKit

struct Photo: Identifiable, Hashable {
  var id: UUID
  var aspectRatio: CGFloat  // height ÷ width
}

/// The view controller's members: a struct, so that the layout's
/// closures read them without `self` (in a view controller, write
/// `self.` or capture what the closure reads).
@MainActor struct ArticleContext {
  var aspectRatios: [Photo.ID: CGFloat] = [:]
  var dataSource: UICollectionViewDiffableDataSource<Int, Photo.ID>
  var collectionView: UICollectionView
  var photo: Photo
  var wall: MasonryCompositionalSection<Photo.ID>
}
