// A layout of fixed cells in a grid, so that the index paths a test
// expects can be worked out by hand: `columns` columns of cells
// `itemWidth` wide and `itemHeight` tall, row after row, sections stacked,
// each section led by a full-width header of kind `GridSpyLayout.header`
// `headerHeight` tall (none when 0).
//
// With the defaults (4 columns of 80 by 100 points, no headers), item i of
// a one-section feed has the frame (80 * (i % 4), 100 * (i / 4), 80, 100):
// rows 0 to 4 (items 0 to 19) overlap a 320x480 bounds at offset 0.

import UIKit

@MainActor
final class GridSpyLayout: UICollectionViewLayout {
  /// The supplementary kind of the section headers.
  static let header = "header"

  var columns = 4
  var itemWidth: CGFloat = 80
  var itemHeight: CGFloat = 100
  /// The height of each section's header; 0 for none.
  var headerHeight: CGFloat = 0
  /// The rectangles `layoutAttributesForElements(in:)` was asked for.
  var queriedRects: [CGRect] = []

  private(set) var itemFrames: [[CGRect]] = []
  private(set) var headerFrames: [CGRect?] = []
  private var height: CGFloat = 0

  override func prepare() {
    guard let collectionView else { return }
    var y: CGFloat = 0
    itemFrames = []
    headerFrames = []
    for section in 0..<collectionView.numberOfSections {
      if headerHeight > 0 {
        headerFrames.append(
          CGRect(x: 0, y: y, width: CGFloat(columns) * itemWidth, height: headerHeight))
        y += headerHeight
      } else {
        headerFrames.append(nil)
      }
      let count = collectionView.numberOfItems(inSection: section)
      itemFrames.append(
        (0..<count).map { item in
          CGRect(
            x: CGFloat(item % columns) * itemWidth, y: y + CGFloat(item / columns) * itemHeight,
            width: itemWidth, height: itemHeight)
        })
      y += CGFloat((count + columns - 1) / columns) * itemHeight
    }
    height = y
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: CGFloat(columns) * itemWidth, height: height)
  }

  /// Whether the interiors of two rectangles overlap (the model's rule).
  private func overlaps(_ frame: CGRect, _ rect: CGRect) -> Bool {
    frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY
      && rect.minY < frame.maxY
  }

  private func itemAttributes(_ path: IndexPath) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
    attributes.frame = itemFrames[path.section][path.item]
    return attributes
  }

  private func headerAttributes(_ section: Int, _ frame: CGRect)
    -> UICollectionViewLayoutAttributes
  {
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: Self.header, with: IndexPath(item: 0, section: section))
    attributes.frame = frame
    return attributes
  }

  /// Each section's header, then its items in order.
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    queriedRects.append(rect)
    var result: [UICollectionViewLayoutAttributes] = []
    for (section, frames) in itemFrames.enumerated() {
      if let header = headerFrames[section], overlaps(header, rect) {
        result.append(headerAttributes(section, header))
      }
      for (item, frame) in frames.enumerated() where overlaps(frame, rect) {
        result.append(itemAttributes(IndexPath(item: item, section: section)))
      }
    }
    return result
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard itemFrames.indices.contains(indexPath.section),
      itemFrames[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return itemAttributes(indexPath)
  }

  override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard elementKind == Self.header, indexPath.item == 0,
      headerFrames.indices.contains(indexPath.section),
      let frame = headerFrames[indexPath.section]
    else { return nil }
    return headerAttributes(indexPath.section, frame)
  }
}
