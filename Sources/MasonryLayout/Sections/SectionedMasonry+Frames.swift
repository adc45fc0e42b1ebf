// One element's frame, in O(1): placed in the vertical frame, then mapped out.

import LayoutGeometry

extension SectionedMasonry {
  /// Returns the frame of the item at `path`.
  ///
  /// - Parameter path: A section in `0 ..< sectionCount` and an item in
  ///   `0 ..< itemCount(inSection:)`; any other gives `nil`.
  /// - Returns: The frame in content coordinates, finite and of
  ///   non-negative size, or `nil`.
  @inlinable
  public func frame(ofItemAt path: ItemPath) -> Rect? {
    _layoutFrame(ofItemAt: path).map(_axis.content)
  }

  /// Returns the frame of `section`'s footer, after its items' bottom inset.
  ///
  /// - Parameter section: A section in `0 ..< sectionCount`.
  /// - Returns: The frame, or `nil` when there is no such section or it
  ///   has no footer (a height of 0).
  @inlinable
  public func footerFrame(inSection section: Int) -> Rect? {
    _layoutFooterFrame(section).map(_axis.content)
  }

  /// Returns `section`'s frame, header to footer, at full width.
  ///
  /// A section with no header, footer or items is as tall as its insets (0
  /// when they are 0 too).
  ///
  /// - Parameter section: A section in `0 ..< sectionCount`.
  /// - Returns: The frame, or `nil` when there is no such section.
  @inlinable
  public func sectionFrame(inSection section: Int) -> Rect? {
    _layoutSectionFrame(section).map(_axis.content)
  }

  // MARK: The vertical frame

  @inlinable
  internal func _layoutFrame(ofItemAt path: ItemPath) -> Rect? {
    guard path.section >= 0, path.section < _sections.count,
      let frame = _sections[path.section].frame(ofItemAt: path.item)
    else { return nil }
    return Self._moved(frame, down: _itemsTop(path.section))
  }

  /// The length along the flow of the item at `path`, exact as its engine
  /// holds it (a mirrored frame can be an ulp off); `nil` if no such item.
  ///
  /// - Complexity: O(1).
  package func _itemLength(at path: ItemPath) -> Double? {
    _layoutFrame(ofItemAt: path)?.size.height
  }

  @inlinable
  internal func _layoutHeaderFrame(_ section: Int) -> Rect? {
    guard section >= 0, section < _sections.count else { return nil }
    let height = _table.headers[section]
    guard height > 0 else { return nil }
    return Rect(x: 0, y: _table.start(section), width: _width, height: height)
  }

  @inlinable
  internal func _layoutFooterFrame(_ section: Int) -> Rect? {
    guard section >= 0, section < _sections.count else { return nil }
    let height = _table.footers[section]
    guard height > 0 else { return nil }
    return Rect(x: 0, y: _itemsEnd(section), width: _width, height: height)
  }

  @inlinable
  internal func _layoutSectionFrame(_ section: Int) -> Rect? {
    guard section >= 0, section < _sections.count else { return nil }
    return Rect(
      minX: 0, minY: _table.start(section), maxX: _width, maxY: _table.end(section))
  }

  // MARK: Positions along the flow

  @inlinable
  internal func _itemsTop(_ section: Int) -> Double {
    _table.start(section) + _table.headers[section]
  }

  /// The end of a section's items, their bottom inset included.
  @inlinable
  internal func _itemsEnd(_ section: Int) -> Double {
    _itemsTop(section) + _itemsLength(section)
  }

  @inlinable
  internal static func _moved(_ frame: Rect, down top: Double) -> Rect {
    Rect(origin: Point(x: frame.origin.x, y: frame.origin.y + top), size: frame.size)
  }
}

extension SectionedMasonry {
  /// Calls `body` with the frame of each item of `section`, in order, as
  /// ``frame(ofItemAt:)`` gives it, in one walk of the section's storage
  /// (a host that hands every frame over, such as a compositional
  /// section's custom group, pays no lookup per item).
  ///
  /// - Parameters:
  ///   - section: A section; another calls `body` never.
  ///   - body: Called once per item, in index order.
  /// - Complexity: O(*n*) for the section's *n* items.
  @inlinable
  package func _forEachItemFrame(inSection section: Int, _ body: (Rect) -> Void) {
    guard section >= 0, section < _sections.count else { return }
    let top = _itemsTop(section)
    for frame in _sections[section].frames {
      body(_axis.content(Self._moved(frame, down: top)))
    }
  }
}
