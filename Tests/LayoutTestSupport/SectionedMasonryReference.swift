// A deliberately plain sectioned layout, written straight from the layout
// rule of sections, headers, footers and pinned headers: the oracle the
// sectioned engine is compared against. Each section's items come from
// MasonryReference (or any other source of section-local frames).

import LayoutGeometry

/// A brute-force sectioned masonry layout, its pinned headers and its rect
/// filter.
///
/// Like ``MasonryReference`` it knows nothing of `MasonryLayout`'s types:
/// the tests hand it each section's local frames and content height, and
/// the raw header and footer heights a provider gave.
public struct SectionedMasonryReference: Sendable {
  /// One section's input: its items as a masonry lays them out on their
  /// own (from y = 0), and its header and footer heights.
  public struct Section: Sendable {
    /// The items' frames, relative to the top of the section's items.
    public var frames: [Rect]
    /// The height of the section's items, insets included.
    public var contentHeight: Double
    /// The header height as given (sanitised by the reference).
    public var headerHeight: Double
    /// The footer height as given (sanitised by the reference).
    public var footerHeight: Double

    /// Creates a section from local frames and heights.
    public init(frames: [Rect], contentHeight: Double, headerHeight: Double, footerHeight: Double) {
      self.frames = frames
      self.contentHeight = contentHeight
      self.headerHeight = headerHeight
      self.footerHeight = footerHeight
    }

    /// Creates a section from a reference masonry layout of its items.
    public init(items: MasonryReference.Result, headerHeight: Double, footerHeight: Double) {
      self.init(
        frames: items.frames, contentHeight: items.contentSize.height,
        headerHeight: headerHeight, footerHeight: footerHeight)
    }
  }

  /// What an element is.
  public enum Kind: String, Hashable, Sendable {
    /// An item.
    case item
    /// A section header.
    case header
    /// A section footer.
    case footer
  }

  /// One element of the layout.
  public struct Element: Hashable, Sendable, CustomStringConvertible {
    /// What it is.
    public var kind: Kind
    /// Its section.
    public var section: Int
    /// Its item index; 0 for a header or footer.
    public var item: Int
    /// Its frame.
    public var frame: Rect
    /// Its z-index: 0 items, 1 footers and headers in place, 2 headers
    /// moved by pinning.
    public var zIndex: Int

    /// Creates an element.
    public init(kind: Kind, section: Int, item: Int, frame: Rect, zIndex: Int) {
      self.kind = kind
      self.section = section
      self.item = item
      self.frame = frame
      self.zIndex = zIndex
    }

    /// The element as `kind [section, item] frame zN`.
    public var description: String { "\(kind) [\(section), \(item)] \(frame) z\(zIndex)" }
  }

  /// The container width, sanitised.
  public let width: Double
  /// The sections, header and footer heights sanitised.
  public let sections: [Section]
  /// Where each section starts, and one more: the end of the last.
  public let starts: [Double]

  /// Stacks the sections: each starts where the previous one ends, at its
  /// header, then its items, then its footer.
  public init(width: Double, sections: [Section]) {
    self.width = MasonryReference.sanitize(width)
    self.sections = sections.map {
      var section = $0
      section.headerHeight = MasonryReference.sanitize(section.headerHeight)
      section.footerHeight = MasonryReference.sanitize(section.footerHeight)
      return section
    }
    var starts = [0.0]
    for section in self.sections {
      let itemsEnd = starts[starts.count - 1] + section.headerHeight + section.contentHeight
      starts.append(itemsEnd + section.footerHeight)
    }
    self.starts = starts
  }

  /// The content size: the width by the last section's end.
  public var contentSize: Size { Size(width: width, height: starts[starts.count - 1]) }

  /// The top of a section's items.
  public func itemsTop(_ section: Int) -> Double {
    starts[section] + sections[section].headerHeight
  }

  /// The end of a section's items, insets included.
  public func itemsEnd(_ section: Int) -> Double {
    itemsTop(section) + sections[section].contentHeight
  }

  /// An item's frame: its local frame moved down by its items' top.
  public func itemFrame(section: Int, item: Int) -> Rect {
    let local = sections[section].frames[item]
    return Rect(
      x: local.minX, y: local.minY + itemsTop(section), width: local.width, height: local.height)
  }

  /// A section's header, unpinned, or `nil` without one.
  public func headerFrame(_ section: Int) -> Rect? {
    let height = sections[section].headerHeight
    return height > 0 ? Rect(x: 0, y: starts[section], width: width, height: height) : nil
  }

  /// A section's footer, or `nil` without one.
  public func footerFrame(_ section: Int) -> Rect? {
    let height = sections[section].footerHeight
    return height > 0 ? Rect(x: 0, y: itemsEnd(section), width: width, height: height) : nil
  }

  /// A section from its start to its end, at full width.
  public func sectionFrame(_ section: Int) -> Rect {
    Rect(x: 0, y: starts[section], width: width, height: starts[section + 1] - starts[section])
  }

  /// A section's header pinned for a viewport whose top is `top`:
  /// `max(headerTop, min(top, itemsEnd - headerHeight))`.
  public func pinnedHeaderFrame(_ section: Int, viewportTop top: Double) -> Rect? {
    guard let header = headerFrame(section) else { return nil }
    let y = max(header.minY, min(top, itemsEnd(section) - header.height))
    return Rect(x: 0, y: y, width: width, height: header.height)
  }

  /// Every element, section by section (header, items, footer), with the
  /// headers pinned to `viewportTop` when it is not `nil`.
  public func allElements(pinnedAt viewportTop: Double? = nil) -> [Element] {
    var elements: [Element] = []
    for section in sections.indices {
      if let header = headerFrame(section) {
        var frame = header
        if let viewportTop, let pinned = pinnedHeaderFrame(section, viewportTop: viewportTop) {
          frame = pinned
        }
        elements.append(
          Element(
            kind: .header, section: section, item: 0, frame: frame,
            zIndex: frame.minY == header.minY ? 1 : 2))
      }
      for item in sections[section].frames.indices {
        elements.append(
          Element(
            kind: .item, section: section, item: item,
            frame: itemFrame(section: section, item: item), zIndex: 0))
      }
      if let footer = footerFrame(section) {
        elements.append(Element(kind: .footer, section: section, item: 0, frame: footer, zIndex: 1))
      }
    }
    return elements
  }

  /// The brute-force rect query: every element whose frame (pinned, when
  /// `viewportTop` is given) intersects `rect`, in the order of
  /// ``allElements(pinnedAt:)``.
  public func elements(in rect: Rect, pinnedAt viewportTop: Double? = nil) -> [Element] {
    allElements(pinnedAt: viewportTop).filter { $0.frame.intersects(rect) }
  }
}
