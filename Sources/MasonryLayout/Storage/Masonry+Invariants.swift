// The invariants of a laid-out feed, checked after every mutation in the
// tests and the fuzzers, in the manner of swift-collections'
// `_checkInvariants()`: compiled in debug builds (and wherever
// `LAYOUT_INTERNAL_CHECKS` is defined), empty in release builds.

import LayoutGeometry

extension Masonry {
  #if DEBUG || LAYOUT_INTERNAL_CHECKS
    /// Traps unless the engine's storage is consistent; for tests.
    ///
    /// It checks that:
    /// - the storage counts agree (items, columns, placement state);
    /// - every frame is finite, of non-negative size and inside the
    ///   content (within the insets, above the content height);
    /// - each column's bottom is the lowest edge of its items;
    /// - no two items of a column overlap, and each starts at or below
    ///   the item before it in that column;
    /// - each column's list holds exactly the items covering it, in
    ///   ascending order, so the rect query agrees with the frames;
    /// - the placement state (each column's next start and the cursor) is
    ///   what the last items placed left;
    /// - every block's shift is finite, and 0 past the last item's block;
    /// - no item spans several columns past `lastSpanningItem`, and a
    ///   spanning item's columns have one shift in its block;
    /// - with a display scale, every top and length is a whole pixel.
    ///
    /// In release builds it does nothing.
    ///
    /// - Complexity: O(*n* · *s*) for *n* items of typical span *s*.
    package func _checkInvariants() {
      let storage = _storage
      let count = storage.count
      let columnCount = _columnCount
      precondition(count >= 0 && count <= storage.capacity, "item count beyond capacity")
      let shiftColumns = storage.shiftColumns
      precondition(
        shiftColumns
          == (columnCount <= _ItemStorage.maximumShiftColumns ? Swift.max(columnCount, 1) : 1),
        "\(shiftColumns) shifts per block for \(columnCount) columns")
      for block in 0..<_ItemStorage.blocks(storage.capacity) {
        for column in 0..<shiftColumns {
          let shift = storage.shifts[block * shiftColumns + column]
          precondition(
            shift.isFinite && (block < _ItemStorage.blocks(count) || shift == 0)
              && (block >= storage.firstShiftedBlock || shift == 0),
            "block \(block) of \(_ItemStorage.blocks(count)) shifted by \(shift) in column "
              + "\(column) (the first shifted: \(storage.firstShiftedBlock))")
        }
      }
      precondition(count <= Self.maximumItemCount, "more items than the maximum")
      precondition(storage.columnCount == columnCount, "storage and geometry column counts differ")
      precondition(
        _columnMinX.count == columnCount
          && _columnMaxX.count == columnCount && _columnFrameWidth.count == columnCount,
        "per-column arrays of the wrong length")
      precondition(
        storage.cursor >= 0 && storage.cursor < columnCount,
        "cursor \(storage.cursor) out of range")

      let insets = _insets
      precondition(_contentHeight.isFinite, "content height \(_contentHeight)")
      var covering = 0
      for index in 0..<count {
        let placement = storage.placements[index]
        precondition(
          placement.span >= 1 && Int(placement.column) + Int(placement.span) <= columnCount,
          "item \(index): columns \(placement.columns) of \(columnCount)")
        covering += Int(placement.span)
        // A spanning item's columns share its block's shift.
        if placement.span > 1 {
          precondition(
            index <= storage.lastSpanningItem,
            "item \(index) spans \(placement.span) columns past the last spanning mark "
              + "\(storage.lastSpanningItem)")
          let base = (index >> _ItemStorage.blockBits) * shiftColumns
          for column in placement.columns where shiftColumns > 1 {
            precondition(
              storage.shifts[base + column] == storage.shifts[base + Int(placement.column)],
              "item \(index) spans columns whose shifts differ")
          }
        }
        let (top, length) = (storage.top(index), storage.lengths[index])
        precondition(
          top.isFinite && length.isFinite && length >= 0,
          "item \(index): top \(top), length \(length)")
        // In pixels, whole pixels (what makes the blocks' sums exact).
        precondition(
          _units.scale == nil || (top.rounded() == top && length.rounded() == length),
          "item \(index): top \(top), length \(length) not in whole pixels")
      }

      // The content area's edges as the column geometry computes them;
      // every frame's x comes from its columns.
      let contentRight = insets.left + Swift.max(0, _width - insets.left - insets.right)
      for column in 0..<columnCount {
        let (minX, maxX) = (_columnMinX[column], _columnMaxX[column])
        precondition(
          minX >= insets.left && minX <= maxX && maxX <= contentRight
            && minX + _columnFrameWidth[column] <= maxX,
          "column \(column) from \(minX) to \(maxX) outside the content")
      }

      var listed = 0
      var tallest = insets.top
      for column in 0..<columnCount {
        let list = storage.columns[column]
        precondition(list.count >= 0 && list.count <= list.capacity, "column \(column) list")
        listed += list.count
        var previous: Int?
        for position in 0..<list.count {
          let index = list[position]
          precondition(index >= 0 && index < count, "column \(column) lists item \(index)")
          precondition(
            storage.placements[index].columns.contains(column),
            "column \(column) lists item \(index), which does not cover it")
          if let previous {
            // In layout units; the conversion to points is monotone, so
            // the frames do not overlap either (checked at the ends below).
            precondition(previous < index, "column \(column) list out of order")
            precondition(
              storage.top(previous) + storage.lengths[previous] <= storage.top(index),
              "items \(previous) and \(index) of column \(column) overlap")
          }
          previous = index
        }
        let bottom = _columnBottom(column)
        if list.count > 0 {
          let (first, last) = (_frame(list[0]), _frame(list[list.count - 1]))
          precondition(
            first.isFinite && first.minY >= _columnBottomsBeforeItems[column]
              && first.size.height >= 0,
            "column \(column): first frame \(first) above its start (the top inset or a stamp)")
          precondition(
            last.isFinite && last.maxY <= bottom && last.maxY <= _contentHeight,
            "column \(column): last frame \(last) below the bottom \(bottom)")
        }
        let expected = previous.map {
          _units.points(storage.top($0) + storage.lengths[$0])
        }
        precondition(
          bottom == (expected ?? _columnBottomsBeforeItems[column]),
          "column \(column) bottom \(bottom)")
        tallest = Swift.max(tallest, bottom)

        let logical = _rule.physicalStart(ofLogical: column, span: 1)
        let next =
          previous.map { _rule.nextTop(belowItemAt: storage.top($0), length: storage.lengths[$0]) }
          ?? _columnStarts[logical]
        precondition(
          storage.next[logical] == next,
          "column \(column) next start \(storage.next[logical]) != \(next)")
      }
      let cursor = _cursor(after: count)
      precondition(
        storage.cursor == cursor, "cursor \(storage.cursor) != \(cursor) after the last item")
      precondition(listed == covering, "the column lists hold \(listed) entries for \(covering)")
      precondition(
        _contentHeight == tallest + insets.bottom,
        "content height \(_contentHeight) != \(tallest + insets.bottom)")
    }
  #else
    /// Does nothing in release builds; see the debug version.
    @inlinable @inline(__always)
    package func _checkInvariants() {}
  #endif
}
