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
/// `0 ..< columnCount`, in both directions; ``Configuration/direction``
/// only decides which column comes first in reading order. An item
/// spanning several columns covers them and the spacing between them.
/// Each item starts ``Configuration/rowSpacing`` below the bottom of the
/// tallest column it covers (or at the top inset), and
/// ``Configuration/packing`` decides which columns it covers. The content
/// height is the bottom of the tallest column plus the bottom inset.
///
/// ## Sections
/// The engine lays out one flat sequence. A section header or footer is an
/// item whose span is the column count (or more). A collection view with
/// sections maps `IndexPath(item: i, section: s)` to the flat index
/// `offset[s] + i`, where `offset[s]` counts every item (headers and
/// footers included) of the sections before `s`, plus one for the header of
/// section `s` when it has one; keep the offsets in an array and binary
/// search it to map a flat index back.
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
/// created or decoded: see ``Configuration/validate()``, and
/// ``Configuration`` for the rule each way of making or changing one
/// follows.
///
/// ## Storage
/// Frames are kept as parallel arrays: per item its top, its height and its
/// first column and span (20 bytes; 8 more with a display scale, for the
/// height the provider gave), and per column the indices of the items that
/// cover it in top-to-bottom order (4 bytes per covered column): 24 bytes
/// per one-column item, 32 with a display scale, plus a sixteenth of
/// spare capacity after a prepare. An item's x and width come from its
/// columns. There is no object per item and no allocation per item.
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

  /// The most items a layout can hold: `Int32.max`, since item indices are
  /// stored in 32 bits.
  public static let maximumItemCount = Int(Int32.max)

  /// The validated configuration the engine was created with.
  public let configuration: Configuration

  // MARK: Resolved geometry (physical columns, numbered from the left)

  @usableFromInline internal var _width: Double = 0
  @usableFromInline internal var _columnCount: Int = 1
  @usableFromInline internal var _columnWidth: Double = 0
  @usableFromInline internal var _spacing: Double = 0
  @usableFromInline internal var _columnMinX: [Double] = []
  @usableFromInline internal var _columnMaxX: [Double] = []
  /// The width of a one-column frame, such that `minX + width == maxX`.
  @usableFromInline internal var _columnFrameWidth: [Double] = []

  // MARK: Items (struct of arrays)

  @usableFromInline internal var _minY: [Double] = []
  /// The frame height: the sanitised provider height, or with a display
  /// scale the aligned height.
  @usableFromInline internal var _height: [Double] = []
  /// The sanitised provider height, kept only with a display scale (else
  /// `_height` holds it), so that re-flowing can align items afresh.
  @usableFromInline internal var _rawHeight: [Double] = []
  @usableFromInline internal var _placement: [_Placement] = []
  /// For each physical column, the items covering it, in index order (and
  /// so in y order).
  @usableFromInline internal var _columnItems: [[Int32]] = []

  // MARK: Placement state, by logical column (reading order)

  /// Where the next item of each column would start.
  @usableFromInline internal var _next: [Double] = []
  /// The bottom of each column's last item, or the top inset.
  @usableFromInline internal var _bottom: [Double] = []
  /// The logical column just past the last item's last column, modulo the
  /// column count: the round-robin cycle position and the tolerance cursor.
  @usableFromInline internal var _cursor: Int = 0
  @usableFromInline internal var _contentHeight: Double = 0

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
    _resolveGeometry(width: 0)
    _resetItems(reservingCapacity: 0)
  }
}

/// Where an item sits horizontally: its leftmost column and how many
/// columns it covers. Two 16-bit fields suffice for 10,000 columns.
@usableFromInline
internal struct _Placement: Hashable, Sendable {
  @usableFromInline internal var column: UInt16
  @usableFromInline internal var span: UInt16

  @inlinable
  internal init(column: Int, span: Int) {
    self.column = UInt16(truncatingIfNeeded: column)
    self.span = UInt16(truncatingIfNeeded: span)
  }
}

// MARK: - Laying out a feed

extension Masonry {
  /// Lays out `itemCount` items for a container `width` points wide,
  /// replacing any previous layout.
  ///
  /// Call it again whenever the width changes (a rotation, a split view):
  /// nothing else needs invalidating. The provider is asked, for each index
  /// in `0 ..< itemCount` in order, for the item's span and then for its
  /// height at the item's width.
  ///
  /// - Parameters:
  ///   - width: The container width. NaN, infinite or negative counts as
  ///     0; above ``maximumLength`` counts as that maximum.
  ///   - itemCount: The number of items; below 0 counts as 0, above
  ///     ``maximumItemCount`` as that maximum.
  ///   - heights: The source of each item's height and span.
  /// - Complexity: O(*n* · *c*) for *n* items and *c* columns, with one
  ///   allocation per stored array and none per item.
  @inlinable
  public mutating func prepare(
    width: Double, itemCount: Int, heights: some MasonryHeightProvider
  ) {
    // Inlinable so that the provider is specialised in the caller's
    // module: see `_placeNewItems(count:heights:)`.
    let count = _startLayout(width: width, itemCount: itemCount)
    _placeNewItems(count: count, heights: heights)
    _finishPlacing(from: 0, reservingIndex: true)
  }

