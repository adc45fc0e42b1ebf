// Live feeds: appending a page, changing heights, inserting and removing
// items, each without laying out the items before the change again. Every
// update runs the same placement loop as prepare, from the state restored
// at the first changed index.

import LayoutGeometry

extension Masonry {
  /// How a height change moves the other items.
  public enum UpdateMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Every item keeps the columns it has; the items below the changed
    /// one in the same columns move up or down, and through spanning items
    /// the columns those cover, and so on. No item jumps columns, so
    /// nothing the user is looking at reshuffles.
    ///
    /// The result is exactly that of placing every item, in index order,
    /// in the columns it already had: each starts `rowSpacing` below the
    /// tallest of its columns (pixel-aligned with a display scale).
    ///
    /// The layout is then no longer what a fresh
    /// ``Masonry/prepare(width:itemCount:heights:)`` would give: later
    /// appends, insertions, removals and re-flows pack their items by the
    /// packing rule from the layout as it stands, until the next prepare.
    case keepColumns

    /// The items from the changed one on are placed afresh by the packing
    /// rule, exactly as a fresh ``Masonry/prepare(width:itemCount:heights:)``
    /// with the new heights would place them (given that the items before
    /// it are as a fresh prepare left them).
    case reflow
  }

  /// Adds `count` items after the current ones, for infinite scroll.
  ///
  /// The provider is asked for the new items by their index in the whole
  /// feed, `itemCount ..< itemCount + count`. The result equals a fresh
  /// ``prepare(width:itemCount:heights:)`` of the whole feed at the same
  /// width (unless a ``UpdateMode/keepColumns`` change came first: the new
  /// items are then packed below the layout as it stands).
  ///
  /// - Parameters:
  ///   - count: How many items to add; 0 or less adds none, and the total
  ///     never exceeds ``maximumItemCount``.
  ///   - heights: The source of the new items' heights and spans.
  /// - Complexity: O(`count` · *c*) for *c* columns, amortised,
  ///   independent of the number of items already laid out.
  @inlinable
  public mutating func append(count: Int, heights: some MasonryHeightProvider) {
    // Inlinable so that the provider is specialised in the caller's
    // module: see `_placeItems(_:from:)`.
    let added = Sanitizing.count(count, maximum: Self.maximumItemCount - itemCount)
    guard added > 0 else { return }
    let first = itemCount
    _makeUnique(reservingCapacity: first + added)
    _placeItems(first..<(first + added), from: _ProviderSource(heights, masonry: self))
    _updateContentHeight()
  }

  /// Changes the height of one item, moving the others as `mode` says.
  ///
  /// - Parameters:
  ///   - height: The new height; sanitised like a provider's (NaN,
  ///     infinite or negative is 0, above ``maximumLength`` is that
  ///     maximum).
  ///   - index: The item to change; an index outside `0 ..< itemCount`
  ///     changes nothing.
  ///   - mode: Whether the other items keep their columns or re-flow.
  /// - Complexity: O((*n* − `index`) · *s*) for `.keepColumns`, where *s*
  ///   is the typical span, and O((*n* − `index`) · *c* + *c* log *n*)
  ///   for `.reflow`; the items before `index` are not visited.
  public mutating func setHeight(_ height: Double, ofItemAt index: Int, mode: UpdateMode) {
    guard index >= 0, index < itemCount else { return }
    _makeUnique(reservingCapacity: itemCount)
    _storage.lengths[index] = _units.units(ofLength: Self._sanitizedLength(height))
    _relayout(from: index, keepingColumns: mode == .keepColumns)
  }

  /// Asks the provider again for the heights of the items in `range` and
  /// moves the others as `mode` says, for several images that finished
  /// loading at once.
  ///
  /// Each item is asked for by its index at its own width; spans are kept
  /// (the provider's ``MasonryHeightProvider/columnSpan(forItemAt:)`` is
  /// not asked). The result equals calling
  /// ``setHeight(_:ofItemAt:mode:)`` for each item of the range.
  ///
  /// - Parameters:
  ///   - range: The items to ask for; the part outside `0 ..< itemCount`
  ///     is ignored.
  ///   - heights: The source of the new heights.
  ///   - mode: Whether the other items keep their columns or re-flow.
  /// - Complexity: As ``setHeight(_:ofItemAt:mode:)`` from the range's
  ///   first item, plus one provider call per item of the range.
  public mutating func setHeights(
    ofItemsIn range: Range<Int>, heights: some MasonryHeightProvider, mode: UpdateMode
  ) {
    let range = range.clamped(to: 0..<itemCount)
    guard !range.isEmpty else { return }
    _makeUnique(reservingCapacity: itemCount)
    let (spans, units, storage) = (_spans, _units, _storage)
    for index in range {
      let width = spans.width(ofSpan: Int(storage.placements[index].span))
      let height = heights.height(forItemAt: index, width: width)
      storage.lengths[index] = units.units(ofLength: Self._sanitizedLength(height))
    }
    _relayout(from: range.lowerBound, keepingColumns: mode == .keepColumns)
  }

  /// Inserts `count` items at `index`, shifting the items from `index` on
  /// to higher indices, and re-flows from `index`.
  ///
  /// The provider is asked for the new items by their final indices,
  /// `index ..< index + count`; the items after them keep the heights and
  /// spans they had. The result equals a fresh
  /// ``prepare(width:itemCount:heights:)`` of the final feed (unless a
  /// ``UpdateMode/keepColumns`` change came before `index`).
  ///
  /// - Parameters:
  ///   - index: Where the first new item goes; clamped to
  ///     `0 ... itemCount`, so an index past the end appends.
  ///   - count: How many items to insert; 0 or less inserts none, and the
  ///     total never exceeds ``maximumItemCount``.
  ///   - heights: The source of the new items' heights and spans.
  /// - Complexity: O((*n* − `index`) · *c* + *c* log *n*) after the
  ///   insertion point.
  public mutating func insertItems(
    at index: Int, count: Int, heights: some MasonryHeightProvider
  ) {
    let index = Swift.min(Swift.max(index, 0), itemCount)
    let added = Sanitizing.count(count, maximum: Self.maximumItemCount - itemCount)
    guard added > 0 else { return }
    _makeUnique(reservingCapacity: itemCount + added)
    let storage = _storage
    storage.truncateColumns(from: index)
    storage.openGap(at: index, count: added)
    let source = _ProviderSource(heights, masonry: self)
    for item in index..<(index + added) {
      let new = source.item(at: item)
      storage.lengths[item] = new.length
      storage.placements[item] = _Placement(column: 0, span: Int(new.span))
    }
    _reflow(from: index, keepingColumns: false)
  }

  /// Removes the items in `range`, shifting the later items to lower
  /// indices, and re-flows from the range's start.
  ///
  /// The result equals a fresh ``prepare(width:itemCount:heights:)`` of
  /// the remaining feed (unless a ``UpdateMode/keepColumns`` change came
  /// before the range).
  ///
  /// - Parameter range: The items to remove; the part outside
  ///   `0 ..< itemCount` is ignored.
  /// - Complexity: O((*n* − `range.lowerBound`) · *c* + *c* log *n*).
  public mutating func removeItems(in range: Range<Int>) {
    let range = range.clamped(to: 0..<itemCount)
    guard !range.isEmpty else { return }
    _makeUnique(reservingCapacity: itemCount)
    _storage.truncateColumns(from: range.lowerBound)
    _storage.closeGap(range)
    _reflow(from: range.lowerBound, keepingColumns: false)
  }

  /// Places the items from `index` on again, keeping their columns or by
  /// the packing rule.
  internal mutating func _relayout(from index: Int, keepingColumns: Bool) {
    _storage.truncateColumns(from: index)
    _reflow(from: index, keepingColumns: keepingColumns)
  }

  /// Places the items from `index` on again with their stored spans and
  /// lengths; the column lists must hold only the items before `index`.
  internal mutating func _reflow(from index: Int, keepingColumns: Bool) {
    _restoreState(at: index)
    let source = _StoredSource(_storage, rule: _rule, keepsColumns: keepingColumns)
    _placeItems(index..<itemCount, from: source)
    _updateContentHeight()
  }
}
