// The compact storage behind a `Masonry`: per item its top, its length and
// its columns (struct of arrays), and per column the indices of the items
// that cover it, in index order. One class holds them all, so a layout is
// copied on write with one uniqueness check, and placement writes straight
// into reserved capacity with no check per item.
//
// A top is read as the stored value plus its block's shift in its column
// (a block is 1,024 items in index order): a measurement above the screen
// moves every item after a point by one distance by adding it to the
// shifts of the blocks after that point, not to each item
// (`shiftSuffix(from:by:)`), and a measurement that moves one column only
// adds it to that column's shifts (`shiftSuffix(from:inColumn:by:)`).
// Whatever writes a top writes it where the shift is 0
// (`materializeShifts(_:)` first), so a top written is the top read.

/// Where an item sits across the columns: its leftmost (physical) column,
/// how many columns it covers, and whether a provider named its column
/// (an explicit placement, which every later placement honours). 16 bits
/// hold 10,000 columns; the span's top bit is the explicit flag.
@usableFromInline
internal struct _Placement: Hashable, Sendable {
  @usableFromInline internal var column: UInt16
  @usableFromInline internal var _spanBits: UInt16

  @inlinable @inline(__always)
  internal init(column: Int, span: Int, isExplicit: Bool = false) {
    self.column = UInt16(truncatingIfNeeded: column)
    self._spanBits = UInt16(truncatingIfNeeded: span) | (isExplicit ? 0x8000 : 0)
  }

  /// How many columns the item covers.
  @inlinable
  internal var span: UInt16 { _spanBits & 0x7FFF }

  /// Whether a provider named the item's column.
  @inlinable
  internal var isExplicit: Bool { _spanBits & 0x8000 != 0 }

  /// The columns the item covers, counted from the left.
  @inlinable
  internal var columns: Range<Int> { Int(column)..<(Int(column) + Int(span)) }

  /// The column of an item the packing rule is to place even where the
  /// others keep their columns (a rearrangement's moved and new items):
  /// no column is this one, and placing writes the one chosen.
  @inlinable
  internal static var toChoose: UInt16 { .max }
}

/// One column's list of the items covering it, ascending by index (and so
/// by top: items of a column are placed in index order, each below the
/// last).
@usableFromInline
internal struct _ColumnList {
  @usableFromInline internal var items: UnsafeMutablePointer<Int32>
  @usableFromInline internal var count: Int
  @usableFromInline internal var capacity: Int

  @inlinable
  internal subscript(position: Int) -> Int { Int(items[position]) }
}

/// The storage of a laid-out feed. Lengths and tops are in layout units
/// (see `_LayoutUnits`).
///
/// Mutated only through a `Masonry` that holds the sole reference to it
/// (`isKnownUniquelyReferenced`), so sharing it between copies and threads
/// is safe: hence `@unchecked Sendable`, and the stored properties opt out
/// of dynamic exclusivity checks (`@exclusivity(unchecked)`), which would
/// otherwise cost a runtime call at every read in the placement and query
/// loops.
@usableFromInline
internal final class _ItemStorage: @unchecked Sendable {
  /// The number of items stored.
  @exclusivity(unchecked) @usableFromInline internal var count: Int
  /// The number of items the per-item buffers have room for.
  @exclusivity(unchecked) @usableFromInline internal private(set) var capacity: Int
  /// Each item's top, in layout units.
  @exclusivity(unchecked) @usableFromInline internal private(set) var tops:
    UnsafeMutablePointer<Double>
  /// Each item's length along the flow, in layout units.
  @exclusivity(unchecked) @usableFromInline internal private(set) var lengths:
    UnsafeMutablePointer<Double>
  /// Each item's columns.
  @exclusivity(unchecked) @usableFromInline internal private(set) var placements:
    UnsafeMutablePointer<_Placement>
  /// Each block's shifts, in layout units, one per physical column
  /// (`shiftColumns` of them, block after block): added to the stored top
  /// of every item of the block in that column when it is read (see
  /// `top(_:)`). Room for the blocks of `capacity` items; 0 past the
  /// blocks of `count`. A spanning item's columns have one shift in its
  /// block: only a one-column suffix moves one column
  /// (`shiftSuffix(from:inColumn:by:)`).
  @exclusivity(unchecked) @usableFromInline internal private(set) var shifts:
    UnsafeMutablePointer<Double>
  /// The number of shifts each block keeps: one per column, or one for
  /// the block when the columns are too many for a shift each to be
  /// worth its memory (`maximumShiftColumns`).
  @usableFromInline internal let shiftColumns: Int
  /// Whether a block's columns may hold different shifts
  /// (`shiftSuffix(from:inColumn:by:)`): until then a read takes the
  /// first column's shift, with no load of the item's column.
  @exclusivity(unchecked) @usableFromInline internal private(set) var columnShiftsDiffer = false
  /// An index at or past the last item that spans several columns, or -1
  /// when none does: the items after it move a column at a time.
  @exclusivity(unchecked) @usableFromInline internal private(set) var lastSpanningItem = -1
  /// The first block whose shift may not be 0, or `Int.max`: before it a
  /// top is read as stored, with no load of a shift (the common case,
  /// once a relayout or a prepare has added the shifts in).
  @exclusivity(unchecked) @usableFromInline internal private(set) var firstShiftedBlock = Int.max
  /// The number of columns, and of lists in `columns`.
  @usableFromInline internal let columnCount: Int
  /// Each physical column's list of the items covering it.
  @usableFromInline internal let columns: UnsafeMutablePointer<_ColumnList>

