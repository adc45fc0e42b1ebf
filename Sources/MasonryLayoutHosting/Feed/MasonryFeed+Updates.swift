// Data changes by identity: a new list of ids is cleaned of duplicates,
// diffed against the feed's (only the changed middle is hashed), turned
// into a batch of update items with UIKit's semantics
// (MasonryFeed+UpdateItems.swift), and applied to the host in its update
// mode, the anchor carried through.

import LayoutGeometry
import MasonryLayout

extension MasonryFeed {
  /// Replaces the feed's ids with `sections`, by identity, and returns
  /// what changed. (``apply(_:height:)`` is the same for a feed of one
  /// section.)
  ///
  /// The new ids are diffed against the feed's (``difference(from:to:)``,
  /// over every section's ids one after another, moves inferred) and the
  /// difference is applied to ``host`` as one batch in ``updateMode``:
  /// with ``/MasonryLayout/Masonry/UpdateMode/keepColumns`` (the default)
  /// the items that stay keep their columns and close up or open gaps in
  /// them; with ``/MasonryLayout/Masonry/UpdateMode/reflow`` the layout
  /// equals a fresh layout of the new list. A moved item keeps its height
  /// (a measured one included); an inserted one is asked `height`.
  ///
  /// Sections are matched by position: sections past the old count are
  /// inserted whole, sections past the new count deleted whole, and items
  /// move freely between the sections both lists have.
  ///
  /// The element the user was looking at in the last viewport (the anchor
  /// rule, ``/MasonryLayout/SectionedMasonry/anchor(in:)``) stays still: the update's
  /// ``Update/contentOffsetAdjustment`` is what to add to the scroll
  /// offset (the host's viewport is moved by it already), so a change in
  /// the middle of a scroll never makes the content jump. The transition
  /// is only in the returned update (the host's is finished): drop the
  /// update once animated, and the next change edits the layout in place.
  ///
  ///     var feed = try MasonryFeed<String>()
  ///     feed.apply(["a", "b", "c"]) { _, width in width }
  ///     feed.prepare(viewport: bounds) { _, width in width }
  ///     let update = feed.apply(["b", "c"]) { _, width in width }
  ///     bounds.origin.y += update.contentOffsetAdjustment.y  // the scroll view's offset
  ///
  /// ## Bad input
  /// A later occurrence of an id already seen (in any section) is dropped
  /// and counted in ``Update/diagnostics`` (also kept in ``diagnostics``);
  /// heights the engine has to clean are reported there too, once it
  /// reads them: a feed not laid out yet reads every height at its first
  /// ``prepare(viewport:height:headerHeight:footerHeight:)``, and only
  /// ``diagnostics`` reports what that pass cleaned. An empty list is a
  /// feed of no items.
  ///
  /// - Parameters:
  ///   - sections: The ids of each section, in order.
  ///   - height: An item's estimated length along the flow for a column
  ///     width (its height on the vertical axis).
  ///   - headerHeight: A section's header length for a width (0: none).
  ///   - footerHeight: A section's footer length for a width (0: none).
  /// - Returns: What changed.
  /// - Complexity: O(*n* + *m* log *m* + *s*) for *n* ids around a changed
  ///   middle of *m* over *s* sections (a list with duplicates outside the
  ///   middle, or a new section count, costs one hashing pass over all
  ///   *n*; with more than one section before or after, the ids are also
  ///   walked once, without hashing, for those a section boundary moved
  ///   past), plus the host's batch: the engine's cost for each edit. A
  ///   feed of one section whose new order the batch would lay out again
  ///   run by run (a new sort, a filter) is laid out in one pass from the
  ///   first change instead: one copy of its layout, O(*n*), and
  ///   O((*n* − *i*) · *c*) from index *i* in *c* columns; the update then
  ///   holds the layout and the ids before, and makes its
  ///   ``Update/difference`` and ``Update/updateItems`` only if read.
  ///   Before the first ``prepare(viewport:height:headerHeight:footerHeight:)``
  ///   there is no batch, and the update makes its difference and batch
  ///   only if read: a new feed's first ids cost O(*n* + *s*), one hashing
  ///   pass; later ones as above, without the batch.
  @discardableResult
  public mutating func apply(
    sections: [[ID]], height: (ID, Double) -> Double,
    headerHeight: (Int, Double) -> Double = { _, _ in 0 },
    footerHeight: (Int, Double) -> Double = { _, _ in 0 }
  ) -> Update {
    apply(
      sections: sections, height: height, columnSpan: nil, headerHeight: headerHeight,
      footerHeight: footerHeight)
  }

