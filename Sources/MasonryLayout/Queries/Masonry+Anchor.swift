// Keeping content still on screen across updates: an anchor records the
// item the user is looking at (the anchor rule, written once here for both
// engines) and how far below the viewport's top it starts; it follows
// that item through a change set, and gives back the content offset that
// puts the item where it was.

import LayoutGeometry

extension Masonry {
  /// A position in the content to keep on screen across an update: an item
  /// and the distance from the viewport's top down to the item's top.
  ///
  ///     let anchor = masonry.anchor(in: viewport)
  ///     let changes = masonry.setHeights(ofItemsIn: measured, heights: sizes, mode: .keepColumns)
  ///     let offset = masonry.contentOffset(restoring: anchor.updated(by: changes), in: viewport)
  ///
  /// The same mechanism keeps the content still when measured heights
  /// replace estimated ones above the viewport, when items are prepended,
  /// and when the width changes (take the anchor before
  /// ``prepare(width:itemCount:heights:)`` and restore it after).
  public struct Anchor: Hashable, Sendable, Codable {
    /// The anchored item, or `nil` when the viewport showed none: then the
    /// anchor is the content's top.
    public var index: Int?

    /// How far below the viewport's top the anchored item's top lies
    /// (negative when it starts above the viewport); for an anchor without
    /// an item, how far below the viewport's top the content's top lies.
    public var distance: Double

    /// Creates an anchor.
    ///
    /// - Parameters:
    ///   - index: The item's index, or `nil` for the content's top.
    ///   - distance: The distance from the viewport's top down to the
    ///     item's top.
    public init(index: Int?, distance: Double) {
      self.index = index
      self.distance = distance
    }

    /// The anchor after an update: the same item at its new index and the
    /// same distance.
    ///
    /// When the update removed the item, the anchor moves to the nearest
    /// item that survived after it, or, when none did, before it, with a
    /// distance of 0; when no item survived, to the content's top. An
    /// anchor whose item is not one of the change set's old items (taken
    /// from another layout, or before another update) is returned
    /// unchanged: ``Masonry/contentOffset(restoring:in:)`` then reads it as
    /// its documentation says. So is every anchor passed through a change
    /// set whose parts disagree, which maps no index (see
    /// ``Changes/newIndex(ofOld:)``).
    ///
    /// - Parameter changes: The change set of the update.
    /// - Returns: The anchor for the layout after the update.
    /// - Complexity: O(*r*) for *r* ranges in the change set's index sets.
    public func updated(by changes: Changes) -> Anchor {
      // Checked once here; the maps below then skip the check.
      guard let old = index, old >= 0, old < changes.oldItemCount, changes._isConsistent
      else { return self }
      if let new = changes._newIndex(ofOld: old) {
        return Anchor(index: new, distance: distance)
      }
      // Removed: the survivors nearest after it, then before it.
      let removed = changes.removedItems.ranges.first { $0.contains(old) }
      let after = removed?.upperBound ?? old + 1
      if after < changes.oldItemCount, let new = changes._newIndex(ofOld: after) {
        return Anchor(index: new, distance: 0)
      }
      let before = (removed?.lowerBound ?? old) - 1
      if before >= 0, let new = changes._newIndex(ofOld: before) {
        return Anchor(index: new, distance: 0)
      }
      return Anchor(index: nil, distance: 0)
    }
  }

