// What the fragments of UsingMasonryWithUICollectionViewAndSwiftUI.md take from the app around them
// (see ../generate.py): declared, never run.

import CircularLayout
import Foundation
import LayoutGeometry
import MasonryLayout

struct Photo {
  var aspectRatio: Double
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

/// The view controller.
final class ArticleContext {
  var view = UIView(frame: .zero)
  var traitCollection = UITraitCollection()
  var layout = try! MasonryCollectionViewLayout(configuration: Masonry.Configuration())
  var collectionView = MasonryCollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewLayout())
  var masonry = try! Masonry(configuration: Masonry.Configuration())
  var photos: [Photo] = []
}
