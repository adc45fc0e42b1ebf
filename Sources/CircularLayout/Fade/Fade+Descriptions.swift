// How a fade prints: its five numbers, as every result of the package
// prints them (`-inf`, `0.25`).

extension Fade: CustomStringConvertible, CustomDebugStringConvertible {
  /// A textual representation of the fade, such as
  /// `Fade(minimumOffset: -inf, maximumOffset: 0, range: 1, minimumAlpha: 0, minimumScale: 1)`.
  public var description: String {
    _Describing.fields(
      "Fade",
      [
        "minimumOffset": _Describing.number(minimumOffset),
        "maximumOffset": _Describing.number(maximumOffset), "range": _Describing.number(range),
        "minimumAlpha": _Describing.number(minimumAlpha),
        "minimumScale": _Describing.number(minimumScale),
      ])
  }

  /// The same text as ``description``.
  public var debugDescription: String { description }
}
