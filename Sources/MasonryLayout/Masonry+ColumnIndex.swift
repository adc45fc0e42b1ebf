// The per-column index: for each column, the items that cover it in index
// order. Because items of a column are placed in index order, each below the
// last, their tops and bottoms are non-decreasing along the list, so a
// query can binary-search it, and the state at any index can be rebuilt
// from it.

extension Masonry {
  /// Adds the items `first ..< itemCount` to the lists of the columns they
  /// cover; with `reserving`, sizes each list exactly first.
  internal mutating func _indexColumns(from first: Int, reserving: Bool) {
    guard first < itemCount else { return }
    let last = itemCount
    _placement.withUnsafeBufferPointer { placements in
      _columnItems.withUnsafeMutableBufferPointer { lists in
        if lists.count <= 2 {
          Self._indexFewColumns(lists, placements, items: first..<last, reserving: reserving)
          return
        }
        if reserving {
          Self._reserveColumnLists(lists, for: placements[first..<last])
        }
        _ColumnListWriter.withWriter(lists: lists) { writer in
          for index in first..<last {
            let placement = placements[index]
            let start = Int(placement.column)
            writer.add(index, toColumn: start)
            if placement.span > 1 {
              for column in (start + 1)..<(start + Int(placement.span)) {
                writer.add(index, toColumn: column)
              }
            }
          }
        }
      }
    }
  }

