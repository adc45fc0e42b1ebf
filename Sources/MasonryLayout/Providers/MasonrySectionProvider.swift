import LayoutGeometry

/// A source of sections for a ``SectionedMasonry``: how many there are, the
/// items of each with their heights and spans, and optionally each
/// section's configuration, header and footer.
///
/// Only three members are required; the other six have default
/// implementations (the layout's own configuration, no header, no
/// footer, one column per item, the packing rule's column, the height as
/// the length on either axis):
///
///     struct Feed: MasonrySectionProvider {
///       var ratios: [[Double]]
///       var sectionCount: Int { ratios.count }
///       func itemCount(inSection section: Int) -> Int { ratios[section].count }
///       func height(forItemAt path: ItemPath, width: Double) -> Double {
///         width * ratios[path.section][path.item]
///       }
///       func headerHeight(inSection section: Int, width: Double) -> Double { 44 }
///     }
///
/// The six are protocol requirements, not only extension methods, so the
/// layout always calls a conforming type's own versions, even through a
/// generic parameter.
///
/// The layout asks only about sections in `0 ..< sectionCount` (or, for an
/// update, the sections and items it names) and, for each item, first its
/// ``columnSpan(forItemAt:)``, then its height
/// (``height(forItemAt:width:axis:)``, which by default is
/// ``height(forItemAt:width:)``), then its ``column(forItemAt:)``, as
/// ``MasonryHeightProvider`` describes. Every answer is external data: the
/// layout sanitises it and never traps on it (see ``SectionedMasonry``). A
/// configuration is the exception: one that cannot work makes
/// ``SectionedMasonry/prepare(width:sections:)`` throw.
public protocol MasonrySectionProvider {
  /// The number of sections.
  ///
  /// The layout treats a negative count as 0 and a count above
  /// ``SectionedMasonry/maximumSectionCount`` as that maximum.
  var sectionCount: Int { get }

  /// Returns the number of items in `section`.
  ///
  /// - Parameter section: A section in `0 ..< sectionCount`.
  /// - Returns: The count. The layout treats a negative count as 0 and a
  ///   count above ``Masonry/maximumItemCount`` as that maximum.
  func itemCount(inSection section: Int) -> Int

  /// Returns the height of the item at `path` when it is laid out `width`
  /// points wide.
  ///
  /// - Parameters:
  ///   - path: The item's section and index within the section.
  ///   - width: The item's width before pixel alignment: the width of its
  ///     columns in its section's layout, as
  ///     ``MasonryHeightProvider/height(forItemAt:width:)`` describes.
  /// - Returns: The height in points. The layout treats a NaN, infinite or
  ///   negative height as 0 and a height above ``Masonry/maximumLength`` as
  ///   that maximum.
  func height(forItemAt path: ItemPath, width: Double) -> Double

  /// Returns the configuration of `section`'s items, or `nil` for the
  /// layout's own ``SectionedMasonry/configuration``.
  ///
  /// A section can have its own columns, spacing, insets, packing,
  /// direction, tolerance and display scale. The default implementation
  /// returns `nil`.
  ///
  /// - Parameter section: A section in `0 ..< sectionCount`.
  /// - Returns: The configuration, or `nil`. One that fails
  ///   ``Masonry/Configuration/validate()`` makes the layout throw a
  ///   ``SectionedMasonry/SectionError`` naming the section and the field.
  func configuration(forSection section: Int) -> Masonry.Configuration?

  /// Returns the height of `section`'s header, which spans the container's
  /// full width above the section's items; 0 for no header. On the
  /// horizontal axis it is the header's length along the flow (its width),
  /// and `width` is the container's extent across the lanes (its height).
  ///
  /// The default implementation returns 0.
  ///
  /// - Parameters:
  ///   - section: A section in `0 ..< sectionCount`.
  ///   - width: The container width (sanitised), the header's width.
  /// - Returns: The height in points, sanitised as an item's height is
  ///   (NaN, infinite or negative is 0, above ``Masonry/maximumLength``
  ///   is that maximum).
  func headerHeight(inSection section: Int, width: Double) -> Double

