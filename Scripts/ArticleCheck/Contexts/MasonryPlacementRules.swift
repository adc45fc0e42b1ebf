// What the fragments of MasonryPlacementRules.md take from the app around them
// (see ../generate.py): declared, never run.

import CircularLayout
import Foundation
import LayoutGeometry
import MasonryLayout
import MasonryLayoutUIKit
import UIKit

@MainActor final class ArticleContext {
  var configuration = Masonry.Configuration()
  var masonry = try! Masonry(configuration: Masonry.Configuration())
  var count = 0
  var heights = FixedHeights([])
}
