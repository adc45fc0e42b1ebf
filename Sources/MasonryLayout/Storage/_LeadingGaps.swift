// The space some items keep above them in their columns beyond what the
// placement rule gives: what a measurement above the screen leaves so that
// nothing on screen moves (see `Masonry+Absorbing.swift`). Few and sparse:
// a sorted array of (item, gap), not a value per item.

/// Items that start lower than the placement rule puts them, by how much,
/// in layout units: an item with a gap of `g` starts `g` below the lowest
/// bottom of the columns it covers (plus the row spacing), and the items
/// after it in those columns follow it.
///
/// Every gap is positive and finite, and the items are ascending. A
/// keep-columns placement keeps each gap; a re-flow from an index drops
/// those from it on; an insertion or a removal renumbers them, and a
/// removed item's gap goes with it.
@usableFromInline
internal struct _LeadingGaps: Sendable {
  /// (item, gap), ascending by item.
  @usableFromInline internal private(set) var entries: [(item: Int, gap: Double)] = []

  @inlinable
  internal init() {}

  /// Whether no item has a gap.
  @inlinable
  internal var isEmpty: Bool { entries.isEmpty }

  /// The position of the first entry whose item is `item` or later.
  ///
  /// - Complexity: O(log *k*) for *k* gaps.
  @usableFromInline
  internal func position(ofFirstFrom item: Int) -> Int {
    var (low, high) = (0, entries.count)
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].item < item { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The gap above `item`: 0 when it has none.
  @usableFromInline
  internal func gap(of item: Int) -> Double {
    let position = position(ofFirstFrom: item)
    return position < entries.count && entries[position].item == item
      ? entries[position].gap : 0
  }

  /// Sets the gap above `item`; a gap that is not positive and finite
  /// removes it.
  @usableFromInline
  internal mutating func setGap(_ gap: Double, of item: Int) {
    let position = position(ofFirstFrom: item)
    let present = position < entries.count && entries[position].item == item
    switch (present, gap > 0 && gap.isFinite) {
    case (true, true): entries[position].gap = gap
    case (true, false): entries.remove(at: position)
    case (false, true): entries.insert((item, gap), at: position)
    case (false, false): break
    }
  }

  /// Drops the gaps of the items from `item` on.
  @usableFromInline
  internal mutating func removeAll(from item: Int) {
    entries.removeSubrange(position(ofFirstFrom: item)...)
  }

  /// Renumbers the gaps for `count` items inserted at `index`.
  @usableFromInline
  internal mutating func insert(count: Int, at index: Int) {
    guard count > 0 else { return }
    for position in position(ofFirstFrom: index)..<entries.count {
      entries[position].item += count
    }
  }

  /// Drops the gaps of the items in `range` and renumbers the later ones.
  @usableFromInline
  internal mutating func remove(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    let first = position(ofFirstFrom: range.lowerBound)
    let end = position(ofFirstFrom: range.upperBound)
    entries.removeSubrange(first..<end)
    for position in first..<entries.count { entries[position].item -= range.count }
  }

  /// The sum of every gap: 0 when there are none.
  @usableFromInline
  internal var total: Double { entries.reduce(0) { $0 + $1.gap } }
}
