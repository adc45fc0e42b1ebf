// How a wheel and its values print, as every result of the package prints
// (`Item(index: 3, ...)`, `133×173`, `0.5`), and what the debugger and
// `dump` show of a wheel: its configuration, never the derived values
// stored beside it.

import LayoutGeometry

extension Wheel.Item: CustomStringConvertible {
  /// A textual representation of the item: its index, rotation, centre,
  /// frame, place in the stacking order, alpha, scale and whether it is
  /// hidden, such as `Item(index: 0, angle: 0, center: (187.5, 333.5),
  /// frame: (121, 247, 133×173), zIndex: 0, alpha: 1, scale: 1,
  /// isHidden: false)`.
  ///
  /// The size, anchor point and pivot, the same for every item of a wheel,
  /// are left out; `dump` shows them.
  public var description: String {
    DescriptionFormat.fields(
      "Item",
      [
        "index": "\(index)", "angle": DescriptionFormat.number(angle), "center": "\(center)",
        "frame": "\(frame)", "zIndex": "\(zIndex)", "alpha": DescriptionFormat.number(alpha),
        "scale": DescriptionFormat.number(scale), "isHidden": "\(isHidden)",
      ])
  }
}

extension Wheel.Configuration: CustomStringConvertible {
  /// A textual representation of the configuration: every field, `nil`
  /// for an optional one left at its default, such as
  /// `Configuration(itemSize: 133×173, radius: 500, anglePerItem: nil, ...)`.
  public var description: String { DescriptionFormat.fields("Configuration", fields) }

  /// Every field's label and printed value, in order.
  var fields: KeyValuePairs<String, String> {
    [
      "itemSize": "\(itemSize)", "radius": DescriptionFormat.number(radius),
      "anglePerItem": DescriptionFormat.number(anglePerItem), "axis": "\(axis)",
      "isInverted": "\(isInverted)", "wrapsAround": "\(wrapsAround)",
      "fade": fade.map(\.description) ?? "nil", "zOrder": "\(zOrder)",
      "scrollModel": "\(scrollModel)",
      "scrollDistancePerItem": DescriptionFormat.number(scrollDistancePerItem),
      "layoutDirection": "\(layoutDirection)", "snapping": "\(snapping)",
    ]
  }
}

extension Wheel: CustomStringConvertible, CustomReflectable {
  /// A textual representation of the wheel: its configuration's fields,
  /// such as `Wheel(itemSize: 133×173, radius: 500, anglePerItem: nil,
  /// axis: horizontal, ...)`.
  public var description: String { DescriptionFormat.fields("Wheel", configuration.fields) }

  /// The wheel as `dump` and the debugger show it: its configuration, and
  /// none of the values the wheel derives from it.
  public var customMirror: Mirror {
    Mirror(self, children: ["configuration": configuration], displayStyle: .struct)
  }
}
