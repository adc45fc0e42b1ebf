// What the examples in LayoutGeometry's doc comments take from the code
// around them (see ../generate.py): nothing; declared, never run.

import CircularLayout
import Foundation
import LayoutGeometry
import MasonryLayout
import MasonryLayoutUIKit
import UIKit

@MainActor final class ArticleContext {}
