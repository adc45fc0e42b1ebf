// Placement: the one loop that takes items from a source (the provider, or
// the storage when items are placed again), places each by the placement
// rule and writes its top, length and columns into the storage and the
// column lists. Prepare, append, insert, remove and both update modes all
// run it.

import LayoutGeometry

extension Masonry {
  /// The placement rule for the resolved geometry.
  @inlinable
  internal var _rule: _PlacementRule {
    let units = _units
    return _PlacementRule(
      columnCount: _columnCount, shortestColumn: configuration.packing == .shortestColumn,
      tolerance: units.scale.map { configuration.tolerance * $0 } ?? configuration.tolerance,
      breaksTiesAtCursor: configuration.tieBreaking == .placementCursor,
      rowSpacing: units.units(ofLength: configuration.rowSpacing),
      rightToLeft: _rightToLeft)
  }

  /// The units placement counts in along the flow.
  @inlinable
  internal var _units: _LayoutUnits { _LayoutUnits(scale: configuration.displayScale) }

  /// Places the items `range` in order from the current placement state,
  /// taking each item's span, length and kept column (if any) from
  /// `source`, and writes them to the storage and the column lists;
  /// returns what the source had to clean.
  ///
  /// On entry the storage holds the items before `range.lowerBound`, the
  /// column lists hold only those, the placement state is as it was just
  /// after placing them (see `_restoreState(at:)`), and the storage is
  /// unique with room for `range.upperBound` items.
  ///
  /// Inlinable and generic, so that the caller's module specialises the
  /// provider's calls and inlines them: through the protocol's witness
  /// table those two calls cost more than placing the item.
  @inlinable @discardableResult
  internal mutating func _placeItems(
    _ range: Range<Int>, from source: some _PlacementSource
  ) -> Diagnostics {
    guard !range.isEmpty else { return Diagnostics() }
    // No closures here: a value a closure captures is read from memory,
    // which the stores through the storage's buffers might alias, so the
    // loop would reload the rule's every field per item.
    let storage = _storage
    // Tops are written as they are read only where no shift applies.
    storage.materializeShifts(from: range.lowerBound)
    let rule = _rule
    let state = storage.state
    storage.diagnostics = Diagnostics()
    if !_generalPlacementOnly, rule.shortestColumn, rule.tolerance == 0, !rule.breaksTiesAtCursor {
      // The specialised loop, for 2 to 8 columns: see `_ColumnRegisters`.
      if rule.columnCount >= 2, rule.columnCount <= 4 {
        storage.cursor = Self._placeShortestColumn(
          range, from: source, in: _ColumnRegisters4.self, rule: rule, state: state, into: storage)
      } else if rule.columnCount > 4, rule.columnCount <= 8 {
        storage.cursor = Self._placeShortestColumn(
          range, from: source, in: _ColumnRegisters8.self, rule: rule, state: state, into: storage)
      } else {
        storage.cursor = Self._place(range, from: source, rule: rule, state: state, into: storage)
      }
    } else {
      storage.cursor = Self._place(range, from: source, rule: rule, state: state, into: storage)
    }
    storage.count = Swift.max(storage.count, range.upperBound)
    return storage.diagnostics._countingPastEnd(of: range, from: source.coveredEnd)
  }

  /// The loop of `_placeItems(_:from:)`.
  ///
  /// A one-column item whose columns the packing rule chooses, nearly
  /// every item of a feed, is placed inline, with the rule's functions
  /// specialised for a span of 1; any other item goes to
  /// `_placeItem(_:at:rule:state:into:)`, the same rule compiled once for
  /// every span.
  ///
  /// - Returns: The cursor after the last item.
  @inlinable
  internal static func _place(
    _ range: Range<Int>, from source: some _PlacementSource, rule: _PlacementRule,
    state: _ColumnState, into storage: _ItemStorage
  ) -> Int {
    // A local state, never passed by address: stores through the buffers
    // might alias anything in memory as far as the compiler knows, so it
    // would reload the state per item.
    var local = state
    let writer = _ItemWriter(storage)
    for index in range {
      let item = source.item(at: index)
      // A clean item that the packing rule places on one column; any other
      // (a span, a kept column, a value cleaned) takes the general path,
      // which counts what was cleaned.
      guard item.span == 1, item.keptStart == -1 else {
        var other = local
        _placeItem(item, at: index, rule: rule, state: &other, into: storage)
        local = other
        continue
      }
      let start = rule.chooseStart(span: 1, state: local)
      let top = rule.place(span: 1, length: item.length, start: start, state: &local)
      writer.write(
        index, top: top, length: item.length, column: rule.physicalStart(ofLogical: start, span: 1))
    }
    return local.cursor
  }

