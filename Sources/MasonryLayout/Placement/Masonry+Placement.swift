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
      rowSpacing: units.units(ofLength: configuration.rowSpacing),
      rightToLeft: configuration.direction == .rightToLeft)
  }

  /// The units placement counts in along the flow.
  @inlinable
  internal var _units: _LayoutUnits { _LayoutUnits(scale: configuration.displayScale) }

  /// Places the items `range` in order from the current placement state,
  /// taking each item's span, length and kept column (if any) from
  /// `source`, and writes them to the storage and the column lists.
  ///
  /// On entry the storage holds the items before `range.lowerBound`, the
  /// column lists hold only those, the placement state is as it was just
  /// after placing them (see `_restoreState(at:)`), and the storage is
  /// unique with room for `range.upperBound` items.
  ///
  /// Inlinable, with the source and the placer generic, so that the
  /// caller's module specialises the provider's calls and inlines them:
  /// through the protocol's witness table those two calls cost more than
  /// placing the item.
  @inlinable
  internal mutating func _placeItems(_ range: Range<Int>, from source: some _PlacementSource) {
    guard !range.isEmpty else { return }
    let rule = _rule
    let storage = _storage
    var cursor = _cursor
    let count = _columnCount
    _next.withUnsafeMutableBufferPointer { next in
      withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * count) { scratch in
        var state = _ColumnState(next: next, scratch: scratch, cursor: cursor)
        if !source.keepsColumns, rule.shortestColumn, rule.tolerance == 0, count >= 2, count <= 8 {
          // The specialised loop for shortest-column packing of phone,
          // tablet and desktop feeds: see `_LanePlacer`.
          if count == 2 {
            var placer = _LanePlacer<SIMD2<Double>>(rule: rule, state: state)
            Self._place(range, from: source, with: &placer, into: storage)
            state = placer.spilled()
          } else if count <= 4 {
            var placer = _LanePlacer<SIMD4<Double>>(rule: rule, state: state)
            Self._place(range, from: source, with: &placer, into: storage)
            state = placer.spilled()
          } else {
            var placer = _LanePlacer<SIMD8<Double>>(rule: rule, state: state)
            Self._place(range, from: source, with: &placer, into: storage)
            state = placer.spilled()
          }
        } else {
          var placer = _RulePlacer(rule: rule, state: state)
          Self._place(range, from: source, with: &placer, into: storage)
          state = placer.state
        }
        cursor = state.cursor
      }
    }
    _cursor = cursor
  }

  /// The loop of `_placeItems(_:from:)`, for one placer.
  @inlinable
  internal static func _place<Placer: _ItemPlacer>(
    _ range: Range<Int>, from source: some _PlacementSource, with placer: inout Placer,
    into storage: _ItemStorage
  ) {
    // Locals, not the `inout` placer and the storage's properties: stores
    // through the buffers might alias those as far as the compiler knows,
    // so it would reload every field per item.
    var local = placer
    defer { placer = local }
    let tops = storage.tops
    let lengths = storage.lengths
    let placements = storage.placements
    for index in range {
      let item = source.item(at: index)
      let (top, physical) = local.place(item)
      tops[index] = top
      lengths[index] = item.length
      let placement = _Placement(column: physical, span: item.span)
      placements[index] = placement
      storage.index(index, covering: placement)
    }
    storage.count = Swift.max(storage.count, range.upperBound)
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
    let firstTop = _units.firstTop(belowInset: configuration.contentInsets.top)
    if _next.count != _columnCount {
      _next = Array(repeating: firstTop, count: _columnCount)
    }
    let storage = _storage
    for column in 0..<_columnCount {
      let position = storage.position(ofFirstItemFrom: index, inColumn: column)
      let logical = rule.physicalStart(ofLogical: column, span: 1)
      if position == 0 {
        _next[logical] = firstTop
      } else {
        let item = storage.columns[column][position - 1]
        _next[logical] = rule.nextTop(
          belowItemAt: storage.tops[item], length: storage.lengths[item])
      }
    }
    if index == 0 {
      _cursor = 0
    } else {
      let placement = storage.placements[index - 1]
      let span = Int(placement.span)
      let end = rule.physicalStart(ofLogical: Int(placement.column), span: span) + span
      _cursor = end == _columnCount ? 0 : end
    }
  }
}

