// Self-sizing: a cell's measured height replaces the item's estimate, the
// item keeps its columns, and a measurement above the viewport is absorbed
// there, so that nothing on screen moves (an item across the columns takes
// the one adjustment that moves what is on screen least).

import LayoutGeometry
import MasonryLayout

extension MasonryHost {
  /// Returns whether a measured height would change the layout: what a
  /// collection view's
  /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
  /// answers.
  ///
  /// A measured height is a length along the flow (the cell's height on
  /// the vertical axis, its width on the horizontal one); the cell's
  /// measured width across the lanes is ignored, since the columns fix it.
  ///
  /// ## Bad input
  /// A measured height that is NaN, infinite or negative changes nothing:
  /// the item keeps its estimate (it answers `false`), so a cell that
  /// failed to measure never makes the layout loop. A height of 0 is a
  /// real measurement: the item collapses to zero height (and answers
  /// `false` when it already has it). A height above
  /// ``/MasonryLayout/Masonry/maximumLength`` counts as that maximum. A path that does
  /// not exist, and any height during a drag, answer `false`.
  ///
  /// - Parameters:
  ///   - height: The measured length along the flow.
  ///   - path: The item.
  /// - Returns: Whether ``setMeasuredHeight(_:ofItemAt:)`` would change
  ///   it.
  /// - Complexity: O(log *n*) to read the item's frame.
  public func shouldInvalidate(forMeasuredHeight height: Double, ofItemAt path: ItemPath) -> Bool {
    guard _move == nil, height.isFinite, height >= 0,
      let current = layout._itemLength(at: path)
    else { return false }
    return Swift.min(height, Masonry.maximumLength) != current
  }

