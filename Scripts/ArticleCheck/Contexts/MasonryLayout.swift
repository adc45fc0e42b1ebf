// What the fragments of MasonryLayout.md take from the app around them
// (see ../generate.py): declared, never run.

import CircularLayout
import Foundation
import LayoutGeometry
import MasonryLayout

final class ArticleContext {
  var ratios: [Double] = []
  var scrollOffset = 0.0
}
