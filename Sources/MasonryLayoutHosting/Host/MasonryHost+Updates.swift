// Batch updates: a list of update items, read by UIKit's rules, becomes
// engine edits in the host's update mode (deletions from the highest
// index down, then insertions from the lowest up), and leaves a
// transition that says where each element starts and ends. A list that
// does not agree with the counts is handled as a reload.

import LayoutGeometry
import MasonryLayout

extension MasonryHost {
  /// Applies a batch of update items, as a collection view's
  /// `prepare(forCollectionViewUpdates:)` receives them, and returns where
  /// each element starts and ends for the animation.
  ///
  /// The items are read with UIKit's semantics (see ``UpdateItem``) against
  /// the layout before the batch and `source`, which describes the feed
  /// after it. The engine then makes these edits, in this order: the
  /// items deleted or moved away, in each section from the highest index
  /// down, in ``updateMode``; the sections deleted or moved away; the
  /// sections inserted or moved in, from the lowest index up; the items
  /// inserted or moved in, from the lowest index up, in ``updateMode``;
  /// the reloaded sections; and the reloaded items, in ``updateMode``. So
  /// with ``/MasonryLayout/Masonry/UpdateMode/keepColumns`` no item that stays changes
  /// column: the items below a change move up or down in their columns.
  ///
  /// A moved section moves whole: every item keeps its column and its
  /// height (measured ones included), in either mode; only its header and
  /// footer are read from `source` at the new place. Its items may be
  /// edited in the same batch, as a diffable data source does: deletions
  /// at its index before, insertions at its index after. When `source`
  /// gives it another configuration at its new place, it is laid out
  /// afresh under that one once its item edits are made, every item
  /// keeping its height and taking its span and column from `source`.
  ///
  /// A batch of one item move and nothing else is the engine's own
  /// ``/MasonryLayout/SectionedMasonry/moveItem(from:to:mode:)``. In a larger batch a
  /// moved item is removed and inserted again, and keeps the height it had
  /// (measured ones included); its span and column are read from `source`
  /// at the new place. An inserted element is read from `source`; a
  /// reloaded item is asked for its height again (its span is kept: reload
  /// its section to change it), a reloaded section for everything.
  ///
  /// The element the user was looking at (the anchor rule,
  /// ``/MasonryLayout/SectionedMasonry/anchor(in:)``, in the last viewport) is
  /// followed through the batch, for
  /// ``targetContentOffset(forProposedContentOffset:)``; when it was
  /// deleted, the next item of its section that stays takes its place.
  /// An empty batch (what animates a change the layout already made)
  /// changes nothing and restores nothing: it forgets an anchor still
  /// pending, and ``targetContentOffset(forProposedContentOffset:)``
  /// answers the proposed offset.
  ///
  /// ## Inconsistent batches
  /// A batch that does not agree with the counts, UIKit's "invalid number
  /// of items" (an element deleted, moved or reloaded that does not exist,
  /// one named twice, an insertion past the end, an item change inside a
  /// section that is itself inserted, deleted or reloaded, or a source
  /// whose counts changed in ways the batch does not say), never
  /// traps: the host reads the whole feed again from `source`, as
  /// `reloadData()` would, and the transition says so
  /// (``Transition/isReload``): every element before fades out where it
  /// was and every element after fades in where it is. A pending reload
  /// (``invalidate(everything:dataSourceCounts:)``) is done the same way.
  ///
  /// - Parameters:
  ///   - updates: The batch, in any order.
  ///   - source: The feed after the batch.
  /// - Returns: The transition, also kept for ``initialAppearance(of:for:)``
  ///   and ``finalAppearance(of:for:)`` until ``finishUpdates()``.
  /// - Complexity: O(*u* log *u* + *s*) to read *u* update items over *s*
  ///   sections, plus the engine's cost for each edit (O(*n* − *i*) per
  ///   item edit at index *i* of an *n*-item section, in either mode).
  @discardableResult
  public mutating func apply(
    _ updates: [UpdateItem], source: some MasonrySectionProvider
  ) -> Transition {
    let (anchor, oldCounts) = _beginBatch()
    let sectionCount = Sanitizing.count(
      source.sectionCount, maximum: SectionedMasonry.maximumSectionCount)
    guard !_needsReload,
      let map = _BatchMap.read(
        updates, oldItemCounts: oldCounts, newSectionCount: sectionCount,
        newItemCount: {
          Sanitizing.count(source.itemCount(inSection: $0), maximum: Masonry.maximumItemCount)
        })
    else { return _applyAsReload(anchor: anchor, oldCounts: oldCounts, source: source) }
    // Only what the animation needs of the layout before (the
    // transition's window), so that the edits below do not copy the
    // layout's storage.
    let before = _BeforeSnapshot(
      of: layout, map: map, viewport: _viewport, overscan: _overscan, itemCounts: oldCounts)
    // A batch that changes something closes the gaps measurements above
    // the viewport left, before its edits (a re-flow then packs what a
    // fresh layout of the same heights packs) and after the snapshot (a
    // removed item fades out where the user saw it); the anchor, read
    // above, keeps what the user was looking at. An empty batch leaves
    // them; a reload (above) drops them. Closing gaps keeps the item
    // counts the batch reads.
    if !updates.isEmpty { _keepingItemCounts { $0.layout._closeGaps() } }
    let checked = _CheckedSections(source)
    let batch = _BatchSource(source: checked, before: before, map: map)
    var total = SectionedMasonry.Diagnostics()
    let mode = updateMode
    // The move is then the batch's only removal and only insertion, over
    // every section (an insertion in another section is not "alone").
    if map.itemMoves.count == 1,
      map.items.values.reduce(0, { $0 + $1.removed.count }) == 1,
      map.items.values.reduce(0, { $0 + $1.inserted.count }) == 1,
      map.sections.isEmpty, map.reloadedSections.isEmpty, map.reloadedItems.isEmpty,
      let (from, to) = map.itemMoves.first
    {
      // One move alone: the engine's own move, which keeps the item's
      // height and span and, keeping columns, places the item by the
      // packing rule at its new place in one pass (a removal then an
      // insertion can differ from it under round-robin packing or the
      // placement cursor's tie rule).
      layout.moveItem(from: from, to: to, mode: mode)
      return _finish(
        before: before, anchor: anchor, map: map, diagnostics: total, checked: checked)
    }

    // 1. Items deleted or moved away, highest first, sections still as
    //    they were.
    for section in map.items.keys.sorted(by: >) {
      for run in Self._runs(map.items[section]!.removed).reversed() {
        layout.removeItems(in: run, inSection: section, mode: mode)
      }
    }
    // 2. Sections deleted or moved away; a moved one is kept whole, its
    //    items where they are (after its removals).
    var movedSections: [Int: SectionedMasonry._KeptSection] = [:]
    for from in map.sectionMoves.keys { movedSections[from] = layout._keptSection(from) }
    for run in Self._runs(map.sections.removed).reversed() {
      layout.removeSections(in: run)
    }
    // 3. Sections inserted or moved in, lowest first: the sections before
    //    each are already where they end, so the source's index is the
    //    engine's. Runs of new sections are laid out together; a moved
    //    section goes back whole.
    var failed = false
    for run in Self._runs(map.sections.inserted) {
      var start = run.lowerBound
      for index in run {
        guard let from = map.sectionMovesBack[index], let section = movedSections[from] else {
          continue
        }
        if start < index {
          do throws(SectionedMasonry.SectionError) {
            let changes = try layout.insertSections(in: start..<index, sections: batch)
            total._add(changes.diagnostics)
          } catch {
            failed = true
          }
        }
        let changes = layout._insertSection(section, at: index, sections: batch)
        total._add(changes.diagnostics)
        start = index + 1
      }
      guard start < run.upperBound else { continue }
      do throws(SectionedMasonry.SectionError) {
        let changes = try layout.insertSections(in: start..<run.upperBound, sections: batch)
        total._add(changes.diagnostics)
      } catch {
        failed = true
      }
    }
    // 4. Items inserted or moved in, lowest first.
    for section in map.items.keys.sorted() {
      let new = map.newSection(ofOld: section)!
      for run in Self._runs(map.items[section]!.inserted) {
        let changes = layout.insertItems(in: run, inSection: new, sections: batch, mode: mode)
        total._add(changes.diagnostics)
      }
    }
    // A moved section that its new place gives another configuration is
    // laid out under it, its items keeping their lengths.
    for to in map.sectionMovesBack.keys.sorted() {
      do throws(SectionedMasonry.SectionError) {
        if let changes = try layout._conformSection(to, to: batch) {
          total._add(changes.diagnostics)
        }
      } catch {
        failed = true
      }
    }
    // 5. Reloaded sections, then 6. reloaded items, from the source.
    for new in map.reloadedSections.values.sorted() {
      do throws(SectionedMasonry.SectionError) {
        let changes = try layout.reloadSections(in: new..<(new + 1), sections: checked)
        total._add(changes.diagnostics)
      } catch {
        failed = true
      }
    }
    // One layout pass per section for all its reloaded items: one per
    // item would lay the rest of the section out again each time
    // (quadratic when a refresh reloads most of a feed).
    var reloaded: [Int: [Int]] = [:]
    for path in map.reloadedItems { reloaded[path.section, default: []].append(path.item) }
    for (section, items) in reloaded.sorted(by: { $0.key < $1.key }) {
      let changes = layout.setHeights(
        ofItemsAt: items, inSection: section, sections: checked, mode: mode)
      total._add(changes.diagnostics)
    }
    if failed {
      // Unreachable: the checked source gives only valid configurations.
      // Kept so that a future engine rule cannot leave half a batch.
      _needsReload = true
      return apply([], source: source)
    }
    // An empty batch (an animation of a change the layout already made)
    // moves nothing: there is no anchor to restore, and none to hold
    // through the measurements that follow. One still pending is older
    // than the viewport, whose own anchor a batch restores (as above):
    // in a layout that has not changed, that is where the user is.
    if updates.isEmpty { _pendingAnchor = nil }
    return _finish(
      before: before, anchor: updates.isEmpty ? nil : anchor, map: map, diagnostics: total,
      checked: checked, closingGaps: !updates.isEmpty)
  }