  /// Records the item the user is looking at and where it is: the anchor
  /// rule, which every host of this package keeps still through a
  /// rotation, a new configuration, a reload, a batch update and a
  /// measured height.
  ///
  /// The anchor is the first item, in ascending index order, that the
  /// user sees most of: at least half of its length along the flow lies
  /// inside the viewport, or it covers at least half of the viewport's
  /// length (an item more than twice the viewport's length). When no item
  /// does (only slivers show), it is the first item whose frame
  /// intersects the viewport (as ``items(in:)`` finds it). The anchor
  /// records the distance along the flow from the viewport's top to that
  /// item's top.
  ///
  /// So an item that has scrolled mostly off the top is not held: the
  /// one below it, which the user is reading, is. ``SectionedMasonry``
  /// applies the same rule to its headers, items and footers.
  ///
  /// - Parameter viewport: The scroll view's bounds in content coordinates.
  ///   It is read as a scroll offset is: standardised, a NaN origin as 0, a
  ///   NaN, infinite or negative size as 0. A viewport that shows no item
  ///   (in a gap, past the content, or without area) gives an anchor at
  ///   the content's top.
  /// - Returns: The anchor.
  /// - Complexity: O(*m* log *n* + *k*) for *m* columns the viewport
  ///   reaches and the *k* items walked before the anchor (at most the
  ///   items the viewport shows).
  public func anchor(in viewport: Rect) -> Anchor {
    let viewport = _sanitizedViewport(viewport)
    // Distances along the flow, in the vertical layout: from the
    // viewport's leading edge to the item's.
    let visible = _axis.layout(viewport)
    // The first item shown, and the first the user sees most of: one
    // variable for the walk's closure to capture.
    var found: (first: Int?, chosen: Int?)
    // Items come in ascending index order: the first the user sees most
    // of is the anchor.
    try? _forEachContentItem(
      in: viewport, sizing: { _ in },
      { (item) throws(_StopWalking) in
        if found.first == nil { found.first = item.index }
        let frame = _axis.layout(item.frame)
        guard Self._isMostlyVisible(frame.minY, frame.maxY, in: visible.minY, visible.maxY)
        else { return }
        found.chosen = item.index
        throw _StopWalking()
      })
    let leading = visible.minY
    guard let index = found.chosen ?? found.first else {
      return Anchor(index: nil, distance: -leading)
    }
    return Anchor(index: index, distance: _frameY(index).y - leading)
  }

  /// A viewport as the queries read it: standardised, NaN as 0, clamped
  /// to the larger of the content's length and ``maximumLength`` (two
  /// items of the longest length make content longer than it).
  internal func _sanitizedViewport(_ viewport: Rect) -> Rect {
    Sanitizing.viewport(viewport, limit: Swift.max(Self.maximumLength, _contentHeight))
  }

  /// The anchor rule's test: whether the user sees most of an element
  /// spanning `low ..< high` along the flow in a viewport spanning
  /// `top ..< bottom`: at least half of the element, or at least half of
  /// the viewport.
  @inlinable
  package static func _isMostlyVisible(
    _ low: Double, _ high: Double, in top: Double, _ bottom: Double
  ) -> Bool {
    let shown = Swift.min(high, bottom) - Swift.max(low, top)
    return shown > 0 && (2 * shown >= high - low || 2 * shown >= bottom - top)
  }

  /// The content offset at which the anchor's item is again `distance`
  /// below the viewport's top (along the flow: from the viewport's leading
  /// edge on the horizontal axis), clamped to the content: `0 ... max(0,
  /// contentLength - viewportLength)`.
  ///
  /// An anchor whose item index is past the last item (taken from another
  /// layout, or before a prepare of fewer items) is read as anchored to the
  /// last item; one with a negative index, or without an item, to the
  /// content's top. A NaN or infinite distance reads as 0. The offset
  /// across the flow is the viewport's own.
  ///
  /// - Parameters:
  ///   - anchor: The anchor, usually `anchor(in:)`'s answer before the
  ///     update, ``Anchor/updated(by:)`` the update's change set.
  ///   - viewport: The scroll view's bounds now (their size matters: a
  ///     rotation changes it), read as in ``anchor(in:)``.
  /// - Returns: The content offset to set, finite.
  public func contentOffset(restoring anchor: Anchor, in viewport: Rect) -> Point {
    let viewport = _sanitizedViewport(viewport)
    let distance = anchor.distance.isFinite ? anchor.distance : 0
    var top = 0.0
    if let index = anchor.index, index >= 0, itemCount > 0 {
      top = _frameY(Swift.min(index, itemCount - 1)).y
    }
    return _contentOffset(flow: top - distance, viewport: viewport)
  }

  /// The content offset for an offset along the flow in the vertical
  /// layout, clamped to `0 ... max(0, contentLength - viewportLength)`.
  internal func _contentOffset(flow offset: Double, viewport: Rect) -> Point {
    let axis = _axis
    let length = axis.layout(viewport).height
    let maximum = Swift.max(0, _contentHeight - length)
    let clamped = Swift.min(Swift.max(offset, 0), maximum)
    return axis.contentOffset(flow: clamped, viewport: viewport)
  }
}

/// Ends a walk over the items at its first item.
internal struct _StopWalking: Error {}
