// A feed of sections, each laid out by a masonry engine of its own and
// stacked below the one before, with full-width headers and footers.

import LayoutGeometry

/// A masonry feed in sections: each section's items in columns of their
/// own, with an optional full-width header above them and footer below,
/// and headers that can stay pinned to the top of the screen while their
/// section scrolls past.
///
/// Make it from a configuration (the one every section uses unless its
/// provider gives it another), then ``prepare(width:sections:)`` it for a
/// container width and a ``MasonrySectionProvider``, and read frames back:
///
///     var layout = try SectionedMasonry(configuration: Masonry.Configuration())
///     layout.pinsHeaders = true
///     try layout.prepare(width: 375, sections: feed)
///     let frame = layout.frame(ofItemAt: ItemPath(section: 1, item: 3))
///     let onScreen = layout.elements(in: viewport, pinnedIn: viewport)
///
/// Each section is a ``Masonry`` of its own, which places the section's
/// items by exactly the rules ``Masonry`` documents; this type stacks the
/// sections. The article *Sections and Pinned Headers* works the rules
/// through, frame by frame.
///
/// - Sections stack top to bottom from y = 0. A section is its header
///   (when its height is above 0) at the container's full width, then its
///   items as its ``Masonry`` lays them out, moved down by the section's
///   start plus the header's height (the insets surround the items, not
///   the header or footer), then its footer (when above 0). The
///   ``contentSize`` is the container width by the last section's end.
/// - With ``pinsHeaders`` on, the `pinnedIn:` queries put a header, for a
///   viewport whose top is `v`, at
///   `y = max(headerTop, min(v, itemsEnd - headerHeight))`: in its place,
///   then stuck to the viewport's top, then pushed up by its section's
///   items' end. It never covers its footer or another header. A NaN top
///   pins nothing.
/// - Every ``Element`` carries a z-index: 0 for an item, 1 for a footer
///   and for a header in its place, 2 for a header pinning has moved.
/// - Data never traps. A bad width, count, height or span is cleaned as
///   ``Masonry`` cleans it (header and footer heights as item heights); a
///   path or section that does not exist gives `nil`, and an update naming
///   one changes nothing; a query rect with a NaN or infinite component
///   gives no elements. A section configuration that cannot work is not
///   data: it throws a ``SectionError`` naming the section and the field,
///   and the layout stays as it was.
/// - Every update changes one section (or a run of sections) through its
///   engine, then moves the later sections by re-summing their starts,
///   and leaves exactly the layout a fresh ``prepare(width:sections:)`` of
///   the final data gives.
/// - Positions are sums of `Double`s: where values are not exact in
///   binary, an item's bottom may lie a unit in the last place past its
///   neighbour's top. Give headers, footers and bottom insets whole-pixel
///   heights, and each section's items start on a device pixel.
/// - It stores one ``Masonry`` per section (24 bytes per item) and six
///   `Double`s per section; a copy shares them until one of the two
///   changes.
public struct SectionedMasonry: Sendable {
  /// The most sections a layout holds: `Int32.max`, as many as
  /// ``Masonry/maximumItemCount``.
  public static let maximumSectionCount = Int(Int32.max)

  /// The validated configuration of every section whose provider gives no
  /// configuration of its own.
  ///
  /// Read-only: change it through ``setConfiguration(_:)`` or
  /// ``update(_:)``, which check it first.
  public private(set) var configuration: Masonry.Configuration

  /// Whether the `pinnedIn:` queries pin each section's header to the
  /// viewport's top while the section is on screen; `false` by default.
  ///
  /// It changes no frame the layout stores, only what
  /// ``headerFrame(inSection:pinnedIn:)`` and
  /// ``elements(in:pinnedIn:)`` answer, so it can be switched at any
  /// time without preparing again.
  public var pinsHeaders: Bool = false

  /// The container's breadth across the lanes (its width on the vertical
  /// axis), sanitised.
  @usableFromInline internal var _width: Double = 0

  /// Each section's engine, its frames relative to the top of the
  /// section's items.
  @usableFromInline internal var _sections: [Masonry] = []

  /// Each section's header, footer and height, and the sums of the
  /// heights that place the sections.
  @usableFromInline internal var _table = _SectionTable()

  /// Creates a layout with no sections, after checking the configuration.
  ///
  /// The layout starts as if prepared for a width of 0 with no sections:
  /// its content size is zero.
  ///
  /// - Parameter configuration: The settings of every section that does
  ///   not bring its own; see ``Masonry/Configuration/validate()``.
  /// - Throws: ``Masonry/ConfigurationError`` naming the first invalid
  ///   field.
  public init(configuration: Masonry.Configuration) throws(Masonry.ConfigurationError) {
    try configuration.validate()
    self.configuration = configuration
  }
}

