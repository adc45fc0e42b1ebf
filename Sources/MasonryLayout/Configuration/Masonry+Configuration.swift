// The settings of a masonry layout, and the rules that make them valid.

import LayoutGeometry

extension Masonry {
  /// The settings of a masonry layout: columns, spacing, insets, packing,
  /// layout direction, tolerance and pixel alignment.
  ///
  /// Every field has a default, so a configuration is built by changing
  /// only what differs:
  ///
  ///     var configuration = Masonry.Configuration()
  ///     configuration.columns = .adaptive(minimumWidth: 150, maximumCount: 6)
  ///     configuration.columnSpacing = 8
  ///     configuration.rowSpacing = 8
  ///
  /// A configuration is plain data and may hold invalid values while it is
  /// being edited; ``Masonry/init(configuration:)``, ``validate()`` and
  /// decoding check them, with the rules listed on ``validate()``.
  ///
  /// ## Which rule each path follows
  /// - Setting a field (or building a value with
  ///   ``init(columns:columnSpacing:rowSpacing:contentInsets:packing:layoutDirection:tolerance:tieBreaking:displayScale:axis:columnAlignment:stamps:)``)
  ///   never checks and never traps: the value is data until it is used.
  /// - ``validate()`` and ``Masonry/init(configuration:)`` throw a
  ///   ``Masonry/ConfigurationError`` naming the first invalid field.
  /// - Decoding applies the same rules and throws
  ///   `DecodingError.dataCorrupted` whose coding path ends at that field
  ///   (`columns` for a bad count or width inside it), so a decoded
  ///   configuration always makes an engine. A missing key or a `null`
  ///   takes the default; a value of the wrong type, or a number the
  ///   decoder cannot represent, is the decoder's own `DecodingError`.
  ///   ``Masonry/Columns`` decoded on its own is not range-checked.
  /// - An engine's ``Masonry/configuration`` is read-only: it is changed
  ///   through ``Masonry/setConfiguration(_:)`` or ``Masonry/update(_:)``,
  ///   which check it as the initializer does, leave the engine unchanged
  ///   when they throw, and otherwise empty the layout: prepare it again.
  /// - The data an engine is given later (widths, counts, heights, spans,
  ///   indices, query rects) is never rejected; it is sanitised as
  ///   ``Masonry`` describes under *Bad input*.
  public struct Configuration: Hashable, Sendable {
    /// How many columns there are; two by default.
    public var columns: Columns

    /// The horizontal gap between adjacent columns, in points; 0 by
    /// default.
    public var columnSpacing: Double

    /// The vertical gap between consecutive items of one column, in
    /// points; 0 by default.
    public var rowSpacing: Double

    /// The distances from the container's edges to the content; zero by
    /// default.
    public var contentInsets: EdgeInsets

    /// How items are assigned to columns; shortest-column by default.
    public var packing: Packing

    /// Which column comes first in reading order; left-to-right by
    /// default.
    ///
    /// Columns are always numbered from the left; right to left, the first
    /// column in reading order is the rightmost: exact ties go to the
    /// rightmost column and round-robin runs from right to left, for
    /// right-to-left languages. Set it from the collection view's
    /// `effectiveUserInterfaceLayoutDirection` or SwiftUI's
    /// `layoutDirection`.
    ///
    /// On the horizontal ``axis``, ``/LayoutGeometry/LayoutDirection/rightToLeft``
    /// is the left-to-right shelf mirrored across the content's centre line
    /// (`x' = contentWidth - maxX`): item 0 starts at the right end and
    /// lanes keep their top-to-bottom order, as Compose's
    /// `LazyHorizontalStaggeredGrid` and a flipped horizontal
    /// `UICollectionView` do. Insets stay physical. Its stamps are the
    /// exception to content coordinates: they are given in the
    /// left-to-right shelf's coordinates, measured from the start of the
    /// flow (a stamp at x = 0 stands at the right end), and
    /// ``Masonry/columnFrames`` and ``Masonry/columnBottoms`` answer in
    /// those flow coordinates too. Its frames move when the content grows,
    /// as a mirrored layout's must; a host that flips coordinates itself
    /// keeps ``/LayoutGeometry/LayoutDirection/leftToRight``.
    public var layoutDirection: LayoutDirection

