// How a carousel and its values print, as every result of the package
// prints (`Item(index: 3, ...)`, `200×200`, `-0.6`), and what the debugger
// and `dump` show of a carousel: its configuration and custom transform,
// never the wrapper that stores the transform.

import LayoutGeometry

extension Carousel.Item: CustomStringConvertible {
  /// A textual representation of the item: its index, offset, centre,
  /// frame, alpha, place in the depth order and facing, such as
  /// `Item(index: 1, offset: 0.4, center: (420, 300), frame: (398.5, 200,
  /// 200×200), alpha: 1, zIndex: 15, isFrontFacing: true)`.
  ///
  /// The transform and the outline, sixteen numbers and up to five
  /// vertices, are left out; `dump` shows them.
  public var description: String {
    DescriptionFormat.fields(
      "Item",
      [
        "index": "\(index)", "offset": DescriptionFormat.number(offset), "center": "\(center)",
        "frame": "\(frame)", "alpha": DescriptionFormat.number(alpha), "zIndex": "\(zIndex)",
        "isFrontFacing": "\(isFrontFacing)",
      ])
  }
}

extension Carousel.Configuration: CustomStringConvertible {
  /// A textual representation of the configuration: every field, `nil`
  /// for an optional one left at the style's default, such as
  /// `Configuration(style: cylinder, itemSize: 200×200, perspective: -0.002, ...)`.
  public var description: String { DescriptionFormat.fields("Configuration", fields) }

  /// Every field's label and printed value, in order.
  var fields: KeyValuePairs<String, String> {
    func flag(_ value: Bool?) -> String { value.map { "\($0)" } ?? "nil" }
    return [
      "style": "\(style)", "itemSize": "\(itemSize)",
      "perspective": DescriptionFormat.number(perspective), "viewpointOffset": "\(viewpointOffset)",
      "centerOffset": "\(centerOffset)", "axis": "\(axis)", "wrapsAround": flag(wrapsAround),
      "showsBackfaces": flag(showsBackfaces), "visibleItemLimit": "\(visibleItemLimit)",
      "spacing": DescriptionFormat.number(spacing), "arc": DescriptionFormat.number(arc),
      "radius": DescriptionFormat.number(radius),
      "anglePerItem": DescriptionFormat.number(anglePerItem),
      "tilt": DescriptionFormat.number(tilt),
      "circularItemCount": circularItemCount.map { "\($0)" } ?? "nil",
      "fade": fade.map(\.description) ?? "nil",
      "scrollDistancePerItem": DescriptionFormat.number(scrollDistancePerItem),
      "layoutDirection": "\(layoutDirection)", "snapping": "\(snapping)",
    ]
  }
}

extension Carousel: CustomStringConvertible, CustomReflectable {
  /// A textual representation of the carousel: its configuration's fields,
  /// and a custom style's transform, such as `Carousel(style: cylinder,
  /// itemSize: 200×200, ...)`.
  public var description: String {
    let base = DescriptionFormat.fields("Carousel", configuration.fields)
    guard let custom = _custom?.value else { return base }
    return base.dropLast() + ", customTransform: \(custom))"
  }

  /// The carousel as `dump` and the debugger show it: its configuration
  /// and, for the custom style, its transform.
  public var customMirror: Mirror {
    var children: KeyValuePairs<String, Any> = ["configuration": configuration]
    if let custom = _custom?.value {
      children = ["configuration": configuration, "customTransform": custom]
    }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