  /// Resolves the columns for `width` and empties the storage, with room
  /// for the sanitised `itemCount`; returns that count.
  @usableFromInline
  internal mutating func _startLayout(width: Double, itemCount: Int) -> Int {
    _resolveGeometry(width: width)
    let count = Swift.min(Swift.max(itemCount, 0), Self.maximumItemCount)
    // A sixteenth of slack lets the first pages of an infinite scroll
    // append without moving the whole feed (arrays grow by copying).
    _resetItems(reservingCapacity: count + count / 16 + 16)
    return count
  }

  /// Adds the items from `first` on to the column lists (sized exactly
  /// first with `reservingIndex`) and updates the content height.
  @usableFromInline
  internal mutating func _finishPlacing(from first: Int, reservingIndex: Bool) {
    _indexColumns(from: first, reserving: reservingIndex)
    _updateContentHeight()
  }

  /// Empties the item storage and the placement state, keeping capacity
  /// for `capacity` items.
  internal mutating func _resetItems(reservingCapacity capacity: Int) {
    _minY.removeAll(keepingCapacity: true)
    _height.removeAll(keepingCapacity: true)
    _rawHeight.removeAll(keepingCapacity: true)
    _placement.removeAll(keepingCapacity: true)
    _minY.reserveCapacity(capacity)
    _height.reserveCapacity(capacity)
    _placement.reserveCapacity(capacity)
    if configuration.displayScale != nil { _rawHeight.reserveCapacity(capacity) }
    let top = configuration.contentInsets.top
    let firstTop = _firstTop
    _next.removeAll(keepingCapacity: true)
    _next.append(contentsOf: repeatElement(firstTop, count: _columnCount))
    _bottom.removeAll(keepingCapacity: true)
    _bottom.append(contentsOf: repeatElement(top, count: _columnCount))
    _cursor = 0
    if _columnItems.count == _columnCount {
      for column in _columnItems.indices { _columnItems[column].removeAll(keepingCapacity: true) }
    } else {
      _columnItems = Array(repeating: [], count: _columnCount)
    }
    _contentHeight = top + configuration.contentInsets.bottom
  }

  internal mutating func _updateContentHeight() {
    var tallest = configuration.contentInsets.top
    for bottom in _bottom where bottom > tallest { tallest = bottom }
    _contentHeight = tallest + configuration.contentInsets.bottom
  }
}

// MARK: - Describing the layout

extension Masonry {
  /// The number of items laid out.
  @inlinable
  public var itemCount: Int { _minY.count }

  /// The size of the content: the container width (as sanitised) by the
  /// bottom of the tallest column plus the bottom inset.
  ///
  /// With no items the height is the top plus the bottom inset.
  @inlinable
  public var contentSize: Size { Size(width: _width, height: _contentHeight) }

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
  public var effectiveColumnSpacing: Double { _spacing }

  /// The bottom of each column, by column from the left: the bottom of the
  /// column's lowest item, or the top inset for an empty column.
  ///
  /// - Complexity: O(*c*) for *c* columns.
  public var columnBottoms: [Double] {
    (0..<_columnCount).map { _bottom[_logical($0, span: 1)] }
  }

  /// The frame of each column, by column from the left: its horizontal
  /// extent (pixel-aligned with a display scale) from the top inset down
  /// to its bottom (see ``columnBottoms``).
  ///
  /// - Complexity: O(*c*) for *c* columns.
  public var columnFrames: [Rect] {
    let top = configuration.contentInsets.top
    return (0..<_columnCount).map { column in
      Rect(
        x: _columnMinX[column], y: top, width: _columnFrameWidth[column],
        height: _bottom[_logical(column, span: 1)] - top)
    }
  }

  /// Returns the logical (reading-order) first column of a window that
  /// starts at physical `column`, or the physical start of a window that
  /// starts at logical `column`; the mapping is its own inverse.
  @inlinable
  internal func _logical(_ column: Int, span: Int) -> Int {
    configuration.direction == .leftToRight ? column : _columnCount - column - span
  }
}
