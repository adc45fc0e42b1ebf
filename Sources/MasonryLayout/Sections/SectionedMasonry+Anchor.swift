// Anchors: keeping the content still on screen across updates.

import LayoutGeometry

extension SectionedMasonry {
  /// A position to keep on screen across an update: an element and the
  /// distance along the flow from the viewport's top to the element's top.
  ///
  /// On the horizontal axis "top" is the leading edge along the flow (the
  /// right on a right-to-left shelf). Pinned headers play no part: an item
  /// under one can be the anchor, and stays under it.
  public struct Anchor: Hashable, Sendable, Codable {
    /// The point of its section the anchor holds to: an item's top, the
    /// section's start (`.header`: the header's top, if any) or the end of
    /// its items (`.footer`: the footer's top, if any).
    public var kind: Element.Kind
    /// The item, or the section and item 0 for a header or footer anchor;
    /// `nil` (the content's top) when the viewport showed nothing.
    public var path: ItemPath?
    /// How far along the flow the point lies past the viewport's top
    /// (negative above it); without a path, how far the content's top does.
    public var distance: Double

    /// Creates an anchor.
    ///
    /// - Parameters:
    ///   - kind: The point of the section the anchor holds to.
    ///   - path: The item, or section and item 0; `nil` for the content's top.
    ///   - distance: The distance from the viewport's top to that point.
    public init(kind: Element.Kind, path: ItemPath?, distance: Double) {
      self.kind = kind
      self.path = path
      self.distance = distance
    }

    /// The anchor after an update: the same element, new path, same distance.
    ///
    /// At distance 0, an anchor whose item was removed moves to the nearest
    /// surviving item of its section after it, else before it (as
    /// ``Masonry/Anchor`` does), else to the end of the section's items
    /// (`.footer`); one whose section was removed, to the start of the
    /// nearest surviving section after it (`.header`), else to the items'
    /// end of the nearest before it (`.footer`), else to the content's top.
    ///
    /// It is returned unchanged if its section is not one of the change
    /// set's old sections or its item index is negative (taken from another
    /// layout, or before another update), or if its item index is past its
    /// section's old items and the update changed them; past them in a
    /// section the update left alone, it follows its section, item index
    /// kept (a change set knows only the edited sections' item counts).
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
      // Removed, its section surviving: pick a survivor as a flat feed does.
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

    /// The anchor for a removed section, as `updated(by:)` describes.
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

  /// Records the element the user is looking at, by the rule of
  /// ``Masonry/anchor(in:)``: the first element (a section's header, its
  /// items by index, its footer; unpinned) at least half inside the
  /// viewport along the flow or covering at least half of it, else the
  /// first that intersects it; and the distance from the viewport's top.
  ///
  /// - Parameter viewport: The scroll view's bounds in content coordinates,
  ///   read as a scroll offset is: standardised, a NaN origin as 0, a NaN,
  ///   infinite or negative size as 0, a coordinate past the content's
  ///   length along the flow (or past 1e12 points, when the content is
  ///   shorter) as that length. One that shows no element (past the
  ///   content, or without area) gives an anchor at the content's top.
  /// - Returns: The anchor.
  /// - Complexity: O(log *s* + *m* log *n* + *k*) for *s* sections, the
  ///   columns *m* the viewport reaches in a section and the *k* elements
  ///   shown, without allocating.
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

  /// The content offset that puts the anchor's element `distance` past the
  /// viewport's top along the flow again, clamped to the content:
  /// `0 ... max(0, contentLength - viewportLength)`.
  ///
  /// The anchor is read as near its element as the layout allows: a
  /// section past the last as the last; an item index past its section's
  /// last item as the last, a negative one as the first; an item anchor in
  /// an empty section as the top of its items. A negative section, no
  /// path, or no sections reads as the content's top; a NaN or infinite
  /// distance as 0. The offset across the flow is the viewport's own.
  ///
  /// - Parameters:
  ///   - anchor: Usually `anchor(in:)`'s answer before the update,
  ///     ``Anchor/updated(by:)`` its change set.
  ///   - viewport: The bounds now (a rotation changes their size), read as
  ///     in ``anchor(in:)``.
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

  /// An anchor's point along the flow (vertical frame); `nil` for a missing item.
  internal func _anchorTop(_ kind: Element.Kind, _ path: ItemPath) -> Double? {
    switch kind {
    case .item: return _layoutFrame(ofItemAt: path)?.minY
    case .header: return _table.start(path.section)
    case .footer: return _itemsEnd(path.section)
    }
  }
}

/// The anchor rule over the walk's elements, which come in order.
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
