// The masonry engine: its compact storage, its resolved geometry and the
// read-only members that describe a laid-out feed.

import LayoutGeometry

/// A Pinterest-style masonry layout: items of varying height in columns of
/// equal width, each item placed below the previous items of its column.
///
/// Configure it once, then ``prepare(width:itemCount:heights:)`` it for a
/// container width and a feed, and read frames back:
///
///     var configuration = Masonry.Configuration()
///     configuration.columns = .fixed(2)
///     configuration.columnSpacing = 8
///     configuration.rowSpacing = 8
///     configuration.contentInsets = EdgeInsets(all: 8)
///     var masonry = try Masonry(configuration: configuration)
///     masonry.prepare(width: 375, itemCount: ratios.count, heights: AspectRatioHeights(ratios))
///     let visible = masonry.items(in: Rect(x: 0, y: 0, width: 375, height: 812))
///
/// ## Placement
/// The available width is the container width less the left and right
/// insets; the column width is that less the spacing between columns,
/// divided by the column count. Columns are numbered from the left,
/// `0 ..< columnCount`, in both directions; ``Configuration/layoutDirection``
/// only decides which column comes first in reading order. An item
/// spanning several columns covers them and the spacing between them.
/// Each item starts ``Configuration/rowSpacing`` below the bottom of the
/// tallest column it covers (or at the top inset), and
/// ``Configuration/packing`` decides which columns it covers. The content
/// height is the bottom of the tallest column plus the bottom inset.
///
/// ## Sections
/// A `Masonry` lays out one flat sequence. For a feed in sections, with
/// headers that can pin, use ``SectionedMasonry``, which stacks one
/// `Masonry` per section and answers in ``ItemPath``s. An in-feed banner
/// is an item whose span is the column count (or more).
///
/// ## Bad input
/// Data never traps and never produces a NaN frame; each value is
/// sanitised by a fixed rule:
/// - A NaN, infinite or negative container width is treated as 0, and a
///   width above ``maximumLength`` as that maximum.
/// - When the insets leave no room, the available width is 0; when the
///   spacing between columns exceeds the available width, the column width
///   is 0 and the spacing shrinks so the columns share the available width
///   equally. Frames are never wider than their columns and never negative.
/// - A NaN, infinite or negative height is treated as 0, and a height above
///   ``maximumLength`` as that maximum, so the content height stays finite
///   (and far from overflow) for any feed that fits in memory.
/// - A span below 1 is treated as 1, a span above the column count as the
///   column count (full width).
/// - An item count below 0 is treated as 0, one above ``maximumItemCount``
///   as that maximum.
/// - An index that does not exist gives `nil`; a query rect with a NaN or
///   infinite component gives no items, as
///   ``/LayoutGeometry/Rect/intersects(_:)`` does.
/// - Updates never trap on indices either: a height change of an index
///   that does not exist changes nothing, an insertion index is clamped
///   to `0 ... itemCount`, and a removed or re-measured range is clamped
///   to `0 ..< itemCount`.
///
/// ## Scale
/// - Heights are clamped to ``maximumLength`` (1e12), so a column of *n*
///   items ends by *n* · (1e12 + `rowSpacing`) plus the insets: finite for
///   any feed that fits in memory (``maximumItemCount`` items reach about
///   4e21, far from `Double.greatestFiniteMagnitude`). A feed of heights
///   `greatestFiniteMagnitude / n`, whose sum would overflow, lays out as
///   items 1e12 tall. Memory, not arithmetic, bounds the item count: the
///   engine lays out every item it is asked for.
/// - Past 2^53 points down (about 9e15), a `Double` no longer holds every
///   whole point (at 1e15 it still holds an eighth): frames there lie on
///   the coarser grid, so an item a point tall may come out 0 or 2 points
///   tall, but items still stack without overlapping, and queries answer
///   exactly for the frames as stored.
/// - Up to ``maximumColumnCount`` columns, narrower than a pixel if need
///   be; frames stay finite and inside their columns.
///
/// Invalid configuration, by contrast, is rejected when the engine is
/// created or its configuration is set or decoded: see
/// ``Configuration/validate()``, and ``Configuration`` for the rule each
/// way of making or changing one follows.
///
/// ## Storage
/// Frames are kept as parallel arrays: per item its top, its length along
/// the column and its first column and span (20 bytes), and per column the
/// indices of the items that cover it in top-to-bottom order (4 bytes per
/// covered column): 24 bytes per one-column item, with or without a
/// display scale, plus a sixteenth of spare capacity after a prepare. An
/// item's x and width come from its columns. There is no object per item
/// and no allocation per item; a copy shares the storage until one of the
/// two changes (copy on write).
public struct Masonry: Sendable {
  /// The most columns a layout can have: 10,000.
  public static let maximumColumnCount = 10_000

