// Bounds changes: a scroll (same width) redoes only what pinning moves; a
// new width (rotation, split view) lays the feed out again, with the
// element the user is looking at kept where it was through the target
// content offset.

import LayoutGeometry
import MasonryLayout

extension MasonryHost {
  /// Returns whether a change of the scroll view's bounds requires a new
  /// layout pass: what a collection view's
  /// `shouldInvalidateLayout(forBoundsChange:)` answers.
  ///
  /// `true` when the width across the columns changes, on a scroll back
  /// toward the content's start while measurements above the viewport
  /// have left gaps (see ``setMeasuredHeight(_:ofItemAt:)``: the gaps are
  /// carried ahead of the viewport, or kept off it), or when headers are pinned
  /// and a section with a header is on screen before or after the change;
  /// otherwise `false`, so a plain scroll costs nothing.
  ///
  /// - Parameters:
  ///   - old: The bounds before.
  ///   - new: The bounds after.
  /// - Returns: Whether to invalidate.
  /// - Complexity: O(log *s* + *r*) for the *r* sections on screen.
  public func shouldInvalidate(forBoundsChangeFrom old: Rect, to new: Rect) -> Bool {
    if _breadth(of: old) != _breadth(of: new) { return true }
    let old = _boundsAsShownNow(old)
    return _scrollsBack(from: old, to: new) && layout._hasAnyGap
      || !_pinnedHeaders(old, new).isEmpty
  }

  /// `old`, the bounds a change starts from, where what they showed
  /// stands in the content as it is now: on a right-to-left shelf, moved
  /// by the content's change since the host last recorded a viewport (the
  /// offset adjustments that keep a measured cell's screen still move the
  /// offset with the content, and are not the user's scroll back).
  package func _boundsAsShownNow(_ old: Rect) -> Rect {
    guard _viewport != nil else { return old }
    let drift = _driftWithTheContent(fromWidth: _viewportContentWidth, to: contentSize.width)
    return drift == .zero ? old : old.offsetBy(dx: drift.x, dy: drift.y)
  }

  /// Whether a scroll from `old` to `new` goes back toward the content's
  /// start and brings a gap into `new`: its column moves so that the gap
  /// does not show. A content offset adjustment (a measured height's)
  /// moves the other way, or on a right-to-left shelf with the content
  /// (`_boundsAsShownNow(_:)`), and closes nothing.
  internal func _bringsGapsIntoView(from old: Rect, to new: Rect) -> Bool {
    _scrollsBack(from: old, to: new) && layout._hasGaps(within: new)
  }

  /// Whether `old` to `new` is a scroll back toward the content's start,
  /// with gaps to carry or close (a measured height's offset adjustment
  /// moves the other way).
  internal func _scrollsBack(from old: Rect, to new: Rect) -> Bool {
    guard absorbsAboveViewport, old.size == new.size else { return false }
    // A jump landing where it holds its item
    // (``jump(to:alignment:bounds:insets:)``), or a held item's offset
    // adjustment: not the user's scroll.
    if let hold = _hold, hold.viewport != nil, hold.holds(new) { return false }
    return configuration.axis == .vertical
      ? new.minY < old.minY
      : configuration.layoutDirection == .rightToLeft ? new.minX > old.minX : new.minX < old.minX
  }

