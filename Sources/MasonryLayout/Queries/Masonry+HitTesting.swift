// Which item a tap lands on, and where to scroll to show an item: answered
// from the per-column lists, in logarithmic time.

import LayoutGeometry

extension Masonry {
  /// Returns the item whose frame contains `point`, or `nil` when the point
  /// lies in a gap, in an inset or outside the content.
  ///
  /// A frame contains the points from its minimum edges, inclusive, to its
  /// maximum edges, exclusive, so two frames that touch never both contain
  /// a point, and an item of zero height contains none. Frames never
  /// overlap, so at most one item contains a point.
  ///
  ///     let tapped = masonry.itemIndex(at: location)
  ///
  /// - Parameter point: A point in content coordinates; a NaN or infinite
  ///   coordinate hits nothing.
  /// - Returns: The index of the item under the point, or `nil`.
  /// - Complexity: O(log *c* + log *n*): a binary search for the column,
  ///   then one down it (two where the point lies in the gap between two
  ///   columns, which only a spanning item covers).
  public func itemIndex(at point: Point) -> Int? {
    guard point.isFinite, itemCount > 0 else { return nil }
    let axis = _axis
    let inner = axis.layout(point)
    // The last column whose left edge is at or left of the point.
    let column = _firstColumn { _columnMinX[$0] > inner.x } - 1
    guard column >= 0 else { return nil }
    // The last item of the column starting at or above the point is the
    // only one that can hold it: a column's frames do not overlap, in index
    // order, and an item covering the gap to the next column is in this
    // column's list too. A mirrored frame's edges are rounded on their own,
    // so there the search reads the frames as reported: their left edges
    // fall along the list, and the first at or left of the point is the
    // only candidate (a later frame ends at or before it starts).
    let position: Int
    if axis.mirrors {
      position = _mirroredPosition(inColumn: column, at: point.x, axis: axis)
    } else {
      position = _position(inColumn: column) { _frameY($0).y > inner.y } - 1
    }
    let list = _storage.columns[column]
    guard position >= 0, position < list.count else { return nil }
    let index = list[position]
    let frame = axis.content(_frame(index))
    if point.x >= frame.minX && point.x < frame.maxX && point.y >= frame.minY
      && point.y < frame.maxY
    {
      return index
    }
    return nil
  }

  /// The position in `column`'s list of the first item whose frame, as a
  /// right-to-left shelf reports it, starts at or left of `x`: the only
  /// one that can hold a point there.
  ///
  /// A reported left edge is `extent - maxY` of the vertical frame (as
  /// `_AxisMapping.content(_:)` computes it), which needs each item's
  /// length as well as its top: two loads from memory far apart per step
  /// of a search, where the vertical search reads tops alone (a tap cost
  /// several times a vertical one: `swift run -c release axis-ratios`, and
  /// Benchmarks/README.md at b8d69fc, *Both axes*). So tops alone narrow the search
  /// to the items starting within rounding of the mirrored point, and only
  /// those few are settled on their frames.
  internal func _mirroredPosition(inColumn column: Int, at x: Double, axis: _AxisMapping) -> Int {
    let tops = _storage.readTops
    let list = _storage.columns[column]
    let target = axis.extent - x
    let slack = (axis.extent.magnitude + x.magnitude) * 0x1p-48
    let scale = configuration.displayScale ?? 1
    // In the stored units (pixels with a display scale), a pixel wider.
    let (low, high) = ((target - slack) * scale - 1, (target + slack) * scale + 1)
    // From `upper` on, items start past the target: their frames start
    // left of `x`. Before `lower`, the next item of the column starts
    // before the target, so each ends before it: right of `x`.
    let upper = _position(inColumn: column) { tops[$0] > high }
    var lower = Swift.max(0, upper - 2)
    if lower > 0, tops[list[lower]] >= low {
      lower = Swift.max(0, _position(inColumn: column, to: upper) { tops[$0] >= low } - 1)
    }
    return _position(inColumn: column, from: lower, to: upper) {
      axis.extent - _frameMaxY($0) <= x
    }
  }

  /// Where a scroll lands relative to the item it brings into view, along
  /// the flow: on the horizontal axis, top means the leading edge (the
  /// left, or the right on a right-to-left shelf) and bottom the trailing
  /// one.
  public enum ScrollAlignment: String, Hashable, Sendable, Codable, CaseIterable {
    /// The item's top at the viewport's top.
    case top
    /// The item's centre at the viewport's centre.
    case center
    /// The item's bottom at the viewport's bottom.
    case bottom
    /// The least scroll that shows the whole item: none when it is already
    /// shown, its top at the viewport's top when it lies above, its bottom
    /// at the viewport's bottom when it lies below. An item taller than
    /// the viewport shows its top.
    case nearest
  }

  /// The content offset that brings an item into view with the given
  /// alignment: scroll-to-item.
  ///
  /// The vertical offset is clamped to the content, `0 ... max(0,
  /// contentHeight - viewportHeight)`, so an item near either end lands as
  /// near the alignment as the content allows; the horizontal offset is
  /// the viewport's own.
  ///
  ///     if let offset = masonry.contentOffset(showing: 120, alignment: .center, in: bounds) {
  ///       scrollView.setContentOffset(CGPoint(offset), animated: true)
  ///     }
  ///
  /// - Parameters:
  ///   - index: The item to show; one outside `0 ..< itemCount` gives
  ///     `nil`.
  ///   - alignment: Where the item lands.
  ///   - viewport: The scroll view's bounds in content coordinates, read as
  ///     in ``anchor(in:)`` (a NaN origin as 0, a NaN or negative size as 0).
  /// - Returns: The content offset, finite, or `nil`.
  public func contentOffset(
    showing index: Int, alignment: ScrollAlignment, in viewport: Rect
  ) -> Point? {
    guard index >= 0, index < itemCount else { return nil }
    let viewport = _sanitizedViewport(viewport)
    // Along the flow, in the vertical layout: "top" is the leading edge.
    let frame = _frame(index)
    let shown = _axis.layout(viewport)
    let height = shown.height
    let offset: Double
    switch alignment {
    case .top:
      offset = frame.minY
    case .center:
      offset = frame.midY - height / 2
    case .bottom:
      offset = frame.maxY - height
    case .nearest:
      if frame.minY < shown.minY || frame.height > height {
        offset = frame.minY
      } else if frame.maxY > shown.maxY {
        offset = frame.maxY - height
      } else {
        offset = shown.minY
      }
    }
    return _contentOffset(flow: offset, viewport: viewport)
  }
}
