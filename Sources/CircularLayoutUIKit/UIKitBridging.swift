// The translations both layouts share: index paths to item indices,
// update items to the host's updates, the collection view's count and
// layout direction, an offset adjustment to an invalidation. No decision
// is made here.

#if canImport(UIKit) && !os(watchOS)
  import CircularLayoutHosting
  import LayoutGeometry
  import UIKit

  /// The conversions between UIKit's collection view vocabulary and the
  /// host's, for layouts of a single section.
  enum _CircularBridge {
    /// The item of a cell's index path in section 0, or `nil` for another
    /// section, a section-level index path (one element, or an item of
    /// `NSNotFound`) or a negative item; never traps.
    static func item(_ indexPath: IndexPath) -> Int? {
      guard indexPath.count == 2, indexPath[0] == 0 else { return nil }
      let item = indexPath[1]
      return item >= 0 && item != Int.max ? item : nil
    }

    /// The index path of item `index` in section 0.
    static func indexPath(_ index: Int) -> IndexPath {
      IndexPath(item: index, section: 0)
    }

    /// The number of items the layout lays out: section 0's, or 0 with no
    /// collection view or no sections.
    @MainActor
    static func itemCount(of collectionView: UICollectionView?) -> Int {
      guard let collectionView, collectionView.numberOfSections > 0 else { return 0 }
      return Swift.max(collectionView.numberOfItems(inSection: 0), 0)
    }

    /// The engines' layout direction for the collection view's effective
    /// one.
    @MainActor
    static func layoutDirection(of collectionView: UICollectionView) -> LayoutDirection {
      collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? .rightToLeft : .leftToRight
    }

    /// Invalidates a layout whose engine was replaced, and moves the
    /// content offset by `adjustment` (the host's
    /// `contentOffsetAdjustment(keepingPositionOf:in:itemCount:)`, which
    /// keeps the centred item) through an invalidation context, whose
    /// `contentOffsetAdjustment` UIKit adds to the content offset.
    @MainActor
    static func invalidate(
      _ layout: UICollectionViewLayout, adjustingContentOffsetBy adjustment: Point
    ) {
      layout.invalidateLayout()
      guard adjustment != .zero else { return }
      let context = UICollectionViewLayoutInvalidationContext()
      context.contentOffsetAdjustment = CGPoint(adjustment)
      layout.invalidateLayout(with: context)
    }

    /// The host's changes for a batch update of section 0, or `nil` when
    /// the update replaces the section (a section inserted, deleted or
    /// reloaded) and there is no item to keep.
    @MainActor
    static func updates(_ items: [UICollectionViewUpdateItem]) -> [UpdateItem]? {
      var updates: [UpdateItem] = []
      updates.reserveCapacity(items.count)
      for item in items {
        let before = item.indexPathBeforeUpdate
        let after = item.indexPathAfterUpdate
        // A section-level change of section 0 replaces every item.
        for path in [before, after] {
          if let path, path.count >= 1, path[0] == 0, self.item(path) == nil { return nil }
        }
        switch item.updateAction {
        case .insert:
          if let index = after.flatMap(self.item) { updates.append(.insert(index)) }
        case .delete:
          if let index = before.flatMap(self.item) { updates.append(.delete(index)) }
        case .move:
          if let from = before.flatMap(self.item), let to = after.flatMap(self.item) {
            updates.append(.move(from: from, to: to))
          }
        case .reload:
          if let index = before.flatMap(self.item) { updates.append(.reload(index)) }
        default:
          break
        }
      }
      return updates
    }
  }
#endif
