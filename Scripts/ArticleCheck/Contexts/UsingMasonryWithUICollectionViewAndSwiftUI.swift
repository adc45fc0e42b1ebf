// What the fragments of UsingMasonryWithUICollectionViewAndSwiftUI.md take from the app around them
// (see ../generate.py): declared, never run.

import CircularLayout
import Foundation
import LayoutGeometry
import MasonryLayout
import MasonryLayoutSwiftUI
import MasonryLayoutUIKit
import SwiftUI
import UIKit

struct Photo: Identifiable, Hashable {
  var id: Int
  var aspectRatio: Double  // height ÷ width
  var isFeatured: Bool
}

struct PhotoCard: View {
  var photo: Photo
  var body: some View { EmptyView() }
}

struct Day {
  var title: String
  var photos: [Photo]
}

struct ImageLoader {
  func prefetch(_ ids: [Int]) {}
}

struct PhotoCell: View {
  var photo: Photo
  var body: some View { EmptyView() }
}

/// The app's view controller, which the UIKit fragments extend.
@MainActor class FeedViewController: UIViewController, UICollectionViewDataSource {
  var photos: [Photo] = []
  var collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewLayout())

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { photos.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { UICollectionViewCell(frame: .zero) }
}

/// A view controller's or a SwiftUI view's members: a struct, as a view
/// is, so that the views' closures read them without `self`.
@MainActor struct ArticleContext {
  var layout = MasonryCollectionViewLayout()
  var collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewLayout())
  var masonry = try! Masonry(configuration: Masonry.Configuration())
  @State var photos: [Photo] = []
  var days: [Day] = []
  var imageLoader = ImageLoader()
  @State var scrolledPhoto: Int?
  var configuration = Masonry.Configuration()

  func loadNextPage() {}
  func reload() async {}
}
