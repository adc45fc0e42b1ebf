// What the fragments of SectionsAndPinnedHeaders.md take from the app around them
// (see ../generate.py): declared, never run.

import CircularLayout
import Foundation
import LayoutGeometry
import MasonryLayout
import MasonryLayoutUIKit
import UIKit

@MainActor final class ArticleContext {
  var configuration = Masonry.Configuration()
  var layout = try! SectionedMasonry(configuration: Masonry.Configuration())
  var feed = Feed(ratios: [])
  var viewport = Rect(x: 0, y: 0, width: 375, height: 812)
  var rect = Rect(x: 0, y: 0, width: 375, height: 812)
  var location = Point(x: 0, y: 0)
  var measured = 0..<1
}
