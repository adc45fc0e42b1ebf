// What the fragments of ProjectingItemsIn3D.md take from the app around them
// (see ../generate.py): declared, never run.

import CircularLayout
import Foundation
import LayoutGeometry
import MasonryLayout
import MasonryLayoutUIKit
import UIKit

@MainActor final class ArticleContext {
  var t = Transform3D.identity
  var perspective = Transform3D.identity
  var item = Rect(x: -50, y: -60, width: 100, height: 120)
  var outline = Transform3D.identity.projecting(Rect(x: -50, y: -60, width: 100, height: 120))
  var layer = CALayer()
}
