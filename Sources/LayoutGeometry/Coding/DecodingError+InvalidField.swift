// The one way decoding reports a value that breaks a validation rule, for
// every configuration type of the package: at the field's coding path,
// with the rule's own error underneath.

extension DecodingError {
  /// The error for a decoded field whose value breaks a rule: data
  /// corrupted at `key`, below `decoder`'s coding path, described by the
  /// rule's error, which comes along as the underlying error.
  ///
  /// - Parameters:
  ///   - key: The key of the field at fault.
  ///   - decoder: The decoder of the value that holds the field.
  ///   - error: The validation error, whose description names the field,
  ///     the value and the rule.
  /// - Returns: `DecodingError.dataCorrupted`.
  package static func invalidField(
    _ key: some CodingKey, in decoder: any Decoder, error: some Error & CustomStringConvertible
  ) -> DecodingError {
    .dataCorrupted(
      DecodingError.Context(
        codingPath: decoder.codingPath + [key], debugDescription: error.description,
        underlyingError: error))
  }
}
