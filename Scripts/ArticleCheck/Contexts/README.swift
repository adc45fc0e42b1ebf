// What the fragments of README.md take from the app around them (see
// ../generate.py): declared, never run.

import CircularLayout
import Foundation
import LayoutGeometry
import MasonryLayout

final class ArticleContext {
  var ratios: [Double] = [1, 1.5, 0.5, 1.25]
  var moreHeights = AspectRatioHeights([])
  var masonry = try! Masonry(configuration: Masonry.Configuration())
  var viewport = Rect(x: 0, y: 0, width: 375, height: 812)
}
