// The compositional layout's attributes at each pass: solved frames moved
// by orthogonal offsets, headers and footers pinned, and each section's
// visible-items handler applied; and the queries that answer them.

/// Whether two rectangles' interiors overlap (a rectangle that is not
/// finite meets nothing).
func _interiorsOverlap(_ a: CGRect, _ b: CGRect) -> Bool {
  a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
}

extension UICollectionViewCompositionalLayout {
  /// `prepare()`'s work: solves the sections when an invalidation of
  /// everything or of the counts asked for it, or the container changed;
  /// then builds the attributes.
  func _prepareCompositionalLayout() {
    guard let collectionView else {
      _solved = []
      _itemAttributes = []
      _supplementaryAttributes = []
      _contentHeight = 0
      return
    }
    let key = _EnvironmentKey(_environment(for: collectionView))
    if _needsSolve || key != _solvedEnvironmentKey {
      _needsSolve = false
      _solveAll(in: collectionView)
    }
    _buildAttributes(in: collectionView)
  }

  /// A boundary item's frame now: pinned ones moved into the visible
  /// bounds (the bounds less the adjusted content insets) while their
  /// section is there, never out of their section.
  ///
  /// `pinToVisibleBounds`: "Set the value of this property to true to pin
  /// the boundary supplementary item to the visible bounds of the section
  /// or layout it's attached to. This way, the boundary supplementary item
  /// is shown while any portion of the section or layout it's attached to
  /// is visible." A header stays at the top of the visible bounds, a
  /// footer at the bottom, each within its section's frame.
  func _currentFrame(
    of boundary: _SolvedBoundaryItem, in section: _SolvedSection,
    collectionView: UICollectionView
  ) -> CGRect {
    var frame = boundary.frame
    guard boundary.item.pinToVisibleBounds else { return frame }
    let bounds = collectionView.bounds
    let insets = collectionView.adjustedContentInset
    if boundary.isFooter {
      let visibleBottom = bounds.maxY - insets.bottom
      frame.origin.y = Swift.min(
        boundary.frame.minY, Swift.max(visibleBottom - frame.height, section.frame.minY))
    } else {
      let visibleTop = bounds.minY + insets.top
      frame.origin.y = Swift.max(
        boundary.frame.minY, Swift.min(visibleTop, section.frame.maxY - frame.height))
    }
    return frame
  }

