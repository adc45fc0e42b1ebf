/// A height provider backed by closures, for heights that are cheaper to
/// compute than to store, or that come from a delegate.
///
///     let heights = ComputedHeights { index, width in
///       index == 0 ? 44 : width * 1.25
///     } columnSpan: { index in
///       index == 0 ? .max : 1  // a full-width header first
///     }
public struct ComputedHeights: MasonryHeightProvider {
  @usableFromInline
  internal let _height: (Int, Double) -> Double

  @usableFromInline
  internal let _columnSpan: (Int) -> Int

  /// Creates a provider from a height closure and, optionally, a span
  /// closure.
  ///
  /// - Parameters:
  ///   - height: Returns the height of the item at an index for a width.
  ///   - columnSpan: Returns the number of columns the item at an index
  ///     covers; every item covers one column when omitted.
  @inlinable
  public init(
    height: @escaping (_ index: Int, _ width: Double) -> Double,
    columnSpan: @escaping (_ index: Int) -> Int = { _ in 1 }
  ) {
    _height = height
    _columnSpan = columnSpan
  }

  /// Returns what the height closure answers for `index` and `width`.
  ///
  /// - Parameters:
  ///   - index: The item's index.
  ///   - width: The width the item is laid out at.
  /// - Returns: The height in points.
  @inlinable
  public func height(forItemAt index: Int, width: Double) -> Double {
    _height(index, width)
  }

  /// Returns what the span closure answers for `index`.
  ///
  /// - Parameter index: The item's index.
  /// - Returns: The number of columns the item covers.
  @inlinable
  public func columnSpan(forItemAt index: Int) -> Int {
    _columnSpan(index)
  }
}