  /// What every batch (and rearrangement) does first: a drag under way
  /// ends where it started, the host stops waiting for updates, and the
  /// anchor in the last viewport and the item counts before are read.
  internal mutating func _beginBatch() -> (anchor: SectionedMasonry.Anchor?, oldCounts: [Int]) {
    if let move = _move {
      // A batch during a drag: the drag ends where it started.
      layout = move.origin
      _move = nil
    }
    _awaitsUpdates = false
    let anchor = _viewport.map { layout.anchor(in: $0) }
    let oldCounts = _itemCounts ?? Self._itemCounts(of: layout)
    assert(oldCounts == Self._itemCounts(of: layout), "the host's item counts are stale")
    return (anchor, oldCounts)
  }

  /// A batch that does not agree with the counts, or one that meets a
  /// pending reload: the whole feed read again, as `reloadData()` would,
  /// with a transition that says so.
  internal mutating func _applyAsReload(
    anchor: SectionedMasonry.Anchor?, oldCounts: [Int], source: some MasonrySectionProvider
  ) -> Transition {
    _pendingAnchor = anchor ?? _pendingAnchor
    let before = _BeforeSnapshot(
      of: layout, map: nil, viewport: _viewport, overscan: _overscan, itemCounts: oldCounts)
    let breadth = _viewport.map { _breadth(of: $0) } ?? _breadth(of: layout.contentSize)
    _reload(breadth: breadth, source: source)
    let transition = Transition(
      before: before, after: layout, map: nil, viewport: _viewport,
      diagnostics: diagnostics)
    _transition = transition
    return transition
  }

