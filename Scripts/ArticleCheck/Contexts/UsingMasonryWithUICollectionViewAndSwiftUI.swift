// What the fragments of UsingMasonryWithUICollectionViewAndSwiftUI.md take from the app around them
// (see ../generate.py): declared, never run.

import CircularLayout
import Foundation
import LayoutGeometry
import MasonryLayout

struct Photo: Identifiable {
  var id: Int
  var aspectRatio: Double
  var isFeatured: Bool
}

struct PhotoCard: View {
  var photo: Photo
  var body: some View { EmptyView() }
}

struct PhotoCell: View {
  var photo: Photo
  var body: some View { EmptyView() }
}

// What the article tells the reader to add to its sectioned layout.
extension SectionedMasonryCollectionViewLayout {
  var sectionedMasonry: SectionedMasonry { layout }
  var rotationAnchor: SectionedMasonry.Anchor? {
    get { nil }
    set {}
  }
}

/// The layout's `readingOrder(in:)`, which the article adds "in the layout".
extension MasonryCollectionViewLayout {
  func readingOrder(in rect: Rect) -> [Int] { [] }
}

/// A view controller's or a SwiftUI view's members: a struct, as a view
/// is, so that the views' closures read them without `self`.
struct ArticleContext {
  var view = UIView(frame: .zero)
  var traitCollection = UITraitCollection()
  var layout = try! MasonryCollectionViewLayout(configuration: Masonry.Configuration())
  var collectionView = MasonryCollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewLayout())
  var masonry = try! Masonry(configuration: Masonry.Configuration())
  var photos: [Photo] = []
  var configuration = Masonry.Configuration()
  var feed = try! PhotoFeedModel(configuration: Masonry.Configuration(), ratios: [])
  var shelf = try! PhotoFeedModel(configuration: Masonry.Configuration(), ratios: [])
}
