// Reading frames back: by index in O(1), and by rect through the per-column
// index in O(c log n + k).

import LayoutGeometry

extension Masonry {
  /// Returns the frame of the item at `index`, or `nil` when there is no
  /// such item.
  ///
  /// - Parameter index: An index in `0 ..< itemCount`; any other gives
  ///   `nil`.
  /// - Returns: The frame, finite and of non-negative size.
  @inlinable
  public func frame(ofItemAt index: Int) -> Rect? {
    guard index >= 0, index < itemCount else { return nil }
    return _frame(index)
  }

  @inlinable
  internal func _frame(_ index: Int) -> Rect {
    let (x, width) = _frameX(_placement[index])
    return Rect(x: x, y: _minY[index], width: width, height: _height[index])
  }

  /// Returns the first column, counted from the left, that the item at
  /// `index` covers, or `nil` when there is no such item.
  ///
  /// In a right-to-left layout this is the item's leftmost column, which
  /// is the last in reading order.
  ///
  /// - Parameter index: An index in `0 ..< itemCount`.
  /// - Returns: A column in `0 ..< columnCount`, or `nil`.
  @inlinable
  public func column(ofItemAt index: Int) -> Int? {
    guard index >= 0, index < itemCount else { return nil }
    return Int(_placement[index].column)
  }

  /// Returns the columns, counted from the left, that the item at `index`
  /// covers, or `nil` when there is no such item.
  ///
  /// - Parameter index: An index in `0 ..< itemCount`.
  /// - Returns: A non-empty range within `0 ..< columnCount`, or `nil`.
  @inlinable
  public func columns(ofItemAt index: Int) -> Range<Int>? {
    guard index >= 0, index < itemCount else { return nil }
    let placement = _placement[index]
    return Int(placement.column)..<(Int(placement.column) + Int(placement.span))
  }

  /// Returns every item whose frame intersects `rect`, ascending by index.
  ///
  /// Intersection follows ``/LayoutGeometry/Rect/intersects(_:)``:
  /// interiors must overlap, so an item that only touches the rect's edge
  /// is not included, and a
  /// rect with a NaN or infinite component matches nothing. An empty or
  /// inverted rect is read in its standardised form.
  ///
  /// - Parameter rect: The area to search, in content coordinates, such as
  ///   a scroll view's visible bounds.
  /// - Returns: The matching items with their frames.
  /// - Complexity: O(*m* log *n* + *k* log *m*) for *k* results, *n*
  ///   items and *m* columns that the rect's horizontal extent reaches;
  ///   items outside the rect are not visited, apart from the binary
  ///   searches.
  public func items(in rect: Rect) -> [Item] {
    var result: [Item] = []
    // Sized once from a bound on the count, rather than grown four or
    // five times for a screenful: one allocation per query.
    _forEachItem(in: rect, sizing: { result.reserveCapacity($0()) }, { result.append($0) })
    return result
  }

  /// Calls `body` with every item whose frame intersects `rect`, ascending
  /// by index, without allocating.
  ///
  /// The same items as ``items(in:)`` in the same order, for callers that
  /// fill a buffer of their own. The merge of the column lists keeps one
  /// 12-byte cursor per column that the rect reaches, in temporary storage
  /// that is on the stack for rects reaching up to 85 columns (a phone
  /// screen reaches a handful). A rect reaching more columns than that may
  /// get one heap buffer per call (it does on Linux).
  ///
  /// - Parameters:
  ///   - rect: The area to search, in content coordinates.
  ///   - body: Called once per matching item; an error it throws ends the
  ///     walk and is passed on.
  /// - Throws: Whatever `body` throws.
  /// - Complexity: O(*m* log *n* + *k* log *m*), as ``items(in:)``.
  public func forEachItem<Failure: Error>(
    in rect: Rect, _ body: (Item) throws(Failure) -> Void
  ) throws(Failure) {
    try _forEachItem(in: rect, sizing: { _ in }, body)
  }

