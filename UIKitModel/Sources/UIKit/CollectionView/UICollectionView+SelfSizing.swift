// Self-sizing: each displayed cell is asked its
// `preferredLayoutAttributesFitting(_:)` (or, where a test of a layout
// sets it, the model's `modelCellSizing` closure answers for every cell),
// and the layout decides whether and how the preferred size invalidates
// it.

extension UICollectionView {
  /// Fits every displayed cell (on screen or prepared beyond the bounds:
  /// UIKit sizes a cell when it prepares it) whose attributes, as shown,
  /// changed since it was last fitted.
  ///
  /// For each, the model does what UIKit documents: the cell gets a copy
  /// of the layout's attributes and returns its preferred attributes
  /// ("preferredLayoutAttributesFitting(_:)": "The default implementation
  /// of this method adjusts the size values to accommodate changes made by
  /// a self-sizing cell"); "When the cell provides a different set of
  /// attributes, the collection view calls this method
  /// [shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)]
  /// to determine if the cell's change requires a larger layout refresh";
  /// when it does, the collection view asks for
  /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`
  /// and invalidates with it, which applies the context's content offset
  /// and size adjustments, and lays out again.
  ///
  /// Cells are fitted in index path order, each against the attributes it
  /// is shown with (kept ones included), as UIKit fits the cells it shows
  /// in one layout pass. A cell new to this pass is fitted before it is in
  /// the view hierarchy (its `superview` nil), as UIKit sizes a cell while
  /// preparing it, from a layout pass or from prefetching, before adding
  /// it; every view shown is added once the fitting is over.
  func _fitDisplayedCells() {
    let sizing = modelCellSizing
    // What this fitting's own invalidations name is for the next.
    let namedSinceFitting = _itemsNamedSinceFitting
    _itemsNamedSinceFitting = []
    // Every view shown is in the hierarchy once this fitting is over.
    defer { for view in _cells.values where view._owningView !== self { view._owningView = self } }
    guard sizing != nil || !_cells.isEmpty else { return }
    let cells = _displayed.filter { $0.representedElementCategory == .cell }
      .sorted { $0.indexPath < $1.indexPath }
    for original in cells {
      let path = original.indexPath
      if let fitted = _fittedAttributes[path] {
        // Fitted since it was shown: again only when an invalidation named
        // it since, or, reading UIKit the kinder way, when its attributes
        // changed.
        let named = namedSinceFitting.contains(path)
        if !named && (modelFitsOnlyNamedCells || fitted.isEqual(original)) { continue }
      }
      _fittedAttributes[path] = original.copy() as? UICollectionViewLayoutAttributes
      guard let copy = original.copy() as? UICollectionViewLayoutAttributes else { continue }
      let preferred: UICollectionViewLayoutAttributes
      if let sizing {
        copy.size = sizing(copy)
        preferred = copy
      } else if let cell = _cells[_ElementKey(original)] {
        _sizingRequestCount += 1
        preferred = cell.preferredLayoutAttributesFitting(copy)
      } else {
        continue
      }
      if preferred.isEqual(original) { continue }
      if _layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
      {
        let context = _layout.invalidationContext(
          forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        _layout.invalidateLayout(with: context)
      }
    }
  }

  /// Model only: how many times a cell has been asked its
  /// `preferredLayoutAttributesFitting(_:)` (not counting the answers of
  /// ``modelCellSizing``).
  public var modelSizingRequestCount: Int { _sizingRequestCount }

  /// A displayed view asked to be sized again
  /// (`invalidateIntrinsicContentSize()` on it or its content view): with
  /// `selfSizingInvalidation` other than `.disabled`, a cell is named for
  /// the next fitting, and the collection view needs a pass: within one,
  /// the fitting that ends it sees the name; outside one, the next
  /// `layoutIfNeeded()` runs it, so that many cells asking at once (a new
  /// value that reconfigures every cell shown) are sized in one pass, as
  /// UIKit sizes them in its next layout.
  ///
  /// `UICollectionView.SelfSizingInvalidation.enabled`: "Calling
  /// invalidateIntrinsicContentSize() on a self-sizing cell or its
  /// contentView will cause it to be resized if necessary."
  func _sizeInvalidated(_ view: UICollectionReusableView) {
    guard selfSizingInvalidation != .disabled, let cell = view as? UICollectionViewCell,
      let path = indexPath(for: cell)
    else { return }
    _itemsNamedSinceFitting.insert(path)
    _needsLayout = true
  }
}

extension UICollectionView {
  /// Constants that describe modes for invalidating the size of
  /// self-sizing collection view cells.
  @available(iOS 16.0, tvOS 16.0, *)
  public enum SelfSizingInvalidation: Int, Sendable {
    /// A mode that disables self-sizing invalidation.
    case disabled = 0
    /// A mode that enables manual self-sizing invalidation.
    case enabled = 1
    /// A mode that enables automatic self-sizing invalidation after Auto
    /// Layout changes (the model has no Auto Layout: as `.enabled`).
    case enabledIncludingConstraints = 2
  }
}
