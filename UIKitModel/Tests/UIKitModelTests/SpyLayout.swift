// A layout that records every call the collection view makes on it, in
// order, over a plain vertical list: each item as wide as the collection
// view and `itemHeight` tall (or its measured height), sections stacked.

import UIKit

@MainActor
final class SpyLayout: UICollectionViewLayout {
  /// Every call, by name, in order.
  var calls: [String] = []
  /// The contexts `invalidateLayout(with:)` received.
  var contexts: [UICollectionViewLayoutInvalidationContext] = []
  /// The update items of the last `prepare(forCollectionViewUpdates:)`.
  var updateItems: [UICollectionViewUpdateItem] = []
  /// The height of an item not measured.
  var itemHeight: CGFloat = 100
  /// Heights measured by self-sizing.
  var measuredHeights: [IndexPath: CGFloat] = [:]
  /// What `shouldInvalidateLayout(forBoundsChange:)` answers.
  var invalidatesForBoundsChange: (CGRect) -> Bool = { _ in false }
  /// Whether the layout takes cells' preferred heights.
  var takesPreferredHeights = false
  /// The offset `targetContentOffset(forProposedContentOffset:)` returns,
  /// or nil for the proposed one.
  var targetOffset: CGPoint?
  /// Extra attributes `layoutAttributesForElements(in:)` appends (to break
  /// UIKit's rules on purpose).
  var extraAttributes: [UICollectionViewLayoutAttributes] = []
  /// The rectangles `layoutAttributesForElements(in:)` was asked for.
  var queriedRects: [CGRect] = []

  private(set) var frames: [[CGRect]] = []
  private var height: CGFloat = 0
  private var width: CGFloat = 0

  /// The calls, without the per-item queries the model makes to check
  /// consistency.
  var orderedCalls: [String] { calls.filter { $0 != "layoutAttributesForItem" } }

  override func prepare() {
    calls.append("prepare")
    guard let collectionView else { return }
    width = collectionView.bounds.width
    var y: CGFloat = 0
    frames = (0..<collectionView.numberOfSections).map { section in
      (0..<collectionView.numberOfItems(inSection: section)).map { item in
        let path = IndexPath(item: item, section: section)
        let height = measuredHeights[path] ?? itemHeight
        defer { y += height }
        return CGRect(x: 0, y: y, width: width, height: height)
      }
    }
    height = y
  }

  override var collectionViewContentSize: CGSize {
    calls.append("collectionViewContentSize")
    return CGSize(width: width, height: height)
  }

  private func attributes(_ path: IndexPath) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
    attributes.frame = frames[path.section][path.item]
    return attributes
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    calls.append("layoutAttributesForElements")
    queriedRects.append(rect)
    var result: [UICollectionViewLayoutAttributes] = []
    for (section, column) in frames.enumerated() {
      for (item, frame) in column.enumerated()
      where frame.maxY > rect.minY && frame.minY < rect.maxY {
        result.append(attributes(IndexPath(item: item, section: section)))
      }
    }
    return result + extraAttributes
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    calls.append("layoutAttributesForItem")
    guard frames.indices.contains(indexPath.section),
      frames[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return attributes(indexPath)
  }