  /// Returns what a change of the scroll view's bounds invalidates, and
  /// records it: what a collection view's
  /// `invalidationContext(forBoundsChange:)` fills in.
  ///
  /// - With the same width across the columns: the headers of the sections
  ///   on screen before or after the change, when ``pinsHeaders`` is on
  ///   (pinning moves them); nothing otherwise.
  /// - With another width: ``Invalidation/invalidatesLayout``, and the
  ///   lists name every element shown in the old bounds and the
  ///   ``overscan`` past them, so that a collection view asks each cell it
  ///   shows to measure itself again at the new width (whether UIKit asks a
  ///   resized cell that no invalidation names is undocumented; naming them
  ///   is right either way). The element
  ///   the user is looking at in the old bounds (the anchor rule,
  ///   ``/MasonryLayout/SectionedMasonry/anchor(in:)``) is remembered; the next
  ///   ``prepare(viewport:source:)`` lays the feed out at the new width, and
  ///   ``targetContentOffset(forProposedContentOffset:)`` gives the offset
  ///   that shows that element where it was.
  ///
  /// - With the same width, on a scroll back toward the content's start,
  ///   the gaps that measurements above the viewport left within a
  ///   viewport's length before it move up their columns, over items
  ///   wholly off screen, as a measurement carries them; and a gap the
  ///   new bounds would show (one at the top of a band, a section's items
  ///   or those between two items that span columns, which nothing can
  ///   carry higher) closes by what would show: the item under it starts
  ///   at the bounds' leading edge, and what follows it in its columns
  ///   moves with it, with no offset adjustment (on a right-to-left
  ///   shelf, the content's change: there every element stands from the
  ///   content's right end, and it keeps the others still), and the lists name
  ///   nothing (every element from the gap on may move, beyond what the
  ///   host shows). No gap ever shows, and a column moves only then, by
  ///   no more than the scroll. What is left closes at rest:
  ///   ``closeGapsAtRest()``.
  ///
  /// A scroll (same size, new origin) forgets an anchor not yet restored:
  /// the user has moved on.
  ///
  /// - Parameters:
  ///   - old: The bounds before, the scroll view's current bounds.
  ///   - new: The bounds after.
  /// - Returns: What to invalidate.
  /// - Complexity: O(log *s* + *r*), plus the anchor's query and the
  ///   shown area's elements on a width change.
  public mutating func invalidation(
    forBoundsChangeFrom old: Rect, to new: Rect
  ) -> Invalidation {
    // A stop at the content's end, read before any gap closes (closing
    // shrinks the content): it comes back toward the start as a scroll
    // back does and closes the gaps it would show, and the hold follows
    // its item to where the stop and the closing left it.
    let stopped = _holdStopped(at: new)
    defer {
      if stopped { _holdFollowed(to: new) }
      _recordViewport(new)
    }
    if _breadth(of: old) != _breadth(of: new) {
      // The old bounds are what the user sees now: a fresher anchor than
      // any still pending.
      if _move == nil, layout.sectionCount > 0 {
        _pendingAnchor = layout.anchor(in: old)
      }
      return _shownElements(around: old, invalidatesLayout: true)
    }
    let old = _boundsAsShownNow(old)
    if old.standardized.size == new.standardized.size, old.origin != new.origin {
      _pendingAnchor = nil
    }
    // A scroll back carries the gaps ahead of it over the items it has
    // not shown yet (they move wholly off screen), as a measurement does.
    let carried =
      _scrollsBack(from: old, to: new)
      && _keepingItemCounts { $0.layout._carryGaps(ahead: new, from: old) }
    if _bringsGapsIntoView(from: old, to: new) {
      // No offset adjustment in the middle of a scroll (where UIKit would
      // apply it to the offset it is setting is undocumented): the column
      // under a gap moves as it is, by what of the gap would show. But a
      // right-to-left shelf whose content grows shorter moves everything
      // by the change, the columns that close nothing too: the offset
      // takes that back (a reading only a device can settle, in
      // UIKitModel/README.md).
      let size = contentSize
      _keepingItemCounts { $0.layout._closeGaps(pastEdgeOf: new) }
      let change = Size(
        width: contentSize.width - size.width, height: contentSize.height - size.height)
      return Invalidation(
        contentOffsetAdjustment: _driftWithTheContent(
          fromWidth: size.width, to: contentSize.width),
        contentSizeAdjustment: change)
    }
    // Naming nothing: the items the gaps passed moved, off screen.
    return carried ? Invalidation() : Invalidation(headers: _pinnedHeaders(old, new))
  }

  /// Closes, when a scroll comes to rest, the gaps that measurements above
  /// the viewport left (see ``setMeasuredHeight(_:ofItemAt:)``) where the
  /// user would see them: those on screen or after it, and those at the top of a band
  /// (a section's items, or those between two items that span columns)
  /// within a viewport's length before it, which no later measurement can
  /// carry higher. The element the user is looking at (the anchor rule;
  /// the item a jump or a re-layout holds, while it holds) keeps its
  /// place; the other columns move by what their gaps differed, which a
  /// collection view animates.
  ///
  /// Call it when a scroll ends (`MasonryCollectionViewLayout.closeGaps(animated:)`
  /// calls it). Other gaps stay: a gap above the screen in the middle of a
  /// band travels up with the measurements that follow, and closing it
  /// would move columns on screen for nothing the user can see.
  ///
  /// An item a jump holds (``jump(to:alignment:bounds:insets:)``) is put
  /// back where the jump asked (or where the scroll view stopping the
  /// offset at the content's end left it), if it is more than half a
  /// point from there: the cells an animated jump passed on the way may
  /// have moved it.
  ///
  /// - Returns: The invalidation: no element named (every element from
  ///   the first gap on may move), the offset adjustment that keeps the
  ///   anchor (or puts the held item back), and the content size's change;
  ///   `nil` when no gap is near, no held item is off its place, or there
  ///   is no viewport yet.
  /// - Complexity: A keep-columns placement of each section with a gap
  ///   near, from its first.
  public mutating func closeGapsAtRest() -> Invalidation? {
    // An animated jump lands at this rest, the end of its animation,
    // wherever UIKit left it (a touch on the way ended it already); an
    // unanimated one that never arrived (the user took the scroll over)
    // holds nothing.
    if let hold = _hold, hold.landing, let viewport = _viewport {
      if hold.animated {
        _hold?.landing = false
        _hold?.viewport = viewport
      } else if !hold.holds(viewport) {
        _hold = nil
      }
    }
    guard _move == nil, let viewport = _viewport,
      layout._hasGaps(within: _onwards(from: viewport))
        || layout._hasGaps(within: _gapReach(of: viewport), atBandTopsOnly: true)
        || abs(_heldOffPlace(in: viewport) ?? 0) > 0.5
    else { return nil }
    return _closingGaps(near: viewport)
  }

