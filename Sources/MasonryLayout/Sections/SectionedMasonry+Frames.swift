// Reading one element back: an item's, a header's, a footer's or a whole
// section's frame, in O(1), from the section's engine and start, placed
// in the layout's vertical frame and mapped out to the content.

import LayoutGeometry

extension SectionedMasonry {
  /// Returns the frame of the item at `path`, or `nil` when there is no
  /// such item.
  ///
  /// It is the frame the section's engine gives the item, moved down by
  /// the top of the section's items (the section's start plus its
  /// header's height); on the horizontal axis, moved right by it (and, on
  /// a right-to-left shelf, mirrored across the whole content).
  ///
  /// - Parameter path: A section in `0 ..< sectionCount` and an item in
  ///   `0 ..< itemCount(inSection:)`; any other gives `nil`.
  /// - Returns: The frame in content coordinates, finite and of
  ///   non-negative size.
  @inlinable
  public func frame(ofItemAt path: ItemPath) -> Rect? {
    _layoutFrame(ofItemAt: path).map(_axis.content)
  }

  /// Returns the frame of `section`'s footer, or `nil` when there is no
  /// such section or it has no footer (a height of 0).
  ///
  /// The footer spans the container's full width from the end of the
  /// section's items (their bottom inset included):
  /// `(0, itemsEnd, width, footerHeight)`; on the horizontal axis, the
  /// full height at the section's trailing side.
  ///
  /// - Parameter section: A section in `0 ..< sectionCount`.
  /// - Returns: The frame, or `nil`.
  @inlinable
  public func footerFrame(inSection section: Int) -> Rect? {
    _layoutFooterFrame(section).map(_axis.content)
  }

  /// Returns the frame of the whole of `section`, from the top of its
  /// header to the bottom of its footer, at full width, or `nil` when
  /// there is no such section.
  ///
  /// Use it for a section's background. A section with no header, footer
  /// or items still has its insets, so its frame has their height (0 when
  /// they are 0 too).
  ///
  /// - Parameter section: A section in `0 ..< sectionCount`.
  /// - Returns: The frame, or `nil`.
  @inlinable
  public func sectionFrame(inSection section: Int) -> Rect? {
    _layoutSectionFrame(section).map(_axis.content)
  }

  // MARK: The vertical frame

  /// An item's frame in the layout's vertical frame, or `nil`.
  @inlinable
  internal func _layoutFrame(ofItemAt path: ItemPath) -> Rect? {
    guard path.section >= 0, path.section < _sections.count,
      let frame = _sections[path.section].frame(ofItemAt: path.item)
    else { return nil }
    return Self._moved(frame, down: _itemsTop(path.section))
  }

  /// The length along the flow of the item at `path`, as its engine holds
  /// it (exact: a frame read back from a mirrored shelf can be an ulp off),
  /// or `nil` when there is no such item.
  ///
  /// - Complexity: O(1).
  package func _itemLength(at path: ItemPath) -> Double? {
    _layoutFrame(ofItemAt: path)?.size.height
  }

  /// A header's frame in the layout's vertical frame, unpinned, or `nil`.
  @inlinable
  internal func _layoutHeaderFrame(_ section: Int) -> Rect? {
    guard section >= 0, section < _sections.count else { return nil }
    let height = _table.headers[section]
    guard height > 0 else { return nil }
    return Rect(x: 0, y: _table.start(section), width: _width, height: height)
  }

  /// A footer's frame in the layout's vertical frame, or `nil`.
  @inlinable
  internal func _layoutFooterFrame(_ section: Int) -> Rect? {
    guard section >= 0, section < _sections.count else { return nil }
    let height = _table.footers[section]
    guard height > 0 else { return nil }
    return Rect(x: 0, y: _itemsEnd(section), width: _width, height: height)
  }

  /// A section's frame in the layout's vertical frame, or `nil`.
  @inlinable
  internal func _layoutSectionFrame(_ section: Int) -> Rect? {
    guard section >= 0, section < _sections.count else { return nil }
    return Rect(
      minX: 0, minY: _table.start(section), maxX: _width, maxY: _table.end(section))
  }

  // MARK: Positions along the flow

  /// The top of a section's items: its start plus its header's height.
  @inlinable
  internal func _itemsTop(_ section: Int) -> Double {
    _table.start(section) + _table.headers[section]
  }

  /// The end of a section's items, their bottom inset included.
  @inlinable
  internal func _itemsEnd(_ section: Int) -> Double {
    _itemsTop(section) + _itemsLength(section)
  }

  /// An engine's frame moved down by `top`; x and the size unchanged.
  @inlinable
  internal static func _moved(_ frame: Rect, down top: Double) -> Rect {
    Rect(origin: Point(x: frame.origin.x, y: frame.origin.y + top), size: frame.size)
  }
}
