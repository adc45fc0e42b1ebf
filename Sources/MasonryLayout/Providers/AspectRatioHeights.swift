import LayoutGeometry

/// A height provider for items with a known aspect ratio, such as photos:
/// the height is the item's width times its ratio, plus an optional fixed
/// extra (a caption bar, say).
///
///     // Ratios are height / width: 1.5 is a portrait photo.
///     let heights = AspectRatioHeights([1.5, 0.75, 1], additionalHeight: 32)
///
/// A ratio that is not finite and positive (an image of width 0 gives an
/// infinite ratio, a missing one NaN) describes no image: the item is
/// `additionalHeight` tall, its caption alone. An index past the end of
/// `ratios` is read the same way, so a provider shorter than the feed
/// never traps, and its extra items keep their captions rather than
/// collapsing onto one another; the change set reports them
/// (``Masonry/Diagnostics/pastEndCount``). Past the end of `columnSpans`,
/// an item spans one column, which is not reported: a shorter array of
/// spans is the way to say "one column for the rest". A ratio so large
/// (or, on the horizontal axis, so small) that the length overflows a
/// double gives the largest finite one, which the engine clamps to
/// ``Masonry/maximumLength`` as it does any length too long.
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

  /// Returns `width × ratio + additionalHeight` for the item at `index`,
  /// or `additionalHeight` when its ratio is not finite and positive or the
  /// array has no such index; `Double.greatestFiniteMagnitude` when the
  /// product passes a double's range.
  ///
  /// - Parameters:
  ///   - index: The item's index.
  ///   - width: The width the item is laid out at.
  /// - Returns: The height in points.
  @inlinable
  public func height(forItemAt index: Int, width: Double) -> Double {
    // One unsigned comparison covers both ends of the array.
    guard UInt(bitPattern: index) < UInt(bitPattern: ratios.count) else {
      return additionalHeight
    }
    let ratio = ratios[index]
    guard ratio > 0 && ratio < .infinity else { return additionalHeight }
    return Self._finite(width * ratio + additionalHeight, adding: additionalHeight)
  }

  /// Returns the item's length along the flow: on the vertical axis its
  /// height, `width × ratio + additionalHeight`; on the horizontal axis,
  /// where `width` is its extent across its rows (a row's height on
  /// screen), its length `width / ratio + additionalHeight` (its width on
  /// screen), so a photo keeps its shape on both axes.
  ///
  /// A ratio that is not finite and positive, or a missing one, gives
  /// `additionalHeight` on both axes; a length past a double's range,
  /// `Double.greatestFiniteMagnitude`.
  ///
  /// - Parameters:
  ///   - index: The item's index.
  ///   - width: The item's extent across its lanes.
  ///   - axis: The layout's axis.
  /// - Returns: The length in points.
  @inlinable
  public func height(forItemAt index: Int, width: Double, axis: Axis) -> Double {
    guard axis == .horizontal else { return height(forItemAt: index, width: width) }
    guard UInt(bitPattern: index) < UInt(bitPattern: ratios.count) else {
      return additionalHeight
    }
    let ratio = ratios[index]
    guard ratio > 0 && ratio < .infinity else { return additionalHeight }
    return Self._finite(width / ratio + additionalHeight, adding: additionalHeight)
  }

  /// `length`, or the largest finite length when it passed a double's
  /// range: too long, not missing. Unless `additionalHeight` made it so
  /// (infinite or NaN itself), which a host reads as no height.
  @inlinable
  internal static func _finite(_ length: Double, adding additionalHeight: Double) -> Double {
    length == .infinity && additionalHeight.isFinite ? .greatestFiniteMagnitude : length
  }

  /// The number of ratios: an index at or past it is laid out
  /// `additionalHeight` tall, and counted in the change set's
  /// ``Masonry/Diagnostics/pastEndCount``.
  @inlinable
  public var coveredItemCount: Int? { ratios.count }

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
