// Drag to reorder: the target path under the finger from the engine's hit
// test (the nearest item in the column under the finger where no item is
// hit), the others moved in keep-columns mode from the layout the drag
// started from, so a column never reshuffles under the finger and a
// cancel restores every frame exactly.

import LayoutGeometry
import MasonryLayout

/// A drag in progress: the layout it started from, the item dragged and
/// where it stands now.
internal struct _Move: Sendable {
  internal var origin: SectionedMasonry
  internal var source: ItemPath
  internal var target: ItemPath
}

extension MasonryHost {
  /// The item being dragged, where it was when the drag began and where
  /// it stands now; `nil` when no drag is in progress.
  ///
  /// - Complexity: O(1).
  public var movingItem: (source: ItemPath, target: ItemPath)? {
    _move.map { ($0.source, $0.target) }
  }

  /// Starts dragging the item at `path`: what a collection view's
  /// `beginInteractiveMovementForItem(at:)` leads to.
  ///
  /// The layout is remembered as it is, so that
  /// ``cancelMoving()`` restores every frame exactly. A drag already in
  /// progress is cancelled first.
  ///
  /// - Parameter path: The item to drag.
  /// - Returns: Whether the drag began: `false` when there is no such
  ///   item.
  /// - Complexity: O(1).
  @discardableResult
  public mutating func beginMoving(itemAt path: ItemPath) -> Bool {
    if _move != nil { cancelMoving() }
    guard layout.frame(ofItemAt: path) != nil else { return false }
    _hold = nil
    _move = _Move(origin: layout, source: path, target: path)
    return true
  }

