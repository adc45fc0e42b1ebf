// Decoding is validation: a decoded wheel obeys the same rules as the
// throwing initializers, and a violation is reported at the field that
// broke it, as swift-collections' `OrderedSet+Codable.swift` reports its
// duplicates.

import LayoutGeometry

extension Wheel.Configuration {
  private enum CodingKeys: String, CodingKey {
    case itemSize, radius, anglePerItem, axis, isInverted, wrapsAround, fade, zOrder
    case scrollModel, scrollDistancePerItem, layoutDirection, snapping
  }

  /// Decodes a configuration, using the default for every missing key or
  /// `null`, and validates it.
  ///
  /// So `{}` decodes to `Wheel.Configuration()`, the tutorial's wheel, and
  /// `{"radius": 400}` to the default with a radius of 400. Unknown keys
  /// are ignored, so a configuration written by a later version still
  /// decodes.
  ///
  ///     {"itemSize": {"width": 133, "height": 173}, "radius": 500, "wrapsAround": true}
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` when the decoded values break
  ///   a rule of ``validate()``; its coding path ends with the field's key
  ///   (`itemSize`, `radius`, `anglePerItem` or `scrollDistancePerItem`,
  ///   or `fade` and the fade's own field) and its description is the
  ///   ``Wheel/ConfigurationError``'s, which names the field and value.
  ///   Any error of the decoder, such as a type mismatch, is passed on.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = Self()
    func value<T: Decodable>(_ key: CodingKeys, _ fallback: T) throws -> T {
      try container.decodeIfPresent(T.self, forKey: key) ?? fallback
    }
    self.init(
      itemSize: try value(.itemSize, defaults.itemSize),
      radius: try value(.radius, defaults.radius),
      anglePerItem: try container.decodeIfPresent(Double.self, forKey: .anglePerItem),
      axis: try value(.axis, defaults.axis),
      isInverted: try value(.isInverted, defaults.isInverted),
      wrapsAround: try value(.wrapsAround, defaults.wrapsAround),
      fade: try container.decodeIfPresent(Fade.self, forKey: .fade),
      zOrder: try value(.zOrder, defaults.zOrder),
      scrollModel: try value(.scrollModel, defaults.scrollModel),
      scrollDistancePerItem: try container.decodeIfPresent(
        Double.self, forKey: .scrollDistancePerItem),
      layoutDirection: try value(.layoutDirection, defaults.layoutDirection),
      snapping: try value(.snapping, defaults.snapping))
    do {
      try validate()
    } catch {
      let key: CodingKeys
      switch error {
      case .itemSize: key = .itemSize
      case .radius: key = .radius
      case .anglePerItem: key = .anglePerItem
      case .scrollDistancePerItem: key = .scrollDistancePerItem
      case .fade(let fade):
        throw Fade._decodingError(fade, at: CodingKeys.fade, in: decoder, error: error)
      }
      throw DecodingError.invalidField(key, in: decoder, error: error)
    }
  }

  /// Encodes every field; `anglePerItem`, `fade` and
  /// `scrollDistancePerItem` only when they are set.
  ///
  /// The keys are `itemSize`, `radius`, `axis`, `isInverted`,
  /// `wrapsAround`, `zOrder`, `scrollModel`, `layoutDirection` and
  /// `snapping`, plus `anglePerItem`, `fade` and `scrollDistancePerItem`
  /// when set.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Any error of the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(itemSize, forKey: .itemSize)
    try container.encode(radius, forKey: .radius)
    try container.encodeIfPresent(anglePerItem, forKey: .anglePerItem)
    try container.encode(axis, forKey: .axis)
    try container.encode(isInverted, forKey: .isInverted)
    try container.encode(wrapsAround, forKey: .wrapsAround)
    try container.encodeIfPresent(fade, forKey: .fade)
    try container.encode(zOrder, forKey: .zOrder)
    try container.encode(scrollModel, forKey: .scrollModel)
    try container.encodeIfPresent(scrollDistancePerItem, forKey: .scrollDistancePerItem)
    try container.encode(layoutDirection, forKey: .layoutDirection)
    try container.encode(snapping, forKey: .snapping)
  }
}

extension Wheel: Codable {
  /// Decodes a wheel as its ``configuration``, with the same keys and
  /// rules.
  ///
  /// A missing key or `null` takes the default, so `{}` decodes to the
  /// tutorial's wheel, `Wheel(configuration: Wheel.Configuration())`.
  ///
  ///     {"itemSize": {"width": 133, "height": 173}, "radius": 500}
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` whose coding path ends at the
  ///   invalid field, with the ``ConfigurationError`` message as its
  ///   description; or the decoder's own errors for mistyped fields. See
  ///   ``Configuration/init(from:)``.
  public init(from decoder: any Decoder) throws {
    // The configuration's decoding validates it.
    self.init(validated: try Configuration(from: decoder))
  }

  /// Encodes the wheel's ``configuration``, with the keys of
  /// ``Configuration/encode(to:)``.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Any error of the encoder.
  public func encode(to encoder: any Encoder) throws {
    try configuration.encode(to: encoder)
  }
}
