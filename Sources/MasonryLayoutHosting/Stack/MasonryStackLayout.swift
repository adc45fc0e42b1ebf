// The eager masonry's decisions, in platform-free code: the configuration
// built from a stack's three settings (never an invalid one), the breadth
// read from a proposal or bounds, the cached layout and the placements.
// SwiftUI's MasonryStack only converts its types and calls this.

import LayoutGeometry
import MasonryLayout

/// What an eager masonry container decides, in platform-free code: the
/// core of SwiftUI's `MasonryStack`, usable from any host that measures
/// every child and places it.
///
/// A host keeps a ``Cache`` beside the layout, sizes the container with
/// ``sizeThatFits(proposedWidth:proposedHeight:itemCount:cache:measure:)``
/// and places its children with
/// ``placeItems(in:itemCount:cache:measure:place:)``. Both lay the items
/// out with a ``/MasonryLayout/Masonry`` at the container's breadth,
/// measuring each child through `measure`, and reuse that layout while the
/// breadth, the item count and the settings stay the same: a new cache
/// (the host's children changed) lays out and measures again. Two
/// columns 8 apart, proposed 200 wide, with children 60, 40 and 30 tall:
/// the stack is 200 x 78, and item 2 goes below item 1, the shorter
/// column, at (104, 48). (Package access: `MasonryStack` is its one
/// client, so its doc comment holds no example for the docs' check.)
///
/// - `measure` is asked for a child's size with the item's breadth
///   proposed and its length left open (`nil`): on the vertical axis the
///   width proposed and the height read, on the horizontal axis the height
///   proposed and the width read.
/// - Items are placed left to right, as the engine numbers columns; a host
///   whose platform mirrors right-to-left layouts (SwiftUI's) gets the
///   first column on the right.
///
/// ## Bad input
/// Nothing traps and no frame is NaN:
/// - A negative, NaN or infinite ``spacing`` reads as 0, and one above
///   ``/MasonryLayout/Masonry/maximumLength`` as that maximum.
/// - An invalid column rule (`.fixed(0)`, a count above
///   ``/MasonryLayout/Masonry/maximumColumnCount``, an adaptive or fixed
///   width that is not finite and positive, an adaptive maximum count
///   below 1) lays out as one column.
/// - A NaN, infinite or negative breadth reads as 0, as the engine reads
///   a width (a zero-wide container whose items are measured at a breadth
///   of 0), and one above ``/MasonryLayout/Masonry/maximumLength`` as that
///   maximum; an unspecified one (`nil`) as ``unspecifiedWidth``.
/// - A NaN, infinite or negative measured length is the engine's to clean
///   (it reads as 0); a negative item count reads as 0.
/// - A NaN or infinite bounds origin coordinate reads as 0.
package struct MasonryStackLayout: Hashable, Sendable {
  /// The width across the lanes a container takes when the proposal
  /// leaves it open (`nil`): 10 points, as SwiftUI's `replacingUnspecifiedDimensions()`
  /// reads an open width.
  package static let unspecifiedWidth: Double = 10

  /// How many columns: `.fixed(n)`, `.adaptive(minimumWidth:maximumCount:)`
  /// or `.fixedWidth(_:)`, the engine's rule; an invalid one lays out as
  /// one column.
  package var columns: Masonry.Columns

  /// The gap between columns and between the items of a column, in points;
  /// a negative, NaN or infinite one reads as 0, and one above
  /// ``/MasonryLayout/Masonry/maximumLength`` as that maximum.
  package var spacing: Double

  /// The flow's axis: columns on `.vertical`, rows (lanes from the top) on
  /// `.horizontal`.
  package var axis: Axis

  /// Creates a stack's layout.
  ///
  /// - Parameters:
  ///   - columns: The column rule; two columns by default.
  ///   - spacing: The gap between columns and between items; 8 by default.
  ///   - axis: The flow's axis; vertical by default.
  package init(columns: Masonry.Columns = .fixed(2), spacing: Double = 8, axis: Axis = .vertical) {
    self.columns = columns
    self.spacing = spacing
    self.axis = axis
  }

  /// The engine's configuration: ``columns``, ``spacing`` between columns
  /// and between rows, and ``axis``, with the bad input read as the type
  /// describes. Always valid, so it always makes an engine.
  ///
  /// - Complexity: O(1).
  package var configuration: Masonry.Configuration {
    let gap = Sanitizing.length(spacing, limit: Masonry.maximumLength)
    var configuration = Masonry.Configuration(
      columns: columns, columnSpacing: gap, rowSpacing: gap, axis: axis)
    // The spacing is valid now, so only the column rule can fail.
    do { try configuration.validate() } catch { configuration.columns = .fixed(1) }
    return configuration
  }

  /// The width across the lanes the items are laid out in, for a
  /// proposal or a container's size: its width on the vertical axis, its
  /// height on the horizontal one (see
  /// ``/MasonryLayout/Masonry/Configuration/axis``).
  ///
  /// `nil` reads as ``unspecifiedWidth``; NaN, infinite or negative as
  /// 0; above ``/MasonryLayout/Masonry/maximumLength`` as that maximum. So
  /// the result is what the engine lays out at, and it is equal to itself:
  /// a NaN proposal reuses the cached layout.
  ///
  /// - Parameters:
  ///   - proposedWidth: The proposed width, or `nil` when open.
  ///   - proposedHeight: The proposed height, or `nil` when open.
  /// - Returns: A width in `0 ... Masonry.maximumLength`.
  /// - Complexity: O(1).
  package func width(proposedWidth: Double?, proposedHeight: Double?) -> Double {
    let proposed = axis == .vertical ? proposedWidth : proposedHeight
    return Sanitizing.length(proposed ?? Self.unspecifiedWidth, limit: Masonry.maximumLength)
  }
}
