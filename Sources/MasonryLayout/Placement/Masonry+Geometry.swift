// Resolving the configuration against a container width: the column count,
// the column width and each column's pixel-aligned edges.

import LayoutGeometry

extension Masonry {
  /// Returns `value` if it is a usable length, else the sanitising rule's
  /// answer: NaN, infinite or negative gives 0, above ``maximumLength``
  /// gives that maximum.
  @inlinable @inline(__always)
  internal static func _sanitizedLength(_ value: Double) -> Double {
    Sanitizing.length(value, limit: maximumLength)
  }

  /// Returns the non-negative `h` for which `start + h` comes nearest to
  /// `end` without passing it (see `EdgeLength`).
  @inlinable
  internal static func _extent(from start: Double, to end: Double) -> Double {
    EdgeLength.length(from: start, to: end, roundingOutward: false)
  }

  /// Resolves the column count for an available width under the
  /// configuration's column rule.
  internal func _resolvedColumnCount(available: Double) -> Int {
    switch configuration.columns {
    case .fixed(let count):
      return count
    case .adaptive(let minimumWidth, let maximumCount):
      let limit = Swift.min(maximumCount ?? Self.maximumColumnCount, Self.maximumColumnCount)
      let spacing = configuration.columnSpacing
      func fits(_ count: Int) -> Bool {
        Double(count) * minimumWidth + Double(count - 1) * spacing <= available
      }
      // The closed form can be off by one through rounding; the checks
      // below settle it exactly.
      let estimate = (available + spacing) / (minimumWidth + spacing)
      var count = estimate < Double(limit) ? Int(estimate) : limit
      count = Swift.max(1, Swift.min(count, limit))
      while count > 1, !fits(count) { count -= 1 }
      while count < limit, fits(count + 1) { count += 1 }
      return count
    }
  }

  /// Resolves the columns for a container width: count, width, spacing and
  /// each column's edges.
  @usableFromInline
  internal mutating func _resolveGeometry(width rawWidth: Double) {
    let width = Self._sanitizedLength(rawWidth)
    let insets = configuration.contentInsets
    let available = Swift.max(0, width - insets.left - insets.right)
    let count = _resolvedColumnCount(available: available)
    let gaps = Double(count - 1)
    var spacing = configuration.columnSpacing
    var columnWidth = (available - spacing * gaps) / Double(count)
    if !(columnWidth > 0) {
      // The spacing alone overflows the available width: the columns
      // collapse to zero width and share the available width equally.
      columnWidth = 0
      spacing = count > 1 ? Swift.min(spacing, available / gaps) : 0
    }
    _width = width
    _columnCount = count
    _columnWidth = columnWidth
    _spacing = spacing

    let left = insets.left
    let right = left + available
    let scale = configuration.displayScale
    func edge(_ value: Double) -> Double {
      let clamped = Swift.min(value, right)
      guard let scale else { return clamped }
      return PixelRounding.nearest(clamped, scale: scale, atLeast: left, atMost: right)
    }
    let step = columnWidth + spacing
    // Emptied rather than replaced: a prepare at the same column count
    // (a rotation, a new feed) reuses the storage.
    _columnMinX.removeAll(keepingCapacity: true)
    _columnMaxX.removeAll(keepingCapacity: true)
    _columnFrameWidth.removeAll(keepingCapacity: true)
    _columnMinX.reserveCapacity(count)
    _columnMaxX.reserveCapacity(count)
    _columnFrameWidth.reserveCapacity(count)
    for column in 0..<count {
      let start = left + Double(column) * step
      let isLast = column + 1 == count
      // Without spacing a column starts exactly where the previous frame
      // ends, and ends where the next column starts. With spacing, it ends
      // no later than the next column starts: rounding can put
      // `start + columnWidth` past it when the spacing is negligible next
      // to the columns (1e-300; found by fuzzing).
      let minX = spacing == 0 && column > 0 ? _columnMaxX[column - 1] : edge(start)
      let nextStart = left + Double(column + 1) * step
      let end =
        isLast
        ? start + columnWidth
        : spacing == 0 ? start + step : Swift.min(start + columnWidth, nextStart)
      let frameWidth = Self._extent(from: minX, to: Swift.max(edge(end), minX))
      _columnMinX.append(minX)
      _columnMaxX.append(minX + frameWidth)
      _columnFrameWidth.append(frameWidth)
    }
  }

  /// The rules for spans and their widths at the resolved geometry.
  @inlinable
  internal var _spans: _SpanRules {
    _SpanRules(columnCount: _columnCount, columnWidth: _columnWidth, spacing: _spacing)
  }

  /// The horizontal extent of an item's frame: `x + width` is the right
  /// edge of its last column, or at most a unit in the last place short of
  /// it (see `_extent(from:to:)`), never past it.
  @inlinable
  internal func _frameX(_ placement: _Placement) -> (x: Double, width: Double) {
    let first = Int(placement.column)
    let x = _columnMinX[first]
    if placement.span == 1 { return (x, _columnFrameWidth[first]) }
    return (x, Self._extent(from: x, to: _columnMaxX[first + Int(placement.span) - 1]))
  }
}

/// How spans are sanitised and how wide a span is, for the resolved
/// columns; a value of its own so that the placement loop keeps the three
/// numbers in registers.
@usableFromInline
internal struct _SpanRules {
  @usableFromInline internal let columnCount: Int
  @usableFromInline internal let columnWidth: Double
  @usableFromInline internal let spacing: Double

  @inlinable
  internal init(columnCount: Int, columnWidth: Double, spacing: Double) {
    self.columnCount = columnCount
    self.columnWidth = columnWidth
    self.spacing = spacing
  }

  /// Returns `span` clamped to `1 ... columnCount`.
  @inlinable @inline(__always)
  internal func sanitized(_ span: Int) -> Int {
    span < 1 ? 1 : (span > columnCount ? columnCount : span)
  }

  /// The width of `span` columns and the spacing between them.
  @inlinable @inline(__always)
  internal func width(ofSpan span: Int) -> Double {
    // The general formula gives exactly `columnWidth` for one column (the
    // spacing is finite, so `spacing * 0` is 0); skipping it saves two
    // conversions and a multiply per item.
    if span == 1 { return columnWidth }
    return columnWidth * Double(span) + spacing * Double(span - 1)
  }
}