  override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard
      let match = extraAttributes.first(where: {
        $0.representedElementKind == elementKind && $0.indexPath == indexPath
      }), let copy = match.copy() as? UICollectionViewLayoutAttributes
    else { return nil }
    copy.frame = copy.frame.offsetBy(dx: 0, dy: supplementaryShift)
    return copy
  }

  /// How far `layoutAttributesForSupplementaryView(ofKind:at:)` moves its
  /// answer from the rect query's (to break UIKit's rule on purpose).
  var supplementaryShift: CGFloat = 0

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    calls.append("shouldInvalidateLayout(forBoundsChange:)")
    return invalidatesForBoundsChange(newBounds)
  }

  override func invalidationContext(
    forBoundsChange newBounds: CGRect
  ) -> UICollectionViewLayoutInvalidationContext {
    calls.append("invalidationContext(forBoundsChange:)")
    return super.invalidationContext(forBoundsChange: newBounds)
  }

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    calls.append("invalidateLayout(with:)")
    contexts.append(context)
    super.invalidateLayout(with: context)
  }

  override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
    calls.append("prepare(forAnimatedBoundsChange:)")
  }

  override func finalizeAnimatedBoundsChange() {
    calls.append("finalizeAnimatedBoundsChange")
  }

  override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    calls.append("targetContentOffset(forProposedContentOffset:)")
    return targetOffset ?? proposedContentOffset
  }

  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    calls.append("prepare(forCollectionViewUpdates:)")
    self.updateItems = updateItems
  }

  override func finalizeCollectionViewUpdates() {
    calls.append("finalizeCollectionViewUpdates")
  }

  override func initialLayoutAttributesForAppearingItem(
    at itemIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    calls.append("initialLayoutAttributesForAppearingItem")
    return nil
  }

  override func finalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    calls.append("finalLayoutAttributesForDisappearingItem")
    return nil
  }

  /// The proposed offsets and velocities of the drags that ended.
  var proposals: [(offset: CGPoint, velocity: CGPoint)] = []
  /// Where a drag comes to rest, from the proposed offset: a multiple of
  /// 100 points, the nearest.
  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    calls.append("targetContentOffset(forProposedContentOffset:withScrollingVelocity:)")
    proposals.append((proposedContentOffset, velocity))
    return CGPoint(x: 0, y: (proposedContentOffset.y / 100).rounded() * 100)
  }

  /// What `indexPathsToInsertForSupplementaryView(ofKind:)` returns.
  var supplementaryInserts: [IndexPath] = []

  override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    calls.append("indexPathsToInsertForSupplementaryView(\(elementKind))")
    return supplementaryInserts
  }

  override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    calls.append("indexPathsToDeleteForSupplementaryView(\(elementKind))")
    return []
  }

  override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    calls.append("shouldInvalidateLayout(forPreferredLayoutAttributes:)")
    return takesPreferredHeights
      && preferredAttributes.size.height != originalAttributes.size.height
  }

  /// Takes the measured height, and keeps what is on screen still: an item
  /// whose top is above the top edge that grows pushes the content below
  /// it down by as much, so the offset moves by the change.
  override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    calls.append("invalidationContext(forPreferredLayoutAttributes:)")
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    let path = originalAttributes.indexPath
    measuredHeights[path] = preferredAttributes.size.height
    context.invalidateItems(at: [path])
    let change = preferredAttributes.size.height - originalAttributes.size.height
    if let collectionView, originalAttributes.frame.minY < collectionView.contentOffset.y {
      context.contentOffsetAdjustment = CGPoint(x: 0, y: change)
    }
    context.contentSizeAdjustment = CGSize(width: 0, height: change)
    return context
  }

  override func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath {
    calls.append("targetIndexPath(forInteractivelyMovingItem:withPosition:)")
    return super.targetIndexPath(
      forInteractivelyMovingItem: previousIndexPath, withPosition: position)
  }

  override func layoutAttributesForInteractivelyMovingItem(
    at indexPath: IndexPath, withTargetPosition position: CGPoint
  ) -> UICollectionViewLayoutAttributes {
    calls.append("layoutAttributesForInteractivelyMovingItem")
    return super.layoutAttributesForInteractivelyMovingItem(
      at: indexPath, withTargetPosition: position)
  }

  override func invalidationContext(
    forInteractivelyMovingItems targetIndexPaths: [IndexPath],
    withTargetPosition targetPosition: CGPoint, previousIndexPaths: [IndexPath],
    previousPosition: CGPoint
  ) -> UICollectionViewLayoutInvalidationContext {
    calls.append("invalidationContext(forInteractivelyMovingItems:)")
    return super.invalidationContext(
      forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
      previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
  }

  override func invalidationContextForEndingInteractiveMovementOfItems(
    toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
    movementCancelled: Bool
  ) -> UICollectionViewLayoutInvalidationContext {
    calls.append(
      "invalidationContextForEndingInteractiveMovementOfItems(cancelled: \(movementCancelled))")
    return super.invalidationContextForEndingInteractiveMovementOfItems(
      toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
      movementCancelled: movementCancelled)
  }
}