  /// The largest length the engine stores, in points: 1e12.
  ///
  /// Heights above it are clamped to it, a container width above it is
  /// treated as it, and spacing and insets above it are rejected. At this
  /// size a column of ``maximumItemCount`` items still has a finite
  /// bottom, far below `Double.greatestFiniteMagnitude`.
  public static let maximumLength: Double = 1e12

  /// The largest display scale a configuration accepts: 1,024 pixels per
  /// point.
  ///
  /// Placement counts in whole pixels with a display scale; within these
  /// bounds an item of ``maximumLength`` points is at most 2^50 pixels
  /// tall, where a `Double` still counts every pixel.
  public static let maximumDisplayScale: Double = 1024

  /// The smallest display scale a configuration accepts: a pixel 1,024
  /// points wide.
  public static let minimumDisplayScale: Double = 1.0 / 1024

  /// The most items a layout can hold: `Int32.max`, since item indices are
  /// stored in 32 bits.
  public static let maximumItemCount = Int(Int32.max)

  /// The validated configuration the engine lays out with.
  ///
  /// Read-only: change it through ``setConfiguration(_:)`` or
  /// ``update(_:)``, which check it first.
  public private(set) var configuration: Configuration

  // MARK: Resolved geometry (physical columns, numbered from the left)

  @usableFromInline internal var _width: Double = 0
  @usableFromInline internal var _columnCount: Int = 1
  @usableFromInline internal var _columnWidth: Double = 0
  @usableFromInline internal var _spacing: Double = 0
  @usableFromInline internal var _columnMinX: [Double] = []
  @usableFromInline internal var _columnMaxX: [Double] = []
  /// The width of a one-column frame, such that `minX + width == maxX`.
  @usableFromInline internal var _columnFrameWidth: [Double] = []

  // MARK: Items

  /// The items' tops, lengths and columns, the per-column lists and the
  /// placement state.
  @usableFromInline internal var _storage: _ItemStorage

  /// The content height in points.
  @usableFromInline internal var _contentHeight: Double = 0

  // MARK: The vertical layout the engine computes (see `Configuration.axis`)

  /// The insets of the vertical layout: the configuration's, or on the
  /// horizontal axis those of the shelf transposed.
  @usableFromInline internal let _insets: EdgeInsets
  /// Whether columns are counted from the right in the vertical layout:
  /// only a vertical right-to-left layout (a right-to-left shelf is the
  /// left-to-right one mirrored).
  @usableFromInline internal let _rightToLeft: Bool
  /// The stamps in the vertical layout's coordinates.
  @usableFromInline internal let _stamps: [Rect]
  /// Where each logical column's first item starts, in layout units: the
  /// first top, or below the stamps over the column.
  @usableFromInline internal var _columnStarts: [Double] = []
  /// Each physical column's bottom before its first item, in points: the
  /// top inset, or the lowest stamp over the column.
  @usableFromInline internal var _columnBottomsBeforeItems: [Double] = []

