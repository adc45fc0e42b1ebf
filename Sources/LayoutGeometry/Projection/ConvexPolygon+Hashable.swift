// Equality and hashing read the vertex sequence, wherever it is stored, so
// two polygons with the same vertices in the same order are equal whether
// they were projected or built from an array.

extension ConvexPolygon: Hashable {
  /// Returns a Boolean value indicating whether two polygons have the same
  /// vertices in the same order.
  ///
  /// The same region walked from another start, or the other way round,
  /// is another value. Vertices compare as ``Point`` does (so a NaN
  /// vertex is equal to nothing).
  ///
  /// - Parameters:
  ///   - lhs: A polygon.
  ///   - rhs: Another polygon.
  /// - Returns: `true` when the vertex sequences are equal.
  /// - Complexity: O(n) for n vertices.
  public static func == (lhs: ConvexPolygon, rhs: ConvexPolygon) -> Bool {
    guard lhs._count == rhs._count else { return false }
    return lhs._withVertices { left in
      rhs._withVertices { right in left.elementsEqual(right) }
    }
  }

  /// Hashes the vertex count and the vertices in order, as an array of
  /// them would be.
  ///
  /// - Parameter hasher: The hasher to feed.
  /// - Complexity: O(n) for n vertices.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_count)
    _withVertices { vertices in
      for vertex in vertices { hasher.combine(vertex) }
    }
  }
}