  /// Records the scroll view's bounds, wherever the host hears of them; an
  /// unanimated jump lands when the scroll view arrives where it asked (an
  /// animated one at the rest that ends its animation,
  /// ``closeGapsAtRest()``).
  internal mutating func _recordViewport(_ viewport: Rect) {
    _viewport = viewport
    _viewportContentWidth = contentSize.width
    _followHold(stoppedAt: viewport)
    if let hold = _hold, hold.landing, !hold.animated, hold.holds(viewport) {
      _hold?.landing = false
    }
  }

  /// The viewport and everything after it along the flow: the gaps there
  /// close at rest (those after it move nothing the user sees, and one
  /// that a closing above brings into view closes with it).
  internal func _onwards(from viewport: Rect) -> Rect {
    let area = viewport.standardized
    guard area.isFinite else { return area }
    let far = Masonry.maximumLength * 4
    if configuration.axis == .vertical {
      return Rect(x: area.minX, y: area.minY, width: area.size.width, height: far)
    }
    return configuration.layoutDirection == .rightToLeft
      ? Rect(x: area.maxX - far, y: area.minY, width: far, height: area.size.height)
      : Rect(x: area.minX, y: area.minY, width: far, height: area.size.height)
  }

  /// Where gaps are closed around `viewport`: the viewport and a
  /// viewport's length before it along the flow, where a scroll back
  /// comes next.
  internal func _gapReach(of viewport: Rect) -> Rect {
    let area = viewport.standardized
    guard area.isFinite else { return area }
    if configuration.axis == .vertical {
      return Rect(
        x: area.minX, y: area.minY - area.size.height, width: area.size.width,
        height: 2 * area.size.height)
    }
    // A right-to-left shelf starts at the right.
    let before = configuration.layoutDirection == .rightToLeft ? 0 : area.size.width
    return Rect(
      x: area.minX - before, y: area.minY, width: 2 * area.size.width, height: area.size.height)
  }

  /// Closes every gap on screen in `viewport` or after it, and every gap
  /// at a band's top within ``_gapReach(of:)``, keeping the
  /// element the user is looking at (the anchor rule) where it is, and
  /// returns the invalidation: no element named, the offset adjustment,
  /// the content size's change.
  internal mutating func _closingGaps(near viewport: Rect) -> Invalidation {
    // The item a jump or a re-layout holds, or what the user looks at.
    let held = _hold.flatMap { $0.holds(viewport) && !$0.landing ? $0.anchor : nil }
    let (size, anchor) = (contentSize, held ?? layout.anchor(in: viewport))
    let before = _top(of: anchor)
    // The offset's move: what keeps the anchor, less what the scroll
    // view's rounding of the hold's last adjustment left; for a jump's
    // item, what puts it where the jump asked (which takes back the
    // rounding, and what an animated jump's cells on the way moved it by).
    let rounding = held == nil ? 0 : _hold.map { _flow($0.rounding(of: viewport)) } ?? 0
    func shiftNow() -> Double {
      _heldOffPlace(in: viewport) ?? (_top(of: anchor) - before - rounding)
    }
    var shift = held == nil ? 0 : shiftNow()
    // The offset moves the viewport over what the closing moved: the gaps
    // it then shows close too (a few rounds: each closes every gap from
    // the viewport's start on).
    for _ in 0..<8 {
      let shown = viewport.offsetBy(dx: _flowPoint(shift).x, dy: _flowPoint(shift).y)
      let onwards = _onwards(from: shown)
      let reach = _gapReach(of: shown)
      guard layout._hasGaps(within: onwards) || layout._hasGaps(within: reach, atBandTopsOnly: true)
      else { break }
      _keepingItemCounts {
        $0.layout._closeGaps(within: onwards)
        $0.layout._closeGaps(within: reach, atBandTopsOnly: true)
      }
      shift = held == nil ? _top(of: anchor) - before : shiftNow()
    }
    let moved = _flowPoint(shift)
    if held != nil { _hold?.viewport = viewport.offsetBy(dx: moved.x, dy: moved.y) }
    return Invalidation(
      contentOffsetAdjustment: moved,
      contentSizeAdjustment: Size(
        width: contentSize.width - size.width, height: contentSize.height - size.height))
  }