  /// Records a batch's outcome: its diagnostics, the anchor carried
  /// through it, and its transition; with `closingGaps`, closes every gap
  /// measurements above the viewport left first.
  internal mutating func _finish<Source>(
    before: _BeforeSnapshot, anchor: SectionedMasonry.Anchor?,
    map: _BatchMap,
    diagnostics total: SectionedMasonry.Diagnostics, checked: _CheckedSections<Source>,
    closingGaps: Bool = true
  ) -> Transition {
    diagnostics = total
    invalidConfigurationSections = checked.invalidSections()
    _itemCounts = map.newItemCounts
    // What the edits' own gaps left (none, but for a batch's engine
    // edits that keep gaps): closed as the batch began.
    if closingGaps { _keepingItemCounts { $0.layout._closeGaps() } }
    if let anchor {
      _pendingAnchor = Self._carry(anchor, through: map)
    } else if let pending = _pendingAnchor {
      _pendingAnchor = Self._carry(pending, through: map)
    }
    let transition = Transition(
      before: before, after: layout, map: map, viewport: _viewport,
      diagnostics: total)
    _transition = transition
    return transition
  }

  /// Ends the animation of the last batch: the appearance queries answer
  /// `nil` again. A collection view calls it from
  /// `finalizeCollectionViewUpdates()`.
  ///
  /// - Complexity: O(1).
  public mutating func finishUpdates() {
    _transition = nil
  }

