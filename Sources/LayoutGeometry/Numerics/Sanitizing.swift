// The sanitising rules for data values (heights, widths, offsets, counts)
// that both engines apply: written once here, so that a masonry height and
// a wheel viewport read a NaN the same way.

/// The rules that turn any value a host passes in into one the engines can
/// compute with, without trapping.
///
/// Data (heights, widths, offsets, counts, indices) comes from the host's
/// users and is never rejected; configuration that cannot work is, by the
/// engines' validation.
@usableFromInline
package enum Sanitizing {
  /// Returns `value` as a length: NaN, infinite, zero or negative gives 0,
  /// and a value above `limit` gives `limit`.
  ///
  /// - Parameters:
  ///   - value: Any value.
  ///   - limit: The largest length; finite and positive.
  /// - Returns: A value in `0 ... limit`.
  @inlinable
  package static func length(_ value: Double, limit: Double) -> Double {
    // The usable values, positive and finite, are exactly the bit patterns
    // strictly between those of +0 and +infinity (NaNs and negative
    // values lie above, as unsigned integers): one unsigned comparison.
    // Written as comparisons of the double, the rule compiles to a chain
    // of class tests and branches, the most expensive part of asking a
    // masonry provider for an item.
    let bits = value.bitPattern
    let isUsable = bits &- 1 < Double.infinity.bitPattern &- 1
    return Swift.min(Double(bitPattern: isUsable ? bits : 0), limit)
  }

  /// Returns `value` as a length with no limit: a width or height a host
  /// is given (a container's width, a row's): NaN, infinite, zero or
  /// negative gives 0.
  ///
  /// - Parameter value: Any value.
  /// - Returns: A finite value, 0 or positive.
  @inlinable
  package static func length(_ value: Double) -> Double {
    length(value, limit: .greatestFiniteMagnitude)
  }

  /// Returns `value` as a coordinate: NaN gives 0, and anything beyond
  /// `±limit` (the infinities included) gives the nearer limit.
  ///
  /// - Parameters:
  ///   - value: Any value.
  ///   - limit: The largest magnitude; finite and positive.
  /// - Returns: A value in `-limit ... limit`.
  @inlinable
  package static func coordinate(_ value: Double, limit: Double) -> Double {
    value.isNaN ? 0 : Swift.min(Swift.max(value, -limit), limit)
  }

  /// Returns a viewport (a scroll view's bounds) as the engines read it:
  /// standardised (a negative size is the same area), then its origin
  /// read as coordinates and its size as lengths.
  ///
  /// So a NaN origin reads as 0, a NaN, infinite or negative size as 0,
  /// and everything is clamped to `limit`.
  ///
  /// - Parameters:
  ///   - viewport: Any rect.
  ///   - limit: The largest magnitude; finite and positive.
  /// - Returns: A finite rect with a non-negative size.
  @inlinable
  package static func viewport(_ viewport: Rect, limit: Double) -> Rect {
    // Standardising a rect with a non-finite size can make its origin NaN
    // or infinite (a width of -infinity moves it to -infinity); the
    // coordinate rule then settles it.
    let rect = viewport.standardized
    return Rect(
      x: coordinate(rect.origin.x, limit: limit), y: coordinate(rect.origin.y, limit: limit),
      width: length(rect.size.width, limit: limit), height: length(rect.size.height, limit: limit))
  }

  /// Returns `count` clamped to `0 ... maximum`.
  ///
  /// - Parameters:
  ///   - count: Any count.
  ///   - maximum: The largest count; not negative.
  /// - Returns: A count in `0 ... maximum`.
  @inlinable
  package static func count(_ count: Int, maximum: Int) -> Int {
    Swift.min(Swift.max(count, 0), maximum)
  }

  /// The number of values in `range`, saturated at `Int.max`: a range from
  /// `Int.min` to `Int.max` has more values than an `Int` holds, and its
  /// own `count` would trap.
  ///
  /// - Parameter range: Any range.
  /// - Returns: A count in `0 ... Int.max`.
  @inlinable
  package static func count(of range: Range<Int>) -> Int {
    let (count, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
    return overflow ? Int.max : count
  }

  /// Returns `value`, with an overflow to an infinity replaced by the
  /// largest finite magnitude of the same sign, and NaN by 0.
  ///
  /// - Parameter value: A computed value.
  /// - Returns: A finite value.
  @inlinable
  package static func saturated(_ value: Double) -> Double {
    if value.isFinite { return value }
    if value.isNaN { return 0 }
    return value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
  }
}
