// One section's items in a new order, held as arrays: what a feed's new
// order of identifiers becomes for the host, in place of a batch's
// per-path maps (`_BatchMap` holds one and answers from it).

/// One section's items in a new order, as arrays: which stay, which move
/// and which are new or gone. What a feed's new order of identifiers
/// becomes, without a batch of update items.
internal struct _Rearrangement: Sendable {
  /// The section, the same before and after.
  internal let section: Int
  /// The first index that changed; the items before it stay.
  internal let first: Int
  /// The section's item counts before and after.
  internal let oldCount: Int
  internal let newCount: Int
  /// For each new index from `first` on, the old index of the item that
  /// stays there, or -1 for a moved or new item (the engine's
  /// ``/MasonryLayout/SectionedMasonry/_rearrangeItems(inSection:from:kept:sources:sections:mode:)``).
  internal let kept: [Int]
  /// For each new index from `first` on, the old index of the item there
  /// (stays or moved), or -1 for a new one.
  internal let oldOfNew: [Int]
  /// For each old index from `first` on, its new index, or -1 when it is
  /// gone.
  internal let newOfOld: [Int]

  /// The new index of the old item at `index`, or `nil` when it is gone.
  ///
  /// - Complexity: O(1).
  internal func newIndex(ofOld index: Int) -> Int? {
    guard index >= 0, index < oldCount else { return nil }
    guard index >= first else { return index }
    let new = newOfOld[index - first]
    return new >= 0 ? new : nil
  }

  /// The old index of the new item at `index`, or `nil` when it is new.
  ///
  /// - Complexity: O(1).
  internal func oldIndex(ofNew index: Int) -> Int? {
    guard index >= 0, index < newCount else { return nil }
    guard index >= first else { return index }
    let old = oldOfNew[index - first]
    return old >= 0 ? old : nil
  }

  /// Whether the old item at `index` does not stay: removed, or moved away.
  ///
  /// - Complexity: O(1).
  internal func leaves(old index: Int) -> Bool {
    guard index >= first, index < oldCount else { return false }
    let new = newOfOld[index - first]
    return new < 0 || kept[new - first] != index
  }
}