  /// Takes a cell's measured height in place of the item's estimate, with
  /// every item's columns kept and what is on screen moved as little as
  /// possible, and returns what to invalidate: what a collection view's
  /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`
  /// fills in.
  ///
  /// The height is set with ``/MasonryLayout/Masonry/UpdateMode/keepColumns`` whatever
  /// ``updateMode`` says: the items below it in its columns (and every
  /// later section) move up or down, and no item changes column.
  ///
  /// ## The offset adjustment
  /// Right after a re-layout that kept the element the user is looking at
  /// still (a rotation, a new configuration, a reload, a batch update: see
  /// ``didRestoreContentOffset()``), or a jump to an item
  /// (``jump(to:alignment:bounds:insets:)``), and until the user scrolls,
  /// the adjustment keeps that element exactly where it is: the cells the
  /// re-layout moved measure themselves, and what the user is looking at
  /// does not move. A one-column cell that starts before a held item is
  /// absorbed before it (as below, with the item's top for the viewport's),
  /// so everything on screen that reaches past that top stays too.
  ///
  /// Otherwise, when the user sees the item (its top is on screen, or most of it
  /// shows, by the anchor rule's test of ``/MasonryLayout/Masonry/anchor(in:)``),
  /// there is none: the item grows or shrinks from its top, and what lies
  /// below it in its columns moves. A cell at the top of a feed that
  /// measures itself taller does not scroll the feed. (On a right-to-left
  /// shelf, whose top is an item's right edge and whose elements stand
  /// from the content's right end, the adjustment is the content's change,
  /// which keeps what comes before the item where it is.)
  ///
  /// Otherwise (the item is above the viewport, or only a sliver of it
  /// shows) the measurement is absorbed above the viewport, and nothing on
  /// screen moves: everything from the viewport's leading edge on moves by
  /// one distance, which ``Invalidation/contentOffsetAdjustment`` takes
  /// back. A shorter item keeps its end and leaves a gap above it in its
  /// column (no adjustment); a longer one first takes the gaps just above
  /// and below it, and what is left moves everything from its top on
  /// (the adjustment), the other columns keeping a gap of as much above
  /// their items that reach below that top. Gaps travel up each column
  /// with the measurements that follow, ahead of the viewport. The gap
  /// every column of a band before the viewport starts with (a band: a
  /// section's items, or those between two items that span columns) then
  /// comes out, everything from the band's top on moving up by it, which
  /// the adjustment takes back too; what is left closes when a scroll
  /// would show it (see ``invalidation(forBoundsChangeFrom:to:)``). So:
  /// - an item above the viewport that grows by 40 points, with nothing
  ///   to absorb it next to it, gives 40: nothing on screen moves;
  /// - an item above the viewport that shrinks gives 0: it keeps its end,
  ///   and nothing on screen moves;
  /// - an item the user sees, or one below the viewport, gives 0 (on a
  ///   right-to-left shelf, the content's change): only what lies below
  ///   its top in its columns moves.
  ///
  /// An item that spans several columns cannot be absorbed so, nor one
  /// that grows in a section whose stamps reach below its top (a stamp
  /// stays where it is, so the section's end would move by less than the
  /// items): it takes
  /// the one adjustment that moves the elements on screen least (the
  /// median of their moves, weighted by the length of each the viewport
  /// shows along the flow; of two that tie, the one nearest 0).
  ///
  /// Without a viewport (before the first prepare), or with nothing on
  /// screen, there is no adjustment. Holding one element exactly, as a
  /// rotation holds the anchor, would move every column but its own.
  ///
  /// The height stays in the engine: later queries and updates never ask
  /// the source for it again, until the item is reloaded or the width
  /// changes.
  ///
  /// The host's ``viewport`` does not move: add the adjustment to the
  /// scroll view's offset and give the new bounds to ``setViewport(_:)``
  /// before the next measurement (`MasonryCollectionViewLayout` gives the
  /// collection view's bounds before each; ``MasonryFeed``'s
  /// `setMeasuredHeight(_:of:hint:)` moves the viewport itself).
  ///
  /// - Parameters:
  ///   - height: The measured length along the flow; see
  ///     ``shouldInvalidate(forMeasuredHeight:ofItemAt:)`` for NaN, zero
  ///     and the rest.
  ///   - path: The item.
  /// - Returns: The invalidation, or `nil` when the height changes nothing.
  /// The invalidation lists the elements shown after the change (the
  /// viewport moved by the adjustment, grown by ``overscan``) whose frames
  /// the change moved, the measured item always among them.
  ///
  /// - Complexity: For an item above the viewport, about a row of the
  ///   engine's keep-columns placement, and O(*n* / 1,024) for the *n*
  ///   items of its section after it, which move by one sum per block of
  ///   1,024 (with neither a display scale nor row spacing, where a sum
  ///   could make touching items overlap, the placement goes on to the
  ///   section's end). For an item the user sees, or one below, the
  ///   engine's keep-columns
  ///   ``/MasonryLayout/SectionedMasonry/setHeight(_:ofItemAt:mode:)``
  ///   from the item: the rest of its block of 1,024 placed again and
  ///   the rest of its column moved by one sum per block, when no item
  ///   after it in its section spans columns (and under the same terms
  ///   of scale and spacing, with at most 64 columns), and otherwise the
  ///   section's items after it placed again. Plus the queries of the
  ///   viewport; no copy of the layout.
  @discardableResult
  public mutating func setMeasuredHeight(
    _ height: Double, ofItemAt path: ItemPath
  ) -> Invalidation? {
    // A measurement keeps every section's count: a batch that follows
    // needs no recount.
    _keepingItemCounts { $0._measure(height, ofItemAt: path) }
  }

  /// ``setMeasuredHeight(_:ofItemAt:)``, but for the item counts it keeps.
  private mutating func _measure(_ height: Double, ofItemAt path: ItemPath) -> Invalidation? {
    guard shouldInvalidate(forMeasuredHeight: height, ofItemAt: path) else { return nil }
    // The anchor a re-layout restored or a jump set, while the user has
    // not scrolled. A jump's, still on its way (an animated scroll),
    // waits to land, and the rules below apply until it does.
    if let hold = _hold, let viewport = _viewport, !hold.holds(viewport), !hold.landing {
      _hold = nil
    }
    // An animated jump on its way holds nothing yet, wherever it passes.
    let held = _hold.flatMap { hold in
      !(hold.landing && hold.animated) && _viewport.map(hold.holds) ?? true
        ? (hold.anchor, _top(of: hold.anchor)) : nil
    }
    // Where each element on screen starts, and how much of it shows,
    // before the change: unpinned, as the content moves them. None when
    // an anchor is held, or the user sees the item itself (it grows from
    // its top).
    let seen = held != nil || (_viewport.map { _isSeen(path, in: $0) } ?? true)
    // Above the viewport, the measurement is absorbed above it: everything
    // on screen moves by one distance, which the offset takes back. An
    // item the engine cannot absorb so (one that spans columns) takes the
    // adjustment that moves the screen least.
    // Held, an item before the held one's start is absorbed before that
    // start: the held item stays, and so does everything on screen that
    // reaches past its start (the hold's adjustment below takes back the
    // shift); not at all (a spanning item, a stamp), it takes the hold's
    // adjustment alone.
    let absorbed: (changes: SectionedMasonry.Changes, shift: Double)?
    if let (anchor, top) = held {
      let line =
        configuration.axis == .vertical
        ? Rect(x: 0, y: top, width: 0, height: 0) : Rect(x: top, y: 0, width: 0, height: 0)
      absorbed =
        anchor.kind == .item && anchor.path != path && absorbsAboveViewport
        ? layout._absorbLength(height, ofItemAt: path, holdingFrom: line) : nil
    } else {
      absorbed =
        seen || !absorbsAboveViewport
        ? nil
        : _viewport.flatMap { layout._absorbLength(height, ofItemAt: path, holdingFrom: $0) }
    }
    let onScreen = seen || absorbed != nil ? [] : _viewport.map { layout.elements(in: $0) } ?? []
    let changes = absorbed?.changes ?? layout.setHeight(height, ofItemAt: path, mode: .keepColumns)
    var adjustment = Point.zero
    var taken: SectionedMasonry.Changes?
    if let viewport = _viewport {
      if let (anchor, top) = held {
        let carried = anchor.updated(by: changes)
        let rounding = _hold.map { _flow($0.rounding(of: viewport)) } ?? 0
        adjustment = _flowPoint(
          (_top(of: carried) - carried.distance) - (top - anchor.distance) - rounding)
        _hold?.anchor = carried
        _hold?.viewport = viewport.offsetBy(dx: adjustment.x, dy: adjustment.y)
        _hold?.landing = false
      } else if let absorbed {
        adjustment = _flowPoint(absorbed.shift)
        // A gap every column of a band above the screen starts with: the
        // offset takes it, and moves nothing the user sees.
        if let take = layout._takeCommonGaps(within: _gapReach(of: viewport), before: viewport) {
          taken = take.changes
          adjustment = _flowPoint(absorbed.shift + take.shift)
        }
      } else if !seen {
        adjustment = _flowPoint(_leastMovingAdjustment(onScreen, in: viewport))
      } else {
        // Seen, the item grows from its top. A right-to-left shelf's top
        // is its right edge, and every element stands at a distance from
        // the content's right end: the offset takes the content's change,
        // so that what comes before the item stays where it is (anywhere
        // else, nothing moves).
        adjustment = _driftWithTheContent(
          fromWidth: changes.oldContentSize.width, to: changes.newContentSize.width)
      }
      if let pending = _pendingAnchor {
        let updated = pending.updated(by: changes)
        _pendingAnchor = taken.map { updated.updated(by: $0) } ?? updated
      }
    }
    let size = (taken?.newContentSize ?? changes.newContentSize, changes.oldContentSize)
    var invalidation = Invalidation(
      contentOffsetAdjustment: adjustment,
      contentSizeAdjustment: Size(
        width: size.0.width - size.1.width, height: size.0.height - size.1.height))
    if let viewport = _viewport {
      // What is shown after the adjustment and moved; one query, and no
      // copy of the layout kept across the change (the engine would copy
      // the section's storage). What is no longer shown is not asked
      // again.
      let shifted = viewport.offsetBy(dx: adjustment.x, dy: adjustment.y)
      let shown = _shownArea(around: shifted)
      let (headers, footers) = (changes.changedHeaders, changes.changedFooters)
      let (takenHeaders, takenFooters) = (taken?.changedHeaders, taken?.changedFooters)
      // Pinned headers follow the viewport: an adjustment moves them.
      let pinnedMove = layout.pinsHeaders && adjustment != .zero
      for element in layout.elements(in: shown, pinnedIn: shifted) {
        switch element.kind {
        case .item
        where changes.changedFrame(ofItemAt: element.path)
          || taken?.changedFrame(ofItemAt: element.path) == true:
          invalidation.items.append(element.path)
        case .header
        where pinnedMove || headers.contains(element.path.section)
          || takenHeaders?.contains(element.path.section) == true:
          invalidation.headers.append(element.path.section)
        case .footer
        where footers.contains(element.path.section)
          || takenFooters?.contains(element.path.section) == true:
          invalidation.footers.append(element.path.section)
        default: break
        }
      }
    }
    if !invalidation.items.contains(path) {
      invalidation.items.append(path)
      invalidation.items.sort()
    }
    return invalidation
  }

  /// Whether the user sees the item at `path` in `viewport`: its top (the
  /// leading edge along the flow: the right on a right-to-left shelf) is
  /// on screen, or most of it shows, by the anchor rule's test.
  internal func _isSeen(_ path: ItemPath, in viewport: Rect) -> Bool {
    guard let frame = layout.frame(ofItemAt: path) else { return false }
    let area = viewport.standardized
    let vertical = configuration.axis == .vertical
    let (top, bottom) = vertical ? (area.minY, area.maxY) : (area.minX, area.maxX)
    let (low, high) = vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
    let leading = vertical || configuration.layoutDirection == .leftToRight ? low : high
    let leadingShown =
      vertical || configuration.layoutDirection == .leftToRight
      ? leading >= top && leading < bottom : leading > top && leading <= bottom
    return leadingShown || Masonry._isMostlyVisible(low, high, in: top, bottom)
  }

  /// The content offset adjustment, along the flow, that moves the
  /// elements that were on screen least: the median of how far the last
  /// change moved each (`layout` is after it; `onScreen` is before it),
  /// weighted by the length of each the viewport showed along the flow; of
  /// two moves that
  /// tie for it, the adjustment between them nearest 0. 0 with nothing on
  /// screen.
  ///
  /// - Complexity: O(*k* log *k* + *k* log *n*) for *k* elements.
  internal func _leastMovingAdjustment(
    _ onScreen: [SectionedMasonry.Element], in viewport: Rect
  ) -> Double {
    let area = viewport.standardized
    let (top, bottom) = (_flow(area.origin), _flow(Point(x: area.maxX, y: area.maxY)))
    // The moves live on the stack (a screen's worth of elements): a
    // measured height allocates no more than the elements it reads.
    return withUnsafeTemporaryAllocation(
      of: (shift: Double, weight: Double).self, capacity: onScreen.count
    ) { buffer -> Double in
      var count = 0
      var total = 0.0
      for element in onScreen {
        let then = element.frame
        guard let now = layout.element(element.kind, for: element.path)?.frame else { continue }
        let start = _flow(then.origin)
        let end = _flow(Point(x: then.maxX, y: then.maxY))
        let weight = Swift.min(end, bottom) - Swift.max(start, top)
        guard weight > 0 else { continue }
        buffer.initializeElement(at: count, to: (_flow(now.origin) - start, weight))
        count += 1
        total += weight
      }
      guard count > 0, total.isFinite else { return 0 }
      var moves = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
      defer { _ = moves.deinitialize() }
      moves.sort { $0.shift < $1.shift }
      // The lower median: the first move at which the weight at or below
      // it reaches half; the upper: the last at which the weight at or
      // above it does. Every adjustment between them minimises the
      // weighted sum: the one nearest 0 moves the offset least. Half is
      // read with a billionth to spare, so that two columns of equal
      // lengths on screen tie whatever the sums' rounding.
      let half = total * (1 - 1e-9)
      var below = 0.0
      var lower = moves[count - 1].shift
      for move in moves {
        below += move.weight
        if 2 * below >= half {
          lower = move.shift
          break
        }
      }
      var above = 0.0
      var upper = moves[0].shift
      for move in moves.reversed() {
        above += move.weight
        if 2 * above >= half {
          upper = move.shift
          break
        }
      }
      return Swift.min(Swift.max(0, lower), upper)
    }
  }
}