  // MARK: Placement state, by logical column (reading order)

  /// Where the next item of each logical column would start, in layout
  /// units.
  @usableFromInline internal let next: UnsafeMutablePointer<Double>
  /// Scratch for the placement rule's window maxima: two halves of
  /// `columnCount` each.
  @usableFromInline internal let scratch: UnsafeMutablePointer<Double>
  /// The logical column just past the last item's last column, modulo the
  /// column count: the round-robin cycle position and the tolerance cursor.
  @exclusivity(unchecked) @usableFromInline internal var cursor: Int

  /// What the placement under way had to clean, counted by the general
  /// path, which every cleaned item takes: kept here rather than carried
  /// through the placement loops, whose every iteration would copy it.
  /// Reset when placement starts, read when it ends; not part of the
  /// layout (a copy starts clean).
  @exclusivity(unchecked) @usableFromInline internal var diagnostics = Masonry.Diagnostics()

  /// The placement state over the storage's buffers.
  @inlinable
  internal var state: _ColumnState {
    _ColumnState(
      next: UnsafeMutableBufferPointer(start: next, count: columnCount),
      scratch: UnsafeMutableBufferPointer(start: scratch, count: 2 * columnCount), cursor: cursor)
  }

  /// Creates empty storage for `columnCount` columns, with room for
  /// `capacity` items.
  ///
  /// Three allocations at most: the object, one block for the per-column
  /// state and list headers, and one for the items (none for a capacity
  /// of 0). Each column's list is allocated when it is first reserved.
  @usableFromInline
  internal init(columnCount: Int, capacity: Int) {
    self.count = 0
    self.capacity = Swift.max(capacity, 0)
    self.columnCount = columnCount
    self.shiftColumns = columnCount <= Self.maximumShiftColumns ? Swift.max(columnCount, 1) : 1
    (tops, lengths, placements, shifts) = Self.allocateItems(
      capacity: self.capacity, shiftColumns: shiftColumns)
    // next (c), scratch (2c), then the list headers (c), in one block.
    let doubles = MemoryLayout<Double>.stride * 3 * columnCount
    let block = UnsafeMutableRawPointer.allocate(
      byteCount: doubles + MemoryLayout<_ColumnList>.stride * columnCount,
      alignment: Swift.max(MemoryLayout<Double>.alignment, MemoryLayout<_ColumnList>.alignment))
    next = block.initializeMemory(as: Double.self, repeating: 0, count: 3 * columnCount)
    scratch = next + columnCount
    columns = (block + doubles).initializeMemory(
      as: _ColumnList.self, repeating: _ColumnList(items: Self.noItems(), count: 0, capacity: 0),
      count: columnCount)
    cursor = 0
  }

  deinit {
    if capacity > 0 { tops.deallocate() }
    for column in 0..<columnCount where columns[column].capacity > 0 {
      columns[column].items.deallocate()
    }
    columns.deinitialize(count: columnCount)
    // The block starts with `next`.
    UnsafeMutableRawPointer(next).deallocate()
  }

