// A deliberately plain masonry layout, written straight from the placement
// rules with no index, no window trick and no incremental state: the oracle
// the engine's fast paths are compared against.

import LayoutGeometry

/// A brute-force masonry layout and rect filter.
///
/// It knows nothing of `MasonryLayout`'s types, so it cannot share a bug
/// with them: the tests translate a configuration into these parameters.
public struct MasonryReference: Sendable {
  /// The column rule.
  public enum Columns: Sendable {
    /// Exactly this many columns.
    case fixed(Int)
    /// The most columns of at least `minimumWidth` that fit, capped.
    case adaptive(minimumWidth: Double, maximumCount: Int?)
    /// As many columns of exactly this width as fit.
    case fixedWidth(Double)
  }

  /// Where the width fixed-width columns leave over goes.
  public enum Alignment: Sendable {
    case leading, center, trailing
  }

  /// The column rule.
  public var columns: Columns
  /// The gap between columns.
  public var columnSpacing: Double
  /// The gap between items of a column.
  public var rowSpacing: Double
  /// The content insets.
  public var insets: EdgeInsets
  /// Round-robin packing when true, shortest column when false.
  public var roundRobin: Bool
  /// Whether the first column is the rightmost.
  public var rightToLeft: Bool
  /// The shortest-column tolerance.
  public var tolerance: Double
  /// Whether an exact tie at zero tolerance goes to the first tied column
  /// at or after the cursor (CSS's rule) rather than the first in reading
  /// order.
  public var tiesAtCursor = false
  /// The display scale, or `nil` for no pixel alignment.
  public var scale: Double?
  /// Where fixed-width columns' leftover goes.
  public var alignment: Alignment = .leading
  /// Rects the columns start below.
  public var stamps: [Rect] = []

  /// Creates a reference layout with the given rules.
  public init(
    columns: Columns, columnSpacing: Double, rowSpacing: Double, insets: EdgeInsets,
    roundRobin: Bool, rightToLeft: Bool, tolerance: Double, scale: Double?
  ) {
    self.columns = columns
    self.columnSpacing = columnSpacing
    self.rowSpacing = rowSpacing
    self.insets = insets
    self.roundRobin = roundRobin
    self.rightToLeft = rightToLeft
    self.tolerance = tolerance
    self.scale = scale
  }

  /// What a layout produced.
  public struct Result: Sendable {
    /// The resolved column count.
    public var columnCount: Int
    /// The column width before alignment.
    public var columnWidth: Double
    /// The content size.
    public var contentSize: Size
    /// Each item's frame.
    public var frames: [Rect]
    /// The leftmost column of each item, counted from the left.
    public var firstColumns: [Int]
    /// Each item's sanitised span.
    public var spans: [Int]
    /// Each column's bottom, counted from the left.
    public var columnBottoms: [Double]
  }

