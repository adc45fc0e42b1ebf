// A polygon is written as its vertex array, `{"vertices": [...]}`, however
// it stores them.

extension ConvexPolygon: Codable {
  private enum CodingKeys: String, CodingKey {
    case vertices
  }

  /// Encodes the polygon as `{"vertices": [{"x": ..., "y": ...}, ...]}`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Any error of the encoder, such as its refusal of a NaN or
  ///   infinite coordinate.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(vertices, forKey: .vertices)
  }

  /// Decodes a polygon from its vertex array, which is required; the
  /// vertices are not checked, as with ``init(vertices:)``.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The decoder's `DecodingError` when `vertices` is missing or
  ///   not an array of points.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(vertices: try container.decode([Point].self, forKey: .vertices))
  }
}
