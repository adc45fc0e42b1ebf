// What an update did: which items were removed, inserted and moved, which
// frames changed, and how old indices map to new ones. A host builds a
// collection view's invalidation context or animation from it, and an
// anchor follows its item through it.

import LayoutGeometry

extension Masonry {
  /// The change set of one update: what a host needs to invalidate or
  /// animate exactly the items that moved.
  ///
  /// Every mutating call returns one (`prepare`, `append`, the height
  /// changes, insert, remove and move):
  ///
  ///     let changes = masonry.removeItems(in: 10..<11, mode: .keepColumns)
  ///     for index in changes.changedItems { invalidate(index) }   // new indices
  ///     changes.newIndex(ofOld: 12)    // 11
  ///
  /// The index sets and the index maps are exact. ``changedItems`` holds
  /// every surviving item whose frame differs; it may hold more only where
  /// its compact form needs to: a re-flow lists every survivor from the
  /// first index it placed again, and a keep-columns update lists the
  /// first 64 runs of the items it resized or moved exactly, and the rest
  /// as one range up to the last of them. It never holds an item before
  /// the first index the update touched. Its size is O(1) either way,
  /// whatever the number of items, and an update whose sets are one range
  /// each (an append, a re-flow, a prepare) allocates none. On a
  /// right-to-left shelf, whose frames are measured from the content's end
  /// (see ``Configuration/layoutDirection``), an update that changes the
  /// content's width moves every surviving item, and lists them all.
  ///
  /// ``diagnostics`` says what the update had to clean in the data it
  /// read; a debug build checks it in one line:
  ///
  ///     assert(changes.diagnostics.isClean, "\(changes.diagnostics)")
  public struct Changes: Hashable, Sendable, Codable {
    /// The indices, before the update, of the items it removed.
    public var removedItems: IndexRanges

    /// The indices, after the update, of the items it inserted.
    public var insertedItems: IndexRanges

    /// The indices, after the update, of the surviving items whose frame
    /// changed (a moved item among them).
    public var changedItems: IndexRanges

    /// The content size before the update.
    public var oldContentSize: Size

    /// The content size after the update.
    public var newContentSize: Size

    /// The item that moved, by its index before and after the move, or
    /// `nil` when none did.
    public var movedItem: (from: Int, to: Int)? {
      get { _move.map { ($0.from, $0.to) } }
      set { _move = newValue.map { _Move(from: $0.from, to: $0.to) } }
    }

    @usableFromInline internal var _move: _Move?

    /// The number of items before the update.
    public var oldItemCount: Int

    /// The number of items after the update.
    public var newItemCount: Int

    /// What the update had to clean in the heights, lengths and spans it
    /// read: clean for every update that reads none.
    public var diagnostics: Diagnostics

    /// Creates a change set.
    ///
    /// - Parameters:
    ///   - removedItems: The removed items, by old index.
    ///   - insertedItems: The inserted items, by new index.
    ///   - changedItems: The surviving items whose frame changed, by new
    ///     index.
    ///   - movedItem: The moved item's old and new index, if any.
    ///   - oldItemCount: The item count before.
    ///   - newItemCount: The item count after.
    ///   - oldContentSize: The content size before.
    ///   - newContentSize: The content size after.
    ///   - diagnostics: What the update cleaned; clean by default.
    public init(
      removedItems: IndexRanges = IndexRanges(), insertedItems: IndexRanges = IndexRanges(),
      changedItems: IndexRanges = IndexRanges(), movedItem: (from: Int, to: Int)? = nil,
      oldItemCount: Int, newItemCount: Int, oldContentSize: Size, newContentSize: Size,
      diagnostics: Diagnostics = Diagnostics()
    ) {
      self.removedItems = removedItems
      self.insertedItems = insertedItems
      self.changedItems = changedItems
      self._move = movedItem.map { _Move(from: $0.from, to: $0.to) }
      self.oldItemCount = oldItemCount
      self.newItemCount = newItemCount
      self.oldContentSize = oldContentSize
      self.newContentSize = newContentSize
      self.diagnostics = diagnostics
    }

    /// A Boolean value indicating whether the update changed nothing.
    ///
    /// The ``diagnostics`` do not count: a height change to NaN of an item
    /// already 0 points tall changes nothing, and still reports the NaN.
    public var isEmpty: Bool {
      removedItems.isEmpty && insertedItems.isEmpty && changedItems.isEmpty && _move == nil
        && oldContentSize == newContentSize && oldItemCount == newItemCount
    }

