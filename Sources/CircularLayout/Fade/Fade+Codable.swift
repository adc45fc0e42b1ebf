// A fade is coded as its five numbers, the default bounds (the infinities,
// which JSON cannot hold) left out. It is plain data: decoding checks
// nothing, and an engine's configuration reports an invalid fade at the
// fade's own field.

extension Fade: Codable {
  enum CodingKeys: String, CodingKey {
    case minimumOffset, maximumOffset, range, minimumAlpha, minimumScale
  }

  /// Decodes a fade, using the default for every missing key or `null`.
  ///
  /// So `{}` decodes to ``disabled``, and `{"maximumOffset": 0}` to a time
  /// machine's fade. The values are not checked here: the engine's
  /// configuration checks them as it decodes, at the fade's own field.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The decoder's own errors, such as a type mismatch.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = Fade.disabled
    func value(_ key: CodingKeys, _ fallback: Double) throws -> Double {
      try container.decodeIfPresent(Double.self, forKey: key) ?? fallback
    }
    self.init(
      minimumOffset: try value(.minimumOffset, defaults.minimumOffset),
      maximumOffset: try value(.maximumOffset, defaults.maximumOffset),
      range: try value(.range, defaults.range),
      minimumAlpha: try value(.minimumAlpha, defaults.minimumAlpha),
      minimumScale: try value(.minimumScale, defaults.minimumScale))
  }

  /// Encodes the fade: `range`, `minimumAlpha` and `minimumScale` always,
  /// and each bound unless it is its default infinity.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Any error of the encoder, such as a JSON encoder's refusal
  ///   of a bound set to the other infinity unless told how to write it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if minimumOffset != -.infinity { try container.encode(minimumOffset, forKey: .minimumOffset) }
    if maximumOffset != .infinity { try container.encode(maximumOffset, forKey: .maximumOffset) }
    try container.encode(range, forKey: .range)
    try container.encode(minimumAlpha, forKey: .minimumAlpha)
    try container.encode(minimumScale, forKey: .minimumScale)
  }

  /// The decoding error for a configuration whose fade is invalid: data
  /// corrupted at the fade's invalid field, below the configuration's
  /// `fade` key, described by the engine's error.
  ///
  /// - Parameters:
  ///   - fade: The invalid fade.
  ///   - key: The configuration's key for its fade.
  ///   - decoder: The configuration's decoder.
  ///   - error: The engine's error, naming the field `fade`.
  static func _decodingError(
    _ fade: Fade, at key: some CodingKey, in decoder: any Decoder,
    error: some Error & CustomStringConvertible
  ) -> DecodingError {
    var path = decoder.codingPath + [key]
    if let field = fade._invalidField { path.append(field) }
    return .dataCorrupted(
      DecodingError.Context(
        codingPath: path, debugDescription: error.description, underlyingError: error))
  }
}
