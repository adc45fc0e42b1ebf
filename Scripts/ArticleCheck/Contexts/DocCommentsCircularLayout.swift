// What the examples in CircularLayout's doc comments take from the code
// around them (see ../generate.py): declared, never run.

import CircularLayout
import Foundation
import LayoutGeometry
import MasonryLayout
import MasonryLayoutUIKit
import UIKit

@MainActor final class ArticleContext {
  var carousel = try! Carousel(itemSize: Size(width: 200, height: 200), style: .cylinder)
  var wheel = try! Wheel(configuration: Wheel.Configuration())
  var viewport = Rect(x: 0, y: 0, width: 375, height: 667)
  var bounds = Rect(x: 0, y: 0, width: 375, height: 667)
  var location = Point(x: 190, y: 330)
  var collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewLayout())
  var n = 40
  var json = Data()
}