  /// ``apply(sections:height:headerHeight:footerHeight:)`` with each
  /// inserted item's column span by id (a compositional section's spans;
  /// `nil` when every item spans one column), and, where the caller has
  /// compared the lists already (specialised for its id type), how many
  /// ids lead and end as ``ids`` do: the longest common prefix, and the
  /// longest common suffix after it (`IdentityDifference.trim(_:_:)`'s
  /// answer for the sections' ids, flat), and, for a feed of one section
  /// whose new ids are its ids with one moved, the move (the whole
  /// difference: no id is new or dropped).
  @discardableResult
  package mutating func apply(
    sections: [[ID]], height: (ID, Double) -> Double, columnSpan: ((ID) -> Int)?,
    headerHeight: (Int, Double) -> Double, footerHeight: (Int, Double) -> Double,
    commonPrefixAndSuffix: (prefix: Int, suffix: Int)? = nil,
    movedItem: (from: Int, to: Int)? = nil
  ) -> Update {
    if let movedItem, host.viewport != nil, sections.count == 1, itemCounts.count == 1,
      sections[0].count == ids.count, ids.indices.contains(movedItem.from),
      ids.indices.contains(movedItem.to), movedItem.from != movedItem.to
    {
      return _applyMove(
        of: movedItem, to: sections[0], height: height, columnSpan: columnSpan,
        headerHeight: headerHeight, footerHeight: footerHeight)
    }
    // 1. The new list, flat, with its sections' starts.
    var new = Self._flat(sections)
    var newCounts = sections.map(\.count)
    // 2. Duplicates: only the changed middle can hold one, unless one of
    //    its ids collides with the prefix or suffix, or the sections
    //    changed in number (then every id is checked). Found while the
    //    middles are aligned: the new middle hashed once, the old one
    //    too unless the apply that made it kept its hashes.
    var (prefix, suffix) = commonPrefixAndSuffix ?? IdentityDifference.trim(ids, new)
    var report = Diagnostics()
    var aligned: (alignment: IdentityDifference.Alignment, repeats: [Int], hashes: [Int])?
    if newCounts.count == itemCounts.count {
      let known =
        _idHashes.count == ids.count && prefix + suffix <= ids.count
        ? _idHashes[prefix..<(ids.count - suffix)] : nil
      aligned = IdentityDifference.alignment(
        from: ids, to: new, prefix: prefix, suffix: suffix, oldHashes: known,
        isElsewhere: { _members.contains($0) })
    }
    let clean = aligned != nil
    // Taken, not copied: the set is edited in place and put back below
    // (nothing in between reads it).
    var members = _IdentitySet<ID>()
    swap(&members, &_members)
    if !clean {
      members = Self._droppingRepeats(from: &new, counts: &newCounts, report: &report)
      (prefix, suffix) = IdentityDifference.trim(ids, new)
    } else if let repeats = aligned?.repeats, !repeats.isEmpty {
      Self._drop(repeats, from: &new, counts: &newCounts, report: &report)
    }
    // 3. How the lists align; a feed of one section whose new order moves
    //    many items takes it to the engine in one pass, the rest as the
    //    difference's batch.
    let newStarts = Self._starts(of: newCounts)
    let alignment =
      aligned?.alignment
      ?? IdentityDifference.alignment(from: ids, to: new, prefix: prefix, suffix: suffix)
    if host.viewport == nil {
      // Nothing is laid out to edit: the next prepare reads every id, and
      // the difference (for a first apply, every id inserted one change
      // at a time) is made only if read.
      if clean { Self._follow(alignment, old: ids, new: new, in: &members) }
      host.invalidate(everything: true)
      return _finishDeferring(
        alignment, ids: new, counts: newCounts, starts: newStarts, members: members,
        report: report, transition: _transitionBeforeLayout)
    }
    if itemCounts.count == 1, newCounts.count == 1, alignment.changeCount > 0, !alignment.isOneMove,
      _rearrangesInOnePass ?? alignment.isCheaperInOnePass
    {
      if clean { Self._follow(alignment, old: ids, new: new, in: &members) }
      // The new ids' hash values, kept for the next apply (a new sort
      // after a new sort): the middle's just made, and the prefix's and
      // suffix's where the feed knew the old ones.
      var hashes: [Int] = []
      if let aligned, prefix + suffix == 0 || _idHashes.count == ids.count {
        hashes = _idHashes.prefix(prefix) + aligned.hashes + _idHashes.suffix(suffix)
      }
      let update = _finishRearranging(
        alignment, ids: new, starts: newStarts, members: members, report: report,
        height: height, columnSpan: columnSpan, headerHeight: headerHeight,
        footerHeight: footerHeight)
      if hashes.count == ids.count { _idHashes = hashes }
      return update
    }
    var difference = alignment.difference(from: ids, to: new)
    if Swift.max(itemCounts.count, newCounts.count) > 1 {
      difference = Self._movingAcrossSections(
        difference, old: ids, new: new, oldStarts: _starts, newStarts: newStarts)
    }
    if clean {
      for change in difference {
        switch change {
        case .remove(_, let id, nil): members.remove(id)
        case .insert(_, let id, nil): members.insert(id)
        default: break
        }
      }
    }
    return _finish(
      difference, ids: new, counts: newCounts, starts: newStarts, members: members,
      report: report, height: height, columnSpan: columnSpan, headerHeight: headerHeight,
      footerHeight: footerHeight)
  }

