// Decoding is validation: a decoded wheel obeys the same rules as the
// throwing initializers, and a violation is reported at the field that
// broke it, as swift-collections' `OrderedSet+Codable.swift` reports its
// duplicates.

import LayoutGeometry

extension Wheel.Configuration {
  private enum CodingKeys: String, CodingKey {
    case itemSize, radius, anglePerItem, orientation, wrapsAround, falloff, zOrder
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
  ///   (`itemSize`, `radius`, `anglePerItem` or `scrollDistancePerItem`)
  ///   and its description is the
  ///   ``Wheel/ConfigurationError``'s, which names the field and value. A
  ///   ``Wheel/Falloff`` is checked as it is decoded, and its error's path
  ///   ends at the falloff's own field inside `falloff`. Any error of the
  ///   decoder, such as a type mismatch, is passed on.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = Self()
    self.init(
      itemSize: try container.decodeIfPresent(Size.self, forKey: .itemSize) ?? defaults.itemSize,
      radius: try container.decodeIfPresent(Double.self, forKey: .radius) ?? defaults.radius,
      anglePerItem: try container.decodeIfPresent(Double.self, forKey: .anglePerItem),
      orientation: try container.decodeIfPresent(Wheel.Orientation.self, forKey: .orientation)
        ?? defaults.orientation,
      wrapsAround: try container.decodeIfPresent(Bool.self, forKey: .wrapsAround)
        ?? defaults.wrapsAround,
      falloff: try container.decodeIfPresent(Wheel.Falloff.self, forKey: .falloff),
      zOrder: try container.decodeIfPresent(Wheel.ZOrder.self, forKey: .zOrder)
        ?? defaults.zOrder,
      scrollModel: try container.decodeIfPresent(Wheel.ScrollModel.self, forKey: .scrollModel)
        ?? defaults.scrollModel,
      scrollDistancePerItem: try container.decodeIfPresent(
        Double.self, forKey: .scrollDistancePerItem),
      layoutDirection: try container.decodeIfPresent(
        Wheel.LayoutDirection.self, forKey: .layoutDirection) ?? defaults.layoutDirection,
      snapping: try container.decodeIfPresent(Wheel.Snapping.self, forKey: .snapping)
        ?? defaults.snapping)
    do {
      try validate()
    } catch {
      let key: CodingKeys =
        switch error {
        case .itemSize: .itemSize
        case .radius: .radius
        case .anglePerItem: .anglePerItem
        case .scrollDistancePerItem: .scrollDistancePerItem
        case .falloffAngles, .falloffMinimumAlpha, .falloffMinimumScale: .falloff
        }
      throw DecodingError.invalidField(key, in: decoder, error: error)
    }
  }

  /// Encodes every field; `anglePerItem`, `falloff` and
  /// `scrollDistancePerItem` only when they are set.
  ///
  /// The keys are `itemSize`, `radius`, `orientation`, `wrapsAround`,
  /// `zOrder`, `scrollModel`, `layoutDirection` and `snapping`, plus
  /// `anglePerItem`, `falloff` and `scrollDistancePerItem` when set.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Any error of the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(itemSize, forKey: .itemSize)
    try container.encode(radius, forKey: .radius)
    try container.encodeIfPresent(anglePerItem, forKey: .anglePerItem)
    try container.encode(orientation, forKey: .orientation)
    try container.encode(wrapsAround, forKey: .wrapsAround)
    try container.encodeIfPresent(falloff, forKey: .falloff)
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
  ///   invalid field (`itemSize`, `radius`, `anglePerItem`,
  ///   `scrollDistancePerItem`, or a field of `falloff`), with the ``ConfigurationError`` message as its
  ///   description; or the decoder's own errors for mistyped fields. See
  ///   ``Configuration/init(from:)``.
  public init(from decoder: any Decoder) throws {
    // The configuration's decoding validates it.
    self.init(validated: try Configuration(from: decoder))
  }

  /// Encodes the wheel's ``configuration``.
  ///
  /// The keys are those of ``Configuration/encode(to:)``: every field,
  /// `anglePerItem` and `scrollDistancePerItem` only when a custom value
  /// is set, and `falloff` only when there is one.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Any error of the encoder.
  public func encode(to encoder: any Encoder) throws {
    try configuration.encode(to: encoder)
  }
}

extension Wheel.Falloff: Codable {
  private enum CodingKeys: String, CodingKey {
    case startAngle, endAngle, minimumAlpha, minimumScale
  }

  /// Encodes the falloff's four values.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Any error of the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(startAngle, forKey: .startAngle)
    try container.encode(endAngle, forKey: .endAngle)
    try container.encode(minimumAlpha, forKey: .minimumAlpha)
    try container.encode(minimumScale, forKey: .minimumScale)
  }

  /// Decodes a falloff, validating it as the initializer does.
  ///
  /// `endAngle` is required; the others default as in the initializer
  /// (`startAngle` 0, `minimumAlpha` and `minimumScale` 1) when missing or
  /// `null`. Unknown keys are ignored.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` whose coding path ends at the
  ///   invalid field (`endAngle` for angles in the wrong order), or the
  ///   decoder's own errors.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let startAngle = try container.decodeIfPresent(Double.self, forKey: .startAngle) ?? 0
    let endAngle = try container.decode(Double.self, forKey: .endAngle)
    let minimumAlpha = try container.decodeIfPresent(Double.self, forKey: .minimumAlpha) ?? 1
    let minimumScale = try container.decodeIfPresent(Double.self, forKey: .minimumScale) ?? 1
    do {
      try self.init(
        startAngle: startAngle, endAngle: endAngle, minimumAlpha: minimumAlpha,
        minimumScale: minimumScale)
    } catch {
      let key: CodingKeys
      switch error {
      case .falloffMinimumAlpha: key = .minimumAlpha
      case .falloffMinimumScale: key = .minimumScale
      default: key = startAngle.isFinite && startAngle >= 0 ? .endAngle : .startAngle
      }
      throw DecodingError.invalidField(key, in: decoder, error: error)
    }
  }
}
