// Every element of a sectioned layout, listed from its own frames: the
// brute force its element queries and taps are checked against.

import LayoutGeometry
import MasonryLayout

extension SectionedMasonry {
  /// Every element, section by section (the header, the items, the
  /// footer), in the order `elements(in:)` lists them and with the
  /// frames and z-indices it gives them: items 0, footers 1, headers 1 in
  /// their place and 2 while pinned away from it, pinned for `viewport`
  /// when given.
  ///
  /// - Parameter viewport: The viewport to pin headers for, or `nil` for
  ///   every header in its place.
  /// - Complexity: O(*n*) for *n* elements.
  public func allElements(pinnedIn viewport: Rect? = nil) -> [Element] {
    var elements: [Element] = []
    for section in 0..<sectionCount {
      let path = ItemPath(section: section, item: 0)
      if let header = headerFrame(inSection: section) {
        // A section with a header has a pinned header frame too (its place
        // when the layout does not pin).
        let shown = viewport.map { headerFrame(inSection: section, pinnedIn: $0)! } ?? header
        elements.append(
          Element(kind: .header, path: path, frame: shown, zIndex: shown == header ? 1 : 2))
      }
      for item in 0..<(itemCount(inSection: section) ?? 0) {
        let path = ItemPath(section: section, item: item)
        elements.append(Element(kind: .item, path: path, frame: frame(ofItemAt: path)!, zIndex: 0))
      }
      if let footer = footerFrame(inSection: section) {
        elements.append(Element(kind: .footer, path: path, frame: footer, zIndex: 1))
      }
    }
    return elements
  }
}
