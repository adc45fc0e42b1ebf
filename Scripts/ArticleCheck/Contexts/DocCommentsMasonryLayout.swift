// What the examples in MasonryLayout's doc comments take from the code
// around them (see ../generate.py), but for those in Sections/, which
// have a context of their own: declared, never run.

import CircularLayout
import Foundation
import LayoutGeometry
import MasonryLayout
import MasonryLayoutUIKit
import UIKit

struct Photo {
  var aspectRatio: Double  // height ÷ width
}

@MainActor final class ArticleContext {
  var masonry = try! Masonry(configuration: Masonry.Configuration())
  var compact = Masonry.Configuration(columns: .fixed(3))
  var viewport = Rect(x: 0, y: 0, width: 375, height: 812)
  var bounds = Rect(x: 0, y: 0, width: 375, height: 812)
  var location = Point(x: 100, y: 200)
  var scrollView = UIScrollView(frame: .zero)
  var ratios: [Double] = []
  var newPageOnly: [Double] = []
  var measured = 0..<1
  var sizes = FixedHeights([])
  var changes: Masonry.Changes { fatalError() }
  func invalidate(_ index: Int) {}
}
