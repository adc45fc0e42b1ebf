// The placement rule, written once: which columns an item covers and where
// it starts. Every path that places items (prepare, append, insert,
// remove, the updates in both modes) calls these functions; the one
// specialised loop (`_LanePlacement`) is checked against them in the
// randomized tests.
//
// The rule works in logical columns, reading order (from the left for
// left-to-right, from the right for right-to-left), so both directions run
// the same code and the tie rules read the same; storage and queries use
// physical columns, from the left. `physicalStart(ofLogical:span:)` is the
// one mapping between the two, and it is its own inverse.

/// The packing rule and the stacking rule, for a resolved layout.
@usableFromInline
internal struct _PlacementRule: Sendable {
  /// The number of columns.
  @usableFromInline internal let columnCount: Int
  /// Shortest-column packing when `true`, round-robin when `false`.
  @usableFromInline internal let shortestColumn: Bool
  /// How far apart, in layout units, column starts may be and still count
  /// as equal for shortest-column packing.
  @usableFromInline internal let tolerance: Double
  /// Whether an exact tie at zero tolerance goes to the first tied column
  /// at or after the cursor (CSS's rule) rather than the first in reading
  /// order: the tolerance rule with a tolerance of 0.
  @usableFromInline internal let breaksTiesAtCursor: Bool
  /// The gap between consecutive items of a column, in layout units.
  @usableFromInline internal let rowSpacing: Double
  /// Whether logical column 0 is the rightmost.
  @usableFromInline internal let rightToLeft: Bool

  @inlinable
  internal init(
    columnCount: Int, shortestColumn: Bool, tolerance: Double, breaksTiesAtCursor: Bool = false,
    rowSpacing: Double, rightToLeft: Bool
  ) {
    self.columnCount = columnCount
    self.shortestColumn = shortestColumn
    self.tolerance = tolerance
    self.breaksTiesAtCursor = breaksTiesAtCursor
    self.rowSpacing = rowSpacing
    self.rightToLeft = rightToLeft
  }

  /// The physical first column of a window of `span` columns that starts
  /// at logical column `start`, or the logical start of one that starts at
  /// physical column `start`: the mapping is its own inverse.
  @inlinable @inline(__always)
  internal func physicalStart(ofLogical start: Int, span: Int) -> Int {
    rightToLeft ? columnCount &- start &- span : start
  }

  /// The logical first column the packing rule gives a new item of `span`
  /// columns (`1 ... columnCount`).
  ///
  /// - Round-robin: the window at the cursor if it fits, else the window
  ///   at column 0.
  /// - Shortest column: the window whose tallest column starts lowest,
  ///   the first in reading order on a tie; with a tolerance (or the
  ///   cursor's tie rule), of the windows within it of the lowest, the
  ///   first at or after the cursor, else the first.
  @inlinable @inline(__always)
  internal func chooseStart(span: Int, state: _ColumnState) -> Int {
    if !shortestColumn {
      return state.cursor &+ span <= columnCount ? state.cursor : 0
    }
    if span == columnCount { return 0 }
    if span == 1 { return chooseColumn(state: state) }
    return chooseWindow(span: span, state: state)
  }

  /// `chooseStart` for a one-column item under shortest-column packing.
  @inlinable @inline(__always)
  internal func chooseColumn(state: _ColumnState) -> Int {
    let next = state.next
    var best = 0
    var lowest = next[0]
    for column in 1..<columnCount where next[column] < lowest {
      (best, lowest) = (column, next[column])
    }
    guard tolerance > 0 || breaksTiesAtCursor else { return best }
    return firstCandidate(
      count: columnCount, limit: lowest + tolerance, cursor: state.cursor
    ) { next[$0] }
  }

