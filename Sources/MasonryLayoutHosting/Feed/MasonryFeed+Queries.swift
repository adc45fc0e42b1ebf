// Ids and paths, scrolling to an item by id, and self-sizing by id: what
// a view that names its data by identity asks of the feed.

import LayoutGeometry
import MasonryLayout

extension MasonryFeed {
  /// The id of the item at `path`, or `nil` when there is no such item.
  ///
  /// - Complexity: O(1).
  public func id(ofItemAt path: ItemPath) -> ID? {
    guard path.section >= 0, path.section < itemCounts.count, path.item >= 0,
      path.item < itemCounts[path.section]
    else { return nil }
    return ids[_starts[path.section] + path.item]
  }

  /// The path of the item with `id`, or `nil` when the feed has none.
  ///
  /// - Parameters:
  ///   - id: The item's id.
  ///   - hint: Where the caller last saw it (a view built for that path);
  ///     checked first, so a hint that is still right costs O(1).
  /// - Returns: The path, or `nil`.
  /// - Complexity: O(1) for an id the feed does not hold or a right hint;
  ///   otherwise O(*n*), a scan of the ids.
  public func path(of id: ID, hint: ItemPath? = nil) -> ItemPath? {
    if let hint, self.id(ofItemAt: hint) == id { return hint }
    guard _members.contains(id), let offset = ids.firstIndex(of: id) else { return nil }
    return Self._path(of: offset, starts: _starts)
  }

  /// The content offset that shows the item with `id` with the given
  /// alignment: the engine's
  /// ``/MasonryLayout/SectionedMasonry/contentOffset(showing:alignment:in:)``
  /// (a pinned header's length kept clear above it).
  ///
  /// - Parameters:
  ///   - id: The item to show.
  ///   - alignment: Where it lands in the viewport.
  ///   - viewport: The scroll view's bounds, in content coordinates.
  /// - Returns: The offset, or `nil` when the feed has no such item.
  /// - Complexity: ``path(of:hint:)``'s, plus O(log *s* + log *n*).
  public func contentOffset(
    showing id: ID, alignment: Masonry.ScrollAlignment, in viewport: Rect
  ) -> Point? {
    guard let path = path(of: id) else { return nil }
    return host.layout.contentOffset(showing: path, alignment: alignment, in: viewport)
  }

  /// Takes a cell's measured height in place of the item's estimate, its
  /// columns kept (measured above the screen, it is taken up there and
  /// nothing on screen moves; a cell on screen grows from its top): the
  /// host's
  /// ``MasonryHost/setMeasuredHeight(_:ofItemAt:)`` for the item with
  /// `id`. The host's viewport moves by the returned
  /// ``MasonryHost/Invalidation/contentOffsetAdjustment``, as after
  /// ``apply(_:height:)``: move the scroll view's offset by it too.
  ///
  /// A NaN, infinite or negative height changes nothing (the item keeps
  /// its estimate); 0 collapses the item; see
  /// ``MasonryHost/shouldInvalidate(forMeasuredHeight:ofItemAt:)``.
  ///
  /// - Parameters:
  ///   - height: The measured length along the flow.
  ///   - id: The item.
  ///   - hint: Where the view was built, checked first.
  /// - Returns: What to invalidate, with the content offset adjustment
  ///   (see ``MasonryHost/setMeasuredHeight(_:ofItemAt:)``); `nil` when
  ///   nothing changed or
  ///   the feed has no such item.
  /// - Complexity: ``path(of:hint:)``'s, plus
  ///   ``MasonryHost/setMeasuredHeight(_:ofItemAt:)``'s.
  @discardableResult
  public mutating func setMeasuredHeight(
    _ height: Double, of id: ID, hint: ItemPath? = nil
  ) -> MasonryHost.Invalidation? {
    guard let path = path(of: id, hint: hint) else { return nil }
    let invalidation = host.setMeasuredHeight(height, ofItemAt: path)
    if let invalidation, let viewport = host.viewport {
      // The host expects the scroll view to follow the adjustment.
      let move = invalidation.contentOffsetAdjustment
      host.setViewport(viewport.offsetBy(dx: move.x, dy: move.y))
    }
    return invalidation
  }
}
