// Resolving the configuration against a container width: the column count,
// the column width and each column's pixel-aligned edges.

import LayoutGeometry

extension Masonry {
  /// Returns `value` if it is a usable length, else the sanitising rule's
  /// answer: NaN, infinite or negative gives 0, above ``maximumLength``
  /// gives that maximum.
  @inlinable
  internal static func _sanitizedLength(_ value: Double) -> Double {
    // `!(value > 0)` also catches NaN.
    if !(value > 0) || value == .infinity { return 0 }
    return value > maximumLength ? maximumLength : value
  }

  /// Returns a non-negative `h` such that `start + h == end` in
  /// floating-point arithmetic, when one exists (it does for the finite,
  /// ordered values the engine passes), so that a frame built from an
  /// origin and a size ends exactly on the edge its neighbour starts at.
  @inlinable
  internal static func _extent(from start: Double, to end: Double) -> Double {
    var extent = end - start
    var steps = 0
    while start + extent != end, steps < 8 {
      extent = start + extent < end ? extent.nextUp : extent.nextDown
      steps += 1
    }
    return extent > 0 ? extent : 0
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
      return scale.map { Rect.align(clamped, scale: $0) } ?? clamped
    }
    let step = columnWidth + spacing
    _columnMinX = (0..<count).map { edge(left + Double($0) * step) }
    _columnMaxX = (0..<count).map { column in
      // Without spacing, a column ends exactly where the next one starts.
      let next = left + Double(column + 1) * step
      let end = spacing == 0 && column + 1 < count ? next : left + Double(column) * step + columnWidth
      return edge(end)
    }
    for column in 0..<count where _columnMaxX[column] < _columnMinX[column] {
      _columnMaxX[column] = _columnMinX[column]
    }
    _columnFrameWidth = (0..<count).map {
      Self._extent(from: _columnMinX[$0], to: _columnMaxX[$0])
    }
  }

  /// The width an item spanning `span` columns is laid out at, before
  /// pixel alignment: the columns and the spacing between them.
  @inlinable
  internal func _spanWidth(_ span: Int) -> Double {
    _columnWidth * Double(span) + _spacing * Double(span - 1)
  }

  /// The horizontal extent of an item's frame: `x + width` is exactly the
  /// right edge of its last column.
  @inlinable
  internal func _frameX(_ placement: _Placement) -> (x: Double, width: Double) {
    let first = Int(placement.column)
    let x = _columnMinX[first]
    if placement.span == 1 { return (x, _columnFrameWidth[first]) }
    return (x, Self._extent(from: x, to: _columnMaxX[first + Int(placement.span) - 1]))
  }
}
