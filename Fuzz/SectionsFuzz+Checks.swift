// What the sections fuzz target checks after every operation: the
// invariants, the frames against the brute-force reference and a fresh
// prepare, every query and tap against a scan of every element
// (LayoutContractSupport's checks), the change set against the frames
// before and after, and the anchor's element on screen.

import Foundation
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout

/// Every frame of a layout, by section: what a change set is checked
/// against.
struct Snapshot: Equatable {
  var items: [[Rect]] = []
  var headers: [Rect?] = []
  var footers: [Rect?] = []
  var size: Size

  init(_ layout: SectionedMasonry) {
    size = layout.contentSize
    for section in 0..<layout.sectionCount {
      let count = layout.itemCount(inSection: section) ?? 0
      items.append(
        (0..<count).map { layout.frame(ofItemAt: ItemPath(section: section, item: $0))! })
      headers.append(layout.headerFrame(inSection: section))
      footers.append(layout.footerFrame(inSection: section))
    }
  }
}

extension SectionsFuzzRun {
  func check(_ layout: SectionedMasonry, _ input: inout FuzzInput) {
    layout._checkInvariants()
    let snapshot = Snapshot(layout)
    require(snapshot.items.count == feed.sections.count, "section count")
    for (section, frames) in snapshot.items.enumerated() {
      require(frames.count == feed.sections[section].items.count, "item count of \(section)")
    }
    let size = layout.contentSize
    require(size.width.isFinite && size.height.isFinite, "content size \(size)")
    if configuration.axis == .vertical { checkAgainstReference(layout, snapshot) }
    if isFresh { checkAgainstFreshPrepare(snapshot, pinsHeaders: layout.pinsHeaders) }
    checkQueries(layout, &input)
  }

  /// The sections stacked as the brute-force reference stacks each
  /// section engine's own frames, with the feed's header and footer
  /// heights.
  func checkAgainstReference(_ layout: SectionedMasonry, _ snapshot: Snapshot) {
    let sections = (0..<layout.sectionCount).map { section in
      let engine = layout.masonry(inSection: section)!
      return SectionedMasonryReference.Section(
        frames: Array(engine.frames), contentHeight: engine.contentSize.height,
        headerHeight: feed.sections[section].header, footerHeight: feed.sections[section].footer)
    }
    let reference = SectionedMasonryReference(width: layout.contentSize.width, sections: sections)
    require(
      nearlyEqual(reference.contentSize.height, snapshot.size.height),
      "content height \(snapshot.size.height), reference \(reference.contentSize.height)")
    for (section, frames) in snapshot.items.enumerated() {
      for (item, frame) in frames.enumerated() {
        let expected = reference.itemFrame(section: section, item: item)
        require(nearlyEqual(frame, expected), "[\(section), \(item)] \(frame) != \(expected)")
      }
      let header = reference.headerFrame(section)
      require(
        nearlyEqual(snapshot.headers[section], header),
        "header \(section) \(String(describing: snapshot.headers[section])) != \(String(describing: header))"
      )
      let footer = reference.footerFrame(section)
      require(nearlyEqual(snapshot.footers[section], footer), "footer \(section)")
    }
  }

  /// A layout re-flowed since its prepare equals a fresh prepare of the
  /// final feed.
  func checkAgainstFreshPrepare(_ snapshot: Snapshot, pinsHeaders: Bool) {
    guard var fresh = try? SectionedMasonry(configuration: configuration) else {
      fatalError("invariant broken: the configuration stopped working")
    }
    fresh.pinsHeaders = pinsHeaders
    do {
      try fresh.prepare(width: breadth, sections: feed)
    } catch {
      fatalError("invariant broken: a fresh prepare threw \(error)")
    }
    let expected = Snapshot(fresh)
    require(expected.items.count == snapshot.items.count, "fresh section count")
    require(
      nearlyEqual(expected.size.width, snapshot.size.width)
        && nearlyEqual(expected.size.height, snapshot.size.height),
      "size \(snapshot.size) != fresh \(expected.size)")
    for section in expected.items.indices {
      for (item, frame) in expected.items[section].enumerated() {
        require(
          nearlyEqual(frame, snapshot.items[section][item]),
          "[\(section), \(item)] \(snapshot.items[section][item]) != fresh \(frame)")
      }
      require(nearlyEqual(expected.headers[section], snapshot.headers[section]), "fresh header")
      require(nearlyEqual(expected.footers[section], snapshot.footers[section]), "fresh footer")
    }
  }

  // MARK: Queries

