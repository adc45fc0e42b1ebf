// Orthogonal sections: each scrolls sideways in a scroller of its own,
// whose offset the layout keeps, and comes to rest after a swipe by its
// section's behaviour.

extension UICollectionViewCompositionalLayout {
  /// A section's orthogonal offset, or nil when the section does not
  /// scroll orthogonally.
  func _orthogonalOffset(inSection section: Int) -> CGFloat? {
    guard _solved.indices.contains(section), _solved[section].isOrthogonal else { return nil }
    return _orthogonalOffsets[section] ?? 0
  }

  /// Moves a section's scroller to `x`, clamped to its content (0 to the
  /// content width less the scroller's), and invalidates the layout with
  /// an empty context, so that the collection view runs a pass at once:
  /// `prepare()` calls the handlers and every element shown takes its new
  /// attributes. Returns the offset kept.
  @discardableResult
  func _setOrthogonalOffset(_ x: CGFloat, inSection section: Int) -> CGFloat? {
    guard _solved.indices.contains(section), _solved[section].isOrthogonal else { return nil }
    let clamped =
      x.isFinite ? Swift.min(Swift.max(x, 0), _solved[section].maximumOrthogonalOffset) : 0
    _orthogonalOffsets[section] = clamped
    invalidateLayout(with: _makeInvalidationContext())
    return clamped
  }

  /// Where a swipe of a section comes to rest: the finger lifted at
  /// `lifted` (the drag began at `start`) with `velocity` points per
  /// millisecond, by the section's behaviour
  /// (UICollectionLayoutSectionOrthogonalScrollingBehavior):
  /// - `.continuous` ("scroll its content orthogonally with continuous
  ///   scrolling"): where it is thrown: the projection `lifted + v · r /
  ///   (1 − r)` with r = 0.998 per millisecond (`UIScrollView.DecelerationRate.normal`;
  ///   the model's simple deceleration, as `modelEndDragging(withVelocity:)`'s),
  ///   clamped to the content;
  /// - `.continuousGroupLeadingBoundary` ("coming to a natural stop at the
  ///   leading boundary of the visible group"): the group leading edge
  ///   (placed at the section's leading content inset) nearest the
  ///   projection;
  /// - `.paging` ("page its content"): a container width at a time;
  /// - `.groupPaging` ("page its content orthogonally one group at a
  ///   time"): a group's leading edge at the section's leading inset;
  /// - `.groupPagingCentered`: a group at a time, the group's centre at
  ///   the scroller's centre.
  /// Paging moves at most one page or group from where the drag began, as
  /// UIScrollView's paging does: any velocity forward goes to the next,
  /// any backward to the previous, none to the nearest of the three. Every
  /// rest is clamped to the content (0 to content width less the
  /// scroller's), so a first group cannot be centred past the start.
  func _restingOffset(
    inSection section: Int, start: CGFloat, lifted: CGFloat, velocity: CGFloat
  ) -> CGFloat {
    let solved = _solved[section]
    let maximum = solved.maximumOrthogonalOffset
    func clamp(_ x: CGFloat) -> CGFloat { Swift.min(Swift.max(x, 0), maximum) }
    let rate: CGFloat = 0.998
    let projected = lifted + (velocity.isFinite ? velocity : 0) * rate / (1 - rate)
    let width = solved.scroller.width
    let groupStarts = solved.groupFrames.map {
      clamp($0.minX - solved.scroller.minX - solved.leadingInset)
    }
    func nearest(_ candidates: [CGFloat], to x: CGFloat) -> Int {
      candidates.indices.min { abs(candidates[$0] - x) < abs(candidates[$1] - x) } ?? 0
    }
    func page(_ candidates: [CGFloat]) -> CGFloat {
      guard !candidates.isEmpty else { return clamp(lifted) }
      let from = nearest(candidates, to: start)
      var to: Int
      if velocity > 0 {
        to = from + 1
      } else if velocity < 0 {
        to = from - 1
      } else {
        to = Swift.min(Swift.max(nearest(candidates, to: lifted), from - 1), from + 1)
      }
      to = Swift.min(Swift.max(to, 0), candidates.count - 1)
      return clamp(candidates[to])
    }
    switch solved.section?.orthogonalScrollingBehavior ?? .none {
    case .none:
      return 0
    case .continuous:
      return clamp(projected)
    case .continuousGroupLeadingBoundary:
      guard !groupStarts.isEmpty else { return clamp(projected) }
      return groupStarts[nearest(groupStarts, to: projected)]
    case .paging:
      guard width > 0 else { return clamp(lifted) }
      let pages = Int((maximum / width).rounded(.up))
      return page((0...Swift.max(pages, 0)).map { clamp(CGFloat($0) * width) })
    case .groupPaging:
      return page(groupStarts)
    case .groupPagingCentered:
      return page(
        solved.groupFrames.map { clamp($0.midX - solved.scroller.minX - width / 2) })
    }
  }
}
