// How the masonry engine's results print, and what the debugger and `dump`
// show of them: what they say, in the package's one number format, never
// the storage behind them.

import LayoutGeometry

// MARK: - Index sets

extension Masonry.IndexRanges: CustomStringConvertible, CustomDebugStringConvertible {
  /// The indices as a list of ranges, a range of one index as the index:
  /// `[10]`, `[0..<3, 7, 10..<200]`, or `[]` for an empty set.
  ///
  /// - Complexity: O(*r*) for *r* ranges.
  public var description: String {
    "[" + ranges.map(Self._text).joined(separator: ", ") + "]"
  }

  /// The same text as ``description``.
  public var debugDescription: String { description }

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

extension Masonry.Changes: CustomStringConvertible, CustomDebugStringConvertible {
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

  /// The same text as ``description``.
  public var debugDescription: String { description }
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

extension Masonry.Diagnostics: CustomStringConvertible, CustomDebugStringConvertible {
  /// The counts that are not 0 and the first index, such as
  /// `Diagnostics(pastEnd: 20, firstIndex: 200)`, or `Diagnostics(clean)`.
  public var description: String {
    Self._describe(
      [
        ("nan", nanCount), ("infinite", infiniteCount), ("negative", negativeCount),
        ("tooLarge", tooLargeCount), ("pastEnd", pastEndCount), ("invalidSpan", invalidSpanCount),
      ], first: firstIndex.map { ["firstIndex: \($0)"] } ?? [])
  }

  /// The same text as ``description``.
  public var debugDescription: String { description }

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

extension Masonry.Item: CustomStringConvertible, CustomDebugStringConvertible {
  /// The item as `Item(index: 3, frame: (0, 120, 187.5×240))`.
  public var description: String { "Item(index: \(index), frame: \(frame))" }

  /// The same text as ``description``.
  public var debugDescription: String { description }
}

extension Masonry.Anchor: CustomStringConvertible, CustomDebugStringConvertible {
  /// The anchor as `Anchor(index: 3, distance: -12.5)`, or with `index:
  /// nil` for the content's top.
  public var description: String {
    "Anchor(index: \(index.map(String.init) ?? "nil"), "
      + "distance: \(DescriptionFormat.number(distance)))"
  }

  /// The same text as ``description``.
  public var debugDescription: String { description }
}