  /// The items that keep space above them beyond the placement rule: what
  /// a measurement above the viewport leaves (see
  /// `_absorbLength(_:ofItemAt:above:)`). Empty after a prepare.
  @usableFromInline internal var _gaps = _LeadingGaps()

  /// Whether placement always takes the general rule's path (see
  /// `_usesGeneralPlacement`).
  @usableFromInline internal var _generalPlacementOnly = false

  /// Creates an engine with no items, after checking the configuration.
  ///
  /// The engine starts as if prepared for a width of 0 with no items; call
  /// ``prepare(width:itemCount:heights:)`` to lay out a feed.
  ///
  /// - Parameter configuration: The settings; see
  ///   ``Configuration/validate()`` for the rules.
  /// - Throws: ``ConfigurationError`` naming the first invalid field.
  public init(configuration: Configuration) throws(ConfigurationError) {
    try configuration.validate()
    self.configuration = configuration
    let (insets, rightToLeft, stamps) = Self._verticalFrame(of: configuration)
    _insets = insets
    _rightToLeft = rightToLeft
    _stamps = stamps
    _storage = .placeholder
    _resolveGeometry(width: 0)
    _startPlacing(reservingCapacity: 0)
    _updateContentHeight()
  }
}

// MARK: - Changing the configuration

extension Masonry {
  /// Replaces the configuration, after checking it, and empties the
  /// layout: prepare it again.
  ///
  /// A new configuration can move every frame and change every item's
  /// width, so the heights must be asked for again: the engine becomes
  /// what a new engine made with `configuration` is (as if prepared for a
  /// width of 0 with no items), and the change set lists every item as
  /// removed. Call ``prepare(width:itemCount:heights:)`` after it.
  ///
  ///     try masonry.setConfiguration(compact)
  ///     masonry.prepare(width: 375, itemCount: ratios.count, heights: AspectRatioHeights(ratios))
  ///
  /// It empties the layout even when `configuration` equals the current
  /// one.
  ///
  /// - Parameter configuration: The new settings; see
  ///   ``Configuration/validate()`` for the rules.
  /// - Returns: The change set: every item removed, and the content size
  ///   going from the old one to the empty layout's.
  /// - Throws: ``ConfigurationError`` naming the first invalid field; the
  ///   engine is then unchanged.
  @discardableResult
  public mutating func setConfiguration(
    _ configuration: Configuration
  ) throws(ConfigurationError) -> Changes {
    var emptied = try Masonry(configuration: configuration)
    emptied._generalPlacementOnly = _generalPlacementOnly
    let changes = Changes(
      removedItems: IndexRanges(0..<itemCount), oldItemCount: itemCount, newItemCount: 0,
      oldContentSize: contentSize, newContentSize: emptied.contentSize)
    self = emptied
    return changes
  }

  /// Changes the configuration in place, after checking the result, and
  /// empties the layout: prepare it again.
  ///
  /// It copies ``configuration``, applies `change` to the copy and passes
  /// it to ``setConfiguration(_:)``:
  ///
  ///     try masonry.update { $0.columns = .fixed(3) }
  ///     masonry.prepare(width: 375, itemCount: ratios.count, heights: AspectRatioHeights(ratios))
  ///
  /// - Parameter change: Edits the configuration; it may set any value,
  ///   since the result is checked before it is used.
  /// - Returns: The change set: every item removed.
  /// - Throws: ``ConfigurationError`` naming the first invalid field; the
  ///   engine is then unchanged.
  @discardableResult
  public mutating func update(
    _ change: (inout Configuration) -> Void
  ) throws(ConfigurationError) -> Changes {
    var configuration = self.configuration
    change(&configuration)
    return try setConfiguration(configuration)
  }
}

// MARK: - Laying out a feed