    /// The index after the update of the item at `oldIndex` before it, or
    /// `nil` when that item was removed or did not exist.
    ///
    /// A change set whose parts disagree, as no update's do (built by hand
    /// with survivors that do not number the same on both sides, an index
    /// set outside its count, a move off the items, or a move beside
    /// removed or inserted items), maps no index: both maps return `nil`.
    /// Any other change set maps its survivors one to one, in order.
    ///
    /// - Parameter oldIndex: An index before the update.
    /// - Returns: Its index after the update, or `nil`.
    /// - Complexity: O(*r*) for *r* ranges in the three index sets (at
    ///   most one each for most updates), without allocating.
    public func newIndex(ofOld oldIndex: Int) -> Int? {
      _isConsistent ? _newIndex(ofOld: oldIndex) : nil
    }

    /// ``newIndex(ofOld:)`` of a change set known to be consistent
    /// (``_isConsistent``), for a caller that maps several indices after
    /// checking once.
    internal func _newIndex(ofOld oldIndex: Int) -> Int? {
      guard oldIndex >= 0, oldIndex < oldItemCount, !removedItems.contains(oldIndex) else {
        return nil
      }
      if let move = _move {
        if oldIndex == move.from { return move.to }
        // Ranks among the items that stayed in order.
        let rank = oldIndex - (oldIndex > move.from ? 1 : 0)
        return rank + (rank >= move.to ? 1 : 0)
      }
      // The survivors keep their order: the k-th survivor before is the
      // k-th item after that was not inserted.
      return Self.select(oldIndex - removedItems.count(below: oldIndex), outside: insertedItems)
    }

    /// The index before the update of the item at `newIndex` after it, or
    /// `nil` when that item was inserted or does not exist.
    ///
    /// A change set that no update could return maps no index, as in
    /// ``newIndex(ofOld:)``.
    ///
    /// - Parameter newIndex: An index after the update.
    /// - Returns: Its index before the update, or `nil`.
    /// - Complexity: As ``newIndex(ofOld:)``.
    public func oldIndex(ofNew newIndex: Int) -> Int? {
      guard newIndex >= 0, newIndex < newItemCount, !insertedItems.contains(newIndex),
        _isConsistent
      else {
        return nil
      }
      if let move = _move {
        if newIndex == move.to { return move.from }
        let rank = newIndex - (newIndex > move.to ? 1 : 0)
        return rank + (rank >= move.from ? 1 : 0)
      }
      return Self.select(newIndex - insertedItems.count(below: newIndex), outside: removedItems)
    }

    /// The `rank`-th index, counting from 0, of those not in `excluded`.
    private static func select(_ rank: Int, outside excluded: IndexRanges) -> Int {
      var index = rank
      for range in excluded.ranges {
        if range.lowerBound > index { break }
        index += range.count
      }
      return index
    }

    /// Returns whether two change sets say the same: every index set, the
    /// move, the counts, the sizes and the diagnostics.
    ///
    /// - Parameters:
    ///   - lhs: A change set.
    ///   - rhs: Another change set.
    /// - Returns: `true` when every stored value is equal.
    public static func == (lhs: Changes, rhs: Changes) -> Bool {
      lhs.removedItems == rhs.removedItems && lhs.insertedItems == rhs.insertedItems
        && lhs.changedItems == rhs.changedItems && lhs._move == rhs._move
        && lhs.oldItemCount == rhs.oldItemCount && lhs.newItemCount == rhs.newItemCount
        && lhs.oldContentSize == rhs.oldContentSize && lhs.newContentSize == rhs.newContentSize
        && lhs.diagnostics == rhs.diagnostics
    }

    /// Hashes every stored value.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(removedItems)
      hasher.combine(insertedItems)
      hasher.combine(changedItems)
      hasher.combine(_move)
      hasher.combine(oldItemCount)
      hasher.combine(newItemCount)
      hasher.combine(oldContentSize)
      hasher.combine(newContentSize)
      hasher.combine(diagnostics)
    }

    private enum CodingKeys: String, CodingKey {
      case removedItems
      case insertedItems
      case changedItems
      case movedItem = "move"
      case oldItemCount
      case newItemCount
      case oldContentSize
      case newContentSize
      case diagnostics
    }