  /// The loop of `_placeItems(_:from:)` for shortest-column packing
  /// without tolerance in at most `Registers.width` columns: see
  /// `_ColumnRegisters`.
  ///
  /// - Returns: The cursor after the last item.
  @inlinable
  internal static func _placeShortestColumn<Registers: _ColumnRegisters>(
    _ range: Range<Int>, from source: some _PlacementSource, in _: Registers.Type,
    rule: _PlacementRule, state: _ColumnState, into storage: _ItemStorage
  ) -> Int {
    let columnCount = rule.columnCount
    var starts = Registers(state.next, count: columnCount)
    var cursor = state.cursor
    let writer = _ItemWriter(storage)
    for index in range {
      let item = source.item(at: index)
      guard item.span == 1, item.keptStart == -1 else {
        starts.spill(to: state.next, count: columnCount)
        var other = _ColumnState(next: state.next, scratch: state.scratch, cursor: cursor)
        _placeItem(item, at: index, rule: rule, state: &other, into: storage)
        cursor = other.cursor
        starts = Registers(state.next, count: columnCount)
        continue
      }
      let (bits, start) = starts.firstLowest()
      let top = Double(bitPattern: bits)
      starts.set(rule.nextTop(belowItemAt: top, length: item.length).bitPattern, inLane: start)
      cursor = start &+ 1 == columnCount ? 0 : start &+ 1
      writer.write(
        index, top: top, length: item.length, column: rule.physicalStart(ofLogical: start, span: 1))
    }
    starts.spill(to: state.next, count: columnCount)
    return cursor
  }

  /// Places one item of any span, with or without a kept column, by the
  /// rule, and writes it to the storage and the column lists; counts what
  /// was cleaned in it in the storage's diagnostics.
  @usableFromInline @inline(never)
  internal static func _placeItem(
    _ item: _PlacementItem, at index: Int, rule: _PlacementRule, state: inout _ColumnState,
    into storage: _ItemStorage
  ) {
    if item.cleaned != 0 { storage.diagnostics = item.counted(in: storage.diagnostics, at: index) }
    let span = Int(item.span)
    let start =
      item.keptStart >= 0 ? Int(item.keptStart) : rule.chooseStart(span: span, state: state)
    let top = rule.place(
      span: span, length: item.length, start: start, state: &state,
      movesCursor: !item.isExplicit)
    let placement = _Placement(
      column: rule.physicalStart(ofLogical: start, span: span), span: span,
      isExplicit: item.isExplicit)
    storage.tops[index] = top
    storage.lengths[index] = item.length
    storage.placements[index] = placement
    storage.index(index, covering: placement)
  }

  /// Sets the placement state to what it was just after placing the items
  /// before `index`, from their stored frames: where each column's next
  /// item starts (after its last item, or the first top) and the cursor.
  ///
  /// - Complexity: O(*c* log *n*); only the last item of each column is
  ///   read.
  @usableFromInline
  internal mutating func _restoreState(at index: Int) {
    let rule = _rule
    let storage = _storage
    for column in 0..<_columnCount {
      let position = storage.position(ofFirstItemFrom: index, inColumn: column)
      let logical = rule.physicalStart(ofLogical: column, span: 1)
      if position == 0 {
        storage.next[logical] = _columnStarts[logical]
      } else {
        let item = storage.columns[column][position - 1]
        storage.next[logical] = rule.nextTop(
          belowItemAt: storage.top(item), length: storage.lengths[item])
      }
    }
    storage.cursor = _cursor(after: index)
  }

