// The host fuzz target's model of the data: the feed as its data source
// holds it (identities, estimated heights, spans, columns, headers,
// footers, section configurations) and, beside it, what MasonryHost's
// documentation says the host holds for each item: a measured height, or
// the height a move carried, in place of the source's estimate, until the
// item is read again. Written from the documentation of MasonryHost and
// SectionedMasonry, not from the host's code: a fresh SectionedMasonry
// prepared from the held feed is what the host is compared against.

import LayoutGeometry
import MasonryLayout

/// One item as the data source holds it, and what the host should hold
/// for it.
struct HostItem: CustomStringConvertible {
  /// Who it is: what a move carries, and what the transition's path
  /// mapping is checked against.
  var id: Int
  /// The source's height: points, or with `isRatio` a ratio of the width
  /// it is asked at (so that an item read again at another width changes).
  var value: Double
  var isRatio: Bool
  var span: Int
  var column: Int?
  /// The length along the flow the host holds instead of asking the
  /// source, or `nil` while it holds the source's answer at the item's
  /// width. A measured height stays "until the item is reloaded or the
  /// width changes" (`setMeasuredHeight(_:ofItemAt:)`), and "a moved item
  /// or section keeps the heights it had" (`apply(_:source:)`).
  var held: Double?
  /// The span the host holds after the engine's own move took the item to
  /// another section, "keeping ... the number of columns it covered
  /// (clamped to the new section's columns)"
  /// (`SectionedMasonry.moveItem(from:to:mode:)`), or `nil` for the
  /// source's.
  var heldSpan: Int?
  /// Whether such a move left its explicit column behind ("an explicit
  /// column does not travel with it").
  var dropsColumn = false
  /// Whether the span and column the host holds are left open by the
  /// documentation: a section move carried the item while it held its own
  /// (the host reads them from the source, or keeps its section's engine
  /// as it was). A section holding such an item is not compared with a
  /// fresh placement.
  var placementUnknown = false
  /// The length along the flow and the number of columns the fresh layout
  /// gave it at the last check: what a move carries.
  var length: Double = 0
  var covered = 1

  /// The host reads the item from the source again: it holds nothing of
  /// its own.
  mutating func readAgain() {
    held = nil
    heldSpan = nil
    dropsColumn = false
    placementUnknown = false
  }

  /// Whether the host holds a span or column other than the source's.
  var holdsOwnPlacement: Bool { heldSpan != nil || dropsColumn }

  var description: String {
    let height = isRatio ? "\(value)w" : "\(value)"
    var text = "#\(id) \(height)"
    if span != 1 { text += " span \(span)" }
    if let column { text += " col \(column)" }
    if let held { text += " held \(held)" }
    if let heldSpan { text += " heldSpan \(heldSpan)" }
    if dropsColumn { text += " noCol" }
    if placementUnknown { text += " placed?" }
    return text
  }
}

/// One section as the data source holds it.
struct HostSection: CustomStringConvertible {
  var id: Int
  var items: [HostItem] = []
  var header: Double = 0
  var footer: Double = 0
  var configuration: Masonry.Configuration?
  /// Whether the host's placement of the section's items must equal a
  /// fresh layout's: true from a layout of the whole section (a prepare,
  /// a width change, the section inserted or reloaded) until an edit that
  /// keeps columns (the engine's `keepColumns` results differ from a fresh
  /// prepare by design), or one whose placement the documentation leaves
  /// open. Heights, counts and invariants are checked either way.
  var isFresh = true

  /// Whether the section has a header (or footer): "when its height is
  /// above 0" once sanitised, which NaN, infinities and negatives are not.
  static func exists(_ height: Double) -> Bool { height.isFinite && height > 0 }

  var description: String {
    var text = "section #\(id) [\(items.map(\.description).joined(separator: ", "))]"
    if header != 0 { text += " header \(header)" }
    if footer != 0 { text += " footer \(footer)" }
    if let configuration { text += " own \(configuration.columns)" }
    if !isFresh { text += " kept" }
    return text
  }
}

/// The feed as a `MasonrySectionProvider`: as the data source answers
/// (`isHeld` false), or as the host should hold it (`isHeld` true): held
/// lengths, spans and columns in place of the source's, and a section
/// configuration that fails validation read as the host's own ("replaced
/// with the host's configuration", `MasonryHost`).
struct HostFeed: MasonrySectionProvider {
  var sections: [HostSection]
  var isHeld: Bool

  /// The item at `path`; a path outside the feed is a broken promise of
  /// the host ("The layout asks only about sections in
  /// `0 ..< sectionCount` (or, for an update, the sections and items it
  /// names)", `MasonrySectionProvider`), reported rather than trapped on
  /// by the array.
  private func item(_ path: ItemPath) -> HostItem {
    guard sections.indices.contains(path.section),
      sections[path.section].items.indices.contains(path.item)
    else {
      fatalError("invariant broken: the host asked the source for \(path), outside the feed")
    }
    return sections[path.section].items[path.item]
  }

  private func section(_ index: Int) -> HostSection {
    guard sections.indices.contains(index) else {
      fatalError("invariant broken: the host asked the source for section \(index)")
    }
    return sections[index]
  }

  var sectionCount: Int { sections.count }

  func itemCount(inSection section: Int) -> Int { self.section(section).items.count }

  func height(forItemAt path: ItemPath, width: Double) -> Double {
    let item = item(path)
    if isHeld, let held = item.held { return held }
    return item.isRatio ? width * item.value : item.value
  }

  func columnSpan(forItemAt path: ItemPath) -> Int {
    let item = item(path)
    return isHeld ? item.heldSpan ?? item.span : item.span
  }

  func column(forItemAt path: ItemPath) -> Int? {
    let item = item(path)
    return isHeld && item.dropsColumn ? nil : item.column
  }

  func configuration(forSection section: Int) -> Masonry.Configuration? {
    guard let own = self.section(section).configuration else { return nil }
    guard isHeld else { return own }
    return (try? own.validate()) == nil ? nil : own
  }

  func headerHeight(inSection section: Int, width: Double) -> Double {
    self.section(section).header
  }

  func footerHeight(inSection section: Int, width: Double) -> Double {
    self.section(section).footer
  }
}