  /// A storage with no column and no item, which a new engine holds until
  /// its first layout: so creating an engine allocates no storage of its
  /// own, and the first prepare, seeing it shared, allocates the real one.
  @usableFromInline
  internal static let placeholder = _ItemStorage(columnCount: 0, capacity: 0)

  /// The buffer of an empty list: never read, written or freed (a list
  /// with capacity 0 owns no memory).
  @inlinable
  internal static func noItems<Element>() -> UnsafeMutablePointer<Element> {
    UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
  }

  /// Returns a copy with room for at least `minimumCapacity` items and the
  /// usual slack to grow (see `grownCapacity(for:)`): a copy made on write
  /// is followed by more writes, typically appends.
  @usableFromInline
  internal func copy(minimumCapacity: Int) -> _ItemStorage {
    let copy = _ItemStorage(
      columnCount: columnCount,
      capacity: Self.grownCapacity(for: Swift.max(minimumCapacity, count)))
    copy.count = count
    copy.next.update(from: next, count: columnCount)
    copy.cursor = cursor
    copy.tops.update(from: tops, count: count)
    copy.lengths.update(from: lengths, count: count)
    copy.placements.update(from: placements, count: count)
    copy.shifts.update(from: shifts, count: Self.blocks(count) * shiftColumns)
    copy.firstShiftedBlock = firstShiftedBlock
    copy.columnShiftsDiffer = columnShiftsDiffer
    copy.lastSpanningItem = lastSpanningItem
    for column in 0..<columnCount {
      let list = columns[column]
      copy.reserve(Self.grownCapacity(for: list.count), inColumn: column)
      copy.columns[column].items.update(from: list.items, count: list.count)
      copy.columns[column].count = list.count
    }
    return copy
  }

  /// The capacity to allocate for `count` items: a sixteenth of slack, so
  /// that the first pages of an infinite scroll append without moving the
  /// whole feed.
  @inlinable
  internal static func grownCapacity(for count: Int) -> Int {
    count + count / 16 + 16
  }

  // MARK: Items

  /// Makes room for at least `minimumCapacity` items, keeping the stored
  /// ones; grows by at least half again, so appends are amortised O(1).
  @usableFromInline
  internal func reserveItems(_ minimumCapacity: Int) {
    guard minimumCapacity > capacity else { return }
    let newCapacity = Swift.max(minimumCapacity, capacity + capacity / 2)
    let (newTops, newLengths, newPlacements, newShifts) = Self.allocateItems(
      capacity: newCapacity, shiftColumns: shiftColumns)
    newTops.moveInitialize(from: tops, count: count)
    newLengths.moveInitialize(from: lengths, count: count)
    newPlacements.moveInitialize(from: placements, count: count)
    newShifts.update(from: shifts, count: Self.blocks(count) * shiftColumns)
    if capacity > 0 { tops.deallocate() }
    (tops, lengths, placements, shifts) = (newTops, newLengths, newPlacements, newShifts)
    capacity = newCapacity
  }

  /// Allocates the three per-item buffers for `capacity` items, and the
  /// shifts of their blocks (all 0, `shiftColumns` per block), as one
  /// block, whose start is the tops' buffer.
  ///
  /// One block rather than three: glibc keeps one large freed block for
  /// reuse, where it hands several back to the system at once, so a
  /// layout made again (a new engine per rotation, say) would pay a page
  /// fault for every 4 KiB it writes.
  private static func allocateItems(
    capacity: Int, shiftColumns: Int
  ) -> (
    UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>, UnsafeMutablePointer<_Placement>,
    UnsafeMutablePointer<Double>
  ) {
    // With no room, no block: never read (no item), never written.
    guard capacity > 0 else { return (noItems(), noItems(), noItems(), noItems()) }
    let doubles = MemoryLayout<Double>.stride * capacity
    let placements = MemoryLayout<_Placement>.stride * capacity
    // The shifts after the placements, on a double's alignment.
    let shiftsOffset = (2 * doubles + placements + 7) & ~7
    let blockCount = blocks(capacity) * shiftColumns
    let block = UnsafeMutableRawPointer.allocate(
      byteCount: shiftsOffset + MemoryLayout<Double>.stride * blockCount,
      alignment: MemoryLayout<Double>.alignment)
    return (
      block.bindMemory(to: Double.self, capacity: capacity),
      (block + doubles).bindMemory(to: Double.self, capacity: capacity),
      (block + 2 * doubles).bindMemory(to: _Placement.self, capacity: capacity),
      (block + shiftsOffset).initializeMemory(as: Double.self, repeating: 0, count: blockCount)
    )
  }