  /// The cursor after placing the items before `index`: just past the
  /// last one the packing rule placed (explicit placements leave it where
  /// it was), or 0.
  ///
  /// - Complexity: O(*k*) for the *k* explicit items just before `index`.
  internal func _cursor(after index: Int) -> Int {
    var previous = index - 1
    while previous >= 0, _storage.placements[previous].isExplicit { previous -= 1 }
    guard previous >= 0 else { return 0 }
    let placement = _storage.placements[previous]
    let span = Int(placement.span)
    let end = _rule.physicalStart(ofLogical: Int(placement.column), span: span) + span
    return end == _columnCount ? 0 : end
  }
}

// MARK: - Sources

/// One item as placement needs it: its span (sanitised), its length in
/// layout units, and the logical first column it keeps, if any; and, for
/// the diagnostics, what had to be cleaned in it.
@usableFromInline
internal struct _PlacementItem {
  @usableFromInline internal var length: Double
  @usableFromInline internal var span: Int32
  /// The logical first column to keep, or a negative value to choose one
  /// by the packing rule: -1 for a clean item, -2 for one with a value
  /// cleaned, so that the placement loops send it, with the one comparison
  /// they make anyway, to the general path, which counts it.
  @usableFromInline internal var keptStart: Int32
  /// Whether the kept column is an explicit placement, which leaves the
  /// cursor where it was.
  @usableFromInline internal var isExplicit: Bool
  /// What was cleaned: `cleanedHeight` and `cleanedSpan` bits, or 0.
  @usableFromInline internal var cleaned: UInt8
  /// The height (length along the flow) the provider gave, as given.
  @usableFromInline internal var rawLength: Double

  @inlinable @inline(__always)
  internal init(
    span: Int, length: Double, keptStart: Int, isExplicit: Bool = false, cleaned: UInt8 = 0,
    rawLength: Double = 0
  ) {
    self.length = length
    self.span = Int32(truncatingIfNeeded: span)
    self.keptStart = Int32(truncatingIfNeeded: keptStart)
    self.isExplicit = isExplicit
    self.cleaned = cleaned
    self.rawLength = rawLength
  }

  /// The `cleaned` bit of a height that had to be cleaned.
  @inlinable
  internal static var cleanedHeight: UInt8 { 1 }

  /// The `cleaned` bit of a span below 1.
  @inlinable
  internal static var cleanedSpan: UInt8 { 2 }

  /// `diagnostics` with this item counted, if anything was cleaned in it.
  @inlinable @inline(__always)
  internal func counted(in diagnostics: Masonry.Diagnostics, at index: Int) -> Masonry.Diagnostics {
    guard cleaned != 0 else { return diagnostics }
    return diagnostics._counting(
      length: cleaned & Self.cleanedHeight != 0 ? rawLength : 0,
      span: cleaned & Self.cleanedSpan != 0 ? 0 : 1, pastEnd: false, at: index)
  }
}

/// Where placement takes its items from.
@usableFromInline
internal protocol _PlacementSource {
  /// The item at `index`, in the final feed, with what had to be cleaned
  /// in it.
  func item(at index: Int) -> _PlacementItem

  /// The first index past the source's data: the items from it on are
  /// counted in the diagnostics' `pastEndCount`.
  var coveredEnd: Int { get }
}

/// New items from a height provider: the span it gives, sanitised, then
/// the length along the flow at that span's breadth, sanitised and
/// converted to layout units, and the column it names, if any, clamped.
/// A span below 1, a length outside `0 ... maximumLength` and an index
/// past the provider's end are counted in the diagnostics.
@usableFromInline
internal struct _ProviderSource<Provider: MasonryHeightProvider>: _PlacementSource {
  @usableFromInline internal let provider: Provider
  @usableFromInline internal let spans: _SpanRules
  @usableFromInline internal let units: _LayoutUnits
  @usableFromInline internal let axis: Axis
  @usableFromInline internal let rule: _PlacementRule
  /// The provider's ``MasonryHeightProvider/coveredItemCount``, or
  /// `Int.max` when it has none.
  @usableFromInline internal let coveredEnd: Int

  @inlinable
  internal init(_ provider: Provider, masonry: Masonry) {
    self.provider = provider
    self.spans = masonry._spans
    self.units = masonry._units
    self.axis = masonry.configuration.axis
    self.rule = masonry._rule
    self.coveredEnd = provider.coveredItemCount.map { Swift.max($0, 0) } ?? .max
  }

