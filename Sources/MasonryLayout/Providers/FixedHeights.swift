/// A height provider that hands out heights known in points, independent of
/// the item's width.
///
///     let heights = FixedHeights([120, 80, 200], columnSpans: [2, 1, 1])
///
/// An index outside the array gets a height of 0 and a span of 1, so a
/// provider that is shorter than the feed never traps: the extra items are
/// laid out 0 points tall, a row spacing apart, and the change set reports
/// them (``Masonry/Diagnostics/pastEndCount``). (Unlike
/// ``AspectRatioHeights``, which keeps its `additionalHeight`, these
/// heights have no part that is known without the array.)
public struct FixedHeights: MasonryHeightProvider, Hashable, Sendable, Codable {
  /// The height of each item, by index.
  public var heights: [Double]

  /// The column span of each item, by index; items past its end span one
  /// column.
  public var columnSpans: [Int]

  /// Creates a provider from heights in points and, optionally, column
  /// spans.
  ///
  /// - Parameters:
  ///   - heights: The height of each item, by index.
  ///   - columnSpans: The column span of each item, by index; shorter than
  ///     `heights` (or empty, the default) means one column for the rest.
  @inlinable
  public init(_ heights: [Double], columnSpans: [Int] = []) {
    self.heights = heights
    self.columnSpans = columnSpans
  }

  /// Returns the stored height for `index`, ignoring `width`, or 0 when the
  /// array has no such index.
  ///
  /// - Parameters:
  ///   - index: The item's index.
  ///   - width: The item's width (unused: these heights are fixed).
  /// - Returns: The height in points.
  @inlinable
  public func height(forItemAt index: Int, width: Double) -> Double {
    // One unsigned comparison covers both ends of the array.
    UInt(bitPattern: index) < UInt(bitPattern: heights.count) ? heights[index] : 0
  }

  /// The number of heights: an index at or past it is laid out 0 points
  /// tall, and counted in the change set's
  /// ``Masonry/Diagnostics/pastEndCount``.
  @inlinable
  public var coveredItemCount: Int? { heights.count }

  /// Returns the stored span for `index`, or 1 when the array has no such
  /// index.
  ///
  /// - Parameter index: The item's index.
  /// - Returns: The number of columns the item covers.
  @inlinable
  public func columnSpan(forItemAt index: Int) -> Int {
    UInt(bitPattern: index) < UInt(bitPattern: columnSpans.count) ? columnSpans[index] : 1
  }
}
