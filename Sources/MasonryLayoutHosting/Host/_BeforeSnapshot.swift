// What a transition keeps of the layout before a batch, instead of the
// layout itself: keeping the layout made the batch's first edit copy the
// edited section's storage (and the array of sections), which cost more
// than the edit. The snapshot holds the elements in a window around the
// viewport, the items the batch removes, the sections it moves, and
// which of the sections it changes had a header or footer. A
// rearrangement (a section in a new order, laid out in one pass that
// rewrites its storage anyway) keeps the layout itself instead of a
// snapshot of every item that leaves its place.
//
// The rule: every answer is the full layout's for an element whose frame
// before intersects the window (the viewport grown by the host's overscan
// and its own length on each side along the flow: UIKit shows elements
// beyond its bounds, and one it shows after the batch slides from where it
// was when the batch moved it by less than a screen) and for every
// removed item or moved section.
// Outside it, an element that stays starts its animation at its frame
// after (UIKit asks only for elements it shows before or after the batch,
// and one shown after that was more than a screen away before would
// slide in from off screen), and a deleted element's end is unknown (UIKit
// asks only for elements it showed, which are in the window).

import LayoutGeometry
import MasonryLayout

internal struct _BeforeSnapshot: Sendable {
  typealias Element = SectionedMasonry.Element

  /// The area whose elements are kept; `nil` without a viewport.
  internal let window: Rect?
  /// Each section's item count before.
  internal let itemCounts: [Int]
  /// The elements in the window (headers pinned for the viewport), in
  /// the query's order, which ``_order(_:_:)`` sorts by: a binary search
  /// finds one without hashing (a batch of one edit keeps a few dozen).
  internal var elements: [Element] = []
  /// The items the batch removes (deletes or moves away), by path.
  internal var removed: [Element] = []
  /// The length along the flow of each item the batch moves, by its path
  /// before, as the engine holds it (a frame read back from a mirrored
  /// shelf can be an ulp off): what a moved item carries to its new place.
  internal var movedLengths: [ItemPath: Double] = [:]
  /// The item frames of each section moved away, by section before.
  internal var movedSections: [Int: [Rect]] = [:]
  /// The header and footer of each section moved away.
  internal var movedSupplementaries: [Int: (header: Element?, footer: Element?)] = [:]
  /// Whether a section changed by the batch (deleted, moved away or
  /// reloaded; every section for a reload) had a header and a footer.
  internal var supplementaries: [Int: (header: Bool, footer: Bool)] = [:]
  /// The layout's axis, to read an item's length from its frame.
  internal let axis: Axis
  /// For a rearrangement (a section's items in a new order), the layout
  /// before itself, which answers for the items that leave their places:
  /// the edit rewrites the section's storage from its first change
  /// anyway, so keeping it costs one copy, where a snapshot of every
  /// moved item cost a lookup each.
  internal var layoutBefore: SectionedMasonry?
  internal var rearrangement: _Rearrangement?

  /// Takes the snapshot of `layout` before the batch `map` (`nil` for a
  /// reload), with headers pinned for `viewport`, the window reaching
  /// `overscan` and a viewport's length past it.
  ///
  /// - Complexity: O(*w* + *r* log *r* + *m* + *c*) plus the engine's
  ///   queries, for *w* elements in the window, *r* removed items, *m*
  ///   items in moved sections and *c* changed sections (every section
  ///   for a reload).
  internal init(
    of layout: SectionedMasonry, map: _BatchMap?, viewport: Rect?, overscan: Double = 0,
    itemCounts: [Int]
  ) {
    self.itemCounts = itemCounts
    let axis = layout.configuration.axis
    self.axis = axis
    window = viewport.flatMap {
      Self._window(around: $0, overscan: overscan, content: layout.contentSize, axis: axis)
    }
    if let window { elements = layout.elements(in: window, pinnedIn: viewport) }
    guard let map else {
      for section in itemCounts.indices { _keepSupplementaries(section, of: layout) }
      return
    }
    if let rearrangement = map.rearrangement {
      self.rearrangement = rearrangement
      layoutBefore = layout
    }
    for (section, changes) in map.items {
      for item in changes.removed {
        let path = ItemPath(section: section, item: item)
        if let element = layout.element(.item, for: path) { removed.append(element) }
      }
    }
    if map.items.count > 1 { removed.sort { Self._order($0, $1) } }
    for path in map.itemMoves.keys { movedLengths[path] = layout._itemLength(at: path) }
    for section in map.sectionMoves.keys {
      movedSections[section] = (0..<itemCounts[section]).map {
        layout.frame(ofItemAt: ItemPath(section: section, item: $0))!
      }
      let path = ItemPath(section: section, item: 0)
      movedSupplementaries[section] = (
        layout.element(.header, for: path, pinnedIn: viewport), layout.element(.footer, for: path)
      )
      _keepSupplementaries(section, of: layout)
    }
    for section in map.deletedSections { _keepSupplementaries(section, of: layout) }
    for section in map.reloadedSections.keys { _keepSupplementaries(section, of: layout) }
  }