// MARK: - Changing the configuration

extension SectionedMasonry {
  /// Replaces the configuration, after checking it, and empties the
  /// layout: prepare it again.
  ///
  /// A new configuration can move every frame and change every item's
  /// width, so the heights must be asked for again: the layout becomes
  /// what a new layout made with `configuration` is (as if prepared for a
  /// width of 0 with no sections), and the change set lists every section
  /// as removed. ``pinsHeaders`` keeps its value: it is not part of the
  /// configuration. Call ``prepare(width:sections:)`` after it.
  ///
  ///     try layout.setConfiguration(compact)
  ///     try layout.prepare(width: 375, sections: feed)
  ///
  /// It empties the layout even when `configuration` equals the current
  /// one.
  ///
  /// - Parameter configuration: The settings of every section that does
  ///   not bring its own; see ``Masonry/Configuration/validate()``.
  /// - Returns: The change set: every section removed, and the content
  ///   size going from the old one to zero.
  /// - Throws: ``Masonry/ConfigurationError`` naming the first invalid
  ///   field; the layout is then unchanged.
  @discardableResult
  public mutating func setConfiguration(
    _ configuration: Masonry.Configuration
  ) throws(Masonry.ConfigurationError) -> Changes {
    try configuration.validate()
    let before = _snapshot
    let removed = 0..<_sections.count
    self.configuration = configuration
    _width = 0
    _sections = []
    _table = _SectionTable()
    return Changes(before, after: _snapshot, removedSections: removed)
  }

  /// Changes the configuration in place, after checking the result, and
  /// empties the layout: prepare it again.
  ///
  /// It copies ``configuration``, applies `change` to the copy and passes
  /// it to ``setConfiguration(_:)``:
  ///
  ///     try layout.update { $0.rowSpacing = 12 }
  ///     try layout.prepare(width: 375, sections: feed)
  ///
  /// - Parameter change: Edits the configuration; it may set any value,
  ///   since the result is checked before it is used.
  /// - Returns: The change set: every section removed.
  /// - Throws: ``Masonry/ConfigurationError`` naming the first invalid
  ///   field; the layout is then unchanged.
  @discardableResult
  public mutating func update(
    _ change: (inout Masonry.Configuration) -> Void
  ) throws(Masonry.ConfigurationError) -> Changes {
    var configuration = self.configuration
    change(&configuration)
    return try setConfiguration(configuration)
  }
}

// MARK: - Laying out a feed

extension SectionedMasonry {
  /// Lays out every section for a container `width` points wide,
  /// replacing any previous layout.
  ///
  /// Call it again when the width changes or the data changed in a way no
  /// update describes. Preparing again reuses the engine of every section
  /// whose configuration is unchanged (and its storage, when no copy
  /// shares it). On the horizontal axis the width is the container's
  /// extent across the lanes, its height (see
  /// ``Masonry/Configuration/axis``).
  ///
  /// The provider is first asked for every section's configuration, in
  /// order, and each is checked before anything changes. Then, section by
  /// section: the header's height, the item count, each item (its span,
  /// its length, then its explicit column, as
  /// ``Masonry/prepare(width:itemCount:heights:)`` asks), and the
  /// footer's height.
  ///
  /// - Parameters:
  ///   - width: The container width. NaN, infinite or negative counts as
  ///     0; above ``Masonry/maximumLength`` counts as that maximum.
  ///   - sections: The source of the sections, their items, headers and
  ///     footers.
  /// - Returns: The change set: every section both layouts have is listed
  ///   as reloaded (item `i` of a section before is item `i` after, for
  ///   the items both have, so an ``Anchor`` follows its item across a
  ///   rotation), the sections past the old count as inserted and those
  ///   past the new count as removed. Its ``Changes/diagnostics`` count the
  ///   heights and spans the provider gave that had to be cleaned.
  /// - Throws: ``SectionError`` for the first section whose configuration
  ///   fails ``Masonry/Configuration/validate()``; the layout is then
  ///   unchanged.
  /// - Complexity: O(*n* · *c* + *s*) for *n* items, *c* columns and *s*
  ///   sections, with no allocation per item.
  @inlinable @discardableResult
  public mutating func prepare(
    width: Double, sections: some MasonrySectionProvider
  ) throws(SectionError) -> Changes {
    // Inlinable so that the provider is specialised in the caller's
    // module, down to each section engine's placement loop.
    let count = Sanitizing.count(sections.sectionCount, maximum: Self.maximumSectionCount)
    let engines = try _engines(for: 0..<count, reusingCurrent: true, sections: sections)
    // Nothing below throws: the layout changes only from here.
    let before = _snapshot
    let kept = Swift.min(_sections.count, count)
    var itemCounts: [_ItemCounts] = []
    itemCounts.reserveCapacity(kept)
    for section in 0..<kept {
      itemCounts.append(_ItemCounts(old: _sections[section].itemCount, new: 0))
    }
    _width = Sanitizing.length(width, limit: Masonry.maximumLength)
    if _sections.count > count { _sections.removeLast(_sections.count - count) }
    _sections.reserveCapacity(count)
    for (section, engine) in engines {
      if section < _sections.count { _sections[section] = engine } else { _sections.append(engine) }
    }
    _table.resize(to: count)
    var diagnostics = Diagnostics()
    for section in 0..<count { _layOut(section, sections: sections, counting: &diagnostics) }
    _table.rebuild(from: 0)
    for section in 0..<kept { itemCounts[section].new = _sections[section].itemCount }
    return Changes(
      before, after: _snapshot, removedSections: kept..<before.sectionCount,
      insertedSections: kept..<count, reloadedSections: kept == 0 ? 0..<0 : 0..<kept,
      reloadedItemCounts: itemCounts, diagnostics: diagnostics)
  }

