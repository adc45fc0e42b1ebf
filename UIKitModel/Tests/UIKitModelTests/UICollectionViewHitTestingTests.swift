// Hit-testing: a touch finds the frontmost view by the subviews' order,
// which a layout's zIndex does not change, skipping hidden and
// transparent elements; a tap asks the delegate before it selects.

import Testing
import UIKit

/// Two items at the same frame, item 0 above item 1 by zIndex.
final class OverlappingLayout: UICollectionViewLayout {
  var hidesItem1 = false

  override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 480) }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    (0..<2).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.section == 0, (0..<2).contains(indexPath.item) else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = CGRect(x: 10 + CGFloat(indexPath.item) * 50, y: 10, width: 100, height: 100)
    attributes.zIndex = indexPath.item == 0 ? 1 : 0
    attributes.isHidden = indexPath.item == 1 && hidesItem1
    return attributes
  }
}

/// A delegate that records the taps it is asked about, and declines
/// item 0.
@MainActor
final class TapRecorder: NSObject, UICollectionViewDelegate {
  var asked: [Int] = []
  var selected: [Int] = []

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    asked.append(indexPath.item)
    return indexPath.item != 0
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath.item)
  }
}

@MainActor
struct UICollectionViewHitTestingTests {
  @Test func aTouchFindsTheFrontmostViewNotTheGreatestZIndex() throws {
    let layout = OverlappingLayout()
    let dataSource = RegistrationDataSource(count: 2)
    let delegate = TapRecorder()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collectionView.dataSource = dataSource
    collectionView.delegate = delegate
    collectionView.layoutIfNeeded()
    let cell0 = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let cell1 = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    // (80, 50) is in both frames (10...110 and 60...160): item 1's view
    // was added after item 0's, so it is in front, whatever the zIndex.
    let overlap = CGPoint(x: 80, y: 50)
    #expect(collectionView.hitTest(overlap, with: nil) === cell1)
    #expect(collectionView.indexPathForItem(at: overlap)?.item == 0, "by zIndex")
    #expect(collectionView.hitTest(CGPoint(x: 30, y: 50), with: nil) === cell0)
    // Outside every frame: the collection view; outside it: nothing.
    #expect(collectionView.hitTest(CGPoint(x: 200, y: 300), with: nil) === collectionView)
    #expect(collectionView.hitTest(CGPoint(x: 400, y: 50), with: nil) == nil)
    #expect(collectionView.indexPath(for: cell1)?.item == 1)
    // A tap asks the delegate; item 1 is selected, item 0 declined.
    #expect(collectionView.modelTap(at: overlap)?.item == 1)
    #expect(collectionView.modelTap(at: CGPoint(x: 30, y: 50))?.item == 0)
    #expect(delegate.asked == [1, 0])
    #expect(delegate.selected == [1])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    // A hidden element is skipped.
    layout.hidesItem1 = true
    layout.invalidateLayout()
    collectionView.layoutIfNeeded()
    #expect(collectionView.hitTest(overlap, with: nil) === cell0)
  }
}
