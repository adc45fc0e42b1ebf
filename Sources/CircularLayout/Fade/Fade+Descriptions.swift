// How a fade prints: its five numbers, as every result of the package
// prints them (`-inf`, `0.25`).

import LayoutGeometry

extension Fade: CustomStringConvertible, CustomDebugStringConvertible {
  /// A textual representation of the fade, such as
  /// `Fade(minimumOffset: -inf, maximumOffset: 0, range: 1, minimumAlpha: 0, minimumScale: 1)`.
  public var description: String {
    let fields = [
      ("minimumOffset", minimumOffset), ("maximumOffset", maximumOffset), ("range", range),
      ("minimumAlpha", minimumAlpha), ("minimumScale", minimumScale),
    ]
    return "Fade("
      + fields.map { "\($0.0): \(DescriptionFormat.number($0.1))" }.joined(separator: ", ") + ")"
  }

  /// The same text as ``description``.
  public var debugDescription: String { description }
}