    /// For shortest-column packing, how far apart (in points) column
    /// bottoms may be and still count as equal; 0 by default.
    ///
    /// With a positive tolerance, the columns (or windows of columns, for a
    /// spanning item) whose bottom is within `tolerance` of the shortest
    /// are candidates, and the first candidate at or after the placement
    /// cursor wins: the cursor is the column just past the previous item's
    /// last column, and when no candidate starts at or after it, the first
    /// candidate wins. Near-equal columns thus keep reading order instead
    /// of jumping left and right. Round-robin packing ignores it.
    ///
    /// A positive tolerance places items as CSS masonry's
    /// `flow-tolerance` does. At 0 the two differ on exact ties: by
    /// default (``TieBreaking/readingOrder``, Masonry.js's rule) an exact
    /// tie goes to the first tied column in reading order, while CSS gives
    /// it to the first tied column at or after the placement cursor, as if
    /// the tolerance rule applied with a tolerance of 0. Set
    /// ``tieBreaking`` to ``TieBreaking/placementCursor`` to reproduce a
    /// CSS layout.
    public var tolerance: Double

    /// How shortest-column packing breaks an exact tie when ``tolerance``
    /// is 0; ``TieBreaking/readingOrder`` by default.
    ///
    /// With a positive tolerance the tolerance rule decides, and this
    /// setting changes nothing; round-robin packing ignores it.
    public var tieBreaking: TieBreaking

    /// The display's pixels per point, or `nil` (the default) for no
    /// alignment.
    ///
    /// From ``Masonry/minimumDisplayScale`` (a pixel 1,024 points wide) to
    /// ``Masonry/maximumDisplayScale``; every screen lies far inside.
    ///
    /// When set, frames land on device pixels (multiples of
    /// `1 / displayScale`) and neighbours still touch without gaps or
    /// overlaps:
    /// - Column edges are rounded to the nearest pixel (see
    ///   ``/LayoutGeometry/Rect/align(_:scale:)``), but never past the
    ///   content area's left or right edge: an edge that would round out of
    ///   it goes to the
    ///   nearest pixel inside (or stays unrounded when no pixel lies
    ///   inside). Without column spacing, a column starts exactly where the
    ///   previous one ends.
    /// - Each item's bottom is rounded as it is placed, and later items
    ///   stack on the rounded bottoms. A column's first item starts at the
    ///   top inset rounded up to a pixel. Without row spacing, an item
    ///   starts exactly at the bottom above it (and its own bottom is
    ///   rounded from the pixel that bottom is on); with row spacing, at the
    ///   pixel nearest to that bottom's pixel plus the spacing, but never
    ///   above the bottom.
    /// - A frame is an origin and a size, so its far edge is
    ///   `origin + size`: it ends on its rounded edge, or, where floating
    ///   point cannot hit that edge exactly, at most a unit in the last
    ///   place (about 1e-15 of the coordinate) short of it, never past it.
    public var displayScale: Double?

    /// The direction the feed flows in; vertical by default.
    ///
    /// A horizontal layout is the vertical layout of the same feed,
    /// configuration and extent across the lanes with x and y swapped in
    /// every frame, in the content size and in the stamps: a shelf
    /// scrolling sideways, in lanes (rows) from the top. The vertical
    /// feed's words keep their meaning in lane terms: columns are lanes,
    /// `columnSpacing` lies between lanes, `rowSpacing` between
    /// consecutive items of a lane, a width is an extent across the lanes
    /// (``Masonry/prepare(width:itemCount:heights:)`` takes the container's
    /// height), and a height an extent along the flow (a provider's
    /// height is an item's length along the flow, asked at its width
    /// across its lanes; ``AspectRatioHeights`` keeps a photo's shape: see
    /// there). `contentInsets` stay physical: `top` is the top.
    /// For a right-to-left shelf, see ``layoutDirection``.
    public var axis: Axis

