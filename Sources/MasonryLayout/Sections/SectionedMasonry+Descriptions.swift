// How the sectioned layout's results print, and what the debugger and
// `dump` show of them: paths, sets of paths and change sets as a reader
// writes them, never the storage or the layout behind them.

import LayoutGeometry

// MARK: - Paths

extension ItemPath: CustomStringConvertible, CustomDebugStringConvertible {
  /// The path as `[section, item]`, such as `[1, 3]`, the way Foundation
  /// prints an index path.
  public var description: String { "[\(section), \(item)]" }

  /// The same text as ``description``.
  public var debugDescription: String { description }
}

extension SectionedMasonry.PathRanges: CustomStringConvertible, CustomDebugStringConvertible {
  /// The set section by section: a section with some of its items as
  /// `section: [items]`, a run of whole sections as `first..<end: all`
  /// (one whole section as `section: all`), such as
  /// `[0: [1..<3], 2: [5], 4..<10: all]`, or `[]` for an empty set.
  ///
  /// - Complexity: O(*p* + *r*) for *p* sections and *r* ranges.
  public var description: String {
    var entries: [(section: Int, text: String)] = partialSections.map {
      ($0.section, "\($0.section): \($0.items)")
    }
    entries += wholeSections.ranges.map {
      ($0.lowerBound, "\(Masonry.IndexRanges._text($0)): all")
    }
    entries.sort { $0.section < $1.section }
    return "[" + entries.map(\.text).joined(separator: ", ") + "]"
  }

  /// The same text as ``description``.
  public var debugDescription: String { description }
}

extension SectionedMasonry.PathRanges: CustomReflectable {
  /// The set as `dump` and the debugger show it: its whole sections and
  /// the items of its other sections.
  public var customMirror: Mirror {
    Mirror(
      self, children: ["wholeSections": wholeSections, "partialSections": partialSections],
      displayStyle: .struct)
  }
}

extension SectionedMasonry.PathRanges.SectionItems: CustomStringConvertible,
  CustomDebugStringConvertible
{
  /// The section and its items, as `2: [5, 7..<9]`.
  public var description: String { "\(section): \(items)" }

  /// The same text as ``description``.
  public var debugDescription: String { description }
}

extension SectionedMasonry.PathRanges.Paths: CustomStringConvertible,
  CustomDebugStringConvertible
{
  /// The paths, ascending, such as `[[1, 3], [1, 4], [2, 0]]`; a whole
  /// section's paths are those of its items in the layout the sequence
  /// was made with, which is not printed.
  ///
  /// - Complexity: O(*n*) for the *n* paths.
  public var description: String {
    "[" + map(\.description).joined(separator: ", ") + "]"
  }

  /// The same text as ``description``.
  public var debugDescription: String { description }
}

extension SectionedMasonry.PathRanges.Paths: CustomReflectable {
  /// The paths as `dump` and the debugger show them: each path, not the
  /// layout that counts the whole sections' items.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection)
  }
}

// MARK: - Elements and anchors

extension SectionedMasonry.Element: CustomStringConvertible, CustomDebugStringConvertible {
  /// The element as
  /// `Element(kind: header, path: [2, 0], frame: (0, 378, 375×40), zIndex: 1)`.
  public var description: String {
    "Element(kind: \(kind), path: \(path), frame: \(frame), zIndex: \(zIndex))"
  }

  /// The same text as ``description``.
  public var debugDescription: String { description }
}

extension SectionedMasonry.Anchor: CustomStringConvertible, CustomDebugStringConvertible {
  /// The anchor as `Anchor(kind: item, path: [1, 3], distance: -12.5)`,
  /// or with `path: nil` for the content's top.
  public var description: String {
    "Anchor(kind: \(kind), path: \(path.map(\.description) ?? "nil"), "
      + "distance: \(DescriptionFormat.number(distance)))"
  }

  /// The same text as ``description``.
  public var debugDescription: String { description }
}

// MARK: - Change sets

extension SectionedMasonry.Changes: CustomStringConvertible, CustomDebugStringConvertible {
  /// The change set in one line, in the form of ``Masonry/Changes``: the
  /// removed, inserted and changed items and the content size always; the
  /// removed, inserted and reloaded sections, the move, the changed
  /// headers and footers and the diagnostics when there are any.
  ///
  ///     print(changes)
  ///     // Changes(removed: [1: [3]], inserted: [], changed: [1: [3..<10], 2..<5: all],
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
    parts += [
      "removed: \(removedItems)", "inserted: \(insertedItems)", "changed: \(changedItems)",
    ]
    if let move = movedItem { parts.append("moved: \(move.from) → \(move.to)") }
    add("changedHeaders", changedHeaders)
    add("changedFooters", changedFooters)
    parts.append("contentSize: \(oldContentSize) → \(newContentSize)")
    if !diagnostics.isClean { parts.append("diagnostics: \(diagnostics)") }
    return "Changes(" + parts.joined(separator: ", ") + ")"
  }

  /// The same text as ``description``.
  public var debugDescription: String { description }
}

extension SectionedMasonry.Changes: CustomReflectable {
  /// The change set as `dump` and the debugger show it: its public
  /// properties, not the parts it is stored as.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "oldSectionCount": oldSectionCount, "newSectionCount": newSectionCount,
        "removedSections": removedSections, "insertedSections": insertedSections,
        "reloadedSections": reloadedSections, "removedItems": removedItems,
        "insertedItems": insertedItems, "changedItems": changedItems,
        "movedItem": movedItem as Any, "changedHeaders": changedHeaders,
        "changedFooters": changedFooters, "oldContentSize": oldContentSize,
        "newContentSize": newContentSize, "diagnostics": diagnostics,
      ], displayStyle: .struct)
  }
}

// MARK: - Diagnostics

extension SectionedMasonry.Diagnostics: CustomStringConvertible, CustomDebugStringConvertible {
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

  /// The same text as ``description``.
  public var debugDescription: String { description }
}

// MARK: - The layout

extension SectionedMasonry: CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
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

  /// The same text as ``description``.
  public var debugDescription: String { description }

  /// The layout as `dump` and the debugger show it: its configuration and
  /// what it laid out, never the section engines and tables behind it.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "configuration": configuration, "pinsHeaders": pinsHeaders,
        "sectionCount": sectionCount, "contentSize": contentSize,
      ], displayStyle: .struct)
  }
}
