// Reading one item back: its frame in points from its stored top, length
// and columns, in O(1); and every frame as a collection.

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
    return _contentFrame(index)
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
    return Int(_storage.placements[index].column)
  }

  /// Returns the columns, counted from the left, that the item at `index`
  /// covers, or `nil` when there is no such item.
  ///
  /// - Parameter index: An index in `0 ..< itemCount`.
  /// - Returns: A non-empty range within `0 ..< columnCount`, or `nil`.
  @inlinable
  public func columns(ofItemAt index: Int) -> Range<Int>? {
    guard index >= 0, index < itemCount else { return nil }
    return _storage.placements[index].columns
  }

  // MARK: From layout units to points

  /// The frame of a stored item in the content: on the horizontal axis,
  /// transposed (and mirrored for a right-to-left shelf).
  @inlinable
  internal func _contentFrame(_ index: Int) -> Rect {
    _axis.content(_frame(index))
  }

  /// The frame of a stored item in the vertical layout.
  @inlinable
  internal func _frame(_ index: Int) -> Rect {
    _frame(index, top: _storage.top(index))
  }

  /// The frame of a stored item in the vertical layout whose top, in
  /// layout units, is `top`: for a query's loop, which reads the tops
  /// through one `_Tops`.
  @inlinable
  internal func _frame(_ index: Int, top: Double) -> Rect {
    let (x, width) = _frameX(_storage.placements[index])
    let (y, height) = _frameY(index, top: top)
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// The vertical extent of a stored item's frame.
  ///
  /// Without a display scale, its top and its length as placed. With one,
  /// its pixel edges: `top / scale` down to `(top + length) / scale`,
  /// which the frame reaches or ends at most a unit in the last place
  /// short of (see `_extent(from:to:)`), never past it.
  @inlinable
  internal func _frameY(_ index: Int) -> (y: Double, height: Double) {
    _frameY(index, top: _storage.top(index))
  }

  /// `_frameY(_:)` for an item whose top, in layout units, is `top`.
  @inlinable
  internal func _frameY(_ index: Int, top: Double) -> (y: Double, height: Double) {
    let length = _storage.lengths[index]
    guard let scale = configuration.displayScale else { return (top, length) }
    let y = top / scale
    return (y, Self._extent(from: y, to: (top + length) / scale))
  }

  /// The bottom edge of a stored item's frame, `minY + height` as `Rect`
  /// computes it.
  @inlinable
  internal func _frameMaxY(_ index: Int) -> Double {
    let (y, height) = _frameY(index)
    return y + height
  }

  /// The bottom of a physical column: the bottom edge of its lowest item,
  /// on its pixel with a display scale, or, when it has none, the top inset
  /// or the lowest stamp over it.
  ///
  /// A frame ends on that edge, or at most a unit in the last place short
  /// of it (see `_frameY(_:)`).
  @inlinable
  internal func _columnBottom(_ column: Int) -> Double {
    let list = _storage.columns[column]
    guard list.count > 0 else { return _columnBottomsBeforeItems[column] }
    let item = list[list.count - 1]
    return _units.points(_storage.top(item) + _storage.lengths[item])
  }
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
      return _masonry._contentFrame(index)
    }
  }
}
