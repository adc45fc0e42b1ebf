// A sectioned layout's invariants, checked after every mutation in the tests.

import LayoutGeometry

extension SectionedMasonry {
  #if DEBUG || LAYOUT_INTERNAL_CHECKS
    /// Traps unless the layout is consistent; for tests. Checks the array
    /// lengths and section count, each engine's own invariants, breadth and
    /// axis (left to right on a shelf: the layout mirrors), sanitised header
    /// and footer heights, section starts bit for bit as a fresh prepare
    /// sums them, and every element within its part of its section (an
    /// item's x is its engine's to check). In release builds it does nothing.
    ///
    /// - Complexity: O(*n* · *s*) for *n* items of typical span *s*, plus
    ///   O(*S*) for *S* sections.
    package func _checkInvariants() {
      let count = _sections.count
      precondition(count <= Self.maximumSectionCount, "more sections than the maximum")
      precondition(
        _table.headers.count == count && _table.footers.count == count
          && _table.itemsLengths.count == count
          && _table.heights.count == count && _table.offsets.count == count
          && _table.blockStarts.count == _SectionTable.blockCount(count) + 1,
        "per-section arrays of the wrong length for \(count) sections")
      precondition(
        _width.isFinite && _width >= 0 && _width <= Masonry.maximumLength, "width \(_width)")

      // The sums, redone from the heights as a fresh prepare does them.
      var fresh = _table
      fresh.rebuild(from: 0)
      precondition(
        fresh.offsets == _table.offsets && fresh.blockStarts == _table.blockStarts,
        "section starts differ from the sums of the heights")
      precondition(_table.blockStarts[0] == 0, "the first section starts at \(_table.start(0))")

      for section in 0..<count {
        let engine = _sections[section]
        engine._checkInvariants()
        let breadth = engine.contentSize.width
        precondition(
          breadth == _width, "section \(section) prepared for \(breadth), not \(_width)")
        precondition(
          _table.itemsLengths[section] == engine.contentSize.height,
          "section \(section) items' length \(_table.itemsLengths[section]) is not its engine's")
        precondition(
          engine.configuration.axis == .vertical
            && (configuration.axis == .vertical
              || engine.configuration.layoutDirection == .leftToRight),
          "section \(section) engine not a vertical feed, or mirrored")
        let (header, footer) = (_table.headers[section], _table.footers[section])
        for length in [header, footer] {
          precondition(
            length.isFinite && length >= 0 && length <= Masonry.maximumLength,
            "section \(section): header or footer height \(length)")
        }
        precondition(
          _table.heights[section] == _height(ofSection: section),
          "section \(section) height \(_table.heights[section]) != its parts")

        let (start, end) = (_table.start(section), _table.end(section))
        precondition(start.isFinite && end.isFinite && start <= end, "section \(section) extent")
        if section + 1 < count {
          precondition(
            end == _table.start(section + 1), "section \(section + 1) does not start at \(end)")
        } else {
          precondition(end == _table.total, "content height \(_table.total) != last end \(end)")
        }

        // Elements within their parts, within the sums' rounding (a few ulps).
        let (top, itemsEnd) = (_itemsTop(section), _itemsEnd(section))
        let slack = 4 * Swift.max(end, 1).ulp
        precondition(
          start + header == top && top <= itemsEnd && itemsEnd <= end + slack,
          "section \(section): items from \(top) to \(itemsEnd) outside \(start) to \(end)")
        if let frame = _layoutHeaderFrame(section) {
          precondition(
            frame.minY == start && frame.maxY == top && frame.width == _width,
            "section \(section) header \(frame)")
        }
        if let frame = _layoutFooterFrame(section) {
          precondition(
            frame.minY == itemsEnd && frame.maxY <= end + slack && frame.width == _width,
            "section \(section) footer \(frame) beyond the section's end \(end)")
        }
        for (item, local) in engine.frames.enumerated() {
          let frame = Self._moved(local, down: top)
          precondition(
            frame.isFinite && frame.minY >= top && frame.maxY <= itemsEnd + slack,
            "section \(section) item \(item) at \(frame) outside \(top) to \(itemsEnd)")
        }
      }
      precondition(
        _table.total == (count == 0 ? 0 : _table.end(count - 1))
          && contentSize == _axis.content(Size(width: _width, height: _table.total)),
        "content size \(contentSize)")
    }
  #else
    /// Does nothing in release builds; see the debug version.
    @inlinable @inline(__always)
    package func _checkInvariants() {}
  #endif
}