  // MARK: Shifts

  /// The number of items in a block that shares one shift, as a power of
  /// two: 1,024 items.
  @inlinable
  internal static var blockBits: Int { 10 }

  /// The number of blocks that hold `count` items.
  @inlinable
  internal static func blocks(_ count: Int) -> Int { (count + (1 << blockBits) - 1) >> blockBits }

  /// The most columns whose blocks keep a shift per column: 64 shifts of
  /// 8 bytes per 1,024 items is half a byte an item, beside the 20 an
  /// item takes.
  @inlinable
  internal static var maximumShiftColumns: Int { 64 }

  /// Whether the blocks keep a shift per column, so that one column can
  /// move without the others (`shiftSuffix(from:inColumn:by:)`).
  @inlinable
  internal var shiftsByColumn: Bool { shiftColumns == columnCount }

  /// The top of item `index`, in layout units: its stored top plus its
  /// block's shift in its column.
  @inlinable @inline(__always)
  internal func top(_ index: Int) -> Double { readTops[index] }

  /// The tops, read as `top(_:)` reads them, for the query loops.
  @inlinable
  internal var readTops: _Tops {
    _Tops(
      tops: tops, shifts: shifts, placements: placements, shiftColumns: shiftColumns,
      lastColumn: columnShiftsDiffer ? shiftColumns - 1 : 0,
      firstShifted: firstShiftedBlock == .max ? .max : firstShiftedBlock << Self.blockBits)
  }

  /// Adds the shift of each block that `range` (of item indices, which
  /// may reach past the last item: an append) meets to the stored tops of
  /// that block's items, and sets it to 0: no top read changes, and a top
  /// written in `range` is then read as written.
  ///
  /// - Complexity: O(1) for each block of `range` without a shift, and
  ///   O(1,024) for each with one.
  @usableFromInline
  internal func materializeShifts(_ range: Range<Int>) {
    // Past the blocks of `count`, every shift is 0.
    let last = Swift.min(
      (Swift.max(range.upperBound, range.lowerBound + 1) - 1) >> Self.blockBits,
      Self.blocks(count) - 1)
    let first = Swift.max(range.lowerBound, 0) >> Self.blockBits
    guard first <= last, last >= firstShiftedBlock else { return }
    // Every shifted block: none is left after the loop.
    defer {
      if first <= firstShiftedBlock, last == Self.blocks(count) - 1 {
        firstShiftedBlock = .max
        columnShiftsDiffer = false
      }
    }
    for block in first...last {
      let blockShifts = shifts + block * shiftColumns
      guard (0..<shiftColumns).contains(where: { blockShifts[$0] != 0 }) else { continue }
      let start = block << Self.blockBits
      let end = Swift.min(start + (1 << Self.blockBits), count)
      if !columnShiftsDiffer {
        let shift = blockShifts[0]
        for index in start..<end { tops[index] += shift }
      } else {
        // A placement still to choose (no column) is placed before its
        // top is read: any column's shift will do, in bounds.
        for index in start..<end {
          tops[index] += blockShifts[Swift.min(Int(placements[index].column), shiftColumns - 1)]
        }
      }
      blockShifts.update(repeating: 0, count: shiftColumns)
    }
  }

  /// `materializeShifts(_:)` from `index` to the last item, or for an
  /// append at `index`.
  @usableFromInline
  internal func materializeShifts(from index: Int) {
    materializeShifts(index..<Swift.max(index + 1, count))
  }