extension Masonry {
  /// Lays out `itemCount` items for a container `width` points wide,
  /// replacing any previous layout.
  ///
  /// Call it again whenever the width changes (a rotation, a split view):
  /// nothing else needs invalidating. On the horizontal axis the width is
  /// the container's extent across the lanes, its height (see
  /// ``Configuration/axis``). Preparing again reuses the storage
  /// the engine has, when no copy shares it. The provider is asked, for
  /// each index in `0 ..< itemCount` in order, for the item's span and
  /// then for its height at the item's width.
  ///
  /// - Parameters:
  ///   - width: The container width. NaN, infinite or negative counts as
  ///     0; above ``maximumLength`` counts as that maximum.
  ///   - itemCount: The number of items; below 0 counts as 0, above
  ///     ``maximumItemCount`` as that maximum.
  ///   - heights: The source of each item's height and span.
  /// - Returns: The change set: item `i` before the prepare is item `i`
  ///   after it, for the items both layouts have, and all of them are
  ///   listed as changed (a new width, or new heights, may move any of
  ///   them); the items past the old count are inserted, those past the
  ///   new count removed. Its ``Changes/diagnostics`` count the heights
  ///   and spans the provider gave that had to be cleaned.
  /// - Complexity: O(*n* · *c*) for *n* items and *c* columns (O(*n*)
  ///   for one-column items), with no allocation per item.
  @inlinable
  @discardableResult
  public mutating func prepare(
    width: Double, itemCount: Int, heights: some MasonryHeightProvider
  ) -> Changes {
    _prepare(width: Self._sanitizedLength(width), itemCount: itemCount, heights: heights)
  }

  /// ``prepare(width:itemCount:heights:)`` at a `width` already clean
  /// (``_sanitizedLength(_:)``'s answer): a section's, its layout's, or a
  /// host's that cleaned it where it came in.
  @inlinable @discardableResult
  package mutating func _prepare(
    width: Double, itemCount: Int, heights: some MasonryHeightProvider
  ) -> Changes {
    // Inlinable so that the provider is specialised in the caller's
    // module: see `_placeItems(_:from:)`.
    let before = (count: self.itemCount, size: contentSize)
    _resolveGeometry(width: width)
    let count = Sanitizing.count(itemCount, maximum: Self.maximumItemCount)
    _startPlacing(reservingCapacity: count)
    let diagnostics = _placeItems(0..<count, from: _ProviderSource(heights, masonry: self))
    _storage.trimColumns()
    _updateContentHeight()
    return _changes(
      afterPreparingFrom: before.count, oldContentSize: before.size, diagnostics: diagnostics)
  }

  /// The change set of a prepare: item `i` before is item `i` after, for
  /// the items both layouts have, and each of them may have moved.
  @usableFromInline
  internal func _changes(
    afterPreparingFrom oldCount: Int, oldContentSize: Size, diagnostics: Diagnostics
  ) -> Changes {
    let kept = Swift.min(oldCount, itemCount)
    return Changes(
      removedItems: IndexRanges(kept..<oldCount), insertedItems: IndexRanges(kept..<itemCount),
      changedItems: IndexRanges(0..<kept), oldItemCount: oldCount, newItemCount: itemCount,
      oldContentSize: oldContentSize, newContentSize: contentSize, diagnostics: diagnostics)
  }

  /// Empties the layout for the resolved geometry, keeping the storage
  /// when nothing shares it and its column count still fits, with room
  /// for `capacity` items; resets the placement state.
  @usableFromInline
  internal mutating func _startPlacing(reservingCapacity capacity: Int) {
    if _storage.columnCount == _columnCount, isKnownUniquelyReferenced(&_storage) {
      _storage.removeAll()
      _storage.reserveItems(capacity)
    } else {
      _storage = _ItemStorage(
        columnCount: _columnCount,
        capacity: capacity > 0 ? _ItemStorage.grownCapacity(for: capacity) : 0)
    }
    // Each column's share of the items, with slack: round-robin needs no
    // more, and the lists of other feeds grow as they need. An empty
    // layout (a new engine) reserves nothing.
    if capacity > 0 {
      let share = _ItemStorage.grownCapacity(for: capacity / _columnCount)
      for column in 0..<_columnCount { _storage.reserve(share, inColumn: column) }
    }
    _gaps = _LeadingGaps()
    _restoreState(at: 0)
  }

