// Keeping content still on screen across updates of a sectioned layout:
// an anchor records the element the user is looking at (an item, a header
// or a footer, by Masonry's anchor rule) and how far from the viewport's
// leading edge it starts; it follows that element through a change set, and gives back
// the content offset that puts it where it was. Pinning plays no part:
// anchors read the elements where the layout puts them.

import LayoutGeometry

extension SectionedMasonry {
  /// A position in the content to keep on screen across an update: an
  /// element and the distance along the flow from the viewport's top to
  /// the element's top.
  ///
  ///     let anchor = layout.anchor(in: viewport)
  ///     let changes = layout.setHeights(
  ///       ofItemsIn: measured, inSection: 2, sections: feed, mode: .keepColumns)
  ///     let offset = layout.contentOffset(restoring: anchor.updated(by: changes), in: viewport)
  ///
  /// The same mechanism keeps the content still when measured heights
  /// replace estimated ones in any section above the viewport, when items
  /// are prepended, when sections are inserted or removed above, and when
  /// the width changes (take the anchor before
  /// ``prepare(width:sections:)`` and restore it after).
  ///
  /// An anchor holds to one of three points of a section: an item's top,
  /// the section's start (``Element/Kind/header``, the header's top when
  /// the section has one) or the end of the section's items
  /// (``Element/Kind/footer``, the footer's top when it has one). On the
  /// horizontal axis "top" is the leading edge along the flow: the left,
  /// or the right on a right-to-left shelf.
  ///
  /// Pinned headers play no part: the anchor records and restores where
  /// the layout puts each element, and a pinned header, which follows the
  /// viewport, stays where it was on screen. An item under a pinned header
  /// can be the anchor; it stays under it.
  public struct Anchor: Hashable, Sendable, Codable {
    /// Which point of its section the anchor holds to: an item's top, the
    /// section's start (`.header`) or the end of its items (`.footer`).
    public var kind: Element.Kind

    /// The anchored item, or the section and item 0 for a header or
    /// footer anchor; `nil` when the viewport showed nothing: then the
    /// anchor is the content's top.
    public var path: ItemPath?

    /// How far along the flow the anchored point lies past the viewport's
    /// top (negative when it lies above the viewport); for an anchor
    /// without a path, how far the content's top lies past it.
    public var distance: Double

    /// Creates an anchor.
    ///
    /// - Parameters:
    ///   - kind: The point of the section the anchor holds to.
    ///   - path: The item, or the section and item 0 for a header or
    ///     footer; `nil` for the content's top.
    ///   - distance: The distance from the viewport's top to that point.
    public init(kind: Element.Kind, path: ItemPath?, distance: Double) {
      self.kind = kind
      self.path = path
      self.distance = distance
    }

    /// The anchor after an update: the same element at its new path and
    /// the same distance.
    ///
    /// When the update removed the anchored item, the anchor moves to the
    /// nearest item of its section that survived after it, or, when none
    /// did, before it, with a distance of 0 (as ``Masonry/Anchor`` does),
    /// and when none of its section's items survived, to the end of the
    /// section's items (`.footer`), distance 0. When the update removed
    /// the anchor's section, the anchor moves to the start of the nearest
    /// section that survived after it (`.header`), or, when none did, to
    /// the end of the items of the nearest before it (`.footer`),
    /// distance 0; with no section left, to the content's top.
    ///
    /// An anchor whose section is not one of the change set's old
    /// sections, or whose item index is negative, is returned unchanged
    /// (taken from another layout, or before another update). One whose
    /// item index is past its section's old items is returned unchanged
    /// when the update changed that section's items, and otherwise follows
    /// its section to its new index with its item index kept: a change set
    /// knows the item counts only of the sections whose items it changed.
    /// ``contentOffset(restoring:in:)`` then reads either as its
    /// documentation says.
    ///
    /// - Parameter changes: The change set of the update.
    /// - Returns: The anchor for the layout after the update.
    /// - Complexity: O(*r*) for *r* ranges in its section's change set.
    public func updated(by changes: Changes) -> Anchor {
      guard let path, path.section >= 0, path.section < changes.oldSectionCount else {
        return self
      }
      guard let section = changes.newSection(ofOld: path.section) else {
        return Self._nearestSection(to: path.section, after: changes)
      }
      guard kind == .item else {
        return Anchor(kind: kind, path: ItemPath(section: section, item: 0), distance: distance)
      }
      if let new = changes.newPath(ofOld: path) {
        return Anchor(kind: .item, path: new, distance: distance)
      }
      // Removed with its section surviving: the section's own change set
      // says which of its items survived, by the rule of a flat feed.
      guard path.item >= 0, let items = changes._itemChanges(inOldSection: path.section),
        path.item < items.oldItemCount
      else { return self }
      let moved = Masonry.Anchor(index: path.item, distance: distance).updated(by: items)
      if let item = moved.index {
        return Anchor(
          kind: .item, path: ItemPath(section: section, item: item), distance: moved.distance)
      }
      return Anchor(kind: .footer, path: ItemPath(section: section, item: 0), distance: 0)
    }

