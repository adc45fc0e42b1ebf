// The items' tops as a query's loops read them: as stored before the
// first item a block's shift may have moved (every item, once a relayout
// or a prepare has added the shifts in), and through their block's shift
// in their column from it on (see `_ItemStorage.top(_:)`). One comparison
// of indices per read, which a branch predictor takes for free: the
// stored top's load stays the only one on a search's path.

/// The tops of a storage as `_ItemStorage.top(_:)` reads them, through
/// the buffers, read once per query rather than from the storage per item.
@usableFromInline
internal struct _Tops {
  @usableFromInline internal let tops: UnsafeMutablePointer<Double>
  @usableFromInline internal let shifts: UnsafeMutablePointer<Double>
  @usableFromInline internal let placements: UnsafeMutablePointer<_Placement>
  /// The number of shifts per block (see `_ItemStorage.shiftColumns`).
  @usableFromInline internal let shiftColumns: Int
  /// The last column whose shift is read: 0 while every block's columns
  /// share one shift (`_ItemStorage.columnShiftsDiffer`), so that a read
  /// loads no column.
  @usableFromInline internal let lastColumn: Int
  /// The first item of the first block whose shift may not be 0, or
  /// `Int.max`.
  @usableFromInline internal let firstShifted: Int

  @inlinable
  internal init(
    tops: UnsafeMutablePointer<Double>, shifts: UnsafeMutablePointer<Double>,
    placements: UnsafeMutablePointer<_Placement>, shiftColumns: Int, lastColumn: Int,
    firstShifted: Int
  ) {
    self.tops = tops
    self.shifts = shifts
    self.placements = placements
    self.shiftColumns = shiftColumns
    self.lastColumn = lastColumn
    self.firstShifted = firstShifted
  }

  /// The top of item `index`, in layout units.
  @inlinable @inline(__always)
  internal subscript(index: Int) -> Double {
    guard index >= firstShifted else { return tops[index] }
    // A placement still to choose (no column) reads the last column's
    // shift: in bounds, and placed again before its top counts.
    let column = lastColumn == 0 ? 0 : Swift.min(Int(placements[index].column), lastColumn)
    return tops[index] + shifts[(index &>> _ItemStorage.blockBits) &* shiftColumns &+ column]
  }
}
