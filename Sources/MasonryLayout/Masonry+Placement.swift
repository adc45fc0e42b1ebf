// Placement: choosing each item's columns (round-robin, shortest column,
// spans, tolerance, direction) and its top, with pixel alignment.
//
// Placement works in logical columns (reading order: from the left for
// left-to-right, from the right for right-to-left), so both directions run
// the same code and the tie rules read the same; storage converts to
// physical columns (from the left), which queries need.

import LayoutGeometry

/// The placement loop's view of the state: raw buffers over the per-column
/// arrays, so the loop does no uniqueness or bounds checks per access.
@usableFromInline
internal struct _Placer {
  let columnCount: Int
  let shortestColumn: Bool
  let tolerance: Double
  let rowSpacing: Double
  let scale: Double?
  /// Whether logical columns run from the right (see `Masonry._logical`).
  let rightToLeft: Bool
  /// Where the next item of each logical column would start.
  let next: UnsafeMutableBufferPointer<Double>
  /// The bottom of each logical column's last item (or the top inset).
  let bottom: UnsafeMutableBufferPointer<Double>
  /// Scratch for window maxima (van Herk / Gil-Werman): two halves of
  /// `columnCount` each.
  let scratch: UnsafeMutableBufferPointer<Double>
  var cursor: Int

  /// Places items in order by the packing rule: a chunk of new items, or
  /// the stored items after a change, re-flowed.
  ///
  /// On entry `placements` holds each item's sanitised span and `heights`
  /// its sanitised height; on return `placements` holds its physical
  /// columns, `heights` its frame height and `tops` its top.
  mutating func placeChunk(
    heights: UnsafeMutableBufferPointer<Double>, tops: UnsafeMutableBufferPointer<Double>,
    placements: UnsafeMutableBufferPointer<_Placement>
  ) {
    if scale == nil && (tolerance == 0 || !shortestColumn) {
      if shortestColumn && columnCount == 2 {
        placeUnalignedPairChunk(heights: heights, tops: tops, placements: placements)
      } else {
        placeUnalignedChunk(heights: heights, tops: tops, placements: placements)
      }
      return
    }
    for item in 0..<placements.count {
      let span = Int(placements[item].span)
      let (top, frameHeight, start) = place(span: span, height: heights[item], fixedStart: -1)
      tops[item] = top
      heights[item] = frameHeight
      placements[item] = _Placement(column: physical(start, span: span), span: span)
    }
  }

  /// `placeChunk` without a display scale, and without tolerance for
  /// shortest-column packing: the common case, made fast.
  ///
  /// A one-column item then needs none of `place`'s generality (no window,
  /// no floor, no rounding): its column is the cursor (round-robin) or the
  /// lowest column, and it starts where that column's next item would.
  /// The results are those of `place`; only the work differs. Spans are
  /// not known in advance, so the test is per item, and well predicted.
  mutating func placeUnalignedChunk(
    heights: UnsafeMutableBufferPointer<Double>, tops: UnsafeMutableBufferPointer<Double>,
    placements: UnsafeMutableBufferPointer<_Placement>
  ) {
    // Local copies: stores through the buffers might alias `self` as far
    // as the compiler knows, so it would reload every field per item.
    let (columnCount, rowSpacing, next, bottom) = (columnCount, rowSpacing, next, bottom)
    let (shortestColumn, rightToLeft) = (shortestColumn, rightToLeft)
    var cursor = cursor
    for item in 0..<placements.count {
      let span = Int(placements[item].span)
      let start: Int
      if span == 1 {
        let top: Double
        if shortestColumn {
          // The lowest value comes with its column, so the top does not
          // wait for a load from an address that depends on the choice.
          (start, top) = Self.lowestColumn(next, columnCount: columnCount)
        } else {
          start = cursor
          top = next[start]
        }
        let itemBottom = top + heights[item]
        bottom[start] = itemBottom
        next[start] = itemBottom + rowSpacing
        cursor = start + 1 == columnCount ? 0 : start + 1
        tops[item] = top
      } else {
        self.cursor = cursor
        let (top, frameHeight, chosen) = place(span: span, height: heights[item], fixedStart: -1)
        cursor = self.cursor
        start = chosen
        tops[item] = top
        heights[item] = frameHeight
      }
      let column = rightToLeft ? columnCount - start - span : start
      placements[item] = _Placement(column: column, span: span)
    }
    self.cursor = cursor
  }

