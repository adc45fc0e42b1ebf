// Decoding is validation: a transform read from outside never holds a NaN
// or an infinity, so nothing computed from it later can trap or spread NaN.

extension Transform3D: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44
  }

  /// Encodes the sixteen entries, keyed `m11` ... `m44`.
  ///
  ///     {"m11": 1, "m12": 0, ..., "m34": -0.002, ..., "m44": 1}
  ///
  /// A transform with a non-finite entry can be written only by an encoder
  /// that accepts non-finite numbers (`JSONEncoder` needs a
  /// `nonConformingFloatEncodingStrategy`), and it does not decode.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's own errors.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    for key in CodingKeys.allCases {
      try container.encode(self[_entry: key], forKey: key)
    }
  }

  /// Decodes a transform from its sixteen entries, each required and
  /// finite.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` whose coding path ends at the
  ///   first entry, in the order `m11` ... `m44`, that is NaN or infinite
  ///   (which a decoder produces only with a non-conforming float
  ///   strategy); or the decoder's own errors for a missing or mistyped
  ///   entry.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self = .identity
    for key in CodingKeys.allCases {
      let value = try container.decode(Double.self, forKey: key)
      guard value.isFinite else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container,
          debugDescription: "\(key.stringValue) must be finite, not \(value)")
      }
      self[_entry: key] = value
    }
  }

  /// The entry a coding key names.
  private subscript(_entry key: CodingKeys) -> Double {
    get {
      switch key {
      case .m11: m11
      case .m12: m12
      case .m13: m13
      case .m14: m14
      case .m21: m21
      case .m22: m22
      case .m23: m23
      case .m24: m24
      case .m31: m31
      case .m32: m32
      case .m33: m33
      case .m34: m34
      case .m41: m41
      case .m42: m42
      case .m43: m43
      case .m44: m44
      }
    }
    set {
      switch key {
      case .m11: m11 = newValue
      case .m12: m12 = newValue
      case .m13: m13 = newValue
      case .m14: m14 = newValue
      case .m21: m21 = newValue
      case .m22: m22 = newValue
      case .m23: m23 = newValue
      case .m24: m24 = newValue
      case .m31: m31 = newValue
      case .m32: m32 = newValue
      case .m33: m33 = newValue
      case .m34: m34 = newValue
      case .m41: m41 = newValue
      case .m42: m42 = newValue
      case .m43: m43 = newValue
      case .m44: m44 = newValue
      }
    }
  }
}