  /// The walk of `forEachItem(in:_:)`. Before the first item, it calls
  /// `sizing` with a function that returns a bound on the number of items
  /// the walk will report, which costs a short search per column when
  /// called and nothing otherwise.
  @inline(__always)
  internal func _forEachItem<Failure: Error>(
    in rect: Rect, sizing: (_ bound: () -> Int) -> Void, _ body: (Item) throws(Failure) -> Void
  ) throws(Failure) {
    guard rect.isFinite, itemCount > 0 else { return }
    let (minX, maxX, minY, maxY) = (rect.minX, rect.maxX, rect.minY, rect.maxY)
    // `low` is the first column whose right edge is past the rect's left
    // edge and `high` the last whose left edge is before the rect's right
    // edge. A rect inside the gap between two columns gives low > high, yet
    // an item spanning both still crosses it, so both columns are searched.
    let low = _firstColumn { _columnMaxX[$0] > minX }
    let high = _firstColumn { _columnMinX[$0] >= maxX } - 1
    guard low < _columnCount, high >= 0 else { return }
    let first = Swift.min(low, high)
    let last = Swift.max(low, high)

    // A column reports an item only if it is the first searched column the
    // item covers, so a spanning item is reported once.
    func nextPosition(in column: Int, from position: Int) -> Int {
      let list = _columnItems[column]
      var position = position
      while position < list.count {
        let index = Int(list[position])
        if _minY[index] >= maxY { return list.count }
        let placement = _placement[index]
        if Swift.max(Int(placement.column), first) == column {
          let (x, width) = _frameX(placement)
          if x + width > minX, maxX > x { return position }
        }
        position += 1
      }
      return position
    }
    func item(_ index: Int) -> Item { Item(index: index, frame: _frame(index)) }

    if first == last {
      let list = _columnItems[first]
      var position = nextPosition(in: first, from: _firstPosition(inColumn: first, below: minY))
      sizing { _endPosition(inColumn: first, from: position, above: maxY) - position }
      while position < list.count {
        try body(item(Int(list[position])))
        position = nextPosition(in: first, from: position + 1)
      }
      return
    }

    let columns = last - first + 1
    try withUnsafeTemporaryAllocation(of: _MergeCursor.self, capacity: columns) {
      (heap) throws(Failure) in
      var count = 0
      for column in first...last {
        let position = nextPosition(in: column, from: _firstPosition(inColumn: column, below: minY))
        let list = _columnItems[column]
        if position < list.count {
          heap[count] = _MergeCursor(
            item: list[position], column: Int32(column), position: Int32(position))
          count += 1
        }
      }
      // Every item still to report is in a cursor's column, from the
      // cursor's position to the column's first item below the rect.
      sizing {
        var bound = 0
        for cursor in heap[..<count] {
          let (column, position) = (Int(cursor.column), Int(cursor.position))
          bound += _endPosition(inColumn: column, from: position, above: maxY) - position
        }
        return bound
      }
      // Build a binary min-heap on item index, then pop in order.
      var parent = count / 2 - 1
      while parent >= 0 {
        Self._siftDown(heap, from: parent, count: count)
        parent -= 1
      }
      while count > 0 {
        let top = heap[0]
        try body(item(Int(top.item)))
        let column = Int(top.column)
        let position = nextPosition(in: column, from: Int(top.position) + 1)
        let list = _columnItems[column]
        if position < list.count {
          heap[0] = _MergeCursor(
            item: list[position], column: top.column, position: Int32(position))
        } else {
          count -= 1
          heap[0] = heap[count]
        }
        Self._siftDown(heap, from: 0, count: count)
      }
    }
  }

  /// The first column for which `isPast` holds, or `columnCount`; `isPast`
  /// must be false then true along the columns.
  @inline(__always)
  internal func _firstColumn(where isPast: (Int) -> Bool) -> Int {
    var low = 0
    var high = _columnCount
    while low < high {
      let middle = (low + high) / 2
      if isPast(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The position in `column`'s list of its first item whose bottom is
  /// below `minY`; bottoms never decrease along a list.
  @inline(__always)
  internal func _firstPosition(inColumn column: Int, below minY: Double) -> Int {
    let list = _columnItems[column]
    var low = 0
    var high = list.count
    while low < high {
      let middle = (low + high) / 2
      let index = Int(list[middle])
      if _minY[index] + _height[index] > minY { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The position in `column`'s list, at or after `position`, of its
  /// first item whose top is not above `maxY`; tops never decrease along
  /// a list.
  ///
  /// It gallops from `position` (steps of 1, 2, 4...) before the binary
  /// search, since a rect the size of a screen holds a few items per
  /// column.
  @inline(__always)
  internal func _endPosition(inColumn column: Int, from position: Int, above maxY: Double) -> Int {
    let list = _columnItems[column]
    var (low, high, step) = (position, position, 1)
    while high < list.count, _minY[Int(list[high])] < maxY {
      low = high + 1
      high = Swift.min(high + step, list.count)
      step *= 2
    }
    while low < high {
      let middle = (low + high) / 2
      if _minY[Int(list[middle])] < maxY { low = middle + 1 } else { high = middle }
    }
    return low
  }

  @inline(__always)
  internal static func _siftDown(
    _ heap: UnsafeMutableBufferPointer<_MergeCursor>, from start: Int, count: Int
  ) {
    var parent = start
    while true {
      var smallest = parent
      let left = 2 * parent + 1
      let right = left + 1
      if left < count, heap[left].item < heap[smallest].item { smallest = left }
      if right < count, heap[right].item < heap[smallest].item { smallest = right }
      if smallest == parent { return }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
  }
}

/// One column's place in the merge of a rect query: the item it offers
/// next, the column and the position in the column's list.
@usableFromInline
internal struct _MergeCursor {
  var item: Int32
  var column: Int32
  var position: Int32
}

// MARK: - All frames

extension Masonry {
  /// The frames of all items, by index, as a random-access collection that
  /// reads the storage without copying it.
  ///
  ///     for (index, frame) in masonry.frames.enumerated() { ... }
  @inlinable
  public var frames: Frames { Frames(_masonry: self) }

  /// The frames of all items of a ``Masonry``, by index.
  ///
  /// The collection holds a copy of the engine (which shares its storage
  /// until one of them changes), so it stays valid after the engine is
  /// mutated, showing the layout as it was.
  public struct Frames: RandomAccessCollection, Sendable {
    @usableFromInline internal let _masonry: Masonry

    @inlinable
    internal init(_masonry: Masonry) {
      self._masonry = _masonry
    }

    /// The index of the first frame: 0.
    @inlinable
    public var startIndex: Int { 0 }

    /// One past the index of the last frame: the item count.
    @inlinable
    public var endIndex: Int { _masonry.itemCount }

    /// The frame of the item at `index`.
    ///
    /// - Parameter index: An index in `startIndex ..< endIndex`; like any
    ///   collection subscript, another index is a programming error and
    ///   traps. Use ``Masonry/frame(ofItemAt:)`` for a checked lookup.
    @inlinable
    public subscript(index: Int) -> Rect {
      precondition(index >= 0 && index < endIndex, "Masonry.Frames index out of range")
      return _masonry._frame(index)
    }
  }
}
