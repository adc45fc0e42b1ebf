// The items' tops as a query's loops read them: as stored before the
// first item a block's shift may have moved (every item, once a relayout
// or a prepare has added the shifts in), and through their block's shift
// from it on (see `_ItemStorage.top(_:)`). One comparison of indices per
// read, which a branch predictor takes for free: the stored top's load
// stays the only one on a search's path.

/// The tops of a storage as `_ItemStorage.top(_:)` reads them, through
/// the buffers, read once per query rather than from the storage per item.
@usableFromInline
internal struct _Tops {
  @usableFromInline internal let tops: UnsafeMutablePointer<Double>
  @usableFromInline internal let shifts: UnsafeMutablePointer<Double>
  /// The first item of the first block whose shift may not be 0, or
  /// `Int.max`.
  @usableFromInline internal let firstShifted: Int

  @inlinable
  internal init(
    tops: UnsafeMutablePointer<Double>, shifts: UnsafeMutablePointer<Double>, firstShifted: Int
  ) {
    self.tops = tops
    self.shifts = shifts
    self.firstShifted = firstShifted
  }

  /// The top of item `index`, in layout units.
  @inlinable @inline(__always)
  internal subscript(index: Int) -> Double {
    index < firstShifted ? tops[index] : tops[index] + shifts[index &>> _ItemStorage.blockBits]
  }
}