  /// Returns the path the dragged item would take with the finger at
  /// `position`: what a collection view's
  /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)` answers.
  ///
  /// - The item under the finger, by the engine's hit test
  ///   (``/MasonryLayout/SectionedMasonry/itemPath(at:)``), in the layout as the drag has
  ///   it now: the dragged item's own place gives its current target.
  /// - Where no item is hit (a gap, an inset, a header or footer): the
  ///   nearest item, along the flow, in the column under the finger (the
  ///   nearest column when the finger is in an inset) of the section under
  ///   the finger; item 0 of a section with no items. On the horizontal
  ///   axis, the item of that section nearest the finger.
  /// - A position outside the content (or with a NaN or infinite
  ///   coordinate, read as the content's origin) is clamped into it first.
  ///
  /// - Parameter position: The finger, in content coordinates.
  /// - Returns: The target path, or `nil` when no drag is in progress or
  ///   the feed has no sections.
  /// - Complexity: O(log *s* + log *n*) for the hit; where nothing is hit,
  ///   O(log *h*) column queries for a column *h* points long, each
  ///   O(*c* log *n*).
  public func targetPath(forMovingItemTo position: Point) -> ItemPath? {
    guard _move != nil, layout.sectionCount > 0 else { return nil }
    let size = layout.contentSize
    func clamp(_ value: Double, _ length: Double) -> Double {
      guard value.isFinite else { return 0 }
      // Inside the half-open content: the last point before its end.
      return Swift.min(Swift.max(value, 0), Swift.max(length.nextDown, 0))
    }
    let point = Point(x: clamp(position.x, size.width), y: clamp(position.y, size.height))
    if let hit = layout.itemPath(at: point) { return hit }
    let vertical = configuration.axis == .vertical
    let along = vertical ? point.y : point.x
    let probe =
      vertical
      ? Rect(x: 0, y: along, width: Swift.max(size.width, 1), height: 0x1p-10)
      : Rect(x: along, y: 0, width: 0x1p-10, height: Swift.max(size.height, 1))
    let section = layout.sections(in: probe).first ?? (layout.sectionCount - 1)
    return _nearestItem(inSection: section, to: point)
  }

  /// The nearest item along the flow, in the column under `point`, of
  /// `section`; item 0 when the section has none. On the horizontal axis,
  /// the nearest item of the section by distance.
  internal func _nearestItem(inSection section: Int, to point: Point) -> ItemPath {
    guard configuration.axis == .vertical else {
      return _nearestItemByDistance(inSection: section, to: point)
    }
    guard let engine = layout.masonry(inSection: section), engine.itemCount > 0,
      let first = layout.frame(ofItemAt: ItemPath(section: section, item: 0)),
      let local = engine.frame(ofItemAt: 0)
    else { return ItemPath(section: section, item: 0) }
    // The engine's frames are its section's, from the top of its items;
    // the section's first item gives the shift to content coordinates.
    // Columns are counted from the left in both.
    let along = point.y - (first.minY - local.minY)
    let columns = engine.columnFrames
    var column = 0
    var best = Double.infinity
    for (index, frame) in columns.enumerated() {
      let distance =
        point.x < frame.minX
        ? frame.minX - point.x : point.x >= frame.maxX ? point.x - frame.maxX : 0
      if distance < best { (best, column) = (distance, index) }
    }
    let strip = columns[column]
    let length = engine.contentSize.height
    var reach = 64.0
    while reach.isFinite {
      let window = Rect(x: strip.minX, y: along - reach, width: strip.width, height: 2 * reach)
      var nearest: (item: Int, distance: Double)?
      for item in engine.items(in: window) {
        guard let columns = engine.columns(ofItemAt: item.index), columns.contains(column)
        else { continue }
        let frame = item.frame
        let distance = along < frame.minY ? frame.minY - along : Swift.max(along - frame.maxY, 0)
        if nearest.map({ distance < $0.distance }) ?? true { nearest = (item.index, distance) }
      }
      if let nearest { return ItemPath(section: section, item: nearest.item) }
      if reach > 2 * (length + Swift.abs(along)) + 64 { break }
      reach *= 4
    }
    // A column with no item: the section's end nearest the finger.
    let end = along > length / 2 ? engine.itemCount - 1 : 0
    return ItemPath(section: section, item: end)
  }

  /// The item of `section` nearest `point` (by the distance from the
  /// point to its frame), searched in squares that grow fourfold; item 0
  /// when the section has none.
  internal func _nearestItemByDistance(inSection section: Int, to point: Point) -> ItemPath {
    guard let count = layout.itemCount(inSection: section), count > 0,
      let area = layout.sectionFrame(inSection: section)
    else { return ItemPath(section: section, item: 0) }
    let size = area.width + area.height
    var reach = 64.0
    while reach.isFinite {
      let window = Rect(
        x: point.x - reach, y: point.y - reach, width: 2 * reach, height: 2 * reach)
      var nearest: (path: ItemPath, distance: Double)?
      for element in layout.elements(in: window)
      where element.kind == .item && element.path.section == section {
        let frame = element.frame
        let dx = Swift.max(frame.minX - point.x, point.x - frame.maxX, 0)
        let dy = Swift.max(frame.minY - point.y, point.y - frame.maxY, 0)
        let distance = dx * dx + dy * dy
        if nearest.map({ distance < $0.distance }) ?? true { nearest = (element.path, distance) }
      }
      if let nearest { return nearest.path }
      if reach > 2 * size + 64 { break }
      reach *= 4
    }
    return ItemPath(section: section, item: 0)
  }

  /// Moves the dragged item to `target`, the others in keep-columns mode,
  /// and returns what to invalidate: what a collection view's
  /// `invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)`
  /// fills in.
  ///
  /// The layout is always the one the drag started from with the one move
  /// applied (``/MasonryLayout/SectionedMasonry/moveItem(from:to:mode:)`` with
  /// ``/MasonryLayout/Masonry/UpdateMode/keepColumns``), never a move applied to a move,
  /// so nothing drifts however long the finger wanders. A target in
  /// another section moves the item there; a target past a section's end
  /// is clamped to it.
  ///
  /// - Parameter target: The new target, from
  ///   ``targetPath(forMovingItemTo:)``.
  /// - Returns: The items, headers and footers shown (the viewport and
  ///   ``overscan`` on each side) whose frames changed since the last
  ///   target; empty when no drag is in progress or the target is
  ///   unchanged.
  /// - Complexity: The engine's keep-columns move from the drag's start,
  ///   plus the queries of the viewport.
  @discardableResult
  public mutating func moveItem(to target: ItemPath) -> Invalidation {
    guard var move = _move, target != move.target else { return Invalidation() }
    let previous = layout
    var moved = move.origin
    let changes = moved.moveItem(from: move.source, to: target, mode: .keepColumns)
    let landed = changes.movedItem?.to ?? move.source
    guard landed != move.target else { return Invalidation() }
    move.target = landed
    layout = moved
    _move = move
    guard let viewport = _viewport else { return Invalidation() }
    let found = Self._differences(
      previous, layout, in: _shownArea(around: viewport), pinnedIn: viewport)
    return Invalidation(
      items: found.items, headers: found.headers, footers: found.footers,
      contentSizeAdjustment: Size(
        width: layout.contentSize.width - previous.contentSize.width,
        height: layout.contentSize.height - previous.contentSize.height))
  }

  /// Where the dragged item is drawn while the finger is at `position`:
  /// its frame's size centred on the finger, above everything else
  /// (z-index 3); what a collection view's
  /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`
  /// answers.
  ///
  /// - Parameter position: The finger, in content coordinates; a NaN or
  ///   infinite coordinate keeps the item's own centre on that axis.
  /// - Returns: The appearance, or `nil` when no drag is in progress.
  /// - Complexity: O(log *n*).
  public func appearanceOfMovingItem(at position: Point) -> Appearance? {
    guard let move = _move, let frame = layout.frame(ofItemAt: move.target) else { return nil }
    let x = position.x.isFinite ? position.x : frame.midX
    let y = position.y.isFinite ? position.y : frame.midY
    let origin = Point(x: x - frame.size.width / 2, y: y - frame.size.height / 2)
    return Appearance(frame: Rect(origin: origin, size: frame.size), alpha: 1, zIndex: 3)
  }

  /// Ends the drag with the item where it stands: what follows
  /// `endInteractiveMovement()`. The data source then moves the item from
  /// the source path to the returned one.
  ///
  /// - Returns: The item's paths before and after, or `nil` when no drag
  ///   was in progress.
  /// - Complexity: O(1).
  @discardableResult
  public mutating func endMoving() -> (source: ItemPath, target: ItemPath)? {
    guard let move = _move else { return nil }
    _move = nil
    return (move.source, move.target)
  }

  /// Ends the drag with every frame restored exactly as it was when the
  /// drag began: what follows `cancelInteractiveMovement()`.
  ///
  /// - Returns: The items, headers and footers shown (the viewport and
  ///   ``overscan`` on each side) whose frames the cancel restores.
  /// - Complexity: O(1), plus the queries of the viewport.
  @discardableResult
  public mutating func cancelMoving() -> Invalidation {
    guard let move = _move else { return Invalidation() }
    let previous = layout
    layout = move.origin
    _move = nil
    guard let viewport = _viewport else { return Invalidation() }
    let found = Self._differences(
      previous, layout, in: _shownArea(around: viewport), pinnedIn: viewport)
    return Invalidation(items: found.items, headers: found.headers, footers: found.footers)
  }
}