  /// `placeUnalignedChunk` for shortest-column packing in two columns, the
  /// phone layout.
  ///
  /// Each item's column depends on where the previous item ended, so the
  /// loop is one chain of dependent steps. Keeping both columns in
  /// registers and working out both outcomes while the comparison
  /// resolves leaves only a comparison and a select in that chain (the
  /// general loop also waits for the store of `next` to reach the next
  /// load, and for the two additions). The arithmetic is the same, so the
  /// results are those of `place`.
  mutating func placeUnalignedPairChunk(
    heights: UnsafeMutableBufferPointer<Double>, tops: UnsafeMutableBufferPointer<Double>,
    placements: UnsafeMutableBufferPointer<_Placement>
  ) {
    let (rowSpacing, rightToLeft) = (rowSpacing, rightToLeft)
    var (next0, next1, bottom0, bottom1) = (next[0], next[1], bottom[0], bottom[1])
    var cursor = cursor
    for item in 0..<placements.count {
      let span = Int(placements[item].span)
      let start: Int
      if span == 1 {
        let height = heights[item]
        let (bottomIf0, bottomIf1) = (next0 + height, next1 + height)
        let (nextIf0, nextIf1) = (bottomIf0 + rowSpacing, bottomIf1 + rowSpacing)
        // A tie goes to the first column.
        let second = next1 < next0
        tops[item] = second ? next1 : next0
        (next0, bottom0) = second ? (next0, bottom0) : (nextIf0, bottomIf0)
        (next1, bottom1) = second ? (nextIf1, bottomIf1) : (next1, bottom1)
        start = second ? 1 : 0
        // Not read by this packing without tolerance, but kept as `place`
        // keeps it, so the state does not depend on the path taken.
        cursor = second ? 0 : 1
      } else {
        // A full-width item: `place`, on the state in memory.
        (next[0], next[1], bottom[0], bottom[1]) = (next0, next1, bottom0, bottom1)
        self.cursor = cursor
        let (top, frameHeight, chosen) = place(span: span, height: heights[item], fixedStart: -1)
        (next0, next1, bottom0, bottom1) = (next[0], next[1], bottom[0], bottom[1])
        cursor = self.cursor
        start = chosen
        tops[item] = top
        heights[item] = frameHeight
      }
      let column = rightToLeft ? 2 - start - span : start
      placements[item] = _Placement(column: column, span: span)
    }
    (next[0], next[1], bottom[0], bottom[1]) = (next0, next1, bottom0, bottom1)
    self.cursor = cursor
  }

  /// Places stored items in order, each in the columns it has: on entry
  /// `placements` holds each item's physical columns and `heights` its
  /// sanitised height; on return `heights` holds its frame height and
  /// `tops` its top.
  mutating func placeKeepingColumns(
    heights: UnsafeMutableBufferPointer<Double>, tops: UnsafeMutableBufferPointer<Double>,
    placements: UnsafeMutableBufferPointer<_Placement>
  ) {
    for item in 0..<placements.count {
      let span = Int(placements[item].span)
      // The mapping between physical and logical columns is its own
      // inverse.
      let start = physical(Int(placements[item].column), span: span)
      let (top, frameHeight, _) = place(span: span, height: heights[item], fixedStart: start)
      tops[item] = top
      heights[item] = frameHeight
    }
  }

  /// The physical first column of a window of `span` columns that starts
  /// at logical column `start` (see `Masonry._logical`).
  @inline(__always)
  func physical(_ start: Int, span: Int) -> Int {
    rightToLeft ? columnCount - start - span : start
  }

