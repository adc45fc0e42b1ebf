// What a transition keeps of the layout before a batch, instead of the
// layout itself: keeping the layout made the batch's first edit copy the
// edited section's storage (and the array of sections), which cost more
// than the edit. The snapshot holds the elements in a window around the
// viewport, the items the batch removes, the sections it moves, and
// which of the sections it changes had a header or footer.
//
// The rule: every answer is the full layout's for an element whose frame
// before intersects the window (the viewport grown by its own length on
// each side along the flow) and for every removed item or moved section.
// Outside it, an element that stays starts its animation at its frame
// after (UIKit asks only for elements it shows before or after the batch,
// and one shown after that was more than a screen away before would
// slide in from off screen), and a deleted element's end is unknown (UIKit
// asks only for elements it showed, which are in the window).

import LayoutGeometry
import MasonryLayout

internal struct _BeforeSnapshot: Sendable {
  /// The area whose elements are kept; `nil` without a viewport.
  internal let window: Rect?
  /// Each section's item count before.
  internal let itemCounts: [Int]
  /// The items kept, by their path before.
  internal var items: [ItemPath: Rect] = [:]
  /// The headers kept (pinned for the viewport), by section before.
  internal var headers: [Int: SectionedMasonry.Element] = [:]
  /// The footers kept, by section before.
  internal var footers: [Int: Rect] = [:]
  /// The item frames of each section moved away, by section before.
  internal var movedSections: [Int: [Rect]] = [:]
  /// Whether a section changed by the batch (deleted, moved away or
  /// reloaded; every section for a reload) had a header and a footer.
  internal var supplementaries: [Int: (header: Bool, footer: Bool)] = [:]
  /// The layout's axis, to read an item's length from its frame.
  internal let axis: Axis

  /// Takes the snapshot of `layout` before the batch `map` (`nil` for a
  /// reload), with headers pinned for `viewport`.
  ///
  /// - Complexity: O(*w* + *r* log *n* + *m* + *c*) for *w* elements in
  ///   the window, *r* removed items, *m* items in moved sections and *c*
  ///   changed sections (every section for a reload).
  internal init(of layout: SectionedMasonry, map: _BatchMap?, viewport: Rect?, itemCounts: [Int]) {
    self.itemCounts = itemCounts
    let axis = layout.configuration.axis
    self.axis = axis
    window = viewport.flatMap { Self._window(around: $0, content: layout.contentSize, axis: axis) }
    if let window {
      for element in layout.elements(in: window, pinnedIn: viewport) {
        switch element.kind {
        case .item: items[element.path] = element.frame
        case .header: headers[element.path.section] = element
        case .footer: footers[element.path.section] = element.frame
        }
      }
    }
    guard let map else {
      for section in itemCounts.indices { _keepSupplementaries(section, of: layout) }
      return
    }
    for (section, changes) in map.items {
      for item in changes.removed where items[ItemPath(section: section, item: item)] == nil {
        let path = ItemPath(section: section, item: item)
        items[path] = layout.frame(ofItemAt: path)
      }
    }
    for section in map.sectionMoves.keys {
      movedSections[section] = (0..<itemCounts[section]).map {
        layout.frame(ofItemAt: ItemPath(section: section, item: $0))!
      }
      let path = ItemPath(section: section, item: 0)
      if headers[section] == nil {
        headers[section] = layout.element(.header, for: path, pinnedIn: viewport)
      }
      if footers[section] == nil { footers[section] = layout.element(.footer, for: path)?.frame }
    }
    for section in map.deletedSections { _keepSupplementaries(section, of: layout) }
    for section in map.sectionMoves.keys { _keepSupplementaries(section, of: layout) }
    for section in map.reloadedSections.keys { _keepSupplementaries(section, of: layout) }
  }

  private mutating func _keepSupplementaries(_ section: Int, of layout: SectionedMasonry) {
    let path = ItemPath(section: section, item: 0)
    supplementaries[section] = (
      layout.element(.header, for: path) != nil, layout.element(.footer, for: path) != nil
    )
  }

  /// The viewport grown by its length on each side along the flow, and
  /// across to the content's whole breadth.
  private static func _window(around viewport: Rect, content: Size, axis: Axis) -> Rect? {
    let area = viewport.standardized
    guard area.isFinite else { return nil }
    switch axis {
    case .vertical:
      let minX = Swift.min(area.minX, 0)
      let maxX = Swift.max(area.maxX, content.width)
      return Rect(
        x: minX, y: area.minY - area.size.height, width: maxX - minX,
        height: 3 * area.size.height)
    case .horizontal:
      let minY = Swift.min(area.minY, 0)
      let maxY = Swift.max(area.maxY, content.height)
      return Rect(
        x: area.minX - area.size.width, y: minY, width: 3 * area.size.width,
        height: maxY - minY)
    }
  }

  // MARK: Answers

  /// The frame before of the item at `path`, when kept.
  internal func itemFrame(_ path: ItemPath) -> Rect? {
    if let frame = items[path] { return frame }
    guard let frames = movedSections[path.section], path.item >= 0, path.item < frames.count
    else { return nil }
    return frames[path.item]
  }

  /// The length along the flow before of the item at `path`, when kept.
  internal func itemLength(_ path: ItemPath) -> Double? {
    itemFrame(path).map { axis == .vertical ? $0.size.height : $0.size.width }
  }

  /// The element before at `path`, when kept.
  internal func element(_ kind: SectionedMasonry.Element.Kind, at path: ItemPath)
    -> SectionedMasonry.Element?
  {
    switch kind {
    case .item:
      return itemFrame(path).map { .init(kind: .item, path: path, frame: $0, zIndex: 0) }
    case .header:
      return path.item == 0 ? headers[path.section] : nil
    case .footer:
      guard path.item == 0, let frame = footers[path.section] else { return nil }
      return .init(kind: .footer, path: path, frame: frame, zIndex: 1)
    }
  }

  /// Whether there was an element at `path` before. For a header or
  /// footer neither kept nor of a changed section, `after` answers at the
  /// section's index after: the batch's item edits leave them as they were.
  internal func existed(
    _ kind: SectionedMasonry.Element.Kind, at path: ItemPath, map: _BatchMap?,
    after: SectionedMasonry
  ) -> Bool {
    guard path.section >= 0, path.section < itemCounts.count else { return false }
    switch kind {
    case .item:
      return path.item >= 0 && path.item < itemCounts[path.section]
    case .header, .footer:
      guard path.item == 0 else { return false }
      if element(kind, at: path) != nil { return true }
      if let kept = supplementaries[path.section] {
        return kind == .header ? kept.header : kept.footer
      }
      guard let new = map?.newSection(ofOld: path.section) else { return false }
      return after.element(kind, for: ItemPath(section: new, item: 0)) != nil
    }
  }
}