    /// Decodes a change set, checking that it could be an update's: both
    /// counts not negative, every index set within its count, as many
    /// survivors on both sides, and a moved item that exists on both, with
    /// nothing removed or inserted beside it.
    ///
    /// So a decoded change set's maps (``newIndex(ofOld:)``,
    /// ``oldIndex(ofNew:)``) never overflow, whatever the JSON held.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` for parts that do not agree,
    ///   and the decoder's own errors.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      removedItems = try container.decode(IndexRanges.self, forKey: .removedItems)
      insertedItems = try container.decode(IndexRanges.self, forKey: .insertedItems)
      changedItems = try container.decode(IndexRanges.self, forKey: .changedItems)
      _move = try container.decodeIfPresent(_Move.self, forKey: .movedItem)
      oldItemCount = try container.decode(Int.self, forKey: .oldItemCount)
      newItemCount = try container.decode(Int.self, forKey: .newItemCount)
      oldContentSize = try container.decode(Size.self, forKey: .oldContentSize)
      newContentSize = try container.decode(Size.self, forKey: .newContentSize)
      diagnostics =
        try container.decodeIfPresent(Diagnostics.self, forKey: .diagnostics) ?? Diagnostics()
      guard _isConsistent else {
        throw DecodingError.dataCorruptedError(
          forKey: .newItemCount, in: container,
          debugDescription: "index sets, counts and move do not agree")
      }
    }

    /// Whether the change set could be an update's: both counts not
    /// negative, every index set within its count, as many survivors on
    /// both sides, and a move, if any, of an item that exists on both
    /// sides with nothing removed or inserted (a move is an update of its
    /// own). The maps of such a set pair the survivors one to one and
    /// never overflow, so both maps check it (it reads the sets' ends
    /// without building their range arrays).
    internal var _isConsistent: Bool {
      func within(_ set: IndexRanges, _ count: Int) -> Bool {
        guard let last = set._last else { return true }
        return set._first.lowerBound >= 0 && last.upperBound <= count
      }
      // Each side less its own part, which `within` keeps within its
      // count: no sum that could overflow.
      guard oldItemCount >= 0, newItemCount >= 0, within(removedItems, oldItemCount),
        within(insertedItems, newItemCount), within(changedItems, newItemCount),
        oldItemCount - removedItems.count == newItemCount - insertedItems.count
      else { return false }
      guard let move = _move else { return true }
      return removedItems.isEmpty && insertedItems.isEmpty && oldItemCount == newItemCount
        && move.from >= 0 && move.from < oldItemCount && move.to >= 0 && move.to < newItemCount
    }

    /// Encodes a change set; its ``diagnostics`` only when they are not
    /// clean (a missing key decodes as clean).
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The encoder's errors.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(removedItems, forKey: .removedItems)
      try container.encode(insertedItems, forKey: .insertedItems)
      try container.encode(changedItems, forKey: .changedItems)
      try container.encodeIfPresent(_move, forKey: .movedItem)
      try container.encode(oldItemCount, forKey: .oldItemCount)
      try container.encode(newItemCount, forKey: .newItemCount)
      try container.encode(oldContentSize, forKey: .oldContentSize)
      try container.encode(newContentSize, forKey: .newContentSize)
      if !diagnostics.isClean { try container.encode(diagnostics, forKey: .diagnostics) }
    }
  }
}

/// A moved item's old and new index.
@usableFromInline
internal struct _Move: Hashable, Sendable, Codable {
  @usableFromInline internal var from: Int
  @usableFromInline internal var to: Int

  @inlinable
  internal init(from: Int, to: Int) {
    self.from = from
    self.to = to
  }
}

/// Collects the runs of items whose frame a keep-columns update changed:
/// the first 64 runs exactly, then one range to the last changed item.
///
/// The run being recorded is kept here and added when it ends: a tail that
/// moves as a whole costs a comparison per item, not a call.
internal struct _ChangeRecorder {
  internal var changed = Masonry.IndexRanges()
  internal var overflowStart: Int?
  /// The run being recorded, `runStart..<runEnd`, not yet in `changed`:
  /// empty before the first (and extended by an index 0 as by any other).
  internal var runStart = 0
  internal var runEnd = 0

  internal init() {}

  /// The most runs kept exactly; the rest become one range.
  internal static var exactRuns: Int { 64 }

  /// Records that the item at (new) `index` changed; indices ascend.
  @inline(__always)
  internal mutating func record(_ index: Int) {
    if index == runEnd {
      runEnd = index + 1
    } else {
      closeRun()
      (runStart, runEnd) = (index, index + 1)
    }
  }

  /// Whether the exact runs are full: every later record only moves the
  /// end of the one range that follows them.
  internal var isOverflowing: Bool { overflowStart != nil }

  /// Records that the items of `range` changed; indices ascend.
  internal mutating func record(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    record(range.lowerBound)
    runEnd = range.upperBound
  }

  /// Adds the run being recorded to `changed`, or past the exact runs,
  /// starts the one range that ends at the last changed item.
  internal mutating func closeRun() {
    guard runStart < runEnd, overflowStart == nil else { return }
    let runs = changed._rangeCount
    if runs == Self.exactRuns {
      overflowStart = runStart
      return
    }
    // A second run: room for every exact run at once, one allocation.
    if runs == 1 { changed._rest.reserveCapacity(Self.exactRuns) }
    changed._append(runStart..<runEnd)
  }

  /// The recorded set; the recorder is spent.
  internal mutating func finish() -> Masonry.IndexRanges {
    closeRun()
    if let overflowStart { changed._append(overflowStart..<runEnd) }
    return changed
  }
}
