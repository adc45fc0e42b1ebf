import Foundation

/// JSON helpers for checking the geometry types' `Codable` conformances.
public enum GeometryCoding {
  /// Encodes `value` to JSON and decodes it back.
  ///
  /// - Throws: Any encoding or decoding error, such as the encoder's refusal
  ///   of a NaN or infinite number.
  public static func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
    try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
  }

  /// Encodes `value` to JSON text with sorted keys, to pin the wire format.
  ///
  /// - Throws: Any encoding error.
  public static func json<Value: Encodable>(_ value: Value) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// Decodes a value of type `Value` from JSON text.
  ///
  /// - Throws: `DecodingError` when the text does not describe a `Value`.
  public static func decode<Value: Decodable>(_ type: Value.Type, from json: String) throws
    -> Value
  {
    try JSONDecoder().decode(type, from: Data(json.utf8))
  }
}
