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
    if reserving {
      var added = [Int](repeating: 0, count: _columnCount)
      for index in first..<itemCount {
        let placement = _placement[index]
        let start = Int(placement.column)
        for column in start..<(start + Int(placement.span)) { added[column] += 1 }
      }
      for column in 0..<_columnCount {
        let count = _columnItems[column].count + added[column]
        _columnItems[column].reserveCapacity(count + count / 16 + 4)
      }
    }
    for index in first..<itemCount {
      let placement = _placement[index]
      let start = Int(placement.column)
      for column in start..<(start + Int(placement.span)) {
        _columnItems[column].append(Int32(truncatingIfNeeded: index))
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
