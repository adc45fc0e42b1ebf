// What the examples in CircularLayoutHosting's doc comments take from the
// code around them (see ../generate.py): declared, never run.

import CircularLayout
import CircularLayoutHosting
import Foundation
import LayoutGeometry

@MainActor final class ArticleContext {
  var host = ScrollingLayoutHost(try! Wheel(itemSize: Size(width: 133, height: 173), radius: 500))
}