  /// Moves every item from `index` on by `distance` layout units along
  /// the flow: the items of `index`'s block before its end one by one
  /// (none when `index` starts its block), and each later block by its
  /// shift.
  ///
  /// - Complexity: O(1,024 + *n* / 1,024) for *n* items.
  @usableFromInline
  internal func shiftSuffix(from index: Int, by distance: Double) {
    guard index < count else { return }
    let block = firstWholeBlock(from: index)
    for item in index..<Swift.min(block << Self.blockBits, count) { tops[item] += distance }
    guard block < Self.blocks(count) else { return }
    for shift in (block * shiftColumns)..<(Self.blocks(count) * shiftColumns) {
      shifts[shift] += distance
    }
    firstShiftedBlock = Swift.min(firstShiftedBlock, block)
  }

  /// The first block that starts at or after `index`.
  private func firstWholeBlock(from index: Int) -> Int {
    (index + (1 << Self.blockBits) - 1) >> Self.blockBits
  }

  /// Moves every item of physical `column` from `index` on by `distance`
  /// layout units along the flow, and no other: the items of `index`'s
  /// block before its end one by one (none when `index` starts its
  /// block), and each later block by its shift in the column. No item
  /// from `index` on may span several columns (`lastSpanningItem` before
  /// `index`), and the blocks must keep a shift per column
  /// (`shiftsByColumn`).
  ///
  /// - Complexity: O(1,024 + *n* / 1,024) for *n* items.
  @usableFromInline
  internal func shiftSuffix(from index: Int, inColumn column: Int, by distance: Double) {
    precondition(shiftsByColumn && lastSpanningItem < index, "only one-column items move alone")
    guard index < count else { return }
    let block = firstWholeBlock(from: index)
    for item in index..<Swift.min(block << Self.blockBits, count)
    where Int(placements[item].column) == column {
      tops[item] += distance
    }
    guard block < Self.blocks(count) else { return }
    for later in block..<Self.blocks(count) { shifts[later * shiftColumns + column] += distance }
    firstShiftedBlock = Swift.min(firstShiftedBlock, block)
    columnShiftsDiffer = shiftColumns > 1
  }

  /// Whether any block holds a shift; for the tests.
  internal var hasShifts: Bool {
    (0..<(Self.blocks(count) * shiftColumns)).contains { shifts[$0] != 0 }
  }

  /// Whether any block's columns hold different shifts; for the tests.
  internal var hasColumnShifts: Bool {
    (0..<Self.blocks(count)).contains { block in
      (1..<shiftColumns).contains {
        shifts[block * shiftColumns + $0] != shifts[block * shiftColumns]
      }
    }
  }

  /// A list's buffer moved into a new one of `capacity` items.
  private static func moved(_ list: _ColumnList, to capacity: Int) -> UnsafeMutablePointer<Int32> {
    let moved = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
    moved.moveInitialize(from: list.items, count: list.count)
    if list.capacity > 0 { list.items.deallocate() }
    return moved
  }

  /// Opens a gap of `gap` items at `index`, moving the items from `index`
  /// on up; the gap's contents are undefined until written.
  @usableFromInline
  internal func openGap(at index: Int, count gap: Int) {
    materializeShifts(from: index)
    reserveItems(count + gap)
    if lastSpanningItem >= index { lastSpanningItem += gap }
    let moving = count - index
    (tops + index + gap).moveInitialize(from: tops + index, count: moving)
    (lengths + index + gap).moveInitialize(from: lengths + index, count: moving)
    (placements + index + gap).moveInitialize(from: placements + index, count: moving)
    count += gap
  }

  /// Removes the items in `range`, moving the later items down.
  @usableFromInline
  internal func closeGap(_ range: Range<Int>) {
    materializeShifts(from: range.lowerBound)
    if lastSpanningItem >= range.upperBound {
      lastSpanningItem -= range.count
    } else if lastSpanningItem >= range.lowerBound {
      lastSpanningItem = range.lowerBound - 1
    }
    let moving = count - range.upperBound
    (tops + range.lowerBound).moveInitialize(from: tops + range.upperBound, count: moving)
    (lengths + range.lowerBound).moveInitialize(from: lengths + range.upperBound, count: moving)
    (placements + range.lowerBound).moveInitialize(
      from: placements + range.upperBound, count: moving)
    count -= range.count
  }

  // MARK: Column lists

  /// Makes room for at least `minimumCapacity` items in `column`'s list.
  @usableFromInline
  internal func reserve(_ minimumCapacity: Int, inColumn column: Int) {
    let list = columns[column]
    guard minimumCapacity > list.capacity else { return }
    let newCapacity = Swift.max(minimumCapacity, list.capacity + list.capacity / 2)
    columns[column].items = Self.moved(list, to: newCapacity)
    columns[column].capacity = newCapacity
  }