  /// Places one item and returns its top, frame height and logical first
  /// column.
  ///
  /// - Parameters:
  ///   - span: The sanitised span, `1 ... columnCount`.
  ///   - height: The sanitised height.
  ///   - fixedStart: The logical first column to keep, or -1 to choose one
  ///     by the packing rule.
  @inline(__always)
  mutating func place(span: Int, height: Double, fixedStart: Int) -> (Double, Double, Int) {
    let start: Int
    if fixedStart >= 0 {
      start = fixedStart
    } else if !shortestColumn {
      start = cursor + span <= columnCount ? cursor : 0
    } else if span == 1 {
      start = chooseColumn()
    } else if span == columnCount {
      start = 0
    } else {
      start = chooseWindow(span: span)
    }
    let end = start + span
    var top = next[start]
    var floor = bottom[start]
    var column = start + 1
    while column < end {
      if next[column] > top { top = next[column] }
      if bottom[column] > floor { floor = bottom[column] }
      column += 1
    }
    var frameHeight = height
    if let scale {
      // Without row spacing the top is the bottom above, already on a
      // pixel: keeping it as is makes the two frames touch exactly.
      // Otherwise round it, but never above the bottoms it must clear.
      if rowSpacing != 0 { top = Swift.max(Rect.align(top, scale: scale), floor) }
      // Round the bottom from the top's pixel: a top that is the bottom
      // above can be a unit in the last place short of its pixel, and a
      // bottom on a half pixel would then round down a whole pixel (found
      // by fuzzing).
      let aligned = Swift.max(
        Rect.align(Rect.align(top, scale: scale) + height, scale: scale), top)
      frameHeight = Masonry._extent(from: top, to: aligned)
    }
    let itemBottom = top + frameHeight
    let itemNext = Masonry._nextTop(below: itemBottom, rowSpacing: rowSpacing, scale: scale)
    column = start
    while column < end {
      next[column] = itemNext
      bottom[column] = itemBottom
      column += 1
    }
    cursor = end == columnCount ? 0 : end
    return (top, frameHeight, start)
  }

  /// Where a column's next item would start, as the packing rule compares
  /// columns: with pixel alignment and no row spacing, the pixel the bottom
  /// above lies on.
  ///
  /// Such a bottom can be stored a unit in the last place short of its
  /// pixel (so that the frame ends exactly where the next begins), and
  /// columns ending on the same pixel must still tie exactly, the first in
  /// reading order winning (found by the long randomized sweep).
  @inline(__always)
  func start(ofColumn column: Int) -> Double {
    guard let scale, rowSpacing == 0 else { return next[column] }
    return Rect.align(next[column], scale: scale)
  }

  /// The shortest column for a one-column item, by the tie rules.
  @inline(__always)
  func chooseColumn() -> Int {
    var best: Int
    var lowest: Double
    if scale != nil, rowSpacing == 0 {
      // Compare where the next item would start, so that columns ending on
      // the same pixel tie exactly (see `start(ofColumn:)`).
      (best, lowest) = (0, start(ofColumn: 0))
      for column in 1..<columnCount where start(ofColumn: column) < lowest {
        (best, lowest) = (column, start(ofColumn: column))
      }
    } else {
      (best, lowest) = Self.lowestColumn(next, columnCount: columnCount)
    }
    guard tolerance > 0 else { return best }
    let limit = lowest + tolerance
    var first = -1
    for column in 0..<columnCount where start(ofColumn: column) <= limit {
      if column >= cursor { return column }
      if first < 0 { first = column }
    }
    return first
  }

  /// The first logical column whose next item would start highest.
  @inline(__always)
  func lowestColumn() -> Int {
    Self.lowestColumn(next, columnCount: columnCount).column
  }

  /// The first of `columnCount` columns whose `next` is lowest, and that
  /// value.
  @inline(__always)
  static func lowestColumn(
    _ next: UnsafeMutableBufferPointer<Double>, columnCount: Int
  ) -> (column: Int, next: Double) {
    var best = 0
    var lowest = next[0]
    for column in 1..<columnCount where next[column] < lowest {
      lowest = next[column]
      best = column
    }
    return (best, lowest)
  }

