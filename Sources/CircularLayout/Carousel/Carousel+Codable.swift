// Decoding is validation: a decoded carousel obeys the same rules as the
// throwing initializers, and a violation is reported at the field that
// broke it, as the wheel's are. A custom style's transform is the host's
// own value and is not coded: the configuration records the style's name.

import LayoutGeometry

extension Carousel.Configuration {
  private enum CodingKeys: String, CodingKey {
    case style, itemSize, perspective, viewpointOffset, centerOffset, axis
    case wrapsAround, showsBackfaces, visibleItemLimit, spacing, arc, radius, anglePerItem
    case tilt, circularItemCount, fade, scrollDistancePerItem, layoutDirection, snapping
  }

  /// Decodes a configuration, using the default for every missing key or
  /// `null`, and validates it.
  ///
  /// So `{}` decodes to `Carousel.Configuration()`, and
  /// `{"style": "cylinder", "visibleItemLimit": 20}` to a cylinder that
  /// considers 20 items. Unknown keys are ignored, so a configuration
  /// written by a later version still decodes. `"style": "custom"` decodes
  /// to ``Carousel/Style/custom``: pair the configuration with your
  /// transform in ``Carousel/init(configuration:custom:)``.
  ///
  ///     {"style": "coverFlow", "itemSize": {"width": 160, "height": 220}, "tilt": 0.8}
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` when the decoded values break
  ///   a rule of ``validate()``; its coding path ends with the field's key
  ///   (for a ``Fade``, with `fade` and the fade's own field) and its
  ///   description is the ``Carousel/ConfigurationError``'s, which names
  ///   the field and value. Any error of the decoder, such as a type
  ///   mismatch or an unknown style name, is passed on.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = Self()
    func value<T: Decodable>(_ key: CodingKeys, _ fallback: T) throws -> T {
      try container.decodeIfPresent(T.self, forKey: key) ?? fallback
    }
    func optional<T: Decodable>(_ key: CodingKeys) throws -> T? {
      try container.decodeIfPresent(T.self, forKey: key)
    }
    self.init(
      style: try value(.style, defaults.style),
      itemSize: try value(.itemSize, defaults.itemSize),
      perspective: try value(.perspective, defaults.perspective),
      viewpointOffset: try value(.viewpointOffset, defaults.viewpointOffset),
      centerOffset: try value(.centerOffset, defaults.centerOffset),
      axis: try value(.axis, defaults.axis),
      wrapsAround: try optional(.wrapsAround),
      showsBackfaces: try optional(.showsBackfaces),
      visibleItemLimit: try value(.visibleItemLimit, defaults.visibleItemLimit),
      spacing: try optional(.spacing),
      arc: try value(.arc, defaults.arc),
      radius: try optional(.radius),
      anglePerItem: try optional(.anglePerItem),
      tilt: try optional(.tilt),
      circularItemCount: try optional(.circularItemCount),
      fade: try optional(.fade),
      scrollDistancePerItem: try optional(.scrollDistancePerItem),
      layoutDirection: try value(.layoutDirection, defaults.layoutDirection),
      snapping: try value(.snapping, defaults.snapping))
    do {
      try validate()
    } catch {
      throw Self.decodingError(error, in: decoder)
    }
  }

  /// The key of the field an error names.
  private static func key(of error: Carousel.ConfigurationError) -> CodingKeys {
    switch error {
    case .style: .style
    case .itemSize: .itemSize
    case .perspective: .perspective
    case .viewpointOffset: .viewpointOffset
    case .centerOffset: .centerOffset
    case .visibleItemLimit: .visibleItemLimit
    case .spacing: .spacing
    case .arc: .arc
    case .radius: .radius
    case .anglePerItem: .anglePerItem
    case .tilt: .tilt
    case .circularItemCount: .circularItemCount
    case .fade: .fade
    case .scrollDistancePerItem: .scrollDistancePerItem
    }
  }

  /// The decoding error for a carousel error, at its field (at the
  /// fade's own field inside `fade`).
  static func decodingError(
    _ error: Carousel.ConfigurationError, in decoder: any Decoder
  ) -> DecodingError {
    if case .fade(let fade) = error {
      return Fade._decodingError(fade, at: CodingKeys.fade, in: decoder, error: error)
    }
    return DecodingError.invalidField(key(of: error), in: decoder, error: error)
  }

  /// Encodes every field; the optional ones only when they are set.
  ///
  /// The keys are the property names: `style`, `itemSize`, `perspective`,
  /// `viewpointOffset`, `centerOffset`, `axis`, `visibleItemLimit`, `arc`,
  /// `layoutDirection` and `snapping` always, and `wrapsAround`,
  /// `showsBackfaces`, `spacing`, `radius`, `anglePerItem`, `tilt`,
  /// `circularItemCount`, `fade` and `scrollDistancePerItem` when set. A
  /// ``Carousel/Style/custom`` style is written as `"custom"`, without its
  /// transform.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Any error of the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(style, forKey: .style)
    try container.encode(itemSize, forKey: .itemSize)
    try container.encode(perspective, forKey: .perspective)
    try container.encode(viewpointOffset, forKey: .viewpointOffset)
    try container.encode(centerOffset, forKey: .centerOffset)
    try container.encode(axis, forKey: .axis)
    try container.encodeIfPresent(wrapsAround, forKey: .wrapsAround)
    try container.encodeIfPresent(showsBackfaces, forKey: .showsBackfaces)
    try container.encode(visibleItemLimit, forKey: .visibleItemLimit)
    try container.encodeIfPresent(spacing, forKey: .spacing)
    try container.encode(arc, forKey: .arc)
    try container.encodeIfPresent(radius, forKey: .radius)
    try container.encodeIfPresent(anglePerItem, forKey: .anglePerItem)
    try container.encodeIfPresent(tilt, forKey: .tilt)
    try container.encodeIfPresent(circularItemCount, forKey: .circularItemCount)
    try container.encodeIfPresent(fade, forKey: .fade)
    try container.encodeIfPresent(scrollDistancePerItem, forKey: .scrollDistancePerItem)
    try container.encode(layoutDirection, forKey: .layoutDirection)
    try container.encode(snapping, forKey: .snapping)
  }
}

extension Carousel: Codable {
  /// Decodes a carousel as its ``configuration``, with the same keys and
  /// rules.
  ///
  /// A missing key or `null` takes the default, so `{}` decodes to
  /// `Carousel(configuration: Carousel.Configuration())`, a linear
  /// carousel of 200 x 200 items.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` whose coding path ends at the
  ///   invalid field, with the ``ConfigurationError`` message as its
  ///   description; at `style` for `"custom"`, whose transform cannot be
  ///   decoded (decode a ``Configuration`` and pass it to
  ///   ``init(configuration:custom:)`` instead); or the decoder's own
  ///   errors for mistyped fields.
  public init(from decoder: any Decoder) throws {
    // The configuration's decoding validates the fields.
    let configuration = try Configuration(from: decoder)
    guard configuration.style != .custom else {
      throw Configuration.decodingError(.style(.custom), in: decoder)
    }
    self.init(validated: configuration, custom: nil)
  }

  /// Encodes the carousel's ``configuration``; a custom style's transform
  /// is not written.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Any error of the encoder.
  public func encode(to encoder: any Encoder) throws {
    try configuration.encode(to: encoder)
  }
}