  /// Every element shown around `viewport` (the viewport and the
  /// overscan past it, headers pinned as they are shown), as an
  /// invalidation's lists.
  internal func _shownElements(around viewport: Rect, invalidatesLayout: Bool) -> Invalidation {
    var invalidation = Invalidation(invalidatesLayout: invalidatesLayout)
    guard viewport.isFinite else { return invalidation }
    for element in layout.elements(in: _shownArea(around: viewport), pinnedIn: viewport) {
      switch element.kind {
      case .item: invalidation.items.append(element.path)
      case .header: invalidation.headers.append(element.path.section)
      case .footer: invalidation.footers.append(element.path.section)
      }
    }
    return invalidation
  }

  /// The sections with a header on screen in `old` or `new`, when headers
  /// are pinned.
  internal func _pinnedHeaders(_ old: Rect, _ new: Rect) -> [Int] {
    guard layout.pinsHeaders, old.isFinite, new.isFinite else { return [] }
    let area = old.standardized.union(new.standardized)
    return layout.sections(in: area).filter {
      layout.element(.header, for: ItemPath(section: $0, item: 0)) != nil
    }
  }

  /// Returns the content offset to show after a re-layout or an update:
  /// what a collection view's `targetContentOffset(forProposedContentOffset:)`
  /// answers.
  ///
  /// After a width change, a new configuration, a reload or a batch update,
  /// it is the offset that puts the element the user was looking at (the
  /// anchor rule, ``/MasonryLayout/SectionedMasonry/anchor(in:)``, followed through the
  /// change) at the same distance from the viewport's top; otherwise it is
  /// `proposed`. The offset
  /// is not clamped to the content: the collection view clamps it with its
  /// insets.
  ///
  /// - Parameter proposed: The offset the collection view proposes.
  /// - Returns: The offset to use.
  /// - Complexity: O(log *s* + log *n*).
  public func targetContentOffset(forProposedContentOffset proposed: Point) -> Point {
    guard let anchor = _pendingAnchor, layout.sectionCount > 0 else { return proposed }
    // The engine measures an anchor's distance from the viewport's leading
    // edge along the flow; `_top` is the element's leading edge in content
    // coordinates. A right-to-left shelf leads on the right: there the
    // offset is the element's right edge, plus the distance, less the
    // viewport's width.
    // (A width that is not finite reads as 0, as the engine reads it.)
    let mirrored = _flowsFromTheRight
    let width = _viewport.map { abs($0.size.width) } ?? 0
    let flow =
      mirrored
      ? _top(of: anchor) + anchor.distance - (width.isFinite ? width : 0)
      : _top(of: anchor) - anchor.distance
    guard flow.isFinite else { return proposed }
    return configuration.axis == .vertical
      ? Point(x: proposed.x, y: flow) : Point(x: flow, y: proposed.y)
  }

  /// Forgets the anchor that ``targetContentOffset(forProposedContentOffset:)``
  /// restores, once the collection view has used it; and holds it through
  /// the measured heights that follow, until the user scrolls (see
  /// ``setMeasuredHeight(_:ofItemAt:)``, *The offset adjustment*): a
  /// rotation, a reload or a batch re-measures the cells it moved, and the
  /// element the user is looking at stays where the re-layout put it.
  ///
  /// The host learns of a scroll by the viewports it is given after the
  /// first measurement; the first is taken as following the restore,
  /// wherever the viewport is then. Set the restored offset and measure
  /// before the user can scroll (in the same pass), or a cell the user
  /// scrolled to may grow from its bottom.
  ///
  /// - Complexity: O(1).
  public mutating func didRestoreContentOffset() {
    let restored = _pendingAnchor
    _pendingAnchor = nil
    // An anchor without an element (the content's top: the viewport
    // showed nothing, or the feed was empty) holds nothing.
    if let restored, restored.path != nil { _hold = _Hold(anchor: restored, viewport: nil) }
  }

