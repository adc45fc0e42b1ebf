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

  /// The column count, width and leftover for an available width under
  /// the configuration's column rule.
  internal func _resolvedColumns(
    available: Double
  ) -> (count: Int, width: Double?, leftover: Double) {
    let spacing = configuration.columnSpacing
    switch configuration.columns {
    case .fixed(let count):
      return (count, nil, 0)
    case .adaptive(let minimumWidth, let maximumCount):
      let limit = Swift.min(maximumCount ?? Self.maximumColumnCount, Self.maximumColumnCount)
      return (_fittingCount(available: available, width: minimumWidth, limit: limit), nil, 0)
    case .fixedWidth(let width):
      let count = _fittingCount(available: available, width: width, limit: Self.maximumColumnCount)
      let gaps = Double(count - 1) * spacing
      let used = Double(count) * width + gaps
      if used <= available { return (count, width, available - used) }
      // An overshoot (by less than a pixel, through the count rule), or
      // not even one column: the columns share the width exactly.
      let shared = (available - gaps) / Double(count)
      return shared > 0 ? (count, shared, 0) : (1, available, 0)
    }
  }

  /// How many columns `width` wide, `columnSpacing` apart, fit `available`:
  /// Masonry.js's rule, `n = (available + g) / (width + g)`, rounded when
  /// the last column falls short of fitting by less than a pixel, floored
  /// otherwise, then clamped to `1 ... limit`.
  internal func _fittingCount(available: Double, width: Double, limit: Int) -> Int {
    let spacing = configuration.columnSpacing
    let step = width + spacing
    let quotient = (available + spacing) / step
    // The excess, how far the last column is from fitting: above 0 and
    // below a pixel, it is a rounding error (34.800000000000004 for a
    // fifth of 174) and the column counts.
    let excess = step - (available + spacing).truncatingRemainder(dividingBy: step)
    let pixel = configuration.displayScale.map { 1 / $0 } ?? 1
    let count = excess > 0 && excess < pixel ? quotient.rounded() : quotient.rounded(.down)
    guard count >= 1 else { return 1 }
    return count < Double(limit) ? Int(count) : limit
  }

  /// Resolves the columns for a container width (the breadth across the
  /// lanes): count, width, spacing, each column's edges, and where each
  /// column starts before its first item (the stamps). `width` is clean
  /// (``_sanitizedLength(_:)``'s answer): the public entry that took it
  /// cleaned it, once.
  ///
  /// They depend on the configuration and the width alone, so an engine
  /// already resolved at `rawWidth` keeps them as they are: a prepare
  /// again at the same width, or a section's engine copied from one
  /// resolved at the layout's width, writes nothing and so shares the
  /// arrays with the copies rather than allocating its own.
  @usableFromInline
  internal mutating func _resolveGeometry(width: Double) {
    assert(width == Self._sanitizedLength(width), "an uncleaned width: \(width)")
    // A new engine resolves at 0 before it has any column.
    if width == _width, !_columnMinX.isEmpty { return }
    let insets = _insets
    let available = Swift.max(0, width - insets.left - insets.right)
    let resolved = _resolvedColumns(available: available)
    let count = resolved.count
    let gaps = Double(count - 1)
    var spacing = configuration.columnSpacing
    var columnWidth = resolved.width ?? (available - spacing * gaps) / Double(count)
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

    let right = insets.left + available
    // Fixed-width columns leave the leftover where the alignment says:
    // none before the first column when leading, half when centred, all
    // when trailing, read from the right in a right-to-left layout.
    let leading: Double
    switch configuration.columnAlignment {
    case .leading: leading = _rightToLeft ? resolved.leftover : 0
    case .center: leading = resolved.leftover / 2
    case .trailing: leading = _rightToLeft ? 0 : resolved.leftover
    }
    let bound = insets.left
    let left = insets.left + leading
    let scale = configuration.displayScale
    func edge(_ value: Double) -> Double {
      let clamped = Swift.min(value, right)
      guard let scale else { return clamped }
      return PixelRounding.nearest(clamped, scale: scale, atLeast: bound, atMost: right)
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
    _resolveColumnStarts()
  }

  /// Where each column starts before its first item: the top inset, or
  /// below the lowest stamp over the column (see
  /// ``Configuration/stamps``).
  internal mutating func _resolveColumnStarts() {
    let count = _columnCount
    let top = _insets.top
    let rule = _rule
    let firstTop = _units.firstTop(belowInset: top)
    // Written in place: a prepare at the same column count allocates
    // nothing here.
    _columnBottomsBeforeItems.removeAll(keepingCapacity: true)
    _columnStarts.removeAll(keepingCapacity: true)
    _columnBottomsBeforeItems.append(contentsOf: repeatElement(top, count: count))
    _columnStarts.append(contentsOf: repeatElement(firstTop, count: count))
    for stamp in _stamps {
      // The size as given: `width` and `height` are those of the
      // standardised rect, which would read a negative-size stamp as the
      // area it spans rather than ignore it.
      guard stamp.isFinite, stamp.size.width > 0, stamp.size.height > 0 else { continue }
      let bottom = Swift.min(stamp.maxY, Self.maximumLength)
      guard bottom > top else { continue }
      for column in 0..<count {
        // Open intervals: a stamp that only touches the reach is not over
        // the column.
        let reach = _columnReach(column)
        guard stamp.minX < reach.high, stamp.maxX > reach.low else { continue }
        _columnBottomsBeforeItems[column] = Swift.max(_columnBottomsBeforeItems[column], bottom)
      }
    }
    for column in 0..<count where _columnBottomsBeforeItems[column] > top {
      // The first item stands `rowSpacing` below the stamp's bottom, on a
      // pixel with a display scale, as it would below an item ending there.
      let start = _units.firstTop(belowInset: _columnBottomsBeforeItems[column]) + rule.rowSpacing
      _columnStarts[rule.physicalStart(ofLogical: column, span: 1)] = start
    }
  }

  /// The extent a stamp must overlap for `column` to lie under it: the
  /// column's frame, widened by half the gap to each neighbouring column
  /// (the outer edges of the first and last columns are not widened).
  internal func _columnReach(_ column: Int) -> (low: Double, high: Double) {
    let low = column > 0 ? (_columnMaxX[column - 1] + _columnMinX[column]) / 2 : _columnMinX[column]
    let high =
      column + 1 < _columnCount
      ? (_columnMaxX[column] + _columnMinX[column + 1]) / 2 : _columnMaxX[column]
    return (low, high)
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
