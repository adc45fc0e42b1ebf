// Model only: scrolling a compositional layout's orthogonal sections, as a
// user's finger scrolls their scrollers.

extension UICollectionView {
  /// Model only: the content offset of an orthogonal section's scroller
  /// (`(x, 0)`), or nil when the layout is not a compositional layout or
  /// the section does not scroll orthogonally.
  ///
  /// - Parameter section: The section's index.
  /// - Returns: Its offset, or nil.
  public func modelOrthogonalContentOffset(inSection section: Int) -> CGPoint? {
    layoutIfNeeded()
    guard let layout = _layout as? UICollectionViewCompositionalLayout,
      let x = layout._orthogonalOffset(inSection: section)
    else { return nil }
    return CGPoint(x: x, y: 0)
  }

  /// Model only: scrolls an orthogonal section's scroller to
  /// `contentOffset.x`, clamped to its content (0 to its content width
  /// less its width); `y` is ignored. The section's handler runs and the
  /// collection view shows the new attributes in a layout pass before
  /// this returns. Does nothing for a section that does not scroll
  /// orthogonally.
  ///
  /// - Parameters:
  ///   - contentOffset: The offset to scroll to.
  ///   - section: The section's index.
  public func modelSetOrthogonalContentOffset(_ contentOffset: CGPoint, inSection section: Int) {
    layoutIfNeeded()
    guard let layout = _layout as? UICollectionViewCompositionalLayout else { return }
    layout._setOrthogonalOffset(contentOffset.x, inSection: section)
  }

  /// Model only: a swipe of an orthogonal section: the finger drags the
  /// content by `distance` points (positive towards the trailing end: the
  /// offset grows), one layout pass, then lifts with `velocity` (points
  /// per millisecond, positive towards the trailing end) and the scroller
  /// comes to rest by the section's `orthogonalScrollingBehavior` (see
  /// `UICollectionViewCompositionalLayout._restingOffset`), in one more
  /// pass when it moves. The drag is clamped to the content (no rubber
  /// band), and the rest is reached at once (no animation).
  ///
  /// - Parameters:
  ///   - section: The section's index.
  ///   - distance: How far the finger drags the content.
  ///   - velocity: The velocity at the lift, points per millisecond.
  /// - Returns: The offset it rests at, or nil for a section that does
  ///   not scroll orthogonally.
  @discardableResult
  public func modelSwipeOrthogonalSection(
    _ section: Int, by distance: CGFloat, withVelocity velocity: CGFloat
  ) -> CGPoint? {
    layoutIfNeeded()
    guard let layout = _layout as? UICollectionViewCompositionalLayout,
      let start = layout._orthogonalOffset(inSection: section),
      let lifted = layout._setOrthogonalOffset(start + distance, inSection: section)
    else { return nil }
    let rest = layout._restingOffset(
      inSection: section, start: start, lifted: lifted, velocity: velocity)
    if rest != lifted { layout._setOrthogonalOffset(rest, inSection: section) }
    return modelOrthogonalContentOffset(inSection: section)
  }
}