  /// The first ids of a feed that holds none, read in full by the next
  /// prepare: what ``apply(sections:height:headerHeight:footerHeight:)``
  /// leaves (the same ids, sections and report of dropped repeats, and
  /// after the prepare the same layout of every id in order, every
  /// section's header and footer read afresh), without its difference or
  /// its batch, which for a first pass insert every id one change at a
  /// time. For a host with nothing to animate: a compositional section's
  /// first pass.
  ///
  /// - Parameter sections: The ids of each section, in order; the feed
  ///   must hold no id.
  /// - Returns: The report: the repeats dropped.
  /// - Complexity: O(*n*) for *n* ids, one hashing pass.
  package mutating func fill(sections: [[ID]]) -> Diagnostics {
    precondition(ids.isEmpty, "fill(sections:) is for a feed that holds no id")
    var new = Self._flat(sections)
    var counts = sections.map(\.count)
    var report = Diagnostics()
    let members = Self._droppingRepeats(from: &new, counts: &counts, report: &report)
    host.invalidate(everything: true)
    return _commit(
      ids: new, counts: counts, starts: Self._starts(of: counts), members: members,
      report: report)
  }

  /// Drops every later occurrence of an id from `ids` (and its section's
  /// count), counting them in `report`.
  ///
  /// - Returns: The set of the ids left.
  /// - Complexity: O(*n*) for *n* ids, one hashing pass.
  internal static func _droppingRepeats(
    from ids: inout [ID], counts: inout [Int], report: inout Diagnostics
  ) -> _IdentitySet<ID> {
    var seen = _IdentitySet<ID>(minimumCapacity: ids.count)
    let dropped = seen.insert(contentsOf: ids)
    _drop(dropped, from: &ids, counts: &counts, report: &report)
    return seen
  }

  /// Keeps what an apply or a fill leaves: the new ids, their sections'
  /// counts and starts, their set, and the report with the heights the
  /// host cleaned.
  ///
  /// - Returns: The report kept.
  internal mutating func _commit(
    ids new: [ID], counts: [Int], starts: [Int], members: _IdentitySet<ID>, report: Diagnostics
  ) -> Diagnostics {
    ids = new
    itemCounts = counts
    _starts = starts
    _members = members
    var report = report
    report.heights = host.diagnostics
    diagnostics = report
    return report
  }

  /// The sections' ids one after another (the list itself for one
  /// section, not copied).
  internal static func _flat(_ sections: [[ID]]) -> [ID] {
    guard sections.count != 1 else { return sections[0] }
    var flat: [ID] = []
    flat.reserveCapacity(sections.reduce(0) { $0 + $1.count })
    for section in sections { flat.append(contentsOf: section) }
    return flat
  }

  /// Where each section starts in the flat list, and past the last, the
  /// total: `counts.count + 1` offsets from 0.
  internal static func _starts(of counts: [Int]) -> [Int] {
    var starts = [0]
    starts.reserveCapacity(counts.count + 1)
    for count in counts { starts.append(starts.last! + count) }
    return starts
  }

  /// The end of an apply that made no difference: the new ids, their
  /// sections and set kept, and an update that makes its difference and
  /// batch from how the lists align if it is asked for them.
  internal mutating func _finishDeferring(
    _ alignment: IdentityDifference.Alignment, ids new: [ID], counts: [Int], starts: [Int],
    members: _IdentitySet<ID>, report: Diagnostics, transition: MasonryHost.Transition
  ) -> Update {
    let deferred = _DeferredDifference(
      old: ids, new: new, alignment: alignment, oldStarts: _starts, newStarts: starts)
    let report = _commit(
      ids: new, counts: counts, starts: starts, members: members, report: report)
    return Update(
      deferred: deferred, transition: transition, contentOffsetAdjustment: _restoreAnchor(),
      diagnostics: report)
  }

