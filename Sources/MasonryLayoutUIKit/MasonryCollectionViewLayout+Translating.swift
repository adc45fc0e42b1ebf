// Between UIKit's types and the host's: index paths, element kinds, layout
// attributes and invalidation contexts.

#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import LayoutGeometry
  import MasonryLayout
  import MasonryLayoutHosting

  extension MasonryCollectionViewLayout {
    /// An engine path from an index path; `nil` for one that is not an
    /// item's.
    internal static func _path(_ indexPath: IndexPath) -> ItemPath? {
      guard indexPath.count == 2 else { return nil }
      return ItemPath(section: indexPath.section, item: indexPath.item)
    }

    internal static func _indexPath(_ path: ItemPath) -> IndexPath {
      IndexPath(item: path.item, section: path.section)
    }

    /// The engine's element kind of a supplementary kind.
    internal static func _kind(_ elementKind: String) -> SectionedMasonry.Element.Kind? {
      switch elementKind {
      case UICollectionView.elementKindSectionHeader: return .header
      case UICollectionView.elementKindSectionFooter: return .footer
      default: return nil
      }
    }

    internal static func _elementKind(_ kind: SectionedMasonry.Element.Kind) -> String {
      kind == .header
        ? UICollectionView.elementKindSectionHeader : UICollectionView.elementKindSectionFooter
    }

    /// New attributes for an element.
    internal func _attributes(
      _ element: SectionedMasonry.Element
    ) -> UICollectionViewLayoutAttributes {
      let indexPath = Self._indexPath(element.path)
      let attributes = _newAttributes(element.kind, at: indexPath)
      attributes.frame = CGRect(element.frame)
      attributes.zIndex = element.zIndex
      return attributes
    }

    /// Attributes for an element's appearance at one end of an animation.
    internal func _attributes(
      _ appearance: MasonryHost.Appearance, kind: SectionedMasonry.Element.Kind,
      at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes {
      let attributes = _newAttributes(kind, at: indexPath)
      attributes.frame = CGRect(appearance.frame)
      attributes.alpha = CGFloat(appearance.alpha)
      attributes.zIndex = appearance.zIndex
      return attributes
    }

    /// Pins headers below the collection view's adjusted inset at the
    /// feed's leading edge (the top; on a shelf, the left, or the right
    /// right to left), as `UICollectionViewFlowLayout` pins them below a
    /// navigation bar.
    internal func _followPinningInset(of collectionView: UICollectionView) {
      let insets = collectionView.adjustedContentInset
      let inset: CGFloat
      switch (configuration.axis, configuration.layoutDirection) {
      case (.vertical, _): inset = insets.top
      case (.horizontal, .rightToLeft): inset = insets.right
      case (.horizontal, _): inset = insets.left
      }
      if host.pinnedHeadersInset != Double(inset) { host.pinnedHeadersInset = Double(inset) }
    }

    /// New attributes for an element, of the layout's
    /// ``layoutAttributesClass`` (every element's, so that UIKit's own
    /// attributes are of the same class), carrying the feed's flow.
    internal func _newAttributes(
      _ kind: SectionedMasonry.Element.Kind, at indexPath: IndexPath
    ) -> MasonryLayoutAttributes {
      let attributes =
        kind == .item
        ? MasonryLayoutAttributes(forCellWith: indexPath)
        : MasonryLayoutAttributes(
          forSupplementaryViewOfKind: Self._elementKind(kind), with: indexPath)
      attributes.flow = configuration.axis
      return attributes
    }

    /// A new invalidation context of this layout's class.
    internal func _newContext() -> UICollectionViewLayoutInvalidationContext {
      MasonryInvalidationContext()
    }

    /// Fills a context from the host's invalidation: its adjustments, and
    /// its element lists when `naming`. The layout names elements only
    /// where it knows every element that moved among those UIKit shows:
    /// pinned headers on a scroll, a drag (UIKit's context names the
    /// dragged item, so the others that moved must be named too), and a
    /// width change (every element shown, as far as UIKit's queries since
    /// the last `prepare()` reached, so that each cell measures itself
    /// again at the new width).
    internal func _fill(
      _ context: UICollectionViewLayoutInvalidationContext,
      with invalidation: MasonryHost.Invalidation, naming: Bool
    ) {
      context.contentOffsetAdjustment = CGPoint(invalidation.contentOffsetAdjustment)
      context.contentSizeAdjustment = CGSize(invalidation.contentSizeAdjustment)
      if invalidation.invalidatesLayout, let context = context as? MasonryInvalidationContext {
        context.invalidatesWidth = true
      }
      guard naming else { return }
      if !invalidation.items.isEmpty {
        context.invalidateItems(at: invalidation.items.map(Self._indexPath))
      }
      if !invalidation.headers.isEmpty {
        context.invalidateSupplementaryElements(
          ofKind: UICollectionView.elementKindSectionHeader,
          at: invalidation.headers.map { IndexPath(item: 0, section: $0) })
      }
      if !invalidation.footers.isEmpty {
        context.invalidateSupplementaryElements(
          ofKind: UICollectionView.elementKindSectionFooter,
          at: invalidation.footers.map { IndexPath(item: 0, section: $0) })
      }
    }

    /// The host's overscan, from the rectangles UIKit asks for: the
    /// farthest any of them reached past the bounds along the flow since
    /// the last `prepare()`, so that what the layout names and the window
    /// of a batch's animation cover every cell UIKit shows beyond its
    /// bounds, however it splits its queries (a smaller rectangle asked
    /// later, in pieces or by the app, does not shrink it). Capped at two
    /// screens, so that a query of a far area (an accessibility scan, a
    /// jump) does not make every later batch keep half the feed.
    internal func _noteQuery(_ rect: CGRect, bounds: CGRect) {
      let vertical = host.configuration.axis == .vertical
      let (low, high) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
      let (start, end) = vertical ? (bounds.minY, bounds.maxY) : (bounds.minX, bounds.maxX)
      let screen = vertical ? bounds.height : bounds.width
      let reach = Swift.min(Swift.max(start - low, high - end, 0), 2 * screen)
      let farthest = Swift.max(_queryReach ?? 0, reach)
      guard farthest.isFinite else { return }
      _queryReach = farthest
      host.overscan = Double(farthest)
    }
  }
#endif
