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
/// the layout sanitises them (see ``Masonry``) and never traps on them.
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
}

extension MasonryHeightProvider {
  /// Returns 1: every item covers a single column.
  ///
  /// - Parameter index: The item's index in the whole feed (unused).
  /// - Returns: 1.
  @inlinable
  public func columnSpan(forItemAt index: Int) -> Int { 1 }
}