  /// Reserves room in each column list for the items of `placements`
  /// that cover it, and a sixteenth more for later appends.
  private static func _reserveColumnLists(
    _ lists: UnsafeMutableBufferPointer<[Int32]>,
    for placements: Slice<UnsafeBufferPointer<_Placement>>
  ) {
    // Counts in `Int32` so that 256 columns still fit in 1 KiB of stack;
    // a list never holds more than `maximumItemCount` indices.
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: lists.count) { added in
      added.initialize(repeating: 0)
      for placement in placements {
        let start = Int(placement.column)
        added[start] &+= 1
        if placement.span > 1 {
          for column in (start + 1)..<(start + Int(placement.span)) { added[column] &+= 1 }
        }
      }
      for column in lists.indices { _reserve(&lists[column], adding: Int(added[column])) }
    }
  }

  /// Reserves room in `list` for `added` more indices, and a sixteenth
  /// more for later appends.
  private static func _reserve(_ list: inout [Int32], adding added: Int) {
    let count = list.count + added
    list.reserveCapacity(count + count / 16 + 4)
  }

  /// `_indexColumns` for one or two columns, the phone layouts.
  ///
  /// The column list writer keeps a counter per column in memory, and
  /// each index waits for the previous update of its column's counter:
  /// about 3 ns an index. With so few columns it is faster to take the
  /// items a block at a time and make one pass per column that gathers
  /// the indices of the items covering it, with no branch and the count
  /// in a register, then append them as one run.
  private static func _indexFewColumns(
    _ lists: UnsafeMutableBufferPointer<[Int32]>, _ placements: UnsafeBufferPointer<_Placement>,
    items: Range<Int>, reserving: Bool
  ) {
    if reserving {
      var added = (0, 0)
      for placement in placements[items] {
        added.0 &+= placement.coverage(ofColumn: 0)
        added.1 &+= placement.coverage(ofColumn: 1)
      }
      _reserve(&lists[0], adding: added.0)
      if lists.count > 1 { _reserve(&lists[1], adding: added.1) }
    }
    let blockLength = 256  // 1 KiB of indices: on the stack
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: blockLength) { run in
      var block = items.lowerBound
      while block < items.upperBound {
        let blockEnd = Swift.min(block + blockLength, items.upperBound)
        for column in lists.indices {
          var count = 0
          for index in block..<blockEnd {
            // Written every time, kept only when the item covers the
            // column: the next index overwrites it otherwise.
            run[count] = Int32(truncatingIfNeeded: index)
            count &+= placements[index].coverage(ofColumn: column)
          }
          lists[column].append(contentsOf: UnsafeBufferPointer(rebasing: run[..<count]))
        }
        block = blockEnd
      }
    }
  }

  /// Returns the position in `column`'s list of its first item whose index
  /// is `index` or more.
  @inlinable
  internal func _position(ofFirstItemFrom index: Int, inColumn column: Int) -> Int {
    let list = _columnItems[column]
    var low = 0
    var high = list.count
    while low < high {
      let middle = (low + high) / 2
      if Int(list[middle]) < index { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Removes the items from `index` on from every column's list.
  internal mutating func _truncateColumns(at index: Int) {
    for column in 0..<_columnCount {
      let position = _position(ofFirstItemFrom: index, inColumn: column)
      if position < _columnItems[column].count {
        _columnItems[column].removeSubrange(position...)
      }
    }
  }

  /// Rebuilds the placement state as it was just before item `index` was
  /// placed, from the stored frames of the items before it.
  ///
  /// - Complexity: O(*c* log *n*); the items before `index` are not
  ///   visited, except the last item of each column.
  internal mutating func _restoreState(at index: Int) {
    let top = configuration.contentInsets.top
    let firstTop = _firstTop
    let rowSpacing = configuration.rowSpacing
    for column in 0..<_columnCount {
      let position = _position(ofFirstItemFrom: index, inColumn: column)
      let logical = _logical(column, span: 1)
      if position == 0 {
        _next[logical] = firstTop
        _bottom[logical] = top
      } else {
        let item = Int(_columnItems[column][position - 1])
        let bottom = _minY[item] + _height[item]
        _next[logical] = Self._nextTop(
          below: bottom, rowSpacing: rowSpacing, scale: configuration.displayScale)
        _bottom[logical] = bottom
      }
    }
    if index == 0 {
      _cursor = 0
    } else {
      let placement = _placement[index - 1]
      let end = _logical(Int(placement.column), span: Int(placement.span)) + Int(placement.span)
      _cursor = end == _columnCount ? 0 : end
    }
  }
}

/// Appends item indices to the column lists a run at a time.
///
/// `Array.append` checks that the array's buffer is unique, a call into
/// the runtime, on every call: once per index and covered column when
/// indexing a whole feed. The writer stages each column's indices in a
/// run of its own in a 1 KiB stack buffer and appends the run when it is
/// full, one check per run. With more than 128 columns a run would be a
/// single index, and the writer appends directly.
private struct _ColumnListWriter {
  let lists: UnsafeMutableBufferPointer<[Int32]>
  /// Each column's run: `runLength` indices from `column * runLength`, or
  /// `nil` to append directly.
  let staging: UnsafeMutablePointer<Int32>?
  let runShift: Int
  /// How many indices wait in each column's run.
  let waiting: UnsafeMutablePointer<Int>?

  /// The staging buffer's length in indices: 1 KiB, which temporary
  /// allocations keep on the stack on every platform.
  static var stagingCapacity: Int { 256 }

  /// Calls `body` with a writer over `lists`, then appends what is still
  /// staged.
  static func withWriter(
    lists: UnsafeMutableBufferPointer<[Int32]>, _ body: (inout _ColumnListWriter) -> Void
  ) {
    // The longest power-of-two run that gives every column one, so that
    // a run starts at a shift rather than a multiply.
    var runShift = 0
    while lists.count << (runShift + 1) <= stagingCapacity { runShift += 1 }
    guard runShift > 0 else {
      var writer = _ColumnListWriter(lists: lists, staging: nil, runShift: 0, waiting: nil)
      body(&writer)
      return
    }
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: stagingCapacity) { staging in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: lists.count) { waiting in
        waiting.initialize(repeating: 0)
        var writer = _ColumnListWriter(
          lists: lists, staging: staging.baseAddress!, runShift: runShift,
          waiting: waiting.baseAddress!)
        body(&writer)
        for column in lists.indices where waiting[column] > 0 { writer.flush(column) }
      }
    }
  }

  /// Adds `index` to the end of `column`'s list.
  @inline(__always)
  func add(_ index: Int, toColumn column: Int) {
    guard let staging, let waiting else {
      lists[column].append(Int32(truncatingIfNeeded: index))
      return
    }
    let count = waiting[column]
    staging[column &<< runShift &+ count] = Int32(truncatingIfNeeded: index)
    if count &+ 1 == 1 &<< runShift {
      waiting[column] = count &+ 1
      flush(column)
    } else {
      waiting[column] = count &+ 1
    }
  }

  /// Appends `column`'s staged run to its list and empties the run.
  func flush(_ column: Int) {
    let run = UnsafeBufferPointer(start: staging! + (column << runShift), count: waiting![column])
    lists[column].append(contentsOf: run)
    waiting![column] = 0
  }
}

extension _Placement {
  /// 1 if the placement covers `column`, else 0, without a branch (a
  /// branch on it is mispredicted whenever the columns alternate
  /// irregularly, as shortest-column packing makes them).
  @inline(__always)
  func coverage(ofColumn column: Int) -> Int {
    // `offset | (span - 1 - offset)` is negative exactly when the offset
    // is below 0 or at least the span: its sign bit is 1 - coverage.
    let offset = column &- Int(self.column)
    let sign = UInt(bitPattern: offset | (Int(span) &- 1 &- offset)) &>> (UInt.bitWidth - 1)
    return 1 &- Int(bitPattern: sign)
  }
}