  /// Gives every column list that grew past the usual slack (see
  /// `grownCapacity(for:)`) exactly that slack again, so that a prepared
  /// layout keeps its memory budget however unevenly the items spread.
  ///
  /// A list reserved for its column's share of the items grows only when
  /// spans or uneven heights give it more than its share and a sixteenth.
  @usableFromInline
  internal func trimColumns() {
    for column in 0..<columnCount {
      let list = columns[column]
      let wanted = Self.grownCapacity(for: list.count)
      guard list.capacity > wanted else { continue }
      columns[column].items = Self.moved(list, to: wanted)
      columns[column].capacity = wanted
    }
  }

  /// Adds `index` to the end of `column`'s list.
  @inlinable @inline(__always)
  internal func append(_ index: Int, toColumn column: Int) {
    let list = columns + column
    if list.pointee.count == list.pointee.capacity {
      reserve(list.pointee.count + 1, inColumn: column)
    }
    list.pointee.items[list.pointee.count] = Int32(truncatingIfNeeded: index)
    list.pointee.count &+= 1
  }

  /// Adds `index` to the lists of every column its placement covers.
  @inlinable @inline(__always)
  internal func index(_ index: Int, covering placement: _Placement) {
    let first = Int(placement.column)
    append(index, toColumn: first)
    guard placement.span > 1 else { return }
    lastSpanningItem = Swift.max(lastSpanningItem, index)
    for column in (first + 1)..<(first + Int(placement.span)) { append(index, toColumn: column) }
  }

  /// The position in `column`'s list of its first item whose index is
  /// `index` or more.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  internal func position(ofFirstItemFrom index: Int, inColumn column: Int) -> Int {
    let list = columns[column]
    var low = 0
    var high = list.count
    while low < high {
      let middle = (low + high) / 2
      if list[middle] < index { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Removes the items from `index` on from every column's list: they are
  /// placed again, and a spanning one among them marks itself again
  /// (`lastSpanningItem`).
  ///
  /// - Complexity: O(*c* log *n*).
  @usableFromInline
  internal func truncateColumns(from index: Int) {
    lastSpanningItem = Swift.min(lastSpanningItem, index - 1)
    for column in 0..<columnCount {
      columns[column].count = position(ofFirstItemFrom: index, inColumn: column)
    }
  }

  /// Empties the storage, keeping its capacity.
  @usableFromInline
  internal func removeAll() {
    shifts.update(repeating: 0, count: Self.blocks(count) * shiftColumns)
    firstShiftedBlock = .max
    columnShiftsDiffer = false
    lastSpanningItem = -1
    count = 0
    for column in 0..<columnCount { columns[column].count = 0 }
  }
}

/// Writes one-column items into the storage from the placement loops,
/// through the buffers, read once per loop rather than from the storage's
/// properties per item.
@usableFromInline
internal struct _ItemWriter {
  @usableFromInline internal let storage: _ItemStorage
  @usableFromInline internal let tops: UnsafeMutablePointer<Double>
  @usableFromInline internal let lengths: UnsafeMutablePointer<Double>
  @usableFromInline internal let placements: UnsafeMutablePointer<_Placement>
  @usableFromInline internal let columns: UnsafeMutablePointer<_ColumnList>

  @inlinable
  internal init(_ storage: _ItemStorage) {
    self.storage = storage
    tops = storage.tops
    lengths = storage.lengths
    placements = storage.placements
    columns = storage.columns
  }

  /// Stores item `index`, at `top` and `length` layout units long in
  /// physical `column`, and adds it to that column's list. The storage
  /// must have room for the item.
  @inlinable @inline(__always)
  internal func write(_ index: Int, top: Double, length: Double, column: Int) {
    tops[index] = top
    lengths[index] = length
    placements[index] = _Placement(column: column, span: 1)
    let list = columns + column
    if list.pointee.count == list.pointee.capacity {
      storage.reserve(list.pointee.count + 1, inColumn: column)
    }
    list.pointee.items[list.pointee.count] = Int32(truncatingIfNeeded: index)
    list.pointee.count &+= 1
  }
}
