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
///   pins nothing; `-infinity` and `+infinity` are the two extremes.
/// - Every ``Element`` carries a z-index: 0 for an item, 1 for a footer
///   and for a header in its place (always, in the plain queries and with
///   pinning off), 2 for a header pinning has moved.
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
///   the final data gives (after a keep-columns update, that section's
///   engine holds what ``Masonry`` documents for that mode).
/// - Positions are sums of `Double`s: where values are not exact in
///   binary, an item's bottom may lie a unit in the last place past its
///   neighbour's top. A section's items land on device pixels when they
///   start on one: give headers, footers and bottom insets whole-pixel
///   heights.
/// - It stores one ``Masonry`` per section (24 bytes per item, plus a few
///   hundred bytes per section) and six `Double`s per section; a copy
///   shares them until one of the two changes.
public struct SectionedMasonry: Sendable {
  /// The most sections a layout holds: `Int32.max`, as for items.
  public static let maximumSectionCount = Int(Int32.max)

  /// The validated configuration of every section without its own; change
  /// it through ``setConfiguration(_:)`` or ``update(_:)``.
  public private(set) var configuration: Masonry.Configuration

  /// Whether the `pinnedIn:` queries pin each section's header to the
  /// viewport's top while the section is on screen; `false` by default. It
  /// changes no stored frame, so switch it at any time without preparing.
  public var pinsHeaders: Bool = false

  /// How far below the viewport's top (on a shelf, inside its leading
  /// edge) pinned headers stand: the part of the viewport a bar covers,
  /// as UIKit's flow layout pins below a scroll view's adjusted top inset.
  /// 0 by default; NaN, infinite or negative reads as 0. Like
  /// ``pinsHeaders``, it changes no stored frame.
  public var pinnedHeadersInset: Double = 0

  /// The container's breadth across the lanes, sanitised.
  @usableFromInline internal var _width: Double = 0

  /// Each section's engine, its frames from the top of the section's items.
  @usableFromInline internal var _sections: [Masonry] = []

  /// Each section's header, footer and height, and the sums placing them.
  @usableFromInline internal var _table = _SectionTable()

  /// Creates a layout with no sections and a zero content size (as if
  /// prepared for a width of 0), after checking the configuration.
  ///
  /// - Parameter configuration: The settings of every section without its
  ///   own; see ``Masonry/Configuration/validate()``.
  /// - Throws: ``Masonry/ConfigurationError`` naming the first invalid field.
  public init(configuration: Masonry.Configuration) throws(Masonry.ConfigurationError) {
    try configuration.validate()
    self.configuration = configuration
  }
}

// MARK: - Changing the configuration

extension SectionedMasonry {
  /// Replaces the configuration, after checking it, and empties the layout
  /// (even when it is unchanged) to what a new one made with it is: prepare
  /// it again, as every item's width may change. ``pinsHeaders`` is kept.
  ///
  /// - Parameter configuration: The settings of every section without its
  ///   own; see ``Masonry/Configuration/validate()``.
  /// - Returns: The change set: every section removed, content size to 0.
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

  /// Changes a copy of the configuration and passes it to
  /// ``setConfiguration(_:)``, which checks it and empties the layout:
  ///
  ///     try layout.update { $0.rowSpacing = 12 }
  ///     try layout.prepare(width: 375, sections: feed)
  ///
  /// - Parameter change: Edits the copy; any value, as the result is checked.
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
  /// Lays out every section for a container `width` points wide, replacing
  /// any previous layout and reusing the engine (and its storage, unless
  /// shared) of each section whose configuration is unchanged.
  ///
  /// The provider is asked first for every section's configuration, in
  /// order, each checked before anything changes; then, section by section,
  /// the header's height, the item count, each item (span, length, explicit
  /// column, as ``Masonry/prepare(width:itemCount:heights:)`` asks) and the
  /// footer's.
  ///
  /// - Parameters:
  ///   - width: The container width (on the horizontal axis, its height).
  ///     NaN, infinite or negative is 0; above ``Masonry/maximumLength``,
  ///     that maximum.
  ///   - sections: The source of the sections, items, headers and footers.
  /// - Returns: Every section both layouts have as reloaded (item `i`
  ///   stays item `i`, so an ``Anchor`` follows its item across a
  ///   rotation), the new ones past the old count as inserted, the old
  ///   ones past the new count as removed; its ``Changes/diagnostics``
  ///   count the heights and spans that had to be cleaned.
  /// - Throws: ``SectionError`` for the first section whose configuration
  ///   fails ``Masonry/Configuration/validate()``; the layout is then
  ///   unchanged.
  /// - Complexity: O(*n* · *c* + *s*) for *n* items, *c* columns and *s*
  ///   sections, with no allocation per item.
  @inlinable @discardableResult
  public mutating func prepare(
    width: Double, sections: some MasonrySectionProvider
  ) throws(SectionError) -> Changes {
    try _prepare(width: Masonry._sanitizedLength(width), sections: sections)
  }

