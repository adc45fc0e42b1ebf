// The elements the collection view shows: what its layout answers for the
// prepared area (the bounds and a margin beyond them), each keeping the
// attributes it was shown with until an invalidation names it.

/// Which element an attributes object describes: its category, its kind
/// (for supplementary and decoration views) and its index path.
struct _ElementKey: Hashable {
  var category: UICollectionView.ElementCategory
  var kind: String?
  var indexPath: IndexPath

  @MainActor init(_ attributes: UICollectionViewLayoutAttributes) {
    category = attributes.representedElementCategory
    kind = category == .cell ? nil : attributes.representedElementKind
    indexPath = attributes.indexPath
  }

  init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
    self.category = category
    self.kind = kind
    self.indexPath = indexPath
  }
}

extension UICollectionView {
  /// The area the collection view asks its layout for in each pass: its
  /// bounds grown on each side by ``modelPreloadFraction`` of their size,
  /// along both axes.
  ///
  /// UIKit prepares cells before they scroll in ("isPrefetchingEnabled":
  /// "the collection view requests cells in advance of when they will be
  /// displayed, spreading the rendering over multiple layout passes"),
  /// and documents neither how far nor along which axis. The model takes
  /// the wider reading: both axes, so a layout cannot rely on cells
  /// existing only inside its bounds.
  var _preparedArea: CGRect {
    let fraction = modelPreloadFraction.isFinite ? Swift.max(modelPreloadFraction, 0) : 0
    return bounds.insetBy(dx: -bounds.width * fraction, dy: -bounds.height * fraction)
  }

  /// Records what an invalidation refreshes at the next pass.
  ///
  /// "The specified context object indicates which parts of the layout
  /// need to be recomputed. All other layout information is left alone"
  /// (`invalidateLayout(with:)`); `invalidateItems(at:)`: "identify the
  /// specific cells of your layout that require updates". So a context
  /// that names elements (items, supplementary or decoration views, or
  /// the items of an interactive movement) refreshes those alone, and
  /// every other element shown keeps its attributes; a context that names
  /// none, or that invalidates everything or the data source counts,
  /// refreshes every element shown.
  func _noteInvalidation(_ context: UICollectionViewLayoutInvalidationContext) {
    let items = context.invalidatedItemIndexPaths
    let supplementary = context.invalidatedSupplementaryIndexPaths
    let decoration = context.invalidatedDecorationIndexPaths
    let previous = context.previousIndexPathsForInteractivelyMovingItems
    let targets = context.targetIndexPathsForInteractivelyMovingItems
    let namesNone =
      items == nil && supplementary == nil && decoration == nil && previous == nil
      && targets == nil
    if context.invalidateEverything || context.invalidateDataSourceCounts || namesNone {
      _refreshesAllDisplayed = true
      return
    }
    for path in (items ?? []) + (previous ?? []) + (targets ?? []) {
      _invalidatedElements.insert(_ElementKey(category: .cell, kind: nil, indexPath: path))
      _itemsNamedSinceFitting.insert(path)
    }
    for (kind, paths) in supplementary ?? [:] {
      for path in paths {
        _invalidatedElements.insert(
          _ElementKey(category: .supplementaryView, kind: kind, indexPath: path))
      }
    }
    for (kind, paths) in decoration ?? [:] {
      for path in paths {
        _invalidatedElements.insert(
          _ElementKey(category: .decorationView, kind: kind, indexPath: path))
      }
    }
  }

