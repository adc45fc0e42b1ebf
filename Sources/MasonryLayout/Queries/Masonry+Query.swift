// Finding the items in a rect through the per-column lists, in
// O(c log n + k): each column's items are in top-to-bottom order, so a
// binary search finds where the rect starts and ends in it, and a merge of
// the columns reports the items in index order.

import LayoutGeometry

extension Masonry {
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
    _forEachContentItem(
      in: rect, sizing: { result.reserveCapacity($0()) }, { result.append($0) })
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
    try _forEachContentItem(in: rect, sizing: { _ in }, body)
  }

  /// Returns the items whose frames intersect `rect`, in the order
  /// assistive technologies should read them: by their frame's top edge,
  /// then by their leading edge in the reading direction (the left edge
  /// left to right, the right edge right to left), then by index.
  ///
  /// ``items(in:)`` keeps ascending indices, the feed's order, which
  /// jumps between columns on screen (csswg-drafts #5675); set a
  /// container's `accessibilityElements` in this order instead.
  ///
  /// - Parameter rect: The area, such as the visible bounds.
  /// - Returns: The indices of the items ``items(in:)`` returns, reordered.
  /// - Complexity: O(*m* log *n* + *k* log *k*) for *k* results.
  public func readingOrder(in rect: Rect) -> [Int] {
    let rightToLeft = configuration.layoutDirection == .rightToLeft
    return items(in: rect).sorted {
      Self._readsBefore($0.frame, $0.index, $1.frame, $1.index, rightToLeft: rightToLeft)
    }.map(\.index)
  }

  /// Whether the item at `a` (index `first`) is read before the one at
  /// `b` (index `second`): by the frame's top edge, then by the leading
  /// edge in the reading direction, then by index. The one rule of both
  /// layouts' `readingOrder(in:)`.
  internal static func _readsBefore(
    _ a: Rect, _ first: Int, _ b: Rect, _ second: Int, rightToLeft: Bool
  ) -> Bool {
    if a.minY != b.minY { return a.minY < b.minY }
    let (leadingA, leadingB) = rightToLeft ? (-a.maxX, -b.maxX) : (a.minX, b.minX)
    if leadingA != leadingB { return leadingA < leadingB }
    return first < second
  }

  /// The walk of `forEachItem(in:_:)` for a rect in the content: mapped
  /// into the vertical layout (see `_AxisMapping`), and each item's frame
  /// mapped back. A mirror rounds, so a right-to-left shelf searches a rect
  /// a hair wider and keeps exactly the items whose frames, as reported,
  /// intersect `rect`.
  @inline(__always)
  internal func _forEachContentItem<Failure: Error>(
    in rect: Rect, sizing: (_ bound: () -> Int) -> Void, _ body: (Item) throws(Failure) -> Void
  ) throws(Failure) {
    // One call of the walk, so that it is inlined into each query.
    guard rect.isFinite else { return }
    let axis = _axis
    var bounds = axis.layoutBounds(of: rect)
    if axis.mirrors {
      let slack = (axis.extent.magnitude + rect.minX.magnitude + rect.maxX.magnitude) * 0x1p-48
      bounds.minY -= slack
      bounds.maxY += slack
    }
    try _forEachItem(
      in: bounds, mappedBy: axis, keeping: axis.mirrors ? rect : nil, sizing: sizing, body)
  }

  /// The walk of `forEachItem(in:_:)` over bounds in the vertical layout's
  /// coordinates, each frame reported through `axis` (and, with `keeping`,
  /// only when it intersects that rect). Before the first item, it calls
  /// `sizing` with a function that returns a bound on the number of items
  /// the walk will report, which costs a short search per column when
  /// called and nothing otherwise.
  ///
  /// The mapping is applied here, per item, rather than in a closure
  /// wrapped round `body`: on the horizontal axis that closure kept the
  /// walk from being inlined, and a screen's query cost measurably more
  /// than the vertical one (`swift run -c release axis-ratios`, and
  /// Benchmarks/README.md at b8d69fc, *Both axes*).
  @inline(__always)
  internal func _forEachItem<Failure: Error>(
    in bounds: _Bounds, mappedBy axis: _AxisMapping, keeping content: Rect?,
    sizing: (_ bound: () -> Int) -> Void, _ body: (Item) throws(Failure) -> Void
  ) throws(Failure) {
    guard itemCount > 0 else { return }
    let (minX, maxX, minY, maxY) = (bounds.minX, bounds.maxX, bounds.minY, bounds.maxY)
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
    let storage = _storage
    let tops = storage.readTops
    func nextPosition(in column: Int, from position: Int) -> Int {
      let list = storage.columns[column]
      var position = position
      while position < list.count {
        let index = list[position]
        if _frameY(index, top: tops[index]).y >= maxY { return list.count }
        let placement = storage.placements[index]
        if Swift.max(Int(placement.column), first) == column {
          let (x, width) = _frameX(placement)
          if x + width > minX, maxX > x { return position }
        }
        position += 1
      }
      return position
    }
    func firstPosition(in column: Int) -> Int { _firstPosition(inColumn: column, below: minY) }
    func report(_ index: Int) throws(Failure) {
      var frame = _frame(index, top: tops[index])
      if !axis.isIdentity {
        frame = axis.content(frame)
        // Only the mirrored flow was searched a hair wider: across the
        // lanes the walk is exact, and the rect is finite.
        if let content, !(frame.maxX > content.minX && content.maxX > frame.minX) { return }
      }
      try body(Item(index: index, frame: frame))
    }

    if first == last {
      let list = storage.columns[first]
      var position = nextPosition(in: first, from: firstPosition(in: first))
      sizing { _endPosition(inColumn: first, from: position, above: maxY) - position }
      while position < list.count {
        try report(list[position])
        position = nextPosition(in: first, from: position + 1)
      }
      return
    }

    let columns = last - first + 1
    try withUnsafeTemporaryAllocation(of: _MergeCursor.self, capacity: columns) {
      (heap) throws(Failure) in
      var count = 0
      for column in first...last {
        let position = nextPosition(in: column, from: firstPosition(in: column))
        let list = storage.columns[column]
        if position < list.count {
          heap[count] = _MergeCursor(
            item: list.items[position], column: Int32(column), position: Int32(position))
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
        try report(Int(top.item))
        let column = Int(top.column)
        let position = nextPosition(in: column, from: Int(top.position) + 1)
        let list = storage.columns[column]
        if position < list.count {
          heap[0] = _MergeCursor(
            item: list.items[position], column: top.column, position: Int32(position))
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

  /// The position in `column`'s list of its first item whose frame's
  /// bottom is below `minY`; bottoms never decrease along a list.
  ///
  /// The search reads the stored tops straight while no block has a
  /// shift: it waits on each top it reads, and a test per read of whether
  /// a shift applies lengthens every step (Benchmarks/README.md, *Shifts*).
  @inline(__always)
  internal func _firstPosition(inColumn column: Int, below minY: Double) -> Int {
    let (tops, stored, lengths) = (_storage.readTops, _storage.tops, _storage.lengths)
    let unshifted = tops.firstShifted == .max
    func bottom(_ index: Int) -> Double { tops[index] + lengths[index] }
    guard let scale = configuration.displayScale else {
      // Without a scale a frame's bottom is exactly `top + length`.
      if unshifted { return _position(inColumn: column) { stored[$0] + lengths[$0] > minY } }
      return _position(inColumn: column) { bottom($0) > minY }
    }
    // With a scale, search the stored pixels first, then settle the few
    // items within a pixel or two of `minY` on their frames.
    let (low, high) = _LayoutUnits.window(around: minY, scale: scale)
    let first =
      unshifted
      ? _position(inColumn: column) { stored[$0] + lengths[$0] > low }
      : _position(inColumn: column) { bottom($0) > low }
    let last = _position(inColumn: column, from: first) { bottom($0) > high }
    return _position(inColumn: column, from: first, to: last) { _frameMaxY($0) > minY }
  }

  /// The position in `column`'s list, at or after `position`, of its
  /// first item whose frame's top is not above `maxY`; tops never decrease
  /// along a list.
  @inline(__always)
  internal func _endPosition(inColumn column: Int, from position: Int, above maxY: Double) -> Int {
    let tops = _storage.readTops
    guard let scale = configuration.displayScale else {
      return _position(inColumn: column, from: position) { tops[$0] >= maxY }
    }
    let (low, high) = _LayoutUnits.window(around: maxY, scale: scale)
    let first = _position(inColumn: column, from: position) { tops[$0] >= low }
    let last = _position(inColumn: column, from: first) { tops[$0] >= high }
    return _position(inColumn: column, from: first, to: last) { tops[$0] / scale >= maxY }
  }

  /// The first position in `column`'s list, from `start` up to `end` (the
  /// list's end by default), whose item `isPast` holds for; `isPast` must
  /// be false then true along the list.
  ///
  /// It gallops from `start` (steps of 1, 2, 4...) before the binary
  /// search, since a rect the size of a screen holds a few items per
  /// column.
  @inline(__always)
  internal func _position(
    inColumn column: Int, from start: Int = 0, to end: Int? = nil, where isPast: (Int) -> Bool
  ) -> Int {
    let list = _storage.columns[column]
    let end = end ?? list.count
    var (low, high, step) = (start, start, 1)
    while high < end, !isPast(list[high]) {
      low = high + 1
      high = Swift.min(high + step, end)
      step *= 2
    }
    while low < high {
      let middle = (low + high) / 2
      if isPast(list[middle]) { high = middle } else { low = middle + 1 }
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