  /// The engines the sections in `range` need, checked: a new engine for
  /// each section whose configuration differs from its current engine's
  /// (or for every section, when `reusingCurrent` is false), in ascending
  /// order.
  ///
  /// - Throws: ``SectionError`` for the first invalid configuration.
  @inlinable
  internal func _engines(
    for range: Range<Int>, reusingCurrent: Bool, sections: some MasonrySectionProvider
  ) throws(SectionError) -> [(section: Int, engine: Masonry)] {
    var engines: [(section: Int, engine: Masonry)] = []
    for section in range {
      var own = sections.configuration(forSection: section) ?? self.configuration
      own.axis = self.configuration.axis
      let configuration = _engineConfiguration(own)
      if reusingCurrent, section < _sections.count,
        _sections[section].configuration == configuration
      {
        continue
      }
      // The section's configuration is checked as its provider gave it.
      do throws(Masonry.ConfigurationError) {
        try own.validate()
        engines.append((section, try Masonry(configuration: configuration)))
      } catch {
        throw SectionError(section: section, configurationError: error)
      }
    }
    return engines
  }

  /// Lays out section `section` in its engine at the current width (or,
  /// `keepingItems`, keeps its items where they are) and records its
  /// header, footer and height, counting what had to be cleaned in
  /// `diagnostics`; the sums must be redone after.
  @inlinable
  internal mutating func _layOut(
    _ section: Int, sections: some MasonrySectionProvider, counting diagnostics: inout Diagnostics,
    keepingItems: Bool = false
  ) {
    let width = _width
    let header = sections.headerHeight(inSection: section, width: width)
    diagnostics._count(header, of: .header, inSection: section)
    if !keepingItems {
      // The count just read is what the section covers: asked once.
      let count = sections.itemCount(inSection: section)
      let items = _sections[section].prepare(
        width: width, itemCount: count,
        heights: _items(sections, inSection: section, count: count))
      diagnostics._add(items.diagnostics, inSection: section)
    }
    let footer = sections.footerHeight(inSection: section, width: width)
    diagnostics._count(footer, of: .footer, inSection: section)
    _table.headers[section] = Self._sanitizedLength(header)
    _table.footers[section] = Self._sanitizedLength(footer)
    _table.itemsLengths[section] = _sections[section].contentSize.height
    _table.heights[section] = _height(ofSection: section)
  }

  /// A header's or footer's height by the rule for item heights: NaN,
  /// infinite or negative is 0, above ``Masonry/maximumLength`` is that
  /// maximum.
  @inlinable
  internal static func _sanitizedLength(_ height: Double) -> Double {
    Sanitizing.length(height, limit: Masonry.maximumLength)
  }

  /// A section's height from its parts: `(header + items) + footer`, its
  /// length along the flow.
  @inlinable
  internal func _height(ofSection section: Int) -> Double {
    (_table.headers[section] + _itemsLength(section)) + _table.footers[section]
  }
}

// MARK: - Describing the layout

extension SectionedMasonry {
  /// The size of the content: the container width (as sanitised) by the
  /// end of the last section; zero height with no sections.
  ///
  /// On the horizontal axis, transposed: the end of the last section by
  /// the container's width across the lanes (its height).
  @inlinable
  public var contentSize: Size {
    _axis.content(Size(width: _width, height: _table.total))
  }