  /// Makes the storage unique (copying it, with room to grow, when a copy
  /// shares it) with room for `capacity` items.
  @usableFromInline
  internal mutating func _makeUnique(reservingCapacity capacity: Int) {
    if isKnownUniquelyReferenced(&_storage) {
      _storage.reserveItems(capacity)
    } else {
      _storage = _storage.copy(minimumCapacity: capacity)
    }
  }

  /// Recomputes the content height from the column bottoms.
  @usableFromInline
  internal mutating func _updateContentHeight() {
    var tallest = _insets.top
    for column in 0..<_columnCount {
      let bottom = _columnBottom(column)
      if bottom > tallest { tallest = bottom }
    }
    _contentHeight = tallest + _insets.bottom
  }
}

// MARK: - Testing the specialised placement

extension Masonry {
  /// Whether placement always takes the general rule's path, never the
  /// specialised `_LanePlacer`: for the tests that compare the two, and
  /// the benchmark that measures what the specialised path gains. Not
  /// part of the API.
  @_spi(Testing) public var _usesGeneralPlacement: Bool {
    get { _generalPlacementOnly }
    set { _generalPlacementOnly = newValue }
  }
}

// MARK: - Describing the layout

extension Masonry {
  /// The number of items laid out.
  @inlinable
  public var itemCount: Int { _storage.count }

  /// The size of the content: the container width (as sanitised) by the
  /// bottom of the tallest column plus the bottom inset.
  ///
  /// With no items the height is the top plus the bottom inset.
  @inlinable
  public var contentSize: Size { _axis.content(Size(width: _width, height: _contentHeight)) }

  /// The resolved number of columns: the fixed count, or the adaptive
  /// count for the last prepared width (for width 0 before the first
  /// ``prepare(width:itemCount:heights:)``).
  @inlinable
  public var columnCount: Int { _columnCount }

  /// The width of one column before pixel alignment; never negative.
  @inlinable
  public var columnWidth: Double { _columnWidth }

  /// The spacing between columns in use: the configured spacing, or less
  /// when the columns would not fit otherwise (then ``columnWidth`` is 0).
  @inlinable
  public var columnSpacing: Double { _spacing }

  /// The bottom of each column, by column from the left: the bottom edge
  /// of the column's lowest item as placed, or where an empty column
  /// starts (the top inset, or the bottom of the lowest stamp over it: see
  /// ``Configuration/stamps``).
  ///
  /// With a display scale a bottom is a pixel edge, which the lowest
  /// item's frame, an origin plus a size, reaches to within a unit in the
  /// last place. On the horizontal axis these are the lanes' ends along
  /// the flow, from the top lane, in flow coordinates (see
  /// ``Configuration/layoutDirection``).
  ///
  /// - Complexity: O(*c*) for *c* columns.
  public var columnBottoms: [Double] {
    (0..<_columnCount).map(_columnBottom)
  }

  /// The frame of each column, by column from the left: its horizontal
  /// extent (pixel-aligned with a display scale) from the top inset down
  /// to its bottom (see ``columnBottoms``).
  ///
  /// - Complexity: O(*c*) for *c* columns.
  public var columnFrames: [Rect] {
    let top = _insets.top
    return (0..<_columnCount).map { column in
      let frame = Rect(
        x: _columnMinX[column], y: top, width: _columnFrameWidth[column],
        height: _columnBottom(column) - top)
      // Transposed on the horizontal axis, but not mirrored: a
      // right-to-left shelf's lanes answer in flow coordinates.
      return configuration.axis == .horizontal ? _AxisMapping.transposed(frame) : frame
    }
  }
}
