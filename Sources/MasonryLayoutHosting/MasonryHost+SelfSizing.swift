// Self-sizing: a cell's measured height replaces the item's estimate, the
// item keeps its columns, and the content offset moves by what keeps the
// first visible element still on screen.

import LayoutGeometry
import MasonryLayout

extension MasonryHost {
  /// Returns whether a measured height would change the layout: what a
  /// collection view's
  /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
  /// answers.
  ///
  /// A measured height is a length along the flow (the cell's height on
  /// the vertical axis, its width on the horizontal one); the cell's
  /// measured breadth is ignored, since the columns fix it.
  ///
  /// ## Bad input
  /// A measured height that is NaN, infinite or negative changes nothing:
  /// the item keeps its estimate (it answers `false`), so a cell that
  /// failed to measure never makes the layout loop. A height of 0 is a
  /// real measurement: the item collapses to zero height (and answers
  /// `false` when it already has it). A height above
  /// ``/MasonryLayout/Masonry/maximumLength`` counts as that maximum. A path that does
  /// not exist, and any height during a drag, answer `false`.
  ///
  /// - Parameters:
  ///   - height: The measured length along the flow.
  ///   - path: The item.
  /// - Returns: Whether ``setMeasuredHeight(_:ofItemAt:)`` would change
  ///   it.
  /// - Complexity: O(log *n*) to read the item's frame.
  public func shouldInvalidate(forMeasuredHeight height: Double, ofItemAt path: ItemPath) -> Bool {
    guard _move == nil, height.isFinite, height >= 0,
      let frame = layout.frame(ofItemAt: path)
    else { return false }
    let current = configuration.axis == .vertical ? frame.size.height : frame.size.width
    return Swift.min(height, Masonry.maximumLength) != current
  }

  /// Takes a cell's measured height in place of the item's estimate, with
  /// every item's columns kept and the first visible element held still,
  /// and returns what to invalidate: what a collection view's
  /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`
  /// fills in.
  ///
  /// The height is set with ``/MasonryLayout/Masonry/UpdateMode/keepColumns`` whatever
  /// ``updateMode`` says: the items below it in its columns move up or
  /// down, and no item changes column. The first element the viewport
  /// shows (see ``/MasonryLayout/SectionedMasonry/anchor(in:)``) is then where it was on
  /// screen once the collection view adds
  /// ``Invalidation/contentOffsetAdjustment`` to its content offset: an
  /// item above the viewport that grows by 40 points gives an adjustment
  /// of 40, one in or below the viewport none. Without a viewport (before
  /// the first prepare) there is no adjustment.
  ///
  /// The height stays in the engine: later queries and updates never ask
  /// the source for it again, until the item is reloaded or the width
  /// changes.
  ///
  /// - Parameters:
  ///   - height: The measured length along the flow; see
  ///     ``shouldInvalidate(forMeasuredHeight:ofItemAt:)`` for NaN, zero
  ///     and the rest.
  ///   - path: The item.
  /// - Returns: The invalidation, or `nil` when the height changes nothing.
  /// The invalidation lists the elements shown after the change (the
  /// viewport moved by the adjustment, grown by ``overscan``) whose frames
  /// the change moved, the measured item always among them.
  ///
  /// - Complexity: The engine's keep-columns
  ///   ``/MasonryLayout/SectionedMasonry/setHeight(_:ofItemAt:mode:)``, plus the queries
  ///   of the viewport; no copy of the layout.
  @discardableResult
  public mutating func setMeasuredHeight(
    _ height: Double, ofItemAt path: ItemPath
  ) -> Invalidation? {
    guard shouldInvalidate(forMeasuredHeight: height, ofItemAt: path) else { return nil }
    let anchor = _viewport.map { layout.anchor(in: $0) }
    let top = anchor.map { _top(of: $0) }
    let changes = layout.setHeight(height, ofItemAt: path, mode: .keepColumns)
    var adjustment = Point.zero
    if let anchor, let top {
      let carried = anchor.updated(by: changes)
      let shift = (_top(of: carried) - carried.distance) - (top - anchor.distance)
      adjustment = _flowPoint(shift)
      if let pending = _pendingAnchor { _pendingAnchor = pending.updated(by: changes) }
    }
    let size = (changes.newContentSize, changes.oldContentSize)
    var invalidation = Invalidation(
      contentOffsetAdjustment: adjustment,
      contentSizeAdjustment: Size(
        width: size.0.width - size.1.width, height: size.0.height - size.1.height))
    if let viewport = _viewport {
      // What is shown after the adjustment and moved; one query, and no
      // copy of the layout kept across the change (the engine would copy
      // the section's storage). What is no longer shown is not asked
      // again.
      let shifted = viewport.offsetBy(dx: adjustment.x, dy: adjustment.y)
      let shown = _shownArea(around: shifted)
      let (items, headers, footers) = (
        changes.changedItems, changes.changedHeaders, changes.changedFooters
      )
      // Pinned headers follow the viewport: an adjustment moves them.
      let pinnedMove = layout.pinsHeaders && adjustment != .zero
      for element in layout.elements(in: shown, pinnedIn: shifted) {
        switch element.kind {
        case .item where items.contains(element.path):
          invalidation.items.append(element.path)
        case .header where pinnedMove || headers.contains(element.path.section):
          invalidation.headers.append(element.path.section)
        case .footer where footers.contains(element.path.section):
          invalidation.footers.append(element.path.section)
        default: break
        }
      }
    }
    if !invalidation.items.contains(path) {
      invalidation.items.append(path)
      invalidation.items.sort()
    }
    return invalidation
  }
}