  /// The window of `span` columns whose tallest column is lowest, by the
  /// tie rules.
  @inline(__always)
  func chooseWindow(span: Int) -> Int {
    // Window maxima in O(c): split the columns into blocks of `span`;
    // `ahead[i]` is the maximum from i to its block's end, `behind[i]` from
    // its block's start to i, and the window [w, w + span) is
    // max(ahead[w], behind[w + span - 1]) (van Herk 1992, Gil and Werman
    // 1993).
    let ahead = scratch.baseAddress!
    let behind = ahead + columnCount
    var column = 0
    while column < columnCount {
      let blockEnd = Swift.min(column + span, columnCount)
      var running = -Double.infinity
      for index in column..<blockEnd {
        running = Swift.max(running, start(ofColumn: index))
        behind[index] = running
      }
      running = -Double.infinity
      var index = blockEnd - 1
      while index >= column {
        running = Swift.max(running, start(ofColumn: index))
        ahead[index] = running
        index -= 1
      }
      column = blockEnd
    }
    let windows = columnCount - span + 1
    @inline(__always) func key(_ window: Int) -> Double {
      Swift.max(ahead[window], behind[window + span - 1])
    }
    var best = 0
    var lowest = key(0)
    for window in 1..<windows {
      let value = key(window)
      if value < lowest {
        lowest = value
        best = window
      }
    }
    guard tolerance > 0 else { return best }
    let limit = lowest + tolerance
    var first = -1
    for window in 0..<windows where key(window) <= limit {
      if window >= cursor { return window }
      if first < 0 { first = window }
    }
    return first
  }
}

extension Masonry {
  /// Where the next item of a column would start below `bottom`.
  ///
  /// With a display scale and row spacing, the spacing is added to the
  /// bottom's pixel (the bottom itself can be a unit in the last place
  /// short of it), so that a spacing that lands on half a pixel rounds the
  /// same way wherever the bottom came from.
  @inlinable
  internal static func _nextTop(below bottom: Double, rowSpacing: Double, scale: Double?) -> Double
  {
    guard let scale, rowSpacing != 0 else { return bottom + rowSpacing }
    return Rect.align(bottom, scale: scale) + rowSpacing
  }

