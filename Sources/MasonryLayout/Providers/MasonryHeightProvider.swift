import LayoutGeometry

/// A source of item heights (and optional column spans) for a ``Masonry``
/// layout.
///
/// The layout asks for each item's height once it knows how wide the item
/// will be, so a photo can keep its aspect ratio without the caller working
/// out the column width:
///
///     struct PhotoHeights: MasonryHeightProvider {
///       var photos: [Photo]
///       func height(forItemAt index: Int, width: Double) -> Double {
///         width * photos[index].aspectRatio + 40  // image plus a caption
///       }
///     }
///
/// The ready-made providers cover the common cases: ``FixedHeights`` for
/// heights known in points, ``AspectRatioHeights`` for `height / width`
/// ratios and ``ComputedHeights`` for a closure.
///
/// The layout asks a provider only for indices in the range it is laying
/// out, and for each item first its ``columnSpan(forItemAt:)`` and then its
/// ``height(forItemAt:width:)``. A provider's answers are external data:
/// the layout sanitises them (see ``Masonry``) and never traps on them, and
/// the change set says what it cleaned (``Masonry/Changes/diagnostics``).
/// A provider that knows how many items it has data for says so in
/// ``coveredItemCount``, so that an index past its end is reported too.
public protocol MasonryHeightProvider {
  /// Returns the height of the item at `index` when it is laid out `width`
  /// points wide.
  ///
  /// - Parameters:
  ///   - index: The item's index in the whole feed.
  ///   - width: The item's width before pixel alignment: the column width
  ///     for an item spanning one column, or the width of all its columns
  ///     and the spacing between them for a wider item. It is finite and
  ///     never negative, and may be zero.
  /// - Returns: The height in points. The layout treats a NaN, infinite or
  ///   negative height as 0 and a height above ``Masonry/maximumLength`` as
  ///   that maximum.
  func height(forItemAt index: Int, width: Double) -> Double

  /// Returns how many adjacent columns the item at `index` covers.
  ///
  /// A span of the column count or more makes a full-width item (a section
  /// header, a banner, an ad). The default implementation returns 1.
  ///
  /// - Parameter index: The item's index in the whole feed.
  /// - Returns: The span. The layout treats a span below 1 as 1 and a span
  ///   above the column count as the column count.
  func columnSpan(forItemAt index: Int) -> Int

  /// Returns the first column the item at `index` goes in, or `nil` (the
  /// default) to let the packing rule choose: CSS `grid-column` on a
  /// masonry item.
  ///
  /// Columns are counted from the left, as ``Masonry/column(ofItemAt:)``
  /// counts them (lanes from the top on the horizontal axis). The item goes
  /// there, clamped to `0 ... columnCount - span` so that its span stays
  /// inside, and starts below the tallest of those columns as usual. It
  /// leaves the round-robin cycle and the tolerance cursor where they were:
  /// the next automatic item is placed as if it were not in the sequence,
  /// except that the columns it covers are taller. The column is part of
  /// the item, like its span: every later placement of the item (an
  /// update's re-flow, an insertion before it) keeps it.
  ///
  /// - Parameter index: The item's index in the whole feed.
  /// - Returns: A column, any integer (clamped), or `nil`.
  func column(forItemAt index: Int) -> Int?

  /// Returns the item's height, its length along the flow, when it is
  /// laid out `width` points across its lanes on `axis`.
  ///
  /// The layout asks this one. The default implementation returns
  /// ``height(forItemAt:width:)``, whatever the axis: on the horizontal
  /// axis (see ``Masonry/Configuration/axis``) the width is the item's
  /// extent across its rows (its height on screen) and the height its
  /// length along the flow (its width on screen). A provider whose items
  /// keep their shape on both axes overrides it, as
  /// ``AspectRatioHeights`` does.
  ///
  /// - Parameters:
  ///   - index: The item's index in the whole feed.
  ///   - width: The item's extent across its lanes, finite and not
  ///     negative.
  ///   - axis: The layout's axis.
  /// - Returns: The length in points, sanitised as a height is.
  func height(forItemAt index: Int, width: Double, axis: Axis) -> Double

  /// The number of items the provider has data for, indices
  /// `0 ..< coveredItemCount`, or `nil` (the default) when it answers for
  /// every index.
  ///
  /// The layout still asks for every index it lays out, and a provider
  /// answers for each: past its end, ``FixedHeights`` answers 0 and
  /// ``AspectRatioHeights`` its `additionalHeight`. Those answers are
  /// stand-ins, and the count tells the layout which they are: each item
  /// asked for at or past it is counted in the change set's
  /// ``Masonry/Diagnostics/pastEndCount``. It catches a provider built for
  /// one page and passed to an append, whose new items lie past that
  /// page's end:
  ///
  ///     let changes = masonry.appendItems(count: 20, heights: AspectRatioHeights(newPageOnly))
  ///     changes.diagnostics.pastEndCount   // 20, from the first new index
  ///
  /// The layout reads it once per call. A negative count reads as 0.
  var coveredItemCount: Int? { get }
}

extension MasonryHeightProvider {
  /// Returns 1: every item covers a single column.
  ///
  /// - Parameter index: The item's index in the whole feed (unused).
  /// - Returns: 1.
  @inlinable
  public func columnSpan(forItemAt index: Int) -> Int { 1 }

  /// Returns `nil`: the packing rule places every item.
  ///
  /// - Parameter index: The item's index in the whole feed (unused).
  /// - Returns: `nil`.
  @inlinable
  public func column(forItemAt index: Int) -> Int? { nil }

  /// Returns ``height(forItemAt:width:)``, on either axis.
  ///
  /// - Parameters:
  ///   - index: The item's index in the whole feed.
  ///   - width: The item's extent across its lanes.
  ///   - axis: The layout's axis (unused).
  /// - Returns: The item's height at that width.
  @inlinable
  public func height(forItemAt index: Int, width: Double, axis: Axis) -> Double {
    height(forItemAt: index, width: width)
  }

  /// Returns `nil`: the provider answers for every index.
  @inlinable
  public var coveredItemCount: Int? { nil }
}
