// What the examples in MasonryLayoutHosting's doc comments take from the
// code around them (see ../generate.py): declared, never run.

import Foundation
import LayoutGeometry
import MasonryLayout
import MasonryLayoutHosting

struct Feed: MasonrySectionProvider {
  var sectionCount: Int { 1 }
  func itemCount(inSection section: Int) -> Int { 3 }
  func height(forItemAt path: ItemPath, width: Double) -> Double { 100 }
}

@MainActor final class ArticleContext {
  var host = try! MasonryHost(configuration: Masonry.Configuration())
  var bounds = Rect(x: 0, y: 0, width: 375, height: 812)
  var feed = Feed()
}
