// Coding for the configuration types. Decoding is validation: a decoded
// configuration obeys the same rules as `Masonry(configuration:)`.

import LayoutGeometry

extension Masonry.Configuration: Codable {
  private enum CodingKeys: String, CodingKey {
    case columns, columnSpacing, rowSpacing, contentInsets, packing, layoutDirection, tolerance
    case tieBreaking, displayScale, axis, columnAlignment, stamps
  }

  /// Decodes a configuration, using the default for every missing key, and
  /// validates it.
  ///
  /// So `{}` decodes to `Masonry.Configuration()`, and
  /// `{"columnSpacing": 8}` to the default with 8-point column spacing.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` when the decoded values break
  ///   a rule of ``validate()``; its coding path ends with the field's key
  ///   and its description names the field and value, as
  ///   ``Masonry/ConfigurationError`` does. Any error of the decoder, such
  ///   as a type mismatch, is passed on.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = Self()
    self.init(
      columns: try container.decodeIfPresent(Masonry.Columns.self, forKey: .columns)
        ?? defaults.columns,
      columnSpacing: try container.decodeIfPresent(Double.self, forKey: .columnSpacing)
        ?? defaults.columnSpacing,
      rowSpacing: try container.decodeIfPresent(Double.self, forKey: .rowSpacing)
        ?? defaults.rowSpacing,
      contentInsets: try container.decodeIfPresent(EdgeInsets.self, forKey: .contentInsets)
        ?? defaults.contentInsets,
      packing: try container.decodeIfPresent(Masonry.Packing.self, forKey: .packing)
        ?? defaults.packing,
      layoutDirection: try container.decodeIfPresent(
        LayoutDirection.self, forKey: .layoutDirection) ?? defaults.layoutDirection,
      tolerance: try container.decodeIfPresent(Double.self, forKey: .tolerance)
        ?? defaults.tolerance,
      tieBreaking: try container.decodeIfPresent(Masonry.TieBreaking.self, forKey: .tieBreaking)
        ?? defaults.tieBreaking,
      displayScale: try container.decodeIfPresent(Double.self, forKey: .displayScale),
      axis: try container.decodeIfPresent(Axis.self, forKey: .axis) ?? defaults.axis,
      columnAlignment: try container.decodeIfPresent(
        Masonry.ColumnAlignment.self, forKey: .columnAlignment) ?? defaults.columnAlignment,
      stamps: try container.decodeIfPresent([Rect].self, forKey: .stamps) ?? defaults.stamps)
    do {
      try validate()
    } catch {
      let key: CodingKeys =
        switch error {
        case .columnCount, .minimumColumnWidth, .maximumColumnCount, .fixedColumnWidth: .columns
        case .columnSpacing: .columnSpacing
        case .rowSpacing: .rowSpacing
        case .contentInsets: .contentInsets
        case .tolerance: .tolerance
        case .displayScale: .displayScale
        }
      throw DecodingError.invalidField(key, in: decoder, error: error)
    }
  }

  /// Encodes every field; `displayScale` only when it is set.
  ///
  /// Stamps are encoded as `Rect`s are; decoding reads any rect, since a
  /// stamp that cannot raise anything is ignored.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Any error of the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(columns, forKey: .columns)
    try container.encode(columnSpacing, forKey: .columnSpacing)
    try container.encode(rowSpacing, forKey: .rowSpacing)
    try container.encode(contentInsets, forKey: .contentInsets)
    try container.encode(packing, forKey: .packing)
    try container.encode(layoutDirection, forKey: .layoutDirection)
    try container.encode(tolerance, forKey: .tolerance)
    try container.encode(tieBreaking, forKey: .tieBreaking)
    try container.encodeIfPresent(displayScale, forKey: .displayScale)
    try container.encode(axis, forKey: .axis)
    try container.encode(columnAlignment, forKey: .columnAlignment)
    try container.encode(stamps, forKey: .stamps)
  }
}

extension Masonry.Columns: Codable {
  private enum CodingKeys: String, CodingKey {
    case fixed, adaptive, fixedWidth
  }

  private enum AdaptiveKeys: String, CodingKey {
    case minimumWidth, maximumCount
  }

  /// Decodes `{"fixed": 3}`,
  /// `{"adaptive": {"minimumWidth": 150, "maximumCount": 6}}` (with
  /// `maximumCount` optional) or `{"fixedWidth": 120}`.
  ///
  /// The values are not range-checked here; a ``Masonry/Configuration``
  /// that contains them is, when it is decoded.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` unless exactly one of
  ///   `fixed`, `adaptive` and `fixedWidth` is present, and any error of
  ///   the decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let present = [CodingKeys.fixed, .adaptive, .fixedWidth].filter(container.contains)
    switch present {
    case [.fixed]:
      self = .fixed(try container.decode(Int.self, forKey: .fixed))
    case [.adaptive]:
      let adaptive = try container.nestedContainer(keyedBy: AdaptiveKeys.self, forKey: .adaptive)
      self = .adaptive(
        minimumWidth: try adaptive.decode(Double.self, forKey: .minimumWidth),
        maximumCount: try adaptive.decodeIfPresent(Int.self, forKey: .maximumCount))
    case [.fixedWidth]:
      self = .fixedWidth(try container.decode(Double.self, forKey: .fixedWidth))
    default:
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription:
            "columns must have exactly one of the keys 'fixed', 'adaptive' and 'fixedWidth'"))
    }
  }

  /// Encodes `{"fixed": count}` or `{"adaptive": {...}}`, leaving out a
  /// `nil` maximum count.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Any error of the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .fixed(let count):
      try container.encode(count, forKey: .fixed)
    case .adaptive(let minimumWidth, let maximumCount):
      var adaptive = container.nestedContainer(keyedBy: AdaptiveKeys.self, forKey: .adaptive)
      try adaptive.encode(minimumWidth, forKey: .minimumWidth)
      try adaptive.encodeIfPresent(maximumCount, forKey: .maximumCount)
    case .fixedWidth(let width):
      try container.encode(width, forKey: .fixedWidth)
    }
  }
}