  /// Lays out a feed. `height(index, width)` and `span(index)` play the
  /// provider; `fixedColumns`, when given, pins each item's leftmost
  /// column (the keep-columns rule) instead of choosing one; `explicitColumn`
  /// names an item's leftmost column as a provider's `column(forItemAt:)`
  /// does (clamped, and the item leaves the cycle and the cursor alone).
  public func layout(
    width rawWidth: Double, itemCount: Int,
    height: (Int, Double) -> Double, span: (Int) -> Int,
    fixedColumns: [Int?]? = nil, explicitColumn: ((Int) -> Int?)? = nil
  ) -> Result {
    let width = Self.sanitize(rawWidth)
    let available = max(0, width - insets.left - insets.right)
    // Masonry.js's count: n = (available + g) / (m + g), rounded when the
    // last column misses by less than a pixel, else floored; 1 ... cap.
    func fitting(_ minimum: Double, cap: Int) -> Int {
      let step = minimum + columnSpacing
      let quotient = (available + columnSpacing) / step
      let excess = step - (available + columnSpacing).truncatingRemainder(dividingBy: step)
      let pixel = scale.map { 1 / $0 } ?? 1
      let n = excess > 0 && excess < pixel ? quotient.rounded() : quotient.rounded(.down)
      return Int(min(max(n, 1), Double(cap)))
    }
    var count: Int
    var fixedWidth: Double?
    var leftover = 0.0
    switch columns {
    case .fixed(let fixed):
      count = fixed
    case .adaptive(let minimumWidth, let maximumCount):
      count = fitting(minimumWidth, cap: min(maximumCount ?? 10_000, 10_000))
    case .fixedWidth(let wanted):
      count = fitting(wanted, cap: 10_000)
      let used = Double(count) * wanted + Double(count - 1) * columnSpacing
      if used <= available {
        fixedWidth = wanted
        leftover = available - used
      } else {
        let shared = (available - Double(count - 1) * columnSpacing) / Double(count)
        if shared > 0 {
          fixedWidth = shared
        } else {
          count = 1
          fixedWidth = available
        }
      }
    }
    var spacing = columnSpacing
    var columnWidth = fixedWidth ?? (available - spacing * Double(count - 1)) / Double(count)
    if columnWidth <= 0 {
      columnWidth = 0
      spacing = count > 1 ? min(spacing, available / Double(count - 1)) : 0
    }
    let offset: Double
    switch alignment {
    case .leading: offset = rightToLeft ? leftover : 0
    case .center: offset = leftover / 2
    case .trailing: offset = rightToLeft ? 0 : leftover
    }
    let contentRight = insets.left + available
    // The nearest pixel within low...high, else the nearest bound's
    // innermost pixel, else the bound.
    func align(_ value: Double, atLeast low: Double, atMost high: Double = .infinity) -> Double {
      guard let scale else { return value }
      var (lowest, highest) = ((low * scale).rounded(.up), (high * scale).rounded(.down))
      // A product rounded across a pixel (or underflowed) names a pixel
      // just outside the bound: take the next one in.
      if lowest / scale < low { lowest += 1 }
      if highest / scale > high { highest -= 1 }
      var nearest = (value * scale).rounded(.toNearestOrAwayFromZero)
      guard nearest.isFinite, lowest.isFinite, lowest <= highest else {
        return min(max(value, low), high)
      }
      nearest = min(max(nearest, lowest), highest)
      return min(max(nearest / scale, low), high)
    }
    // Column edges: rounded to pixels, kept inside the content area.
    func edge(_ raw: Double) -> Double {
      align(min(raw, contentRight), atLeast: insets.left, atMost: contentRight)
    }
    func right(_ column: Int) -> Double {
      edge(insets.left + offset + Double(column) * (columnWidth + spacing) + columnWidth)
    }
    // Without spacing a column starts exactly where the previous one ends
    // (rounding `c · width` and `(c - 1) · width + width` separately can
    // leave a pixel between them).
    func left(_ column: Int) -> Double {
      if spacing == 0, column > 0 { return right(column - 1) }
      return edge(insets.left + offset + Double(column) * (columnWidth + spacing))
    }

    // Placement counts along the flow in points, or with a scale in
    // whole pixels: a length of h points is ⌊h · scale + 0.5⌋ pixels, the
    // first top is the top inset rounded up to a pixel, and a position of
    // p pixels is p / scale points.
    func units(_ length: Double) -> Double {
      guard let scale else { return length }
      return (length * scale + 0.5).rounded(.down)
    }
    func points(_ units: Double) -> Double { scale.map { units / $0 } ?? units }
    var firstTop = insets.top
    if let scale {
      firstTop = (insets.top * scale).rounded(.up)
      if firstTop / scale < insets.top { firstTop += 1 }
    }
    let gap = units(rowSpacing)
    let slack = scale.map { tolerance * $0 } ?? tolerance
    var next = Array(repeating: firstTop, count: count)  // logical columns
    var bottoms = Array(repeating: insets.top, count: count)  // points
    // Stamps: a column whose frame, widened by half the gap to each
    // neighbour, overlaps a stamp (open intervals) starts below it.
    for column in 0..<count {
      let low = column > 0 ? (right(column - 1) + left(column)) / 2 : left(column)
      let high = column + 1 < count ? (right(column) + left(column + 1)) / 2 : right(column)
      // A stamp whose size, as given, is not positive is ignored.
      for stamp in stamps where stamp.isFinite && stamp.size.width > 0 && stamp.size.height > 0 {
        guard stamp.minX < high, stamp.maxX > low else { continue }
        bottoms[column] = max(bottoms[column], min(stamp.maxY, 1e12))
      }
      if bottoms[column] > insets.top {
        var start = bottoms[column]
        if let scale {
          start = (bottoms[column] * scale).rounded(.up)
          if start / scale < bottoms[column] { start += 1 }
        }
        next[rightToLeft ? count - 1 - column : column] = start + gap
      }
    }
    bottoms = rightToLeft ? bottoms.reversed() : bottoms  // logical, as `next`
    var cursor = 0
    var result = Result(
      columnCount: count, columnWidth: columnWidth, contentSize: .zero, frames: [],
      firstColumns: [], spans: [], columnBottoms: [])
    for index in 0..<max(itemCount, 0) {
      let itemSpan = min(max(span(index), 1), count)
      let itemWidth = columnWidth * Double(itemSpan) + spacing * Double(itemSpan - 1)
      let length = units(Self.sanitize(height(index, itemWidth)))
      func top(_ window: Int) -> Double { next[window..<(window + itemSpan)].max()! }
      var start: Int
      let explicit = explicitColumn?(index).map { min(max($0, 0), count - itemSpan) }
      if let physical = explicit {
        start = rightToLeft ? count - physical - itemSpan : physical
      } else if let fixedColumns, index < fixedColumns.count, let physical = fixedColumns[index] {
        start = rightToLeft ? count - physical - itemSpan : physical
      } else if roundRobin {
        start = cursor + itemSpan <= count ? cursor : 0
      } else {
        let windows = Array(0...(count - itemSpan))
        let tops = windows.map(top)  // each window's top, once
        let lowest = tops.min()!
        let candidates = windows.filter {
          slack > 0 ? tops[$0] <= lowest + slack : tops[$0] == lowest
        }
        // With a tolerance, or CSS's tie rule, the first candidate at or
        // after the cursor; else the first in reading order.
        let atCursor = slack > 0 || tiesAtCursor
        start = atCursor ? (candidates.first { $0 >= cursor } ?? candidates[0]) : candidates[0]
      }
      let window = start..<(start + itemSpan)
      let itemTop = top(start)
      let minY = points(itemTop)
      let maxY = points(itemTop + length)
      for column in window {
        next[column] = (itemTop + length) + gap
        bottoms[column] = maxY
      }
      if explicit == nil { cursor = (start + itemSpan) % count }
      let first = rightToLeft ? count - start - itemSpan : start
      result.frames.append(
        Rect(
          minX: left(first), minY: minY, maxX: right(first + itemSpan - 1), maxY: maxY))
      result.firstColumns.append(first)
      result.spans.append(itemSpan)
    }
    result.columnBottoms = (0..<count).map { bottoms[rightToLeft ? count - 1 - $0 : $0] }
    result.contentSize = Size(
      width: width, height: max(insets.top, bottoms.max()!) + insets.bottom)
    return result
  }