  /// The attributes of every element, made afresh, and each section's
  /// visible-items handler called.
  ///
  /// The handler ("A closure called before each layout cycle to allow
  /// modification of the items in the section immediately before they're
  /// displayed"; "The handler is called before each layout cycle, any time
  /// an animation occurs in that section due to changes such as adding or
  /// removing items, scrolling the section, or rotating the device",
  /// NSCollectionLayoutSectionVisibleItemsInvalidationHandler) is called
  /// at every pass that prepares the layout, for every section that has
  /// one (with no visible items when none is on screen: the stricter
  /// reading), with:
  /// - the visible items: fresh objects each call (`_VisibleItem`), the
  ///   section's cells and boundary items whose frames meet the
  ///   collection view's bounds, and for an orthogonal section's cells
  ///   also its scroller's visible width;
  /// - the content offset: an orthogonal section's offset (`(x, 0)`), the
  ///   collection view's content offset otherwise;
  /// - the collection view's environment.
  /// Each item's `frame` and `center` are "in its section's coordinate
  /// system" (NSCollectionLayoutVisibleItem's `frame`), whose origin Apple
  /// leaves unsaid: the model puts it at the section's top-left corner, so
  /// that an item's frame differs from its frame in the collection view
  /// in every section below the first, and code that mixes the two is
  /// caught. The attributes of each visible item then carry what the
  /// handler set (center, transforms, alpha, zIndex, hidden), its center
  /// read back from the section's coordinates (moved by the orthogonal
  /// offset for a cell).
  /// What it sets lasts until the next call: each call starts from the
  /// solved values, so an item the handler skips is shown untransformed.
  func _buildAttributes(in collectionView: UICollectionView) {
    let environment = _environment(for: collectionView)
    let bounds = collectionView.bounds
    var items: [[UICollectionViewLayoutAttributes]] = []
    var supplementaries: [[UICollectionViewLayoutAttributes]] = []
    for (index, solved) in _solved.enumerated() {
      let offset = solved.isOrthogonal ? (_orthogonalOffsets[index] ?? 0) : 0
      let cells = solved.items.enumerated().map { item, element in
        let attributes = UICollectionViewLayoutAttributes(
          forCellWith: IndexPath(item: item, section: index))
        attributes.frame = element.frame.offsetBy(dx: -offset, dy: 0)
        attributes.zIndex = element.zIndex
        return attributes
      }
      let boundaryItems = solved.boundaryItems.map { boundary in
        let attributes = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: boundary.item.elementKind,
          with: IndexPath(item: 0, section: index))
        attributes.frame = _currentFrame(
          of: boundary, in: solved, collectionView: collectionView)
        attributes.zIndex = boundary.item.zIndex
        return attributes
      }
      if let handler = solved.section?.visibleItemsInvalidationHandler {
        var visible: [(item: _VisibleItem, attributes: UICollectionViewLayoutAttributes)] = []
        // The section's coordinate system: its origin at the section's
        // top-left corner (its headers and insets included).
        let origin = solved.frame.origin
        let scrollerArea =
          solved.isOrthogonal
          ? CGRect(
            x: solved.scroller.minX, y: bounds.minY, width: solved.scroller.width,
            height: bounds.height) : bounds
        for (item, attributes) in cells.enumerated()
        where _interiorsOverlap(attributes.frame, bounds)
          && _interiorsOverlap(attributes.frame, scrollerArea)
        {
          visible.append(
            (
              _VisibleItem(
                indexPath: attributes.indexPath,
                frame: solved.items[item].frame.offsetBy(dx: -origin.x, dy: -origin.y),
                zIndex: attributes.zIndex, category: .cell, kind: nil),
              attributes
            ))
        }
        for attributes in boundaryItems where _interiorsOverlap(attributes.frame, bounds) {
          visible.append(
            (
              _VisibleItem(
                indexPath: attributes.indexPath,
                frame: attributes.frame.offsetBy(dx: -origin.x, dy: -origin.y),
                zIndex: attributes.zIndex, category: .supplementaryView,
                kind: attributes.representedElementKind),
              attributes
            ))
        }
        let contentOffset =
          solved.isOrthogonal ? CGPoint(x: offset, y: 0) : collectionView.contentOffset
        handler(visible.map(\.item), contentOffset, environment)
        for (item, attributes) in visible {
          let shift = attributes.representedElementCategory == .cell ? offset : 0
          attributes.center = CGPoint(
            x: item.center.x + origin.x - shift, y: item.center.y + origin.y)
          attributes.transform3D = item.transform3D
          attributes.alpha = item.alpha
          attributes.zIndex = item.zIndex
          attributes.isHidden = item.isHidden
        }
      }
      items.append(cells)
      supplementaries.append(boundaryItems)
    }
    _itemAttributes = items
    _supplementaryAttributes = supplementaries
  }

  /// `layoutAttributesForElements(in:)`'s answer: every element whose
  /// frame meets `rect`; an orthogonal section's cells only where they
  /// also meet its scroller's visible width (its cells beyond are
  /// clipped by the scroller, and UIKit shows none).
  func _elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    var answer: [UICollectionViewLayoutAttributes] = []
    for (index, solved) in _solved.enumerated() where index < _itemAttributes.count {
      // A section's elements stay within its frame unless a handler
      // moved them: only then is every element looked at.
      let handled = solved.section?.visibleItemsInvalidationHandler != nil
      guard handled || (solved.frame.minY <= rect.maxY && rect.minY <= solved.frame.maxY) else {
        continue
      }
      let scroller = solved.scroller
      for attributes in _itemAttributes[index] where _interiorsOverlap(attributes.frame, rect) {
        if solved.isOrthogonal
          && !(attributes.frame.minX < scroller.maxX && scroller.minX < attributes.frame.maxX)
        {
          continue
        }
        answer.append(attributes)
      }
      answer.append(
        contentsOf: _supplementaryAttributes[index].filter {
          _interiorsOverlap($0.frame, rect)
        })
    }
    return answer
  }
}
