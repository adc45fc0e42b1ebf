// Seeded random feeds and configurations for the masonry tests.

import LayoutGeometry

/// A random feed: the heights (or aspect ratios) and spans a provider
/// hands out, drawn from a seed so that a failure can be replayed.
public struct MasonryFeed: Sendable {
  /// The value the provider returns for each item: an aspect ratio when
  /// `usesRatios`, else a height in points. May include NaN, infinities,
  /// negatives and huge values when the feed was drawn with bad values.
  public var values: [Double]
  /// The span the provider returns for each item; may be 0, negative or
  /// above the column count.
  public var spans: [Int]
  /// Whether `values` are ratios (height = width × value).
  public var usesRatios: Bool
  /// The column the provider names for each item, as
  /// `column(forItemAt:)` does; may be negative or past any column count.
  /// Empty, or `nil` for an item, when the engine chooses.
  public var columns: [Int?] = []

  /// The number of items.
  public var count: Int { values.count }

  /// The height the provider returns for `index` at `width`.
  public func height(_ index: Int, _ width: Double) -> Double {
    guard values.indices.contains(index) else { return 0 }
    return usesRatios ? width * values[index] : values[index]
  }

  /// The span the provider returns for `index`.
  public func span(_ index: Int) -> Int {
    spans.indices.contains(index) ? spans[index] : 1
  }

  /// The column the provider names for `index`, or `nil`.
  public func column(_ index: Int) -> Int? {
    columns.indices.contains(index) ? columns[index] : nil
  }

  /// Draws a feed of `count` items.
  ///
  /// - Parameters:
  ///   - badValues: Mix in NaN, infinities, negatives, zeros and huge
  ///     heights, and spans of 0, negative or beyond any column count.
  ///   - spanning: Mix in items spanning several columns and full width.
  ///   - explicitColumns: Name a column for about one item in six, now
  ///     and then out of range (negative, past the columns, `Int.min`,
  ///     `Int.max`).
  public static func random(
    count: Int, using generator: inout SplitMix64, badValues: Bool = false,
    spanning: Bool = true, explicitColumns: Bool = false
  ) -> MasonryFeed {
    let usesRatios = Bool.random(using: &generator)
    var values: [Double] = []
    var spans: [Int] = []
    values.reserveCapacity(count)
    for _ in 0..<count {
      var value: Double
      if usesRatios {
        value = Double.random(in: 0.5...2.5, using: &generator)
      } else {
        // Whole and quarter points, so exact ties between columns happen.
        value = Double(Int.random(in: 1...16, using: &generator)) * 12.25
      }
      if Int.random(in: 0..<10, using: &generator) == 0 { value = 0 }
      if badValues, Int.random(in: 0..<6, using: &generator) == 0 {
        value = [
          .nan, .infinity, -.infinity, -5, 0, 1e13, 1e300, .greatestFiniteMagnitude, 1e12,
          -.nan, .leastNonzeroMagnitude,
        ].randomElement(using: &generator)!
      }
      values.append(value)
      var span = 1
      if spanning {
        switch Int.random(in: 0..<12, using: &generator) {
        case 0: span = 2
        case 1: span = 3
        case 2: span = 100  // full width
        default: span = 1
        }
      }
      if badValues, Int.random(in: 0..<10, using: &generator) == 0 {
        span = [0, -1, Int.min, Int.max, 10_001].randomElement(using: &generator)!
      }
      spans.append(span)
    }
    var feed = MasonryFeed(values: values, spans: spans, usesRatios: usesRatios)
    if explicitColumns {
      feed.columns = (0..<count).map { _ in
        switch Int.random(in: 0..<24, using: &generator) {
        case 0..<3: Int.random(in: 0...5, using: &generator)
        case 3: [-1, -7, Int.min, Int.max, 40].randomElement(using: &generator)!
        default: nil
        }
      }
    }
    return feed
  }
}

extension SplitMix64 {
  /// A container width typical of phones and tablets, sometimes odd
  /// (fractional, zero, or too narrow for the insets).
  public mutating func masonryWidth() -> Double {
    switch Int.random(in: 0..<10, using: &self) {
    case 0: return 0
    case 1: return Double.random(in: 0...40, using: &self)
    case 2: return Double.random(in: 300...1400, using: &self)
    default: return [320, 375, 390, 414, 768, 1024].randomElement(using: &self)!
    }
  }
}