  /// The frames that intersect `rect`, ascending by index: the brute-force
  /// answer to a rect query.
  public static func items(in rect: Rect, frames: [Rect]) -> [(index: Int, frame: Rect)] {
    frames.enumerated().filter { $0.element.intersects(rect) }.map { ($0.offset, $0.element) }
  }

  /// What the sanitising rules had to clean in a run of a provider's
  /// values, counted one value at a time: the oracle for the engines'
  /// diagnostics.
  public struct Cleaned: Equatable, Sendable {
    /// NaN heights.
    public var nan = 0
    /// Infinite heights, either sign.
    public var infinite = 0
    /// Finite negative heights.
    public var negative = 0
    /// Finite heights above 1e12.
    public var tooLarge = 0
    /// Indices at or past the provider's end.
    public var pastEnd = 0
    /// Spans below 1.
    public var invalidSpan = 0
    /// The first index with anything cleaned.
    public var first: Int?

    /// Nothing cleaned.
    public init() {}

    /// Whether nothing was cleaned.
    public var isClean: Bool { first == nil }
  }

  /// Counts, for each index of `indices` in order, a height that is NaN,
  /// infinite, finite and negative, or finite and above 1e12; a span
  /// below 1 (`nil`: spans not asked); and an index at or past `covered`
  /// (`nil`: a provider without an end).
  public static func cleaned(
    _ indices: some Sequence<Int>, height: (Int) -> Double, span: ((Int) -> Int)?,
    covered: Int?
  ) -> Cleaned {
    var result = Cleaned()
    for index in indices {
      let value = height(index)
      var any = true
      if value.isNaN {
        result.nan += 1
      } else if value == .infinity || value == -.infinity {
        result.infinite += 1
      } else if value < 0 {
        result.negative += 1
      } else if value > 1e12 {
        result.tooLarge += 1
      } else {
        any = false
      }
      if let span, span(index) < 1 {
        result.invalidSpan += 1
        any = true
      }
      if let covered, index >= covered {
        result.pastEnd += 1
        any = true
      }
      if any, result.first == nil { result.first = index }
    }
    return result
  }

  /// The sanitising rule for lengths: NaN, infinite or negative is 0, more
  /// than 1e12 is 1e12.
  public static func sanitize(_ value: Double) -> Double {
    guard value.isFinite, value > 0 else { return 0 }
    return min(value, 1e12)
  }
}
