// What the fragments of GettingStartedWithMasonry.md take from the app around them
// (see ../generate.py): declared, never run.

import CircularLayout
import Foundation
import LayoutGeometry
import MasonryLayout
import MasonryLayoutUIKit
import UIKit

struct Photo {
  var aspectRatio: Double  // height ÷ width
  var isFeatured: Bool
}

@MainActor final class ArticleContext {
  var configuration = Masonry.Configuration()
  var masonry = try! Masonry(configuration: Masonry.Configuration())
  var viewport = Rect(x: 0, y: 0, width: 375, height: 812)
  func draw(_ index: Int, in frame: Rect) {}
}
