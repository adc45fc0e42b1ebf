// How a fade prints: its five numbers, as every result of the package
// prints them (`-inf`, `0.25`).

import LayoutGeometry

extension Fade: CustomStringConvertible {
  /// A textual representation of the fade, such as
  /// `Fade(minimumOffset: -inf, maximumOffset: 0, range: 1, minimumAlpha: 0, minimumScale: 1)`.
  public var description: String {
    DescriptionFormat.fields(
      "Fade",
      [
        "minimumOffset": DescriptionFormat.number(minimumOffset),
        "maximumOffset": DescriptionFormat.number(maximumOffset),
        "range": DescriptionFormat.number(range),
        "minimumAlpha": DescriptionFormat.number(minimumAlpha),
        "minimumScale": DescriptionFormat.number(minimumScale),
      ])
  }
}
