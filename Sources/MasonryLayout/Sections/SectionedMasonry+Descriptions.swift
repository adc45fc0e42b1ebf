// How sectioned results print: as a reader writes them, never the storage.

import LayoutGeometry

extension ItemPath: CustomStringConvertible {
  /// The path as `[section, item]`, such as `[1, 3]`, as Foundation prints one.
  public var description: String { "[\(section), \(item)]" }
}

extension SectionedMasonry.Element: CustomStringConvertible {
  /// The element as
  /// `Element(kind: header, path: [2, 0], frame: (0, 378, 375×40), zIndex: 1)`.
  public var description: String {
    "Element(kind: \(kind), path: \(path), frame: \(frame), zIndex: \(zIndex))"
  }
}

extension SectionedMasonry.Anchor: CustomStringConvertible {
  /// The anchor as `Anchor(kind: item, path: [1, 3], distance: -12.5)`,
  /// or with `path: nil` for the content's top.
  public var description: String {
    "Anchor(kind: \(kind), path: \(path.map(\.description) ?? "nil"), "
      + "distance: \(DescriptionFormat.number(distance)))"
  }
}

extension SectionedMasonry.Changes: CustomStringConvertible {
  /// The change set in one line: its non-empty sets (each edited
  /// section's items as `section: removed […], inserted […], changed […]`),
  /// the move, always the content size, and the diagnostics when they are
  /// not clean.
  ///
  ///     print(changes)
  ///     // Changes(items: [1: removed [3], changed [3..<10]], movedSections: [2..<5],
  ///     //   changedHeaders: [1..<5], changedFooters: [1..<5],
  ///     //   contentSize: 375×2,400 → 375×2,310)
  public var description: String {
    var parts: [String] = []
    func add(_ label: String, _ set: Masonry.IndexRanges) {
      if !set.isEmpty { parts.append("\(label): \(set)") }
    }
    add("removedSections", removedSections)
    add("insertedSections", insertedSections)
    add("reloadedSections", reloadedSections)
    var edited: [String] = []
    _forEachEntry { entry in
      let sets = [
        ("removed", entry.items.removedItems), ("inserted", entry.items.insertedItems),
        ("changed", entry.items.changedItems),
      ].filter { !$0.1.isEmpty }.map { "\($0.0) \($0.1)" }
      edited.append("\(entry.section): " + (sets.isEmpty ? "none" : sets.joined(separator: ", ")))
    }
    if !edited.isEmpty { parts.append("items: [" + edited.joined(separator: "; ") + "]") }
    if let move = movedItem { parts.append("moved: \(move.from) → \(move.to)") }
    add("movedSections", movedSections)
    add("changedHeaders", changedHeaders)
    add("changedFooters", changedFooters)
    parts.append("contentSize: \(oldContentSize) → \(newContentSize)")
    if !diagnostics.isClean { parts.append("diagnostics: \(diagnostics)") }
    return "Changes(" + parts.joined(separator: ", ") + ")"
  }
}

extension SectionedMasonry.Changes: CustomReflectable {
  /// What `dump` and the debugger show: its public properties, not its parts.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "oldSectionCount": oldSectionCount, "newSectionCount": newSectionCount,
        "removedSections": removedSections, "insertedSections": insertedSections,
        "reloadedSections": reloadedSections, "editedSections": editedSections,
        "movedSections": movedSections, "movedItem": movedItem as Any,
        "changedHeaders": changedHeaders,
        "changedFooters": changedFooters, "oldContentSize": oldContentSize,
        "newContentSize": newContentSize, "diagnostics": diagnostics,
      ], displayStyle: .struct)
  }
}

extension SectionedMasonry.Diagnostics: CustomStringConvertible {
  /// The counts that are not 0 and the first element, such as
  /// `Diagnostics(nan: 1, firstKind: header, firstPath: [3, 0])`, or
  /// `Diagnostics(clean)`.
  public var description: String {
    var first: [String] = []
    if let firstKind { first.append("firstKind: \(firstKind)") }
    if let firstPath { first.append("firstPath: \(firstPath)") }
    return Masonry.Diagnostics._describe(
      [
        ("nan", nanCount), ("infinite", infiniteCount), ("negative", negativeCount),
        ("tooLarge", tooLargeCount), ("pastEnd", pastEndCount), ("invalidSpan", invalidSpanCount),
      ], first: first)
  }
}

extension SectionedMasonry: CustomStringConvertible, CustomReflectable {
  /// The layout in one line: its sections, content size and pinning, such
  /// as `SectionedMasonry(sectionCount: 2, contentSize: 375×1,040,
  /// pinsHeaders: true)`; `dump` shows the configuration too.
  public var description: String {
    DescriptionFormat.fields(
      "SectionedMasonry",
      [
        "sectionCount": "\(sectionCount)", "contentSize": "\(contentSize)",
        "pinsHeaders": "\(pinsHeaders)",
      ])
  }

  /// What `dump` and the debugger show: its configuration and what it laid out.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "configuration": configuration, "pinsHeaders": pinsHeaders,
        "pinnedHeadersInset": pinnedHeadersInset,
        "sectionCount": sectionCount, "contentSize": contentSize,
      ], displayStyle: .struct)
  }
}
