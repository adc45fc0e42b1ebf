// What the fragments of AHostOfYourOwn.md take from the Mac app around
// them (see ../generate.py): declared, never run. Compiled against the
// macOS SDK only (Scripts/check-apple-sdks): Linux has no AppKit.

import AppKit
import Foundation
import LayoutGeometry
import MasonryLayout
import MasonryLayoutHosting

struct Photo {
  var aspectRatio: Double  // height ÷ width
}

@MainActor final class ArticleContext {
  var collectionView = NSCollectionView()
  var photos: [Photo] = []
  var newPhoto = Photo(aspectRatio: 1.5)
}