  /// A viewport as every viewport-reading member reads it: standardised,
  /// with NaN read as 0 and coordinates and sizes clamped to the content's
  /// length along the flow or ``Masonry/maximumLength``, whichever is
  /// larger. Sections stack, so the content can be longer than one
  /// engine's limit, and a viewport clamped to that limit would read an
  /// element far above the one it shows.
  internal func _sanitizedViewport(_ viewport: Rect) -> Rect {
    Sanitizing.viewport(viewport, limit: Swift.max(Masonry.maximumLength, _table.total))
  }

  /// The number of sections laid out.
  @inlinable
  public var sectionCount: Int { _sections.count }

  /// Returns the number of items in `section`, or `nil` when there is no
  /// such section.
  ///
  /// - Parameter section: A section in `0 ..< sectionCount`.
  /// - Returns: The count, or `nil`.
  @inlinable
  public func itemCount(inSection section: Int) -> Int? {
    guard section >= 0, section < _sections.count else { return nil }
    return _sections[section].itemCount
  }

  /// Returns the engine that lays out `section`'s items, or `nil` when
  /// there is no such section.
  ///
  /// Its frames are relative to the top of the section's items, which is
  /// the section's start plus its header's height: ``frame(ofItemAt:)``
  /// adds that for you. Read its ``Masonry/columnCount``,
  /// ``Masonry/columnWidth`` or ``Masonry/columnFrames`` to size cells.
  ///
  /// On the vertical axis its configuration is the section's own (or the
  /// layout's). On the horizontal axis the engine is the vertical feed
  /// the section's shelf is the transpose of, as
  /// ``Masonry/Configuration/axis`` defines a shelf (for a right-to-left
  /// layout, the left-to-right one it mirrors): its frames and column
  /// frames have x and y exchanged, y running along the flow from its
  /// start, and its configuration has the shelf's insets transposed.
  ///
  /// - Parameter section: A section in `0 ..< sectionCount`.
  /// - Returns: A copy of the engine (sharing its storage), or `nil`.
  @inlinable
  public func masonry(inSection section: Int) -> Masonry? {
    guard section >= 0, section < _sections.count else { return nil }
    return _sections[section]
  }
}

extension SectionedMasonry {
  /// `section`'s items in `sections` as a height provider, asked for on
  /// the layout's axis; `count`, when the caller read it already.
  @inlinable
  internal func _items<Sections: MasonrySectionProvider>(
    _ sections: Sections, inSection section: Int, count: Int? = nil
  ) -> _SectionItems<Sections> {
    _SectionItems(sections, section: section, axis: configuration.axis, itemCount: count)
  }
}

/// One section's items as a ``MasonryHeightProvider``: item `i` is the
/// section provider's item `ItemPath(section: section, item: i)`, asked
/// for on the layout's axis (the section's engine lays out a vertical
/// feed on either).
@usableFromInline
internal struct _SectionItems<Sections: MasonrySectionProvider>: MasonryHeightProvider {
  @usableFromInline internal let sections: Sections
  @usableFromInline internal let section: Int
  /// The layout's axis, which the provider is told.
  @usableFromInline internal let axis: Axis
  /// The section's item count when the caller has read it already, so
  /// that the provider is not asked twice.
  @usableFromInline internal let itemCount: Int?

  @inlinable
  internal init(_ sections: Sections, section: Int, axis: Axis, itemCount: Int? = nil) {
    self.sections = sections
    self.section = section
    self.axis = axis
    self.itemCount = itemCount
  }

  @inlinable
  internal func height(forItemAt index: Int, width: Double) -> Double {
    sections.height(forItemAt: ItemPath(section: section, item: index), width: width)
  }

  @inlinable
  internal func columnSpan(forItemAt index: Int) -> Int {
    sections.columnSpan(forItemAt: ItemPath(section: section, item: index))
  }

  @inlinable
  internal func column(forItemAt index: Int) -> Int? {
    sections.column(forItemAt: ItemPath(section: section, item: index))
  }

  @inlinable
  internal func height(forItemAt index: Int, width: Double, axis _: Axis) -> Double {
    sections.height(forItemAt: ItemPath(section: section, item: index), width: width, axis: axis)
  }

  /// The section's item count, as the provider gives it: an item asked for
  /// past it (an append or an insertion that the provider's count does not
  /// cover) is counted past the end.
  @inlinable
  internal var coveredItemCount: Int? { itemCount ?? sections.itemCount(inSection: section) }
}
