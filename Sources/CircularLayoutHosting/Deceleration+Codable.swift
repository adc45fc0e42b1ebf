// A deceleration coded as its three stored properties, decoded through
// the sanitising initialiser so a decoded fling keeps its bounds.

extension Deceleration: Codable {
  /// The coding keys: the three stored properties.
  private enum CodingKeys: String, CodingKey {
    case position, velocity, rate
  }

  /// Decodes a deceleration, sanitised as ``init(from:velocity:rate:)``
  /// sanitises.
  ///
  /// - Parameter decoder: The decoder holding `position`, `velocity` and
  ///   `rate`.
  /// - Throws: `DecodingError` when a field is missing or not a number.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      from: try container.decode(Double.self, forKey: .position),
      velocity: try container.decode(Double.self, forKey: .velocity),
      rate: try container.decode(Rate.self, forKey: .rate))
  }

  /// Encodes the three stored properties.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(position, forKey: .position)
    try container.encode(velocity, forKey: .velocity)
    try container.encode(rate, forKey: .rate)
  }
}
