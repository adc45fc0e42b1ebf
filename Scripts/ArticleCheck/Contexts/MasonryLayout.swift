// What the fragments of MasonryLayout.md take from the app around them
// (see ../generate.py): declared, never run.

import CircularLayout
import Foundation
import LayoutGeometry
import MasonryLayout
import MasonryLayoutUIKit
import UIKit

@MainActor final class ArticleContext {
  var ratios: [Double] = []
  var scrollOffset = 0.0
}