  @inlinable @inline(__always)
  internal func item(at index: Int) -> _PlacementItem {
    let requested = provider.columnSpan(forItemAt: index)
    let span = spans.sanitized(requested)
    let breadth = spans.width(ofSpan: span)
    let height = provider.height(forItemAt: index, width: breadth, axis: axis)
    let sanitized = Masonry._sanitizedLength(height)
    // Found without a branch: a height whose bits sanitising changed (-0
    // among them, which is counted as nothing), a span below 1. A clean
    // item then pays a few arithmetic instructions, and a cleaned one
    // leaves the loops' fast path by the comparison of `keptStart` they
    // make anyway.
    let cleaned =
      (sanitized.bitPattern == height.bitPattern ? 0 : _PlacementItem.cleanedHeight)
      | (requested < 1 ? _PlacementItem.cleanedSpan : 0)
    let length = units.units(ofLength: sanitized)
    return _item(at: index, span: span, length: length, cleaned: cleaned, rawLength: height)
  }

  /// The item at `index` as ``item(at:)`` reads it, but with `length` (in
  /// layout units, clean) for its length: an item moved within the
  /// layout, which keeps the one it had. The provider is asked its span
  /// and its column only.
  @inlinable
  internal func item(at index: Int, carrying length: Double) -> _PlacementItem {
    let requested = provider.columnSpan(forItemAt: index)
    let cleaned = requested < 1 ? _PlacementItem.cleanedSpan : 0
    return _item(
      at: index, span: spans.sanitized(requested), length: length, cleaned: cleaned, rawLength: 0)
  }

  /// The item at `index` of `span` and `length`: in the column the
  /// provider names, clamped so that the span stays inside (counted from
  /// the left), or none, for the packing rule to choose.
  @inlinable @inline(__always)
  internal func _item(
    at index: Int, span: Int, length: Double, cleaned: UInt8, rawLength: Double
  ) -> _PlacementItem {
    guard let named = provider.column(forItemAt: index) else {
      return _PlacementItem(
        span: span, length: length, keptStart: cleaned == 0 ? -1 : -2, cleaned: cleaned,
        rawLength: rawLength)
    }
    let column = Swift.min(Swift.max(named, 0), spans.columnCount - span)
    return _PlacementItem(
      span: span, length: length, keptStart: rule.physicalStart(ofLogical: column, span: span),
      isExplicit: true, cleaned: cleaned, rawLength: rawLength)
  }
}

/// Items already stored, placed again: each with its stored span and
/// length, and, when `keepsColumns`, its stored columns (but for the items
/// of `choosing`); an explicit placement keeps its columns in every mode.
@usableFromInline
internal struct _StoredSource: _PlacementSource {
  @usableFromInline internal let lengths: UnsafeMutablePointer<Double>
  @usableFromInline internal let placements: UnsafeMutablePointer<_Placement>
  @usableFromInline internal let rule: _PlacementRule
  @usableFromInline internal let keepsColumns: Bool
  /// Items the packing rule places even when the others keep their
  /// columns: new or moved ones.
  @usableFromInline internal let choosing: Range<Int>

  @inlinable
  internal init(
    _ storage: _ItemStorage, rule: _PlacementRule, keepsColumns: Bool,
    choosing: Range<Int> = 0..<0
  ) {
    // The buffers, read once: the storage grows no more while placing.
    self.lengths = storage.lengths
    self.placements = storage.placements
    self.rule = rule
    self.keepsColumns = keepsColumns
    self.choosing = choosing
  }

  /// Stored items were cleaned when they were first placed.
  @inlinable
  internal var coveredEnd: Int { .max }

  @inlinable @inline(__always)
  internal func item(at index: Int) -> _PlacementItem {
    let placement = placements[index]
    let span = Int(placement.span)
    // An explicit placement is kept in every mode.
    let explicit = placement.isExplicit
    // A column marked `_Placement.chosen` is the rule's to choose.
    let keeps =
      explicit
      || (keepsColumns && !choosing.contains(index) && placement.column != _Placement.toChoose)
    let kept = keeps ? rule.physicalStart(ofLogical: Int(placement.column), span: span) : -1
    return _PlacementItem(
      span: span, length: lengths[index], keptStart: kept, isExplicit: explicit)
  }
}