// MARK: - Sources

/// One item as placement needs it: its span (sanitised), its length in
/// layout units, and the logical first column it keeps, if any.
@usableFromInline
internal struct _PlacementItem {
  @usableFromInline internal var span: Int
  @usableFromInline internal var length: Double
  /// The logical first column to keep, or -1 to choose one by the packing
  /// rule.
  @usableFromInline internal var keptStart: Int

  @inlinable
  internal init(span: Int, length: Double, keptStart: Int) {
    self.span = span
    self.length = length
    self.keptStart = keptStart
  }
}

/// Where placement takes its items from.
@usableFromInline
internal protocol _PlacementSource {
  /// The item at `index`, in the final feed.
  func item(at index: Int) -> _PlacementItem

  /// Whether items may keep their columns, so that the specialised
  /// placer, which would spill for each, is not worth starting.
  var keepsColumns: Bool { get }
}

/// New items from a height provider: the span it gives, sanitised, then
/// the height at that span's width, sanitised and converted to layout
/// units.
@usableFromInline
internal struct _ProviderSource<Provider: MasonryHeightProvider>: _PlacementSource {
  @usableFromInline internal let provider: Provider
  @usableFromInline internal let spans: _SpanRules
  @usableFromInline internal let units: _LayoutUnits

  @inlinable
  internal init(_ provider: Provider, masonry: Masonry) {
    self.provider = provider
    self.spans = masonry._spans
    self.units = masonry._units
  }

  @inlinable
  internal var keepsColumns: Bool { false }

  @inlinable @inline(__always)
  internal func item(at index: Int) -> _PlacementItem {
    let span = spans.sanitized(provider.columnSpan(forItemAt: index))
    let height = provider.height(forItemAt: index, width: spans.width(ofSpan: span))
    let length = units.units(ofLength: Masonry._sanitizedLength(height))
    return _PlacementItem(span: span, length: length, keptStart: -1)
  }
}

/// Items already stored, placed again: each with its stored span and
/// length, and, when `keepsColumns`, its stored columns.
@usableFromInline
internal struct _StoredSource: _PlacementSource {
  @usableFromInline internal let storage: _ItemStorage
  @usableFromInline internal let rule: _PlacementRule
  @usableFromInline internal let keepsColumns: Bool

  @inlinable
  internal init(_ storage: _ItemStorage, rule: _PlacementRule, keepsColumns: Bool) {
    self.storage = storage
    self.rule = rule
    self.keepsColumns = keepsColumns
  }

  @inlinable
  internal func item(at index: Int) -> _PlacementItem {
    let placement = storage.placements[index]
    let span = Int(placement.span)
    let kept = keepsColumns ? rule.physicalStart(ofLogical: Int(placement.column), span: span) : -1
    return _PlacementItem(span: span, length: storage.lengths[index], keptStart: kept)
  }
}

// MARK: - Placers

/// Places one item at a time, returning its top and its physical first
/// column.
@usableFromInline
internal protocol _ItemPlacer {
  mutating func place(_ item: _PlacementItem) -> (top: Double, column: Int)
}

/// The general placer: the rule, over the state in memory.
@usableFromInline
internal struct _RulePlacer: _ItemPlacer {
  @usableFromInline internal let rule: _PlacementRule
  @usableFromInline internal var state: _ColumnState

  @inlinable
  internal init(rule: _PlacementRule, state: _ColumnState) {
    self.rule = rule
    self.state = state
  }

  @inlinable @inline(__always)
  internal mutating func place(_ item: _PlacementItem) -> (top: Double, column: Int) {
    let start =
      item.keptStart >= 0 ? item.keptStart : rule.chooseStart(span: item.span, state: state)
    let top = rule.place(span: item.span, length: item.length, start: start, state: &state)
    return (top, rule.physicalStart(ofLogical: start, span: item.span))
  }
}