    /// The anchor for a removed section: the start of the nearest section
    /// after it that survived, or the end of the items of the nearest
    /// before it, or the content's top.
    private static func _nearestSection(to section: Int, after changes: Changes) -> Anchor {
      let removed = changes._removedSections
      let after = removed.contains(section) ? removed.upperBound : section + 1
      if after < changes.oldSectionCount, let next = changes.newSection(ofOld: after) {
        return Anchor(kind: .header, path: ItemPath(section: next, item: 0), distance: 0)
      }
      let before = (removed.contains(section) ? removed.lowerBound : section) - 1
      if before >= 0, let previous = changes.newSection(ofOld: before) {
        return Anchor(kind: .footer, path: ItemPath(section: previous, item: 0), distance: 0)
      }
      return Anchor(kind: .header, path: nil, distance: 0)
    }
  }

  /// Records the element the user is looking at and where it is, by the
  /// anchor rule of ``Masonry/anchor(in:)``: the first element, in the
  /// order ``elements(in:pinnedIn:)`` reports them (a section's header,
  /// then its items by index, then its footer) and where the layout puts
  /// it (unpinned), of which at least half lies inside the viewport along
  /// the flow or which covers at least half of the viewport; when none
  /// does, the first whose frame intersects the viewport. The anchor
  /// records the distance along the flow from the viewport's top to that
  /// element's top.
  ///
  /// - Parameter viewport: The scroll view's bounds in content coordinates.
  ///   It is read as a scroll offset is: standardised, a NaN origin as 0,
  ///   a NaN, infinite or negative size as 0, and a coordinate past the
  ///   content's length along the flow (or past 1e12 points, when the
  ///   content is shorter) as that length. A viewport that shows no
  ///   element (past the content, or without area) gives an anchor at the
  ///   content's top.
  /// - Returns: The anchor.
  /// - Complexity: O(log *s* + *m* log *n* + *k*) for *s* sections, the
  ///   columns *m* the viewport reaches in a section and the *k* elements
  ///   the viewport shows, without allocating.
  public func anchor(in viewport: Rect) -> Anchor {
    let viewport = _sanitizedViewport(viewport)
    let visible = _axis.layout(viewport)
    var search = _AnchorSearch(axis: _axis, visible: visible)
    _walkElements(in: viewport, pinningTop: nil, into: &search)
    let leading = visible.minY
    guard let anchored = search.chosen ?? search.first else {
      return Anchor(kind: .header, path: nil, distance: -leading)
    }
    let top = _anchorTop(anchored.kind, anchored.path)!
    return Anchor(kind: anchored.kind, path: anchored.path, distance: top - leading)
  }

  /// The content offset at which the anchor's element is again `distance`
  /// past the viewport's top along the flow, clamped to the content:
  /// `0 ... max(0, contentLength - viewportLength)`.
  ///
  /// An anchor is read as near to its element as the layout allows: a
  /// section past the last as the last section; an item index past its
  /// section's last item as the last item, a negative one as the first;
  /// an item anchor in a section with no items as the top of its items.
  /// An anchor with a negative section, or without a path, or a layout
  /// with no sections, reads as the content's top. A NaN or infinite
  /// distance reads as 0. The offset across the flow is the viewport's
  /// own.
  ///
  /// - Parameters:
  ///   - anchor: The anchor, usually `anchor(in:)`'s answer before the
  ///     update, ``Anchor/updated(by:)`` the update's change set.
  ///   - viewport: The scroll view's bounds now (their size matters: a
  ///     rotation changes it), read as in ``anchor(in:)``.
  /// - Returns: The content offset to set, finite.
  public func contentOffset(restoring anchor: Anchor, in viewport: Rect) -> Point {
    let viewport = _sanitizedViewport(viewport)
    let distance = anchor.distance.isFinite ? anchor.distance : 0
    var top = 0.0
    if let path = anchor.path, path.section >= 0, !_sections.isEmpty {
      let section = Swift.min(path.section, _sections.count - 1)
      let count = _sections[section].itemCount
      let item = Swift.min(Swift.max(path.item, 0), Swift.max(count - 1, 0))
      top = _anchorTop(anchor.kind, ItemPath(section: section, item: item)) ?? _itemsTop(section)
    }
    return _contentOffset(flow: top - distance, viewport: viewport)
  }

  /// The point along the flow an anchor of `kind` at `path` holds to, in
  /// the layout's vertical frame: an item's top, its section's start, or
  /// the end of its section's items; `nil` for an item that does not
  /// exist.
  internal func _anchorTop(_ kind: Element.Kind, _ path: ItemPath) -> Double? {
    switch kind {
    case .item: return _layoutFrame(ofItemAt: path)?.minY
    case .header: return _table.start(path.section)
    case .footer: return _itemsEnd(path.section)
    }
  }
}

/// The anchor rule over the walk's elements, which come in order: the
/// first element the user sees most of, and the first shown.
private struct _AnchorSearch: _ElementSink {
  let axis: _AxisMapping
  let visible: Rect
  var first: SectionedMasonry.Element?
  var chosen: SectionedMasonry.Element?

  mutating func take(_ element: SectionedMasonry.Element) {
    guard chosen == nil else { return }
    if first == nil { first = element }
    let frame = axis.layout(element.frame)
    if Masonry._isMostlyVisible(frame.minY, frame.maxY, in: visible.minY, visible.maxY) {
      chosen = element
    }
  }
}