  /// ``prepare(width:sections:)`` at a `width` already clean
  /// (`Masonry._sanitizedLength(_:)`'s answer): a host's, which cleans the
  /// viewport's breadth it compares.
  @inlinable @discardableResult
  package mutating func _prepare(
    width: Double, sections: some MasonrySectionProvider
  ) throws(SectionError) -> Changes {
    // Inlinable: the provider is specialised down to each placement loop.
    let count = Sanitizing.count(sections.sectionCount, maximum: Self.maximumSectionCount)
    let engines = try _engines(
      for: 0..<count, reusingCurrent: true, width: width, sections: sections)
    // Nothing below throws: the layout changes only from here.
    let before = _snapshot
    let kept = Swift.min(_sections.count, count)
    var itemCounts: [_ItemCounts] = []
    itemCounts.reserveCapacity(kept)
    for section in 0..<kept {
      itemCounts.append(_ItemCounts(old: _sections[section].itemCount, new: 0))
    }
    _width = width
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

  /// Checked engines for the sections in `range` whose configuration changed
  /// (all unless `reusingCurrent`), ascending, their columns resolved for
  /// `width` (clean); throws at the first invalid.
  @inlinable
  internal func _engines(
    for range: Range<Int>, reusingCurrent: Bool, width: Double,
    sections: some MasonrySectionProvider
  ) throws(SectionError) -> [(section: Int, engine: Masonry)] {
    var engines: [(section: Int, engine: Masonry)] = []
    // The last engine made, and the configuration the provider gave for
    // it: most feeds give every section the same one, and a copy of an
    // empty engine resolved at `width` is a few retains, where a new one is
    // checked and its columns resolved and allocated again.
    var last: (own: Masonry.Configuration, engine: Masonry)?
    for section in range {
      var own = sections.configuration(forSection: section) ?? self.configuration
      own.axis = self.configuration.axis
      let engine: Masonry
      if let last, last.own == own {
        engine = last.engine
      } else {
        let configuration = _engineConfiguration(own)
        if reusingCurrent, section < _sections.count,
          _sections[section].configuration == configuration
        {
          continue
        }
        // The section's configuration is checked as its provider gave it.
        do throws(Masonry.ConfigurationError) {
          try own.validate()
          var made = try Masonry(configuration: configuration)
          made._resolveGeometry(width: width)
          engine = made
        } catch {
          throw SectionError(section: section, configurationError: error)
        }
        last = (own, engine)
      }
      if reusingCurrent, section < _sections.count,
        _sections[section].configuration == engine.configuration
      {
        continue
      }
      engines.append((section, engine))
    }
    return engines
  }

  /// Lays out `section` at the current width (unless `keepingItems`) and
  /// records its header, footer and height, counting cleaned values in
  /// `diagnostics`; redo the sums after.
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
      let items = _sections[section]._prepare(
        width: width, itemCount: count,
        heights: _items(sections, inSection: section, count: count))
      diagnostics._add(items.diagnostics, inSection: section)
    }
    let footer = sections.footerHeight(inSection: section, width: width)
    diagnostics._count(footer, of: .footer, inSection: section)
    _table.headers[section] = Masonry._sanitizedLength(header)
    _table.footers[section] = Masonry._sanitizedLength(footer)
    _table.itemsLengths[section] = _sections[section].contentSize.height
    _table.heights[section] = _height(ofSection: section)
  }

  /// A section's length along the flow: `(header + items) + footer`.
  @inlinable
  internal func _height(ofSection section: Int) -> Double {
    (_table.headers[section] + _itemsLength(section)) + _table.footers[section]
  }
}

// MARK: - Describing the layout

extension SectionedMasonry {
  /// The content size: the sanitised container width by the last
  /// section's end (0 with no sections); transposed on the horizontal axis.
  @inlinable
  public var contentSize: Size {
    _axis.content(Size(width: _width, height: _table.total))
  }

  /// A viewport as the members read it: standardised, NaN as 0, clamped to
  /// the larger of the content's length and ``Masonry/maximumLength``, as
  /// stacked sections can pass one engine's limit.
  internal func _sanitizedViewport(_ viewport: Rect) -> Rect {
    Sanitizing.viewport(viewport, limit: Swift.max(Masonry.maximumLength, _table.total))
  }

  /// The number of sections laid out.
  @inlinable
  public var sectionCount: Int { _sections.count }

  /// Returns the number of items in `section`.
  ///
  /// - Parameter section: A section in `0 ..< sectionCount`.
  /// - Returns: The count, or `nil` when there is no such section.
  @inlinable
  public func itemCount(inSection section: Int) -> Int? {
    guard section >= 0, section < _sections.count else { return nil }
    return _sections[section].itemCount
  }

  /// Returns the engine that lays out `section`'s items.
  ///
  /// Its frames start at the top of the section's items, below the header
  /// (``frame(ofItemAt:)`` adds that); its ``Masonry/columnWidth`` and
  /// ``Masonry/columnFrames`` size cells. Its configuration is the
  /// section's own (or the layout's); on a shelf, see *Both axes* in
  /// *Sections and Pinned Headers* (x and y exchanged, insets transposed).
  ///
  /// - Parameter section: A section in `0 ..< sectionCount`.
  /// - Returns: A copy of the engine (sharing its storage), or `nil` when
  ///   there is no such section.
  @inlinable
  public func masonry(inSection section: Int) -> Masonry? {
    guard section >= 0, section < _sections.count else { return nil }
    return _sections[section]
  }
}

extension SectionedMasonry {
  /// `section`'s items as a height provider on the layout's axis.
  @inlinable
  internal func _items<Sections: MasonrySectionProvider>(
    _ sections: Sections, inSection section: Int, count: Int? = nil
  ) -> _SectionItems<Sections> {
    _SectionItems(sections, section: section, axis: configuration.axis, itemCount: count)
  }
}

/// One section's items as a ``MasonryHeightProvider``, asked for on the
/// layout's axis (the engine lays out a vertical feed on either).
@usableFromInline
internal struct _SectionItems<Sections: MasonrySectionProvider>: MasonryHeightProvider {
  @usableFromInline internal let sections: Sections
  @usableFromInline internal let section: Int
  @usableFromInline internal let axis: Axis
  /// The item count if the caller read it, so the provider is asked once.
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

  /// The item count as the provider gives it: an item asked for past it (an
  /// update the count does not cover) is counted past the end.
  @inlinable
  internal var coveredItemCount: Int? { itemCount ?? sections.itemCount(inSection: section) }
}
