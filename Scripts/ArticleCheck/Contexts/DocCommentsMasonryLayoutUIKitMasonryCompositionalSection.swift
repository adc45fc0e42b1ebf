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

/// The view controller's members: a class, as a view controller is.
@MainActor final class ArticleContext {
  var aspectRatios: [Photo.ID: CGFloat] = [:]
  var dataSource: UICollectionViewDiffableDataSource<Int, Photo.ID>!
  var collectionView: UICollectionView!
  var photo: Photo!
  var wall: MasonryCompositionalSection<Photo.ID>!
}
