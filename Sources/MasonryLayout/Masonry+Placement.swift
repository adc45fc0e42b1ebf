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
  /// Where the next item of each logical column would start.
  let next: UnsafeMutableBufferPointer<Double>
  /// The bottom of each logical column's last item (or the top inset).
  let bottom: UnsafeMutableBufferPointer<Double>
  /// Scratch for window maxima (van Herk / Gil-Werman): two halves of
  /// `columnCount` each.
  let scratch: UnsafeMutableBufferPointer<Double>
  var cursor: Int

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
    var best = 0
    var lowest = start(ofColumn: 0)
    for column in 1..<columnCount {
      let value = start(ofColumn: column)
      if value < lowest {
        lowest = value
        best = column
      }
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
  @inline(__always)
  internal mutating func _withPlacer<Result>(
    _ body: (inout _Placer, inout Masonry) -> Result
  ) -> Result {
    // Move the state out of `self` so that `body` may mutate `self` while
    // the placer holds pointers into it; moving keeps the buffers unique.
    var next: [Double] = []
    var bottom: [Double] = []
    swap(&next, &_next)
    swap(&bottom, &_bottom)
    let columnCount = _columnCount
    var placerCursor = _cursor
    let result = withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * columnCount) {
      scratch in
      next.withUnsafeMutableBufferPointer { next in
        bottom.withUnsafeMutableBufferPointer { bottom in
          var placer = _Placer(
            columnCount: columnCount,
            shortestColumn: configuration.packing == .shortestColumn,
            tolerance: configuration.tolerance, rowSpacing: configuration.rowSpacing,
            scale: configuration.displayScale, next: next, bottom: bottom, scratch: scratch,
            cursor: placerCursor)
          let result = body(&placer, &self)
          placerCursor = placer.cursor
          return result
        }
      }
    }
    swap(&next, &_next)
    swap(&bottom, &_bottom)
    _cursor = placerCursor
    return result
  }

  /// Appends `count` new items after the current ones, asking `heights`
  /// for each by its index in the whole feed; does not index the columns.
  internal mutating func _placeNewItems(count: Int, heights: some MasonryHeightProvider) {
    guard count > 0 else { return }
    let first = itemCount
    let keepsRawHeights = configuration.displayScale != nil
    _withPlacer { placer, masonry in
      for index in first..<(first + count) {
        let span = masonry._sanitizedSpan(heights.columnSpan(forItemAt: index))
        let height = Self._sanitizedLength(
          heights.height(forItemAt: index, width: masonry._spanWidth(span)))
        let (top, frameHeight, start) = placer.place(span: span, height: height, fixedStart: -1)
        masonry._minY.append(top)
        masonry._height.append(frameHeight)
        if keepsRawHeights { masonry._rawHeight.append(height) }
        masonry._placement.append(
          _Placement(column: masonry._logical(start, span: span), span: span))
      }
    }
  }

  /// Places the stored items `range` afresh from the current state, with
  /// their stored heights and spans; with `keepingColumns`, each keeps its
  /// columns and only its top changes.
  internal mutating func _replaceItems(_ range: Range<Int>, keepingColumns: Bool) {
    guard !range.isEmpty else { return }
    let keepsRawHeights = configuration.displayScale != nil
    _withPlacer { placer, masonry in
      for index in range {
        let placement = masonry._placement[index]
        let span = Int(placement.span)
        let height = keepsRawHeights ? masonry._rawHeight[index] : masonry._height[index]
        let fixedStart = keepingColumns ? masonry._logical(Int(placement.column), span: span) : -1
        let (top, frameHeight, start) = placer.place(
          span: span, height: height, fixedStart: fixedStart)
        masonry._minY[index] = top
        masonry._height[index] = frameHeight
        masonry._placement[index] = _Placement(
          column: masonry._logical(start, span: span), span: span)
      }
    }
  }

  /// Returns `span` clamped to `1 ... columnCount`.
  @inlinable
  internal func _sanitizedSpan(_ span: Int) -> Int {
    span < 1 ? 1 : (span > _columnCount ? _columnCount : span)
  }
}
