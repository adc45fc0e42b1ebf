// How the masonry engine's results print, and what the debugger and `dump`
// show of them: what they say, in the package's one number format, never
// the storage behind them.

import LayoutGeometry

// MARK: - Index sets

extension Masonry.IndexRanges: CustomStringConvertible {
  /// The indices as a list of ranges, a range of one index as the index:
  /// `[10]`, `[0..<3, 7, 10..<200]`, or `[]` for an empty set.
  ///
  /// - Complexity: O(*r*) for *r* ranges.
  public var description: String {
    "[" + ranges.map(Self._text).joined(separator: ", ") + "]"
  }

  /// A range as the description writes it: `7` for `7..<8`, else
  /// `10..<200`.
  internal static func _text(_ range: Range<Int>) -> String {
    // The range is not empty, so its lower bound is below Int.max.
    range.upperBound == range.lowerBound + 1
      ? "\(range.lowerBound)" : "\(range.lowerBound)..<\(range.upperBound)"
  }
}

extension Masonry.IndexRanges: CustomReflectable {
  /// The set as `dump` and the debugger show it: its ranges.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: ranges, displayStyle: .collection)
  }
}

// MARK: - Change sets

extension Masonry.Changes: CustomStringConvertible {
  /// The change set in one line: the removed, inserted and changed items,
  /// the move when there is one, the content size before and after, and
  /// the diagnostics when they are not clean.
  ///
  ///     print(changes)
  ///     // Changes(removed: [10], inserted: [], changed: [10..<200],
  ///     //   contentSize: 375×18,204 → 375×17,980)
  ///
  /// A move reads `moved: 3 → 7` after the changed items, and diagnostics
  /// that are not clean come last.
  public var description: String {
    var parts = [
      "removed: \(removedItems)", "inserted: \(insertedItems)", "changed: \(changedItems)",
    ]
    if let move = movedItem { parts.append("moved: \(move.from) → \(move.to)") }
    parts.append("contentSize: \(oldContentSize) → \(newContentSize)")
    if !diagnostics.isClean { parts.append("diagnostics: \(diagnostics)") }
    return "Changes(" + parts.joined(separator: ", ") + ")"
  }
}

extension Masonry.Changes: CustomReflectable {
  /// The change set as `dump` and the debugger show it: its public
  /// properties.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "removedItems": removedItems, "insertedItems": insertedItems,
        "changedItems": changedItems, "movedItem": movedItem as Any,
        "oldItemCount": oldItemCount, "newItemCount": newItemCount,
        "oldContentSize": oldContentSize, "newContentSize": newContentSize,
        "diagnostics": diagnostics,
      ], displayStyle: .struct)
  }
}

// MARK: - Diagnostics

extension Masonry.Diagnostics: CustomStringConvertible {
  /// The counts that are not 0 and the first index, such as
  /// `Diagnostics(pastEnd: 20, firstIndex: 200)`, or `Diagnostics(clean)`.
  public var description: String {
    Self._describe(
      [
        ("nan", nanCount), ("infinite", infiniteCount), ("negative", negativeCount),
        ("tooLarge", tooLargeCount), ("pastEnd", pastEndCount), ("invalidSpan", invalidSpanCount),
      ], first: firstIndex.map { ["firstIndex: \($0)"] } ?? [])
  }

  /// `Diagnostics(label: count, ..., first...)` with the counts that are
  /// not 0, or `Diagnostics(clean)`: the one form both engines' print.
  internal static func _describe(_ counts: [(String, Int)], first: [String]) -> String {
    let parts =
      counts.filter { $0.1 != 0 }.map { "\($0.0): \(DescriptionFormat.number(Double($0.1)))" }
      + first
    return "Diagnostics(" + (parts.isEmpty ? "clean" : parts.joined(separator: ", ")) + ")"
  }
}

// MARK: - Items and anchors

extension Masonry.Item: CustomStringConvertible {
  /// The item as `Item(index: 3, frame: (0, 120, 187.5×240))`.
  public var description: String { "Item(index: \(index), frame: \(frame))" }
}

extension Masonry.Anchor: CustomStringConvertible {
  /// The anchor as `Anchor(index: 3, distance: -12.5)`, or with `index:
  /// nil` for the content's top.
  public var description: String {
    "Anchor(index: \(index.map(String.init) ?? "nil"), "
      + "distance: \(DescriptionFormat.number(distance)))"
  }
}

// MARK: - The configuration

extension Masonry.Columns: CustomStringConvertible {
  /// The columns as their case is written: `fixed(2)`,
  /// `adaptive(minimumWidth: 150, maximumCount: 6)` (`nil` for no
  /// maximum), or `fixedWidth(120)`.
  public var description: String {
    switch self {
    case .fixed(let count): "fixed(\(count))"
    case .adaptive(let minimumWidth, let maximumCount):
      "adaptive(minimumWidth: \(DescriptionFormat.number(minimumWidth)), "
        + "maximumCount: \(maximumCount.map(String.init) ?? "nil"))"
    case .fixedWidth(let width): "fixedWidth(\(DescriptionFormat.number(width)))"
    }
  }
}

extension Masonry.Configuration: CustomStringConvertible {
  /// Every field, such as `Configuration(columns: fixed(2), columnSpacing: 8,
  /// rowSpacing: 8, contentInsets: (top 8, left 8, bottom 8, right 8),
  /// packing: shortestColumn, ...)`; `nil` for a display scale left unset.
  public var description: String { DescriptionFormat.fields("Configuration", _fields) }

  /// Every field's label and printed value, in order.
  internal var _fields: KeyValuePairs<String, String> {
    [
      "columns": "\(columns)", "columnSpacing": DescriptionFormat.number(columnSpacing),
      "rowSpacing": DescriptionFormat.number(rowSpacing), "contentInsets": "\(contentInsets)",
      "packing": "\(packing)", "layoutDirection": "\(layoutDirection)",
      "tolerance": DescriptionFormat.number(tolerance), "tieBreaking": "\(tieBreaking)",
      "displayScale": DescriptionFormat.number(displayScale), "axis": "\(axis)",
      "columnAlignment": "\(columnAlignment)", "stamps": "\(stamps)",
    ]
  }
}

// MARK: - The engine

extension Masonry: CustomStringConvertible, CustomReflectable {
  /// The layout in one line: its items, columns and content size, such as
  /// `Masonry(itemCount: 24, columnCount: 2, columnWidth: 175.5,
  /// contentSize: 375×506.625)`; `dump` shows the configuration too.
  public var description: String {
    DescriptionFormat.fields(
      "Masonry",
      [
        "itemCount": "\(itemCount)", "columnCount": "\(columnCount)",
        "columnWidth": DescriptionFormat.number(columnWidth), "contentSize": "\(contentSize)",
      ])
  }

  /// The layout as `dump` and the debugger show it: its configuration and
  /// what it laid out, never the storage behind the frames.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "configuration": configuration, "itemCount": itemCount, "columnCount": columnCount,
        "columnWidth": columnWidth, "contentSize": contentSize,
      ], displayStyle: .struct)
  }
}

extension Masonry.Frames: CustomStringConvertible, CustomReflectable {
  /// Every frame, by index, as an array prints: `[(8, 8, 175.5×175.5),
  /// (191.5, 8, 175.5×263.25)]`.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public var description: String { "[" + map(\.description).joined(separator: ", ") + "]" }

  /// The frames as `dump` and the debugger show them: a collection of
  /// rects, not the engine they are read from.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: self, displayStyle: .collection)
  }
}