  /// The transition of the last batch, until ``finishUpdates()``.
  ///
  /// - Complexity: O(1).
  public var transition: Transition? { _transition }

  // MARK: Helpers

  /// The runs of consecutive values in an ascending list, ascending.
  internal static func _runs(_ sorted: [Int]) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    for value in sorted {
      if let last = runs.last, last.upperBound == value {
        runs[runs.count - 1] = last.lowerBound..<(value + 1)
      } else {
        runs.append(value..<(value + 1))
      }
    }
    return runs
  }

  /// An anchor carried through a batch: its element where it went; for a
  /// deleted item, the next item of its section that stays (within a few
  /// items), else its section's footer; for a deleted section, the next
  /// section that stays.
  internal static func _carry(
    _ anchor: SectionedMasonry.Anchor, through map: _BatchMap
  ) -> SectionedMasonry.Anchor {
    guard let path = anchor.path else { return anchor }
    if anchor.kind == .item {
      if let new = map.newPath(ofOld: path) {
        return SectionedMasonry.Anchor(kind: .item, path: new, distance: anchor.distance)
      }
      if path.section >= 0, path.section < map.oldItemCounts.count {
        let end = Swift.min(map.oldItemCounts[path.section], path.item + 65)
        for item in Swift.max(path.item + 1, 0)..<Swift.max(end, path.item + 1) {
          if let new = map.newPath(ofOld: ItemPath(section: path.section, item: item)) {
            return SectionedMasonry.Anchor(kind: .item, path: new, distance: anchor.distance)
          }
        }
      }
      if let section = map.newSection(ofOld: path.section) {
        return SectionedMasonry.Anchor(
          kind: .footer, path: ItemPath(section: section, item: 0), distance: 0)
      }
    } else if let section = map.newSection(ofOld: path.section) {
      return SectionedMasonry.Anchor(
        kind: anchor.kind, path: ItemPath(section: section, item: 0), distance: anchor.distance)
    }
    var next = path.section + 1
    while next < map.oldItemCounts.count {
      if let section = map.newSection(ofOld: next) {
        return SectionedMasonry.Anchor(
          kind: .header, path: ItemPath(section: section, item: 0), distance: 0)
      }
      next += 1
    }
    return SectionedMasonry.Anchor(kind: .header, path: nil, distance: 0)
  }
}

/// The source the engine reads during a batch: a moved item, and an item
/// of a moved section laid out afresh, keep their heights from the layout
/// before (the snapshot keeps every moved item's and moved section's
/// frames); everything else is read from the (checked) source, by its path
/// after the batch. (A rearrangement needs none of it: the engine carries
/// its moved items' lengths.)
internal struct _BatchSource<Source: MasonrySectionProvider>: MasonrySectionProvider {
  internal let source: _CheckedSections<Source>
  internal let before: _BeforeSnapshot
  internal let map: _BatchMap

  /// The path before of an item after that keeps its height: a moved
  /// item's, or, in a moved section, the item's own unless the batch
  /// inserted it.
  private func carried(_ path: ItemPath) -> ItemPath? {
    if let old = map.itemMovesBack[path] { return old }
    if map.sectionMovesBack[path.section] != nil { return map.oldPath(ofNew: path) }
    return nil
  }

  private func carriedLength(_ path: ItemPath) -> Double? {
    carried(path).flatMap { before.itemLength($0) }
  }

  internal var sectionCount: Int { map.newItemCounts.count }

  internal func itemCount(inSection section: Int) -> Int {
    section >= 0 && section < map.newItemCounts.count ? map.newItemCounts[section] : 0
  }

  internal func height(forItemAt path: ItemPath, width: Double) -> Double {
    carriedLength(path) ?? source.height(forItemAt: path, width: width)
  }

  internal func height(forItemAt path: ItemPath, width breadth: Double, axis: Axis) -> Double {
    carriedLength(path) ?? source.height(forItemAt: path, width: breadth, axis: axis)
  }

  internal func configuration(forSection section: Int) -> Masonry.Configuration? {
    source.configuration(forSection: section)
  }

  internal func headerHeight(inSection section: Int, width: Double) -> Double {
    source.headerHeight(inSection: section, width: width)
  }

  internal func footerHeight(inSection section: Int, width: Double) -> Double {
    source.footerHeight(inSection: section, width: width)
  }

  internal func columnSpan(forItemAt path: ItemPath) -> Int { source.columnSpan(forItemAt: path) }

  internal func column(forItemAt path: ItemPath) -> Int? { source.column(forItemAt: path) }
}
