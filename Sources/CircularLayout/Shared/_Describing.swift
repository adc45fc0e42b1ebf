// How the module's values print, written once: `Name(label: value, ...)`,
// numbers as LayoutGeometry's `DescriptionFormat` writes them.

import LayoutGeometry

/// The one shape every description of the module takes.
enum _Describing {
  /// `Name(label: value, label: value)`.
  ///
  /// - Parameters:
  ///   - name: The type's name, as a reader writes it (`Item`).
  ///   - fields: Each field's label and printed value, in order.
  /// - Returns: The description.
  static func fields(_ name: String, _ fields: KeyValuePairs<String, String>) -> String {
    name + "(" + fields.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + ")"
  }

  /// A number as every result prints it: `18,204`, `0.5`, `-inf`.
  static func number(_ value: Double) -> String { DescriptionFormat.number(value) }

  /// An optional number: the number, or `nil`.
  static func number(_ value: Double?) -> String { value.map(number) ?? "nil" }
}
