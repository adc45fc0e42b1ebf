// What the fragments of UsingCarouselInAnApp.md take from the app around them
// (see ../generate.py): declared, never run.

import CircularLayout
import CircularLayoutUIKit
import Foundation
import SwiftUI
import LayoutGeometry
import UIKit

/// The view controller whose code the fragments are.
@MainActor final class ArticleContext {
  var layout = CarouselCollectionViewLayout()
  var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
  var startedInTheMiddle = false
  func select(_ index: Int) {}
}
