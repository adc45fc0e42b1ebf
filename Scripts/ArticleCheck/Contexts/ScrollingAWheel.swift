// What the fragments of ScrollingAWheel.md take from the app around them
// (see ../generate.py): declared, never run.

import CircularLayout
import Foundation
import LayoutGeometry
import MasonryLayout
import MasonryLayoutUIKit
import UIKit

@MainActor final class ArticleContext {
  var wheel = try! Wheel(itemSize: Size(width: 133, height: 173), radius: 500)
  var phone = Rect(x: 0, y: 0, width: 375, height: 667)
  var iPad = Rect(x: 0, y: 0, width: 1024, height: 768)
}
