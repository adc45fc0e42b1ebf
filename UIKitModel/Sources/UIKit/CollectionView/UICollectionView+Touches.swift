// Touches: which view a touch finds (UIKit's hit-testing, by view order),
// and a tap that selects the item whose cell it finds.

extension UICollectionView {
  /// `hitTest(_:with:)`'s answer (declared in the class, which Swift
  /// requires of an override): the cell or supplementary view a touch at
  /// `point` finds: the
  /// frontmost displayed view whose frame contains it, skipping hidden
  /// elements and those almost transparent; the collection view itself
  /// where none does (and the point is inside it); nil outside.
  ///
  /// `hitTest(_:with:)`: "This method traverses the view hierarchy by
  /// calling the point(inside:with:) method of each subview to determine
  /// which subview should receive a touch event"; it "ignores view
  /// objects that are hidden, that have disabled user interactions, or
  /// have an alpha level less than 0.01", and searches the subviews "from
  /// front to back". Front to back is the order of the subviews, the
  /// last added frontmost: a layout's `zIndex` sets the layer's
  /// `zPosition` ("The zIndex value is used to set the value of the
  /// item's layer's zPosition property", `UICollectionViewLayoutAttributes.zIndex`),
  /// which orders drawing, not the subviews. Where UIKit adds a cell
  /// among its subviews is undocumented: the model puts each view it
  /// gives an element frontmost, and never reorders it while it stays,
  /// so a layout's depth order never reaches hit-testing. Frames are
  /// the attributes' (the model does not hit-test a 3D transform).
  ///
  /// - Parameters:
  ///   - point: A point in the collection view's bounds coordinates.
  ///   - event: The event, or nil.
  /// - Returns: The view hit.
  func _hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard self.point(inside: point, with: event) else { return nil }
    var best: (order: Int, view: UICollectionReusableView)?
    for key in _cellOrder {
      guard let view = _cells[key], view.isUserInteractionEnabled,
        let shown = _displayedByKey[key], !shown.isHidden, shown.alpha >= 0.01,
        shown.frame.contains(point)
      else { continue }
      let order = _frontOrder[ObjectIdentifier(view)] ?? 0
      if best == nil || order > best!.order { best = (order, view) }
    }
    guard let view = best?.view else { return self }
    return view.hitTest(convert(point, to: view), with: event) ?? view
  }

  /// Gets the index path of the specified cell: nil when it is not
  /// displayed.
  ///
  /// - Parameter cell: The cell.
  /// - Returns: Its index path, or nil.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    _cellOrder.first { $0.category == .cell && _cells[$0] === cell }?.indexPath
  }

  /// The index paths of the selected items.
  public var indexPathsForSelectedItems: [IndexPath]? { _selectedItems.sorted() }

  /// Model only: a tap at `point` (bounds coordinates): the touch finds a
  /// view by `hitTest(_:with:)`; when that is a displayed cell (or in
  /// one), the delegate is asked `collectionView(_:shouldSelectItemAt:)`,
  /// and on true the item is selected and the delegate told
  /// (`collectionView(_:didSelectItemAt:)`).
  ///
  /// - Parameter point: The point tapped, in the collection view's bounds
  ///   coordinates.
  /// - Returns: The index path of the cell the touch found, or nil.
  @discardableResult
  public func modelTap(at point: CGPoint) -> IndexPath? {
    guard let hit = hitTest(point, with: nil) as? UICollectionViewCell,
      let indexPath = indexPath(for: hit)
    else { return nil }
    if delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true {
      _selectedItems.insert(indexPath)
      hit.isSelected = true
      delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
    return indexPath
  }
}