  /// Returns the offset that restores the element the user was looking at
  /// (``targetContentOffset(forProposedContentOffset:)``), clamped to
  /// where a scroll view of `boundsSize` with `insets` can rest, and
  /// forgets the anchor (``didRestoreContentOffset()``): what a layout's
  /// `targetContentOffset(forProposedContentOffset:)` answers. A target
  /// that is not finite gives `proposed`.
  ///
  /// - Complexity: O(log *s* + log *n*).
  package mutating func restoredContentOffset(
    forProposed proposed: Point, boundsSize: Size, insets: EdgeInsets
  ) -> Point {
    let target = targetContentOffset(forProposedContentOffset: proposed)
    didRestoreContentOffset()
    guard target.isFinite else { return proposed }
    let restored = RestingOffsets(contentSize: contentSize, boundsSize: boundsSize, insets: insets)
      .clamped(target)
    _holdFrom(Rect(origin: restored, size: boundsSize), insets: insets)
    return restored
  }

  /// Returns the content offset adjustment that brings the element the
  /// user was looking at back to where it was on screen after a re-layout
  /// at `viewport` (``prepare(viewport:source:)`` answered `.reloaded`, or
  /// a new configuration): the restored offset
  /// (``restoredContentOffset(forProposed:boundsSize:insets:)``) less the
  /// current one, and ``/LayoutGeometry/Point/zero`` when none is needed.
  ///
  /// None is needed when the host remembered no element (the first
  /// layout), when the offset is already right, or when the offset stands
  /// past an end of the content both before the re-layout
  /// (`contentSizeBefore`) and after it (a pull to refresh, a rubber band:
  /// the user is dragging, and the offset is theirs), when the element is
  /// forgotten. An offset past an end of only one of them got there through
  /// no drag of the user's: a re-layout that shortens the content below it
  /// (a reload that puts back estimates smaller than the measured heights)
  /// or cells that measured themselves smaller before a re-layout, which
  /// does not move the offset.
  ///
  /// - Complexity: O(log *s* + log *n*).
  package mutating func contentOffsetAdjustment(
    restoringAt viewport: Rect, insets: EdgeInsets, contentSizeBefore: Size
  ) -> Point {
    func rests(over content: Size) -> Bool {
      RestingOffsets(contentSize: content, boundsSize: viewport.size, insets: insets)
        .contains(viewport.origin, along: configuration.axis)
    }
    guard rests(over: contentSizeBefore) || rests(over: contentSize) else {
      didRestoreContentOffset()
      return .zero
    }
    let target = restoredContentOffset(
      forProposed: viewport.origin, boundsSize: viewport.size, insets: insets)
    return Point(x: target.x - viewport.minX, y: target.y - viewport.minY)
  }

  /// Lays the feed out again at once at `viewport` (after a new
  /// configuration, which ``setConfiguration(_:)`` only records), and
  /// returns the invalidation that goes with it: every element may have
  /// moved, so it invalidates the layout and names every element shown
  /// before (the viewport and the ``overscan`` past it), so that a
  /// collection view asks each again and each cell measures itself again
  /// (columns of another width); its offset
  /// adjustment brings the element the user was looking at back to where
  /// it was, by the rule of every re-layout
  /// (``contentOffsetAdjustment(restoringAt:insets:contentSizeBefore:)``),
  /// and its content size adjustment is the change in the content's size.
  ///
  /// A layout calls it in the same call that changed the configuration, so
  /// that the scroll view moves with the change: a plain invalidation does
  /// not make UIKit ask for a target offset.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds, in content coordinates.
  ///   - insets: The scroll view's content insets, as it adjusts them.
  ///   - source: The feed, as it is now.
  /// - Returns: The invalidation.
  /// - Complexity: A full layout of the feed.
  package mutating func relayOut(
    viewport: Rect, insets: EdgeInsets, source: some MasonrySectionProvider
  ) -> Invalidation {
    let oldSize = contentSize
    // Read before the layout changes: what the scroll view shows now.
    var invalidation = _shownElements(around: viewport, invalidatesLayout: true)
    prepare(viewport: viewport, source: source)
    invalidation.contentOffsetAdjustment = contentOffsetAdjustment(
      restoringAt: viewport, insets: insets, contentSizeBefore: oldSize)
    invalidation.contentSizeAdjustment = Size(
      width: contentSize.width - oldSize.width, height: contentSize.height - oldSize.height)
    return invalidation
  }
}
