// How the host's results print: as a reader writes them, the way the
// engines' change sets and the feed's update print.

import LayoutGeometry
import MasonryLayout

extension MasonryHost.UpdateItem: CustomStringConvertible {
  /// The update as its factory spells it: `insertItem(at: [0, 3])`,
  /// `moveItem(from: [0, 150], to: [0, 7])`, `deleteSection(2)`; one that
  /// no factory makes (a `none`, a reload that names where it lands,
  /// targets of two kinds) as
  /// `UpdateItem(action: reload, before: [0, 2], after: [0, 5])`, a
  /// section written `section 1`.
  public var description: String {
    switch (action, before, after) {
    case (.insert, nil, .item(let path)?): "insertItem(at: \(path))"
    case (.delete, .item(let path)?, nil): "deleteItem(at: \(path))"
    case (.reload, .item(let path)?, nil): "reloadItem(at: \(path))"
    case (.move, .item(let path)?, .item(let newPath)?): "moveItem(from: \(path), to: \(newPath))"
    case (.insert, nil, .section(let section)?): "insertSection(\(section))"
    case (.delete, .section(let section)?, nil): "deleteSection(\(section))"
    case (.reload, .section(let section)?, nil): "reloadSection(\(section))"
    case (.move, .section(let section)?, .section(let newSection)?):
      "moveSection(\(section), to: \(newSection))"
    default:
      "UpdateItem(action: \(action), before: \(Self._text(before)), after: \(Self._text(after)))"
    }
  }

  /// A target as the description writes it: a path, `section 1`, or `nil`.
  private static func _text(_ target: Target?) -> String {
    switch target {
    case .item(let path)?: "\(path)"
    case .section(let section)?: "section \(section)"
    case nil: "nil"
    }
  }
}

extension MasonryHost.Invalidation: CustomStringConvertible {
  /// The invalidation in one line, its non-empty parts only:
  /// `Invalidation(items: [[0, 3], [0, 4]], contentOffsetAdjustment: (0, 40))`;
  /// `Invalidation()` when there is nothing to redo.
  public var description: String {
    var parts: [String] = []
    if !items.isEmpty { parts.append("items: \(items)") }
    if !headers.isEmpty { parts.append("headers: \(headers)") }
    if !footers.isEmpty { parts.append("footers: \(footers)") }
    if contentOffsetAdjustment != .zero {
      parts.append("contentOffsetAdjustment: \(contentOffsetAdjustment)")
    }
    if contentSizeAdjustment != .zero {
      parts.append("contentSizeAdjustment: \(contentSizeAdjustment)")
    }
    if invalidatesLayout { parts.append("invalidatesLayout: true") }
    return "Invalidation(" + parts.joined(separator: ", ") + ")"
  }
}
