// Model only: the focus engine moving the focus to a collection view's
// item, as a keyboard's arrow keys on iPad or the remote on tvOS do.

extension UICollectionView {
  /// When UIKit scrolls to show a newly focused item, relative to the
  /// delegate's `collectionView(_:didUpdateFocusIn:with:)`, which Apple
  /// does not document. A product must work under each. Model only.
  public enum ModelFocusScroll: Sendable, CaseIterable {
    /// UIKit scrolls before it tells the delegate.
    case beforeTheDelegate
    /// UIKit tells the delegate, then scrolls from where the delegate
    /// left the content.
    case afterTheDelegate
    /// UIKit works out where to scroll before it tells the delegate, and
    /// scrolls there after, over whatever the delegate scrolled.
    case workedOutBeforeAndMadeAfterTheDelegate
  }

  /// Model only: the focus engine moves the focus to the item at `next`,
  /// as an arrow key or the remote's swipe would: the item's cell becomes
  /// the focus system's focused item, the collection view scrolls as
  /// little as shows the cell, and the delegate's
  /// `collectionView(_:didUpdateFocusIn:with:)` is called, in the order
  /// `scroll` says; then the completions the delegate gave the
  /// coordinator run. The scroll reads the item's frame as
  /// `scrollToItem(at:at:animated:)` does (``modelScrollToItemFrame``);
  /// in an orthogonal section it scrolls the section's scroller. Nothing
  /// happens without a focus system (``UIView/modelRunsAFocusSystem()``)
  /// or when the item's cell is not shown: the focus engine moves only
  /// to what is on screen.
  ///
  /// - Parameters:
  ///   - next: The item to focus.
  ///   - scroll: When UIKit scrolls, relative to the delegate's call.
  public func modelMoveFocus(toItemAt next: IndexPath, scroll: ModelFocusScroll) {
    layoutIfNeeded()
    guard let state = UIFocusSystem._state(for: self), let cell = cellForItem(at: next) else {
      return
    }
    let previous = (state.focusedItem as? UICollectionViewCell).flatMap { indexPath(for: $0) }
    state.focusedItem = cell
    let context = UICollectionViewFocusUpdateContext(previous: previous, next: next)
    let coordinator = UIFocusAnimationCoordinator()
    var workedOut: (() -> Void)?
    switch scroll {
    case .beforeTheDelegate: _scrollToShow(next)?()
    case .workedOutBeforeAndMadeAfterTheDelegate: workedOut = _scrollToShow(next)
    case .afterTheDelegate: break
    }
    delegate?.collectionView(self, didUpdateFocusIn: context, with: coordinator)
    switch scroll {
    case .beforeTheDelegate: break
    case .workedOutBeforeAndMadeAfterTheDelegate: workedOut?()
    case .afterTheDelegate: _scrollToShow(next)?()
    }
    layoutIfNeeded()
    for completion in coordinator._completions { completion() }
    layoutIfNeeded()
  }

  /// The scroll that shows the item as little as it can, worked out now
  /// and made when called: to the item's leading or trailing edge in an
  /// orthogonal section's scroller, or along the collection view; nil
  /// when the item shows already.
  private func _scrollToShow(_ indexPath: IndexPath) -> (() -> Void)? {
    layoutIfNeeded()
    guard let attributes = _layout.layoutAttributesForItem(at: indexPath) else { return nil }
    let frame = _frameScrolledTo(attributes)
    if let compositional = _layout as? UICollectionViewCompositionalLayout,
      let scrolled = compositional._orthogonalOffset(inSection: indexPath.section)
    {
      let scroller = compositional._solved[indexPath.section].scroller
      let minX = frame.minX + scrolled - scroller.minX
      let x: CGFloat
      if minX < scrolled {
        x = minX
      } else if minX + frame.width > scrolled + scroller.width {
        x = minX + frame.width - scroller.width
      } else {
        return nil
      }
      return { _ = compositional._setOrthogonalOffset(x, inSection: indexPath.section) }
    }
    var offset = contentOffset
    if frame.minY < bounds.minY {
      offset.y = frame.minY
    } else if frame.maxY > bounds.maxY {
      offset.y = frame.maxY - bounds.height
    } else {
      return nil
    }
    return { [self] in contentOffset = offset }
  }
}