    /// Where the width left over by ``Columns/fixedWidth(_:)`` columns
    /// goes; leading (none before the first column) by default.
    ///
    /// For `.fixed` and `.adaptive` columns, which fill the width, it
    /// changes nothing.
    public var columnAlignment: ColumnAlignment

    /// Rects fixed in the content that items flow around, as Masonry.js's
    /// stamps: a column under a stamp starts below it.
    ///
    /// A stamp raises the bottom of every column under it to the stamp's
    /// bottom edge, where that is lower than the column's start, so the
    /// column's first item stands `rowSpacing` below the lowest stamp over
    /// it (with a display scale, below the stamp's bottom edge rounded up
    /// to a pixel). A column is under a stamp when the stamp's horizontal
    /// extent overlaps the column's, widened by half the column spacing
    /// towards each neighbouring column (the outer edges of the first and
    /// last columns are not widened; touching edges do not overlap): a
    /// stamp in the gap between two columns is under both, so no item ever
    /// overlaps a stamp over the columns. A stamp is not an item: it moves
    /// neither the round-robin cycle nor the tolerance cursor. The column
    /// bottoms, and so the content height, include the stamps. A stamp with
    /// a NaN or infinite component, or a zero or negative width or height
    /// (as given, not standardised), is ignored; one outside every column
    /// raises nothing; a bottom past ``Masonry/maximumLength`` is clamped
    /// to it. On the horizontal axis stamps are transposed with everything
    /// else (see ``axis``). Empty by default.
    ///
    /// Masonry.js 4.2.2 places items around stamps the same way but at two
    /// edges. Its column `i` owns `[i · step, (i + 1) · step)`, the gap
    /// after the column included, so a stamp whose edge lies in the gap
    /// after a column raises that column too (four columns 30 wide, gap 8,
    /// a stamp from x 36 to 41: Masonry.js raises columns 0 and 1, this
    /// engine only column 1, whose widened extent starts at 34); and a
    /// stamp wholly outside the box still raises Masonry.js's last column,
    /// where it raises nothing here.
    public var stamps: [Rect]

    /// Creates a configuration; every parameter has a default.
    ///
    /// - Parameters:
    ///   - columns: How many columns there are; `.fixed(2)` by default.
    ///   - columnSpacing: The gap between columns; 0 by default.
    ///   - rowSpacing: The gap between consecutive items of a column; 0 by
    ///     default.
    ///   - contentInsets: The distances from the container's edges to the
    ///     content; zero by default.
    ///   - packing: How items are assigned to columns; `.shortestColumn` by
    ///     default.
    ///   - layoutDirection: Which column comes first in reading order;
    ///     `.leftToRight` by default.
    ///   - tolerance: How near column bottoms count as equal for
    ///     shortest-column packing; 0 by default.
    ///   - tieBreaking: How an exact tie is broken at zero tolerance;
    ///     `.readingOrder` by default.
    ///   - displayScale: Pixels per point for pixel alignment, or `nil` (the
    ///     default) for none.
    ///   - axis: The direction the feed flows in; vertical by default.
    ///   - columnAlignment: Where a fixed column width's leftover goes;
    ///     leading by default.
    ///   - stamps: Rects the items flow around; none by default.
    public init(
      columns: Columns = .fixed(2),
      columnSpacing: Double = 0,
      rowSpacing: Double = 0,
      contentInsets: EdgeInsets = .zero,
      packing: Packing = .shortestColumn,
      layoutDirection: LayoutDirection = .leftToRight,
      tolerance: Double = 0,
      tieBreaking: TieBreaking = .readingOrder,
      displayScale: Double? = nil,
      axis: Axis = .vertical,
      columnAlignment: ColumnAlignment = .leading,
      stamps: [Rect] = []
    ) {
      self.columns = columns
      self.columnSpacing = columnSpacing
      self.rowSpacing = rowSpacing
      self.contentInsets = contentInsets
      self.packing = packing
      self.layoutDirection = layoutDirection
      self.tolerance = tolerance
      self.tieBreaking = tieBreaking
      self.displayScale = displayScale
      self.axis = axis
      self.columnAlignment = columnAlignment
      self.stamps = stamps
    }
  }

