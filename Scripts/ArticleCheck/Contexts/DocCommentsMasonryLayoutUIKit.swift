// What the examples in MasonryLayoutUIKit's doc comments take from the app
// around them (see ../generate.py): declared, never run.

import Foundation
import MasonryLayout
import MasonryLayoutUIKit
import UIKit

struct Photo {
  var aspectRatio: Double  // height ÷ width
}

@MainActor final class ArticleContext {
  var configuration = Masonry.Configuration()
  var collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewLayout())
  var photos: [Photo] = []
  var layout = MasonryCollectionViewLayout()
}
