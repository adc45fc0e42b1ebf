// How every result of the package prints: numbers as a reader writes them
// (`18,204`, `0.5`), sizes as `375×812`. One formatter, so that a frame
// printed by one engine reads like a frame printed by another.

/// The number formatting every `description` in the package uses.
///
/// Written without Foundation, so that it reads the same on every platform
/// and in every locale.
package enum DescriptionFormat {
  /// A number as a reader writes it: whole numbers up to 2^53 without a
  /// fraction and with thousands separators (`18,204`, `-3`, `0` for both
  /// zeros); other finite numbers in Swift's shortest form, their whole
  /// part grouped (`1,234.5`, `0.25`); very large or small ones in Swift's
  /// exponent form (`1e+20`, `5e-324`); and `nan`, `inf`, `-inf`.
  package static func number(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value.isFinite, value.rounded(.towardZero) == value, abs(value) <= 0x1p53 {
      return grouped(String(Int64(value)))
    }
    let text = "\(value)"
    guard value.isFinite, !text.contains("e") else { return text }
    return grouped(text)
  }

  /// An optional number: the number, or `nil`.
  package static func number(_ value: Double?) -> String { value.map(number) ?? "nil" }

  /// A value's fields in the one shape every result prints in:
  /// `Name(label: value, label: value)`.
  ///
  /// - Parameters:
  ///   - name: The type's name, as a reader writes it (`Item`, not
  ///     `Masonry.Item`).
  ///   - fields: Each field's label and printed value, in order.
  package static func fields(_ name: String, _ fields: KeyValuePairs<String, String>) -> String {
    name + "(" + fields.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + ")"
  }

  /// A size as `width×height`, such as `375×812`.
  package static func size(width: Double, height: Double) -> String {
    "\(number(width))×\(number(height))"
  }

  /// `text`, a number without an exponent, with commas between the
  /// thousands of its whole part.
  private static func grouped(_ text: String) -> String {
    var whole = Substring(text)
    var sign = ""
    if whole.hasPrefix("-") {
      sign = "-"
      whole = whole.dropFirst()
    }
    var fraction = ""
    if let point = whole.firstIndex(of: ".") {
      fraction = String(whole[point...])
      whole = whole[..<point]
    }
    var digits: [Character] = []
    for (offset, digit) in whole.reversed().enumerated() {
      if offset > 0, offset % 3 == 0 { digits.append(",") }
      digits.append(digit)
    }
    return sign + String(digits.reversed()) + fraction
  }
}
