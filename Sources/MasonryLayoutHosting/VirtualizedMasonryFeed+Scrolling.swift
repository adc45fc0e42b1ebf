// Scrolls, measured lengths and the offset adjustments they leave for the
// host: each records what changed on the feed, adds the offset move the
// host decides (the one that moves what is on screen least), and computes
// the cells again from one virtualizer pass.

import LayoutGeometry
import MasonryLayout

extension VirtualizedMasonryFeed {
  /// Records a scroll: the viewport, also set on the feed, and the cells
  /// computed for it.
  ///
  /// - Parameter viewport: The scroll view's visible rect, in content
  ///   coordinates.
  /// - Returns: The virtualizer's pass, whose ``MasonryVirtualizer/Pass/prefetch``
  ///   hints and ``MasonryVirtualizer/Pass/reachedEnd`` the host reports;
  ///   `nil` before the first sync (the viewport is only recorded). Its
  ///   `reachedEnd` is also `true` when a pass the host was not given (a
  ///   sync's or a measurement's) reached the end since the last scroll,
  ///   at the content length of now: an empty or short feed reports its
  ///   end at the first scroll. Likewise its `prefetch` holds, besides its
  ///   own hints, the items such a pass hinted that are still in range, at
  ///   their paths now (the virtualizer hints an item once while it stays
  ///   in range, so a hint the host was not given would be lost; one that
  ///   left the range, or the feed, is hinted again if it comes back).
  /// - Complexity: A virtualizer pass (one engine query), plus O(*k*) for
  ///   *k* cells.
  @discardableResult
  public mutating func scroll(to viewport: Rect) -> MasonryVirtualizer.Pass? {
    self.viewport = viewport
    guard feed != nil else { return nil }
    feed?.setViewport(viewport)
    guard var pass = _refresh(delivered: true) else { return nil }
    if let length = _undeliveredEnd {
      if length == _contentLength { pass.reachedEnd = true }
      _undeliveredEnd = nil
    }
    if !_undeliveredPrefetch.isEmpty, let feed {
      // Found by the path they had, or by a scan after a data change; an
      // item that has left the range since will be hinted again.
      let carried = _undeliveredPrefetch.compactMap { hint in
        feed.path(of: hint.id, hint: hint.path).flatMap {
          virtualizer._holdsHint(for: $0) ? $0 : nil
        }
      }
      pass.prefetch = Array(Set(pass.prefetch).union(carried)).sorted()
      _undeliveredPrefetch = []
    }
    return pass
  }

  /// Takes a cell's measured length along the flow in place of the item's
  /// estimate: the feed's self-sizing
  /// (``MasonryFeed/setMeasuredHeight(_:of:at:)``), columns kept and what
  /// is on screen moved least (see ``MasonryHost/setMeasuredHeight(_:ofItemAt:)``);
  /// its offset adjustment is added to ``pendingAdjustment`` and the cells
  /// are computed again.
  ///
  /// A NaN, infinite or negative length, or the length the item has
  /// already, changes nothing; so does an id the feed does not hold.
  ///
  /// - Parameters:
  ///   - length: The measured length (the height on the vertical axis).
  ///   - id: The item.
  ///   - path: Where the cell was built, checked first.
  /// - Returns: What the feed invalidated; `nil` when nothing changed.
  /// - Complexity: The feed's self-sizing, plus a virtualizer pass when a
  ///   height changed.
  @discardableResult
  public mutating func setMeasuredLength(
    _ length: Double, of id: ID, at path: ItemPath
  ) -> MasonryHost.Invalidation? {
    guard let invalidation = feed?.setMeasuredHeight(length, of: id, at: path) else {
      return nil
    }
    _add(invalidation.contentOffsetAdjustment)
    _refresh()
    return invalidation
  }

  /// Returns the offset adjustment not yet applied, and clears it: add it
  /// to the scroll offset.
  ///
  /// ``adjustmentCount`` does not change.
  ///
  /// - Returns: ``pendingAdjustment`` before the call.
  /// - Complexity: O(1).
  public mutating func takeAdjustment() -> Point {
    defer { pendingAdjustment = .zero }
    return pendingAdjustment
  }

  /// Computes the cells for the feed's viewport from one virtualizer pass,
  /// and returns the pass; the end it reached and the items it hinted are
  /// kept for the next scroll unless the host is given the pass.
  @discardableResult
  internal mutating func _refresh(delivered: Bool = false) -> MasonryVirtualizer.Pass? {
    guard let feed else { return nil }
    let pass = virtualizer.update(viewport: feed.host.viewport ?? viewport, in: feed.host.layout)
    if !delivered {
      if pass.reachedEnd { _undeliveredEnd = _contentLength }
      for path in pass.prefetch {
        if let id = feed.id(at: path) { _undeliveredPrefetch.append((id, path)) }
      }
    }
    revision &+= 1
    cells = Self._cells(of: pass.elements, in: feed)
    return pass
  }

  /// The cells of built elements: each named by what it shows, an item
  /// whose id the feed does not hold skipped.
  ///
  /// - Complexity: O(*k*) for *k* elements.
  internal static func _cells(
    of elements: [SectionedMasonry.Element], in feed: MasonryFeed<ID>
  ) -> [Cell] {
    var cells: [Cell] = []
    cells.reserveCapacity(elements.count)
    for element in elements {
      let key: Cell.Key
      switch element.kind {
      case .item:
        guard let id = feed.id(at: element.path) else { continue }
        key = .item(id)
      case .header: key = .header(element.path.section)
      case .footer: key = .footer(element.path.section)
      }
      cells.append(
        Cell(id: key, path: element.path, frame: element.frame, zIndex: Double(element.zIndex)))
    }
    return cells
  }

  /// The content's length along the flow.
  internal var _contentLength: Double? {
    guard let layout = feed?.host.layout else { return nil }
    let size = layout.contentSize
    return layout.configuration.axis == .vertical ? size.height : size.width
  }

  /// Adds a non-zero offset adjustment to the pending one, and counts it.
  internal mutating func _add(_ move: Point) {
    guard move != .zero else { return }
    pendingAdjustment = Point(x: pendingAdjustment.x + move.x, y: pendingAdjustment.y + move.y)
    adjustmentCount &+= 1
  }
}