  /// How many columns a layout has.
  public enum Columns: Hashable, Sendable {
    /// Exactly this many columns, from 1 to ``Masonry/maximumColumnCount``.
    case fixed(Int)

    /// The most columns at least `minimumWidth` points wide that fit the
    /// available width, at least 1, at most `maximumCount` (`nil` for no
    /// limit of your own) and at most ``Masonry/maximumColumnCount``.
    ///
    /// `minimumWidth` must be finite and positive, and `maximumCount`, when
    /// given, at least 1. When not even one column of `minimumWidth` fits,
    /// there is one column as wide as the available width.
    ///
    /// The count is Masonry.js's: with `m` the minimum width and `g` the
    /// column spacing, `n = (available + g) / (m + g)`, rounded when the
    /// last column falls short of fitting by less than a pixel (the excess
    /// `(m + g) - (available + g) mod (m + g)` is above 0 and below a
    /// pixel, `1 / displayScale` points or 1 point without a scale) and
    /// floored otherwise; then at least 1 and at most the maximum count.
    /// So a minimum that is a rounding error above `width / n` still gives
    /// `n` columns. The columns then stretch to fill the width.
    ///
    /// CSS's `repeat(auto-fill, minmax(minimumWidth, 1fr))` always floors
    /// (the largest count whose minimum columns fit exactly): where the
    /// last column misses by more than 0 and less than a pixel, this
    /// engine has one column more than CSS, each narrower than
    /// `minimumWidth` by the miss divided by the count (three columns of
    /// at least 100 with a spacing of 10 in 319.5 points: three 99.83
    /// wide here, two in CSS). Rounding adds that column whenever
    /// `minimumWidth + columnSpacing` is at least two pixels. Elsewhere the
    /// two agree.
    case adaptive(minimumWidth: Double, maximumCount: Int?)

    /// Columns exactly this many points wide, as many as fit (by the same
    /// count rule as ``adaptive(minimumWidth:maximumCount:)``, at least
    /// one, at most ``Masonry/maximumColumnCount``), Masonry.js's
    /// `columnWidth` without stretching. CSS's `repeat(auto-fill, width)`
    /// floors the count, so it has one column fewer where the last column
    /// misses by less than a pixel.
    ///
    /// When they overshoot (by less than a pixel, through the count rule)
    /// or not even one fits, they shrink to share the available width
    /// exactly, `(available - (n - 1) · spacing) / n`, and nothing is left
    /// over; where that width would not be positive, there is one column
    /// as wide as the available width. Otherwise the leftover, `available
    /// - (n · width + (n - 1) · spacing)`, goes where
    /// ``Configuration/columnAlignment`` says. The width must be finite and
    /// positive.
    case fixedWidth(Double)
  }

  /// Where the width that fixed-width columns leave over goes.
  public enum ColumnAlignment: String, Hashable, Sendable, Codable, CaseIterable {
    /// None before the first column: the columns start at the leading
    /// inset (the default).
    case leading

    /// Half before the first column, half after the last.
    case center

    /// All before the first column: the columns end at the trailing inset.
    case trailing
  }

  /// How items are assigned to columns.
  public enum Packing: String, Hashable, Sendable, Codable, CaseIterable {
    /// Item after item in column order: item `i` of a feed of single-column
    /// items goes to column `i mod columnCount`, the layout of the Ray
    /// Wenderlich Pinterest tutorial.
    ///
    /// A spanning item takes the next window of adjacent columns, in cycle
    /// order, that fits: the window starting at the cycle position if it
    /// fits, else the window starting at the first column. The cycle then
    /// continues after the window's last column, so after a full-width
    /// item it restarts at the first column.
    case roundRobin

    /// Each item goes to the shortest column, the one whose next item
    /// would start nearest the top; exact ties go to the first column in
    /// reading order (see ``Configuration/tieBreaking`` for CSS's rule,
    /// and ``Configuration/tolerance`` for near ties).
    ///
    /// An item spanning `s` columns goes to the window of `s` adjacent
    /// columns whose tallest column is shortest, with the same tie rules.
    case shortestColumn
  }

