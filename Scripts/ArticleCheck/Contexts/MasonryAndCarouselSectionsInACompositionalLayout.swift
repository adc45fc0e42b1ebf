// What the fragments of MasonryAndCarouselSectionsInACompositionalLayout.md
// take from the app around them (see ../generate.py): declared, never run.

import CircularLayout
import CircularLayoutUIKit
import Foundation
import LayoutGeometry
import MasonryLayout
import MasonryLayoutUIKit
import UIKit

struct Category: Identifiable {
  var id: Int
}

struct Album: Identifiable {
  var id: Int
}

struct Photo: Identifiable {
  var id: Int
  var aspectRatio: CGFloat  // height ÷ width
}

/// The app's header view: a reusable view with a label.
final class TitleHeader: UICollectionReusableView {
  let label = UILabel()
}

extension HomeViewController {
  func openAlbum(_ id: Album.ID) {}
}

@MainActor final class ArticleContext {}