  /// The end of an apply after the first layout that takes the
  /// difference's batch to the host with the anchor carried through it,
  /// then keeps the new ids, their sections and set, and the report.
  private mutating func _finish(
    _ difference: CollectionDifference<ID>, ids new: [ID], counts: [Int], starts: [Int],
    members: _IdentitySet<ID>, report: Diagnostics, height: (ID, Double) -> Double,
    columnSpan: ((ID) -> Int)?, headerHeight: (Int, Double) -> Double,
    footerHeight: (Int, Double) -> Double
  ) -> Update {
    let updates = Self._updateItems(difference, oldStarts: _starts, newStarts: starts)
    let transition = _apply(
      updates, ids: new, starts: starts, height: height, header: headerHeight,
      footer: footerHeight, span: columnSpan)
    let report = _commit(
      ids: new, counts: counts, starts: starts, members: members, report: report)
    return Update(
      difference: difference, updateItems: updates, transition: transition,
      contentOffsetAdjustment: _restoreAnchor(), diagnostics: report)
  }

  /// ``apply(sections:height:columnSpan:headerHeight:footerHeight:commonPrefixAndSuffix:movedItem:)``
  /// for one item moved: its difference and batch written directly, the
  /// ids and their set unchanged but for the order.
  private mutating func _applyMove(
    of move: (from: Int, to: Int), to new: [ID], height: (ID, Double) -> Double,
    columnSpan: ((ID) -> Int)?, headerHeight: (Int, Double) -> Double,
    footerHeight: (Int, Double) -> Double
  ) -> Update {
    let id = ids[move.from]
    let difference = CollectionDifference<ID>([
      .remove(offset: move.from, element: id, associatedWith: move.to),
      .insert(offset: move.to, element: id, associatedWith: move.from),
    ])!
    return _finish(
      difference, ids: new, counts: itemCounts, starts: _starts, members: _members,
      report: Diagnostics(), height: height, columnSpan: columnSpan, headerHeight: headerHeight,
      footerHeight: footerHeight)
  }

  /// Replaces the ids of a feed of one section; see
  /// ``apply(sections:height:headerHeight:footerHeight:)``.
  ///
  /// - Parameters:
  ///   - ids: The ids, in order.
  ///   - height: An item's estimated length along the flow for a column
  ///     width.
  /// - Returns: What changed.
  /// - Complexity: As the sectioned update's; the list is not copied
  ///   unless it has duplicates.
  @discardableResult
  public mutating func apply(_ ids: [ID], height: (ID, Double) -> Double) -> Update {
    apply(sections: [ids], height: height)
  }

  /// The transition of a change before the first viewport: nothing is
  /// laid out to edit, and the first prepare reads every id.
  internal var _transitionBeforeLayout: MasonryHost.Transition {
    MasonryHost.Transition(
      before: _BeforeSnapshot(of: host.layout, map: nil, viewport: nil, itemCounts: itemCounts),
      after: host.layout, map: nil, viewport: nil,
      diagnostics: SectionedMasonry.Diagnostics())
  }

  /// Applies a batch to the host over the feed `ids` (in `starts`'
  /// sections), and finishes it there: the returned transition is the
  /// only one kept.
  internal mutating func _apply(
    _ updates: [MasonryHost.UpdateItem], ids: [ID], starts: [Int],
    height: (ID, Double) -> Double, header: (Int, Double) -> Double,
    footer: (Int, Double) -> Double, span: ((ID) -> Int)? = nil
  ) -> MasonryHost.Transition {
    let transition = _FeedSource.with(
      ids: ids, starts: starts, height: height, header: header, footer: footer, span: span
    ) { source in host.apply(updates, source: source) }
    // The update carries the transition; the host keeping it too would
    // hold the layout before alive, and the next edit would copy it.
    host.finishUpdates()
    return transition
  }

  /// Removes the ids at `offsets` (ascending) from `new`, from their
  /// sections' counts, and reports them.
  internal static func _drop(
    _ offsets: [Int], from new: inout [ID], counts: inout [Int], report: inout Diagnostics
  ) {
    guard !offsets.isEmpty else { return }
    var section = 0
    var sectionStart = 0
    var next = 0
    var kept: [ID] = []
    kept.reserveCapacity(new.count - offsets.count)
    var newCounts = counts
    for (offset, id) in new.enumerated() {
      while section < counts.count, offset >= sectionStart + counts[section] {
        sectionStart += counts[section]
        section += 1
      }
      if next < offsets.count, offsets[next] == offset {
        next += 1
        newCounts[section] -= 1
        report._dropped(id, at: ItemPath(section: section, item: offset - sectionStart))
      } else {
        kept.append(id)
      }
    }
    new = kept
    counts = newCounts
  }
}