  /// How shortest-column packing breaks an exact tie between columns
  /// when ``Configuration/tolerance`` is 0.
  ///
  /// With 3 columns 100 points wide and heights 10, 30, 20, 10 and 5, the
  /// columns end at 20, 30 and 20 before the last item, with the cursor
  /// on column 1 (just past item 3 in column 0): reading order puts the
  /// last item in column 0, the placement cursor in column 2.
  public enum TieBreaking: String, Hashable, Sendable, Codable, CaseIterable {
    /// An exact tie goes to the first tied column in reading order:
    /// Masonry.js's rule, and the Pinterest tutorials'. The default.
    case readingOrder

    /// An exact tie goes to the first tied column at or after the
    /// placement cursor, else to the first tied column: CSS masonry's
    /// rule at `flow-tolerance: 0` (Chromium's `display: grid-lanes`),
    /// the tolerance rule with a tolerance of 0. The cursor is the column
    /// just past the previous item's last column, as
    /// ``Configuration/tolerance`` describes.
    case placementCursor
  }
}

// MARK: - Validation

extension Masonry.Configuration {
  /// Checks that the configuration can lay out items.
  ///
  /// The rules, each reported with the error case that names its field:
  /// - `columns`: a fixed count from 1 to ``Masonry/maximumColumnCount``
  ///   (``Masonry/ConfigurationError/columnCount(_:)``); an adaptive
  ///   minimum width that is finite and positive
  ///   (``Masonry/ConfigurationError/minimumColumnWidth(_:)``) and a
  ///   maximum count of at least 1 when given
  ///   (``Masonry/ConfigurationError/maximumColumnCount(_:)``).
  ///   A fixed width that is finite and positive
  ///   (``Masonry/ConfigurationError/fixedColumnWidth(_:)``).
  /// - `columnSpacing`, `rowSpacing` and each of the four `contentInsets`:
  ///   finite, not negative and at most ``Masonry/maximumLength``.
  /// - `tolerance`: finite and not negative.
  /// - `displayScale`: `nil`, or from ``Masonry/minimumDisplayScale`` to
  ///   ``Masonry/maximumDisplayScale``.
  ///
  /// Every value of `packing`, `layoutDirection`, `tieBreaking`, `axis`,
  /// `columnAlignment` and `stamps` is valid: a stamp that cannot raise
  /// anything is ignored.
  ///
  /// The fields are checked in that order and the first failure is thrown.
  ///
  /// - Throws: ``Masonry/ConfigurationError`` naming the first invalid
  ///   field and its value.
  public func validate() throws(Masonry.ConfigurationError) {
    switch columns {
    case .fixed(let count):
      guard count >= 1, count <= Masonry.maximumColumnCount else {
        throw .columnCount(count)
      }
    case .adaptive(let minimumWidth, let maximumCount):
      guard minimumWidth.isFinite, minimumWidth > 0 else {
        throw .minimumColumnWidth(minimumWidth)
      }
      if let maximumCount, maximumCount < 1 { throw .maximumColumnCount(maximumCount) }
    case .fixedWidth(let width):
      guard width.isFinite, width > 0 else { throw .fixedColumnWidth(width) }
    }
    guard Self.isValidLength(columnSpacing) else { throw .columnSpacing(columnSpacing) }
    guard Self.isValidLength(rowSpacing) else { throw .rowSpacing(rowSpacing) }
    let insets = contentInsets
    guard
      Self.isValidLength(insets.top), Self.isValidLength(insets.left),
      Self.isValidLength(insets.bottom), Self.isValidLength(insets.right)
    else { throw .contentInsets(insets) }
    guard tolerance.isFinite, tolerance >= 0 else { throw .tolerance(tolerance) }
    if let scale = displayScale,
      !(scale >= Masonry.minimumDisplayScale && scale <= Masonry.maximumDisplayScale)
    {
      throw .displayScale(scale)
    }
  }

  private static func isValidLength(_ value: Double) -> Bool {
    value >= 0 && value <= Masonry.maximumLength
  }
}
