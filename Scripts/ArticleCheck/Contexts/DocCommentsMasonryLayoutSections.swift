// What the examples in the doc comments of MasonryLayout's Sections/
// take from the code around them (see ../generate.py): declared, never
// run.

import CircularLayout
import Foundation
import LayoutGeometry
import MasonryLayout
import MasonryLayoutUIKit
import UIKit

/// The conversion the UIKit article declares.
extension IndexPath {
  init(_ path: ItemPath) { self.init(item: path.item, section: path.section) }
}

/// A provider like the one MasonrySectionProvider's example declares.
struct Feed: MasonrySectionProvider {
  var ratios: [[Double]]
  var sectionCount: Int { ratios.count }
  func itemCount(inSection section: Int) -> Int { ratios[section].count }
  func height(forItemAt path: ItemPath, width: Double) -> Double { width }
}

@MainActor final class ArticleContext {
  var layout = try! SectionedMasonry(configuration: Masonry.Configuration())
  var feed = Feed(ratios: [])
  var compact = Masonry.Configuration(columns: .fixed(3))
  var viewport = Rect(x: 0, y: 0, width: 375, height: 812)
  var bounds = Rect(x: 0, y: 0, width: 375, height: 812)
  var location = Point(x: 100, y: 200)
  var collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewLayout())
  var context = UICollectionViewLayoutInvalidationContext()
  var measured = 0..<1
  var changes: SectionedMasonry.Changes { fatalError() }
}
