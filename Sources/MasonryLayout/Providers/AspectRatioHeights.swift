/// A height provider for items with a known aspect ratio, such as photos:
/// the height is the item's width times its ratio, plus an optional fixed
/// extra (a caption bar, say).
///
///     // Ratios are height / width: 1.5 is a portrait photo.
///     let heights = AspectRatioHeights([1.5, 0.75, 1], additionalHeight: 32)
///
/// An index outside the array gets a height of 0 and a span of 1, so a
/// provider that is shorter than the feed never traps.
public struct AspectRatioHeights: MasonryHeightProvider, Hashable, Sendable, Codable {
  /// The ratio `height / width` of each item, by index.
  public var ratios: [Double]

  /// A height in points added to every item of the array, on top of
  /// `width × ratio`.
  public var additionalHeight: Double

  /// The column span of each item, by index; items past its end span one
  /// column.
  public var columnSpans: [Int]

  /// Creates a provider from aspect ratios (`height / width`).
  ///
  /// - Parameters:
  ///   - ratios: The ratio `height / width` of each item, by index.
  ///   - additionalHeight: A fixed height added to each item, such as a
  ///     caption; 0 by default.
  ///   - columnSpans: The column span of each item, by index; shorter than
  ///     `ratios` (or empty, the default) means one column for the rest.
  @inlinable
  public init(_ ratios: [Double], additionalHeight: Double = 0, columnSpans: [Int] = []) {
    self.ratios = ratios
    self.additionalHeight = additionalHeight
    self.columnSpans = columnSpans
  }

  /// Returns `width × ratio + additionalHeight` for the item at `index`, or
  /// 0 when the array has no such index.
  ///
  /// - Parameters:
  ///   - index: The item's index.
  ///   - width: The width the item is laid out at.
  /// - Returns: The height in points.
  @inlinable
  public func height(forItemAt index: Int, width: Double) -> Double {
    ratios.indices.contains(index) ? width * ratios[index] + additionalHeight : 0
  }

  /// Returns the stored span for `index`, or 1 when the array has no such
  /// index.
  ///
  /// - Parameter index: The item's index.
  /// - Returns: The number of columns the item covers.
  @inlinable
  public func columnSpan(forItemAt index: Int) -> Int {
    columnSpans.indices.contains(index) ? columnSpans[index] : 1
  }
}