  private mutating func _keepSupplementaries(_ section: Int, of layout: SectionedMasonry) {
    let path = ItemPath(section: section, item: 0)
    supplementaries[section] = (
      layout.element(.header, for: path) != nil, layout.element(.footer, for: path) != nil
    )
  }

  /// The viewport grown by `overscan` and its own length on each side
  /// along the flow, and across to the content's whole breadth.
  private static func _window(
    around viewport: Rect, overscan: Double, content: Size, axis: Axis
  ) -> Rect? {
    let area = viewport.standardized
    guard area.isFinite else { return nil }
    switch axis {
    case .vertical:
      let minX = Swift.min(area.minX, 0)
      let maxX = Swift.max(area.maxX, content.width)
      let grow = overscan + area.size.height
      return Rect(
        x: minX, y: area.minY - grow, width: maxX - minX, height: area.size.height + 2 * grow)
    case .horizontal:
      let minY = Swift.min(area.minY, 0)
      let maxY = Swift.max(area.maxY, content.height)
      let grow = overscan + area.size.width
      return Rect(
        x: area.minX - grow, y: minY, width: area.size.width + 2 * grow, height: maxY - minY)
    }
  }

  /// The queries' order: by section, then the header, the items by
  /// index, the footer.
  private static func _key(_ kind: Element.Kind, _ path: ItemPath) -> (Int, Int, Int) {
    switch kind {
    case .header: (path.section, 0, 0)
    case .item: (path.section, 1, path.item)
    case .footer: (path.section, 2, 0)
    }
  }

  private static func _order(_ a: Element, _ b: Element) -> Bool {
    _key(a.kind, a.path) < _key(b.kind, b.path)
  }

  /// The element of `sorted` at `kind` and `path`, by binary search.
  private static func _find(
    _ kind: Element.Kind, _ path: ItemPath, in sorted: [Element]
  ) -> Element? {
    let key = _key(kind, path)
    var (low, high) = (0, sorted.count)
    while low < high {
      let middle = (low + high) / 2
      if _key(sorted[middle].kind, sorted[middle].path) < key {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low < sorted.count, _key(sorted[low].kind, sorted[low].path) == key else { return nil }
    return sorted[low]
  }

  // MARK: Answers

  /// The element before at `path`, when kept.
  internal func element(_ kind: Element.Kind, at path: ItemPath) -> Element? {
    if kind != .item, path.item != 0 { return nil }
    if let element = Self._find(kind, path, in: elements) { return element }
    switch kind {
    case .item:
      if let element = Self._find(.item, path, in: removed) { return element }
      if let rearrangement, path.section == rearrangement.section,
        rearrangement.leaves(old: path.item)
      {
        return layoutBefore?.element(.item, for: path)
      }
      guard let frames = movedSections[path.section], path.item >= 0, path.item < frames.count
      else { return nil }
      return Element(kind: .item, path: path, frame: frames[path.item], zIndex: 0)
    case .header: return movedSupplementaries[path.section]?.header
    case .footer: return movedSupplementaries[path.section]?.footer
    }
  }

  /// The length along the flow before of the item at `path`, when kept:
  /// exact for a moved item.
  internal func itemLength(_ path: ItemPath) -> Double? {
    if let length = movedLengths[path] { return length }
    return element(.item, at: path).map {
      axis == .vertical ? $0.frame.size.height : $0.frame.size.width
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