  /// Step 3 of a layout pass: asks the layout for the prepared area,
  /// checks the answer, and makes it the displayed elements. An element
  /// shown before that no invalidation since the last pass named keeps the
  /// attributes it was shown with (UIKit leaves "all other layout
  /// information" alone); every other element takes the layout's answer.
  /// An element the answer leaves out is no longer shown.
  ///
  /// Then checks the layout's per-element answers against the rectangle's
  /// (``_checkItemQueries(_:)``), and reports the pass to
  /// ``modelPassHandler``.
  func _queryDisplayedElements() {
    var answered: [UICollectionViewLayoutAttributes] = []
    var asked = Set<_ElementKey>()
    for rect in _queryRects {
      let answer = _layout.layoutAttributesForElements(in: rect) ?? []
      _checkElements(answer, in: rect)
      // An element in two of the rects is one element.
      for element in answer where asked.insert(_ElementKey(element)).inserted {
        answered.append(element)
      }
    }
    let refreshesAll = _refreshesAllDisplayed
    _refreshesAllDisplayed = false
    let invalidated = _invalidatedElements
    _invalidatedElements = []
    var displayed: [UICollectionViewLayoutAttributes] = []
    displayed.reserveCapacity(answered.count)
    var byKey: [_ElementKey: UICollectionViewLayoutAttributes] = [:]
    byKey.reserveCapacity(answered.count)
    for element in answered {
      let key = _ElementKey(element)
      guard byKey[key] == nil else { continue }  // a duplicate: recorded by the check
      var shown = element
      if !refreshesAll, !invalidated.contains(key), let kept = _displayedByKey[key] {
        shown = kept
      }
      byKey[key] = shown
      displayed.append(shown)
    }
    _displayed = displayed
    _displayedByKey = byKey
    _fittedAttributes = _fittedAttributes.filter {
      byKey[_ElementKey(category: .cell, kind: nil, indexPath: $0.key)] != nil
    }
    _checkItemQueries(answered)
    _visibleQueryDone = true
    _requestDisplayedViews()
    modelPassHandler?(self)
  }

  /// The rectangles a pass asks for: the prepared area (mirrored when the
  /// layout flips), in one piece, or with ``modelSplitsQueries`` in five
  /// (the bounds, then the strips above, below, left and right of them),
  /// as UIKit may ask in pieces.
  var _queryRects: [CGRect] {
    let whole = _queryRect
    guard modelSplitsQueries, modelPreloadFraction > 0 else { return [whole] }
    var bounds = self.bounds
    if _layoutIsFlipped { bounds.origin.x = contentSize.width - bounds.maxX }
    let pieces = [
      bounds,
      CGRect(x: whole.minX, y: whole.minY, width: whole.width, height: bounds.minY - whole.minY),
      CGRect(x: whole.minX, y: bounds.maxY, width: whole.width, height: whole.maxY - bounds.maxY),
      CGRect(x: whole.minX, y: bounds.minY, width: bounds.minX - whole.minX, height: bounds.height),
      CGRect(
        x: bounds.maxX, y: bounds.minY, width: whole.maxX - bounds.maxX, height: bounds.height),
    ]
    return pieces.filter { $0.width > 0 && $0.height > 0 }
  }

  /// Whether a displayed element's frame overlaps the bounds (interiors,
  /// the engines' rule): what the model counts as visible.
  func _isOnScreen(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
    let frame = attributes.frame
    let bounds = self.bounds
    return frame.minX < bounds.maxX && bounds.minX < frame.maxX && frame.minY < bounds.maxY
      && bounds.minY < frame.maxY
  }

  // MARK: Model-only checks

  /// Model only: every displayed element whose attributes differ from what
  /// the layout answers for it now (`layoutAttributesForItem(at:)` and its
  /// supplementary and decoration forms), one line each; empty when
  /// nothing shown is stale.
  ///
  /// A layout that invalidates without naming an element whose attributes
  /// changed leaves that element drawn where it was: on a device, a cell
  /// out of place until something refreshes it. The item being moved
  /// interactively is left out (UIKit shows it with
  /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`).
  ///
  /// - Returns: The stale elements, described.
  public func modelStaleDisplayedElements() -> [String] {
    var stale: [String] = []
    let moving = _interactiveMovement?.current
    for shown in _displayed {
      let path = shown.indexPath
      let current: UICollectionViewLayoutAttributes?
      let kind = shown.representedElementKind ?? ""
      switch shown.representedElementCategory {
      case .cell:
        if path == moving { continue }
        current = _layout.layoutAttributesForItem(at: path)
      case .supplementaryView:
        current = _layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path)
      case .decorationView:
        current = _layout.layoutAttributesForDecorationView(ofKind: kind, at: path)
      }
      guard let current else {
        stale.append(
          "\(shown.representedElementCategory) \(kind) \(Array(path)) is shown at "
            + "\(shown.frame), but the layout has no such element now")
        continue
      }
      if !current.isEqual(shown) {
        stale.append(
          "\(shown.representedElementCategory) \(kind) \(Array(path)) is shown at "
            + "\(shown.frame) (alpha \(shown.alpha), z \(shown.zIndex)), but the layout puts it "
            + "at \(current.frame) (alpha \(current.alpha), z \(current.zIndex))")
      }
    }
    return stale
  }
}