  /// Returns the height of `section`'s footer, which spans the container's
  /// full width below the section's items; 0 for no footer.
  ///
  /// The default implementation returns 0.
  ///
  /// - Parameters:
  ///   - section: A section in `0 ..< sectionCount`.
  ///   - width: The container width (sanitised), the footer's width.
  /// - Returns: The height in points, sanitised as an item's height is.
  func footerHeight(inSection section: Int, width: Double) -> Double

  /// Returns how many adjacent columns of its section the item at `path`
  /// covers.
  ///
  /// The default implementation returns 1.
  ///
  /// - Parameter path: The item's section and index within the section.
  /// - Returns: The span. The layout treats a span below 1 as 1 and a span
  ///   above the section's column count as the column count.
  func columnSpan(forItemAt path: ItemPath) -> Int

  /// Returns the first column of its section the item at `path` goes in,
  /// or `nil` (the default) to let the packing rule choose.
  ///
  /// The layout passes it to the section's engine, which follows
  /// ``MasonryHeightProvider/column(forItemAt:)``: columns are counted
  /// from the left (lanes from the top on the horizontal axis), the column
  /// is clamped so that the item's span stays inside, and the item leaves
  /// the round-robin cycle and the tolerance cursor where they were.
  ///
  /// - Parameter path: The item's section and index within the section.
  /// - Returns: A column, any integer (clamped), or `nil`.
  func column(forItemAt path: ItemPath) -> Int?

  /// Returns the item's height, its length along the flow, when it is
  /// laid out `width` points across its lanes on `axis`.
  ///
  /// The layout asks this one. The default implementation returns
  /// ``height(forItemAt:width:)``, whatever the axis: on the horizontal
  /// axis (see ``Masonry/Configuration/axis``) the width is the item's
  /// extent across its lanes (its height on screen) and the height its
  /// length along the flow (its width on screen). A provider whose items
  /// keep their shape on both axes overrides it, as
  /// ``AspectRatioHeights`` does for a flat feed.
  ///
  /// - Parameters:
  ///   - path: The item's section and index within the section.
  ///   - width: The item's extent across its lanes, finite and not
  ///     negative.
  ///   - axis: The layout's axis.
  /// - Returns: The length in points, sanitised as a height is.
  func height(forItemAt path: ItemPath, width: Double, axis: Axis) -> Double
}

extension MasonrySectionProvider {
  /// Returns `nil`: every section uses the layout's own configuration.
  ///
  /// - Parameter section: The section (unused).
  /// - Returns: `nil`.
  @inlinable
  public func configuration(forSection section: Int) -> Masonry.Configuration? { nil }

  /// Returns 0: no section has a header.
  ///
  /// - Parameters:
  ///   - section: The section (unused).
  ///   - width: The container width (unused).
  /// - Returns: 0.
  @inlinable
  public func headerHeight(inSection section: Int, width: Double) -> Double { 0 }

  /// Returns 0: no section has a footer.
  ///
  /// - Parameters:
  ///   - section: The section (unused).
  ///   - width: The container width (unused).
  /// - Returns: 0.
  @inlinable
  public func footerHeight(inSection section: Int, width: Double) -> Double { 0 }

  /// Returns 1: every item covers a single column.
  ///
  /// - Parameter path: The item's path (unused).
  /// - Returns: 1.
  @inlinable
  public func columnSpan(forItemAt path: ItemPath) -> Int { 1 }

  /// Returns `nil`: the packing rule places every item.
  ///
  /// - Parameter path: The item's path (unused).
  /// - Returns: `nil`.
  @inlinable
  public func column(forItemAt path: ItemPath) -> Int? { nil }

  /// Returns ``height(forItemAt:width:)``, on either axis.
  ///
  /// - Parameters:
  ///   - path: The item's path.
  ///   - width: The item's extent across its lanes.
  ///   - axis: The layout's axis (unused).
  /// - Returns: The item's height at that width.
  @inlinable
  public func height(forItemAt path: ItemPath, width: Double, axis: Axis) -> Double {
    height(forItemAt: path, width: width)
  }
}