  /// `chooseStart` for an item spanning `span` columns, `1 < span <
  /// columnCount`, under shortest-column packing.
  @inlinable
  internal func chooseWindow(span: Int, state: _ColumnState) -> Int {
    // Window maxima in O(c): split the columns into blocks of `span`;
    // `ahead[i]` is the maximum from i to its block's end, `behind[i]` from
    // its block's start to i, and the window [w, w + span) is
    // max(ahead[w], behind[w + span - 1]) (van Herk 1992, Gil and Werman
    // 1993).
    let next = state.next
    let ahead = state.scratch.baseAddress!
    let behind = ahead + columnCount
    var column = 0
    while column < columnCount {
      let blockEnd = Swift.min(column + span, columnCount)
      var running = -Double.infinity
      for index in column..<blockEnd {
        running = Swift.max(running, next[index])
        behind[index] = running
      }
      running = -Double.infinity
      var index = blockEnd - 1
      while index >= column {
        running = Swift.max(running, next[index])
        ahead[index] = running
        index -= 1
      }
      column = blockEnd
    }
    let windows = columnCount - span + 1
    func key(_ window: Int) -> Double { Swift.max(ahead[window], behind[window + span - 1]) }
    var best = 0
    var lowest = key(0)
    for window in 1..<windows where key(window) < lowest {
      (best, lowest) = (window, key(window))
    }
    guard tolerance > 0 || breaksTiesAtCursor else { return best }
    return firstCandidate(count: windows, limit: lowest + tolerance, cursor: state.cursor, key)
  }

  /// The first of `count` candidates whose key is at most `limit` at or
  /// after `cursor`, else the first of them: the tolerance rule, which
  /// keeps near-equal columns in reading order (and, with a limit of the
  /// lowest key itself, CSS's rule for exact ties).
  @inlinable
  internal func firstCandidate(
    count: Int, limit: Double, cursor: Int, _ key: (Int) -> Double
  ) -> Int {
    var first = -1
    for candidate in 0..<count where key(candidate) <= limit {
      if candidate >= cursor { return candidate }
      if first < 0 { first = candidate }
    }
    return first
  }

  /// Where the next item of a column starts below an item at `top` of
  /// `length` layout units: `rowSpacing` below its bottom, `(top +
  /// length) + rowSpacing`.
  @inlinable @inline(__always)
  internal func nextTop(belowItemAt top: Double, length: Double) -> Double {
    (top + length) + rowSpacing
  }

  /// Places an item of `length` layout units in the `span` columns from
  /// logical column `start`, and returns its top.
  ///
  /// The item starts at the lowest start of its columns (the tallest
  /// column's), and each of its columns' next item will start
  /// `rowSpacing` below its bottom (`nextTop(belowItemAt:length:)`). Unless the item is kept out of the
  /// cycle (an explicit placement), the cursor moves just past its last
  /// column.
  @inlinable @inline(__always)
  internal func place(
    span: Int, length: Double, start: Int, state: inout _ColumnState, movesCursor: Bool = true
  ) -> Double {
    let next = state.next
    let end = start &+ span
    var top = next[start]
    if span == 1 {
      // The common case, without the loops.
      next[start] = nextTop(belowItemAt: top, length: length)
    } else {
      for column in (start + 1)..<end where next[column] > top { top = next[column] }
      let nextTop = nextTop(belowItemAt: top, length: length)
      for column in start..<end { next[column] = nextTop }
    }
    if movesCursor { state.cursor = end == columnCount ? 0 : end }
    return top
  }
}

/// The state placement carries from item to item, over buffers: for each
/// logical column where its next item would start, in layout units, and
/// the cursor (the logical column just past the previous item's last
/// column, modulo the column count).
@usableFromInline
internal struct _ColumnState {
  /// Where the next item of each logical column would start.
  @usableFromInline internal let next: UnsafeMutableBufferPointer<Double>
  /// Scratch for window maxima: two halves of `columnCount` each.
  @usableFromInline internal let scratch: UnsafeMutableBufferPointer<Double>
  /// The round-robin cycle position and the tolerance cursor.
  @usableFromInline internal var cursor: Int

  @inlinable
  internal init(
    next: UnsafeMutableBufferPointer<Double>, scratch: UnsafeMutableBufferPointer<Double>,
    cursor: Int
  ) {
    self.next = next
    self.scratch = scratch
    self.cursor = cursor
  }
}