  /// Runs `body` with a placer over the placement state, then stores the
  /// state back.
  @usableFromInline
  internal mutating func _withPlacer(_ body: (inout _Placer, inout Masonry) -> Void) {
    // Move the state out of `self` so that `body` may mutate `self` while
    // the placer holds pointers into it; moving keeps the buffers unique.
    var next: [Double] = []
    var bottom: [Double] = []
    swap(&next, &_next)
    swap(&bottom, &_bottom)
    let columnCount = _columnCount
    var placerCursor = _cursor
    withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * columnCount) { scratch in
      next.withUnsafeMutableBufferPointer { next in
        bottom.withUnsafeMutableBufferPointer { bottom in
          var placer = _Placer(
            columnCount: columnCount,
            shortestColumn: configuration.packing == .shortestColumn,
            tolerance: configuration.tolerance, rowSpacing: configuration.rowSpacing,
            scale: configuration.displayScale,
            rightToLeft: configuration.direction == .rightToLeft, next: next, bottom: bottom,
            scratch: scratch, cursor: placerCursor)
          body(&placer, &self)
          placerCursor = placer.cursor
        }
      }
    }
    swap(&next, &_next)
    swap(&bottom, &_bottom)
    _cursor = placerCursor
  }

  /// How many items placement takes from the provider at a time: the
  /// chunk buffers are temporary allocations, which stay on the stack (on
  /// Linux) only up to 1 KiB each, 128 doubles.
  @inlinable
  internal static var _chunkCapacity: Int { 128 }

  /// Appends `count` new items after the current ones, asking `heights`
  /// for each by its index in the whole feed; does not index the columns.
  ///
  /// This is the only generic part of placement. It is inlinable so that
  /// the caller's module specialises it for the provider and inlines the
  /// provider's `columnSpan` and `height` (through the protocol's witness
  /// table, those two calls cost more than placing the item). It collects
  /// the answers for a chunk of items in stack buffers and hands them to
  /// `_placeChunk`, which is not generic and stays in the library.
  @inlinable
  internal mutating func _placeNewItems(count: Int, heights: some MasonryHeightProvider) {
    guard count > 0 else { return }
    let end = itemCount + count
    let capacity = Self._chunkCapacity
    withUnsafeTemporaryAllocation(of: Double.self, capacity: capacity) { chunkHeights in
      withUnsafeTemporaryAllocation(of: Double.self, capacity: capacity) { chunkTops in
        withUnsafeTemporaryAllocation(of: _Placement.self, capacity: capacity) {
          chunkPlacements in
          _withPlacer { placer, masonry in
            let spans = masonry._spans
            var first = masonry.itemCount
            while first < end {
              let chunkCount = Swift.min(capacity, end - first)
              for offset in 0..<chunkCount {
                let index = first + offset
                let span = spans.sanitized(heights.columnSpan(forItemAt: index))
                let height = heights.height(forItemAt: index, width: spans.width(ofSpan: span))
                chunkPlacements[offset] = _Placement(column: 0, span: span)
                chunkHeights[offset] = Self._sanitizedLength(height)
              }
              masonry._placeChunk(
                heights: UnsafeMutableBufferPointer(rebasing: chunkHeights[..<chunkCount]),
                tops: UnsafeMutableBufferPointer(rebasing: chunkTops[..<chunkCount]),
                placements: UnsafeMutableBufferPointer(rebasing: chunkPlacements[..<chunkCount]),
                placer: &placer)
              first += chunkCount
            }
          }
        }
      }
    }
  }

  /// Places a chunk of new items (see `_Placer.placeChunk`) and appends
  /// them to the storage a chunk at a time rather than an item at a time.
  @usableFromInline
  internal mutating func _placeChunk(
    heights: UnsafeMutableBufferPointer<Double>, tops: UnsafeMutableBufferPointer<Double>,
    placements: UnsafeMutableBufferPointer<_Placement>, placer: inout _Placer
  ) {
    if configuration.displayScale != nil { _rawHeight.append(contentsOf: heights) }
    placer.placeChunk(heights: heights, tops: tops, placements: placements)
    _minY.append(contentsOf: tops)
    _height.append(contentsOf: heights)
    _placement.append(contentsOf: placements)
  }

  /// Places the stored items `range` afresh from the current state, with
  /// their stored heights and spans; with `keepingColumns`, each keeps its
  /// columns and only its top changes.
  internal mutating func _replaceItems(_ range: Range<Int>, keepingColumns: Bool) {
    guard !range.isEmpty else { return }
    _withPlacer { placer, masonry in
      // Through buffers: one uniqueness check per array for the range, not
      // three per item.
      masonry._minY.withUnsafeMutableBufferPointer { minY in
        masonry._height.withUnsafeMutableBufferPointer { height in
          masonry._placement.withUnsafeMutableBufferPointer { placement in
            let tops = UnsafeMutableBufferPointer(rebasing: minY[range])
            let heights = UnsafeMutableBufferPointer(rebasing: height[range])
            let placements = UnsafeMutableBufferPointer(rebasing: placement[range])
            if masonry.configuration.displayScale != nil {
              // Items are placed from the provider's heights, which
              // `_rawHeight` keeps when the frame heights are aligned.
              masonry._rawHeight.withUnsafeBufferPointer { raw in
                _ = heights.update(fromContentsOf: raw[range])
              }
            }
            if keepingColumns {
              placer.placeKeepingColumns(heights: heights, tops: tops, placements: placements)
            } else {
              placer.placeChunk(heights: heights, tops: tops, placements: placements)
            }
          }
        }
      }
    }
  }

  /// Returns `span` clamped to `1 ... columnCount`.
  @inlinable
  internal func _sanitizedSpan(_ span: Int) -> Int {
    _spans.sanitized(span)
  }
}
