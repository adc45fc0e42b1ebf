// Decoding is validation: a decoded wheel obeys the same rules as the
// throwing initializers, and a violation is reported at the field that
// broke it, as swift-collections' `OrderedSet+Codable.swift` reports its
// duplicates.

import LayoutGeometry

extension Wheel: Codable {
  private enum CodingKeys: String, CodingKey {
    case itemSize, radius, anglePerItem, orientation, wrapsAround, falloff, zOrder
  }

  /// Encodes the wheel's configuration.
  ///
  /// The keys are `itemSize`, `radius`, `orientation`, `wrapsAround` and
  /// `zOrder`, plus `anglePerItem` only when a custom angle is set and
  /// `falloff` only when there is one.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(itemSize, forKey: .itemSize)
    try container.encode(radius, forKey: .radius)
    try container.encodeIfPresent(customAnglePerItem, forKey: .anglePerItem)
    try container.encode(orientation, forKey: .orientation)
    try container.encode(wrapsAround, forKey: .wrapsAround)
    try container.encodeIfPresent(falloff, forKey: .falloff)
    try container.encode(zOrder, forKey: .zOrder)
  }

  /// Decodes a wheel, validating it as the initializer does.
  ///
  /// `itemSize` and `radius` are required; a missing `anglePerItem` means
  /// the default angle, a missing `falloff` none, and the other options
  /// default as in a new wheel.
  ///
  ///     {"itemSize": {"width": 133, "height": 173}, "radius": 500}
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` whose coding path ends at
  ///   the invalid field (`radius`, `itemSize`, `anglePerItem`, or a
  ///   field of `falloff`), with the ``ConfigurationError`` message as its
  ///   description; or the decoder's own errors for missing or mistyped
  ///   fields.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let itemSize = try container.decode(Size.self, forKey: .itemSize)
    let radius = try container.decode(Double.self, forKey: .radius)
    let anglePerItem = try container.decodeIfPresent(Double.self, forKey: .anglePerItem)
    do {
      try self.init(itemSize: itemSize, radius: radius, anglePerItem: anglePerItem)
    } catch let error as ConfigurationError {
      let key: CodingKeys
      switch error {
      case .invalidItemSize: key = .itemSize
      case .invalidRadius: key = .radius
      default: key = .anglePerItem
      }
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: error.description)
    }
    orientation =
      try container.decodeIfPresent(Orientation.self, forKey: .orientation)
      ?? .horizontalCenterBelow
    wrapsAround = try container.decodeIfPresent(Bool.self, forKey: .wrapsAround) ?? false
    falloff = try container.decodeIfPresent(Falloff.self, forKey: .falloff)
    zOrder = try container.decodeIfPresent(ZOrder.self, forKey: .zOrder) ?? .laterOnTop
  }
}

extension Wheel.Falloff: Codable {
  private enum CodingKeys: String, CodingKey {
    case startAngle, endAngle, minimumAlpha, minimumScale
  }

  /// Encodes the falloff's four values.
  ///
  /// - Parameter encoder: The encoder to write to.
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
  /// (`startAngle` 0, `minimumAlpha` and `minimumScale` 1).
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
    } catch let error as Wheel.ConfigurationError {
      let key: CodingKeys
      switch error {
      case .invalidFalloffAlpha: key = .minimumAlpha
      case .invalidFalloffScale: key = .minimumScale
      default: key = startAngle.isFinite && startAngle >= 0 ? .endAngle : .startAngle
      }
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: error.description)
    }
  }
}