  /// Element queries and taps against the brute force over every element
  /// (LayoutContractSupport's checks), and scroll-to-item.
  func checkQueries(_ layout: SectionedMasonry, _ input: inout FuzzInput) {
    let rect = self.rect(layout.contentSize, &input)
    let viewport = self.rect(layout.contentSize, &input)
    let point = Point(
      x: rect.minX + Double(input.integer(in: 0...64)) / 64 * rect.width,
      y: rect.minY + Double(input.integer(in: 0...64)) / 64 * rect.height)
    require("pins headers: \(layout.pinsHeaders)") {
      try LayoutContractSupport.checkQueries(layout, in: rect, pinnedIn: viewport)
      try checkHitTest(layout, at: point)
      try checkHitTest(layout, at: point, pinnedIn: viewport)
    }

    let section = sectionIndex(&input)
    let path = ItemPath(section: section, item: itemIndex(inSection: section, &input))
    let alignment = input.element(of: Masonry.ScrollAlignment.allCases)
    let offset = layout.contentOffset(showing: path, alignment: alignment, in: viewport)
    require((offset == nil) == (layout.frame(ofItemAt: path) == nil), "offset for \(path)")
    if let offset { require(offset.x.isFinite && offset.y.isFinite, "offset \(offset)") }
  }

  // MARK: Change sets and anchors

  func checkChanges(
    _ changes: SectionedMasonry.Changes?, before: Snapshot, after: Snapshot,
    _ layout: SectionedMasonry
  ) {
    guard let changes else { return }
    require(changes.oldSectionCount == before.items.count, "old section count")
    require(changes.newSectionCount == after.items.count, "new section count")
    require(changes.oldContentSize == before.size, "old size")
    require(changes.newContentSize == after.size, "new size")
    let fresh = Set(changes.insertedSections).union(changes.reloadedSections)
    var survivors = Set<ItemPath>()
    for (old, frames) in before.items.enumerated() {
      let new = changes.newSection(ofOld: old)
      require((new == nil) == changes.removedSections.contains(old), "section \(old) removed?")
      if let new { require(changes.oldSection(ofNew: new) == old, "section map inverse") }
      for item in frames.indices {
        let path = ItemPath(section: old, item: item)
        let newPath = changes.newPath(ofOld: path)
        let listed = new != nil && !fresh.contains(new!)
        require(
          changes.removesItem(at: path) == (listed && newPath == nil),
          "removed \(path) in \(changes)")
        guard let newPath else { continue }
        survivors.insert(newPath)
        require(changes.oldPath(ofNew: newPath) == path, "path map inverse at \(path)")
        if listed, frames[item] != after.items[newPath.section][newPath.item] {
          require(
            changes.changedFrame(ofItemAt: newPath),
            "\(path) -> \(newPath) moved unreported: \(frames[item]) -> "
              + "\(after.items[newPath.section][newPath.item])")
        }
      }
      if let new, !fresh.contains(new) {
        if before.headers[old] != after.headers[new] {
          require(changes.changedHeaders.contains(new), "header \(old) -> \(new) unreported")
        }
        if before.footers[old] != after.footers[new] {
          require(changes.changedFooters.contains(new), "footer \(old) -> \(new) unreported")
        }
      }
    }
    for (section, frames) in after.items.enumerated() {
      for item in frames.indices {
        let path = ItemPath(section: section, item: item)
        let isNew = !survivors.contains(path)
        if isNew { require(changes.oldPath(ofNew: path) == nil, "\(path) has an old path") }
        require(
          changes.insertsItem(at: path) == (isNew && !fresh.contains(section)),
          "inserted \(path) in \(changes)")
      }
    }
  }

  /// The anchor's element, followed through the change set, stands where
  /// it stood on screen unless the content's ends clamp the offset.
  func checkAnchor(
    _ anchor: SectionedMasonry.Anchor, _ changes: SectionedMasonry.Changes?, viewport: Rect,
    _ layout: SectionedMasonry
  ) {
    guard let changes else { return }
    let updated = anchor.updated(by: changes)
    let offset = layout.contentOffset(restoring: updated, in: viewport)
    require(offset.x.isFinite && offset.y.isFinite, "restored offset \(offset)")
    guard configuration.axis == .vertical, viewport.isFinite, let path = updated.path,
      updated.kind == .item, let frame = layout.frame(ofItemAt: path)
    else { return }
    let shown = viewport.standardized
    let maximum = max(0, layout.contentSize.height - shown.height)
    let unclamped = frame.minY - updated.distance
    guard unclamped > 0, unclamped < maximum, updated.distance.isFinite else { return }
    let tolerance = 1e-6 * max(1, abs(frame.minY), abs(updated.distance))
    require(
      abs(frame.minY - offset.y - updated.distance) <= tolerance,
      "anchor \(updated) at \(frame.minY - offset.y) from the top, not \(updated.distance)")
  }
}
